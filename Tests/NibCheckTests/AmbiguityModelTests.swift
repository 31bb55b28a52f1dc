import XCTest
@testable import NibCheck
import NibLayout
import NibModel
import NibXML
import NibTestSupport

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

    /// A table whose two Right Detail cells saved their built-in labels at different margins.
    static func styledCells(firstCellX: String) -> String {
        func cell(_ n: Int, x: String, title: String, detail: String) -> String {
            """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="tx\(n)-00-001" detailTextLabel="dt\(n)-00-001" style="IBUITableViewCellStyleValue1" id="ce\(n)-00-001">
                <rect key="frame" x="0.0" y="\(n * 44)" width="393" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ce\(n)-00-001" id="cv\(n)-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="\(title)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="tx\(n)-00-001">
                            <rect key="frame" x="\(x)" y="12" width="50" height="20.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="\(detail)" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="dt\(n)-00-001">
                            <rect key="frame" x="330" y="12" width="43" height="20.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        return RuleExample.storyboard(rootViewContent: """
        <subviews>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <sections>
                    <tableViewSection id="sec-00-001">
                        <cells>
        \(cell(1, x: firstCellX, title: "Server", detail: "Off"))
        \(cell(2, x: "20", title: "Account", detail: "On"))
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
        </subviews>
        <constraints>
            <constraint firstItem="tbl-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" id="c01-00-001"/>
            <constraint firstItem="tbl-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="c02-00-001"/>
            <constraint firstItem="sa0-00-000" firstAttribute="trailing" secondItem="tbl-00-001" secondAttribute="trailing" id="c03-00-001"/>
            <constraint firstItem="sa0-00-000" firstAttribute="bottom" secondItem="tbl-00-001" secondAttribute="bottom" id="c04-00-001"/>
        </constraints>
        """)
    }

    /// The built-in labels of a styled cell are laid out by the cell from its content view's
    /// leading margin: saved at the 8 pt margins of earlier layouts (16 or 20 now), they belong to a
    /// layout the document no longer gives, and Xcode flags every built-in view of that cell.
    func testCellStyleViewsSavedAtEarlierMarginsAreAmbiguous() {
        let found = ambiguous(Self.styledCells(firstCellX: "8"))
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertTrue(found.allSatisfy { $0.contains("\"Server\"") || $0.contains("\"Off\"") }, "\(found)")
        // The same cell saved at the margin: nothing.
        XCTAssertEqual(ambiguous(Self.styledCells(firstCellX: "20")), [])
    }

    /// A xib's top-level cell 133 pt tall whose content is an 80 pt image pinned 8 pt below its
    /// content view's top and 8 pt above its bottom (96 pt), the image saved `imageHeight` tall.
    static func cellTallerThanItsContent(imageHeight: Int) -> String {
        XibScaffold.topLevelCell(ViewScaffold.fixedSize("img-00-001", label: "Photo", width: 80, height: 80, savedAt: (8, 8), savedSize: (80, Double(imageHeight))),
                                 constraints: """
            <constraint firstItem="img-00-001" firstAttribute="leading" secondItem="cnt-00-000" secondAttribute="leading" constant="8" id="lea-00-001"/>
            <constraint firstItem="img-00-001" firstAttribute="top" secondItem="cnt-00-000" secondAttribute="top" constant="8" id="top-00-001"/>
            <constraint firstAttribute="bottom" secondItem="img-00-001" secondAttribute="bottom" constant="8" id="bot-00-001"/>
            """, height: 133, rowHeight: 133)
    }

    /// The cell's height and its content's required constraints conflict. Saved with the image at
    /// its 80 pt (the pin to the content view's bottom broken), Xcode laid the content out from
    /// its own constraints and flags the content view ambiguous (TravelTalk's cells, AGPU's,
    /// entourage's MentionCell, ring's location cells, VLC's playlist cell, OsmAnd's key
    /// assignment cell); saved stretched to fill the row (the image's own height broken,
    /// ProtonVPN's profile cell), it flags nothing, and nibtool reports the conflict only.
    func testACellContentViewWhoseSavedContentKeepsItsSizeIsAmbiguous() {
        func findings(_ text: String) -> [(rule: String, message: String)] {
            Validator().validate(bytes: Array(text.utf8), path: "t.xib").diagnostics
                .filter { d in d.details.contains { $0.key == "documentConfiguration" && $0.value == .bool(true) } }
                .map { ($0.rule, $0.message) }
        }
        let kept = findings(Self.cellTallerThanItsContent(imageHeight: 80))
        XCTAssertEqual(kept.filter { $0.rule == "ambiguous-layout" }.map(\.message), [#"Height is ambiguous for "Content View"."#], "\(kept)")
        XCTAssertEqual(kept.filter { $0.rule == "conflicting-constraints" }.count, 1)
        let stretched = findings(Self.cellTallerThanItsContent(imageHeight: 117))
        XCTAssertEqual(stretched.filter { $0.rule == "ambiguous-layout" }.count, 0, "\(stretched)")
        XCTAssertEqual(stretched.filter { $0.rule == "conflicting-constraints" }.count, 1)
    }
}
