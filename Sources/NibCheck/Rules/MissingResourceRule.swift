import NibModel
import NibSourceIndex
import NibXML

/// With `--sources`: images and named colors the document uses that the app does not provide.
/// Interface Builder lists every image and named color a document uses in its `<resources>`;
/// each is looked up in the asset catalogs and image files under the sources (`AssetIndex`).
/// A misspelt or deleted image is a blank image view at run time, with nothing in the build to
/// say so; Interface Builder draws a "?" placeholder only for whoever opens the scene.
public struct MissingResourceRule: DocumentRule {
    public static let description = RuleDescription(
        id: "missing-resource", name: "Missing Resource",
        summary: "With --sources: an image or named color the document uses that no asset catalog (image, symbol or color set) or image file under the sources provides. UIKit finds no image of that name at run time and the view shows none. SF Symbols (catalog \"system\") and system colors are not judged, and nothing is judged when the sources hold no asset catalog or image file.",
        defaultSeverity: .warning,
        triggeringExamples: [
            .document(MissingResourceExamples.storyboard(assets: MissingResourceExamples.assets, image: "Logoo"), count: 1, "a misspelt image set"),
            .document(MissingResourceExamples.storyboard(assets: MissingResourceExamples.assets, color: "Accent"), count: 1,
                      "a color set named without the namespace of the catalog folder it is in (Brand/Accent)"),
        ],
        nonTriggeringExamples: [
            .document(MissingResourceExamples.storyboard(assets: MissingResourceExamples.assets), count: 0,
                      "an image set, a loose image file named with its extension, an SF Symbol, a namespaced color set"),
            .document(MissingResourceExamples.storyboard(assets: MissingResourceExamples.assets, image: "logo"), count: 0,
                      "a name that differs only in case (the Simulator's file system ignores case)"),
            .document(MissingResourceExamples.storyboard(assets: nil, image: "Logoo"), count: 0, "no sources given: nothing is checked"),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        guard context.document.platform == .cocoaTouch, let assets = Self.assets(for: context), !assets.isEmpty,
              let resources = context.xml.root.child("resources") else { return [] }
        var missing: [(resource: XMLElement, name: String, isColor: Bool)] = []
        for r in resources.children {
            guard let name = r[attribute: "name"], !name.isEmpty else { continue }
            switch r.name {
            case "image" where r[attribute: "catalog"] == nil && !assets.hasImage(name): missing.append((r, name, false))
            case "namedColor" where !assets.hasColor(name): missing.append((r, name, true))
            default: continue
            }
        }
        guard !missing.isEmpty else { return [] }
        let uses = firstUses(of: Set(missing.map(\.name)), in: context.xml, before: resources.index)
        return missing.map { m in
            let at = (m.isColor ? uses.colors[m.name] : uses.images[m.name]) ?? m.resource.index
            let message = m.isColor
                ? "Color \"\(m.name)\" is not in the app's asset catalogs: no color set of that name under --sources."
                : "Image \"\(m.name)\" is not in the app's asset catalogs or image files under --sources; at run time UIKit finds no image of that name and the view shows none."
            return context.diagnostic(Self.description, at: at, message, objectID: context.xml.element(at: at).ownOrNearestID)
        }
    }

    /// Where the document first uses each name: an image attribute (`image`, `backgroundImage`,
    /// `selectedImage`...) or a `<color name=...>`, before the resources section.
    private func firstUses(of names: Set<String>, in xml: XMLDocument, before end: Int) -> (images: [String: Int], colors: [String: Int]) {
        var images: [String: Int] = [:]
        var colors: [String: Int] = [:]
        xml.forEachElementAttributes { element, elementName, attributes in
            guard element < end else { return }
            for a in attributes where names.contains(a.value) {
                if elementName == "color", a.name == "name" {
                    if colors[a.value] == nil { colors[a.value] = element }
                } else if a.name == "image" || a.name.hasSuffix("Image"), elementName != "accessibilityTraits", elementName != "behavior" {
                    if images[a.value] == nil { images[a.value] = element }
                }
            }
        }
        return (images, colors)
    }

    /// `--sources`' assets, or in the rule's own examples the entries listed in a
    /// `<!--nibtool-example-assets …-->` comment directly inside `<document>`.
    static func assets(for context: CheckContext) -> AssetIndex? {
        if let s = context.options.sources { return s.assets }
        return context.exampleComment("nibtool-example-assets").map { AssetIndex(entries: $0.split(whereSeparator: \.isWhitespace).map(String.init)) }
    }
}

enum MissingResourceExamples {
    static let assets = ["Logo.imageset", "Brand/Accent.colorset", "header@2x.png", "header@3x.png"]

    static func storyboard(assets: [String]?, image: String = "Logo", color: String = "Brand/Accent") -> String {
        RuleExample.storyboard(preamble: assets.map { "<!--nibtool-example-assets \($0.joined(separator: " "))-->" } ?? "", rootViewContent: """
        <subviews>
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="\(image)" translatesAutoresizingMaskIntoConstraints="NO" id="im0-00-001">
                <rect key="frame" x="16" y="59" width="100" height="100"/>
            </imageView>
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="header.png" translatesAutoresizingMaskIntoConstraints="NO" id="im0-00-002">
                <rect key="frame" x="16" y="167" width="361" height="80"/>
            </imageView>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt0-00-001">
                <rect key="frame" x="16" y="255" width="44" height="44"/>
                <state key="normal" image="star.fill" catalog="system"/>
            </button>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bg0-00-001">
                <rect key="frame" x="16" y="307" width="361" height="44"/>
                <color key="backgroundColor" name="\(color)"/>
            </view>
        </subviews>
        """, resources: """
        <resources>
            <image name="\(image)" width="100" height="100"/>
            <image name="header.png" width="361" height="80"/>
            <image name="star.fill" catalog="system" width="128" height="124"/>
            <namedColor name="\(color)">
                <color red="0.0" green="0.47" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
        </resources>
        """)
    }
}
