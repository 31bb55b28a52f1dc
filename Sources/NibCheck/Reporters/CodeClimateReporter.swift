import NibSupport
/// The Code Climate issue format as GitLab's merge-request Code Quality widget reads it
/// (`artifacts: reports: codequality:`): a JSON array with one object per diagnostic, holding
/// `description`, `check_name` (the rule id), `fingerprint`, `severity` and `location` (path and
/// first line). GitLab keeps one issue per fingerprint and compares fingerprints between the
/// branch and its target to show what a merge request adds or fixes, so a fingerprint must be
/// unique in a report and stable across runs: it hashes the rule, the path, the object id, the
/// configuration (size class, device, orientation) and the message with line numbers taken out
/// (as the baseline does: ids survive Interface Builder's saves, lines do not), never the line
/// itself. Errors are `major`, warnings `minor`, notes `info`.
public struct CodeClimateReporter: Reporter {
    public init() {}

    public func render(_ reports: [FileReport]) -> String {
        var seen: [String: Int] = [:]
        var issues: [JSONValue] = []
        for report in reports {
            var path = Substring(report.path)
            while path.hasPrefix("./") { path = path.dropFirst(2) }   // GitLab matches repository-relative paths
            for d in report.diagnostics {
                var fingerprint = Self.fingerprint(d, path: String(path))
                // The same finding twice in one report (rare) still needs two fingerprints.
                let n = seen[fingerprint, default: 0]
                seen[fingerprint] = n + 1
                if n > 0 { fingerprint = Baseline.fnv1a64(fingerprint + "#\(n)") }
                issues.append(.object([
                    ("type", .string("issue")),
                    ("check_name", .string(d.rule)),
                    ("description", .string(d.message)),
                    ("categories", .strings(["Bug Risk"])),
                    ("fingerprint", .string(fingerprint)),
                    ("severity", .string(Self.severity(d.severity))),
                    ("location", .object([
                        ("path", .string(String(path))),
                        ("lines", .object([("begin", .number(Double(max(d.line, 1))))])),
                    ])),
                ]))
            }
        }
        return JSONValue.array(issues).serialized() + "\n"
    }

    static func fingerprint(_ d: Diagnostic, path: String) -> String {
        let configuration = ["traits", "device", "orientation"].map { key in
            d.details.first { $0.key == key }.map { "\($0.value.serialized())" } ?? ""
        }
        return Baseline.fnv1a64(([Baseline.fingerprint(rule: d.rule, path: path, objectID: d.objectID, message: d.identityMessage)] + configuration)
            .joined(separator: "\u{1F}"))
    }

    static func severity(_ s: Severity) -> String {
        switch s {
        case .error: return "major"
        case .warning: return "minor"
        case .note: return "info"
        }
    }
}
