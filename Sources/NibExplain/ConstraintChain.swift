import LayoutSolver
import NibLayout

/// The solver constraints that bind a set of variables, found by following shared variables
/// outward (breadth first) until the root view, whose frame the container fixes, stops the walk.
struct ConstraintChain {
    struct Link { var index: Int; var distance: Int }

    static func walk(from start: [Variable], in system: LayoutSystem) -> [Link] {
        let all = system.constraints
        var byVariable: [Int: [Int]] = [:]
        for (i, c) in all.enumerated() {
            for t in system.solver.constraint(c.id)?.expression.terms ?? [] { byVariable[t.variable.id, default: []].append(i) }
        }
        let stop = Set((system.frameVariables[system.root] ?? []).map(\.id))
        // The root's frame is the container's: only what binds the root alone decides it.
        if start.allSatisfy({ stop.contains($0.id) }) {
            return all.indices.filter { i in
                let terms = system.solver.constraint(all[i].id)?.expression.terms ?? []
                return !terms.isEmpty && terms.allSatisfy { stop.contains($0.variable.id) } && terms.contains { t in start.contains { $0.id == t.variable.id } }
            }.map { Link(index: $0, distance: 0) }
        }
        var seenVariable = Set(start.map(\.id))
        var seenConstraint = Set<Int>()
        var frontier = start.map(\.id)
        var links: [Link] = []
        var distance = 0
        while !frontier.isEmpty {
            var next: [Int] = []
            for v in frontier {
                for i in byVariable[v] ?? [] where !seenConstraint.contains(i) {
                    seenConstraint.insert(i)
                    links.append(Link(index: i, distance: distance))
                    for t in system.solver.constraint(all[i].id)?.expression.terms ?? [] where !seenVariable.contains(t.variable.id) {
                        seenVariable.insert(t.variable.id)
                        if !stop.contains(t.variable.id) { next.append(t.variable.id) }
                    }
                }
            }
            frontier = next
            distance += 1
        }
        return links.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
    }
}
