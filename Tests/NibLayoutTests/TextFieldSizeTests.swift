import XCTest
import NibLayout
import NibModel
import NibTestSupport

/// An empty text field (no text, no placeholder) is a line of its font tall, not zero: UITextField
/// takes its height from its font. Evidence: material-components' borderless 14 pt fields saved 17
/// tall (fold 2), tinode's 18 pt ones in cells (fold 1); with the rule, 14 more saved frames are
/// reproduced and none lost (Xcode 16 text 0.826 -> 0.839, Xcode 11-12 0.821 -> 0.823).
final class TextFieldSizeTests: DesignTimeTestCase {
    func testAnEmptyBorderlessFieldIsALineOfItsFontTall() throws {
        let doc = try decode(storyboard("""
        <subviews>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tfe-00-000">
                <rect key="frame" x="16" y="20" width="300" height="17"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
        </subviews>
        <constraints>
            <constraint firstItem="tfe-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="tfl-00-000"/>
            <constraint firstItem="tfe-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="20" id="tft-00-000"/>
            <constraint firstItem="tfe-00-000" firstAttribute="width" constant="300" id="tfw-00-000"/>
        </constraints>
        """, toolsVersion: "23504"))
        let height = try XCTUnwrap(frame(doc, "tfe-00-000")).height
        XCTAssertEqual(height, 17, accuracy: 1, "a 14 pt line, as Xcode saved it")
    }
}
