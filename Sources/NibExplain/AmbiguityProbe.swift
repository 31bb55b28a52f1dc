import LayoutSolver
import NibLayout
import NibModel

/// For an ambiguous axis: which variables are open, and a second frame that shows it. Like
/// UIKit's `exerciseAmbiguityInLayout`, the free variable is pushed and the system solved
/// again; the frame that comes out still satisfies every required constraint.
struct AmbiguityProbe {
    let doc: IBDocument
    let system: LayoutSystem
    static let component = ["x", "y", "width", "height"]
    /// How far the free variable is pushed (points).
    static let push = 40.0

    /// "Orange View.width is free: …" for every open variable the chain reaches, the view's own first.
    func reasoning(for v: Int, axis: LayoutAttribute.Axis, chain: [ConstraintID]) -> [String] {
        var owner: [Int: (view: Int, component: Int)] = [:]
        for (view, vars) in system.frameVariables { for (i, variable) in vars.enumerated() { owner[variable.id] = (view, i) } }
        var order: [Int] = (system.frameVariables[v] ?? []).map(\.id)
        for id in chain { for t in system.solver.constraint(id)?.expression.terms ?? [] where !order.contains(t.variable.id) { order.append(t.variable.id) } }
        var lines: [String] = []
        let namesInUse = ConstraintNaming.namesInUse(doc)
        for id in order {
            guard let o = owner[id], (o.component % 2 == 0) == (axis == .horizontal), system.ambiguity[id] != .unique else { continue }
            let name = "\(ConstraintNaming.distinctName(o.view, doc, namesInUse: namesInUse)).\(Self.component[o.component])"
            if system.ambiguity[id] == .free {
                lines.append("\(name) is free: no required constraint fixes it and moving it changes no optional constraint's error")
            } else {
                lines.append("\(name) is decided by a tie: moving it trades error between optional constraints of equal priority (hugging or compression resistance)")
            }
        }
        if lines.isEmpty { lines.append("a view the chain depends on is not determined") }
        return lines
    }

    /// The view's frame (in its superview) after pushing its open size, else its open position.
    func alternateFrame(of v: Int, axis: LayoutAttribute.Axis) -> Rect? {
        guard let fv = system.frameVariables[v], fv.count == 4 else { return nil }
        let (p, s) = axis == .horizontal ? (0, 2) : (1, 3)
        let variable = system.ambiguity[fv[s].id] != .unique ? fv[s] : fv[p]
        let current = frame(v, system.values)
        for delta in [Self.push, -Self.push] {
            let pushed = system.pushing(variable, to: system.value(of: variable) + delta)
            // The push is solved without the stays that hold undecided views at their saved
            // frames, so the other axis is taken from the layout where that still satisfies
            // every required constraint (an aspect ratio ties the two).
            let mixed = keepingOtherAxis(of: axis, from: system.values, in: pushed)
            for values in [mixed, pushed] {
                guard let current, let moved = frame(v, values), zip(current.array, moved.array).contains(where: { abs($0 - $1) > 0.5 }),
                      requiredHold(values) else { continue }
                return moved
            }
        }
        return nil
    }

    /// `values` with every view's position and size on the axis other than `axis` replaced by
    /// those of `layout`.
    func keepingOtherAxis(of axis: LayoutAttribute.Axis, from layout: [Double], in values: [Double]) -> [Double] {
        var result = values
        let other = axis == .horizontal ? [1, 3] : [0, 2]
        for vars in system.frameVariables.values where vars.count == 4 {
            for i in other { result[vars[i].id] = layout[vars[i].id] }
        }
        return result
    }

    func frame(_ v: Int, _ values: [Double]) -> Rect? {
        guard let f = system.frameVariables[v], f.count == 4 else { return nil }
        var r = Rect(x: values[f[0].id], y: values[f[1].id], width: values[f[2].id], height: values[f[3].id])
        if let s = doc.views[v].superview, let sf = system.frameVariables[s] {
            r.x -= values[sf[0].id]
            r.y -= values[sf[1].id]
        }
        return r
    }

    /// Every active required constraint holds at `values`.
    func requiredHold(_ values: [Double]) -> Bool {
        for (id, _) in system.constraints where system.solver.isActive(id) {
            guard let c = system.solver.constraint(id), c.isRequired else { continue }
            let e = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * values[$1.variable.id] }
            let bad: Bool
            switch c.relation {
            case .equal: bad = abs(e) > 1e-6
            case .lessOrEqual: bad = e > 1e-6
            case .greaterOrEqual: bad = e < -1e-6
            }
            if bad { return false }
        }
        return true
    }
}
