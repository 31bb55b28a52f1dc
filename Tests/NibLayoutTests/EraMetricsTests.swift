import XCTest
@testable import NibLayout
import NibModel
import NibTestSupport
import NibText
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
/// | same | Xcode 16.3+ (toolsVersion >= 23727) | 2 x status inset, 2 x home indicator (as Xcode 26) | derived on fold 2: KeePassium's OnboardingStepVC (23727, retina6_12) top 118, bottom 68; confirmed on fold 0: seafile's FolderView_iPhone (23727, retina6_12, top layout guides) 118, and 118 + 44 under a navigation bar; Xcode 16 up to 23504: retina6_12 59 x11, no 118 | safe-area-tops.py by toolsVersion; nibtool xml frames |
/// | safe-area bottom, notched phone, portrait, no bars | Xcode 9-16 | 34 | Xcode 16: 34 x21 roots | safe-area-tops.py |
/// | same | Xcode 26 | 68 (2 x 34) | retina6_1 68 x1, retina6_12 68 x3 (osmand, vlc) | safe-area-tops.py |
/// | safe-area top, notched phone, landscape, no bars | Xcode 26 | the portrait status inset, as the era's second share (47 on retina6_0, where it equals the side inset) | retina6_0 47 x3 roots (xdripswift only) | safe-area-tops.py |
/// | navigation bar, compact-height phone | Xcode 26 | 54 | roots under one: top 101 = 47 + 54 x11; saved bars 54 x4 (xdripswift only) | safe-area-tops.py, control-sizes.py |
/// | navigation bar, portrait phone | Xcode 26 | not shown by any document: the older 44 stands | - | safe-area-tops.py |
/// | non-notched phone, status bar | Xcode 26 | 20 (unchanged) | retina4_7 xib views 20 x2 (amperfy) | safe-area-tops.py |
/// | UISwitch | Xcode 9-16 | 51 x 31 | width 51 x217 of 226, height 31 x222 of 232 (Xcode 9-16) | control-sizes.py --element switch |
/// | UISwitch | Xcode 26 | 63 x 28 | width 63 x3 of 4, height 28 x4 of 4 (xdripswift, osmand) | control-sizes.py --element switch |
/// Folds (sha1(repo) % 3, as tools/era/frames-by-era.py): the portrait doubling is seen in fold 0
/// (osmand: 96 x1, 118 x3) and, independently, in fold 1 (amperfy, vlc: 100 x2, 96 x3, 118 x2,
/// bottoms 68 x4); the landscape values and the switch rest on fold 0 alone (xdripswift, osmand),
/// and the corpus has no Xcode 26 document in fold 2, so those are not yet confirmed elsewhere.
/// | table cell side margins on the 393 pt phone (retina6_12) | Xcode 14+ (toolsVersion >= 21000) | 20 (roots keep 16) | cells 20 x25 of 25 (keepassium 14, fold 2; osmand 7 and firebase 1, fold 0); roots on it 16 x1. Xcode 14.0-14.3 (21xxx): ProtonVPN's three 16s are top-level cells left at the 320 pt new-cell width (16 by that rule, which first explained them as an era); unseen apps give 20: AGPU's 430 pt top-level cell (21701, second hold-out), CodePath's capstone table and kingtiger98's 603 pt top-level cell (21701, third hold-out) | cell-margins.py --by era,toplevel,screen,cellw,tv --corpus DIR |
/// | table cell side margins on the 390 pt phone (retina6_0) | Xcode 14-15 (21000-22999, and the 32700 placeholder) | 20; 16 from Xcode 16 | top-level cells 414 wide: 20 x4 documents (22155 x3, 32700 x1), 16 x5 (23727 x1, 24128 x1, 24506 x3), all osmand (fold 0); confirmed on an unseen app: DeVIn4I's ImageFeed (21225, a table in a root view, third hold-out), 20 x2 | cell-margins.py --by era,toplevel,screen,cellw,tv |
/// | side margins of a xib's top-level cell on a phone | Xcode 9+ | 20 when both the cell (as saved) and the screen are wide, else 16 | Xcode 9+ top-level cells: >= 400 wide on a wide phone 20 x30 (osmand, ProtonVPN, savoirfaire); narrower there 16 x33 of 34 (osmand, ProtonVPN, OnionBrowser; ChatSecure's one 20 is the exception); wide cells on narrow phones 16 x12 of 16 | inline query, by cell width and device |
/// | table cell top and bottom margins | Xcode 9-16 | 11 | Xcode 16 11 x27, Xcode 14-15 11 x80 | layout-margins.py |
/// | same | Xcode 26 | 15 | tops 15 x3, 16 x1; bottoms 15 x3, 14.83 x2 (amperfy, fold 1; firebase, fold 0) | layout-margins.py |
/// | UIToolbar, notched phone, portrait (auto-laid-out, no height constraint) | Xcode 12-13 (17000-20999) | 49 where its bottom stands on the home indicator's inset (held to a safe area's bottom that keeps clear of it), else 44 | 110 of 115 (Esri only, fold 1; 17156-20037) are 49, all held to the root's safe-area bottom or bottom layout guide; of the other 5, 44 tall: 2 stand on another toolbar (49 tall below them), 1 on the safe-area bottom of a container's child that keeps no inset, 2 on the root's safe-area bottom (not explained); no other era has such a toolbar, so 44 stands there | inline query (control-sizes.py shape, by device) |
/// | status bar of a phone without a housing (and the 9.7" iPad), portrait, no bars | Xcode 10.2-14.2 (toolsVersion 14800-21699) | 0; 20 from Xcode 14.3 (21701) | toolsVersion 21000-21699: every root whose safe-area top a pin shows is at 0: ProtonVPN's Main (21507) x2 (derived, fold 1), openedx's DiscussionResponses (21507), OEXLoginViewController (21225) and the iPad xib OEXRegistrationViewController (21225) (fold 1, another repository); no root at 20 there. 21701 and later: 20 (KeePassium fold 2, AgoraIO and INaturalist fold 1, DuckDuckGo fold 2, OctoPod 32700) but one ambiguous-flagged stack | inline query (safe-area-tops.py shape, by toolsVersion); nibtool xml frames |
/// | safe-area bottom of a container view's child, notched phone, portrait | Xcode 12-14.0 (toolsVersion 17000-21699), the era of the top-level xib row below | what the child overlaps of the home indicator placed on the screen's top left, as a top-level xib view: 0 for every child in the corpus, top the status inset | every such child whose safe area a pin shows: AdGuard's Activity (19162, fold 2): two 852 pt children centred on their safe area 22 pt low, a third pinned to its bottom at 0; Esri (fold 1): RouteAroundBarriers (17506, 150 pt child, top 44, bottom 0) and Content Display Logic's Main (20037, 808 pt child, bottom 0). Xcode 10.1 (kharrison's DynamicContainer, 14490): 34 kept; no Xcode 11 or 14+ document shows one | inline query (safe-area-tops.py shape, embedded controllers); nibtool xml frames |
/// | status inset of retina6_0 and retina6_7 (devices new in Xcode 12), portrait | before Xcode 14 (toolsVersion < 21000) | 44, as the other notched phones then (Xcode 11-13 roots at 44, none at 47 or 48: retina6_1 fold 0 x1, fold 1 x219, fold 2 x20; retina5_9 and retina6_5 folds 1 and 2) | predicted from the other notched phones; confirmed on fold 1 (Esri's ExportTiles, retina6_0, 17506: 4 views) and fold 2 (AdGuard's Onboarding, retina6_7, 19150: 5 views); Xcode 14-15 retina6_0 47 x1 | safe-area-tops.py; nibtool xml frames |
/// | page sheet on a notched phone, portrait (root saved screen - status inset - 10 tall, at y 0) | Xcode 11-13 | safe area top 0 (below its own bar only), bottom the home indicator | Esri only (fold 1): 842 pt roots on the 896 pt phone, tops 0 x6 and 56 (a sheet's bar) x1, bottoms 34 x4 (18 views); no other repository saves a sheet on a notched phone, so this rests on UIKit's sheet geometry and is not confirmed on another fold | safe-area-tops.py --detail; nibtool xml frames |
/// | page sheet on a phone without a sensor housing, portrait (root saved screen - 20 tall, or that less its bar, at y 0) | Xcode 11+ (toolsVersion >= 15000) | the sheet starts at y 20 whatever status inset the era's canvas gives full-screen roots: a root under its bar keeps clear of the bar only | derived on fold 1: iNaturalist's MainStoryboard (22154, retina5_5) taxa search root 716 under a 56 pt sheet bar, views pinned to the top layout guide saved at 56 (3 views, were 76); the sheet's size is corroborated by saved roots on folds 1 and 2 (tinode 660 and DuckDuckGo's Bookmarks 591 = screen - 20 - 56 below the bar, AltStore 647 = 667 - 20 in Xcode 12), whose frames do not depend on it; no view of another fold changes | nibtool xml frames; inline query (presented roots' saved heights on pre-notch phones) |
/// | safe-area bottom, notched phone, landscape | Xcode 26 (the era's second share, as the top above) | 21 + 34 = 55 without bars | retina6_0: the one root without bars whose bottom a pin shows, 55 (xdripswift only, fold 0); no other Xcode 16.3+ document is in landscape, so not confirmed on another fold | safebottom-style query (safe-area pins by controller chain); nibtool xml frames (15 views right, none lost) |
/// | tab bar, compact-height phone (landscape) | Xcode 26 | 31 (86 - 55) | 12 roots in or pushed from a tab bar controller, all at 86 (xdripswift only, fold 0): one repository, not confirmed on another fold; portrait keeps 49 | same |
/// | UISlider alignment insets (frame outside the pinned rectangle) | Xcode 9-16 | 2 a side, 1 below | sliders whose leading is pinned to their superview's start 2 pt before the pin x22 of 22 (Xcode 9-16: danielgindi, mattneub, savoirfairelinux, Esri, AgoraIO, osmand) | control-sizes.py --pin-offsets --element slider |
/// | same | Xcode 26 | none | pinned to the superview's leading: offset 0 x2 of 2 (osmand, fold 0, derived); fold 1 (confirmed): amperfy's Progress saved at the 16 pt layout margins it is pinned to, 343 wide, and vlc's five filling their 560 pt stack; kodi's one is laid out by its mask | control-sizes.py --pin-offsets --element slider; nibtool xml frames |
/// | UISlider height, no height constraint | Xcode 26 | 33 | vlc's VideoFiltersView (fold 1): five sliders and five 16 pt labels share a 305 pt fill-proportionally stack; saved 32-33.5 and 19-19.5, the proportions of 33 and 19.09 at their natural length (30 would give the labels 20 and the sliders 31.5). Osmand's OATitleSlider 30 x1 (fold 0) sits between pins in an 84 pt top-level cell that sets its height (laid out 30 with either value); constrained ones are saved at their constraint (osmand 28 x2, amperfy 30 x1). One repository: not confirmed on another fold | control-sizes.py --element slider; nibtool xml frames |
/// | image view showing a circled SF Symbol at the default configuration: frame inside the constrained rectangle | Xcode 11-26 (16097-24112) | 0.5 at the top and at the bottom | saved 1 pt shorter than the height constraint at 15-100 pt x8 of 8 (centred on it x7; the eighth is 5 pt off for another reason): amperfy x2 (fold 1, derived); Loop x4, Provenance x1 (fold 2), OnionBrowser x1 (fold 0) (confirmed) | nibtool xml frames --why ([stale] by 1 pt before); `CircledSymbolAlignmentTests` |
/// | side margins of a xib's top-level cell on the 375 pt phone | Xcode 10.2-11 (toolsVersion 14810-16999) | 15, leading and trailing, whatever the cell's width (320-600 pt) | derived on fold 1: 30 of 30 margins at 15 (LoopKit 27, ProtonVPN 3); confirmed on fold 2: 16 of 16 (ring-client-ios, Loop); Xcode 10.1 (14113-14490): 16 x19 of 21 (RocketChat, ProtonVPN, LoopKit, openhab); Xcode 12-13: 16 x7 (OsmAnd, ProtonVPN, vlc) | cell-margins.py --by toplevel,screen,tv (--side trailing) |
/// | same, on the 414 pt phone | Xcode 10.2-11 | unchanged: 320 pt cells 16 x5 (OnionBrowser, ProtonVPN), a 510 pt cell 20 x2 (ring); ChatSecure's 380 pt cell 20 x2 is one repository, so the 414 pt width threshold stands | cell-margins.py |
/// | a content view that preserves its superview's margins, in a cell whose margins the document sets | any | the larger of the table's and the set ones, side by side | AltStore's Settings (Xcode 13, fold 1): 30 x17; content views that set their own smaller margins keep the cell's (Loop, LoopKit: 15 set, 15 and 16 kept, x3). UIKit's rule for preservesSuperviewLayoutMargins, not fitted: one repository shows it above the table's | cell-margins.py --by explicit |
/// | controller root side margins | Xcode 9-15 | 16 below 414 pt, 20 from 414 (unchanged) | Xcode 9-10 16 x44 of 45, 20 x3; Xcode 11-12 16 x33 of 39, 20 x3; Xcode 14-15 16 x4 | layout-margins.py |
/// | a plain view's margins | Xcode 9-16 | 8 (unchanged) | 8: Xcode 9-10 x3 of 4, 11-12 x14, 13 x11, 14-15 x22, 16 x10 (leading and top) | layout-margins.py |
/// | a stack view's margins with layoutMarginsRelativeArrangement | - | not derived: no document of the corpus sets the attribute; a stack's set margins are used as set | - |
/// | side margins of cells of a grouped table below a controller's root view, or of one no wider than a new cell (320 pt), phone | Xcode 13-15 (toolsVersion 19000-22999) | 16, on the 414 pt phone too (root tables' cells: 20) | derived on fold 1: INaturalist (22154, grouped, 414 pt phone) 12 of 12 leading and trailing margins at 16 (+-0.17); fold 2: KeePassium (19162, 21701; 300 and 252 pt tables) 10 of 10 at 16. Kept at 20: a content view that follows the readable width (ProtonVPN, x2, fold 1) and an inset grouped table's cells (KeePassium, 20 x3 and 18 x1, fold 2: seen after the rule was written, so this exclusion rests on fold 2 alone). Xcode 12 (AdGuard 17506, one trailing 20) and 16 show no such table, so the rule stops there. A plain table wider than that keeps the wide margins: ImageFeed (21225, 390 pt phone) 20 x2 and CodePath's capstone (21701, 393 pt) 20, third hold-out; the rule had been written for plain tables too from the grouped and narrow ones alone | cell-margins.py --by owner,screen,tv,tstyle,readable,cellw |
/// | unconfirmed, not applied (one repository each) | - | a table wider than its phone (OctoPod's 395 pt table on a 375 pt phone): cells 20 x4; Xcode 14.1-15 top-level 414 pt cells on the 390 pt phone 20 x4 (OsmAnd; Xcode 16 and 26 give 16 x4); top-level 320 pt cells on the 768 pt iPad 16 x3 (seafile) | cell-margins.py |
/// | Dynamic Type size of text styles (canvas default) | Xcode 13 (toolsVersion 18122-20037) | Extra Small: Body and Headline 17 pt tall, Subhead and Footnote 14.5, Title1 30; a configured button's title 14 pt (plain "Button" 67 x 31) | derived on fold 1: single-line text-style labels at Extra Small heights in AgoraIO, tinode, zotero, ProtonVPN, LoopKit, OctoPod, Esri (18122-20037), none at Large but zotero's one 20 pt cell label; AgoraIO and ProtonVPN plain buttons 67, 87, 97 x 31 (x5). Confirmed on fold 2: KeePassium (19150-20037) 24 labels, all at Extra Small heights. Fold 0: kharrison's DynamicText (18122) all Extra Small; OsmAnd's two 19455 cells are at Large (one document's saved heights do not reach the 3 samples that override the default). Xcode 12 (17156-17701: Esri, SwiftKick, AgoraIO, KeePassium) and 14+ (21507 on) show Large | tv.py-style query: text-style label heights by toolsVersion |
/// | home indicator inset of a top-level xib view (no controller), notched phone | Xcode 12-14.0 (toolsVersion 17000-21699; Xcode 12 from the container's child row above) | what the view overlaps of it, placed on the screen's top left; all of it if the view is larger than the screen; the status inset whole even in a 40 pt view | views that fit, bottom 0: tinode 40x40 (20037, centred content also gives top 44), 414x116 (20037), 414x180 and 414x245 (21507); vlc 320x522 (18122); zotero 414x276 (20037), all fold 1. Before Xcode 12 no document shows such a view (ring's 400x400, 16097, pins an autoresizing view); a container's child in Xcode 10 keeps all of it. Wider than the 414 pt phone, bottom 34: ProtonVPN 643x227, 590x298, 499x490 (18122-20037), zotero 428x115, 460x443 (fold 1). Fold 0 has no such view: not confirmed on another fold | top-level-view-insets.py; nibtool xml frames (23 views fixed, none lost) |
/// | same | Xcode 14.1-16.2 (21700-23726) | 34 whatever the view's size | ProtonVPN 376x122 (21701), zotero 414x284 (21701), amperfy's 1202x585 iPad header in landscape, bottom 20 (23094); all fold 1 | top-level-view-insets.py --all-devices |
/// | same | Xcode 16.3+ (>= 23727) | the screen's inset once (the second share of the doubled root inset), plus what the view overlaps of the first: a 264 pt bar keeps 96 at the top, 34 at the bottom | zotero 414x264 (24093.7, fold 1) only | top-level-view-insets.py |
/// | status inset of an iPad with rounded corners (ipad10_9rounded, ipad12_9rounded), no bars | Xcode 11-12 (toolsVersion 15000-17999) | 0; 24 from Xcode 13; the home indicator's 20 at the bottom throughout | derived on ring-client-ios (fold 2): CreateSipAccount (16096, portrait) and MigrateAccount (15705, landscape) roots top 0, bottom 20 (Welcome, 16096, pins its scroll view to the root, not the safe area); confirmed on another repository, AdGuard's UpsellViewController (17701, fold 2, a top-level xib view on ipad10_9rounded: a button pinned 16 below the safe area's top saved at 16). Kept at 24: ProtonVPN's Common (20037, fold 1) and zotero's ZShare MainInterface (23727, fold 1). No Xcode 10 document uses such an iPad; fold 0 has none, so the value is not confirmed on another fold | safe-area-tops.py --detail; nibtool xml frames (3 views right, none lost) |
/// | readable width (side margins of a view with layoutMarginsFollowReadableWidth) | Xcode 13 (Extra Small canvas text) | 560 pt between the margins, centred | ProtonVPN's ConnectionBar root (20037, ipad12_9rounded, freeform 798 pt, fold 1): labels on its margins at 119 = (798 - 560) / 2 from each side; the only document of the corpus whose view is wider than the readable width plus margins, so no other fold confirms it; Large's 672 is iOS's | xml frames |
/// | navigation bar on an iPad | Xcode 16 (toolsVersion 23000-23999) | 50, below the status inset | derived on fold 0: seafile's FolderView_iPad (23504, ipad10_9rounded) saves its two bars outside tab bar controllers at (0, 24, w, 50) (a 320 pt split-view sidebar and an 820 pt navigation controller; its five bars in a tab bar controller's children are saved 64 and no view depends on them, not modelled); confirmed on fold 1: zotero's ZShare MainInterface (23727, ipad10_9rounded) saves its bar at (0, 24, 820, 50) and the views pinned to the safe-area top below it at y 74 = 24 + 50 (44 gave 68). Before Xcode 16 no document saves a standard iPad bar (Xcode 9-12: 44 x2, one 102 with large titles in Xcode 15); Xcode 26 has no iPad document with a bar, so 44 stands there | inline query (saved navigationBar frames by era and device); safe-area-tops.py --detail; nibtool xml frames |
final class EraMetricsTests: DesignTimeTestCase {
    /// One controller whose root holds `body` (and `constraints`), optionally in a navigation
    /// controller and (as that controller's, or its own, container) a tab bar controller.
    func storyboard(toolsVersion: String, device: String, orientation: String = "portrait", width: Double, height: Double,
                    navigation: Bool = false, tabBar: Bool = false, controllerExtra: String = "", body: String, constraints: String) -> String {
        let tabs = tabBar ? tabBarScene(tab: navigation ? "nav-00-000" : "vc0-00-000", width: Int(width)) : ""
        let nav = navigation ? navigationScene(root: 0, barY: 0, width: Int(width)) : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="\(orientation)" appearance="light"/>
            <scenes>
            \(tabs)
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
                    \(controllerExtra)
                </viewController>
            </objects></scene>
            </scenes>
        </document>
        """
    }

    /// A 50 pt view pinned to the top, leading and bottom of the safe area (bottom through a
    /// second 10 pt view), saved at the origin so that only the layout places it.
    func pinnedBoxes(toolsVersion: String, device: String, orientation: String = "portrait", width: Double, height: Double,
                     navigation: Bool = false, tabBar: Bool = false, controllerExtra: String = "") throws -> (top: Rect?, bottom: Rect?) {
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
                                        navigation: navigation, tabBar: tabBar, controllerExtra: controllerExtra, body: body, constraints: constraints))
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

    /// A phone without a sensor housing: Xcode 10.2 to 14.2 (toolsVersion 14800-21699) simulate
    /// no status bar, Xcode 14.3 (21701) and later the 20 pt one. Under a navigation bar the safe
    /// area starts at the bar's 44 pt then.
    func testPhonesWithoutAHousingGetTheStatusBarFromXcode14_3() throws {
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "19529", device: "retina4_7", width: 375, height: 667).top?.y, 0)
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "21225", device: "retina4_7", width: 375, height: 667).top?.y, 0)
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "21507", device: "retina4_7", width: 375, height: 667).top?.y, 0)
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "21507", device: "retina4_7", width: 375, height: 667, navigation: true).top?.y, 44)
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "21701", device: "retina4_7", width: 375, height: 667).top?.y, 20)
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "21701", device: "retina4_0", width: 320, height: 568).top?.y, 20)
    }

    /// Before Xcode 14 the canvas gave every notched phone a 44 pt status inset, the devices new
    /// in Xcode 12 (retina6_0, retina6_7) included; from Xcode 14 on they get their own 47.
    func testNotchedPhonesBeforeXcode14Have44PointStatusInsets() throws {
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "17506", device: "retina6_0", width: 390, height: 844).top?.y, 44)
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "19150", device: "retina6_7", width: 428, height: 926).top?.y, 44)
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "22155", device: "retina6_0", width: 390, height: 844).top?.y, 47)
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "22155", device: "retina6_7", width: 428, height: 926).top?.y, 47)
    }

    /// A root saved at a page sheet's size (a notched phone's screen less the status inset and
    /// 10 pt: 842 on the 896 pt phone in Xcode 11-13) sits at the bottom of the screen: its safe
    /// area starts at its top and keeps clear of the home indicator. A root of another height
    /// keeps clear of the status inset, as before.
    func testARootSavedAtAPageSheetsSizeSitsAtTheBottomOfTheScreen() throws {
        let sheet = try pinnedBoxes(toolsVersion: "17156", device: "retina6_1", width: 414, height: 842)
        XCTAssertEqual(sheet.top?.y, 0)
        XCTAssertEqual(sheet.bottom?.y, 842 - 34 - 10)
        let shorter = try pinnedBoxes(toolsVersion: "17156", device: "retina6_1", width: 414, height: 800)
        XCTAssertEqual(shorter.top?.y, 44)
        // Xcode 10 (before iOS 13's sheets) did not draw one.
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "14490", device: "retina6_1", width: 414, height: 842).top?.y, 44)
    }

    /// On a phone without a sensor housing a page sheet starts right below the 20 pt status bar
    /// (roots saved 20 pt shorter than the screen, or that and their bar: iNaturalist's taxa
    /// search 716 on the 736 pt phone, tinode's 660 and DuckDuckGo's 591 below a 56 pt sheet
    /// bar, AltStore's 647 on the 667 pt phone). A root under its bar in such a sheet keeps
    /// clear of the bar only, not of the status bar as well.
    func testAPageSheetOnAPhoneWithoutASensorHousingStartsBelowTheStatusBar() throws {
        let sheet = try pinnedBoxes(toolsVersion: "22154", device: "retina5_5", width: 414, height: 716, navigation: true)
        XCTAssertEqual(sheet.top?.y, 44)
        let fullScreen = try pinnedBoxes(toolsVersion: "22154", device: "retina5_5", width: 414, height: 736, navigation: true)
        XCTAssertEqual(fullScreen.top?.y, 20 + 44)
        // Xcode 10 (before iOS 13's sheets) did not draw one.
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "14490", device: "retina5_5", width: 414, height: 716, navigation: true).top?.y, 20 + 44)
    }

    /// Xcode 16.3 (toolsVersion 23727) already doubles a notched phone's portrait insets, as
    /// Xcode 26 does; Xcode 16.2 (23504) keeps them once. A navigation bar adds its 44 pt below.
    func testXcode16_3DoublesTheNotchedPortraitInsets() throws {
        let xcode16_3 = try pinnedBoxes(toolsVersion: "23727", device: "retina6_12", width: 393, height: 852)
        XCTAssertEqual(xcode16_3.top?.y, 118)
        XCTAssertEqual(xcode16_3.bottom?.y, 852 - 68 - 10)
        let underBar = try pinnedBoxes(toolsVersion: "23727", device: "retina6_12", width: 393, height: 852, navigation: true)
        XCTAssertEqual(underBar.top?.y, 118 + 44)
        let xcode16_2 = try pinnedBoxes(toolsVersion: "23504", device: "retina6_12", width: 393, height: 852, navigation: true)
        XCTAssertEqual(xcode16_2.top?.y, 59 + 44)
        // A phone without a housing keeps its 20 pt status bar.
        let home = try pinnedBoxes(toolsVersion: "23727", device: "retina4_7", width: 375, height: 667)
        XCTAssertEqual(home.top?.y, 20)
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

    /// Xcode 26 draws a phone's standard navigation bar 54 pt tall in portrait too. Every Xcode 26
    /// navigation controller of a portrait phone with a standard bar saves it so: firebase's
    /// quickstart in the corpus (y 118 on the 393 x 852 phone), and outside it GoMap's Nominatim,
    /// IOS-2026 and siskin-im (y 96 on the 414 x 896 one), 9 bars in 4 repositories, none 44.
    /// A controller under such a bar keeps its safe area's top below it (GoMap: a view pinned
    /// there saved at 118 + 54 = 172). Xcode 16 keeps 44.
    func testXcode26PortraitPhoneNavigationBarIs54() throws {
        let xcode26 = try pinnedBoxes(toolsVersion: "24765", device: "retina6_12", width: 393, height: 852, navigation: true)
        XCTAssertEqual(xcode26.top?.y, 118 + 54)
        let xcode26On61 = try pinnedBoxes(toolsVersion: "24506", device: "retina6_1", width: 414, height: 896, navigation: true)
        XCTAssertEqual(xcode26On61.top?.y, 96 + 54)
        let xcode16 = try pinnedBoxes(toolsVersion: "23504", device: "retina6_12", width: 393, height: 852, navigation: true)
        XCTAssertEqual(xcode16.top?.y, 59 + 44)
    }

    /// A search bar with no height of its own is as tall as it was saved when that is one of the
    /// era's search bar heights: Xcode 26 saved GoMap's default search bar 64 tall (outside the
    /// corpus, which has no Xcode 26 search bar laid out by constraints), so 64 is in Xcode 26's
    /// interval; in Xcode 16 a saved 64 is no search bar height and UISearchBar's 56 stands.
    func testSearchBarHeightIsPinnedBySavedFrameWithinTheErasInterval() throws {
        func searchBarHeight(toolsVersion: String, saved: Double) throws -> Double? {
            let body = """
                <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="sb0-00-000">
                    <rect key="frame" x="0.0" y="200" width="393" height="\(saved)"/>
                    <textInputTraits key="textInputTraits"/>
                </searchBar>
                """
            let constraints = """
                <constraint firstItem="sb0-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="20" id="c01-00-000"/>
                <constraint firstItem="sb0-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" id="c02-00-000"/>
                <constraint firstItem="sa0-00-000" firstAttribute="trailing" secondItem="sb0-00-000" secondAttribute="trailing" id="c03-00-000"/>
                """
            let doc = try decode(storyboard(toolsVersion: toolsVersion, device: "retina6_12", width: 393, height: 852, body: body, constraints: constraints))
            return frame(doc, "sb0-00-000")?.height
        }
        XCTAssertEqual(try searchBarHeight(toolsVersion: "24765", saved: 64), 64)
        XCTAssertEqual(try searchBarHeight(toolsVersion: "24765", saved: 56), 56)
        XCTAssertEqual(try searchBarHeight(toolsVersion: "23504", saved: 64), 56)
        XCTAssertEqual(try searchBarHeight(toolsVersion: "23504", saved: 44), 44)
    }

    /// The landscape top of Xcode 26 and its bottom are one rule: a root keeps clear of the
    /// landscape insets (the housing's 47 pt at the sides, 21 pt at the bottom) and, as the
    /// second of the era's two shares, of portrait's status inset and home indicator: top 47,
    /// bottom 21 + 34 = 55 (xdripswift's landscape value scene). A tab bar on the compact-height
    /// screen adds 31 (its twelve tab children: 86). Xcode 16.2 keeps the landscape insets once
    /// and a 49 pt tab bar.
    func testNotchedLandscapeAddsPortraitsInsetsAsTheSecondShare() throws {
        let bare = try pinnedBoxes(toolsVersion: "24412", device: "retina6_0", orientation: "landscape", width: 844, height: 390)
        XCTAssertEqual(bare.top?.y, 47)
        XCTAssertEqual(bare.bottom?.y, 390 - 55 - 10)
        let tabbed = try pinnedBoxes(toolsVersion: "24412", device: "retina6_0", orientation: "landscape", width: 844, height: 390,
                                     navigation: true, tabBar: true)
        XCTAssertEqual(tabbed.top?.y, 101)
        XCTAssertEqual(tabbed.bottom?.y, 390 - 86 - 10)
        let xcode16 = try pinnedBoxes(toolsVersion: "23504", device: "retina6_0", orientation: "landscape", width: 844, height: 390)
        XCTAssertEqual(xcode16.top?.y, 0)
        XCTAssertEqual(xcode16.bottom?.y, 390 - 21 - 10)
        let xcode16Tabbed = try pinnedBoxes(toolsVersion: "23504", device: "retina6_0", orientation: "landscape", width: 844, height: 390, tabBar: true)
        XCTAssertEqual(xcode16Tabbed.bottom?.y, 390 - 21 - 49 - 10)
        // Portrait keeps the 49 pt tab bar below twice the home indicator (no Xcode 26 document
        // shows a portrait tab bar; this is the older rule, unchanged).
        let portrait = try pinnedBoxes(toolsVersion: "24412", device: "retina6_0", width: 390, height: 844, tabBar: true)
        XCTAssertEqual(portrait.bottom?.y, 844 - 68 - 49 - 10)
    }

    /// A freeform root shorter than the screen, at its top (a notification content extension's
    /// 400 pt root on the 852 pt phone), is simulated as a top-level xib view of its size: from
    /// Xcode 14.1 to 16.2 (the Xcode 15 placeholder included) it keeps the home indicator's 34 pt
    /// at its bottom although it does not reach it; Xcode 13 and 14.0 keep only what it overlaps.
    func testAShortRootAtTheScreensTopKeepsTheHomeIndicatorAsATopLevelViewDoes() throws {
        let freeform = """
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="393" height="400"/>
            """
        func short(_ toolsVersion: String) throws -> (top: Rect?, bottom: Rect?) {
            try pinnedBoxes(toolsVersion: toolsVersion, device: "retina6_12", width: 393, height: 400, controllerExtra: freeform)
        }
        for tv in ["32700.99.1234", "22155", "23504"] {
            XCTAssertEqual(try short(tv).top?.y, 59, tv)
            XCTAssertEqual(try short(tv).bottom?.y, 400 - 34 - 10, tv)
        }
        for tv in ["19162", "21507"] {
            XCTAssertEqual(try short(tv).bottom?.y, 400 - 10, tv)
        }
    }

    /// A root that starts below its navigation bar (no extended edges) and was saved as much
    /// shorter than the screen as the status inset and the bar: it lies below both, so its safe
    /// area's top is at its top, and it reaches the home indicator (a 718 pt root on the 812 pt
    /// phone: 812 - 50 - 44; a stack centred on its safe area 17 pt above the root's centre).
    func testARootBelowItsBarsReachesTheScreensBottom() throws {
        let below = try pinnedBoxes(toolsVersion: "23504", device: "retina5_9", width: 375, height: 718, navigation: true,
                                    controllerExtra: #"<extendedEdge key="edgesForExtendedLayout"/>"#)
        XCTAssertEqual(below.top?.y, 0)
        XCTAssertEqual(below.bottom?.y, 718 - 34 - 10)
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
    /// span itself and 33 pt tall (OsmAnd's OATitleSliderTableViewCell: leading 20 at x 20; the
    /// height as vlc's sliders in a fill-proportionally stack show it).
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
        XCTAssertEqual(new, Rect(x: 20, y: 30, width: 335, height: 33))
        let xcode16 = try XCTUnwrap(try sliderFrame("23504"))
        XCTAssertEqual(xcode16, Rect(x: 18, y: 30, width: 339, height: 30))
        let xcode10 = try XCTUnwrap(try sliderFrame("14460"))
        XCTAssertEqual(xcode10.height, 31)
        XCTAssertEqual(xcode10.x, 18)
    }

    /// A device nibtool does not know takes its screen from the document's own evidence: the
    /// saved frame of a controller's root view that fills the screen (as Xcode 16.0-16.2, before
    /// the doubled notched insets of 16.3; the corpus has `retina6_54`). A 420 x 912 phone is taller than 2:1, so it
    /// has a sensor housing, and its safe area is that of the newest known such phone.
    func testUnknownDeviceTakesItsScreenFromASavedRootFrame() throws {
        let (top, bottom) = try pinnedBoxes(toolsVersion: "23504", device: "retina6_54", width: 420, height: 912)
        let doc = try decode(storyboard(toolsVersion: "23504", device: "retina6_54", width: 420, height: 912, body: "", constraints: ""))
        let config = Configuration.document(doc)
        XCTAssertEqual(config.size, Size(width: 420, height: 912))
        XCTAssertEqual(config.traits, Traits(width: .compact, height: .regular))
        // The newest known phone with a housing, the iPhone 16 Pro Max, is 62 pt at the top.
        XCTAssertEqual(try XCTUnwrap(top).y, 62)
        XCTAssertEqual(try XCTUnwrap(bottom).maxY, 912 - 34)
        let note = try XCTUnwrap(Configuration.unknownDeviceNote(doc, path: "Launch.storyboard"))
        XCTAssertTrue(note.hasPrefix("Launch.storyboard:3:"), note)
        XCTAssertTrue(note.contains("note: device \"retina6_54\" is not one nibtool knows; its screen, 420 x 912 pt, is the saved frame of root view rt0-00-000"), note)
        let known = try decode(storyboard(toolsVersion: "23504", device: "retina6_12", width: 393, height: 852, body: "", constraints: ""))
        XCTAssertNil(Configuration.unknownDeviceNote(known, path: "x"))
    }

    /// With no root view filling a screen (a xib's top-level views are sized freely), an unknown
    /// device is read from its id: `retina6_54` is a 6.54" phone, so one with a sensor housing,
    /// laid out on the known phone of the nearest diagonal (6.5", 414 x 896) with the newest
    /// known safe area, and the note says so. TOCropViewController's launch screen (Xcode 26, a
    /// 480 x 688 freeform view) saves its copyright label 20 pt above a bottom margin 68 pt up,
    /// twice the home indicator; the iPhone 8 fallback put it at the bottom.
    func testUnknownDeviceWithoutAScreenSizedRootIsReadFromItsId() throws {
        func xib(_ device: String) throws -> IBDocument {
            try decode("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24506" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="688"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
                                <rect key="frame" x="20" y="579" width="440" height="21"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="bottomMargin" secondItem="box-00-000" secondAttribute="bottom" constant="20" id="c01-00-000"/>
                            <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" id="c02-00-000"/>
                            <constraint firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" constant="20" id="c03-00-000"/>
                            <constraint firstItem="box-00-000" firstAttribute="height" constant="21" id="c04-00-000"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """)
        }
        let doc = try xib("retina6_54")
        let config = Configuration.document(doc)
        XCTAssertEqual(config.device.id, "retina6_54")
        XCTAssertEqual(config.size, Size(width: 414, height: 896))
        XCTAssertTrue(config.device.notched)
        XCTAssertEqual(frame(doc, "box-00-000")?.maxY, 600)
        let note = try XCTUnwrap(Configuration.unknownDeviceNote(doc, path: "Launch.xib"))
        XCTAssertTrue(note.contains("note: device \"retina6_54\" is not one nibtool knows; laid out as a 6.54-inch phone of the nearest known size, 414 x 896 pt, portrait, with the safe area of the newest known device with a sensor housing"), note)
        // A small phone's id has no housing; an id in neither form keeps the iPhone 8 fallback.
        XCTAssertEqual(Configuration.document(try xib("retina4_2")).device.notched, false)
        XCTAssertEqual(Configuration.document(try xib("retina4_2")).size, Size(width: 320, height: 568))
        XCTAssertEqual(Configuration.document(try xib("phone2030")).device.id, "retina4_7")
        XCTAssertTrue(try XCTUnwrap(Configuration.unknownDeviceNote(try xib("phone2030"), path: "x")).contains("iPhone 8 (retina4_7, 375 x 667 pt, portrait)"))
    }

    /// The devices of Xcode 16 and 26 that no document of the corpus uses are in the table with
    /// the devices' own screens and safe-area tops.
    func testCurrentDevicesAreKnown() throws {
        for (id, width, height, top) in [("retina6_3", 402.0, 874.0, 62.0), ("retina6_9", 440, 956, 62)] {
            let (box, _) = try pinnedBoxes(toolsVersion: "23504", device: id, width: width, height: height)
            XCTAssertEqual(try XCTUnwrap(box).y, top, id)
        }
        XCTAssertEqual(Devices.spec("ipad13_0rounded")?.size(.portrait), Size(width: 1032, height: 1376))
    }

    /// Xcode 16 writes the 13-inch iPad Pro as `iPad13_0rounded` (CodePath's Trivia, fourth
    /// hold-out), where earlier iPads are all lower case (`ipad12_9rounded`): the id is the
    /// known 1032 x 1376 device whatever its case, laid out with a rounded iPad's 24 pt status
    /// bar and 20 pt home indicator, with no unknown-device note.
    func testXcodesSpellingOfThe13InchIPadProIsKnown() throws {
        let doc = try decode(storyboard(toolsVersion: "23727", device: "iPad13_0rounded", width: 1032, height: 1376, body: "", constraints: ""))
        XCTAssertNil(Configuration.unknownDeviceNote(doc, path: "Main.storyboard"))
        XCTAssertEqual(Configuration.document(doc).size, Size(width: 1032, height: 1376))
        let (top, bottom) = try pinnedBoxes(toolsVersion: "23727", device: "iPad13_0rounded", width: 1032, height: 1376)
        XCTAssertEqual(try XCTUnwrap(top).y, 24)
        XCTAssertEqual(try XCTUnwrap(bottom).maxY, 1376 - 20)
    }

    /// A cell in a table filling a controller's root, its label pinned to the content view's
    /// top and leading margins.
    func cellLabelFrame(toolsVersion: String, device: String, width: Double, height: Double,
                        style: String = "plain", followsReadableWidth: Bool = false) throws -> Rect? {
        let readable = followsReadableWidth ? #" layoutMarginsFollowReadableWidth="YES""# : ""
        let body = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="\(style)" rowHeight="60" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-000">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="cel-00-000">
                        <rect key="frame" x="0.0" y="50" width="\(width)" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO"\(readable) tableViewCell="cel-00-000" id="cnt-00-000">
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

    /// Cells get 20 pt side margins on the 393 pt iPhone 16 since Xcode 14 (16 in Xcode 13, and
    /// 16 on the 390 pt iPhone 14 from Xcode 16); their top and bottom margins are 11 until
    /// Xcode 16, 15 in Xcode 26.
    func testTableCellMarginsByEraAndScreen() throws {
        let xcode16 = try cellLabelFrame(toolsVersion: "23504", device: "retina6_12", width: 393, height: 852)
        XCTAssertEqual(xcode16?.x, 20)
        XCTAssertEqual(xcode16?.y, 11)
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "21701", device: "retina6_12", width: 393, height: 852)?.x, 20)
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "21225", device: "retina6_0", width: 390, height: 844)?.x, 20)
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "20037", device: "retina6_0", width: 390, height: 844)?.x, 16)
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "23504", device: "retina6_0", width: 390, height: 844)?.x, 16)
        let xcode26 = try cellLabelFrame(toolsVersion: "24412", device: "retina6_12", width: 393, height: 852)
        XCTAssertEqual(xcode26?.x, 20)
        XCTAssertEqual(xcode26?.y, 15)
    }

    /// In Xcode 13-15 the cells of a grouped table that is not a controller's root view have 16
    /// pt side margins on the 414 pt phone too (INaturalist), where a table controller's cells
    /// have 20, and so do those of a table no wider than a new cell (KeePassium's 300 pt one);
    /// a plain table's wider cells (ImageFeed, CodePath's capstone: 390 and 393 pt phones), an
    /// inset grouped table's cells and content views that follow the readable width keep 20,
    /// and so does Xcode 16.
    func testCellsOfATableBelowTheRootViewKeep16OnWidePhones() throws {
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "22154", device: "retina6_1", width: 414, height: 896, style: "grouped")?.x, 16)
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "19162", device: "retina6_1", width: 414, height: 896, style: "grouped")?.x, 16)
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "19162", device: "retina6_1", width: 300, height: 896)?.x, 16)
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "22154", device: "retina6_1", width: 414, height: 896)?.x, 20)
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "21225", device: "retina6_0", width: 390, height: 844)?.x, 20)
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "22505", device: "retina6_1", width: 414, height: 896, style: "insetGrouped")?.x, 20)
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "21701", device: "retina6_1", width: 414, height: 896, followsReadableWidth: true)?.x, 20)
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "23504", device: "retina6_1", width: 414, height: 896)?.x, 20)
        XCTAssertEqual(try cellLabelFrame(toolsVersion: "17506", device: "retina6_1", width: 414, height: 896)?.x, 20)
    }

    /// A toolbar pinned to the bottom of the safe area on a notched phone in portrait is 49 pt
    /// tall in Xcode 12-13 (Esri's samples), 44 on a phone with a home button.
    func testToolbarHeightOnNotchedPhones() throws {
        func toolbar(_ device: String, width: Double, height: Double) throws -> Rect? {
            let body = Self.toolbar(id: "tb0-00-000", width: width, title: "Go")
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

    /// A root view whose margins follow the readable width keeps its content within UIKit's
    /// readable width at the canvas's text size, centred: 560 pt at Xcode 13's Extra Small
    /// (ProtonVPN's 798 pt iPad connection bar, Xcode 13: labels on its margins 119 pt from each
    /// side), 672 at Large; without the flag, the iPad's 20 pt margins.
    func testRootMarginsFollowingTheReadableWidthKeepItToTheCanvasTextSize() throws {
        func box(toolsVersion: String, followsReadableWidth: Bool) throws -> Rect? {
            let body = """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000"><rect key="frame" x="0.0" y="0.0" width="50" height="50"/></view>
                """
            let constraints = """
                <constraint firstItem="box-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="c01-00-000"/>
                <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leadingMargin" id="c02-00-000"/>
                <constraint firstAttribute="trailingMargin" secondItem="box-00-000" secondAttribute="trailing" id="c03-00-000"/>
                <constraint firstItem="box-00-000" firstAttribute="height" constant="50" id="c04-00-000"/>
                """
            var text = storyboard(toolsVersion: toolsVersion, device: "ipad12_9rounded", width: 1024, height: 1366,
                                  body: body, constraints: constraints)
            if followsReadableWidth {
                text = text.replacingOccurrences(of: "id=\"rt0-00-000\"", with: "layoutMarginsFollowReadableWidth=\"YES\" id=\"rt0-00-000\"")
            }
            return frame(try decode(text), "box-00-000")
        }
        let extraSmall = try box(toolsVersion: "20037", followsReadableWidth: true)
        XCTAssertEqual(extraSmall?.width, 560)
        XCTAssertEqual(extraSmall?.x, (1024 - 560) / 2)
        let large = try box(toolsVersion: "22155", followsReadableWidth: true)
        XCTAssertEqual(large?.width, 672)
        XCTAssertEqual(large?.x, (1024 - 672) / 2)
        XCTAssertEqual(try box(toolsVersion: "20037", followsReadableWidth: false)?.x, 20)
    }

    /// Only a toolbar standing on the home indicator's inset is as tall as a tab bar: one whose
    /// bottom stands on another toolbar keeps 44 (Esri's scene samples, Xcode 12-13).
    func testOnlyAToolbarStandingOnTheHomeIndicatorIsAsTallAsATabBar() throws {
        let body = Self.toolbar(id: "up0-00-000", width: 414, title: "Up") + Self.toolbar(id: "lo0-00-000", width: 414, title: "Down")
        let constraints = """
            <constraint firstItem="up0-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" id="c01-00-000"/>
            <constraint firstItem="up0-00-000" firstAttribute="trailing" secondItem="sa0-00-000" secondAttribute="trailing" id="c02-00-000"/>
            <constraint firstItem="lo0-00-000" firstAttribute="top" secondItem="up0-00-000" secondAttribute="bottom" id="c03-00-000"/>
            <constraint firstItem="lo0-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" id="c04-00-000"/>
            <constraint firstItem="lo0-00-000" firstAttribute="trailing" secondItem="sa0-00-000" secondAttribute="trailing" id="c05-00-000"/>
            <constraint firstItem="sa0-00-000" firstAttribute="bottom" secondItem="lo0-00-000" secondAttribute="bottom" id="c06-00-000"/>
            """
        let doc = try decode(storyboard(toolsVersion: "17156", device: "retina6_1", width: 414, height: 896,
                                        body: body, constraints: constraints))
        XCTAssertEqual(frame(doc, "lo0-00-000"), Rect(x: 0, y: 896 - 34 - 49, width: 414, height: 49))
        XCTAssertEqual(frame(doc, "up0-00-000"), Rect(x: 0, y: 896 - 34 - 49 - 44, width: 414, height: 44))
    }

    /// A toolbar with one titled item and no size of its own (saved 10 pt tall), `width` wide.
    static func toolbar(id: String, width: Double, title: String) -> String {
        """
        <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="10"/>
            <items><barButtonItem title="\(title)" id="bbi-\(id.prefix(2))-\(title.count)"/></items>
        </toolbar>

        """
    }

    /// A box pinned to the leading margin of a xib's top-level cell's content view and a second
    /// one to its trailing margin: (the leading margin, the trailing margin) as laid out.
    func topLevelCellMargins(toolsVersion: String, device: String, cellWidth: Double) throws -> (leading: Double?, trailing: Double?) {
        let subviews = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="end-00-000">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        </view>
        """
        let constraints = Self.marginProbeConstraints(leading: ("box-00-000", 10), trailing: ("end-00-000", 10), vertically: "top")
        let text = XibScaffold.topLevelCell(subviews, constraints: constraints, toolsVersion: toolsVersion, device: device,
                                            width: cellWidth, height: 44)
        let doc = try decode(text)
        return (frame(doc, "box-00-000")?.x, frame(doc, "end-00-000").map { cellWidth - $0.maxX })
    }

    /// Constraints of a cell content view (`cnt-00-000`) that put one square view at its leading
    /// margin and another at its trailing margin, both aligned on `vertically` (`top`, `centerY`):
    /// where they land measures the margins.
    static func marginProbeConstraints(leading: (id: String, side: Int), trailing: (id: String, side: Int), vertically: String) -> String {
        """
        <constraint firstItem="\(leading.id)" firstAttribute="leading" secondItem="cnt-00-000" secondAttribute="leadingMargin" id="k01-00-000"/>
        <constraint firstItem="\(leading.id)" firstAttribute="\(vertically)" secondItem="cnt-00-000" secondAttribute="\(vertically)" id="k02-00-000"/>
        <constraint firstItem="\(leading.id)" firstAttribute="width" constant="\(leading.side)" id="k03-00-000"/>
        <constraint firstItem="\(leading.id)" firstAttribute="height" constant="\(leading.side)" id="k04-00-000"/>
        <constraint firstAttribute="trailingMargin" secondItem="\(trailing.id)" secondAttribute="trailing" id="k05-00-000"/>
        <constraint firstItem="\(trailing.id)" firstAttribute="\(vertically)" secondItem="cnt-00-000" secondAttribute="\(vertically)" id="k06-00-000"/>
        <constraint firstItem="\(trailing.id)" firstAttribute="width" constant="\(trailing.side)" id="k07-00-000"/>
        <constraint firstItem="\(trailing.id)" firstAttribute="height" constant="\(trailing.side)" id="k08-00-000"/>
        """
    }

    /// The screen decides a xib's top-level cell's side margins as it does a table's cells', not
    /// the width the cell was saved at: a 380 pt cell on the 414 pt phone (Xcode 11, ChatSecure)
    /// and a 335 or 339 pt one on the 393 pt phone (Xcode 15 and 26, OsmAnd, Firebase's
    /// quickstart) get 20, a 414 pt one on the 375 pt phone 16. A cell left at the 320 pt
    /// Interface Builder gives a new cell keeps 16 on the wide phones (OsmAnd, ProtonVPN,
    /// OnionBrowser: 30 edges pinned to the margins).
    func testTopLevelCellMarginsFollowTheScreenUnlessLeftAtTheNewCellWidth() throws {
        XCTAssertEqual(try topLevelCellMargins(toolsVersion: "22505", device: "retina6_1", cellWidth: 414).leading, 20)
        XCTAssertEqual(try topLevelCellMargins(toolsVersion: "16097.3", device: "retina6_1", cellWidth: 380).leading, 20)
        let between = try topLevelCellMargins(toolsVersion: "22155", device: "retina6_12", cellWidth: 335)
        XCTAssertEqual(between.leading, 20)
        XCTAssertEqual(between.trailing, 20)
        XCTAssertEqual(try topLevelCellMargins(toolsVersion: "24127", device: "retina6_12", cellWidth: 339).leading, 20)
        XCTAssertEqual(try topLevelCellMargins(toolsVersion: "22155", device: "retina4_7", cellWidth: 414).leading, 16)
        XCTAssertEqual(try topLevelCellMargins(toolsVersion: "22505", device: "retina6_1", cellWidth: 320).leading, 16)
        // Xcode 14.0-14.3 as 15: a 430 pt cell on the 393 pt phone gets 20 (AGPU, 21701), a
        // 320 pt one keeps 16 (ProtonVPN, 21507 and 21701).
        XCTAssertEqual(try topLevelCellMargins(toolsVersion: "21701", device: "retina6_12", cellWidth: 430).leading, 20)
        XCTAssertEqual(try topLevelCellMargins(toolsVersion: "21701", device: "retina6_12", cellWidth: 320).leading, 16)
    }

    /// Xcode 15 counts the 390 pt iPhone 12 / 13 / 14 as wide for a top-level cell's side
    /// margins (20, as on the 393 pt phones); Xcode 16 and 26 give it 16 again. Evidence: OsmAnd's
    /// cells saved 414 pt wide on that phone, 20 in four documents of toolsVersion 22155 and the
    /// 32700 placeholder, 16 in five of 23727 to 24506 (fold 0; no other repository has a cell
    /// saved for that phone in these eras).
    func testTopLevelCellMarginsOnThe390PointPhoneByEra() throws {
        let xcode15 = try topLevelCellMargins(toolsVersion: "22155", device: "retina6_0", cellWidth: 414)
        XCTAssertEqual(xcode15.leading, 20)
        XCTAssertEqual(xcode15.trailing, 20)
        XCTAssertEqual(try topLevelCellMargins(toolsVersion: "32700.99.1234", device: "retina6_0", cellWidth: 414).leading, 20)
        XCTAssertEqual(try topLevelCellMargins(toolsVersion: "23727", device: "retina6_0", cellWidth: 414).leading, 16)
        XCTAssertEqual(try topLevelCellMargins(toolsVersion: "24506", device: "retina6_0", cellWidth: 414).leading, 16)
        XCTAssertEqual(try topLevelCellMargins(toolsVersion: "22155", device: "retina4_7", cellWidth: 414).leading, 16)
    }

    /// The new-cell width keeps 16 pt side margins on an iPad too, whose tables' cells get 20:
    /// seafile's iPad cells left at 320 pt, saved by Xcode 9 and Xcode 16 (9 views pinned to
    /// the margins). The rule was read off phone cells (ProtonVPN's, Xcode 10-14, on the 414
    /// and 393 pt phones) and holds unchanged on the iPad.
    func testTopLevelCellLeftAtTheNewCellWidthKeeps16OnAnIPad() throws {
        for version in ["13528", "23504"] {
            let narrow = try topLevelCellMargins(toolsVersion: version, device: "ipad9_7", cellWidth: 320)
            XCTAssertEqual(narrow.leading, 16, version)
            XCTAssertEqual(narrow.trailing, 16, version)
            XCTAssertEqual(try topLevelCellMargins(toolsVersion: version, device: "ipad9_7", cellWidth: 414).leading, 20, version)
        }
    }

    /// Xcode 10.2 to 11 gave a xib's top-level cell on a 375 pt phone iOS's old cell margin, 15,
    /// on both sides, whatever the cell's width (LoopKit, ProtonVPN, ring, Loop); Xcode 10.1
    /// and Xcode 12 give 16, and on the 414 pt phone a narrow cell keeps 16 in every era.
    func testTopLevelCellMarginsOnNarrowPhonesInXcode10_2To11() throws {
        for (version, expected) in [("14810.11", 15.0), ("15505", 15), ("16097.3", 15), ("14460.31", 16), ("17156", 16), ("22505", 16)] {
            for width in [320.0, 375, 510] {
                let m = try topLevelCellMargins(toolsVersion: version, device: "retina4_7", cellWidth: width)
                XCTAssertEqual(m.leading, expected, "\(version), \(width) pt cell")
                XCTAssertEqual(m.trailing, expected, "\(version), \(width) pt cell")
            }
        }
        XCTAssertEqual(try topLevelCellMargins(toolsVersion: "16096", device: "retina6_1", cellWidth: 320).leading, 16)
        XCTAssertEqual(try topLevelCellMargins(toolsVersion: "16097.3", device: "retina6_1", cellWidth: 510).leading, 20)
    }

    /// A cell's content view that preserves its superview's margins keeps the larger of the
    /// table's margins and those the document sets on the cell (AltStore's settings cells set
    /// 30 pt sides: labels saved at x 30 and images 30 pt from the trailing edge); one that
    /// does not preserve them keeps the table's.
    func testContentViewKeepsTheMarginsItsCellSets() throws {
        func label(cellMargins: String, preserves: Bool) throws -> (leading: Double?, trailing: Double?) {
            let body = """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="grouped" rowHeight="51" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <prototypes>
                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="cel-00-000">
                            <rect key="frame" x="0.0" y="50" width="375" height="51"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="\(preserves ? "YES" : "NO")" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-00-000" id="cnt-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="51"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-000"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-000"><rect key="frame" x="0.0" y="0.0" width="18" height="18"/></view>
                                </subviews>
                                <constraints>
                                    \(Self.marginProbeConstraints(leading: ("lbl-00-000", 10), trailing: ("img-00-000", 18), vertically: "centerY"))
                                </constraints>
                            </tableViewCellContentView>
                            \(cellMargins)
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
            let doc = try decode(storyboard(toolsVersion: "19529", device: "retina4_7", width: 375, height: 667, body: body, constraints: constraints))
            return (frame(doc, "lbl-00-000")?.x, frame(doc, "img-00-000").map { 375 - $0.maxX })
        }
        let set = #"<edgeInsets key="layoutMargins" top="8" left="30" bottom="8" right="30"/>"#
        let kept = try label(cellMargins: set, preserves: true)
        XCTAssertEqual(kept.leading, 30)
        XCTAssertEqual(kept.trailing, 30)
        // Margins smaller than the table's do not shrink them.
        let small = try label(cellMargins: #"<edgeInsets key="layoutMargins" top="8" left="4" bottom="8" right="4"/>"#, preserves: true)
        XCTAssertEqual(small.leading, 16)
        XCTAssertEqual(small.trailing, 16)
        let notPreserved = try label(cellMargins: set, preserves: false)
        XCTAssertEqual(notPreserved.leading, 16)
        let unset = try label(cellMargins: "", preserves: true)
        XCTAssertEqual(unset.leading, 16)
        XCTAssertEqual(unset.trailing, 16)
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

    /// Xcode 13's canvas laid Dynamic Type text styles out at Extra Small: a Headline label is a
    /// 14 pt line (17 tall, not 20.5) and a plain button configuration's title 14 pt (67 x 31,
    /// not 75 x 34.5); Xcode 12 and 14 at Large.
    func testXcode13LaysTextStylesOutAtExtraSmall() throws {
        let body = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Echo Pretest" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-000">
                <rect key="frame" x="0.0" y="0.0" width="5" height="5"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-000">
                <rect key="frame" x="0.0" y="0.0" width="5" height="5"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain" title="Button"/>
            </button>
            """
        let constraints = """
            <constraint firstItem="lbl-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="20" id="c01-00-000"/>
            <constraint firstItem="lbl-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="c02-00-000"/>
            <constraint firstItem="btn-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="100" id="c03-00-000"/>
            <constraint firstItem="btn-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="c04-00-000"/>
            """
        func sizes(_ toolsVersion: String) throws -> (label: Rect, button: Rect) {
            let doc = try decode(storyboard(toolsVersion: toolsVersion, device: "retina6_1", width: 414, height: 896, body: body, constraints: constraints))
            return (try XCTUnwrap(frame(doc, "lbl-00-000")), try XCTUnwrap(frame(doc, "btn-00-000")))
        }
        for tv in ["18122", "19529", "20037"] {
            let (label, button) = try sizes(tv)
            XCTAssertEqual(label.height, 17, accuracy: 0.01, tv)
            XCTAssertEqual(button.height, 31, accuracy: 0.5, tv)
            XCTAssertEqual(button.width, 67, accuracy: 3, tv)
        }
        for tv in ["17701", "21701"] {
            let (label, button) = try sizes(tv)
            XCTAssertEqual(label.height, 20, accuracy: 0.5, tv)
            XCTAssertEqual(button.height, 34.5, accuracy: 0.5, tv)
            XCTAssertEqual(button.width, 75, accuracy: 3, tv)
        }
    }

    /// The table above, as the code holds it: a change to either must change both.
    /// An iPad with rounded corners: Xcode 11 and 12 simulate no status bar on it (the safe area
    /// starts at the screen's top, in either orientation) but keep the home indicator's 20 pt;
    /// Xcode 13 on gives the 24 pt status bar.
    func testIPadsWithRoundedCornersHaveNoStatusBarInXcode11And12() throws {
        let portrait = try pinnedBoxes(toolsVersion: "16096", device: "ipad12_9rounded", width: 1024, height: 1366)
        XCTAssertEqual(portrait.top?.y, 0)
        XCTAssertEqual(portrait.bottom?.y, 1366 - 20 - 10)
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "15705", device: "ipad12_9rounded", orientation: "landscape", width: 1366, height: 1024).top?.y, 0)
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "17701", device: "ipad10_9rounded", width: 820, height: 1180).top?.y, 0)
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "20037", device: "ipad12_9rounded", width: 1024, height: 1366).top?.y, 24)
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "23504", device: "ipad10_9rounded", width: 820, height: 1180).top?.y, 24)
    }

    /// An iPad's navigation bar is 50 pt tall in Xcode 16 (44 before, and where no document of
    /// the era shows one): a view pinned to the safe area's top under it sits at 24 + 50.
    func testIPadNavigationBarsAre50PointsTallInXcode16() throws {
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "23504", device: "ipad10_9rounded", width: 820, height: 1180, navigation: true).top?.y, 74)
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "23727", device: "ipad10_9rounded", width: 820, height: 1180, navigation: true).top?.y, 74)
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "22505", device: "ipad10_9rounded", width: 820, height: 1180, navigation: true).top?.y, 68)
        // Phones keep 44.
        XCTAssertEqual(try pinnedBoxes(toolsVersion: "23504", device: "retina4_7", width: 375, height: 667, navigation: true).top?.y, 64)
    }

    func testEraMetricsMatchTheEvidence() {
        for era in XcodeEra.allCases where era != .xcode26 {
            XCTAssertEqual(EraMetrics.of(era), EraMetrics.classic, "\(era)")
        }
        let m = EraMetrics.of(.xcode26)
        XCTAssertEqual(m.switchSize, Size(width: 63, height: 28))
        XCTAssertEqual(m.notchedPortraitInsetMultiple, 2)
        XCTAssertEqual(m.phoneNavigationBar, 54)
        XCTAssertNil(EraMetrics.classic.phoneNavigationBar)
        XCTAssertEqual(m.searchBarHeights, 44...64)
        XCTAssertEqual(EraMetrics.classic.searchBarHeights, 44...56)
        XCTAssertEqual(m.landscapePhoneTabBar, 31)
        XCTAssertNil(EraMetrics.classic.landscapePhoneTabBar)
        XCTAssertEqual(m.cellVerticalMargin, 15)
        XCTAssertEqual(EraMetrics.classic.cellVerticalMargin, 11)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 20037).wideCellMarginsFromScreenWidth, 414)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 21507).wideCellMarginsFromScreenWidth, 390)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 22505).wideCellMarginsFromScreenWidth, 390)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 23504).wideCellMarginsFromScreenWidth, 393)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 17156).notchedPortraitToolbar, 49)
        XCTAssertNil(EraMetrics.of(toolsVersion: 23504).notchedPortraitToolbar)
        XCTAssertEqual(EraMetrics.classic.sliderAlignmentInsets, ScreenInsets(top: 0, left: 2, bottom: 1, right: 2))
        XCTAssertEqual(m.sliderAlignmentInsets, .zero)
        XCTAssertEqual(m.sliderHeight, 33)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 14460).sliderHeight, 31)
        XCTAssertNil(EraMetrics.of(toolsVersion: 14460.31).narrowPhoneTopLevelCellMargin)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 14810.11).narrowPhoneTopLevelCellMargin, 15)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 16097.3).narrowPhoneTopLevelCellMargin, 15)
        XCTAssertNil(EraMetrics.of(toolsVersion: 17156).narrowPhoneTopLevelCellMargin)
        XCTAssertNil(EraMetrics.of(toolsVersion: 17506).nonRootTableCellMargin)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 19162).nonRootTableCellMargin, 16)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 22505).nonRootTableCellMargin, 16)
        XCTAssertNil(EraMetrics.of(toolsVersion: 23504).nonRootTableCellMargin)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 17701).textStyleCategory, .large)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 18122).textStyleCategory, .extraSmall)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 20037).textStyleCategory, .extraSmall)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 21507).textStyleCategory, .large)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 23504).notchedPortraitInsetMultiple, 1)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 23727).notchedPortraitInsetMultiple, 2)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 15705).roundedPadStatusInset, 0)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 17701).roundedPadStatusInset, 0)
        XCTAssertNil(EraMetrics.of(toolsVersion: 20037).roundedPadStatusInset)
        XCTAssertNil(EraMetrics.of(toolsVersion: 14490).roundedPadStatusInset)
        XCTAssertNil(EraMetrics.of(toolsVersion: 22505).padNavigationBar)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 23504).padNavigationBar, 50)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 23727).padNavigationBar, 50)
        XCTAssertNil(EraMetrics.of(toolsVersion: 24127).padNavigationBar)
    }
}
