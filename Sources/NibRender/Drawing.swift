import NibModel

/// What a preview is made of: a list of simple primitives in points (top-left origin), built
/// once and emitted as SVG, cairo calls (PNG) or terminal text.
public struct Drawing: Sendable {
    public var width: Double
    public var height: Double
    public var background: ColorValue
    public var items: [Primitive]
    /// Device scale of the content (the PNG default).
    public var scale: Double

    public init(width: Double, height: Double, background: ColorValue = ColorValue(hex: 0xE9E9EC), scale: Double = 1, items: [Primitive] = []) {
        self.width = width
        self.height = height
        self.background = background
        self.scale = scale
        self.items = items
    }

    public mutating func append(_ p: Primitive) { items.append(p) }

    /// Adds another drawing's items moved by (dx, dy).
    public mutating func place(_ other: Drawing, dx: Double, dy: Double) {
        for p in other.items { items.append(p.offset(dx, dy)) }
    }
}

/// What a primitive stands for (terminal output draws only some; tests look them up).
public enum Role: String, Sendable {
    /// A view's box (background, outline): the terminal draws these.
    case view
    /// A view's content: text, control shapes.
    case content
    /// Content nibtool does not have (a button's image): a box of its size.
    case placeholder
    /// Safe area and margins.
    case guide
    /// Issue overlays.
    case issue
    /// Captions and frames of the sheet.
    case caption
}

public enum TextAnchor: String, Sendable { case start, middle, end }

public struct Stroke: Sendable, Hashable {
    public var color: ColorValue
    public var width: Double
    /// Dash lengths (on, off, ...); empty for a solid line.
    public var dash: [Double]

    public init(_ color: ColorValue, width: Double = 1, dash: [Double] = []) {
        self.color = color
        self.width = width
        self.dash = dash
    }
}

public enum Primitive: Sendable {
    case rect(Rect, fill: ColorValue?, stroke: Stroke?, radius: Double, role: Role, id: String?)
    case ellipse(Rect, fill: ColorValue?, stroke: Stroke?, role: Role)
    case line(Point, Point, Stroke, role: Role)
    /// One line of text; `at` is the baseline point for the anchor.
    case text(String, at: Point, size: Double, color: ColorValue, anchor: TextAnchor, bold: Bool, role: Role)
    /// Clips what follows (until the matching `.popClip`) to a rectangle.
    case pushClip(Rect)
    case popClip

    public var role: Role? {
        switch self {
        case .rect(_, _, _, _, let r, _), .ellipse(_, _, _, let r), .line(_, _, _, let r), .text(_, _, _, _, _, _, let r): return r
        case .pushClip, .popClip: return nil
        }
    }

    func offset(_ dx: Double, _ dy: Double) -> Primitive {
        func m(_ r: Rect) -> Rect { Rect(x: r.x + dx, y: r.y + dy, width: r.width, height: r.height) }
        func m(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
        switch self {
        case let .rect(r, f, s, rad, role, id): return .rect(m(r), fill: f, stroke: s, radius: rad, role: role, id: id)
        case let .ellipse(r, f, s, role): return .ellipse(m(r), fill: f, stroke: s, role: role)
        case let .line(a, b, s, role): return .line(m(a), m(b), s, role: role)
        case let .text(t, p, size, c, a, b, role): return .text(t, at: m(p), size: size, color: c, anchor: a, bold: b, role: role)
        case let .pushClip(r): return .pushClip(m(r))
        case .popClip: return .popClip
        }
    }
}

/// Text widths for wrapping and truncating: measured with cairo in the face the PNG uses (Inter,
/// through fontconfig), else estimated for a generic sans-serif face.
public enum TextMetrics {
    public static func width(_ s: String, size: Double, bold: Bool = false) -> Double {
        if let w = CairoRenderer.textWidth(s, size: size, bold: bold) { return w }
        return estimatedWidth(s, size: size, bold: bold)
    }

    static func estimatedWidth(_ s: String, size: Double, bold: Bool) -> Double {
        var w = 0.0
        for ch in s.unicodeScalars {
            switch ch {
            case "i", "l", "j", "I", "!", ".", ",", "'", "|", ":", ";": w += 0.28
            case "f", "t", "r", " ": w += 0.36
            case "m", "w", "M", "W": w += 0.86
            case "A"..."Z": w += 0.66
            case "0"..."9": w += 0.58
            default: w += ch.value > 0x2E80 ? 1.0 : 0.54
            }
        }
        return w * size * (bold ? 1.06 : 1)
    }

    /// Greedy word wrap into at most `maxLines` lines (0 = unlimited) no wider than `width`;
    /// the last line is truncated with an ellipsis when text is left over.
    public static func wrap(_ text: String, width: Double, size: Double, bold: Bool, maxLines: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if Self.width(candidate, size: size, bold: bold) <= width || current.isEmpty {
                    current = candidate
                } else {
                    lines.append(current)
                    current = String(word)
                }
            }
            lines.append(current)
        }
        if maxLines > 0 && lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            lines[maxLines - 1] = truncate(lines[maxLines - 1] + "…", width: width, size: size, bold: bold)
        }
        return lines.map { Self.width($0, size: size, bold: bold) > width * slack + 0.5 ? truncate($0, width: width, size: size, bold: bold) : $0 }
    }

    /// Frames sized to their text (intrinsic sizes measured by NibLayout) may come out a little
    /// narrower than this face needs: a few percent of slack keeps such text on one line.
    static let slack = 1.04

    public static func truncate(_ s: String, width: Double, size: Double, bold: Bool) -> String {
        if Self.width(s, size: size, bold: bold) <= width * slack { return s }
        var chars = Array(s)
        while !chars.isEmpty && Self.width(String(chars) + "…", size: size, bold: bold) > width { chars.removeLast() }
        return chars.isEmpty ? "" : String(chars) + "…"
    }
}
