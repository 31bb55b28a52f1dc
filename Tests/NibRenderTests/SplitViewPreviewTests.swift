import NibLayout
import NibModel
@testable import NibRender
import NibXML
import XCTest

/// A split view controller's scene: its columns side by side in a regular width (the primary at
/// its width, the secondary the rest beyond the separator), the primary alone when collapsed.
final class SplitViewPreviewTests: XCTestCase {
    static func document(splitAttributes: String = "", device: String = #"<device id="ipad10_9rounded" orientation="landscape" layout="fullscreen" appearance="light"/>"#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch.iPad" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="spl-00-000">
            \(device)
            <scenes>
                <!--Split View Controller-->
                <scene sceneID="sc1-00-000">
                    <objects>
                        <splitViewController id="spl-00-000" \(splitAttributes) sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav-00-000" kind="relationship" relationship="masterViewController" id="sg1-00-000"/>
                                <segue destination="det-00-000" kind="relationship" relationship="detailViewController" id="sg2-00-000"/>
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
                <!--Navigation Controller-->
                <scene sceneID="sc2-00-000">
                    <objects>
                        <navigationController id="nav-00-000" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nbr-00-000">
                                <rect key="frame" x="0.0" y="24" width="320" height="50"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="mst-00-000" kind="relationship" relationship="rootViewController" id="sg3-00-000"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <!--Master-->
                <scene sceneID="sc3-00-000">
                    <objects>
                        <viewController title="Master" id="mst-00-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="mrt-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="820"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="msa-00-000"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <!--Detail-->
                <scene sceneID="sc4-00-000">
                    <objects>
                        <viewController title="Detail" id="det-00-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="drt-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="1180" height="820"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-000">
                                        <rect key="frame" x="0.0" y="100" width="1180" height="50"/>
                                        <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="dsa-00-000"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="bar-00-000" firstAttribute="leading" secondItem="drt-00-000" secondAttribute="leading" id="c01-00-000"/>
                                    <constraint firstAttribute="trailing" secondItem="bar-00-000" secondAttribute="trailing" id="c02-00-000"/>
                                    <constraint firstItem="bar-00-000" firstAttribute="top" secondItem="drt-00-000" secondAttribute="top" constant="100" id="c03-00-000"/>
                                    <constraint firstAttribute="height" constant="50" id="c04-00-000" firstItem="bar-00-000"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func panel(_ text: String, traits: String? = nil) throws -> (PreviewPanel, IBDocument) {
        let doc = try RenderSupport.parse(text)
        let split = try XCTUnwrap(SplitViewPreview.initialSplitController(doc))
        let config = Configuration.resolve(traits.flatMap(TraitsPattern.init), device: nil, orientation: nil, doc: doc)
        return (try XCTUnwrap(SplitViewPreview.panel(document: doc, split: split, configuration: config, options: DrawOptions(issues: false, guides: false))), doc)
    }

    func testColumnsFollowNavigationControllers() throws {
        let doc = try RenderSupport.parse(Self.document())
        let split = try XCTUnwrap(SplitViewPreview.initialSplitController(doc))
        let columns = SplitViewPreview.columns(of: split, doc)
        XCTAssertEqual(columns.primary.map { doc.views[$0].id }, "mrt-00-000")
        XCTAssertEqual(columns.secondary.map { doc.views[$0].id }, "drt-00-000")
    }

    /// iPad landscape (1180 x 820): primary 320 at x 0, secondary from 320.5 to the edge, its
    /// pinned bar laid out at the column's width (not the screen's), nothing overlapping.
    func testRegularWidthDrawsColumnsSideBySide() throws {
        let (panel, _) = try panel(Self.document())
        XCTAssertEqual(panel.scene.width, 1180)
        let primary = try XCTUnwrap(RenderSupport.viewRect(panel.scene, id: "mrt-00-000"))
        let secondary = try XCTUnwrap(RenderSupport.viewRect(panel.scene, id: "drt-00-000"))
        XCTAssertEqual(primary, Rect(x: 0, y: 0, width: 320, height: 820))
        XCTAssertEqual(secondary, Rect(x: 320.5, y: 0, width: 859.5, height: 820))
        let bar = try XCTUnwrap(RenderSupport.viewRect(panel.scene, id: "bar-00-000"))
        XCTAssertEqual(bar, Rect(x: 320.5, y: 100, width: 859.5, height: 50))
        XCTAssertTrue(panel.subtitle.contains("columns 320 | 859.5"), panel.subtitle)
        // The SVG has both roots, the primary's before the secondary's.
        let svg = SVGRenderer.render(panel.scene)
        let p = try XCTUnwrap(svg.range(of: "data-id=\"mrt-00-000\"")), s = try XCTUnwrap(svg.range(of: "data-id=\"drt-00-000\""))
        XCTAssertLessThan(p.lowerBound, s.lowerBound)
    }

    /// A saved fraction within the saved minimum: 0.32 of 1180 is 377.6, drawn 378 wide.
    func testPrimaryWidthFromTheSavedFraction() throws {
        let (panel, _) = try panel(Self.document(splitAttributes: #"minimumPrimaryColumnWidth="320" preferredPrimaryColumnWidthFraction="0.32000000000000001""#))
        XCTAssertEqual(RenderSupport.viewRect(panel.scene, id: "mrt-00-000")?.width, 378)
        XCTAssertEqual(RenderSupport.viewRect(panel.scene, id: "drt-00-000")?.x, 378.5)
        var p = ControllerPresentation()
        p.primaryColumnWidthFraction = 0.1
        p.minimumPrimaryColumnWidth = 300
        XCTAssertEqual(SplitViewPreview.primaryWidth(p, screenWidth: 1000, family: .pad), 300, "the minimum holds")
        p.maximumPrimaryColumnWidth = 250
        XCTAssertEqual(SplitViewPreview.primaryWidth(p, screenWidth: 1000, family: .pad), 250)
        XCTAssertEqual(SplitViewPreview.primaryWidth(ControllerPresentation(), screenWidth: 200, family: .pad), 200, "never wider than the screen")
    }

    /// Compact width (an iPhone in portrait): collapsed to the primary column, across the screen.
    func testCompactWidthShowsThePrimaryAlone() throws {
        let (panel, _) = try panel(Self.document(device: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#))
        XCTAssertEqual(panel.scene.width, 393)
        XCTAssertEqual(RenderSupport.viewRect(panel.scene, id: "mrt-00-000")?.width, 393)
        XCTAssertNil(RenderSupport.viewRect(panel.scene, id: "drt-00-000"))
        XCTAssertTrue(panel.subtitle.contains("collapsed"), panel.subtitle)
    }
}
