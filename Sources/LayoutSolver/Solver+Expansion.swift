/// Two kinds of rows, and expanding through them.
///
/// Restricted rows (basic slack/error/dummy) are kept fully reduced: only non-basic restricted
/// symbols on the right. They are all the simplex ever looks at. Rows of external variables are
/// identities `x = c + Σ a*s` that may refer to other basic symbols, forming an acyclic graph.
/// A constraint with a variable never used before (a "fresh" variable) is stored as such an
/// identity without substituting anything: in a chain `y[i] = y[i-1] + h[i-1] + 8` the cost is
/// O(1) instead of O(i), and the rows never fill in with the slack/error symbols of everything
/// upstream (the O(n²) behaviour of a fully reduced Cassowary tableau such as kiwi's).
/// Expansion to non-basic symbols happens only when needed: for a constraint without a fresh
/// variable, and for value evaluation and ambiguity analysis (memoized, linear).
extension Solver {
    /// Basic external symbols reachable from `seeds` through external rows, parents before
    /// children (reverse DFS post-order), so a symbol's accumulated weight is final when visited.
    mutating func topologicalExternals(_ seeds: [Int32]) -> [Int32] {
        visitEpoch &+= 1
        var post = [Int32]()
        var stack = [(Int32, Int)]()
        for s in seeds where isBasicExternal(s) && visitStamp[Int(s)] != visitEpoch {
            visitStamp[Int(s)] = visitEpoch
            stack.append((s, 0))
            while let (x, i) = stack.last {
                let row = rows[Int(rowOf[Int(x)])]
                if i < row.syms.count {
                    stack[stack.count - 1].1 = i + 1
                    let y = row.syms[i]
                    if isBasicExternal(y) && visitStamp[Int(y)] != visitEpoch {
                        visitStamp[Int(y)] = visitEpoch
                        stack.append((y, 0))
                    }
                } else {
                    post.append(x)
                    stack.removeLast()
                }
            }
        }
        return post.reversed()
    }

    @inline(__always) func isBasicExternal(_ s: Int32) -> Bool {
        kind[Int(s)] == .external && rowOf[Int(s)] >= 0
    }

    /// `row` rewritten over non-basic symbols only (a fully reduced row).
    mutating func expanded(_ row: Row) -> Row {
        stamp &+= 1
        var touched = [Int32]()
        var constant = row.constant
        var children = [(node: Int32, coef: Double)]()
        if row.dummies >= 0 { children.append((row.dummies, 1)) }

        func accumulate(_ solver: inout Solver, _ r: Row, _ w: Double, _ touched: inout [Int32]) {
            for i in r.syms.indices {
                let x = Int(r.syms[i])
                if solver.scratchStamp[x] != solver.stamp {
                    solver.scratchStamp[x] = solver.stamp; solver.scratch[x] = 0; touched.append(r.syms[i])
                }
                solver.scratch[x] += w * r.coefs[i]
            }
        }
        accumulate(&self, row, 1, &touched)
        for x in topologicalExternals(row.syms) {
            // Identities reached but not named with a weight in this expansion have stale scratch.
            guard scratchStamp[Int(x)] == stamp else { continue }
            let w = scratch[Int(x)]
            scratch[Int(x)] = 0
            if w == 0 { continue }
            let r = rows[Int(rowOf[Int(x)])]
            constant += w * r.constant
            accumulate(&self, r, w, &touched)
            if r.dummies >= 0 { children.append((r.dummies, w)) }
        }
        // Basic restricted symbols: their rows are reduced, so one level suffices.
        for s in touched where rowOf[Int(s)] >= 0 && kind[Int(s)] != .external {
            let w = scratch[Int(s)]
            scratch[Int(s)] = 0
            if w == 0 { continue }
            let r = rows[Int(rowOf[Int(s)])]
            constant += w * r.constant
            accumulate(&self, r, w, &touched)
            if r.dummies >= 0 { children.append((r.dummies, w)) }
        }
        touched.sort()
        var out = Row(basic: row.basic, constant: constant)
        out.syms.reserveCapacity(touched.count)
        out.coefs.reserveCapacity(touched.count)
        for s in touched where rowOf[Int(s)] < 0 && !nearZero(scratch[Int(s)]) {
            out.syms.append(s); out.coefs.append(scratch[Int(s)])
        }
        out.dummies = dag.make(children)
        return out
    }

    /// Replaces external row `slot` by its fully reduced form.
    mutating func reduceRow(_ slot: Int32) {
        let r = expanded(rows[Int(slot)])
        rows[Int(slot)] = r
        for s in r.syms { column[Int(s)].append(slot) }
    }

    /// The values of `vars` alone at the optimum (optimizing first): what `values()` gives for
    /// them, evaluating only the rows they depend on. For callers that re-solve many times and
    /// watch a few variables (`nibtool explain`'s test of which constraints move a view).
    public mutating func values(of vars: [Variable]) -> [Double] {
        if needsOptimize { optimize() }
        if valuesValid { return vars.map { value(of: $0) } }
        let known = vars.filter { $0.id >= 0 && $0.id < variableSymbol.count }
        let computed = evaluate(known.map { variableSymbol[$0.id] })
        return vars.map { $0.id >= 0 && $0.id < variableSymbol.count ? computed[Int(variableSymbol[$0.id])] : .nan }
    }

    /// Values of all external symbols (by variable id), evaluating each identity once.
    mutating func evaluateVariables() -> [Double] {
        let value = evaluate(variableSymbol)
        return variableSymbol.map { value[Int($0)] }
    }

    /// Per symbol, the value of the basic external ones `symbols` depend on (the rest 0).
    mutating func evaluate(_ symbols: [Int32]) -> [Double] {
        var value = [Double](repeating: 0, count: kind.count)
        let seeds = symbols.filter { rowOf[Int($0)] >= 0 }
        for x in topologicalExternals(seeds).reversed() {   // children first
            let r = rows[Int(rowOf[Int(x)])]
            var v = r.constant
            for i in r.syms.indices {
                let s = Int(r.syms[i])
                let slot = rowOf[s]
                if slot < 0 { continue }
                v += r.coefs[i] * (kind[s] == .external ? value[s] : rows[Int(slot)].constant)
            }
            value[Int(x)] = v
        }
        return value
    }
}
