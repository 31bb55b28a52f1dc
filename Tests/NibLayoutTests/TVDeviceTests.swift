import XCTest
@testable import NibLayout
import NibModel
import NibXML

/// A tvOS document saved before Xcode 8 wrote a `<device>` is laid out on the Apple TV's screen.
///
/// | quantity | era | value | evidence |
/// |---|---|---|---|
/// | device of a tvOS (`targetRuntime="AppleTV"`) document without `<device>` | Xcode 7 (toolsVersion 9531) | Apple TV, 1920 x 1080, tvOS Dynamic Type | vlc's VLCAboutViewController and VLCRemoteBrowsingCollectionViewController (fold 1): Caption1 and Title2 labels saved 200 x 30 and 140 x 69 (tvOS sizes 25 and 57 pt), laid out at the iOS sizes (100 x 15, 54 x 27) on the retina 4 phone the device-less fallback chose; tvOS has one screen, so it is a uniform semantic rather than a fit. The tvOS text style sizes themselves were derived on Provenance (fold 2). |
final class TVDeviceTests: XCTestCase {
    func document(device: String) throws -> IBDocument {
        let text = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder.AppleTV.XIB" version="3.0" toolsVersion="9531" systemVersion="15B42" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES">
            \(device)
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="rt0-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-000">
                            <rect key="frame" x="890" y="60" width="140" height="69"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lbl-00-000" firstAttribute="centerX" secondItem="rt0-00-000" secondAttribute="centerX" id="c01-00-000"/>
                        <constraint firstItem="lbl-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="60" id="c02-00-000"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        return try DocumentDecoder.decode(try XMLReader.parse(Array(text.utf8)).document)
    }

    /// Without `<device>`, the document's configuration is the Apple TV, so a Title2 label gets
    /// tvOS's 57 pt line, not iOS's 22 pt one.
    func testTVDocumentWithoutDeviceIsLaidOutOnTheAppleTV() throws {
        let doc = try document(device: "")
        let config = Configuration.document(doc)
        XCTAssertEqual(config.device.family, .tv)
        XCTAssertEqual(config.size.width, 1920)
        let result = LayoutEngine().layout(doc, config)
        let frame = try XCTUnwrap(result.views[doc.view(id: "lbl-00-000")!.index].frame)
        XCTAssertGreaterThan(frame.height, 60)
        XCTAssertGreaterThan(frame.width, 110)
    }

    /// The same document with `<device id="appleTV">` already was; both now agree.
    func testTVDocumentWithDeviceAgrees() throws {
        let without = try document(device: "")
        let with = try document(device: "<device id=\"appleTV\"/>")
        let a = LayoutEngine().layout(without, Configuration.document(without))
        let b = LayoutEngine().layout(with, Configuration.document(with))
        XCTAssertEqual(a.views[without.view(id: "lbl-00-000")!.index].frame, b.views[with.view(id: "lbl-00-000")!.index].frame)
    }
}
