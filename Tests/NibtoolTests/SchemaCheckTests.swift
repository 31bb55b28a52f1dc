import XCTest
import Foundation

/// The schema check as users see it (libxml2's messages, whichever validator decided) and the
/// developer command that compares the fast validator with libxml2.
final class SchemaCheckTests: XCTestCase {
    func testSchemaViolationsKeepLibxml2sMessageAndPosition() throws {
        let r = try NibtoolProcess.run(["validate", "SampleDocuments/Problems/RuntimeAttributes.storyboard"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stdout.contains("SampleDocuments/Problems/RuntimeAttributes.storyboard:41:37: error: Schema violation: Expecting an element integer, got nothing [schema-violation]"), r.stdout)
    }

    func testFastValidatorAgreesWithLibxml2OnSampleDocuments() throws {
        let root = NibtoolProcess.repository.appendingPathComponent("SampleDocuments")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
            .filter { ["storyboard", "xib"].contains($0.pathExtension) }.map(\.path).sorted()
        let r = try NibtoolProcess.run(["xml", "schema-check"] + files)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("invalid\tinvalid\t1\t\(root.path)/Problems/RuntimeAttributes.storyboard\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("summary: fast valid, libxml2 valid: \(files.count - 1)\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("\(files.count) files, 0 unsafe (fast valid, libxml2 invalid), 0 slow (fast invalid, libxml2 valid)"), r.stdout)
    }
}
