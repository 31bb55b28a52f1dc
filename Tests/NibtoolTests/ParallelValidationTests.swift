import XCTest
import Foundation
import NibCheck

/// `validate` checks documents on all cores; its output must not depend on it.
final class ParallelValidationTests: XCTestCase {
    /// `count` documents: the sample documents copied round-robin under new names, in a fresh folder.
    static func manyDocuments(_ count: Int) throws -> URL {
        let samples = NibtoolProcess.repository.appendingPathComponent("SampleDocuments")
        let fm = FileManager.default
        let sources = (fm.enumerator(atPath: samples.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        let dir = try NibtoolProcess.temporaryDirectory("parallel")
        for i in 0..<count {
            let source = sources[i % sources.count]
            let name = String(format: "%04d-", i) + (source as NSString).lastPathComponent
            try fm.copyItem(at: samples.appendingPathComponent(source), to: dir.appendingPathComponent(name))
        }
        return dir
    }

    func testParallelOutputIsByteForByteTheSerialOne() throws {
        let count = ProcessInfo.processInfo.environment["NIBTOOL_PARALLEL_TEST_FILES"].flatMap(Int.init) ?? 1_000
        let dir = try Self.manyDocuments(count)
        defer { try? FileManager.default.removeItem(at: dir) }
        let serial = try NibtoolProcess.run(["validate", "--format", "json", "--jobs", "1", dir.path])
        let parallel = try NibtoolProcess.run(["validate", "--format", "json", dir.path])
        let wide = try NibtoolProcess.run(["validate", "--format", "json", "--jobs", "8", dir.path])
        XCTAssertEqual(serial.status, 1, serial.stderr)
        XCTAssertTrue(serial.stdout.contains("\"files\": \(count)"), String(serial.stdout.suffix(300)))
        XCTAssertEqual(parallel.status, serial.status)
        XCTAssertTrue(parallel.stdout == serial.stdout, "default jobs differ from --jobs 1")
        XCTAssertTrue(wide.stdout == serial.stdout, "--jobs 8 differs from --jobs 1")
    }

    func testJobsAndTimeoutOptionsAreChecked() throws {
        for bad in [["--jobs", "0"], ["--timeout", "-1"], ["--timeout", "nan"]] {
            let r = try NibtoolProcess.run(["validate"] + bad + ["SampleDocuments/Cookbook"])
            XCTAssertEqual(r.status, 2, "\(bad): \(r.stderr)")
        }
        let r = try NibtoolProcess.run(["validate", "--jobs", "3", "--timeout", "120", "SampleDocuments/Cookbook"])
        XCTAssertEqual(r.status, 0, r.stderr)
    }

    /// Issue #30: with too little memory for the largest documents side by side, validate checks
    /// fewer at once, says so, and reports the same.
    func testJobsAreLoweredWhenTheDocumentsDoNotFitInMemoryTogether() throws {
        let wide = try NibtoolProcess.run(["validate", "--format", "json", "--jobs", "4", "SampleDocuments"])
        // 40 MB, half of it usable: room for one worker (16 MB, plus 20 times a sample document of
        // at most 50 KB), not two.
        let tight = try NibtoolProcess.run(["validate", "--format", "json", "--jobs", "4", "SampleDocuments"],
                                           environment: ["NIBTOOL_MEMORY_AVAILABLE": "\(40 << 20)"])
        XCTAssertEqual(tight.status, wide.status, tight.stderr)
        XCTAssertTrue(tight.stdout == wide.stdout, "the report depends on the number of workers")
        XCTAssertTrue(tight.stderr.contains("nibtool: note: checking 1 document at a time instead of 4:"), tight.stderr)
        XCTAssertTrue(tight.stderr.contains("40.0 MB of memory is available"), tight.stderr)
        XCTAssertFalse(wide.stderr.contains("at a time"), wide.stderr)
    }

    /// `count` sibling views, each placed by four constraints: seconds of layout in a debug build.
    static func slowDocument(views count: Int) -> String {
        var views = "", constraints = ""
        for i in 0..<count {
            let id = String(format: "v%04d-00-000", i)
            views += #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="\#(i % 300)" y="\#(i % 700)" width="10" height="10"/></view>"#
            for (k, a) in ["leading", "top"].enumerated() {
                constraints += #"<constraint firstItem="\#(id)" firstAttribute="\#(a)" secondItem="rt0-00-000" secondAttribute="\#(a)" constant="\#(k == 0 ? i % 300 : i % 700)" id="\#(String(format: "c%04d-%d0-000", i, k))"/>"#
                constraints += #"<constraint firstItem="\#(id)" firstAttribute="\#(k == 0 ? "width" : "height")" constant="10" id="\#(String(format: "d%04d-%d0-000", i, k))"/>"#
            }
        }
        return RuleExample.rootView("<subviews>\(views)</subviews><constraints>\(constraints)</constraints>").documentText
    }

    func testADocumentOverTheTimeoutIsReportedAndTheOthersAreChecked() throws {
        let dir = try Self.manyDocuments(0)
        defer { try? FileManager.default.removeItem(at: dir) }
        let slow = dir.appendingPathComponent("Slow.storyboard")
        try Data(Self.slowDocument(views: 20_000).utf8).write(to: slow)
        let started = Date()
        let r = try NibtoolProcess.run(["validate", "--no-schema", "--timeout", "1", "--jobs", "2", slow.path, "SampleDocuments/Cookbook"])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stdout.contains("Slow.storyboard:1:1: error: Not checked: checking the document took longer than the 1 s timeout"), r.stdout)
        XCTAssertTrue(r.stderr.contains("Checked 18 files: 1 error, 0 warnings."), r.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "the run ends without waiting for the slow document")
    }
}
