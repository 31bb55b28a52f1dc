import XCTest
@testable import NibLayout
import LayoutSolver
import NibModel
import NibTestSupport

/// A fill stack whose length is decided but longer than its arranged views need must stretch
/// one of them. When their content hugging along the axis is equal, nothing says which: Xcode
/// flags the tied arranged views ambiguous (its Content Priority Ambiguity), though UIKit would
/// resolve the tie by index. Where the tie stretches nothing (content that fills the stack
/// exactly or is compressed), Xcode leaves the views unflagged, and the stack's order decides.
///
/// Evidence (`/work/shared/corpus`, Xcode's flags removed), over every arranged view whose size
/// or place along a stack's axis nibtool's solver decides by a tie: in fill stacks whose tie
/// stretches a hugging (or a nested stack's fit to its content) by 1 pt or more, laid out at
/// their saved length, 10 of 10 are flagged (iNaturalist's about header, activity cell and
/// observation cell, fold 1: empty labels and two names in stacks of fixed height, two stacks of
/// empty labels in a row). The other 52 such ties are not flagged, and none of them stretches
/// anything in a fill stack laid out at its saved length (compressed: LoopKit's delivery cells,
/// fold 1, OsmAnd's article cell, fold 0; exact: KeePassium, fold 2, SwiftMessages, fold 0;
/// views with no content size, split by the stack itself: OsmAnd's card cell, fold 0; other
/// distributions: blink, vlc, LoopKit, AdGuard). xdripswift's statistics stack (fold 0) shows
/// why the saved length matters: nibtool lays it out 3.7 pt longer than Xcode saved it (68
/// against 64.33), which stretches a row Xcode's frames show exactly filled, and Xcode did not
/// flag it. Folds 0 and 2 hold only unflagged ties, all still unreported.
final class StackTieAmbiguityTests: XCTestCase {
    /// A vertical fill stack pinned to the root's top, leading and trailing, `height` tall, holding
    /// two one-line labels (about 20.5 pt each); the second hugs at `secondHugging`.
    func analysis(height: Double, secondHugging: Int = 251) throws -> DocumentAnalysis {
        let second = LayoutFixtures.label("lb2-00-001", "Second", x: 0, y: height / 2, width: 393, height: height / 2)
            .replacingOccurrences(of: #"verticalHuggingPriority="251""#, with: #"verticalHuggingPriority="\#(secondHugging)""#)
        let text = StoryboardScaffold.oneScene("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="0.0" y="59" width="393" height="\(height)"/>
                <subviews>
                    \(LayoutFixtures.label("lb1-00-001", "First", x: 0, y: 0, width: 393, height: height / 2))
                    \(second)
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="\(height)" id="stk-h"/>
                </constraints>
            </stackView>
        </subviews>
        <constraints>
            <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="stk-l"/>
            <constraint firstAttribute="trailing" secondItem="stk-00-001" secondAttribute="trailing" id="stk-r"/>
            <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="stk-t"/>
        </constraints>
        """)
        let doc = try StoryboardScaffold.decode(text)
        return DocumentAnalysis(document: doc, configurations: [Configuration.document(doc)], layoutOptions: LayoutOptions())
    }

    func reported(_ a: DocumentAnalysis, _ kind: Ambiguity) -> Set<String> {
        Set(a.ambiguities(kind).map { a.document.views[$0.view].id })
    }

    func testATieThatStretchesAFillStacksContentIsAmbiguous() throws {
        let a = try analysis(height: 200)
        XCTAssertEqual(reported(a, .free), ["lb1-00-001", "lb2-00-001"])
        // Reported once, as ambiguous layout, not also as a content-priority tie.
        XCTAssertEqual(reported(a, .tie), [])
        let layout = try XCTUnwrap(a.documentLayout)
        let first = try XCTUnwrap(a.document.view(id: "lb1-00-001")).index
        XCTAssertTrue(DocumentAnalysis.tieStretchesFillStack(of: first, axis: .vertical, in: layout, a.document))
        XCTAssertNil(DocumentAnalysis.exemption(of: first, axis: .vertical, position: .unique, size: .tie, in: layout, a.document))
    }

    func testUnequalHuggingDecidesWhichViewStretches() throws {
        let a = try analysis(height: 200, secondHugging: 250)
        XCTAssertEqual(reported(a, .free), [])
        XCTAssertEqual(reported(a, .tie), [])
    }

    func testATieThatCompressesIsResolvedByTheStack() throws {
        // 30 pt for two labels of about 20.5: equal compression resistance ties, nothing stretches.
        let a = try analysis(height: 30)
        XCTAssertEqual(reported(a, .free), [])
        XCTAssertEqual(reported(a, .tie), [])
        let layout = try XCTUnwrap(a.documentLayout)
        let first = try XCTUnwrap(a.document.view(id: "lb1-00-001")).index
        let stack = try XCTUnwrap(a.document.view(id: "stk-00-001")).index
        XCTAssertEqual(DocumentAnalysis.exemption(of: first, axis: .vertical, position: .unique, size: .tie, in: layout, a.document),
                       .resolvedByStack(stack))
    }
}
