import NibModel

/// When a saved frame counts as different from the solved one: by more than one pixel of the
/// scale Xcode saved at (whole points before Xcode 8): half a pixel for Xcode's rounding plus
/// half a pixel for ours, which rounds edges in the root's coordinates and can land on the other
/// side of a tie (measured on the corpus: 91 fewer reports, none of Xcode's own flags lost).
/// Frames that move when text sizes move (our stand-in font is not Apple's) need more than
/// max(2 pt, 5%) on some coordinate.
/// One definition for `validate` (misplaced-view), `fix --update-frames` and the measurements.
public struct Misplacement: Sendable {
    public let layout: LayoutResult
    /// The same configuration laid out with text sizes a few points larger.
    public let textProbe: LayoutResult?
    public let savedScale: Double

    public init(document: IBDocument, layout: LayoutResult, textProbe: LayoutResult?) {
        self.layout = layout
        self.textProbe = textProbe
        savedScale = document.toolsVersion < 10000 ? 1 : layout.configuration.scale
    }

    public var tolerance: Double { 1.0 / savedScale + 1e-6 }

    public func dependsOnText(_ view: Int) -> Bool {
        guard let solved = layout.views[view].frame, let moved = textProbe?.views[view].frame else { return false }
        return zip(moved.array, solved.array).contains { abs($0 - $1) > 0.01 }
    }

    /// Whether the saved frame differs from the solved one beyond what rounding and text explain.
    public func differs(_ view: Int, saved: Rect) -> Bool {
        guard let solved = layout.views[view].frame else { return false }
        let text = dependsOnText(view)
        return zip(saved.array, solved.array).contains { s, e in abs(s - e) > (text ? max(2, 0.05 * abs(s)) : tolerance) }
    }
}
