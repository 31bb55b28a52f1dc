import LayoutSolver
import NibCheck
import NibLayout
import NibModel

/// Readable names for solver constraints. Document and stack constraints are named as
/// `validate` names them (NibCheck's `LayoutNames`); the constraints UIKit generates get their
/// values spelled out, since they are otherwise invisible (autoresizing masks in `h=--&` form).
enum ConstraintNaming {
    static func describe(_ origin: ConstraintOrigin, _ doc: IBDocument, _ layout: LayoutResult, _ system: LayoutSystem, id: ConstraintID? = nil) -> String {
        switch origin {
        case .hugging(let v, let axis), .compression(let v, let axis):
            let view = doc.views[v]
            let hugging: Bool
            if case .hugging = origin { hugging = true } else { hugging = false }
            let attribute = axis == .horizontal ? "width" : "height"
            let size = axis == .horizontal ? system.intrinsic[v]?.width : system.intrinsic[v]?.height
            let priority = axis == .horizontal
                ? (hugging ? view.horizontalHugging : view.horizontalCompressionResistance)
                : (hugging ? view.verticalHugging : view.verticalCompressionResistance)
            let value = size.map(NumberFormat.short) ?? "?"
            return "\(view.displayName).\(attribute) \(hugging ? "≤" : "≥") \(value) @\(NumberFormat.short(priority)) (\(hugging ? "content hugging" : "compression resistance"))"
        case .autoresizing(let v):
            let view = doc.views[v]
            let frame = view.frame.map { TraceFormat.frame($0) } ?? "{?}"
            let row = id.map { ": " + expression($0, doc, system) } ?? ""
            return "\(view.displayName) autoresizing mask \(maskNotation(LayoutSystem.effectiveMask(view))), frame \(frame) (NSAutoresizingMaskLayoutConstraint)\(row)"
        case .stack, .rootFrame, .nonNegativeSize:
            return LayoutNames.describe(origin, doc, layout) + (id.map { ": " + expression($0, doc, system) } ?? "")
        default:
            return LayoutNames.describe(origin, doc, layout)
        }
    }

    static let component = ["minX", "minY", "width", "height"]

    /// A generated constraint as its solver row over frame variables, e.g.
    /// `Image View.minX - Stack View.minX = 0` (stack views generate these, UISV-*).
    static func expression(_ id: ConstraintID, _ doc: IBDocument, _ system: LayoutSystem) -> String {
        guard let c = system.solver.constraint(id) else { return "?" }
        var names: [Int: String] = [:]
        for (v, vars) in system.frameVariables { for (i, x) in vars.enumerated() { names[x.id] = "\(doc.views[v].displayName).\(component[i])" } }
        var s = ""
        for t in c.expression.terms where t.coefficient != 0 {
            let name = names[t.variable.id] ?? "v\(t.variable.id)"
            let k = abs(t.coefficient) == 1 ? "" : "\(NumberFormat.short(abs(t.coefficient))) × "
            s += s.isEmpty ? (t.coefficient < 0 ? "-" : "") + k + name : (t.coefficient < 0 ? " - " : " + ") + k + name
        }
        let k = -c.expression.constant
        let rel = c.relation == .equal ? "=" : c.relation == .lessOrEqual ? "≤" : "≥"
        return "\(s) \(rel) \(NumberFormat.short(k))"
    }

    /// UIKit's notation in NSAutoresizingMaskLayoutConstraint descriptions: per axis, the
    /// leading margin, the size and the trailing margin, `&` flexible and `-` fixed.
    public static func maskNotation(_ m: AutoresizingMask) -> String {
        func c(_ flexible: Bool) -> String { flexible ? "&" : "-" }
        return "h=\(c(m.flexibleMinX))\(c(m.widthSizable))\(c(m.flexibleMaxX)) v=\(c(m.flexibleMinY))\(c(m.heightSizable))\(c(m.flexibleMaxY))"
    }

    /// The views an origin is about (document constraints: the views owning its items).
    static func views(of origin: ConstraintOrigin, _ doc: IBDocument) -> [Int] {
        switch origin {
        case .document(let c):
            let con = doc.constraints[c]
            return [con.firstItemID, con.secondItemID].compactMap { $0 }.compactMap { doc.object($0) }.compactMap { doc.owningView(of: $0) }
        case .rootFrame(let v), .autoresizing(let v), .hugging(let v, _), .compression(let v, _), .nonNegativeSize(let v, _), .stack(let v, _):
            return [v]
        }
    }
}
