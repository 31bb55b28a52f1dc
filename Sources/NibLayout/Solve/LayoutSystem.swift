import LayoutSolver
import NibModel

/// One view hierarchy's solved system, kept for explanations (`nibtool explain`): which solver
/// constraint stands for which document object, each view's variables, and a way to solve again
/// with one variable pushed (UIKit's `exerciseAmbiguityInLayout`).
public struct LayoutSystem: Sendable {
    public private(set) var solver: Solver
    /// Why each solver constraint exists, indexed by its tag.
    public let origins: [ConstraintOrigin]
    /// Per view of the hierarchy: x, y, width, height (alignment rectangle, root coordinates).
    public let frameVariables: [Int: [Variable]]
    /// Intrinsic sizes the system used (Auto Layout views with content).
    public let intrinsic: [Int: IntrinsicSize]
    public let modes: [Int: LayoutMode]
    /// Per variable id, as `Solver.analyzeAmbiguity` classifies it.
    public let ambiguity: [Ambiguity]
    public let root: Int
    /// Every variable's value at the solution, by variable id.
    public let values: [Double]

    /// The solver before tied and free views were held at their saved frames, for `pushing`.
    private let untied: Solver?
    /// Tags of the constraints that hold tied and free views at their saved frames (not the document's).
    private let tieBreakers: Set<Int>

    init(builder: SystemBuilder) {
        var builder = builder
        ambiguity = builder.analyzeAmbiguityWithStackSplits()
        let unbroken = builder.solver
        tieBreakers = builder.breakTiesTowardSavedFrames(ambiguity)
        untied = tieBreakers.isEmpty ? nil : unbroken
        values = builder.solver.values()
        self.solver = builder.solver
        origins = builder.origins
        frameVariables = builder.vars.mapValues(\.all)
        intrinsic = builder.intrinsic
        modes = builder.modes
        root = builder.root
    }

    /// Solver constraints in insertion order with their origin (constraints the solver refused
    /// as invalid input have no tag and are skipped).
    public var constraints: [(id: ConstraintID, origin: ConstraintOrigin)] {
        (0..<solver.constraintCount).compactMap { i in
            let id = ConstraintID(index: i)
            guard let tag = solver.constraint(id)?.tag, tag < origins.count, !tieBreakers.contains(tag) else { return nil }
            return (id, origins[tag])
        }
    }

    public func value(of v: Variable) -> Double { solver.value(of: v) }

    /// Solves again with `variable` pulled towards `value` at the lowest priority: what the
    /// required constraints and every higher optimum leave free moves, nothing else does.
    /// Returns the values of all variables.
    public func pushing(_ variable: Variable, to value: Double) -> [Double] {
        var copy = untied ?? solver
        _ = try? copy.add(LayoutSolver.Constraint(variable.expression - value, .equal, priority: 1))
        return copy.values()
    }

    /// Which of the constraints `ids` decide any of `watched` at this solution: solved again with
    /// its constant a point larger and a point smaller, one of them moves. A constraint that only
    /// shares views with them (a sibling pinned to the same container, a neighbouring cell of the
    /// same table) moves nothing, and neither does a required constraint that other required ones
    /// already hold (its change conflicts and is refused): a duplicate, or one of a rigid cycle.
    ///
    /// One working copy of the solver is changed and restored constraint by constraint (a copy
    /// per constraint costs the whole tableau each time). Restored, it may stand at another of
    /// several equally good solutions, and where the changed problem has several too (optional
    /// constraints that tie at every priority) it can land on one where the view stays: so an
    /// optional constraint found not to move the view is checked again from the layout's own
    /// solution, for up to `confirmations` constraints (12 of 8,689 verdicts differed over 224
    /// views of the corpus, all such ties).
    public func deciding(_ watched: [Variable], among ids: [ConstraintID], confirmations: Int = 400) -> [Bool] {
        let before = watched.map { solver.value(of: $0) }
        /// Whether `s`, with the constraint's constant set to `value`, moves a watched variable.
        func moves(_ s: inout Solver, _ id: ConstraintID, to value: Double) throws -> Bool {
            try s.setConstant(id, value)
            return zip(s.values(of: watched), before).contains { abs($0 - $1) > 1e-6 }
        }
        var work = solver
        var budget = confirmations
        return ids.map { id in
            guard let c = solver.constraint(id) else { return true }
            let constant = c.expression.constant
            do {
                for delta in [1.0, -1.0] {
                    let moved = try moves(&work, id, to: constant + delta)
                    try work.setConstant(id, constant)
                    if moved { return true }
                }
            } catch {
                // Left changed: start again from the layout's solution.
                work = solver
                return true
            }
            guard !c.isRequired, budget > 0 else { return false }
            budget -= 1
            // Each direction from the layout's own solution.
            return [1.0, -1.0].contains { delta in
                var fresh = solver
                return (try? moves(&fresh, id, to: constant + delta)) ?? true
            }
        }
    }
}

extension LayoutEngine {
    /// The solved system of the hierarchy rooted at `root` (a controller root or top-level view);
    /// `as`: a layout of this engine whose choices made from the saved frames (a safe area they
    /// place, the constraint of a conflict they show gives way) the system repeats.
    public func system(_ doc: IBDocument, _ config: Configuration, root: Int, as layout: LayoutResult? = nil) -> LayoutSystem {
        let installation = Installation(doc, config, runtime: options.runtime)
        var options = self.options
        if let decided = layout?.decidedAsSaved {
            options.safeAreasAsSaved = decided.safeAreas
            options.marginsAsSaved = decided.margins
            options.contentSizesAsSaved = decided.contentSizes
            options.constraintsAddedLast = decided.constraintsAddedLast
        }
        var builder = SystemBuilder(doc: doc, config: config, installation: installation, options: options, root: root, graph: ControllerGraph(doc))
        builder.build()
        return LayoutSystem(builder: builder)
    }
}

extension LayoutSystem {
    /// The autoresizing mask a view without constraints is laid out with (cells follow their container).
    public static func effectiveMask(_ view: View) -> AutoresizingMask { SystemBuilder.effectiveMask(view) }
}
