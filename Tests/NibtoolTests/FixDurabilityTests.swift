import XCTest
import Foundation

/// `fix` rewrites users' files: killed at any instant, the file must hold either the old bytes or
/// the complete new ones, never a mixture, a truncation or nothing.
final class FixDurabilityTests: XCTestCase {
    /// A misplaced-view document made large (a long comment) so that reading, fixing and writing
    /// take long enough for kills to land at every stage.
    func largeMisplacedDocument() throws -> [UInt8] {
        let sample = try String(contentsOf: NibtoolProcess.repository.appendingPathComponent("SampleDocuments/Problems/Misplaced.storyboard"), encoding: .utf8)
        let padding = "<!--" + String(repeating: "padding to make the document large enough to be killed while writing\n", count: 3_000) + "-->\n"
        guard let end = sample.range(of: "?>\n") else { throw XCTSkip("sample has no XML declaration") }
        return Array((sample[..<end.upperBound] + padding + sample[end.upperBound...]).utf8)
    }

    func testSIGKILLAtRandomInstantsLeavesOldOrNewFile() throws {
        let runs = ProcessInfo.processInfo.environment["NIBTOOL_KILL_TEST_RUNS"].flatMap(Int.init) ?? 200
        let original = try largeMisplacedDocument()
        let dir = try NibtoolProcess.temporaryDirectory("kill")
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = dir.appendingPathComponent("Source.storyboard")
        try Data(original).write(to: source)
        let expectedURL = dir.appendingPathComponent("Expected.storyboard")
        let r = try NibtoolProcess.run(["fix", "--update-frames", "--output", expectedURL.path, source.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let expected = [UInt8](try Data(contentsOf: expectedURL))
        XCTAssertNotEqual(expected, original, "the fix changes the document")
        // How long an uninterrupted in-place fix takes here, now (the machine may be busy).
        var durations: [TimeInterval] = []
        for _ in 0..<3 {
            try Data(original).write(to: source)
            let started = Date()
            _ = try NibtoolProcess.run(["fix", "--update-frames", source.path])
            durations.append(Date().timeIntervalSince(started))
        }
        let duration = durations.sorted()[1]
        var outcomes = (old: 0, new: 0)
        for i in 0..<runs {
            let file = dir.appendingPathComponent("Run\(i).storyboard")
            try Data(original).write(to: file)
            let p = Process()
            p.executableURL = NibtoolProcess.binary
            p.arguments = ["fix", "--update-frames", file.path]
            p.standardError = FileHandle.nullDevice
            p.standardOutput = FileHandle.nullDevice
            try p.run()
            // Uniform over the whole run (and a little past it), in microseconds.
            usleep(useconds_t(Double.random(in: 0..<(duration * 1.3)) * 1_000_000))
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            let now = [UInt8](try Data(contentsOf: file))
            if now == original { outcomes.old += 1 } else if now == expected { outcomes.new += 1 } else {
                XCTFail("run \(i): the file is neither the original nor the fixed document (\(now.count) bytes)")
            }
            try? FileManager.default.removeItem(at: file)
        }
        print("kill test: \(runs) runs of \(String(format: "%.0f", duration * 1000)) ms: \(outcomes.old) old, \(outcomes.new) new")
        XCTAssertEqual(outcomes.old + outcomes.new, runs)
    }
}
