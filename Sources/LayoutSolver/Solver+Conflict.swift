/// Explaining required-constraint conflicts with an irreducible infeasible subset (IIS).
///
/// 1. Candidate set: the Farkas certificate read off the tableau when the add failed — the
///    required constraints whose markers appear in the failing row (only dummies) or in the
///    optimal phase-one objective (slacks and dummies), plus the new constraint. If numerical
///    noise made that set feasible, fall back to every active required constraint connected to
///    the new one through shared variables.
/// 2. Deletion filter: drop each member in turn (oldest first) and keep it out if the rest is
///    still infeasible. The result is infeasible and every proper subset obtained by dropping
///    one member is feasible, i.e. irreducible. Each test solves only the current subset in a
///    fresh solver, so the cost is O(|candidates|²) adds, independent of the whole system.
///
/// The broken constraint is the one being added: the other members were feasible together
/// before, so it is always the most recently added member of the IIS.
extension Solver {
    mutating func breakConstraint(_ idx: Int, certificate: [Int]) {
        records[idx].status = .broken
        records[idx].marker = -1
        records[idx].other = -1
        let id = ConstraintID(index: idx)
        guard explainConflicts else {
            conflicts.append(Conflict(broken: id, constraints: [id]))
            return
        }
        let iis = irreducibleInfeasibleSubset(adding: idx, candidates: certificate)
        conflicts.append(Conflict(broken: id, constraints: iis.map { ConstraintID(index: $0) }))
    }

    func irreducibleInfeasibleSubset(adding idx: Int, candidates: [Int]) -> [Int] {
        var set = Set(candidates.filter { $0 != idx && records[$0].status == .active && records[$0].constraint.isRequired })
            .sorted() + [idx]
        if !isInfeasible(set) {
            set = connectedRequired(to: idx) + [idx]
            if !isInfeasible(set) { return [idx] }
        }
        var i = 0
        while i < set.count {
            if set[i] == idx { i += 1; continue }
            var trial = set
            trial.remove(at: i)
            if isInfeasible(trial) { set = trial } else { i += 1 }
        }
        return set
    }

    /// Feasibility of a set of constraints, all treated as required, in a fresh solver.
    func isInfeasible(_ set: [Int]) -> Bool {
        var probe = Solver()
        probe.explainConflicts = false
        var map = [Int: Variable]()
        for i in set {
            var c = records[i].constraint
            c.priority = Priority.required
            c.expression.terms = c.expression.terms.map { t in
                if map[t.variable.id] == nil { map[t.variable.id] = probe.addVariable() }
                return Term(map[t.variable.id]!, t.coefficient)
            }
            _ = try? probe.add(c)
            if !probe.conflicts.isEmpty { return true }
        }
        return false
    }

    /// Active required constraints sharing variables (transitively) with constraint `idx`.
    func connectedRequired(to idx: Int) -> [Int] {
        var parent = Array(0..<variableSymbol.count)
        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        let active = records.indices.filter { $0 != idx && records[$0].status == .active && records[$0].constraint.isRequired }
        for i in active + [idx] {
            let ts = records[i].constraint.expression.terms
            for t in ts.dropFirst() {
                let a = find(ts[0].variable.id), b = find(t.variable.id)
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        guard let v0 = records[idx].constraint.expression.terms.first?.variable.id else { return [] }
        let root = find(v0)
        return active.filter { i in
            records[i].constraint.expression.terms.contains { find($0.variable.id) == root }
        }
    }
}
