import XCTest
import NibLayout
import NibModel
import LayoutSolver
import NibTestSupport

/// A root's safe area is where nibtool's model of bars, sheets and sensor housings puts it; in the
/// document's own configuration the saved frames of the views pinned to it show where Xcode put
/// it (`LayoutEngine.safeAreasAsSaved`), kept where that explains more of the root's saved frames
/// than the model does (`LayoutEngine.explainsMore`). Measured: 5 corpus views laid out where
/// Xcode saved them (iNaturalist, zotero's share extension), none moved away; outside the corpus
/// 25 (ish, owncloud, NordicSemiconductor, a student app), none moved away. The sides: 11 corpus
/// views (xdripswift's landscape alarms scene, fold 0; iNaturalist's header view, fold 1), 3
/// outside (wikipedia's page history counts view), none moved away.
final class SafeAreaAsSavedTests: DesignTimeTestCase {
    func tops(_ layout: LayoutResult, _ doc: IBDocument, _ ids: [String]) -> [Double?] {
        ids.map { layout.views[doc.view(id: $0)!.index].frame?.y }
    }

    let chain = SafeAreaChainFixture.chain

    /// Saved 54 pt lower than modelled (a bar Xcode drew that the model does not know): the
    /// safe area is 113 pt from the top, and the whole chain is laid out where Xcode saved it.
    func testSafeAreaTopIsWhereThePinnedViewsSavedFramesPutIt() throws {
        let doc = try decode(SafeAreaChainFixture.storyboard(savedTops: [121, 159, 197]))
        let root = doc.view(id: "rt0-00-000")!.index
        let layout = LayoutEngine().layout(doc, Configuration.document(doc))
        XCTAssertEqual(tops(layout, doc, chain), [121, 159, 197])
        XCTAssertEqual(layout.safeAreaInsets[root]?.top, 113)
        XCTAssertEqual(layout.safeAreaInsets[root]?.bottom, 34, "the bottom, which no saved frame places, keeps the model's")
    }

    /// The safe area's sides, the same way: a row saved 47 pt right of where the model's safe area
    /// (0 pt from the left in portrait) puts it is laid out where Xcode saved it (xdripswift's
    /// landscape alarms scene, saved with no side insets where the model gives 47 pt; iNaturalist's
    /// header view, 4 pt in from its right).
    func testSafeAreaSidesAreWhereThePinnedViewsSavedFramesPutThem() throws {
        let doc = try decode(SafeAreaChainFixture.row(savedLefts: [55, 163, 271]))
        let root = doc.view(id: "rt0-00-000")!.index
        let layout = LayoutEngine().layout(doc, Configuration.document(doc))
        XCTAssertEqual(chain.map { layout.views[doc.view(id: $0)!.index].frame?.x }, [55, 163, 271])
        XCTAssertEqual(layout.safeAreaInsets[root]?.left, 47)
        XCTAssertEqual(layout.safeAreaInsets[root]?.right, 0, "the right, which no saved frame places, keeps the model's")
        XCTAssertEqual(layout.safeAreaInsets[root]?.top, 59)
        var options = LayoutOptions()
        options.safeAreaInsetsAsSaved = false
        let modelled = LayoutEngine(options: options).layout(doc, Configuration.document(doc))
        XCTAssertEqual(chain.map { modelled.views[doc.view(id: $0)!.index].frame?.x }, [8, 116, 224])
    }

    /// The runtime lays the same screen out: the safe area the saved frames show carries to it.
    func testTheRuntimeLayoutOfTheDocumentsScreenKeepsTheSafeAreaTheSavedFramesShow() throws {
        let doc = try decode(SafeAreaChainFixture.storyboard(savedTops: [121, 159, 197]))
        let layout = LayoutEngine(options: LayoutOptions(runtime: true)).layout(doc, Configuration.document(doc))
        XCTAssertEqual(tops(layout, doc, chain), [121, 159, 197])
    }

    /// Where nothing shows the saved frames are a solution (another configuration, the option
    /// off), the model's safe area stands.
    func testWithoutTheSavedFramesTheModelsSafeAreaStands() throws {
        let doc = try decode(SafeAreaChainFixture.storyboard(savedTops: [121, 159, 197]))
        let other = Configuration.resolve(nil, device: "retina6_1", orientation: nil, doc: doc)
        XCTAssertFalse(other.isDocumentConfiguration)
        XCTAssertNotEqual(tops(LayoutEngine().layout(doc, other), doc, chain).first!, 121)

        var options = LayoutOptions()
        options.safeAreaInsetsAsSaved = false
        XCTAssertEqual(tops(LayoutEngine(options: options).layout(doc, Configuration.document(doc)), doc, chain), [67, 105, 143])
    }

    /// One view pinned to the safe area and saved 54 pt lower, with nothing else to confirm it, is
    /// a view dragged away from its place (stale), not a safe area: the model stands and the view
    /// is laid out where its constraints put it.
    func testOneViewAloneDoesNotMoveTheSafeArea() throws {
        let doc = try decode(SafeAreaChainFixture.storyboard(savedTops: [], pinnedAlone: 121))
        let layout = LayoutEngine().layout(doc, Configuration.document(doc))
        XCTAssertEqual(tops(layout, doc, ["aln-00-000"]), [67])
    }

    /// Views each pinned to the safe area and saved the same 54 pt lower explain only themselves
    /// (dragged together): the model stands.
    func testViewsPinnedToTheSafeAreaAloneDoNotMoveIt() throws {
        let doc = try decode(SafeAreaChainFixture.storyboard(savedTops: [], pinnedAlone: 121, secondPinnedAlone: 121))
        XCTAssertEqual(tops(LayoutEngine().layout(doc, Configuration.document(doc)), doc, ["aln-00-000", "sec-00-000"]), [67, 67])
    }

    /// Saved frames that place the safe area's top in two spots (a chain saved 54 pt lower, a view
    /// saved where the model puts it) do not agree on one inset: the model stands.
    func testSavedFramesThatDisagreeLeaveTheModelsSafeArea() throws {
        let doc = try decode(SafeAreaChainFixture.storyboard(savedTops: [121, 159, 197], pinnedAlone: 67))
        let layout = LayoutEngine().layout(doc, Configuration.document(doc))
        XCTAssertEqual(tops(layout, doc, chain + ["aln-00-000"]), [67, 105, 143, 67])
    }
}
