/// Plain geometry values as Interface Builder stores them (points, top-left origin on iOS).
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var array: [Double] { [x, y, width, height] }
    public var description: String {
        "(\(NumberFormat.short(x)), \(NumberFormat.short(y)), \(NumberFormat.short(width)), \(NumberFormat.short(height)))"
    }
}

public struct Size: Sendable, Hashable {
    public var width: Double, height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

public struct Point: Sendable, Hashable {
    public var x: Double, y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// Insets in UIKit's terms. `directional` insets use leading/trailing in `left`/`right`.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double, left: Double, bottom: Double, right: Double
    public var directional: Bool
    public init(top: Double, left: Double, bottom: Double, right: Double, directional: Bool = false) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right; self.directional = directional
    }
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Number formatting as Xcode writes it (ib-format.md §1): `0.0` for zero, integers without a
/// decimal point, everything else with 17 significant digits.
public enum NumberFormat {
    public static func xcode(_ v: Double) -> String {
        if v == 0 { return "0.0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return formatG17(v)
    }

    /// Short human form for messages: at most 2 decimals, no trailing zeros.
    public static func short(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        var s = String(format2: v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    static func formatG17(_ v: Double) -> String {
        // %.17g without Foundation: use Swift's shortest repr only if it round-trips to the same
        // 17-digit string; otherwise fall back to C formatting.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 40) { buf -> String in
            _ = withVaList([v]) { vsnprintf(buf.baseAddress!, 40, "%.17g", $0) }
            return String(cString: buf.baseAddress!)
        }
    }
}

extension String {
    init(format2 v: Double) {
        self = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buf -> String in
            _ = withVaList([v]) { vsnprintf(buf.baseAddress!, 64, "%.2f", $0) }
            return String(cString: buf.baseAddress!)
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
