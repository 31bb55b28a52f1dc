import Foundation
import NibSupport

/// SARIF 2.1.0 (OASIS), the format GitHub code scanning, Azure DevOps and most security
/// dashboards read. Checked against the official schema by `tools/check-sarif.py`.
///
/// One run; `tool.driver.rules` lists every rule nibtool knows (so `ruleIndex` is stable for a
/// given version), each with the help code scanning shows beside an alert: `help.markdown` (the
/// rule reference's explanation and examples) and `helpUri` (its section of docs/rules.md).
/// Each result points at its rule by `ruleId` and `ruleIndex`, and at its file relative to
/// `%SRCROOT%` (`originalUriBaseIds`: the git top level, else the current folder), so a run from a
/// subfolder names files as the repository does; it carries the object id, scene and
/// rule-specific details of the diagnostic in its property bag.
public struct SARIFReporter: Reporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The base every relative result URI is resolved against.
    public static let sourceRootID = "%SRCROOT%"

    public var rules: [RuleDescription]
    public var toolVersion: String
    /// Absolute path of the folder result URIs are relative to (no trailing slash), and the
    /// current folder relative paths on the command line are resolved from.
    public var sourceRoot: String
    public var currentDirectory: String

    public init(rules: [RuleDescription] = RuleRegistry.all, toolVersion: String = JSONReporter.toolVersion,
                currentDirectory: String = FileManager.default.currentDirectoryPath, sourceRoot: String? = nil) {
        self.rules = rules
        self.toolVersion = toolVersion
        let cwd = Self.trimmed(currentDirectory)
        self.currentDirectory = cwd
        self.sourceRoot = Self.trimmed(sourceRoot ?? Self.repositoryRoot(containing: cwd) ?? cwd)
    }

    public func render(_ reports: [FileReport]) -> String {
        var ruleIndex: [String: Int] = [:]
        for (i, r) in rules.enumerated() where ruleIndex[r.id] == nil { ruleIndex[r.id] = i }
        var results: [JSONValue] = []
        for report in reports {
            for d in report.diagnostics {
                results.append(result(d, path: report.path, ruleIndex: ruleIndex[d.rule]))
            }
        }
        let driver = JSONValue.object([
            ("name", .string("nibtool")),
            ("version", .string(toolVersion)),
            ("semanticVersion", .string(toolVersion)),
            ("informationUri", .string(RuleDocumentation.projectURL)),
            ("rules", .array(rules.map(Self.rule))),
        ])
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])),
            ("originalUriBaseIds", .object([(Self.sourceRootID, .object([("uri", .string(Self.uri(forPath: sourceRoot + "/")))]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        let root = JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return root.serialized() + "\n"
    }

    static func level(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    static func rule(_ r: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(r.id)),
            // SARIF wants an identifier-like name ("MalformedXML"); the display name is the short description.
            ("name", .string(r.name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())),
            ("shortDescription", .object([("text", .string(r.name))])),
            ("fullDescription", .object([("text", .string(r.summary))])),
            ("help", .object([
                ("text", .string(RuleDocumentation.helpText(r))),
                ("markdown", .string(RuleDocumentation.helpMarkdown(r))),
            ])),
            ("helpUri", .string(RuleDocumentation.referenceURL(for: r))),
            ("defaultConfiguration", .object([("level", .string(level(r.defaultSeverity)))])),
        ])
    }

    func result(_ d: Diagnostic, path: String, ruleIndex: Int?) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("ruleId", .string(d.rule))]
        if let ruleIndex { pairs.append(("ruleIndex", .number(Double(ruleIndex)))) }
        pairs.append(("level", .string(Self.level(d.severity))))
        pairs.append(("message", .object([("text", .string(d.message))])))
        let relative = relativeToRoot(path)
        var artifact: [(String, JSONValue)] = [("uri", .string(Self.uri(forPath: relative ?? absolute(path))))]
        if relative != nil { artifact.append(("uriBaseId", .string(Self.sourceRootID))) }
        var physical: [(String, JSONValue)] = [("artifactLocation", .object(artifact))]
        if d.line >= 1 {
            var region: [(String, JSONValue)] = [("startLine", .number(Double(d.line)))]
            if d.column >= 1 { region.append(("startColumn", .number(Double(d.column)))) }
            physical.append(("region", .object(region)))
        }
        pairs.append(("locations", .array([.object([("physicalLocation", .object(physical))])])))
        // Lets code scanning follow a finding across edits that move it (same identity as the
        // baseline), and across runs from other folders: the path is the repository's.
        pairs.append(("partialFingerprints", .object([("nibtoolFinding/v1", .string(Baseline.fingerprint(rule: d.rule, path: relative ?? path, objectID: d.objectID, message: d.identityMessage)))])))
        var properties: [(String, JSONValue)] = []
        if let id = d.objectID { properties.append(("objectID", .string(id))) }
        if !d.objectIDs.isEmpty { properties.append(("objectIDs", .strings(d.objectIDs))) }
        if let s = d.scene { properties.append(("scene", .string(s))) }
        for (k, v) in d.details where !properties.contains(where: { $0.0 == k }) && k != "tags" {
            properties.append((k, v))
        }
        if !properties.isEmpty { pairs.append(("properties", .object(properties))) }
        return .object(pairs)
    }

    /// `path` (as given on the command line) made absolute and normalised (`.`, `..`, `//`).
    func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `sourceRoot`, or nil when the file is outside it.
    func relativeToRoot(_ path: String) -> String? {
        let abs = absolute(path)
        if sourceRoot == "/" { return String(abs.dropFirst()) }
        guard abs.hasPrefix(sourceRoot + "/") else { return nil }
        return String(abs.dropFirst(sourceRoot.count + 1))
    }

    static func trimmed(_ dir: String) -> String {
        var d = dir
        while d.count > 1 && d.hasSuffix("/") { d.removeLast() }
        return d
    }

    /// The nearest folder at or above `directory` that holds `.git` (a folder, or a file in a
    /// worktree or submodule): what `git rev-parse --show-toplevel` answers, without running git.
    public static func repositoryRoot(containing directory: String) -> String? {
        var dir = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent(".git").path) { return dir.path }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path || dir.path == "/" { return nil }
            dir = parent
        }
    }

    /// The path as a URI reference: relative paths stay relative (resolved against `%SRCROOT%`),
    /// without a leading `./`; absolute paths become `file://` URIs. Anything outside RFC 3986's
    /// unreserved characters, sub-delimiters, `/` and `@` is percent-encoded, and so is `:` (in a
    /// relative reference it would read as a scheme).
    public static func uri(forPath path: String) -> String {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        let absolute = p.hasPrefix("/")
        var out = absolute ? "file://" : ""
        for byte in p.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
                 UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
                 UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
