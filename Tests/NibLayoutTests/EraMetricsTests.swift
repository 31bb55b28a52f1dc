import XCTest
@testable import NibLayout
import NibModel
import NibXML

/// The era model of issue #27 (`EraMetrics`), with the corpus evidence each value rests on.
///
/// Evidence, read from `/work/shared/corpus` (1,837 documents) by the scripts named; "roots" are
/// root views whose safe area a pinned child shows, "repos" how many repositories they come from.
///
/// | quantity | era | value | evidence | script |
/// |---|---|---|---|---|
/// | safe-area top, notched phone, portrait, no bars | Xcode 9-16 | status inset (48 retina6_1, 59 retina6_12, 50 retina5_9) | Xcode 16: retina6_1 48 x14 roots, retina6_12 59 x11, retina5_9 50 x2 | safe-area-tops.py |
/// | same | Xcode 26 | 2 x status inset | retina6_1 96 x4 (amperfy, osmand, vlc), retina6_12 118 x5 (osmand, vlc), retina5_9 100 x2 (amperfy); none otherwise | safe-area-tops.py |
/// | safe-area bottom, notched phone, portrait, no bars | Xcode 9-16 | 34 | Xcode 16: 34 x21 roots | safe-area-tops.py |
/// | same | Xcode 26 | 68 (2 x 34) | retina6_1 68 x1, retina6_12 68 x3 (osmand, vlc) | safe-area-tops.py |
/// | safe-area top, notched phone, landscape, no bars | Xcode 26 | the side inset (47 on retina6_0) | retina6_0 47 x3 roots (xdripswift only) | safe-area-tops.py |
/// | navigation bar, compact-height phone | Xcode 26 | 54 | roots under one: top 101 = 47 + 54 x11; saved bars 54 x4 (xdripswift only) | safe-area-tops.py, control-sizes.py |
/// | navigation bar, portrait phone | Xcode 26 | not shown by any document: the older 44 stands | - | safe-area-tops.py |
/// | non-notched phone, status bar | Xcode 26 | 20 (unchanged) | retina4_7 xib views 20 x2 (amperfy) | safe-area-tops.py |
/// | UISwitch | Xcode 9-16 | 51 x 31 | width 51 x217 of 226, height 31 x222 of 232 (Xcode 9-16) | control-sizes.py --element switch |
/// | UISwitch | Xcode 26 | 63 x 28 | width 63 x3 of 4, height 28 x4 of 4 (xdripswift, osmand) | control-sizes.py --element switch |
/// Folds (sha1(repo) % 3, as tools/era/frames-by-era.py): the portrait doubling is seen in fold 0
/// (osmand: 96 x1, 118 x3) and, independently, in fold 1 (amperfy, vlc: 100 x2, 96 x3, 118 x2,
/// bottoms 68 x4); the landscape values and the switch rest on fold 0 alone (xdripswift, osmand),
/// and the corpus has no Xcode 26 document in fold 2, so those are not yet confirmed elsewhere.
/// | table cell side margins on the 393 pt phone (retina6_12) | Xcode 14.1+ (toolsVersion >= 22000) | 20 (roots keep 16) | cells 20 x25 of 25 (keepassium 14, fold 2; osmand 7 and firebase 1, fold 0); roots on it 16 x1; Xcode 14.0 (21xxx) cells 16 x3 (ProtonVPN) | inline query of tools/era/layout-margins.py's kind, by device |
/// | side margins of a xib's top-level cell on a phone | Xcode 9+ | 20 when both the cell (as saved) and the screen are wide, else 16 | Xcode 9+ top-level cells: >= 400 wide on a wide phone 20 x30 (osmand, ProtonVPN, savoirfaire); narrower there 16 x33 of 34 (osmand, ProtonVPN, OnionBrowser; ChatSecure's one 20 is the exception); wide cells on narrow phones 16 x12 of 16 | inline query, by cell width and device |
/// | table cell top and bottom margins | Xcode 9-16 | 11 | Xcode 16 11 x27, Xcode 14-15 11 x80 | layout-margins.py |
/// | same | Xcode 26 | 15 | tops 15 x3, 16 x1; bottoms 15 x3, 14.83 x2 (amperfy, fold 1; firebase, fold 0) | layout-margins.py |
/// | UIToolbar, notched phone, portrait (auto-laid-out, no height constraint) | Xcode 12-13 (17000-20999) | 49 | 110 of 115 (Esri only, fold 1; 17156-20037); the other 5 are 44; no other era has such a toolbar, so 44 stands there | inline query (control-sizes.py shape, by device) |
/// | tab bar, landscape, Xcode 26 | - | not derived: 12 roots of one document show a bottom of 86 (21 + 49 = 70 before); one repository is too few | safe-area-tops.py |
/// | UISlider alignment insets (frame outside the pinned rectangle) | Xcode 9-16 | 2 a side, 1 below | sliders whose leading is pinned to their superview's start 2 pt before the pin x22 of 22 (Xcode 9-16: danielgindi, mattneub, savoirfairelinux, Esri, AgoraIO, osmand) | control-sizes.py --pin-offsets --element slider |
/// | same | Xcode 26 | none | pinned to the superview's leading: offset 0 x2 of 2 (osmand, fold 0, derived); fold 1 (confirmed): amperfy's Progress saved at the 16 pt layout margins it is pinned to, 343 wide, and vlc's five filling their 560 pt stack; kodi's one is laid out by its mask | control-sizes.py --pin-offsets --element slider; nibtool xml frames |
/// | UISlider height, no height constraint | Xcode 26 | 30 | osmand OATitleSlider 30 x1 (fold 0); constrained ones are saved at their constraint (osmand 28 x2, amperfy 30 x1), so the frame adds nothing below; vlc's 32-33.5 are set by a filling stack | control-sizes.py --element slider |
final class EraMetricsTests: XCTestCase {
    func decode(_ text: String) throws -> IBDocument {
        try DocumentDecoder.decode(try XMLReader.parse(Array(text.utf8)).document)
    }

    func frame(_ doc: IBDocument, _ id: String) -> Rect? {
        LayoutEngine().layout(doc, Configuration.document(doc)).views[doc.view(id: id)!.index].frame
    }

    /// One controller whose root holds `body` (and `constraints`), optionally in a navigation controller.
    func storyboard(toolsVersion: String, device: String, orientation: String = "portrait", width: Double, height: Double,
                    navigation: Bool = false, body: String, constraints: String) -> String {
        let nav = navigation ? """
            <scene sceneID="nv0-00-000"><objects>
                <navigationController id="nav-00-000" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections><segue destination="vc0-00-000" kind="relationship" relationship="rootViewController" id="rel-00-000"/></connections>
                </navigationController>
            </objects></scene>
            """ : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="\(orientation)" appearance="light"/>
            <scenes>
            \(nav)
            <scene sceneID="sc0-00-000"><objects>
                <viewController id="vc0-00-000" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>\(body)</subviews>
                        <constraints>\(constraints)</constraints>
                        <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
                    </view>
                </viewController>
            </objects></scene>
            </scenes>
        </document>
        """
    }

    /// A 50 pt view pinned to the top, leading and bottom of the safe area (bottom through a
    /// second 10 pt view), saved at the origin so that only the layout places it.
    func pinnedBoxes(toolsVersion: String, device: String, orientation: String = "portrait", width: Double, height: Double,
                     navigation: Bool = false) throws -> (top: Rect?, bottom: Rect?) {
        let body = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-00-000"><rect key="frame" x="0.0" y="0.0" width="50" height="50"/></view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bot-00-000"><rect key="frame" x="0.0" y="0.0" width="50" height="10"/></view>
            """
        let constraints = """
            <constraint firstItem="top-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="c01-00-000"/>
            <constraint firstItem="top-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" id="c02-00-000"/>
            <constraint firstItem="top-00-000" firstAttribute="width" constant="50" id="c03-00-000"/>
            <constraint firstItem="top-00-000" firstAttribute="height" constant="50" id="c04-00-000"/>
            <constraint firstItem="sa0-00-000" firstAttribute="bottom" secondItem="bot-00-000" secondAttribute="bottom" id="c05-00-000"/>
            <constraint firstItem="bot-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" id="c06-00-000"/>
            <constraint firstItem="bot-00-000" firstAttribute="width" constant="50" id="c07-00-000"/>
            <constraint firstItem="bot-00-000" firstAttribute="height" constant="10" id="c08-00-000"/>
            """
        let doc = try decode(storyboard(toolsVersion: toolsVersion, device: device, orientation: orientation, width: width, height: height,
                                        navigation: navigation, body: body, constraints: constraints))
        return (frame(doc, "top-00-000"), frame(doc, "bot-00-000"))
    }

    func testErasFromToolsVersion() throws {
        XCTAssertEqual(XcodeEra(toolsVersionText: "10117", toolsVersion: 10117), .upTo8)
        XCTAssertEqual(XcodeEra(toolsVersionText: "13771", toolsVersion: 13771), .xcode9to10)
        XCTAssertEqual(XcodeEra(toolsVersionText: "16097", toolsVersion: 16097), .xcode11to12)
        XCTAssertEqual(XcodeEra(toolsVersionText: "19529", toolsVersion: 19529), .xcode13)
        XCTAssertEqual(XcodeEra(toolsVersionText: "22505", toolsVersion: 22505), .xcode14to15)
        XCTAssertEqual(XcodeEra(toolsVersionText: "23504", toolsVersion: 23504), .xcode16)
        XCTAssertEqual(XcodeEra(toolsVersionText: "24412", toolsVersion: 24412), .xcode26)
        // Xcode 15's command-line placeholder is Xcode 15, not a version after Xcode 26; the
        // decoder gives it Xcode 15's number, so every era decision agrees.
        XCTAssertEqual(XcodeEra(toolsVersionText: "32700.99.1234", toolsVersion: 32700.99), .xcode14to15)
        let placeholder = try decode(storyboard(toolsVersion: "32700.99.1234", device: "retina6_12", width: 393, height: 852, body: "", constraints: ""))
        XCTAssertEqual(placeholder.toolsVersion, 22505)
        XCTAssertEqual(XcodeEra(placeholder), .xcode14to15)
    }

    /// Xcode 26 keeps a notched phone's root view clear of twice the status inset and twice the
    /// home indicator in portrait; Xcode 16 (and the Xcode 15 placeholder) of each once.
    func testNotchedPortraitSafeAreaByEra() throws {
        let xcode26 = try pinnedBoxes(toolsVersion: "24412", device: "retina6_12", width: 393, height: 852)
        XCTAssertEqual(xcode26.top?.y, 118)
        XCTAssertEqual(xcode26.bottom?.y, 852 - 68 - 10)
        let xcode26On61 = try pinnedBoxes(toolsVersion: "24112", device: "retina6_1", width: 414, height: 896)
        XCTAssertEqual(xcode26On61.top?.y, 96)
        let xcode16 = try pinnedBoxes(toolsVersion: "23504", device: "retina6_12", width: 393, height: 852)
        XCTAssertEqual(xcode16.top?.y, 59)
        XCTAssertEqual(xcode16.bottom?.y, 852 - 34 - 10)
        let placeholder = try pinnedBoxes(toolsVersion: "32700.99.1234", device: "retina6_12", width: 393, height: 852)
        XCTAssertEqual(placeholder.top?.y, 59)
        // A phone without a housing keeps the 20 pt status bar in Xcode 26 too.
        let home = try pinnedBoxes(toolsVersion: "24412", device: "retina4_7", width: 375, height: 667)
        XCTAssertEqual(home.top?.y, 20)
        XCTAssertEqual(home.bottom?.y, 667 - 10)
    }

    /// In landscape, Xcode 26 keeps the safe area's top clear of the housing's width too, and a
    /// navigation bar on the compact-height screen is 54 pt (xdripswift: 47 and 47 + 54 = 101).
    func testNotchedLandscapeByEra() throws {
        let bare = try pinnedBoxes(toolsVersion: "24412", device: "retina6_0", orientation: "landscape", width: 844, height: 390)
        XCTAssertEqual(bare.top?.y, 47)
        XCTAssertEqual(bare.top?.x, 47)
        let navigated = try pinnedBoxes(toolsVersion: "24412", device: "retina6_0", orientation: "landscape", width: 844, height: 390, navigation: true)
        XCTAssertEqual(navigated.top?.y, 101)
        let xcode16 = try pinnedBoxes(toolsVersion: "23504", device: "retina6_0", orientation: "landscape", width: 844, height: 390, navigation: true)
        XCTAssertEqual(xcode16.top?.y, 44)
    }

    /// UISwitch is 63 x 28 in Xcode 26 and 51 x 31 before.
    func testSwitchSizeByEra() throws {
        func switchFrame(_ toolsVersion: String) throws -> Rect? {
            let body = """
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw0-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </switch>
                """
            let constraints = """
                <constraint firstItem="sw0-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="10" id="c01-00-000"/>
                <constraint firstItem="sw0-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="10" id="c02-00-000"/>
                """
            return frame(try decode(storyboard(toolsVersion: toolsVersion, device: "retina4_7", width: 375, height: 667, body: body, constraints: constraints)), "sw0-00-000")
        }
        let new = try switchFrame("24412")
        XCTAssertEqual(new?.width, 63)
        XCTAssertEqual(new?.height, 28)
        let old = try switchFrame("23504")
        XCTAssertEqual(old?.width, 51)
        XCTAssertEqual(old?.height, 31)
    }

    /// A slider pinned 20 pt inside the safe area's sides: before Xcode 26 its frame reaches 2 pt
    /// past each pin (and 1 pt below its alignment rectangle); in Xcode 26 the frame is the pinned
    /// span itself and 30 pt tall (OsmAnd's OATitleSliderTableViewCell: leading 20 at x 20, 30 tall).
    func testSliderFrameByEra() throws {
        func sliderFrame(_ toolsVersion: String) throws -> Rect? {
            let body = """
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl0-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </slider>
                """
            let constraints = """
                <constraint firstItem="sl0-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="10" id="c01-00-000"/>
                <constraint firstItem="sl0-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="c02-00-000"/>
                <constraint firstItem="sa0-00-000" firstAttribute="trailing" secondItem="sl0-00-000" secondAttribute="trailing" constant="20" id="c03-00-000"/>
                """
            return frame(try decode(storyboard(toolsVersion: toolsVersion, device: "retina4_7", width: 375, height: 667, body: body, constraints: constraints)), "sl0-00-000")
        }
        let new = try XCTUnwrap(try sliderFrame("24412"))
        XCTAssertEqual(new, Rect(x: 20, y: 30, width: 335, height: 30))
        let xcode16 = try XCTUnwrap(try sliderFrame("23504"))
        XCTAssertEqual(xcode16, Rect(x: 18, y: 30, width: 339, height: 30))
        let xcode10 = try XCTUnwrap(try sliderFrame("14460"))
        XCTAssertEqual(xcode10.height, 31)
        XCTAssertEqual(xcode10.x, 18)
    }

    /// A device nibtool does not know is laid out on the fallback, and says so at the `<device>`
    /// element (the corpus has `retina6_54`, TOCropViewController's Xcode 26 launch screen).
    func testUnknownDeviceIsANoteNamingTheFallback() throws {
        let doc = try decode(storyboard(toolsVersion: "24506", device: "retina6_54", width: 402, height: 874, body: "", constraints: ""))
        let note = try XCTUnwrap(Configuration.unknownDeviceNote(doc, path: "Launch.storyboard"))
        XCTAssertTrue(note.hasPrefix("Launch.storyboard:3:"), note)
        XCTAssertTrue(note.contains("note: device \"retina6_54\" is not one nibtool knows"), note)
        XCTAssertTrue(note.contains("iPhone 8 (retina4_7, 375 x 667 pt, portrait)"), note)
        let known = try decode(storyboard(toolsVersion: "24506", device: "retina6_12", width: 393, height: 852, body: "", constraints: ""))
        XCTAssertNil(Configuration.unknownDeviceNote(known, path: "x"))
    }

    /// A cell in a table filling a controller's root, its label pinned to the content view's
    /// top and leading margins.
    func cellLabelFrame(toolsVersion: String, device: String, width: Double, height: Double) throws -> Rect? {
        let body = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="60" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-000">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="cel-00-000">
                        <rect key="frame" x="0.0" y="50" width="\(width)" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-00-000" id="cnt-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-000">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lbl-00-000" firstAttribute="leading" secondItem="cnt-00-000" secondAttribute="leadingMargin" id="k01-00-000"/>
                                <constraint firstItem="lbl-00-000" firstAttribute="top" secondItem="cnt-00-000" secondAttribute="topMargin" id="k02-00-000"/>
                                <constraint firstItem="lbl-00-000" firstAttribute="width" constant="10" id="k03-00-000"/>
                                <constraint firstItem="lbl-00-000" firstAttribute="height" constant="10" id="k04-00-000"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        let constraints = """
            <constraint firstItem="tbl-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" id="c01-00-000"/>
            <constraint firstItem="tbl-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="c02-00-000"/>
            <constraint firstAttribute="trailing" secondItem="tbl-00-000" secondAttribute="trailing" id="c03-00-000"/>
            <constraint firstAttribute="bottom" secondItem="tbl-00-000" secondAttribute="bottom" id="c04-00-000"/>
            """
        return frame(try decode(storyboard(toolsVersion: toolsVersion, device: device, width: width, height: height,
                                           body: body, constraints: constraints)), "lbl-00-000")
    }

    /// Cells get 20 pt side margins on the 393 pt iPhone 16 since Xcode 14.1 (16 before, and 16
    /// on the 390 pt iPhone 14); their top and bottom margins are 11 until Xcode 16, 15 in Xcode 26.
    func testTableCellMarginsByEraAndScreen() throws {
        let xcode16 = try cellLabelFrame(toolsVersion: "23504", device: "retina6_12", width: 393, height: 852)
        XCTAssertEqual(xcode16?.x, 20)
        XCTAssertEqual(xcode16?.y, 11)
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "21507", device: "retina6_12", width: 393, height: 852)?.x, 16)
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "23504", device: "retina6_0", width: 390, height: 844)?.x, 16)
        let xcode26 = try cellLabelFrame(toolsVersion: "24412", device: "retina6_12", width: 393, height: 852)
        XCTAssertEqual(xcode26?.x, 20)
        XCTAssertEqual(xcode26?.y, 15)
    }

    /// A toolbar pinned to the bottom of the safe area on a notched phone in portrait is 49 pt
    /// tall in Xcode 12-13 (Esri's samples), 44 on a phone with a home button.
    func testToolbarHeightOnNotchedPhones() throws {
        func toolbar(_ device: String, width: Double, height: Double) throws -> Rect? {
            let body = """
                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tb0-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="10"/>
                    <items><barButtonItem title="Go" id="bbi-00-000"/></items>
                </toolbar>
                """
            let constraints = """
                <constraint firstItem="tb0-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" id="c01-00-000"/>
                <constraint firstItem="tb0-00-000" firstAttribute="trailing" secondItem="sa0-00-000" secondAttribute="trailing" id="c02-00-000"/>
                <constraint firstItem="sa0-00-000" firstAttribute="bottom" secondItem="tb0-00-000" secondAttribute="bottom" id="c03-00-000"/>
                """
            return frame(try decode(storyboard(toolsVersion: "17506", device: device, width: width, height: height,
                                               body: body, constraints: constraints)), "tb0-00-000")
        }
        let notched = try toolbar("retina6_1", width: 414, height: 896)
        XCTAssertEqual(notched?.height, 49)
        XCTAssertEqual(notched?.y, 896 - 34 - 49)
        XCTAssertEqual(try toolbar("retina4_7", width: 375, height: 667)?.height, 44)
    }

    /// A xib's top-level cell has 20 pt side margins only when it is as wide as a wide phone:
    /// a 320 pt cell on a 414 pt phone has 16.
    func testTopLevelCellMarginsFollowTheCellsWidth() throws {
        func margin(cellWidth: Double) throws -> Double? {
            let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-000" id="cnt-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="cnt-00-000" secondAttribute="leadingMargin" id="k01-00-000"/>
                                <constraint firstItem="box-00-000" firstAttribute="top" secondItem="cnt-00-000" secondAttribute="top" id="k02-00-000"/>
                                <constraint firstItem="box-00-000" firstAttribute="width" constant="10" id="k03-00-000"/>
                                <constraint firstItem="box-00-000" firstAttribute="height" constant="10" id="k04-00-000"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
            return frame(try decode(text), "box-00-000")?.x
        }
        XCTAssertEqual(try margin(cellWidth: 414), 20)
        XCTAssertEqual(try margin(cellWidth: 320), 16)
    }

    /// tvOS text styles have their own sizes: a Headline label is a 38 pt line (Provenance's tvOS
    /// storyboards save them 46 tall), not iOS's 17 pt one.
    func testTVTextStylesUseTVSizes() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0" toolsVersion="23504" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="appleTV" appearance="light"/>
            <scenes>
                <scene sceneID="sc0-00-000"><objects>
                    <viewController id="vc0-00-000" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-000">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lbl-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="100" id="c01-00-000"/>
                                <constraint firstItem="lbl-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="100" id="c02-00-000"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
        let height = try XCTUnwrap(frame(try decode(text), "lbl-00-000")?.height)
        XCTAssertEqual(height, 46, accuracy: 2, "a 38 pt line, not a 17 pt one")
    }

    /// The table above, as the code holds it: a change to either must change both.
    func testEraMetricsMatchTheEvidence() {
        for era in XcodeEra.allCases where era != .xcode26 {
            XCTAssertEqual(EraMetrics.of(era), EraMetrics.classic, "\(era)")
        }
        let m = EraMetrics.of(.xcode26)
        XCTAssertEqual(m.switchSize, Size(width: 63, height: 28))
        XCTAssertEqual(m.notchedPortraitInsetMultiple, 2)
        XCTAssertTrue(m.notchedLandscapeTopIsSideInset)
        XCTAssertEqual(m.landscapePhoneNavigationBar, 54)
        XCTAssertEqual(m.cellVerticalMargin, 15)
        XCTAssertEqual(EraMetrics.classic.cellVerticalMargin, 11)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 21507).wideCellMarginsFromScreenWidth, 414)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 22505).wideCellMarginsFromScreenWidth, 393)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 17156).notchedPortraitToolbar, 49)
        XCTAssertNil(EraMetrics.of(toolsVersion: 23504).notchedPortraitToolbar)
        XCTAssertEqual(EraMetrics.classic.sliderAlignmentInsets, ScreenInsets(top: 0, left: 2, bottom: 1, right: 2))
        XCTAssertEqual(m.sliderAlignmentInsets, .zero)
        XCTAssertEqual(m.sliderHeight, 30)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 14460).sliderHeight, 31)
    }
}
