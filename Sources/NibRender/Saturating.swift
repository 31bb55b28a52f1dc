extension Int {
    /// `value` rounded toward zero and clamped into `range` (NaN gives the lower bound).
    ///
    /// Solved frames are finite but not bounded: every constant and multiplier in a document is
    /// (see `IBNumber`), yet a chain of views each a million times wider than the one before
    /// reaches 10^30 in five steps. `Int(_: Double)` traps past `Int.max`, and a loop over
    /// cells from such a coordinate would never end, so renderers convert through this.
    init(saturating value: Double, in range: ClosedRange<Int>) {
        if value.isNaN { self = range.lowerBound; return }
        if value <= Double(range.lowerBound) { self = range.lowerBound; return }
        if value >= Double(range.upperBound) { self = range.upperBound; return }
        self = Int(value)
    }
}
