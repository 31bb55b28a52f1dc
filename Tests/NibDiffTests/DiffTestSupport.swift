import Foundation
import NibDiff
import NibModel
import NibXML
import XCTest

/// Fixture pairs live in Tests/Fixtures/diff as `<name>.old.storyboard` / `<name>.new.storyboard`.
enum Fixtures {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = repository.appendingPathComponent("Tests/Fixtures/diff")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name + ".storyboard"), encoding: .utf8)
    }

    static func decode(_ text: String) throws -> IBDocument {
        try DocumentDecoder.decode(try XMLReader.parse(Array(text.utf8)).document)
    }

    /// The base fixture with textual edits, each of which must match exactly once.
    static func variant(_ edits: [(String, String)], of name: String = "edits.old") throws -> IBDocument {
        var s = try text(name)
        for (a, b) in edits {
            XCTAssertEqual(s.components(separatedBy: a).count, 2, "edit must match once: \(a)")
            s = s.replacingOccurrences(of: a, with: b)
        }
        return try decode(s)
    }

    static func diff(_ old: IBDocument, _ new: IBDocument) -> DocumentDiff { DocumentDiff(old: old, new: new) }
}
