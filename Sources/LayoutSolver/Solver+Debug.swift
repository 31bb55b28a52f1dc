extension Solver {
    /// Human-readable tableau dump for debugging (not a stable format).
    public var tableauDescription: String {
        func name(_ s: Int32) -> String {
            let k = kind[Int(s)]
            let p = k == .external ? "v" : k == .slack ? "s" : k == .error ? "e" : k == .dummy ? "d" : "a"
            return "\(p)\(s)"
        }
        var out = ""
        for r in rows where r.basic >= 0 {
            out += "\(name(r.basic)) = \(r.constant)"
            for i in r.syms.indices { out += " + \(r.coefs[i])*\(name(r.syms[i]))" }
            out += r.dummies >= 0 ? " + D\(r.dummies)\n" : "\n"
        }
        for (l, o) in objective.enumerated() {
            out += "obj[\(levelPriority[l])] = \(o.constant)"
            for k in o.coef.keys.sorted() { out += " + \(o.coef[k]!)*\(name(k))" }
            out += "\n"
        }
        out += "dirty: \(dirty.items.sorted()) needsOptimize: \(needsOptimize)\n"
        return out
    }
}
