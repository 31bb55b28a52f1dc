import XCTest
import LayoutSolver

final class DeterminismTests: XCTestCase {
    func build() throws -> Solver {
        var s = Solver()
        var rng = SplitMix(seed: 99)
        let vars = s.addVariables(40)
        for _ in 0..<120 {
            let a = vars[rng.int(40)], b = vars[rng.int(40)]
            let c = Constraint(a - b, [.equal, .lessOrEqual, .greaterOrEqual][rng.int(3)],
                               LinearExpression(constant: Double(rng.int(100))),
                               priority: [1000, 750, 500, 250, 1][rng.int(5)])
            try s.add(c)
        }
        return s
    }

    func testSameInputSameBits() throws {
        var a = try build(), b = try build()
        let va = a.values(), vb = b.values()
        XCTAssertEqual(va.map(\.bitPattern), vb.map(\.bitPattern))
        XCTAssertEqual(a.analyzeAmbiguity(), b.analyzeAmbiguity())
        XCTAssertEqual(a.conflicts, b.conflicts)
    }

    func testCopiesAreIndependent() throws {
        var a = try build()
        var b = a
        let x = Variable(id: 0)
        try b.add((x |==| 12345).priority(999))
        XCTAssertNotEqual(a.values()[0], b.values()[0])
    }
}
