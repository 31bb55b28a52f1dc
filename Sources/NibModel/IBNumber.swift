/// Numbers read from a document, bounded before anything computes with them.
///
/// Interface Builder writes ordinary numbers (the reference corpus's largest magnitude is 10^7,
/// a maximum size). A hostile or damaged document can write `nan`, `inf` or `1e308`, which the
/// layout arithmetic turns into NaN frames, solver pivots on infinities and traps when a
/// renderer converts to `Int`. The decoder therefore only passes on values this type accepts and
/// falls back to the attribute's default otherwise; the `invalid-value` and `invalid-constraint`
/// rules report what was refused.
public enum IBNumber {
    /// Geometry (frames, sizes, constants, spacing, intrinsic sizes): finite and at most 10^9.
    public static let maxMagnitude = 1e9
    /// A multiplier or ratio: finite and at most 10^6 (the corpus's largest is 5).
    public static let maxMultiplier = 1e6
    /// A font's point size: 0 (system default) to 10,000.
    public static let pointSizes: ClosedRange<Double> = 0...10_000

    /// The value of `text` when it is a finite number of at most `limit` in magnitude.
    public static func parse(_ text: String?, limit: Double = maxMagnitude) -> Double? {
        guard let text, let v = Double(text), v.isFinite, abs(v) <= limit else { return nil }
        return v
    }

    /// A priority: a number in 0...1000 (the `invalid-constraint` rule reports values outside 1...1000).
    public static func priority(_ text: String?) -> Double? {
        guard let v = parse(text, limit: 10_000), (0...1000).contains(v) else { return nil }
        return v
    }

    /// A font size within `pointSizes`.
    public static func pointSize(_ text: String?) -> Double? {
        guard let v = parse(text), pointSizes.contains(v) else { return nil }
        return v
    }
}
