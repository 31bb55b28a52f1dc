import NibModel
import NibSourceIndex
import NibText
import NibXML

/// With `--sources`: custom fonts the document names (`fontDescription name=`, and `NSFont` in
/// attributed text) that iOS does not have and the app does not load. Interface Builder shows
/// the font from the designer's Mac, so the scene looks right there; at run time UIKit finds no
/// font of that name and draws the text in the system font, with no build error to say so.
/// Two causes: no font file under the sources has a face of that PostScript name, or the file is
/// there but no Info.plist lists it under `UIAppFonts` (and the code registers no fonts itself).
public struct MissingFontRule: DocumentRule {
    public static let description = RuleDescription(
        id: "missing-font", name: "Missing Font",
        summary: "With --sources: a custom font the document uses that iOS does not have and the app does not load: no font file under the sources has a face of that PostScript name, or the file is there but no Info.plist lists it under UIAppFonts (Fonts provided by application) and the code registers no fonts (CTFontManagerRegister...). UIKit then draws the text in the system font. iOS's own fonts are not judged, and nothing is judged when the sources bundle no font of their own (a package may provide it).",
        defaultSeverity: .warning,
        triggeringExamples: [
            .document(MissingFontExamples.storyboard(fonts: MissingFontExamples.fonts, titleFont: "Brand-Heavy"), count: 1,
                      "a weight the app does not bundle (its font files have Brand-Regular and Brand-Bold)"),
            .document(MissingFontExamples.storyboard(fonts: ["Fonts/Brand.ttc=Brand-Regular,Brand-Bold", "Info.plist"]), count: 1,
                      "the font file is in the app, but its Info.plist lists no UIAppFonts"),
        ],
        nonTriggeringExamples: [
            .document(MissingFontExamples.storyboard(fonts: MissingFontExamples.fonts), count: 0,
                      "a bundled font listed in UIAppFonts, and Avenir Next, which iOS has"),
            .document(MissingFontExamples.storyboard(fonts: ["Fonts/Brand.ttc=Brand-Regular,Brand-Bold", "Info.plist", "registers"]), count: 0,
                      "the code registers its fonts with CTFontManagerRegisterFontsForURL"),
            .document(MissingFontExamples.storyboard(fonts: nil, titleFont: "Brand-Heavy"), count: 0, "no sources given: nothing is checked"),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        guard context.document.platform == .cocoaTouch, let fonts = Self.fonts(for: context), !fonts.isEmpty else { return [] }
        let uses = fontUses(in: context.xml)
        guard !uses.isEmpty else { return [] }
        let xcodeFiles = xcodeFontFiles(in: context.xml)
        var diagnostics: [Diagnostic] = []
        for use in uses where !SystemFonts.contains(postScriptName: use.name) {
            let message: String
            let texts = use.count == 1 ? "" : " (\(use.count) uses in this document)"
            if let file = fonts.file(providing: use.name) {
                guard !file.inDependency, fonts.infoPlistCount > 0, !fonts.registersFontsInCode, !fonts.isListedInAppFonts(file) else { continue }
                message = "Font \"\(use.name)\" is in \(file.path), but no Info.plist under --sources lists \"\(FontIndex.fileName(file.path))\" under UIAppFonts (Fonts provided by application), so UIKit does not load it and draws the text in the system font\(texts)."
            } else {
                let xcodeFile = xcodeFiles[use.name].map { "; Xcode found it in \"\($0)\" on the Mac that saved the document" } ?? ""
                message = "Font \"\(use.name)\" is not an iOS font and no font file under --sources has a face of that name\(xcodeFile). At run time UIKit draws the text in the system font\(texts)."
            }
            let element = context.xml.element(at: use.firstElement)
            diagnostics.append(context.diagnostic(Self.description, at: use.firstElement, message, objectID: element.ownOrNearestID))
        }
        return diagnostics
    }

    struct Use {
        var name: String
        var firstElement: Int
        var count: Int
    }

    /// Every custom font the document names, in the order of first use: `fontDescription name=`
    /// (labels, buttons, text fields...) and `<font key="NSFont" name=...>` in attributed text.
    /// `NSOriginalFont` is the font text was typed in before a substitution, not one it shows.
    private func fontUses(in xml: XMLDocument) -> [Use] {
        var uses: [Use] = []
        var index: [String: Int] = [:]
        xml.forEachElementAttributes { element, elementName, attributes in
            guard elementName == "fontDescription" || elementName == "font" else { return }
            var name: String?
            for a in attributes {
                if a.name == "name" { name = a.value }
                if a.name == "key", a.value == "NSOriginalFont" { return }
            }
            guard let name, !name.isEmpty else { return }
            if let i = index[name] { uses[i].count += 1 } else {
                index[name] = uses.count
                uses.append(Use(name: name, firstElement: element, count: 1))
            }
        }
        return uses
    }

    /// `<customFonts>`: the font files Xcode took each custom font from, by PostScript name.
    private func xcodeFontFiles(in xml: XMLDocument) -> [String: String] {
        guard let custom = xml.root.child("customFonts") else { return [:] }
        var out: [String: String] = [:]
        for file in custom.children {
            guard let fileName = file[attribute: "key"] else { continue }
            for face in file.children where face.name == "string" {
                let name = face.text
                if !name.isEmpty, out[name] == nil { out[name] = fileName }
            }
        }
        return out
    }

    /// `--sources`' fonts, or in the rule's own examples the entries of a
    /// `<!--nibtool-example-fonts …-->` comment directly inside `<document>` (see `FontIndex(entries:)`).
    static func fonts(for context: CheckContext) -> FontIndex? {
        if let s = context.options.sources { return s.fonts }
        return context.exampleComment("nibtool-example-fonts").map { FontIndex(entries: $0.split(whereSeparator: \.isWhitespace).map(String.init)) }
    }
}

enum MissingFontExamples {
    static let fonts = ["Fonts/Brand.ttc=Brand-Regular,Brand-Bold", "UIAppFonts=Fonts/Brand.ttc"]

    static func storyboard(fonts: [String]?, titleFont: String = "Brand-Bold") -> String {
        RuleExample.storyboard(preamble: fonts.map { "<!--nibtool-example-fonts \($0.joined(separator: " "))-->" } ?? "", rootViewContent: """
        <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb0-00-001">
                <rect key="frame" x="16" y="59" width="361" height="34"/>
                <fontDescription key="fontDescription" name="\(titleFont)" family="Brand" pointSize="28"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sign in to continue" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb0-00-002">
                <rect key="frame" x="16" y="101" width="361" height="21"/>
                <fontDescription key="fontDescription" name="AvenirNext-Regular" family="Avenir Next" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
        </subviews>
        """)
    }
}
