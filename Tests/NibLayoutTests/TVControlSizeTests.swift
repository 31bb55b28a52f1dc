import XCTest
@testable import NibLayout
import NibModel
import NibXML

/// Control sizes on tvOS, and a button's image named by an `imageReference`.
///
/// | quantity | era | value | evidence |
/// |---|---|---|---|
/// | UISegmentedControl height, tvOS | Xcode 26 | 84 | vlc's VLCRemotePlaybackViewController (24506, fold 1): one control, height free, saved 84 (laid out 32 before, 26 pt off its centring); the only tvOS segmented control with a free height (others fill equal stack shares or cells), so one repository, not confirmed on another fold; older eras keep the iOS height |
/// | a button whose normal state names an asset image by `imageReference` | all | the image's size counts | vlc's tvOS buttons with 40/20 content insets and a 24 x 24 asset: saved 104 wide (24 + 80), laid out 80 while the reference was read only for SF Symbols |
final class TVControlSizeTests: XCTestCase {
    func frames(toolsVersion: String, body: String, constraints: String, resources: String = "") throws -> (IBDocument, LayoutResult) {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="appleTV" appearance="light"/>
            <scenes>
                <scene sceneID="sc0-00-000"><objects>
                    <viewController id="vc0-00-000" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>\(body)</subviews>
                            <constraints>\(constraints)</constraints>
                            <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
            <resources>\(resources)</resources>
        </document>
        """
        let doc = try DocumentDecoder.decode(try XMLReader.parse(Array(text.utf8)).document)
        return (doc, LayoutEngine().layout(doc, Configuration.document(doc)))
    }

    func segmentedHeight(_ toolsVersion: String) throws -> Double? {
        let body = """
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg-00-000">
                <rect key="frame" x="0.0" y="0.0" width="294" height="10"/>
                <segments><segment title="First"/><segment title="Second"/></segments>
            </segmentedControl>
            """
        let constraints = """
            <constraint firstItem="seg-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="100" id="c01-00-000"/>
            <constraint firstItem="seg-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="100" id="c02-00-000"/>
            """
        let (doc, result) = try frames(toolsVersion: toolsVersion, body: body, constraints: constraints)
        return result.views[doc.view(id: "seg-00-000")!.index].frame?.height
    }

    /// Xcode 26 lays a tvOS segmented control out 84 pt tall; older eras keep the iOS height.
    func testTVSegmentedControlHeightInXcode26() throws {
        XCTAssertEqual(try segmentedHeight("24506"), 84)
        XCTAssertEqual(try segmentedHeight("23504"), 32)
    }

    /// A state's `imageReference` naming an asset (with a symbol scale or rendering mode) is the
    /// button's image: the button is its image plus its content insets.
    func testButtonImageReferenceToAnAssetSizesTheButton() throws {
        let body = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-000">
                <rect key="frame" x="0.0" y="0.0" width="10" height="81"/>
                <constraints>
                    <constraint firstAttribute="height" constant="81" id="c00-00-000"/>
                </constraints>
                <inset key="contentEdgeInsets" minX="40" minY="20" maxX="40" maxY="20"/>
                <state key="normal">
                    <imageReference key="image" image="sort" symbolScale="large" renderingMode="original"/>
                </state>
            </button>
            """
        let constraints = """
            <constraint firstItem="btn-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="100" id="c01-00-000"/>
            <constraint firstItem="btn-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="100" id="c02-00-000"/>
            """
        let (doc, result) = try frames(toolsVersion: "24506", body: body, constraints: constraints,
                                       resources: "<image name=\"sort\" width=\"24\" height=\"24\"/>")
        let button = try XCTUnwrap(doc.view(id: "btn-00-000"))
        XCTAssertEqual(button.image, "sort")
        XCTAssertFalse(button.imageIsSystemSymbol)
        XCTAssertEqual(result.views[button.index].frame?.width, 104)
    }
}
