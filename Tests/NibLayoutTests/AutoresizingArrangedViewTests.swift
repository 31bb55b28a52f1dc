import XCTest
import NibLayout
import NibModel
import NibTestSupport

/// An arranged view that the document leaves translating its autoresizing mask (no
/// `translatesAutoresizingMaskIntoConstraints="NO"`, as when a view is pasted into a stack) keeps
/// the size it was drawn at in the nib editor. The stack still arranges it along its axis (its
/// position, the spacing), but neither a fill alignment nor an equal distribution resizes it.
/// At run time `addArrangedSubview` turns the translation off and the stack sizes it as any other.
///
/// Evidence (`/work/shared/corpus`, every arranged view without the attribute, 23 in 3
/// repositories): tinode's storyboard (fold 1) saved such labels 241 to 304 pt wide in vertical
/// fill stacks 294 to 334 pt wide, at heights 26 and 28 pt that are not their text's, and two
/// labels 167.67 and 167.33 pt wide in a horizontal `fillEqually` stack that is exactly as wide as
/// they are with its spacing; nibtool had stretched them all to the stack. DuckDuckGo's Debug
/// storyboard (fold 2): two such labels saved 25 pt tall in a `fillEqually` stack 75.5 pt tall
/// whose third label, arranged by Auto Layout, takes the half point left over; iNaturalist's
/// (fold 1) centred label keeps its saved frame either way.
final class AutoresizingArrangedViewTests: XCTestCase {
    func document(_ stackAttributes: String, frame: String, _ arranged: String, constraints: String) throws -> IBDocument {
        try StoryboardScaffold.decode(StoryboardScaffold.oneScene("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" \(stackAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" \(frame)/>
                <subviews>\(arranged)</subviews>
                <constraints>\(constraints)</constraints>
            </stackView>
        </subviews>
        \(LayoutFixtures.pinnedToSafeAreaTopLeading("stk-00-001"))
        """, toolsVersion: "22505"))
    }

    /// A 17 pt system label saved at `frame`, translating its autoresizing mask.
    func autoresizingLabel(_ id: String, _ text: String, frame: String) -> String {
        """
        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="\(text)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(id)">
            <rect key="frame" \(frame)/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    func frames(_ doc: IBDocument, runtime: Bool = false) -> [String: Rect] {
        let layout = LayoutEngine(options: LayoutOptions(runtime: runtime)).layout(doc, Configuration.document(doc))
        var result: [String: Rect] = [:]
        for id in ["stk-00-001", "lb1-00-001", "lb2-00-001"] { result[id] = layout.views[doc.view(id: id)!.index].frame }
        return result
    }

    func testAnAutoresizingArrangedViewKeepsItsDrawnSizeAcrossAFillStack() throws {
        let doc = try document(#"axis="vertical""#, frame: #"x="16" y="59" width="300" height="54""#,
                               autoresizingLabel("lb1-00-001", "Address", frame: #"x="0.0" y="0.0" width="240" height="26""#)
                               + autoresizingLabel("lb2-00-001", "UID", frame: #"x="0.0" y="26" width="240" height="28""#),
                               constraints: #"<constraint firstAttribute="width" constant="300" id="stk-w"/><constraint firstAttribute="height" constant="54" id="stk-h"/>"#)
        let editor = frames(doc)
        XCTAssertEqual(editor["lb1-00-001"], Rect(x: 0, y: 0, width: 240, height: 26))
        XCTAssertEqual(editor["lb2-00-001"], Rect(x: 0, y: 26, width: 240, height: 28), "arranged along the axis, at its drawn size")
        let runtime = frames(doc, runtime: true)
        XCTAssertEqual(runtime["lb1-00-001"]?.width, 300, "at run time the stack turns the translation off and fills")
    }

    func testAnEqualDistributionDoesNotResizeAutoresizingArrangedViews() throws {
        let doc = try document(#"distribution="fillEqually" alignment="center" spacing="20""#, frame: #"x="16" y="59" width="190" height="44""#,
                               autoresizingLabel("lb1-00-001", "Last active", frame: #"x="0.0" y="12" width="90" height="20.5""#)
                               + autoresizingLabel("lb2-00-001", "time", frame: #"x="110" y="12" width="80" height="20.5""#),
                               constraints: #"<constraint firstAttribute="height" constant="44" id="stk-h"/>"#)
        let editor = frames(doc)
        XCTAssertEqual(editor["lb1-00-001"]?.width, 90)
        XCTAssertEqual(editor["lb2-00-001"]?.x, 110)
        XCTAssertEqual(editor["lb2-00-001"]?.width, 80)
        XCTAssertEqual(editor["stk-00-001"]?.width, 190, "the stack is as wide as its views and spacing")
    }
}
