import Foundation
import XCTest

/// The same document gives the same findings on every machine: nibtool measures text with the
/// font it ships and finds its data from its own location, not from fontconfig, the machine's
/// font folders or the current folder.
final class PortableResultsTests: XCTestCase {
    func testFindingsDoNotDependOnTheMachinesFonts() throws {
        let tmp = try NibtoolProcess.temporaryDirectory("fonts")
        defer { try? FileManager.default.removeItem(at: tmp) }
        // An empty fontconfig configuration (no font folders at all) and a home without fonts.
        let conf = tmp.appendingPathComponent("empty-fonts.conf")
        try "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">\n<fontconfig></fontconfig>\n".write(to: conf, atomically: true, encoding: .utf8)
        let samples = NibtoolProcess.repository.appendingPathComponent("SampleDocuments").path
        let normal = try NibtoolProcess.run(["validate", "--format", "json", samples], in: tmp)
        let bare = try NibtoolProcess.run(["validate", "--format", "json", samples], in: tmp,
                                          environment: ["FONTCONFIG_FILE": conf.path, "FONTCONFIG_PATH": tmp.path, "HOME": tmp.path,
                                                        "XDG_DATA_HOME": tmp.path, "XDG_DATA_DIRS": tmp.path])
        XCTAssertEqual(normal.status, 1, normal.stderr)
        XCTAssertEqual(bare.status, normal.status, bare.stderr)
        XCTAssertTrue(normal.stdout.contains("misplaced-view"), "SampleDocuments has text-dependent findings")
        XCTAssertEqual(bare.stdout, normal.stdout)
        XCTAssertFalse(bare.stderr.contains("warning"), bare.stderr)
    }

    /// Without the font, nibtool says so (its sizes are estimates) instead of reporting other
    /// findings with no message.
    func testAMissingFontIsReported() throws {
        let tmp = try NibtoolProcess.temporaryDirectory("nofont")
        defer { try? FileManager.default.removeItem(at: tmp) }
        let doc = NibtoolProcess.repository.appendingPathComponent("SampleDocuments/Problems/Misplaced.storyboard").path
        // Every command that lays text out says it, not only validate.
        for command in [["validate"], ["preview", "--format", "json"], ["xml", "frames"], ["explain", "--tree"], ["fix", "--update-frames", "--dry-run"]] {
            let r = try NibtoolProcess.run(command + [doc], environment: ["NIBTEXT_FONT_DIR": tmp.path])
            XCTAssertTrue(r.stderr.contains("warning: Inter, the font nibtool measures text with, is missing"), "\(command): \(r.stderr)")
        }
    }
}
