/// A scene's controller (or a storyboard reference placeholder).
public struct ViewController: Sendable {
    public var index: Int
    public var id: String
    public var elementName: String
    public var customClass: String?
    public var userLabel: String?
    public var title: String?
    /// Its `<navigationItem>`'s title.
    public var navigationItemTitle: String?
    public var storyboardIdentifier: String?
    public var element: Int
    public var scene: Int?
    public var rootView: Int?
    /// A navigation controller's `<navigationBar key="navigationBar">`, the bar the canvas drew.
    public var navigationBarView: Int?
    /// Top and bottom `viewControllerLayoutGuide`s (documents without safe areas).
    public var layoutGuides: [Int] = []
    public var simulatedMetrics = SimulatedMetrics()
    /// `<size key="freeformSize">`.
    public var freeformSize: Size?
    /// How it is presented and which bars its element configures.
    public var presentation = ControllerPresentation()
    /// `<extendedEdge key="edgesForExtendedLayout"/>` with no edges: the root view starts below bars.
    public var extendedEdgesNone = false
    public var connections: [Connection] = []
    public var runtimeAttributes: [RuntimeAttribute] = []

    public var displayName: String {
        if let l = userLabel.map(SuppressionMarker.strip), !l.isEmpty { return l }
        if let t = title, !t.isEmpty { return t }
        return customClass ?? ViewClasses.displayName(forElement: elementName)
    }
}

/// Simulated bars and sizes ("Simulated Metrics" in the inspector).
public struct SimulatedMetrics: Sendable, Hashable {
    public enum Bar: Sendable, Hashable { case inferred, none, present(String) }
    public var statusBar: Bar = .inferred
    public var topBar: Bar = .inferred
    public var bottomBar: Bar = .inferred
    public var freeform = false
}

/// A layout guide usable as a constraint item.
public struct LayoutGuide: Sendable {
    public enum Kind: Sendable, Hashable {
        case safeArea, contentLayoutGuide, frameLayoutGuide, layoutMargins
        case topLayoutGuide, bottomLayoutGuide
        /// `view.keyboardLayoutGuide` (iOS 15+): with the keyboard dismissed, as on the canvas, it
        /// spans the view's width below its safe area.
        case keyboard
        case other(String)
    }
    public var index: Int
    public var id: String
    public var kind: Kind
    public var element: Int
    /// The view whose geometry the guide follows (for top/bottom guides, the controller's root).
    public var ownerView: Int?
    public var ownerController: Int?

    public var displayName: String {
        switch kind {
        case .safeArea: return "Safe Area"
        case .contentLayoutGuide: return "Content Layout Guide"
        case .frameLayoutGuide: return "Frame Layout Guide"
        case .layoutMargins: return "Layout Margins"
        case .topLayoutGuide: return "Top Layout Guide"
        case .bottomLayoutGuide: return "Bottom Layout Guide"
        case .keyboard: return "Keyboard Layout Guide"
        case .other(let k): return k
        }
    }
}

/// A `<variation>` of a view (ib-format.md §9.2).
public struct Variation: Sendable {
    public var key: VariationKey
    public var element: Int
    public var constraintMask: [MaskEntry] = []
    public var subviewMask: [MaskEntry] = []
    /// Attribute overrides (`axis`, `spacing`, `hidden`, ...), as written.
    public var attributeOverrides: [(name: String, value: String)] = []
    /// Child-element overrides (fonts, colors, frames), by element index.
    public var childOverrides: [Int] = []
    /// The same overrides, decoded as far as drawing needs (colours, font sizes), in order.
    public var appearanceOverrides: [AppearanceOverride] = []
}

public struct MaskEntry: Sendable, Hashable {
    public var include: Bool
    public var reference: String
    public var element: Int
}

/// `<userDefinedRuntimeAttribute>` (ib-format.md §10): runtime attributes and inspectables.
public struct RuntimeAttribute: Sendable {
    public var keyPath: String?
    public var typeName: String?
    public var element: Int
    /// The `value` attribute, when present.
    public var valueAttribute: String?
    /// The child element carrying the value (`integer`, `real`, `color`, `rect`...), if any.
    public var valueElement: Int?
    public var valueElementName: String?
}

/// An outlet, outlet collection, action or segue.
public struct Connection: Sendable {
    public enum Kind: String, Sendable { case outlet, outletCollection, action, segue, other }
    public var kind: Kind
    public var id: String?
    public var element: Int
    public var property: String?
    public var destination: String?
    public var selector: String?
    public var target: String?
    public var segueKind: String?
    public var relationship: String?
    public var identifier: String?
}
