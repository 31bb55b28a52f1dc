import Foundation
import NibModel
import NibSourceIndex
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
        summary: "A document in Base.lproj and the .strings files of its languages (de.lproj/Main.strings for Base.lproj/Main.storyboard), or its String Catalog (Main.xcstrings), disagree: translations of objects the document no longer has (never shown; the object was deleted or re-created with a new id), or a text translated in some languages and missing in others (those show the Base text). In a String Catalog every language it has counts, so a text translated in none of them is reported too, unless it is marked Don't Translate.",
        defaultSeverity: .warning,
        triggeringExamples: [
            .document(LocalizationExamples.storyboard(strings: [
                "de": "\"lbl-00-001.text\" = \"Willkommen\";\n\"btn-00-001.normalTitle\" = \"Weiter\";\n\"gon-00-001.text\" = \"Alt\";",
                "fr": "\"lbl-00-001.text\" = \"Bienvenue\";\n\"btn-00-001.normalTitle\" = \"Continuer\";",
                "ja": "\"lbl-00-001.text\" = \"ようこそ\";",
            ]), count: 2, "German translates a deleted label; Japanese lacks the button's title"),
            .document(LocalizationExamples.storyboard(catalog: LocalizationExamples.catalog(button: ["de": "translated", "fr": "new"], deleted: true)), count: 3,
                      "a String Catalog: a deleted label still translated, French still new for the button, the label's text translated in no language"),
        ],
        nonTriggeringExamples: [
            .document(LocalizationExamples.storyboard(strings: [
                "de": "/* Class = \"UILabel\"; text = \"Welcome\"; ObjectID = \"lbl-00-001\"; */\n\"lbl-00-001.text\" = \"Willkommen\";",
                "fr": "\"lbl-00-001.text\" = \"Bienvenue\";",
            ]), count: 0, "every language translates the same existing objects (the button's title is left to the code in all of them)"),
            .document(LocalizationExamples.storyboard(catalog: LocalizationExamples.catalog(button: ["de": "translated", "fr": "needs_review"], deleted: false, labelTranslated: false)), count: 0,
                      "a String Catalog with every text translated (French to be reviewed, shown meanwhile) and the label marked Don't Translate"),
        ])

    public init() {}

    struct Language {
        var code: String
        /// As messages name the file: `de.lproj/Main.strings`.
        var file: String
        var strings: StringsFile
    }

    public func check(_ context: CheckContext) -> [Diagnostic] {
        let (languages, catalog) = Self.localizations(for: context)
        var diagnostics = stringsFindings(languages, context)
        if let catalog { diagnostics += catalogFindings(catalog.catalog, file: catalog.file, context) }
        return diagnostics
    }

    /// The `.strings` files against the document and against each other.
    private func stringsFindings(_ languages: [Language], _ context: CheckContext) -> [Diagnostic] {
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

    /// The String Catalog against the document: a key of an object the document no longer has
    /// (its translations are never shown), and a key missing a translation in a language the
    /// catalog has (that language shows the Base text; Xcode counts it as not translated).
    /// Keys marked "Don't translate" are left out by the reader.
    private func catalogFindings(_ catalog: StringCatalog, file: String, _ context: CheckContext) -> [Diagnostic] {
        guard !catalog.languages.isEmpty else { return [] }
        let document = context.document
        var diagnostics: [Diagnostic] = []
        var stale: [StringCatalog.Entry] = []
        for entry in catalog.entries {
            guard let object = document.object(String(StringsFile.objectID(ofKey: entry.key))) else {
                if !entry.translated.isEmpty { stale.append(entry) }
                continue
            }
            let missing = catalog.languages.filter { !entry.translated.contains($0) }
            guard !missing.isEmpty else { continue }
            let have = catalog.languages.filter { entry.translated.contains($0) }
            let where_ = "(\(file), line \(entry.line))"
            let shows = missing.count == 1 ? "that language shows" : "those languages show"
            diagnostics.append(context.diagnostic(Self.description, at: document.element(of: object), have.isEmpty
                ? "\"\(entry.key)\" is not translated in \(missing.joined(separator: ", ")) \(where_): \(shows) the Base text."
                : "\"\(entry.key)\" is translated in \(have.joined(separator: ", ")) but not in \(missing.joined(separator: ", ")) \(where_): \(shows) the Base text."))
        }
        if !stale.isEmpty {
            let shown = stale.prefix(5).map { "\"\($0.key)\" (line \($0.line))" }.joined(separator: ", ")
            let more = stale.count > 5 ? " and \(stale.count - 5) more" : ""
            diagnostics.insert(context.diagnostic(Self.description, at: 0, stale.count == 1
                ? "\(file) translates an object this document no longer has: \(shown). The translations are never shown; the object was deleted or re-created with a new id."
                : "\(file) translates \(stale.count) objects this document no longer has: \(shown)\(more). The translations are never shown; the objects were deleted or re-created with new ids.",
                objectID: nil), at: 0)
        }
        return diagnostics
    }

    /// The document's translations: the `.strings` files of its languages (`NAME.strings` in
    /// every `*.lproj` beside the `Base.lproj` the document is in; none when it is not in one),
    /// and its String Catalog (`NAME.xcstrings` beside `Base.lproj` or in it), named as messages
    /// name it. In the rule's own examples, `<!--nibtool-example-strings CODE …-->` and
    /// `<!--nibtool-example-xcstrings …-->` comments directly inside `<document>`.
    static func localizations(for context: CheckContext) -> (languages: [Language], catalog: (catalog: StringCatalog, file: String)?) {
        var examples: [Language] = []
        var exampleCatalog: (StringCatalog, String)?
        for item in context.xml.root.content {
            guard case .comment(let c) = item else { continue }
            if c.hasPrefix("nibtool-example-xcstrings"), let catalog = StringCatalog(data: Data(c.dropFirst("nibtool-example-xcstrings".count).utf8)) {
                exampleCatalog = (catalog, "Main.xcstrings")
            }
            guard c.hasPrefix("nibtool-example-strings ") else { continue }
            let body = c.dropFirst("nibtool-example-strings ".count)
            let code = String(body.prefix { !$0.isWhitespace })
            examples.append(Language(code: code, file: "\(code).lproj/Main.strings", strings: StringsFile(text: String(body.dropFirst(code.count + 1)))))
        }
        if !examples.isEmpty || exampleCatalog != nil { return (examples, exampleCatalog) }
        // Most documents are not in a Base.lproj: decide that on the path's bytes (URL and
        // String.split cost tens of thousands of instructions per document).
        let bytes = Array(context.path.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return ([], nil) }
        let folderStart = bytes[..<slash].lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        guard bytes[folderStart..<slash].elementsEqual("Base.lproj".utf8) else { return ([], nil) }
        let url = URL(fileURLWithPath: context.path)
        let folder = url.deletingLastPathComponent()
        guard folder.lastPathComponent == "Base.lproj" else { return ([], nil) }
        let base = url.deletingPathExtension().lastPathComponent
        let parent = folder.deletingLastPathComponent()
        var catalog: (StringCatalog, String)?
        for (candidate, file) in [(parent, base + ".xcstrings"), (folder, "Base.lproj/" + base + ".xcstrings")] {
            if let c = StringCatalog(path: candidate.appendingPathComponent(base + ".xcstrings").path) { catalog = (c, file); break }
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return ([], catalog) }
        let languages: [Language] = entries.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.sorted().compactMap { entry in
            guard let strings = StringsFile(path: parent.appendingPathComponent(entry).appendingPathComponent(base + ".strings").path) else { return nil }
            return Language(code: String(entry.dropLast(".lproj".count)), file: "\(entry)/\(base).strings", strings: strings)
        }
        return (languages, catalog)
    }
}

enum LocalizationExamples {
    /// A String Catalog as Xcode writes it, for the example's label and button: the button's
    /// title in the given states per language, the label's text translated in German and French
    /// or marked Don't Translate, and optionally the key of a label deleted since.
    static func catalog(button: [String: String], deleted: Bool, labelTranslated: Bool = true) -> String {
        func unit(_ state: String, _ value: String) -> String {
            "{\n          \"stringUnit\" : {\n            \"state\" : \"\(state)\",\n            \"value\" : \"\(value)\"\n          }\n        }"
        }
        func entry(_ key: String, _ comment: String, _ localizations: [(String, String)], extra: String = "") -> String {
            let body = localizations.map { "        \"\($0.0)\" : \($0.1)" }.joined(separator: ",\n")
            return "    \"\(key)\" : {\n      \"comment\" : \"\(comment)\",\(extra)\n      \"localizations\" : {\n\(body)\n      }\n    }"
        }
        var entries = [
            entry("btn-00-001.normalTitle", "Class = \\\"UIButton\\\"; normalTitle = \\\"Continue\\\"; ObjectID = \\\"btn-00-001\\\";",
                  button.sorted { $0.key < $1.key }.map { ($0.key, unit($0.value, $0.key == "de" ? "Weiter" : "Continuer")) }),
            labelTranslated
                ? entry("lbl-00-001.text", "Class = \\\"UILabel\\\"; text = \\\"Welcome\\\"; ObjectID = \\\"lbl-00-001\\\";", [("en", unit("new", "Welcome"))])
                : entry("lbl-00-001.text", "Set in code", [("en", unit("new", "Welcome"))], extra: "\n      \"shouldTranslate\" : false,"),
        ]
        if deleted {
            entries.append(entry("zzz-00-001.text", "Class = \\\"UILabel\\\"; text = \\\"Old\\\"; ObjectID = \\\"zzz-00-001\\\";",
                                 [("de", unit("translated", "Alt")), ("fr", unit("translated", "Ancien"))], extra: "\n      \"extractionState\" : \"stale\","))
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(entries.joined(separator: ",\n"))\n  },\n  \"version\" : \"1.0\"\n}"
    }

    static func storyboard(catalog: String) -> String { storyboard(strings: [:], preamble: "<!--nibtool-example-xcstrings\n\(catalog)\n-->") }

    static func storyboard(strings: [String: String], preamble: String = "") -> String {
        RuleExample.storyboard(preamble: preamble + strings.sorted { $0.key < $1.key }.map { "<!--nibtool-example-strings \($0.key)\n\($0.value)\n-->" }
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
