import XCTest
import NibLayout
import NibModel
import NibText
import NibTestSupport
import NibXML

/// Layout margins: preserved, explicit and those of stacks and bars.
final class MarginsTests: DesignTimeTestCase {
    /// A view that preserves its superview's margins gets at least the part of them that
    /// reaches into it (kharrison's Margins: a full-width view under a root with 16 pt sides);
    /// stack views have no margins of their own.
    func testPreservedSuperviewMarginsAndStackViewMargins() throws {
        let doc = try decode(storyboard("""
        <subviews>
            <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="red-00-000">
                <rect key="frame" x="0.0" y="20" width="375" height="300"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ylw-00-000">
                        <rect key="frame" x="16" y="8" width="343" height="284"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="bottomMargin" secondItem="ylw-00-000" secondAttribute="bottom" id="y01-00-000"/>
                    <constraint firstAttribute="topMargin" secondItem="ylw-00-000" secondAttribute="top" id="y02-00-000"/>
                    <constraint firstAttribute="trailingMargin" secondItem="ylw-00-000" secondAttribute="trailing" id="y03-00-000"/>
                    <constraint firstAttribute="leadingMargin" secondItem="ylw-00-000" secondAttribute="leading" id="y04-00-000"/>
                </constraints>
            </view>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-000">
                <rect key="frame" x="0.0" y="400" width="375" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="50" id="rwh-00-000"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
        </subviews>
        <constraints>
            <constraint firstItem="red-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="r01-00-000"/>
            <constraint firstAttribute="trailing" secondItem="red-00-000" secondAttribute="trailing" id="r02-00-000"/>
            <constraint firstItem="red-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="r03-00-000"/>
            <constraint firstItem="red-00-000" firstAttribute="height" constant="300" id="r04-00-000"/>
            <constraint firstItem="stk-00-000" firstAttribute="leadingMargin" secondItem="rt0-00-000" secondAttribute="leading" id="s01-00-000"/>
            <constraint firstAttribute="trailing" secondItem="stk-00-000" secondAttribute="trailing" id="s02-00-000"/>
            <constraint firstItem="stk-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="400" id="s03-00-000"/>
        </constraints>
        """))
        XCTAssertEqual(frame(doc, "ylw-00-000"), Rect(x: 16, y: 8, width: 343, height: 284))
        XCTAssertEqual(frame(doc, "stk-00-000")?.x, 0, "a stack view's leading margin is its leading edge")
    }

    /// A controller's root that preserves its superview's margins keeps at least the 8 pt
    /// default margins of the view it is shown in, at its bottom too, where its own margin is 0
    /// (AltStore's Authentication, Xcode 11: buttons pinned to the root's bottom margin saved
    /// 8 pt above the screen's bottom). A root that does not preserve them keeps 0 there.
    func testARootPreservingItsSuperviewsMarginsKeepsTheDefaultEightPoints() throws {
        func scene(_ n: Int, preserves: Bool) -> String {
            """
            <scene sceneID="sc\(n)-00-000"><objects>
                <viewController id="vc\(n)-00-000" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" \(preserves ? "preservesSuperviewLayoutMargins=\"YES\" " : "")id="rt\(n)-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-0\(n)-000">
                                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="bottomMargin" secondItem="box-0\(n)-000" secondAttribute="bottom" id="c1\(n)-00-000"/>
                            <constraint firstItem="box-0\(n)-000" firstAttribute="leading" secondItem="rt\(n)-00-000" secondAttribute="leadingMargin" id="c2\(n)-00-000"/>
                            <constraint firstItem="box-0\(n)-000" firstAttribute="width" constant="50" id="c3\(n)-00-000"/>
                            <constraint firstItem="box-0\(n)-000" firstAttribute="height" constant="50" id="c4\(n)-00-000"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="sa\(n)-00-000"/>
                    </view>
                </viewController>
            </objects></scene>
            """
        }
        let doc = try decode(storyboardDocument(toolsVersion: "15701", device: "retina4_7",
                                                scene(0, preserves: true), scene(1, preserves: false)))
        XCTAssertEqual(frame(doc, "box-00-000"), Rect(x: 16, y: 667 - 8 - 50, width: 50, height: 50))
        XCTAssertEqual(frame(doc, "box-01-000"), Rect(x: 16, y: 667 - 50, width: 50, height: 50))
    }

    /// A pushed controller's root saved at y 0 but exactly as much shorter than the screen as the
    /// status and navigation bars are tall starts below them: nothing of the bars overlaps it.
    func testARootShortenedByTheBarsStartsBelowThem() throws {
        let table = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-000">
            <rect key="frame" x="0.0" y="0.0" width="320" height="504"/>
        </tableView>
        """
        let pins = """
        <constraint firstItem="tbl-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="c01-00-000"/>
        <constraint firstItem="tbl-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" id="c02-00-000"/>
        <constraint firstItem="sa0-00-000" firstAttribute="trailing" secondItem="tbl-00-000" secondAttribute="trailing" id="c03-00-000"/>
        <constraint firstItem="sa0-00-000" firstAttribute="bottom" secondItem="tbl-00-000" secondAttribute="bottom" id="c04-00-000"/>
        """
        let doc = try decode(storyboardDocument(toolsVersion: "14460.31", device: "retina4_0",
            navigationScene(root: 0, width: 320),
            controllerScene(0, width: 320, height: 504, subviews: table, constraints: pins)))
        XCTAssertEqual(frame(doc, "tbl-00-000"), Rect(x: 0, y: 0, width: 320, height: 504))
    }

    /// A tab bar controller's own "no bottom bar" metrics do not take the tab bar away from its
    /// children (kharrison's Stacks): a view pinned to the bottom layout guide sits above it.
    func testChildrenOfATabBarControllerSitAboveItsTabBar() throws {
        let guides = Self.layoutGuides
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
            <rect key="frame" x="0.0" y="568" width="375" height="50"/>
        </view>
        """
        let pins = """
        <constraint firstItem="bot-00-000" firstAttribute="top" secondItem="box-00-000" secondAttribute="bottom" id="c01-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt1-00-000" secondAttribute="leading" id="c02-00-000"/>
        <constraint firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" id="c03-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="height" constant="50" id="c04-00-000"/>
        """
        let tabs = tabBarScene(tab: "vc1-00-000", metrics: "<nil key=\"simulatedBottomBarMetrics\"/>")
        let text = storyboardDocument(toolsVersion: "11762", device: "retina4_7",
                                      controllerScene(1, layoutGuides: guides, subviews: box, constraints: pins), tabs)
            .replacingOccurrences(of: "useSafeAreas=\"YES\" ", with: "")
            .replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"sa1-00-000\"/>", with: "")
        let doc = try decode(text)
        XCTAssertEqual(frame(doc, "box-00-000")?.y, 667 - 49 - 50)
    }

    /// A stack view with explicit margins arranges its views inside them, and a stack that
    /// preserves its superview's margins takes those where they are deeper (kharrison's Margins:
    /// 8 pt margins, 16 pt root sides: the arranged views start 16 pt in).
    func testAStackWithExplicitMarginsArrangesInsideTheDeeperOfItsOwnAndItsSuperviews() throws {
        let doc = try decode(storyboard("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-000">
                <rect key="frame" x="0.0" y="300" width="375" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="blu-00-000">
                        <rect key="frame" x="16" y="8" width="167.5" height="84"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="grn-00-000">
                        <rect key="frame" x="191.5" y="8" width="167.5" height="84"/>
                    </view>
                </subviews>
                <edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>
            </stackView>
        </subviews>
        <constraints>
            <constraint firstItem="stk-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="s01-00-000"/>
            <constraint firstAttribute="trailing" secondItem="stk-00-000" secondAttribute="trailing" id="s02-00-000"/>
            <constraint firstItem="stk-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="300" id="s03-00-000"/>
            <constraint firstItem="stk-00-000" firstAttribute="height" constant="100" id="s04-00-000"/>
        </constraints>
        """))
        XCTAssertEqual(frame(doc, "blu-00-000"), Rect(x: 16, y: 8, width: 167.5, height: 84))
        XCTAssertEqual(frame(doc, "grn-00-000")?.x, 191.5)
    }

    /// Saved frames that miss a required edge constraint between views are stale, whatever the
    /// model says of margins or text; frames that satisfy every such constraint are not called so.
    func testSavedFramesMissingARequiredEdgeConstraintAreStale() throws {
        func check(_ secondX: Double) throws -> [SavedFrameWitness.Miss] {
            let body = """
                <subviews>
                    \(LayoutFixtures.sizedBox("aa0-00-000", x: 20, y: 100, width: 100, height: 40))
                    \(LayoutFixtures.sizedBox("bb0-00-000", x: secondX, y: 100, width: 100, height: 40))
                </subviews>
                <constraints>
                    <constraint firstItem="aa0-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="20" id="c10-00-000"/>
                    <constraint firstItem="aa0-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="100" id="c11-00-000"/>
                    <constraint firstItem="bb0-00-000" firstAttribute="leading" secondItem="aa0-00-000" secondAttribute="trailing" constant="8" id="c12-00-000"/>
                    <constraint firstItem="bb0-00-000" firstAttribute="top" secondItem="aa0-00-000" secondAttribute="top" id="c13-00-000"/>
                </constraints>
            """
            let doc = try decode(storyboard(body))
            let root = doc.view(id: "rt0-00-000")!.index
            let b = doc.view(id: "bb0-00-000")!.index
            let witness = SavedFrameWitness(doc, LayoutEngine().layout(doc, Configuration.document(doc)))
            return [b, root].compactMap { witness.worstMiss(touching: $0) }
        }
        XCTAssertTrue(try check(128).isEmpty)
        let stale = try check(140)
        XCTAssertEqual(stale.count, 1)
        XCTAssertEqual(stale.first?.amount ?? 0, 12, accuracy: 1e-9)
        // Half a pixel either side is rounding, not staleness.
        XCTAssertTrue(try check(128.5).isEmpty)
    }
}
