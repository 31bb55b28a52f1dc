import XCTest
import NibLayout
import NibModel
import NibTestSupport

/// iOS 15 button configurations (`<buttonConfiguration>`, Xcode 13 and later).
///
/// Evidence (`/work/shared/corpus`, 169 configured buttons in 18 repositories; frames compared by
/// `nibtool xml frames`):
/// - Xcode writes `<state key="normal" title="Button"/>` beside the configuration; UIKit draws the
///   configuration's title (or none): AgoraIO's "default color" 119.5 wide (its title plus 24),
///   osmand's image-only "Left button" 24 wide, not the 75.5 "Button" would give. Decoding the
///   configuration's title, font and image turned 53 mismatching frames into matches and broke
///   none (Xcode 14-15 text 0.893 -> 0.913, Xcode 16 0.814 -> 0.824, Xcode 26 0.669 -> 0.697).
/// - The content insets are 12 pt leading/trailing and 7 pt top/bottom (default size): an image
///   without a title is image + 24 by image + 14 (AgoraIO's spatial_sound2, 40 x 40 in 64 x 54,
///   fold 1; osmand's ic_custom_play, 30 x 30 in 54 x 44, fold 0; vlc's close, 24 x 24 in 48 x 38,
///   fold 1).
/// - An SF Symbol's size is not in the document (only its canvas rendering, doc.on.doc 116 x 128):
///   the saved size stands, as for image views (KeePassium's copy button, 51 x 34).
final class ButtonConfigurationTests: DesignTimeTestCase {
    func button(_ id: String, y: Double, width: Double, height: Double, state: String = #"<state key="normal" title="Button"/>"#,
                configuration: String) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="20" y="\(y)" width="\(width)" height="\(height)"/>
            \(state)
            \(configuration)
        </button>
        """
    }

    func pinned(_ id: String, y: Double) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="\(id.prefix(3))-0l-000"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="\(y)" id="\(id.prefix(3))-0t-000"/>
        """
    }

    func document() throws -> IBDocument {
        let body = """
        <subviews>
            \(button("ttl-00-000", y: 20, width: 91, height: 34.5, configuration: #"<buttonConfiguration key="configuration" style="plain" title="Continue"/>"#))
            \(button("img-00-000", y: 80, width: 64, height: 54, configuration: #"<buttonConfiguration key="configuration" style="plain" image="speaker"/>"#))
            \(button("sym-00-000", y: 160, width: 51, height: 34, configuration: """
                <buttonConfiguration key="configuration" style="plain">
                    <imageReference key="image" image="doc.on.doc" catalog="system" symbolScale="large"/>
                </buttonConfiguration>
                """))
            \(button("fnt-00-000", y: 220, width: 100, height: 30, configuration: """
                <buttonConfiguration key="configuration" style="plain" title="Small">
                    <fontDescription key="titleFontDescription" type="system" pointSize="11"/>
                </buttonConfiguration>
                """))
        </subviews>
        <constraints>
            \(pinned("ttl-00-000", y: 20))
            \(pinned("img-00-000", y: 80))
            \(pinned("sym-00-000", y: 160))
            \(pinned("fnt-00-000", y: 220))
        </constraints>
        """
        let resources = """
            <resources>
                <image name="speaker" width="40" height="40"/>
                <image name="doc.on.doc" catalog="system" width="116" height="128"/>
            </resources>
        """
        return try decode(StoryboardScaffold.oneScene(body, toolsVersion: "22155", device: "retina6_1", width: 414, height: 896,
                                                      head: resources))
    }

    func testConfigurationTitleFontAndImageReplaceTheNormalState() throws {
        let doc = try document()
        XCTAssertEqual(doc.view(id: "ttl-00-000")?.title, "Continue")
        XCTAssertEqual(doc.view(id: "img-00-000")?.title, "", "the configuration has no title: UIKit draws none")
        XCTAssertEqual(doc.view(id: "img-00-000")?.image, "speaker")
        XCTAssertEqual(doc.view(id: "sym-00-000")?.image, "doc.on.doc")
        XCTAssertEqual(doc.view(id: "fnt-00-000")?.font?.pointSize, 11)
    }

    func testTitledConfigurationIsItsTitlePlusTheContentInsets() throws {
        let doc = try document()
        let titled = try XCTUnwrap(frame(doc, "ttl-00-000"))
        // "Continue" in 17 pt, not "Button" (75.5 wide): wider than the placeholder's frame.
        XCTAssertGreaterThan(titled.width, 80)
        XCTAssertEqual(titled.height, 34.5, accuracy: 0.01)
        let small = try XCTUnwrap(frame(doc, "fnt-00-000"))
        XCTAssertLessThan(small.height, 34, "the configuration's 11 pt font, not 17 pt")
    }

    func testImageOnlyConfigurationIsTheImagePlusTheContentInsets() throws {
        let doc = try document()
        let image = try XCTUnwrap(frame(doc, "img-00-000"))
        XCTAssertEqual([image.width, image.height], [64, 54])
    }

    func testSFSymbolConfigurationKeepsItsSavedSize() throws {
        let doc = try document()
        let symbol = try XCTUnwrap(frame(doc, "sym-00-000"))
        XCTAssertEqual([symbol.width, symbol.height], [51, 34], "not the symbol's 116 x 128 canvas")
    }
}
