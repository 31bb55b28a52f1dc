/// Adding a constraint to the tableau (Cassowary's addConstraint with symbolic weights).
///
/// Row form while building: `0 = constant + Σ coef*sym + <dummies>`.
/// - `e >= 0` (after turning `<=` into `>=`): `e - slack (+ error if optional) = 0`; the slack is
///   the marker, the error (weight 1 in its priority's objective row) measures the violation.
/// - optional `e == 0`: `e - eplus + eminus = 0`, both errors weigh 1, so the level's objective
///   is the L1 sum of violations.
/// - required `e == 0`: `e + dummy = 0`, the dummy is a lazy marker (see MarkerDAG).
extension Solver {
    mutating func insert(_ idx: Int) {
        needsOptimize = true
        valuesValid = false
        var row = createRow(idx)
        let rec = records[idx]

        // A variable no row refers to yet: store the constraint as its identity, unexpanded.
        if let fresh = freshSubject(row) {
            solveRow(&row, for: fresh)
            _ = allocRow(row)
            return
        }
        row = expanded(row)
        if row.constant < 0 {
            row.scale(-1)
            row.dummies = dag.scaled(row.dummies, -1)
            records[idx].flipped = true
        }
        if let subject = chooseSubject(row, rec) {
            solveRow(&row, for: subject)
            let slot = allocRow(row)
            substitute(subject, with: row, exceptSlot: slot)
            return
        }
        if row.syms.isEmpty {
            // Only dummies left: the new required equality is implied (constant 0) or contradicts
            // the required equalities whose dummies appear in the row.
            if !nearZero(row.constant) {
                let certificate = dag.expand(row.dummies).map { Int(owner[Int($0.dummy)]) }
                breakConstraint(idx, certificate: certificate)
                return
            }
            // Redundant: keep the dummy basic (row `dummy = -(other dummies)/c`) so removal is trivial.
            let d = rec.marker
            let cd = records[idx].flipped ? -1.0 : 1.0
            row.dummies = dag.make([(row.dummies, -1 / cd)], direct: [(d, 1)])
            row.constant = 0
            row.basic = d
            _ = allocRow(row)
            return
        }
        addWithArtificialVariable(idx, row)
    }

    /// `0 = c + a*s + rest`  ->  `s = -c/a - rest/a`.
    mutating func solveRow(_ row: inout Row, for s: Int32) {
        let a = row.removeTerm(s)
        row.scale(-1 / a)
        row.dummies = dag.scaled(row.dummies, -1 / a)
        row.basic = s
    }

    /// An external symbol of the row that is non-basic and appears in no row.
    mutating func freshSubject(_ row: Row) -> Int32? {
        for s in row.syms where kind[Int(s)] == .external && rowOf[Int(s)] < 0 {
            if rowsContaining(s).isEmpty { return s }
        }
        return nil
    }

    /// Builds the constraint's row over its own variables (duplicates merged, nothing substituted)
    /// plus its marker/error symbols, and registers its error symbols in the objective.
    mutating func createRow(_ idx: Int) -> Row {
        let c = records[idx].constraint
        let sign: Double = c.relation == .lessOrEqual ? -1 : 1
        stamp &+= 1
        var touched = [Int32]()
        for t in c.expression.terms where t.coefficient != 0 {
            let x = Int(variableSymbol[t.variable.id])
            if scratchStamp[x] != stamp { scratchStamp[x] = stamp; scratch[x] = 0; touched.append(Int32(x)) }
            scratch[x] += sign * t.coefficient
        }
        var directDummy: Int32 = -1
        let o = Int32(idx)
        var marker: Int32 = -1, other: Int32 = -1
        if c.relation == .equal {
            if c.isRequired {
                marker = newSymbol(.dummy, owner: o)
                directDummy = marker
            } else {
                marker = newSymbol(.error, owner: o)
                other = newSymbol(.error, owner: o)
            }
        } else {
            marker = newSymbol(.slack, owner: o)
            if !c.isRequired { other = newSymbol(.error, owner: o) }
        }
        touched.sort()
        var row = Row(basic: -1, constant: sign * c.expression.constant)
        row.syms.reserveCapacity(touched.count + 2)
        row.coefs.reserveCapacity(touched.count + 2)
        for s in touched where !nearZero(scratch[Int(s)]) { row.syms.append(s); row.coefs.append(scratch[Int(s)]) }
        // The marker (unless it is the direct dummy) and the error symbol: new symbols have the largest ids.
        if marker != directDummy { row.syms.append(marker); row.coefs.append(-1) }
        if other >= 0 { row.syms.append(other); row.coefs.append(1) }
        row.dummies = directDummy >= 0 ? dag.direct(directDummy, 1) : -1

        records[idx].marker = marker
        records[idx].other = other
        records[idx].sign = sign
        records[idx].flipped = false
        if !c.isRequired {
            let l = ensureLevel(c.priority)
            if c.relation == .equal { addToObjective(level: l, symbol: marker, 1) }
            if other >= 0 { addToObjective(level: l, symbol: other, 1) }
        }
        return row
    }

    /// External (unrestricted) symbols are preferred: choosing one never breaks feasibility.
    /// Among them we take the one occurring in the fewest rows (Markowitz-style), which is 0 for a
    /// variable not constrained before, so the substitution step does nothing and rows stay short.
    /// Otherwise a new slack/error symbol with a negative coefficient (its value is then
    /// constant/|coef| >= 0).
    func chooseSubject(_ row: Row, _ rec: Record) -> Int32? {
        var best: Int32 = -1
        var bestCount = Int.max
        for s in row.syms where kind[Int(s)] == .external {
            let n = column[Int(s)].count
            if n < bestCount { best = s; bestCount = n; if n == 0 { break } }
        }
        if best >= 0 { return best }
        for m in [rec.marker, rec.other] where m >= 0 && (kind[Int(m)] == .slack || kind[Int(m)] == .error) {
            if row.coefficient(of: m) < 0 { return m }
        }
        return nil
    }

    /// Phase-one for a row with no usable subject: add `art = row`, minimize `art`; the
    /// constraint is satisfiable iff the minimum is 0.
    mutating func addWithArtificialVariable(_ idx: Int, _ row: Row) {
        let art = newSymbol(.artificial, owner: Int32(idx))
        var tableauRow = row
        tableauRow.basic = art
        _ = allocRow(tableauRow)
        artificialObjective = row
        optimizeArtificial()
        let result = artificialObjective!
        artificialObjective = nil
        let success = nearZero(result.constant)

        if success {
            let slot = rowOf[Int(art)]
            if slot >= 0 {
                let r = rows[Int(slot)]
                if r.syms.isEmpty {
                    freeRow(slot)
                } else {
                    let restricted = r.syms.first { kind[Int($0)] == .slack || kind[Int($0)] == .error }
                    pivot(slot, entering: restricted ?? r.syms[0])
                }
            }
            purge(art)
            return
        }
        // Infeasible: `art` is basic with a positive value. Dropping its row and the new
        // constraint's own symbols restores a tableau of the previous system (those symbols only
        // ever entered rows through combinations with the art row, which is gone).
        purge(art)
        let rec = records[idx]
        for s in [rec.marker, rec.other] where s >= 0 && kind[Int(s)] != .dummy { purge(s) }
        if !rec.constraint.isRequired, let l = levelIndex(rec.constraint.priority) {
            for s in [rec.marker, rec.other] where s >= 0 { objective[l].removeTerm(s) }
        }
        // Farkas certificate: constraints whose markers appear in the optimal phase-one objective.
        var certificate = [Int]()
        for (i, s) in result.syms.enumerated() where !nearZero(result.coefs[i]) {
            if kind[Int(s)] == .slack { certificate.append(Int(owner[Int(s)])) }
        }
        certificate += dag.expand(result.dummies).filter { !nearZero($0.coef) }.map { Int(owner[Int($0.dummy)]) }
        breakConstraint(idx, certificate: certificate)
    }
}
