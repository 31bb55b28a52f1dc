/// `path:line:column: error: message [rule-id]`, as Xcode and swiftlint print them, so editors
/// and CI log parsers pick them up.
public struct HumanReporter: Reporter {
    public var colored: Bool

    public init(colored: Bool) { self.colored = colored }

    public func render(_ reports: [FileReport]) -> String {
        var out = ""
        for report in reports {
            for d in report.diagnostics {
                out += "\(report.path):\(d.line):\(d.column): \(label(d.severity)) \(d.message)\(Self.origin(d)) [\(d.rule)]\n"
            }
        }
        return out
    }

    /// Whether a layout finding is Xcode's own flag or nibtool's computation, and on what.
    static func origin(_ d: Diagnostic) -> String {
        switch d.evidence {
        case nil: return ""
        case .xcode?: return " (flagged by Xcode)"
        case let e?: return " (computed by nibtool; evidence: \(e.rawValue))"
        }
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
