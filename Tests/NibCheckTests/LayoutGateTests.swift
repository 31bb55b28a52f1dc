import XCTest
import Foundation
@testable import NibCheck
import NibModel
import NibXML

/// `preview` draws layout issues only where validate reports them: both ask
/// `Validator.holdsLayoutBack`. The preview's own copy of the gate had drifted (#29): it drew the
/// issues of a document whose unusable values validate holds the layout back for.
final class LayoutGateTests: XCTestCase {
    /// SampleDocuments' misplaced view, with `viewAttributes` on it.
    func document(viewAttributes: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SampleDocuments/Problems/Misplaced.storyboard")
        let text = try String(contentsOf: url, encoding: .utf8)
        let view = "misplaced=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"8Ed-md-QnL\""
        XCTAssertTrue(text.contains(view))
        return text.replacingOccurrences(of: view, with: viewAttributes + view)
    }

    func check(_ text: String) throws -> (rules: Set<String>, heldBack: Bool) {
        let rules = Set(Validator().validate(bytes: Array(text.utf8), path: "t.storyboard").diagnostics.map(\.rule))
        let doc = try DocumentDecoder.decode(try XMLReader.parse(Array(text.utf8)).document)
        return (rules, Validator.holdsLayoutBack(document: doc, path: "t.storyboard"))
    }

    func testAnUnusableValueHoldsTheLayoutBackInValidateAndPreviewAlike() throws {
        let clean = try check(try document(viewAttributes: ""))
        XCTAssertTrue(clean.rules.contains("misplaced-view"))
        XCTAssertFalse(clean.heldBack)

        let broken = try check(try document(viewAttributes: "alpha=\"2\" "))
        XCTAssertTrue(broken.rules.contains("invalid-value"))
        XCTAssertFalse(broken.rules.contains("misplaced-view"), "validate holds the layout rules back")
        XCTAssertTrue(broken.heldBack, "and so does preview")
    }
}
