import NibSupport
/// One finding for what holds in several configurations. A document that varies on three size
/// classes is laid out four times; a view ambiguous in all of them would otherwise be reported
/// four times on the same line. Xcode shows an issue once, for the configuration in view; lint
/// tools (Android lint's variants, swiftlint) report a location once. So identical findings are
/// merged into the first (the document's own configuration when it is one of them) and the others
/// are named: in the message, "(also in Compact Width, Compact Height, iPhone 16)", and in the
/// JSON key `alsoIn`.
///
/// Identical means everything but the configuration: rule, severity, place, objects, message and
/// the rule's data (a misplaced view's frames differ between devices, so those stay apart).
/// `identityMessage` keeps the first finding's own message, so baselines and fingerprints
/// recorded before a finding was merged still match it.
enum ConfigurationMerge {
    static let configurationKeys: Set<String> = ["traits", "device", "orientation", "documentConfiguration"]

    static func merge(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Nothing to merge unless findings come from two configurations or more.
        guard let name = diagnostics.lazy.compactMap(\.configurationName).first,
              diagnostics.contains(where: { $0.configurationName != nil && $0.configurationName != name }) else { return diagnostics }
        var result: [Diagnostic] = []
        var firstIndex: [Identity: Int] = [:]
        var others: [Int: [Diagnostic]] = [:]
        for d in diagnostics {
            guard d.configurationName != nil else { result.append(d); continue }
            let identity = Identity(d)
            if let i = firstIndex[identity] {
                // The document's own configuration is the finding's own wherever the rule listed it.
                if isDocumentConfiguration(d), !isDocumentConfiguration(result[i]) {
                    others[i, default: []].insert(result[i], at: 0)
                    result[i] = d
                } else {
                    others[i, default: []].append(d)
                }
            } else {
                firstIndex[identity] = result.count
                result.append(d)
            }
        }
        for (i, more) in others { result[i] = merged(result[i], with: more) }
        return result
    }

    private static func merged(_ first: Diagnostic, with more: [Diagnostic]) -> Diagnostic {
        var d = first
        let names = more.compactMap(\.configurationName)
        if isDocumentConfiguration(first) {
            d.message = first.message + " (also in \(names.joined(separator: "; ")))"
        } else {
            d.message = baseMessage(first) + " (\(([first.configurationName!] + names).joined(separator: "; ")))"
        }
        d.details.append((key: "alsoIn", value: .array(more.map { m in
            .object(m.details.filter { configurationKeys.contains($0.key) }.map { ($0.key, $0.value) })
        })))
        return d
    }

    private static func isDocumentConfiguration(_ d: Diagnostic) -> Bool {
        d.details.contains { $0.key == "documentConfiguration" && $0.value == .bool(true) }
    }

    /// The message without the configuration `CheckContext.diagnostic` added to it.
    private static func baseMessage(_ d: Diagnostic) -> String {
        guard !isDocumentConfiguration(d), let name = d.configurationName, d.message.hasSuffix(" (\(name))") else { return d.message }
        return String(d.message.dropLast(name.count + 3))
    }

    private struct Identity: Hashable {
        var rule: String
        var severity: Severity
        var line: Int
        var column: Int
        var objectIDs: [String]
        var scene: String?
        var message: String
        var data: String

        init(_ d: Diagnostic) {
            rule = d.rule
            severity = d.severity
            line = d.line
            column = d.column
            objectIDs = d.objectIDs
            scene = d.scene
            message = baseMessage(d)
            data = JSONValue.object(d.details.filter { !configurationKeys.contains($0.key) }.map { ($0.key, $0.value) }).serialized()
        }
    }
}
