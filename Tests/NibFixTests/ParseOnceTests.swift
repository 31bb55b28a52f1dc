import XCTest
import Foundation
import NibCheck
@testable import NibFix
import NibXML

extension Fixer {
    /// The fixes as the command line runs them: with validate's checks.
    static func fix(bytes: [UInt8], path: String, request: FixRequest) throws -> FixResult {
        try fix(bytes: bytes, path: path, request: request, checks: ValidatorChecks())
    }
}

/// A fix reads each version of the document once: the gate, the edits and the check of what is
/// left unfixed share one parse (#29: `fix --add-missing` used to parse the same text four times).
final class ParseOnceTests: XCTestCase {
    func parses(_ name: String, _ actions: [FixAction]) throws -> (original: [UInt8], result: FixResult, parsed: [[UInt8]]) {
        let original = [UInt8](try Data(contentsOf: FixTests.repository.appendingPathComponent("SampleDocuments").appendingPathComponent(name)))
        let log = ParseLog()
        let result = try XMLReader.$parseLog.withValue(log) {
            try Fixer.fix(bytes: original, path: name, request: FixRequest(actions: actions))
        }
        return (original, result, log.parsed)
    }

    func testUpdateFramesParsesTheDocumentAndItsResultOnceEach() throws {
        let (original, result, parsed) = try parses("Problems/Misplaced.storyboard", [.updateFrames])
        XCTAssertTrue(result.changed)
        XCTAssertEqual(parsed, [original, result.fixed], "the document as read, then the fixed one for what is left unfixed")
    }

    func testAddMissingParsesEachVersionOnce() throws {
        let (original, result, parsed) = try parses("Problems/Ambiguous.storyboard", [.addMissing])
        XCTAssertTrue(result.changed)
        XCTAssertEqual(parsed.first, original)
        XCTAssertEqual(parsed.filter { $0 == original }.count, 1, "the document as read is parsed once")
        XCTAssertEqual(Set(parsed).count, parsed.count, "no version of the document is parsed twice")
        XCTAssertEqual(parsed.last, result.fixed, "the result was read when it was checked, and not again")
    }
}
