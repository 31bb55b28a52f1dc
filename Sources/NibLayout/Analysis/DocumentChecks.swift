import NibModel

/// A finding as `validate` reports it, for a command that acts on findings without running the
/// rules itself (`fix` refuses on some and reports others as not fixed): where it is, its words,
/// and which kind of issue it is, so the command never matches rule ids or JSON keys.
public struct CheckFinding: Sendable {
    public enum Kind: Sendable, Hashable {
        /// The document cannot be read, or its structure makes its layout guesswork (malformed
        /// XML, unsupported document, duplicate ids, dangling references, unusable values, over
        /// the resource limits).
        case structure
        case invalidConstraint
        case conflict
        /// A view left free by its constraints (not a content-priority tie).
        case ambiguity
        case misplacement
        case other
    }
    public var kind: Kind
    public var isError: Bool
    public var rule: String
    public var message: String
    public var line: Int
    public var column: Int
    public var objectID: String?
    /// Whether the finding is about the document's own configuration; nil when it is not about
    /// a configuration.
    public var inDocumentConfiguration: Bool?
    /// It rests on the flag Xcode saved alone, with no verdict of nibtool's own.
    public var xcodeFlagOnly: Bool
    /// What identifies it across two versions of a document, once for the configuration it is
    /// reported in and once for each other configuration it also holds in.
    public var identities: [String]
    /// What a layout finding rests on (nil for findings that are not about layout).
    public var evidence: Evidence?

    public init(kind: Kind, isError: Bool, rule: String, message: String, line: Int, column: Int, objectID: String?,
                inDocumentConfiguration: Bool?, xcodeFlagOnly: Bool, identities: [String], evidence: Evidence? = nil) {
        self.kind = kind
        self.isError = isError
        self.rule = rule
        self.message = message
        self.line = line
        self.column = column
        self.objectID = objectID
        self.inDocumentConfiguration = inDocumentConfiguration
        self.xcodeFlagOnly = xcodeFlagOnly
        self.identities = identities
        self.evidence = evidence
    }

    /// `path:line:column: message [rule]`, as a refusal or a finding left unfixed is printed.
    public func located(in path: String) -> String { "\(path):\(line):\(column): \(message) [\(rule)]" }
}

/// Which findings to ask for.
public struct CheckRequest: Sendable {
    /// Run only the rules of these kinds (nil: every rule on by default).
    public var kinds: Set<CheckFinding.Kind>?
    /// The weakest proof a layout finding may rest on to be reported.
    public var minimumProof: Proof = .reportedByDefault
    /// The configurations to check (empty: the document's own set).
    public var traits: [TraitsPattern] = []

    public init(kinds: Set<CheckFinding.Kind>? = nil, minimumProof: Proof = .reportedByDefault, traits: [TraitsPattern] = []) {
        self.kinds = kinds
        self.minimumProof = minimumProof
        self.traits = traits
    }
}

/// The validator as seen by a command that edits documents: NibCheck implements it
/// (`ValidatorChecks`), the command line passes it in, and the editing module depends on this
/// protocol alone. Bytes are parsed by `read`, once; the findings are computed on the decoded
/// document, never on bytes, so a caller that holds the document does not parse it again.
public protocol DocumentChecks: Sendable {
    /// The document as validate reads it (the same limits); throws the reading or decoding error.
    func read(bytes: [UInt8], path: String) throws -> IBDocument
    /// Validate's findings for a document `read` could not read (none when validate reports none).
    func findings(reading error: any Error, bytes: [UInt8], path: String) -> [CheckFinding]
    /// Validate's findings for a document, sorted as validate sorts them.
    func findings(in document: IBDocument, path: String, request: CheckRequest) -> [CheckFinding]
}
