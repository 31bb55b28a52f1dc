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
    // MARK: outside stack views

    /// Outside a stack view, a textless single-line label measures as the size it was drawn at,
    /// held by its own hugging and compression resistance (not as empty text, zero by zero).
    /// Evidence: seafile's SeafSyncInfoCell (a label drawn 0 wide, hugging 251, stays 0 against a
    /// trailing pin at 250), IBDecodable's Launch Screen (a label pinned by its sides and bottom
    /// saved one line tall, 20.5), OsmAnd's OATopTextView (a label drawn 245 wide, hugging 250,
    /// keeps that width in a centred stack that fits its content). 4 more saved frames, none lost.
    func rootDocument(_ label: String, _ constraints: String) throws -> IBDocument {
        try StoryboardScaffold.decode(StoryboardScaffold.oneScene("""
        <subviews>\(label)</subviews>
        <constraints>\(constraints)</constraints>
        """))
    }

    func testATextlessLabelOutsideAStackHugsItsDrawnWidth() throws {
        let doc = try rootDocument(LayoutFixtures.label("emp-00-002", "", x: 16, y: 59, width: 120, height: 21),
            """
            <constraint firstItem="emp-00-002" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="tl1-00-002"/>
            <constraint firstItem="emp-00-002" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="tl2-00-002"/>
            <constraint firstItem="rt0-00-000" firstAttribute="trailing" secondItem="emp-00-002" secondAttribute="trailing" priority="250" constant="12" id="tl3-00-002"/>
            """)
        XCTAssertEqual(frame(doc, "emp-00-002")?.width, 120)
        XCTAssertEqual(frame(doc, "emp-00-002")?.height, 21)
    }

    func testATextlessLabelOutsideAStackKeepsItsDrawnHeight() throws {
        let doc = try rootDocument(LayoutFixtures.label("emp-00-003", "", x: 0, y: 797, width: 393, height: 21),
            """
            <constraint firstItem="emp-00-003" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="tl1-00-003"/>
            <constraint firstItem="rt0-00-000" firstAttribute="trailing" secondItem="emp-00-003" secondAttribute="trailing" id="tl2-00-003"/>
            <constraint firstItem="rt0-00-000" firstAttribute="bottom" secondItem="emp-00-003" secondAttribute="bottom" constant="34" id="tl3-00-003"/>
            """)
        XCTAssertEqual(frame(doc, "emp-00-003"), Rect(x: 0, y: 797, width: 393, height: 21))
    }
}
