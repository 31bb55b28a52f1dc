import Foundation
import NibTestSupport
import XCTest

/// `explain` and `validate` read the same verdicts (`DocumentAnalysis`): a user who runs explain
/// on a view validate reported finds the same finding there, and explain names no finding that
/// validate does not report (by default: hints only with `--evidence all`).
final class ExplainValidateCommandAgreementTests: XCTestCase {
    static let layoutRules: Set<String> = ["ambiguous-layout", "content-priority-ambiguity", "misplaced-view"]

    /// validate's ambiguity and misplacement findings in the document's own configuration:
    /// "view axis rule", with "-" for a finding without an axis.
    func validateFindings(_ file: String) throws -> Set<String> {
        let r = try NibtoolProcess.run(["validate", "--format", "json", file])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stderr)
        let files = try XCTUnwrap(json["files"] as? [[String: Any]])
        var out = Set<String>()
        for f in files {
            for d in f["diagnostics"] as? [[String: Any]] ?? [] {
                guard let rule = d["rule"] as? String, Self.layoutRules.contains(rule), d["documentConfiguration"] as? Bool == true,
                      let id = d["objectID"] as? String else { continue }
                out.insert("\(id) \(d["axis"] as? String ?? "-") \(rule)")
            }
        }
        return out
    }

    /// What `explain --tree` names, scene by scene, in the document's own configuration.
    func explainFindings(_ file: String) throws -> Set<String> {
        let text = try String(contentsOfFile: file.hasPrefix("/") ? file : NibtoolProcess.repository.appendingPathComponent(file).path, encoding: .utf8)
        let scenes = try NSRegularExpression(pattern: #"<scene sceneID="([^"]+)""#)
            .matches(in: text, range: NSRange(text.startIndex..., in: text))
            .compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
        var out = Set<String>()
        for scene in scenes.isEmpty ? [nil] : scenes.map(Optional.some) {
            let r = try NibtoolProcess.run(["explain", file, "--tree", "--format", "json"] + (scene.map { ["--scene", $0] } ?? []))
            guard r.status == 0 else { continue }  // a scene without a view (a navigation controller's)
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stderr)
            for node in json["views"] as? [[String: Any]] ?? [] {
                for f in node["validate"] as? [[String: Any]] ?? [] {
                    out.insert("\(node["id"] as? String ?? "?") \(f["axis"] as? String ?? "-") \(f["rule"] as? String ?? "?")")
                }
            }
        }
        return out
    }

    func testExplainNamesExactlyTheLayoutFindingsValidateReports() throws {
        var files: [String] = []
        for folder in ["SampleDocuments/Problems", "SampleDocuments/Cookbook"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: NibtoolProcess.repository.appendingPathComponent(folder).path)
            files += names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { "\(folder)/\($0)" }
        }
        // Texts that fill their stack exactly: determined at nibtool's text sizes, a tie as soon
        // as they differ, which validate reports (and explain used to call "determined").
        let free = try NibtoolProcess.temporaryFile("Free.storyboard", Array(LayoutFixtures.wrappedLabelStack(distribution: "fill", width: nil).utf8))
        let preview = try NibtoolProcess.run(["preview", free.path, "--format", "json"])
        let views = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(preview.stdout.utf8)) as? [String: Any])?["views"] as? [[String: Any]], preview.stderr)
        let natural = try XCTUnwrap((views.first { $0["id"] as? String == "stk-00-001" }?["frame"] as? [Double])?[2])
        let exact = try NibtoolProcess.temporaryFile("ExactFit.storyboard", Array(LayoutFixtures.wrappedLabelStack(distribution: "fill", width: natural).utf8))
        files.append(exact.path)

        var seen = 0
        for file in files {
            let reported = try validateFindings(file)
            XCTAssertEqual(try explainFindings(file), reported, file)
            seen += reported.count
        }
        XCTAssertTrue(try validateFindings(exact.path).contains("lb1-00-001 horizontal content-priority-ambiguity"))
        // validate's message says why a user's canvas shows no tie there.
        let message = try NibtoolProcess.run(["validate", exact.path]).stdout
        XCTAssertTrue(message.contains("decided by a tie for \"A longer first title\" as soon as text sizes differ (the texts fill their space exactly"), message)
        // A tie the layout itself has (two labels sharing a row's slack) is not that kind.
        let tie = try NibtoolProcess.run(["validate", "SampleDocuments/Problems/ContentPriorityAmbiguity.storyboard"]).stdout
        XCTAssertTrue(tie.contains("width is decided by a tie for \"Left Label\"; give it"), tie)
        XCTAssertFalse(tie.contains("as soon as text sizes differ"), tie)
        XCTAssertGreaterThanOrEqual(seen, 7, "the samples' ambiguous, content-priority and misplaced findings, and the exact fit's")
    }

    /// validate's summary names the command that explains its first layout finding, and that
    /// command runs as printed (a path with a space is quoted) and names the same finding.
    func testValidateSuggestsTheExplainCommandThatShowsWhy() throws {
        let dir = try NibtoolProcess.temporaryDirectory("hint")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("My Screen.storyboard")
        try FileManager.default.copyItem(at: NibtoolProcess.repository.appendingPathComponent("SampleDocuments/Problems/Ambiguous.storyboard"), to: file)
        let r = try NibtoolProcess.run(["validate", file.path])
        let prefix = "nibtool: to see why a view is reported, run: "
        let hint = try XCTUnwrap(r.stderr.split(separator: "\n").first { $0.hasPrefix(prefix) }, r.stderr).dropFirst(prefix.count)
        XCTAssertEqual(String(hint), "nibtool explain '\(file.path)' --view qCh-Pw-Qce")
        let explain = try NibtoolProcess.run(["explain", file.path, "--view", "qCh-Pw-Qce"])
        XCTAssertEqual(explain.status, 0, explain.stderr)
        XCTAssertTrue(explain.stdout.contains("validate reports ambiguous-layout"), explain.stdout)
        // Nothing to explain, no hint.
        XCTAssertFalse(try NibtoolProcess.run(["validate", "SampleDocuments/Cookbook"]).stderr.contains(prefix))
    }
}
