import Foundation
import NibDiff
import NibModel
import XCTest

/// `nibtool diff` output for pairs of documents, against Tests/Golden/diff. After an intended
/// change of the output, regenerate with `NIBTOOL_UPDATE_GOLDEN=1 swift test --filter DiffGoldenTests`
/// and review the golden files' diff.
final class DiffGoldenTests: XCTestCase {
    static let golden = Fixtures.repository.appendingPathComponent("Tests/Golden/diff")
    static let updating = ProcessInfo.processInfo.environment["NIBTOOL_UPDATE_GOLDEN"] == "1"

    /// Every fixture pair, and the cookbook's natural pair (the same recipe saved twice).
    static func pairs() throws -> [(name: String, old: String, new: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path)
            .filter { $0.hasSuffix(".old.storyboard") }.map { String($0.dropLast(".old.storyboard".count)) }.sorted()
        return names.map { ($0, "Tests/Fixtures/diff/\($0).old.storyboard", "Tests/Fixtures/diff/\($0).new.storyboard") }
            + [("R16-buttons-size-class", "SampleDocuments/Cookbook/R16-buttons-size-class.storyboard",
                "SampleDocuments/Cookbook/R16-buttons-size-class-corrected.storyboard")]
    }

    func load(_ relative: String) throws -> IBDocument {
        try DocumentLoader.load(path: Fixtures.repository.appendingPathComponent(relative).path)
    }

    func check(_ actual: String, against file: String) throws {
        let url = Self.golden.appendingPathComponent(file)
        if Self.updating {
            try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(actual, expected, "\(file) differs; if intended, regenerate with NIBTOOL_UPDATE_GOLDEN=1")
    }

    func testDiffsMatchTheGoldenFiles() throws {
        let pairs = try Self.pairs()
        XCTAssertGreaterThanOrEqual(pairs.count, 4)
        for (name, old, new) in pairs {
            let diff = DocumentDiff(old: try load(old), new: try load(new))
            XCTAssertTrue(diff.hasDifferences, name)
            try check(HumanReport.render(diff, oldPath: old, newPath: new, listFrames: true), against: "\(name).txt")
            try check(JSONReport.render(diff, oldPath: old, newPath: new), against: "\(name).json")
        }
    }

    func testTextconvRenderingMatchesTheGoldenFile() throws {
        try check(TextconvRenderer.render(Snapshot(try load("Tests/Fixtures/diff/edits.new.storyboard")), frames: false),
                  against: "edits.new.textconv.txt")
    }

    func testAConstantChangedInOneVariationIsReportedForThatSizeClassOnly() throws {
        let diff = DocumentDiff(old: try load("Tests/Fixtures/diff/size-class-constant.old.storyboard"),
                                new: try load("Tests/Fixtures/diff/size-class-constant.new.storyboard"))
        XCTAssertEqual(diff.changes.map(HumanReport.line), ["~ constraint Red View.top = Safe Area.top + 20: constant 16 -> 20 (wC-hR only)"])
        XCTAssertEqual(diff.changes.first?.traits, "wC-hR")
        XCTAssertEqual(diff.frameMoves, [])
    }

    func testABrokenMergeIsComparedAndItsDamageNamed() throws {
        let diff = DocumentDiff(old: try load("Tests/Fixtures/diff/merge-broken.old.storyboard"),
                                new: try load("Tests/Fixtures/diff/merge-broken.new.storyboard"))
        XCTAssertEqual(diff.fixedProblems, [])
        XCTAssertEqual(diff.newProblems.filter { $0.kind == .duplicateID }.map(\.message), ["id cTP-rd-0a1 is carried by 2 objects"])
        let unknown = diff.newProblems.filter { $0.kind == .unknownReference }
        XCTAssertEqual(unknown.count, 7, "six constraints and the outlet still name the deleted label: \(unknown)")
        XCTAssertTrue(unknown.allSatisfy { $0.message.contains("missing id tLB-ie-w03") && $0.line > 0 })
        XCTAssertTrue(diff.changes.contains { $0.kind == .removed && $0.item == "Title Label" })
        // The reverse direction reports the damage as repaired.
        let back = DocumentDiff(old: try load("Tests/Fixtures/diff/merge-broken.new.storyboard"),
                                new: try load("Tests/Fixtures/diff/merge-broken.old.storyboard"))
        XCTAssertEqual(back.fixedProblems.count, 8)
        XCTAssertEqual(back.newProblems, [])
    }

    func testTheCookbookPairDiffersOnlyInWhichBottomConstraintCompactWidthDrops() throws {
        let diff = DocumentDiff(old: try load("SampleDocuments/Cookbook/R16-buttons-size-class.storyboard"),
                                new: try load("SampleDocuments/Cookbook/R16-buttons-size-class-corrected.storyboard"))
        XCTAssertEqual(diff.changes.compactMap(\.note).sorted(), ["now installed everywhere", "now uninstalled for wC-hR"])
        XCTAssertEqual(diff.frameMoves.count, 2)
        // Xcode regenerated every id: root view, both buttons, all nine constraints and the scene.
        XCTAssertEqual(diff.matchedByContent, 13)
    }
}
