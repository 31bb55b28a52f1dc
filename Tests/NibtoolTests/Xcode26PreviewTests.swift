import XCTest
import Foundation

/// `nibtool preview --format json` of a scene saved by Xcode 26 (issue #27): a controller under a
/// navigation bar on an iPhone 14 in landscape, with a switch and a search bar, lays out where
/// Xcode 26 saved them. The saved frames follow what the corpus shows of Xcode 26
/// (EraMetricsTests): the safe area's top 47 + 54 (housing and landscape navigation bar), its
/// sides 47, a switch 63 x 28; the search bar keeps UISearchBar's 56 (no Xcode 26 document shows
/// another height).
extension CommandLineTests {
    static let xcode26Storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="24412" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-00-000">
        <device id="retina6_0" orientation="landscape" appearance="light"/>
        <dependencies>
            <deployment identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="24405"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <scene sceneID="nv0-00-sce">
                <objects>
                    <navigationController id="nav-00-000" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-000">
                            <rect key="frame" x="0.0" y="47" width="844" height="54"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc0-00-000" kind="relationship" relationship="rootViewController" id="rel-00-000"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-000" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="sc0-00-sce">
                <objects>
                    <viewController id="vc0-00-000" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="844" height="390"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw0-00-000">
                                    <rect key="frame" x="63" y="109" width="63" height="28"/>
                                </switch>
                                <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="sb0-00-000">
                                    <rect key="frame" x="47" y="145" width="750" height="56"/>
                                    <textInputTraits key="textInputTraits"/>
                                </searchBar>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
                            <constraints>
                                <constraint firstItem="sw0-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="8" id="c01-00-000"/>
                                <constraint firstItem="sw0-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="c02-00-000"/>
                                <constraint firstItem="sb0-00-000" firstAttribute="top" secondItem="sw0-00-000" secondAttribute="bottom" constant="8" id="c03-00-000"/>
                                <constraint firstItem="sb0-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" id="c04-00-000"/>
                                <constraint firstItem="sa0-00-000" firstAttribute="trailing" secondItem="sb0-00-000" secondAttribute="trailing" id="c05-00-000"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Settings" id="itm-00-000"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-00-000" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    func testPreviewOfAnXcode26SceneMatchesItsSavedFrames() throws {
        let file = try temporaryFile("Xcode26.storyboard", Array(Self.xcode26Storyboard.utf8))
        let r = try run(["preview", file.path, "--format", "json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["device"] as? String, "retina6_0")
        XCTAssertEqual(json["orientation"] as? String, "landscape")
        let views = try XCTUnwrap(json["views"] as? [[String: Any]])
        func frame(_ id: String) throws -> [Double] {
            try XCTUnwrap(views.first { $0["id"] as? String == id }?["frame"] as? [Double], id)
        }
        let saved: [String: [Double]] = ["sw0-00-000": [63, 109, 63, 28], "sb0-00-000": [47, 145, 750, 56]]
        for (id, expected) in saved {
            let solved = try frame(id)
            XCTAssertEqual(solved.count, 4, id)
            for (s, e) in zip(solved, expected) { XCTAssertEqual(s, e, accuracy: 0.5, "\(id): \(solved) against the saved \(expected)") }
        }
        // The scene validates clean: Xcode would not call these frames misplaced either.
        let check = try run(["validate", file.path, "--format", "json"])
        XCTAssertFalse(check.stdout.contains("misplaced-view"), check.stdout)
    }
}
