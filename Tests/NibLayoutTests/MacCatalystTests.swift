import XCTest
import NibLayout
import NibModel
import NibTestSupport

/// Documents saved for Mac Catalyst (`<device id="mac" renderMode="macOS"/>`) are laid out in a
/// regular-width, regular-height window, where their `widthClass=regular` and
/// `userInterfaceIdiom=mac` variations apply; before, the unknown id fell back to an iPhone in
/// compact width. amperfy's GenericTableCell (Xcode 26) saves a stack horizontal with two
/// 167.5 pt labels side by side: its axis varies by `widthClass=regular`.
final class MacCatalystTests: DesignTimeTestCase {
    func xib(device: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24112" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" appearance="light" renderMode="macOS"/>
            <objects>
                <view contentMode="scaleToFill" id="rt0-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
                            <rect key="frame" x="20" y="20" width="200" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="wid-00-000">
                                    <variation key="widthClass=regular" constant="150"/>
                                    <variation key="userInterfaceIdiom=mac-widthClass=regular" constant="200"/>
                                </constraint>
                                <constraint firstAttribute="height" constant="40" id="hei-00-000"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="20" id="c01-00-000"/>
                        <constraint firstItem="box-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="20" id="c02-00-000"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    func testAMacCatalystDocumentIsLaidOutRegularInBothSizeClassesWithItsMacVariations() throws {
        let doc = try decode(xib(device: "mac"))
        let config = Configuration.document(doc)
        XCTAssertEqual(config.device.id, "mac")
        XCTAssertEqual(config.traits, Traits(width: .regular, height: .regular))
        XCTAssertNil(Configuration.unknownDeviceNote(doc, path: "Cell.xib"))
        // The most specific variation, the Mac idiom's, wins.
        XCTAssertEqual(frame(doc, "box-00-000")?.width, 200)
        // On an iPad, regular too, the Mac idiom's variation does not apply.
        let pad = try decode(xib(device: "ipad9_7"))
        XCTAssertEqual(frame(pad, "box-00-000")?.width, 150)
    }
}
