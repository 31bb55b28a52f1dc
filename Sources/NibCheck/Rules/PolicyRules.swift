import NibModel
import NibXML

// Opt-in rules: conventions some teams keep (the ones IBLinter users asked for), not mistakes.
// Each runs only when `.nibtool.yml` names it under `opt_in_rules` (or `only_rules`).

/// IBLinter's `use_trait_collections`: every iOS document uses trait variations.
public struct UseTraitCollectionsRule: DocumentRule {
    public static let description = RuleDescription(
        id: "use-trait-collections", name: "Use Trait Variations", summary:
            "Opt-in. An iOS document with Auto Layout whose \"Use Trait Variations\" (File inspector) is off: it cannot vary constraints, views or fonts by size class, and Xcode edits it for one device family.",
        defaultSeverity: .warning, optIn: true,
        triggeringExamples: [
            .document(RuleExample.storyboard(rootViewContent: "").replacingOccurrences(of: " useTraitCollections=\"YES\"", with: ""), count: 1, "trait variations off"),
        ],
        nonTriggeringExamples: [.document(RuleExample.storyboard(rootViewContent: ""), count: 0, "trait variations on")])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        let root = context.xml.root
        guard context.document.platform == .cocoaTouch, root[attribute: "useAutolayout"] == "YES", root[attribute: "useTraitCollections"] != "YES" else { return [] }
        return [context.diagnostic(Self.description, at: root.index,
            "The document does not use trait variations (File inspector: Use Trait Variations): it cannot vary for size classes, and Xcode edits it for one device family.", objectID: nil)]
    }
}

/// IBLinter's `has_initial_view_controller`: every storyboard has an entry point.
public struct InitialViewControllerRule: DocumentRule {
    public static let description = RuleDescription(
        id: "initial-view-controller", name: "Initial View Controller", summary:
            "Opt-in. A storyboard without an initial view controller (\"Is Initial View Controller\"): instantiateInitialViewController() returns nil, and as the app's main storyboard it starts on a black screen. For teams whose storyboards are each entered through their initial controller.",
        defaultSeverity: .warning, optIn: true,
        triggeringExamples: [.document(RuleExample.storyboard(rootViewContent: "", initialViewController: nil), count: 1, "no entry point")],
        nonTriggeringExamples: [.document(RuleExample.storyboard(rootViewContent: ""), count: 0, "the scene is the initial view controller")])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        let root = context.xml.root
        guard context.document.platform == .cocoaTouch, context.document.kind == .storyboard,
              (root[attribute: "initialViewController"] ?? "").isEmpty, !context.document.controllers.isEmpty else { return [] }
        return [context.diagnostic(Self.description, at: root.index,
            "The storyboard has no initial view controller: instantiateInitialViewController() returns nil.", objectID: nil)]
    }
}

/// IBLinter's `has_single_view_controller`: one screen per storyboard, so that two people rarely
/// edit the same file (containers such as navigation controllers do not count).
public struct SingleViewControllerRule: DocumentRule {
    public static let description = RuleDescription(
        id: "single-view-controller", name: "Single View Controller", summary:
            "Opt-in. A storyboard with more than one content view controller (navigation, tab bar, split and page view controllers do not count): for teams that keep one screen per storyboard so that merges stay rare. Editor > Refactor to Storyboard moves scenes out.",
        defaultSeverity: .warning, optIn: true,
        triggeringExamples: [.document(StoryboardStructureExamples.twoScenes(second: "storyboardIdentifier=\"Settings\" "), count: 1, "two screens")],
        nonTriggeringExamples: [.document(RuleExample.storyboard(rootViewContent: ""), count: 0, "one screen")])

    static let containers: Set<String> = ["navigationController", "tabBarController", "splitViewController", "pageViewController", "viewControllerPlaceholder"]

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        guard context.document.platform == .cocoaTouch, context.document.kind == .storyboard else { return [] }
        let screens = context.document.controllers.filter {
            !Self.containers.contains($0.elementName) && context.xml.element(at: $0.element)[attribute: "sceneMemberID"] == "viewController"
        }
        guard screens.count > 1 else { return [] }
        return screens.dropFirst().map { c in
            context.diagnostic(Self.description, at: c.element,
                "\"\(c.displayName)\" is screen \(screens.firstIndex { $0.index == c.index }! + 1) of \(screens.count) in this storyboard; keep one per storyboard (Editor > Refactor to Storyboard).",
                objectID: c.id)
        }
    }
}

/// IBLinter's `reuse_identifier`: a cell's reuse identifier is its class's name, so that the
/// code can register and dequeue it by `String(describing: Cell.self)`.
public struct ReuseIdentifierMatchesClassRule: DocumentRule {
    public static let description = RuleDescription(
        id: "reuse-identifier-matches-class", name: "Reuse Identifier Matches Class", summary:
            "Opt-in. A table or collection view cell (or reusable view) with a custom class whose reuse identifier is missing or is not the class's name, for teams that dequeue cells by String(describing: Cell.self).",
        defaultSeverity: .warning, optIn: true,
        triggeringExamples: [.rootView(StoryboardStructureExamples.table(cellAttributes: "reuseIdentifier=\"Cell\" customClass=\"ItemCell\" customModule=\"App\" customModuleProvider=\"target\" "), count: 1, "\"Cell\" for ItemCell")],
        nonTriggeringExamples: [.rootView(StoryboardStructureExamples.table(cellAttributes: "reuseIdentifier=\"ItemCell\" customClass=\"ItemCell\" customModule=\"App\" customModuleProvider=\"target\" "), count: 0, "the class's name")])

    static let cells: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        guard context.document.platform == .cocoaTouch else { return [] }
        return context.xml.allElements.compactMap { cell in
            guard Self.cells.contains(cell.name), let custom = cell[attribute: "customClass"], !custom.isEmpty else { return nil }
            let identifier = cell[attribute: "reuseIdentifier"] ?? ""
            guard identifier != custom else { return nil }
            return context.diagnostic(Self.description, at: cell.index, identifier.isEmpty
                ? "Cell \"\(custom)\" has no reuse identifier; use its class name, \"\(custom)\"."
                : "Cell \"\(custom)\" has the reuse identifier \"\(identifier)\"; use its class name, \"\(custom)\".",
                objectID: cell[attribute: "id"])
        }
    }
}

/// IBLinter's `storyboard_viewcontroller_id`: a controller's Storyboard ID is its class's name.
public struct StoryboardIdentifierMatchesClassRule: DocumentRule {
    public static let description = RuleDescription(
        id: "storyboard-identifier-matches-class", name: "Storyboard ID Matches Class", summary:
            "Opt-in. A view controller with a custom class whose Storyboard ID is set but is not the class's name, for teams that instantiate controllers by String(describing: Controller.self).",
        defaultSeverity: .warning, optIn: true,
        triggeringExamples: [.document(RuleExample.storyboard(rootViewContent: "", controllerAttributes: "storyboardIdentifier=\"Login\" customClass=\"LoginViewController\" customModule=\"App\" customModuleProvider=\"target\" "), count: 1, "\"Login\" for LoginViewController")],
        nonTriggeringExamples: [.document(RuleExample.storyboard(rootViewContent: "", controllerAttributes: "storyboardIdentifier=\"LoginViewController\" customClass=\"LoginViewController\" customModule=\"App\" customModuleProvider=\"target\" "), count: 0, "the class's name")])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        guard context.document.platform == .cocoaTouch else { return [] }
        return context.document.controllers.compactMap { c in
            guard let custom = c.customClass, !custom.isEmpty, let identifier = c.storyboardIdentifier, !identifier.isEmpty, identifier != custom else { return nil }
            return context.diagnostic(Self.description, at: c.element,
                "\"\(custom)\" has the Storyboard ID \"\(identifier)\"; use its class name, \"\(custom)\".", objectID: c.id)
        }
    }
}

/// IBLinter's `relative_to_margin`: constraints are to edges, not to layout margins, for teams
/// that keep spacing in constants alone.
public struct RelativeToMarginRule: DocumentRule {
    public static let description = RuleDescription(
        id: "relative-to-margin", name: "Relative to Margin", summary:
            "Opt-in. A constraint to a layout margin (leadingMargin, topMargin, centerXWithinMargins...), for teams that keep all spacing in constants: margins change with the device, the size class and the safe area, so the same constant places views differently.",
        defaultSeverity: .warning, optIn: true,
        triggeringExamples: [.rootView(PolicyRuleSupport.pinned(attribute: "leadingMargin"), count: 1, "pinned to the root's leading margin")],
        nonTriggeringExamples: [.rootView(PolicyRuleSupport.pinned(attribute: "leading"), count: 0, "pinned to its leading edge")])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        let document = context.document
        return document.constraints.compactMap { c in
            let margins = [c.firstAttributeName, c.secondAttributeName].compactMap { $0 }.filter { $0.hasSuffix("Margin") || $0.hasSuffix("WithinMargins") }
            guard !c.placeholder, let attribute = margins.first else { return nil }
            return context.diagnostic(Self.description, at: c.element,
                "\"\(document.describe(c))\" is relative to a layout margin (\(attribute)); pin it to the edge and put the spacing in its constant.", objectID: c.id)
        }
    }
}

/// xiblint's `named_colors`: colors come from the asset catalog (or are system colors), so that
/// they adapt to dark mode and are defined in one place.
public struct NamedColorsRule: DocumentRule {
    public static let description = RuleDescription(
        id: "named-colors", name: "Named Colors", summary:
            "Opt-in. A color written as numbers (red/green/blue or white) instead of a named color from the asset catalog or a system color: it does not adapt to dark mode or increased contrast, and the same color is repeated wherever it is used. Clear color is not judged.",
        defaultSeverity: .warning, optIn: true,
        triggeringExamples: [.rootView(PolicyRuleSupport.coloredView("<color key=\"backgroundColor\" red=\"0.2\" green=\"0.4\" blue=\"0.8\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"), count: 1, "a background color as numbers")],
        nonTriggeringExamples: [
            .rootView(PolicyRuleSupport.coloredView("<color key=\"backgroundColor\" systemColor=\"systemBlueColor\"/>"), count: 0, "a system color"),
            .rootView(PolicyRuleSupport.coloredView("<color key=\"backgroundColor\" white=\"0.0\" alpha=\"0.0\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>"), count: 0, "clear color"),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        guard context.document.platform == .cocoaTouch else { return [] }
        var out: [Diagnostic] = []
        context.xml.forEachElementAttributes { index, name, attributes in
            guard name == "color" else { return }
            var key = "", literal = false, alpha = 1.0, components: [String] = []
            for a in attributes {
                switch a.name {
                case "key": key = a.value
                case "red", "green", "blue", "white":
                    literal = true
                    components.append("\(a.name) \(NumberFormat.short(Double(a.value) ?? 0))")
                case "alpha": alpha = Double(a.value) ?? 1
                case "name", "systemColor", "cocoaTouchSystemColor", "catalog": return
                default: continue
                }
            }
            guard literal, alpha > 0 else { return }
            // The definitions in <resources> (what a named or system color looks like) are not uses.
            let element = context.xml.element(at: index)
            var parent = element.parent
            while let p = parent {
                if ["resources", "namedColor", "systemColor"].contains(p.name) { return }
                parent = p.parent
            }
            // A runtime attribute's color is named by its key path ("layer.borderColor").
            if key == "value", let keyPath = element.parent?[attribute: "keyPath"] { key = keyPath }
            let owner = element.ownOrNearestID
            let who = owner.flatMap { context.document.object($0) }.map { "\"\(context.document.displayName(of: $0))\"'s " } ?? ""
            out.append(context.diagnostic(Self.description, at: index,
                "\(who)\(key.isEmpty ? "color" : key) is written as numbers (\(components.joined(separator: ", "))); use a named color from the asset catalog or a system color.",
                objectID: owner))
        }
        return out
    }
}

enum PolicyRuleSupport {
    /// A fixed-frame view with one color element.
    static func coloredView(_ color: String) -> String {
        """
        <subviews>
            <view contentMode="scaleToFill" fixedFrame="YES" id="cv0-00-002" userLabel="Card">
                <rect key="frame" x="16" y="79" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                \(color)
            </view>
        </subviews>
        """
    }

    /// A box pinned by its leading edge to the root's `attribute`, and by its top and size.
    static func pinned(attribute: String) -> String {
        """
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx0-00-001" userLabel="Box">
                <rect key="frame" x="16" y="79" width="100" height="100"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="pm0-00-003"/>
                    <constraint firstAttribute="height" constant="100" id="pm0-00-004"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="bx0-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="\(attribute)" constant="\(attribute == "leading" ? 16 : 0)" id="pm0-00-001"/>
            <constraint firstItem="bx0-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="20" id="pm0-00-002"/>
        </constraints>
        """
    }
}
