/// One priority level of the objective: `constant + Σ coef[s] * s + <dummies>`.
///
/// Unlike tableau rows (short, sorted arrays) an objective row can hold one term per optional
/// constraint, so it is a hash map: substituting a short row into it costs O(short row), not
/// O(objective). It is only ever accessed by key, never iterated in an order-sensitive way.
struct ObjectiveRow: Sendable {
    var constant: Double = 0
    var coef: [Int32: Double] = [:]
    var dummies: Int32 = -1

    @inline(__always) func coefficient(of s: Int32) -> Double { coef[s] ?? 0 }

    @discardableResult mutating func removeTerm(_ s: Int32) -> Double { coef.removeValue(forKey: s) ?? 0 }

    mutating func addTerm(_ s: Int32, _ c: Double) {
        let v = (coef[s] ?? 0) + c
        if nearZero(v) { coef.removeValue(forKey: s) } else { coef[s] = v }
    }

    /// self += k * (terms of `row`), with `skip` removed from self.
    mutating func addTerms(of row: Row, times k: Double, skipping skip: Int32) {
        if skip >= 0 { coef.removeValue(forKey: skip) }
        for i in row.syms.indices { addTerm(row.syms[i], k * row.coefs[i]) }
    }
}

/// Binary min-heap of symbol ids: the dirty-symbol queue for Bland's rule (lowest id first).
struct SymbolHeap: Sendable {
    private(set) var items: [Int32] = []
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }

    mutating func push(_ x: Int32) {
        items.append(x)
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) >> 1
            if items[p] <= items[i] { break }
            items.swapAt(p, i); i = p
        }
    }

    var min: Int32? { items.first }

    mutating func popMin() -> Int32? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count && items[l] < items[m] { m = l }
                if r < items.count && items[r] < items[m] { m = r }
                if m == i { break }
                items.swapAt(m, i); i = m
            }
        }
        return top
    }
}
