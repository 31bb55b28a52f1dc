import XCTest
import NibCheck
@testable import NibFix

/// Which constraints `fix --add-missing` chooses: each case is a pattern that
/// `tools/add-missing-recovery.py` found designers using (measuring-fixes.md), checked on a
/// document where one view is left free on one axis.
final class AddMissingChoicesTests: XCTestCase {
    /// The constraints added (as their XML start tags' item and attribute pairs) and whether the
    /// result is free of findings.
    func added(_ document: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let original = Array(document.utf8)
        let result = try Fixer.fix(bytes: original, path: "x.storyboard", request: FixRequest(actions: [.addMissing]))
        let findings = Validator().validate(bytes: result.fixed, path: "x.storyboard").diagnostics.map(\.rule)
        XCTAssertEqual(findings, [], "\(result.changes)", file: file, line: line)
        let before = Set(document.matches(of: /<constraint [^>]*\/>/).map { String($0.0) })
        return String(decoding: result.fixed, as: UTF8.self).matches(of: /<constraint [^>]*\/>/).map { String($0.0) }
            .filter { !before.contains($0) }
            .map { tag in
                ["firstItem", "firstAttribute", "secondItem", "secondAttribute", "constant", "symbolic"].compactMap { key in
                    tag.firstMatch(of: try! Regex("\(key)=\"([^\"]*)\"")).map { "\(key)=\($0.output[1].substring ?? "")" }
                }.joined(separator: " ")
            }
    }

    /// A 100 x 100 view with its size and `horizontal` constraints, saved at `y`.
    func boxAt(y: String, horizontal: String) -> String {
        RuleExample.rootView("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                <rect key="frame" x="40" y="\(y)" width="100" height="100"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="c01-00-001"/>
                    <constraint firstAttribute="height" constant="100" id="c02-00-001"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            \(horizontal)
        </constraints>
        """).documentText
    }

    /// Centred in the root view (not in its safe area, which the bars make lower): centred on the view.
    func testCentredInTheRootViewIsCentredOnIt() throws {
        let lead = #"<constraint firstItem="box-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="40" id="c03-00-001"/>"#
        XCTAssertEqual(try added(boxAt(y: "376", horizontal: lead)),
                       ["firstItem=box-00-001 firstAttribute=centerY secondItem=rt0-00-000 secondAttribute=centerY"])
        // Centred in the safe area: centred on the safe area, as before.
        XCTAssertEqual(try added(boxAt(y: "388.5", horizontal: lead)),
                       ["firstItem=box-00-001 firstAttribute=centerY secondItem=sa0-00-000 secondAttribute=centerY"])
    }

    /// A view reaching under the status bar (past the safe area's top) is pinned to the root
    /// view's top, not to the safe area with a negative constant.
    func testReachingPastTheSafeAreaPinsToTheRootView() throws {
        let lead = #"<constraint firstItem="box-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="40" id="c03-00-001"/>"#
        XCTAssertEqual(try added(boxAt(y: "0.0", horizontal: lead)),
                       ["firstItem=box-00-001 firstAttribute=top secondItem=rt0-00-000 secondAttribute=top"])
    }

    /// A wide view whose size is held, centred in the safe area, is centred (not aligned with
    /// a sibling or pinned by one edge).
    func testAWideViewOfFixedSizeIsCentred() throws {
        let document = RuleExample.rootView("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wid-00-001">
                <rect key="frame" x="21.5" y="200" width="350" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="350" id="c01-00-001"/>
                    <constraint firstAttribute="height" constant="50" id="c02-00-001"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="wid-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="141" id="c03-00-001"/>
        </constraints>
        """).documentText
        XCTAssertEqual(try added(document), ["firstItem=wid-00-001 firstAttribute=centerX secondItem=sa0-00-000 secondAttribute=centerX"])
    }

    /// The document's habit decides between the root view and its safe area: where its other
    /// children are pinned to the root's margin, so is this one.
    func testTheDocumentsHabitOfPinningToTheMarginIsKept() throws {
        let document = RuleExample.rootView("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="one-00-001">
                <rect key="frame" x="16" y="100" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="c01-00-001"/>
                    <constraint firstAttribute="height" constant="50" id="c02-00-001"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="two-00-001">
                <rect key="frame" x="30" y="300" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="c03-00-001"/>
                    <constraint firstAttribute="height" constant="50" id="c04-00-001"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="one-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leadingMargin" id="c05-00-001"/>
            <constraint firstItem="one-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="41" id="c06-00-001"/>
            <constraint firstItem="two-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="241" id="c07-00-001"/>
        </constraints>
        """).documentText
        XCTAssertEqual(try added(document), ["firstItem=two-00-001 firstAttribute=leading secondItem=rt0-00-000 secondAttribute=leadingMargin constant=14"])
    }

    /// Xcode 9's first documents carry the root's safe area guide without `useSafeAreas`: the
    /// guide is still what designers pin to.
    func testTheSafeAreaGuideIsUsedWithoutUseSafeAreas() throws {
        let lead = #"<constraint firstItem="box-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="40" id="c03-00-001"/>"#
        let document = boxAt(y: "100", horizontal: lead).replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
        XCTAssertFalse(document.contains("useSafeAreas"))
        XCTAssertEqual(try added(document).map { $0.components(separatedBy: " constant=")[0] },
                       ["firstItem=box-00-001 firstAttribute=top secondItem=sa0-00-000 secondAttribute=top"])
    }

    /// Where the document's other children are pinned to the root view's top rather than to
    /// its safe area, the free view is too.
    func testTheDocumentsHabitOfPinningToTheRootsEdgeIsKept() throws {
        let document = RuleExample.rootView("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="one-00-001">
                <rect key="frame" x="40" y="100" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="c01-00-001"/>
                    <constraint firstAttribute="height" constant="50" id="c02-00-001"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="two-00-001">
                <rect key="frame" x="200" y="300" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="c03-00-001"/>
                    <constraint firstAttribute="height" constant="50" id="c04-00-001"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="one-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="40" id="c05-00-001"/>
            <constraint firstItem="one-00-001" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="100" id="c06-00-001"/>
            <constraint firstItem="two-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="200" id="c07-00-001"/>
        </constraints>
        """).documentText
        XCTAssertEqual(try added(document), ["firstItem=two-00-001 firstAttribute=top secondItem=rt0-00-000 secondAttribute=top constant=300"])
    }

    /// A view with no size of its own whose width is free, ending 8 pt from the safe area's
    /// trailing edge, is pinned to that edge rather than given a width.
    func testAViewEndingAStandardDistanceFromTheFarEdgeIsPinnedThere() throws {
        let document = RuleExample.rootView("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-001">
                <rect key="frame" x="300" y="100" width="85" height="20"/>
                <constraints>
                    <constraint firstAttribute="height" constant="20" id="c01-00-001"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="bar-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="300" id="c02-00-001"/>
            <constraint firstItem="bar-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="41" id="c03-00-001"/>
        </constraints>
        """).documentText
        XCTAssertEqual(try added(document), ["firstItem=sa0-00-000 firstAttribute=trailing secondItem=bar-00-001 secondAttribute=trailing constant=8"])
    }

    /// A view under a sibling that is pinned to the safe area at the same distance is pinned
    /// there too, not aligned to the sibling.
    func testAlignedWithASiblingPinnedToTheContainerIsPinnedLikeIt() throws {
        let toSafeArea = #"<constraint firstItem="top-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="40" id="c05-00-001"/>"#
        XCTAssertEqual(try added(siblings(topLeading: toSafeArea)), ["firstItem=low-00-001 firstAttribute=leading secondItem=sa0-00-000 secondAttribute=leading constant=40"])
        // Pinned to the root's margin (16 pt on this phone): the same margin.
        let toMargin = #"<constraint firstItem="top-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leadingMargin" constant="24" id="c05-00-001"/>"#
        XCTAssertEqual(try added(siblings(topLeading: toMargin)), ["firstItem=low-00-001 firstAttribute=leading secondItem=rt0-00-000 secondAttribute=leadingMargin constant=24"])
    }

    /// Two views at x 40, one under the other; the lower one's leading edge is free.
    func siblings(topLeading: String) -> String {
        RuleExample.rootView("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-00-001">
                <rect key="frame" x="40" y="100" width="200" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="c01-00-001"/>
                    <constraint firstAttribute="height" constant="50" id="c02-00-001"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="low-00-001">
                <rect key="frame" x="40" y="200" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="c03-00-001"/>
                    <constraint firstAttribute="height" constant="50" id="c04-00-001"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            \(topLeading)
            <constraint firstItem="top-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="41" id="c06-00-001"/>
            <constraint firstItem="low-00-001" firstAttribute="top" secondItem="top-00-001" secondAttribute="bottom" constant="50" id="c07-00-001"/>
        </constraints>
        """).documentText
    }

    /// Inside a plain view, a view 8 pt (the container's margin) from the far edge is pinned to
    /// the trailing margin.
    func testAFarGapEqualToTheMarginIsPinnedToTheMargin() throws {
        let document = RuleExample.rootView("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                <rect key="frame" x="20" y="100" width="300" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot-00-001">
                        <rect key="frame" x="252" y="30" width="40" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="c01-00-001"/>
                            <constraint firstAttribute="height" constant="40" id="c02-00-001"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="300" id="c03-00-001"/>
                    <constraint firstAttribute="height" constant="100" id="c04-00-001"/>
                    <constraint firstItem="dot-00-001" firstAttribute="centerY" secondItem="box-00-001" secondAttribute="centerY" id="c05-00-001"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="c06-00-001"/>
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="41" id="c07-00-001"/>
        </constraints>
        """).documentText
        XCTAssertEqual(try added(document), ["firstAttribute=trailingMargin secondItem=dot-00-001 secondAttribute=trailing"], "the holder is the first item")
    }

    /// Before safe areas (Xcode 8, no `useSafeAreas`), a controller's root children are pinned to
    /// the top layout guide: `top = Top Layout Guide.bottom + 8`, standard spacing.
    func testBeforeSafeAreasTheTopLayoutGuideIsUsed() throws {
        let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" systemVersion="16D32" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc0-00-000">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="sc0-00-000">
                    <objects>
                        <viewController id="vc0-00-000" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg0-00-000"/>
                                <viewControllerLayoutGuide type="bottom" id="bg0-00-000"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                        <rect key="frame" x="16" y="28" width="100" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="c01-00-001"/>
                                            <constraint firstAttribute="height" constant="100" id="c02-00-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leadingMargin" id="c03-00-001"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
        XCTAssertEqual(try added(document), ["firstItem=box-00-001 firstAttribute=top secondItem=tg0-00-000 secondAttribute=bottom constant=8 symbolic=YES"])
    }
}
