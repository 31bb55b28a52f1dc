/// Which variables are not uniquely determined at the (lexicographic) optimum.
///
/// Method: read the optimal tableau, no re-solve. Every non-basic, non-dummy symbol z whose
/// reduced cost is zero at every priority level is a direction along which the objective stays
/// optimal (parametric variables always have zero cost). Moving z by a small step (upwards for a
/// restricted z) changes the basic restricted symbols of the restricted rows naming z and, through
/// the variable identities, the variables downstream of those; we propagate the exact derivative
/// d(value)/dz in topological order, so cancellations are accounted for. The move is feasible
/// unless a degenerate restricted row (constant 0) would go negative. Such a direction is
/// - a *tie* direction if it changes some error symbol (z is an error, or an error is basic in a
///   row naming z): error is traded between optional constraints, and since the reduced cost is
///   zero at every level, each level's total is unchanged;
/// - a *free* direction otherwise (only variables and slacks move: no constraint's error changes).
/// A variable with non-zero derivative along a free direction is `.free`; else along a tie
/// direction `.tie`; else `.unique`. Variables used by no active constraint are `.free`.
///
/// Cost: Σ over zero-cost directions of the part of the tableau downstream of them, i.e. linear
/// in the tableau for a typical layout (a handful of ambiguous spots), never a re-solve per variable.
/// Exactness: at a non-degenerate optimum the optimal face is spanned by these single-symbol
/// directions, so the result is exact. At a degenerate optimum a direction blocked by a
/// degenerate row may still be reachable through a combination of symbols; such variables are
/// reported `.unique` (never the reverse: every reported ambiguity is a real feasible move).
/// Likewise a variable moved only by tie directions whose error changes cancel in combination is
/// reported `.tie` rather than `.free`.
extension Solver {
    public mutating func analyzeAmbiguity() -> [Ambiguity] {
        solve()
        var result = [Ambiguity](repeating: .unique, count: variableSymbol.count)
        var used = [Bool](repeating: false, count: variableSymbol.count)
        for r in records where r.status == .active {
            for t in r.constraint.expression.terms where t.coefficient != 0 { used[t.variable.id] = true }
        }
        for v in used.indices where !used[v] { result[v] = .free }

        for z in 0..<Int32(kind.count) {
            let zi = Int(z)
            if rowOf[zi] >= 0 || kind[zi] == .dummy { continue }
            let isExternal = kind[zi] == .external
            if isExternal && !used[Int(owner[zi])] { continue }
            if !isExternal && lexSign(z) != 0 { continue }
            let slots = rowsContaining(z)
            if !isExternal && slots.isEmpty { continue }

            var derivative: [Int32: Double] = [z: 1]
            var blockedUp = false, blockedDown = !isExternal
            var changesError = kind[zi] == .error
            for r in slots {
                let row = rows[Int(r)]
                if kind[Int(row.basic)] == .external { continue }
                let c = row.coefficient(of: z)
                derivative[row.basic] = c
                if kind[Int(row.basic)] == .error { changesError = true }
                if nearZero(row.constant) {
                    if c < -epsilon { blockedUp = true }
                    if c > epsilon { blockedDown = true }
                }
            }
            if blockedUp && blockedDown { continue }
            let move: Ambiguity = changesError ? .tie : .free
            for x in downstreamVariables(of: Array(derivative.keys).sorted(), derivative: &derivative) {
                if nearZero(derivative[x] ?? 0) { continue }
                let v = Int(owner[Int(x)])
                if move == .free || result[v] == .unique { result[v] = move }
            }
            if isExternal {
                let v = Int(owner[zi])
                if move == .free || result[v] == .unique { result[v] = move }
            }
        }
        return result
    }

    /// Basic variables whose identities depend (transitively) on `seeds`, with their exact
    /// derivatives filled into `derivative` (seeds' derivatives given).
    mutating func downstreamVariables(of seeds: [Int32], derivative: inout [Int32: Double]) -> [Int32] {
        // Collect the downstream identities.
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
        // Topological order restricted to the found set (children first), then evaluate.
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
