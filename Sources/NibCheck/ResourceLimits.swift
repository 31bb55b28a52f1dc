import Foundation
import NibModel

/// Limits on what one document may cost beyond the reader's own (size, depth, element count in
/// `ParseLimits`): views and constraints, which layout turns into solver rows in every
/// configuration, and wall-clock time per document. Real documents stay far below: the largest
/// in the reference corpus has a few thousand views.
public struct ResourceLimits: Sendable {
    public static let defaultTimeout: TimeInterval = 60
    public static let `default` = ResourceLimits()

    public var maxViews: Int
    public var maxConstraints: Int

    public init(maxViews: Int = 100_000, maxConstraints: Int = 200_000) {
        self.maxViews = maxViews
        self.maxConstraints = maxConstraints
    }

    public static let description = RuleDescription(
        id: "resource-limit", name: "Resource Limit",
        summary: "The document was not checked (or not completely): it has more than 100,000 views or 200,000 constraints, or checking it took longer than `--timeout` (60 s per document by default; validate, fix, preview, explain, explain-log and diff take it).",
        defaultSeverity: .error)

    /// The first object past a limit: its element (for the line and column) and what was exceeded.
    public func violation(in doc: IBDocument) -> (element: Int, message: String)? {
        if doc.views.count > maxViews {
            return (doc.views[maxViews].element, "the document has \(doc.views.count) views; documents with more than \(maxViews) are not checked")
        }
        if doc.constraints.count > maxConstraints {
            return (doc.constraints[maxConstraints].element,
                    "the document has \(doc.constraints.count) constraints; documents with more than \(maxConstraints) are not checked")
        }
        return nil
    }

    /// The report of a document that overran `--timeout`: one error at its start.
    static func timeoutReport(path: String, seconds: TimeInterval) -> FileReport {
        let shown = NumberFormat.short(seconds)
        return FileReport(path: path, diagnostics: [
            Diagnostic(rule: description.id, severity: .error,
                       message: "Not checked: checking the document took longer than the \(shown) s timeout (validate --timeout).",
                       line: 1, column: 1),
        ])
    }
}
