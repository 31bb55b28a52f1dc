import NibXML

/// Checkstyle XML (format 4.3), which Jenkins' Warnings Next Generation plugin, SonarQube's
/// external-issue import, reviewdog and many CI dashboards read: one `<file>` per input with one
/// `<error>` per diagnostic. Severities are checkstyle's own (`error`, `warning`, `info`); the
/// rule id is the `source`, prefixed `nibtool.` so findings from several tools stay apart. A file
/// without findings is listed empty, so the report also says what was checked.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ reports: [FileReport]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for report in reports {
            let name = XMLOutputEscaping.attribute(report.path)
            if report.diagnostics.isEmpty {
                out += "  <file name=\"\(name)\"/>\n"
                continue
            }
            out += "  <file name=\"\(name)\">\n"
            for d in report.diagnostics {
                var attributes = ""
                if d.line >= 1 {
                    attributes += " line=\"\(d.line)\""
                    if d.column >= 1 { attributes += " column=\"\(d.column)\"" }
                }
                out += "    <error\(attributes) severity=\"\(Self.severity(d.severity))\" message=\"\(XMLOutputEscaping.attribute(d.message))\" source=\"nibtool.\(XMLOutputEscaping.attribute(d.rule))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    static func severity(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}
