import XCTest
import NibLayout
import NibModel
import NibTestSupport

/// A vertical fill stack too short for its arranged views: a label whose vertical compression
/// resistance is below the default, then an empty view (no content size, no size constraint).
///
/// Nothing the document says keeps the empty view from a negative height, and a negative height
/// would break no constraint; but Xcode never saves a negative size: the empty view stays at
/// zero and the label, whose compression resistance is the weakest constraint left, is squeezed.
///
/// Evidence (`/work/shared/corpus`): a card cell whose 30 pt button (compression resistance 749)
/// is saved 18 tall above an empty bottom view saved 0 tall, 7 saved frames of the cell; no saved
/// frame of any document has a negative width or height (1,837 documents, every fold). Derived on
/// OsmAnd (fold 0); no fold 1 or 2 document squeezes an empty view, so no frame changed there.
final class NonNegativeSizeTests: XCTestCase {
    func frames(stackHeight: Double) throws -> [String: Rect] {
        let doc = try StoryboardScaffold.decode(StoryboardScaffold.oneScene("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="16" y="59" width="200" height="\(stackHeight)"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" verticalCompressionResistancePriority="749" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="\(stackHeight)"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="emp-00-001">
                        <rect key="frame" x="0.0" y="\(stackHeight)" width="200" height="0.0"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="\(stackHeight)" id="stk-00-001-h"/>
                    <constraint firstAttribute="width" constant="200" id="stk-00-001-w"/>
                </constraints>
            </stackView>
        </subviews>
        \(LayoutFixtures.pinnedToSafeAreaTopLeading("stk-00-001"))
        """, toolsVersion: "22155"))
        let result = LayoutEngine().layout(doc, Configuration.document(doc))
        var out: [String: Rect] = [:]
        for id in ["ttl-00-001", "emp-00-001"] { out[id] = result.views[doc.view(id: id)!.index].frame }
        return out
    }

    func testAnEmptyArrangedViewStaysAtZeroAndTheWeakerLabelIsSqueezed() throws {
        let f = try frames(stackHeight: 10)
        XCTAssertEqual(f["emp-00-001"]?.height ?? -1, 0, accuracy: 0.01)
        XCTAssertEqual(f["ttl-00-001"]?.height ?? -1, 10, accuracy: 0.01)
    }

    func testWithRoomTheEmptyViewTakesWhatTheLabelLeaves() throws {
        let f = try frames(stackHeight: 40)
        let label = f["ttl-00-001"]?.height ?? -1
        XCTAssertEqual(label, 21, accuracy: 1)
        XCTAssertEqual(f["emp-00-001"]?.height ?? -1, 40 - label, accuracy: 0.01)
    }
}
