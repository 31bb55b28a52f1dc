import XCTest
@testable import NibLayout
import NibModel
import NibTestSupport

/// Xcode flags the view that lacks a position constraint, not the views inside it that only move
/// with it: a subview whose size and place in its superview are decided is not ambiguous.
///
/// Evidence (`/work/shared/corpus`, Xcode's flags removed): the subviews nibtool found free in
/// position only because an ancestor was, in documents saved by Xcode 9 to 13: 0 of 13 flagged by
/// Xcode (zotero's onboarding and Esri's two samples, fold 1, where the rule was derived; AdGuard's
/// DNS settings and settings, fold 2, where it was confirmed: 4 of 4 not flagged), while their
/// ancestors were flagged. Xcode 7 flagged them too (Charts' ratings, fold 0: a stack and both its
/// labels, toolsVersion 9059), so documents saved before Xcode 8 keep the cascade.
final class AmbiguityCascadeTests: XCTestCase {
    /// A 100 x 50 box with a width, a height and a leading constraint but no vertical position,
    /// holding a label pinned to its top and leading edges.
    func analysis(toolsVersion: String) throws -> DocumentAnalysis {
        let box = LayoutFixtures.sizedBox("box-00-001", x: 16, y: 100, width: 100, height: 50)
            .replacingOccurrences(of: "<constraints>", with: """
            <subviews>\(LayoutFixtures.label("lbl-00-001", "Inside", x: 0, y: 0, width: 50))</subviews>
            <constraints>
                <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="box-00-001" secondAttribute="leading" id="lbl-l"/>
                <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="box-00-001" secondAttribute="top" id="lbl-t"/>
            """)
        let text = StoryboardScaffold.oneScene("""
        <subviews>\(box)</subviews>
        <constraints>
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="box-l"/>
        </constraints>
        """, toolsVersion: toolsVersion)
        let doc = try StoryboardScaffold.decode(text)
        return DocumentAnalysis(document: doc, configurations: [Configuration.document(doc)], layoutOptions: LayoutOptions())
    }

    func reported(_ a: DocumentAnalysis) -> Set<String> {
        Set(a.ambiguities(.free).map { a.document.views[$0.view].id })
    }

    func testAViewThatOnlyMovesWithAnAmbiguousAncestorIsNotReported() throws {
        let a = try analysis(toolsVersion: "19529")
        XCTAssertEqual(reported(a), ["box-00-001"])
        let layout = try XCTUnwrap(a.documentLayout)
        let label = try XCTUnwrap(a.document.view(id: "lbl-00-001")).index
        let box = try XCTUnwrap(a.document.view(id: "box-00-001")).index
        XCTAssertEqual(DocumentAnalysis.exemption(of: label, axis: .vertical, position: .free, size: .unique, in: layout, a.document),
                       .movesWithAmbiguousAncestor(box))
        // A free size of its own is reported.
        XCTAssertNil(DocumentAnalysis.exemption(of: label, axis: .vertical, position: .free, size: .free, in: layout, a.document))
    }

    func testXcode7ReportedTheViewsInsideToo() throws {
        XCTAssertEqual(reported(try analysis(toolsVersion: "9059")), ["box-00-001", "lbl-00-001"])
    }
}
