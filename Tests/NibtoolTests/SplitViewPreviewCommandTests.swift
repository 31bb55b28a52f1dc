import Foundation
import NibTestSupport
import XCTest

/// `preview` of a split view controller's scene draws its columns (before, it had no view to
/// draw: "nothing to preview" for `--scene`, the first other scene by default).
final class SplitViewPreviewCommandTests: XCTestCase {
    static let document = SplitViewFixture.document()

    func testSplitSceneDrawsBothColumns() throws {
        let dir = try NibtoolProcess.temporaryDirectory("split")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Split.storyboard")
        try Data(Self.document.utf8).write(to: file)
        for arguments in [["preview", "--format", "svg", file.path], ["preview", "--scene", "Split View Controller", "--format", "svg", file.path]] {
            let r = try NibtoolProcess.run(arguments)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertTrue(r.stdout.contains(#"data-id="mrt-00-000""#), "\(arguments): the primary column")
            XCTAssertTrue(r.stdout.contains(#"data-id="drt-00-000""#), "\(arguments): the secondary column")
            XCTAssertTrue(r.stdout.contains("columns 320 | 859.5"), "\(arguments)")
        }
        // A column's own scene is still drawn alone, at its saved size.
        let master = try NibtoolProcess.run(["preview", "--scene", "Master", "--format", "svg", file.path])
        XCTAssertTrue(master.stdout.contains(#"data-id="mrt-00-000""#))
        XCTAssertFalse(master.stdout.contains(#"data-id="drt-00-000""#))
    }
}
