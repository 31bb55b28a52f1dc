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
    /// How far a component of an extended-range colour (`extendedSRGB`, `extendedGray`, ...) may
    /// go outside 0...1. Those spaces exist to hold values past 1 (HDR, wide gamut), so 0...1
    /// would refuse what Xcode writes; the reference corpus has none, and no real colour comes
    /// near this bound, which only keeps the arithmetic finite and the value meaningful.
    public static let extendedColorComponents: ClosedRange<Double> = -16...16

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

    /// A width or height (of a frame, a size, an image): finite, 0 to 10^9. Interface Builder
    /// never writes a negative one (the corpus has none; offsets, which may be negative, are
    /// read with `parse`), and a negative image width made intrinsic-size ranges inverted.
    public static func length(_ text: String?) -> Double? {
        guard let v = parse(text), v >= 0 else { return nil }
        return v
    }

    /// A colour component or alpha: 0...1, or `extendedColorComponents` for an extended-range
    /// colour space's components (alpha is never extended).
    public static func colorComponent(_ text: String?, extended: Bool = false) -> Double? {
        guard let v = parse(text) else { return nil }
        return (extended ? extendedColorComponents : 0...1).contains(v) ? v : nil
    }

    /// Whether `<color>` with this `colorSpace`/`customColorSpace` may hold components outside
    /// 0...1 (`extendedSRGB`, `extendedGray`, `extendedLinearSRGB`, ...).
    public static func isExtendedColorSpace(_ name: String?) -> Bool {
        guard let name else { return false }
        return name.hasPrefix("extended")
    }

    /// A font size within `pointSizes`.
    public static func pointSize(_ text: String?) -> Double? {
        guard let v = parse(text), pointSizes.contains(v) else { return nil }
        return v
    }
}

extension Int {
    /// `value` rounded toward zero and clamped into `range` (NaN gives the lower bound).
    ///
    /// `Int(_: Double)` traps on NaN, infinities and anything past `Int.max`. Values from a
    /// document are bounded by `IBNumber`, but what layout computes from them is not (a chain
    /// of views each a million times wider than the one before reaches 10^30 in five steps),
    /// so every conversion of a computed `Double` goes through this (`NoUncheckedIntConversionTests`
    /// enforces it).
    public init(saturating value: Double, in range: ClosedRange<Int>) {
        if value.isNaN { self = range.lowerBound; return }
        if value <= Double(range.lowerBound) { self = range.lowerBound; return }
        if value >= Double(range.upperBound) { self = range.upperBound; return }
        self = Int(value)
    }
}
