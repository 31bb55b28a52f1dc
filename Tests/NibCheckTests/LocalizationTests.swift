import Foundation
import XCTest
@testable import NibCheck
@testable import NibSourceIndex

/// `localization-mismatch` with real language folders, and the `.strings` reader.
final class LocalizationTests: XCTestCase {
    func testStringsReaderKeysAndLines() {
        let strings = StringsFile(text: """
        /* Class = "UILabel"; text = "A \\"quoted\\" = text;"; ObjectID = "lbl-00-001"; */
        "lbl-00-001.text" = "Ein \\"Text\\" = ; mit Zeichen";

        // a line comment "not-00-001.text" = "x";
        "btn-00-001.normalTitle" =
            "Weiter
        mit Umbruch";
        bare-00-001.title = Titel;
        """)
        XCTAssertEqual(strings.keys.map(\.key), ["lbl-00-001.text", "btn-00-001.normalTitle", "bare-00-001.title"])
        XCTAssertEqual(strings.keys.map(\.line), [2, 5, 8])
        XCTAssertEqual(StringsFile.objectID(ofKey: "btn-00-001.normalTitle"), "btn-00-001")
    }

    func testUTF16FilesAreRead() {
        var data = Data([0xFF, 0xFE])
        data.append("\"lbl-00-001.text\" = \"Hallo\";".data(using: .utf16LittleEndian)!)
        XCTAssertEqual(StringsFile.decode(data).map { StringsFile(text: $0).keys.map(\.key) }, ["lbl-00-001.text"])
        XCTAssertNil(StringsFile.decode(Data("bplist00\u{d1}\u{01}".utf8)), "a compiled strings file is not read")
    }

    func testLanguageFoldersBesideBase() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-l10n-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        func write(_ path: String, _ data: Data) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        // The example document without its embedded strings: the files beside Base.lproj count.
        let document = LocalizationExamples.storyboard(strings: [:])
        try write("App/Base.lproj/Main.storyboard", Data(document.utf8))
        var german = Data([0xFF, 0xFE])
        german.append("\"lbl-00-001.text\" = \"Willkommen\";\n\"btn-00-001.normalTitle\" = \"Weiter\";\n\"old-00-001.text\" = \"Alt\";\n\"old-00-002.text\" = \"Alt\";\n".data(using: .utf16LittleEndian)!)
        try write("App/de.lproj/Main.strings", german)
        try write("App/fr.lproj/Main.strings", Data("\"lbl-00-001.text\" = \"Bienvenue\";\n".utf8))
        try write("App/en.lproj/Localizable.strings", Data("\"hello\" = \"Hello\";\n".utf8))   // another table: not this document's
        let found = Validator().validate(path: root.appendingPathComponent("App/Base.lproj/Main.storyboard").path)
            .diagnostics.filter { $0.rule == "localization-mismatch" }
        XCTAssertEqual(found.map(\.message), [
            "de.lproj/Main.strings translates 2 objects this document no longer has: \"old-00-001.text\" (line 3), \"old-00-002.text\" (line 4). The translations are never shown; the objects were deleted or re-created with new ids.",
            "\"btn-00-001.normalTitle\" is translated in de but not in fr (fr.lproj/Main.strings): that language shows the Base text.",
        ])
        XCTAssertEqual(found.map(\.objectID), [nil, "btn-00-001"])
        // The same document outside a Base.lproj folder has no languages to compare.
        try write("Other/Main.storyboard", Data(document.utf8))
        try write("de.lproj/Main.strings", Data("\"gone-00-001.text\" = \"x\";".utf8))
        XCTAssertTrue(Validator().validate(path: root.appendingPathComponent("Other/Main.storyboard").path)
            .diagnostics.filter { $0.rule == "localization-mismatch" }.isEmpty)
    }

    func testStringCatalogReader() throws {
        let catalog = try XCTUnwrap(StringCatalog(data: Data(LocalizationExamples.catalog(button: ["de": "translated", "fr": "new"], deleted: true).utf8)))
        XCTAssertEqual(catalog.sourceLanguage, "en")
        XCTAssertEqual(catalog.languages, ["de", "fr"], "the source language is not a translation")
        XCTAssertEqual(catalog.entries.map(\.key), ["btn-00-001.normalTitle", "lbl-00-001.text", "zzz-00-001.text"])
        XCTAssertEqual(catalog.entries.map(\.line), [4, 21, 32])
        XCTAssertEqual(catalog.entries.map(\.translated), [["de"], [], ["de", "fr"]], "a string still new is not translated")
        // Plural variations count as translated; a catalog that is not JSON is not read.
        XCTAssertTrue(StringCatalog.isTranslated(["variations": ["plural": [:]]]))
        XCTAssertFalse(StringCatalog.isTranslated(["stringUnit": ["value": ""]]))
        XCTAssertTrue(StringCatalog.isTranslated(["stringUnit": ["state": "needs_review", "value": "x"]]))
        XCTAssertNil(StringCatalog(data: Data("{ \"strings\" : ".utf8)))
        XCTAssertNil(StringCatalog(data: Data("[]".utf8)))
    }

    func testStringCatalogBesideBase() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-xcstrings-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("App/Base.lproj/Main.storyboard", LocalizationExamples.storyboard(strings: [:]))
        try write("App/Main.xcstrings", LocalizationExamples.catalog(button: ["de": "translated", "fr": "new"], deleted: true))
        func findings() -> [Diagnostic] {
            Validator().validate(path: root.appendingPathComponent("App/Base.lproj/Main.storyboard").path).diagnostics.filter { $0.rule == "localization-mismatch" }
        }
        XCTAssertEqual(findings().map(\.message), [
            "Main.xcstrings translates an object this document no longer has: \"zzz-00-001.text\" (line 32). The translations are never shown; the object was deleted or re-created with a new id.",
            "\"lbl-00-001.text\" is not translated in de, fr (Main.xcstrings, line 21): those languages show the Base text.",
            "\"btn-00-001.normalTitle\" is translated in de but not in fr (Main.xcstrings, line 4): that language shows the Base text.",
        ])
        XCTAssertEqual(findings().map(\.objectID), [nil, "lbl-00-001", "btn-00-001"])
        // Inside Base.lproj, fully translated (French to be reviewed) with the label left to the code: nothing.
        try FileManager.default.removeItem(at: root.appendingPathComponent("App/Main.xcstrings"))
        try write("App/Base.lproj/Main.xcstrings", LocalizationExamples.catalog(button: ["de": "translated", "fr": "needs_review"], deleted: false, labelTranslated: false))
        XCTAssertEqual(findings().map(\.message), [])
        try write("App/Base.lproj/Main.xcstrings", LocalizationExamples.catalog(button: ["de": "translated", "fr": "new"], deleted: false, labelTranslated: false))
        XCTAssertEqual(findings().map(\.message), ["\"btn-00-001.normalTitle\" is translated in de but not in fr (Base.lproj/Main.xcstrings, line 4): that language shows the Base text."])
        // A catalog Xcode has not written yet (not JSON): nothing, and no crash.
        try write("App/Base.lproj/Main.xcstrings", "{")
        XCTAssertEqual(findings().map(\.message), [])
    }
}
