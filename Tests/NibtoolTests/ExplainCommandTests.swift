import XCTest
import Foundation

/// `nibtool explain` and `nibtool explain-log` as a user runs them (exit codes in README.md).
extension CommandLineTests {
    func testExplainViewByLabelExitsZeroAndShowsTheBrokenConstraint() throws {
        let r = try run(["explain", "SampleDocuments/Problems/Conflict.storyboard", "--view", "Box View"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("Box View.width = 200    H:[Box View(==200)]    [tCa-49-RAM]    BROKEN to resolve a conflict"), r.stdout)
        XCTAssertTrue(r.stdout.contains("The runtime breaks \"Box View.width = 200\""), r.stdout)
    }

    func testExplainAmbiguousViewJSONHasASecondFrame() throws {
        let r = try run(["explain", "SampleDocuments/Problems/Ambiguous.storyboard", "--view", "qCh-Pw-Qce", "--axis", "horizontal", "--format", "json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let axes = try XCTUnwrap(json["axes"] as? [[String: Any]])
        XCTAssertEqual(axes.count, 1)
        XCTAssertEqual(axes[0]["ambiguous"] as? Bool, true)
        XCTAssertEqual(axes[0]["size"] as? String, "free")
        XCTAssertEqual((axes[0]["alternateFrame"] as? [Double])?.count, 4)
    }

    /// Transforms are out of scope; where a runtime attribute transforms a view, preview and
    /// explain say its frame is the untransformed one.
    func testTransformedViewsAreNamedByPreviewAndExplain() throws {
        var text = try String(contentsOf: repository.appendingPathComponent("SampleDocuments/Problems/Misplaced.storyboard"), encoding: .utf8)
        let anchor = try XCTUnwrap(text.range(of: #"id="8Ed-md-QnL""#))
        let end = try XCTUnwrap(text.range(of: ">", range: anchor.upperBound..<text.endIndex))
        text.insert(contentsOf: """

            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.transform.rotation.z">
                    <real key="value" value="0.5"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
            """, at: end.upperBound)
        let file = try temporaryFile("Transformed.storyboard", Array(text.utf8))
        let preview = try run(["preview", file.path, "--format", "json"])
        XCTAssertEqual(preview.status, 0, preview.stderr)
        XCTAssertTrue(preview.stderr.contains("\"Green View\" (8Ed-md-QnL) is transformed at run time (layer.transform.rotation.z)"), preview.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(preview.stdout.utf8)) as? [String: Any])
        let views = try XCTUnwrap(json["views"] as? [[String: Any]])
        XCTAssertEqual(views.filter { $0["transform"] != nil }.map { $0["id"] as? String }, ["8Ed-md-QnL"])
        let explain = try run(["explain", file.path, "--view", "Green View"])
        XCTAssertTrue(explain.stdout.contains("transformed at run time (layer.transform.rotation.z)"), explain.stdout)
    }

    func testExplainUnknownViewIsAUsageErrorWithCloseMatches() throws {
        let r = try run(["explain", "SampleDocuments/Problems/Misplaced.storyboard", "--view", "Gren View"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("no view \"Gren View\"") && r.stderr.contains("close matches: Green View"), r.stderr)
        XCTAssertEqual(try run(["explain", "SampleDocuments/Problems/Misplaced.storyboard"]).status, 2, "--view or --tree is required")
        XCTAssertEqual(try run(["explain", "SampleDocuments/Problems/Misplaced.storyboard", "--tree", "--axis", "diagonal"]).status, 2)
    }

    func testExplainTreeMarksMisplacedViews() throws {
        let r = try run(["explain", "SampleDocuments/Problems/Misplaced.storyboard", "--tree"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("UIWindow:"), r.stdout)
        XCTAssertTrue(r.stdout.contains("|   *UIView:8Ed-md-QnL (Green View)") && r.stdout.contains("MISPLACED"), r.stdout)
    }

    func testExplainLogMapsAndExitsZero() throws {
        let r = try run(["explain-log", "Tests/Golden/explain-log/RuntimeConflict.log",
                         "--document", "SampleDocuments/Problems/RuntimeConflict.storyboard", "--document", "SampleDocuments/Problems/Conflict.storyboard"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("9gW-tE-2Lb Card View.width = 300 'card-width' (matched by identifier"), r.stdout)
        XCTAssertTrue(r.stdout.contains("NOT MAPPED"), r.stdout)
        let j = try run(["explain-log", "Tests/Golden/explain-log/Conflict.log", "--document", "SampleDocuments/Problems/Conflict.storyboard", "--format", "json"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(j.stdout.utf8)) as? [String: Any])
        let reports = try XCTUnwrap(json["reports"] as? [[String: Any]])
        XCTAssertEqual(reports.first?["broken"] as? Int, 1)
    }

    func testExplainLogWithoutReportExitsOneAndWithoutDocumentTwo() throws {
        let log = try temporaryFile("plain.log", Array("app started\n".utf8))
        let none = try run(["explain-log", log.path, "--document", "SampleDocuments/Problems/Conflict.storyboard"])
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.stderr.contains("no \"Unable to simultaneously satisfy constraints\" report"), none.stderr)
        XCTAssertEqual(try run(["explain-log", log.path]).status, 2)
        XCTAssertEqual(try run(["explain-log", "/nonexistent.log", "--document", "SampleDocuments/Problems/Conflict.storyboard"]).status, 2)
    }
}
