import XCTest
import LayoutSolver

final class ValidationTests: XCTestCase {
    func testRejectsNonFiniteNumbersAndBadPriorities() throws {
        var s = Solver()
        let x = s.addVariable()
        XCTAssertThrowsError(try s.add(x |==| .nan)) { XCTAssertEqual($0 as? LayoutSolverError, .nonFiniteNumber) }
        XCTAssertThrowsError(try s.add(Constraint(LinearExpression([Term(x, .infinity)]), .equal)))
        XCTAssertThrowsError(try s.add((x |==| 1).priority(0))) { XCTAssertEqual($0 as? LayoutSolverError, .invalidPriority(0)) }
        XCTAssertThrowsError(try s.add((x |==| 1).priority(1001)))
        XCTAssertThrowsError(try s.add(Variable(id: 7) |==| 1)) { XCTAssertEqual($0 as? LayoutSolverError, .unknownVariable(7)) }
        let c = try s.add(x |==| 1)
        XCTAssertThrowsError(try s.setConstant(c, .infinity))
        XCTAssertThrowsError(try s.remove(ConstraintID(index: 99)))
        try s.remove(c)
        XCTAssertThrowsError(try s.setConstant(c, 1)) { XCTAssertEqual($0 as? LayoutSolverError, .constraintRemoved(c.index)) }
        XCTAssertEqual(s.constraintCount, 1)        // rejected constraints are not registered
    }

    func testTagIsKept() throws {
        var s = Solver()
        let x = s.addVariable()
        let c = try s.add((x |==| 1).tagged(42))
        XCTAssertEqual(s.constraint(c)?.tag, 42)
    }
}
