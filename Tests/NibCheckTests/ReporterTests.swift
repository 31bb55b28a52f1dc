import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import NibCheck

final class ReporterTests: XCTestCase {
    /// Two files: one with an error, a warning (with configuration details) and a note; one clean.
    var sample: [FileReport] {
        [
            FileReport(path: "./App/Main.storyboard", device: "retina6_12", diagnostics: [
                Diagnostic(rule: "duplicate-id", severity: .error, message: "The id \"ab-cd\" is already used by the <view> at line 3; ids must be unique.",
                           line: 12, column: 9, objectID: "ab-cd", scene: "sc-1"),
                Diagnostic(rule: "misplaced-view", severity: .warning, message: "Frame for \"Red View\" will be different at run time.",
                           line: 27, column: 17, objectID: "aB3-xY-9kL", scene: "Qw1-er-Ty2",
                           details: [("traits", .string("wC-hR")), ("documentConfiguration", .bool(true)),
                                     ("actualFrame", .numbers([20, 40, 100, 100]))]),
                Diagnostic(rule: "unsupported-document", severity: .note, message: "Unsupported document: WatchKit.", line: 1, column: 1),
            ]),
            FileReport(path: "Clean Folder/Clean.xib", diagnostics: []),
        ]
    }

    // MARK: GitHub

    func testGitHubCommandsPerSeverity() {
        let out = GitHubReporter().render(sample)
        XCTAssertEqual(out, """
        ::error file=App/Main.storyboard,line=12,col=9,title=duplicate-id::The id "ab-cd" is already used by the <view> at line 3; ids must be unique.
        ::warning file=App/Main.storyboard,line=27,col=17,title=misplaced-view::Frame for "Red View" will be different at run time.
        ::notice file=App/Main.storyboard,line=1,col=1,title=unsupported-document::Unsupported document: WatchKit.

        """)
    }

    func testGitHubEscaping() {
        let report = FileReport(path: "odd,name:50%.storyboard", diagnostics: [
            Diagnostic(rule: "invalid-constraint", severity: .warning, message: "100% wrong,\r\nreally: yes", line: 4, column: 2),
        ])
        XCTAssertEqual(GitHubReporter().render([report]),
                       "::warning file=odd%2Cname%3A50%25.storyboard,line=4,col=2,title=invalid-constraint::100%25 wrong,%0D%0Areally: yes\n")
        XCTAssertEqual(GitHubReporter.escapeData("a%b\nc:d,e"), "a%25b%0Ac:d,e")
        XCTAssertEqual(GitHubReporter.escapeProperty("a%b\nc:d,e\r"), "a%25b%0Ac%3Ad%2Ce%0D")
    }

    func testGitHubOmitsUnknownPosition() {
        let report = FileReport(path: "a.xib", diagnostics: [Diagnostic(rule: "malformed-xml", severity: .error, message: "Empty.", line: 0, column: 0)])
        XCTAssertEqual(GitHubReporter().render([report]), "::error file=a.xib,title=malformed-xml::Empty.\n")
    }

    // MARK: SARIF

    func sarif(_ reports: [FileReport], cwd: String = "/repo", root: String? = "/repo") throws -> [String: Any] {
        let text = SARIFReporter(currentDirectory: cwd, sourceRoot: root).render(reports)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testSARIFRequiredFields() throws {
        let root = try sarif(sample)
        XCTAssertEqual(root["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        XCTAssertEqual(root["version"] as? String, "2.1.0")
        let runs = try XCTUnwrap(root["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "nibtool")
        XCTAssertEqual(driver["version"] as? String, JSONReporter.toolVersion)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, RuleRegistry.all.map(\.id))
        for (rule, description) in zip(rules, RuleRegistry.all) {
            XCTAssertNotNil(rule["name"] as? String)
            XCTAssertEqual((rule["shortDescription"] as? [String: Any])?["text"] as? String, description.name)
            XCTAssertEqual((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String, description.defaultSeverity.rawValue)
        }
        XCTAssertEqual(rules[0]["name"] as? String, "MalformedXML")

        let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["level"] as? String }, ["error", "warning", "note"])
        for r in results {
            let id = try XCTUnwrap(r["ruleId"] as? String)
            let index = try XCTUnwrap(r["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, id, "ruleIndex points at the rule")
            XCTAssertNotNil((r["message"] as? [String: Any])?["text"] as? String)
        }
        let warning = results[1]
        XCTAssertEqual((warning["message"] as? [String: Any])?["text"] as? String, "Frame for \"Red View\" will be different at run time.")
        let location = try XCTUnwrap((warning["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "App/Main.storyboard")
        let region = try XCTUnwrap(location["region"] as? [String: Any])
        XCTAssertEqual(region["startLine"] as? Int, 27)
        XCTAssertEqual(region["startColumn"] as? Int, 17)
        let properties = try XCTUnwrap(warning["properties"] as? [String: Any])
        XCTAssertEqual(properties["objectID"] as? String, "aB3-xY-9kL")
        XCTAssertEqual(properties["scene"] as? String, "Qw1-er-Ty2")
        XCTAssertEqual(properties["traits"] as? String, "wC-hR")
        XCTAssertEqual(properties["documentConfiguration"] as? Bool, true)
        XCTAssertEqual(properties["actualFrame"] as? [Int], [20, 40, 100, 100])
        XCTAssertNotNil((warning["partialFingerprints"] as? [String: Any])?["nibtoolFinding/v1"] as? String)
    }

    func testSARIFOfACleanRunHasNoResults() throws {
        let root = try sarif([FileReport(path: "a.xib", diagnostics: [])])
        let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run["results"] as? [Any])?.count, 0)
    }

    /// Code scanning shows a rule's help beside each alert: the explanation with examples as
    /// markdown, and a link to the rule's section of the rule reference.
    func testSARIFRuleHelpForEveryRule() throws {
        let root = try sarif(sample)
        let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.count, RuleRegistry.all.count)
        for (rule, description) in zip(rules, RuleRegistry.all) {
            let help = try XCTUnwrap(rule["help"] as? [String: Any], description.id)
            let text = try XCTUnwrap(help["text"] as? String)
            let markdown = try XCTUnwrap(help["markdown"] as? String)
            XCTAssertNotEqual(text, description.summary, "help.text adds the reference link to the description")
            XCTAssertTrue(markdown.contains(description.summary), description.id)
            XCTAssertTrue(markdown.contains("[nibtool:ignore \(description.id)]"), description.id)
            if let example = description.triggeringExamples.first {
                XCTAssertTrue(markdown.contains("```xml\n" + RuleDocumentation.exampleText(example) + "\n```"), "\(description.id): the triggering example")
            }
            let uri = try XCTUnwrap(rule["helpUri"] as? String)
            XCTAssertEqual(uri, RuleDocumentation.referenceDocument + "#" + description.id)
            XCTAssertTrue(markdown.contains("(\(uri))"))
        }
        XCTAssertTrue(RuleDocumentation.referenceDocument.hasSuffix("docs/rules.md"))
    }

    /// Results are relative to %SRCROOT% (the repository root), whatever folder nibtool ran in.
    func testSARIFURIsAreRelativeToTheSourceRoot() throws {
        let reports = [FileReport(path: "Main.storyboard", diagnostics: [Diagnostic(rule: "misplaced-view", severity: .warning, message: "m", line: 2, column: 3)]),
                       FileReport(path: "../Shared/A b.xib", diagnostics: [Diagnostic(rule: "misplaced-view", severity: .warning, message: "m", line: 2, column: 3)]),
                       FileReport(path: "/elsewhere/C.xib", diagnostics: [Diagnostic(rule: "misplaced-view", severity: .warning, message: "m", line: 2, column: 3)])]
        let root = try sarif(reports, cwd: "/work/My Repo/App/", root: "/work/My Repo")
        let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
        let bases = try XCTUnwrap(run["originalUriBaseIds"] as? [String: Any])
        XCTAssertEqual((bases["%SRCROOT%"] as? [String: Any])?["uri"] as? String, "file:///work/My%20Repo/")
        let locations = try XCTUnwrap(run["results"] as? [[String: Any]]).map { r in
            ((r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
        }
        XCTAssertEqual(locations[0], ["uri": "App/Main.storyboard", "uriBaseId": "%SRCROOT%"])
        XCTAssertEqual(locations[1], ["uri": "Shared/A%20b.xib", "uriBaseId": "%SRCROOT%"])
        XCTAssertEqual(locations[2], ["uri": "file:///elsewhere/C.xib"], "outside the root: an absolute URI, no base")
        // The fingerprint is the repository's path's, so a run from the root matches it.
        let fromRoot = try sarif([FileReport(path: "App/Main.storyboard", diagnostics: reports[0].diagnostics)], cwd: "/work/My Repo", root: "/work/My Repo")
        func fingerprint(_ doc: [String: Any]) -> String? {
            (((doc["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first?["partialFingerprints"] as? [String: String])?["nibtoolFinding/v1"]
        }
        XCTAssertNotNil(fingerprint(fromRoot))
        XCTAssertEqual(fingerprint(root), fingerprint(fromRoot))
    }

    /// %SRCROOT% is the git top level (a `.git` folder, or the `.git` file of a worktree).
    func testSARIFSourceRootIsTheRepositoryRoot() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-root-\(UUID().uuidString)").resolvingSymlinksInPath()
        let sub = tmp.appendingPathComponent("App/Views")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        XCTAssertNil(SARIFReporter.repositoryRoot(containing: sub.path).flatMap { $0.hasPrefix(tmp.path) ? $0 : nil })
        XCTAssertEqual(SARIFReporter(currentDirectory: sub.path).sourceRoot, SARIFReporter.repositoryRoot(containing: sub.path) ?? sub.path,
                       "outside a repository the current folder is the root")
        try "gitdir: /elsewhere/.git/worktrees/x\n".write(to: tmp.appendingPathComponent(".git"), atomically: true, encoding: .utf8)
        XCTAssertEqual(SARIFReporter.repositoryRoot(containing: sub.path), tmp.path)
        XCTAssertEqual(SARIFReporter(currentDirectory: sub.path).sourceRoot, tmp.path)
    }

    func testSARIFURIs() {
        XCTAssertEqual(SARIFReporter.uri(forPath: "./a/b.storyboard"), "a/b.storyboard")
        XCTAssertEqual(SARIFReporter.uri(forPath: "My App/Main 2.storyboard"), "My%20App/Main%202.storyboard")
        XCTAssertEqual(SARIFReporter.uri(forPath: "50%:x#y?.xib"), "50%25%3Ax%23y%3F.xib")
        XCTAssertEqual(SARIFReporter.uri(forPath: "/abs/Ü.xib"), "file:///abs/%C3%9C.xib")
    }

    func testSARIFRuleUnknownToTheRegistryHasNoIndex() throws {
        let root = try sarif([FileReport(path: "a.xib", diagnostics: [Diagnostic(rule: "future-rule", severity: .warning, message: "m", line: 1, column: 1)])])
        let result = try XCTUnwrap(((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        XCTAssertEqual(result["ruleId"] as? String, "future-rule")
        XCTAssertNil(result["ruleIndex"])
    }

    // MARK: JUnit

    /// Parses with Foundation's XML parser (libxml2) and collects what CI servers read.
    final class JUnitCollector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var text: [String: String] = [:]
        private var current = ""
        private var open: [String] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            elements.append((name, attributes))
            open.append(name)
            current = ""
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "failure" || name == "system-out" || name == "error" { text[name, default: ""] += current + "\n" }
            open.removeLast()
        }
        func all(_ name: String) -> [[String: String]] { elements.filter { $0.name == name }.map(\.attributes) }
    }

    /// Parses a reporter's XML output (failing the test when it is not well-formed).
    func parseXML(_ xml: String) -> JUnitCollector {
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = JUnitCollector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "")\n\(xml)")
        return collector
    }

    func parseJUnit(_ reports: [FileReport]) throws -> JUnitCollector { parseXML(JUnitReporter().render(reports)) }

    func testJUnitParsesWithTheRightCounts() throws {
        let c = try parseJUnit(sample)
        let root = try XCTUnwrap(c.all("testsuites").first)
        XCTAssertEqual(root["tests"], "4")
        XCTAssertEqual(root["failures"], "2")
        XCTAssertEqual(root["errors"], "0")
        let suites = c.all("testsuite")
        XCTAssertEqual(suites.map { $0["name"] }, ["./App/Main.storyboard", "Clean Folder/Clean.xib"])
        XCTAssertEqual(suites.map { $0["tests"] }, ["3", "1"])
        XCTAssertEqual(suites.map { $0["failures"] }, ["2", "0"])
        XCTAssertEqual(c.all("testcase").count, 4)
        XCTAssertEqual(c.all("failure").map { $0["type"] }, ["error", "warning"])
        XCTAssertEqual(c.all("failure").first?["message"], "The id \"ab-cd\" is already used by the <view> at line 3; ids must be unique.")
        XCTAssertEqual(c.all("system-out").count, 1, "the note passes, with its text")
        XCTAssertTrue(c.text["failure"]?.contains("./App/Main.storyboard:27:17: warning: Frame for \"Red View\"") == true)
    }

    func testJUnitEscaping() throws {
        let message = "a < b && c > \"d\" 'e' ]]> \u{1}\nnext\ttab\r"
        let report = FileReport(path: "x&y <z>.storyboard", diagnostics: [
            Diagnostic(rule: "invalid-constraint", severity: .error, message: message, line: 2, column: 3),
        ])
        let xml = JUnitReporter().render([report])
        XCTAssertFalse(xml.contains("]]>"))
        XCTAssertFalse(xml.unicodeScalars.contains("\u{1}"))
        XCTAssertTrue(xml.contains("message=\"a &lt; b &amp;&amp; c &gt; &quot;d&quot; &apos;e&apos; ]]&gt; \u{FFFD}&#10;next&#9;tab&#13;\""), xml)
        let c = try parseJUnit([report])
        XCTAssertEqual(c.all("testsuite").first?["name"], "x&y <z>.storyboard")
        XCTAssertEqual(c.all("failure").first?["message"], "a < b && c > \"d\" 'e' ]]> \u{FFFD}\nnext\ttab\r")
    }

    func testJUnitUnreadableInputIsAnError() throws {
        let report = FileReport(path: "gone.xib", diagnostics: [Diagnostic(rule: "malformed-xml", severity: .error, message: "Cannot read the file.", line: 1, column: 1)],
                                unreadable: true)
        let c = try parseJUnit([report])
        XCTAssertEqual(c.all("testsuites").first?["errors"], "1")
        XCTAssertEqual(c.all("testsuites").first?["failures"], "0")
        XCTAssertEqual(c.all("error").count, 1)
    }

    // MARK: Formats

    func testEveryFormatHasAReporter() {
        XCTAssertEqual(ReportFormat.allCases.map(\.rawValue), ["human", "json", "sarif", "junit", "github", "checkstyle", "codeclimate", "markdown", "html"])
        XCTAssertTrue(ReportFormat.markdown.reporter(colored: false) is MarkdownReporter)
        XCTAssertTrue(ReportFormat.html.reporter(colored: false) is HTMLReporter)
        XCTAssertTrue(ReportFormat.sarif.reporter(colored: false) is SARIFReporter)
        XCTAssertTrue(ReportFormat.junit.reporter(colored: false) is JUnitReporter)
        XCTAssertTrue(ReportFormat.github.reporter(colored: false) is GitHubReporter)
        XCTAssertTrue(ReportFormat.checkstyle.reporter(colored: false) is CheckstyleReporter)
        XCTAssertTrue(ReportFormat.codeclimate.reporter(colored: false) is CodeClimateReporter)
    }

    // MARK: Markdown

    func testMarkdownSummaryTablesAndTopFindings() {
        let out = MarkdownReporter().render(sample)
        XCTAssertTrue(out.hasPrefix("## nibtool: 1 error, 1 warning, 1 note\n\n2 documents checked, 1 with findings.\n"), out)
        XCTAssertTrue(out.contains("| Rule | Severity | Findings | Documents |\n|---|---|---:|---:|\n| [`duplicate-id`](\(RuleDocumentation.referenceDocument)#duplicate-id) | error | 1 | 1 |\n| [`misplaced-view`]"), out)
        XCTAssertTrue(out.contains("| `./App/Main.storyboard` | 1 | 1 | 1 |\n"), out)
        XCTAssertFalse(out.contains("Clean.xib"), "documents without findings are counted, not listed")
        // Errors first, with file:line:column; markdown in messages is escaped.
        XCTAssertTrue(out.contains("### Findings\n\n- **error** `./App/Main.storyboard:12:9` The id \"ab-cd\" is already used by the \\<view\\> at line 3; ids must be unique. (`duplicate-id`)\n- **warning** `./App/Main.storyboard:27:17`"), out)
    }

    func testMarkdownCutsLongListsButCountsEverything() {
        let many = (1...60).map { Diagnostic(rule: "misplaced-view", severity: .warning, message: "m|\($0)", line: $0, column: 1) }
        let out = MarkdownReporter(listed: 50).render([FileReport(path: "a|b.xib", diagnostics: many)])
        XCTAssertTrue(out.contains("| misplaced-view") || out.contains("`misplaced-view`"), out)
        XCTAssertTrue(out.contains("| warning | 60 | 1 |"), out)
        XCTAssertTrue(out.contains("| `a\\|b.xib` | 0 | 60 | 0 |"), out)
        XCTAssertTrue(out.contains("### First 50 findings"), out)
        XCTAssertTrue(out.contains("- … and 10 more"), out)
        XCTAssertEqual(out.components(separatedBy: "- **warning**").count - 1, 50)
    }

    func testMarkdownOfACleanRun() {
        XCTAssertEqual(MarkdownReporter().render([FileReport(path: "a.xib", diagnostics: [])]), "## nibtool: 0 errors, 0 warnings, 0 notes\n\n1 document checked, 0 with findings.\n")
    }

    // MARK: HTML

    func testHTMLLinksFindingsToTheirViewInTheDrawing() {
        let drawer: HTMLReporter.Drawer = { report in
            report.path == "./App/Main.storyboard"
                ? [HTMLReporter.Figure(title: "View Controller", svg: "<?xml version=\"1.0\"?>\n<svg><rect data-id=\"aB3-xY-9kL\" x=\"0\"/><rect data-id=\"aB3-xY-9kL\" class=\"issue\"/></svg>\n")]
                : []
        }
        let out = HTMLReporter(drawer: drawer).render(sample)
        XCTAssertTrue(out.hasPrefix("<!DOCTYPE html>"))
        XCTAssertFalse(out.contains("<?xml"), "the SVG is inlined without its declaration")
        XCTAssertTrue(out.contains("<rect id=\"doc0-aB3-xY-9kL\" data-id=\"aB3-xY-9kL\" x=\"0\"/><rect data-id=\"aB3-xY-9kL\" class=\"issue\"/>"), "one id per view: \(out)")
        XCTAssertTrue(out.contains("<a href=\"#doc0-aB3-xY-9kL\">Frame for &quot;Red View&quot; will be different at run time.</a>") ||
                      out.contains("<a href=\"#doc0-aB3-xY-9kL\">Frame for \"Red View\" will be different at run time.</a>"), out)
        // The duplicate-id finding's object is not drawn: no link.
        XCTAssertFalse(out.contains("href=\"#doc0-ab-cd\""), out)
        XCTAssertTrue(out.contains("<a href=\"#doc0\">./App/Main.storyboard</a>"), out)
        XCTAssertEqual(out.components(separatedBy: "<figure").count - 1, 1)
        XCTAssertFalse(out.contains("<script"), "no script: the page is safe to attach and archive")
    }

    func testHTMLEscapesMessagesAndPaths() {
        let report = FileReport(path: "<x>&.xib", diagnostics: [Diagnostic(rule: "malformed-xml", severity: .error, message: "<script>alert(1)</script>", line: 1, column: 1)])
        let out = HTMLReporter().render([report])
        XCTAssertFalse(out.contains("<script>"), out)
        XCTAssertTrue(out.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), out)
        XCTAssertTrue(out.contains("&lt;x&gt;&amp;.xib"), out)
    }

    // MARK: Checkstyle

    func parseCheckstyle(_ reports: [FileReport]) throws -> JUnitCollector { parseXML(CheckstyleReporter().render(reports)) }

    func testCheckstyleListsEveryFileAndEveryFinding() throws {
        let c = try parseCheckstyle(sample)
        XCTAssertEqual(c.all("checkstyle").first?["version"], "4.3")
        XCTAssertEqual(c.all("file").map { $0["name"] }, ["./App/Main.storyboard", "Clean Folder/Clean.xib"])
        let errors = c.all("error")
        XCTAssertEqual(errors.map { $0["severity"] }, ["error", "warning", "info"])
        XCTAssertEqual(errors.map { $0["source"] }, ["nibtool.duplicate-id", "nibtool.misplaced-view", "nibtool.unsupported-document"])
        XCTAssertEqual(errors[1]["line"], "27")
        XCTAssertEqual(errors[1]["column"], "17")
        XCTAssertEqual(errors[0]["message"], "The id \"ab-cd\" is already used by the <view> at line 3; ids must be unique.")
    }

    func testCheckstyleEscapesAndOmitsUnknownPositions() throws {
        let report = FileReport(path: "a&b \"<odd>\".xib", diagnostics: [
            Diagnostic(rule: "malformed-xml", severity: .error, message: "Malformed XML: '<' & \"quote\"\nnext line", line: 0, column: 0),
        ])
        let c = try parseCheckstyle([report])
        XCTAssertEqual(c.all("file").first?["name"], "a&b \"<odd>\".xib")
        let e = try XCTUnwrap(c.all("error").first)
        XCTAssertEqual(e["message"], "Malformed XML: '<' & \"quote\"\nnext line")
        XCTAssertNil(e["line"])
        XCTAssertNil(e["column"])
    }

    // MARK: Code Climate (GitLab Code Quality)

    func codeClimateIssues(_ reports: [FileReport]) throws -> [[String: Any]] {
        let text = CodeClimateReporter().render(reports)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]], text)
    }

    func testCodeClimateIssuesHaveWhatGitLabReads() throws {
        let issues = try codeClimateIssues(sample)
        XCTAssertEqual(issues.count, 3)
        XCTAssertEqual(issues.map { $0["check_name"] as? String }, ["duplicate-id", "misplaced-view", "unsupported-document"])
        XCTAssertEqual(issues.map { $0["severity"] as? String }, ["major", "minor", "info"])
        XCTAssertEqual(issues[1]["description"] as? String, "Frame for \"Red View\" will be different at run time.")
        let location = try XCTUnwrap(issues[1]["location"] as? [String: Any])
        XCTAssertEqual(location["path"] as? String, "App/Main.storyboard") // repository-relative, no "./"
        XCTAssertEqual((location["lines"] as? [String: Any])?["begin"] as? Int, 27)
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        XCTAssertEqual(Set(fingerprints).count, 3)
        XCTAssertEqual(try codeClimateIssues(sample).compactMap { $0["fingerprint"] as? String }, fingerprints, "stable across runs")
        XCTAssertEqual(try codeClimateIssues([]).count, 0)
    }

    func testCodeClimateFingerprintsFollowIdentityNotLines() throws {
        func finding(line: Int, traits: String, message: String = "Frame for \"Red View\" will be different at run time.") -> Diagnostic {
            Diagnostic(rule: "misplaced-view", severity: .warning, message: message, line: line, column: 17, objectID: "aB3-xY-9kL",
                       details: [("traits", .string(traits))])
        }
        let fingerprint = { (d: Diagnostic) in CodeClimateReporter.fingerprint(d, path: "Main.storyboard") }
        // An edit above the view moves its line: the finding is the same one.
        XCTAssertEqual(fingerprint(finding(line: 27, traits: "wC-hR")), fingerprint(finding(line: 31, traits: "wC-hR")))
        // The same view misplaced in another size class is another finding.
        XCTAssertNotEqual(fingerprint(finding(line: 27, traits: "wC-hR")), fingerprint(finding(line: 27, traits: "wR-hR")))
        // The same finding twice in one report still gets two fingerprints (GitLab keeps one per fingerprint).
        let twice = try codeClimateIssues([FileReport(path: "Main.storyboard", diagnostics: [finding(line: 27, traits: "wC-hR"), finding(line: 27, traits: "wC-hR")])])
        XCTAssertEqual(Set(twice.compactMap { $0["fingerprint"] as? String }).count, 2)
    }

    // MARK: Progress

    final class Sink: @unchecked Sendable {
        var text = ""
        let lock = NSLock()
        func append(_ s: String) { lock.lock(); text += s; lock.unlock() }
    }

    func testProgressOnlyOnATerminalAndForManyFiles() {
        let sink = Sink()
        let shown = ProgressLine(enabled: true, write: { sink.append($0) })
        shown.start(total: 11)
        for _ in 0..<11 { shown.advance() }
        shown.finish()
        XCTAssertTrue(sink.text.contains("\rChecking 11/11 files"))
        XCTAssertTrue(sink.text.hasSuffix("\r\u{1B}[K"), "cleared at the end")

        let few = Sink()
        let p = ProgressLine(enabled: true, write: { few.append($0) })
        p.start(total: 10)
        for _ in 0..<10 { p.advance() }
        p.finish()
        XCTAssertEqual(few.text, "")

        let pipe = Sink()
        let q = ProgressLine(enabled: false, write: { pipe.append($0) })
        q.start(total: 500)
        q.advance()
        q.finish()
        XCTAssertEqual(pipe.text, "")
    }
}
