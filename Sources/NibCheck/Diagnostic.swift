import NibLayout
import NibModel
import NibSupport
import NibXML

public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, warning, error
    public static func < (a: Severity, b: Severity) -> Bool {
        let order: [Severity] = [.note, .warning, .error]
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}

/// One finding, located in a file. Rule-specific data goes in `details` (JSON values, kept in
/// insertion order so machine output is stable).
public struct Diagnostic: Sendable {
    public var rule: String
    public var severity: Severity
    public var message: String
    public var line: Int
    public var column: Int
    public var objectID: String?
    public var objectIDs: [String]
    public var scene: String?
    public var details: [(key: String, value: JSONValue)]
    /// For a layout finding, the configuration it was found in, as people read it
    /// ("Compact Width, Compact Height, iPhone 16").
    public var configurationName: String?
    /// The message a baseline and a report's fingerprints identify the finding by: the message as
    /// the rule wrote it, before other configurations where it also holds were added to it, so
    /// that merging them (`ConfigurationMerge`) does not make a recorded finding new.
    public var identityMessage: String
    /// What a layout finding rests on (`Evidence`); its proof decides the severity it is reported
    /// at (`Validator`). JSON carries it as `evidence`.
    public private(set) var evidence: Evidence?

    public init(rule: String, severity: Severity, message: String, line: Int, column: Int,
                objectID: String? = nil, objectIDs: [String]? = nil, scene: String? = nil,
                details: [(key: String, value: JSONValue)] = []) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.line = line
        self.column = column
        self.objectID = objectID
        self.objectIDs = objectIDs ?? objectID.map { [$0] } ?? []
        self.scene = scene
        self.details = details
        identityMessage = message
    }

    /// Names the evidence, in the field and in the details JSON reports.
    public mutating func setEvidence(_ e: Evidence) {
        evidence = e
        details.removeAll { $0.key == "evidence" }
        details.append(("evidence", .string(e.rawValue)))
    }

    /// The severity the evidence allows: the rule's when proven, at most a warning when it rests
    /// on nibtool's model, a note when it is only a hint (reported on request).
    public var severityForEvidence: Severity {
        switch evidence?.proof {
        case nil, .proven?: return severity
        case .model?: return min(severity, .warning)
        case .hint?: return .note
        }
    }
}

/// The diagnostics of one input.
public struct FileReport: Sendable {
    public var path: String
    public var device: String?
    public var diagnostics: [Diagnostic]
    /// True when the input could not be read at all (missing, unreadable, over the size limit).
    public var unreadable: Bool
    /// False for the report on the configuration file itself (its unused `ignore:` entries).
    public var isDocument = true
    /// Findings silenced by `[nibtool:ignore]` markers and `ignore:` entries.
    public var suppressed = 0
    /// The configuration's `ignore:` entries (and their objects) that apply to this file, and
    /// those that silenced something here.
    public var matchedIgnoreEntries: Set<IgnoreUse> = []
    public var usedIgnoreEntries: Set<IgnoreUse> = []

    public init(path: String, device: String? = nil, diagnostics: [Diagnostic], unreadable: Bool = false) {
        self.path = path
        self.device = device
        self.diagnostics = diagnostics
        self.unreadable = unreadable
    }

    public func count(_ s: Severity) -> Int { diagnostics.filter { $0.severity == s }.count }
}
