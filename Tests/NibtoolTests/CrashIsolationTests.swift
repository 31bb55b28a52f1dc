import XCTest
import Foundation
import NibCheck

/// Issue #30: a document that crashes nibtool is reported as `internal-error`, and every other
/// document is still checked and every report written. The crash is forced through the hidden
/// test hook `NIBTOOL_TEST_CRASH_ON` (a trap while checking a path with that suffix).
final class CrashIsolationTests: XCTestCase {
    func documents(_ names: [String]) throws -> URL {
        let dir = try NibtoolProcess.temporaryDirectory("crash")
        // A finding in each, so that a document left out of a report would be noticed.
        let withFinding = RuleExample.rootView("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                    <rect key="frame" x="16" y="59" width="nan" height="100"/>
                </view>
            </subviews>
            """).documentText
        for name in names { try Data(withFinding.utf8).write(to: dir.appendingPathComponent(name)) }
        return dir
    }

    func testACrashingDocumentLeavesTheOthersCheckedAndEveryReportWritten() throws {
        let names = ["a.storyboard", "b.storyboard", "crash.storyboard", "d.storyboard", "e.storyboard"]
        let dir = try documents(names)
        defer { try? FileManager.default.removeItem(at: dir) }
        for jobs in ["1", "3"] {
            let sarif = dir.appendingPathComponent("out-\(jobs).sarif"), junit = dir.appendingPathComponent("out-\(jobs).xml")
            let r = try NibtoolProcess.run(["validate", "--format", "json", "--jobs", jobs, "--report", "sarif:" + sarif.path,
                                            "--report", "junit:" + junit.path, dir.path],
                                           environment: [CrashIsolation.testCrashVariable: "crash.storyboard"])
            XCTAssertFalse(r.signaled, r.stderr)
            XCTAssertEqual(r.status, 1, r.stderr)
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stdout)
            let files = try XCTUnwrap(json["files"] as? [[String: Any]])
            XCTAssertEqual(files.compactMap { ($0["path"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } }, names)
            for f in files {
                let rules = (f["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
                if (f["path"] as? String ?? "").hasSuffix("crash.storyboard") {
                    XCTAssertEqual(rules, ["internal-error"])
                    let message = (f["diagnostics"] as? [[String: Any]])?.first?["message"] as? String ?? ""
                    XCTAssertTrue(message.contains("crash.storyboard"), message)
                } else {
                    XCTAssertTrue(rules.contains("invalid-value"), "\(f["path"] ?? ""): \(rules)")
                }
            }
            let sarifText = try String(contentsOf: sarif, encoding: .utf8), junitText = try String(contentsOf: junit, encoding: .utf8)
            for name in names {
                XCTAssertTrue(sarifText.contains(name), "SARIF lacks \(name)")
                XCTAssertTrue(junitText.contains(name), "JUnit lacks \(name)")
            }
            XCTAssertTrue(sarifText.contains("internal-error"))
            XCTAssertTrue(r.stderr.contains("crashed (signal"), r.stderr)
        }
    }

    func testWithoutACrashTheHookIsInertAndNothingIsReportedAsInternal() throws {
        let dir = try documents(["a.storyboard", "b.storyboard"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try NibtoolProcess.run(["validate", "--format", "json", dir.path], environment: [CrashIsolation.testCrashVariable: "nothing-matches.storyboard"])
        XCTAssertEqual(r.status, 1)
        XCTAssertFalse(HostileValuesTests.rules(inJSON: r.stdout).contains("internal-error"))
        XCTAssertFalse(r.stderr.contains("crashed"), r.stderr)
    }

    func testTwoCrashingDocumentsAreBothFound() throws {
        let dir = try documents(["a.storyboard", "x-crash.storyboard", "y-crash.storyboard", "z.storyboard"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try NibtoolProcess.run(["validate", "--format", "json", "--jobs", "2", dir.path],
                                       environment: [CrashIsolation.testCrashVariable: "-crash.storyboard"])
        XCTAssertEqual(r.status, 1, r.stderr)
        let rules = HostileValuesTests.rules(inJSON: r.stdout)
        XCTAssertEqual(rules.filter { $0 == "internal-error" }.count, 2, "\(rules)")
        XCTAssertEqual(rules.filter { $0 == "invalid-value" }.count >= 2, true, "\(rules)")
    }

    /// One named file is checked in the same process: there are no other documents to protect, and
    /// a supervising process would add its start-up time to every single-file run. Its crash is
    /// not hidden (the process dies by the signal); a folder holding the same one file is isolated.
    func testASingleNamedFileIsCheckedWithoutASupervisor() throws {
        let dir = try documents(["crash.storyboard"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let environment = [CrashIsolation.testCrashVariable: "crash.storyboard"]
        let single = try NibtoolProcess.run(["validate", "--format", "json", dir.appendingPathComponent("crash.storyboard").path],
                                            environment: environment)
        XCTAssertTrue(single.signaled, "status \(single.status): \(single.stdout)")
        let folder = try NibtoolProcess.run(["validate", "--format", "json", dir.path], environment: environment)
        XCTAssertFalse(folder.signaled, folder.stderr)
        XCTAssertTrue(HostileValuesTests.rules(inJSON: folder.stdout).contains("internal-error"), folder.stdout)
    }
}
