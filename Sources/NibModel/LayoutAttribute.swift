/// `NSLayoutConstraint.Attribute` as Interface Builder names it (ib-format.md §8.4).
public enum LayoutAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// IB writes `baseline` for the last baseline; `lastBaseline` is accepted as an alias.
    case lastBaseline = "baseline"
    case firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    public init?(ibName: String) {
        if ibName == "lastBaseline" { self = .lastBaseline; return }
        self.init(rawValue: ibName)
    }

    public enum Axis: String, Sendable { case horizontal, vertical }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        default:
            return .vertical
        }
    }

    public var isDimension: Bool { self == .width || self == .height }

    /// Leading/trailing family (direction-dependent) versus left/right (absolute).
    public var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }
    public var isAbsoluteHorizontal: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }

    public var isMargin: Bool {
        [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
         .centerXWithinMargins, .centerYWithinMargins].contains(self)
    }

    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The name Xcode uses in messages ("Red View.leading").
    public var displayName: String { rawValue == "baseline" ? "lastBaseline" : rawValue }
}

public enum LayoutRelation: String, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
    public var symbol: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A multiplier as typed in IB: `0.5`, `16:9`, `1/3`. The text is kept for rewriting.
public struct Multiplier: Sendable, Hashable {
    public let text: String
    public let value: Double

    public static let one = Multiplier(text: "1", value: 1)

    public init(text: String, value: Double) { self.text = text; self.value = value }

    public init?(ibText: String) {
        let t = ibText.trimmingCharactersWhitespace()
        func num(_ s: Substring) -> Double? { Double(String(s)) }
        if let i = t.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            guard let a = num(t[..<i]), let b = num(t[t.index(after: i)...]), b != 0 else { return nil }
            value = a / b
        } else {
            guard let v = Double(t) else { return nil }
            value = v
        }
        guard value.isFinite, abs(value) <= IBNumber.maxMultiplier else { return nil }
        text = ibText
    }
}

extension String {
    func trimmingCharactersWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
