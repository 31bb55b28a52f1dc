import Foundation
import NibCheck
import NibSchema
import XCTest

/// The schema check as users see it (libxml2's messages, whichever validator decided) and the
/// developer command that compares the fast validator with libxml2.
final class SchemaCheckTests: XCTestCase {
    func testSchemaViolationsKeepLibxml2sMessageAndPosition() throws {
        // The runtime attribute rule explains line 41 ("has type number, which needs an <integer> ...
        // child"); the schema's words for the same element are not printed a second time.
        let r = try NibtoolProcess.run(["validate", "SampleDocuments/Problems/RuntimeAttributes.storyboard"])
        XCTAssertEqual(r.status, 1)
        let line41 = r.stdout.split(separator: "\n").filter { $0.hasPrefix("SampleDocuments/Problems/RuntimeAttributes.storyboard:41:37:") }
        XCTAssertEqual(line41.count, 1, r.stdout)
        XCTAssertTrue(line41.first?.hasSuffix("[invalid-runtime-attribute]") == true, r.stdout)
        // With that rule off, the schema reports it, in libxml2's words and at its position.
        let dir = try NibtoolProcess.temporaryDirectory("schema-words")
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("nibtool.yml")
        try "disabled_rules: [invalid-runtime-attribute]\n".write(to: config, atomically: true, encoding: .utf8)
        let schemaOnly = try NibtoolProcess.run(["validate", "--config", config.path, "SampleDocuments/Problems/RuntimeAttributes.storyboard"])
        XCTAssertEqual(schemaOnly.status, 1)
        XCTAssertTrue(schemaOnly.stdout.contains("SampleDocuments/Problems/RuntimeAttributes.storyboard:41:37: error: Schema violation: Expecting an element integer, got nothing [schema-violation]"), schemaOnly.stdout)
    }

    /// Issue #30: libxml2 raises "Element rect failed to validate attributes" without a node;
    /// it was placed at 1:1. It belongs to the element its next errors are about.
    func testAnAttributeViolationWithoutANodeIsPlacedAtItsElement() throws {
        let dir = try NibtoolProcess.temporaryDirectory("schema-place")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("no-height.storyboard")
        let text = NibCheck.RuleExample.rootView("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                    <rect key="frame" x="16" y="59" width="100"/>
                </view>
            </subviews>
            """).documentText
        try Data(text.utf8).write(to: file)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("width=\"100\"/>") }! + 1
        let r = try NibtoolProcess.run(["validate", file.path])
        let schema = r.stdout.split(separator: "\n").filter { $0.hasSuffix("[schema-violation]") }
        XCTAssertFalse(schema.isEmpty, r.stdout)
        for v in schema {
            XCTAssertFalse(v.contains(":1:1:"), String(v))
            XCTAssertTrue(v.hasPrefix("\(file.path):\(line):"), "\(v) is not on line \(line)")
        }
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
