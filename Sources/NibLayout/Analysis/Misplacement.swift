import NibModel

/// When a saved frame counts as different from the solved one: by more than one pixel of the
/// scale Xcode saved at (whole points before Xcode 8): half a pixel for Xcode's rounding plus
/// half a pixel for ours, which rounds edges in the root's coordinates and can land on the other
/// side of a tie (measured on the corpus: 91 fewer reports, none of Xcode's own flags lost).
/// Frames that move when text sizes move (our stand-in font is not Apple's) need more than
/// max(2 pt, 5%) on some coordinate, unless every text-sized view in the same hierarchy came out
/// at its saved size: then no text error can have moved anything, and a pixel counts again
/// (SwiftMessages' TacoDialogView, Charts' Ratings, ChatSecure's Onboarding: buttons and labels
/// Xcode flags 1-19 pt off beside text it measured as we did).
/// One definition for `validate` (misplaced-view), `fix --update-frames` and the measurements.
public struct Misplacement: Sendable {
    public let layout: LayoutResult
    /// The same configuration laid out with text sizes a few points larger.
    public let textProbe: LayoutResult?
    public let savedScale: Double

    /// `movedToSolvedFrames`: views about to be written at their solved frames (Update Frames), so
    /// their saved sizes are no evidence that text was measured differently.
    public init(document: IBDocument, layout: LayoutResult, textProbe: LayoutResult?, movedToSolvedFrames: Set<Int> = []) {
        self.layout = layout
        self.textProbe = textProbe
        savedScale = Self.savedScale(document, layout.configuration)
        let pixel = 1.0 / savedScale + 1e-6
        var topmost = [Int](repeating: 0, count: document.views.count)
        var textMissed = Set<Int>()
        for v in document.views.indices {
            // Superviews are decoded before their subviews.
            topmost[v] = document.views[v].superview.map { $0 < v ? topmost[$0] : $0 } ?? v
            guard layout.views[v].mode == .autoLayout, !movedToSolvedFrames.contains(v), let saved = document.views[v].frame,
                  let solved = layout.views[v].frame, Self.moves(v, layout, textProbe) else { continue }
            if abs(saved.width - solved.width) > pixel || abs(saved.height - solved.height) > pixel {
                textMissed.insert(topmost[v])
            }
        }
        self.topmost = topmost
        hierarchiesWithTextMissed = textMissed
    }

    /// Each view's outermost superview (itself for a root).
    private let topmost: [Int]
    /// Hierarchies (by outermost view) with a text-sized view not at its saved size.
    private let hierarchiesWithTextMissed: Set<Int>

    public var tolerance: Double { 1.0 / savedScale + 1e-6 }

    /// The scale Xcode saved frames at: the configuration's, but whole points before Xcode 8.
    public static func savedScale(_ document: IBDocument, _ configuration: Configuration) -> Double {
        document.toolsVersion < 10000 ? 1 : configuration.scale
    }

    public func dependsOnText(_ view: Int) -> Bool { Self.moves(view, layout, textProbe) }

    private static func moves(_ view: Int, _ layout: LayoutResult, _ textProbe: LayoutResult?) -> Bool {
        guard let solved = layout.views[view].frame, let moved = textProbe?.views[view].frame else { return false }
        return zip(moved.array, solved.array).contains { abs($0 - $1) > 0.01 }
    }

    /// Whether the saved frame differs from the solved one beyond what rounding and text explain.
    public func differs(_ view: Int, saved: Rect) -> Bool {
        guard let solved = layout.views[view].frame else { return false }
        let text = dependsOnText(view) && hierarchiesWithTextMissed.contains(topmost[view])
        return zip(saved.array, solved.array).contains { s, e in abs(s - e) > (text ? max(2, 0.05 * abs(s)) : tolerance) }
    }
}
