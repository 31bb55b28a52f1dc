import NibLayout
import NibModel
import NibTestSupport
@testable import NibRender
import NibXML
import XCTest

/// A split view controller's scene: its columns side by side in a regular width (the primary at
/// its width, the secondary the rest beyond the separator), the primary alone when collapsed.
final class SplitViewPreviewTests: XCTestCase {
    static func document(splitAttributes: String = "", device: String = SplitViewFixture.landscapeIPad) -> String {
        SplitViewFixture.document(splitAttributes: splitAttributes, device: device)
    }

    func panel(_ text: String, traits: String? = nil) throws -> (PreviewPanel, IBDocument) {
        let doc = try RenderSupport.parse(text)
        let split = try XCTUnwrap(SplitViewPreview.initialSplitController(doc))
        let config = Configuration.resolve(traits.flatMap(TraitsPattern.init), device: nil, orientation: nil, doc: doc)
        return (try XCTUnwrap(SplitViewPreview.panel(document: doc, split: split, configuration: config, options: DrawOptions(issues: false, guides: false))), doc)
    }

    func testColumnsFollowNavigationControllers() throws {
        let doc = try RenderSupport.parse(Self.document())
        let split = try XCTUnwrap(SplitViewPreview.initialSplitController(doc))
        let columns = SplitViewPreview.columns(of: split, doc)
        XCTAssertEqual(columns.primary.map { doc.views[$0].id }, "mrt-00-000")
        XCTAssertEqual(columns.secondary.map { doc.views[$0].id }, "drt-00-000")
    }

    /// iPad landscape (1180 x 820): primary 320 at x 0, secondary from 320.5 to the edge, its
    /// pinned bar laid out at the column's width (not the screen's), nothing overlapping.
    func testRegularWidthDrawsColumnsSideBySide() throws {
        let (panel, _) = try panel(Self.document())
        XCTAssertEqual(panel.scene.width, 1180)
        let primary = try XCTUnwrap(RenderSupport.viewRect(panel.scene, id: "mrt-00-000"))
        let secondary = try XCTUnwrap(RenderSupport.viewRect(panel.scene, id: "drt-00-000"))
        XCTAssertEqual(primary, Rect(x: 0, y: 0, width: 320, height: 820))
        XCTAssertEqual(secondary, Rect(x: 320.5, y: 0, width: 859.5, height: 820))
        let bar = try XCTUnwrap(RenderSupport.viewRect(panel.scene, id: "bar-00-000"))
        XCTAssertEqual(bar, Rect(x: 320.5, y: 100, width: 859.5, height: 50))
        XCTAssertTrue(panel.subtitle.contains("columns 320 | 859.5"), panel.subtitle)
        // The SVG has both roots, the primary's before the secondary's.
        let svg = SVGRenderer.render(panel.scene)
        let p = try XCTUnwrap(svg.range(of: "data-id=\"mrt-00-000\"")), s = try XCTUnwrap(svg.range(of: "data-id=\"drt-00-000\""))
        XCTAssertLessThan(p.lowerBound, s.lowerBound)
    }

    /// A saved fraction within the saved minimum: 0.32 of 1180 is 377.6, drawn 378 wide.
    func testPrimaryWidthFromTheSavedFraction() throws {
        let (panel, _) = try panel(Self.document(splitAttributes: #"minimumPrimaryColumnWidth="320" preferredPrimaryColumnWidthFraction="0.32000000000000001""#))
        XCTAssertEqual(RenderSupport.viewRect(panel.scene, id: "mrt-00-000")?.width, 378)
        XCTAssertEqual(RenderSupport.viewRect(panel.scene, id: "drt-00-000")?.x, 378.5)
        var p = ControllerPresentation()
        p.primaryColumnWidthFraction = 0.1
        p.minimumPrimaryColumnWidth = 300
        XCTAssertEqual(SplitViewPreview.primaryWidth(p, screenWidth: 1000, family: .pad), 300, "the minimum holds")
        p.maximumPrimaryColumnWidth = 250
        XCTAssertEqual(SplitViewPreview.primaryWidth(p, screenWidth: 1000, family: .pad), 250)
        XCTAssertEqual(SplitViewPreview.primaryWidth(ControllerPresentation(), screenWidth: 200, family: .pad), 200, "never wider than the screen")
    }

    /// Compact width (an iPhone in portrait): collapsed to the primary column, across the screen.
    func testCompactWidthShowsThePrimaryAlone() throws {
        let (panel, _) = try panel(Self.document(device: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#))
        XCTAssertEqual(panel.scene.width, 393)
        XCTAssertEqual(RenderSupport.viewRect(panel.scene, id: "mrt-00-000")?.width, 393)
        XCTAssertNil(RenderSupport.viewRect(panel.scene, id: "drt-00-000"))
        XCTAssertTrue(panel.subtitle.contains("collapsed"), panel.subtitle)
    }
}
