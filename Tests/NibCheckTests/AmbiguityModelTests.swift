import XCTest
@testable import NibCheck
import NibLayout
import NibModel
import NibXML

/// What decides a view's size in Xcode's eyes, so that `ambiguous-layout` agrees with the
/// `ambiguous="YES"` flags Xcode saves (issue #26, item 5).
final class AmbiguityModelTests: XCTestCase {
    func ambiguous(_ text: String) -> [String] {
        Validator().validate(bytes: Array(text.utf8), path: "t.storyboard").diagnostics
            .filter { d in d.rule == "ambiguous-layout" && d.details.contains { $0.key == "documentConfiguration" && $0.value == .bool(true) } }.map(\.message)
    }

    /// An image view pinned by its top-leading corner only: its size is its image's.
    static func imageView(_ image: String, frame: String = "width=\"14\" height=\"14\"", resources: String) -> String {
        RuleExample.storyboard(rootViewContent: """
        <subviews>
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001" userLabel="Dot">
                <rect key="frame" x="16" y="59" \(frame)/>
                \(image)
            </imageView>
        </subviews>
        <constraints>
            <constraint firstItem="img-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
            <constraint firstItem="img-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="top-00-001"/>
        </constraints>
        """, resources: "<resources>\n    \(resources)\n</resources>")
    }

    /// An SF Symbol written as `<imageReference>`: Xcode sizes the view from the symbol (xdripswift's
    /// 14 x 14 circle.fill) and flags nothing; `<resources>` only has its 128 x 123 canvas rendering.
    func testSystemSymbolImageViewHasItsSavedSize() throws {
        let symbol = #"<imageReference key="image" image="circle.fill" catalog="system" symbolScale="small"/>"#
        let resources = #"<image name="circle.fill" catalog="system" width="128" height="123"/>"#
        XCTAssertEqual(ambiguous(Self.imageView(symbol, resources: resources)), [])
        // The control: the same view without an image has no size at all.
        XCTAssertEqual(ambiguous(Self.imageView("", resources: resources)).count, 2)

        // Held at the saved 14 x 14, not the canvas rendering's 128 x 123.
        let doc = try DocumentDecoder.decode(try XMLReader.parse(Array(Self.imageView(symbol, resources: resources).utf8)).document)
        let layout = LayoutEngine().layout(doc, Configuration.document(doc))
        let frame = try XCTUnwrap(layout.views[try XCTUnwrap(doc.view(id: "img-00-001")).index].frame)
        XCTAssertEqual([frame.width, frame.height], [14, 14])
    }

    /// An SF Symbol named by the view's own `catalog="system"` whose `<resources>` entry is saved
    /// under another name (LoopKit's reorder handle: `line.3.horizontal` on the view,
    /// `line.horizontal.3`, its older name, in `<resources>`): still a symbol, so still sized.
    func testSystemSymbolIsKnownByTheViewsOwnCatalog() {
        let resources = #"<image name="line.horizontal.3" catalog="system" width="128" height="64"/>"#
        let view = Self.imageView("", frame: #"width="26" height="13""#, resources: resources)
            .replacingOccurrences(of: #"id="img-00-001""#, with: #"image="line.3.horizontal" catalog="system" id="img-00-001""#)
        XCTAssertEqual(ambiguous(view), [])
    }

    /// A named image written as `<imageReference>` (a rendering mode, say) is that image: the view has
    /// the resource's size, as with an `image` attribute.
    func testNamedImageReferenceGivesTheResourceSize() {
        let reference = #"<imageReference key="image" image="star" renderingMode="template"/>"#
        let resources = #"<image name="star" width="24" height="24"/>"#
        XCTAssertEqual(ambiguous(Self.imageView(reference, frame: #"width="24" height="24""#, resources: resources)), [])
    }
}
