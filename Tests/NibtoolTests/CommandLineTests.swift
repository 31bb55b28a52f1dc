import XCTest
import NibCheck
import NibText
import Foundation

/// Runs the built `nibtool` binary as a user would.
final class CommandLineTests: XCTestCase {
    var binary: URL { NibtoolProcess.binary }
    var repository: URL { NibtoolProcess.repository }
    typealias Result = NibtoolProcess.Result

    func run(_ arguments: [String], in directory: URL? = nil) throws -> Result { try NibtoolProcess.run(arguments, in: directory) }
    func temporaryFile(_ name: String, _ contents: [UInt8]) throws -> URL { try NibtoolProcess.temporaryFile(name, contents) }

    func testCleanCookbookDocumentsExitZero() throws {
        let r = try run(["validate", "SampleDocuments/Cookbook"])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.contains("Checked 17 files: 0 errors"), r.stderr)
    }

    func testProblemDocumentsAreReportedWithLocationsAndExitOne() throws {
        let r = try run(["validate", "SampleDocuments/Problems"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stdout.contains("SampleDocuments/Problems/BrokenReference.storyboard:"), r.stdout)
        XCTAssertTrue(r.stdout.contains("[unknown-reference]"))
        XCTAssertTrue(r.stdout.contains("SampleDocuments/Problems/DuplicateID.storyboard:"))
        XCTAssertTrue(r.stdout.contains("[duplicate-id]"))
        for line in r.stdout.split(separator: "\n") {
            XCTAssertNotNil(line.range(of: #"^[^:]+:\d+:\d+: (error|warning|note): .+ \[[a-z-]+\]$"#, options: .regularExpression), String(line))
        }
    }

    /// `--evidence`: by default findings proven or resting on nibtool's model (the stale root, a
    /// warning); `all` adds hints as notes (the bar whose frame follows from the root's);
    /// `proven` keeps what holds whatever nibtool cannot know. JSON names each finding's evidence.
    func testEvidenceSelectsFindingsByWhatTheyRestOn() throws {
        func misplaced(_ extra: [String]) throws -> [(severity: String, evidence: String)] {
            let r = try run(["validate", "--format", "json"] + extra + ["SampleDocuments/Problems/MisplacedRoot.storyboard"])
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let files = try XCTUnwrap(json["files"] as? [[String: Any]])
            return files.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }
                .filter { $0["rule"] as? String == "misplaced-view" }
                .map { ($0["severity"] as? String ?? "", $0["evidence"] as? String ?? "") }
        }
        XCTAssertEqual(try misplaced([]).map(\.evidence), ["screen-size"])
        XCTAssertEqual(try misplaced([]).map(\.severity), ["warning"])
        XCTAssertEqual(try misplaced(["--evidence", "all"]).map(\.evidence), ["screen-size", "modelled-frame"])
        XCTAssertEqual(try misplaced(["--evidence", "all"]).map(\.severity), ["warning", "note"])
        XCTAssertEqual(try misplaced(["--evidence", "proven"]).count, 0)
    }

    func testJSONOutputParsesAndFollowsTheContract() throws {
        let r = try run(["validate", "--format", "json", "SampleDocuments"])
        XCTAssertEqual(r.status, 1)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["tool"] as? String, "nibtool")
        XCTAssertEqual(json["version"] as? String, "0.1.0")
        let files = try XCTUnwrap(json["files"] as? [[String: Any]])
        XCTAssertEqual(files.count, 32)
        XCTAssertEqual(files.map { $0["path"] as! String }, files.map { $0["path"] as! String }.sorted())
        let summary = try XCTUnwrap(json["summary"] as? [String: Int])
        XCTAssertEqual(summary["files"], 32)
        XCTAssertGreaterThanOrEqual(summary["errors"] ?? 0, 3)
        let broken = try XCTUnwrap(files.first { ($0["path"] as! String).hasSuffix("BrokenReference.storyboard") })
        XCTAssertEqual(broken["device"] as? String, "retina6_12")
        let diagnostics = try XCTUnwrap(broken["diagnostics"] as? [[String: Any]])
        let first = try XCTUnwrap(diagnostics.first)
        for key in ["rule", "severity", "message", "line", "column", "objectIDs"] { XCTAssertNotNil(first[key], key) }
    }

    func testUnreadableInputExitsTwoButOthersAreStillChecked() throws {
        let r = try run(["validate", "/nonexistent/Main.storyboard", "SampleDocuments/Problems/DuplicateID.storyboard"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stdout.contains("/nonexistent/Main.storyboard:1:1: error: Cannot read the file"), r.stdout)
        XCTAssertTrue(r.stdout.contains("[duplicate-id]"))
    }

    func testBadInputsGiveDiagnosticsNotCrashes() throws {
        let cases: [(String, [UInt8], String)] = [
            ("empty.storyboard", [], "malformed-xml"),
            ("garbage.xib", (0..<2000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }, "malformed-xml"),
            ("truncated.storyboard", Array("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>".utf8), "malformed-xml"),
            ("plist.storyboard", Array("<?xml version=\"1.0\"?>\n<plist><dict/></plist>\n".utf8), "unsupported-document"),
            ("deep.storyboard", Array((String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)).utf8), "malformed-xml"),
            ("utf8.storyboard", Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document a=\"".utf8) + [0xFF, 0xFE] + Array("\"/>".utf8), "malformed-xml"),
        ]
        for (name, bytes, rule) in cases {
            let url = try temporaryFile(name, bytes)
            let r = try run(["validate", "--format", "json", url.path])
            XCTAssertEqual(r.status, 1, "\(name): \(r.stderr)")
            XCTAssertTrue(r.stdout.contains("\"rule\": \"\(rule)\""), "\(name): \(r.stdout)")
        }
    }

    func testEntityBombAndExternalEntityAreRefused() throws {
        var dtd = "<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for i in 1...9 { dtd += "<!ENTITY lol\(i) \"" + String(repeating: "&lol\(i == 1 ? "" : String(i - 1));", count: 10) + "\">\n" }
        let bomb = try temporaryFile("bomb.storyboard", Array(("<?xml version=\"1.0\"?>\n" + dtd + "]>\n<document>&lol9;</document>\n").utf8))
        let xxe = try temporaryFile("xxe.storyboard", Array("<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document>&x;</document>\n".utf8))
        for url in [bomb, xxe] {
            let r = try run(["validate", url.path])
            XCTAssertEqual(r.status, 1)
            XCTAssertTrue(r.stdout.contains("[unsupported-document]"), r.stdout)
            XCTAssertTrue(r.stdout.contains(":2:"), r.stdout)
            XCTAssertFalse(r.stdout.contains("root:"))
        }
    }

    func testExtraReportsAreWrittenInTheSameRun() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let sarif = dir.appendingPathComponent("nibtool.sarif").path, quality = dir.appendingPathComponent("gl-code-quality.json").path
        let r = try run(["validate", "--report", "sarif:" + sarif, "--report", "codeclimate:" + quality, "SampleDocuments/Problems"])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stdout.contains("[duplicate-id]"), r.stdout)   // the human report still goes to stdout
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: quality))) as? [[String: Any]])
        XCTAssertEqual(issues.count, r.stdout.split(separator: "\n").count)   // one issue per finding printed

        // A bad --report is a usage error before anything runs; a report that cannot be written fails the run.
        XCTAssertEqual(try run(["validate", "--report", "xml:out.xml", "SampleDocuments/Problems/Clean.xib"]).status, 2)
        XCTAssertEqual(try run(["validate", "--report", "sarif:", "SampleDocuments/Problems/Clean.xib"]).status, 2)
        let unwritable = try run(["validate", "--report", "json:" + dir.appendingPathComponent("missing/x.json").path, "SampleDocuments/Problems/Clean.xib"])
        XCTAssertEqual(unwritable.status, 2)
        XCTAssertTrue(unwritable.stderr.contains("the json report was not written"), unwritable.stderr)
    }

    /// An app folder as a team has it: `.nibtool.yml` names the sources once; the asset catalog,
    /// the font files and the language files beside Base.lproj are found without any option.
    func testProjectChecksResourcesAndLocalizations() throws {
        let dir = try NibtoolProcess.temporaryDirectory("project")
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ path: String, _ text: String) throws {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write(".nibtool.yml", "sources: [App]\n")
        try write("App/Assets.xcassets/Contents.json", "{}")
        try write("App/Assets.xcassets/Logo.imageset/Contents.json", "{}")
        try write("App/Assets.xcassets/Brand/Contents.json", "{\"properties\": {\"provides-namespace\": true}}")
        try write("App/Assets.xcassets/Brand/Accent.colorset/Contents.json", "{}")
        try write("App/header@2x.png", "")
        try write("App/Base.lproj/Main.storyboard", RuleExample.storyboard(rootViewContent: """
        <subviews>
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Logoo" translatesAutoresizingMaskIntoConstraints="NO" id="im0-00-001">
                <rect key="frame" x="16" y="59" width="100" height="100"/>
            </imageView>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                <rect key="frame" x="16" y="167" width="361" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <color key="textColor" name="Brand/Accent"/>
                <nil key="highlightedColor"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-002">
                <rect key="frame" x="16" y="196" width="361" height="21"/>
                <fontDescription key="fontDescription" name="Inter-Regular" family="Inter" pointSize="17"/>
                <nil key="highlightedColor"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sale" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-003">
                <rect key="frame" x="16" y="225" width="361" height="21"/>
                <fontDescription key="fontDescription" name="Inter-Heavy" family="Inter" pointSize="17"/>
                <nil key="highlightedColor"/>
            </label>
        </subviews>
        """, resources: """
        <resources>
            <image name="Logoo" width="100" height="100"/>
            <namedColor name="Brand/Accent">
                <color red="0.0" green="0.47" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
        </resources>
        """))
        // The brand font: a file whose face is Inter-Regular, listed in the Info.plist.
        let inter = try XCTUnwrap(TextMeasurer().fontPath, "the font nibtool ships (fonts/inter) was not found")
        try write("App/Info.plist", "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>UIAppFonts</key><array><string>Fonts/Brand.otf</string></array></dict></plist>")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App/Fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: inter, toPath: dir.appendingPathComponent("App/Fonts/Brand.otf").path)
        try write("App/de.lproj/Main.strings", "\"lbl-00-001.text\" = \"Willkommen\";\n\"zzz-00-001.text\" = \"Alt\";\n")
        let r = try NibtoolProcess.run(["validate", "App"], in: dir)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)   // warnings only
        XCTAssertEqual(r.stdout.components(separatedBy: "\n").filter { $0.contains("warning:") }.map { $0.components(separatedBy: ": warning: ")[1] }, [
            "de.lproj/Main.strings translates an object this document no longer has: \"zzz-00-001.text\" (line 2). The translation is never shown; the object was deleted or re-created with a new id. [localization-mismatch]",
            "Image \"Logoo\" is not in the app's asset catalogs or image files under --sources; at run time UIKit finds no image of that name and the view shows none. [missing-resource]",
            "Font \"Inter-Heavy\" is not an iOS font and no font file under --sources has a face of that name. At run time UIKit draws the text in the system font. [missing-font]",
        ], r.stdout)
        // A folder the configuration names that does not exist is a usage error naming the file.
        try write(".nibtool.yml", "sources: [Missing]\n")
        let missing = try NibtoolProcess.run(["validate", "App"], in: dir)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains(".nibtool.yml: sources:"), missing.stderr)
    }

    func testRulesListsEveryRule() throws {
        let r = try run(["rules"])
        XCTAssertEqual(r.status, 0)
        for id in ["malformed-xml", "unsupported-document", "schema-violation", "duplicate-id", "unknown-reference", "invalid-constraint"] {
            XCTAssertTrue(r.stdout.contains(id), id)
        }
    }

    func testUsageErrorExitsTwo() throws {
        let r = try run(["validate", "--format", "yaml", "x.storyboard"])
        XCTAssertEqual(r.status, 2)
    }

    /// `xml frames` walks folders as validate does (a corpus is one invocation), and a path that
    /// names nothing is a usage error rather than a document silently missing from the figures.
    func testFramesWalksFoldersAndRefusesMissingPaths() throws {
        let folder = try run(["xml", "frames", "SampleDocuments/Cookbook"])
        XCTAssertEqual(folder.status, 0, folder.stderr)
        XCTAssertTrue(folder.stdout.contains("documents laid out: 17"), folder.stdout)
        let missing = try run(["xml", "frames", "SampleDocuments/Cookbook/R01-stack-simple.storyboard", "no-such.storyboard"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stdout.contains("documents laid out: 1"), missing.stdout)
        XCTAssertTrue(missing.stderr.contains("no-such.storyboard: error: no such file or directory"), missing.stderr)
    }

    /// A long list of documents (folded past swift-argument-parser's quadratic arrays, see
    /// DocumentPathRuns) is checked in the order given, with directories, options and `--`
    /// between the paths kept where they were.
    func testLongFileListsKeepTheirOrderAndOptions() throws {
        let cookbook = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("SampleDocuments/Cookbook").path)
            .filter { $0.hasSuffix(".storyboard") }.sorted().map { "SampleDocuments/Cookbook/" + $0 }
        let first = Array((cookbook + cookbook + cookbook).prefix(40)), second = Array((cookbook + cookbook).prefix(30))
        // --format comes after the first run of paths: it must still take effect.
        let arguments = ["validate"] + first + ["--format", "json", "SampleDocuments/Problems"] + second + ["--", "-missing.xib"]
        XCTAssertGreaterThan(arguments.count, 64)
        let r = try run(arguments)
        XCTAssertEqual(r.status, 2, r.stderr)   // the missing file
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let paths = try XCTUnwrap(json["files"] as? [[String: Any]]).compactMap { $0["path"] as? String }
        let problems = paths.filter { $0.hasPrefix("SampleDocuments/Problems/") }
        XCTAssertEqual(problems.count, 15)
        XCTAssertEqual(paths, first + problems + second + ["-missing.xib"])

        let fix = try run(["fix", "--update-frames", "--output", "/tmp/nibtool-one.storyboard"] + first + second)
        XCTAssertEqual(fix.status, 2)
        XCTAssertTrue(fix.stderr.contains("--output takes exactly one input file"), fix.stderr)
    }

    func testFixWritesInPlaceAndDryRunWritesNothing() throws {
        let source = repository.appendingPathComponent("SampleDocuments/Problems/Misplaced.storyboard")
        let original = try Data(contentsOf: source)
        let copy = try temporaryFile("Misplaced.storyboard", [UInt8](original))
        let dry = try run(["fix", "--update-frames", "--dry-run", copy.path])
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertTrue(dry.stdout.contains("-                                <rect key=\"frame\" x=\"24\" y=\"90\" width=\"345\" height=\"120\"/>"), dry.stdout)
        XCTAssertTrue(dry.stdout.contains("+                                <rect key=\"frame\" x=\"16\" y=\"79\" width=\"361\" height=\"120\"/>"), dry.stdout)
        XCTAssertEqual(try Data(contentsOf: copy), original, "--dry-run writes nothing")
        let fixed = try run(["fix", "--update-frames", copy.path])
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertNotEqual(try Data(contentsOf: copy), original)
        XCTAssertEqual(try run(["validate", copy.path]).stdout, "")
        let modified = try FileManager.default.attributesOfItem(atPath: copy.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 1.1)
        let again = try run(["fix", "--update-frames", copy.path])
        XCTAssertTrue(again.stderr.contains("nothing to fix"), again.stderr)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: copy.path)[.modificationDate] as? Date, modified, "an unchanged file is not touched")
    }

    /// `--files-from` reads paths a line each, skips names that are not documents (a changed-file
    /// list from git), and checks them with the arguments; an empty list checks nothing and
    /// succeeds; a list that cannot be read is a usage error.
    func testFilesFromReadsAListOfPaths() throws {
        let list = try temporaryFile("changed.txt", Array("SampleDocuments/Problems/Conflict.storyboard\nSources/nibtool/NibTool.swift\n\nREADME.md\n".utf8))
        let r = try run(["validate", "--format", "json", "--files-from", list.path, "SampleDocuments/Problems/Misplaced.storyboard"])
        XCTAssertEqual(r.status, 1, r.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let paths = try XCTUnwrap(json["files"] as? [[String: Any]]).compactMap { $0["path"] as? String }
        XCTAssertEqual(Set(paths), ["SampleDocuments/Problems/Misplaced.storyboard", "SampleDocuments/Problems/Conflict.storyboard"])
        let none = try temporaryFile("none.txt", Array("README.md\n".utf8))
        let empty = try run(["validate", "--files-from", none.path])
        XCTAssertEqual(empty.status, 0, empty.stderr)
        XCTAssertTrue(empty.stderr.contains("no .storyboard or .xib files found in the list in"), empty.stderr)
        XCTAssertEqual(try run(["validate", "--files-from", "/nonexistent/list.txt"]).status, 2)
        XCTAssertEqual(try run(["validate"]).status, 2, "nothing to check is a usage error")
    }

    /// A view add-missing cannot place (saved without a frame, so there is nothing to measure
    /// constraints from) is reported and the exit status is 1, not "nothing to fix" (the CLI
    /// contract: 1 could not fully fix, the rest reported).
    func testFixReportsWhatItCouldNotFix() throws {
        let document = RuleExample.rootView("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001" userLabel="Box">
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="c01-00-001"/>
                    <constraint firstAttribute="height" constant="100" id="c02-00-001"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="c03-00-001"/>
        </constraints>
        """).documentText
        let copy = try temporaryFile("Frameless.storyboard", Array(document.utf8))
        let r = try run(["fix", "--add-missing", copy.path])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("not fixed: Horizontal position is ambiguous for \"Box\". [ambiguous-layout]"), r.stderr)
        XCTAssertFalse(r.stderr.contains("nothing to fix"), r.stderr)
        // Everything fixed: exit 0.
        let ambiguous = try temporaryFile("Ambiguous.storyboard", [UInt8](try Data(contentsOf: repository.appendingPathComponent("SampleDocuments/Problems/Ambiguous.storyboard"))))
        let fixed = try run(["fix", "--add-missing", ambiguous.path])
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertFalse(fixed.stderr.contains("not fixed"), fixed.stderr)
    }

    func testFixRefusesDocumentsWithErrors() throws {
        let r = try run(["fix", "--update-frames", "SampleDocuments/Problems/Conflict.storyboard"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("not fixed, nothing was written"), r.stderr)
        XCTAssertTrue(r.stderr.contains("[conflicting-constraints]"), r.stderr)
    }

    func testKillingFixWhileItWritesLeavesTheOriginalIntact() throws {
        let source = repository.appendingPathComponent("SampleDocuments/Problems/Misplaced.storyboard")
        let original = try Data(contentsOf: source)
        for _ in 0..<3 {
            let copy = try temporaryFile("Misplaced.storyboard", [UInt8](original))
            let p = Process()
            p.executableURL = binary
            p.arguments = ["fix", "--update-frames", copy.path]
            var environment = ProcessInfo.processInfo.environment
            environment["NIBTOOL_TEST_PAUSE_BEFORE_RENAME"] = "10"
            p.environment = environment
            p.standardError = Pipe()
            try p.run()
            // Wait until the new content is on disk in its temporary file, then kill.
            let dir = copy.deletingLastPathComponent()
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline, (try? FileManager.default.contentsOfDirectory(atPath: dir.path))?.contains(where: { $0.contains(".nibtool-") }) != true {
                Thread.sleep(forTimeInterval: 0.05)
            }
            p.terminate()
            p.waitUntilExit()
            XCTAssertEqual(try Data(contentsOf: copy), original, "the original is intact after the process was killed mid-write")
        }
    }
}
