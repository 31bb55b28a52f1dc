import XCTest
import NibLayout
import NibModel
import NibTestSupport

/// A button without a configuration whose normal state shows an SF Symbol
/// (`<state key="normal" image="chevron.up" catalog="system"/>`).
///
/// `<resources>` records only the symbol's canvas rendering (chevron.up: 128 x 70, trash:
/// 121 x 128), not the size UIKit draws it at, and nibtool has no symbol metrics. Taking the
/// canvas size made such buttons 128 wide or 70-144 tall where Xcode saved 22-44. As for image
/// views and configured buttons showing a symbol, the saved size stands.
///
/// Evidence (`/work/shared/corpus`, `nibtool xml frames` over all iOS documents, before and after):
/// 27 frames gained, none lost. Derived on fold 1 (tinode's mute and cancel buttons, ProtonVPN's
/// profile button: 15 views, plus 2 in amperfy and 1 in LoopKit), confirmed on fold 0 (openhab's
/// chevron buttons, 7 of 7) and fold 2 (KeePassium's trash button and the field beside it, 2).
final class ButtonSymbolSizeTests: DesignTimeTestCase {
    func document() throws -> IBDocument {
        let body = """
        <subviews>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="chv-00-000">
                <rect key="frame" x="20" y="40" width="30" height="22"/>
                <constraints>
                    <constraint firstAttribute="width" constant="30" id="chv-0w-000"/>
                </constraints>
                <state key="normal" image="chevron.up" catalog="system"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="trs-00-000">
                <rect key="frame" x="20" y="100" width="35" height="38"/>
                <inset key="contentEdgeInsets" minX="8" minY="8" maxX="8" maxY="8"/>
                <state key="normal" image="trash" catalog="system"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="own-00-000">
                <rect key="frame" x="20" y="160" width="40" height="40"/>
                <state key="normal" image="logo"/>
            </button>
        </subviews>
        <constraints>
            <constraint firstItem="chv-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="chv-0l-000"/>
            <constraint firstItem="chv-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="40" id="chv-0t-000"/>
            <constraint firstItem="trs-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="trs-0l-000"/>
            <constraint firstItem="trs-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="100" id="trs-0t-000"/>
            <constraint firstItem="own-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="own-0l-000"/>
            <constraint firstItem="own-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="160" id="own-0t-000"/>
        </constraints>
        """
        let resources = """
            <resources>
                <image name="chevron.up" catalog="system" width="128" height="70"/>
                <image name="trash" catalog="system" width="121" height="128"/>
                <image name="logo" width="60" height="60"/>
            </resources>
        """
        return try decode(StoryboardScaffold.oneScene(body, toolsVersion: "22155", device: "retina6_1", width: 414, height: 896,
                                                      head: resources))
    }

    func testPlainButtonWithSFSymbolKeepsItsSavedSize() throws {
        let doc = try document()
        let chevron = try XCTUnwrap(frame(doc, "chv-00-000"))
        XCTAssertEqual([chevron.width, chevron.height], [30, 22], "not the symbol's 128 x 70 canvas")
        let trash = try XCTUnwrap(frame(doc, "trs-00-000"))
        XCTAssertEqual([trash.width, trash.height], [35, 38], "the saved size already holds the content insets")
    }

    /// Xcode 13 and later name a state's SF Symbol in an `<imageReference>` child, not in the
    /// state's `image` attribute; the saved size stands for that spelling too (a square 26 pt
    /// xmark.circle, not a 30 x 26 empty system button stretched square to 30 x 30).
    ///
    /// Evidence: 14 frames gained, none lost (`nibtool xml frames` over all iOS documents).
    /// Derived on fold 1 (tinode's cancel buttons and the text views beside them, 6; amperfy's
    /// Xcode 26 player buttons, 3), confirmed on fold 2 (KeePassium's die, chevron and touchid
    /// buttons with 8 pt content insets and the views they size, 5).
    func testButtonNamingItsSymbolInAnImageReferenceKeepsItsSavedSize() throws {
        let body = """
        <subviews>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="xmk-00-000">
                <rect key="frame" x="20" y="40" width="26" height="26"/>
                <constraints>
                    <constraint firstAttribute="width" secondItem="xmk-00-000" secondAttribute="height" multiplier="1:1" id="xmk-0a-000"/>
                </constraints>
                <state key="normal">
                    <imageReference key="image" image="xmark.circle" catalog="system" symbolScale="large"/>
                </state>
            </button>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="die-00-000">
                <rect key="frame" x="20" y="100" width="41" height="34.333333333333336"/>
                <inset key="contentEdgeInsets" minX="8" minY="0.0" maxX="8" maxY="0.0"/>
                <state key="normal">
                    <imageReference key="image" image="die.face.3" catalog="system" symbolScale="large"/>
                </state>
            </button>
        </subviews>
        <constraints>
            <constraint firstItem="xmk-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="xmk-0l-000"/>
            <constraint firstItem="xmk-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="40" id="xmk-0t-000"/>
            <constraint firstItem="die-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="die-0l-000"/>
            <constraint firstItem="die-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="100" id="die-0t-000"/>
        </constraints>
        """
        let resources = """
            <resources>
                <image name="xmark.circle" catalog="system" width="128" height="123"/>
                <image name="die.face.3" catalog="system" width="128" height="114"/>
            </resources>
        """
        let doc = try decode(StoryboardScaffold.oneScene(body, toolsVersion: "23504", device: "retina6_12", width: 393, height: 852,
                                                         head: resources))
        XCTAssertEqual(doc.view(id: "xmk-00-000")?.image, "xmark.circle")
        let xmark = try XCTUnwrap(frame(doc, "xmk-00-000"))
        XCTAssertEqual([xmark.width, xmark.height], [26, 26], "not an empty button's 30 pt minimum width")
        let die = try XCTUnwrap(frame(doc, "die-00-000"))
        XCTAssertEqual(die.width, 41, accuracy: 0.01, "the saved size already holds the content insets")
        XCTAssertEqual(die.height, 34.33, accuracy: 0.01)
    }

    func testButtonWithItsOwnImageIsStillSizedByTheImage() throws {
        let doc = try document()
        let own = try XCTUnwrap(frame(doc, "own-00-000"))
        XCTAssertEqual([own.width, own.height], [60, 60], "an asset's size is known: the saved 40 x 40 does not stand")
    }
}
