import XCTest
import NibLayout
import NibModel
import NibTestSupport

/// An image view showing an SF Symbol enclosed in a circle (`arrow.down.circle`,
/// `questionmark.circle.fill`) at UIKit's default symbol configuration: Auto Layout places its
/// alignment rectangle, and its frame is half a point inside it at the top and at the bottom,
/// whatever the view's size. A 20 pt height constraint gives a frame 19 tall, centred on the
/// constrained rectangle (`EraMetrics.circledSymbolAlignmentInsets`).
///
/// Evidence (`/work/shared/corpus`, every image view with a default-configured circled symbol,
/// 8 of 8): derived on fold 1 (amperfy's cache icons, height 20 and 15 with a 1:1 ratio, saved
/// 20 x 19 and 15 x 14, Xcode 13 and Xcode 26), confirmed on fold 2 (Loop's HUD icons, 34 x 34
/// constraints saved 34 x 33 and 19 pt ones saved 19 x 18, Xcode 11 and 13; Provenance's
/// 100 pt one saved 98.67) and fold 0 (OnionBrowser's 24 pt checkmark.circle.fill saved 24 x 23),
/// each frame centred on its constrained rectangle. Symbols with a configuration, or not
/// circled, differ by amounts that depend on the glyph and keep the constrained size.
final class CircledSymbolAlignmentTests: DesignTimeTestCase {
    func document(toolsVersion: String = "22505") throws -> IBDocument {
        let body = """
        <subviews>
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="arrow.down.circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="cir-00-000">
                <rect key="frame" x="20" y="40.5" width="20" height="19"/>
                <constraints>
                    <constraint firstAttribute="width" secondItem="cir-00-000" secondAttribute="height" multiplier="1:1" id="cir-0a-000"/>
                    <constraint firstAttribute="height" constant="20" id="cir-0h-000"/>
                </constraints>
            </imageView>
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="cfg-00-000">
                <rect key="frame" x="20" y="100" width="20" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" secondItem="cfg-00-000" secondAttribute="height" multiplier="1:1" id="cfg-0a-000"/>
                    <constraint firstAttribute="height" constant="20" id="cfg-0h-000"/>
                </constraints>
                <imageReference key="image" image="arrow.down.circle" catalog="system" symbolScale="large"/>
            </imageView>
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="questionmark.circle.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="fre-00-000">
                <rect key="frame" x="20" y="160" width="19" height="18"/>
            </imageView>
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="suit.heart.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="hrt-00-000">
                <rect key="frame" x="20" y="220" width="12" height="12"/>
                <constraints>
                    <constraint firstAttribute="width" secondItem="hrt-00-000" secondAttribute="height" multiplier="1:1" id="hrt-0a-000"/>
                    <constraint firstAttribute="height" constant="12" id="hrt-0h-000"/>
                </constraints>
            </imageView>
        </subviews>
        <constraints>
            <constraint firstItem="cir-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="cir-0l-000"/>
            <constraint firstItem="cir-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="40" id="cir-0t-000"/>
            <constraint firstItem="cfg-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="cfg-0l-000"/>
            <constraint firstItem="cfg-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="100" id="cfg-0t-000"/>
            <constraint firstItem="fre-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="fre-0l-000"/>
            <constraint firstItem="fre-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="159.5" id="fre-0t-000"/>
            <constraint firstItem="hrt-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="hrt-0l-000"/>
            <constraint firstItem="hrt-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="220" id="hrt-0t-000"/>
        </constraints>
        """
        let resources = """
            <resources>
                <image name="arrow.down.circle" catalog="system" width="128" height="123"/>
                <image name="questionmark.circle.fill" catalog="system" width="128" height="123"/>
                <image name="suit.heart.fill" catalog="system" width="128" height="107"/>
            </resources>
        """
        return try decode(StoryboardScaffold.oneScene(body, toolsVersion: toolsVersion, device: "retina6_1", width: 414, height: 896,
                                                      head: resources))
    }

    /// Views are pinned to the safe area, whose top depends on the era: frames are compared from it.
    func safeAreaTop(_ doc: IBDocument) throws -> Double {
        try XCTUnwrap(frame(doc, "cfg-00-000")).y - 100
    }

    func testCircledSymbolFrameIsHalfAPointInsideItsConstrainedRectangle() throws {
        for toolsVersion in ["16097", "22505", "24112"] {
            let doc = try document(toolsVersion: toolsVersion)
            let circle = try XCTUnwrap(frame(doc, "cir-00-000"))
            XCTAssertEqual([circle.y - (try safeAreaTop(doc)), circle.width, circle.height], [40.5, 20, 19], "toolsVersion \(toolsVersion)")
        }
    }

    func testUnconstrainedCircledSymbolKeepsItsSavedSize() throws {
        let doc = try document()
        let free = try XCTUnwrap(frame(doc, "fre-00-000"))
        XCTAssertEqual([free.y - (try safeAreaTop(doc)), free.width, free.height], [160, 19, 18])
    }

    func testConfiguredOrUncircledSymbolFillsItsConstraints() throws {
        let doc = try document()
        let configured = try XCTUnwrap(frame(doc, "cfg-00-000"))
        XCTAssertEqual([configured.width, configured.height], [20, 20])
        let heart = try XCTUnwrap(frame(doc, "hrt-00-000"))
        XCTAssertEqual([heart.y - (try safeAreaTop(doc)), heart.width, heart.height], [220, 12, 12])
    }
}
