import XCTest
import LayoutSolver

final class IncrementalTests: XCTestCase {
    func testRemoveRestoresPreviousSolution() throws {
        var s = Solver()
        let x = s.addVariable()
        try s.add((x |==| 10).priority(250))
        let strong = try s.add((x |==| 20).priority(750))
        s.solve()
        XCTAssertEqual(s.value(of: x), 20, accuracy: 1e-9)
        try s.remove(strong)
        s.solve()
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    func testEditOptionalConstantLikeDragging() throws {
        var s = Solver()
        let x = s.addVariable(), w = s.addVariable()
        try s.add(w |==| 50)
        try s.add(x |>=| 0)
        try s.add(x + w |<=| 300)
        let drag = try s.add((x |==| 0).priority(999))
        for target in stride(from: -40.0, through: 400, by: 20) {
            try s.setConstant(drag, -target)        // x - target == 0
            s.solve()
            XCTAssertEqual(s.value(of: x), min(max(target, 0), 250), accuracy: 1e-9)
        }
    }

    /// `values(of:)` evaluates only the watched variables' rows: the same values as `values()`,
    /// after each change of a chain's constants.
    func testValuesOfAFewVariablesMatchEveryValue() throws {
        var s = Solver()
        let n = 30
        let y = s.addVariables(n), h = s.addVariables(n)
        var heights = [ConstraintID]()
        try s.add(y[0] |==| 10)
        for i in 0..<n {
            heights.append(try s.add(h[i] |==| 40))
            if i > 0 { try s.add(y[i] |==| y[i - 1] + h[i - 1] + 8) }
        }
        try s.add((y[n - 1] |==| 5000).priority(250))
        for (k, c) in heights.enumerated() where k % 7 == 0 {
            try s.setConstant(c, -(40 + Double(k)))
            let watched = [y[n - 1], h[k], y[k / 2]]
            let few = s.values(of: watched)
            let all = s.values()
            XCTAssertEqual(few, watched.map { all[$0.id] })
            XCTAssertEqual(few[1], 40 + Double(k), accuracy: 1e-9)
        }
        XCTAssertTrue(s.values(of: [Variable(id: 10_000)])[0].isNaN)
    }

    func testRedundantEqualityTakesOverWhenTwinIsRemoved() throws {
        // Found by compare_kiwi.py: c4 is redundant (basic dummy row) until c0 goes away.
        var s = Solver()
        let x = s.addVariable()
        let c0 = try s.add(x |==| -9)
        let c1 = try s.add((x |==| -4).priority(250))
        let c2 = try s.add(-2 * x + 11 |>=| 0)
        try s.add(3 * x - 13 |<=| 0)
        try s.add(-2 * x - 18 |==| 0)
        try s.setConstant(c2, 13)
        try s.remove(c1)
        s.solve()
        try s.remove(c0)
        s.solve()
        XCTAssertEqual(s.value(of: x), -9, accuracy: 1e-9)
        XCTAssertEqual(s.analyzeAmbiguity(), [.unique])
    }

    func testRemoveMiddleOfChain() throws {
        var s = Solver()
        let n = 50
        let y = s.addVariables(n), h = s.addVariables(n)
        var links = [ConstraintID]()
        try s.add(y[0] |==| 0)
        for i in 0..<n {
            try s.add(h[i] |==| 40)
            if i > 0 { links.append(try s.add(y[i] |==| y[i - 1] + h[i - 1] + 8)) }
        }
        try s.add((y[n - 1] |==| 5000).priority(250))   // weak pull on the last one
        s.solve()
        XCTAssertEqual(s.value(of: y[n - 1]), Double(48 * (n - 1)), accuracy: 1e-9)
        try s.remove(links[20])                          // y[21] is now only pulled weakly
        s.solve()
        XCTAssertEqual(s.value(of: y[20]), Double(48 * 20), accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y[n - 1]), 5000, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y[21]), 5000 - Double(48 * (n - 1 - 21)), accuracy: 1e-9)
        try s.setConstant(links[10], -18)                // gap 8 -> 18 (required edit)
        s.solve()
        XCTAssertEqual(s.value(of: y[20]), Double(48 * 20 + 10), accuracy: 1e-9)
    }

    /// Property: any sequence of adds, removes and constant edits ends in the same optimum
    /// (same per-level errors, same values for uniquely determined variables) as solving the
    /// final system from scratch.
    func testRandomOperationSequencesMatchFromScratch() throws {
        var rng = SplitMix(seed: 7)
        var compared = 0
        for _ in 0..<300 {
            let n = 1 + rng.int(5)
            var live: [Int: Constraint] = [:]
            var s = Solver()
            let vars = s.addVariables(n)
            var ids = [ConstraintID]()
            for step in 0..<(4 + rng.int(14)) {
                if step > 3 && rng.int(4) == 0, let victim = ids.filter({ s.isActive($0) }).randomElement(using: &rng) {
                    if rng.int(2) == 0 {
                        try s.remove(victim); live[victim.index] = nil
                    } else {
                        let k = Double(rng.int(41) - 20)
                        try s.setConstant(victim, k); live[victim.index]?.expression.constant = k
                    }
                    if rng.int(3) == 0 { s.solve() }
                    continue
                }
                let c = randomConstraint(&rng, vars)
                let id = try s.add(c)
                ids.append(id)
                live[id.index] = c
            }
            // Broken constraints (incremental history) make the comparison order-dependent.
            if !s.conflicts.isEmpty || ids.contains(where: { s.isBroken($0) }) { continue }
            var fresh = Solver()
            _ = fresh.addVariables(n)
            for k in live.keys.sorted() { try fresh.add(live[k]!) }
            if !fresh.conflicts.isEmpty { continue }
            compared += 1
            let a = s.values(), b = fresh.values()
            for p in [750, 500, 250] {
                XCTAssertEqual(s.totalError(priority: p), fresh.totalError(priority: p), accuracy: 1e-6)
            }
            let ua = s.analyzeAmbiguity(), ub = fresh.analyzeAmbiguity()
            for v in 0..<n where ua[v] == .unique || ub[v] == .unique {
                XCTAssertEqual(ua[v], ub[v])
                XCTAssertEqual(a[v], b[v], accuracy: 1e-6)
            }
        }
        XCTAssertGreaterThan(compared, 100)
    }

    func randomConstraint(_ rng: inout SplitMix, _ vars: [Variable]) -> Constraint {
        var terms = [Term]()
        for v in vars where rng.int(2) == 0 || terms.isEmpty && v == vars.last {
            terms.append(Term(v, Double([-2, -1, 1, 1, 2][rng.int(5)])))
        }
        let rel: Relation = [.equal, .lessOrEqual, .greaterOrEqual][rng.int(3)]
        let p = [1000, 1000, 750, 500, 250][rng.int(5)]
        return Constraint(LinearExpression(terms, constant: Double(rng.int(41) - 20)), rel, priority: p)
    }
}

/// Small deterministic generator for the property tests.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
