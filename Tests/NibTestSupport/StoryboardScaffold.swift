import NibModel
import NibXML

/// The one-scene storyboard most tests are written in: a view controller (`vc0-00-000`) whose
/// root view (`rt0-00-000`, safe area `sa0-00-000`) holds the test's subviews and constraints.
/// Everything a test varies (the Xcode version that saved it, the device, the root's size, what
/// goes between `<device>` and `<dependencies>`, more scenes) is a parameter, so the document's
/// frame is written once.
public enum StoryboardScaffold {
    /// The document's text. `device: nil` writes no `<device>` (Xcode 6-7's Any canvas).
    public static func oneScene(_ rootViewContent: String, toolsVersion: String = "23504", device: String? = "retina6_12",
                                deviceAttributes: String = #"orientation="portrait" appearance="light""#,
                                width: Double = 393, height: Double = 852, head: String = "",
                                controllerContent: String = "", extraScenes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-00-000">
            \(device.map { #"<device id="\#($0)" \#(deviceAttributes)/>"# } ?? "")
            \(head)
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
            </dependencies>
            <scenes>
                <scene sceneID="sc0-00-000">
                    <objects>
                        <viewController id="vc0-00-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        \(rootViewContent)
                                <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
                            </view>
                            \(controllerContent)
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-000" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
                \(extraScenes)
            </scenes>
        </document>
        """
    }

    /// The document decoded, as the layout and the rules see it.
    public static func decode(_ text: String) throws -> IBDocument {
        try DocumentDecoder.decode(try XMLReader.parse(Array(text.utf8)).document)
    }
}
