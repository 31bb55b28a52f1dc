import NibModel
import NibSupport

/// `nibtool explain-log` output, text and JSON (keys documented in docs/guide.md).
public enum LogReportOutput {
    public static func text(_ reports: [MappedReport], log: String) -> String {
        var out = ""
        for (n, r) in reports.enumerated() {
            out += "\(log):\(r.report.line): Unable to simultaneously satisfy constraints (report \(n + 1) of \(reports.count), \(r.report.constraints.count) constraints)\n"
            for (i, c) in r.report.constraints.enumerated() {
                let m = r.mappings[i]
                out += "  \(i + 1). \(c.className):\(c.address)"
                if let id = c.identifier { out += " '\(id)'" }
                if let mask = c.autoresizingMask { out += " \(mask)" }
                out += " \(equation(c) ?? "(unreadable)")"
                if i == r.brokenIndex { out += "    <- UIKit broke this one" }
                out += "\n"
                switch m.kind {
                case .document, .autoresizing:
                    let x = m.matches[0]
                    out += "     = \(x.document): \(x.objectID) \(x.description)\(x.identifier.map { " '\($0)'" } ?? "") (\(m.note); installed in \(list(x.installedIn)))\n"
                case .system:
                    out += "     = system: \(m.note)\n"
                case .ambiguous:
                    out += "     ? AMBIGUOUS: \(m.note):\n"
                    for x in m.matches { out += "         \(x.document): \(x.objectID) \(x.description)\n" }
                case .unmapped:
                    out += "     ? NOT MAPPED: \(m.note)\n"
                }
            }
            for u in r.report.unreadable { out += "  ? line \(u.line) is not a constraint description: \(u.text)\n" }
            if r.report.broken == nil { out += "  (no \"Will attempt to recover by breaking constraint\" line)\n" } else if r.brokenIndex == nil {
                out += "  UIKit broke a constraint that is not in the list: \(r.report.broken.flatMap(equation) ?? "?")\n"
            }
            if !r.documentConstraints.isEmpty {
                out += "  Conflicting document constraints: \(r.documentConstraints.joined(separator: ", "))\n"
                if !r.sizeClasses.isEmpty {
                    out += "  Installed together in: \(r.sizeClasses.joined(separator: ", "))"
                    out += r.reproducedIn.isEmpty ? "\n" : "; nibtool's layout finds the conflict in \(r.reproducedIn.joined(separator: ", "))\n"
                }
            }
            for a in r.advice { out += "  Fix: \(a)\n" }
            out += "\n"
        }
        return out
    }

    static func list(_ s: [String]) -> String { s.isEmpty ? "no size class" : s.count == LogMatcher.sizeClasses.count ? "all size classes" : s.joined(separator: ", ") }

    /// The log constraint as one equation (Visual Format read back into edges).
    public static func equation(_ c: LogConstraint) -> String? {
        guard let f = c.first, let r = c.relation else { return nil }
        func side(_ s: LogConstraint.Side) -> String {
            let i = s.item
            return (i.isSuperview ? "|" : "") + "\(i.className):\(i.address)" + (i.text.map { "'\($0)'" } ?? "") + ".\(s.attribute)"
        }
        var s = "\(side(f)) \(r.rawValue) "
        if let second = c.second {
            if c.multiplier != 1 { s += "\(NumberFormat.short(c.multiplier))*" }
            s += side(second)
            if c.constant > 0 { s += " + \(NumberFormat.short(c.constant))" } else if c.constant < 0 { s += " - \(NumberFormat.short(-c.constant))" }
        } else {
            s += NumberFormat.short(c.constant)
        }
        if c.priority < 1000 { s += " @\(NumberFormat.short(c.priority))" }
        return s
    }

    public static func json(_ reports: [MappedReport], log: String) -> JSONValue {
        .object([
            ("log", .string(log)),
            ("reports", .array(reports.map { r in
                .object([
                    ("line", .number(Double(r.report.line))),
                    ("constraints", .array(zip(r.report.constraints, r.mappings).enumerated().map { i, pair in constraint(pair.0, pair.1, broken: i == r.brokenIndex) })),
                    ("unreadable", .array(r.report.unreadable.map { .object([("line", .number(Double($0.line))), ("text", .string($0.text))]) })),
                    ("broken", r.brokenIndex.map { .number(Double($0)) } ?? .null),
                    ("documentConstraints", .strings(r.documentConstraints)),
                    ("sizeClasses", .strings(r.sizeClasses)),
                    ("reproducedIn", .strings(r.reproducedIn)),
                    ("advice", .strings(r.advice)),
                ])
            })),
        ])
    }

    static func constraint(_ c: LogConstraint, _ m: LogMapping, broken: Bool) -> JSONValue {
        .object([
            ("class", .string(c.className)), ("address", .string(c.address)),
            ("identifier", c.identifier.map { .string($0) } ?? .null),
            ("autoresizingMask", c.autoresizingMask.map { .string($0) } ?? .null),
            ("equation", equation(c).map { .string($0) } ?? .null),
            ("brokenByUIKit", .bool(broken)),
            ("mapping", .string(m.kind.rawValue)), ("note", .string(m.note)),
            ("matches", .array(m.matches.map { x in
                .object([("document", .string(x.document)), ("id", .string(x.objectID)), ("description", .string(x.description)),
                         ("identifier", x.identifier.map { .string($0) } ?? .null), ("installedIn", .strings(x.installedIn)),
                         ("byIdentifier", .bool(x.byIdentifier))])
            })),
        ])
    }
}
