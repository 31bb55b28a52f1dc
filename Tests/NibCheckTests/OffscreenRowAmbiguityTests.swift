import XCTest
@testable import NibCheck
import NibLayout
import NibTestSupport

/// From Xcode 14 on, the canvas does not lay out the table rows that lie below their table's saved
/// height, and shows their views as ambiguous (saving them flagged `ambiguous="YES"`), though their
/// constraints determine them and the table lays them out at run time.
///
/// Measured with `tools/analysis/offscreen-cells.py` (views nibtool determines, flagged / not):
/// - ../shared/corpus, tools version 21000 and later: rows below their table 22 / 3 (9 rows, all in
///   fold 1: iNaturalist, OctoPod, IVPN, each agreeing with the other two; the 3 in one IVPN row
///   3.5 pt below an 896 pt table), rows inside their table 19 / 1,206; before 21000, rows below
///   0 / 24 (ResearchKit, AltStore, DuckDuckGo: Xcode 13 and earlier lay every row out).
/// - Documents outside the corpus, fetched to confirm it (`tools/analysis/holdout5-sources.tsv`,
///   17 repositories, Xcode 14 to 26): rows below their table 82 / 78 (SideStore 43 / 0; Monal
///   31 / 60, where Xcode flagged in each row only the views its width moves; dolphin-ios 8 / 2
///   in one table and 0 / 16 in another table of the same storyboard), rows inside 2 / 518.
/// Which views of such a row Xcode flags varies with what was laid out while editing, which the
/// document does not record: the finding is a warning that says it is the canvas's, and that the
/// canvas may show it (where Xcode saved the flag, that it does).
final class OffscreenRowAmbiguityTests: XCTestCase {
    func findings(_ text: String) -> [(rule: String, severity: Severity, evidence: String?, id: String?)] {
        Validator(options: CheckOptions()).validate(bytes: Array(text.utf8), path: "t.storyboard").diagnostics
            .filter { $0.rule == "ambiguous-layout" }.map { d in
                let e: String?
                if case .string(let s)? = d.details.first(where: { $0.key == "evidence" })?.value { e = s } else { e = nil }
                return (d.rule, d.severity, e, d.objectID)
            }
    }

    func testTheViewsOfARowBelowItsTableAreAmbiguousInTheCanvasOfXcode14AndLater() {
        for toolsVersion in ["21507", "23504", "32700.99.1234"] {
            let found = findings(TableRowsFixture.twoRows(toolsVersion: toolsVersion, secondRowY: 300))
            XCTAssertEqual(found.map(\.id), ["dt2-00-001"], toolsVersion)
            XCTAssertEqual(found.first?.severity, .warning, toolsVersion)
            XCTAssertEqual(found.first?.evidence, "canvas", toolsVersion)
        }
    }

    func testARowInsideItsTableIsLaidOut() {
        XCTAssertTrue(findings(TableRowsFixture.twoRows(toolsVersion: "23504", secondRowY: 256)).isEmpty)
    }

    func testXcode13AndEarlierLayEveryRowOut() {
        XCTAssertTrue(findings(TableRowsFixture.twoRows(toolsVersion: "20037", secondRowY: 300)).isEmpty)
    }

    /// Xcode's own flag on such a view is the finding, with nibtool's reading kept beside it.
    func testXcodesFlagOnSuchAViewKeepsTheCanvasReading() {
        let report = Validator(options: CheckOptions()).validate(bytes: Array(TableRowsFixture.twoRows(toolsVersion: "23504", secondRowY: 300, flagSecondDot: true).utf8),
                                                                 path: "t.storyboard")
        let d = report.diagnostics.filter { $0.rule == "ambiguous-layout" }
        XCTAssertEqual(d.map(\.objectID), ["dt2-00-001"])
        XCTAssertTrue(d.first?.message.contains("lies below the saved height of \"List\" (300 pt)") == true, d.first?.message ?? "")
        XCTAssertTrue(d.first?.details.contains { $0.key == "computedEvidence" && $0.value == .string("canvas") } == true, "\(d.first?.details ?? [])")
        XCTAssertTrue(d.first?.message.hasPrefix("Position and size are ambiguous for") == true, d.first?.message ?? "")
        XCTAssertTrue(d.first?.message.contains("and show their views as ambiguous.") == true, d.first?.message ?? "")
    }

    /// Without Xcode's flag, nibtool cannot tell whether the canvas laid the row out while the
    /// document was edited (about half of such views outside the corpus were saved unflagged):
    /// its own finding says the canvas may show the view as ambiguous, and why it may not.
    func testNibtoolsOwnFindingSaysTheCanvasMayShowIt() {
        let report = Validator(options: CheckOptions()).validate(bytes: Array(TableRowsFixture.twoRows(toolsVersion: "23504", secondRowY: 300).utf8),
                                                                 path: "t.storyboard")
        let message = report.diagnostics.first { $0.rule == "ambiguous-layout" }?.message ?? ""
        XCTAssertTrue(message.hasPrefix("Position and size may show as ambiguous for"), message)
        XCTAssertTrue(message.contains("(whether it flags their views depends on what it laid out while the document was edited)"), message)
        XCTAssertFalse(message.contains("show their views as ambiguous"), message)
    }
}
