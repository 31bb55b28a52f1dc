/// Tableau bookkeeping: row slots, the column index, substitution and pivoting.
///
/// The column index (`column[symbol]` = row slots that may contain it) is what makes a pivot cost
/// O(rows that contain the symbol) instead of kiwi's O(all rows). Entries are appended when a
/// symbol enters a row and never eagerly removed; `rowsContaining` filters stale ones and
/// compacts the list, so the index stays proportional to the live tableau.
extension Solver {
    mutating func rowsContaining(_ s: Int32) -> [Int32] {
        let list = column[Int(s)]
        if list.isEmpty { return list }
        slotEpoch &+= 1
        var out = [Int32]()
        out.reserveCapacity(list.count)
        for r in list {
            let ri = Int(r)
            if slotMark[ri] == slotEpoch { continue }
            slotMark[ri] = slotEpoch
            if rows[ri].basic >= 0 && rows[ri].index(of: s) != nil { out.append(r) }
        }
        column[Int(s)] = out
        return out
    }

    mutating func allocRow(_ row: Row) -> Int32 {
        let slot: Int32
        if let f = freeSlots.popLast() {
            slot = f
            rows[Int(f)] = row
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            slotMark.append(0)
        }
        rowOf[Int(row.basic)] = slot
        for s in row.syms { column[Int(s)].append(slot) }
        return slot
    }

    mutating func freeRow(_ slot: Int32) {
        let b = rows[Int(slot)].basic
        if b >= 0 { rowOf[Int(b)] = -1 }
        rows[Int(slot)] = Row(basic: -1, constant: 0)
        freeSlots.append(slot)
    }

    @inline(__always) mutating func markDirty(_ s: Int32) {
        if !isDirty[Int(s)] { isDirty[Int(s)] = true; dirty.push(s) }
    }

    /// Replaces symbol `s` (which just became basic with row `expr`) in the restricted rows and
    /// the objective rows. Rows of external (unrestricted) variables are not kept reduced — they
    /// are identities `x = ...` that stay valid whatever the basis — unless `externalRowsToo`
    /// (used when `s` is about to disappear from the system, on removal).
    mutating func substitute(_ s: Int32, with expr: Row, exceptSlot: Int32, externalRowsToo: Bool = false) {
        var added = [Int32]()
        var keep = [Int32]()
        for r in rowsContaining(s) where r != exceptSlot {
            let ri = Int(r)
            if !externalRowsToo && kind[Int(rows[ri].basic)] == .external { keep.append(r); continue }
            let k = rows[ri].coefficient(of: s)
            added.removeAll(keepingCapacity: true)
            rows[ri].constant += k * expr.constant
            rows[ri].addTerms(of: expr, times: k, skipping: s, buffer: &termBuffer) { added.append($0) }
            if expr.dummies >= 0 { rows[ri].dummies = dag.combine(rows[ri].dummies, 1, expr.dummies, k) }
            for a in added { column[Int(a)].append(r) }
            if rows[ri].constant < 0 && isRestricted(rows[ri].basic) { infeasibleRows.append(r) }
        }
        column[Int(s)] = keep
        for l in objective.indices {
            let k = objective[l].coefficient(of: s)
            if k == 0 { continue }
            objective[l].constant += k * expr.constant
            objective[l].addTerms(of: expr, times: k, skipping: s)
            if expr.dummies >= 0 { objective[l].dummies = dag.combine(objective[l].dummies, 1, expr.dummies, k) }
            for t in expr.syms { markDirty(t) }
        }
        if var art = artificialObjective {
            let k = art.coefficient(of: s)
            if k != 0 {
                artificialObjective = nil
                art.constant += k * expr.constant
                art.addTerms(of: expr, times: k, skipping: s, buffer: &termBuffer) { _ in }
                if expr.dummies >= 0 { art.dummies = dag.combine(art.dummies, 1, expr.dummies, k) }
                artificialObjective = art
            }
        }
    }

    /// Makes `entering` basic in row `slot`; the old basic symbol becomes non-basic.
    mutating func pivot(_ slot: Int32, entering e: Int32, externalRowsToo: Bool = false) {
        var row = rows[Int(slot)]
        let b = row.basic
        let a = row.removeTerm(e)
        // b = K + a*e + rest  =>  e = -K/a - rest/a + b/a
        row.scale(-1 / a)
        if kind[Int(b)] == .dummy {
            row.dummies = dag.make([(row.dummies, -1 / a)], direct: [(b, 1 / a)])
        } else {
            row.dummies = row.dummies >= 0 ? dag.make([(row.dummies, -1 / a)]) : -1
            _ = row.addTerm(b, 1 / a)
            column[Int(b)].append(slot)
        }
        row.basic = e
        rowOf[Int(b)] = -1
        rowOf[Int(e)] = slot
        rows[Int(slot)] = row
        substitute(e, with: row, exceptSlot: slot, externalRowsToo: externalRowsToo)
    }

    /// Sets a discarded symbol to 0 everywhere: drops its row and every direct occurrence.
    /// Used for symbols that no longer take part in the system (so the reduced coefficient of
    /// every variable on them is 0; dropping all direct occurrences keeps that true).
    mutating func purge(_ s: Int32) {
        if rowOf[Int(s)] >= 0 { freeRow(rowOf[Int(s)]) }
        for r in rowsContaining(s) { rows[Int(r)].removeTerm(s) }
        column[Int(s)] = []
        for l in objective.indices { objective[l].removeTerm(s) }
    }

    // MARK: objective levels

    /// Index of the objective row for priority `p` (levels are sorted by priority, highest first).
    func levelIndex(_ p: Int) -> Int? {
        var lo = 0, hi = levelPriority.count
        while lo < hi {
            let m = (lo + hi) >> 1
            if levelPriority[m] == p { return m }
            if levelPriority[m] > p { lo = m + 1 } else { hi = m }
        }
        return nil
    }

    mutating func ensureLevel(_ p: Int) -> Int {
        if let l = levelIndex(p) { return l }
        var i = 0
        while i < levelPriority.count && levelPriority[i] > p { i += 1 }
        levelPriority.insert(p, at: i)
        objective.insert(ObjectiveRow(), at: i)
        return i
    }

    /// objective[level] += k * s, where s may be basic (then its row is added).
    mutating func addToObjective(level l: Int, symbol s: Int32, _ k: Double) {
        let slot = rowOf[Int(s)]
        if slot >= 0 {
            let expr = rows[Int(slot)]
            objective[l].constant += k * expr.constant
            objective[l].addTerms(of: expr, times: k, skipping: -1)
            if expr.dummies >= 0 { objective[l].dummies = dag.combine(objective[l].dummies, 1, expr.dummies, k) }
            for t in expr.syms { markDirty(t) }
        } else {
            objective[l].addTerm(s, k)
            markDirty(s)
        }
    }
}
