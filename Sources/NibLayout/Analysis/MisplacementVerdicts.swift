import NibModel

/// One view whose saved frame differs from the frame nibtool lays it out at, in the document's
/// own configuration, with what the difference rests on.
public struct MisplacementVerdict: Sendable {
    public var view: Int
    public var saved: Rect
    public var expected: Rect
    public var evidence: Evidence
    /// The document constraint the saved frame misses (evidence `saved-frames-miss-constraint`).
    public var missed: SavedFrameWitness.Miss?
}

/// The misplaced views of a document, computed without Xcode's flags: `validate`'s misplaced-view
/// is a thin adapter over it. A difference alone is not proof, since the expected frame rests on
/// nibtool's model of what it cannot know exactly; the saved frames are the witness
/// (`SavedFrameWitness`). Measured against Xcode's flags, neither a difference from the model nor
/// a saved frame that misses one of the document's constraints predicts Xcode's flag well enough
/// to gate on (see `Evidence`): computed misplacements are hints, Xcode's flags are reported.
public struct MisplacementVerdicts: Sendable {
    public private(set) var verdicts: [MisplacementVerdict] = []

    public init(document doc: IBDocument, layout: LayoutResult, textProbe: LayoutResult?) {
        let misplacement = Misplacement(document: doc, layout: layout, textProbe: textProbe)
        let witness = SavedFrameWitness(doc, layout)
        for l in layout.views where l.mode == .autoLayout {
            guard let saved = doc.views[l.view].frame, let solved = l.frame else { continue }
            // An ambiguous frame (or one moving with an ambiguous superview) has no expected value.
            if l.ambiguity.contains(where: { $0 != .unique }) || Self.hasAmbiguousAncestor(l.view, doc, layout) { continue }
            guard misplacement.differs(l.view, saved: saved) else { continue }
            let evidence: Evidence
            let miss = witness.worstMiss(touching: l.view)
            if miss != nil {
                evidence = .savedFramesMissConstraint
            } else if misplacement.dependsOnText(l.view) {
                evidence = .text
            } else {
                evidence = .modelledFrame
            }
            verdicts.append(MisplacementVerdict(view: l.view, saved: saved, expected: solved, evidence: evidence, missed: miss))
        }
        // Controller roots saved at a size no simulated screen gives (SimulatedRootSize).
        for (r, size) in layout.rootsAtImplausibleSizes.sorted(by: { $0.key < $1.key }) {
            guard let saved = doc.views[r].frame else { continue }
            verdicts.append(MisplacementVerdict(view: r, saved: saved, expected: Rect(x: saved.x, y: saved.y, width: size.width, height: size.height),
                                                evidence: .screenSize, missed: nil))
        }
    }

    /// True when a superview of `v` is ambiguous: its subtree moves with it.
    static func hasAmbiguousAncestor(_ v: Int, _ doc: IBDocument, _ layout: LayoutResult) -> Bool {
        var s = doc.views[v].superview
        while let c = s {
            if layout.views[c].mode == .autoLayout && layout.views[c].ambiguity.contains(where: { $0 != .unique }) { return true }
            s = doc.views[c].superview
        }
        return false
    }
}
