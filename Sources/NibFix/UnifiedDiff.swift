/// A unified diff (`diff -u` format) of two texts, line by line, for `fix --dry-run`.
public enum UnifiedDiff {
    public static func make(_ a: String, _ b: String, oldName: String, newName: String, context: Int = 3) -> String {
        let x = lines(a), y = lines(b)
        let ops = editScript(x, y)
        guard ops.contains(where: { $0.kind != .same }) else { return "" }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        // Group the edit script into hunks with `context` lines around each change.
        var i = 0
        while i < ops.count {
            guard let start = ops[i...].firstIndex(where: { $0.kind != .same }) else { break }
            var end = start
            var k = start
            while k < ops.count {
                if ops[k].kind != .same { end = k; k += 1; continue }
                let nextChange = ops[k...].firstIndex { $0.kind != .same }
                if let n = nextChange, n - k <= 2 * context { k = n } else { break }
            }
            let lo = max(0, start - context), hi = min(ops.count - 1, end + context)
            let hunk = ops[lo...hi]
            let oldStart = hunk.first { $0.kind != .insert }?.a ?? (ops[lo].a)
            let newStart = hunk.first { $0.kind != .delete }?.b ?? (ops[lo].b)
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            out += "@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@\n"
            for op in hunk {
                switch op.kind {
                case .same: out += " " + x[op.a] + "\n"
                case .delete: out += "-" + x[op.a] + "\n"
                case .insert: out += "+" + y[op.b] + "\n"
                }
            }
            i = hi + 1
        }
        return out
    }

    static func lines(_ s: String) -> [String] {
        var result = s.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    struct Op { enum Kind { case same, delete, insert }; var kind: Kind; var a: Int; var b: Int }

    /// Common prefix and suffix, then a longest-common-subsequence table over what is left
    /// (fix edits are local, so the middle is small; a huge middle is shown as replaced).
    static func editScript(_ x: [String], _ y: [String]) -> [Op] {
        var p = 0
        while p < x.count && p < y.count && x[p] == y[p] { p += 1 }
        var s = 0
        while s < x.count - p && s < y.count - p && x[x.count - 1 - s] == y[y.count - 1 - s] { s += 1 }
        var ops = (0..<p).map { Op(kind: .same, a: $0, b: $0) }
        let xm = Array(x[p..<(x.count - s)]), ym = Array(y[p..<(y.count - s)])
        if xm.count * ym.count > 4_000_000 {
            ops += xm.indices.map { Op(kind: .delete, a: p + $0, b: p) }
            ops += ym.indices.map { Op(kind: .insert, a: p + xm.count, b: p + $0) }
        } else {
            var lcs = Array(repeating: Array(repeating: 0, count: ym.count + 1), count: xm.count + 1)
            for i in stride(from: xm.count - 1, through: 0, by: -1) {
                for j in stride(from: ym.count - 1, through: 0, by: -1) {
                    lcs[i][j] = xm[i] == ym[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < xm.count || j < ym.count {
                if i < xm.count && j < ym.count && xm[i] == ym[j] {
                    ops.append(Op(kind: .same, a: p + i, b: p + j)); i += 1; j += 1
                } else if i < xm.count && (j == ym.count || lcs[i + 1][j] >= lcs[i][j + 1]) {
                    ops.append(Op(kind: .delete, a: p + i, b: p + j)); i += 1
                } else {
                    ops.append(Op(kind: .insert, a: p + i, b: p + j)); j += 1
                }
            }
        }
        ops += (0..<s).map { Op(kind: .same, a: x.count - s + $0, b: y.count - s + $0) }
        return ops
    }
}
