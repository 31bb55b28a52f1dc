import XCTest
import Foundation

/// `nibtool xml roundtrip --regenerate` tells a serializer difference from a document edited by
/// hand after Xcode saved it (a blank line, CR LF endings, an indentation Xcode never writes).
final class RoundTripCommandTests: XCTestCase {
    func testWhitespaceXcodeNeverWritesIsHandEditedNotADifference() throws {
        let dir = try NibtoolProcess.temporaryDirectory("roundtrip")
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try String(contentsOf: NibtoolProcess.repository.appendingPathComponent("SampleDocuments/Problems/Clean.xib"), encoding: .utf8)
        var lines = original.components(separatedBy: "\n")
        let constraintsLine = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("<constraints>") })
        func write(_ name: String, _ text: String) throws -> String {
            let url = dir.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let unchanged = try write("unchanged.xib", original)
        var blank = lines; blank.insert("", at: constraintsLine)
        let blankLine = try write("blank.xib", blank.joined(separator: "\n"))
        let crlf = try write("crlf.xib", original.replacingOccurrences(of: "\n", with: "\r\n"))
        var odd = lines; odd[constraintsLine] = " " + odd[constraintsLine]
        let oddIndent = try write("odd.xib", odd.joined(separator: "\n"))
        lines[constraintsLine] = "    " + lines[constraintsLine]
        let fourMore = try write("four.xib", lines.joined(separator: "\n"))

        let clean = try NibtoolProcess.run(["xml", "roundtrip", "--regenerate", unchanged, blankLine, crlf, oddIndent])
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertTrue(clean.stdout.contains("HAND-EDITED\t\(blankLine)\tline \(constraintsLine + 1): blank line"), clean.stdout)
        XCTAssertTrue(clean.stdout.contains("HAND-EDITED\t\(crlf)\tline 1: CR LF line ending"), clean.stdout)
        XCTAssertTrue(clean.stdout.contains("HAND-EDITED\t\(oddIndent)\tline \(constraintsLine + 1): indented"), clean.stdout)
        XCTAssertTrue(clean.stdout.contains("identical 1 of 4 (3 others differ only in whitespace Xcode does not write: edited by hand)"), clean.stdout)
        // Four more spaces is an indentation Xcode could write, at another depth: a real difference.
        let different = try NibtoolProcess.run(["xml", "roundtrip", "--regenerate", fourMore])
        XCTAssertEqual(different.status, 1, different.stdout)
        XCTAssertTrue(different.stdout.hasPrefix("DIFFERENT\t\(fourMore)"), different.stdout)
    }
}
