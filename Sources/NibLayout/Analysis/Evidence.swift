/// What a layout verdict rests on, and therefore how much of it is proven.
///
/// A finding is only as good as its weakest input. nibtool models things it cannot know exactly
/// (Apple's fonts, custom views drawn by app code, images not in the repository, bars and safe
/// areas of the Xcode version that saved the document); Xcode's saved frames are a solution its
/// engine found. So a verdict names its evidence, and its evidence decides its severity:
/// `Proof.proven` keeps the rule's severity, `Proof.model` is at most a warning, `Proof.hint` is
/// shown only on request (`validate --evidence all`).
public enum Evidence: String, Sendable, CaseIterable {
    /// Xcode's own flag, saved in the document (`misplaced="YES"`, `ambiguous="YES"`).
    case xcode
    /// The document alone proves it: a set of required constraints between views' own edges,
    /// centers and sizes (no guide, margin, baseline, intrinsic size, stack or container frame, whose
    /// values nibtool models) that no frames can satisfy.
    case document
    /// The saved frames miss a required constraint between views by an amount the document's own
    /// numbers compute. Measured on the corpus (flags removed), Xcode flagged 11% of such views
    /// (folds 0.20, 0.20, 0.06): frames saved for another size class than the document's, cells
    /// saved at a stale size. A hint, and the message names the constraint.
    case savedFramesMissConstraint = "saved-frames-miss-constraint"
    /// The expected frame rests on nibtool's model (guides, margins, bars, intrinsic sizes).
    /// Measured: Xcode flagged 6 of 712 such views (1%). A hint.
    case modelledFrame = "modelled-frame"
    /// nibtool's layout model (which views have an intrinsic size, the root's size, stack
    /// arrangement): ambiguity, content-priority ties, conflicts that involve modelled constraints.
    case layout
    /// The expected frame depends on text measured with a stand-in for Apple's fonts.
    case text
    /// What Xcode's canvas shows, which is not the layout at run time: the views of table rows
    /// below their table's saved height, which the canvas does not lay out and flags as
    /// ambiguous from Xcode 14 on (`OffscreenRowAmbiguityTests`). A warning: Xcode shows it, and
    /// whether it saved the flag depends on what was laid out while editing.
    case canvas
    /// A controller's root view saved at a size no simulated screen gives (measured: Xcode flagged
    /// 5 of 18 such roots; kept as a warning, since every such root is a real canvas difference).
    case screenSize = "screen-size"
    /// The saved frames satisfy every constraint of the finding that the document lets nibtool
    /// evaluate exactly: Xcode's engine found a solution, so the finding rests only on modelled
    /// inputs (guides, margins, bars, intrinsic sizes) and the witness contradicts it.
    case contradictedByWitness = "contradicted-by-witness"
    /// The verdict depends on an input nibtool cannot know (a custom view's intrinsic size, an
    /// image not in the repository, an empty stack filled in code) whose admissible values include
    /// one under which the finding does not hold.
    case uncertainInput = "uncertain-input"

    /// Whether a finding on this evidence is reported without `--evidence` (`Proof.reportedByDefault`).
    public var reportedByDefault: Bool { proof >= .reportedByDefault }

    /// How far the evidence goes. Measured against Xcode's flags on the corpus (tools/conformance.py
    /// prints precision per evidence): see `Verdicts` for where each class came from.
    public var proof: Proof {
        switch self {
        case .xcode, .document: return .proven
        case .layout, .screenSize, .canvas: return .model
        case .text, .savedFramesMissConstraint, .modelledFrame, .contradictedByWitness, .uncertainInput: return .hint
        }
    }
}

/// The classes of proof, weakest first.
public enum Proof: Int, Sendable, Comparable, CaseIterable {
    /// Not reported by default: the finding may well be an artifact of what nibtool cannot know.
    case hint
    /// Reported as a warning at most: it rests on nibtool's model.
    case model
    /// Reported at the rule's severity: holds for every admissible value of the uncertain inputs.
    case proven

    /// The weakest proof reported without `--evidence`: findings on nibtool's model (as warnings
    /// at most), hints only on request. `validate`, `preview` and `explain` share it.
    public static let reportedByDefault: Proof = .model

    public static func < (a: Proof, b: Proof) -> Bool { a.rawValue < b.rawValue }
}
