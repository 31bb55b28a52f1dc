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
/// document does not record: the finding is a warning that says it is the canvas's.
final class OffscreenRowAmbiguityTests: XCTestCase {
    func findings(_ text: String) -> [(rule: String, severity: Severity, evidence: String?, id: String?)] {
        Validator(options: CheckOptions()).validate(bytes: Array(text.utf8), path: "t.storyboard").diagnostics
            .filter { $0.rule == "ambiguous-layout" }.map { d in
                let e: String?
                if case .string(let s)? = d.details.first(where: { $0.key == "evidence" })?.value { e = s } else { e = nil }
                return (d.rule, d.severity, e, d.objectID)
            }
    }

    /// A 300 pt table with two 44 pt rows, each holding a 20 pt dot pinned to its content view's
    /// leading edge and vertical center: the first at the table's top, the second at `secondRowY`.
    static func table(toolsVersion: String, secondRowY: Double, flagSecondDot: Bool = false) -> String {
        func row(_ n: Int, y: Double, flagged: Bool) -> String {
            """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row\(n)" id="cl\(n)-00-001" userLabel="Row \(n)">
                <rect key="frame" x="0.0" y="\(XibScaffold.number(y))" width="393" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cl\(n)-00-001" id="cv\(n)-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill"\(flagged ? #" ambiguous="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="dt\(n)-00-001" userLabel="Dot \(n)">
                            <rect key="frame" x="16" y="12" width="20" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="20" id="wd\(n)-00-001"/>
                                <constraint firstAttribute="height" constant="20" id="ht\(n)-00-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="dt\(n)-00-001" firstAttribute="leading" secondItem="cv\(n)-00-001" secondAttribute="leading" constant="16" id="ld\(n)-00-001"/>
                        <constraint firstItem="dt\(n)-00-001" firstAttribute="centerY" secondItem="cv\(n)-00-001" secondAttribute="centerY" id="cy\(n)-00-001"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        return StoryboardScaffold.oneScene("""
            <subviews>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-00-001" userLabel="List">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <prototypes>
                        \(row(1, y: 28, flagged: false))
                        \(row(2, y: secondRowY, flagged: flagSecondDot))
                    </prototypes>
                </tableView>
            </subviews>
            """, toolsVersion: toolsVersion)
    }

    func testTheViewsOfARowBelowItsTableAreAmbiguousInTheCanvasOfXcode14AndLater() {
        for toolsVersion in ["21507", "23504", "32700.99.1234"] {
            let found = findings(Self.table(toolsVersion: toolsVersion, secondRowY: 300))
            XCTAssertEqual(found.map(\.id), ["dt2-00-001"], toolsVersion)
            XCTAssertEqual(found.first?.severity, .warning, toolsVersion)
            XCTAssertEqual(found.first?.evidence, "canvas", toolsVersion)
        }
    }

    func testARowInsideItsTableIsLaidOut() {
        XCTAssertTrue(findings(Self.table(toolsVersion: "23504", secondRowY: 256)).isEmpty)
    }

    func testXcode13AndEarlierLayEveryRowOut() {
        XCTAssertTrue(findings(Self.table(toolsVersion: "20037", secondRowY: 300)).isEmpty)
    }

    /// Xcode's own flag on such a view is the finding, with nibtool's reading kept beside it.
    func testXcodesFlagOnSuchAViewKeepsTheCanvasReading() {
        let report = Validator(options: CheckOptions()).validate(bytes: Array(Self.table(toolsVersion: "23504", secondRowY: 300, flagSecondDot: true).utf8),
                                                                 path: "t.storyboard")
        let d = report.diagnostics.filter { $0.rule == "ambiguous-layout" }
        XCTAssertEqual(d.map(\.objectID), ["dt2-00-001"])
        XCTAssertTrue(d.first?.message.contains("lies below the saved height of \"List\" (300 pt)") == true, d.first?.message ?? "")
        XCTAssertTrue(d.first?.details.contains { $0.key == "computedEvidence" && $0.value == .string("canvas") } == true, "\(d.first?.details ?? [])")
    }
}
