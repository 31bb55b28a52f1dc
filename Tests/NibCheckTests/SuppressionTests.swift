import Foundation
import XCTest
import NibModel
import NibXML
@testable import NibCheck
import NibLayout

/// `[nibtool:ignore ...]` markers in user labels and `ignore:` entries in `.nibtool.yml`.
final class SuppressionTests: XCTestCase {
    /// A card (constrained 16 from the sides, 100 high at the safe area's top) holding a badge
    /// constrained to its top-left corner. `cardY`/`badgeX` move the saved frames off the solved
    /// ones (59 and 8) to make them misplaced.
    func document(cardLabel: String = "Card", badgeLabel: String = "Badge", cardY: Int = 59, badgeX: Int = 8) -> String {
        RuleExample.rootView("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="\(cardLabel)" id="crd-00-001">
                <rect key="frame" x="16" y="\(cardY)" width="361" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="\(badgeLabel)" id="bdg-00-001">
                        <rect key="frame" x="\(badgeX)" y="8" width="20" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="bwd-00-001"/>
                            <constraint firstAttribute="height" constant="20" id="bht-00-001"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="bdg-00-001" firstAttribute="leading" secondItem="crd-00-001" secondAttribute="leading" constant="8" id="bld-00-001"/>
                    <constraint firstItem="bdg-00-001" firstAttribute="top" secondItem="crd-00-001" secondAttribute="top" constant="8" id="btp-00-001"/>
                    <constraint firstAttribute="height" constant="100" id="hgt-00-001"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="crd-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
            <constraint firstItem="sa0-00-000" firstAttribute="trailing" secondItem="crd-00-001" secondAttribute="trailing" constant="16" id="tra-00-001"/>
            <constraint firstItem="crd-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="top-00-001"/>
        </constraints>
        """).documentText
    }

    /// The fixture's misplaced views rest on nibtool's model (hints, `Evidence`): the suppression
    /// tests see every finding, as `validate --evidence all` does.
    static var allEvidence: CheckOptions {
        var options = CheckOptions()
        options.minimumProof = .hint
        return options
    }

    func validate(_ text: String, path: String = "Main.storyboard", entries: [IgnoreEntry] = [], options: CheckOptions = SuppressionTests.allEvidence) -> FileReport {
        var validator = Validator(options: options)
        validator.ignoreEntries = entries
        validator.workingDirectory = "/repo"
        return validator.validate(bytes: Array(text.utf8), path: path)
    }

    func rules(_ report: FileReport) -> [String] { report.diagnostics.map(\.rule) }

    func testTheFixtureHasTheFindingsTheTestsSilence() {
        XCTAssertEqual(rules(validate(document())), [])
        let both = validate(document(cardY: 80, badgeX: 30))
        XCTAssertEqual(both.diagnostics.filter { $0.rule == "misplaced-view" }.compactMap(\.objectID).sorted(), ["bdg-00-001", "crd-00-001"])
    }

    func testAMarkerCoversItsObjectAndEverythingInside() {
        let report = validate(document(cardLabel: "Card [nibtool:ignore misplaced-view]", cardY: 80, badgeX: 30))
        XCTAssertEqual(rules(report), [])
        XCTAssertEqual(report.suppressed, 2)
    }

    func testAMarkerDoesNotCoverItsSuperviewOrOtherRules() {
        let report = validate(document(badgeLabel: "Badge [nibtool:ignore misplaced-view]", cardY: 80, badgeX: 30))
        XCTAssertEqual(report.diagnostics.map { $0.objectID ?? "" }, ["crd-00-001"])
        let other = validate(document(cardLabel: "Card [nibtool:ignore ambiguous-layout]", cardY: 80))
        XCTAssertEqual(rules(other).sorted(), ["misplaced-view", "unused-suppression"])
    }

    func testABareMarkerCoversEveryRule() {
        XCTAssertEqual(rules(validate(document(cardLabel: "Card [nibtool:ignore]", cardY: 80, badgeX: 30))), [])
    }

    func testMessagesNameTheObjectWithoutItsMarker() {
        let report = validate(document(cardLabel: "Card [nibtool:ignore ambiguous-layout]", cardY: 80))
        let misplaced = report.diagnostics.first { $0.rule == "misplaced-view" }
        XCTAssertEqual(misplaced?.message, "Frame for \"Card\" will be different at run time. Expected y=59 (saved y=80).")
    }

    func testUnusedAndUnknownMarkersAreReported() {
        let unused = validate(document(cardLabel: "Card [nibtool:ignore misplaced-view]"))
        XCTAssertEqual(rules(unused), ["unused-suppression"])
        XCTAssertEqual(unused.diagnostics.first?.objectID, "crd-00-001")
        let unknown = validate(document(cardLabel: "Card [nibtool:ignore misplaced-views]", cardY: 80))
        XCTAssertTrue(unknown.diagnostics.contains { $0.rule == "unused-suppression" && $0.message.contains("\"misplaced-views\", which is not a nibtool rule") })
    }

    func testMarkersAreNotJudgedByRulesThatDidNotRunEverywhere() {
        var disabled = CheckOptions()
        disabled.disabledRules = ["misplaced-view"]
        XCTAssertEqual(rules(validate(document(cardLabel: "Card [nibtool:ignore misplaced-view]"), options: disabled)), [])
        var oneTrait = CheckOptions()
        oneTrait.device = "ipad12_9"
        XCTAssertEqual(rules(validate(document(cardLabel: "Card [nibtool:ignore misplaced-view]"), options: oneTrait)), [])
        var quiet = CheckOptions()
        quiet.disabledRules = ["unused-suppression"]
        XCTAssertEqual(rules(validate(document(cardLabel: "Card [nibtool:ignore misplaced-view]"), options: quiet)), [])
    }

    /// Xcode keeps user labels when it rewrites a document; the regenerated file still suppresses.
    func testAMarkerSurvivesARoundTripOfTheDocument() throws {
        let original = document(cardLabel: "Card [nibtool:ignore misplaced-view]", cardY: 80)
        let rewritten = XcodeXMLWriter.write(try XMLReader.parse(Array(original.utf8)).document)
        XCTAssertEqual(String(decoding: rewritten, as: UTF8.self), original)
        XCTAssertEqual(validate(String(decoding: rewritten, as: UTF8.self)).suppressed, 1)
    }

    func testMarkerGrammar() {
        XCTAssertEqual(SuppressionMarker.parse("Card"), [])
        XCTAssertEqual(SuppressionMarker.parse("Card [nibtool:ignore]"), [SuppressionMarker(rules: nil)])
        XCTAssertEqual(SuppressionMarker.parse("Card [nibtool:ignore all]"), [SuppressionMarker(rules: nil)])
        XCTAssertEqual(SuppressionMarker.parse("[nibtool:ignore a, b] Card [nibtool:ignore:c]"),
                       [SuppressionMarker(rules: ["a", "b"]), SuppressionMarker(rules: ["c"])])
        XCTAssertEqual(SuppressionMarker.parse("Card [nibtool:ignored x]"), [])
        XCTAssertEqual(SuppressionMarker.parse("Card [nibtool:ignore x"), [])
        XCTAssertEqual(SuppressionMarker.strip("Card [nibtool:ignore a b]"), "Card")
        XCTAssertEqual(SuppressionMarker.strip("[nibtool:ignore] Card [x]"), "Card [x]")
        XCTAssertEqual(SuppressionMarker.strip("Card [nibtool:ignored x]"), "Card [nibtool:ignored x]")
    }

    // MARK: .nibtool.yml ignore entries

    func entries(_ yaml: String) throws -> [IgnoreEntry] {
        try NibtoolConfig.parse(yaml, file: ".nibtool.yml", directory: "/repo").ignore
    }

    func testIgnoreEntriesAreParsedAndResolved() throws {
        let parsed = try entries("""
        ignore:
          - file: App/Main.storyboard
            objects: [crd-00-001]
            rules: [misplaced-view]
            reason: placed in code
          - file: "**/*.xib"
        """)
        XCTAssertEqual(parsed, [
            IgnoreEntry(file: "App/Main.storyboard", pattern: "/repo/App/Main.storyboard", objects: ["crd-00-001"],
                        rules: ["misplaced-view"], reason: "placed in code", line: 2),
            IgnoreEntry(file: "**/*.xib", pattern: "/repo/**/*.xib", line: 6),
        ])
    }

    func testIgnoreEntryMistakesAreErrors() {
        for (yaml, expected) in [
            ("ignore: Main.storyboard", "expected a list of entries"),
            ("ignore:\n  - objects: [a]", "an entry needs file:"),
            ("ignore:\n  - file: a.storyboard\n    rule: [misplaced-view]", "unknown key 'rule'"),
            ("ignore:\n  - file: a.storyboard\n    rules: [misplaced-views]", "unknown rule 'misplaced-views' (did you mean 'misplaced-view'?)"),
        ] {
            XCTAssertThrowsError(try entries(yaml), yaml) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(error)")
            }
        }
    }

    func testAnEntryCoversItsObjectsSubtreeInMatchingFilesOnly() throws {
        let entry = try entries("ignore:\n  - file: App/*.storyboard\n    objects: [crd-00-001]\n    rules: [misplaced-view]")
        let text = document(cardY: 80, badgeX: 30)
        let covered = validate(text, path: "App/Main.storyboard", entries: entry)
        XCTAssertEqual(rules(covered), [])
        XCTAssertEqual(covered.usedIgnoreEntries, [IgnoreUse(entry: 0, object: "crd-00-001")])
        XCTAssertEqual(rules(validate(text, path: "Other/Main.storyboard", entries: entry)), ["misplaced-view", "misplaced-view"])
    }

    func testAnEntryWithoutObjectsCoversTheFile() throws {
        let entry = try entries("ignore:\n  - file: Main.storyboard\n    rules: [misplaced-view]")
        XCTAssertEqual(validate(document(cardY: 80, badgeX: 30), entries: entry).suppressed, 2)
    }

    /// A run reports entries that silenced nothing in any file they applied to, in the
    /// configuration file, and leaves entries for files it did not check alone.
    func testUnusedEntriesAreReportedInTheConfigurationFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-ignore-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try document(cardY: 80).write(toFile: dir + "/Main.storyboard", atomically: true, encoding: .utf8)
        try """
        ignore:
          - file: Main.storyboard
            objects: [crd-00-001, gone-00-001]
            rules: [misplaced-view]
          - file: Other.storyboard
        """.write(toFile: dir + "/.nibtool.yml", atomically: true, encoding: .utf8)
        let config = try NibtoolConfig.load(path: ".nibtool.yml", cwd: dir)
        let outcome = try ValidationRun(paths: [dir + "/Main.storyboard"], config: config, validator: Validator(options: Self.allEvidence), cwd: dir).run()
        XCTAssertEqual(outcome.ignored, 1)
        XCTAssertEqual(outcome.reports.map(\.path), [dir + "/Main.storyboard", ".nibtool.yml"])
        let unused = outcome.reports[1].diagnostics
        XCTAssertEqual(unused.map(\.objectID), ["gone-00-001"])
        XCTAssertEqual(unused.map(\.line), [2])
        XCTAssertEqual(Summary(outcome.reports).files, 1)
    }

    func testTheUnusedSuppressionRulesOwnExamples() {
        let description = UnusedSuppressionRule.description
        for example in description.triggeringExamples + description.nonTriggeringExamples {
            let found = validate(example.documentText).diagnostics.filter { $0.rule == description.id }
            XCTAssertEqual(found.count, example.expectedCount, example.note)
        }
        XCTAssertTrue(RuleRegistry.all.contains { $0.id == description.id })
    }
}
