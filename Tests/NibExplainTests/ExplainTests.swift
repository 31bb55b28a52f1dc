import XCTest
import NibExplain
import NibLayout
import NibModel
import NibSupport
import NibTestSupport
import NibXML

final class ExplainTests: XCTestCase {
    func explain(_ path: String, _ view: String, traits: String? = nil) throws -> (IBDocument, ViewExplanation) {
        let doc = try ExplainSupport.load(path)
        let config = Configuration.resolve(traits.flatMap(TraitsPattern.init), device: nil, orientation: nil, doc: doc)
        guard case .success(let v) = ViewLookup.find(view, in: doc) else { throw XCTSkip("no view \(view)") }
        return (doc, Explainer(document: doc, configuration: config).explain(view: v))
    }

    func testAmbiguousSizeGetsReasoningAndASecondValidFrame() throws {
        let (_, e) = try explain("SampleDocuments/Problems/Ambiguous.storyboard", "Orange View")
        let frame = try XCTUnwrap(e.frame)
        for a in e.axes {
            XCTAssertTrue(a.isAmbiguous)
            XCTAssertEqual(a.position, "unique")
            XCTAssertEqual(a.size, "free")
            XCTAssertTrue(a.reasoning.contains { $0.hasPrefix("Orange View.\(a.axis == .horizontal ? "width" : "height") is free") }, "\(a.reasoning)")
            let other = try XCTUnwrap(a.alternateFrame, "\(a.axis)")
            // The pushed size moves, the determined position stays.
            if a.axis == .horizontal {
                XCTAssertNotEqual(other.width, frame.width, accuracy: 0.5)
                XCTAssertEqual(other.x, frame.x, accuracy: 1e-6)
                XCTAssertEqual(other.height, frame.height, accuracy: 1e-6)
            } else {
                XCTAssertNotEqual(other.height, frame.height, accuracy: 0.5)
                XCTAssertEqual(other.y, frame.y, accuracy: 1e-6)
            }
        }
    }

    /// Where the layout took a root's safe area from the saved frames, explain says so and gives
    /// the model's inset, in text and in JSON; the system it explains is laid out the same way.
    func testExplainSaysWhenTheSafeAreaIsWhereTheSavedFramesPutIt() throws {
        let doc = try StoryboardScaffold.decode(SafeAreaChainFixture.storyboard(savedTops: [121, 159, 197]))
        let e = Explainer(document: doc, configuration: Configuration.document(doc)).explain(view: doc.view(id: "bx1-00-000")!.index)
        XCTAssertEqual(e.frame?.y, 159)
        XCTAssertNil(e.savedFrame, "laid out at its saved frame")
        let s = try XCTUnwrap(e.safeAreaAsSaved)
        XCTAssertEqual(s.ownerID, "rt0-00-000")
        XCTAssertEqual(s.top?.laidOut, 113)
        XCTAssertEqual(s.top?.modelled, 59)
        XCTAssertNil(s.bottom)
        XCTAssertTrue(ExplanationText.render(e).contains("its root's safe area is inset top 113 pt (nibtool's model: 59), where the saved frames of the views pinned to it place it"), ExplanationText.render(e))
        guard case .object(let keys) = ExplanationJSON.value(e) else { return XCTFail("explanation JSON is not an object") }
        XCTAssertEqual(keys.first { $0.0 == "safeAreaAsSaved" }?.1,
                       .object([("root", .string("rt0-00-000")), ("top", .object([("laidOut", .number(113)), ("modelled", .number(59))]))]))
        let model = try StoryboardScaffold.decode(SafeAreaChainFixture.storyboard(savedTops: [67, 105, 143]))
        XCTAssertNil(Explainer(document: model, configuration: Configuration.document(model)).explain(view: model.view(id: "bx1-00-000")!.index).safeAreaAsSaved)
        // A side, the same way.
        let row = try StoryboardScaffold.decode(SafeAreaChainFixture.row(savedLefts: [55, 163, 271]))
        let side = Explainer(document: row, configuration: Configuration.document(row)).explain(view: row.view(id: "bx1-00-000")!.index)
        XCTAssertEqual(side.safeAreaAsSaved?.left?.laidOut, 47)
        XCTAssertNil(side.safeAreaAsSaved?.top)
        XCTAssertTrue(ExplanationText.render(side).contains("its root's safe area is inset left 47 pt (nibtool's model: 0), where"), ExplanationText.render(side))
    }

    /// Margins the saved frames placed are named too: the superview's (and the view's own), in
    /// the text and in JSON.
    func testExplainSaysWhenLayoutMarginsAreWhereTheSavedFramesPutThem() throws {
        let doc = try StoryboardScaffold.decode(SafeAreaChainFixture.marginColumn(savedX: 20, boxes: 3))
        let e = Explainer(document: doc, configuration: Configuration.document(doc)).explain(view: doc.view(id: "bx1-00-000")!.index)
        XCTAssertEqual(e.frame?.x, 20)
        XCTAssertNil(e.safeAreaAsSaved)
        XCTAssertEqual(e.layoutMarginsAsSaved.map(\.ownerID), ["rt0-00-000"])
        XCTAssertEqual(e.layoutMarginsAsSaved.first?.left?.laidOut, 20)
        XCTAssertEqual(e.layoutMarginsAsSaved.first?.left?.modelled, 16)
        XCTAssertNil(e.layoutMarginsAsSaved.first?.top)
        let text = ExplanationText.render(e)
        XCTAssertTrue(text.contains("the layout margins of \"View\" are inset left 20 pt (nibtool's model: 16), where the saved frames of the views pinned to them place them"), text)
        guard case .object(let keys) = ExplanationJSON.value(e) else { return XCTFail("explanation JSON is not an object") }
        XCTAssertEqual(keys.first { $0.0 == "layoutMarginsAsSaved" }?.1,
                       .array([.object([("view", .string("rt0-00-000")), ("left", .object([("laidOut", .number(20)), ("modelled", .number(16))]))])]))
        // At the model's margins, nothing to say.
        let model = try StoryboardScaffold.decode(SafeAreaChainFixture.marginColumn(savedX: 16, boxes: 3))
        XCTAssertEqual(Explainer(document: model, configuration: Configuration.document(model)).explain(view: model.view(id: "bx1-00-000")!.index).layoutMarginsAsSaved.count, 0)
    }

    /// The system explain walks is solved with the choices the layout took from the saved frames:
    /// the constraint of a conflict that the saved frames show Xcode broke is the one the axis
    /// lists as broken, as the frame and the conflict say.
    func testExplainedConstraintsBreakWhereTheLayoutBroke() throws {
        let doc = try StoryboardScaffold.decode(ConflictingHeightsFixture.storyboard(savedHeight: 50))
        let e = Explainer(document: doc, configuration: Configuration.document(doc)).explain(view: doc.view(id: "box-00-000")!.index)
        XCTAssertEqual(e.frame?.height, 50)
        let vertical = try XCTUnwrap(e.axes.first { $0.axis == .vertical })
        XCTAssertEqual(vertical.constraints.first { $0.id == "hA0-00-000" }?.status, .brokenByConflict)
        XCTAssertEqual(vertical.constraints.first { $0.id == "hB0-00-000" }?.status, .satisfied)
    }

    func testConflictNamesTheConstraintTheRuntimeBreaks() throws {
        let (_, e) = try explain("SampleDocuments/Problems/Conflict.storyboard", "8Lp-we-qtB")
        XCTAssertEqual(e.conflicts.count, 1)
        XCTAssertEqual(Set(e.conflicts[0].constraintIDs), ["5j4-YM-Bac", "tCa-49-RAM"])
        XCTAssertEqual(e.conflicts[0].brokenID, "tCa-49-RAM")
        let horizontal = try XCTUnwrap(e.axes.first { $0.axis == .horizontal })
        XCTAssertEqual(horizontal.constraints.first { $0.id == "tCa-49-RAM" }?.status, .brokenByConflict)
        XCTAssertEqual(horizontal.constraints.first { $0.id == "5j4-YM-Bac" }?.status, .satisfied)
        // Vertical constraints never show up on the horizontal axis.
        XCTAssertNil(horizontal.constraints.first { $0.id == "SfG-wl-TiW" })
        // What validate makes of the set: two widths of the document's own, proof.
        XCTAssertEqual(e.conflicts[0].validate?.rule, "conflicting-constraints")
        XCTAssertEqual(e.conflicts[0].validate?.evidence, "document")
        XCTAssertTrue(ExplanationText.render(e).contains("validate reports conflicting-constraints (evidence: document)"), ExplanationText.render(e))
    }

    /// A label held at 30 pt by a constraint and at its text's width by a required hugging: a
    /// conflict in nibtool's model, but the saved frame satisfies the width Xcode laid out, so
    /// validate holds it as a hint (`contradicted-by-witness`) and explain says so.
    func testAConflictTheSavedFramesContradictIsExplainedAsAHint() throws {
        let label = LayoutFixtures.label("lb1-00-001", "A", x: 16, y: 59, width: 30)
            .replacingOccurrences(of: #"horizontalHuggingPriority="251""#, with: #"horizontalHuggingPriority="1000""#)
            .replacingOccurrences(of: "<fontDescription", with: #"<constraints><constraint firstAttribute="width" constant="30" id="wid-00-001"/></constraints><fontDescription"#)
        let doc = try StoryboardScaffold.decode(StoryboardScaffold.oneScene("<subviews>\(label)</subviews>" + LayoutFixtures.pinnedToSafeAreaTopLeading("lb1-00-001")))
        let e = Explainer(document: doc, configuration: Configuration.document(doc)).explain(view: try XCTUnwrap(doc.view(id: "lb1-00-001")).index)
        let conflict = try XCTUnwrap(e.conflicts.first)
        XCTAssertEqual(conflict.validate?.evidence, "contradicted-by-witness")
        XCTAssertEqual(conflict.validate?.reportedByDefault, false)
        XCTAssertTrue(ExplanationText.render(e).contains("validate reports conflicting-constraints only with --evidence all (evidence: contradicted-by-witness, a hint)"),
                      ExplanationText.render(e))
    }

    /// A view of a table row below its table, which Xcode 14's canvas does not lay out: explain
    /// says it is determined and why validate reports it all the same (`OffscreenRowAmbiguityTests`).
    func testARowBelowItsTableIsExplainedAsTheCanvasShowsIt() throws {
        let doc = try StoryboardScaffold.decode(TableRowsFixture.twoRows(toolsVersion: "23504", secondRowY: 300))
        let e = Explainer(document: doc, configuration: Configuration.document(doc)).explain(view: try XCTUnwrap(doc.view(id: "dt2-00-001")).index)
        let text = ExplanationText.render(e)
        XCTAssertTrue(text.contains("Horizontal: determined; validate reports ambiguous-layout (position and size, as Xcode's canvas may show it: "
                                    + "its table row lies below the table and the canvas does not lay it out)"), text)
    }

    /// A container (`ctr`) holding two views, `aaa` on top and `bbb` (with `ddd` inside) below.
    /// `containerSizedBySibling`: the container's trailing edge follows `bbb` (100 pt wide)
    /// instead of the root's, so `bbb`'s width decides `aaa`'s, which is pinned to the container.
    func siblingsDocument(containerSizedBySibling: Bool) throws -> IBDocument {
        let view = { (id: String, x: Double, y: Double, w: Double, h: Double, inner: String) in
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="\(y)" width="\(w)" height="\(h)"/>
                \(inner)
            </view>
            """
        }
        let width = containerSizedBySibling ? 116.0 : 353
        let d = view("ddd-00-001", 0, 0, 100, 50, "")
        let b = view("bbb-00-001", 8, 56, 100, 50, "<subviews>\(d)</subviews><constraints>\(LayoutFixtures.pinnedToEdges("ddd-00-001", of: "bbb-00-001", idPrefix: "ddd-"))</constraints>")
        let a = view("aaa-00-001", 8, 8, width - 16, 40, "")
        let containerTrailing = containerSizedBySibling
            ? #"<constraint firstAttribute="trailing" secondItem="bbb-00-001" secondAttribute="trailing" constant="8" id="ctr-bt"/>"#
            : ""
        let c = view("ctr-00-001", 20, 100, width, 300, """
            <subviews>\(a)\(b)</subviews>
            <constraints>
                <constraint firstItem="aaa-00-001" firstAttribute="leading" secondItem="ctr-00-001" secondAttribute="leading" constant="8" id="aaa-l"/>
                <constraint firstAttribute="trailing" secondItem="aaa-00-001" secondAttribute="trailing" constant="8" id="aaa-r"/>
                <constraint firstItem="aaa-00-001" firstAttribute="top" secondItem="ctr-00-001" secondAttribute="top" constant="8" id="aaa-t"/>
                <constraint firstItem="aaa-00-001" firstAttribute="height" constant="40" id="aaa-h"/>
                <constraint firstItem="bbb-00-001" firstAttribute="leading" secondItem="ctr-00-001" secondAttribute="leading" constant="8" id="bbb-l"/>
                <constraint firstItem="bbb-00-001" firstAttribute="width" constant="100" id="bbb-w"/>
                <constraint firstItem="bbb-00-001" firstAttribute="top" secondItem="aaa-00-001" secondAttribute="bottom" constant="8" id="bbb-t"/>
                <constraint firstItem="bbb-00-001" firstAttribute="height" constant="50" id="bbb-h"/>
                \(containerTrailing)
            </constraints>
            """)
        let rootTrailing = containerSizedBySibling
            ? ""
            : #"<constraint firstAttribute="trailing" secondItem="ctr-00-001" secondAttribute="trailing" constant="20" id="ctr-r"/>"#
        return try StoryboardScaffold.decode(StoryboardScaffold.oneScene("""
            <subviews>\(c)</subviews>
            <constraints>
                <constraint firstItem="ctr-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="20" id="ctr-l"/>
                \(rootTrailing)
                <constraint firstItem="ctr-00-001" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="100" id="ctr-t"/>
                <constraint firstItem="ctr-00-001" firstAttribute="height" constant="300" id="ctr-h"/>
            </constraints>
            """))
    }

    /// The chain follows shared views both ways, so from `aaa` it reaches its sibling `bbb` and
    /// what is inside it through their container. Those constraints do not move `aaa`: the text
    /// counts them instead of listing them, and `--all-constraints` lists them marked.
    func testConstraintsThatOnlyShareAViewDoNotDecideTheFrame() throws {
        let doc = try siblingsDocument(containerSizedBySibling: false)
        let e = Explainer(document: doc, configuration: Configuration.document(doc)).explain(view: try XCTUnwrap(doc.view(id: "aaa-00-001")).index)
        let h = try XCTUnwrap(e.axes.first { $0.axis == .horizontal })
        XCTAssertFalse(h.isAmbiguous)
        let deciding = Set(h.constraints.filter { $0.decidesView == true }.compactMap(\.id))
        let notDeciding = Set(h.constraints.filter { $0.decidesView == false }.compactMap(\.id))
        XCTAssertEqual(deciding, ["aaa-l", "aaa-r", "ctr-l", "ctr-r"])
        XCTAssertEqual(notDeciding, ["bbb-l", "bbb-w", "ddd-l", "ddd-r"])
        let text = ExplanationText.render(e)
        XCTAssertTrue(text.contains("[ctr-l]"), text)
        XCTAssertFalse(text.contains("[bbb-w]"), text)
        XCTAssertFalse(text.contains("[ddd-l]"), text)
        XCTAssertTrue(text.contains("(4 more constraints share a view with this chain but changing them does not move or resize this view: --all-constraints lists them)"), text)
        let all = ExplanationText.render(e, allConstraints: true)
        XCTAssertTrue(all.split(separator: "\n").contains { $0.contains("[bbb-w]") && $0.hasSuffix("; does not move this view)") }, all)
        XCTAssertFalse(all.contains("--all-constraints lists them"), all)
        // Vertically, bbb hangs below aaa: nothing of bbb's decides aaa's position or height.
        let v = try XCTUnwrap(e.axes.first { $0.axis == .vertical })
        XCTAssertEqual(Set(v.constraints.filter { $0.decidesView == true }.compactMap(\.id)), ["aaa-t", "aaa-h", "ctr-t"])
        XCTAssertTrue(v.constraints.contains { $0.id == "bbb-t" && $0.decidesView == false })
        // JSON keeps every constraint, with the verdict.
        let json = ExplanationJSON.value(e).serialized()
        XCTAssertTrue(json.contains(#""decidesView": false"#) && json.contains(#""decidesView": true"#), json)
    }

    /// The other way round: a container sized by its content. bbb's width decides the container's,
    /// and so aaa's width, though bbb is only a sibling: it stays listed.
    func testASiblingThatSizesTheContainerDecidesTheFrame() throws {
        let doc = try siblingsDocument(containerSizedBySibling: true)
        let e = Explainer(document: doc, configuration: Configuration.document(doc)).explain(view: try XCTUnwrap(doc.view(id: "aaa-00-001")).index)
        let h = try XCTUnwrap(e.axes.first { $0.axis == .horizontal })
        XCTAssertEqual(e.frame?.width, 100)
        XCTAssertEqual(Set(h.constraints.filter { $0.decidesView == true }.compactMap(\.id)), ["aaa-l", "aaa-r", "ctr-l", "ctr-bt", "bbb-l", "bbb-w"])
        XCTAssertEqual(Set(h.constraints.filter { $0.decidesView == false }.compactMap(\.id)), ["ddd-l", "ddd-r"])
        XCTAssertTrue(ExplanationText.render(e).contains("[bbb-w]    (via the chain, step"), ExplanationText.render(e))
    }

    /// Past the check limit, the chain's farthest constraints are listed unchecked, and said so.
    func testTheFarEndOfALongChainIsListedUnchecked() throws {
        let doc = try siblingsDocument(containerSizedBySibling: false)
        var explainer = Explainer(document: doc, configuration: Configuration.document(doc))
        explainer.decidingCheckLimit = 4
        let e = explainer.explain(view: try XCTUnwrap(doc.view(id: "aaa-00-001")).index)
        let h = try XCTUnwrap(e.axes.first { $0.axis == .horizontal })
        XCTAssertEqual(h.constraints.prefix(4).filter { $0.decidesView == nil }.count, 0)
        XCTAssertEqual(h.constraints.dropFirst(4).filter { $0.decidesView != nil }.count, 0)
        XCTAssertGreaterThan(h.constraints.count, 4)
        let text = ExplanationText.render(e)
        XCTAssertTrue(text.contains("the chain is long: its farthest constraints are listed without checking"), text)
        // The unchecked ones are listed, not counted away.
        for c in h.constraints.dropFirst(4) { XCTAssertTrue(text.contains(c.equation), c.equation) }
    }

    /// An ambiguous axis shows the whole chain: what is free may lie anywhere along it.
    func testAnAmbiguousAxisKeepsTheWholeChain() throws {
        let (_, e) = try explain("SampleDocuments/Problems/Ambiguous.storyboard", "Orange View")
        for a in e.axes {
            XCTAssertTrue(a.isAmbiguous)
            XCTAssertTrue(a.constraints.allSatisfy { $0.decidesView == nil })
        }
        XCTAssertFalse(ExplanationText.render(e).contains("--all-constraints"))
    }

    /// Open variables of views that share a name (three "ThemableLabel"s in a cell) are told
    /// apart by their ids, as the constraints are.
    func testOpenVariablesOfSameNamedViewsNameTheirIDs() throws {
        let labels = LayoutFixtures.label("lbA-00-001", "Same", x: 16, y: 100, width: 40) + LayoutFixtures.label("lbB-00-001", "Same", x: 64, y: 100, width: 40)
        let doc = try StoryboardScaffold.decode(StoryboardScaffold.oneScene("""
            <subviews>\(labels)</subviews>
            <constraints>
                <constraint firstItem="lbA-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="16" id="lbA-l"/>
                <constraint firstItem="lbB-00-001" firstAttribute="leading" secondItem="lbA-00-001" secondAttribute="trailing" constant="8" id="lbB-l"/>
                <constraint firstItem="lbB-00-001" firstAttribute="top" secondItem="lbA-00-001" secondAttribute="top" id="lbB-t"/>
            </constraints>
            """))
        let e = Explainer(document: doc, configuration: Configuration.document(doc)).explain(view: try XCTUnwrap(doc.view(id: "lbA-00-001")).index)
        let v = try XCTUnwrap(e.axes.first { $0.axis == .vertical })
        XCTAssertTrue(v.isAmbiguous)
        XCTAssertTrue(v.reasoning.contains { $0.hasPrefix("Same (lbA-00-001).y is free") }, "\(v.reasoning)")
        XCTAssertTrue(v.reasoning.contains { $0.hasPrefix("Same (lbB-00-001).y is free") }, "\(v.reasoning)")
    }

    func testChainReachesConstraintsTheViewDoesNotHold() throws {
        // R08: Red View's width depends on Blue View's (2x @750) and Blue View's own minimum.
        let (_, e) = try explain("SampleDocuments/Cookbook/R08-views-two-complex-width.storyboard", "Red View")
        let h = try XCTUnwrap(e.axes.first { $0.axis == .horizontal })
        let minimum = try XCTUnwrap(h.constraints.first { $0.id == "ZvC-ct-ZUy" })
        XCTAssertGreaterThan(minimum.distance, 0)
        XCTAssertEqual(minimum.visualFormat, "H:[Blue View(>=150)]")
        // wC-hR: the optional 2x ratio loses against the minimum, by a measurable amount.
        let ratio = try XCTUnwrap(h.constraints.first { $0.id == "BEy-7x-pUJ" })
        XCTAssertEqual(ratio.status, .broken)
        XCTAssertGreaterThan(ratio.violation, 1)
        XCTAssertEqual(ratio.priority, 750)
        let (_, wide) = try explain("SampleDocuments/Cookbook/R08-views-two-complex-width.storyboard", "Red View", traits: "wR-hR")
        XCTAssertEqual(wide.axes[0].constraints.first { $0.id == "BEy-7x-pUJ" }?.status, .satisfied)
    }

    func testRootViewIsExplainedByItsContainerOnly() throws {
        // The subviews' constraints touch the root's variables but do not decide its frame.
        let (_, e) = try explain("SampleDocuments/Cookbook/R04-single-view-simple.storyboard", "VXp-D3-MlQ")
        for a in e.axes {
            XCTAssertEqual(a.constraints.map(\.kind), ["root", "root"], "\(a.axis)")
        }
        XCTAssertEqual(e.axes[1].constraints.map(\.equation).last, "View frame (set by its container): View.height = 852")
    }

    func testContentSizeAndPrioritiesInPlay() throws {
        let (_, e) = try explain("SampleDocuments/Cookbook/R01-stack-simple.storyboard", "Image View")
        let v = try XCTUnwrap(e.axes.first { $0.axis == .vertical }?.content)
        XCTAssertEqual(v.hugging, 249)
        XCTAssertEqual(v.compressionResistance, 749)
        XCTAssertTrue(v.compressionBroken)
    }

    func testVisualFormatForms() throws {
        let doc = try ExplainSupport.load("SampleDocuments/Problems/RuntimeConflict.storyboard")
        func vfl(_ id: String) -> String? {
            guard case .constraint(let c)? = doc.object(id) else { return "missing" }
            return VisualFormat.render(doc.constraints[c], in: doc, constant: doc.constraints[c].constant)
        }
        XCTAssertEqual(vfl("rV0-s3-Hc9"), "H:[Hello]-20-|")
        XCTAssertEqual(vfl("3aD-pM-Jq5"), "V:[Hello]-20-[Card View]")
        XCTAssertEqual(vfl("9gW-tE-2Lb"), "H:[Card View(==300)]")
        XCTAssertNil(vfl("yT8-Nf-5Kq"), "the safe area has no VFL form")
    }

    func testTreeMarksAmbiguousAndMisplacedViews() throws {
        for (path, marker) in [("SampleDocuments/Problems/Ambiguous.storyboard", "AMBIGUOUS LAYOUT (horizontal, vertical) for UIView:qCh-Pw-Qce.Width, UIView:qCh-Pw-Qce.Height"),
                               ("SampleDocuments/Problems/Misplaced.storyboard", "*UIView:8Ed-md-QnL (Green View), frame {{16, 79}, {361, 120}} - MISPLACED (saved {{24, 90}, {345, 120}})")] {
            let doc = try ExplainSupport.load(path)
            let explainer = Explainer(document: doc, configuration: Configuration.document(doc))
            let root = try XCTUnwrap(doc.views.first { $0.superview == nil }).index
            let text = AutolayoutTrace(document: doc, root: root, explainer: explainer).text
            XCTAssertTrue(text.contains(marker), text)
            XCTAssertTrue(text.split(separator: "\n")[1].hasPrefix("•UIView:"), text)
        }
        // Out of the document's configuration saved frames say nothing: no MISPLACED.
        let doc = try ExplainSupport.load("SampleDocuments/Problems/Misplaced.storyboard")
        let other = Configuration.resolve(TraitsPattern("wR-hR"), device: nil, orientation: nil, doc: doc)
        let text = AutolayoutTrace(document: doc, root: doc.views.first { $0.superview == nil }!.index, explainer: Explainer(document: doc, configuration: other)).text
        XCTAssertFalse(text.contains("MISPLACED"), text)
    }

    func testFixedFrameViewsAreNotMarkedAutoLayout() throws {
        let doc = try ExplainSupport.load("SampleDocuments/Problems/RuntimeConflict.storyboard")
        let explainer = Explainer(document: doc, configuration: Configuration.document(doc))
        let trace = AutolayoutTrace(document: doc, root: explainer.root(of: doc.view(id: "Xp7-nL-Rq2")!.index), explainer: explainer)
        XCTAssertTrue(trace.text.contains("\n|   UIView:Xp7-nL-Rq2 (Banner View)"), trace.text)
        XCTAssertTrue(trace.text.contains("\n|   *UILabel:fJ3-kd-8Ws 'Hello'"), trace.text)
    }

    func testLookupByIdLabelAndCloseMatches() throws {
        let doc = try ExplainSupport.load("SampleDocuments/Problems/Misplaced.storyboard")
        guard case .success(let a) = ViewLookup.find("8Ed-md-QnL", in: doc), case .success(let b) = ViewLookup.find("Green View", in: doc) else {
            return XCTFail("lookup failed")
        }
        XCTAssertEqual(a, b)
        // A label with a user label is found by its text too.
        let xib = try ExplainSupport.load("SampleDocuments/Problems/Clean.xib")
        guard case .success(let label) = ViewLookup.find("Jane Appleseed", in: xib) else { return XCTFail("by text") }
        XCTAssertEqual(xib.views[label].id, "HiE-cI-pa8")
        guard case .failure(.notFound(let suggestions)) = ViewLookup.find("Gren Veiw", in: doc) else { return XCTFail("found a view") }
        XCTAssertEqual(suggestions.first, "Green View")
    }

    /// Constraints UIKit generates read as relations between edges and centers, and views whose
    /// name the document repeats carry their id.
    func testGeneratedConstraintsReadAsEdgeRelations() throws {
        func box(_ id: String, _ width: Int) -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
                    <constraint firstAttribute="height" constant="40" id="\(id)-h"/>
                </constraints>
            </view>
            """
        }
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="sc0-00-000"><objects>
                <viewController id="vc0-00-000" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st0-00-000">
                                <rect key="frame" x="20" y="20" width="335" height="88"/>
                                <subviews>\(box("aa0-00-000", 100))\(box("bb0-00-000", 60))</subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="st0-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="20" id="c10-00-000"/>
                            <constraint firstAttribute="trailing" secondItem="st0-00-000" secondAttribute="trailing" constant="20" id="c11-00-000"/>
                            <constraint firstItem="st0-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="20" id="c12-00-000"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
        let doc = try DocumentDecoder.decode(try XMLReader.parse(Array(text.utf8)).document)
        let config = Configuration.document(doc)
        guard case .success(let v) = ViewLookup.find("bb0-00-000", in: doc) else { return XCTFail("no view") }
        let e = Explainer(document: doc, configuration: config).explain(view: v)
        let equations = e.axes.flatMap(\.constraints).filter { $0.kind == "stack" }.map(\.equation)
        XCTAssertTrue(equations.contains { $0.hasSuffix("View (bb0-00-000).centerX = Stack View.centerX") }, "\(equations)")
        XCTAssertTrue(equations.contains { $0.hasSuffix("View (bb0-00-000).minY = View (aa0-00-000).maxY + 8") }, "\(equations)")
        XCTAssertFalse(equations.contains { $0.contains(" - ") || $0.hasSuffix("= 0") }, "\(equations)")
    }

    func testSavedFrameShownWhereTheDocumentsConfigurationLaysTheViewOutElsewhere() throws {
        // The sample's Green View was saved at (24, 90, 345) where its margins put it at (16, 79, 361).
        let (_, e) = try explain("SampleDocuments/Problems/Misplaced.storyboard", "Green View")
        let saved = try XCTUnwrap(e.savedFrame)
        XCTAssertEqual(saved.array, [24, 90, 345, 120])
        XCTAssertEqual(try XCTUnwrap(e.frame).x, 16, accuracy: 1e-6)
        let text = ExplanationText.render(e)
        XCTAssertTrue(text.contains("saved frame {{24, 90}, {345, 120}} in the document, 16 pt away"), text)
        guard case .object(let keys) = ExplanationJSON.value(e) else { return XCTFail("explanation JSON is not an object") }
        XCTAssertEqual(keys.first { $0.0 == "savedFrame" }?.1, .numbers([24, 90, 345, 120]))
        // And what validate makes of it: Xcode saved the view flagged; without the flag, nibtool's
        // own verdict rests on modelled margins, a hint validate shows only with --evidence all.
        XCTAssertEqual(e.misplaced?.evidence, "xcode")
        XCTAssertTrue(text.contains("16 pt away; validate reports misplaced-view (Xcode's saved flag)"), text)
        let unflagged = try DocumentDecoder.decode(try XMLReader.parse(Array(try ExplainSupport.text("SampleDocuments/Problems/Misplaced.storyboard")
            .replacingOccurrences(of: #" misplaced="YES""#, with: "").utf8)).document)
        let computed = Explainer(document: unflagged, configuration: Configuration.document(unflagged))
            .explain(view: try XCTUnwrap(unflagged.view(id: "8Ed-md-QnL")).index)
        XCTAssertEqual(computed.misplaced?.rule, "misplaced-view")
        XCTAssertEqual(computed.misplaced?.evidence, "modelled-frame")
        XCTAssertEqual(computed.misplaced?.reportedByDefault, false)
        XCTAssertTrue(ExplanationText.render(computed).contains("validate reports misplaced-view only with --evidence all (evidence: modelled-frame, a hint)"))
        // Another configuration has no saved frame to compare with; a view Xcode laid out where
        // it was saved shows none either.
        let (_, other) = try explain("SampleDocuments/Problems/Misplaced.storyboard", "Green View", traits: "wR-hR")
        XCTAssertNil(other.savedFrame)
        let (_, clean) = try explain("SampleDocuments/Cookbook/R08-views-two-complex-width.storyboard", "Red View")
        XCTAssertNil(clean.savedFrame)
        XCTAssertNil(clean.misplaced)
        XCTAssertNil(other.misplaced, "no saved frames outside the document's configuration")
    }

    func testSavedFrameHalfAPointAwayCountsOnlyWhereXcodeSavedPixels() throws {
        // The pixel is the one `validate` uses (Misplacement.savedScale): a third of a point on
        // this @3x phone, a whole point before Xcode 8, which saved frames in whole points.
        let text = try ExplainSupport.text("SampleDocuments/Problems/Misplaced.storyboard")
            .replacingOccurrences(of: #"x="24" y="90" width="345""#, with: #"x="16.5" y="79" width="361""#)
        func savedFrame(toolsVersion: String?) throws -> Rect? {
            let xml = toolsVersion.map { text.replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#($0)""#) } ?? text
            let doc = try DocumentDecoder.decode(try XMLReader.parse(Array(xml.utf8)).document)
            guard case .success(let v) = ViewLookup.find("Green View", in: doc) else { throw XCTSkip("no view") }
            let e = Explainer(document: doc, configuration: Configuration.document(doc)).explain(view: v)
            XCTAssertEqual(try XCTUnwrap(e.frame).x, 16, accuracy: 1e-6)
            return e.savedFrame
        }
        XCTAssertEqual(try savedFrame(toolsVersion: nil)?.x, 16.5)
        XCTAssertNil(try savedFrame(toolsVersion: "9531"))
    }
}

/// `explain` and `validate` agree: an axis `validate` exempts says so (issue #26, item 5).
final class ExplainValidateAgreementTests: XCTestCase {
    /// A vertical stack 200 tall holding two labels of equal hugging: their heights tie.
    static let stack = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-00-000">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        </dependencies>
        <scenes>
            <scene sceneID="sc0-00-000">
                <objects>
                    <viewController id="vc0-00-000" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001" userLabel="Column">
                                    <rect key="frame" x="16" y="59" width="200" height="200"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Upper" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-00-001" userLabel="Upper">
                                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Lower" translatesAutoresizingMaskIntoConstraints="NO" id="lb2-00-001" userLabel="Lower">
                                            <rect key="frame" x="0.0" y="100" width="200" height="100"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="200" id="wid-00-001"/>
                                        <constraint firstAttribute="height" constant="200" id="hgt-00-001"/>
                                    </constraints>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
                            <constraints>
                                <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
                                <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="top-00-001"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// The stack `height` tall (the labels split it evenly): 200 stretches the labels, 30
    /// compresses them.
    func explainUpperLabel(stackHeight height: Int, flaggedByXcode: Bool = false) throws -> ViewExplanation {
        var text = Self.stack
            .replacingOccurrences(of: #"width="200" height="200""#, with: #"width="200" height="\#(height)""#)
            .replacingOccurrences(of: #"constant="200" id="hgt-00-001""#, with: #"constant="\#(height)" id="hgt-00-001""#)
        if flaggedByXcode { text = text.replacingOccurrences(of: #"id="lb1-00-001""#, with: #"ambiguous="YES" id="lb1-00-001""#) }
        let doc = try DocumentDecoder.decode(try XMLReader.parse(Array(text.utf8)).document)
        guard case .success(let v) = ViewLookup.find("lb1-00-001", in: doc) else { throw XCTSkip("no label") }
        return Explainer(document: doc, configuration: Configuration.document(doc)).explain(view: v)
    }

    func testATieAlongAStacksAxisSaysValidateDoesNotReportIt() throws {
        // Compressed: the stack's order resolves the tie, and validate does not report it.
        let e = try explainUpperLabel(stackHeight: 30)
        let vertical = try XCTUnwrap(e.axes.first { $0.axis == .vertical })
        XCTAssertTrue(vertical.isAmbiguous)
        XCTAssertEqual(vertical.size, "tie")
        XCTAssertTrue(vertical.reasoning.contains { $0.contains("resolved by the stack") }, "\(vertical.reasoning)")
        // Across the stack nothing ties, so nothing is exempted there.
        let horizontal = try XCTUnwrap(e.axes.first { $0.axis == .horizontal })
        XCTAssertFalse(horizontal.reasoning.contains { $0.hasPrefix("validate does not report") })
    }

    /// The same tie on a label Xcode saved flagged ambiguous: validate reports Xcode's flag, so
    /// explain does not say validate leaves it out, only that nibtool's own verdict does.
    func testAnExemptedTieXcodeFlaggedIsReportedWithXcodesFlag() throws {
        let e = try explainUpperLabel(stackHeight: 30, flaggedByXcode: true)
        let vertical = try XCTUnwrap(e.axes.first { $0.axis == .vertical })
        XCTAssertEqual(vertical.validate.map { $0.evidence }, ["xcode"])
        XCTAssertFalse(vertical.reasoning.contains { $0.hasPrefix("validate does not report") }, "\(vertical.reasoning)")
        XCTAssertTrue(vertical.reasoning.contains { $0.hasPrefix("nibtool's own verdict leaves it out: a tie along") }, "\(vertical.reasoning)")
        XCTAssertTrue(ExplanationText.headline(vertical).hasSuffix("validate reports ambiguous-layout (position and size, Xcode's saved flag)"),
                      ExplanationText.headline(vertical))
    }

    func testATieThatStretchesAFillStackIsNotSaidToBeResolved() throws {
        // Stretched: validate reports it (`StackTieAmbiguityTests`), so explain claims no exemption.
        let e = try explainUpperLabel(stackHeight: 200)
        let vertical = try XCTUnwrap(e.axes.first { $0.axis == .vertical })
        XCTAssertEqual(vertical.size, "tie")
        XCTAssertFalse(vertical.reasoning.contains { $0.hasPrefix("validate does not report") }, "\(vertical.reasoning)")
    }

    /// A scroll view whose frame is determined but whose content size is open: `explain` says so
    /// on each open axis, as `validate` reports it (`ambiguous-layout`), and not on a decided one.
    func testOpenScrollContentIsExplained() throws {
        func scrollView(bottom: Bool) throws -> ViewExplanation {
            let doc = try StoryboardScaffold.decode(ScrollViewScaffold.constrainedContent("""
                <constraint firstAttribute="trailing" secondItem="cnt-00-001" secondAttribute="trailing" id="c08-00-001"/>
                \(bottom ? #"<constraint firstAttribute="bottom" secondItem="cnt-00-001" secondAttribute="bottom" id="c09-00-001"/>"# : "")
                """))
            let v = try XCTUnwrap(doc.view(id: "scr-00-001")).index
            return Explainer(document: doc, configuration: Configuration.document(doc)).explain(view: v)
        }
        let open = try scrollView(bottom: false)
        XCTAssertEqual(open.axes.map(\.scrollContentOpen), [false, true])
        XCTAssertFalse(open.axes.contains(where: \.isAmbiguous))
        XCTAssertTrue(ExplanationText.render(open).contains("scrollable content height AMBIGUOUS"), ExplanationText.render(open))
        XCTAssertEqual(try scrollView(bottom: true).axes.map(\.scrollContentOpen), [false, false])
    }

    /// Texts that fill their space exactly: the layout determines the labels' widths, but only at
    /// nibtool's text sizes, and validate reports the content-priority tie (the text probes,
    /// `ProportionalFillTieTests`). explain says so on that axis instead of "determined" alone,
    /// and says nothing of the kind where a proportional stack makes the fit.
    func testATieAsTextSizesVaryIsExplainedAsValidateReportsIt() throws {
        func explainFirstLabel(_ distribution: String) throws -> AxisExplanation {
            let free = try StoryboardScaffold.decode(LayoutFixtures.wrappedLabelStack(distribution: distribution, width: nil))
            let stack = try XCTUnwrap(free.view(id: "stk-00-001")).index
            let natural = try XCTUnwrap(Explainer(document: free, configuration: Configuration.document(free)).layout.views[stack].frame?.width)
            let doc = try StoryboardScaffold.decode(LayoutFixtures.wrappedLabelStack(distribution: distribution, width: natural))
            let e = Explainer(document: doc, configuration: Configuration.document(doc)).explain(view: try XCTUnwrap(doc.view(id: "lb1-00-001")).index)
            let horizontal = try XCTUnwrap(e.axes.first { $0.axis == .horizontal })
            XCTAssertFalse(horizontal.isAmbiguous, "the layout itself decides the width")
            return horizontal
        }
        let exact = try explainFirstLabel("fill")
        XCTAssertTrue(exact.tiesAsTextVaries)
        XCTAssertEqual(exact.validate.map(\.rule), ["content-priority-ambiguity"])
        XCTAssertTrue(exact.reasoning.contains { $0.hasPrefix("the texts fill this space exactly") }, "\(exact.reasoning)")
        XCTAssertTrue(ExplanationText.headline(exact).hasPrefix("determined only at nibtool's exact text sizes: a content priority TIE"), ExplanationText.headline(exact))
        XCTAssertTrue(ExplanationText.headline(exact).hasSuffix("validate reports content-priority-ambiguity (size)"), ExplanationText.headline(exact))
        let proportional = try explainFirstLabel("fillProportionally")
        XCTAssertFalse(proportional.tiesAsTextVaries)
        XCTAssertEqual(proportional.validate, [])
        XCTAssertEqual(ExplanationText.headline(proportional), "determined")
    }

    /// An axis the solver leaves open names what validate reports of it, with the evidence.
    func testAnAmbiguousAxisNamesValidatesFinding() throws {
        let doc = try ExplainSupport.load("SampleDocuments/Problems/Ambiguous.storyboard")
        let e = Explainer(document: doc, configuration: Configuration.document(doc)).explain(view: try XCTUnwrap(doc.view(id: "qCh-Pw-Qce")).index)
        XCTAssertEqual(e.axes.count, 2)
        for a in e.axes {
            XCTAssertTrue(a.isAmbiguous)
            XCTAssertEqual(a.validate.map { $0.rule }, ["ambiguous-layout"], "\(a.axis)")
            XCTAssertTrue(ExplanationText.headline(a).contains("; validate reports ambiguous-layout (size"), ExplanationText.headline(a))
        }
    }
}
