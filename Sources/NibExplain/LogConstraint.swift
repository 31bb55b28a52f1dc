/// One constraint as UIKit describes it in a console log, e.g.
/// `<NSLayoutConstraint:0x600002b3c0a0 'card-width' UIView:0x7fa1c1d0b000.width == 300   (active)>`,
/// reduced to `first.attribute relation multiplier * second.attribute + constant`.
public struct LogConstraint: Sendable, Equatable {
    /// `UILabel:0x7fa1c1d0a2b0'Hello'`: class, address and the text UIKit quotes (label text,
    /// button title, layout guide identifier).
    public struct Item: Sendable, Hashable {
        public var className: String
        public var address: String
        public var text: String?
        /// `|` in Visual Format: the superview of the other item.
        public var isSuperview = false
    }

    public struct Side: Sendable, Equatable {
        public var item: Item
        /// As UIKit names it: leading, width, minX, lastBaseline...
        public var attribute: String
    }

    public enum Relation: String, Sendable { case equal = "==", lessOrEqual = "<=", greaterOrEqual = ">=" }

    /// The line as written (without the quotes and the trailing comma).
    public var text: String
    public var className: String
    public var address: String
    public var identifier: String?
    /// `h=--& v=--&` of an NSAutoresizingMaskLayoutConstraint.
    public var autoresizingMask: String?
    public var first: Side?
    public var relation: Relation?
    public var multiplier: Double = 1
    public var second: Side?
    public var constant: Double = 0
    public var priority: Double = 1000
    /// True when the body could be read as an equation or Visual Format.
    public var parsed: Bool { first != nil && relation != nil }
}

extension LogConstraint.Relation {
    var flipped: Self {
        switch self {
        case .equal: return .equal
        case .lessOrEqual: return .greaterOrEqual
        case .greaterOrEqual: return .lessOrEqual
        }
    }
}
