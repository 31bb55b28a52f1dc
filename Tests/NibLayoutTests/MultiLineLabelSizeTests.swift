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
}
