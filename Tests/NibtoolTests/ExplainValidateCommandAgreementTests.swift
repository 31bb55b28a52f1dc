import Foundation
import NibTestSupport
import XCTest

/// `explain` and `validate` read the same verdicts (`DocumentAnalysis`): a user who runs explain
/// on a view validate reported finds the same finding there, and explain names no finding that
/// validate does not report (by default: hints only with `--evidence all`).
final class ExplainValidateCommandAgreementTests: XCTestCase {
    static let layoutRules: Set<String> = ["ambiguous-layout", "content-priority-ambiguity", "misplaced-view"]

    /// validate's layout findings in the document's own configuration: "view axis rule", with
    /// "-" for a finding without an axis, and "constraint+constraint - rule" for a conflict.
    func validateFindings(_ file: String) throws -> Set<String> {
        let r = try NibtoolProcess.run(["validate", "--format", "json", file])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stderr)
        let files = try XCTUnwrap(json["files"] as? [[String: Any]])
        var out = Set<String>()
        for f in files {
            for d in f["diagnostics"] as? [[String: Any]] ?? [] {
                guard let rule = d["rule"] as? String, d["documentConfiguration"] as? Bool == true else { continue }
                if rule == "conflicting-constraints" {
                    out.insert("\(((d["constraints"] as? [String]) ?? []).sorted().joined(separator: "+")) - \(rule)")
                }
                guard Self.layoutRules.contains(rule), let id = d["objectID"] as? String else { continue }
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
            for c in json["conflicts"] as? [[String: Any]] ?? [] {
                guard let v = c["validate"] as? [String: Any], v["reportedByDefault"] as? Bool == true, let rule = v["rule"] as? String else { continue }
                out.insert("\(((c["constraintIDs"] as? [String]) ?? []).sorted().joined(separator: "+")) - \(rule)")
            }
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
        XCTAssertGreaterThanOrEqual(seen, 9, "the samples' ambiguous, content-priority, misplaced and conflict findings, and the exact fit's")
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

    /// `--tree` prints every hierarchy of the scene (a xib's top-level views too), as Xcode's
    /// outline lists them, so that a finding in a view no controller holds is not out of its sight;
    /// and it lists the scene's conflicts with validate's verdict.
    func testTreeShowsEveryTopLevelViewAndTheConflicts() throws {
        var text = try String(contentsOf: NibtoolProcess.repository.appendingPathComponent("SampleDocuments/Problems/Clean.xib"), encoding: .utf8)
        let end = try XCTUnwrap(text.range(of: "    </objects>"))
        text.insert(contentsOf: """
                <view contentMode="scaleToFill" id="xtr-00-001" userLabel="Extra View">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001" userLabel="Box">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="w01-00-001"/>
                                <constraint firstAttribute="width" constant="120" id="w02-00-001"/>
                                <constraint firstAttribute="height" constant="100" id="h01-00-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="xtr-00-001" secondAttribute="leading" id="l01-00-001"/>
                        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="xtr-00-001" secondAttribute="top" id="t01-00-001"/>
                    </constraints>
                </view>

            """, at: end.lowerBound)
        let file = try NibtoolProcess.temporaryFile("TwoViews.xib", Array(text.utf8))
        let tree = try NibtoolProcess.run(["explain", file.path, "--tree"])
        XCTAssertEqual(tree.status, 0, tree.stderr)
        XCTAssertTrue(tree.stdout.contains("•UIView:YAr-8u-3Z7 (Profile Header View)"), tree.stdout)
        XCTAssertTrue(tree.stdout.contains("•UIView:xtr-00-001 (Extra View)"), tree.stdout)
        XCTAssertTrue(tree.stdout.contains(#"Conflict: "Box.width = 100", "Box.width = 120""#), tree.stdout)
        XCTAssertTrue(tree.stdout.contains("validate reports conflicting-constraints (evidence: document)"), tree.stdout)
        XCTAssertEqual(try explainFindings(file.path), try validateFindings(file.path))
    }
}
