import Foundation
import XCTest

/// `validate --format html` / `--format markdown` as a reviewer gets them.
final class ReviewReportTests: XCTestCase {
    static let layoutRules: Set<String> = ["misplaced-view", "ambiguous-layout", "conflicting-constraints"]

    func testHTMLDrawsEveryDocumentWithLayoutFindings() throws {
        let json = try NibtoolProcess.run(["validate", "--format", "json", "SampleDocuments"])
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let files = try XCTUnwrap(root["files"] as? [[String: Any]])
        let withLayout = files.filter { ($0["diagnostics"] as? [[String: Any]] ?? []).contains { Self.layoutRules.contains($0["rule"] as? String ?? "") } }
        XCTAssertGreaterThan(withLayout.count, 3)

        let dir = try NibtoolProcess.temporaryDirectory("html")
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("report.html")
        let r = try NibtoolProcess.run(["validate", "--format", "html", "--report", "markdown:\(dir.path)/summary.md", "SampleDocuments"])
        XCTAssertEqual(r.status, json.status, r.stderr)
        try r.stdout.write(to: page, atomically: true, encoding: .utf8)
        let html = r.stdout
        for file in withLayout {
            let path = try XCTUnwrap(file["path"] as? String)
            let section = try XCTUnwrap(html.range(of: "<h2>\(path)</h2>"), "\(path) has its section")
            let next = html.range(of: "<section", range: section.upperBound..<html.endIndex)?.lowerBound ?? html.endIndex
            let body = html[section.upperBound..<next]
            XCTAssertTrue(body.contains("<svg"), "\(path) is drawn")
            XCTAssertTrue(body.contains("class=\"issue\""), "\(path): its findings are marked")
        }
        XCTAssertEqual(html.components(separatedBy: "<section").count - 1, files.filter { !($0["diagnostics"] as? [Any] ?? []).isEmpty }.count)
        XCTAssertTrue(html.contains("<a href=\"#doc"), "findings link to their marks")
        let markdown = try String(contentsOf: dir.appendingPathComponent("summary.md"), encoding: .utf8)
        XCTAssertTrue(markdown.hasPrefix("## nibtool: "), markdown)
        XCTAssertTrue(markdown.contains("| [`misplaced-view`]"), markdown)
    }
}
