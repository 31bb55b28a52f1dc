import XCTest
@testable import NibLayout
import NibModel
import NibXML

/// The heights of UIPickerView and UIDatePicker (`IntrinsicSizes.pickerSize`).
///
/// | quantity | era | value | evidence |
/// |---|---|---|---|
/// | wheels (picker view, date picker `style="wheels"`), regular height | all | 216 | portrait and freeform roots: 216 wherever the height is free (mattneub, kharrison, KeePassium, xdripswift's 320 x 600 freeform picker scene) |
/// | same, root on a phone in landscape (compact height) | all | 162 | xdripswift (Xcode 26, fold 0): a wheels date picker in a fill-proportionally stack of an 844 x 390 root saved 162 tall; the only document of the corpus with a picker on a landscape screen, so not confirmed on another fold; UIPickerView's long-standing compact-height size |
/// | date picker, compact style (no `style`, not a count-down timer) | Xcode 26 | 36 | xdripswift (fold 0): one picker, its height free, saved 36; the only Xcode 26 date picker without a style |
/// | date picker, inline style (a calendar) | Xcode 14 on | its saved size, both ways (not modelled: the document's witness) | fone-ios-app's DatePickerViewController (22155, a hold-out document, not the corpus): an inline picker held only by centerX and centerY, saved 320 x 306.67, not flagged ambiguous; the corpus has no inline picker |
/// | same | Xcode 12.0, 13.0 | 216 (the wheels' height stands) | mattneub (17147, fold 2) and KeePassium (19162, fold 2) save pickers without a style 216 tall, height free; so the compact height is not applied before Xcode 26 (the project's deployment target, which the document does not record, may decide it) |
final class PickerSizeTests: XCTestCase {
    /// One controller whose root holds `picker`, pinned to the root's top, leading and trailing
    /// edges (its height is its own); optionally a freeform root.
    func pickerHeight(toolsVersion: String = "24412", orientation: String = "portrait", freeform: Bool = false,
                      picker: String) throws -> Double? {
        let landscape = orientation == "landscape"
        let (width, height) = freeform ? (320.0, 600.0) : landscape ? (844.0, 390.0) : (390.0, 844.0)
        let sizeMetrics = freeform ? """
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="320" height="600"/>
            """ : ""
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_0" orientation="\(orientation)" appearance="light"/>
            <scenes>
            <scene sceneID="sc0-00-000"><objects>
                <viewController id="vc0-00-000" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>\(picker)</subviews>
                        <constraints>
                            <constraint firstItem="pk0-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="20" id="c01-00-000"/>
                            <constraint firstItem="pk0-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="c02-00-000"/>
                            <constraint firstAttribute="trailing" secondItem="pk0-00-000" secondAttribute="trailing" id="c03-00-000"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
                    </view>
                    \(sizeMetrics)
                </viewController>
            </objects></scene>
            </scenes>
        </document>
        """
        let doc = try DocumentDecoder.decode(try XMLReader.parse(Array(text.utf8)).document)
        return LayoutEngine().layout(doc, Configuration.document(doc)).views[doc.view(id: "pk0-00-000")!.index].frame?.height
    }

    let pickerView = """
        <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pk0-00-000">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        </pickerView>
        """

    func datePicker(style: String?, mode: String = "dateAndTime") -> String {
        let styleAttribute = style.map { " style=\"\($0)\"" } ?? ""
        return """
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="\(mode)" minuteInterval="1"\(styleAttribute) translatesAutoresizingMaskIntoConstraints="NO" id="pk0-00-000">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </datePicker>
            """
    }

    /// An inline date picker (a calendar) keeps the size Xcode drew it at, both ways: held only
    /// by its centre, it is laid out at its saved frame and not reported ambiguous.
    func testAnInlineDatePickerKeepsItsDrawnSize() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="rt0-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="inline" translatesAutoresizingMaskIntoConstraints="NO" id="pk0-00-000">
                            <rect key="frame" x="36.666666666666657" y="272.66666666666663" width="320" height="306.66666666666663"/>
                        </datePicker>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
                    <constraints>
                        <constraint firstItem="pk0-00-000" firstAttribute="centerY" secondItem="rt0-00-000" secondAttribute="centerY" id="c01-00-000"/>
                        <constraint firstItem="pk0-00-000" firstAttribute="centerX" secondItem="rt0-00-000" secondAttribute="centerX" id="c02-00-000"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let doc = try DocumentDecoder.decode(try XMLReader.parse(Array(text.utf8)).document)
        let layout = LayoutEngine().layout(doc, Configuration.document(doc))
        let picker = layout.views[doc.view(id: "pk0-00-000")!.index]
        let frame = try XCTUnwrap(picker.frame)
        XCTAssertEqual(frame.width, 320, accuracy: 0.01)
        XCTAssertEqual(frame.height, 306.67, accuracy: 0.01)
        XCTAssertEqual(frame.x, 36.67, accuracy: 0.01)
        XCTAssertEqual(picker.ambiguity, [.unique, .unique, .unique, .unique])
    }

    /// Wheels are 162 pt tall in a root on a phone's screen in landscape (compact height), 216
    /// in portrait and in a freeform root, whatever the document's orientation.
    func testWheelsAreShorterOnACompactHeightScreen() throws {
        XCTAssertEqual(try pickerHeight(orientation: "landscape", picker: pickerView), 162)
        XCTAssertEqual(try pickerHeight(orientation: "landscape", picker: datePicker(style: "wheels")), 162)
        XCTAssertEqual(try pickerHeight(orientation: "portrait", picker: pickerView), 216)
        XCTAssertEqual(try pickerHeight(orientation: "portrait", picker: datePicker(style: "wheels")), 216)
        XCTAssertEqual(try pickerHeight(orientation: "landscape", freeform: true, picker: pickerView), 216)
        XCTAssertEqual(try pickerHeight(toolsVersion: "14460", orientation: "landscape", picker: pickerView), 162)
    }

    /// A date picker without a style (automatic) shows the compact style in Xcode 26, 36 pt tall,
    /// unless it counts down (always wheels); before, its saved height is the wheels'.
    func testCompactDatePickerHeightByEra() throws {
        XCTAssertEqual(try pickerHeight(picker: datePicker(style: nil)), 36)
        XCTAssertEqual(try pickerHeight(picker: datePicker(style: "compact", mode: "date")), 36)
        XCTAssertEqual(try pickerHeight(orientation: "landscape", picker: datePicker(style: nil)), 36)
        XCTAssertEqual(try pickerHeight(picker: datePicker(style: nil, mode: "countDownTimer")), 216)
        XCTAssertEqual(try pickerHeight(picker: datePicker(style: "wheels")), 216)
        XCTAssertEqual(try pickerHeight(toolsVersion: "19162", picker: datePicker(style: nil)), 216)
        XCTAssertEqual(try pickerHeight(toolsVersion: "17147", picker: datePicker(style: nil, mode: "time")), 216)
        XCTAssertNil(EraMetrics.of(toolsVersion: 23504).compactDatePickerHeight)
        XCTAssertEqual(EraMetrics.of(toolsVersion: 24412).compactDatePickerHeight, 36)
    }
}
