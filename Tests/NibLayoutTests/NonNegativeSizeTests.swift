import XCTest
import LayoutSolver
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

/// A vertical stack held 40 tall whose arranged views need more: a plain view with a required
/// 48 pt height, then an inner stack of two views held at zero height, 5 pt apart.
///
/// Every size held at zero or more, the required constraints cannot all hold. Sizes never go
/// below zero in Xcode, so the constraint that gives way is a document's (the one added last
/// among those that conflict: the 48 pt height), not the inner stack's zero-height views, which
/// keep zero while the plain view takes what is left (35 pt).
///
/// Evidence (`/work/shared/corpus`): a 66 pt table cell whose stack of spacer stacks and a 48 pt
/// button needs 74: the button is saved 33 tall (its content height) and every spacer at zero,
/// 9 saved frames (OsmAnd, Xcode 26, fold 0); a storyboard row whose progress view nibtool had
/// solved 5 pt tall below zero is saved at zero (Loop, Xcode 14, fold 2).
final class RequiredNonNegativeSizeTests: XCTestCase {
    func testADocumentHeightGivesWayRatherThanASizeBelowZero() throws {
        let doc = try StoryboardScaffold.decode(StoryboardScaffold.oneScene("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-002">
                <rect key="frame" x="16" y="59" width="200" height="40"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tal-00-002">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="35"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="48" id="tal-00-002-h"/>
                        </constraints>
                    </view>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="spc-00-002">
                        <rect key="frame" x="0.0" y="35" width="200" height="5"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sp1-00-002">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="0.0"/>
                                <constraints>
                                    <constraint firstAttribute="height" id="sp1-00-002-h"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sp2-00-002">
                                <rect key="frame" x="0.0" y="5" width="200" height="0.0"/>
                                <constraints>
                                    <constraint firstAttribute="height" id="sp2-00-002-h"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="40" id="stk-00-002-h"/>
                    <constraint firstAttribute="width" constant="200" id="stk-00-002-w"/>
                </constraints>
            </stackView>
        </subviews>
        \(LayoutFixtures.pinnedToSafeAreaTopLeading("stk-00-002"))
        """, toolsVersion: "24506"))
        let result = LayoutEngine().layout(doc, Configuration.document(doc))
        func frame(_ id: String) -> Rect? { result.views[doc.view(id: id)!.index].frame }
        XCTAssertEqual(frame("tal-00-002")?.height ?? -1, 35, accuracy: 0.01)
        XCTAssertEqual(frame("spc-00-002")?.height ?? -1, 5, accuracy: 0.01)
        XCTAssertEqual(frame("sp1-00-002")?.height ?? -1, 0, accuracy: 0.01)
        XCTAssertEqual(frame("sp2-00-002")?.height ?? -1, 0, accuracy: 0.01)
    }

    /// Three 30 pt rows in a 40 pt stack: the second and third rows' heights give way in turn and
    /// share the 10 pt left. The broken heights had decided them, so neither is reported
    /// ambiguous (Xcode reports the conflict), and the frames are those of the conflict.
    func testRowsWhoseHeightsGaveWayAreNotAmbiguous() throws {
        func row(_ id: String, _ y: Int) -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="200" height="30"/>
                <constraints>
                    <constraint firstAttribute="height" constant="30" id="\(id)-h"/>
                </constraints>
            </view>
            """
        }
        let doc = try StoryboardScaffold.decode(StoryboardScaffold.oneScene("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-003">
                <rect key="frame" x="16" y="59" width="200" height="40"/>
                <subviews>
                    \(row("rw1-00-003", 0))
                    \(row("rw2-00-003", 30))
                    \(row("rw3-00-003", 40))
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="40" id="stk-00-003-h"/>
                    <constraint firstAttribute="width" constant="200" id="stk-00-003-w"/>
                </constraints>
            </stackView>
        </subviews>
        \(LayoutFixtures.pinnedToSafeAreaTopLeading("stk-00-003"))
        """, toolsVersion: "24506"))
        let result = LayoutEngine().layout(doc, Configuration.document(doc))
        func view(_ id: String) -> ViewLayout { result.views[doc.view(id: id)!.index] }
        XCTAssertEqual(result.conflicts.count, 2)
        XCTAssertEqual(view("rw1-00-003").frame?.height ?? -1, 30, accuracy: 0.01)
        let rest = (view("rw2-00-003").frame?.height ?? -1) + (view("rw3-00-003").frame?.height ?? -1)
        XCTAssertEqual(rest, 10, accuracy: 0.01)
        for id in ["rw2-00-003", "rw3-00-003"] {
            XCTAssertTrue(view(id).ambiguity.allSatisfy { $0 == .unique }, "\(id): \(view(id).ambiguity)")
            XCTAssertGreaterThanOrEqual(view(id).frame?.height ?? -1, 0)
        }
    }
}
