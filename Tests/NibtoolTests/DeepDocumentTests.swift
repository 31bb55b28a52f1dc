import XCTest
import Foundation
import NibCheck

/// The XML depth limit (200) is what bounds every walk over the view tree (the decoder, layout,
/// rules, fix, preview; several recurse per level). A document at the limit must go through
/// every command; one level deeper is refused with a diagnostic.
final class DeepDocumentTests: XCTestCase {
    /// `levels` views nested in the root view, each inset by 1 point from its superview by four
    /// constraints, frames as Xcode would save them. Elements reach depth 7 + 2 * levels (the
    /// deepest view's rect), counting <document> as 1.
    static func nestedDocument(levels: Int) -> String {
        func nest(_ level: Int) -> String {
            guard level <= levels else { return "" }
            let id = String(format: "v%02d-00-%03d", level % 100, level)
            let parent = level == 1 ? "rt0-00-000" : String(format: "v%02d-00-%03d", (level - 1) % 100, level - 1)
            let inner = nest(level + 1)
            return """
            <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="1" y="1" width="\(393 - 2 * level)" height="\(852 - 2 * level)"/>
            \(inner)</view></subviews>
            <constraints>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(parent)" secondAttribute="leading" constant="1" id="\(id.prefix(3))-01-\(id.suffix(3))"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(parent)" secondAttribute="top" constant="1" id="\(id.prefix(3))-02-\(id.suffix(3))"/>
            <constraint firstItem="\(parent)" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="1" id="\(id.prefix(3))-03-\(id.suffix(3))"/>
            <constraint firstItem="\(parent)" firstAttribute="bottom" secondItem="\(id)" secondAttribute="bottom" constant="1" id="\(id.prefix(3))-04-\(id.suffix(3))"/>
            </constraints>
            """
        }
        return RuleExample.rootView(nest(1)).documentText
    }

    func testDocumentAtTheDepthLimitGoesThroughEveryCommand() throws {
        let dir = try NibtoolProcess.temporaryDirectory("deep")
        defer { try? FileManager.default.removeItem(at: dir) }
        // 96 nested views: the deepest element at depth 199, one below the limit of 200.
        let file = dir.appendingPathComponent("Deep.storyboard")
        try Data(Self.nestedDocument(levels: 96).utf8).write(to: file)
        // --no-schema: the example template has no <dependencies>, which the schema wants.
        let validate = try NibtoolProcess.run(["validate", "--format", "json", "--no-schema", file.path])
        XCTAssertFalse(validate.signaled, validate.stderr)
        XCTAssertEqual(validate.status, 0, validate.stdout)
        XCTAssertEqual(HostileValuesTests.rules(inJSON: validate.stdout).filter { $0 != "misplaced-view" }, [], validate.stdout)
        let preview = try NibtoolProcess.run(["preview", "--format", "svg", file.path])
        XCTAssertEqual(preview.status, 0, preview.stderr)
        XCTAssertTrue(preview.stdout.contains("v96-00-096"), "the deepest view is drawn")
        for action in ["--update-frames", "--clear-constraints"] {
            let copy = dir.appendingPathComponent("Deep\(action).storyboard")
            try FileManager.default.copyItem(at: file, to: copy)
            let fix = try NibtoolProcess.run(["fix", action, copy.path])
            XCTAssertEqual(fix.status, 0, "\(action): \(fix.stderr)")
        }
        // One level more: refused with the limit's diagnostic, not a crash.
        let deeper = dir.appendingPathComponent("Deeper.storyboard")
        try Data(Self.nestedDocument(levels: 97).utf8).write(to: deeper)
        let refused = try NibtoolProcess.run(["validate", deeper.path])
        XCTAssertEqual(refused.status, 1, refused.stdout)
        XCTAssertTrue(refused.stdout.contains("nested more than 200 levels deep") && refused.stdout.contains("[malformed-xml]"), refused.stdout)
    }
}
