/// One tableau row: `basic = constant + Σ coefs[i] * syms[i] + <dummies>`.
///
/// `syms` is sorted ascending (integer symbol ids, so iteration order is deterministic).
/// Dummy markers of required equalities are not stored as terms but lazily in `dummies`,
/// a node of the `MarkerDAG` (see there for why).
/// The same struct holds the objective rows (one per priority level); their `basic` is -1.
struct Row: Sendable {
    var basic: Int32
    var constant: Double
    var syms: [Int32]
    var coefs: [Double]
    var dummies: Int32 = -1

    init(basic: Int32, constant: Double, syms: [Int32] = [], coefs: [Double] = [], dummies: Int32 = -1) {
        self.basic = basic
        self.constant = constant
        self.syms = syms
        self.coefs = coefs
        self.dummies = dummies
    }

    @inline(__always) func index(of s: Int32) -> Int? {
        var lo = 0, hi = syms.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            let v = syms[mid]
            if v == s { return mid }
            if v < s { lo = mid &+ 1 } else { hi = mid }
        }
        return nil
    }

    @inline(__always) func coefficient(of s: Int32) -> Double {
        if let i = index(of: s) { return coefs[i] }
        return 0
    }

    /// Multiplies all explicit terms and the constant by `k` (the dummy part is scaled by the caller).
    mutating func scale(_ k: Double) {
        constant *= k
        for i in coefs.indices { coefs[i] *= k }
    }

    /// Removes term `s` if present, returning its coefficient.
    @discardableResult mutating func removeTerm(_ s: Int32) -> Double {
        guard let i = index(of: s) else { return 0 }
        let c = coefs[i]
        syms.remove(at: i)
        coefs.remove(at: i)
        return c
    }

    /// self.terms += k * (other terms), skipping `skip` in self (it is being substituted away).
    /// Calls `added` for every symbol that was not in self before. Entries that cancel are dropped.
    /// The merged terms are built in `buffer`, which then swaps arrays with the row: the solver
    /// reuses the same two buffers for every merge instead of allocating two arrays each time.
    mutating func addTerms(of other: Row, times k: Double, skipping skip: Int32, buffer: inout TermBuffer,
                           added: (Int32) -> Void) {
        buffer.syms.removeAll(keepingCapacity: true)
        buffer.coefs.removeAll(keepingCapacity: true)
        buffer.syms.reserveCapacity(syms.count + other.syms.count)
        buffer.coefs.reserveCapacity(syms.count + other.syms.count)
        var ns = buffer.syms, nc = buffer.coefs
        buffer = TermBuffer()
        var i = 0, j = 0
        let a = syms, b = other.syms
        while i < a.count || j < b.count {
            if j >= b.count || (i < a.count && a[i] < b[j]) {
                if a[i] != skip { ns.append(a[i]); nc.append(coefs[i]) }
                i += 1
            } else if i >= a.count || b[j] < a[i] {
                let c = other.coefs[j] * k
                if !nearZero(c) { ns.append(b[j]); nc.append(c); added(b[j]) }
                j += 1
            } else {
                if a[i] != skip {
                    let c = coefs[i] + other.coefs[j] * k
                    if !nearZero(c) { ns.append(a[i]); nc.append(c) }
                } else {
                    let c = other.coefs[j] * k
                    if !nearZero(c) { ns.append(b[j]); nc.append(c); added(b[j]) }
                }
                i += 1; j += 1
            }
        }
        buffer = TermBuffer(syms: syms, coefs: coefs)
        syms = ns
        coefs = nc
    }

    /// Inserts (or accumulates) a single term.
    mutating func addTerm(_ s: Int32, _ c: Double) -> Bool {
        if let i = index(of: s) {
            let v = coefs[i] + c
            if nearZero(v) { syms.remove(at: i); coefs.remove(at: i) } else { coefs[i] = v }
            return false
        }
        if nearZero(c) { return false }
        var lo = 0, hi = syms.count
        while lo < hi { let m = (lo + hi) >> 1; if syms[m] < s { lo = m + 1 } else { hi = m } }
        syms.insert(s, at: lo)
        coefs.insert(c, at: lo)
        return true
    }
}

/// Spare term arrays for `Row.addTerms` (see there).
struct TermBuffer: Sendable {
    var syms: [Int32] = []
    var coefs: [Double] = []
}
