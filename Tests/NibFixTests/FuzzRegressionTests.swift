import XCTest
import Foundation
import NibCheck
import NibFix

/// Inputs the fuzzer found (Tests/Fixtures/fuzz-regressions), through the fuzz target's pipeline.
final class FuzzRegressionTests: XCTestCase {
    static let folder = FixTests.repository.appendingPathComponent("Tests/Fixtures/fuzz-regressions")

    func testEveryFuzzRegressionGetsAReportInBoundedTime() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0 != "README.md" }.sorted()
        XCTAssertFalse(names.isEmpty, "the regressions are in the repository")
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
            let started = Date()
            let report = Validator().validate(bytes: bytes, path: name)
            XCTAssertEqual(report.path, name)
            if !report.unreadable {
                _ = try? Fixer.fix(bytes: bytes, path: name, request: FixRequest(actions: [.updateFrames, .addMissing]))
            }
            XCTAssertLessThan(Date().timeIntervalSince(started), 10, "\(name) is slow again")
        }
    }
}
