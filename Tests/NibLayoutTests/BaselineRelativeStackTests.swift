import XCTest
import NibLayout
import NibModel
import NibTestSupport

/// A vertical stack view with `baselineRelativeArrangement` measures its spacing from one arranged
/// view's last baseline to the next one's first (UIStackView.isBaselineRelativeArrangement), not
/// between their edges.
///
/// Evidence: the corpus's only such stacks are Provenance's game info (GameMoreInfo and two
/// SaveStates storyboards, Xcode 16, fold 2): rows of two 17 pt labels in horizontal stacks,
/// spacing 29, saved 29 pt apart top to top (20.33 pt rows); nibtool placed them 49.33 apart.
/// Not confirmed on another fold: no other repository has such a stack (LoopKit's and ProtonVPN's
/// are horizontal, where the property does not move anything along the axis).
final class BaselineRelativeStackTests: XCTestCase {
    func label(_ id: String, _ text: String, y: Double) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="60" height="20.333333333333332"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        """
    }

    /// Two rows (a horizontal stack of a label, then a label) 29 pt apart baseline to baseline.
    func document(baselineRelative: Bool) throws -> IBDocument {
        let row = { (id: String, a: String, b: String, y: Double) in
            """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacingType="standard" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="128" height="20.333333333333332"/>
                <subviews>\(self.label(a, "Name", y: 0))\(self.label(b, "Value", y: 0))</subviews>
            </stackView>
            """
        }
        return try StoryboardScaffold.decode(StoryboardScaffold.oneScene("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" alignment="top" spacing="29" baselineRelativeArrangement="\(baselineRelative ? "YES" : "NO")" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="16" y="59" width="128" height="49.333333333333336"/>
                <subviews>\(row("rw1-00-001", "la1-00-001", "lb1-00-001", 0))\(row("rw2-00-001", "la2-00-001", "lb2-00-001", 29))\(label("lc3-00-001", "Last", y: 58))</subviews>
            </stackView>
        </subviews>
        \(LayoutFixtures.pinnedToSafeAreaTopLeading("stk-00-001"))
        """, toolsVersion: "23504"))
    }

    func frame(_ doc: IBDocument, _ id: String) -> Rect? {
        LayoutEngine().layout(doc, Configuration.document(doc)).views[doc.view(id: id)!.index].frame
    }

    func testSpacingRunsFromBaselineToBaseline() throws {
        let doc = try document(baselineRelative: true)
        let second = try XCTUnwrap(frame(doc, "rw2-00-001")), last = try XCTUnwrap(frame(doc, "lc3-00-001"))
        XCTAssertEqual(second.y, 29, accuracy: 0.01, "a row's baseline 29 pt below the one above (one line: one baseline)")
        XCTAssertEqual(last.y, 58, accuracy: 0.01, "a label after a row: the row's baseline is its labels'")
    }

    func testWithoutItSpacingRunsBetweenEdges() throws {
        let doc = try document(baselineRelative: false)
        let second = try XCTUnwrap(frame(doc, "rw2-00-001"))
        XCTAssertEqual(second.y, 29 + 20.33, accuracy: 0.5)
    }
}
