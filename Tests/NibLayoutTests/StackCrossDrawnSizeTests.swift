import XCTest
import NibLayout
import NibModel
import NibTestSupport

/// In a stack view whose alignment is not fill, an arranged view that nothing sizes across the
/// axis keeps the size it was drawn at there, ahead of the content hugging of a label pinned
/// inside it (the label stretches with it); the label's compression resistance still holds.
///
/// Evidence (`/work/shared/corpus`, frames over all 1,743 iOS documents): 12 views gained, none
/// lost. Derived on SwiftKickMobile/SwiftMessages (fold 0: TacoDialogView, a centred row kept
/// 480 wide around a label that hugs 109.5), confirmed on ProtonVPN (ImageSubtitleTableViewCell, 4)
/// and rileytestut/AltStore (AppBannerView, 2) in fold 1. Any priority from 252 to 749 gives the
/// same frames; at 751 and above one AltStore view is lost. Agreement (`--by-era`) unchanged.
final class StackCrossDrawnSizeTests: XCTestCase {
    /// A centred vertical stack, 300 wide, holding a view drawn 300 wide around a short label.
    func document(drawnWidth: Double = 300) throws -> IBDocument {
        let label = LayoutFixtures.label("lbl-00-001", "Hi", x: 0, y: 0, width: drawnWidth)
        return try StoryboardScaffold.decode(StoryboardScaffold.oneScene("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="16" y="59" width="300" height="20.5"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                        <rect key="frame" x="\((300 - drawnWidth) / 2)" y="0.0" width="\(drawnWidth)" height="20.5"/>
                        <subviews>\(label)</subviews>
                        <constraints>
                            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="box-00-001" secondAttribute="leading" id="box-00-001-l"/>
                            <constraint firstAttribute="trailing" secondItem="lbl-00-001" secondAttribute="trailing" id="box-00-001-r"/>
                            <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="box-00-001" secondAttribute="top" id="box-00-001-t"/>
                            <constraint firstAttribute="bottom" secondItem="lbl-00-001" secondAttribute="bottom" id="box-00-001-b"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="300" id="stk-00-001-w"/>
                </constraints>
            </stackView>
        </subviews>
        \(LayoutFixtures.pinnedToSafeAreaTopLeading("stk-00-001"))
        """, toolsVersion: "23727"))
    }

    func frame(_ doc: IBDocument, _ id: String) -> Rect? {
        LayoutEngine().layout(doc, Configuration.document(doc)).views[doc.view(id: id)!.index].frame
    }

    func testAnArrangedViewKeepsItsDrawnWidthAcrossTheAxisAheadOfItsLabelsHugging() throws {
        let doc = try document()
        XCTAssertEqual(frame(doc, "box-00-001")?.width, 300)
        XCTAssertEqual(frame(doc, "lbl-00-001")?.width, 300)
    }

    func testTheLabelsCompressionResistanceStillWidensAViewDrawnNarrower() throws {
        let doc = try document(drawnWidth: 4)
        let width = try XCTUnwrap(frame(doc, "box-00-001")?.width)
        XCTAssertGreaterThan(width, 10, "as wide as \"Hi\", not the 4 pt it was drawn")
    }
}
