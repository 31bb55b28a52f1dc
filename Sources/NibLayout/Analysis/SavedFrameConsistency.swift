import LayoutSolver
import NibModel

/// Whether the frames a document saved can be a solution of its own constraints.
///
/// Xcode writes the frames its engine computed, but a document edited by hand, merged, or saved by
/// an Xcode that did not lay the scene out again keeps frames that no longer follow from its
/// constraints (and Xcode does not always flag them `misplaced`). Such a frame is not evidence of
/// what Xcode's engine computes. This check is deliberately narrow, so that a finding does not
/// depend on nibtool's model: only required document constraints between views' own edges,
/// centers and sizes (no margins, layout guides or baselines, whose values the model supplies),
/// evaluated at the saved frames.
public struct SavedFrameConsistency {
    public struct Violation: Sendable {
        public var constraint: Int
        /// How far the saved frames miss the constraint, in points.
        public var amount: Double
    }

    public let system: LayoutSystem
    /// Saved alignment rectangles in the system's coordinates, by variable id.
    private var savedValues: [Int: Double] = [:]

    public init(_ doc: IBDocument, system: LayoutSystem) {
        self.system = system
        guard let rootVars = system.frameVariables[system.root], let rootFrame = doc.views[system.root].frame else { return }
        // The root sits where the system put it; every other view at its saved offsets from it.
        let origin = (x: system.values[rootVars[0].id], y: system.values[rootVars[1].id])
        var absolute: [Int: Rect] = [system.root: Rect(x: origin.x, y: origin.y, width: rootFrame.width, height: rootFrame.height)]
        for v in doc.subtree(of: system.root) where v != system.root {
            guard let f = doc.views[v].frame, let s = doc.views[v].superview, let p = absolute[s] else { continue }
            absolute[v] = Rect(x: p.x + f.x, y: p.y + f.y, width: f.width, height: f.height)
        }
        for (v, vars) in system.frameVariables {
            guard let r = absolute[v] else { continue }
            let a = SystemBuilder.alignmentRect(r, SystemBuilder.alignmentInsets(doc.views[v], toolsVersion: doc.toolsVersion))
            for (variable, value) in zip(vars, [a.x, a.y, a.width, a.height]) { savedValues[variable.id] = value }
        }
    }

    /// Required constraints of the document, about views only, that the saved frames of the
    /// given views miss by more than `tolerance` (half a pixel either side allows for rounding).
    public func violations(touching views: Set<Int>, in doc: IBDocument, tolerance: Double = 0.75) -> [Violation] {
        var found: [Violation] = []
        for (id, origin) in system.constraints {
            guard case .document(let c) = origin, let constraint = system.solver.constraint(id), constraint.isRequired else { continue }
            let con = doc.constraints[c]
            let attributes = [con.firstAttribute, con.secondAttribute].compactMap { $0 }
            guard !attributes.contains(where: { $0.isMargin || $0.isBaseline }) else { continue }
            let items = [con.firstItemID, con.secondItemID].compactMap { $0 }.map { doc.object($0) }
            var owners: [Int] = []
            for item in items {
                guard case .view(let v)? = item else { owners = []; break }
                owners.append(v)
            }
            guard !owners.isEmpty, owners.count == items.count, owners.contains(where: views.contains) else { continue }
            var value = constraint.expression.constant
            var complete = true
            for term in constraint.expression.terms {
                guard let x = savedValues[term.variable.id] else { complete = false; break }
                value += term.coefficient * x
            }
            guard complete else { continue }
            let miss: Double
            switch constraint.relation {
            case .equal: miss = abs(value)
            case .greaterOrEqual: miss = max(0, -value)
            case .lessOrEqual: miss = max(0, value)
            }
            if miss > tolerance { found.append(Violation(constraint: c, amount: miss)) }
        }
        return found.sorted { $0.amount > $1.amount }
    }
}
