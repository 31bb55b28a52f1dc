import NibSupport
/// SARIF 2.1.0 (OASIS), the format GitHub code scanning, Azure DevOps and most security
/// dashboards read. Checked against the official schema by `tools/check-sarif.py`.
///
/// One run; `tool.driver.rules` lists every rule nibtool knows (so `ruleIndex` is stable for a
/// given version), each result points at its rule by `ruleId` and `ruleIndex`, its file by the
/// path as given on the command line (a relative URI reference, percent-encoded), and carries
/// the object id, scene and rule-specific details of the diagnostic in its property bag.
public struct SARIFReporter: Reporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    public var rules: [RuleDescription]
    public var toolVersion: String

    public init(rules: [RuleDescription] = RuleRegistry.all, toolVersion: String = JSONReporter.toolVersion) {
        self.rules = rules
        self.toolVersion = toolVersion
    }

    public func render(_ reports: [FileReport]) -> String {
        var ruleIndex: [String: Int] = [:]
        for (i, r) in rules.enumerated() where ruleIndex[r.id] == nil { ruleIndex[r.id] = i }
        var results: [JSONValue] = []
        for report in reports {
            for d in report.diagnostics {
                results.append(result(d, path: report.path, ruleIndex: ruleIndex[d.rule]))
            }
        }
        let driver = JSONValue.object([
            ("name", .string("nibtool")),
            ("version", .string(toolVersion)),
            ("semanticVersion", .string(toolVersion)),
            ("rules", .array(rules.map(Self.rule))),
        ])
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        let root = JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return root.serialized() + "\n"
    }

    static func level(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    static func rule(_ r: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(r.id)),
            // SARIF wants an identifier-like name ("MalformedXML"); the display name is the short description.
            ("name", .string(r.name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())),
            ("shortDescription", .object([("text", .string(r.name))])),
            ("fullDescription", .object([("text", .string(r.summary))])),
            ("help", .object([("text", .string(r.summary))])),
            ("defaultConfiguration", .object([("level", .string(level(r.defaultSeverity)))])),
        ])
    }

    func result(_ d: Diagnostic, path: String, ruleIndex: Int?) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("ruleId", .string(d.rule))]
        if let ruleIndex { pairs.append(("ruleIndex", .number(Double(ruleIndex)))) }
        pairs.append(("level", .string(Self.level(d.severity))))
        pairs.append(("message", .object([("text", .string(d.message))])))
        var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(Self.uri(forPath: path)))]))]
        if d.line >= 1 {
            var region: [(String, JSONValue)] = [("startLine", .number(Double(d.line)))]
            if d.column >= 1 { region.append(("startColumn", .number(Double(d.column)))) }
            physical.append(("region", .object(region)))
        }
        pairs.append(("locations", .array([.object([("physicalLocation", .object(physical))])])))
        // Lets code scanning follow a finding across edits that move it (same identity as the baseline).
        pairs.append(("partialFingerprints", .object([("nibtoolFinding/v1", .string(Baseline.fingerprint(rule: d.rule, path: path, objectID: d.objectID, message: d.identityMessage)))])))
        var properties: [(String, JSONValue)] = []
        if let id = d.objectID { properties.append(("objectID", .string(id))) }
        if !d.objectIDs.isEmpty { properties.append(("objectIDs", .strings(d.objectIDs))) }
        if let s = d.scene { properties.append(("scene", .string(s))) }
        for (k, v) in d.details where !properties.contains(where: { $0.0 == k }) && k != "tags" {
            properties.append((k, v))
        }
        if !properties.isEmpty { pairs.append(("properties", .object(properties))) }
        return .object(pairs)
    }

    /// The path as a URI reference: relative paths stay relative (GitHub resolves them against the
    /// checkout), without a leading `./`; absolute paths become `file://` URIs. Anything outside
    /// RFC 3986's unreserved characters, sub-delimiters, `/` and `@` is percent-encoded, and so is
    /// `:` (in a relative reference it would read as a scheme).
    public static func uri(forPath path: String) -> String {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        let absolute = p.hasPrefix("/")
        var out = absolute ? "file://" : ""
        for byte in p.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
                 UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
                 UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
