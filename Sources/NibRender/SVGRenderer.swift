import NibModel
import NibXML

/// Writes a drawing as a standalone SVG 1.1 document (sizes in points, one user unit a point).
public enum SVGRenderer {
    public static func render(_ d: Drawing) -> String {
        var s = ""
        s.reserveCapacity(256 + d.items.count * 120)
        s += #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        s += #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\#(n(d.width))" height="\#(n(d.height))" viewBox="0 0 \#(n(d.width)) \#(n(d.height))" font-family="Inter, -apple-system, Helvetica, Arial, sans-serif">"# + "\n"
        s += "<rect width=\"\(n(d.width))\" height=\"\(n(d.height))\" \(fill(d.background))/>\n"
        var clips = 0
        var open = 0
        for p in d.items {
            switch p {
            case let .rect(r, f, st, radius, role, id):
                s += "<rect"
                if let id { s += " data-id=\"\(XMLOutputEscaping.attribute(id))\"" }
                s += " class=\"\(role.rawValue)\" x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(max(0, r.width)))\" height=\"\(n(max(0, r.height)))\""
                if radius > 0 { s += " rx=\"\(n(radius))\"" }
                s += " " + fill(f) + stroke(st) + "/>\n"
            case let .ellipse(r, f, st, role):
                s += "<ellipse class=\"\(role.rawValue)\" cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" rx=\"\(n(r.width / 2))\" ry=\"\(n(r.height / 2))\" "
                    + fill(f) + stroke(st) + "/>\n"
            case let .line(a, b, st, role):
                s += "<line class=\"\(role.rawValue)\" x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\" fill=\"none\"" + stroke(st) + "/>\n"
            case let .text(t, at, size, color, anchor, bold, role):
                s += "<text class=\"\(role.rawValue)\" x=\"\(n(at.x))\" y=\"\(n(at.y))\" font-size=\"\(n(size))\""
                if anchor != .start { s += " text-anchor=\"\(anchor.rawValue)\"" }
                if bold { s += " font-weight=\"bold\"" }
                s += " " + fill(color) + ">" + XMLOutputEscaping.text(t) + "</text>\n"
            case let .pushClip(r):
                clips += 1
                s += "<clipPath id=\"c\(clips)\"><rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"/></clipPath>\n"
                s += "<g clip-path=\"url(#c\(clips))\">\n"
                open += 1
            case .popClip:
                if open > 0 { s += "</g>\n"; open -= 1 }
            }
        }
        for _ in 0..<open { s += "</g>\n" }
        s += "</svg>\n"
        return s
    }

    static func n(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return NumberFormat.short(r == 0 ? 0 : r)
    }

    static func fill(_ c: ColorValue?) -> String {
        guard let c, !c.isClear else { return "fill=\"none\"" }
        return c.alpha >= 0.999 ? "fill=\"\(c.hex)\"" : "fill=\"\(c.hex)\" fill-opacity=\"\(n3(c.alpha))\""
    }

    static func stroke(_ s: Stroke?) -> String {
        guard let s, !s.color.isClear, s.width > 0 else { return "" }
        var out = " stroke=\"\(s.color.hex)\" stroke-width=\"\(n(s.width))\""
        if s.color.alpha < 0.999 { out += " stroke-opacity=\"\(n3(s.color.alpha))\"" }
        if !s.dash.isEmpty { out += " stroke-dasharray=\"\(s.dash.map(n).joined(separator: " "))\"" }
        return out
    }

    static func n3(_ v: Double) -> String { NumberFormat.short((v * 1000).rounded() / 1000) }
}
