/// Which variables are not uniquely determined at the (lexicographic) optimum.
///
/// Method (no re-solve of the system, no per-variable work): at the optimal tableau, the
/// non-basic symbols that may move without leaving the optimal face are
/// - parametric variables (unrestricted, zero cost: they only appear in variable identities), and
/// - restricted symbols z (slack/error) whose reduced cost is zero at every priority level,
///   moving upwards only (λ_z >= 0).
/// Small moves λ of the latter stay feasible iff every *degenerate* restricted row (basic value 0)
/// stays >= 0: Σ a_iz λ_z >= 0. These inequalities define a polyhedral cone C of optimal
/// directions. We find a point in the relative interior of C with a tiny auxiliary LP solved by
/// this same solver (variables λ_z, t_z; t_z <= λ_z, 0 <= t_z <= 1; first maximize Σ t_z, i.e.
/// optional `t_z == 1` at priority 2, which makes every z that can move at all move, together with
/// the same for each blocking row's slack so that every row that can be strict is; then, at
/// priority 1, pull each λ_z towards a fixed generic target so the point is generic in the cone). A second LP adds
/// "no error symbol changes" (λ_z = 0 for errors, Σ a_iz λ_z = 0 for rows with a basic error):
/// its interior point spans the *free* directions. Then one derivative propagation per
/// direction (through restricted rows, then downstream through the variable identities in
/// topological order) gives each variable's exact rate of change:
/// - moves along the free direction (or depends on a parametric variable) -> `.free`
///   (no optional constraint's error changes: "missing constraints");
/// - else moves along the full direction -> `.tie` (error is traded between optional
///   constraints; the per-level totals stay optimal because the reduced costs are zero: Xcode's
///   "content priority ambiguity");
/// - else `.unique`. Variables used by no active constraint are `.free`.
///
/// Exactness: C is exactly the set of first-order optimal moves at the current vertex, and the
/// optimal face is convex, so a variable is non-unique iff its derivative is non-zero on C.
/// A relative-interior point detects that unless the derivative cancels exactly at that point;
/// the targets are fixed pseudo-random numbers (splitmix64), so such a cancellation needs
/// a coincidence between them and the tableau coefficients. Not a proof, but no such case showed
/// up in the differential tests. Deterministic: same input, same answer.
/// Cost: a sign presolve of the degenerate rows (rows whose directions all push one way never
/// block or pin them to 0), then two LPs over the directions left in rows of mixed signs (usually
/// few or none), plus two linear passes over the tableau.
extension Solver {
    public mutating func analyzeAmbiguity() -> [Ambiguity] {
        solve()
        var result = [Ambiguity](repeating: .unique, count: variableSymbol.count)
        var used = [Bool](repeating: false, count: variableSymbol.count)
        for r in records where r.status == .active {
            for t in r.constraint.expression.terms where t.coefficient != 0 { used[t.variable.id] = true }
        }
        for v in used.indices where !used[v] { result[v] = .free }

        var zeroCost = [Int32]()        // restricted directions
        var parametric = [Int32]()      // free variable directions
        var touchedRows = [Int32]()
        slotEpoch &+= 1
        let epoch = slotEpoch
        for z in 0..<Int32(kind.count) {
            let zi = Int(z)
            if rowOf[zi] >= 0 || kind[zi] == .dummy || kind[zi] == .artificial { continue }
            if kind[zi] == .external {
                if used[Int(owner[zi])] { parametric.append(z) }
                continue
            }
            if lexSign(z) != 0 { continue }
            let slots = rowsContaining(z)
            if slots.isEmpty { continue }
            zeroCost.append(z)
            for r in slots where isRestricted(rows[Int(r)].basic) && slotMark[Int(r)] != epoch {
                slotMark[Int(r)] = epoch
                touchedRows.append(r)
            }
        }
        touchedRows.sort()

        let all = coneInteriorPoint(zeroCost, touchedRows, noErrorChange: false)
        let free = coneInteriorPoint(zeroCost, touchedRows, noErrorChange: true)

        for (direction, move) in [(all, Ambiguity.tie), (free, Ambiguity.free)] {
            var seeds = direction
            if move == .free {
                for (i, p) in parametric.enumerated() { seeds[p] = genericWeight(i) }
            }
            for (v, d) in variableDerivatives(along: seeds) where !nearZero(d) {
                if move == .free || result[v] == .unique { result[v] = move }
            }
        }
        return result
    }

    /// A fixed pseudo-random number in [1, 2) (splitmix64 of i). Multiples of one irrational
    /// (e.g. a golden-ratio sequence) would be rationally related and cancel; hashed values do
    /// not in practice.
    @inline(__always) func genericWeight(_ i: Int) -> Double {
        var z = UInt64(truncatingIfNeeded: i) &+ 0x9E3779B97F4A7C15
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        z = z ^ (z >> 31)
        return 1 + Double(z >> 11) / Double(1 << 53)
    }

    /// λ with maximal support in the cone of optimal directions (see above), as z -> λ_z (> 0 only).
    func coneInteriorPoint(_ zs: [Int32], _ rowSlots: [Int32], noErrorChange: Bool) -> [Int32: Double] {
        let dirs = noErrorChange ? zs.filter { kind[Int($0)] != .error } : zs
        if dirs.isEmpty { return [:] }
        // Rows that constrain the move: degenerate restricted rows (>= 0) and, for the free
        // cone, rows of basic errors (== 0). Directions named by none of them move on their own,
        // so only the others go into the LP (usually a small fraction).
        var isDir = Set(dirs)
        var blocking = [(row: Int32, equal: Bool)]()
        var inLP = Set<Int32>()
        for r in rowSlots {
            let row = rows[Int(r)]
            let errorRow = kind[Int(row.basic)] == .error
            if !(nearZero(row.constant) || (noErrorChange && errorRow)) { continue }
            let named = row.syms.filter { isDir.contains($0) }
            if named.isEmpty { continue }
            blocking.append((r, noErrorChange && errorRow))
            inLP.formUnion(named)
        }
        // Presolve the sign structure: a row whose live directions all have coefficients of one
        // sign either never blocks (>= row, all >= 0) or pins those with a non-zero coefficient
        // to 0 (>= row, all <= 0; == row, one sign). Repeat until stable; only rows with mixed
        // signs need the LP.
        var dead = Set<Int32>()
        var changed = true
        var mixed = [(row: Int32, equal: Bool)]()
        while changed {
            changed = false
            mixed.removeAll()
            for (r, equal) in blocking {
                let row = rows[Int(r)]
                var pos = false, neg = false
                for (k, z) in row.syms.enumerated() where inLP.contains(z) && !dead.contains(z) {
                    if row.coefs[k] > epsilon { pos = true } else if row.coefs[k] < -epsilon { neg = true }
                }
                if pos && neg { mixed.append((r, equal)); continue }
                if !neg && !equal { continue }   // never blocks
                if !pos && !neg { continue }
                for (k, z) in row.syms.enumerated() where inLP.contains(z) && !dead.contains(z) && !nearZero(row.coefs[k]) {
                    dead.insert(z); changed = true
                }
            }
        }
        blocking = mixed
        inLP = []
        for (r, _) in blocking {
            for z in rows[Int(r)].syms where isDir.contains(z) && !dead.contains(z) { inLP.insert(z) }
        }
        var out = [Int32: Double]()
        for (i, z) in dirs.enumerated() where !inLP.contains(z) && !dead.contains(z) { out[z] = genericWeight(i) }
        if inLP.isEmpty { return out }
        let lpDirs = dirs.filter { inLP.contains($0) }
        isDir = []
        var index = [Int32: Int]()
        for (i, z) in lpDirs.enumerated() { index[z] = i }
        var lp = Solver()
        lp.explainConflicts = false
        let lam = lp.addVariables(lpDirs.count)
        let t = lp.addVariables(lpDirs.count)
        for i in lpDirs.indices {
            _ = try? lp.add(lam[i] |>=| 0)
            _ = try? lp.add(t[i] |>=| 0)
            _ = try? lp.add(t[i] |<=| 1)
            _ = try? lp.add(t[i] |<=| lam[i].expression)
            // Level 2: maximal support. Level 1: pull λ towards generic targets so that the
            // point is generic within the cone (no accidental cancellation of derivatives).
            _ = try? lp.add((t[i] |==| 1).priority(2))
            _ = try? lp.add((lam[i] |==| 1 + genericWeight(i)).priority(1))
        }
        for (r, equal) in blocking {
            let row = rows[Int(r)]
            var terms = [Term]()
            for (k, s) in row.syms.enumerated() {
                if let i = index[s] { terms.append(Term(lam[i], row.coefs[k])) }
            }
            if terms.isEmpty { continue }
            let e = LinearExpression(terms)
            if equal {
                _ = try? lp.add(e |==| 0)
            } else {
                // Also make the row strict wherever possible (u_r <= row, maximize u_r): the
                // point is then in the relative interior of C, so a basic symbol that can move
                // does move.
                let u = lp.addVariable()
                _ = try? lp.add(u |>=| 0)
                _ = try? lp.add(u |<=| 1)
                _ = try? lp.add(e - u |>=| 0)
                _ = try? lp.add((u |==| 1).priority(2))
            }
        }
        lp.solve()
        for (i, z) in lpDirs.enumerated() {
            let v = lp.value(of: lam[i])
            if v > epsilon { out[z] = v }
        }
        return out
    }

    /// d(value)/dμ for every variable along the move μ (non-basic symbol -> rate), propagated
    /// through restricted rows and then the variable identities in topological order.
    mutating func variableDerivatives(along move: [Int32: Double]) -> [(Int, Double)] {
        if move.isEmpty { return [] }
        var derivative = move
        let zs = move.keys.sorted()
        // Restricted basic symbols: their rows are reduced, so one level.
        var basics = [Int32: Double]()
        for z in zs {
            let dz = move[z]!
            for r in rowsContaining(z) where isRestricted(rows[Int(r)].basic) {
                basics[rows[Int(r)].basic, default: 0] += rows[Int(r)].coefficient(of: z) * dz
            }
        }
        for (b, d) in basics { derivative[b] = d }
        var seeds = Array(derivative.keys)
        seeds.sort()
        var out = [(Int, Double)]()
        for z in zs where kind[Int(z)] == .external { out.append((Int(owner[Int(z)]), move[z]!)) }
        for x in downstreamVariables(of: seeds, derivative: &derivative) {
            out.append((Int(owner[Int(x)]), derivative[x] ?? 0))
        }
        return out
    }

    /// Basic variables whose identities depend (transitively) on `seeds`, children first, with
    /// their exact derivatives written into `derivative` (seeds' derivatives given).
    mutating func downstreamVariables(of seeds: [Int32], derivative: inout [Int32: Double]) -> [Int32] {
        var found = [Int32]()
        var inSet = Set<Int32>()
        var queue = seeds
        while let s = queue.popLast() {
            for r in rowsContaining(s) {
                let b = rows[Int(r)].basic
                if kind[Int(b)] == .external && !inSet.contains(b) {
                    inSet.insert(b); found.append(b); queue.append(b)
                }
            }
        }
        found.sort()
        var order = [Int32]()
        var done = Set<Int32>()
        for start in found where !done.contains(start) {
            var stack: [(Int32, Int)] = [(start, 0)]
            done.insert(start)
            while let (x, i) = stack.last {
                let row = rows[Int(rowOf[Int(x)])]
                if i < row.syms.count {
                    stack[stack.count - 1].1 = i + 1
                    let y = row.syms[i]
                    if inSet.contains(y) && !done.contains(y) { done.insert(y); stack.append((y, 0)) }
                } else {
                    order.append(x)
                    stack.removeLast()
                }
            }
        }
        for x in order {
            let row = rows[Int(rowOf[Int(x)])]
            var d = 0.0
            for i in row.syms.indices { d += row.coefs[i] * (derivative[row.syms[i]] ?? 0) }
            derivative[x] = d
        }
        return order
    }
}
