import XCTest
import NibLayout
import NibModel

/// A xib's top-level view that does not translate its autoresizing mask is sized by its own
/// width or height constraint where it has one: the saved frame is one size class's, and the
/// view's own constraint for another size class is no conflict with it (nextcloud's
/// NCShareHeader, fourth of the hold-out sets' first runs: saved 230 tall, `height = 90` only in
/// compact heights, reported as conflicting there). A top-level view that translates its mask
/// keeps the frame its container gives it, and the same constraint conflicts.
final class TopLevelOwnSizeTests: DesignTimeTestCase {
    private func header(translates: Bool) throws -> IBDocument {
        try decode("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" \(translates ? "" : #"translatesAutoresizingMaskIntoConstraints="NO" "#)id="hdr-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="230"/>
                    \(translates ? #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"# : "")
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="140"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="140" id="box-00-00h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-00-000" firstAttribute="top" secondItem="hdr-00-000" secondAttribute="top" id="box-00-00t"/>
                        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="hdr-00-000" secondAttribute="leading" id="box-00-00l"/>
                        <constraint firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" id="box-00-00r"/>
                        <constraint firstAttribute="height" constant="90" id="hdr-00-00h"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="hdr-00-00h"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=compact">
                        <mask key="constraints">
                            <include reference="hdr-00-00h"/>
                        </mask>
                    </variation>
                </view>
            </objects>
        </document>
        """)
    }

    private func compactHeight(_ doc: IBDocument) -> Configuration {
        Configuration.resolve(TraitsPattern("wC-hC"), device: nil, orientation: nil, doc: doc)
    }

    func testATopLevelViewOnAutoLayoutTakesItsOwnHeightWhereItHasOne() throws {
        let doc = try header(translates: false)
        let layout = LayoutEngine().layout(doc, compactHeight(doc))
        XCTAssertEqual(layout.views[doc.view(id: "hdr-00-000")!.index].frame?.height, 90)
        XCTAssertTrue(layout.conflicts.isEmpty, "\(layout.conflicts)")
        // Where it has none, the saved size holds.
        XCTAssertEqual(frame(doc, "hdr-00-000")?.height, 230)
    }

    func testATopLevelViewThatTranslatesItsMaskKeepsItsFrameAndConflicts() throws {
        let doc = try header(translates: true)
        let layout = LayoutEngine().layout(doc, compactHeight(doc))
        XCTAssertEqual(layout.views[doc.view(id: "hdr-00-000")!.index].frame?.height, 230)
        XCTAssertEqual(layout.conflicts.count, 1)
    }
}
