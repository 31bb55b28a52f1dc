import NibLayout
import NibModel
import NibSourceIndex
import NibSupport
import NibText
import NibXML

/// What a rule is, for documentation (`nibtool rules`), configuration and tests.
public struct RuleDescription: Sendable {
    public var id: String
    public var name: String
    public var summary: String
    public var defaultSeverity: Severity
    /// Documents (or fragments, see `RuleExample`) that must trigger the rule, and ones that must not.
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    /// A team's policy rather than a mistake (swiftlint's opt-in rules): off unless
    /// `.nibtool.yml` names it under `opt_in_rules` (or `only_rules`).
    public var optIn: Bool

    public init(id: String, name: String, summary: String, defaultSeverity: Severity, optIn: Bool = false,
                triggeringExamples: [RuleExample] = [], nonTriggeringExamples: [RuleExample] = []) {
        self.id = id
        self.name = name
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.optIn = optIn
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// A small example document. `scene` is the XML of a root view's children (subviews,
/// constraints...) placed into a one-scene storyboard; `document` is a whole document.
public struct RuleExample: Sendable {
    public enum Source: Sendable { case rootViewContent(String), document(String) }
    public var source: Source
    /// How many diagnostics the rule must report on it (triggering examples); 0 for non-triggering.
    public var expectedCount: Int
    public var note: String

    public static func rootView(_ xml: String, count: Int = 1, _ note: String = "") -> RuleExample {
        RuleExample(source: .rootViewContent(xml), expectedCount: count, note: note)
    }
    public static func document(_ xml: String, count: Int = 1, _ note: String = "") -> RuleExample {
        RuleExample(source: .document(xml), expectedCount: count, note: note)
    }

    /// The example as a complete storyboard.
    public var documentText: String {
        switch source {
        case .document(let d): return d
        case .rootViewContent(let body): return Self.storyboard(rootViewContent: body)
        }
    }

    /// A one-scene storyboard (iPhone 16, Xcode 16) whose controller's root view holds
    /// `rootViewContent` (subviews, constraints...); `preamble` goes first inside `<document>`
    /// (the examples' comments), `resources` last, `extraScenes` after the first scene, and
    /// `controllerAttributes` ("customClass=\"X\" ") on its controller. Each is written at
    /// column 0 and indented here.
    public static func storyboard(preamble: String = "", rootViewContent: String, resources: String = "",
                                  extraScenes: String = "", initialViewController: String? = "vc0-00-000", controllerAttributes: String = "") -> String {
        func indented(_ xml: String, _ depth: Int) -> String {
            guard !xml.isEmpty else { return "" }
            let pad = String(repeating: " ", count: depth * 4)
            return xml.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n") + "\n"
        }
        let initialAttribute = initialViewController.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initialAttribute)>
        \(indented(preamble, 1))    <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
                <capability name="Named colors" minToolsVersion="9.0"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--View Controller-->
                <scene sceneID="sc0-00-000">
                    <objects>
                        <viewController \(controllerAttributes)id="vc0-00-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        \(indented(rootViewContent, 6))                        <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-000" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
        \(indented(extraScenes, 2))    </scenes>
        \(indented(resources, 1))</document>

        """
    }
}

/// Everything a rule may look at for one document.
public struct CheckContext: Sendable {
    public var path: String
    public var document: IBDocument
    public var options: CheckOptions
    /// The document's layout in every configuration checked, with its typed issues (empty
    /// layouts when the document does not use Auto Layout or no layout rule runs).
    public var analysis: DocumentAnalysis
    /// The document laid out in every configuration checked (the document's own first).
    public var layouts: [LayoutResult] { analysis.layouts }
    /// The options the layouts were made with (their intrinsic-size cache included), for rules
    /// that build a hierarchy's system again.
    public var layoutOptions: LayoutOptions { analysis.layoutOptions }
    /// Every object with its display name, class and connections, in document order: several
    /// rules walk them, so they are gathered once.
    let objects: [IBObjectInfo]

    public var xml: XMLDocument { document.xml }

    public init(path: String, document: IBDocument, options: CheckOptions = CheckOptions()) {
        self.path = path
        self.document = document
        self.options = options
        analysis = DocumentAnalysis(unlaidOut: document)
        objects = IBObjects.all(in: document)
    }

    /// The `sceneID` of the scene an element belongs to.
    public func scene(of element: Int) -> String? {
        var e: XMLElement? = xml.element(at: element)
        while let c = e {
            if c.name == "scene" { return c[attribute: "sceneID"] }
            e = c.parent
        }
        return nil
    }

    /// A diagnostic located at an element.
    public func diagnostic(_ rule: RuleDescription, at element: Int, _ message: String, objectID: String? = nil,
                           objectIDs: [String]? = nil, severity: Severity? = nil, configuration: Configuration? = nil,
                           details: [(key: String, value: JSONValue)] = []) -> Diagnostic {
        let e = xml.element(at: element)
        var all = details
        var text = message
        if let c = configuration {
            all = [("traits", .string(c.traitsName)), ("device", .string(c.device.id)),
                   ("orientation", .string(c.orientation.rawValue)), ("documentConfiguration", .bool(c.isDocumentConfiguration))] + details
            if !c.isDocumentConfiguration, c.traits != nil { text += " (\(c.displayName))" }
        }
        var d = Diagnostic(rule: rule.id, severity: severity ?? options.severity(for: rule), message: text,
                           line: e.line, column: e.column, objectID: objectID ?? e[attribute: "id"],
                           objectIDs: objectIDs, scene: scene(of: element), details: all)
        d.configurationName = configuration.map(\.displayName)
        return d
    }
}

public struct CheckOptions: Sendable {
    /// `--runtime`: drop placeholder constraints, as the compiled nib does.
    public var runtime = false
    /// `--traits` (repeatable): the configurations to check instead of the document's own set.
    public var traits: [TraitsPattern] = []
    public var device: String?
    /// `--text-size`: lay text styles out at this Dynamic Type size (`clipped-text` then reports
    /// text that no longer fits; `misplaced-view` does not run, saved frames being measured at
    /// the document's own size).
    public var textSize: ContentSizeCategory?
    /// Severity overrides by rule id (from configuration).
    public var severityOverrides: [String: Severity] = [:]
    /// Opt-in rules are off until a configuration turns them on.
    public var disabledRules: Set<String> = RuleRegistry.optInRuleIDs
    /// `--sources` (repeatable), read: the app's classes, outlets, actions and inspectables for
    /// `source-mismatch`, its images and colors for `missing-resource`, its fonts for
    /// `missing-font`. Nil: those checks do not run.
    public var sources: CodeIndex?
    /// `--evidence`: the weakest proof a layout finding may rest on to be reported (`Evidence`).
    /// By default findings that rest on nibtool's model are reported as warnings, hints are not.
    public var minimumProof: Proof = .reportedByDefault

    public init() {}

    public func severity(for rule: RuleDescription) -> Severity { severityOverrides[rule.id] ?? rule.defaultSeverity }
}

/// A rule: one small type with a description and a check. New rules are added to
/// `RuleRegistry.documentRules` and to nothing else.
public protocol DocumentRule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ context: CheckContext) -> [Diagnostic]
}
