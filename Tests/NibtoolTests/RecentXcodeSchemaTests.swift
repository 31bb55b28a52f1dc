import XCTest
import Foundation
import NibTestSupport

/// Elements and attributes that Xcode 13-26 writes and the schema once rejected: each is checked
/// with both schema validators (the fast one and libxml2), beside a near miss that must stay invalid.
final class RecentXcodeSchemaTests: XCTestCase {
    /// The test storyboard with `head` between `<device>` and `<dependencies>`, `inRoot` inside the
    /// root view, `inController` after it and `extraScene` after the scene.
    func storyboard(device: String = "retina6_12", deviceAttributes: String = #"orientation="portrait" appearance="light""#, head: String = "",
                    inRoot: String = "", inController: String = "", extraScene: String = "") -> String {
        StoryboardScaffold.oneScene(inRoot, toolsVersion: "23727", device: device, deviceAttributes: deviceAttributes, head: head,
                                    controllerContent: inController, extraScenes: extraScene)
    }

    /// Both validators' verdicts for each named document, as "fast/libxml2".
    func verdicts(_ documents: [String: String]) throws -> [String: String] {
        let dir = try NibtoolProcess.temporaryDirectory("recent-schema")
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String: String] = [:]
        for (name, text) in documents {
            let url = dir.appendingPathComponent(name + ".storyboard")
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths[url.path] = name
        }
        let r = try NibtoolProcess.run(["xml", "schema-check"] + paths.keys.sorted())
        var out: [String: String] = [:]
        for line in r.stdout.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, let name = paths[String(fields[3])] else { continue }
            out[name] = "\(fields[0])/\(fields[1])"
        }
        XCTAssertEqual(out.count, documents.count, r.stdout + r.stderr)
        return out
    }

    func testElementsAndAttributesOfRecentXcodeValidate() throws {
        let popover = """
        <button opaque="NO" contentMode="scaleToFill" id="bt0-00-000">
            <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
            <autoresizingMask key="autoresizingMask"/>
            <connections>
                <segue destination="vc1-00-000" kind="popoverPresentation" popoverAnchorView="bt0-00-000" id="sg0-00-000">
                    <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                    <popoverPassthroughViews>
                        <view reference="rt0-00-000"/>
                    </popoverPassthroughViews>
                </segue>
            </connections>
        </button>
        """
        let popoverTarget = """
        <scene sceneID="sc1-00-000">
            <objects>
                <viewController id="vc1-00-000" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="rt1-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        """
        let searchBar = """
        <searchBar contentMode="redraw" showsScopeBar="YES" id="sb0-00-000">
            <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
            <autoresizingMask key="autoresizingMask"/>
            <textInputTraits key="textInputTraits"/>
            <scopeButtonTitles>
                <string>Title</string>
                <string>Title</string>
            </scopeButtonTitles>
        </searchBar>
        """
        let tabStops = """
        <label opaque="NO" contentMode="left" id="lb0-00-000">
            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
            <autoresizingMask key="autoresizingMask"/>
            <attributedString key="attributedText">
                <fragment content="a">
                    <attributes>
                        <font key="NSFont" size="13" name="HelveticaNeue"/>
                        <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0">
                            <tabStops>
                                <textTab alignment="left" location="28">
                                    <options/>
                                </textTab>
                            </tabStops>
                        </paragraphStyle>
                    </attributes>
                </fragment>
            </attributedString>
        </label>
        """
        let localizedAttribute = """
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Editor" localized="YES"/>
        </userDefinedRuntimeAttributes>
        """
        let bundleReference = """
        <scene sceneID="sc2-00-000">
            <objects>
                <viewControllerPlaceholder storyboardName="InsulinKit" bundleIdentifier="com.loopkit.LoopKitUI" id="ph0-00-000" sceneMemberID="viewController"/>
            </objects>
        </scene>
        """
        let keyboardGuide = #"<keyboardLayoutGuide key="keyboard" id="kb0-00-000"/>"#
        // Seen outside the corpus (Nextcloud, Xcode 15-16): an SF Symbol in hierarchical rendering
        // mode lists its colors, and a text view's attributed text keeps its content as a mutable string.
        func symbolButton(_ colors: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" id="bt1-00-000">
                <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                <autoresizingMask key="autoresizingMask"/>
                <state key="normal">
                    <imageReference key="image" image="document.on.document" catalog="system" renderingMode="hierarchical">
                        <hierarchicalColors>\(colors)</hierarchicalColors>
                    </imageReference>
                </state>
            </button>
            """
        }
        func pushButton(_ index: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" id="bt1-00-000">
                <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                <autoresizingMask key="autoresizingMask"/>
                <connections>
                    <segue destination="vc1-00-000" kind="push" splitViewControllerTargetIndex="\(index)" id="sg1-00-000"/>
                </connections>
            </button>
            """
        }
        let twoColors = #"<color systemColor="labelColor"/><color systemColor="secondaryLabelColor"/>"#
        func attributedTextView(_ content: String) -> String {
            """
            <textView clipsSubviews="YES" contentMode="scaleToFill" usesAttributedText="YES" id="tv0-00-000">
                <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <attributedString key="attributedText">
                    <fragment>
                        \(content)
                        <attributes>
                            <font key="NSFont" metaFont="system" size="15"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </textView>
            """
        }
        let v = try verdicts([
            "renderMode": storyboard(device: "mac", deviceAttributes: #"appearance="light" renderMode="macOS""#),
            "accessibilityOverrides": storyboard(head: #"<accessibilityOverrides dynamicTypePreference="2"/>"#),
            "popoverPassthroughViews": storyboard(inRoot: "<subviews>\(popover)</subviews>", extraScene: popoverTarget),
            "scopeButtonTitles": storyboard(inRoot: "<subviews>\(searchBar)</subviews>"),
            "tabStops": storyboard(inRoot: "<subviews>\(tabStops)</subviews>"),
            "localized": storyboard(inController: localizedAttribute),
            "bundleIdentifier": storyboard(extraScene: bundleReference),
            "keyboardLayoutGuide": storyboard(inRoot: keyboardGuide),
            "hierarchicalColors": storyboard(inRoot: "<subviews>\(symbolButton(twoColors))</subviews>"),
            "mutableString in a fragment": storyboard(inRoot: "<subviews>\(attributedTextView(#"<mutableString key="content">Lorem ipsum</mutableString>"#))</subviews>"),
            // GoMap's POI storyboard (Xcode 26): a push segue into a split view's second column.
            "splitViewControllerTargetIndex": storyboard(inRoot: "<subviews>\(pushButton("1"))</subviews>", extraScene: popoverTarget),
            // Near misses: the same places with what Xcode does not write.
            "accessibilityOverrides after dependencies": storyboard().replacingOccurrences(
                of: "</dependencies>", with: #"</dependencies><accessibilityOverrides dynamicTypePreference="2"/>"#),
            "passthrough view without a reference": storyboard(
                inRoot: "<subviews>\(popover.replacingOccurrences(of: #"<view reference="rt0-00-000"/>"#, with: #"<view id="xx0-00-000"/>"#))</subviews>",
                extraScene: popoverTarget),
            "hierarchicalColors holding a string": storyboard(inRoot: "<subviews>\(symbolButton("<string>labelColor</string>"))</subviews>"),
            "a number in a fragment": storyboard(inRoot: "<subviews>\(attributedTextView(#"<real key="content" value="1"/>"#))</subviews>"),
            "splitViewControllerTargetIndex not a number": storyboard(inRoot: "<subviews>\(pushButton("second"))</subviews>", extraScene: popoverTarget),
            "localized on a number": storyboard(inController: """
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="x" localized="YES"><integer key="value" value="1"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
                """),
        ])
        for name in ["renderMode", "accessibilityOverrides", "popoverPassthroughViews", "scopeButtonTitles", "tabStops",
                     "localized", "bundleIdentifier", "keyboardLayoutGuide", "hierarchicalColors", "mutableString in a fragment",
                     "splitViewControllerTargetIndex"] {
            XCTAssertEqual(v[name], "valid/valid", name)
        }
        for name in ["accessibilityOverrides after dependencies", "passthrough view without a reference", "localized on a number",
                     "hierarchicalColors holding a string", "a number in a fragment", "splitViewControllerTargetIndex not a number"] {
            XCTAssertEqual(v[name], "invalid/invalid", name)
        }
    }
}
