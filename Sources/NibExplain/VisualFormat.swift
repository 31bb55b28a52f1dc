import NibModel

/// A document constraint in Visual Format Language, where VFL can say it: spacing between
/// siblings (`V:[Title]-8-[Body]`), to the superview edge (`H:|-16-[Red View]`), a constant or
/// equal size (`H:[Red View(==120)]`, `H:[A(==B)]`). Guides, centers, baselines, margins,
/// left/right and multipliers have no VFL form (nil).
public enum VisualFormat {
    public static func render(_ c: NibModel.Constraint, in doc: IBDocument, constant: Double) -> String? {
        guard let a1 = c.firstAttribute, let relation = c.relation, let first = viewIndex(c.firstItemID, doc) else { return nil }
        let prefix = a1.axis == .horizontal ? "H:" : "V:"
        let priority = c.priority < 1000 ? "@\(NumberFormat.short(c.priority))" : ""
        let name1 = doc.views[first].displayName
        guard let secondID = c.secondItemID else {
            guard a1.isDimension else { return nil }
            return "\(prefix)[\(name1)(\(relation.symbol)\(NumberFormat.short(constant))\(priority))]"
        }
        guard let a2 = c.secondAttribute, let second = viewIndex(secondID, doc), (c.multiplier?.value ?? 1) == 1 else { return nil }
        let name2 = doc.views[second].displayName
        if a1.isDimension {
            guard a1 == a2, constant == 0 else { return nil }
            return "\(prefix)[\(name1)(\(relation.symbol)\(name2)\(priority))]"
        }
        guard let e1 = edge(a1), let e2 = edge(a2) else { return nil }
        // first.e1 REL second.e2 + k
        let superOfFirst = doc.views[first].superview == second
        let superOfSecond = doc.views[second].superview == first
        func gap(_ k: Double, _ r: LayoutRelation) -> String {
            let rel = r == .equal ? "" : r.symbol
            if rel.isEmpty && priority.isEmpty && k >= 0 { return "-\(NumberFormat.short(k))-" }
            return "-(\(rel)\(NumberFormat.short(k))\(priority))-"
        }
        switch (e1, e2) {
        case (.start, .end) where !superOfFirst && !superOfSecond:
            return "\(prefix)[\(name2)]\(gap(constant, relation))[\(name1)]"
        case (.end, .start) where !superOfFirst && !superOfSecond:
            return "\(prefix)[\(name1)]\(gap(-constant, relation.flipped))[\(name2)]"
        case (.start, .start) where superOfFirst:
            return "\(prefix)|\(gap(constant, relation))[\(name1)]"
        case (.start, .start) where superOfSecond:
            return "\(prefix)|\(gap(-constant, relation.flipped))[\(name2)]"
        case (.end, .end) where superOfFirst:
            return "\(prefix)[\(name1)]\(gap(-constant, relation.flipped))|"
        case (.end, .end) where superOfSecond:
            return "\(prefix)[\(name2)]\(gap(constant, relation))|"
        default:
            return nil
        }
    }

    enum Edge { case start, end }

    static func edge(_ a: LayoutAttribute) -> Edge? {
        switch a {
        case .leading, .top: return .start
        case .trailing, .bottom: return .end
        default: return nil
        }
    }

    static func viewIndex(_ id: String, _ doc: IBDocument) -> Int? {
        if case .view(let v)? = doc.object(id) { return v }
        return nil
    }
}

extension LayoutRelation {
    /// The relation seen from the other side (`a <= b` is `b >= a`).
    var flipped: LayoutRelation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
