import NibLayout
import NibModel
@testable import NibRender
import NibXML
import XCTest

/// Buttons drawn as UIKit lays their content out: image and title side by side, moved by a
/// legacy button's edge insets, padded and placed by an iOS 15 configuration; the image a box of
/// its size. Checked on the SVG's elements (the `placeholder` box, the title's `text`).
final class ButtonContentTests: XCTestCase {
    static func storyboard(_ subviews: String, resources: String = "") -> String {
        ControlsDocument.storyboard(subviews, resources: resources)
    }

    /// A button at a fixed frame (autoresizing, so the layout keeps it where it is saved).
    static func button(_ id: String, y: Int, width: Int = 200, height: Int = 40, attributes: String = "", _ body: String) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(attributes) id="\(id)">
            <rect key="frame" x="20" y="\(y)" width="\(width)" height="\(height)"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            \(body)
        </button>
        """
    }

    /// The scene's SVG (no issue overlays, no guides), parsed.
    func svg(_ document: String) throws -> XMLDocument {
        let doc = try RenderSupport.parse(document)
        let root = try XCTUnwrap(Preview.defaultRoot(doc))
        let config = Configuration.resolve(nil, device: nil, orientation: nil, doc: doc)
        let panel = Preview.panel(document: doc, root: root, configuration: config, options: DrawOptions(issues: false, guides: false))
        return try XMLReader.parse(Array(SVGRenderer.render(panel.scene).utf8)).document
    }

    struct Placed { var image: [Rect]; var titles: [String: (x: Double, anchor: String)] }

    func placed(_ d: XMLDocument) -> Placed {
        func n(_ e: XMLElement, _ a: String) -> Double { Double(e[attribute: a] ?? "") ?? .nan }
        let boxes = d.allElements.filter { $0.name == "rect" && $0[attribute: "class"] == "placeholder" }
            .map { Rect(x: n($0, "x"), y: n($0, "y"), width: n($0, "width"), height: n($0, "height")) }
        var titles: [String: (x: Double, anchor: String)] = [:]
        for t in d.allElements where t.name == "text" { titles[t.text] = (n(t, "x"), t[attribute: "text-anchor"] ?? "start") }
        return Placed(image: boxes.sorted { $0.y < $1.y }, titles: titles)
    }

    /// A legacy button's image leads its title; `imageEdgeInsets` right 8 and `titleEdgeInsets`
    /// left 8 each move their element by half (the content is centred): 8 pt between them, the
    /// pair still centred on the button. The image is its `<resources>` size, centred vertically.
    func testLegacyImageAndTitleWithEdgeInsets() throws {
        let d = try svg(Self.storyboard(Self.button("bt1-00-001", y: 100, attributes: #"buttonType="system""#, """
            <inset key="titleEdgeInsets" minX="8" minY="0.0" maxX="0.0" maxY="0.0"/>
            <inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="8" maxY="0.0"/>
            <state key="normal" title="Play" image="star"/>
            """), resources: #"<image name="star" width="24" height="24"/>"#))
        let p = placed(d)
        let image = try XCTUnwrap(p.image.first, "the image's placeholder box")
        XCTAssertEqual(image.width, 24); XCTAssertEqual(image.height, 24)
        XCTAssertEqual(image.midY, 120, accuracy: 0.01, "centred on the button's 40 pt height")
        let title = try XCTUnwrap(p.titles["Play"])
        XCTAssertEqual(title.anchor, "middle")
        let tw = TextMetrics.width("Play", size: 15)
        let titleStart = title.x - tw / 2
        XCTAssertEqual(titleStart - image.maxX, 8, accuracy: 0.02, "half of each inset opens the gap")
        XCTAssertEqual((image.x + titleStart + tw) / 2, 120, accuracy: 0.02, "the pair centred on the button (x 20, width 200)")
    }

    /// Without insets, image and title touch; a custom button's image stays grey (untinted).
    func testLegacyCustomButtonImageAndTitleTouch() throws {
        let d = try svg(Self.storyboard(Self.button("bt1-00-001", y: 100, attributes: #"buttonType="custom""#, """
            <state key="normal" title="Play" image="star"><color key="titleColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></state>
            """), resources: #"<image name="star" width="24" height="24"/>"#))
        let box = try XCTUnwrap(d.allElements.first { $0[attribute: "class"] == "placeholder" })
        XCTAssertEqual(box[attribute: "stroke"], SceneDrawer.structureGrey.hex)
        let p = placed(d)
        let title = try XCTUnwrap(p.titles["Play"])
        let tw = TextMetrics.width("Play", size: 18)
        XCTAssertEqual(title.x - tw / 2, p.image[0].maxX, accuracy: 0.02)
    }

    /// The usual image-after-title recipe (title insets (0, -iw, 0, iw), image insets (0, tw, 0,
    /// -tw)) swaps them exactly.
    func testLegacySwapRecipePutsTheImageAfterTheTitle() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 30)
        let l = ButtonContentLayout.legacy(bounds: bounds, image: Size(width: 20, height: 20), title: Size(width: 40, height: 18),
                                           imageInsets: EdgeInsets(top: 0, left: 40, bottom: 0, right: -40),
                                           titleInsets: EdgeInsets(top: 0, left: -20, bottom: 0, right: 20))
        XCTAssertEqual(l.title, Rect(x: 20, y: 6, width: 40, height: 18))
        XCTAssertEqual(l.image, Rect(x: 60, y: 5, width: 20, height: 20))
        // Leading-aligned: by `left`; trailing: by `-right`; content insets shrink the content box.
        let leading = ButtonContentLayout.legacy(bounds: bounds, image: Size(width: 20, height: 20), title: Size(width: 40, height: 18),
                                                 contentInsets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 0),
                                                 imageInsets: EdgeInsets(top: 0, left: 3, bottom: 0, right: 0), horizontal: .leading, vertical: .top)
        XCTAssertEqual(leading.image?.x, 8); XCTAssertEqual(leading.title?.x, 25); XCTAssertEqual(leading.image?.y, 0)
        let trailing = ButtonContentLayout.legacy(bounds: bounds, image: Size(width: 20, height: 20), title: Size(width: 40, height: 18),
                                                  titleInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 4), horizontal: .trailing)
        XCTAssertEqual(trailing.title?.x, 56); XCTAssertEqual(trailing.image?.x, 40)
        // A title longer than the room the image leaves is cut to it.
        let narrow = ButtonContentLayout.legacy(bounds: bounds, image: Size(width: 20, height: 20), title: Size(width: 400, height: 18))
        XCTAssertEqual(narrow.title?.width, 80)
    }

    /// `semanticContentAttribute="forceRightToLeft"`, the usual way to put a legacy button's
    /// image after its title: mirrored, the title first; the insets keep their sides.
    func testForcedRightToLeftPutsTheImageAfterTheTitle() throws {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 30)
        let l = ButtonContentLayout.legacy(bounds: bounds, image: Size(width: 20, height: 20), title: Size(width: 40, height: 18),
                                           imageInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 0), rightToLeft: true)
        XCTAssertEqual(l.title?.x, 20, "title first")
        XCTAssertEqual(l.image?.x, 65, "image after it (60), moved right by half its left inset")
        XCTAssertEqual(ButtonContentLayout.horizontal("left", rightToLeft: true), .trailing, "left does not flip: the mirror's trailing")
        let leading = ButtonContentLayout.legacy(bounds: bounds, image: Size(width: 20, height: 20), title: Size(width: 40, height: 18),
                                                 horizontal: ButtonContentLayout.horizontal("leading", rightToLeft: true), rightToLeft: true)
        XCTAssertEqual(leading.image?.maxX, 100, "leading is the right edge")
        XCTAssertEqual(leading.title?.maxX, 80)
        // A configuration's directional insets and placement follow the direction.
        let configured = ButtonContentLayout.configured(bounds: bounds, image: Size(width: 20, height: 20), title: Size(width: 40, height: 18),
                                                        contentInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 0), placement: .leading,
                                                        padding: 4, horizontal: .leading, rightToLeft: true)
        XCTAssertEqual(configured.image, Rect(x: 70, y: 5, width: 20, height: 20), "image at the leading (right) edge, inside the leading inset")
        XCTAssertEqual(configured.title?.x, 26)

        let d = try svg(Self.storyboard(Self.button("bt7-00-001", y: 100, attributes: #"semanticContentAttribute="forceRightToLeft" buttonType="system""#, """
            <state key="normal" title="More" image="chevron"/>
            """), resources: #"<image name="chevron" width="12" height="20"/>"#))
        let p = placed(d)
        let title = try XCTUnwrap(p.titles["More"])
        let tw = TextMetrics.width("More", size: 15)
        XCTAssertEqual(p.image[0].x, title.x + tw / 2, accuracy: 0.02, "the image right after the title")
    }

    /// A configuration's `imagePlacement="trailing"` and `imagePadding="8"` inside its
    /// `contentInsets` (leading 10, trailing 20): title, 8 pt, image, centred in the 170 pt left
    /// between the insets. The image is tinted with `baseForegroundColor`.
    func testConfigurationTrailingImageWithPaddingAndContentInsets() throws {
        let d = try svg(Self.storyboard(Self.button("bt2-00-001", y: 100, height: 44, attributes: #"buttonType="system""#, """
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="plain" image="star" imagePlacement="trailing" title="Next" imagePadding="8">
                <directionalEdgeInsets key="contentInsets" top="0.0" leading="10" bottom="0.0" trailing="20"/>
                <color key="baseForegroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </buttonConfiguration>
            """), resources: #"<image name="star" width="24" height="24"/>"#))
        let p = placed(d)
        let image = try XCTUnwrap(p.image.first)
        let title = try XCTUnwrap(p.titles["Next"])
        let tw = TextMetrics.width("Next", size: 17)
        let titleStart = title.x - tw / 2
        XCTAssertEqual(image.x - (titleStart + tw), 8, accuracy: 0.02, "imagePadding between title and image")
        XCTAssertEqual((titleStart + image.maxX) / 2, 20 + 10 + 170 / 2, accuracy: 0.02, "centred between the content insets")
        XCTAssertEqual(image.midY, 122, accuracy: 0.01)
        let box = try XCTUnwrap(d.allElements.first { $0[attribute: "class"] == "placeholder" })
        XCTAssertEqual(box[attribute: "stroke"], "#ff0000")
    }

    /// The default placement is leading, without padding, inside 12 pt insets (the layout's).
    func testConfigurationDefaultsLeadImageWithoutPadding() throws {
        let d = try svg(Self.storyboard(Self.button("bt3-00-001", y: 100, attributes: #"buttonType="system""#, """
            <buttonConfiguration key="configuration" style="filled" image="star" title="Go"/>
            """), resources: #"<image name="star" width="20" height="20"/>"#))
        let p = placed(d)
        let image = try XCTUnwrap(p.image.first)
        let title = try XCTUnwrap(p.titles["Go"])
        let tw = TextMetrics.width("Go", size: 17)
        XCTAssertEqual(title.x - tw / 2, image.maxX, accuracy: 0.02)
        XCTAssertEqual((image.x + title.x + tw / 2) / 2, 120, accuracy: 0.02, "the pair centred (12 pt insets either side)")
        // A filled button's image is white, as its title.
        let box = try XCTUnwrap(d.allElements.first { $0[attribute: "class"] == "placeholder" })
        XCTAssertEqual(box[attribute: "stroke"], "#ffffff")
    }

    /// Image above (top) or below (bottom) the title, centred on each other, padding between.
    func testConfigurationStackedPlacements() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 80)
        let insets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
        let top = ButtonContentLayout.configured(bounds: bounds, image: Size(width: 20, height: 20), title: Size(width: 40, height: 20),
                                                 contentInsets: insets, placement: .top, padding: 4)
        XCTAssertEqual(top.image, Rect(x: 40, y: 18, width: 20, height: 20))
        XCTAssertEqual(top.title, Rect(x: 30, y: 42, width: 40, height: 20))
        let bottom = ButtonContentLayout.configured(bounds: bounds, image: Size(width: 20, height: 20), title: Size(width: 40, height: 20),
                                                    contentInsets: insets, placement: .bottom, padding: 4)
        XCTAssertEqual(bottom.title?.y, 18); XCTAssertEqual(bottom.image?.y, 42)
        // No title: no padding, the image alone centred.
        let alone = ButtonContentLayout.configured(bounds: bounds, image: Size(width: 20, height: 20), title: nil,
                                                   contentInsets: insets, placement: .leading, padding: 9)
        XCTAssertEqual(alone.image, Rect(x: 40, y: 30, width: 20, height: 20))
        XCTAssertEqual(ButtonContentLayout.Placement("top"), .top)
        XCTAssertEqual(ButtonContentLayout.Placement(nil), .leading)
    }

    /// The image's size when the preview does not have it: an SF Symbol is a square of its
    /// configuration's symbol point size; an image `<resources>` does not size, a square of the
    /// title's line height.
    func testImageSizeWithoutAnAssetSize() throws {
        let d = try svg(Self.storyboard(
            Self.button("bt4-00-001", y: 100, attributes: #"buttonType="system""#, """
                <buttonConfiguration key="configuration" style="plain" image="star.fill" catalog="system" title="Star">
                    <preferredSymbolConfiguration key="preferredSymbolConfigurationForImage" configurationType="pointSize" pointSize="20"/>
                </buttonConfiguration>
                """) + Self.button("bt5-00-001", y: 200, attributes: #"buttonType="system""#, """
                <buttonConfiguration key="configuration" style="plain" image="heart" title="Like"/>
                """), resources: #"<image name="star.fill" catalog="system" width="128" height="121"/>"#))
        let p = placed(d)
        XCTAssertEqual(p.image.count, 2)
        XCTAssertEqual(p.image[0].width, 20); XCTAssertEqual(p.image[0].height, 20)
        XCTAssertEqual(p.image[1].width, 17 * 1.2, accuracy: 0.01); XCTAssertEqual(p.image[1].height, 17 * 1.2, accuracy: 0.01)
    }

    /// A title-only button draws as before: its title centred, no placeholder.
    func testTitleOnlyButtonHasNoImageBox() throws {
        let d = try svg(Self.storyboard(Self.button("bt6-00-001", y: 100, attributes: #"buttonType="system""#, """
            <state key="normal" title="Done"/>
            """)))
        XCTAssertTrue(placed(d).image.isEmpty)
        XCTAssertEqual(try XCTUnwrap(placed(d).titles["Done"]).x, 120, accuracy: 0.01)
    }
}
