import XCTest
import NibLayout
import NibModel
import NibText
import NibTestSupport
import NibXML

/// Top-level xib views on notched phones.
final class TopLevelXibViewTests: DesignTimeTestCase {
    /// A freeform top-level xib view on an iPhone with a sensor housing: its margins keep clear of
    /// the housing (44 pt) and the home indicator (34 pt), as SwiftMessages' MessageView was saved.
    func testTopLevelXibViewsKeepClearOfTheSensorHousing() throws {
        let doc = try decode("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="top-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="154"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-000">
                            <rect key="frame" x="20" y="44" width="560" height="76"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailingMargin" secondItem="cnt-00-000" secondAttribute="trailing" id="c01-00-000"/>
                        <constraint firstAttribute="bottomMargin" secondItem="cnt-00-000" secondAttribute="bottom" id="c02-00-000"/>
                        <constraint firstItem="cnt-00-000" firstAttribute="top" secondItem="top-00-000" secondAttribute="topMargin" id="c03-00-000"/>
                        <constraint firstItem="cnt-00-000" firstAttribute="leading" secondItem="top-00-000" secondAttribute="leadingMargin" id="c04-00-000"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """)
        XCTAssertEqual(frame(doc, "cnt-00-000"), Rect(x: 20, y: 44, width: 560, height: 76))
    }

    /// On a phone without a sensor housing, Xcode 9 to 10.1 gave a top-level xib view the status
    /// bar's 20 pt only when it was of screen-like height: RocketChat's 375 x 570 views (Xcode 9
    /// and 10.1) keep 20 pt at the top, its 466 x 95 and 343 x 50 ones (Xcode 9), AltStore's
    /// 197.5 x 62 settings header and Element's 375 x 204 activity indicator (Xcode 10.1) none.
    /// Xcode 10.2 to 14.2 gave such phones no status inset; 14.3 on gives every view 20 pt.
    func testXcode9And10GiveTheStatusBarOnlyToScreenLikeViewsOnPhonesWithoutAHousing() throws {
        func pinnedTop(toolsVersion: String, height: Int) throws -> Double? {
            try backgroundPinnedToTheSafeArea(toolsVersion: toolsVersion, device: "retina4_7", width: 375, height: height,
                                               extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)?.y
        }
        for toolsVersion in ["13771", "14460.31", "14490.70"] {
            XCTAssertEqual(try pinnedTop(toolsVersion: toolsVersion, height: 204), 0, toolsVersion)
            XCTAssertEqual(try pinnedTop(toolsVersion: toolsVersion, height: 351), 0, toolsVersion)
            XCTAssertEqual(try pinnedTop(toolsVersion: toolsVersion, height: 570), 20, toolsVersion)
        }
        XCTAssertEqual(try pinnedTop(toolsVersion: "16097", height: 570), 0)
        XCTAssertEqual(try pinnedTop(toolsVersion: "21701", height: 204), 20)
    }

    /// The frame of a view pinned to the safe area on every side of a top-level xib view of
    /// `width` x `height` on `device`; `extra` goes inside the top-level view (simulated metrics).
    private func backgroundPinnedToTheSafeArea(toolsVersion: String, device: String, width: Int, height: Int, extra: String) throws -> Rect? {
        let doc = try decode("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="top-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bg0-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="saf-00-000" firstAttribute="bottom" secondItem="bg0-00-000" secondAttribute="bottom" id="c01-00-000"/>
                        <constraint firstItem="bg0-00-000" firstAttribute="top" secondItem="saf-00-000" secondAttribute="top" id="c02-00-000"/>
                        <constraint firstItem="bg0-00-000" firstAttribute="leading" secondItem="saf-00-000" secondAttribute="leading" id="c03-00-000"/>
                        <constraint firstItem="saf-00-000" firstAttribute="trailing" secondItem="bg0-00-000" secondAttribute="trailing" id="c04-00-000"/>
                    </constraints>
                    \(extra)
                    <viewLayoutGuide key="safeArea" id="saf-00-000"/>
                </view>
            </objects>
        </document>
        """)
        return frame(doc, "bg0-00-000")
    }

    /// A top-level xib view that simulates a navigation bar (`simulatedTopBarMetrics` inside it,
    /// as a view controller's xib has when its File's Owner is shown in a navigation controller)
    /// keeps its safe area clear of the bar, as a controller's root does: OnionBrowser's bookmarks
    /// (Xcode 11, iPhone SE: a table pinned to the safe area's top saved at y 44) and four of
    /// Nextcloud Talk's controllers (Xcode 16, outside the corpus: 48 + 44). A simulated tab bar
    /// keeps the bottom clear the same way, as for a controller (no document shows one laid out).
    func testASimulatedBarOnATopLevelXibViewKeepsItsSafeAreaClear() throws {
        func pinned(toolsVersion: String, device: String, width: Int, height: Int, bars: String) throws -> Rect? {
            try backgroundPinnedToTheSafeArea(toolsVersion: toolsVersion, device: device, width: width, height: height, extra: bars)
        }
        let navigationBar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        XCTAssertEqual(try pinned(toolsVersion: "15705", device: "retina4_0", width: 320, height: 568, bars: navigationBar)?.y, 44)
        XCTAssertEqual(try pinned(toolsVersion: "15705", device: "retina4_0", width: 320, height: 568, bars: "")?.y, 0)
        XCTAssertEqual(try pinned(toolsVersion: "23504", device: "retina6_1", width: 414, height: 896, bars: navigationBar)?.y, 48 + 44)
        let tabBar = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        XCTAssertEqual(try pinned(toolsVersion: "23504", device: "retina6_1", width: 414, height: 896, bars: tabBar)?.maxY, 896 - 34 - 49)
    }

    /// So did a controller's root view shorter than the screen, whatever its simulated metrics:
    /// OctoPod's 320 x 110 widget (Xcode 10.1) pins its table to the safe area's top and saved it
    /// at y 0, Kickstarter's 400 x 231 video panel (Xcode 10.1) its views 12 pt below the top
    /// layout guide at y 12; Hero's 320 x 440 roots keep 20 pt.
    func testXcode9And10DrawShortControllerRootsWithoutTheStatusBar() throws {
        func pinnedTop(toolsVersion: String, height: Double) throws -> Double? {
            let doc = try decode(StoryboardScaffold.oneScene("""
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bg0-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="\(height)"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="bg0-00-000" firstAttribute="bottom" secondItem="sa0-00-000" secondAttribute="bottom" id="c01-00-000"/>
                    <constraint firstItem="bg0-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="c02-00-000"/>
                    <constraint firstItem="bg0-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" id="c03-00-000"/>
                    <constraint firstItem="bg0-00-000" firstAttribute="trailing" secondItem="sa0-00-000" secondAttribute="trailing" id="c04-00-000"/>
                </constraints>
                """, toolsVersion: toolsVersion, device: "retina4_7", deviceAttributes: #"orientation="portrait""#,
                width: 320, height: height, controllerContent: """
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <size key="freeformSize" width="320" height="\(height)"/>
                """))
            return frame(doc, "bg0-00-000")?.y
        }
        XCTAssertEqual(try pinnedTop(toolsVersion: "14460.31", height: 110), 0)
        XCTAssertEqual(try pinnedTop(toolsVersion: "13771", height: 231), 0)
        XCTAssertEqual(try pinnedTop(toolsVersion: "14460.31", height: 440), 20)
    }

    /// A top-level xib view of `width` x `height` on a 414 x 896 iPhone 11 with a box centred on
    /// its safe area and a button pinned to the safe area's bottom.
    private func bar(toolsVersion: String, width: Int, height: Int) throws -> IBDocument {
        try decode("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="bar-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="10" id="c01-00-000"/>
                                <constraint firstAttribute="height" constant="10" id="c02-00-000"/>
                            </constraints>
                        </view>
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="32" height="32"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="32" id="c03-00-000"/>
                                <constraint firstAttribute="height" constant="32" id="c04-00-000"/>
                            </constraints>
                        </button>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="saf-00-000"/>
                    <constraints>
                        <constraint firstItem="box-00-000" firstAttribute="centerY" secondItem="saf-00-000" secondAttribute="centerY" id="c05-00-000"/>
                        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="saf-00-000" secondAttribute="leading" id="c06-00-000"/>
                        <constraint firstItem="saf-00-000" firstAttribute="bottom" secondItem="btn-00-000" secondAttribute="bottom" id="c07-00-000"/>
                        <constraint firstItem="saf-00-000" firstAttribute="trailing" secondItem="btn-00-000" secondAttribute="trailing" id="c08-00-000"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """)
    }

    /// From Xcode 12 to 14.0 a top-level xib view keeps clear of what it overlaps of the screen's
    /// unsafe regions, placed on the screen's top left: a 245 pt bar has no home indicator inset
    /// (its button sits on its bottom edge); the status inset stays whole even in a 40 pt view,
    /// so a box centred on its safe area sits 2 pt lower than on the view's centre. A view
    /// taller than the screen minus the home indicator keeps what it overlaps of it, and one
    /// wider than the screen keeps the whole inset (`testTopLevelXibViewsKeepClearOfTheSensorHousing`).
    func testATopLevelXibViewKeepsClearOfTheScreenInsetsItOverlaps() throws {
        let bar = try bar(toolsVersion: "20037", width: 414, height: 245)
        XCTAssertEqual(frame(bar, "btn-00-000")?.maxY, 245)
        XCTAssertEqual(frame(bar, "box-00-000")?.midY, (44 + 245) / 2)
        let small = try self.bar(toolsVersion: "20037", width: 40, height: 40)
        XCTAssertEqual(frame(small, "box-00-000")?.midY, 42)
        XCTAssertEqual(frame(small, "btn-00-000")?.maxY, 40)
        let tall = try self.bar(toolsVersion: "18122", width: 414, height: 872)
        XCTAssertEqual(frame(tall, "btn-00-000")?.maxY, 872 - 10)
        let wide = try self.bar(toolsVersion: "20037", width: 590, height: 298)
        XCTAssertEqual(frame(wide, "btn-00-000")?.maxY, 298 - 34)
    }

    /// Xcode 10.1 and before, and 14.1 to 16.2, keep a top-level xib view clear of the whole home
    /// indicator whatever its height; Xcode 16.3 on, whose full-screen roots keep clear of the
    /// insets twice, keep the status inset twice (96) and the home indicator once (34) in a bar
    /// that overlaps neither's second share.
    func testTheHomeIndicatorInsetOfATopLevelXibViewByEra() throws {
        // Up to Xcode 10.1 the whole inset stands (a container's child keeps it, 14490.68); from
        // Xcode 10.2 to 14.0 only what the view overlaps: Xcode 11's ring PlayerView (400 x 400,
        // 16097.3) and WooCommerce's feedback card (320 x 140, 16097.2, outside the corpus) pin
        // views to the safe area's bottom at their own bottom edge.
        XCTAssertEqual(frame(try bar(toolsVersion: "14460.31", width: 414, height: 245), "btn-00-000")?.maxY, 245 - 34)
        XCTAssertEqual(frame(try bar(toolsVersion: "16097", width: 414, height: 245), "btn-00-000")?.maxY, 245)
        XCTAssertEqual(frame(try bar(toolsVersion: "17156", width: 414, height: 245), "btn-00-000")?.maxY, 245)
        XCTAssertEqual(frame(try bar(toolsVersion: "21507", width: 414, height: 245), "btn-00-000")?.maxY, 245)
        XCTAssertEqual(frame(try bar(toolsVersion: "21701", width: 414, height: 245), "btn-00-000")?.maxY, 245 - 34)
        XCTAssertEqual(frame(try bar(toolsVersion: "23504", width: 414, height: 245), "btn-00-000")?.maxY, 245 - 34)
        let xcode26 = try bar(toolsVersion: "24093.7", width: 414, height: 264)
        XCTAssertEqual(frame(xcode26, "btn-00-000")?.maxY, 264 - 34)
        XCTAssertEqual(frame(xcode26, "box-00-000")?.midY, (96 + 264 - 34) / 2)
        // Filling the screen, it keeps both shares of both.
        XCTAssertEqual(frame(try bar(toolsVersion: "24093.7", width: 414, height: 896), "btn-00-000")?.maxY, 896 - 68)
    }
}
