/// `path:line:column: error: message [rule-id]`, as Xcode and swiftlint print them, so editors
/// and CI log parsers pick them up.
public struct HumanReporter: Reporter {
    public var colored: Bool

    public init(colored: Bool) { self.colored = colored }

    public func render(_ reports: [FileReport]) -> String {
        var out = ""
        for report in reports {
            for d in report.diagnostics {
                out += "\(report.path):\(d.line):\(d.column): \(label(d.severity)) \(d.message) [\(d.rule)]\n"
            }
        }
        return out
    }

    private func label(_ s: Severity) -> String {
        guard colored else { return "\(s.rawValue):" }
        switch s {
        case .error: return "\u{1B}[1;31merror:\u{1B}[0m"
        case .warning: return "\u{1B}[1;35mwarning:\u{1B}[0m"
        case .note: return "\u{1B}[1;36mnote:\u{1B}[0m"
        }
    }
}
