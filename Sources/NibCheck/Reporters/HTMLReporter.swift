import NibXML

/// One self-contained HTML page for a review: totals, a table per rule and per document, and
/// for each document its findings; where a drawer is given (the CLI passes NibRender's scene
/// drawings), the scenes with layout findings are drawn inline (SVG) with the findings marked as
/// the nib editor marks them, and each finding on a drawn view links to that view in the drawing.
/// No script, no external file: the page can be attached to a review or archived by CI.
public struct HTMLReporter: Reporter {
    /// A drawn scene: its caption and its SVG (without XML declaration). View rectangles carry
    /// `data-id="OBJECT-ID"`; the reporter gives them page-unique ids to link to.
    public struct Figure: Sendable {
        public var title: String
        public var svg: String
        public init(title: String, svg: String) {
            self.title = title
            self.svg = svg
        }
    }

    /// The rules whose findings the nib editor marks on the canvas.
    public static let layoutRules: Set<String> = ["misplaced-view", "ambiguous-layout", "conflicting-constraints"]

    public typealias Drawer = @Sendable (FileReport) -> [Figure]
    public var drawer: Drawer?

    public init(drawer: Drawer? = nil) { self.drawer = drawer }

    public func render(_ reports: [FileReport]) -> String {
        let summary = Summary(reports)
        var out = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>nibtool report: \(summary.errors) errors, \(summary.warnings) warnings</title>
        <style>
        body{font:14px/1.45 -apple-system,"Segoe UI",Inter,Helvetica,Arial,sans-serif;margin:24px;color:#1d1d1f;max-width:1200px}
        table{border-collapse:collapse;margin:8px 0 20px}th,td{border:1px solid #d2d2d7;padding:4px 8px;text-align:left;vertical-align:top}
        th{background:#f5f5f7}td.n{text-align:right}code{font:12px ui-monospace,Menlo,monospace}
        .error{color:#c4001a;font-weight:600}.warning{color:#b25000;font-weight:600}.note{color:#0060a8}
        section.doc{border-top:2px solid #d2d2d7;margin-top:28px}figure{margin:12px 0;overflow-x:auto}figure svg{max-height:640px;width:auto;height:auto}figcaption{color:#6e6e73;margin-bottom:4px}
        svg rect[id]:target{stroke:#0a6cff;stroke-width:4px;stroke-dasharray:none}
        </style></head><body>
        <h1>nibtool report</h1>
        <p>\(summary.files) document\(summary.files == 1 ? "" : "s") checked: <span class="error">\(summary.errors) error\(summary.errors == 1 ? "" : "s")</span>, <span class="warning">\(summary.warnings) warning\(summary.warnings == 1 ? "" : "s")</span>, \(summary.notes) note\(summary.notes == 1 ? "" : "s")\(summary.suppressed > 0 ? ", \(summary.suppressed) suppressed" : "").</p>

        """
        let withFindings = reports.enumerated().filter { !$0.element.diagnostics.isEmpty }
        if withFindings.isEmpty { return out + "<p>No findings.</p>\n</body></html>\n" }

        var perRule: [String: (severity: Severity, count: Int, files: Set<String>)] = [:]
        for r in reports {
            for d in r.diagnostics {
                var e = perRule[d.rule] ?? (d.severity, 0, [])
                if d.severity.rank > e.severity.rank { e.severity = d.severity }
                e.count += 1
                e.files.insert(r.path)
                perRule[d.rule] = e
            }
        }
        out += "<h2>By rule</h2>\n<table><tr><th>Rule</th><th>Severity</th><th>Findings</th><th>Documents</th></tr>\n"
        for (rule, e) in perRule.sorted(by: { ($0.value.severity.rank, $0.value.count, $1.key) > ($1.value.severity.rank, $1.value.count, $0.key) }) {
            out += "<tr><td><a href=\"\(Self.attr(RuleDocumentation.referenceDocument + "#" + rule))\"><code>\(Self.text(rule))</code></a></td><td class=\"\(e.severity.rawValue)\">\(e.severity.rawValue)</td><td class=\"n\">\(e.count)</td><td class=\"n\">\(e.files.count)</td></tr>\n"
        }
        out += "</table>\n<h2>By document</h2>\n<table><tr><th>Document</th><th>Errors</th><th>Warnings</th><th>Notes</th><th>Rules</th></tr>\n"
        for (i, r) in withFindings {
            let rules = Set(r.diagnostics.map(\.rule)).sorted().map { "<code>\(Self.text($0))</code>" }.joined(separator: " ")
            out += "<tr><td><a href=\"#doc\(i)\">\(Self.text(r.path))</a></td><td class=\"n\">\(r.count(.error))</td><td class=\"n\">\(r.count(.warning))</td><td class=\"n\">\(r.count(.note))</td><td>\(rules)</td></tr>\n"
        }
        out += "</table>\n"

        for (i, r) in withFindings {
            out += "<section class=\"doc\" id=\"doc\(i)\">\n<h2>\(Self.text(r.path))</h2>\n"
            var drawn = Set<String>()
            if let drawer, r.diagnostics.contains(where: { Self.layoutRules.contains($0.rule) }) {
                for (f, figure) in drawer(r).enumerated() {
                    out += "<figure id=\"doc\(i)-scene\(f)\"><figcaption>\(Self.text(figure.title))</figcaption>\n"
                    out += Self.anchored(figure.svg, prefix: "doc\(i)-", drawn: &drawn) + "</figure>\n"
                }
            }
            out += "<table><tr><th>Severity</th><th>Line</th><th>Finding</th><th>Rule</th></tr>\n"
            for d in r.diagnostics {
                var message = Self.text(d.message)
                if let id = d.objectID, drawn.contains(id) { message = "<a href=\"#doc\(i)-\(Self.attr(id))\">\(message)</a>" }
                let position = d.line >= 1 ? "\(d.line):\(d.column)" : ""
                out += "<tr><td class=\"\(d.severity.rawValue)\">\(d.severity.rawValue)</td><td><code>\(position)</code></td><td>\(message)</td><td><code>\(Self.text(d.rule))</code></td></tr>\n"
            }
            out += "</table>\n</section>\n"
        }
        return out + "</body></html>\n"
    }

    /// The SVG with its XML declaration dropped and each view rectangle given a page-unique id
    /// (`PREFIX` + object id) the findings link to; `drawn` collects the object ids seen.
    static func anchored(_ svg: String, prefix: String, drawn: inout Set<String>) -> String {
        var body = Substring(svg)
        if body.hasPrefix("<?xml"), let end = body.firstIndex(of: "\n") { body = body[body.index(after: end)...] }
        var out = ""
        let marker = " data-id=\""
        while let r = body.range(of: marker) {
            out += body[..<r.lowerBound]
            let rest = body[r.upperBound...]
            guard let close = rest.firstIndex(of: "\"") else { body = rest; break }
            let escaped = String(rest[..<close])
            let id = escaped.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
            if drawn.insert(id).inserted {
                out += " id=\"\(prefix)\(escaped)\""
            }
            out += marker + escaped + "\""
            body = rest[rest.index(after: close)...]
        }
        return out + body
    }

    static func text(_ s: String) -> String { XMLOutputEscaping.text(s) }
    static func attr(_ s: String) -> String { XMLOutputEscaping.attribute(s) }
}
