import Foundation
import XCTest
@testable import NibCheck

final class BaselineTests: XCTestCase {
    var dir = ""

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-baseline-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/App", withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// A storyboard with a bad constraint attribute and a duplicated id (whose message names the
    /// line of the first use); optionally one more bad constraint, or every line moved down.
    func document(extraConstraint: Bool = false, shiftedBy lines: Int = 0) -> String {
        var body = """
        <constraints>
            <constraint firstAttribute="widht" constant="100" id="bad-00-001"/>
            <constraint firstAttribute="height" constant="100" id="bad-00-001"/>
        """
        if extraConstraint { body += "\n    <constraint firstAttribute="  + "\"heigth\" constant=\"5\" id=\"new-00-001\"/>" }
        body += "\n</constraints>"
        var text = RuleExample.rootView(body).documentText
        if lines > 0 {
            // Blank lines after the XML declaration move every element down.
            let decl = text.range(of: "?>\n")!
            text.insert(contentsOf: String(repeating: "\n", count: lines), at: decl.upperBound)
        }
        return text
    }

    var validator: Validator {
        var options = CheckOptions()
        options.disabledRules = Set(RuleRegistry.layoutRuleIDs)
        return Validator(options: options)
    }

    func write(_ text: String, _ name: String = "App/Main.storyboard") throws {
        try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
    }

    func check(baseline: String? = nil, writeBaseline: String? = nil, cwd: String? = nil) throws -> ValidationRun.Outcome {
        // Inputs are found relative to the process's directory: give an absolute one.
        try ValidationRun(paths: [dir + "/App"], config: NibtoolConfig(directory: dir), validator: validator,
                          baseline: baseline.map { dir + "/" + $0 }, writeBaseline: writeBaseline.map { dir + "/" + $0 }, cwd: cwd ?? dir).run()
    }

    func testFindingsInTheBaselineAreSuppressedAndNewOnesReported() throws {
        try write(document())
        let today = try check()
        let rules = today.reports[0].diagnostics.map(\.rule)
        XCTAssertTrue(rules.contains("invalid-constraint") && rules.contains("duplicate-id"), "\(rules)")

        let written = try check(writeBaseline: "nibtool-baseline.json")
        XCTAssertEqual(written.recorded, rules.count)
        XCTAssertEqual(written.reports[0].diagnostics.count, 0, "--write-baseline reports none of what it records")
        XCTAssertEqual(written.suppressed, rules.count)

        let same = try check(baseline: "nibtool-baseline.json")
        XCTAssertEqual(same.reports[0].diagnostics.count, 0)
        XCTAssertEqual(same.suppressed, rules.count)

        try write(document(extraConstraint: true))
        let later = try check(baseline: "nibtool-baseline.json")
        XCTAssertEqual(later.reports[0].diagnostics.map(\.objectID), ["new-00-001"], "only the new finding")
        XCTAssertEqual(later.suppressed, rules.count)
    }

    func testMovingLinesKeepsMatching() throws {
        try write(document())
        let before = try check(writeBaseline: "nibtool-baseline.json")
        XCTAssertGreaterThan(before.recorded ?? 0, 0)
        let lineBefore = try check().reports[0].diagnostics.map(\.line)

        try write(document(shiftedBy: 7))
        let unfiltered = try check().reports[0].diagnostics
        XCTAssertEqual(unfiltered.map(\.line), lineBefore.map { $0 + 7 }, "the findings moved")
        let after = try check(baseline: "nibtool-baseline.json")
        XCTAssertEqual(after.reports[0].diagnostics.map(\.message), [], "moved findings still match the baseline")
    }

    func testACountedEntrySuppressesOnlyThatManyFindings() {
        let d = Diagnostic(rule: "invalid-constraint", severity: .error, message: "Bad.", line: 3, column: 1, objectID: "a")
        let base = Baseline.make(from: [FileReport(path: "x.xib", diagnostics: [d])], baselineDirectory: "/r", cwd: "/r")
        let (reports, suppressed) = base.filter([FileReport(path: "x.xib", diagnostics: [d, d])], baselineDirectory: "/r", cwd: "/r")
        XCTAssertEqual(suppressed, 1)
        XCTAssertEqual(reports[0].diagnostics.count, 1)
    }

    func testPathsAreRelativeToTheBaselineNotTheCurrentDirectory() {
        let d = Diagnostic(rule: "duplicate-id", severity: .error, message: "Dup.", line: 3, column: 1, objectID: "a")
        let base = Baseline.make(from: [FileReport(path: "App/x.xib", diagnostics: [d])], baselineDirectory: "/r", cwd: "/r")
        XCTAssertEqual(base.counts.keys.first?.path, "App/x.xib")
        for (path, cwd) in [("./App/x.xib", "/r"), ("x.xib", "/r/App"), ("/r/App/x.xib", "/tmp"), ("../App/x.xib", "/r/Other")] {
            XCTAssertEqual(base.filter([FileReport(path: path, diagnostics: [d])], baselineDirectory: "/r", cwd: cwd).suppressed, 1, path)
        }
        XCTAssertEqual(base.filter([FileReport(path: "Other/x.xib", diagnostics: [d])], baselineDirectory: "/r", cwd: "/r").suppressed, 0)
    }

    func testUnreadableInputsAreNeverBaselined() {
        let d = Diagnostic(rule: "malformed-xml", severity: .error, message: "Cannot read the file.", line: 1, column: 1)
        let gone = FileReport(path: "gone.xib", diagnostics: [d], unreadable: true)
        let base = Baseline.make(from: [gone], baselineDirectory: "/r", cwd: "/r")
        XCTAssertEqual(base.count, 0)
    }

    func testMessageHashIgnoresLineNumbersOnly() {
        XCTAssertEqual(Baseline.messageHash("already used by the <view> at line 12; ids"),
                       Baseline.messageHash("already used by the <view> at line 40; ids"))
        XCTAssertEqual(Baseline.normalized("lines 3 and 14, column 7"), "lines # and #, column #")
        XCTAssertEqual(Baseline.normalized("priority 999 on the outline 3"), "priority 999 on the outline 3")
        XCTAssertNotEqual(Baseline.messageHash("multiplier 2"), Baseline.messageHash("multiplier 3"))
        XCTAssertEqual(Baseline.fnv1a64(""), "cbf29ce484222325")
        XCTAssertEqual(Baseline.fnv1a64("a"), "af63dc4c8601ec8c")
    }

    func testFileRoundTripAndErrors() throws {
        let d = Diagnostic(rule: "duplicate-id", severity: .error, message: "Dup \"x\".", line: 3, column: 1, objectID: "a")
        let base = Baseline.make(from: [FileReport(path: "b.xib", diagnostics: [d, d]), FileReport(path: "a.xib", diagnostics: [d])],
                                 baselineDirectory: "/r", cwd: "/r")
        let text = base.serialized()
        XCTAssertEqual(try Baseline.parse(Data(text.utf8), path: "b.json"), base)
        XCTAssertLessThan(text.range(of: "\"a.xib\"")!.lowerBound, text.range(of: "\"b.xib\"")!.lowerBound, "sorted")
        XCTAssertFalse(text.contains("\"line\""), "no line numbers in the file")

        XCTAssertThrowsError(try Baseline.parse(Data("nope".utf8), path: "b.json")) { XCTAssertTrue("\($0)".hasPrefix("b.json: not a nibtool baseline")) }
        XCTAssertThrowsError(try Baseline.parse(Data("{\"findings\": [{\"rule\": 1}]}".utf8), path: "b.json"))
        XCTAssertThrowsError(try check(baseline: "missing.json")) { XCTAssertTrue("\($0)".contains("cannot read the baseline file")) }
    }
}
