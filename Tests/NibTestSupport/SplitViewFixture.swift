/// A split view controller's storyboard on a landscape iPad (Xcode 16): a primary column (a
/// navigation controller's root, `mrt-00-000`, 320 pt) and a secondary (`drt-00-000`, with a
/// red bar pinned to its sides), for preview's column tests.
public enum SplitViewFixture {
    public static let landscapeIPad = #"<device id="ipad10_9rounded" orientation="landscape" layout="fullscreen" appearance="light"/>"#

    public static func document(splitAttributes: String = "", device: String = landscapeIPad) -> String {
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
}
