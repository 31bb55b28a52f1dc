import XCTest
import NibLayout
import NibModel
import LayoutSolver
import NibTestSupport

/// Which constraint of a required conflict gives way is an engine's choice (nibtool's solver
/// breaks the one added last). In the document's own configuration Xcode made that choice and
/// saved the frames it gave: the conflict's constraints the saved frames miss are the ones it
/// broke, and they give way in nibtool's layout too (`LayoutEngine.laidOutAsSaved`). Measured:
/// 21 corpus views laid out where Xcode saved them (xdripswift's landscape stack, OsmAnd, AdGuard),
/// 11 outside the corpus, none moved away from its saved frame.
final class SavedConflictBreakTests: DesignTimeTestCase {
    /// `ConflictingHeightsFixture`: a box held 100 tall by its first constraint and 50 by its second.
    func document(savedHeight: Double) throws -> IBDocument {
        try decode(ConflictingHeightsFixture.storyboard(savedHeight: savedHeight))
    }

    func brokenConstraint(_ layout: LayoutResult, _ doc: IBDocument) -> String? {
        guard case .document(let c)? = layout.conflicts.first?.broken else { return nil }
        return doc.constraints[c].id
    }

    func testTheConstraintTheSavedFramesMissIsTheOneThatGivesWay() throws {
        let doc = try document(savedHeight: 50)
        let layout = LayoutEngine().layout(doc, Configuration.document(doc))
        XCTAssertEqual(layout.views[doc.view(id: "box-00-000")!.index].frame, Rect(x: 20, y: 40, width: 100, height: 50))
        XCTAssertEqual(layout.conflicts.count, 1)
        XCTAssertEqual(brokenConstraint(layout, doc), "hA0-00-000")
        XCTAssertEqual(layout.conflicts.first?.brokenAsSaved, true)
    }

    /// Saved frames that agree with the solver's own choice, or another configuration (no saved
    /// frames to read), keep the order's choice: the constraint added last gives way.
    func testWithoutSuchEvidenceTheConstraintAddedLastGivesWay() throws {
        let agreeing = try document(savedHeight: 100)
        let own = LayoutEngine().layout(agreeing, Configuration.document(agreeing))
        XCTAssertEqual(own.views[agreeing.view(id: "box-00-000")!.index].frame?.height, 100)
        XCTAssertEqual(brokenConstraint(own, agreeing), "hB0-00-000")
        XCTAssertEqual(own.conflicts.first?.brokenAsSaved, false)

        let doc = try document(savedHeight: 50)
        let other = Configuration.resolve(nil, device: "ipad10_9rounded", orientation: nil, doc: doc)
        XCTAssertFalse(other.isDocumentConfiguration)
        let layout = LayoutEngine().layout(doc, other)
        XCTAssertEqual(layout.views[doc.view(id: "box-00-000")!.index].frame?.height, 100)
        XCTAssertEqual(brokenConstraint(layout, doc), "hB0-00-000")

        var options = LayoutOptions()
        options.breakConflictsAsSaved = false
        let ordered = LayoutEngine(options: options).layout(doc, Configuration.document(doc))
        XCTAssertEqual(ordered.views[doc.view(id: "box-00-000")!.index].frame?.height, 100)
    }
}
