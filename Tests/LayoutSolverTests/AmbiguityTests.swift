import XCTest
import LayoutSolver

/// Views are (x, width) pairs in one dimension; enough for the ambiguity kinds.
final class AmbiguityTests: XCTestCase {
    func testEqualHuggingLabelsInFixedRowTie() throws {
        var s = Solver()
        let x1 = s.addVariable(), w1 = s.addVariable(), x2 = s.addVariable(), w2 = s.addVariable()
        try s.add(x1 |==| 0)
        try s.add(x2 |==| x1 + w1 + 8)
        try s.add(x2 + w2 |==| 300)
        try s.add((w1 |==| 50).priority(250))      // hugging, equal priority
        try s.add((w2 |==| 60).priority(250))
        let a = s.analyzeAmbiguity()
        XCTAssertEqual(a[w1.id], .tie)
        XCTAssertEqual(a[w2.id], .tie)
        XCTAssertEqual(a[x2.id], .tie)
        XCTAssertEqual(a[x1.id], .unique)
    }

    func testDifferentHuggingResolvesTie() throws {
        var s = Solver()
        let x1 = s.addVariable(), w1 = s.addVariable(), x2 = s.addVariable(), w2 = s.addVariable()
        try s.add(x1 |==| 0)
        try s.add(x2 |==| x1 + w1 + 8)
        try s.add(x2 + w2 |==| 300)
        try s.add((w1 |==| 50).priority(251))
        try s.add((w2 |==| 60).priority(250))
        let a = s.analyzeAmbiguity()
        XCTAssertEqual(a, [.unique, .unique, .unique, .unique])
        XCTAssertEqual(s.value(of: w1), 50, accuracy: 1e-9)
    }

    func testOnlyInequalityIsFree() throws {
        var s = Solver()
        let x = s.addVariable(), w = s.addVariable()
        try s.add(w |==| 40)
        try s.add(x |>=| 20)
        let a = s.analyzeAmbiguity()
        XCTAssertEqual(a[x.id], .free)
        XCTAssertEqual(a[w.id], .unique)
    }

    func testPinnedOnOneSideIsFree() throws {
        var s = Solver()
        let x = s.addVariable(), w = s.addVariable()
        try s.add(x |==| 16)                        // leading only, no width, no trailing
        let a = s.analyzeAmbiguity()
        XCTAssertEqual(a[x.id], .unique)
        XCTAssertEqual(a[w.id], .free)
    }

    func testFullyPinnedIsUnique() throws {
        var s = Solver()
        let x = s.addVariable(), w = s.addVariable()
        try s.add(x |==| 16)
        try s.add(x + w |==| 320 - 16)
        XCTAssertEqual(s.analyzeAmbiguity(), [.unique, .unique])
        XCTAssertEqual(s.value(of: w), 288, accuracy: 1e-9)
    }

    func testRequiredWidthWithEqualOptionalPairResolvedByHigherPriority() throws {
        var s = Solver()
        let x = s.addVariable(), w = s.addVariable()
        try s.add(x |==| 0)
        try s.add(w |>=| 10)                        // required lower bound
        try s.add((w |==| 100).priority(500))       // equal-priority pair pulling apart ...
        try s.add((w |==| 200).priority(500))
        try s.add((w |==| 150).priority(750))       // ... settled by a higher priority
        XCTAssertEqual(s.analyzeAmbiguity(), [.unique, .unique])
        XCTAssertEqual(s.value(of: w), 150, accuracy: 1e-9)
    }

    func testEqualOptionalPairAloneIsTie() throws {
        var s = Solver()
        let w = s.addVariable()
        try s.add((w |==| 100).priority(500))
        try s.add((w |==| 200).priority(500))
        XCTAssertEqual(s.analyzeAmbiguity(), [.tie])
    }

    func testUnusedVariableIsFree() throws {
        var s = Solver()
        let a = s.addVariable(), b = s.addVariable()
        try s.add(a |==| 1)
        XCTAssertEqual(s.analyzeAmbiguity(), [.unique, .free])
        _ = b
    }

    func testDegenerateVertexCombinationIsDetected() throws {
        // x = 5 + s needs y to move too: the single-direction move is blocked by a tight row.
        var s = Solver()
        let x = s.addVariable(), y = s.addVariable()
        try s.add(x |>=| 5)
        try s.add(x + y |<=| 10)
        try s.add(y |<=| 5)
        try s.add((x + y |==| 10).priority(500))
        let a = s.analyzeAmbiguity()
        XCTAssertEqual(s.value(of: x) + s.value(of: y), 10, accuracy: 1e-9)
        XCTAssertEqual(a[x.id], .free)   // x in [5, 10] with y = 10 - x changes no error
        XCTAssertEqual(a[y.id], .free)
    }
}
