import XCTest
import Foundation

/// Issue #30: the same failure gives the same exit status from every command, and nothing of
/// libxml2's own output reaches stderr.
final class MalformedInputTests: XCTestCase {
    func testMalformedXMLExitsOneFromEveryCommandWithoutRawLibxmlOutput() throws {
        let dir = try NibtoolProcess.temporaryDirectory("malformed")
        defer { try? FileManager.default.removeItem(at: dir) }
        // Shift_JIS with bytes that are not Shift_JIS: libxml2's converter used to print
        // "encoding error : input conversion failed" and "I/O error : encoder error" itself.
        let bad = dir.appendingPathComponent("bad.storyboard")
        try Data(Array("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>\n<document a=\"".utf8) + [0x81, 0xFF] + Array("\">\n</document>\n".utf8)).write(to: bad)
        let truncated = dir.appendingPathComponent("cut.storyboard")
        try Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n".utf8).write(to: truncated)
        for file in [bad.path, truncated.path] {
            for command in [["validate", file], ["fix", "--update-frames", "--dry-run", file], ["preview", "--format", "json", file],
                            ["explain", "--tree", file]] {
                let r = try NibtoolProcess.run(command)
                let name = command.joined(separator: " ")
                XCTAssertEqual(r.status, 1, "\(name)\n\(r.stderr)")
                XCTAssertTrue((r.stdout + r.stderr).contains("[malformed-xml]"), "\(name)\n\(r.stdout)\(r.stderr)")
                for raw in ["encoding error", "I/O error", "parser error"] {
                    XCTAssertFalse(r.stderr.contains(raw), "\(name): libxml2 printed \(raw)\n\(r.stderr)")
                }
            }
        }
    }
}
