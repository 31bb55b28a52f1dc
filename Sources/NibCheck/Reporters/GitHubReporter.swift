/// GitHub Actions workflow commands, one per diagnostic, which GitHub turns into annotations on
/// the pull request's changed lines:
/// `::error file=PATH,line=L,col=C,title=RULE::MESSAGE` (and `::warning`, `::notice`).
///
/// Escaping follows the runner's (actions/toolkit `command.ts`): in the message `%`, `\r` and `\n`
/// become `%25`, `%0D` and `%0A`; property values additionally escape `:` and `,` (`%3A`, `%2C`),
/// which would otherwise end a property. Paths are given as on the command line, without a
/// leading `./`: run nibtool from the repository root with relative paths (`nibtool validate
/// --format github .`) so annotations land on the pull request's files.
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ reports: [FileReport]) -> String {
        var out = ""
        for report in reports {
            for d in report.diagnostics {
                var path = Substring(report.path)
                while path.hasPrefix("./") { path = path.dropFirst(2) }   // GitHub matches repository-relative paths
                var properties = ["file=" + Self.escapeProperty(String(path))]
                if d.line >= 1 {
                    properties.append("line=\(d.line)")
                    if d.column >= 1 { properties.append("col=\(d.column)") }
                }
                properties.append("title=" + Self.escapeProperty(d.rule))
                out += "::\(Self.command(d.severity)) \(properties.joined(separator: ","))::\(Self.escapeData(d.message))\n"
            }
        }
        return out
    }

    static func command(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    public static func escapeData(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }

    public static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
