/// Lazy storage of the dummy-marker columns of required equalities.
///
/// Classic Cassowary (and kiwi) keeps a dummy "marker" symbol in every row derived from a required
/// equality, so that the constraint can later be removed. In a fully reduced tableau those markers
/// fill in: in a vertical chain `y[i] = y[i-1] + h[i-1] + 8` the row of `y[n]` carries the markers
/// of all n links, which makes building a chain O(n²) in time and memory. Dummies are never chosen
/// to enter the basis by the optimizer, so their coefficients are only needed when a required
/// equality is removed (or when explaining a conflict). We therefore keep each row's dummy part as
/// an immutable node of a DAG: a node is `Σ direct(dummy) * coef + Σ child_node * coef`.
/// Substituting row B into row A costs O(1) here (a new node with two children) instead of
/// O(|markers|). The coefficient of one dummy in every row is recovered in a single linear pass
/// over the nodes created after that dummy (children always have smaller ids than parents).
///
/// The arena is append-only: it grows with the number of substitutions ever made (O(1) per
/// substitution), not with the size of the current tableau.
struct MarkerDAG: Sendable {
    /// Entries of node k are entries[start[k] ..< start[k+1]]. An entry (ref, coef) with ref >= 0
    /// is a child node; ref < 0 is the direct dummy symbol `-ref - 1`.
    private(set) var start: [Int32] = [0]
    private(set) var refs: [Int32] = []
    private(set) var coefs: [Double] = []

    var nodeCount: Int { start.count - 1 }

    /// Creates `Σ parts`; returns -1 (the empty dummy part) if nothing remains.
    mutating func make(_ parts: [(node: Int32, coef: Double)], direct: [(dummy: Int32, coef: Double)] = []) -> Int32 {
        var n = 0
        for p in parts where p.node >= 0 && p.coef != 0 { refs.append(p.node); coefs.append(p.coef); n += 1 }
        for d in direct where d.coef != 0 { refs.append(-d.dummy - 1); coefs.append(d.coef); n += 1 }
        if n == 0 { return -1 }
        // A single child with coefficient 1 is the child itself.
        if n == 1 && refs[refs.count - 1] >= 0 && coefs[coefs.count - 1] == 1 {
            let r = refs.removeLast(); coefs.removeLast(); return r
        }
        start.append(Int32(refs.count))
        return Int32(start.count - 2)
    }

    /// A node holding the single direct dummy `d * k` (no temporary arrays: hot path).
    mutating func direct(_ d: Int32, _ k: Double) -> Int32 {
        refs.append(-d - 1); coefs.append(k)
        start.append(Int32(refs.count))
        return Int32(start.count - 2)
    }

    /// `node * k` (-1 stays -1).
    mutating func scaled(_ node: Int32, _ k: Double) -> Int32 {
        if node < 0 || k == 1 { return node }
        refs.append(node); coefs.append(k)
        start.append(Int32(refs.count))
        return Int32(start.count - 2)
    }

    /// `a * ka + b * kb` as a node (either may be -1).
    mutating func combine(_ a: Int32, _ ka: Double, _ b: Int32, _ kb: Double) -> Int32 {
        if a < 0 { return scaled(b, kb) }
        if b < 0 { return scaled(a, ka) }
        refs.append(a); coefs.append(ka)
        refs.append(b); coefs.append(kb)
        start.append(Int32(refs.count))
        return Int32(start.count - 2)
    }

    /// Coefficient of `dummy` in every node created at or after `firstNode` (earlier nodes cannot
    /// contain it). Returns an array indexed by `node - firstNode`.
    func coefficients(of dummy: Int32, from firstNode: Int) -> [Double] {
        let n = nodeCount
        if firstNode >= n { return [] }
        var val = [Double](repeating: 0, count: n - firstNode)
        let target = -dummy - 1
        for k in firstNode..<n {
            var v = 0.0
            for e in Int(start[k])..<Int(start[k + 1]) {
                let r = refs[e]
                if r == target { v += coefs[e] } else if r >= Int32(firstNode) { v += coefs[e] * val[Int(r) - firstNode] }
            }
            val[k - firstNode] = v
        }
        return val
    }

    /// All dummies reachable from `root` with their accumulated coefficients, sorted by dummy id.
    func expand(_ root: Int32) -> [(dummy: Int32, coef: Double)] {
        guard root >= 0 else { return [] }
        // Children have smaller ids: push weights from the root downwards in decreasing id order.
        var weight: [Int32: Double] = [root: 1]
        var frontier = [root]          // max-heap substitute: we process ids in decreasing order
        var seen: Set<Int32> = [root]
        var order: [Int32] = []
        while let k = frontier.popLast() {
            order.append(k)
            for e in Int(start[Int(k)])..<Int(start[Int(k) + 1]) where refs[e] >= 0 && !seen.contains(refs[e]) {
                seen.insert(refs[e]); frontier.append(refs[e])
            }
        }
        order.sort(by: >)
        var out: [Int32: Double] = [:]
        for k in order {
            let w = weight[k] ?? 0
            if w == 0 { continue }
            for e in Int(start[Int(k)])..<Int(start[Int(k) + 1]) {
                let r = refs[e]
                if r >= 0 { weight[r, default: 0] += w * coefs[e] } else { out[-r - 1, default: 0] += w * coefs[e] }
            }
        }
        return out.keys.sorted().map { ($0, out[$0]!) }
    }
}
