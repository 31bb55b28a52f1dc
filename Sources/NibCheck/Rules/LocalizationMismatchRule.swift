import Foundation
import NibModel
import NibXML

/// A Base-localized document (`Base.lproj/Main.storyboard`) against its languages' `.strings`
/// files (`de.lproj/Main.strings`), whose keys are the ids of its objects
/// (`abc-12-xyz.normalTitle`). Xcode does not update those files when the document changes, so
/// they drift: a deleted or re-created object leaves translations that are never shown, and a
/// text translated for some languages but not others shows the Base text in the rest. Both are
/// judged from the files alone; which texts ibtool would export for a new object is not guessed.
public struct LocalizationMismatchRule: DocumentRule {
    public static let description = RuleDescription(
        id: "localization-mismatch", name: "Localization Mismatch",
        summary: "A document in Base.lproj and the .strings files of its languages (de.lproj/Main.strings for Base.lproj/Main.storyboard) disagree: translations of objects the document no longer has (never shown; the object was deleted or re-created with a new id), or a text translated in some languages and missing in others (those show the Base text).",
        defaultSeverity: .warning,
        triggeringExamples: [
            .document(LocalizationExamples.storyboard(strings: [
                "de": "\"lbl-00-001.text\" = \"Willkommen\";\n\"btn-00-001.normalTitle\" = \"Weiter\";\n\"gon-00-001.text\" = \"Alt\";",
                "fr": "\"lbl-00-001.text\" = \"Bienvenue\";\n\"btn-00-001.normalTitle\" = \"Continuer\";",
                "ja": "\"lbl-00-001.text\" = \"ようこそ\";",
            ]), count: 2, "German translates a deleted label; Japanese lacks the button's title"),
        ],
        nonTriggeringExamples: [
            .document(LocalizationExamples.storyboard(strings: [
                "de": "/* Class = \"UILabel\"; text = \"Welcome\"; ObjectID = \"lbl-00-001\"; */\n\"lbl-00-001.text\" = \"Willkommen\";",
                "fr": "\"lbl-00-001.text\" = \"Bienvenue\";",
            ]), count: 0, "every language translates the same existing objects (the button's title is left to the code in all of them)"),
        ])

    public init() {}

    struct Language {
        var code: String
        /// As messages name the file: `de.lproj/Main.strings`.
        var file: String
        var strings: StringsFile
    }

    public func check(_ context: CheckContext) -> [Diagnostic] {
        let languages = Self.languages(for: context)
        guard !languages.isEmpty else { return [] }
        let document = context.document
        var diagnostics: [Diagnostic] = []
        var translatedIn: [String: [String]] = [:]
        for language in languages {
            var stale: [(key: String, line: Int)] = []
            for entry in language.strings.keys {
                if document.object(String(StringsFile.objectID(ofKey: entry.key))) == nil {
                    stale.append(entry)
                } else if translatedIn[entry.key]?.last != language.code {
                    translatedIn[entry.key, default: []].append(language.code)
                }
            }
            guard !stale.isEmpty else { continue }
            let shown = stale.prefix(5).map { "\"\($0.key)\" (line \($0.line))" }.joined(separator: ", ")
            let more = stale.count > 5 ? " and \(stale.count - 5) more" : ""
            diagnostics.append(context.diagnostic(Self.description, at: 0,
                stale.count == 1
                    ? "\(language.file) translates an object this document no longer has: \(shown). The translation is never shown; the object was deleted or re-created with a new id."
                    : "\(language.file) translates \(stale.count) objects this document no longer has: \(shown)\(more). The translations are never shown; the objects were deleted or re-created with new ids.",
                objectID: nil))
        }
        let codes = languages.map(\.code)
        for (key, have) in translatedIn.sorted(by: { $0.key < $1.key }) where have.count < codes.count {
            let missing = codes.filter { !have.contains($0) }
            let files = languages.filter { missing.contains($0.code) }.map(\.file).joined(separator: ", ")
            let element = document.element(of: document.object(String(StringsFile.objectID(ofKey: key)))!)
            diagnostics.append(context.diagnostic(Self.description, at: element,
                "\"\(key)\" is translated in \(have.joined(separator: ", ")) but not in \(missing.joined(separator: ", ")) (\(files)): \(missing.count == 1 ? "that language shows" : "those languages show") the Base text."))
        }
        return diagnostics
    }

    /// The `.strings` files of the document's languages: `NAME.strings` in every `*.lproj`
    /// beside the `Base.lproj` the document is in (none when it is not in one). In the rule's own
    /// examples, `<!--nibtool-example-strings CODE …-->` comments directly inside `<document>`.
    static func languages(for context: CheckContext) -> [Language] {
        var examples: [Language] = []
        for item in context.xml.root.content {
            guard case .comment(let c) = item, c.hasPrefix("nibtool-example-strings ") else { continue }
            let body = c.dropFirst("nibtool-example-strings ".count)
            let code = String(body.prefix { !$0.isWhitespace })
            examples.append(Language(code: code, file: "\(code).lproj/Main.strings", strings: StringsFile(text: String(body.dropFirst(code.count + 1)))))
        }
        if !examples.isEmpty { return examples }
        // Most documents are not in a Base.lproj: decide that on the path's bytes (URL and
        // String.split cost tens of thousands of instructions per document).
        let bytes = Array(context.path.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return [] }
        let folderStart = bytes[..<slash].lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        guard bytes[folderStart..<slash].elementsEqual("Base.lproj".utf8) else { return [] }
        let url = URL(fileURLWithPath: context.path)
        let folder = url.deletingLastPathComponent()
        guard folder.lastPathComponent == "Base.lproj" else { return [] }
        let name = url.deletingPathExtension().lastPathComponent + ".strings"
        let parent = folder.deletingLastPathComponent()
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return [] }
        return entries.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.sorted().compactMap { entry in
            guard let strings = StringsFile(path: parent.appendingPathComponent(entry).appendingPathComponent(name).path) else { return nil }
            return Language(code: String(entry.dropLast(".lproj".count)), file: "\(entry)/\(name)", strings: strings)
        }
    }
}

enum LocalizationExamples {
    static func storyboard(strings: [String: String]) -> String {
        RuleExample.storyboard(preamble: strings.sorted { $0.key < $1.key }.map { "<!--nibtool-example-strings \($0.key)\n\($0.value)\n-->" }
            .joined(separator: "\n"), rootViewContent: """
        <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                <rect key="frame" x="16" y="59" width="361" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                <rect key="frame" x="16" y="96" width="361" height="34"/>
                <state key="normal" title="Continue"/>
            </button>
        </subviews>
        """)
    }
}
