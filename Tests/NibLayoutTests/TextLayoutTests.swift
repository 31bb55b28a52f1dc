import XCTest
import NibLayout
import NibModel
import NibText
import NibTestSupport
import NibXML

/// Text: how labels wrap, shrink and give way.
final class TextLayoutTests: DesignTimeTestCase {
    /// Xcode saved a multi-line label at its own measurement of the text; our font measures it a
    /// little wider. It stays on one line (but may still be two lines tall if that is what was saved).
    func testAMultiLineLabelSavedAtItsTextWidthStaysOnOneLine() {
        let measurer = TextMeasurer()
        try? XCTSkipIf(measurer.isDegraded, "Inter is not installed")
        let font = FontSpec.system(17)
        let natural = measurer.labelIntrinsicSize(text: "Next Coffee Time:", font: font, toolsVersion: 18122, scale: 2)
        let narrower = natural.best.width - 3
        let m = measurer.labelIntrinsicSize(text: "Next Coffee Time:", font: font, toolsVersion: 18122, scale: 2,
                                            numberOfLines: 0, preferredMaxLayoutWidth: narrower)
        XCTAssertEqual(m.lineCount, 1)
        XCTAssertTrue(m.height.contains(2 * natural.best.height - 1), "two lines stay plausible: \(m.height)")
        let muchNarrower = measurer.labelIntrinsicSize(text: "Next Coffee Time:", font: font, toolsVersion: 18122, scale: 2,
                                                       numberOfLines: 0, preferredMaxLayoutWidth: natural.best.width * 0.6)
        XCTAssertGreaterThan(muchNarrower.lineCount, 1)
    }

    /// A multi-line label whose text measures just under its width in Inter wraps in Xcode when
    /// Apple's text runs wider (up to the top of the width interval): saved two lines tall, its
    /// saved height is a plausible measurement and the layout keeps it.
    func testALabelWithinTheWidthIntervalOfItsWrapWidthKeepsItsTwoSavedLines() throws {
        let measurer = TextMeasurer()
        try XCTSkipIf(measurer.isDegraded, "Inter is not installed")
        let text = "Connect up to five devices at the same time"
        let font = FontSpec.system(14)
        let one = measurer.labelIntrinsicSize(text: text, font: font, toolsVersion: 21701, scale: 2)
        let width = (one.best.width * 1.02).rounded()
        let twoLines = measurer.measure("Connect up to five\ndevices at the same time", font: font, era: 21701, scale: 2,
                                        numberOfLines: 0).best.height
        let doc = try decode(storyboard("""
        <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" numberOfLines="0" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="wrp-00-000">
                <rect key="frame" x="16" y="20" width="\(width)" height="\(twoLines)"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <nil key="highlightedColor"/>
            </label>
        </subviews>
        <constraints>
            <constraint firstItem="wrp-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="wrx-00-000"/>
            <constraint firstItem="wrp-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="20" id="wry-00-000"/>
            <constraint firstItem="wrp-00-000" firstAttribute="width" constant="\(width)" id="wrw-00-000"/>
        </constraints>
        """, toolsVersion: "21701"))
        let solved = try XCTUnwrap(frame(doc, "wrp-00-000"))
        XCTAssertEqual(solved.width, width, accuracy: 0.01)
        XCTAssertEqual(solved.height, twoLines, accuracy: 0.01, "two lines, as saved")
    }

    /// Attributed labels: the text of their fragments and the largest fragment font.
    func testAttributedLabelsAreMeasuredFromTheirFragments() throws {
        let doc = try decode(storyboard("""
        <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="atl-00-000">
                <rect key="frame" x="16" y="20" width="50" height="19.5"/>
                <attributedString key="attributedText">
                    <fragment content="On/">
                        <attributes>
                            <font key="NSFont" metaFont="system" size="12"/>
                        </attributes>
                    </fragment>
                    <fragment>
                        <string key="content">Off</string>
                        <attributes>
                            <font key="NSFont" metaFont="systemBold" size="16"/>
                        </attributes>
                    </fragment>
                </attributedString>
                <nil key="highlightedColor"/>
            </label>
        </subviews>
        <constraints>
            <constraint firstItem="atl-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="atx-00-000"/>
            <constraint firstItem="atl-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="aty-00-000"/>
        </constraints>
        """))
        let label = doc.view(id: "atl-00-000")!
        XCTAssertEqual(label.text, "On/Off")
        XCTAssertEqual(label.font?.pointSize, 16)
        XCTAssertEqual(label.font?.weight, "bold")
        let solved = try XCTUnwrap(frame(doc, "atl-00-000"))
        XCTAssertGreaterThan(solved.width, 30, "an attributed label has the size of its text, not zero")
        XCTAssertGreaterThan(solved.height, 15)
    }

    /// A label squeezed by a neighbour with higher compression resistance stops at zero height;
    /// the neighbour gives way instead (Xcode never saves a negative size).
    func testACompressedLabelStopsAtZeroAndItsNeighbourGivesWay() throws {
        let doc = try decode(storyboard("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
                <rect key="frame" x="16" y="20" width="200" height="20"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalCompressionResistancePriority="752" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="12"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Body" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="bdy-00-000">
                        <rect key="frame" x="0.0" y="20" width="200" height="0.0"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="20" id="bxh-00-000"/>
                    <constraint firstAttribute="width" constant="200" id="bxw-00-000"/>
                    <constraint firstItem="ttl-00-000" firstAttribute="top" secondItem="box-00-000" secondAttribute="top" id="t1t-00-000"/>
                    <constraint firstItem="bdy-00-000" firstAttribute="top" secondItem="ttl-00-000" secondAttribute="bottom" constant="8" id="t2t-00-000"/>
                    <constraint firstAttribute="bottom" secondItem="bdy-00-000" secondAttribute="bottom" id="b2b-00-000"/>
                    <constraint firstItem="ttl-00-000" firstAttribute="leading" secondItem="box-00-000" secondAttribute="leading" id="l1l-00-000"/>
                    <constraint firstItem="bdy-00-000" firstAttribute="leading" secondItem="box-00-000" secondAttribute="leading" id="l2l-00-000"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="bxl-00-000"/>
            <constraint firstItem="box-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="bxt-00-000"/>
        </constraints>
        """))
        XCTAssertEqual(frame(doc, "bdy-00-000")?.height, 0)
        XCTAssertEqual(frame(doc, "ttl-00-000")?.height, 12, "the title (compression 752) takes what is left: 20 - 8")
    }
}
