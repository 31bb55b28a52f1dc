import LayoutSolver
import NibModel

/// UIStackView's `fillProportionally` distribution, as UIKit builds it.
///
/// Each shown arranged view's length along the axis is tied to the stack's own length (to its
/// layout margins' length when it arranges within them), with the multiplier
/// `length / (sum of the shown views' lengths + spacing * (shown - 1))`, where a view's length is
/// its intrinsic content size along the axis. The multipliers leave the spacing out, so all of
/// these constraints hold together only at the stack's natural length (every view at its own
/// length): the stack hugs its content at the priority of these constraints. That priority falls
/// with the view's index among the arranged views, `max(999 - index, 751)`, and is required where
/// the multiplier is 1 (a single shown view). So a constraint of the document below 999 that
/// would stretch the stack loses against the proportions; a stack whose length required
/// constraints decide gives each view but the last its share of that length, and the last one
/// takes what remains.
///
/// Where a shown view has no intrinsic length nibtool can measure (UIKit then asks the view for its
/// fitting size), the proportions are kept between the measured views only, as a ratio to the
/// first of them, and the stack does not hug.
extension SystemBuilder {
    mutating func addProportionalFill(_ s: Int, info: StackInfo, arranged: [Int], visible: [Int], insets: Double) {
        guard let sv = vars[s] else { return }
        let horizontal = info.axis == .horizontal
        let sizes = visible.map { horizontal ? vars[$0]!.w.expression : vars[$0]!.h.expression }
        let lengths = visible.map { axisIntrinsic($0, horizontal) }
        let origin = ConstraintOrigin.stack(s, "UISV-fill-proportionally")
        guard lengths.allSatisfy({ $0 != nil }) else {
            addProportionalRatios(sizes: sizes, lengths: lengths, origin: origin)
            return
        }
        // UIKit adds the stack's `spacing` property; the system spacing is a marker value there, not a length.
        let gaps = info.standardSpacing ? 0 : info.spacing
        let denominator = lengths.reduce(0) { $0 + max($1!, 0) } + gaps * Double(visible.count - 1)
        guard denominator > 0 else { return }
        let stackLength = (horizontal ? sv.w.expression : sv.h.expression) - insets
        for (i, v) in visible.enumerated() {
            let multiplier = max(lengths[i]!, 0) / denominator
            let index = arranged.firstIndex(of: v) ?? 0
            let priority = multiplier == 1 || multiplier <= 0 ? 1000 : max(999 - index, 751)
            add(sizes[i] - multiplier * stackLength, .equal, priority: priority, origin: origin)
        }
    }

    /// The proportions between the views nibtool can measure, each as a ratio to the first shown view.
    private mutating func addProportionalRatios(sizes: [LinearExpression], lengths: [Double?], origin: ConstraintOrigin) {
        guard let first = sizes.first, let base = lengths.first ?? nil, base > 0 else { return }
        for (size, length) in zip(sizes, lengths).dropFirst() {
            guard let length, length > 0 else { continue }
            add(size - (length / base) * first, .equal, priority: 999, origin: origin)
        }
    }
}
