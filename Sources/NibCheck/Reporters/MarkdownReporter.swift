/// A summary in GitHub-flavoured markdown for `$GITHUB_STEP_SUMMARY` or a review comment: the
/// totals, a table of findings per rule, a table per document, then the first findings with
/// `file:line` (errors first). Long runs are cut (GitHub caps a step summary at 1 MiB).
public struct MarkdownReporter: Reporter {
    /// Findings listed one by one; the tables still count every one.
    public var listed: Int

    public init(listed: Int = 50) { self.listed = listed }

    public func render(_ reports: [FileReport]) -> String {
        let summary = Summary(reports)
        let documents = reports.filter(\.isDocument)
        let withFindings = documents.filter { !$0.diagnostics.isEmpty }
        var out = "## nibtool: \(Self.count(summary.errors, "error")), \(Self.count(summary.warnings, "warning")), \(Self.count(summary.notes, "note"))\n\n"
        out += "\(Self.count(summary.files, "document")) checked, \(withFindings.count) with findings"
        if summary.suppressed > 0 { out += ", \(summary.suppressed) suppressed by markers and `ignore:` entries" }
        out += ".\n"
        guard !withFindings.isEmpty || reports.contains(where: { !$0.diagnostics.isEmpty }) else { return out }

        // Per rule: severity, count, documents; most findings first.
        var perRule: [String: (severity: Severity, count: Int, files: Set<String>)] = [:]
        for r in reports {
            for d in r.diagnostics {
                var entry = perRule[d.rule] ?? (d.severity, 0, [])
                if d.severity.rank > entry.severity.rank { entry.severity = d.severity }
                entry.count += 1
                entry.files.insert(r.path)
                perRule[d.rule] = entry
            }
        }
        out += "\n| Rule | Severity | Findings | Documents |\n|---|---|---:|---:|\n"
        for (rule, e) in perRule.sorted(by: { ($0.value.severity.rank, $0.value.count, $1.key) > ($1.value.severity.rank, $1.value.count, $0.key) }) {
            out += "| [`\(rule)`](\(RuleDocumentation.referenceDocument)#\(rule)) | \(e.severity.rawValue) | \(e.count) | \(e.files.count) |\n"
        }
        out += "\n| Document | Errors | Warnings | Notes |\n|---|---:|---:|---:|\n"
        for r in reports where !r.diagnostics.isEmpty {
            out += "| `\(Self.cell(r.path))` | \(r.count(.error)) | \(r.count(.warning)) | \(r.count(.note)) |\n"
        }

        let all = reports.flatMap { r in r.diagnostics.map { (path: r.path, d: $0) } }
        let ordered = all.enumerated().sorted { a, b in
            a.element.d.severity.rank != b.element.d.severity.rank ? a.element.d.severity.rank > b.element.d.severity.rank : a.offset < b.offset
        }.map(\.element)
        out += "\n### \(ordered.count > listed ? "First \(listed) findings" : "Findings")\n\n"
        for (path, d) in ordered.prefix(listed) {
            let position = d.line >= 1 ? ":\(d.line)" + (d.column >= 1 ? ":\(d.column)" : "") : ""
            out += "- **\(d.severity.rawValue)** `\(Self.cell(path))\(position)` \(Self.inline(d.message)) (`\(d.rule)`)\n"
        }
        if ordered.count > listed { out += "- … and \(ordered.count - listed) more (`nibtool validate` lists them all)\n" }
        return out
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// Text inside a table cell or code span: no line breaks, no column separators, no backticks.
    static func cell(_ s: String) -> String {
        s.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }

    /// A message as plain markdown text: markup characters escaped, on one line.
    static func inline(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#": out += "\\" + String(ch)
            case "\n", "\r": out += " "
            default: out.append(ch)
            }
        }
        return out
    }
}

extension Severity {
    /// error > warning > note, for ordering.
    var rank: Int {
        switch self {
        case .error: return 2
        case .warning: return 1
        case .note: return 0
        }
    }
}
