import XCTest
import NibLayout
import NibModel
import NibTestSupport

/// A multi-line label (`numberOfLines` other than 1) hugs the size it was drawn at in the nib
/// editor, where that is larger than its text; its compression resistance still holds at the text.
///
/// Evidence (`/work/shared/corpus`, frames over all 1,743 iOS documents): 58 views gained, none
/// lost. Derived on osmandapp/OsmAnd-iOS (fold 0: KeyTableViewCell, a fill stack that stretches
/// the cell's multi-line title rather than a wrapper around a centred stack; OAValueTableViewCell,
/// a row that leaves its multi-line title at the width it was drawn at and gives the rest to the
/// value; OAFirstUsageWizardController; 24 views), confirmed on zotero (ZShare's share sheet, 11),
/// videolan (6), Esri (4), ProtonVPN (4) in fold 1 and keepassium (4), AdguardTeam (2),
/// raivo-otp (2), savoirfairelinux (1) in fold 2. Agreement (`--by-era`) unchanged.
final class MultiLineLabelSizeTests: XCTestCase {
    /// A 200 by 200 fill stack holding a label drawn 120 pt tall and a view nothing sizes.
    func document(numberOfLines: Int, text: String = "Title") throws -> IBDocument {
        let label = LayoutFixtures.label("lbl-00-001", text, x: 0, y: 0, width: 200, height: 120)
            .replacingOccurrences(of: "lineBreakMode=", with: "numberOfLines=\"\(numberOfLines)\" lineBreakMode=")
        return try StoryboardScaffold.decode(StoryboardScaffold.oneScene("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="16" y="59" width="200" height="200"/>
                <subviews>
                    \(label)
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                        <rect key="frame" x="0.0" y="120" width="200" height="80"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="stk-00-001-w"/>
                    <constraint firstAttribute="height" constant="200" id="stk-00-001-h"/>
                </constraints>
            </stackView>
        </subviews>
        \(LayoutFixtures.pinnedToSafeAreaTopLeading("stk-00-001"))
        """, toolsVersion: "23727"))
    }

    func layout(_ doc: IBDocument, _ id: String) -> ViewLayout {
        LayoutEngine().layout(doc, Configuration.document(doc)).views[doc.view(id: id)!.index]
    }

    func testAMultiLineLabelKeepsTheHeightItWasDrawnAtInAFillStack() throws {
        let doc = try document(numberOfLines: 0)
        XCTAssertEqual(layout(doc, "lbl-00-001").frame?.height, 120)
        XCTAssertEqual(layout(doc, "box-00-001").frame?.y, 120)
        // The drawn size decides it: not ambiguous.
        XCTAssertEqual(layout(doc, "lbl-00-001").ambiguity[3], .unique)
    }

    func testALabelLimitedToTwoLinesKeepsItsDrawnHeightToo() throws {
        let doc = try document(numberOfLines: 2)
        XCTAssertEqual(layout(doc, "lbl-00-001").frame?.height, 120)
    }

    func testASingleLineLabelHugsItsText() throws {
        let doc = try document(numberOfLines: 1)
        let height = try XCTUnwrap(layout(doc, "lbl-00-001").frame?.height)
        XCTAssertLessThan(height, 30)
    }

    /// Two multi-line labels drawn at their texts' heights fill a 86 pt cell exactly (OsmAnd's
    /// OAEmptySearchCell, which Xcode 16 saved with both flagged ambiguous). The text probes find
    /// the tie of their equal priorities: larger text is compressed and smaller text stretched,
    /// which one is a tie. The smaller probe used to keep each label at the height it was drawn
    /// at, as if it had been drawn taller than its text, and found none.
    func testMultiLineLabelsThatFillACellExactlyTieAsTheirTextsVary() throws {
        func label(_ id: String, _ text: String, y: Double, height: Double, points: Int) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="361" height="\(height)"/>
                <fontDescription key="fontDescription" type="system" pointSize="\(points)"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            """
        }
        let text = XibScaffold.topLevelCell(label("lb1-00-001", "Nothing found", y: 20, height: 20.333333333333332, points: 17)
                                            + label("lb2-00-001", "Modify the search query", y: 50.333333333333332, height: 16.666666666666668, points: 14), constraints: """
            <constraint firstItem="lb1-00-001" firstAttribute="top" secondItem="cnt-00-000" secondAttribute="top" constant="20" id="top-00-001"/>
            <constraint firstItem="lb2-00-001" firstAttribute="top" secondItem="lb1-00-001" secondAttribute="bottom" constant="10" id="top-00-002"/>
            <constraint firstAttribute="bottom" secondItem="lb2-00-001" secondAttribute="bottom" constant="19" id="bot-00-001"/>
            <constraint firstItem="lb1-00-001" firstAttribute="leading" secondItem="cnt-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
            <constraint firstItem="lb2-00-001" firstAttribute="leading" secondItem="cnt-00-000" secondAttribute="leading" constant="16" id="lea-00-002"/>
            <constraint firstAttribute="trailing" secondItem="lb1-00-001" secondAttribute="trailing" constant="16" id="tra-00-001"/>
            <constraint firstAttribute="trailing" secondItem="lb2-00-001" secondAttribute="trailing" constant="16" id="tra-00-002"/>
            """, height: 86)
        let doc = try StoryboardScaffold.decode(text)
        let a = DocumentAnalysis(document: doc, configurations: [Configuration.document(doc)], layoutOptions: LayoutOptions())
        let first = try XCTUnwrap(doc.view(id: "lb1-00-001")).index
        // Laid out as saved: the texts fit exactly, nothing to trade.
        XCTAssertEqual(try XCTUnwrap(a.documentLayout?.views[first].frame?.height), 20.333, accuracy: 0.01)
        XCTAssertEqual(a.documentLayout?.views[first].ambiguity[3], .unique)
        let ties = a.ambiguities(.tie).filter { $0.axis == .vertical }
        XCTAssertEqual(Set(ties.map { doc.views[$0.view].id }), ["lb1-00-001", "lb2-00-001"])
        XCTAssertTrue(ties.allSatisfy(\.tiesAsTextVaries))
        // The smaller text probe shrinks a label drawn at its text's height with its text.
        var smaller = LayoutOptions()
        smaller.textPerturbation = -4
        let shrunk = LayoutEngine(options: smaller).layout(doc, Configuration.document(doc))
        XCTAssertEqual(shrunk.views[first].ambiguity[3], .tie)
    }
}
