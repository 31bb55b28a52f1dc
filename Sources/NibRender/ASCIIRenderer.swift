import NibModel

/// Draws a drawing's view boxes and texts with box-drawing characters, `columns` wide.
/// A terminal cell is about twice as tall as wide, so rows use half the horizontal scale.
public enum ASCIIRenderer {
    public static func render(_ d: Drawing, columns: Int = 80, unicode: Bool = true) -> String {
        let cols = max(20, columns)
        let sx = Double(cols - 1) / max(d.width, 1)
        let sy = sx / 2
        let rows = max(3, Int((d.height * sy).rounded(.up)) + 1)
        var grid = Array(repeating: Array(repeating: Character(" "), count: cols), count: rows)
        let (h, v, tl, tr, bl, br): (Character, Character, Character, Character, Character, Character) =
            unicode ? ("─", "│", "┌", "┐", "└", "┘") : ("-", "|", "+", "+", "+", "+")
        let (dh, dv): (Character, Character) = unicode ? ("╌", "╎") : ("-", ":")

        func put(_ r: Int, _ c: Int, _ ch: Character) {
            guard r >= 0, r < rows, c >= 0, c < cols else { return }
            grid[r][c] = ch
        }
        func box(_ rect: Rect, dashed: Bool) {
            let c0 = Int((rect.x * sx).rounded()), c1 = max(c0 + 1, Int((rect.maxX * sx).rounded()))
            let r0 = Int((rect.y * sy).rounded()), r1 = max(r0 + 1, Int((rect.maxY * sy).rounded()))
            let hc = dashed ? dh : h, vc = dashed ? dv : v
            for c in c0...c1 { put(r0, c, hc); put(r1, c, hc) }
            for r in r0...r1 { put(r, c0, vc); put(r, c1, vc) }
            put(r0, c0, tl); put(r0, c1, tr); put(r1, c0, bl); put(r1, c1, br)
        }
        func write(_ s: String, _ at: Point, _ anchor: TextAnchor, maxWidth: Int) {
            var text = Array(s)
            if text.count > maxWidth { text = Array(text.prefix(max(0, maxWidth - 1))) + (maxWidth > 0 ? ["…"] : []) }
            let r = Int((at.y * sy - 0.5).rounded(.down))
            var c = Int((at.x * sx).rounded())
            if anchor == .middle { c -= text.count / 2 } else if anchor == .end { c -= text.count }
            for (i, ch) in text.enumerated() { put(r, c + i, ch) }
        }

        // Boxes of the views that have a visible presence, then texts on top.
        for p in d.items {
            switch p {
            case let .rect(r, fill, stroke, _, role, id):
                if role == .view && id != nil { box(r, dashed: false) }
                else if role == .content, let stroke, !stroke.dash.isEmpty, fill == nil { box(r, dashed: true) }
                else if role == .caption, stroke != nil { box(r, dashed: false) }
            default: break
            }
        }
        var clipStack: [Rect] = []
        for p in d.items {
            switch p {
            case .pushClip(let r): clipStack.append(r)
            case .popClip: _ = clipStack.popLast()
            case let .text(t, at, _, _, anchor, _, role) where role != .guide:
                write(t, at, anchor, maxWidth: cols)
            case let .rect(r, _, stroke, _, .issue, _) where stroke != nil:
                // Issue marks at the view's top-right corner: "~" misplaced, "?" ambiguous, "!" conflicting.
                let mark: Character = stroke!.color.green > 0.5 ? "~" : stroke!.dash.isEmpty ? "!" : "?"
                put(Int((r.y * sy).rounded()), Int((r.maxX * sx).rounded()) - 1, mark)
            default: break
            }
        }
        return grid.map { String($0).replacingTrailingSpaces() }.joined(separator: "\n") + "\n"
    }
}

extension String {
    func replacingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
