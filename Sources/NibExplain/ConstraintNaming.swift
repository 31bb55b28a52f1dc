import LayoutSolver
import NibLayout
import NibModel

/// Readable names for solver constraints. Document and stack constraints are named as
/// `validate` names them (NibCheck's `LayoutNames`); the constraints UIKit generates get their
/// values spelled out, since they are otherwise invisible (autoresizing masks in `h=--&` form).
enum ConstraintNaming {
    /// What naming a system's constraints needs from the whole document and system, found once
    /// for all the constraints of an explanation rather than once per constraint.
    struct Context {
        /// How many views of the document show each name.
        let namesInUse: [String: Int]
        /// Each solver variable: its view and which of x, y, width, height it is.
        let owner: [Int: (view: Int, component: Int)]

        init(_ doc: IBDocument, _ system: LayoutSystem) {
            namesInUse = ConstraintNaming.namesInUse(doc)
            var owner: [Int: (view: Int, component: Int)] = [:]
            for (v, vars) in system.frameVariables { for (i, x) in vars.enumerated() { owner[x.id] = (v, i) } }
            self.owner = owner
        }
    }

    static func describe(_ origin: ConstraintOrigin, _ doc: IBDocument, _ layout: LayoutResult, _ system: LayoutSystem, id: ConstraintID? = nil,
                         context: Context? = nil) -> String {
        switch origin {
        case .hugging(let v, let axis), .compression(let v, let axis):
            let view = doc.views[v]
            let hugging: Bool
            if case .hugging = origin { hugging = true } else { hugging = false }
            let attribute = axis == .horizontal ? "width" : "height"
            let content = system.intrinsic[v]
            let hugged = hugging ? (axis == .horizontal ? content?.huggedWidth : content?.huggedHeight) : nil
            let size = hugged ?? (axis == .horizontal ? content?.width : content?.height)
            let priority = axis == .horizontal
                ? (hugging ? view.horizontalHugging : view.horizontalCompressionResistance)
                : (hugging ? view.verticalHugging : view.verticalCompressionResistance)
            let value = size.map(NumberFormat.short) ?? "?"
            return "\(view.displayName).\(attribute) \(hugging ? "≤" : "≥") \(value) @\(NumberFormat.short(priority)) (\(hugging ? "content hugging" : "compression resistance"))"
        case .autoresizing(let v):
            let view = doc.views[v]
            let frame = view.frame.map { TraceFormat.frame($0) } ?? "{?}"
            let row = id.map { ": " + expression($0, doc, system, context: context) } ?? ""
            return "\(view.displayName) autoresizing mask \(maskNotation(LayoutSystem.effectiveMask(view))), frame \(frame) (NSAutoresizingMaskLayoutConstraint)\(row)"
        case .stack, .rootFrame, .nonNegativeSize, .drawnTextSize:
            return LayoutNames.describe(origin, doc, layout) + (id.map { ": " + expression($0, doc, system, context: context) } ?? "")
        default:
            return LayoutNames.describe(origin, doc, layout)
        }
    }

    static let component = ["minX", "minY", "width", "height"]

    /// How many views of the document show each name.
    static func namesInUse(_ doc: IBDocument) -> [String: Int] {
        var named: [String: Int] = [:]
        for v in doc.views { named[v.displayName, default: 0] += 1 }
        return named
    }

    /// A view's name as Xcode shows it, with its object id when another view of the document
    /// shares the name (three "ThemableLabel"s are told apart).
    static func distinctName(_ v: Int, _ doc: IBDocument, namesInUse: [String: Int]) -> String {
        let view = doc.views[v]
        return (namesInUse[view.displayName] ?? 0) > 1 ? "\(view.displayName) (\(view.id))" : view.displayName
    }

    /// A generated constraint as a relation between view attributes, in UIKit's vocabulary:
    /// `First Name Text Field.minX = First Name Label.maxX + 8` (stack views generate these,
    /// UISV-*; autoresizing masks and root frames too). A view's position and size terms are
    /// read back as the edge or center they add up to (minX + width = maxX). Views whose name
    /// another view of the document shares get their object id.
    static func expression(_ id: ConstraintID, _ doc: IBDocument, _ system: LayoutSystem, context: Context? = nil) -> String {
        guard let c = system.solver.constraint(id) else { return "?" }
        let context = context ?? Context(doc, system)
        let owner = context.owner
        // Per view and axis, the coefficients of its position and its size.
        struct Key: Hashable { var view: Int; var axis: Int }
        var order: [Key] = []
        var position: [Key: Double] = [:], size: [Key: Double] = [:]
        var others: [(name: String, coefficient: Double)] = []
        for t in c.expression.terms where t.coefficient != 0 {
            guard let o = owner[t.variable.id] else { others.append(("v\(t.variable.id)", t.coefficient)); continue }
            let key = Key(view: o.view, axis: o.component % 2)
            if position[key] == nil && size[key] == nil { order.append(key) }
            if o.component < 2 { position[key, default: 0] += t.coefficient } else { size[key, default: 0] += t.coefficient }
        }
        func label(_ key: Key) -> String { distinctName(key.view, doc, namesInUse: context.namesInUse) }
        // Attribute terms: (name, coefficient).
        var terms: [(name: String, coefficient: Double)] = []
        for key in order {
            let p = position[key] ?? 0, w = size[key] ?? 0
            let edge = key.axis == 0 ? ("minX", "maxX", "centerX", "width") : ("minY", "maxY", "centerY", "height")
            let view = label(key)
            if w == 0 { terms.append(("\(view).\(edge.0)", p)) }
            else if p == 0 { terms.append(("\(view).\(edge.3)", w)) }
            else if abs(w - p) < 1e-9 { terms.append(("\(view).\(edge.1)", p)) }
            else if abs(2 * w - p) < 1e-9 { terms.append(("\(view).\(edge.2)", p)) }
            else { terms.append(("\(view).\(edge.0)", p)); terms.append(("\(view).\(edge.3)", w)) }
        }
        terms += others
        var relation = c.relation
        var constant = c.expression.constant
        // `a·A + b·B + k REL 0` as `A REL (-b/a)·B - k/a`, A the first term with a positive coefficient.
        guard let lead = terms.firstIndex(where: { $0.coefficient > 0 }) ?? (terms.isEmpty ? nil : 0) else {
            return "0 \(symbol(relation)) \(NumberFormat.short(-constant))"
        }
        let a = terms[lead].coefficient
        if a < 0 { relation = flipped(relation) }
        constant = -constant / a
        var right = ""
        for (i, t) in terms.enumerated() where i != lead {
            let k = -t.coefficient / a
            let magnitude = abs(k) == 1 ? "" : "\(NumberFormat.short(abs(k))) × "
            right += right.isEmpty ? (k < 0 ? "-" : "") + magnitude + t.name : (k < 0 ? " - " : " + ") + magnitude + t.name
        }
        if right.isEmpty { right = NumberFormat.short(constant) }
        else if abs(constant) >= 1e-9 { right += (constant < 0 ? " - " : " + ") + NumberFormat.short(abs(constant)) }
        return "\(terms[lead].name) \(symbol(relation)) \(right)"
    }

    static func symbol(_ r: Relation) -> String { r == .equal ? "=" : r == .lessOrEqual ? "≤" : "≥" }
    static func flipped(_ r: Relation) -> Relation { r == .lessOrEqual ? .greaterOrEqual : r == .greaterOrEqual ? .lessOrEqual : .equal }

    /// UIKit's notation in NSAutoresizingMaskLayoutConstraint descriptions: per axis, the
    /// leading margin, the size and the trailing margin, `&` flexible and `-` fixed.
    public static func maskNotation(_ m: AutoresizingMask) -> String {
        func c(_ flexible: Bool) -> String { flexible ? "&" : "-" }
        return "h=\(c(m.flexibleMinX))\(c(m.widthSizable))\(c(m.flexibleMaxX)) v=\(c(m.flexibleMinY))\(c(m.heightSizable))\(c(m.flexibleMaxY))"
    }
}
