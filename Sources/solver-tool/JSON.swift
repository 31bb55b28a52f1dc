import Foundation
import LayoutSolver

/// JSON exchange format (also documented in tools/solver/compare_kiwi.py):
/// input  = system | {"systems": [system, ...]}
/// system = {"variables": n,
///           "constraints": [{"terms": [[var, coef], ...], "constant": c,
///                            "op": "==" | "<=" | ">=", "priority": 1...1000, "tag": int?}, ...],
///           "ambiguity": bool (default true),
///           "ops": [{"remove": i} | {"set": i, "constant": c} | {"solve": true}, ...]}
///   (ops run after all constraints are added; i = constraint index)
///   meaning Σ coef*var + constant (op) 0, added in order.
/// result = {"feasible": bool,                 // no required conflict
///           "values": [double, ...],          // by variable id
///           "conflicts": [{"broken": i, "iis": [i, ...]}, ...],   // constraint indices
///           "conflict": [i, ...],             // IIS of the first conflict, or []
///           "ambiguity": ["unique" | "tie" | "free", ...],
///           "error": "..."}                   // only for invalid input
/// output = result | {"results": [result, ...]}
enum SystemJSON {
    struct Invalid: Error { let message: String }

    static func solve(_ obj: [String: Any]) -> String {
        do {
            guard let n = obj["variables"] as? Int, n >= 0 else { throw Invalid(message: "variables") }
            var solver = Solver()
            let vars = solver.addVariables(n)
            let list = obj["constraints"] as? [[String: Any]] ?? []
            for c in list {
                var terms = [Term]()
                for t in c["terms"] as? [[Any]] ?? [] {
                    guard t.count == 2, let v = t[0] as? Int, let k = number(t[1]) else { throw Invalid(message: "term") }
                    guard v >= 0 && v < n else { throw LayoutSolverError.unknownVariable(v) }
                    terms.append(Term(vars[v], k))
                }
                let rel: Relation
                switch c["op"] as? String ?? "==" {
                case "==": rel = .equal
                case "<=": rel = .lessOrEqual
                case ">=": rel = .greaterOrEqual
                case let op: throw Invalid(message: "op \(op)")
                }
                let p = c["priority"] as? Int ?? Priority.required
                let constant = number(c["constant"] ?? 0) ?? .nan
                try solver.add(Constraint(LinearExpression(terms, constant: constant), rel,
                                          priority: p, tag: c["tag"] as? Int))
                if ProcessInfo.processInfo.environment["SOLVER_DEBUG"] != nil {
                    FileHandle.standardError.write("after \(c):\n\(solver.tableauDescription)\n".data(using: .utf8)!)
                }
            }
            // Incremental operations after all adds: {"remove": i} or {"set": i, "constant": c}.
            for op in obj["ops"] as? [[String: Any]] ?? [] {
                if let i = op["remove"] as? Int {
                    try solver.remove(ConstraintID(index: i))
                } else if let i = op["set"] as? Int {
                    try solver.setConstant(ConstraintID(index: i), number(op["constant"] ?? 0) ?? .nan)
                } else if op["solve"] != nil {
                    solver.solve()
                }
            }
            let values = solver.values()
            if ProcessInfo.processInfo.environment["SOLVER_DEBUG"] != nil {
                FileHandle.standardError.write("solved:\n\(solver.tableauDescription)\n".data(using: .utf8)!)
            }
            let wantAmbiguity = obj["ambiguity"] as? Bool ?? true
            let amb = wantAmbiguity ? solver.analyzeAmbiguity() : []
            var s = "{\"feasible\":\(solver.conflicts.isEmpty),\"values\":["
            s += values.map(format).joined(separator: ",")
            s += "],\"conflicts\":["
            s += solver.conflicts.map { "{\"broken\":\($0.broken.index),\"iis\":[\($0.constraints.map { String($0.index) }.joined(separator: ","))]}" }.joined(separator: ",")
            s += "],\"conflict\":["
            s += (solver.conflicts.first?.constraints.map { String($0.index) } ?? []).joined(separator: ",")
            s += "],\"ambiguity\":["
            s += amb.map { "\"\($0.rawValue)\"" }.joined(separator: ",")
            return s + "]}"
        } catch let e as Invalid {
            return "{\"error\":\"invalid input: \(e.message)\"}"
        } catch {
            return "{\"error\":\"\(error)\"}"
        }
    }

    static func number(_ x: Any) -> Double? {
        if let d = x as? Double { return d }
        if let i = x as? Int { return Double(i) }
        if let s = x as? String { return Double(s) }   // "nan", "inf" for robustness tests
        return nil
    }

    /// Shortest round-trip decimal, so values survive the exchange bit for bit.
    static func format(_ d: Double) -> String { d.isFinite ? "\(d)" : "null" }
}
