import XCTest
import NibLayout
import NibModel
import NibText
import NibXML

/// Rules of Interface Builder's design-time layout found on the corpus (docs/conformance.md): each
/// test is a small document in the shape of the corpus documents that showed the rule.
final class DesignTimeRulesTests: XCTestCase {
    func decode(_ text: String) throws -> IBDocument {
        try DocumentDecoder.decode(try XMLReader.parse(Array(text.utf8)).document)
    }

    func frame(_ doc: IBDocument, _ id: String, _ config: Configuration? = nil) -> Rect? {
        let layout = LayoutEngine().layout(doc, config ?? Configuration.document(doc))
        return layout.views[doc.view(id: id)!.index].frame
    }

    /// A storyboard whose one scene's root view holds `body`; `device: nil` for Xcode 6-7's Any
    /// canvas (no `<device>`).
    func storyboard(_ body: String, device: String? = "retina4_7", width: Int = 375, height: Int = 667, toolsVersion: String = "18122") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            \(device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? "")
            <scenes>
                <scene sceneID="sc0-00-000">
                    <objects>
                        <viewController id="vc0-00-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        \(body)
                                <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A table cell's content view whose one subview is pinned to its four layout margins.
    /// `frame`: the content view's saved frame, or nil for none (as Xcode 6 sometimes wrote it).
    func marginPinnedContentView(cell: String, content: String, box: String, frame: String?) -> String {
        """
        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(cell)" id="\(content)">
            \(frame.map { "<rect key=\"frame\" \($0)/>" } ?? "")
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box)">
                    <rect key="frame" x="8" y="8" width="0" height="0"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="\(box)" firstAttribute="leading" secondItem="\(content)" secondAttribute="leadingMargin" id="\(box)-1"/>
                <constraint firstItem="\(box)" firstAttribute="trailing" secondItem="\(content)" secondAttribute="trailingMargin" id="\(box)-2"/>
                <constraint firstItem="\(box)" firstAttribute="top" secondItem="\(content)" secondAttribute="topMargin" id="\(box)-3"/>
                <constraint firstAttribute="bottomMargin" secondItem="\(box)" secondAttribute="bottom" id="\(box)-4"/>
            </constraints>
        </tableViewCellContentView>
        """
    }

    // MARK: Dynamic Type size of the canvas

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
            ("UICTFontTextStyleBody", 20.5, 2), ("UICTFontTextStyleBody", 20.5, 2), ("UICTFontTextStyleFootnote", 16, 2),
        ]), .large)
        // Two Extra Small labels are not enough evidence.
        XCTAssertEqual(measurer.inferredContentSizeCategory([("UICTFontTextStyleBody", 17, 2), ("UICTFontTextStyleTitle1", 30, 2)]), .large)
        XCTAssertEqual(ContentSizeCategory.extraExtraExtraLarge.pointSize(of: "UICTFontTextStyleBody"), 23)
        XCTAssertEqual(FontSpec(kind: .textStyle("UICTFontTextStyleHeadline"), pointSize: 0).at(.extraSmall),
                       FontSpec.system(14, weight: "semibold"))
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
        """))
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

    // MARK: text

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

    // MARK: xib top-level views on notched phones

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

    // MARK: buttons and text views

    /// An attributed button title is measured in its own font; a button with neither title nor
    /// image keeps an empty 22 pt line plus its insets, and UIButton's 30 pt minimum width
    /// (DuckDuckGo's OmniBar menu button: hugging 1000 and a required width of 30 do not conflict).
    func testAttributedButtonTitlesAndEmptyButtons() throws {
        let doc = try decode(storyboard("""
        <subviews>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="atb-00-000">
                <rect key="frame" x="16" y="20" width="100" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <state key="normal">
                    <attributedString key="attributedTitle">
                        <fragment content="I am a very special Button">
                            <attributes>
                                <font key="NSFont" size="24" name="HelveticaNeue"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                </state>
            </button>
            <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="1000" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="emb-00-000">
                <rect key="frame" x="16" y="100" width="30" height="43"/>
                <constraints>
                    <constraint firstAttribute="width" constant="30" id="emw-00-000"/>
                </constraints>
                <inset key="contentEdgeInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="21"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="emc-00-000">
                <rect key="frame" x="16" y="160" width="30" height="22"/>
            </button>
        </subviews>
        <constraints>
            <constraint firstItem="atb-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="abx-00-000"/>
            <constraint firstItem="atb-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="20" id="aby-00-000"/>
            <constraint firstItem="emb-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="ebx-00-000"/>
            <constraint firstItem="emb-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="100" id="eby-00-000"/>
            <constraint firstItem="emc-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="ecx-00-000"/>
            <constraint firstItem="emc-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="160" id="ecy-00-000"/>
        </constraints>
        """))
        let button = doc.view(id: "atb-00-000")!
        XCTAssertEqual(button.title, "I am a very special Button")
        XCTAssertEqual(button.font?.pointSize, 24)
        XCTAssertGreaterThan(try XCTUnwrap(frame(doc, "atb-00-000")).width, 200, "measured at 24 pt, not the 15 pt font")
        XCTAssertEqual(frame(doc, "emb-00-000")?.height, 43)
        XCTAssertEqual(frame(doc, "emc-00-000").map { [$0.width, $0.height] }, [30, 22])
        XCTAssertTrue(LayoutEngine().layout(doc, Configuration.document(doc)).conflicts.isEmpty)
    }

    /// Every subview of a stack view is arranged by it, even one the document leaves with its
    /// autoresizing mask: UIStackView turns the mask off (DuckDuckGo's Debug storyboard).
    func testStackSubviewsAreArrangedWhateverTheirAutoresizingMask() throws {
        let doc = try decode(storyboard("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-000">
                <rect key="frame" x="20" y="20" width="100" height="90"/>
                <subviews>
                    \(LayoutFixtures.sizedBox("top-00-000", x: 0, y: 0, width: 100, height: 30).replacingOccurrences(of: " translatesAutoresizingMaskIntoConstraints=\"NO\"", with: ""))
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mid-00-000">
                        <rect key="frame" x="0.0" y="30" width="100" height="30"/>
                    </view>
                    <view contentMode="scaleToFill" id="bot-00-000">
                        <rect key="frame" x="0.0" y="60" width="100" height="30"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                </subviews>
            </stackView>
        </subviews>
        <constraints>
            <constraint firstItem="stk-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="skx-00-000"/>
            <constraint firstItem="stk-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="20" id="sky-00-000"/>
        </constraints>
        """))
        // Three arranged views, 30 tall each (the first sets the size): the stack is 90 tall.
        XCTAssertEqual(frame(doc, "stk-00-000")?.height, 90)
        XCTAssertEqual(frame(doc, "mid-00-000"), Rect(x: 0, y: 30, width: 100, height: 30))
        XCTAssertEqual(frame(doc, "bot-00-000"), Rect(x: 0, y: 60, width: 100, height: 30))
    }

    /// A stack in a scroll view that preserves its superview's margins keeps the root's margins,
    /// not the safe area the scroll view's content is moved clear of by content insets (kharrison's
    /// AdaptType: 20 pt all round, not 8 and not 20 + the status bar).
    func testScrollContentPreservesMarginsWithoutTheSafeArea() throws {
        let doc = try decode(storyboard("""
        <subviews>
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-000">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="58"/>
                        <subviews>\(LayoutFixtures.sizedBox("box-00-000", x: 20, y: 20, width: 30, height: 30))</subviews>
                        <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="8" bottom="8" trailing="8"/>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stk-00-000" firstAttribute="leading" secondItem="scr-00-000" secondAttribute="leading" id="c20-00-000"/>
                    <constraint firstItem="stk-00-000" firstAttribute="width" secondItem="scr-00-000" secondAttribute="width" id="c21-00-000"/>
                    <constraint firstItem="stk-00-000" firstAttribute="top" secondItem="scr-00-000" secondAttribute="top" id="c22-00-000"/>
                    <constraint firstAttribute="bottom" secondItem="stk-00-000" secondAttribute="bottom" id="c23-00-000"/>
                    <constraint firstAttribute="trailing" secondItem="stk-00-000" secondAttribute="trailing" id="c24-00-000"/>
                </constraints>
            </scrollView>
        </subviews>
        \(LayoutFixtures.fillingRootView("scr-00-000"))
        <directionalEdgeInsets key="directionalLayoutMargins" top="20" leading="20" bottom="20" trailing="20"/>
        """))
        XCTAssertEqual(frame(doc, "box-00-000")?.x, 20)
        XCTAssertEqual(frame(doc, "box-00-000")?.y, 20)
        // The bottom margin stays the stack's own 8: the root's does not reach that far down.
        XCTAssertEqual(frame(doc, "stk-00-000")?.height, 20 + 30 + 8)
    }

    /// An info button is UIKit's glyph (25 x 24 since iOS 13, 22 x 22 before); pinned to its scroll
    /// view's safe area it sits below the content's top, not below the bars the content is inset
    /// from (kharrison's ScrollGuide-IB: saved at 8, 8 under a navigation bar).
    func testInfoButtonInAScrollViewsSafeArea() throws {
        func document(_ toolsVersion: String) throws -> IBDocument {
            try decode(storyboard("""
            <subviews>
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="infoLight" showsTouchWhenHighlighted="YES" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="inf-00-000">
                            <rect key="frame" x="8" y="8" width="25" height="24"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="inf-00-000" firstAttribute="leading" secondItem="ssa-00-000" secondAttribute="leading" constant="8" id="c20-00-000"/>
                        <constraint firstItem="inf-00-000" firstAttribute="top" secondItem="ssa-00-000" secondAttribute="top" constant="8" id="c21-00-000"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="ssa-00-000"/>
                </scrollView>
            </subviews>
            \(LayoutFixtures.fillingRootView("scr-00-000"))
            """, toolsVersion: toolsVersion))
        }
        XCTAssertEqual(frame(try document("14868"), "inf-00-000"), Rect(x: 8, y: 8, width: 25, height: 24))
        XCTAssertEqual(frame(try document("14460"), "inf-00-000")?.width, 22)
    }

    /// Two labels whose equal hugging ties: Interface Builder leaves them where the document has
    /// them, whichever of the two it stretched; the tie is still reported.
    func testTiesKeepTheSavedFramesInTheDocumentsConfiguration() throws {
        func document(stretchFirst: Bool) throws -> IBDocument {
            let a = stretchFirst ? 200.0 : 100.0, b = 335 - 8 - a
            return try decode(storyboard("""
            <subviews>
                \(LayoutFixtures.label("lft-00-000", "Left", x: 20, y: 100, width: a))
                \(LayoutFixtures.label("rgt-00-000", "Right", x: 20 + a + 8, y: 100, width: b))
            </subviews>
            <constraints>
                <constraint firstItem="lft-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="20" id="c10-00-000"/>
                <constraint firstItem="rgt-00-000" firstAttribute="leading" secondItem="lft-00-000" secondAttribute="trailing" constant="8" id="c11-00-000"/>
                <constraint firstAttribute="trailing" secondItem="rgt-00-000" secondAttribute="trailing" constant="20" id="c12-00-000"/>
                <constraint firstItem="lft-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="100" id="c13-00-000"/>
                <constraint firstItem="rgt-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="100" id="c14-00-000"/>
            </constraints>
            """))
        }
        for stretchFirst in [true, false] {
            let doc = try document(stretchFirst: stretchFirst)
            let left = doc.view(id: "lft-00-000")!
            let layout = LayoutEngine().layout(doc, Configuration.document(doc))
            XCTAssertEqual(layout.views[left.index].frame?.width, left.frame?.width, "stretch first: \(stretchFirst)")
            XCTAssertEqual(layout.views[left.index].ambiguity[2], .tie)
            // Without the rule the solver picks one side whatever the document says.
            var options = LayoutOptions()
            options.breakTiesTowardSavedFrames = false
            let untied = LayoutEngine(options: options).layout(doc, Configuration.document(doc))
            XCTAssertNotNil(untied.views[left.index].frame)
        }
        let first = try document(stretchFirst: true), second = try document(stretchFirst: false)
        var options = LayoutOptions()
        options.breakTiesTowardSavedFrames = false
        let a = LayoutEngine(options: options).layout(first, Configuration.document(first)).views[first.view(id: "lft-00-000")!.index].frame
        let b = LayoutEngine(options: options).layout(second, Configuration.document(second)).views[second.view(id: "lft-00-000")!.index].frame
        XCTAssertEqual(a, b, "the solver alone does not look at the saved frames")
    }

    /// A custom button with an image and no title keeps its empty 22 pt title line under a smaller
    /// image (DuckDuckGo's Settings back arrow, 10 x 16, saved 22 tall) and grows with a larger one.
    func testCustomImageButtonsKeepTheirEmptyTitleLine() throws {
        // Saved heights far from the intrinsic ones, so that the engine measures rather than keeps them.
        func button(_ id: String, _ image: String, y: Int) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="30" height="40"/>
                <constraints><constraint firstAttribute="width" constant="30" id="\(id)-w"/></constraints>
                <state key="normal" image="\(image)"/>
            </button>
            """
        }
        let text = storyboard("""
        <subviews>\(button("sma-00-000", "Arrow", y: 20))\(button("big-00-000", "Badge", y: 100))</subviews>
        <constraints>
            <constraint firstItem="sma-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="smx-00-000"/>
            <constraint firstItem="sma-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="smy-00-000"/>
            <constraint firstItem="big-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="bgx-00-000"/>
            <constraint firstItem="big-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="80" id="bgy-00-000"/>
        </constraints>
        """).replacingOccurrences(of: "</document>", with: """
            <resources><image name="Arrow" width="10" height="16"/><image name="Badge" width="24" height="24"/></resources>
        </document>
        """)
        let doc = try decode(text)
        XCTAssertEqual(frame(doc, "sma-00-000")?.height, 22)
        XCTAssertEqual(frame(doc, "big-00-000")?.height, 24)
        // With a title too, image and title sit side by side without the title's padding
        // (DuckDuckGo's FavoriteHomeCell: 28 x 28 and " ", saved 33 x 28).
        let titled = try decode(text.replacingOccurrences(of: #"<state key="normal" image="Badge"/>"#, with: #"<state key="normal" title=" " image="Badge"/>"#)
            .replacingOccurrences(of: #"<constraint firstAttribute="width" constant="30" id="big-00-000-w"/>"#, with: ""))
        let f = try XCTUnwrap(frame(titled, "big-00-000"))
        XCTAssertEqual(f.height, 24)
        XCTAssertEqual(f.width, 24 + 5, accuracy: 1.5)
    }

    /// `<resources>` gives an image's size at its file's pixel density (macOS); UIKit lays out one
    /// point per pixel. Where the saved frame shows a common density, on either axis the view's own
    /// size constraints leave free, the image is that many pixels; otherwise the resource size holds.
    func testImagesSavedAtTheirPixelSizeKeepIt() throws {
        func imageView(_ id: String, _ image: String, y: Int, size: (Double, Double), extra: String = "") -> String {
            """
            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="\(image)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="\(size.0)" height="\(size.1)"/>
                \(extra)
            </imageView>
            """
        }
        func pinned(_ id: String, y: Int) -> String {
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="\(id)-x"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="\(y)" id="\(id)-y"/>
            """
        }
        let text = storyboard("""
        <subviews>
            \(imageView("dbl-00-000", "Arrow", y: 20, size: (32, 50)))
            \(imageView("dpi-00-000", "Manny", y: 100, size: (90, 60)))
            \(imageView("one-00-000", "Arrow", y: 200, size: (20, 20)))
            \(imageView("wid-00-000", "Arrow", y: 300, size: (48, 30),
                        extra: #"<constraints><constraint firstAttribute="width" constant="48" id="wid-00-000-w"/></constraints>"#))
        </subviews>
        <constraints>\(pinned("dbl-00-000", y: 0))\(pinned("dpi-00-000", y: 80))\(pinned("one-00-000", y: 180))\(pinned("wid-00-000", y: 280))</constraints>
        """).replacingOccurrences(of: "</document>", with: """
            <resources><image name="Arrow" width="16" height="25"/><image name="Manny" width="43.200000762939453" height="49.439998626708984"/></resources>
        </document>
        """)
        let doc = try decode(text)
        // Ramotion's FoldingCell: a 144 dpi file saved at twice its resource size.
        XCTAssertEqual(frame(doc, "dbl-00-000").map { [$0.width, $0.height] }, [32, 50])
        // mattneub's KeyCommands: a 150 dpi JPEG, 43.2 pt in the resources, saved 90 wide (its
        // height set elsewhere): 90 x 103 pixels.
        XCTAssertEqual(frame(doc, "dpi-00-000").map { [$0.width, $0.height] }, [90, 103])
        // No common density gives the saved size: the resource size.
        XCTAssertEqual(frame(doc, "one-00-000").map { [$0.width, $0.height] }, [16, 25])
        // A width the view's own constraint sets (48 = 3 x 16) is no evidence of a 216 dpi file.
        XCTAssertEqual(frame(doc, "wid-00-000").map { [$0.width, $0.height] }, [48, 25])
    }

    /// A text view that does not scroll is as tall as its wrapped text plus UIKit's insets, in the
    /// same font measurement as labels.
    func testATextViewThatDoesNotScrollIsAsTallAsItsText() throws {
        let text = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 6)
        let doc = try decode(storyboard("""
        <subviews>
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="txv-00-000">
                <rect key="frame" x="8" y="8" width="359" height="100"/>
                <string key="text">\(text)</string>
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
            </textView>
        </subviews>
        <constraints>
            <constraint firstItem="txv-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="8" id="tvl-00-000"/>
            <constraint firstItem="sa0-00-000" firstAttribute="trailing" secondItem="txv-00-000" secondAttribute="trailing" constant="8" id="tvt-00-000"/>
            <constraint firstItem="txv-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="8" id="tvy-00-000"/>
        </constraints>
        """))
        let measurer = TextMeasurer()
        try XCTSkipIf(measurer.isDegraded, "Inter is not installed")
        let wrapped = measurer.labelIntrinsicSize(text: text, font: .system(16), toolsVersion: 18122, scale: 2,
                                                  numberOfLines: 0, preferredMaxLayoutWidth: 349)
        XCTAssertGreaterThan(wrapped.lineCount, 3)
        XCTAssertEqual(frame(doc, "txv-00-000")?.height, wrapped.best.height + 16)
    }

    // MARK: bars

    /// A storyboard document with `scenes`.
    func storyboardDocument(toolsVersion: String, device: String, _ scenes: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// A controller's top and bottom layout guides (documents without safe areas).
    static let layoutGuides = """
    <layoutGuides>
        <viewControllerLayoutGuide type="top" id="top-00-000"/>
        <viewControllerLayoutGuide type="bottom" id="bot-00-000"/>
    </layoutGuides>
    """

    /// A tvOS storyboard (Xcode 10) holding `scenes`.
    func tvDocument(_ scenes: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="14460.31" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="appleTV" orientation="landscape"/>
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// A table view `tbl-00-000` (a controller's root with `key="view"`, else a subview) with one
    /// prototype cell whose content view `cnt-00-000` holds the view `box-00-000`.
    func cellTable(key: String, width: Int, height: Int, cell: Rect, contentHeight: Double, box: Rect, constraints: String) -> String {
        let placement = key.isEmpty ? "translatesAutoresizingMaskIntoConstraints=\"NO\"" : key
        return """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="\(cell.height)" \(placement) id="tbl-00-000">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" rowHeight="\(cell.height)" id="cel-00-000">
                    <rect key="frame" x="\(cell.x)" y="\(cell.y)" width="\(cell.width)" height="\(cell.height)"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cel-00-000" id="cnt-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="\(cell.width)" height="\(contentHeight)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
                                <rect key="frame" x="\(box.x)" y="\(box.y)" width="\(box.width)" height="\(box.height)"/>
                            </view>
                        </subviews>
                        <constraints>\(constraints)</constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """
    }

    /// A navigation controller scene whose root is `vc<root>-00-000`; `bar` holds the attributes
    /// and height of its navigation bar.
    func navigationScene(root: Int, bar: String = "", barY: Int = 20, barHeight: Int = 44, width: Int = 375) -> String {
        """
        <scene sceneID="nv0-00-000">
            <objects>
                <navigationController id="nav-00-000" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" \(bar) id="bar-00-000">
                        <rect key="frame" x="0.0" y="\(barY)" width="\(width)" height="\(barHeight)"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="vc\(root)-00-000" kind="relationship" relationship="rootViewController" id="rel-00-000"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
    }

    /// A controller scene `vc<n>-00-000` (root view `rt<n>`, safe area `sa<n>`); with `box`, a
    /// full-width 50 pt view `box-00-000` pinned to the top of the safe area, saved at `box`.
    func controllerScene(_ n: Int, width: Int = 375, height: Int = 667, box: Double? = nil, layoutGuides: String = "",
                         subviews: String = "", constraints: String = "", extra: String = "") -> String {
        var subviews = subviews, constraints = constraints
        if let y = box {
            subviews += """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
                <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="50"/>
            </view>
            """
            constraints += """
            <constraint firstItem="box-00-000" firstAttribute="top" secondItem="sa\(n)-00-000" secondAttribute="top" id="c01-00-000"/>
            <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt\(n)-00-000" secondAttribute="leading" id="c02-00-000"/>
            <constraint firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" id="c03-00-000"/>
            <constraint firstItem="box-00-000" firstAttribute="height" constant="50" id="c04-00-000"/>
            """
        }
        return """
        <scene sceneID="sc\(n)-00-000">
            <objects>
                <viewController id="vc\(n)-00-000" sceneMemberID="viewController">
                    \(layoutGuides)
                    <view key="view" contentMode="scaleToFill" id="rt\(n)-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>\(subviews)</subviews>
                        <constraints>\(constraints)</constraints>
                        <viewLayoutGuide key="safeArea" id="sa\(n)-00-000"/>
                    </view>
                    \(extra)
                </viewController>
            </objects>
        </scene>
        """
    }

    /// A controller in a navigation controller whose bar shows large titles sits under a 96 pt
    /// bar (Hero's Navigation example); one whose item never shows them under 44 pt; none when
    /// the navigation controller hides its bar.
    func testLargeTitleNavigationBars() throws {
        func doc(_ mode: String, hidden: Bool = false) throws -> IBDocument {
            var text = storyboardDocument(toolsVersion: "13770", device: "retina4_7",
                navigationScene(root: 0, bar: "largeTitles=\"YES\"", barHeight: 96),
                controllerScene(0, box: 116, extra: "<navigationItem key=\"navigationItem\" title=\"First\" \(mode) id=\"itm-00-000\"/>"))
            if hidden { text = text.replacingOccurrences(of: "<navigationController id=", with: "<navigationController navigationBarHidden=\"YES\" id=") }
            return try decode(text)
        }
        XCTAssertEqual(frame(try doc(""), "box-00-000")?.y, 20 + 96)
        XCTAssertEqual(frame(try doc("largeTitleDisplayMode=\"never\""), "box-00-000")?.y, 20 + 44)
        XCTAssertEqual(frame(try doc("", hidden: true), "box-00-000")?.y, 20)
    }

    /// Since iOS 13 a sheet's navigation bar is 56 pt (DuckDuckGo's Bookmarks saves its bars at
    /// 56 and the roots below them 76 pt shorter than the screen): a root saved that much
    /// shorter starts below the bar, its safe area at its top.
    func testSheetNavigationBarsAre56Points() throws {
        let doc = try decode(storyboardDocument(toolsVersion: "22505", device: "retina4_7",
            navigationScene(root: 0, barY: 20, barHeight: 56),
            controllerScene(0, height: 591, box: 0)))
        XCTAssertEqual(frame(doc, "box-00-000")?.y, 0)
        XCTAssertEqual(frame(doc, "rt0-00-000")?.height, 591)
    }

    /// A controller pushed by a bar button item's segue is in the navigation stack too
    /// (mattneub's ListOfSwitches2): it sits under the navigation bar.
    func testControllersPushedFromBarButtonItemsAreUnderTheNavigationBar() throws {
        let push = """
        <navigationItem key="navigationItem" id="itm-00-000">
            <barButtonItem key="rightBarButtonItem" title="Push" id="bbi-00-000">
                <connections>
                    <segue destination="vc2-00-000" kind="show" id="psh-00-000"/>
                </connections>
            </barButtonItem>
        </navigationItem>
        """
        let doc = try decode(storyboardDocument(toolsVersion: "17156", device: "retina6_1",
            navigationScene(root: 1, barY: 44, width: 414),
            controllerScene(1, width: 414, height: 896, extra: push),
            controllerScene(2, width: 414, height: 896, box: 88)))
        XCTAssertEqual(frame(doc, "box-00-000")?.y, 44 + 44)
    }

    /// Since Xcode 14 a controller's safe area keeps the status bar even when its simulated
    /// metrics hide it (DuckDuckGo's Tab scene), and so did Xcode 9-10.1 for roots filling the
    /// screen (RocketChat's Subscriptions); Xcode 8 and smaller roots (a today extension) drop it.
    func testHiddenSimulatedStatusBarKeepsItsSafeAreaSinceXcode14() throws {
        func doc(_ toolsVersion: String, height: Int = 667) throws -> IBDocument {
            // Smaller roots are freeform, as today extensions are (mattneub's CoffeeTimeToday).
            let freeform = height == 667 ? "" : "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/><size key=\"freeformSize\" width=\"375\" height=\"\(height)\"/>"
            return try decode(storyboardDocument(toolsVersion: toolsVersion, device: "retina4_7",
                controllerScene(0, height: height, box: 20, extra: "<nil key=\"simulatedStatusBarMetrics\"/>" + freeform)))
        }
        XCTAssertEqual(frame(try doc("22505"), "box-00-000")?.y, 20)
        XCTAssertEqual(frame(try doc("14113"), "box-00-000")?.y, 20)
        XCTAssertEqual(frame(try doc("14113", height: 300), "box-00-000")?.y, 0)
        XCTAssertEqual(frame(try doc("12121"), "box-00-000")?.y, 0)
    }

    /// A controller presented as a popover (here from a bar button item) is drawn without the
    /// status bar (RocketChat's Drawing popovers, 200 x 65).
    func testPopoversHaveNoStatusBar() throws {
        let presenter = """
        <navigationItem key="navigationItem" id="itm-00-000">
            <barButtonItem key="rightBarButtonItem" title="Brush" id="bbi-00-000">
                <connections>
                    <segue destination="vc2-00-000" kind="popoverPresentation" popoverAnchorBarButtonItem="bbi-00-000" id="pop-00-000"/>
                </connections>
            </barButtonItem>
        </navigationItem>
        """
        let doc = try decode(storyboardDocument(toolsVersion: "14109", device: "retina4_7",
            controllerScene(1, extra: presenter), controllerScene(2, width: 200, height: 65, box: 0)))
        XCTAssertEqual(frame(doc, "box-00-000")?.y, 0, "20 if the popover had the status bar")
    }

    /// On an iPad, popover content is drawn beside a 13 pt arrow on its leading side in a
    /// compact-width popover: 16 pt margins from the arrow (mattneub's PopoverPresenting: a button
    /// 44 pt from the margin saved at x 73 in a root 200 + 13 wide); a controller presented over
    /// the popover's context is inside it too. On a phone, nothing changes.
    func testPopoverContentOnAnIPadKeepsClearOfItsArrow() throws {
        func button(_ n: Int) -> (String, String) {
            ("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-00\(n)">
                <rect key="frame" x="73" y="32" width="53" height="30"/>
            </view>
            """, """
            <constraint firstItem="btn-00-00\(n)" firstAttribute="leading" secondItem="rt\(n)-00-000" secondAttribute="leadingMargin" constant="44" id="c1\(n)-00-000"/>
            <constraint firstItem="btn-00-00\(n)" firstAttribute="top" secondItem="sa\(n)-00-000" secondAttribute="top" constant="32" id="c2\(n)-00-000"/>
            <constraint firstItem="btn-00-00\(n)" firstAttribute="width" constant="53" id="c3\(n)-00-000"/>
            <constraint firstItem="btn-00-00\(n)" firstAttribute="height" constant="30" id="c4\(n)-00-000"/>
            """)
        }
        func doc(_ device: String) throws -> IBDocument {
            let presenter = """
            <connections><segue destination="vc2-00-000" kind="popoverPresentation" popoverAnchorView="rt1-00-000" id="pop-00-000">
                <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
            </segue></connections>
            """
            let (b2, c2) = button(2), (b3, c3) = button(3)
            let inContext = """
            <connections><segue destination="vc3-00-000" kind="presentation" modalPresentationStyle="currentContext" id="prs-00-000"/></connections>
            """
            let text = storyboardDocument(toolsVersion: "14865.1", device: device,
                controllerScene(1, width: 768, height: 1024, extra: presenter),
                controllerScene(2, width: 213, height: 300, subviews: b2, constraints: c2, extra: inContext),
                controllerScene(3, width: 333, height: 480, subviews: b3, constraints: c3))
                .replacingOccurrences(of: #"<viewController id="vc3-00-000""#, with: #"<viewController modalPresentationStyle="currentContext" id="vc3-00-000""#)
            return try decode(text)
        }
        let pad = try doc("ipad9_7")
        XCTAssertEqual(frame(pad, "btn-00-002")?.x, 13 + 16 + 44)
        XCTAssertEqual(frame(pad, "btn-00-003")?.x, 13 + 16 + 44)
        XCTAssertEqual(frame(pad, "btn-00-002")?.y, 32, "no status bar in a popover")
        XCTAssertEqual(frame(try doc("retina4_7"), "btn-00-002")?.x, 16 + 44)
    }

    /// Standard spacing to the top layout guide is 8 pt even where Xcode 11 wrote 20
    /// (kharrison's SpeakEasy).
    func testStandardSpacingToTheTopLayoutGuideIsEight() throws {
        let guides = Self.layoutGuides
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
            <rect key="frame" x="20" y="8" width="335" height="34"/>
        </view>
        """
        let pins = """
        <constraint firstItem="box-00-000" firstAttribute="top" secondItem="top-00-000" secondAttribute="bottom" constant="20" symbolic="YES" id="c01-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt1-00-000" secondAttribute="leading" constant="20" id="c02-00-000"/>
        <constraint firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" constant="20" id="c03-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="height" constant="34" id="c04-00-000"/>
        """
        let doc = try decode(storyboardDocument(toolsVersion: "15505", device: "retina4_7",
            controllerScene(1, layoutGuides: guides, subviews: box, constraints: pins)))
        XCTAssertEqual(frame(doc, "box-00-000")?.y, 8)
    }

    /// tvOS table cells: content margins of 23 above and below, 8 leading and 20 trailing
    /// (SwiftMessages' DemoTvOS).
    func testTvOSCellContentMargins() throws {
        let pins = """
        <constraint firstItem="box-00-000" firstAttribute="top" secondItem="cnt-00-000" secondAttribute="topMargin" constant="10" id="c01-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="cnt-00-000" secondAttribute="leadingMargin" constant="10" id="c02-00-000"/>
        <constraint firstAttribute="trailingMargin" secondItem="box-00-000" secondAttribute="trailing" constant="10" id="c03-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="height" constant="24" id="c04-00-000"/>
        """
        let table = cellTable(key: "key=\"view\"", width: 1920, height: 1080, cell: Rect(x: 110, y: 28, width: 1700, height: 80),
                              contentHeight: 80, box: Rect(x: 18, y: 33, width: 1652, height: 24), constraints: pins)
        let scene = """
        <scene sceneID="sc0-00-000"><objects><tableViewController id="vc0-00-000" sceneMemberID="viewController">
        \(table)
        </tableViewController></objects></scene>
        """
        XCTAssertEqual(frame(try decode(tvDocument(scene)), "box-00-000"), Rect(x: 18, y: 33, width: 1652, height: 24))
    }

    /// tvOS scenes: layout guides 60 pt from the top and bottom (the TV-safe area), 145 under a
    /// navigation bar; root side margins 110 (80 TV-safe + 30); buttons default to 38 pt medium
    /// (SwiftMessages' DemoTvOS, Hero's TvOSExamples).
    func testTvOSGuidesMarginsAndButtonFont() throws {
        let guides = Self.layoutGuides
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
            <rect key="frame" x="140" y="185" width="1640" height="795"/>
        </view>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-000">
            <rect key="frame" x="880" y="0.0" width="160" height="86"/>
            <inset key="contentEdgeInsets" minX="40" minY="20" maxX="40" maxY="20"/>
            <state key="normal" title="Next"/>
        </button>
        """
        let pins = """
        <constraint firstItem="box-00-000" firstAttribute="top" secondItem="top-00-000" secondAttribute="bottom" constant="40" id="c01-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt1-00-000" secondAttribute="leadingMargin" constant="30" id="c02-00-000"/>
        <constraint firstAttribute="trailingMargin" secondItem="box-00-000" secondAttribute="trailing" constant="30" id="c03-00-000"/>
        <constraint firstItem="bot-00-000" firstAttribute="top" secondItem="box-00-000" secondAttribute="bottom" constant="40" id="c04-00-000"/>
        <constraint firstItem="btn-00-000" firstAttribute="centerX" secondItem="rt1-00-000" secondAttribute="centerX" id="c05-00-000"/>
        <constraint firstItem="btn-00-000" firstAttribute="top" secondItem="rt1-00-000" secondAttribute="top" id="c06-00-000"/>
        """
        let scene = controllerScene(1, width: 1920, height: 1080, layoutGuides: guides, subviews: box, constraints: pins)
        let navigated = try decode(tvDocument(navigationScene(root: 1, barY: 0, barHeight: 145, width: 1920), scene))
        XCTAssertEqual(frame(navigated, "box-00-000"), Rect(x: 140, y: 185, width: 1640, height: 795))
        let button = try XCTUnwrap(frame(navigated, "btn-00-000"))
        XCTAssertEqual(button.height, 86)
        XCTAssertEqual(button.width, 160, accuracy: 4)
        let alone = try decode(tvDocument(scene))
        XCTAssertEqual(frame(alone, "box-00-000"), Rect(x: 140, y: 100, width: 1640, height: 880))
    }

    /// Xcode 6 left out the frame of a cell's content view: it fills the cell less the 1 pt
    /// separator, so views pinned to its margins keep their size (ResearchKit's ORKCatalog).
    func testAContentViewWithoutAFrameFillsItsCell() throws {
        let doc = try decode("""
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7702" systemVersion="14D136" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="cel-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    \(marginPinnedContentView(cell: "cel-00-000", content: "cnt-00-000", box: "box-00-000", frame: nil))
                </tableViewCell>
            </objects>
        </document>
        """)
        XCTAssertEqual(frame(doc, "box-00-000"), Rect(x: 8, y: 8, width: 584, height: 27))
    }

    /// Xcode 6 saved content views 320 x 43 whatever their cell's size, and prototype cells 320 pt
    /// wide whatever their table's width: the subviews were laid out in the table's width, the
    /// cell's row height and a content view filling the cell less the separator (ChatSecure's
    /// XMPPServerInfoCell, ResearchKit's Chart storyboard). A cell saved without a frame is as
    /// wide as its table and as tall as its row.
    func testStaleXcode6CellsAreLaidOutAtTheirTablesWidthAndRowHeight() throws {
        func content(_ prefix: String) -> String {
            marginPinnedContentView(cell: "\(prefix)c-00-000", content: "\(prefix)v-00-000", box: "\(prefix)b-00-000",
                                    frame: #"x="0.0" y="0.0" width="320" height="43""#)
        }
        let header = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.%@" version="3.0" toolsVersion="7706" systemVersion="14F27" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
        """
        let xib = try decode(String(format: header, "XIB") + """
            <objects>
                <tableViewCell contentMode="scaleToFill" indentationWidth="10" rowHeight="85" id="xc-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="380" height="90"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    \(content("x"))
                </tableViewCell>
            </objects>
        </document>
        """)
        // The cell's own frame wins over its rowHeight in a xib; the content view is 380 x 89.
        XCTAssertEqual(frame(xib, "xb-00-000"), Rect(x: 8, y: 8, width: 364, height: 73))

        let storyboard = try decode(self.storyboard("""
            <subviews>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="300" sectionHeaderHeight="22" sectionFooterHeight="22" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <prototypes>
                        <tableViewCell contentMode="scaleToFill" indentationWidth="10" rowHeight="250" id="sc-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="150"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            \(content("s"))
                        </tableViewCell>
                        <tableViewCell contentMode="scaleToFill" indentationWidth="10" rowHeight="210" id="nc-00-000">
                            <autoresizingMask key="autoresizingMask"/>
                            \(marginPinnedContentView(cell: "nc-00-000", content: "nv-00-000", box: "nb-00-000", frame: nil))
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </subviews>
            <constraints>
                <constraint firstItem="tbl-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="t01-00-000"/>
                <constraint firstItem="tbl-00-000" firstAttribute="trailing" secondItem="rt0-00-000" secondAttribute="trailing" id="t02-00-000"/>
                <constraint firstItem="tbl-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" id="t03-00-000"/>
                <constraint firstItem="tbl-00-000" firstAttribute="bottom" secondItem="rt0-00-000" secondAttribute="bottom" id="t04-00-000"/>
            </constraints>
        """, device: nil, width: 600, height: 600, toolsVersion: "7706"))
        // 600 x 250 cell, content 600 x 249, margins 8.
        XCTAssertEqual(frame(storyboard, "sb-00-000"), Rect(x: 8, y: 8, width: 584, height: 233))
        // Saved without frames (ORKCatalog): a 600 x 210 cell whose content view fills it.
        XCTAssertEqual(frame(storyboard, "nb-00-000"), Rect(x: 8, y: 8, width: 584, height: 194))
    }

    /// Cells of a table whose row height is automatic (`rowHeight="-1"`) grow to their content,
    /// as UIKit sizes such rows, and keep their saved height where the content would allow less.
    func testSelfSizingCellsGrowToTheirContentButDoNotShrink() throws {
        func cell(_ n: Int, height: Int) -> String {
            """
            <tableViewCell contentMode="scaleToFill" indentationWidth="10" id="ce\(n)-00-000">
                <rect key="frame" x="0.0" y="\(n * 100)" width="375" height="\(height)"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ce\(n)-00-000" id="cv\(n)-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb\(n)-00-000">
                            <rect key="frame" x="16" y="10" width="100" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lb\(n)-00-000" firstAttribute="leading" secondItem="cv\(n)-00-000" secondAttribute="leading" constant="16" id="c1\(n)-00-000"/>
                        <constraint firstItem="lb\(n)-00-000" firstAttribute="top" secondItem="cv\(n)-00-000" secondAttribute="top" constant="10" id="c2\(n)-00-000"/>
                        <constraint firstAttribute="bottom" secondItem="lb\(n)-00-000" secondAttribute="bottom" constant="10" id="c3\(n)-00-000"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        func table(rowHeight: String) -> String {
            """
            <subviews>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="none" rowHeight="\(rowHeight)" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <sections>
                        <tableViewSection id="sec-00-000">
                            <cells>
                                \(cell(0, height: 40))
                                \(cell(1, height: 90))
                            </cells>
                        </tableViewSection>
                    </sections>
                </tableView>
            </subviews>
            """
        }
        let automatic = try decode(storyboard(table(rowHeight: "-1")))
        let short = try XCTUnwrap(frame(automatic, "lb0-00-000"))
        XCTAssertEqual(short.y, 10)
        XCTAssertGreaterThan(short.height, 20, "the 40 pt cell grows to its label's height plus 20")
        XCTAssertEqual(frame(automatic, "lb1-00-000"), Rect(x: 16, y: 10, width: short.width, height: 70))
        // With a fixed row height the saved cell height holds and the label is squeezed.
        let fixed = try decode(storyboard(table(rowHeight: "44")))
        XCTAssertEqual(frame(fixed, "lb0-00-000")?.height, 20)
    }

    /// A segmented control's frame reaches a point below its alignment rectangle: the view 16 pt
    /// below a 32 pt control starts 47 pt below its top (kharrison's RemindMe, SwiftMessages).
    func testSegmentedControlsDrawOnePointBelowTheirAlignmentRectangle() throws {
        let doc = try decode(storyboard("""
            <subviews>
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg-00-000">
                    <rect key="frame" x="16" y="20" width="200" height="32"/>
                    <segments>
                        <segment title="First"/>
                        <segment title="Second"/>
                    </segments>
                </segmentedControl>
                \(LayoutFixtures.sizedBox("box-00-000", x: 16, y: 67, width: 100, height: 10))
            </subviews>
            <constraints>
                <constraint firstItem="seg-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="16" id="c01-00-000"/>
                <constraint firstItem="seg-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="20" id="c02-00-000"/>
                <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="16" id="c03-00-000"/>
                <constraint firstItem="box-00-000" firstAttribute="top" secondItem="seg-00-000" secondAttribute="bottom" constant="16" id="c04-00-000"/>
            </constraints>
        """))
        XCTAssertEqual(frame(doc, "seg-00-000")?.y, 20)
        XCTAssertEqual(frame(doc, "seg-00-000")?.height, 32)
        XCTAssertEqual(frame(doc, "box-00-000")?.y, 67)
    }

    /// On the 600 pt "Any" canvas Xcode 6 (iOS 8 SDK) gave root views 16 pt side margins;
    /// Xcode 7 and later 20 (ResearchKit's Chart storyboard in its Xcode 6 and Xcode 8 versions).
    func testXcode6RootViewsHave16PointMarginsOnTheAnyCanvas() throws {
        func doc(_ toolsVersion: String) throws -> IBDocument {
            try decode(storyboard("""
                <subviews>
                    \(LayoutFixtures.sizedBox("box-00-000", x: 524, y: 20, width: 60, height: 30))
                </subviews>
                <constraints>
                    <constraint firstAttribute="trailingMargin" secondItem="box-00-000" secondAttribute="trailing" id="c03-00-000"/>
                    <constraint firstItem="box-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="20" id="c04-00-000"/>
                </constraints>
            """, device: nil, width: 600, height: 600, toolsVersion: toolsVersion))
        }
        XCTAssertEqual(frame(try doc("7706"), "box-00-000")?.x, 524)
        XCTAssertEqual(frame(try doc("10116"), "box-00-000")?.x, 520)
    }

    /// A custom button (no `buttonType`) without a font titles in 18 pt, a system button in 15:
    /// mattneub's "Pay Tribute" is 34 pt tall where a system button is 30.
    func testCustomButtonsTitleIn18Points() throws {
        func button(_ type: String) -> String {
            """
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(type) lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-000">
                    <rect key="frame" x="44" y="31" width="91" height="34"/>
                    <state key="normal" title="Pay Tribute"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="btn-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="44" id="c01-00-000"/>
                <constraint firstItem="btn-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="31" id="c02-00-000"/>
            </constraints>
            """
        }
        let custom = try XCTUnwrap(frame(try decode(storyboard(button(""))), "btn-00-000"))
        let system = try XCTUnwrap(frame(try decode(storyboard(button(#"buttonType="system""#))), "btn-00-000"))
        XCTAssertEqual(custom.height, 34)
        XCTAssertEqual(system.height, 30)
        XCTAssertGreaterThan(custom.width, system.width + 8, "18 pt text is a fifth wider than 15 pt")
    }

    /// Before Xcode 9, a multi-line label with an explicit preferred width was that wide whatever
    /// its text (mattneub's MyCell); since then it is as wide as its text (CoffeeTime's 138 pt
    /// label at a preferred 139).
    func testAnExplicitPreferredWidthWasTheLabelsWidthBeforeXcode9() throws {
        func width(_ toolsVersion: String) throws -> Double? {
            frame(try decode(storyboard("""
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" lineBreakMode="wordWrap" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" preferredMaxLayoutWidth="233" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-000">
                        <rect key="frame" x="15" y="20" width="233" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lbl-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="15" id="c01-00-000"/>
                    <constraint firstItem="lbl-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="20" id="c02-00-000"/>
                </constraints>
            """, toolsVersion: toolsVersion)), "lbl-00-000")?.width
        }
        XCTAssertEqual(try width("8187"), 233)
        XCTAssertLessThan(try XCTUnwrap(width("14092")), 60, "as wide as \"Label\"")
    }

    /// A view reaching beyond the root takes safe-area insets only from the part inside it
    /// (DuckDuckGo's Bookmarks: a container 8 pt above the root's top keeps 8 pt margins).
    func testTheSafeAreaOfAViewBeyondTheRootComesFromThePartInsideIt() throws {
        let doc = try decode(storyboard("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
                    <rect key="frame" x="0.0" y="-8" width="375" height="683"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="c01-00-000"/>
                <constraint firstItem="rt0-00-000" firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" id="c02-00-000"/>
                <constraint firstItem="box-00-000" firstAttribute="topMargin" secondItem="rt0-00-000" secondAttribute="top" constant="20" id="c03-00-000"/>
                <constraint firstItem="rt0-00-000" firstAttribute="bottom" secondItem="box-00-000" secondAttribute="bottomMargin" id="c04-00-000"/>
            </constraints>
        """))
        // The root's safe area starts at its top here: the box's top margin is 8, not 8 + the
        // 8 pt it reaches above the root, so its margin edge at 20 puts it at 12 (not 4).
        XCTAssertEqual(frame(doc, "box-00-000")?.y, 12)
    }

    /// An attributed text's paragraph style sets its line height: 16 pt text at a 1.5 line-height
    /// multiple is 1.5 times as tall (DuckDuckGo's About text, 12 lines at 1.258).
    func testParagraphStylesSetTheLineHeight() throws {
        func height(_ paragraph: String) throws -> Double? {
            frame(try decode(storyboard("""
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-000">
                        <rect key="frame" x="16" y="20" width="100" height="100"/>
                        <attributedString key="attributedText">
                            <fragment content="Privacy">
                                <attributes>
                                    <font key="NSFont" metaFont="system" size="16"/>
                                    \(paragraph)
                                </attributes>
                            </fragment>
                        </attributedString>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lbl-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="16" id="c01-00-000"/>
                    <constraint firstItem="lbl-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="20" id="c02-00-000"/>
                </constraints>
            """)), "lbl-00-000")?.height
        }
        let plain = try XCTUnwrap(height(""))
        let tall = try XCTUnwrap(height(#"<paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineHeightMultiple="1.5" tighteningFactorForTruncation="0.0"/>"#))
        XCTAssertEqual(tall, (plain * 1.5 * 2).rounded(.up) / 2, accuracy: 1)
        XCTAssertGreaterThan(tall, plain + 8)
        let minimum = try XCTUnwrap(height(#"<paragraphStyle key="NSParagraphStyle" alignment="natural" minimumLineHeight="40"/>"#))
        XCTAssertEqual(minimum, 40)
    }

    /// A root view Xcode flagged as misplaced was saved at a stale size: its subviews are laid out
    /// in the size the navigation controller gives it, below an opaque bar (DuckDuckGo's Feedback).
    func testAFlaggedRootIsLaidOutAtTheSizeItsContainerGivesIt() throws {
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
            <rect key="frame" x="0.0" y="25" width="375" height="578"/>
        </view>
        """
        let pins = """
        <constraint firstItem="box-00-000" firstAttribute="top" secondItem="sa1-00-000" secondAttribute="top" constant="25" id="c01-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt1-00-000" secondAttribute="leading" id="c02-00-000"/>
        <constraint firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" id="c03-00-000"/>
        <constraint firstAttribute="bottom" secondItem="box-00-000" secondAttribute="bottom" id="c04-00-000"/>
        """
        let scene = controllerScene(1, height: 597, subviews: box, constraints: pins)
            .replacingOccurrences(of: "id=\"rt1-00-000\">", with: "misplaced=\"YES\" id=\"rt1-00-000\">")
        let doc = try decode(storyboardDocument(toolsVersion: "22505", device: "retina4_7",
            navigationScene(root: 1, bar: "translucent=\"NO\""), scene))
        XCTAssertEqual(frame(doc, "box-00-000"), Rect(x: 0, y: 25, width: 375, height: 578))
    }

    /// Xcode 9-10: the cells of a table that is a subview (not a controller's root view) keep
    /// 15 pt side margins; a root table's cells take the root's 16 (RocketChat's Subscriptions).
    func testCellsOfASubviewTableKeep15PointMarginsInXcode9And10() throws {
        func table(_ key: String, _ tools: String) throws -> Rect? {
            let pins = """
            <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="cnt-00-000" secondAttribute="leadingMargin" id="c01-00-000"/>
            <constraint firstItem="box-00-000" firstAttribute="top" secondItem="cnt-00-000" secondAttribute="top" constant="10" id="c02-00-000"/>
            <constraint firstItem="box-00-000" firstAttribute="width" constant="20" id="c03-00-000"/>
            <constraint firstItem="box-00-000" firstAttribute="height" constant="20" id="c04-00-000"/>
            """
            let table = cellTable(key: key, width: 375, height: 667, cell: Rect(x: 0, y: 28, width: 375, height: 44),
                                  contentHeight: 43.5, box: Rect(x: 15, y: 10, width: 20, height: 20), constraints: pins)
            let scene: String
            if key.isEmpty {
                let fill = """
                <constraint firstItem="tbl-00-000" firstAttribute="top" secondItem="rt1-00-000" secondAttribute="top" id="t01-00-000"/>
                <constraint firstItem="tbl-00-000" firstAttribute="leading" secondItem="rt1-00-000" secondAttribute="leading" id="t02-00-000"/>
                <constraint firstAttribute="trailing" secondItem="tbl-00-000" secondAttribute="trailing" id="t03-00-000"/>
                <constraint firstAttribute="bottom" secondItem="tbl-00-000" secondAttribute="bottom" id="t04-00-000"/>
                """
                scene = controllerScene(1, subviews: table, constraints: fill)
            } else {
                scene = """
                <scene sceneID="sc1-00-000"><objects><tableViewController id="vc1-00-000" sceneMemberID="viewController">
                \(table)
                </tableViewController></objects></scene>
                """
            }
            return frame(try decode(storyboardDocument(toolsVersion: tools, device: "retina4_7", scene)), "box-00-000")
        }
        XCTAssertEqual(try table("", "14460.31")?.x, 15)
        XCTAssertEqual(try table("key=\"view\"", "14460.31")?.x, 16)
        XCTAssertEqual(try table("", "32700.99")?.x, 16)
    }

    /// The child of a container view on a notched phone keeps clear of the home indicator,
    /// whatever its size (kharrison's DynamicContainer: a 224 pt child, a view 34 pt above it).
    func testAnEmbeddedChildOnANotchedPhoneKeepsTheHomeIndicatorInset() throws {
        let container = """
        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctr-00-000">
            <rect key="frame" x="0.0" y="88" width="414" height="224"/>
            <connections>
                <segue destination="vc1-00-000" kind="embed" id="emb-00-000"/>
            </connections>
        </containerView>
        """
        let pins = """
        <constraint firstItem="box-00-000" firstAttribute="top" secondItem="rt1-00-000" secondAttribute="top" id="c01-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt1-00-000" secondAttribute="leading" id="c02-00-000"/>
        <constraint firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" id="c03-00-000"/>
        <constraint firstAttribute="bottomMargin" secondItem="box-00-000" secondAttribute="bottom" id="c04-00-000"/>
        """
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
            <rect key="frame" x="0.0" y="0.0" width="414" height="190"/>
        </view>
        """
        let doc = try decode(storyboardDocument(toolsVersion: "15705", device: "retina6_1",
            controllerScene(0, width: 414, height: 896, subviews: container),
            controllerScene(1, width: 414, height: 224, subviews: box, constraints: pins)))
        XCTAssertEqual(frame(doc, "box-00-000"), Rect(x: 0, y: 0, width: 414, height: 190))
    }

    /// Xcode 9-11 laid out "Standard" spacing to the safe area's bottom (written 8) as 0, as it
    /// did for its sides (kharrison's RefreshScroll); Xcode 12 and later lay it out as written.
    func testStandardSpacingToTheSafeAreaBottomIsZeroInXcode9To11() throws {
        let pins = """
        <constraint firstItem="box-00-000" firstAttribute="top" secondItem="sa1-00-000" secondAttribute="top" id="c01-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt1-00-000" secondAttribute="leading" id="c02-00-000"/>
        <constraint firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" id="c03-00-000"/>
        <constraint firstItem="sa1-00-000" firstAttribute="bottom" secondItem="box-00-000" secondAttribute="bottom" constant="8" symbolic="YES" id="c04-00-000"/>
        """
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        </view>
        """
        let scene = controllerScene(1, subviews: box, constraints: pins)
        XCTAssertEqual(frame(try decode(storyboardDocument(toolsVersion: "15505", device: "retina4_7", scene)), "box-00-000")?.height, 667)
        XCTAssertEqual(frame(try decode(storyboardDocument(toolsVersion: "17701", device: "retina4_7", scene)), "box-00-000")?.height, 659)
    }

    /// Xcode 9-10.1 drew the child of a container view under the status bar, as if at the top of
    /// the screen (RocketChat's share extension); Xcode 10.2 and later, and Xcode 8, without it.
    func testAnEmbeddedChildKeptTheStatusBarInXcode9To10() throws {
        func doc(_ toolsVersion: String) throws -> IBDocument {
            let container = """
            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctr-00-000">
                <rect key="frame" x="0.0" y="50" width="375" height="617"/>
                <connections>
                    <segue destination="vc1-00-000" kind="embed" id="emb-00-000"/>
                </connections>
            </containerView>
            """
            return try decode(storyboardDocument(toolsVersion: toolsVersion, device: "retina4_7",
                controllerScene(0, subviews: container), controllerScene(1, height: 617, box: 20)))
        }
        XCTAssertEqual(frame(try doc("13771"), "box-00-000")?.y, 20)
        XCTAssertEqual(frame(try doc("14460"), "box-00-000")?.y, 20)
        XCTAssertEqual(frame(try doc("14868"), "box-00-000")?.y, 0)
        XCTAssertEqual(frame(try doc("12121"), "box-00-000")?.y, 0)
    }

    // MARK: margins

    /// A view that preserves its superview's margins gets at least the part of them that
    /// reaches into it (kharrison's Margins: a full-width view under a root with 16 pt sides);
    /// stack views have no margins of their own.
    func testPreservedSuperviewMarginsAndStackViewMargins() throws {
        let doc = try decode(storyboard("""
        <subviews>
            <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="red-00-000">
                <rect key="frame" x="0.0" y="20" width="375" height="300"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ylw-00-000">
                        <rect key="frame" x="16" y="8" width="343" height="284"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="bottomMargin" secondItem="ylw-00-000" secondAttribute="bottom" id="y01-00-000"/>
                    <constraint firstAttribute="topMargin" secondItem="ylw-00-000" secondAttribute="top" id="y02-00-000"/>
                    <constraint firstAttribute="trailingMargin" secondItem="ylw-00-000" secondAttribute="trailing" id="y03-00-000"/>
                    <constraint firstAttribute="leadingMargin" secondItem="ylw-00-000" secondAttribute="leading" id="y04-00-000"/>
                </constraints>
            </view>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-000">
                <rect key="frame" x="0.0" y="400" width="375" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="50" id="rwh-00-000"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
        </subviews>
        <constraints>
            <constraint firstItem="red-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="r01-00-000"/>
            <constraint firstAttribute="trailing" secondItem="red-00-000" secondAttribute="trailing" id="r02-00-000"/>
            <constraint firstItem="red-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="r03-00-000"/>
            <constraint firstItem="red-00-000" firstAttribute="height" constant="300" id="r04-00-000"/>
            <constraint firstItem="stk-00-000" firstAttribute="leadingMargin" secondItem="rt0-00-000" secondAttribute="leading" id="s01-00-000"/>
            <constraint firstAttribute="trailing" secondItem="stk-00-000" secondAttribute="trailing" id="s02-00-000"/>
            <constraint firstItem="stk-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="400" id="s03-00-000"/>
        </constraints>
        """))
        XCTAssertEqual(frame(doc, "ylw-00-000"), Rect(x: 16, y: 8, width: 343, height: 284))
        XCTAssertEqual(frame(doc, "stk-00-000")?.x, 0, "a stack view's leading margin is its leading edge")
    }

    /// A pushed controller's root saved at y 0 but exactly as much shorter than the screen as the
    /// status and navigation bars are tall starts below them: nothing of the bars overlaps it.
    func testARootShortenedByTheBarsStartsBelowThem() throws {
        let table = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-000">
            <rect key="frame" x="0.0" y="0.0" width="320" height="504"/>
        </tableView>
        """
        let pins = """
        <constraint firstItem="tbl-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="c01-00-000"/>
        <constraint firstItem="tbl-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" id="c02-00-000"/>
        <constraint firstItem="sa0-00-000" firstAttribute="trailing" secondItem="tbl-00-000" secondAttribute="trailing" id="c03-00-000"/>
        <constraint firstItem="sa0-00-000" firstAttribute="bottom" secondItem="tbl-00-000" secondAttribute="bottom" id="c04-00-000"/>
        """
        let doc = try decode(storyboardDocument(toolsVersion: "14460.31", device: "retina4_0",
            navigationScene(root: 0, width: 320),
            controllerScene(0, width: 320, height: 504, subviews: table, constraints: pins)))
        XCTAssertEqual(frame(doc, "tbl-00-000"), Rect(x: 0, y: 0, width: 320, height: 504))
    }

    /// A tab bar controller's own "no bottom bar" metrics do not take the tab bar away from its
    /// children (kharrison's Stacks): a view pinned to the bottom layout guide sits above it.
    func testChildrenOfATabBarControllerSitAboveItsTabBar() throws {
        let guides = Self.layoutGuides
        let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
            <rect key="frame" x="0.0" y="568" width="375" height="50"/>
        </view>
        """
        let pins = """
        <constraint firstItem="bot-00-000" firstAttribute="top" secondItem="box-00-000" secondAttribute="bottom" id="c01-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt1-00-000" secondAttribute="leading" id="c02-00-000"/>
        <constraint firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" id="c03-00-000"/>
        <constraint firstItem="box-00-000" firstAttribute="height" constant="50" id="c04-00-000"/>
        """
        let tabs = """
        <scene sceneID="tb0-00-000">
            <objects>
                <tabBarController id="tab-00-000" sceneMemberID="viewController">
                    <nil key="simulatedBottomBarMetrics"/>
                    <tabBar key="tabBar" contentMode="scaleToFill" id="bar-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections>
                        <segue destination="vc1-00-000" kind="relationship" relationship="viewControllers" id="rel-00-000"/>
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        """
        let text = storyboardDocument(toolsVersion: "11762", device: "retina4_7",
                                      controllerScene(1, layoutGuides: guides, subviews: box, constraints: pins), tabs)
            .replacingOccurrences(of: "useSafeAreas=\"YES\" ", with: "")
            .replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"sa1-00-000\"/>", with: "")
        let doc = try decode(text)
        XCTAssertEqual(frame(doc, "box-00-000")?.y, 667 - 49 - 50)
    }

    /// A stack view with explicit margins arranges its views inside them, and a stack that
    /// preserves its superview's margins takes those where they are deeper (kharrison's Margins:
    /// 8 pt margins, 16 pt root sides: the arranged views start 16 pt in).
    func testAStackWithExplicitMarginsArrangesInsideTheDeeperOfItsOwnAndItsSuperviews() throws {
        let doc = try decode(storyboard("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-000">
                <rect key="frame" x="0.0" y="300" width="375" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="blu-00-000">
                        <rect key="frame" x="16" y="8" width="167.5" height="84"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="grn-00-000">
                        <rect key="frame" x="191.5" y="8" width="167.5" height="84"/>
                    </view>
                </subviews>
                <edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>
            </stackView>
        </subviews>
        <constraints>
            <constraint firstItem="stk-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="s01-00-000"/>
            <constraint firstAttribute="trailing" secondItem="stk-00-000" secondAttribute="trailing" id="s02-00-000"/>
            <constraint firstItem="stk-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="300" id="s03-00-000"/>
            <constraint firstItem="stk-00-000" firstAttribute="height" constant="100" id="s04-00-000"/>
        </constraints>
        """))
        XCTAssertEqual(frame(doc, "blu-00-000"), Rect(x: 16, y: 8, width: 167.5, height: 84))
        XCTAssertEqual(frame(doc, "grn-00-000")?.x, 191.5)
    }

    /// Saved frames that miss a required edge constraint between views are stale, whatever the
    /// model says of margins or text; frames that satisfy every such constraint are not called so.
    func testSavedFramesMissingARequiredEdgeConstraintAreStale() throws {
        func check(_ secondX: Double) throws -> [SavedFrameConsistency.Violation] {
            let body = """
                <subviews>
                    \(LayoutFixtures.sizedBox("aa0-00-000", x: 20, y: 100, width: 100, height: 40))
                    \(LayoutFixtures.sizedBox("bb0-00-000", x: secondX, y: 100, width: 100, height: 40))
                </subviews>
                <constraints>
                    <constraint firstItem="aa0-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="20" id="c10-00-000"/>
                    <constraint firstItem="aa0-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="100" id="c11-00-000"/>
                    <constraint firstItem="bb0-00-000" firstAttribute="leading" secondItem="aa0-00-000" secondAttribute="trailing" constant="8" id="c12-00-000"/>
                    <constraint firstItem="bb0-00-000" firstAttribute="top" secondItem="aa0-00-000" secondAttribute="top" id="c13-00-000"/>
                </constraints>
            """
            let doc = try decode(storyboard(body))
            let root = doc.view(id: "rt0-00-000")!.index
            let b = doc.view(id: "bb0-00-000")!.index
            let consistency = SavedFrameConsistency(doc, system: LayoutEngine().system(doc, Configuration.document(doc), root: root))
            return consistency.violations(touching: [b, root], in: doc)
        }
        XCTAssertTrue(try check(128).isEmpty)
        let stale = try check(140)
        XCTAssertEqual(stale.count, 1)
        XCTAssertEqual(stale.first?.amount ?? 0, 12, accuracy: 1e-9)
        // Half a pixel either side is rounding, not staleness.
        XCTAssertTrue(try check(128.5).isEmpty)
    }
}
