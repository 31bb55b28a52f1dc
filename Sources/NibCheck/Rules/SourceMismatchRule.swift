import NibModel
import NibSourceIndex
import NibXML

/// Compares a document with the app's sources (`--sources DIR`): custom classes that do not
/// exist or name the wrong module, runtime attributes (inspectables) the class does not declare
/// or declares with another type, outlets without a property and actions without a method.
/// Without sources it does nothing. It is conservative: a class chain that leaves the sources for
/// a class nibtool has no key list for (a framework's) is not judged at all.
public struct SourceMismatchRule: DocumentRule {
    public static let description = RuleDescription(
        id: "source-mismatch", name: "Source Mismatch",
        summary: "With --sources: a custom class the sources do not declare (module provider \"target\") or declared in another module, a Swift class named with no module (the runtime knows it only as Module.Class), a runtime attribute (inspectable) whose key the class and its superclasses do not declare or declare with another type, an outlet without a property, an action without a method on its target. These crash at nib load or on first use (\"not key value coding-compliant\", \"unrecognized selector\", \"Unknown class\"), but for a runtime attribute: UIKit logs \"Failed to set (key) user defined inspected property\" and goes on without the value.",
        defaultSeverity: .error,
        triggeringExamples: [
            .document(SourceMismatchExamples.storyboard(sources: SourceMismatchExamples.sources, body: """
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="cornerRadiuss">
                    <real key="value" value="8"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="string" keyPath="borderWidth" value="2"/>
            </userDefinedRuntimeAttributes>
            """, controllerConnections: """
            <outlet property="titleLable" destination="cv0-00-001" id="ou1-00-001"/>
            <outlet property="cardView" destination="cv0-00-001" id="ou2-00-001"/>
            """, buttonConnections: """
            <action selector="tapped:" destination="vc0-00-000" eventType="touchUpInside" id="ac1-00-001"/>
            <action selector="didTap:" destination="vc0-00-000" eventType="touchUpInside" id="ac2-00-001"/>
            """), count: 4, "a misspelt inspectable, a string for a CGFloat, a missing outlet, an action Swift names didTapWithSender:"),
            .document(SourceMismatchExamples.storyboard(sources: SourceMismatchExamples.sources, cardClass: "CardVeiw"),
                      count: 1, "a custom class the app target does not declare"),
            .document(SourceMismatchExamples.storyboard(sources: SourceMismatchExamples.sources, cardModule: "OldAppName", provider: false),
                      count: 1, "a custom class named with an explicit module that is not a target of the sources"),
            .document(SourceMismatchExamples.storyboard(sources: SourceMismatchExamples.sources, cardModule: "", provider: false),
                      count: 1, "a Swift class named with no module at all (the runtime knows it as App.CardView)"),
        ],
        nonTriggeringExamples: [
            .document(SourceMismatchExamples.storyboard(sources: SourceMismatchExamples.sources, body: """
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                    <real key="value" value="8"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                    <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="boolean" keyPath="clipsToBounds" value="YES"/>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="card"/>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowRadius">
                    <real key="value" value="3"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
            """, controllerConnections: """
            <outlet property="cardView" destination="cv0-00-001" id="ou2-00-001"/>
            <outlet property="view" destination="rt0-00-000" id="ou3-00-001"/>
            """, buttonConnections: """
            <action selector="tapped:" destination="vc0-00-000" eventType="touchUpInside" id="ac1-00-001"/>
            <action selector="didTapWithSender:" destination="vc0-00-000" eventType="touchUpInside" id="ac2-00-001"/>
            <action selector="reset" destination="vc0-00-000" eventType="touchUpInside" id="ac3-00-001"/>
            """), count: 0, "everything declared (inspectables in a UIView extension, UIKit keys)"),
            .document(SourceMismatchExamples.storyboard(sources: SourceMismatchExamples.sources, cardClass: "SpringView", cardModule: "Spring", provider: false),
                      count: 0, "a framework's class"),
            .document(SourceMismatchExamples.storyboard(sources: nil, cardClass: "CardVeiw"), count: 0, "no sources given: nothing is checked"),
            .document(SourceMismatchExamples.storyboard(sources: SourceMismatchExamples.sources, cardModule: "OldAppName"),
                      count: 0, "Inherit Module From Target: ibtool replaces the module with the target's"),
        ])

    public init() {}

    /// The sources to compare with: `--sources`, or in the rule's own examples the Swift text
    /// in a `<!--nibtool-example-sources …-->` comment directly inside `<document>` (the
    /// generic example test has no way to pass sources).
    static func index(for context: CheckContext) -> CodeIndex? {
        if let s = context.options.sources { return s }
        guard let text = context.exampleComment("nibtool-example-sources") else { return nil }
        var index = CodeIndex()
        index.modules = ["App"]
        index.targetModules = ["App"]
        index.fileCount = 1
        for t in CodeScanner.declarations(in: String(text), language: .swift, file: "Example.swift") { index.add(t) }
        return index
    }

    /// Everything a class answers to: its own members, its extensions', its superclasses' in the
    /// sources, and then UIKit's for the UIKit class the chain ends in.
    struct Members {
        var properties: [String: CodeIndex.Property] = [:]
        var owners: [String: String] = [:]
        var selectors: Set<String> = []
        var uikitKeys: Set<String> = []
        /// The chain ends in a UIKit class nibtool knows: anything not found is really missing.
        var complete = false
        var classNames: [String] = []
        /// Files the chain is declared in (for their imports).
        var files: Set<String> = []

        mutating func add(_ t: CodeIndex.TypeInfo) {
            for (k, p) in t.properties where properties[k] == nil { properties[k] = p; owners[k] = t.name }
            selectors.formUnion(t.selectors)
            files.insert(t.file)
        }

        /// "CardView and its extensions" / "CardView, BaseView and their extensions".
        var declarers: String {
            classNames.count == 1 ? "\(classNames[0]) and its extensions in the sources declare"
                : "\(classNames.joined(separator: ", ")) and their extensions in the sources declare"
        }
    }

    static func members(of className: String, in index: CodeIndex) -> Members? {
        guard index.lookup(className) != nil else { return nil }
        var m = Members()
        var cur: String? = className
        var seen = Set<String>()
        while let name = cur, let info = index.lookup(name), seen.insert(info.name).inserted {
            m.classNames.append(info.name)
            m.add(info)
            for ext in index.extensions[info.name] ?? [] { m.add(ext) }
            if let o = info.objcName, o != info.name { for ext in index.extensions[o] ?? [] { m.add(ext) } }
            cur = info.superclass
        }
        guard let end = cur, let uikit = UIKitKeys.chain(from: end) else { return m }
        m.complete = true
        for c in uikit {
            m.uikitKeys.formUnion(UIKitKeys.keys[c] ?? [])
            for ext in index.extensions[c] ?? [] { m.add(ext) }
        }
        return m
    }

    /// The runtime attribute type a declared property type takes in IB, or nil if unknown.
    static func category(ofDeclaredType type: String) -> String? {
        var t = type.replacingOccurrences(of: " ", with: "")
        while t.hasSuffix("?") || t.hasSuffix("!") || t.hasSuffix("*") { t.removeLast() }
        switch t {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float", "Double",
             "CGFloat", "NSInteger", "NSUInteger", "NSNumber", "TimeInterval", "NSTimeInterval", "CFTimeInterval",
             "Float32", "Float64", "int", "float", "double", "long", "short", "unsignedint", "unsignedlong": return "number"
        case "Bool", "BOOL", "bool": return "boolean"
        case "String", "NSString": return "string"
        case "UIColor", "NSColor": return "color"
        case "UIImage", "NSImage": return "image"
        case "CGPoint", "NSPoint": return "point"
        case "CGSize", "NSSize": return "size"
        case "CGRect", "NSRect": return "rect"
        case "NSRange", "_NSRange": return "range"
        default: return nil
        }
    }

    static func compatible(_ attributeType: String, _ declared: String) -> Bool {
        switch (attributeType, declared) {
        case (let a, let d) where a == d: return true
        case ("localizedString", "string"): return true
        // KVC unboxes an NSNumber either way.
        case ("number", "boolean"), ("boolean", "number"): return true
        case ("nil", let d): return ["string", "color", "image"].contains(d)
        default: return false
        }
    }

    public func check(_ context: CheckContext) -> [Diagnostic] {
        guard let index = Self.index(for: context) else { return [] }
        var out: [Diagnostic] = []
        let objects = context.objects
        var byID: [String: IBObjectInfo] = [:]
        for o in objects where byID[o.id] == nil { byID[o.id] = o }
        func report(_ element: Int, _ message: String, _ object: IBObjectInfo, _ more: [String] = []) {
            out.append(context.diagnostic(Self.description, at: element, message, objectID: object.id, objectIDs: [object.id] + more))
        }
        func where_(_ p: CodeIndex.Property) -> String {
            let file = p.file.split(separator: "/").last.map(String.init) ?? p.file
            return "\(file):\(p.line)"
        }

        for object in objects {
            var members: Members?
            if let cls = object.customClass, !cls.contains("."), !cls.hasPrefix("_T") {
                let who = object.name == cls ? "<\(object.elementName)> \(object.id)" : object.quotedName
                if let info = index.lookup(cls) {
                    members = Self.members(of: cls, in: index)
                    // The module: a Swift class IB names by an explicit module (not "Inherit Module From
                    // Target", whose module ibtool replaces with the target's) must be in a target of the sources.
                    if let module = object.customModule, object.customModuleProvider != "target", info.language == .swift, info.objcName == nil,
                       !index.modules.contains(CodeIndex.normalizedModule(module)) {
                        let file = info.file.split(separator: "/").last.map(String.init) ?? info.file
                        report(object.element, "Custom class \"\(cls)\" of \(who) is declared in the sources (\(file):\(info.line)), but the document names the module \"\(module)\", which is not a target of the sources; at run time the class is not found (\"Unknown class \(cls) in Interface Builder file\"). Re-select the module in the Identity inspector (or check \"Inherit Module From Target\").", object)
                    } else if (object.customModule ?? "").isEmpty, object.customModuleProvider != "target", info.language == .swift, info.objcName == nil {
                        // No module at all: UIKit asks the Objective-C runtime for "Cls", but a Swift
                        // class without @objc(Name) is known there only as "Module.Cls".
                        let file = info.file.split(separator: "/").last.map(String.init) ?? info.file
                        report(object.element, "Custom class \"\(cls)\" of \(who) is a Swift class (\(file):\(info.line)), but the document names no module for it; at run time the Objective-C runtime knows it only by its module-qualified name, and UIKit logs \"Unknown class \(cls) in Interface Builder file\". Check \"Inherit Module From Target\" in the Identity inspector (or declare it @objc(\(cls))).", object)
                    }
                } else if object.customModuleProvider == "target"
                            || object.customModule.map({ index.targetModules.contains(CodeIndex.normalizedModule($0)) }) == true {
                    report(object.element, "Custom class \"\(cls)\" of \(who) is not declared in the sources (\(index.fileCount) files read), although the document says it belongs to the app's target; at run time UIKit logs \"Unknown class \(cls) in Interface Builder file\" and uses \(object.elementClass ?? "the base class") instead.", object)
                }
            }
            guard let m = members, m.complete, let cls = object.customClass else { continue }

            // A framework the app links may add @objc members to any class at run time (Hero adds
            // `isHeroEnabled` and `hero_dismissViewController` to UIViewController), whichever file
            // imports it: then a key or selector not found in the sources is not judged.
            let frameworks = index.thirdPartyModules

            // Runtime attributes: the first key path component must be a key of the class.
            for a in object.runtimeAttributes {
                guard let keyPath = a.keyPath, InvalidRuntimeAttributeRule.keyPathProblem(keyPath) == nil else { continue }
                let key = String(keyPath.split(separator: ".").first ?? "")
                if let p = m.properties[key] {
                    if !keyPath.contains("."), let type = a.typeName, let declared = p.type,
                       let category = Self.category(ofDeclaredType: declared), !Self.compatible(type, category) {
                        report(a.element, "Runtime attribute \"\(keyPath)\" on \(object.quotedName) has type \(type), but \(m.owners[key] ?? cls).\(key) is declared as \(declared) (\(where_(p))); IB writes \(category) for it, and a \(type) value \(type == "nil" ? "crashes (setNilValueForKey:)" : "is the wrong kind of object for it").", object)
                    }
                } else if !m.uikitKeys.contains(key) {
                    let near = Self.nearest(key, in: m.properties.keys)
                    // With third-party frameworks linked, only a near miss of a declared key is judged.
                    guard frameworks.isEmpty || near != nil else { continue }
                    let hint = near.map { " Did you mean \"\($0)\"?" } ?? ""
                    report(a.element, "Runtime attribute \"\(keyPath)\" on \(object.quotedName): \(m.declarers) no \"\(key)\", and it is not a key of \(UIKitKeys.chain(from: Self.chainEnd(cls, index) ?? "")?.first ?? "UIKit"); loading the nib logs \"Failed to set (\(key)) user defined inspected property\" (UIKit catches the setValue:forUndefinedKey: exception for runtime attributes) and the value is never applied.\(hint)", object)
                }
            }
            // Outlets from this object.
            for c in object.connections where c.kind == .outlet || c.kind == .outletCollection {
                guard let p = c.property, !p.isEmpty else { continue }
                if m.properties[p] == nil && !m.uikitKeys.contains(p) {
                    let hint = Self.nearest(p, in: m.properties.values.filter(\.isOutlet).map(\.name)).map { " Did you mean \"\($0)\"?" } ?? ""
                    report(c.element, "Outlet \"\(p)\" of \(object.quotedName): \(m.declarers) no property \"\(p)\"; loading it crashes with \"this class is not key value coding-compliant for the key \(p)\".\(hint)", object, [c.id].compactMap { $0 })
                }
            }
        }
        // Actions: the selector must exist on the target's class.
        for object in objects {
            for c in object.connections where c.kind == .action {
                guard let selector = c.selector, let targetID = c.destination ?? c.target, let target = byID[targetID],
                      let cls = target.customClass, index.lookup(cls) != nil, let m = Self.members(of: cls, in: index), m.complete,
                      index.thirdPartyModules.isEmpty else { continue }
                if m.selectors.contains(selector) || UIKitKeys.actions.contains(selector) { continue }
                var hint = ""
                let base = selector.split(separator: ":").first.map(String.init) ?? selector
                let near = m.selectors.filter { $0.hasPrefix(base) || $0.split(separator: ":").first.map(String.init).map { Self.distance($0, base) <= 2 } == true }.sorted()
                if !near.isEmpty { hint = " The sources declare \(near.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")); Swift's selector for `func \(base)(sender: Any)` is \"\(base)WithSender:\" and for `func \(base)(_ sender: Any)` \"\(base):\"." }
                report(c.element, "Action \"\(selector)\" of \(object.quotedName) is sent to \(target.quotedName), but \(m.declarers) no method with that selector; the first event crashes with \"unrecognized selector sent to instance\".\(hint)", object, [targetID])
            }
        }
        return out
    }

    static func chainEnd(_ cls: String, _ index: CodeIndex) -> String? {
        var cur: String? = cls
        var seen = Set<String>()
        while let name = cur, let info = index.lookup(name), seen.insert(name).inserted { cur = info.superclass }
        return cur
    }

    /// A declared name that differs from `name` only in case or by a typo (keys of 5+ characters).
    static func nearest<S: Sequence>(_ name: String, in names: S) -> String? where S.Element == String {
        let sorted = names.sorted()
        if let same = sorted.first(where: { $0 != name && $0.lowercased() == name.lowercased() }) { return same }
        guard name.count >= 5 else { return nil }
        return sorted.first { $0 != name && distance($0, name) <= 2 }
    }

    /// Edit distance (for "did you mean"), capped for speed.
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased()), y = Array(b.lowercased())
        if abs(x.count - y.count) > 2 { return 3 }
        var prev = Array(0...y.count)
        for i in 1...max(x.count, 1) where !x.isEmpty {
            var cur = [i] + Array(repeating: 0, count: y.count)
            for j in stride(from: 1, through: y.count, by: 1) {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            prev = cur
        }
        return prev[y.count]
    }
}

/// The example storyboard and sources of `source-mismatch`.
enum SourceMismatchExamples {
    static let sources = """
    import UIKit

    /* A comment: extension ViewController { @IBOutlet var titleLable: UILabel! } is not code. */
    extension UIView {
        @IBInspectable var borderColor: UIColor? {
            get { layer.borderColor.map(UIColor.init(cgColor:)) }
            set { layer.borderColor = newValue?.cgColor }
        }
    }

    @IBDesignable final class CardView: UIView {
        @IBInspectable var cornerRadius: CGFloat = 0 { didSet { layer.cornerRadius = cornerRadius } }
        @IBInspectable var borderWidth: CGFloat = 0
        let note = "extension CardView { var cornerRadiuss = \\(1) }"
    }

    class ViewController: UIViewController {
        @IBOutlet weak var cardView: CardView!
        @IBAction func tapped(_ sender: Any) {}
        @IBAction func didTap(sender: UIButton) {}
        @objc func reset() {}
    }
    """

    static func storyboard(sources: String?, body: String = "", cardClass: String = "CardView", cardModule: String = "App",
                           provider: Bool = true, controllerConnections: String = "", buttonConnections: String = "") -> String {
        func block(_ xml: String, indent: Int) -> String {
            guard !xml.isEmpty else { return "" }
            let pad = String(repeating: " ", count: indent)
            return xml.split(separator: "\n").map { pad + $0 }.joined(separator: "\n") + "\n"
        }
        let comment = sources.map { "<!--nibtool-example-sources\n\($0)\n-->\n" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-00-000">
        \(comment)<device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
        <scene sceneID="sc0-00-000">
        <objects>
        <viewController id="vc0-00-000" customClass="ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="rt0-00-000">
        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>
        <view contentMode="scaleToFill" fixedFrame="YES" id="cv0-00-001" customClass="\(cardClass)"\(cardModule.isEmpty ? "" : " customModule=\"\(cardModule)\"")\(provider ? " customModuleProvider=\"target\"" : "")>
        <rect key="frame" x="16" y="80" width="200" height="100"/>
        \(block(body, indent: 0))</view>
        <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="system" id="bt1-00-001">
        <rect key="frame" x="16" y="200" width="100" height="44"/>
        <state key="normal" title="Go"/>
        \(buttonConnections.isEmpty ? "" : "<connections>\n" + block(buttonConnections, indent: 0) + "</connections>\n")</button>
        </subviews>
        <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
        </view>
        \(controllerConnections.isEmpty ? "" : "<connections>\n" + block(controllerConnections, indent: 0) + "</connections>\n")</viewController>
        <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-000" userLabel="First Responder" sceneMemberID="firstResponder"/>
        </objects>
        <point key="canvasLocation" x="0.0" y="0.0"/>
        </scene>
        </scenes>
        </document>

        """
    }
}
