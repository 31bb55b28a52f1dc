/// Primal and dual simplex over the lexicographic objective.
///
/// The objective is a vector of rows, one per priority level (highest first). A non-basic symbol
/// improves the objective iff its first non-zero (|c| > epsilon) level coefficient is negative:
/// this is Cassowary's symbolic weight, exact for any number of levels. Entering and leaving ties
/// are broken by the lowest symbol id (Bland's rule), which rules out cycling and makes the
/// pivot sequence, hence the result, deterministic.
extension Solver {
    /// +1: improving (first non-zero level coefficient negative), 0: all zero, -1: positive.
    func lexSign(_ s: Int32) -> Int {
        for l in objective.indices {
            let c = objective[l].coefficient(of: s)
            if c < -epsilon { return 1 }
            if c > epsilon { return -1 }
        }
        return 0
    }

    /// Lowest-id improving symbol. Only "dirty" symbols (objective coefficient changed since they
    /// were last found non-improving) can be improving, so we never scan the whole objective;
    /// they wait in a min-heap, so Bland's "lowest id" costs O(log n).
    mutating func chooseEntering() -> Int32? {
        while let s = dirty.min {
            let si = Int(s)
            if rowOf[si] < 0 && kind[si] != .dummy && kind[si] != .external && lexSign(s) > 0 { return s }
            _ = dirty.popMin()
            isDirty[si] = false
        }
        return nil
    }

    /// Ratio test: the restricted row that first reaches 0 as `e` grows (ties: lowest basic id).
    mutating func chooseLeaving(_ e: Int32) -> Int32? {
        var bestSlot: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for r in rowsContaining(e) {
            let row = rows[Int(r)]
            if kind[Int(row.basic)] == .external { continue }
            let c = row.coefficient(of: e)
            if c >= -epsilon { continue }
            let ratio = max(0, row.constant) / -c
            if ratio < bestRatio - 1e-12 || (abs(ratio - bestRatio) <= 1e-12 && row.basic < bestBasic) {
                bestRatio = ratio; bestSlot = r; bestBasic = row.basic
            }
        }
        return bestSlot >= 0 ? bestSlot : nil
    }

    mutating func optimize() {
        needsOptimize = false
        while let e = chooseEntering() {
            if let slot = chooseLeaving(e) {
                pivot(slot, entering: e)
            } else {
                // Cannot happen for a bounded L1 objective; guard against an endless loop anyway.
                _ = dirty.popMin()
                isDirty[Int(e)] = false
            }
        }
        infeasibleRows.removeAll()
    }

    /// Minimizes `artificialObjective` (single level, Bland's rule).
    mutating func optimizeArtificial() {
        while true {
            guard let art = artificialObjective else { return }
            var entering: Int32 = -1
            for (i, s) in art.syms.enumerated() where art.coefs[i] < -epsilon {
                let k = kind[Int(s)]
                if k != .dummy && k != .external && rowOf[Int(s)] < 0 { entering = s; break }
            }
            if entering < 0 { return }
            guard let slot = chooseLeaving(entering) else { return }
            pivot(slot, entering: entering)
        }
    }

    /// Restores primal feasibility after constants changed, keeping optimality (kiwi's
    /// dualOptimize with lexicographic ratios).
    mutating func dualOptimize() {
        while let r = infeasibleRows.popLast() {
            let row = rows[Int(r)]
            if row.basic < 0 || kind[Int(row.basic)] == .external || row.constant >= -epsilon { continue }
            var best: Int32 = -1
            var bestRatio = [Double]()
            for (i, s) in row.syms.enumerated() where row.coefs[i] > epsilon && kind[Int(s)] != .dummy {
                let c = row.coefs[i]
                let ratio = objective.map { $0.coefficient(of: s) / c }
                if best < 0 || lexLess(ratio, bestRatio) { best = s; bestRatio = ratio }
            }
            if best < 0 { continue }   // infeasible edit: cannot happen for optional constraints
            pivot(r, entering: best)
        }
    }

    func lexLess(_ a: [Double], _ b: [Double]) -> Bool {
        for i in a.indices {
            if a[i] < b[i] - epsilon { return true }
            if a[i] > b[i] + epsilon { return false }
        }
        return false
    }

    /// In-place constant edit of an optional constraint. The tableau symbol of the marker m
    /// satisfies the old equation; under the new constant it equals `m_new - δ`, so substitute.
    mutating func editOptionalConstant(_ idx: Int, _ newConstant: Double) {
        // The dual simplex needs an optimal tableau, not the variables' values: evaluating them
        // before every edit cost more than the edits (a text probe edits hundreds in a row).
        if needsOptimize { optimize() }
        valuesValid = false
        let rec = records[idx]
        let delta = rec.sign * (newConstant - rec.constraint.expression.constant)
        records[idx].constraint.expression.constant = newConstant
        let m = rec.marker
        infeasibleRows.removeAll()
        // Every direct occurrence of σ (identities of variables may name it even when basic)
        // gets σ = m_new - δ; σ's own row, if basic, becomes m_new = ... + δ.
        for r in rowsContaining(m) {
            let c = rows[Int(r)].coefficient(of: m)
            rows[Int(r)].constant -= c * delta
            if rows[Int(r)].constant < 0 && isRestricted(rows[Int(r)].basic) { infeasibleRows.append(r) }
        }
        let slot = rowOf[Int(m)]
        if slot >= 0 {
            rows[Int(slot)].constant += delta
            if rows[Int(slot)].constant < 0 { infeasibleRows.append(slot) }
        }
        infeasibleRows.sort()
        dualOptimize()
        infeasibleRows.removeAll()
    }
}
