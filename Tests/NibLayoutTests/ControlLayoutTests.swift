import XCTest
import NibLayout
import NibModel
import NibText
import NibTestSupport
import NibXML

/// Buttons, images, text views, stacks and scroll views as the nib editor lays them out.
final class ControlLayoutTests: DesignTimeTestCase {
    /// An attributed button title is measured in its own font; a button with neither title nor
    /// image but content insets keeps an empty 22 pt line plus its insets, and UIButton's 30 pt
    /// minimum width (DuckDuckGo's OmniBar menu button: hugging 1000 and a required width of 30 do
    /// not conflict). Without insets it gets a title's padding (`testEmptyButtonsPadTheirFontsLineLikeATitle`).
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
        XCTAssertEqual(frame(doc, "emc-00-000").map { [$0.width, $0.height] }, [30, 34])
        XCTAssertTrue(LayoutEngine().layout(doc, Configuration.document(doc)).conflicts.isEmpty)
    }

    /// A button with neither title, image nor content insets pads its empty title line as UIButton
    /// pads a title: the font's line height rounded up, plus 6 above and below, at least 30 wide.
    /// Saved sizes: a system button in its default 15 pt, 30 x 30 (iNaturalist, AdGuard); in the
    /// Headline style, 30 x 33 (OsmAnd, Xcode 26); a custom one in its 18 pt, 30 x 34 (OctoPod,
    /// Ring); 12 pt 27 (IVPN) and 19 pt 35 (Ring). (A text style follows the era's Dynamic Type
    /// size: at Xcode 13's Extra Small the Headline button would be 29.)
    func testEmptyButtonsPadTheirFontsLineLikeATitle() throws {
        func button(_ id: String, type: String?, font: String?, y: Int) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(type.map { "buttonType=\"\($0)\" " } ?? "")lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="50" height="50"/>
                \(font ?? "")
            </button>
            """
        }
        let buttons = [("dfl-00-000", "system", nil, 20, 30.0),
                       ("hdl-00-000", "system", #"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#, 90, 33),
                       ("cus-00-000", nil, nil, 160, 34),
                       ("s12-00-000", "system", #"<fontDescription key="fontDescription" type="system" pointSize="12"/>"#, 230, 27),
                       ("s19-00-000", "roundedRect", #"<fontDescription key="fontDescription" type="system" pointSize="19"/>"#, 300, 35)]
        let doc = try decode(storyboard("""
        <subviews>\(buttons.map { button($0.0, type: $0.1, font: $0.2, y: $0.3) }.joined())</subviews>
        <constraints>\(buttons.map { b in """
            <constraint firstItem="\(b.0)" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="\(b.0.prefix(3))-x0-000"/>
            <constraint firstItem="\(b.0)" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="\(b.3)" id="\(b.0.prefix(3))-y0-000"/>
            """ }.joined())</constraints>
        """, toolsVersion: "24506"))
        for b in buttons {
            XCTAssertEqual(frame(doc, b.0).map { [$0.width, $0.height] }, [30, b.4], b.0)
        }
        // A button whose state names an SF Symbol is not empty: the rule leaves it alone.
        let symbol = try decode(storyboard("""
        <subviews>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="sym-00-000">
                <rect key="frame" x="16" y="20" width="50" height="50"/>
                <state key="normal">
                    <imageReference key="image" image="xmark.circle" catalog="system" symbolScale="large"/>
                </state>
            </button>
        </subviews>
        <constraints>
            <constraint firstItem="sym-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="syx-00-000"/>
            <constraint firstItem="sym-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="20" id="syy-00-000"/>
        </constraints>
        """, toolsVersion: "24506"))
        XCTAssertTrue(symbol.view(id: "sym-00-000")!.imageIsSystemSymbol)
        XCTAssertNotEqual(frame(symbol, "sym-00-000")?.height, 34, "not an empty custom button's 34")
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

    /// An info, detail-disclosure or add button with a button configuration and no title is its
    /// glyph inside the configuration's content insets: 50 x 34 (IVPN's plain detail-disclosure
    /// buttons in the corpus, saved 50 x 34 by Xcode 16; dolphin-ios's outside it, 50 wide), not
    /// the bare glyph's 25 x 24.
    func testConfiguredSystemGlyphButtonIsItsGlyphInsideTheConfigurationInsets() throws {
        func document(configured: Bool) throws -> IBDocument {
            let configuration = configured ? "<buttonConfiguration key=\"configuration\" style=\"plain\"/>" : ""
            return try decode(storyboard("""
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="detailDisclosure" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="inf-00-000">
                    <rect key="frame" x="8" y="28" width="50" height="34"/>
                    \(configuration)
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="inf-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="8" id="c20-00-000"/>
                <constraint firstItem="inf-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="8" id="c21-00-000"/>
            </constraints>
            """, toolsVersion: "23504"))
        }
        XCTAssertEqual(frame(try document(configured: true), "inf-00-000"), Rect(x: 8, y: 28, width: 50, height: 34))
        XCTAssertEqual(frame(try document(configured: false), "inf-00-000"), Rect(x: 8, y: 28, width: 25, height: 24))
    }

    /// Content pinned to its scroll view's safe area sits below the content's top only where the
    /// scroll view adjusts its content by that inset: in a navigation stack (UIKit's automatic
    /// adjustment, whether or not the content scrolls). Outside one, content that does not scroll
    /// is not moved, and the safe area's top is the status bar's 20 pt below the content's top.
    func testScrollContentSeesTheSafeAreaInsetOutsideANavigationStack() throws {
        let scrollView = """
        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-000">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
                    <rect key="frame" x="8" y="26" width="50" height="50"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="50" id="c10-00-000"/>
                        <constraint firstAttribute="height" constant="50" id="c11-00-000"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="ssa-00-000" secondAttribute="leading" constant="8" id="c20-00-000"/>
                <constraint firstItem="box-00-000" firstAttribute="top" secondItem="ssa-00-000" secondAttribute="top" constant="6" id="c21-00-000"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="ssa-00-000"/>
        </scrollView>
        """
        let filling = """
        <constraint firstItem="scr-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="c30-00-000"/>
        <constraint firstItem="scr-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" id="c31-00-000"/>
        <constraint firstAttribute="trailing" secondItem="scr-00-000" secondAttribute="trailing" id="c32-00-000"/>
        <constraint firstAttribute="bottom" secondItem="scr-00-000" secondAttribute="bottom" id="c33-00-000"/>
        """
        let scene = controllerScene(0, subviews: scrollView, constraints: filling)
        let alone = try decode(storyboardDocument(toolsVersion: "22505", device: "retina4_7", scene))
        XCTAssertEqual(frame(alone, "box-00-000")?.y, 26)
        let pushed = try decode(storyboardDocument(toolsVersion: "22505", device: "retina4_7", navigationScene(root: 0), scene))
        XCTAssertEqual(frame(pushed, "box-00-000")?.y, 6)
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

    /// A view whose height no constraint decides (a collection view pinned at its top and sides
    /// only): Interface Builder leaves it at the height the document has, and reports it free.
    func testAViewTheConstraintsLeaveFreeKeepsItsSavedFrameInTheDocumentsConfiguration() throws {
        let doc = try decode(storyboard("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fre-00-000">
                <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="fre-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" id="c30-00-000"/>
            <constraint firstItem="fre-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="c31-00-000"/>
            <constraint firstAttribute="trailing" secondItem="fre-00-000" secondAttribute="trailing" id="c32-00-000"/>
        </constraints>
        """))
        let free = doc.view(id: "fre-00-000")!
        let layout = LayoutEngine().layout(doc, Configuration.document(doc))
        XCTAssertEqual(layout.views[free.index].frame, Rect(x: 0, y: 0, width: 375, height: 600))
        XCTAssertEqual(layout.views[free.index].ambiguity[3], .free)
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

    /// A text view that does not scroll and has no text still lays out one line in its font (the
    /// caret's line) inside its insets: 17 + 16 = 33 pt for system 14, 19.5 + 16 = 35.5 for
    /// system 16, and a Dynamic Type style the height of a one-line label in it (Body at Large,
    /// the era's size). What is pinned below it moves with it (AdGuard's and IVPN's empty text
    /// views, saved 35.5 and 33 tall).
    func testAnEmptyTextViewThatDoesNotScrollIsOneLineOfItsFontTall() throws {
        func textView(_ id: String, y: Int, font: String) -> String {
            """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="343" height="40"/>
                \(font)
            </textView>
            """
        }
        func pinned(_ id: String, y: Int) -> String {
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="\(id.prefix(3))-l0-000"/>
            <constraint firstItem="sa0-00-000" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="16" id="\(id.prefix(3))-t0-000"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="\(y)" id="\(id.prefix(3))-y0-000"/>
            """
        }
        let doc = try decode(storyboard("""
        <subviews>
            \(textView("e14-00-000", y: 20, font: #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#))
            \(textView("e16-00-000", y: 100, font: #"<fontDescription key="fontDescription" type="system" pointSize="16"/>"#))
            \(textView("ebd-00-000", y: 200, font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#))
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="blw-00-000">
                <rect key="frame" x="16" y="143.5" width="343" height="10"/>
                <constraints>
                    <constraint firstAttribute="height" constant="10" id="blh-00-000"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            \(pinned("e14-00-000", y: 20))\(pinned("e16-00-000", y: 100))\(pinned("ebd-00-000", y: 200))
            <constraint firstItem="blw-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="bll-00-000"/>
            <constraint firstItem="sa0-00-000" firstAttribute="trailing" secondItem="blw-00-000" secondAttribute="trailing" constant="16" id="blt-00-000"/>
            <constraint firstItem="blw-00-000" firstAttribute="top" secondItem="e16-00-000" secondAttribute="bottom" constant="8" id="bly-00-000"/>
        </constraints>
        """, toolsVersion: "23504"))
        let measurer = TextMeasurer()
        try XCTSkipIf(measurer.isDegraded, "Inter is not installed")
        XCTAssertEqual(frame(doc, "e14-00-000")?.height, 33)
        XCTAssertEqual(frame(doc, "e16-00-000")?.height, 35.5)
        let body = FontSpec(type: nil, weight: nil, pointSize: nil, name: nil, style: "UICTFontTextStyleBody")
        let bodyLine = measurer.labelIntrinsicSize(text: "Body", font: body, toolsVersion: 23504, scale: 2).best.height
        XCTAssertEqual(frame(doc, "ebd-00-000")?.height, bodyLine + 16)
        let textView = try XCTUnwrap(frame(doc, "e16-00-000"))
        XCTAssertEqual(frame(doc, "blw-00-000")?.y, textView.y + 35.5 + 8, "the view below moves with the empty line")
    }
    /// A view without text (a switch) has its first baseline at its top and its last at its
    /// bottom, as UIView gives them. AgoraIO's two switches, 56 pt apart, pin the second's first
    /// baseline 25 pt below the first's last baseline and both to the safe area's bottom: Xcode
    /// saved them so (684 and 740 on a 414 x 896 phone), where both baselines at the bottom made
    /// the constraints conflict.
    func testAViewWithoutTextHasItsFirstBaselineAtItsTop() throws {
        func control(_ id: String, y: Int) -> String {
            """
            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="200" y="\(y)" width="51" height="31"/>
            </switch>
            """
        }
        let doc = try decode(storyboard("""
            <subviews>\(control("sw1-00-000", y: 684))\(control("sw2-00-000", y: 740))</subviews>
            <constraints>
                <constraint firstItem="sa0-00-000" firstAttribute="bottom" secondItem="sw1-00-000" secondAttribute="bottom" constant="147" id="c01-00-000"/>
                <constraint firstItem="sa0-00-000" firstAttribute="bottom" secondItem="sw2-00-000" secondAttribute="bottom" constant="91" id="c02-00-000"/>
                <constraint firstItem="sw2-00-000" firstAttribute="firstBaseline" secondItem="sw1-00-000" secondAttribute="baseline" constant="25" id="c03-00-000"/>
                <constraint firstItem="sw1-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="200" id="c04-00-000"/>
                <constraint firstItem="sw2-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="200" id="c05-00-000"/>
            </constraints>
            """, device: "retina6_1", width: 414, height: 896))
        let layout = LayoutEngine().layout(doc, Configuration.document(doc))
        XCTAssertTrue(layout.conflicts.isEmpty)
        XCTAssertEqual(frame(doc, "sw1-00-000")?.y, 684)
        XCTAssertEqual(frame(doc, "sw2-00-000")?.y, 740)
    }

    /// An image view whose image has no baseline (an asset image, or none) has its first baseline
    /// at its top, as UIView gives it; only an SF Symbol carries a baseline of its own, which
    /// nibtool does not know and keeps at the image view's bottom. KeePassium's database key
    /// changer (toolsVersion 32700, fold 2) aligns a 29 pt asset image's first baseline with a label's:
    /// Xcode saved the image's top on the label's baseline (y 182.5), where the bottom put it
    /// 28.5 pt higher. The corpus's only other image views on baseline constraints show SF Symbols.
    func testAnImageViewWithoutASymbolHasItsFirstBaselineAtItsTop() throws {
        func image(_ id: String, x: Int, size: Int, asset: String?) -> String {
            """
            <imageView userInteractionEnabled="NO" contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"\(asset.map { " image=\"\($0)\"" } ?? "")>
                <rect key="frame" x="\(x)" y="100" width="\(size)" height="\(size)"/>
                \(asset == nil ? #"<imageReference key="image" image="globe" catalog="system"/>"# : "")
                <constraints>
                    <constraint firstAttribute="width" constant="\(size)" id="\(id)-w"/>
                    <constraint firstAttribute="height" constant="\(size)" id="\(id)-h"/>
                </constraints>
            </imageView>
            """
        }
        let doc = try decode(storyboard("""
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Database" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-000">
                    <rect key="frame" x="100" y="100" width="70" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
                \(image("img-00-000", x: 16, size: 29, asset: "fp-generic-listitem"))
                \(image("sym-00-000", x: 50, size: 20, asset: nil))
            </subviews>
            <constraints>
                <constraint firstItem="lbl-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="100" id="c01-00-000"/>
                <constraint firstItem="lbl-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="100" id="c02-00-000"/>
                <constraint firstItem="img-00-000" firstAttribute="firstBaseline" secondItem="lbl-00-000" secondAttribute="firstBaseline" id="c03-00-000"/>
                <constraint firstItem="sym-00-000" firstAttribute="firstBaseline" secondItem="lbl-00-000" secondAttribute="firstBaseline" id="c04-00-000"/>
                <constraint firstItem="img-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="c05-00-000"/>
                <constraint firstItem="sym-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="50" id="c06-00-000"/>
            </constraints>
            """, device: "retina6_1", width: 414, height: 896, toolsVersion: "23504"))
        let asset = try XCTUnwrap(frame(doc, "img-00-000")), symbol = try XCTUnwrap(frame(doc, "sym-00-000"))
        XCTAssertEqual(asset.y, symbol.y + symbol.height, "the asset image's top and the symbol's bottom are both on the baseline")
        let label = try XCTUnwrap(frame(doc, "lbl-00-000"))
        XCTAssertGreaterThan(asset.y, label.y + 10, "the baseline is an ascent below the label's top")
    }
}
