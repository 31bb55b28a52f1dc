import XCTest
import NibLayout
import NibModel
import NibTestSupport

/// Where the nib editor draws a hidden arranged view that keeps its size (a required size
/// constraint): against the shown view next to it.
///
/// Evidence (`/work/shared/corpus`, every hidden arranged subview with a saved frame, Xcode 11 to
/// 26): before every shown view, its trailing edge is the first shown view's leading edge in 16 of
/// 18 cases (osmand's "Left Edit Button" 30 wide at x -30 in 8 cells, zotero, ProtonVPN,
/// savoirfaire, vlc; the 2 others at the stack's leading edge, vlc and xdripswift); after every
/// shown view of a horizontal stack, its leading edge is the last shown view's trailing edge in 5
/// of 6 (osmand, zotero, savoirfaire). The folds: osmand is fold 0; zotero, vlc and savoirfaire
/// confirm the rule elsewhere. After every shown view of a vertical stack it depends on how many
/// views the stack shows: with one, the hidden view is drawn at the top (RocketChat's picker,
/// `LayoutEngineTests`; Esri's and ivpn's hidden labels: 6 of 7, the other one osmand's); with
/// more than one, where the last of them ends (3 of 3: raivo's Setup button, fold 2, and
/// zotero's two hidden views in its share extension, fold 1).
///
/// A hidden label or button without a required size along the axis collapses to zero along it:
/// 15 of 15 in the corpus (Esri, firebase, ivpn, xdripswift, keepassium, osmand, raivo); the 20
/// with a required size along the axis kept it. Image views and plain views are not collapsed
/// (3 of 4 image views kept their size).
final class HiddenArrangedViewTests: XCTestCase {
    func document(_ arranged: String, axis: String = "horizontal") throws -> IBDocument {
        try StoryboardScaffold.decode(StoryboardScaffold.oneScene("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="\(axis)" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="16" y="59" width="100" height="30"/>
                <subviews>\(arranged)</subviews>
            </stackView>
        </subviews>
        \(LayoutFixtures.pinnedToSafeAreaTopLeading("stk-00-001"))
        """, toolsVersion: "24506"))
    }

    func hidden(_ id: String, x: Double, width: Double) -> String {
        LayoutFixtures.sizedBox(id, x: x, y: 0, width: width, height: 30).replacingOccurrences(of: "<view ", with: "<view hidden=\"YES\" ")
    }

    func frame(_ doc: IBDocument, _ id: String) -> Rect? {
        LayoutEngine().layout(doc, Configuration.document(doc)).views[doc.view(id: id)!.index].frame
    }

    func testAHiddenViewBeforeTheShownOnesEndsWhereTheyStart() throws {
        let doc = try document(hidden("hid-00-001", x: -30, width: 30)
            + LayoutFixtures.sizedBox("bx1-00-001", x: 0, y: 0, width: 40, height: 30)
            + LayoutFixtures.sizedBox("bx2-00-001", x: 50, y: 0, width: 50, height: 30))
        XCTAssertEqual(frame(doc, "hid-00-001"), Rect(x: -30, y: 0, width: 30, height: 30))
        XCTAssertEqual(frame(doc, "bx1-00-001")?.x, 0, "the hidden view takes no space")
    }

    func testAHiddenViewAfterTheShownOnesOfAHorizontalStackStartsWhereTheyEnd() throws {
        let doc = try document(LayoutFixtures.sizedBox("bx1-00-001", x: 0, y: 0, width: 40, height: 30)
            + LayoutFixtures.sizedBox("bx2-00-001", x: 50, y: 0, width: 50, height: 30)
            + hidden("hid-00-001", x: 100, width: 30))
        XCTAssertEqual(frame(doc, "hid-00-001"), Rect(x: 100, y: 0, width: 30, height: 30))
    }

    func testAVerticalStacksLastHiddenViewStaysAtTheTop() throws {
        let doc = try document(LayoutFixtures.sizedBox("bx1-00-001", x: 0, y: 0, width: 100, height: 30)
            + hidden("hid-00-001", x: 0, width: 100), axis: "vertical")
        XCTAssertEqual(frame(doc, "hid-00-001")?.y, 0)
    }

    /// Derived on raivo's Setup scene (Xcode 14, fold 2: a hidden button saved at y 122.5, the
    /// end of the title, description and text field above it, not at the top); confirmed on
    /// zotero's share extension (Xcode 16, fold 1: a hidden view and label at y 485.5, the end of
    /// the three views shown above them).
    func testAVerticalStackShowingSeveralViewsDrawsItsLastHiddenViewWhereTheyEnd() throws {
        let doc = try document(LayoutFixtures.sizedBox("bx1-00-001", x: 0, y: 0, width: 100, height: 30)
            + LayoutFixtures.sizedBox("bx2-00-001", x: 0, y: 40, width: 100, height: 20)
            + hidden("hid-00-001", x: 0, width: 100), axis: "vertical")
        XCTAssertEqual(frame(doc, "hid-00-001")?.y, 60)
        XCTAssertEqual(frame(doc, "bx2-00-001")?.y, 40, "the hidden view takes no space")
    }

    func testAHiddenLabelCollapsesUnlessARequiredConstraintSizesIt() throws {
        let label = LayoutFixtures.label("lbl-00-001", "Hidden", x: 0, y: 0, width: 100, height: 0)
            .replacingOccurrences(of: "<label ", with: "<label hidden=\"YES\" ")
        let doc = try document(LayoutFixtures.sizedBox("bx1-00-001", x: 0, y: 0, width: 100, height: 30) + label, axis: "vertical")
        XCTAssertEqual(frame(doc, "lbl-00-001")?.height, 0)
        XCTAssertEqual(frame(doc, "bx1-00-001")?.height, 30)

        let sized = LayoutFixtures.label("lbl-00-001", "Hidden", x: 0, y: 0, width: 100, height: 24)
            .replacingOccurrences(of: "<label ", with: "<label hidden=\"YES\" ")
            .replacingOccurrences(of: "</label>", with: #"<constraints><constraint firstAttribute="height" constant="24" id="lbh-00-001"/></constraints></label>"#)
        let kept = try document(LayoutFixtures.sizedBox("bx1-00-001", x: 0, y: 0, width: 100, height: 30) + sized, axis: "vertical")
        XCTAssertEqual(frame(kept, "lbl-00-001")?.height, 24)
    }

    /// A hidden view that holds subviews collapses along the axis like a hidden label, down to
    /// what its required constraints leave: its label (compression resistance 750) is squeezed to
    /// zero, the 8 + 4 pt around it stay. Derived on one OsmAnd cell (Xcode 26, fold 0: a hidden
    /// slider row saved 20 tall, its slider and label at zero); the corpus's 10 other hidden
    /// views with subviews keep their frames (their contents are sized by required constraints).
    func testAHiddenViewWithSubviewsCollapsesToWhatItsRequiredConstraintsLeave() throws {
        let row = """
        <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row-00-001">
            <rect key="frame" x="0.0" y="-12" width="100" height="12"/>
            <subviews>
                \(LayoutFixtures.label("rlb-00-001", "Value", x: 0, y: 8, width: 100, height: 0))
            </subviews>
            <constraints>
                <constraint firstItem="rlb-00-001" firstAttribute="top" secondItem="row-00-001" secondAttribute="top" constant="8" id="rlt-00-001"/>
                <constraint firstAttribute="bottom" secondItem="rlb-00-001" secondAttribute="bottom" constant="4" id="rlm-00-001"/>
                <constraint firstItem="rlb-00-001" firstAttribute="leading" secondItem="row-00-001" secondAttribute="leading" id="rll-00-001"/>
                <constraint firstAttribute="trailing" secondItem="rlb-00-001" secondAttribute="trailing" id="rlr-00-001"/>
            </constraints>
        </view>
        """
        let doc = try document(row + LayoutFixtures.sizedBox("bx1-00-001", x: 0, y: 0, width: 100, height: 30), axis: "vertical")
        XCTAssertEqual(frame(doc, "row-00-001")?.height, 12)
        XCTAssertEqual(frame(doc, "rlb-00-001")?.height, 0)
    }

    /// A stack whose arranged views are all hidden hugs nothing across its axis either: Threema's
    /// IntroQuestionView (Xcode 10.1, a document outside the corpus) saved one 0 x 0 with its
    /// hidden 110 x 36 button drawn outside it, and Xcode flagged no ambiguity; no document of the
    /// corpus has such a stack. Without the stack's own fit, its height was free.
    func testAStackWhoseArrangedViewsAreAllHiddenIsZeroAcrossItsAxis() throws {
        let doc = try document(hidden("hid-00-001", x: 0, width: 110))
        let layout = LayoutEngine().layout(doc, Configuration.document(doc))
        let stack = layout.views[doc.view(id: "stk-00-001")!.index]
        XCTAssertEqual(stack.frame?.width, 0)
        XCTAssertEqual(stack.frame?.height, 0)
        XCTAssertEqual(stack.ambiguity, [.unique, .unique, .unique, .unique])
        XCTAssertEqual(frame(doc, "hid-00-001"), Rect(x: 0, y: 0, width: 110, height: 30))
    }
}
