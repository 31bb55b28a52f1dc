import NibLayout
import NibModel
@testable import NibRender
import NibXML
import XCTest

/// Text Xcode fits is drawn whole; text Xcode truncates keeps its ellipsis. The saved frame is
/// the witness (`SceneDrawer.labelFitsInXcode`).
final class LabelFitTests: XCTestCase {
    static let word = "Supercalifragilisticexpialidocious"

    /// A label laid out by Auto Layout (so measured): pinned at (20, y), `width` and `height`
    /// constraints at its saved size.
    static func label(_ id: String, y: Int, width: Int, height: Int, lines: Int, text: String, extra: String = "") -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" \(extra) id="\(id)">
            <rect key="frame" x="20" y="\(y)" width="\(width)" height="\(height)"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="textColor"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(width)" id="\(id.prefix(3))-cw-001"/>
                <constraint firstAttribute="height" constant="\(height)" id="\(id.prefix(3))-ch-001"/>
            </constraints>
        </label>
        """
    }

    static func storyboard(_ label: String, id: String) -> String {
        ButtonContentTests.storyboard(label).replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"sa0-00-000\"/>", with: """
            <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
            <constraints>
                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="20" id="pin-00-001"/>
                <constraint firstItem="\(id)" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="100" id="pin-00-002"/>
            </constraints>
            """)
    }

    /// The same label placed by its autoresizing mask: not measured, so no witness.
    func testUnmeasuredLabelIsNoWitness() throws {
        let fixed = Self.label("lb4-00-001", y: 100, width: 200, height: 41, lines: 2, text: Self.word)
            .replacingOccurrences(of: #"translatesAutoresizingMaskIntoConstraints="NO""#, with: "")
        let drawn = try texts(ButtonContentTests.storyboard(fixed))
        XCTAssertEqual(drawn.count, 1)
        XCTAssertTrue(drawn[0].hasSuffix("…"), "\(drawn)")
    }

    func texts(_ document: String) throws -> [String] {
        let doc = try RenderSupport.parse(document)
        let root = try XCTUnwrap(Preview.defaultRoot(doc))
        let config = Configuration.resolve(nil, device: nil, orientation: nil, doc: doc)
        let panel = Preview.panel(document: doc, root: root, configuration: config, options: DrawOptions(issues: false, guides: false))
        return panel.scene.items.compactMap { p -> String? in
            if case let .text(t, _, _, _, _, _, .content) = p { return t }
            return nil
        }
    }

    /// Two lines saved for one word longer than a line: Xcode breaks it inside (UIKit wraps
    /// such a word by characters), and the frame, laid out where it was saved, shows it fitted.
    /// The preview's face would truncate it: it shrinks it instead, the word whole.
    func testWitnessedLabelIsDrawnWhole() throws {
        let drawn = try texts(Self.storyboard(Self.label("lb1-00-001", y: 100, width: 200, height: 41, lines: 2, text: Self.word), id: "lb1-00-001"))
        XCTAssertEqual(drawn, [Self.word])
    }

    /// The same label flagged misplaced by Xcode is no witness: drawn as before, truncated.
    func testFlaggedLabelIsNoWitness() throws {
        let drawn = try texts(Self.storyboard(Self.label("lb2-00-001", y: 100, width: 200, height: 41, lines: 2, text: Self.word,
                                                          extra: #"misplaced="YES""#), id: "lb2-00-001"))
        XCTAssertEqual(drawn.count, 1)
        XCTAssertTrue(drawn[0].hasSuffix("…"), "\(drawn)")
    }

    /// A one-line text far longer than its frame as Xcode measures it (a width held by the
    /// design): Xcode truncates it too, so the ellipsis stays.
    func testTextXcodeTruncatesKeepsItsEllipsis() throws {
        let long = "A title much longer than the frame it is given here"
        let drawn = try texts(Self.storyboard(Self.label("lb3-00-001", y: 100, width: 100, height: 21, lines: 1, text: long), id: "lb3-00-001"))
        XCTAssertEqual(drawn.count, 1)
        XCTAssertTrue(drawn[0].hasSuffix("…"), "\(drawn)")
        XCTAssertLessThan(drawn[0].count, long.count)
    }
}
