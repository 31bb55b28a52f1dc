/// Turns reports into text. One type per output format, behind one protocol.
public protocol Reporter: Sendable {
    func render(_ reports: [FileReport]) -> String
}

public enum ReportFormat: String, CaseIterable, Sendable {
    case human, json, sarif, junit, github, checkstyle, codeclimate, markdown, html

    public func reporter(colored: Bool) -> any Reporter {
        switch self {
        case .human: return HumanReporter(colored: colored)
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .junit: return JUnitReporter()
        case .github: return GitHubReporter()
        case .checkstyle: return CheckstyleReporter()
        case .codeclimate: return CodeClimateReporter()
        case .markdown: return MarkdownReporter()
        // Without drawings: the CLI gives its reporter the scene drawer (NibRender).
        case .html: return HTMLReporter()
        }
    }
}

public struct Summary: Sendable {
    public var files: Int
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    /// Findings silenced by markers and `ignore:` entries.
    public var suppressed: Int

    public init(_ reports: [FileReport]) {
        files = reports.filter(\.isDocument).count
        suppressed = reports.reduce(0) { $0 + $1.suppressed }
        errors = reports.reduce(0) { $0 + $1.count(.error) }
        warnings = reports.reduce(0) { $0 + $1.count(.warning) }
        notes = reports.reduce(0) { $0 + $1.count(.note) }
    }
}
