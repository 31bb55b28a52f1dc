import NibLayout
import NibModel
import NibSupport

/// The validator behind `DocumentChecks`: what `fix` asks of validate (whether a document can be
/// read and acted on, which findings remain), answered with validate's own reading, rules, gates,
/// merging across configurations and words. The rule ids stay here, where the rules are.
public struct ValidatorChecks: DocumentChecks {
    public init() {}

    /// Findings of each kind, by rule id.
    static let kinds: [String: CheckFinding.Kind] = {
        var kinds: [String: CheckFinding.Kind] = [:]
        for id in [RuleRegistry.malformedXML.id, RuleRegistry.unsupportedDocument.id, RuleRegistry.unreadableInput.id, ResourceLimits.description.id]
            + Validator.layoutPreconditions.map({ $0.description.id }) {
            kinds[id] = .structure
        }
        kinds[InvalidConstraintRule.description.id] = .invalidConstraint
        kinds[ConflictingConstraintsRule.description.id] = .conflict
        kinds[AmbiguousLayoutRule.description.id] = .ambiguity
        kinds[MisplacedViewRule.description.id] = .misplacement
        return kinds
    }()

    func validator(_ request: CheckRequest) -> Validator {
        var options = CheckOptions()
        options.minimumProof = request.minimumProof
        options.traits = request.traits
        if let wanted = request.kinds {
            options.disabledRules = RuleRegistry.allIDs.filter { !wanted.contains(Self.kinds[$0] ?? .other) }
        } else {
            options.disabledRules = RuleRegistry.optInRuleIDs.union([RuleRegistry.schemaViolation.id])
        }
        return Validator(options: options)
    }

    public func read(bytes: [UInt8], path: String) throws -> IBDocument {
        try Validator().read(bytes: bytes)
    }

    public func findings(reading error: any Error, bytes: [UInt8], path: String) -> [CheckFinding] {
        Validator().report(reading: error, bytes: bytes, path: path).diagnostics.map(Self.finding)
    }

    public func findings(in document: IBDocument, path: String, request: CheckRequest) -> [CheckFinding] {
        validator(request).validate(document: document, path: path).diagnostics.map(Self.finding)
    }

    static func finding(_ d: Diagnostic) -> CheckFinding {
        let configuration = d.details.first { $0.key == "documentConfiguration" }?.value
        let identity = "\(d.rule) \(d.objectIDs.sorted()) \(d.identityMessage)"
        var identities = [identity]
        if case .array(let others)? = d.details.first(where: { $0.key == "alsoIn" })?.value {
            identities += others.map { "\(identity) \($0.serialized())" }
        }
        return CheckFinding(kind: kinds[d.rule] ?? .other, isError: d.severity == .error, rule: d.rule, message: d.message,
                            line: d.line, column: d.column, objectID: d.objectID,
                            inDocumentConfiguration: configuration.map { $0 == .bool(true) },
                            xcodeFlagOnly: d.evidence == .xcode && !d.details.contains { $0.key == "computedEvidence" },
                            identities: identities, evidence: d.evidence)
    }
}
