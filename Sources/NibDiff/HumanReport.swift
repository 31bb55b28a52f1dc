import NibModel

/// The diff as a reviewer reads it: grouped by scene, then by view (or controller), one line per
/// change, `+` added, `-` removed, `~` changed; frame moves summarized in one line.
public enum HumanReport {
    public static func render(_ diff: DocumentDiff, oldPath: String, newPath: String, listFrames: Bool) -> String {
        guard diff.hasDifferences else { return "" }
        var out = "--- \(oldPath)\n+++ \(newPath)\n"
        for (scene, changes) in grouped(diff.changes, by: \.scene) {
            out += scene.isEmpty ? "Document\n" : "Scene \"\(scene)\"\n"
            for (subject, items) in grouped(changes, by: \.subject) {
                out += "  \(subject)\n"
                for c in items { out += "    \(line(c))\n" }
            }
        }
        if !diff.frameMoves.isEmpty {
            let n = diff.frameMoves.count
            out += "\(n) view\(n == 1 ? "" : "s") moved (frames re-saved)\(listFrames ? ":" : "; --frames lists them")\n"
            if listFrames {
                for m in diff.frameMoves {
                    out += "  \(m.scene.isEmpty ? "" : m.scene + " / ")\(m.view): \(frame(m.old)) -> \(frame(m.new))\n"
                }
            }
        }
        // Located as validate locates findings, so an editor can jump to the damage.
        for (title, path, problems) in [("Merge damage", newPath, diff.newProblems), ("Repaired since \(oldPath)", oldPath, diff.fixedProblems)]
        where !problems.isEmpty {
            out += "\(title):\n"
            for p in problems { out += "  \(path):\(p.line):\(p.column): \(p.message) [\(p.kind.rawValue)]\n" }
        }
        if diff.matchedByContent > 0 {
            let n = diff.matchedByContent
            out += "(\(n) object\(n == 1 ? "" : "s") paired by content: \(n == 1 ? "its id was" : "their ids were") regenerated)\n"
        }
        return out
    }

    /// Groups in order of first appearance, keeping the order of changes within a group.
    static func grouped(_ changes: [Change], by key: KeyPath<Change, String>) -> [(String, [Change])] {
        var order: [String] = []
        var groups: [String: [Change]] = [:]
        for c in changes {
            if groups[c[keyPath: key]] == nil { order.append(c[keyPath: key]) }
            groups[c[keyPath: key], default: []].append(c)
        }
        return order.map { ($0, groups[$0]!) }
    }

    public static func line(_ c: Change) -> String {
        let what: String
        switch c.category {
        case .scene: what = c.kind == .changed ? "" : "scene \(c.item)"
        case .view: what = c.kind == .changed ? "" : "view \(c.item)"
        case .constraint: what = "constraint \(c.item)"
        case .runtimeAttribute: what = "runtime attribute \(c.item)"
        case .connection: what = c.item
        }
        switch c.kind {
        case .added, .removed:
            var s = (c.kind == .added ? "+ " : "- ") + what
            if let v = c.new ?? c.old {
                switch c.category {
                case .connection: s += " -> \(v)"
                case .scene, .view: s += " (\(v))"
                default: s += " = \(v)"
                }
            }
            if let t = c.traits { s += " (installed \(t) only)" }
            return s
        case .changed:
            // A view's or scene's own property reads `hidden: NO -> YES`; an item's reads
            // `constraint …: constant 16 -> 20`.
            let head = what.isEmpty ? "" : what + ": "
            let property = (c.property ?? "value") + (what.isEmpty ? ":" : "")
            var s = "~ \(head)" + (c.note ?? "\(property) \(value(c.old)) -> \(value(c.new))")
            if let t = c.traits { s += " (\(t) only)" }
            return s
        }
    }

    static func value(_ v: String?) -> String { v ?? "(none)" }

    static func frame(_ r: Rect?) -> String {
        guard let r else { return "(none)" }
        return "(" + r.array.map(NumberFormat.short).joined(separator: ", ") + ")"
    }
}
