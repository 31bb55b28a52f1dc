import Foundation
import XCTest
@testable import NibCheck
import NibSupport

final class ConfigurationTests: XCTestCase {
    func parse(_ yaml: String) throws -> NibtoolConfig {
        try NibtoolConfig.parse(yaml, file: ".nibtool.yml", directory: "/repo")
    }

    func error(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> NibtoolConfig.LoadError? {
        do {
            _ = try parse(yaml)
            XCTFail("expected a configuration error", file: file, line: line)
            return nil
        } catch let e as NibtoolConfig.LoadError {
            return e
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return nil
        }
    }

    func testFullConfiguration() throws {
        let c = try parse("""
        # comment
        disabled_rules:
          - content-priority-ambiguity
          - schema-violation
        severity:
          misplaced-view: error
          duplicate-id: note
        included: [App, Features]
        excluded:
          - Pods
          - "**/Generated"
        baseline: ci/nibtool-baseline.json
        """)
        XCTAssertEqual(c.disabledRules, ["content-priority-ambiguity", "schema-violation"])
        XCTAssertEqual(c.severity, ["misplaced-view": .error, "duplicate-id": .note])
        XCTAssertEqual(c.included, ["App", "Features"])
        XCTAssertEqual(c.excluded, ["Pods", "**/Generated"])
        XCTAssertEqual(c.baseline, "/repo/ci/nibtool-baseline.json")

        var options = CheckOptions()
        c.apply(to: &options)
        XCTAssertEqual(options.disabledRules, RuleRegistry.optInRuleIDs.union(["content-priority-ambiguity", "schema-violation"]))
        XCTAssertEqual(options.severityOverrides["misplaced-view"], .error)
        XCTAssertEqual(options.severity(for: RuleRegistry.all.first { $0.id == "duplicate-id" }!), .note)
    }

    func testEmptyFileIsTheDefaults() throws {
        XCTAssertEqual(try parse(""), NibtoolConfig(directory: "/repo", file: ".nibtool.yml"))
        XCTAssertEqual(try parse("# nothing yet\n"), NibtoolConfig(directory: "/repo", file: ".nibtool.yml"))
    }

    func testOptInRulesRunOnlyWhenNamed() throws {
        XCTAssertEqual(RuleRegistry.optInRuleIDs, ["use-trait-collections", "initial-view-controller", "single-view-controller",
                                                   "reuse-identifier-matches-class", "storyboard-identifier-matches-class", "relative-to-margin",
                                                   "named-colors"])
        XCTAssertEqual(RuleRegistry.optInRuleIDs, Set(RuleRegistry.all.filter(\.optIn).map(\.id)), "the list is the rules' own")
        XCTAssertTrue(CheckOptions().disabledRules.isSuperset(of: RuleRegistry.optInRuleIDs), "off by default")
        var options = CheckOptions()
        try parse("opt_in_rules: [relative-to-margin]\ndisabled_rules: [misplaced-view]").apply(to: &options)
        XCTAssertFalse(options.disabledRules.contains("relative-to-margin"))
        XCTAssertTrue(options.disabledRules.contains("initial-view-controller"))
        XCTAssertTrue(options.disabledRules.contains("misplaced-view"))
        // only_rules names exactly what runs, opt-in rules included.
        options = CheckOptions()
        try parse("only_rules: [initial-view-controller, duplicate-id]").apply(to: &options)
        XCTAssertEqual(Set(RuleRegistry.all.map(\.id)).subtracting(options.disabledRules), ["initial-view-controller", "duplicate-id"])
        XCTAssertNotNil(error("opt_in_rules: [relative-to-margins]"), "an unknown id is an error")

        // Through the validator: a storyboard without an entry point is reported only when opted in.
        let bytes = Array(RuleExample.storyboard(rootViewContent: "", initialViewController: nil).utf8)
        let quiet = Validator(options: CheckOptions()).validate(bytes: bytes, path: "Main.storyboard")
        XCTAssertFalse(quiet.diagnostics.contains { $0.rule == "initial-view-controller" })
        var optedIn = CheckOptions()
        try parse("opt_in_rules: [initial-view-controller]").apply(to: &optedIn)
        let loud = Validator(options: optedIn).validate(bytes: bytes, path: "Main.storyboard")
        XCTAssertEqual(loud.diagnostics.filter { $0.rule == "initial-view-controller" }.map(\.message),
                       ["The storyboard has no initial view controller: instantiateInitialViewController() returns nil."])
    }

    func testOnlyRulesTurnsTheOthersOff() throws {
        let c = try parse("only_rules: [duplicate-id, unknown-reference]")
        var options = CheckOptions()
        c.apply(to: &options)
        XCTAssertEqual(options.disabledRules, Set(RuleRegistry.all.map(\.id)).subtracting(["duplicate-id", "unknown-reference"]))
    }

    func testUnknownKeyNamesKeyFileAndLine() {
        let e = error("severity:\n  misplaced-view: error\ndisabled_rule: [duplicate-id]\n")
        XCTAssertEqual(e?.file, ".nibtool.yml")
        XCTAssertEqual(e?.line, 3)
        XCTAssertTrue(e?.description.hasPrefix(".nibtool.yml:3: unknown key 'disabled_rule' (did you mean 'disabled_rules'?)") == true, e?.description ?? "")
    }

    func testUnknownRuleID() {
        let e = error("disabled_rules:\n  - ambiguous_layout\n")
        XCTAssertEqual(e?.description, ".nibtool.yml:1: disabled_rules: unknown rule 'ambiguous_layout' (did you mean 'ambiguous-layout'?)")
        XCTAssertTrue(error("severity:\n  no-such-rule: error\n")?.description.contains("severity: unknown rule 'no-such-rule'") == true)
        XCTAssertNotNil(error("only_rules: [nope]"))
        XCTAssertNotNil(error("opt_in_rules: [nope]"))
    }

    func testNullListFailsLoudly() {
        // IBLinter #6: a null list silently fell back to the defaults.
        let e = error("disabled_rules:\nseverity:\n  misplaced-view: error\n")
        XCTAssertTrue(e?.description.contains("disabled_rules: expected a list of rule ids, found nothing") == true, e?.description ?? "")
    }

    func testBadSeverityValues() {
        XCTAssertTrue(error("severity:\n  misplaced-view: fatal\n")?.description.contains("'fatal' for misplaced-view is not a severity (use error, warning or note)") == true)
        XCTAssertNotNil(error("severity: error"))
        XCTAssertNotNil(error("severity:\n  misplaced-view:\n"))
    }

    func testOtherMistakes() {
        XCTAssertNotNil(error("- disabled_rules"), "a list at the top level")
        XCTAssertNotNil(error("only_rules: [duplicate-id]\ndisabled_rules: [unknown-reference]"))
        XCTAssertNotNil(error("excluded: {a: b}"))
        XCTAssertNotNil(error("baseline:"))
        XCTAssertTrue(error("disabled_rules: [duplicate-id\n")?.description.hasPrefix(".nibtool.yml: invalid YAML: ") == true)
        XCTAssertTrue(error("excluded: [a]\nexcluded: [b]\n")?.description.contains("'excluded' appears twice") == true)
    }

    func testASingleStringIsAOneElementList() throws {
        XCTAssertEqual(try parse("excluded: Pods").excluded, ["Pods"])
    }

    func testSourcesAreFoldersRelativeToTheConfigFile() throws {
        XCTAssertEqual(try parse("sources: [App, ../Shared, /abs/Kit]").sources, ["/repo/App", "/Shared", "/abs/Kit"])
        XCTAssertEqual(try parse("sources: App").sources, ["/repo/App"])
        XCTAssertEqual(error("sources:")?.message, "sources: expected a list of folders, found nothing (write `sources: []` for an empty list)")
    }

    func testIncludedAndExcludedAreRelativeToTheConfigFile() throws {
        let c = try parse("included: [App]\nexcluded: [App/Legacy, \"**/Generated\", \"*.xib\"]")
        XCTAssertTrue(c.includes("App/Main.storyboard", cwd: "/repo"))
        XCTAssertTrue(c.includes("Main.storyboard", cwd: "/repo/App"))
        XCTAssertTrue(c.includes("../App/Screens/Login.storyboard", cwd: "/repo/Other"))
        XCTAssertFalse(c.includes("Other/Main.storyboard", cwd: "/repo"), "not under included")
        XCTAssertFalse(c.includes("App/Legacy/Old.storyboard", cwd: "/repo"), "excluded folder")
        XCTAssertFalse(c.includes("App/Deep/Generated/X.storyboard", cwd: "/repo"), "** glob")
        XCTAssertTrue(c.includes("App/Deep/X.storyboard", cwd: "/repo"))
        XCTAssertFalse(c.includes("/repo/Cell.xib", cwd: "/elsewhere"), "*.xib at the config's folder (and not included)")
    }

    func testGlobs() {
        XCTAssertTrue(PathGlob.matches(pattern: "/r/Pods", path: "/r/Pods/A/B.xib"))
        XCTAssertFalse(PathGlob.matches(pattern: "/r/Pods", path: "/r/PodsX/B.xib"))
        XCTAssertTrue(PathGlob.matches(pattern: "/r/**/*.xib", path: "/r/B.xib"))
        XCTAssertTrue(PathGlob.matches(pattern: "/r/**/*.xib", path: "/r/a/b/B.xib"))
        XCTAssertFalse(PathGlob.matches(pattern: "/r/*.xib", path: "/r/a/B.xib"))
        XCTAssertTrue(PathGlob.matches(pattern: "/r/Feature?/*", path: "/r/Feature1/Main.storyboard"))
        XCTAssertEqual(PathGlob.absolute("./a/../b//c", base: "/x/y"), "/x/y/b/c")
        XCTAssertEqual(PathGlob.relative("/x/a/b.xib", to: "/x/c"), "../a/b.xib")
        XCTAssertEqual(PathGlob.relative("/x/c/b.xib", to: "/x/c"), "b.xib")
    }

    func testFilesOnDisk() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }

        // No file: the defaults.
        XCTAssertEqual(try NibtoolConfig.resolve(explicit: nil, cwd: dir), NibtoolConfig(directory: dir))
        // --config naming a missing file is an error.
        XCTAssertThrowsError(try NibtoolConfig.resolve(explicit: "missing.yml", cwd: dir)) { e in
            XCTAssertEqual("\(e)", "missing.yml: configuration file not found")
        }
        // .nibtool.yml in the current directory is found.
        try "disabled_rules: [duplicate-id]\n".write(toFile: dir + "/.nibtool.yml", atomically: true, encoding: .utf8)
        let found = try NibtoolConfig.resolve(explicit: nil, cwd: dir)
        XCTAssertEqual(found.file, ".nibtool.yml")
        XCTAssertEqual(found.disabledRules, ["duplicate-id"])
        // --config elsewhere: globs and baseline relative to that file.
        try FileManager.default.createDirectory(atPath: dir + "/ci", withIntermediateDirectories: true)
        try "baseline: base.json\nexcluded: [x]\n".write(toFile: dir + "/ci/nibtool.yml", atomically: true, encoding: .utf8)
        let other = try NibtoolConfig.resolve(explicit: "ci/nibtool.yml", cwd: dir)
        XCTAssertEqual(other.baseline, dir + "/ci/base.json")
        XCTAssertFalse(other.includes("ci/x/a.xib", cwd: dir))
        XCTAssertTrue(other.includes("x/a.xib", cwd: dir))
    }

    func testExcludedFilesAreNotChecked() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-config-run-\(UUID().uuidString)").path
        for sub in ["App", "Pods/Lib"] { try FileManager.default.createDirectory(atPath: dir + "/" + sub, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for file in ["App/A.xib", "App/B.storyboard", "Pods/Lib/C.xib"] { try "not xml".write(toFile: dir + "/" + file, atomically: true, encoding: .utf8) }
        let config = try NibtoolConfig.parse("excluded: [Pods, \"**/B.storyboard\"]\n", file: "c.yml", directory: dir)
        let outcome = try ValidationRun(paths: [dir], config: config, validator: Validator(), cwd: dir).run()
        XCTAssertEqual(outcome.found, 3)
        XCTAssertEqual(outcome.excluded, 2)
        XCTAssertEqual(outcome.reports.map(\.path), [dir + "/App/A.xib"])
    }

    /// A folder yields its `.storyboard` and `.xib` files, sorted, and nothing else: not other
    /// extensions, names that merely end in the letters, hidden entries or `.build`.
    func testFolderWalkFindsDocumentsByExtension() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-walk-\(UUID().uuidString)").path
        for sub in ["A/B", ".hidden", ".build", "C.xib.d"] { try FileManager.default.createDirectory(atPath: dir + "/" + sub, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let names = ["A/Main.storyboard", "A/B/Cell.xib", "A/B/v2.cell.xib", "A/notes.txt", "A/storyboard", "A/xib", "A/Main.storyboardc",
                     "A/Old.XIB", "A/axib", ".hidden/H.xib", ".build/G.xib", "A/.Dot.xib", "C.xib.d/D.xib"]
        for n in names { try "x".write(toFile: dir + "/" + n, atomically: true, encoding: .utf8) }
        let (files, missing) = InputFiles.expand([dir, dir + "/nothing.xib"])
        XCTAssertEqual(files, ["A/B/Cell.xib", "A/B/v2.cell.xib", "A/Main.storyboard", "C.xib.d/D.xib"].map { dir + "/" + $0 })
        XCTAssertEqual(missing, [dir + "/nothing.xib"])
        XCTAssertTrue(InputFiles.isDocumentName("a.b.xib"))
        XCTAssertFalse(InputFiles.isDocumentName(".xib"))
        XCTAssertFalse(InputFiles.isDocumentName("xib"))
        XCTAssertFalse(InputFiles.isDocumentName("a.xib "))
    }
}
