import XCTest
@testable import NibLayout
import NibModel
import NibTestSupport

/// A fill stack view decides how its length is split among arranged views that have no size of
/// their own along its axis ("If there's any ambiguity, the stack view resizes the arranged views
/// based on their index", UIKit's `UIStackView.Distribution.fill`): Xcode does not call those
/// views, or what they hold, ambiguous. A stack whose own length is free stays ambiguous, and so
/// do its arranged views (Xcode flags both).
///
/// Evidence (`/work/shared/corpus`, Xcode's flags removed): OsmAnd's card cell (fold 0), a
/// vertical fill stack pinned to its cell's top and bottom around a content stack between two
/// spacer views of no height, was 25 `ambiguous-layout` findings on views Xcode did not flag; no
/// other document has a fixed-length fill stack split this way (folds 1 and 2: no finding
/// changes). The stacks Xcode flagged with their arranged views (iNaturalist's onboarding,
/// fold 1; Charts' ratings, fold 0) have a free length and are still found.
final class FillStackSplitTests: XCTestCase {
    /// A vertical fill stack 200 pt tall in the root: spacer, a 40 pt box holding a child pinned
    /// to its edges, spacer. `bottom` pins the stack's bottom too (its length is decided).
    func analysis(bottom: Bool, distribution: String = "fill") throws -> DocumentAnalysis {
        let spacer = { (id: String, y: Double) in
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="393" height="80"/>
            </view>
            """
        }
        let box = LayoutFixtures.sizedBox("box-00-001", x: 0, y: 80, width: 393, height: 40)
            .replacingOccurrences(of: "<constraints>", with: """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="chd-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="40"/>
                </view>
            </subviews>
            <constraints>
            \(LayoutFixtures.pinnedToEdges("chd-00-001", of: "box-00-001", idPrefix: "chd-"))
            """)
        let distributionAttribute = distribution == "fill" ? "" : #"distribution="\#(distribution)" "#
        let text = StoryboardScaffold.oneScene("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" \(distributionAttribute)translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="0.0" y="59" width="393" height="200"/>
                <subviews>\(spacer("sp1-00-001", 0))\(box)\(spacer("sp2-00-001", 120))</subviews>
            </stackView>
        </subviews>
        <constraints>
            <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="stk-l"/>
            <constraint firstAttribute="trailing" secondItem="stk-00-001" secondAttribute="trailing" id="stk-r"/>
            <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="stk-t"/>
            \(bottom ? #"<constraint firstItem="stk-00-001" firstAttribute="bottom" secondItem="sa0-00-000" secondAttribute="top" constant="200" id="stk-b"/>"# : "")
        </constraints>
        """)
        let doc = try StoryboardScaffold.decode(text)
        return DocumentAnalysis(document: doc, configurations: [Configuration.document(doc)], layoutOptions: LayoutOptions())
    }

    func ambiguousViews(_ a: DocumentAnalysis) -> Set<String> {
        Set(a.ambiguities(.free).map { a.document.views[$0.view].id })
    }

    func testAFillStackOfDecidedLengthSplitsItByItselfSoNothingInItIsAmbiguous() throws {
        let a = try analysis(bottom: true)
        XCTAssertEqual(ambiguousViews(a), [])
        // The split is the one the views were drawn with.
        let layout = try XCTUnwrap(a.documentLayout)
        let frame = { (id: String) in layout.views[a.document.view(id: id)!.index].frame }
        XCTAssertEqual(frame("sp1-00-001"), Rect(x: 0, y: 0, width: 393, height: 80))
        XCTAssertEqual(frame("box-00-001"), Rect(x: 0, y: 80, width: 393, height: 40))
        XCTAssertEqual(frame("sp2-00-001"), Rect(x: 0, y: 120, width: 393, height: 80))
    }

    func testAFillStackOfFreeLengthAndItsArrangedViewsStayAmbiguous() throws {
        let a = try analysis(bottom: false)
        XCTAssertTrue(ambiguousViews(a).isSuperset(of: ["stk-00-001", "sp1-00-001", "sp2-00-001"]), "\(ambiguousViews(a))")
    }

    func testOtherDistributionsAreNotSplitByIndex() throws {
        // Equal spacing decides the gaps, not the spacers' heights: they stay free.
        let a = try analysis(bottom: true, distribution: "equalSpacing")
        XCTAssertTrue(ambiguousViews(a).contains("sp1-00-001"), "\(ambiguousViews(a))")
    }
}
