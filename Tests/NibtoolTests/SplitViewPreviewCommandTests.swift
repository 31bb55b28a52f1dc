import Foundation
import XCTest

/// `preview` of a split view controller's scene draws its columns (before, it had no view to
/// draw: "nothing to preview" for `--scene`, the first other scene by default).
final class SplitViewPreviewCommandTests: XCTestCase {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch.iPad" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="spl-00-000">
            <device id="ipad10_9rounded" orientation="landscape" layout="fullscreen" appearance="light"/>
            <scenes>
                <!--Split View Controller-->
                <scene sceneID="sc1-00-000">
                    <objects>
                        <splitViewController id="spl-00-000" sceneMemberID="viewController">
                            <connections>
                                <segue destination="mst-00-000" kind="relationship" relationship="masterViewController" id="sg1-00-000"/>
                                <segue destination="det-00-000" kind="relationship" relationship="detailViewController" id="sg2-00-000"/>
                            </connections>
                        </splitViewController>
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
                                <viewLayoutGuide key="safeArea" id="dsa-00-000"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testSplitSceneDrawsBothColumns() throws {
        let dir = try NibtoolProcess.temporaryDirectory("split")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Split.storyboard")
        try Data(Self.document.utf8).write(to: file)
        for arguments in [["preview", "--format", "svg", file.path], ["preview", "--scene", "Split View Controller", "--format", "svg", file.path]] {
            let r = try NibtoolProcess.run(arguments)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertTrue(r.stdout.contains(#"data-id="mrt-00-000""#), "\(arguments): the primary column")
            XCTAssertTrue(r.stdout.contains(#"data-id="drt-00-000""#), "\(arguments): the secondary column")
            XCTAssertTrue(r.stdout.contains("columns 320 | 859.5"), "\(arguments)")
        }
        // A column's own scene is still drawn alone, at its saved size.
        let master = try NibtoolProcess.run(["preview", "--scene", "Master", "--format", "svg", file.path])
        XCTAssertTrue(master.stdout.contains(#"data-id="mrt-00-000""#))
        XCTAssertFalse(master.stdout.contains(#"data-id="drt-00-000""#))
    }
}
