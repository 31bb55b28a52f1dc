import XCTest
import NibLayout
import NibModel
import LayoutSolver
import NibTestSupport

/// Views' layout margins are where nibtool's model of roots, cells and eras puts them; in the
/// document's own configuration the saved frames of the views pinned to them show where Xcode put
/// them (`LayoutEngine.marginsAsSaved`), kept where that puts at least two more of the root's views
/// at their saved frames, one of them a view not pinned to the margin itself
/// (`LayoutEngine.explainsMore`). Derived on OctoPod's popover table (cells 395 pt wide on a 375 pt phone,
/// saved with 20 pt margins where the model gives 16: 12 views); confirmed on seafile's cells (2,
/// corpus) and outside the corpus on Monal, canvas-ios, WordPress and woocommerce (45 views); none
/// moved away from its saved frame.
final class MarginsAsSavedTests: DesignTimeTestCase {
    func xs(_ layout: LayoutResult, _ doc: IBDocument, boxes: Int) -> [Double?] {
        (0..<boxes).map { layout.views[doc.view(id: "bx\($0)-00-000")!.index].frame?.x }
    }

    func testMarginIsWhereThePinnedViewsSavedFramesPutIt() throws {
        let doc = try decode(SafeAreaChainFixture.marginColumn(savedX: 20, boxes: 3))
        let layout = LayoutEngine().layout(doc, Configuration.document(doc))
        XCTAssertEqual(xs(layout, doc, boxes: 3), [20, 20, 20])
        XCTAssertEqual(layout.layoutMargins[doc.view(id: "rt0-00-000")!.index]?.left, 20)

        var options = LayoutOptions()
        options.safeAreaInsetsAsSaved = false
        XCTAssertEqual(xs(LayoutEngine(options: options).layout(doc, Configuration.document(doc)), doc, boxes: 3), [16, 16, 16])
        let other = Configuration.resolve(nil, device: "retina4_7", orientation: nil, doc: doc)
        XCTAssertEqual(xs(LayoutEngine().layout(doc, other), doc, boxes: 3), [16, 16, 16], "no saved frames elsewhere")
    }

    /// One view saved 4 pt off the margin, with nothing to confirm it, was dragged: the model stands.
    func testOneViewAloneDoesNotMoveTheMargin() throws {
        let doc = try decode(SafeAreaChainFixture.marginColumn(savedX: 20, boxes: 1))
        XCTAssertEqual(xs(LayoutEngine().layout(doc, Configuration.document(doc)), doc, boxes: 1), [16])
    }

    /// Views each pinned to the margin and all saved 4 pt off it explain only themselves: they
    /// were dragged (mattneub's TestingMultitasking: two buttons Xcode flags misplaced), and the
    /// model stands, so they are found misplaced.
    func testViewsPinnedToTheMarginAloneDoNotMoveIt() throws {
        let doc = try decode(SafeAreaChainFixture.marginColumn(savedX: 20, boxes: 3, allPinned: true))
        XCTAssertEqual(xs(LayoutEngine().layout(doc, Configuration.document(doc)), doc, boxes: 3), [16, 16, 16])
    }
}
