import XCTest
import NibLayout
import NibModel
import NibText
import NibTestSupport
import NibXML

/// Text styles measured with taller lines: a document saved on a Mac whose language gives text
/// styles taller lines has its text-style labels 24.5 tall (2x) instead of 20.5, and its
/// text-style buttons 37 instead of 33; fixed-size system fonts keep their lines.
final class TallTextStyleLinesTests: DesignTimeTestCase {
    /// A Headline and a Body label stacked under the safe area's top, then a Headline button and
    /// a fixed-size 17 pt label, all saved as a Mac with taller text-style lines did.
    func document(styleHeight: Double, buttonHeight: Double) -> String {
        let views: [(id: String, element: String, text: String, font: String, height: Double)] = [
            ("lb0-00-000", "label", "Avoid roads", #"style="UICTFontTextStyleHeadline""#, styleHeight),
            ("lb1-00-000", "label", "102 km, 1 h 17 m", #"style="UICTFontTextStyleBody""#, styleHeight),
            ("bt0-00-000", "button", "Done", #"style="UICTFontTextStyleHeadline""#, buttonHeight),
            ("lb2-00-000", "label", "Fixed size", #"type="system" pointSize="17""#, 20.5),
        ]
        var y = 20.0
        var subviews = "", constraints = ""
        var previous = "sa0-00-000", previousAttribute = "top"
        for (i, v) in views.enumerated() {
            let frame = #"<rect key="frame" x="16" y="\#(y)" width="120" height="\#(v.height)"/>"#
            let font = #"<fontDescription key="fontDescription" \#(v.font)/>"#
            if v.element == "label" {
                subviews += """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(v.text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(v.id)">
                    \(frame)
                    \(font)
                    <nil key="highlightedColor"/>
                </label>

                """
            } else {
                subviews += """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(v.id)">
                    \(frame)
                    \(font)
                    <state key="normal" title="\(v.text)"/>
                </button>

                """
            }
            constraints += """
            <constraint firstItem="\(v.id)" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="ld\(i)-00-000"/>
            <constraint firstItem="\(v.id)" firstAttribute="top" secondItem="\(previous)" secondAttribute="\(previousAttribute)" id="tp\(i)-00-000"/>

            """
            y += v.height
            previous = v.id
            previousAttribute = "bottom"
        }
        return storyboard("<subviews>\(subviews)</subviews><constraints>\(constraints)</constraints>", toolsVersion: "23504")
    }

    func testTextStylesGetTallerLinesWhereTheDocumentsLabelsWereSavedWithThem() throws {
        try XCTSkipIf(TextMeasurer().isDegraded, "Inter is not installed")
        let doc = try decode(document(styleHeight: 24.5, buttonHeight: 37))
        let config = Configuration.document(doc)
        XCTAssertTrue(IntrinsicSizes().tallTextStyleLines(of: doc, config, category: .large))
        let layout = LayoutEngine().layout(doc, config)
        func frame(_ id: String) -> Rect? { layout.views[doc.view(id: id)!.index].frame }
        XCTAssertEqual(frame("lb0-00-000")?.height, 24.5, "Headline: a line of 1.427 x 17 pt")
        XCTAssertEqual(frame("lb1-00-000")?.height, 24.5, "Body, the same")
        XCTAssertEqual(frame("bt0-00-000")?.height, 37, "a Headline button: a 25 pt line and the 12 pt padding")
        XCTAssertEqual(frame("lb2-00-000")?.height, 20.5, "a fixed-size system font keeps its line")
        XCTAssertEqual(frame("lb2-00-000")?.y, 20 + 24.5 + 24.5 + 37)
    }

    func testTextStylesKeepTheStandardLinesWhereTheLabelsShowThem() throws {
        try XCTSkipIf(TextMeasurer().isDegraded, "Inter is not installed")
        let doc = try decode(document(styleHeight: 20.5, buttonHeight: 33))
        XCTAssertFalse(IntrinsicSizes().tallTextStyleLines(of: doc, Configuration.document(doc), category: .large))
        XCTAssertEqual(frame(doc, "lb0-00-000")?.height, 20.5)
        XCTAssertEqual(frame(doc, "bt0-00-000")?.height, 33)
    }

    /// The vote: labels at the standard line outnumbering those at the taller one keep it; a
    /// height within half a point of the taller line but off its pixel is no vote (a label
    /// stretched by its constraints), and a 13 pt style's taller line is 19 (2x).
    func testTheTallerLinesNeedMoreLabelsAtThemThanAtTheStandardOnes() throws {
        let measurer = TextMeasurer()
        try XCTSkipIf(measurer.isDegraded, "Inter is not installed")
        let body = "UICTFontTextStyleBody", footnote = "UICTFontTextStyleFootnote"
        XCTAssertTrue(measurer.inferredTallTextStyleLines([TextStyleSample(style: body, height: 24.33333, scale: 3)], category: .large))
        XCTAssertTrue(measurer.inferredTallTextStyleLines([TextStyleSample(style: footnote, height: 19, scale: 2)], category: .large))
        XCTAssertFalse(measurer.inferredTallTextStyleLines([TextStyleSample(style: body, height: 24, scale: 2)], category: .large))
        XCTAssertFalse(measurer.inferredTallTextStyleLines([TextStyleSample(style: body, height: 24.5, scale: 2),
                                                            TextStyleSample(style: body, height: 20.5, scale: 2),
                                                            TextStyleSample(style: footnote, height: 16, scale: 2)], category: .large))
    }
}
