/// Removing a constraint (Cassowary's removeConstraint).
///
/// Its error symbols leave the objective; then its marker is made basic by pivoting it into the
/// row chosen by the ratio rule (so that the remaining restricted rows stay feasible) and that
/// row is dropped. For a required equality the marker is a lazy dummy: its coefficients are
/// recovered with one pass over the MarkerDAG (O(substitutions since it was added)).
extension Solver {
    mutating func removeFromTableau(_ idx: Int) {
        needsOptimize = true
        valuesValid = false
        let rec = records[idx]
        let c = rec.constraint
        if !c.isRequired, let l = levelIndex(c.priority) {
            if c.relation == .equal { addToObjective(level: l, symbol: rec.marker, -1) }
            if rec.other >= 0 { addToObjective(level: l, symbol: rec.other, -1) }
        }
        let m = rec.marker
        if kind[Int(m)] == .dummy {
            removeDummy(m)
        } else if rowOf[Int(m)] >= 0 {
            // Basic marker: identities of variables may still name it; replace it there, drop the row.
            let slot = rowOf[Int(m)]
            substitute(m, with: rows[Int(slot)], exceptSlot: slot, externalRowsToo: true)
            freeRow(slot)
        } else {
            var candidates = rowsContaining(m).map { ($0, rows[Int($0)].coefficient(of: m)) }
            var choice = markerLeavingRow(candidates)
            if let slot = choice, kind[Int(rows[Int(slot)].basic)] == .external, candidates.count > 1 {
                // Pivoting inside an unreduced identity could create a cycle when other identities
                // also name the marker: reduce them all first, then choose again.
                for (r, _) in candidates where kind[Int(rows[Int(r)].basic)] == .external { reduceRow(r) }
                candidates = rowsContaining(m).map { ($0, rows[Int($0)].coefficient(of: m)) }
                choice = markerLeavingRow(candidates)
            }
            if let slot = choice {
                pivot(slot, entering: m, externalRowsToo: true)
                freeRow(slot)
            }
        }
        for s in [rec.marker, rec.other] where s >= 0 && kind[Int(s)] != .dummy { purge(s) }
        records[idx].marker = -1
        records[idx].other = -1
    }

    /// kiwi's getMarkerLeavingRow: a restricted row with a negative coefficient and minimal
    /// ratio, else one with a positive coefficient and minimal ratio, else an external row.
    /// Ties: lowest basic symbol id.
    func markerLeavingRow(_ candidates: [(Int32, Double)]) -> Int32? {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        func better(_ r: Double, _ best: Double, _ slot: Int32, _ cur: Int32) -> Bool {
            r < best - 1e-12 || (abs(r - best) <= 1e-12 && (cur < 0 || rows[Int(slot)].basic < rows[Int(cur)].basic))
        }
        // A basic dummy stands for a redundant required equality: its row must stay exactly 0,
        // which the >= 0 ratio rule below does not protect. Pivoting in such a row is a zero
        // step (its constant is 0), so it is always safe: prefer it.
        var dummyRow: Int32 = -1
        for (slot, c) in candidates where !nearZero(c) && kind[Int(rows[Int(slot)].basic)] == .dummy {
            if dummyRow < 0 || rows[Int(slot)].basic < rows[Int(dummyRow)].basic { dummyRow = slot }
        }
        if dummyRow >= 0 { return dummyRow }
        for (slot, c) in candidates where !nearZero(c) {
            let row = rows[Int(slot)]
            if kind[Int(row.basic)] == .external {
                if third < 0 || row.basic < rows[Int(third)].basic { third = slot }
            } else if c < 0 {
                let r = -row.constant / c
                if better(r, r1, slot, first) { r1 = r; first = slot }
            } else {
                let r = row.constant / c
                if better(r, r2, slot, second) { r2 = r; second = slot }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    mutating func removeDummy(_ d: Int32) {
        if rowOf[Int(d)] >= 0 { freeRow(rowOf[Int(d)]); return }
        let first = Int(dummyBirth[Int(d)])
        var (candidates, objectiveCoefs) = dummyColumn(d, first)
        guard var slot = markerLeavingRow(candidates) else { return }
        if kind[Int(rows[Int(slot)].basic)] == .external && candidates.count > 1 {
            // As for explicit markers: reduce the identities naming the dummy, then choose again.
            for (r, _) in candidates where kind[Int(rows[Int(r)].basic)] == .external { reduceRow(r) }
            (candidates, objectiveCoefs) = dummyColumn(d, first)
            guard let again = markerLeavingRow(candidates) else { return }
            slot = again
        }
        let pr = rows[Int(slot)]
        let k = candidates.first { $0.0 == slot }!.1
        let b = pr.basic
        let bIsDummy = kind[Int(b)] == .dummy
        // From row `b = K + T + D_r` with D_r containing k*d:  d = (b - K - T - (D_r - k d)) / k.
        // Each other row with coefficient ki gets  ki*(b - K - T)/k  and its dummy part becomes
        // D_i - (ki/k) D_r, in which d cancels.
        var added = [Int32]()
        for (r, ki) in candidates where r != slot {
            let ri = Int(r)
            let f = ki / k
            rows[ri].constant -= f * pr.constant
            added.removeAll(keepingCapacity: true)
            rows[ri].addTerms(of: pr, times: -f, skipping: -1, buffer: &termBuffer) { added.append($0) }
            var direct = [(dummy: Int32, coef: Double)]()
            if bIsDummy { direct.append((b, f)) } else if rows[ri].addTerm(b, f) { added.append(b) }
            rows[ri].dummies = dag.make([(rows[ri].dummies, 1), (pr.dummies, -f)], direct: direct)
            for a in added { column[Int(a)].append(r) }
            if rows[ri].constant < 0 && isRestricted(rows[ri].basic) { infeasibleRows.append(r) }
        }
        for l in objective.indices {
            let ki = objectiveCoefs[l]
            if nearZero(ki) { continue }
            let f = ki / k
            objective[l].constant -= f * pr.constant
            objective[l].addTerms(of: pr, times: -f, skipping: -1)
            var direct = [(dummy: Int32, coef: Double)]()
            if bIsDummy { direct.append((b, f)) } else { objective[l].addTerm(b, f) }
            objective[l].dummies = dag.make([(objective[l].dummies, 1), (pr.dummies, -f)], direct: direct)
            for t in pr.syms { markDirty(t) }
            if !bIsDummy { markDirty(b) }
        }
        freeRow(slot)
    }

    /// Coefficient of dummy `d` in every row that names it, and in each objective row.
    func dummyColumn(_ d: Int32, _ first: Int) -> ([(Int32, Double)], [Double]) {
        let val = dag.coefficients(of: d, from: first)
        func coef(_ node: Int32) -> Double { node >= Int32(first) ? val[Int(node) - first] : 0 }
        var candidates = [(Int32, Double)]()
        for r in rows.indices where rows[r].basic >= 0 {
            let k = coef(rows[r].dummies)
            if !nearZero(k) { candidates.append((Int32(r), k)) }
        }
        return (candidates, objective.map { coef($0.dummies) })
    }
}
