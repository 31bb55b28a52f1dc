import XCTest
import NibLayout
import NibModel
import NibText
import NibTestSupport
import NibXML

/// Bars, presentations and containers: where a controller's root and safe area lie.
final class BarsAndContainersTests: DesignTimeTestCase {
    /// A controller in a navigation controller whose bar shows large titles sits under a 96 pt
    /// bar (Hero's Navigation example); one whose item never shows them under 44 pt; none when
    /// the navigation controller hides its bar.
    func testLargeTitleNavigationBars() throws {
        func doc(_ mode: String, hidden: Bool = false) throws -> IBDocument {
            var text = storyboardDocument(toolsVersion: "13770", device: "retina4_7",
                navigationScene(root: 0, bar: "largeTitles=\"YES\"", barHeight: 96),
                controllerScene(0, box: 116, extra: "<navigationItem key=\"navigationItem\" title=\"First\" \(mode) id=\"itm-00-000\"/>"))
            if hidden { text = text.replacingOccurrences(of: "<navigationController id=", with: "<navigationController navigationBarHidden=\"YES\" id=") }
            return try decode(text)
        }
        XCTAssertEqual(frame(try doc(""), "box-00-000")?.y, 20 + 96)
        XCTAssertEqual(frame(try doc("largeTitleDisplayMode=\"never\""), "box-00-000")?.y, 20 + 44)
        XCTAssertEqual(frame(try doc("", hidden: true), "box-00-000")?.y, 20)
    }

    /// Since iOS 13 a sheet's navigation bar is 56 pt (DuckDuckGo's Bookmarks saves its bars at
    /// 56 and the roots below them 76 pt shorter than the screen): a root saved that much
    /// shorter starts below the bar, its safe area at its top.
    func testSheetNavigationBarsAre56Points() throws {
        let doc = try decode(storyboardDocument(toolsVersion: "22505", device: "retina4_7",
            navigationScene(root: 0, barY: 20, barHeight: 56),
            controllerScene(0, height: 591, box: 0)))
        XCTAssertEqual(frame(doc, "box-00-000")?.y, 0)
        XCTAssertEqual(frame(doc, "rt0-00-000")?.height, 591)
    }

    /// A controller pushed by a bar button item's segue is in the navigation stack too
    /// (mattneub's ListOfSwitches2): it sits under the navigation bar.
    func testControllersPushedFromBarButtonItemsAreUnderTheNavigationBar() throws {
        let push = """
        <navigationItem key="navigationItem" id="itm-00-000">
            <barButtonItem key="rightBarButtonItem" title="Push" id="bbi-00-000">
                <connections>
                    <segue destination="vc2-00-000" kind="show" id="psh-00-000"/>
                </connections>
            </barButtonItem>
        </navigationItem>
        """
        let doc = try decode(storyboardDocument(toolsVersion: "17156", device: "retina6_1",
            navigationScene(root: 1, barY: 44, width: 414),
            controllerScene(1, width: 414, height: 896, extra: push),
            controllerScene(2, width: 414, height: 896, box: 88)))
        XCTAssertEqual(frame(doc, "box-00-000")?.y, 44 + 44)
    }

    /// A controller pushed from one whose simulated top bar is "None" inherits that: it has no
    /// navigation bar, though it is in the navigation stack (its safe area starts below the status
    /// bar). Pushed from a controller with inferred metrics, it is under the bar.
    func testAPushInheritsItsSourcesExplicitTopBar() throws {
        func pushed(sourceMetrics: String) throws -> Rect? {
            let source = sourceMetrics + """
            <connections>
                <segue destination="vc2-00-000" kind="show" id="psh-00-000"/>
            </connections>
            """
            let doc = try decode(storyboardDocument(toolsVersion: "23727", device: "retina5_5",
                navigationScene(root: 1, width: 414),
                controllerScene(1, width: 414, height: 736, extra: source),
                controllerScene(2, width: 414, height: 736, box: 0)))
            return frame(doc, "box-00-000")
        }
        XCTAssertEqual(try pushed(sourceMetrics: #"<nil key="simulatedTopBarMetrics"/>"#)?.y, 20)
        XCTAssertEqual(try pushed(sourceMetrics: "")?.y, 20 + 44)
    }

    /// A tab bar controller pushed onto a navigation stack shows its tabs under that stack's
    /// navigation bar: a tab's safe area starts below the (large-title) bar. A navigation
    /// controller among the tabs brings its own bar instead.
    func testTabsOfATabBarControllerPushedOntoANavigationStackAreUnderItsBar() throws {
        let push = """
        <connections>
            <segue destination="tab-00-000" kind="show" id="psh-00-000"/>
        </connections>
        """
        let tabs = tabBarScene(tab: "vc2-00-000")
        let doc = try decode(storyboardDocument(toolsVersion: "23727", device: "retina4_7",
            navigationScene(root: 1, bar: "largeTitles=\"YES\"", barHeight: 96),
            controllerScene(1, extra: push),
            tabs,
            controllerScene(2, box: 116)))
        XCTAssertEqual(frame(doc, "box-00-000")?.y, 20 + 96)
    }

    /// A controller that hides the bottom bar when pushed has no tab bar below it, nor has any
    /// controller pushed above it (UIKit keeps the bar hidden until it is popped); the stack's
    /// root, below it, keeps the tab bar.
    func testHidingTheBottomBarWhenPushedDropsTheTabBar() throws {
        func bottomBox(_ n: Int, push: Int?) -> String {
            let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx\(n)-00-000">
                <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
            </view>
            """
            let constraints = """
            <constraint firstItem="sa\(n)-00-000" firstAttribute="bottom" secondItem="bx\(n)-00-000" secondAttribute="bottom" id="cb\(n)-00-000"/>
            <constraint firstItem="bx\(n)-00-000" firstAttribute="leading" secondItem="rt\(n)-00-000" secondAttribute="leading" id="cl\(n)-00-000"/>
            <constraint firstAttribute="trailing" secondItem="bx\(n)-00-000" secondAttribute="trailing" id="ct\(n)-00-000"/>
            <constraint firstItem="bx\(n)-00-000" firstAttribute="height" constant="50" id="ch\(n)-00-000"/>
            """
            let segue = push.map { "<connections><segue destination=\"vc\($0)-00-000\" kind=\"show\" id=\"ps\(n)-00-000\"/></connections>" } ?? ""
            return controllerScene(n, subviews: subviews, constraints: constraints, extra: segue)
        }
        let tabs = tabBarScene(tab: "nav-00-000")
        let hiding = bottomBox(2, push: 3).replacingOccurrences(of: "<viewController id=\"vc2-00-000\"",
                                                              with: "<viewController hidesBottomBarWhenPushed=\"YES\" id=\"vc2-00-000\"")
        let doc = try decode(storyboardDocument(toolsVersion: "22505", device: "retina4_7",
            tabs, navigationScene(root: 1), bottomBox(1, push: 2), hiding, bottomBox(3, push: nil)))
        XCTAssertEqual(frame(doc, "bx1-00-000")?.y, 667 - 49 - 50)
        XCTAssertEqual(frame(doc, "bx2-00-000")?.y, 667 - 50)
        XCTAssertEqual(frame(doc, "bx3-00-000")?.y, 667 - 50)
    }

    /// Since Xcode 14 a controller's safe area keeps the status bar even when its simulated
    /// metrics hide it (DuckDuckGo's Tab scene), and so did Xcode 9-10.1 for roots filling the
    /// screen (RocketChat's Subscriptions); Xcode 8 and smaller roots (a today extension) drop it.
    func testHiddenSimulatedStatusBarKeepsItsSafeAreaSinceXcode14() throws {
        func doc(_ toolsVersion: String, height: Int = 667) throws -> IBDocument {
            // Smaller roots are freeform, as today extensions are (mattneub's CoffeeTimeToday).
            let freeform = height == 667 ? "" : "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/><size key=\"freeformSize\" width=\"375\" height=\"\(height)\"/>"
            return try decode(storyboardDocument(toolsVersion: toolsVersion, device: "retina4_7",
                controllerScene(0, height: height, box: 20, extra: "<nil key=\"simulatedStatusBarMetrics\"/>" + freeform)))
        }
        XCTAssertEqual(frame(try doc("22505"), "box-00-000")?.y, 20)
        XCTAssertEqual(frame(try doc("14113"), "box-00-000")?.y, 20)
        XCTAssertEqual(frame(try doc("14113", height: 300), "box-00-000")?.y, 0)
        XCTAssertEqual(frame(try doc("12121"), "box-00-000")?.y, 0)
    }

    /// A controller presented as a popover (here from a bar button item) is drawn without the
    /// status bar (RocketChat's Drawing popovers, 200 x 65).
    func testPopoversHaveNoStatusBar() throws {
        let presenter = """
        <navigationItem key="navigationItem" id="itm-00-000">
            <barButtonItem key="rightBarButtonItem" title="Brush" id="bbi-00-000">
                <connections>
                    <segue destination="vc2-00-000" kind="popoverPresentation" popoverAnchorBarButtonItem="bbi-00-000" id="pop-00-000"/>
                </connections>
            </barButtonItem>
        </navigationItem>
        """
        let doc = try decode(storyboardDocument(toolsVersion: "14109", device: "retina4_7",
            controllerScene(1, extra: presenter), controllerScene(2, width: 200, height: 65, box: 0)))
        XCTAssertEqual(frame(doc, "box-00-000")?.y, 0, "20 if the popover had the status bar")
    }

    /// On an iPad, popover content is drawn beside a 13 pt arrow on its leading side in a
    /// compact-width popover: 16 pt margins from the arrow (mattneub's PopoverPresenting: a button
    /// 44 pt from the margin saved at x 73 in a root 200 + 13 wide); a controller presented over
    /// the popover's context is inside it too. On a phone, nothing changes.
    func testPopoverContentOnAnIPadKeepsClearOfItsArrow() throws {
        func button(_ n: Int) -> (String, String) {
            ("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-00\(n)">
                <rect key="frame" x="73" y="32" width="53" height="30"/>
            </view>
            """, """
            <constraint firstItem="btn-00-00\(n)" firstAttribute="leading" secondItem="rt\(n)-00-000" secondAttribute="leadingMargin" constant="44" id="c1\(n)-00-000"/>
            <constraint firstItem="btn-00-00\(n)" firstAttribute="top" secondItem="sa\(n)-00-000" secondAttribute="top" constant="32" id="c2\(n)-00-000"/>
            <constraint firstItem="btn-00-00\(n)" firstAttribute="width" constant="53" id="c3\(n)-00-000"/>
            <constraint firstItem="btn-00-00\(n)" firstAttribute="height" constant="30" id="c4\(n)-00-000"/>
            """)
        }
        func doc(_ device: String) throws -> IBDocument {
            let presenter = """
            <connections><segue destination="vc2-00-000" kind="popoverPresentation" popoverAnchorView="rt1-00-000" id="pop-00-000">
                <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
            </segue></connections>
            """
            let (b2, c2) = button(2), (b3, c3) = button(3)
            let inContext = """
            <connections><segue destination="vc3-00-000" kind="presentation" modalPresentationStyle="currentContext" id="prs-00-000"/></connections>
            """
            let text = storyboardDocument(toolsVersion: "14865.1", device: device,
                controllerScene(1, width: 768, height: 1024, extra: presenter),
                controllerScene(2, width: 213, height: 300, subviews: b2, constraints: c2, extra: inContext),
                controllerScene(3, width: 333, height: 480, subviews: b3, constraints: c3))
                .replacingOccurrences(of: #"<viewController id="vc3-00-000""#, with: #"<viewController modalPresentationStyle="currentContext" id="vc3-00-000""#)
            return try decode(text)
        }
        let pad = try doc("ipad9_7")
        XCTAssertEqual(frame(pad, "btn-00-002")?.x, 13 + 16 + 44)
        XCTAssertEqual(frame(pad, "btn-00-003")?.x, 13 + 16 + 44)
        XCTAssertEqual(frame(pad, "btn-00-002")?.y, 32, "no status bar in a popover")
        XCTAssertEqual(frame(try doc("retina4_7"), "btn-00-002")?.x, 16 + 44)
    }

    /// Standard spacing to the top layout guide is 8 pt even where Xcode 11 wrote 20
    /// (kharrison's SpeakEasy).
    func testStandardSpacingToTheTopLayoutGuideIsEight() throws {
        let guides = Self.layoutGuides
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
            <rect key="frame" x="20" y="8" width="335" height="34"/>
        </view>
        """
        let pins = """
        <constraint firstItem="box-00-000" firstAttribute="top" secondItem="top-00-000" secondAttribute="bottom" constant="20" symbolic="YES" id="c01-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt1-00-000" secondAttribute="leading" constant="20" id="c02-00-000"/>
        <constraint firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" constant="20" id="c03-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="height" constant="34" id="c04-00-000"/>
        """
        let doc = try decode(storyboardDocument(toolsVersion: "15505", device: "retina4_7",
            controllerScene(1, layoutGuides: guides, subviews: box, constraints: pins)))
        XCTAssertEqual(frame(doc, "box-00-000")?.y, 8)
    }

    /// The layout guides of a root saved below the bars are what of the bars it overlaps, in the
    /// screen's coordinates: Xcode 8 saved roots under an opaque navigation bar at y 64, some as
    /// tall as the screen, and a table between the guides 603 pt tall, the part of the root left
    /// on the screen (RxSwift's examples).
    func testARootSavedBelowTheBarsHasTheGuidesOfWhatItOverlaps() throws {
        func doc(rootHeight: Int) throws -> IBDocument {
            try decode("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11542" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="sc1-00-000">
                        <objects>
                            <viewController id="vc1-00-000" sceneMemberID="viewController">
                                \(Self.layoutGuides)
                                <view key="view" contentMode="scaleToFill" id="rt1-00-000">
                                    <rect key="frame" x="0.0" y="64" width="375" height="\(rootHeight)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="box-00-000" firstAttribute="top" secondItem="top-00-000" secondAttribute="bottom" id="c01-00-000"/>
                                        <constraint firstItem="bot-00-000" firstAttribute="top" secondItem="box-00-000" secondAttribute="bottom" id="c02-00-000"/>
                                        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt1-00-000" secondAttribute="leading" id="c03-00-000"/>
                                        <constraint firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" id="c04-00-000"/>
                                    </constraints>
                                </view>
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        }
        XCTAssertEqual(frame(try doc(rootHeight: 603), "box-00-000"), Rect(x: 0, y: 0, width: 375, height: 603))
        XCTAssertEqual(frame(try doc(rootHeight: 667), "box-00-000"), Rect(x: 0, y: 0, width: 375, height: 603),
                       "64 pt of the root are off the screen, under the bottom guide")
    }

    /// tvOS table cells: content margins of 23 above and below, 8 leading and 20 trailing
    /// (SwiftMessages' DemoTvOS).
    func testTvOSCellContentMargins() throws {
        let pins = """
        <constraint firstItem="box-00-000" firstAttribute="top" secondItem="cnt-00-000" secondAttribute="topMargin" constant="10" id="c01-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="cnt-00-000" secondAttribute="leadingMargin" constant="10" id="c02-00-000"/>
        <constraint firstAttribute="trailingMargin" secondItem="box-00-000" secondAttribute="trailing" constant="10" id="c03-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="height" constant="24" id="c04-00-000"/>
        """
        let table = cellTable(key: "key=\"view\"", width: 1920, height: 1080, cell: Rect(x: 110, y: 28, width: 1700, height: 80),
                              contentHeight: 80, box: Rect(x: 18, y: 33, width: 1652, height: 24), constraints: pins)
        let scene = """
        <scene sceneID="sc0-00-000"><objects><tableViewController id="vc0-00-000" sceneMemberID="viewController">
        \(table)
        </tableViewController></objects></scene>
        """
        XCTAssertEqual(frame(try decode(tvDocument(scene)), "box-00-000"), Rect(x: 18, y: 33, width: 1652, height: 24))
    }

    /// tvOS scenes: layout guides 60 pt from the top and bottom (the TV-safe area), 145 under a
    /// navigation bar; root side margins 110 (80 TV-safe + 30); buttons default to 38 pt medium
    /// (SwiftMessages' DemoTvOS, Hero's TvOSExamples).
    func testTvOSGuidesMarginsAndButtonFont() throws {
        let guides = Self.layoutGuides
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
            <rect key="frame" x="140" y="185" width="1640" height="795"/>
        </view>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-000">
            <rect key="frame" x="880" y="0.0" width="160" height="86"/>
            <inset key="contentEdgeInsets" minX="40" minY="20" maxX="40" maxY="20"/>
            <state key="normal" title="Next"/>
        </button>
        """
        let pins = """
        <constraint firstItem="box-00-000" firstAttribute="top" secondItem="top-00-000" secondAttribute="bottom" constant="40" id="c01-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt1-00-000" secondAttribute="leadingMargin" constant="30" id="c02-00-000"/>
        <constraint firstAttribute="trailingMargin" secondItem="box-00-000" secondAttribute="trailing" constant="30" id="c03-00-000"/>
        <constraint firstItem="bot-00-000" firstAttribute="top" secondItem="box-00-000" secondAttribute="bottom" constant="40" id="c04-00-000"/>
        <constraint firstItem="btn-00-000" firstAttribute="centerX" secondItem="rt1-00-000" secondAttribute="centerX" id="c05-00-000"/>
        <constraint firstItem="btn-00-000" firstAttribute="top" secondItem="rt1-00-000" secondAttribute="top" id="c06-00-000"/>
        """
        let scene = controllerScene(1, width: 1920, height: 1080, layoutGuides: guides, subviews: box, constraints: pins)
        let navigated = try decode(tvDocument(navigationScene(root: 1, barY: 0, barHeight: 145, width: 1920), scene))
        XCTAssertEqual(frame(navigated, "box-00-000"), Rect(x: 140, y: 185, width: 1640, height: 795))
        let button = try XCTUnwrap(frame(navigated, "btn-00-000"))
        XCTAssertEqual(button.height, 86)
        XCTAssertEqual(button.width, 160, accuracy: 4)
        let alone = try decode(tvDocument(scene))
        XCTAssertEqual(frame(alone, "box-00-000"), Rect(x: 140, y: 100, width: 1640, height: 880))
    }

    /// Xcode 6 left out the frame of a cell's content view: it fills the cell less the 1 pt
    /// separator, so views pinned to its margins keep their size (ResearchKit's ORKCatalog).
    func testAContentViewWithoutAFrameFillsItsCell() throws {
        let doc = try decode("""
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7702" systemVersion="14D136" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="cel-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    \(marginPinnedContentView(cell: "cel-00-000", content: "cnt-00-000", box: "box-00-000", frame: nil))
                </tableViewCell>
            </objects>
        </document>
        """)
        XCTAssertEqual(frame(doc, "box-00-000"), Rect(x: 8, y: 8, width: 584, height: 27))
    }

    /// A content view saved as tall as its cell keeps its height when the cell's saved height
    /// carries float noise (tinode's static cells 53.999999999999972 tall, fold 1; AdGuard's,
    /// fold 2): it is not a content view of another height, laid out at the cell's less the
    /// separator.
    func testAContentViewAsTallAsItsCellUpToFloatNoiseKeepsItsHeight() throws {
        let doc = try decode("""
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7702" systemVersion="14D136" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="cel-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="53.999999999999972"/>
                    <autoresizingMask key="autoresizingMask"/>
                    \(marginPinnedContentView(cell: "cel-00-000", content: "cnt-00-000", box: "box-00-000", frame: #"x="0.0" y="0.0" width="375" height="54""#))
                </tableViewCell>
            </objects>
        </document>
        """)
        XCTAssertEqual(frame(doc, "box-00-000"), Rect(x: 8, y: 8, width: 359, height: 38))
    }

    /// Xcode 6 saved content views 320 x 43 whatever their cell's size, and prototype cells 320 pt
    /// wide whatever their table's width: the subviews were laid out in the table's width, the
    /// cell's row height and a content view filling the cell less the separator (ChatSecure's
    /// XMPPServerInfoCell, ResearchKit's Chart storyboard). A cell saved without a frame is as
    /// wide as its table and as tall as its row.
    func testStaleXcode6CellsAreLaidOutAtTheirTablesWidthAndRowHeight() throws {
        func content(_ prefix: String) -> String {
            marginPinnedContentView(cell: "\(prefix)c-00-000", content: "\(prefix)v-00-000", box: "\(prefix)b-00-000",
                                    frame: #"x="0.0" y="0.0" width="320" height="43""#)
        }
        let header = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.%@" version="3.0" toolsVersion="7706" systemVersion="14F27" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
        """
        let xib = try decode(String(format: header, "XIB") + """
            <objects>
                <tableViewCell contentMode="scaleToFill" indentationWidth="10" rowHeight="85" id="xc-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="380" height="90"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    \(content("x"))
                </tableViewCell>
            </objects>
        </document>
        """)
        // The cell's own frame wins over its rowHeight in a xib; the content view is 380 x 89.
        XCTAssertEqual(frame(xib, "xb-00-000"), Rect(x: 8, y: 8, width: 364, height: 73))

        let storyboard = try decode(self.storyboard("""
            <subviews>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="300" sectionHeaderHeight="22" sectionFooterHeight="22" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <prototypes>
                        <tableViewCell contentMode="scaleToFill" indentationWidth="10" rowHeight="250" id="sc-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="150"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            \(content("s"))
                        </tableViewCell>
                        <tableViewCell contentMode="scaleToFill" indentationWidth="10" rowHeight="210" id="nc-00-000">
                            <autoresizingMask key="autoresizingMask"/>
                            \(marginPinnedContentView(cell: "nc-00-000", content: "nv-00-000", box: "nb-00-000", frame: nil))
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </subviews>
            <constraints>
                <constraint firstItem="tbl-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="t01-00-000"/>
                <constraint firstItem="tbl-00-000" firstAttribute="trailing" secondItem="rt0-00-000" secondAttribute="trailing" id="t02-00-000"/>
                <constraint firstItem="tbl-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" id="t03-00-000"/>
                <constraint firstItem="tbl-00-000" firstAttribute="bottom" secondItem="rt0-00-000" secondAttribute="bottom" id="t04-00-000"/>
            </constraints>
        """, device: nil, width: 600, height: 600, toolsVersion: "7706"))
        // 600 x 250 cell, content 600 x 249, margins 8.
        XCTAssertEqual(frame(storyboard, "sb-00-000"), Rect(x: 8, y: 8, width: 584, height: 233))
        // Saved without frames (ORKCatalog): a 600 x 210 cell whose content view fills it.
        XCTAssertEqual(frame(storyboard, "nb-00-000"), Rect(x: 8, y: 8, width: 584, height: 194))
    }

    /// A cell keeps its saved height whether its table's row height is automatic (`rowHeight="-1"`)
    /// or fixed: content taller than the cell is squeezed into it (Xcode 13 saved labels 9 pt tall
    /// and sliders 1 pt tall in 44 pt self-sizing cells), and a taller cell does not shrink.
    func testCellsKeepTheirSavedHeightAndSqueezeTallerContent() throws {
        func cell(_ n: Int, height: Int) -> String {
            """
            <tableViewCell contentMode="scaleToFill" indentationWidth="10" id="ce\(n)-00-000">
                <rect key="frame" x="0.0" y="\(n * 100)" width="375" height="\(height)"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ce\(n)-00-000" id="cv\(n)-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb\(n)-00-000">
                            <rect key="frame" x="16" y="10" width="100" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lb\(n)-00-000" firstAttribute="leading" secondItem="cv\(n)-00-000" secondAttribute="leading" constant="16" id="c1\(n)-00-000"/>
                        <constraint firstItem="lb\(n)-00-000" firstAttribute="top" secondItem="cv\(n)-00-000" secondAttribute="top" constant="10" id="c2\(n)-00-000"/>
                        <constraint firstAttribute="bottom" secondItem="lb\(n)-00-000" secondAttribute="bottom" constant="10" id="c3\(n)-00-000"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        func table(rowHeight: String) -> String {
            """
            <subviews>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="none" rowHeight="\(rowHeight)" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <sections>
                        <tableViewSection id="sec-00-000">
                            <cells>
                                \(cell(0, height: 40))
                                \(cell(1, height: 90))
                            </cells>
                        </tableViewSection>
                    </sections>
                </tableView>
            </subviews>
            """
        }
        for rowHeight in ["-1", "44"] {
            let document = try decode(storyboard(table(rowHeight: rowHeight)))
            let short = try XCTUnwrap(frame(document, "lb0-00-000"))
            XCTAssertEqual(short.y, 10)
            XCTAssertEqual(short.height, 20, "the 40 pt cell keeps its height; its label is squeezed (rowHeight \(rowHeight))")
            XCTAssertEqual(frame(document, "lb1-00-000"), Rect(x: 16, y: 10, width: short.width, height: 70))

            // A required height taller than the saved row: a conflict in a fixed row, not in a
            // self-sizing one (at run time the row grows to it), where the cell grows instead.
            let tall = table(rowHeight: rowHeight).replacingOccurrences(of: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
                with: #"<fontDescription key="fontDescription" type="system" pointSize="17"/><constraints><constraint firstAttribute="height" constant="60" id="tl\#(rowHeight)-00-000"/></constraints>"#)
            let sized = try decode(storyboard(tall))
            let conflicts = LayoutEngine().layout(sized, Configuration.document(sized)).conflicts
            XCTAssertEqual(conflicts.isEmpty, rowHeight == "-1", "rowHeight \(rowHeight): \(conflicts.count) conflicts")
        }
    }

    /// A cell given a row height of its own is drawn that tall even in a table whose row height is
    /// automatic: a required height taller than that row is a conflict there, and the content is
    /// squeezed as in a fixed row (iNaturalist's Guides, a 54 pt cell around a 50 pt image 5 pt
    /// from each edge, saved 44 tall; ProtonVPN's Profiles, a 72 pt cell around a 20 pt image 20 pt
    /// from each edge, saved 32 tall). Without a height of its own the cell grows to its content.
    func testACellWithItsOwnRowHeightKeepsItInASelfSizingTable() throws {
        func table(cellRowHeight: String) -> String {
            """
            <subviews>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="-1" estimatedRowHeight="60" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <prototypes>
                        <tableViewCell contentMode="scaleToFill" indentationWidth="10" reuseIdentifier="Cell" \(cellRowHeight) id="ce0-00-000">
                            <rect key="frame" x="0.0" y="28" width="375" height="54"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ce0-00-000" id="cv0-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="54"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-000">
                                        <rect key="frame" x="16" y="5" width="50" height="44"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="ih0-00-000"/>
                                            <constraint firstAttribute="width" constant="50" id="iw0-00-000"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="img-00-000" firstAttribute="leading" secondItem="cv0-00-000" secondAttribute="leading" constant="16" id="c10-00-000"/>
                                    <constraint firstItem="img-00-000" firstAttribute="top" secondItem="cv0-00-000" secondAttribute="top" constant="5" id="c20-00-000"/>
                                    <constraint firstAttribute="bottom" secondItem="img-00-000" secondAttribute="bottom" constant="5" id="c30-00-000"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </subviews>
            """
        }
        let own = try decode(storyboard(table(cellRowHeight: #"rowHeight="54""#)))
        XCTAssertEqual(frame(own, "img-00-000"), Rect(x: 16, y: 5, width: 50, height: 44))
        XCTAssertFalse(LayoutEngine().layout(own, Configuration.document(own)).conflicts.isEmpty)
        let automatic = try decode(storyboard(table(cellRowHeight: "")))
        XCTAssertEqual(frame(automatic, "img-00-000"), Rect(x: 16, y: 5, width: 50, height: 50))
        XCTAssertTrue(LayoutEngine().layout(automatic, Configuration.document(automatic)).conflicts.isEmpty)
    }

    /// A segmented control's frame reaches a point below its alignment rectangle: the view 16 pt
    /// below a 32 pt control starts 47 pt below its top (kharrison's RemindMe, SwiftMessages).
    func testSegmentedControlsDrawOnePointBelowTheirAlignmentRectangle() throws {
        let doc = try decode(storyboard("""
            <subviews>
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg-00-000">
                    <rect key="frame" x="16" y="20" width="200" height="32"/>
                    <segments>
                        <segment title="First"/>
                        <segment title="Second"/>
                    </segments>
                </segmentedControl>
                \(LayoutFixtures.sizedBox("box-00-000", x: 16, y: 67, width: 100, height: 10))
            </subviews>
            <constraints>
                <constraint firstItem="seg-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="16" id="c01-00-000"/>
                <constraint firstItem="seg-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="20" id="c02-00-000"/>
                <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="16" id="c03-00-000"/>
                <constraint firstItem="box-00-000" firstAttribute="top" secondItem="seg-00-000" secondAttribute="bottom" constant="16" id="c04-00-000"/>
            </constraints>
        """))
        XCTAssertEqual(frame(doc, "seg-00-000")?.y, 20)
        XCTAssertEqual(frame(doc, "seg-00-000")?.height, 32)
        XCTAssertEqual(frame(doc, "box-00-000")?.y, 67)
    }

    /// On the 600 pt "Any" canvas Xcode 6 (iOS 8 SDK) gave root views 16 pt side margins;
    /// Xcode 7 and later 20 (ResearchKit's Chart storyboard in its Xcode 6 and Xcode 8 versions).
    func testXcode6RootViewsHave16PointMarginsOnTheAnyCanvas() throws {
        func doc(_ toolsVersion: String) throws -> IBDocument {
            try decode(storyboard("""
                <subviews>
                    \(LayoutFixtures.sizedBox("box-00-000", x: 524, y: 20, width: 60, height: 30))
                </subviews>
                <constraints>
                    <constraint firstAttribute="trailingMargin" secondItem="box-00-000" secondAttribute="trailing" id="c03-00-000"/>
                    <constraint firstItem="box-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="20" id="c04-00-000"/>
                </constraints>
            """, device: nil, width: 600, height: 600, toolsVersion: toolsVersion))
        }
        XCTAssertEqual(frame(try doc("7706"), "box-00-000")?.x, 524)
        XCTAssertEqual(frame(try doc("10116"), "box-00-000")?.x, 520)
    }

    /// A custom button (no `buttonType`) without a font titles in 18 pt, a system button in 15:
    /// mattneub's "Pay Tribute" is 34 pt tall where a system button is 30.
    func testCustomButtonsTitleIn18Points() throws {
        func button(_ type: String) -> String {
            """
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(type) lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-000">
                    <rect key="frame" x="44" y="31" width="91" height="34"/>
                    <state key="normal" title="Pay Tribute"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="btn-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="44" id="c01-00-000"/>
                <constraint firstItem="btn-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="31" id="c02-00-000"/>
            </constraints>
            """
        }
        let custom = try XCTUnwrap(frame(try decode(storyboard(button(""))), "btn-00-000"))
        let system = try XCTUnwrap(frame(try decode(storyboard(button(#"buttonType="system""#))), "btn-00-000"))
        XCTAssertEqual(custom.height, 34)
        XCTAssertEqual(system.height, 30)
        XCTAssertGreaterThan(custom.width, system.width + 8, "18 pt text is a fifth wider than 15 pt")
    }

    /// Before Xcode 9, a multi-line label with an explicit preferred width was that wide whatever
    /// its text (mattneub's MyCell); since then it is as wide as its text (CoffeeTime's 138 pt
    /// label at a preferred 139).
    func testAnExplicitPreferredWidthWasTheLabelsWidthBeforeXcode9() throws {
        func width(_ toolsVersion: String) throws -> Double? {
            frame(try decode(storyboard("""
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" lineBreakMode="wordWrap" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" preferredMaxLayoutWidth="233" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-000">
                        <rect key="frame" x="15" y="20" width="233" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lbl-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="15" id="c01-00-000"/>
                    <constraint firstItem="lbl-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="20" id="c02-00-000"/>
                </constraints>
            """, toolsVersion: toolsVersion)), "lbl-00-000")?.width
        }
        XCTAssertEqual(try width("8187"), 233)
        XCTAssertLessThan(try XCTUnwrap(width("14092")), 60, "as wide as \"Label\"")
    }

    /// A view reaching beyond the root takes safe-area insets only from the part inside it
    /// (DuckDuckGo's Bookmarks: a container 8 pt above the root's top keeps 8 pt margins).
    func testTheSafeAreaOfAViewBeyondTheRootComesFromThePartInsideIt() throws {
        let doc = try decode(storyboard("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
                    <rect key="frame" x="0.0" y="-8" width="375" height="683"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="c01-00-000"/>
                <constraint firstItem="rt0-00-000" firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" id="c02-00-000"/>
                <constraint firstItem="box-00-000" firstAttribute="topMargin" secondItem="rt0-00-000" secondAttribute="top" constant="20" id="c03-00-000"/>
                <constraint firstItem="rt0-00-000" firstAttribute="bottom" secondItem="box-00-000" secondAttribute="bottomMargin" id="c04-00-000"/>
            </constraints>
        """))
        // The root's safe area starts at its top here: the box's top margin is 8, not 8 + the
        // 8 pt it reaches above the root, so its margin edge at 20 puts it at 12 (not 4).
        XCTAssertEqual(frame(doc, "box-00-000")?.y, 12)
    }

    /// An attributed text's paragraph style sets its line height: 16 pt text at a 1.5 line-height
    /// multiple is 1.5 times as tall (DuckDuckGo's About text, 12 lines at 1.258).
    func testParagraphStylesSetTheLineHeight() throws {
        func height(_ paragraph: String) throws -> Double? {
            frame(try decode(storyboard("""
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-000">
                        <rect key="frame" x="16" y="20" width="100" height="100"/>
                        <attributedString key="attributedText">
                            <fragment content="Privacy">
                                <attributes>
                                    <font key="NSFont" metaFont="system" size="16"/>
                                    \(paragraph)
                                </attributes>
                            </fragment>
                        </attributedString>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lbl-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="16" id="c01-00-000"/>
                    <constraint firstItem="lbl-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="20" id="c02-00-000"/>
                </constraints>
            """)), "lbl-00-000")?.height
        }
        let plain = try XCTUnwrap(height(""))
        let tall = try XCTUnwrap(height(#"<paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineHeightMultiple="1.5" tighteningFactorForTruncation="0.0"/>"#))
        XCTAssertEqual(tall, (plain * 1.5 * 2).rounded(.up) / 2, accuracy: 1)
        XCTAssertGreaterThan(tall, plain + 8)
        let minimum = try XCTUnwrap(height(#"<paragraphStyle key="NSParagraphStyle" alignment="natural" minimumLineHeight="40"/>"#))
        XCTAssertEqual(minimum, 40)
    }

    /// A root view Xcode flagged as misplaced was saved at a stale size: its subviews are laid out
    /// in the size the navigation controller gives it, below an opaque bar (DuckDuckGo's Feedback).
    func testAFlaggedRootIsLaidOutAtTheSizeItsContainerGivesIt() throws {
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
            <rect key="frame" x="0.0" y="25" width="375" height="578"/>
        </view>
        """
        let pins = """
        <constraint firstItem="box-00-000" firstAttribute="top" secondItem="sa1-00-000" secondAttribute="top" constant="25" id="c01-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt1-00-000" secondAttribute="leading" id="c02-00-000"/>
        <constraint firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" id="c03-00-000"/>
        <constraint firstAttribute="bottom" secondItem="box-00-000" secondAttribute="bottom" id="c04-00-000"/>
        """
        let scene = controllerScene(1, height: 597, subviews: box, constraints: pins)
            .replacingOccurrences(of: "id=\"rt1-00-000\">", with: "misplaced=\"YES\" id=\"rt1-00-000\">")
        let doc = try decode(storyboardDocument(toolsVersion: "22505", device: "retina4_7",
            navigationScene(root: 1, bar: "translucent=\"NO\""), scene))
        XCTAssertEqual(frame(doc, "box-00-000"), Rect(x: 0, y: 25, width: 375, height: 578))
    }

    /// Xcode 9-10: the cells of a table that is a subview (not a controller's root view) keep
    /// 15 pt side margins; a root table's cells take the root's 16 (RocketChat's Subscriptions).
    func testCellsOfASubviewTableKeep15PointMarginsInXcode9And10() throws {
        func table(_ key: String, _ tools: String) throws -> Rect? {
            let pins = """
            <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="cnt-00-000" secondAttribute="leadingMargin" id="c01-00-000"/>
            <constraint firstItem="box-00-000" firstAttribute="top" secondItem="cnt-00-000" secondAttribute="top" constant="10" id="c02-00-000"/>
            <constraint firstItem="box-00-000" firstAttribute="width" constant="20" id="c03-00-000"/>
            <constraint firstItem="box-00-000" firstAttribute="height" constant="20" id="c04-00-000"/>
            """
            let table = cellTable(key: key, width: 375, height: 667, cell: Rect(x: 0, y: 28, width: 375, height: 44),
                                  contentHeight: 43.5, box: Rect(x: 15, y: 10, width: 20, height: 20), constraints: pins)
            let scene: String
            if key.isEmpty {
                let fill = """
                <constraint firstItem="tbl-00-000" firstAttribute="top" secondItem="rt1-00-000" secondAttribute="top" id="t01-00-000"/>
                <constraint firstItem="tbl-00-000" firstAttribute="leading" secondItem="rt1-00-000" secondAttribute="leading" id="t02-00-000"/>
                <constraint firstAttribute="trailing" secondItem="tbl-00-000" secondAttribute="trailing" id="t03-00-000"/>
                <constraint firstAttribute="bottom" secondItem="tbl-00-000" secondAttribute="bottom" id="t04-00-000"/>
                """
                scene = controllerScene(1, subviews: table, constraints: fill)
            } else {
                scene = """
                <scene sceneID="sc1-00-000"><objects><tableViewController id="vc1-00-000" sceneMemberID="viewController">
                \(table)
                </tableViewController></objects></scene>
                """
            }
            return frame(try decode(storyboardDocument(toolsVersion: tools, device: "retina4_7", scene)), "box-00-000")
        }
        XCTAssertEqual(try table("", "14460.31")?.x, 15)
        XCTAssertEqual(try table("key=\"view\"", "14460.31")?.x, 16)
        XCTAssertEqual(try table("", "32700.99")?.x, 16)
    }

    /// The child of a container view on a notched phone gets the home indicator inset of a
    /// top-level xib view of its size in its era: up to Xcode 10.1 and from 14.1 to 16.2 all of
    /// it, whatever its size (kharrison's DynamicContainer, 14490.68: a 224 pt child, a view 34 pt
    /// above it); in Xcode 10.2 to 14.0 only what it overlaps on the screen's top left (none for
    /// 224 pt).
    func testAnEmbeddedChildOnANotchedPhoneHasATopLevelViewsHomeIndicatorInset() throws {
        let container = """
        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctr-00-000">
            <rect key="frame" x="0.0" y="88" width="414" height="224"/>
            <connections>
                <segue destination="vc1-00-000" kind="embed" id="emb-00-000"/>
            </connections>
        </containerView>
        """
        let pins = """
        <constraint firstItem="box-00-000" firstAttribute="top" secondItem="rt1-00-000" secondAttribute="top" id="c01-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt1-00-000" secondAttribute="leading" id="c02-00-000"/>
        <constraint firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" id="c03-00-000"/>
        <constraint firstAttribute="bottomMargin" secondItem="box-00-000" secondAttribute="bottom" id="c04-00-000"/>
        """
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
            <rect key="frame" x="0.0" y="0.0" width="414" height="190"/>
        </view>
        """
        func doc(_ toolsVersion: String) throws -> IBDocument {
            try decode(storyboardDocument(toolsVersion: toolsVersion, device: "retina6_1",
                controllerScene(0, width: 414, height: 896, subviews: container),
                controllerScene(1, width: 414, height: 224, subviews: box, constraints: pins)))
        }
        XCTAssertEqual(frame(try doc("14490.68"), "box-00-000"), Rect(x: 0, y: 0, width: 414, height: 190))
        XCTAssertEqual(frame(try doc("15705"), "box-00-000"), Rect(x: 0, y: 0, width: 414, height: 224))
        XCTAssertEqual(frame(try doc("17506"), "box-00-000"), Rect(x: 0, y: 0, width: 414, height: 224))
        XCTAssertEqual(frame(try doc("19162"), "box-00-000"), Rect(x: 0, y: 0, width: 414, height: 224))
        XCTAssertEqual(frame(try doc("20037"), "box-00-000"), Rect(x: 0, y: 0, width: 414, height: 224))
        XCTAssertEqual(frame(try doc("21701"), "box-00-000"), Rect(x: 0, y: 0, width: 414, height: 190))
    }

    /// Xcode 9-11 laid out "Standard" spacing to the safe area's bottom (written 8) as 0, as it
    /// did for its sides (kharrison's RefreshScroll); Xcode 12 and later lay it out as written.
    func testStandardSpacingToTheSafeAreaBottomIsZeroInXcode9To11() throws {
        let pins = """
        <constraint firstItem="box-00-000" firstAttribute="top" secondItem="sa1-00-000" secondAttribute="top" id="c01-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt1-00-000" secondAttribute="leading" id="c02-00-000"/>
        <constraint firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" id="c03-00-000"/>
        <constraint firstItem="sa1-00-000" firstAttribute="bottom" secondItem="box-00-000" secondAttribute="bottom" constant="8" symbolic="YES" id="c04-00-000"/>
        """
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        </view>
        """
        let scene = controllerScene(1, subviews: box, constraints: pins)
        XCTAssertEqual(frame(try decode(storyboardDocument(toolsVersion: "15505", device: "retina4_7", scene)), "box-00-000")?.height, 667)
        XCTAssertEqual(frame(try decode(storyboardDocument(toolsVersion: "17701", device: "retina4_7", scene)), "box-00-000")?.height, 659)
    }

    /// Xcode 9-10.1 drew the child of a container view under the status bar, as if at the top of
    /// the screen (RocketChat's share extension); Xcode 10.2 and later, and Xcode 8, without it.
    func testAnEmbeddedChildKeptTheStatusBarInXcode9To10() throws {
        func doc(_ toolsVersion: String) throws -> IBDocument {
            let container = """
            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctr-00-000">
                <rect key="frame" x="0.0" y="50" width="375" height="617"/>
                <connections>
                    <segue destination="vc1-00-000" kind="embed" id="emb-00-000"/>
                </connections>
            </containerView>
            """
            return try decode(storyboardDocument(toolsVersion: toolsVersion, device: "retina4_7",
                controllerScene(0, subviews: container), controllerScene(1, height: 617, box: 20)))
        }
        XCTAssertEqual(frame(try doc("13771"), "box-00-000")?.y, 20)
        XCTAssertEqual(frame(try doc("14460"), "box-00-000")?.y, 20)
        XCTAssertEqual(frame(try doc("14868"), "box-00-000")?.y, 0)
        XCTAssertEqual(frame(try doc("12121"), "box-00-000")?.y, 0)
    }
    /// A bar button item's custom view is placed by its bar, and Interface Builder keeps the frame
    /// set in its size inspector even with translatesAutoresizingMaskIntoConstraints off: the
    /// constraints to its subviews lay them out inside it, they do not place or size it. Esri's
    /// two toolbar items (a 0 x 0 view holding a stack centred on it, both labels saved 0 wide)
    /// were unflagged by Xcode where nibtool found the view's position free.
    func testABarItemsCustomViewIsPlacedByItsBar() throws {
        let toolbar = """
        <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tbr-00-000">
            <rect key="frame" x="0.0" y="618" width="375" height="49"/>
            <items>
                <barButtonItem style="plain" id="bbi-00-000">
                    <view key="customView" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cus-00-000">
                        <rect key="frame" x="134" y="27" width="0.0" height="0.0"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-000">
                                <rect key="frame" x="0.0" y="-20.5" width="0.0" height="41"/>
                                <subviews>
                                    \(LayoutFixtures.label("lb1-00-000", "Opacity", x: 0, y: 0, width: 0))
                                    \(LayoutFixtures.label("lb2-00-000", "Label", x: 0, y: 20.5, width: 0))
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stk-00-000" firstAttribute="centerY" secondItem="cus-00-000" secondAttribute="centerY" id="cs1-00-000"/>
                            <constraint firstAttribute="trailing" secondItem="stk-00-000" secondAttribute="trailing" id="cs2-00-000"/>
                            <constraint firstItem="stk-00-000" firstAttribute="leading" secondItem="cus-00-000" secondAttribute="leading" id="cs3-00-000"/>
                        </constraints>
                    </view>
                </barButtonItem>
            </items>
        </toolbar>
        """
        let doc = try decode(storyboardDocument(toolsVersion: "17156", device: "retina4_7", controllerScene(0, subviews: toolbar, constraints: """
            <constraint firstItem="tbr-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="tb1-00-000"/>
            <constraint firstAttribute="trailing" secondItem="tbr-00-000" secondAttribute="trailing" id="tb2-00-000"/>
            <constraint firstItem="sa0-00-000" firstAttribute="bottom" secondItem="tbr-00-000" secondAttribute="bottom" id="tb3-00-000"/>
            """)))
        let layout = LayoutEngine().layout(doc, Configuration.document(doc))
        let custom = try XCTUnwrap(doc.view(id: "cus-00-000")).index
        XCTAssertEqual(layout.views[custom].mode, .autoresizing)
        XCTAssertEqual(layout.views[custom].frame, Rect(x: 134, y: 27, width: 0, height: 0))
        XCTAssertEqual(frame(doc, "stk-00-000"), Rect(x: 0, y: -20.5, width: 0, height: 41))
        let analysis = DocumentAnalysis(document: doc, configurations: [Configuration.document(doc)], layoutOptions: LayoutOptions())
        XCTAssertEqual(analysis.ambiguities(.free).map { doc.views[$0.view].id }, [])
    }
}

