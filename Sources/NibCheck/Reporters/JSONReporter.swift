import NibSupport
/// The JSON object of `cli-contract.md`. Keys may be added, never removed or renamed.
public struct JSONReporter: Reporter {
    public static let toolVersion = "0.1.0"

    public init() {}

    public func render(_ reports: [FileReport]) -> String {
        let summary = Summary(reports)
        let files: [JSONValue] = reports.map { report in
            .object([
                ("path", .string(report.path)),
                ("device", report.device.map { .string($0) } ?? .null),
                ("diagnostics", .array(report.diagnostics.map(Self.json))),
            ])
        }
        let root = JSONValue.object([
            ("tool", .string("nibtool")),
            ("version", .string(Self.toolVersion)),
            ("files", .array(files)),
            ("summary", .object([
                ("files", .number(Double(summary.files))),
                ("errors", .number(Double(summary.errors))),
                ("warnings", .number(Double(summary.warnings))),
                ("notes", .number(Double(summary.notes))),
                ("suppressed", .number(Double(summary.suppressed))),
            ])),
        ])
        return root.serialized() + "\n"
    }

    static func json(_ d: Diagnostic) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("rule", .string(d.rule)),
            ("severity", .string(d.severity.rawValue)),
            ("message", .string(d.message)),
            ("line", .number(Double(d.line))),
            ("column", .number(Double(d.column))),
        ]
        if let id = d.objectID { pairs.append(("objectID", .string(id))) }
        pairs.append(("objectIDs", .strings(d.objectIDs)))
        if let s = d.scene { pairs.append(("scene", .string(s))) }
        for (k, v) in d.details { pairs.append((k, v)) }
        return .object(pairs)
    }
}
