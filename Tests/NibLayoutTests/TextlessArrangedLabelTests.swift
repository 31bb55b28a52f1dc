import XCTest
import NibLayout
import NibModel
import NibTestSupport

/// A single-line label without text, arranged in a stack view, keeps the size it was drawn at in
/// the nib editor (UIKit collapses it to zero at run time).
///
/// Evidence (`/work/shared/corpus`, labels with `text=""` arranged in a stack view and no
/// constraint of their own): single-line ones are saved at a drawn size, 50 by 50 wherever nothing
/// else sizes them (savoirfairelinux, inaturalist, kharrison's Encode, LoopKit/Loop), never
/// collapsed; the 11 multi-line ones (`numberOfLines` 0 or 3) are saved 0 by 0. Holding them at
/// the drawn size matches 35 more saved frames and loses none (savoirfairelinux 18, inaturalist 7,
/// kharrison 5, ProtonVPN 3, LoopKit/Loop 2). Derived on LoopKit/Loop (fold 2), confirmed on
/// kharrison (fold 0) and inaturalist and ProtonVPN (fold 1). Xcode flags none of them ambiguous,
/// so a fill-aligned stack takes its breadth from the drawn width too.
final class TextlessArrangedLabelTests: XCTestCase {
    func document(_ arranged: String) throws -> IBDocument {
        try StoryboardScaffold.decode(StoryboardScaffold.oneScene("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="16" y="59" width="100" height="110"/>
                <subviews>\(arranged)</subviews>
            </stackView>
        </subviews>
        \(LayoutFixtures.pinnedToSafeAreaTopLeading("stk-00-001"))
        """, toolsVersion: "15505"))
    }

    func frame(_ doc: IBDocument, _ id: String) -> Rect? {
        LayoutEngine().layout(doc, Configuration.document(doc)).views[doc.view(id: id)!.index].frame
    }

    func testATextlessSingleLineLabelKeepsItsDrawnHeight() throws {
        let doc = try document(LayoutFixtures.label("emp-00-001", "", x: 0, y: 0, width: 100, height: 50)
            + LayoutFixtures.sizedBox("bx1-00-001", x: 0, y: 60, width: 100, height: 30))
        XCTAssertEqual(frame(doc, "emp-00-001")?.height, 50)
        XCTAssertEqual(frame(doc, "bx1-00-001")?.y, 60)
    }

    func testATextlessMultiLineLabelCollapses() throws {
        let label = LayoutFixtures.label("emp-00-001", "", x: 0, y: 0, width: 0, height: 0)
            .replacingOccurrences(of: "lineBreakMode=", with: "numberOfLines=\"0\" lineBreakMode=")
        let doc = try document(label + LayoutFixtures.sizedBox("bx1-00-001", x: 0, y: 10, width: 100, height: 30))
        XCTAssertEqual(frame(doc, "emp-00-001")?.height, 0)
        XCTAssertEqual(frame(doc, "bx1-00-001")?.y, 10)
    }
}
