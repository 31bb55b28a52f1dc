import XCTest
import NibLayout
import NibModel
import NibTestSupport

/// A `fillProportionally` stack view ties each shown arranged view's length to its own, with the
/// multiplier `length / (sum of lengths + spacing * (shown - 1))` at priority `999 - index`
/// (UIKit's `UISV-fill-proportionally`). With spacing, these hold together only at the stack's
/// natural length, so the stack hugs its content ahead of any constraint below 999; a stack whose
/// length is required gives each view but the last its share of that length, the last the rest.
///
/// Evidence (`/work/shared/corpus`, Xcode's flags removed): xdripswift's Main storyboard (fold 0),
/// three stacks of labels with spacing 3 and 4 saved at their labels' lengths while a 751
/// constraint or a fill stack's 250-hugging neighbour asks for more (14 frames found: the stacks,
/// their labels and the neighbours that take the rest). Confirmed on Esri's identify-raster-cell
/// stack (fold 1): a 120 pt vertical stack of two equal labels at the system spacing is saved
/// 60 + 8 + 52, each share taken of the whole length, where proportions between the labels alone
/// give 56 and 56 (2 frames). The system spacing counts as nothing in the multipliers (UIKit adds
/// the `spacing` property, a marker value then).
final class ProportionalFillStackTests: XCTestCase {
    func frame(_ doc: IBDocument, _ id: String) -> Rect? {
        LayoutEngine().layout(doc, Configuration.document(doc)).views[doc.view(id: id)!.index].frame
    }

    func testAProportionalStackWithSpacingHugsItsContentAgainstAConstraintBelow999() throws {
        // The 751 constraint would stretch the stack to 300 pt; the proportions keep it at its labels.
        let doc = try StoryboardScaffold.decode(StoryboardScaffold.oneScene("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" spacing="3" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="16" y="59" width="74" height="20.5"/>
                <subviews>
                    \(LayoutFixtures.label("lb1-00-001", "2", x: 0, y: 0, width: 9))
                    \(LayoutFixtures.label("lb2-00-001", "mins ago", x: 12, y: 0, width: 62))
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="300" priority="751" id="stk-w"/>
                </constraints>
            </stackView>
        </subviews>
        <constraints>
            <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="stk-l"/>
            <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="stk-t"/>
        </constraints>
        """))
        let stack = try XCTUnwrap(frame(doc, "stk-00-001")), first = try XCTUnwrap(frame(doc, "lb1-00-001")), second = try XCTUnwrap(frame(doc, "lb2-00-001"))
        XCTAssertLessThan(stack.width, 150, "the stack hugs its labels")
        XCTAssertEqual(stack.width, first.width + 3 + second.width, accuracy: 0.01)
        // Each label at its own length: neither is stretched.
        XCTAssertLessThan(first.width, 20)
        XCTAssertLessThan(second.width, 80)
    }

    func testAProportionalStackOfRequiredLengthGivesEachViewItsShareOfTheWholeLength() throws {
        // Two equal labels in 120 pt at the system spacing: 60 for the first, 120 - 60 - 8 for the last.
        let doc = try StoryboardScaffold.decode(StoryboardScaffold.oneScene("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" alignment="top" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="16" y="59" width="120" height="120"/>
                <subviews>
                    \(LayoutFixtures.label("lb1-00-001", "Label", x: 0, y: 0, width: 42, height: 60))
                    \(LayoutFixtures.label("lb2-00-001", "Label", x: 0, y: 68, width: 42, height: 52))
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="120" id="stk-h"/>
                </constraints>
            </stackView>
        </subviews>
        \(LayoutFixtures.pinnedToSafeAreaTopLeading("stk-00-001"))
        """))
        XCTAssertEqual(frame(doc, "lb1-00-001")?.height ?? 0, 60, accuracy: 0.01)
        XCTAssertEqual(frame(doc, "lb2-00-001")?.y ?? 0, 68, accuracy: 0.01)
        XCTAssertEqual(frame(doc, "lb2-00-001")?.height ?? 0, 52, accuracy: 0.01)
    }
}
