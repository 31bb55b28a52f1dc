import XCTest
import Foundation

/// Inputs that once crashed or hung nibtool (Tests/Fixtures/fuzz-regressions), through every
/// command that reads a document: each must end with a status and a report, never a signal.
final class FuzzRegressionTests: XCTestCase {
    static let folder = NibtoolProcess.repository.appendingPathComponent("Tests/Fixtures/fuzz-regressions")

    func testEveryRegressionEndsWithAStatusNotASignal() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0 != "README.md" }.sorted()
        XCTAssertFalse(names.isEmpty, "the regressions are in the repository")
        for name in names {
            let path = Self.folder.appendingPathComponent(name).path
            let started = Date()
            let validate = try NibtoolProcess.run(["validate", "--format", "json", "--no-schema", "--timeout", "20", path])
            XCTAssertFalse(validate.signaled, "\(name): validate crashed\n\(validate.stderr)")
            XCTAssertTrue([0, 1].contains(validate.status), "\(name): validate exited \(validate.status)")
            XCTAssertTrue(validate.stdout.contains("\"summary\""), "\(name): no report")
            for command in [["preview", "--format", "svg", path], ["preview", "--format", "ascii", path],
                            ["fix", "--update-frames", "--add-missing", "--dry-run", path]] {
                let r = try NibtoolProcess.run(command)
                XCTAssertFalse(r.signaled, "\(name): \(command[0]) crashed\n\(r.stderr)")
                XCTAssertTrue([0, 1].contains(r.status), "\(name): \(command[0]) exited \(r.status)\n\(r.stderr)")
            }
            XCTAssertLessThan(Date().timeIntervalSince(started), 60, "\(name) is slow again")
        }
    }
}
