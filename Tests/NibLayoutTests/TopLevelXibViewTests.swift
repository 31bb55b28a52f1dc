import XCTest
import NibLayout
import NibModel
import NibText
import NibTestSupport
import NibXML

/// Top-level xib views on notched phones.
final class TopLevelXibViewTests: DesignTimeTestCase {
    /// A freeform top-level xib view on an iPhone with a sensor housing: its margins keep clear of
    /// the housing (44 pt) and the home indicator (34 pt), as SwiftMessages' MessageView was saved.
    func testTopLevelXibViewsKeepClearOfTheSensorHousing() throws {
        let doc = try decode("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="top-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="154"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-000">
                            <rect key="frame" x="20" y="44" width="560" height="76"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailingMargin" secondItem="cnt-00-000" secondAttribute="trailing" id="c01-00-000"/>
                        <constraint firstAttribute="bottomMargin" secondItem="cnt-00-000" secondAttribute="bottom" id="c02-00-000"/>
                        <constraint firstItem="cnt-00-000" firstAttribute="top" secondItem="top-00-000" secondAttribute="topMargin" id="c03-00-000"/>
                        <constraint firstItem="cnt-00-000" firstAttribute="leading" secondItem="top-00-000" secondAttribute="leadingMargin" id="c04-00-000"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """)
        XCTAssertEqual(frame(doc, "cnt-00-000"), Rect(x: 20, y: 44, width: 560, height: 76))
        // On an iPhone 8 the status bar counts since Xcode 10; Xcode 9 left it out of short views.
        func older(_ toolsVersion: String) throws -> IBDocument {
            try decode(String(decoding: doc.xml.bytes, as: UTF8.self)
                .replacingOccurrences(of: "toolsVersion=\"17156\"", with: "toolsVersion=\"\(toolsVersion)\"")
                .replacingOccurrences(of: "retina6_1", with: "retina4_7"))
        }
        XCTAssertEqual(frame(try older("14460.31"), "cnt-00-000")?.y, 20)
        XCTAssertEqual(frame(try older("14113"), "cnt-00-000")?.y, 0)
    }
}
