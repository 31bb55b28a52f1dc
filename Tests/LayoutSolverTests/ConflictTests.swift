import XCTest
import LayoutSolver

final class ConflictTests: XCTestCase {
    func testEqualityConflictReportsIrreducibleSubsetAndBreaksNewest() throws {
        var s = Solver()
        let x = s.addVariable(), y = s.addVariable(), z = s.addVariable()
        let c0 = try s.add(x |==| 10)
        _ = try s.add(z |==| 3)                      // unrelated
        let c2 = try s.add(y |==| x + 5)
        let c3 = try s.add(y |==| 20)               // conflicts with c0 + c2
        s.solve()
        XCTAssertEqual(s.conflicts, [Conflict(broken: c3, constraints: [c0, c2, c3])])
        XCTAssertTrue(s.isBroken(c3))
        // Solving continues without the broken constraint.
        XCTAssertEqual(s.value(of: y), 15, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: z), 3, accuracy: 1e-9)
    }

    func testInequalityConflictIsMinimal() throws {
        var s = Solver()
        let x = s.addVariable(), y = s.addVariable()
        let a = try s.add(x |>=| 10)
        _ = try s.add(x |>=| 5)                      // implied, must not be in the IIS
        _ = try s.add(y |<=| 100)
        let b = try s.add(y |==| x)
        let c = try s.add(y |<=| 3)
        s.solve()
        XCTAssertEqual(s.conflicts.count, 1)
        XCTAssertEqual(s.conflicts[0].broken, c)
        XCTAssertEqual(s.conflicts[0].constraints, [a, b, c])
        XCTAssertGreaterThanOrEqual(s.value(of: x), 10 - 1e-9)
    }

    func testOptionalConstraintsNeverConflict() throws {
        var s = Solver()
        let x = s.addVariable()
        try s.add(x |==| 1)
        try s.add((x |==| 2).priority(999))
        try s.add((x |>=| 3).priority(999))
        s.solve()
        XCTAssertTrue(s.conflicts.isEmpty)
        XCTAssertEqual(s.value(of: x), 1, accuracy: 1e-9)
    }

    func testRequiredEditThatConflictsIsBrokenAndCanBeRepaired() throws {
        var s = Solver()
        let x = s.addVariable()
        let lower = try s.add(x |>=| 0)
        let pin = try s.add(x |==| 5)
        try s.setConstant(pin, 7)                   // x - 5 == 0  ->  x + 7 == 0, i.e. x = -7
        s.solve()
        XCTAssertEqual(s.conflicts.last, Conflict(broken: pin, constraints: [lower, pin]))
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        try s.setConstant(pin, -2)                  // x = 2: satisfiable again
        s.solve()
        XCTAssertFalse(s.isBroken(pin))
        XCTAssertEqual(s.value(of: x), 2, accuracy: 1e-9)
    }

    func testRemovingBrokenConstraint() throws {
        var s = Solver()
        let x = s.addVariable()
        try s.add(x |==| 1)
        let bad = try s.add(x |==| 2)
        XCTAssertTrue(s.isBroken(bad))
        try s.remove(bad)
        XCTAssertThrowsError(try s.remove(bad))
        s.solve()
        XCTAssertEqual(s.value(of: x), 1, accuracy: 1e-9)
    }
}
