import XCTest
import Foundation
import NibCheck

/// Issue #30: fix, preview, explain, explain-log and diff honour `--timeout` as validate does, reporting the
/// document as `resource-limit` (exit 1) instead of running on.
final class CommandTimeoutTests: XCTestCase {
    /// A box pinned to the root, plus `count` width constraints on it: slow to lay out and fix.
    static func manyConstraints(_ count: Int) -> String {
        var constraints = """
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="top-00-001"/>

            """
        for i in 0..<count {
            constraints += #"<constraint firstItem="box-00-001" firstAttribute="width" relation="greaterThanOrEqual" constant="\#(i % 50)" id="c\#(i)-00-001"/>"# + "\n"
        }
        return RuleExample.rootView("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                    <rect key="frame" x="16" y="59" width="100" height="100"/>
                </view>
            </subviews>
            <constraints>
            \(constraints)</constraints>
            """).documentText
    }

    func testEveryLayoutCommandStopsAtItsTimeout() throws {
        let dir = try NibtoolProcess.temporaryDirectory("timeout")
        defer { try? FileManager.default.removeItem(at: dir) }
        let slow = dir.appendingPathComponent("slow.storyboard").path
        try Data(Self.manyConstraints(4_000).utf8).write(to: URL(fileURLWithPath: slow))
        let before = try Data(contentsOf: URL(fileURLWithPath: slow))
        for command in [["fix", "--add-missing", "--timeout", "0.05", slow],
                        ["preview", "--format", "json", "--timeout", "0.05", slow],
                        ["explain", "--tree", "--timeout", "0.05", slow],
                        ["diff", "--timeout", "0.02", slow, slow],
                        ["explain-log", "--timeout", "0.02", "--document", slow, "Tests/Golden/explain-log/Conflict.log"],
                        ["validate", "--timeout", "0.05", slow]] {
            let r = try NibtoolProcess.run(command)
            let name = command.joined(separator: " ")
            XCTAssertFalse(r.signaled, name)
            XCTAssertEqual(r.status, 1, "\(name)\n\(r.stderr)")
            XCTAssertTrue((r.stdout + r.stderr).contains("[resource-limit]"), "\(name)\n\(r.stdout)\(r.stderr)")
            XCTAssertTrue((r.stdout + r.stderr).contains("timeout"), name)
        }
        // fix gave up before writing: the document is as it was.
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: slow)), before)
    }

    func testWithinTheLimitTheCommandsAnswerAsBefore() throws {
        let dir = try NibtoolProcess.temporaryDirectory("timeout-ok")
        defer { try? FileManager.default.removeItem(at: dir) }
        let small = dir.appendingPathComponent("small.storyboard").path
        try Data(Self.manyConstraints(2).utf8).write(to: URL(fileURLWithPath: small))
        let preview = try NibtoolProcess.run(["preview", "--format", "json", "--timeout", "30", small])
        XCTAssertEqual(preview.status, 0, preview.stderr)
        XCTAssertTrue(preview.stdout.contains("box-00-001"))
        let bad = try NibtoolProcess.run(["preview", "--timeout=-1", small])
        XCTAssertNotEqual(bad.status, 0, bad.stderr)
        XCTAssertTrue(bad.stderr.contains("--timeout -1.0: expected a number of seconds"), bad.stderr)
    }
}
