import Foundation
import NibText
import XCTest
import NibXML
import NibModel
@testable import NibCheck
@testable import NibSourceIndex

/// `invalid-runtime-attribute`, the connection rules, the source scanner, `source-mismatch` and
/// `missing-resource` with real folders of sources.
final class InspectableAndSourceTests: XCTestCase {
    /// KVC passes a number or boolean CALayer property the value's `doubleValue` / `boolValue`,
    /// which NSNumber and NSString both answer: such values work (OsmAnd sets layer.cornerRadius
    /// as a string), what the reading loses is a warning, and a struct from a string stays an error.
    func testInvalidRuntimeAttributeAcceptsWhatKVCConvertsToALayerScalar() {
        typealias R = InvalidRuntimeAttributeRule
        XCTAssertEqual(R.scalarConversion(wanted: "number", given: "string", value: "8"), .exact)
        XCTAssertEqual(R.scalarConversion(wanted: "number", given: "string", value: " 8.5 "), .exact)
        XCTAssertEqual(R.scalarConversion(wanted: "boolean", given: "number", value: nil), .exact)
        XCTAssertEqual(R.scalarConversion(wanted: "number", given: "boolean", value: "YES"), .exact)
        XCTAssertEqual(R.scalarConversion(wanted: "boolean", given: "string", value: "true"), .exact)
        XCTAssertEqual(R.scalarConversion(wanted: "number", given: "string", value: "8pt"),
                       .lossy("which KVC reads with NSString's doubleValue: \"8pt\" becomes 8.0. Use type number."))
        XCTAssertEqual(R.scalarConversion(wanted: "number", given: "string", value: "0x10"),
                       .lossy("which KVC reads with NSString's doubleValue: \"0x10\" becomes 0.0. Use type number."))
        XCTAssertEqual(R.scalarConversion(wanted: "boolean", given: "string", value: "on"),
                       .lossy("which KVC reads with NSString's boolValue: \"on\" becomes NO. Use type boolean."))
        XCTAssertEqual(R.scalarConversion(wanted: "boolean", given: "string", value: " -7"),
                       .lossy("which KVC reads with NSString's boolValue: \" -7\" becomes YES. Use type boolean."))
        XCTAssertEqual(R.scalarConversion(wanted: "size", given: "string", value: "0,2"), .impossible, "NSString has no CGSizeValue")
        XCTAssertEqual(R.scalarConversion(wanted: "number", given: "color", value: nil), .impossible)
        XCTAssertEqual(R.leadingNumber("  -1.5e2x"), -150)
        XCTAssertEqual(R.leadingNumber("3e"), 3)
        XCTAssertNil(R.leadingNumber("abc"))
    }

    func check(_ text: String, rule: any DocumentRule.Type, sources: CodeIndex? = nil) throws -> [Diagnostic] {
        let xml = try XMLReader.parse(Array(text.utf8)).document
        let doc = try DocumentDecoder.decode(xml)
        var options = CheckOptions()
        options.sources = sources
        return rule.init().check(CheckContext(path: "test.storyboard", document: doc, options: options))
    }

    func messages(_ example: RuleExample, _ rule: any DocumentRule.Type) throws -> [String] {
        try check(example.documentText, rule: rule).map(\.message)
    }

    // MARK: invalid-runtime-attribute

    func testBorderColorMessageSuggestsInspectable() throws {
        let found = try messages(InvalidRuntimeAttributeRule.description.triggeringExamples[0], InvalidRuntimeAttributeRule.self)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].contains("\"layer.borderColor\""), found[0])
        XCTAssertTrue(found[0].contains("CGColor"), found[0])
        XCTAssertTrue(found[0].contains("@IBInspectable var borderColor: UIColor"), found[0])
        XCTAssertTrue(found[0].contains("\"View\""), found[0]) // names the object
    }

    func testKeyPathProblems() {
        XCTAssertNil(InvalidRuntimeAttributeRule.keyPathProblem("layer.cornerRadius"))
        XCTAssertNil(InvalidRuntimeAttributeRule.keyPathProblem("_private2"))
        XCTAssertNotNil(InvalidRuntimeAttributeRule.keyPathProblem("layer..x"))
        XCTAssertNotNil(InvalidRuntimeAttributeRule.keyPathProblem("a b"))
        XCTAssertNotNil(InvalidRuntimeAttributeRule.keyPathProblem("a."))
        XCTAssertNotNil(InvalidRuntimeAttributeRule.keyPathProblem(".a"))
        XCTAssertNotNil(InvalidRuntimeAttributeRule.keyPathProblem("2x"))
        XCTAssertNotNil(InvalidRuntimeAttributeRule.keyPathProblem("a-b"))
        XCTAssertNotNil(InvalidRuntimeAttributeRule.keyPathProblem("@count"))
        XCTAssertNotNil(InvalidRuntimeAttributeRule.keyPathProblem(""))
        XCTAssertNil(InvalidRuntimeAttributeRule.keyPathProblem("étiquette.größe")) // non-ASCII letters: the full check
    }

    /// A space typed after a valid key path (three students' MovieQuiz storyboards, third hold-out:
    /// "layer.cornerRadius ") is set as written: on a layer it is silently ignored, on a view UIKit
    /// logs that it failed to set it (it does not crash). The message says which, and what to remove.
    func testStrayWhiteSpaceAroundAKeyPathSaysWhatHappens() {
        let layer = InvalidRuntimeAttributeRule.keyPathProblem("layer.cornerRadius ")
        XCTAssertEqual(layer, "the key path has white space at its end: the key \"cornerRadius \" is set as written, so the layer keeps the value under that key and cornerRadius is never set; remove the white space")
        XCTAssertEqual(InvalidRuntimeAttributeRule.keyPathProblem(" cornerRadius"),
                       "the key path has white space at its start: the key \" cornerRadius\" is set as written, so loading the nib only logs \"Failed to set ( cornerRadius) user defined inspected property\" and the property is never set; remove the white space")
        XCTAssertEqual(InvalidRuntimeAttributeRule.keyPathProblem("corner radius"), "the key path contains white space")
        XCTAssertEqual(InvalidRuntimeAttributeRule.keyPathProblem("layer.corner Radius "), "the key path contains white space")
    }

    /// The byte-level fast path accepts exactly the ASCII key paths the full check accepts.
    func testPlainASCIIKeyPathFastPathAgreesWithTheFullCheck() {
        let samples = ["layer.cornerRadius", "_private2", "a", "a1.b2._c", "layer..x", "a b", "a.", ".a", "2x", "a.2b", "a-b",
                       "@count", ".", "..", "a\tb", "x.y.z", "Z9_", "a.b.", "_.__"]
        for k in samples {
            XCTAssertEqual(InvalidRuntimeAttributeRule.isPlainASCIIKeyPath(k), k.allSatisfy(\.isASCII) && InvalidRuntimeAttributeRule.keyPathProblem(k) == nil, k)
        }
    }

    func testShadowColorWithStringType() throws {
        let doc = RuleExample.rootView("""
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="layer.shadowColor" value="red"/>
        </userDefinedRuntimeAttributes>
        """).documentText
        let found = try check(doc, rule: InvalidRuntimeAttributeRule.self)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].message.contains("CGColor"))
    }

    // MARK: connections

    func testConnectionMessages() throws {
        let outlet = try messages(DuplicateOutletRule.description.triggeringExamples[0], DuplicateOutletRule.self)
        XCTAssertEqual(outlet.count, 1)
        XCTAssertTrue(outlet[0].contains("\"titleLabel\"") && outlet[0].contains("\"Title\"") && outlet[0].contains("\"Subtitle\""), outlet[0])
        let ids = try messages(DuplicateStoryboardIdentifierRule.description.triggeringExamples[0], DuplicateStoryboardIdentifierRule.self)
        XCTAssertTrue(ids[0].contains("\"Detail\""), ids[0])
        let action = try messages(InvalidActionTargetRule.description.triggeringExamples[0], InvalidActionTargetRule.self)
        XCTAssertTrue(action[0].contains("constraint"), action[0])
        // The Exit placeholder as an action's target is a warning; the other targets are errors.
        let exit = try check(InvalidActionTargetRule.description.triggeringExamples[1].documentText, rule: InvalidActionTargetRule.self)
        XCTAssertEqual(exit.map(\.severity), [.warning])
        XCTAssertTrue(exit[0].message.contains("Exit placeholder") && exit[0].message.contains("responder chain"), exit[0].message)
        let constraint = try check(InvalidActionTargetRule.description.triggeringExamples[0].documentText, rule: InvalidActionTargetRule.self)
        XCTAssertEqual(constraint.map(\.severity), [.error])
        let segue = try messages(InvalidSegueDestinationRule.description.triggeringExamples[1], InvalidSegueDestinationRule.self)
        XCTAssertTrue(segue[0].contains("Exit"), segue[0])
    }

    func testDuplicateStoryboardIdentifierIgnoresXibs() throws {
        let text = ConnectionExamples.twoScenes(firstIdentifier: "A", secondIdentifier: "A")
            .replacingOccurrences(of: "CocoaTouch.Storyboard.XIB", with: "CocoaTouch.XIB")
        XCTAssertEqual(try check(text, rule: DuplicateStoryboardIdentifierRule.self).count, 0)
    }

    // MARK: scanner

    func testSwiftSelectors() {
        XCTAssertEqual(CodeScanner.swiftSelector(name: "tapped", labels: ["_"]), "tapped:")
        XCTAssertEqual(CodeScanner.swiftSelector(name: "tapped", labels: []), "tapped")
        XCTAssertEqual(CodeScanner.swiftSelector(name: "didTap", labels: ["sender"]), "didTapWithSender:")
        XCTAssertEqual(CodeScanner.swiftSelector(name: "didTap", labels: ["with"]), "didTapWith:")
        XCTAssertEqual(CodeScanner.swiftSelector(name: "show", labels: ["forItem", "animated"]), "showForItem:animated:")
        XCTAssertEqual(CodeScanner.swiftSelector(name: "tapped", labels: ["_", "forEvent"]), "tapped:forEvent:")
        XCTAssertEqual(CodeScanner.swiftSelector(name: "move", labels: ["_", "_"]), "move::")
    }

    func testSwiftScannerSkipsCommentsAndStrings() {
        let text = #"""
        import UIKit
        // class CommentView: UIView {}
        /* outer /* nested class Nested: UIView {} */ still comment class Inner: UIView {} */
        let s = "class InString: UIView { \("class Interp: UIView {}") }"
        let raw = #"class Raw: UIView { "quoted" }"#
        let multi = """
            class Multi: UIView {}
            """
        @objc(MYCardView) final class CardView: UIView, Roundable {
            @IBOutlet private weak var titleLabel: UILabel!
            @IBOutlet var labels: [UILabel]!
            @IBInspectable var cornerRadius: CGFloat = 4 { didSet { setNeedsLayout() } }
            @IBInspectable var handler: (() -> Void)? = nil
            var plain = 1
            @IBAction func tapped(_ sender: Any) { let x = "func fake(_ y: Int) {}"; _ = x }
            @IBAction func didTap(sender: UIButton, forEvent event: UIEvent) {}
            @objc(resetAll) func reset() {}
            func helper(closure: @escaping (Int) -> Void) {
                var local: Int = 0
                _ = local
            }
            class func make() -> CardView { CardView() }
            struct Inner { var notAMember: Int }
        }
        extension CardView {
            @IBInspectable var shadow: Bool { get { false } set {} }
        }
        """#
        let decls = CodeScanner.declarations(in: text, language: .swift, file: "Card.swift")
        XCTAssertEqual(decls.map(\.name), ["CardView", "CardView"])
        let card = decls[0]
        XCTAssertEqual(card.objcName, "MYCardView")
        XCTAssertEqual(card.superclass, "UIView")
        XCTAssertFalse(card.isExtension)
        XCTAssertEqual(Set(card.properties.keys), ["titleLabel", "labels", "cornerRadius", "handler", "plain"])
        XCTAssertEqual(card.properties["cornerRadius"]?.type, "CGFloat")
        XCTAssertEqual(card.properties["cornerRadius"]?.isInspectable, true)
        XCTAssertEqual(card.properties["titleLabel"]?.isOutlet, true)
        XCTAssertEqual(card.properties["labels"]?.isOutletCollection, true)
        XCTAssertEqual(card.properties["cornerRadius"]?.line, 12)
        XCTAssertEqual(card.actions, ["tapped:", "didTapWithSender:forEvent:"])
        XCTAssertTrue(card.selectors.isSuperset(of: ["resetAll", "helperWithClosure:", "tapped:"]))
        XCTAssertFalse(card.selectors.contains("fake:"))
        XCTAssertTrue(decls[1].isExtension)
        XCTAssertEqual(decls[1].properties["shadow"]?.type, "Bool")
    }

    func testObjectiveCScanner() {
        let header = """
        #import <UIKit/UIKit.h>
        #define FAKE @interface Fake : UIView
        // @interface Commented : UIView
        NS_ASSUME_NONNULL_BEGIN
        IB_DESIGNABLE
        @interface OTRButton : UIButton {
            IBOutlet UILabel *ivarLabel;
        }
        @property (nonatomic, weak, nullable) IBOutlet UILabel *badgeLabel;
        @property (nonatomic, strong) IBOutletCollection(UIView) NSArray *dots;
        @property (nonatomic) IBInspectable CGFloat cornerRadius;
        @property (nonatomic, copy) void (^onTap)(void);
        - (IBAction)tapped:(id)sender;
        - (IBAction)didTap:(UIButton *)sender forEvent:(UIEvent *)event;
        + (instancetype)button;
        @end
        NS_ASSUME_NONNULL_END
        """
        let impl = """
        @interface OTRButton ()
        @property (nonatomic) BOOL pressed;
        @end
        @implementation OTRButton
        - (IBAction)reset {
            NSString *s = @"@interface Bogus : UIView";
            char c = '"';
            if (self.cornerRadius - (1) > 0) {}
        }
        @end
        """
        var index = CodeIndex()
        for t in CodeScanner.declarations(in: header, language: .objectiveC, file: "OTRButton.h") + CodeScanner.declarations(in: impl, language: .objectiveC, file: "OTRButton.m") {
            index.add(t)
        }
        XCTAssertEqual(Set(index.classes.keys), ["OTRButton"])
        let b = index.classes["OTRButton"]!
        XCTAssertEqual(b.superclass, "UIButton")
        XCTAssertEqual(Set(b.properties.keys), ["ivarLabel", "badgeLabel", "dots", "cornerRadius", "onTap"])
        XCTAssertEqual(b.properties["cornerRadius"]?.type, "CGFloat")
        XCTAssertEqual(b.properties["cornerRadius"]?.isInspectable, true)
        XCTAssertEqual(b.properties["dots"]?.isOutletCollection, true)
        XCTAssertEqual(b.actions, ["tapped:", "didTap:forEvent:", "reset"])
        XCTAssertTrue(b.selectors.contains("button"))
        XCTAssertEqual(index.extensions["OTRButton"]?.first?.properties["pressed"]?.type, "BOOL")
    }

    // MARK: source-mismatch with folders of sources

    func makeSources(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-sources-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        return root
    }

    func testSourceFolderScan() throws {
        let root = try makeSources([
            "Shop/Views/CardView.swift": SourceMismatchExamples.sources,
            "Shop/Legacy/OTRBadge.h": "@interface OTRBadge : UILabel\n@property (nonatomic) IBInspectable NSInteger count;\n@end\n",
            "Pods/Framework/Spring.swift": "class SpringView: UIView { var animation = \"\" }",
            "Shop.xcodeproj/project.pbxproj": "\t\t\tisa = PBXNativeTarget;\n\t\t\tname = \"Shop Widget\";\n",
        ])
        let index = try CodeIndex.scan(directories: [root.appendingPathComponent("Shop").path, root.path])
        XCTAssertNotNil(index.lookup("CardView"))
        XCTAssertNotNil(index.lookup("OTRBadge"))
        XCTAssertNil(index.lookup("SpringView"), "Pods are dependencies, not the app")
        XCTAssertTrue(index.modules.isSuperset(of: ["Shop", "Shop_Widget", "Views"]))
        XCTAssertTrue(index.targetModules.isSuperset(of: ["Shop", "Shop_Widget"]))
        XCTAssertFalse(index.targetModules.contains("Views"), "a folder name is only a guess")
        XCTAssertThrowsError(try CodeIndex.scan(directories: [root.appendingPathComponent("missing").path]))
    }

    func testSourceMismatchWithFolder() throws {
        let root = try makeSources(["App/CardView.swift": SourceMismatchExamples.sources])
        let index = try CodeIndex.scan(directories: [root.appendingPathComponent("App").path])
        let bad = SourceMismatchExamples.storyboard(sources: nil, body: """
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadiuss">
                <real key="value" value="8"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="nil" keyPath="borderWidth"/>
        </userDefinedRuntimeAttributes>
        """, controllerConnections: """
        <outlet property="cardVeiw" destination="cv0-00-001" id="ou1-00-001"/>
        """, buttonConnections: """
        <action selector="didTap:" destination="vc0-00-000" eventType="touchUpInside" id="ac1-00-001"/>
        """)
        let found = try check(bad, rule: SourceMismatchRule.self, sources: index)
        XCTAssertEqual(found.count, 4, "\(found.map(\.message))")
        let text = found.map(\.message).joined(separator: "\n")
        XCTAssertTrue(text.contains("Did you mean \"cornerRadius\"?"), text)
        XCTAssertTrue(text.contains("Did you mean \"cardView\"?"), text)
        // UIKit catches the exception of a runtime attribute (it logs and goes on); an outlet's crashes.
        XCTAssertTrue(text.contains("logs \"Failed to set (cornerRadiuss) user defined inspected property\""), text)
        XCTAssertFalse(found.first { $0.message.contains("cornerRadiuss") }?.message.contains("crash") ?? true, text)
        XCTAssertTrue(found.first { $0.message.contains("cardVeiw") }?.message.contains("crashes") ?? false, text)
        XCTAssertTrue(text.contains("didTapWithSender:"), text)
        XCTAssertTrue(text.contains("setNilValueForKey"), text)
        XCTAssertTrue(text.contains("CardView.swift:"), text)
        // The same document without sources: nothing.
        XCTAssertEqual(try check(bad, rule: SourceMismatchRule.self).count, 0)
        // A class of a framework (no provider, another module) is not judged.
        let framework = SourceMismatchExamples.storyboard(sources: nil, cardClass: "SpringView", cardModule: "Spring", provider: false)
        XCTAssertEqual(try check(framework, rule: SourceMismatchRule.self, sources: index).count, 0)
        // A class the app declares, named with a module that is no target.
        let renamed = SourceMismatchExamples.storyboard(sources: nil, cardModule: "OldApp", provider: false)
        let moduleFindings = try check(renamed, rule: SourceMismatchRule.self, sources: index)
        XCTAssertEqual(moduleFindings.count, 1)
        XCTAssertTrue(moduleFindings[0].message.contains("\"OldApp\""))
        // No module at all: a Swift class is not found by its bare name; an @objc(Name) one is.
        let bare = SourceMismatchExamples.storyboard(sources: nil, cardModule: "", provider: false)
        let bareFindings = try check(bare, rule: SourceMismatchRule.self, sources: index)
        XCTAssertEqual(bareFindings.count, 1)
        XCTAssertTrue(bareFindings.first?.message.hasPrefix("Custom class \"CardView\" of ") == true, "\(bareFindings.map(\.message))")
        XCTAssertTrue(bareFindings.first?.message.contains("names no module for it") == true)
        let objcNamed = try makeSources(["App/CardView.swift": SourceMismatchExamples.sources.replacingOccurrences(of: "@IBDesignable final class CardView", with: "@objc(CardView) @IBDesignable final class CardView")])
        XCTAssertEqual(try check(bare, rule: SourceMismatchRule.self, sources: CodeIndex.scan(directories: [objcNamed.appendingPathComponent("App").path]))
            .filter { $0.message.contains("names no module") }.count, 0)
    }

    // MARK: missing-resource with a real asset catalog

    func testAssetCatalogScan() throws {
        let root = try makeSources([
            "App/Assets.xcassets/Contents.json": "{}",
            "App/Assets.xcassets/Logo.imageset/Contents.json": "{}",
            "App/Assets.xcassets/Icons/Contents.json": "{\"properties\" : {\"provides-namespace\" : true}}",
            "App/Assets.xcassets/Icons/Star.imageset/Contents.json": "{}",
            "App/Assets.xcassets/Icons/Heart.symbolset/Contents.json": "{}",
            "App/Assets.xcassets/Colors/Contents.json": "{}",
            "App/Assets.xcassets/Colors/Brand.colorset/Contents.json": "{}",
            "App/Assets.xcassets/AppIcon.appiconset/Contents.json": "{}",
            "App/Images/header@2x~ipad.png": "",
            "App/Images/notes.txt": "",
            "Pods/Kit/Kit.xcassets/PodImage.imageset/Contents.json": "{}",
        ])
        let index = try CodeIndex.scan(directories: [root.path])
        let assets = index.assets
        XCTAssertEqual(assets.catalogCount, 1, "the catalog under Pods is a dependency's")
        XCTAssertEqual(assets.looseImageCount, 1)
        for name in ["Logo", "logo", "Icons/Star", "Icons/Heart", "header", "header.png", "Images/header.png"] {
            XCTAssertTrue(assets.hasImage(name), name)
        }
        for name in ["Star", "Colors/Brand", "PodImage", "AppIcon", "notes"] {
            XCTAssertFalse(assets.hasImage(name), name)
        }
        XCTAssertTrue(assets.hasColor("Brand"), "a folder without a namespace adds no prefix")
        XCTAssertFalse(assets.hasColor("Colors/Brand"))

        let doc = MissingResourceExamples.storyboard(assets: nil, image: "Star", color: "Colors/Brand")
        let found = try check(doc, rule: MissingResourceRule.self, sources: index)
        XCTAssertEqual(found.map(\.message), [
            "Image \"Star\" is not in the app's asset catalogs or image files under --sources; at run time UIKit finds no image of that name and the view shows none.",
            "Color \"Colors/Brand\" is not in the app's asset catalogs: no color set of that name under --sources.",
        ])
        // Located where the document uses them: the image view, and the view whose color it is.
        XCTAssertEqual(found.map(\.objectID), ["im0-00-001", "bg0-00-001"])
        XCTAssertEqual(found.map(\.severity), [.warning, .warning])
        XCTAssertEqual(try check(MissingResourceExamples.storyboard(assets: nil, image: "Icons/Star", color: "Brand"),
                                 rule: MissingResourceRule.self, sources: index).count, 0)
        // Sources without any catalog or image file say nothing about resources.
        let codeOnly = try makeSources(["App/CardView.swift": SourceMismatchExamples.sources])
        XCTAssertEqual(try check(doc, rule: MissingResourceRule.self, sources: CodeIndex.scan(directories: [codeOnly.appendingPathComponent("App").path])).count, 0)
    }

    // MARK: missing-font with real font files

    /// A project with Inter's Regular face as its brand font (the file renamed, as apps do: the
    /// PostScript name inside decides), an Info.plist, and a font a pod brings.
    func makeFontProject(infoPlist: String?, code: String = "final class AppDelegate {}") throws -> CodeIndex {
        let inter = try XCTUnwrap(TextMeasurer().fontPath, "the font nibtool ships (fonts/inter) was not found")
        var files = ["App/AppDelegate.swift": code]
        if let infoPlist { files["App/Info.plist"] = infoPlist }
        let root = try makeSources(files)
        let fm = FileManager.default
        for (folder, name) in [("App/Resources/Fonts", "Brand.otf"), ("Pods/IconKit/Resources", "Icons.otf")] {
            try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            try fm.copyItem(atPath: inter, toPath: root.appendingPathComponent(folder + "/" + name).path)
        }
        return try CodeIndex.scan(directories: [root.path])
    }

    static func plist(appFonts: [String]?) -> String {
        let fonts = appFonts.map { "<key>UIAppFonts</key><array>" + $0.map { "<string>\($0)</string>" }.joined() + "</array>" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>CFBundleName</key><string>$(PRODUCT_NAME)</string>\(fonts)</dict></plist>
        """
    }

    func testFontsAreFoundByPostScriptNameAndMustBeRegistered() throws {
        let listed = try makeFontProject(infoPlist: Self.plist(appFonts: ["Fonts/Brand.otf"]))
        XCTAssertEqual(listed.fonts.files.map(\.postScriptNames), [["Inter-Regular"], ["Inter-Regular"]])
        XCTAssertEqual(listed.fonts.files.map(\.inDependency), [false, true], "the app's files first; the pod's file is a dependency's")
        XCTAssertEqual(listed.fonts.infoPlistCount, 1)
        XCTAssertFalse(listed.fonts.registersFontsInCode)

        // Inter-Regular is in the app and listed; Avenir Next is iOS's; Brand-Heavy is nowhere.
        let doc = MissingFontExamples.storyboard(fonts: nil, titleFont: "Inter-Regular")
        XCTAssertEqual(try check(doc, rule: MissingFontRule.self, sources: listed).count, 0)
        let heavy = try check(MissingFontExamples.storyboard(fonts: nil, titleFont: "Brand-Heavy"), rule: MissingFontRule.self, sources: listed)
        XCTAssertEqual(heavy.map(\.message), ["Font \"Brand-Heavy\" is not an iOS font and no font file under --sources has a face of that name. At run time UIKit draws the text in the system font."])
        XCTAssertEqual(heavy.map(\.objectID), ["lb0-00-001"])
        XCTAssertEqual(heavy.map(\.severity), [.warning])

        // The file is there but the Info.plist does not list it.
        let unlisted = try makeFontProject(infoPlist: Self.plist(appFonts: ["Other.ttf"]))
        let found = try check(doc, rule: MissingFontRule.self, sources: unlisted)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.hasPrefix("Font \"Inter-Regular\" is in ") == true, "\(found.map(\.message))")
        XCTAssertTrue(found.first?.message.contains("App/Resources/Fonts/Brand.otf, but no Info.plist under --sources lists \"Brand.otf\" under UIAppFonts") == true, "\(found.map(\.message))")
        // ... unless the code registers fonts itself.
        let registering = try makeFontProject(infoPlist: Self.plist(appFonts: nil),
                                              code: "import CoreText\nfunc load(_ url: CFURL) { CTFontManagerRegisterFontsForURL(url, .process, nil) }")
        XCTAssertTrue(registering.fonts.registersFontsInCode)
        XCTAssertEqual(try check(doc, rule: MissingFontRule.self, sources: registering).count, 0)
        // Without any Info.plist (generated from build settings) registration is not judged.
        XCTAssertEqual(try check(doc, rule: MissingFontRule.self, sources: makeFontProject(infoPlist: nil)).count, 0)

        // A binary Info.plist is read too.
        let binary = try PropertyListSerialization.data(fromPropertyList: ["UIAppFonts": ["Brand.otf"]], format: .binary, options: 0)
        var index = FontIndex()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("Info-\(UUID().uuidString).plist")
        try binary.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        index.addInfoPlist(atPath: url.path)
        XCTAssertEqual(index.infoPlistCount, 1)
        XCTAssertEqual(index.appFonts, ["brand.otf"])
    }

    func testFontsOfAttributedTextAndXcodesFontFiles() throws {
        let index = FontIndex(entries: ["Fonts/Brand.otf=Brand-Regular", "UIAppFonts=Brand.otf"])
        let doc = RuleExample.storyboard(preamble: "", rootViewContent: """
        <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb0-00-003">
                <rect key="frame" x="16" y="59" width="361" height="34"/>
                <attributedString key="attributedText">
                    <fragment content="Hi">
                        <attributes>
                            <font key="NSFont" size="24" name="Gotham-Book"/>
                            <font key="NSOriginalFont" size="24" name="SFUIDisplay-Regular"/>
                        </attributes>
                    </fragment>
                    <fragment content="!">
                        <attributes>
                            <font key="NSFont" size="24" name="Gotham-Book"/>
                        </attributes>
                    </fragment>
                </attributedString>
                <nil key="highlightedColor"/>
            </label>
        </subviews>
        """, resources: "")
        let withCustomFonts = doc.replacingOccurrences(of: "</document>", with: """
            <customFonts key="customFonts">
                <array key="Gotham-Book.otf">
                    <string>Gotham-Book</string>
                </array>
            </customFonts>
        </document>
        """)
        var options = CheckOptions()
        options.sources = CodeIndex()
        options.sources?.fonts = index
        let xml = try XMLReader.parse(Array(withCustomFonts.utf8)).document
        let found = MissingFontRule().check(CheckContext(path: "test.storyboard", document: try DocumentDecoder.decode(xml), options: options))
        // One finding for the two runs, none for the original font a substitution left behind.
        XCTAssertEqual(found.map(\.message), ["Font \"Gotham-Book\" is not an iOS font and no font file under --sources has a face of that name; Xcode found it in \"Gotham-Book.otf\" on the Mac that saved the document. At run time UIKit draws the text in the system font (2 uses in this document)."])
        XCTAssertEqual(found.map(\.objectID), ["lb0-00-003"])
        // Sources that bundle no font of their own (only a pod's, or none) judge nothing.
        options.sources?.fonts = FontIndex(entries: ["Pods/Kit/Kit.otf=Kit-Regular"])
        XCTAssertTrue(options.sources!.fonts.isEmpty)
        XCTAssertEqual(MissingFontRule().check(CheckContext(path: "test.storyboard", document: try DocumentDecoder.decode(xml), options: options)).count, 0)
    }

    func testThirdPartyFrameworksSilenceUnknownKeysAndActions() throws {
        // Hero adds `isHeroEnabled` and `hero_dismissViewController` to UIViewController at run time.
        let doc = SourceMismatchExamples.storyboard(sources: nil, body: """
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="boolean" keyPath="isHeroEnabled" value="YES"/>
        </userDefinedRuntimeAttributes>
        """, controllerConnections: """
        <outlet property="missing" destination="cv0-00-001" id="ou1-00-001"/>
        """, buttonConnections: """
        <action selector="hero_dismissViewController" destination="vc0-00-000" eventType="touchUpInside" id="ac1-00-001"/>
        """)
        let plain = try makeSources(["App/CardView.swift": SourceMismatchExamples.sources])
        XCTAssertEqual(try check(doc, rule: SourceMismatchRule.self, sources: CodeIndex.scan(directories: [plain.appendingPathComponent("App").path])).count, 3)
        let withHero = try makeSources(["App/CardView.swift": SourceMismatchExamples.sources,
                                        "App/Menu.swift": "import UIKit\n@testable import Hero\nclass Menu: UIViewController {}\n"])
        let index = try CodeIndex.scan(directories: [withHero.appendingPathComponent("App").path])
        XCTAssertEqual(index.thirdPartyModules, ["Hero"])
        let found = try check(doc, rule: SourceMismatchRule.self, sources: index)
        XCTAssertEqual(found.count, 1, "outlets are still judged: \(found.map(\.message))")
        // A near miss of a declared inspectable is still a typo, frameworks or not.
        let typo = SourceMismatchExamples.storyboard(sources: nil, body: """
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="number" keyPath="cornerRaduis">
                <real key="value" value="8"/>
            </userDefinedRuntimeAttribute>
        </userDefinedRuntimeAttributes>
        """)
        XCTAssertEqual(try check(typo, rule: SourceMismatchRule.self, sources: index).count, 1)
    }

    func testImports() {
        XCTAssertEqual(CodeScanner.imports(in: "import UIKit\n@_exported import Hero\nimport class Foo.Bar\n#import <Masonry/Masonry.h>\n#import \"Local.h\"\n@import Firebase;\n"),
                       ["UIKit", "Hero", "Foo", "Masonry", "Firebase"])
    }

    func testValidatorRunsSourceRuleOnlyWithSources() throws {
        let root = try makeSources(["App/CardView.swift": SourceMismatchExamples.sources])
        let doc = SourceMismatchExamples.storyboard(sources: nil, cardClass: "CardVeiw")
        var options = CheckOptions()
        XCTAssertFalse(Validator(options: options).validate(bytes: Array(doc.utf8), path: "a.storyboard").diagnostics.contains { $0.rule == "source-mismatch" })
        options.sources = try CodeIndex.scan(directories: [root.appendingPathComponent("App").path])
        let report = Validator(options: options).validate(bytes: Array(doc.utf8), path: "a.storyboard")
        XCTAssertEqual(report.diagnostics.filter { $0.rule == "source-mismatch" }.count, 1, "\(report.diagnostics.map(\.message))")
    }

    /// Prints every new rule's triggering messages (for review with `--filter ...PrintMessages`).
    func testPrintMessages() throws {
        let rules: [any DocumentRule.Type] = [InvalidRuntimeAttributeRule.self, DuplicateOutletRule.self, DuplicateStoryboardIdentifierRule.self,
                                              InvalidActionTargetRule.self, InvalidSegueDestinationRule.self, SourceMismatchRule.self]
        for rule in rules {
            for e in rule.description.triggeringExamples {
                for m in try messages(e, rule) { print("[\(rule.description.id)] \(m)") }
            }
        }
    }
}
