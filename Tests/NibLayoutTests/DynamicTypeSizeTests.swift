import XCTest
import NibLayout
import NibModel
import NibText
import NibTestSupport
import NibXML

/// The Dynamic Type size the canvas lays text out at.
final class DynamicTypeSizeTests: DesignTimeTestCase {
    /// A stack of text-style labels saved at the Extra Small Dynamic Type size (the canvas was set
    /// to it): the document is laid out at that size, so nothing is misplaced.
    func testTextStylesAreLaidOutAtTheDynamicTypeSizeTheDocumentWasSavedAt() throws {
        let styles: [(String, String, Double)] = [
            ("UICTFontTextStyleTitle1", "Title 1", 30), ("UICTFontTextStyleHeadline", "Headline", 17),
            ("UICTFontTextStyleBody", "Body", 17), ("UICTFontTextStyleCaption1", "Caption 1", 13.5),
        ]
        var y = 20.0
        var labels = ""
        var constraints = ""
        var previous = "sa0-00-000"
        var previousAttribute = "top"
        for (i, (style, text, height)) in styles.enumerated() {
            let id = "lb\(i)-00-000"
            labels += """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="200" height="\(height)"/>
                <fontDescription key="fontDescription" style="\(style)"/>
                <nil key="highlightedColor"/>
            </label>

            """
            constraints += """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="ld\(i)-00-000"/>
            <constraint firstItem="\(id)" firstAttribute="trailing" secondItem="sa0-00-000" secondAttribute="trailing" constant="-159" id="tr\(i)-00-000"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(previous)" secondAttribute="\(previousAttribute)" id="tp\(i)-00-000"/>

            """
            y += height
            previous = id
            previousAttribute = "bottom"
        }
        let doc = try decode(storyboard("<subviews>\(labels)</subviews><constraints>\(constraints)</constraints>"))
        let sizes = IntrinsicSizes()
        XCTAssertEqual(sizes.contentSizeCategory(of: doc, Configuration.document(doc)), .extraSmall)
        XCTAssertEqual(frame(doc, "lb0-00-000")?.height, 30, "Title 1 at Extra Small (25 pt), not Large (28 pt)")
        let first = try XCTUnwrap(frame(doc, "lb0-00-000")), last = try XCTUnwrap(frame(doc, "lb3-00-000"))
        XCTAssertEqual(last.y - first.y, 30 + 17 + 17)
    }

    func testTheDynamicTypeSizeIsLargeUnlessTheSavedHeightsSaySo() {
        let measurer = TextMeasurer()
        try? XCTSkipIf(measurer.isDegraded, "Inter is not installed")
        // Large heights of Body (20.5) and Footnote (16): Large.
        XCTAssertEqual(measurer.inferredContentSizeCategory([
            TextStyleSample(style: "UICTFontTextStyleBody", height: 20.5, scale: 2), TextStyleSample(style: "UICTFontTextStyleBody", height: 20.5, scale: 2),
            TextStyleSample(style: "UICTFontTextStyleFootnote", height: 16, scale: 2),
        ]), .large)
        // Two Extra Small labels are not enough evidence.
        XCTAssertEqual(measurer.inferredContentSizeCategory([TextStyleSample(style: "UICTFontTextStyleBody", height: 17, scale: 2),
                                                             TextStyleSample(style: "UICTFontTextStyleTitle1", height: 30, scale: 2)]), .large)
        XCTAssertEqual(ContentSizeCategory.extraExtraExtraLarge.pointSize(of: "UICTFontTextStyleBody"), 23)
        XCTAssertEqual(FontSpec(kind: .textStyle("UICTFontTextStyleHeadline"), pointSize: 0).at(.extraSmall),
                       FontSpec.system(14, weight: "semibold"))
    }

    /// Labels whose heights are held by their constraints at another category's line height
    /// (16 pt, Subhead at Small) but whose widths are their texts' widths at Large were saved at
    /// Large: a saved width equal to a text's measured width outvotes a height the constraints set.
    func testSavedTextWidthsOutvoteHeightsHeldByConstraints() throws {
        let measurer = TextMeasurer()
        try XCTSkipIf(measurer.isDegraded, "Inter is not installed")
        let subhead = FontSpec(kind: .textStyle("UICTFontTextStyleSubhead"), pointSize: 0)
        let texts = ["Latitude and longitude", "Grid reference", "Map coordinates"]
        var labels = "", constraints = ""
        for (i, text) in texts.enumerated() {
            let id = "lb\(i)-00-000"
            let width = measurer.labelIntrinsicSize(text: text, font: subhead, toolsVersion: 17156, scale: 2).best.width
            XCTAssertNotEqual(width, measurer.labelIntrinsicSize(text: text, font: subhead.at(.small), toolsVersion: 17156, scale: 2).best.width)
            labels += """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(20 + 30 * i)" width="\(width)" height="16"/>
                <constraints>
                    <constraint firstAttribute="height" constant="16" id="ht\(i)-00-000"/>
                </constraints>
                <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                <nil key="highlightedColor"/>
            </label>

            """
            constraints += """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="ld\(i)-00-000"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="\(20 + 30 * i)" id="tp\(i)-00-000"/>

            """
        }
        let doc = try decode(storyboard("<subviews>\(labels)</subviews><constraints>\(constraints)</constraints>", toolsVersion: "17156"))
        XCTAssertEqual(IntrinsicSizes().contentSizeCategory(of: doc, Configuration.document(doc)), .large,
                       "16 pt is Subhead's line at Small, but the widths are Large's")
        for i in texts.indices {
            let id = "lb\(i)-00-000"
            let saved = try XCTUnwrap(doc.view(id: id)?.frame), solved = try XCTUnwrap(frame(doc, id))
            XCTAssertEqual(solved.width, saved.width, accuracy: 1, texts[i])
            XCTAssertEqual(solved.height, 16)
        }
    }

    /// `--text-size`: a chosen Dynamic Type size, the accessibility ones included, overrides the
    /// one the document was saved at; inference never picks an accessibility size.
    func testAChosenTextSizeOverridesTheSavedOne() throws {
        XCTAssertEqual(ContentSizeCategory(name: "AX5"), .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(ContentSizeCategory(name: "xxxLarge"), .extraExtraExtraLarge)
        XCTAssertEqual(ContentSizeCategory(name: "UICTContentSizeCategoryAccessibilityM"), .accessibilityMedium)
        XCTAssertEqual(ContentSizeCategory(name: "accessibility-large"), .accessibilityLarge)
        XCTAssertNil(ContentSizeCategory(name: "huge"))
        XCTAssertEqual(ContentSizeCategory.accessibilityExtraExtraExtraLarge.pointSize(of: "UICTFontTextStyleBody"), 53)
        XCTAssertEqual(ContentSizeCategory.accessibilityMedium.pointSize(of: "UICTFontTextStyleCaption2"), 20)
        XCTAssertEqual(ContentSizeCategory.standard.count, 7)
        XCTAssertFalse(ContentSizeCategory.standard.contains(.accessibilityMedium))

        let doc = try decode(storyboard("""
        <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome to the app" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lb0-00-001">
                <rect key="frame" x="16" y="20" width="343" height="20.5"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
        </subviews>
        <constraints>
            <constraint firstItem="lb0-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="16" id="c00-00-001"/>
            <constraint firstItem="lb0-00-001" firstAttribute="trailing" secondItem="rt0-00-000" secondAttribute="trailing" constant="-16" id="c00-00-002"/>
            <constraint firstItem="lb0-00-001" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="20" id="c00-00-003"/>
        </constraints>
        """, toolsVersion: "21701")) // Xcode 14: its canvas is at Large (Xcode 13's at Extra Small, EraMetricsTests)
        let config = Configuration.document(doc)
        let saved = LayoutEngine().layout(doc, config)
        XCTAssertEqual(saved.contentSizeCategory, .large)
        var options = LayoutOptions()
        options.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        let big = LayoutEngine(options: options).layout(doc, config)
        XCTAssertEqual(big.contentSizeCategory, .accessibilityExtraExtraExtraLarge)
        let small = try XCTUnwrap(saved.views[doc.view(id: "lb0-00-001")!.index].frame)
        let large = try XCTUnwrap(big.views[doc.view(id: "lb0-00-001")!.index].frame)
        XCTAssertEqual(small.height, 20.5, accuracy: 0.5)
        // 53 pt text: "Welcome to the app" no longer fits 343 pt and wraps to two lines of about 63 pt.
        XCTAssertGreaterThan(large.height, 2 * 53)
        XCTAssertLessThan(large.height, 3 * 53)
        XCTAssertEqual(large.width, 343)
    }
}
