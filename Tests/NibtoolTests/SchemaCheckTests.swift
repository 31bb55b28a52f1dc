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

    func testASchemaTheFastValidatorCannotUseIsValidatedByLibxml2WithANote() throws {
        let dir = try NibtoolProcess.temporaryDirectory("schema")
        defer { try? FileManager.default.removeItem(at: dir) }
        let schema = dir.appendingPathComponent("s.rng")
        try #"<grammar xmlns="http://relaxng.org/ns/structure/1.0"><start><element name="document"><mixed><empty/></mixed></element></start></grammar>"#
            .write(to: schema, atomically: true, encoding: .utf8)
        let r = try NibtoolProcess.run(["validate", "--schema", schema.path, "SampleDocuments/Problems/Clean.xib"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("the fast schema validator cannot use \(schema.path)"), r.stderr)
        XCTAssertTrue(r.stderr.contains("<mixed> is not supported by the fast validator"), r.stderr)
        XCTAssertTrue(r.stdout.contains("Clean.xib:3:5: error: Schema violation: Did not expect element device there [schema-violation]"), r.stdout)
        let check = try NibtoolProcess.run(["xml", "schema-check", "--schema", schema.path, "SampleDocuments/Problems/Clean.xib"])
        XCTAssertEqual(check.status, 2, check.stdout + check.stderr)
    }
}
