import LayoutSolver
import NibModel
import NibText

/// Why a solver constraint exists: a document constraint, or one that UIKit (or IB's canvas)
/// would generate.
public enum ConstraintOrigin: Sendable, Hashable {
    case document(Int)
    case rootFrame(Int)
    /// Frame from the saved rect and the autoresizing mask (`NSAutoresizingMaskLayoutConstraint`).
    case autoresizing(Int)
    case hugging(Int, LayoutAttribute.Axis)
    case compression(Int, LayoutAttribute.Axis)
    /// A size that compression would push below zero stays at zero (Xcode never saves a negative
    /// size: the compressed neighbour gives way instead).
    case nonNegativeSize(Int, LayoutAttribute.Axis)
    /// A multi-line label keeps the size it was drawn at between its content size and what it
    /// hugs (the nib editor's, at a low priority; `MultiLineLabelSize`).
    case drawnTextSize(Int, LayoutAttribute.Axis)
    /// Constraints a stack view generates for its arranged subviews (`UISV-*`).
    case stack(Int, String)
}

/// How a view's frame is decided in a configuration.
public enum LayoutMode: String, Sendable {
    /// The container sets it (controller root view, xib top-level view).
    case root
    /// Solved from constraints.
    case autoLayout
    /// The saved rect, moved by the autoresizing mask (also views without constraints, whose
    /// rect IB keeps with prototyping constraints).
    case autoresizing
    /// Not in the hierarchy for this configuration.
    case notInstalled
}

public struct ViewLayout: Sendable {
    public var view: Int
    public var mode: LayoutMode
    /// Solved frame in the superview's coordinates, pixel-aligned (nil when not installed).
    public var frame: Rect?
    /// Solved frame in the root view's coordinates.
    public var absoluteFrame: Rect?
    /// Unrounded solved frame in root coordinates.
    public var exactFrame: Rect?
    /// Per x, y, width, height: how the solution determines it.
    public var ambiguity: [Ambiguity]
    public var intrinsic: IntrinsicSize
}

extension ConstraintOrigin {
    /// The views the constraint is about (a document constraint: the views owning its items, a
    /// guide or margin counting as its view).
    public func views(in doc: IBDocument) -> [Int] {
        switch self {
        case .document(let c):
            let con = doc.constraints[c]
            return [con.firstItemID, con.secondItemID].compactMap { $0 }.compactMap { doc.object($0) }.compactMap { doc.owningView(of: $0) }
        case .rootFrame(let v), .autoresizing(let v), .hugging(let v, _), .compression(let v, _), .nonNegativeSize(let v, _), .drawnTextSize(let v, _), .stack(let v, _):
            return [v]
        }
    }
}

public struct ConflictReport: Sendable {
    /// A minimal set of required constraints that cannot all hold.
    public var constraints: [ConstraintOrigin]
    /// The one left out (as UIKit breaks one and goes on).
    public var broken: ConstraintOrigin
    /// True when `broken` is the constraint Xcode's saved frames miss (`LayoutEngine.laidOutAsSaved`):
    /// Xcode's engine broke it in the document's configuration, whatever the runtime's order does.
    public var brokenAsSaved = false

    /// What `broken`'s giving way rests on, after its name: Xcode's saved frames, where they
    /// decided it (the runtime breaks by its own order, and may not agree).
    public static let brokenAsSavedNote = "its saved frames miss it; the runtime may break another"
}

public struct BrokenOptional: Sendable {
    public var origin: ConstraintOrigin
    public var priority: Int
    public var violation: Double
}

public struct LayoutResult: Sendable {
    public var configuration: Configuration
    public var installation: Installation
    public var views: [ViewLayout]
    public var conflicts: [ConflictReport]
    public var brokenOptionals: [BrokenOptional]
    /// Scroll views whose content width / height is not determined.
    public var scrollContentAmbiguity: [Int: (width: Bool, height: Bool)]
    /// The safe-area insets of each root view (controller roots, top-level views).
    public var safeAreaInsets: [Int: ScreenInsets] = [:]
    /// The layout margins of each view laid out, as insets from its edges (safe area included
    /// where the view insets its margins from it).
    public var layoutMargins: [Int: ScreenInsets] = [:]
    /// The lengths of each root's top and bottom layout guides (controllers without safe areas),
    /// as `top` and `bottom` insets.
    public var layoutGuideLengths: [Int: ScreenInsets] = [:]
    /// Controller roots saved at a size no simulated screen gives (`SimulatedRootSize`), with
    /// the size they were laid out at.
    public var rootsAtImplausibleSizes: [Int: Size] = [:]
    /// Per view, the solver variables' origins that touch it (for explanations).
    public var origins: [ConstraintOrigin]
    /// The Dynamic Type size text styles were laid out at.
    public var contentSizeCategory: ContentSizeCategory = .large
    /// Per root whose safe area (or top and bottom layout guides) was placed where the saved
    /// frames show Xcode placed it, the insets nibtool's model gave (`safeAreaInsets` holds the
    /// ones laid out).
    public var modelledSafeAreaInsets: [Int: ScreenInsets] = [:]
    /// Per view whose layout margins were placed where the saved frames show Xcode placed them,
    /// the margins nibtool's model gave (`layoutMargins` holds the ones laid out).
    public var modelledLayoutMargins: [Int: ScreenInsets] = [:]
    /// What the saved frames decided in this layout (`LayoutEngine.laidOutAsSaved`), so that a
    /// hierarchy's system can be built again the same way (`LayoutEngine.system`).
    var decidedAsSaved = DecidedAsSaved()
}

/// The choices of a layout that the saved frames made: the safe areas and layout margins they
/// place, the content sizes they show for custom views, the conflicting constraints they show
/// Xcode broke (added last).
struct DecidedAsSaved: Sendable {
    var safeAreas: [Int: SavedInsets] = [:]
    var margins: [Int: SavedInsets] = [:]
    var contentSizes: [Int: SavedContentSize] = [:]
    var constraintsAddedLast: Set<Int> = []
}
