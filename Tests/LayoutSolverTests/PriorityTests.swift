import XCTest
import LayoutSolver

/// The error definition (L1 per level) and the strict priority hierarchy.
final class PriorityTests: XCTestCase {
    func testEqualPrioritiesMinimizeL1NotLeastSquares() throws {
        var s = Solver()
        let x = s.addVariable()
        try s.add((x |==| 0).priority(500))
        try s.add((x |==| 10).priority(500))
        try s.add((x |==| 10).priority(500))
        s.solve()
        // L1: |x| + 2|x - 10| is minimal at x = 10 (least squares would give 6.67).
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(s.totalError(priority: 500), 10, accuracy: 1e-9)
    }

    func testHigherPriorityBeatsAnyNumberOfLowerOnes() throws {
        var s = Solver()
        let x = s.addVariable()
        for _ in 0..<1000 { try s.add((x |==| 0).priority(750)) }
        try s.add((x |==| 5).priority(751))
        s.solve()
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
    }

    func testLowerPriorityStillOptimizedWithinHigherOptimum() throws {
        var s = Solver()
        let x = s.addVariable(), y = s.addVariable()
        try s.add((x + y |==| 100).priority(900))   // can be met exactly
        try s.add((x |>=| 70).priority(300))
        try s.add((y |>=| 60).priority(200))         // loses to the 300 one
        s.solve()
        XCTAssertEqual(s.value(of: x) + s.value(of: y), 100, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: x), 70, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 30, accuracy: 1e-9)
    }

    func testInequalityViolationIsItsPositivePart() throws {
        var s = Solver()
        let x = s.addVariable()
        try s.add(x |==| 3)
        let le = try s.add((x |<=| 1).priority(10))
        let ge = try s.add((x |>=| 1).priority(10))
        s.solve()
        XCTAssertEqual(s.violation(of: le), 2, accuracy: 1e-12)
        XCTAssertEqual(s.violation(of: ge), 0, accuracy: 1e-12)
    }

    func testRequiredAlwaysHolds() throws {
        var s = Solver()
        let a = s.addVariable(), b = s.addVariable()
        try s.add(a + b |==| 10)
        try s.add((a |==| 100).priority(999))
        try s.add(b |>=| 4)
        s.solve()
        XCTAssertEqual(s.value(of: a), 6, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: b), 4, accuracy: 1e-9)
    }
}

final class UsageExampleTests: XCTestCase {
    /// The example in Solver's documentation.
    func testDocumentedExample() throws {
        var s = Solver()
        let x = s.addVariable(), w = s.addVariable()
        try s.add(x |==| 16)
        try s.add((x + w |<=| 300).tagged(7))
        let hug = try s.add((w |==| 120).priority(250))
        s.solve()
        XCTAssertEqual(s.value(of: w), 120, accuracy: 1e-9)
        try s.setConstant(hug, -500)
        s.solve()
        XCTAssertEqual(s.value(of: w), 284, accuracy: 1e-9)
        XCTAssertEqual(s.analyzeAmbiguity(), [.unique, .unique])
    }

    func testLargeChainSolvesExactly() throws {
        var s = Solver()
        let n = 3000
        let y = s.addVariables(n), h = s.addVariables(n)
        try s.add(y[0] |==| 0)
        for i in 0..<n {
            try s.add((h[i] |>=| 40).priority(750))
            try s.add((h[i] |<=| 40).priority(250))
            if i > 0 { try s.add(y[i] |==| y[i - 1] + h[i - 1] + 8) }
        }
        s.solve()
        XCTAssertEqual(s.value(of: y[n - 1]), Double(48 * (n - 1)), accuracy: 1e-6)
        XCTAssertTrue(s.analyzeAmbiguity().allSatisfy { $0 == .unique })
    }
}
