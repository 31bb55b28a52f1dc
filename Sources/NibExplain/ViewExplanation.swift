import NibLayout
import NibModel

/// Why one view has its frame in one configuration, per axis.
public struct ViewExplanation: Sendable {
    public var viewID: String
    public var name: String
    public var className: String
    public var configuration: Configuration
    public var mode: LayoutMode
    /// Solved frame in the superview's coordinates (nil when not installed).
    public var frame: Rect?
    public var axes: [AxisExplanation]
    /// Required-constraint conflicts that involve the view.
    public var conflicts: [ConflictExplanation]
    /// The runtime attribute that transforms the view, if any: `frame` is the untransformed one.
    public var transform: String? = nil
    /// The frame the document saved, when this is the document's own configuration and it lies
    /// more than a pixel (of the scale Xcode saved at) from `frame`: what Xcode shows until its frames are updated. Whether
    /// the difference is proof of a misplaced view is `validate`'s misplaced-view verdict (text
    /// sizes and modelled metrics are uncertain); here it is shown so the two can be compared.
    public var savedFrame: Rect? = nil
    /// validate's `misplaced-view` finding on the view (document configuration only), also when
    /// it is a hint that validate shows only with `--evidence all`.
    public var misplaced: ValidateFinding? = nil
    /// The safe area (or top and bottom layout guides) of the view's root, where the layout took
    /// it from the saved frames instead of nibtool's model (document configuration only).
    public var safeAreaAsSaved: InsetsAsSaved? = nil
    /// The layout margins of the view and of its superview that the saved frames of the views
    /// pinned to them placed (owner: the view whose margins they are).
    public var layoutMarginsAsSaved: [InsetsAsSaved] = []
}

/// A root's safe-area insets, or a view's layout margins, that the saved frames of the views
/// pinned to them decided: the inset laid out and the model's, per edge that differs (nil: the
/// model's stands). `ownerID`: the root, or the view whose margins they are.
public struct InsetsAsSaved: Sendable {
    public var ownerID: String
    public var ownerName: String
    public var top: (laidOut: Double, modelled: Double)?
    public var bottom: (laidOut: Double, modelled: Double)?
    public var left: (laidOut: Double, modelled: Double)? = nil
    public var right: (laidOut: Double, modelled: Double)? = nil
}

public struct AxisExplanation: Sendable {
    public var axis: LayoutAttribute.Axis
    /// `unique`, `tie` or `free`, for the position (x or y) and the size (width or height).
    public var position: String
    public var size: String
    public var constraints: [ExplainedConstraint]
    public var content: ContentSize?
    /// For an ambiguous axis: what is free, in the order found along the chain.
    public var reasoning: [String]
    /// A second frame that satisfies every required constraint (UIKit's exerciseAmbiguityInLayout).
    public var alternateFrame: Rect?
    /// For a scroll view: its scrollable content's size along this axis is open (nothing decides
    /// it), which Xcode flags as ambiguous and `validate` reports, though the frame is determined.
    public var scrollContentOpen = false
    /// What `validate` reports of the view on this axis in this configuration (the same verdicts).
    public var validate: [ValidateFinding] = []
    /// nibtool's own verdict exempts the ambiguous axis (a tie its stack resolves, Never Verify, ...);
    /// `reasoning` says why.
    public var exempted = false

    /// The layout determines the axis only because texts fill their space exactly: with text a
    /// few points larger and a few smaller it is a content-priority tie, which validate reports.
    public var tiesAsTextVaries: Bool { validate.contains(where: \.tiesAsTextVaries) }

    public var isAmbiguous: Bool { position != "unique" || size != "unique" }
}

/// One `validate` finding on a view's axis: the rule, its evidence, and what it says is ambiguous.
public struct ValidateFinding: Sendable, Equatable {
    public static let ambiguousLayout = "ambiguous-layout"
    public static let contentPriorityAmbiguity = "content-priority-ambiguity"
    public static let misplacedView = "misplaced-view"
    public static let conflictingConstraints = "conflicting-constraints"
    public var rule: String
    public var evidence: String
    public var position: Bool
    public var size: Bool
    /// A scroll view's scrollable content size, not its frame.
    public var scrollContent: Bool
    /// Reported without `--evidence all` (the evidence is more than a hint).
    public var reportedByDefault = true
    /// A content-priority tie only as text sizes vary (`AmbiguityIssue.tiesAsTextVaries`).
    public var tiesAsTextVaries = false
}

/// Intrinsic content size on one axis with the priorities that hold the view to it.
public struct ContentSize: Sendable {
    public var intrinsic: Double
    public var source: String
    public var hugging: Double
    public var compressionResistance: Double
    /// Whether the solution leaves the hugging / compression resistance unsatisfied.
    public var huggingBroken: Bool
    public var compressionBroken: Bool
}

public struct ExplainedConstraint: Sendable {
    public enum Status: String, Sendable {
        case satisfied
        /// An optional constraint the solution violates (by `violation` points).
        case broken
        /// A required constraint the runtime leaves out to resolve a conflict.
        case brokenByConflict = "broken-by-conflict"
    }
    /// The document constraint's id, or nil for one UIKit generates.
    public var id: String?
    public var identifier: String?
    /// document, autoresizing, hugging, compression, stack, root.
    public var kind: String
    public var equation: String
    public var visualFormat: String?
    public var priority: Int
    public var status: Status
    public var violation: Double
    /// Steps along the chain from the view: 0 for constraints on the view itself.
    public var distance: Int
    /// On a determined axis: whether changing the constraint's constant moves or resizes the view
    /// (`LayoutSystem.deciding`). A constraint the chain reaches only because it shares a view with
    /// it (a sibling pinned to the same container) does not, and the text leaves it out. Nil on an
    /// ambiguous axis, where every constraint the chain reaches is shown.
    public var decidesView: Bool? = nil
}

public struct ConflictExplanation: Sendable {
    public var constraints: [String]
    public var constraintIDs: [String]
    public var broken: String
    public var brokenID: String?
    public var advice: String
    /// validate's `conflicting-constraints` finding on this set (its evidence, and whether it is
    /// reported without `--evidence all`); nil when validate does not report it (a set of
    /// constraints UIKit generates, with none of the document's).
    public var validate: ValidateFinding? = nil
}
