extension IBDocument {
    /// A constraint as Xcode names it in issues: `Red View.leading = Safe Area.leading + 16`,
    /// with `× m` for multipliers and `@p` for optional priorities.
    public func describe(_ c: Constraint, constant: Double? = nil) -> String {
        var first = object(c.firstItemID).map(displayName(of:)) ?? c.firstItemID
        var second = c.secondItemID.map { id in object(id).map(displayName(of:)) ?? id }
        // Two objects of one name ("View.top = View.top"): their ids tell them apart.
        if let secondID = c.secondItemID, let name = second, name == first, secondID != c.firstItemID {
            first += " (\(c.firstItemID))"
            second = "\(name) (\(secondID))"
        }
        let rel: String
        switch c.relation {
        case .lessThanOrEqual?: rel = "≤"
        case .greaterThanOrEqual?: rel = "≥"
        default: rel = "="
        }
        var s = "\(first).\(c.firstAttribute?.displayName ?? c.firstAttributeName) \(rel) "
        let k = constant ?? c.constant
        if let second {
            if let m = c.multiplier, m.value != 1 { s += "\(m.text) × " }
            s += "\(second).\(c.secondAttribute?.displayName ?? c.secondAttributeName ?? "?")"
            if k > 0 { s += " + \(NumberFormat.short(k))" } else if k < 0 { s += " - \(NumberFormat.short(-k))" }
        } else {
            s += NumberFormat.short(k)
        }
        if c.priority < 1000 { s += " @\(NumberFormat.short(c.priority))" }
        return s
    }
}
