import NibModel

/// Draws a drawing's view boxes and texts with box-drawing characters, `columns` wide.
/// A terminal cell is about twice as tall as wide, so rows use half the horizontal scale.
public enum ASCIIRenderer {
    public static func render(_ d: Drawing, columns: Int = 80, unicode: Bool = true) -> String {
        let cols = max(20, columns)
        let sx = Double(cols - 1) / max(d.width, 1)
        let sy = sx / 2
        // Captions go in a header of their own (one line each), the boxes below them.
        var captionBoxes: [Rect] = []
        for p in d.items { if case let .rect(r, _, s, _, .caption, _) = p, s != nil { captionBoxes.append(r) } }
        let top = captionBoxes.map(\.y).min() ?? 0
        let rows = max(3, Int(saturating: ((d.height - top) * sy).rounded(.up), in: 0...10_000) + 1)
        var grid = Array(repeating: Array(repeating: Character(" "), count: cols), count: rows)
        let (h, v, tl, tr, bl, br): (Character, Character, Character, Character, Character, Character) =
            unicode ? ("─", "│", "┌", "┐", "└", "┘") : ("-", "|", "+", "+", "+", "+")
        let (dh, dv): (Character, Character) = unicode ? ("╌", "╎") : ("-", ":")

        func put(_ r: Int, _ c: Int, _ ch: Character) {
            guard r >= 0, r < rows, c >= 0, c < cols else { return }
            grid[r][c] = ch
        }
        func cells(_ rect: Rect) -> (c0: Int, c1: Int, r0: Int, r1: Int) {
            // Clamped just outside the grid: a box far off the canvas draws nothing and costs nothing.
            let cs = -2...(cols + 2), rs = -2...(rows + 2)
            let c0 = Int(saturating: (rect.x * sx).rounded(), in: cs), c1 = max(c0 + 1, Int(saturating: (rect.maxX * sx).rounded(), in: cs))
            let r0 = Int(saturating: ((rect.y - top) * sy).rounded(), in: rs), r1 = max(r0 + 1, Int(saturating: ((rect.maxY - top) * sy).rounded(), in: rs))
            return (c0, c1, r0, r1)
        }
        func box(_ rect: Rect, dashed: Bool) {
            let (c0, c1, r0, r1) = cells(rect)
            let hc = dashed ? dh : h, vc = dashed ? dv : v
            for c in c0...c1 { put(r0, c, hc); put(r1, c, hc) }
            for r in r0...r1 { put(r, c0, vc); put(r, c1, vc) }
            put(r0, c0, tl); put(r0, c1, tr); put(r1, c0, bl); put(r1, c1, br)
        }
        func clipped(_ s: String, _ width: Int) -> [Character] {
            var text = Array(s)
            if text.count > width { text = width > 1 ? Array(text.prefix(width - 1)) + ["…"] : Array(text.prefix(max(0, width))) }
            return text
        }

        var viewBoxes: [Rect] = []
        for p in d.items {
            switch p {
            case let .rect(r, fill, stroke, _, role, id):
                if role == .view && id != nil { box(r, dashed: false); viewBoxes.append(r) }
                else if role == .content, let stroke, !stroke.dash.isEmpty, fill == nil { box(r, dashed: true) }
                else if role == .caption, stroke != nil { box(r, dashed: false) }
            default: break
            }
        }
        var header: [(y: Double, x: Int, text: [Character])] = []
        for p in d.items {
            switch p {
            case let .text(t, at, _, _, _, _, role) where role == .caption:
                // Up to the next panel (or the edge).
                let c = Int(saturating: (at.x * sx).rounded(), in: -2...(cols + 2))
                let next = captionBoxes.map { Int(saturating: ($0.x * sx).rounded(), in: -2...(cols + 2)) }.filter { $0 > c + 1 }.min() ?? cols
                header.append((at.y, c, clipped(t, max(1, next - c - 1))))
            case let .text(t, at, _, _, anchor, _, role) where role != .guide:
                // Inside the smallest view box holding the text, on one of its inner rows.
                let holder = viewBoxes.filter { $0.x <= at.x + 0.5 && at.x <= $0.maxX + 0.5 && $0.y <= at.y && at.y <= $0.maxY + 1 }
                    .min { $0.width * $0.height < $1.width * $1.height }
                var c0 = 0, c1 = cols - 1, row = Int(saturating: ((at.y - top) * sy - 0.5).rounded(.down), in: -2...(rows + 2))
                if let b = holder {
                    let cb = cells(b)
                    c0 = cb.c0 + 1; c1 = cb.c1 - 1
                    row = cb.r1 - cb.r0 >= 2 ? min(max(row, cb.r0 + 1), cb.r1 - 1) : cb.r0
                }
                let text = clipped(t, max(0, c1 - c0 + 1))
                var c = Int(saturating: (at.x * sx).rounded(), in: -2...(cols + 2))
                if anchor == .middle { c -= text.count / 2 } else if anchor == .end { c -= text.count - 1 }
                c = min(max(c, c0), max(c0, c1 - text.count + 1))
                for (i, ch) in text.enumerated() { put(row, c + i, ch) }
            case let .rect(r, _, stroke, _, .issue, _) where stroke != nil:
                // Issue marks at the view's top-right corner: "~" misplaced, "?" ambiguous, "!" conflicting.
                let mark: Character = stroke!.color.green > 0.5 ? "~" : stroke!.dash.isEmpty ? "!" : "?"
                let cb = cells(r)
                put(cb.r0, cb.c1 - 1, mark)
            default: break
            }
        }
        var headerLines: [[Character]] = []
        for y in Set(header.map(\.y)).sorted() {
            var line = Array(repeating: Character(" "), count: cols)
            for item in header where item.y == y {
                for (i, ch) in item.text.enumerated() where item.x + i < cols && item.x + i >= 0 { line[item.x + i] = ch }
            }
            headerLines.append(line)
        }
        return (headerLines + grid).map { String($0).replacingTrailingSpaces() }.joined(separator: "\n") + "\n"
    }
}

extension String {
    func replacingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
