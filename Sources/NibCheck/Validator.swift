import Foundation
import NibLayout
import NibModel
import NibSchema
import NibSupport
import NibText
import NibXML

/// Reads a document and runs every enabled rule on it: the "validate" pipeline for one input.
public struct Validator: Sendable {
    public var options: CheckOptions { didSet { selection = RuleSelection(options) } }
    /// What `options` turns on, worked out once rather than per document (set look-ups of rule
    /// ids hash strings, and each `description` builds a copy of the rule's examples).
    private var selection: RuleSelection
    public var schema: RelaxNGSchema?
    public var limits: ParseLimits
    /// `.nibtool.yml`'s `ignore:` entries (their globs already absolute).
    public var ignoreEntries: [IgnoreEntry] = []
    /// Relative input paths are resolved against this to match `ignore:` globs.
    public var workingDirectory: String = PathGlob.currentDirectory()
    /// Views and constraints per document (`resource-limit`).
    public var resourceLimits = ResourceLimits.default

    public init(options: CheckOptions = CheckOptions(), schema: RelaxNGSchema? = nil, limits: ParseLimits = .default) {
        self.options = options
        self.selection = RuleSelection(options)
        self.schema = schema
        self.limits = limits
    }

    struct RuleSelection: Sendable {
        var structure: [any DocumentRule.Type] = []
        var layout: [any DocumentRule.Type] = []
        /// Every enabled document rule's id (what a marker may name and find run).
        var enabledIDs: Set<String> = []
        var anyLayoutRule: Bool { !layout.isEmpty }
        var schema: Bool
        var unusedSuppression: Bool

        init(_ options: CheckOptions) {
            let layoutIDs = Set(RuleRegistry.layoutRuleIDs)
            for rule in RuleRegistry.documentRules {
                let id = rule.description.id
                guard !options.disabledRules.contains(id) else { continue }
                // Saved frames are measured at the document's own text size.
                if options.textSize != nil && id == MisplacedViewRule.description.id { continue }
                enabledIDs.insert(id)
                if layoutIDs.contains(id) { layout.append(rule) } else { structure.append(rule) }
            }
            schema = !options.disabledRules.contains(RuleRegistry.schemaViolation.id)
            unusedSuppression = !options.disabledRules.contains(UnusedSuppressionRule.description.id)
        }
    }

    public func validate(path: String) -> FileReport {
        let bytes: [UInt8]
        do {
            bytes = try XMLReader.readFile(path: path, maxBytes: limits.maxBytes)
        } catch let e as XMLParseError {
            return FileReport(path: path, diagnostics: [Self.readingDiagnostic(e)], unreadable: true)
        } catch {
            return FileReport(path: path, diagnostics: [Self.readingDiagnostic(XMLParseError(kind: .unreadable, message: "\(error)", line: 0, column: 0))], unreadable: true)
        }
        return validate(bytes: bytes, path: path)
    }

    public func validate(bytes: [UInt8], path: String) -> FileReport {
        let document: IBDocument
        do {
            document = try read(bytes: bytes)
        } catch {
            return report(reading: error, bytes: bytes, path: path)
        }
        return validate(document: document, path: path)
    }

    /// Parses and decodes a document as `validate` does; throws an `XMLParseError` when the bytes
    /// cannot be read, the decoder's error when they are not a document it can model.
    public func read(bytes: [UInt8]) throws -> IBDocument {
        let parsed: ParsedDocument
        do {
            parsed = try XMLReader.parse(bytes, limits: limits)
        } catch let e as XMLParseError {
            throw e
        } catch {
            throw XMLParseError(kind: .malformed, message: "\(error)", line: 1, column: 1)
        }
        return try DocumentDecoder.decode(parsed.document)
    }

    /// The report of a document `read` could not read.
    public func report(reading error: any Error, bytes: [UInt8], path: String) -> FileReport {
        switch error {
        case let e as XMLParseError:
            if e.kind == .malformed, let conflict = MergeConflictMarker.first(in: bytes) {
                return FileReport(path: path, diagnostics: [Diagnostic(rule: RuleRegistry.malformedXML.id, severity: .error,
                    message: "Unresolved merge conflict: the line \"\(conflict.text)\" is a conflict marker; resolve the conflict before validating (the XML parser stopped at \(e.line):\(e.column)).",
                    line: conflict.line, column: 1)])
            }
            return FileReport(path: path, diagnostics: [Self.readingDiagnostic(e)], unreadable: e.kind == .unreadable)
        case let e as UnsupportedDocument:
            return FileReport(path: path, diagnostics: [Diagnostic(rule: RuleRegistry.unsupportedDocument.id,
                                                                    severity: e.severity == .note ? .note : options.severity(for: RuleRegistry.unsupportedDocument),
                                                                    message: "Unsupported document: \(e.message).", line: e.line, column: e.column)])
        default:
            return FileReport(path: path, diagnostics: [])
        }
    }

    /// Validates a decoded document (its tree is the one read: nothing is parsed again).
    public func validate(document: IBDocument, path: String) -> FileReport {
        if let (element, message) = resourceLimits.violation(in: document) {
            let at = document.xml.element(at: element)
            return FileReport(path: path, device: document.device?.id, diagnostics: [
                Diagnostic(rule: ResourceLimits.description.id, severity: .error, message: "Not checked: \(message).", line: at.line, column: at.column),
            ])
        }
        var diagnostics: [Diagnostic] = []
        // Structure first: with duplicate ids or dangling references (which Xcode refuses to
        // open), the layout would be guesswork, so the layout rules wait until they are fixed.
        var context = CheckContext(path: path, document: document, options: options)
        for rule in selection.structure { diagnostics += rule.init().check(context) }
        // Unusable numbers too: the decoder replaced them by defaults, so the frames the layout
        // rules would compare are not the document's.
        let broken = diagnostics.contains(where: Self.holdsLayoutBack)
        if !broken {
            context = makeContext(extending: context)
            for rule in selection.layout { diagnostics += rule.init().check(context) }
        }
        // The schema last: the shipped one may still be loading on another thread while the
        // first documents are laid out.
        if let schema, document.platform == .cocoaTouch, selection.schema {
            // A value a rule already explains ("layer.shadowRadius has type number, which needs an
            // <integer> child") is not reported again in the schema's words ("Expecting an element
            // integer"): one mistake, one finding.
            let explained = Set(diagnostics.filter { Self.valueRuleIDs.contains($0.rule) }.map { SourcePoint(line: $0.line, column: $0.column) })
            diagnostics += schemaDiagnostics(schema: schema, context: context).filter { !explained.contains(SourcePoint(line: $0.line, column: $0.column)) }
        }
        var report = FileReport(path: path, device: document.device?.id, diagnostics: diagnostics)
        // Markers and `ignore:` entries see every finding, hints too: a marker on a finding that
        // is now only a hint is still in use.
        applySuppressions(to: &report, context: context, layoutRan: !broken, schemaRan: schema != nil)
        report.diagnostics = applyingProof(report.diagnostics)
        report.diagnostics = Self.droppingScrollContentRepeats(report.diagnostics)
        report.diagnostics = ConfigurationMerge.merge(report.diagnostics)
        report.diagnostics.sort { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
        return report
    }

    /// A scroll view whose content size is open is one problem: Xcode flags the scroll view as
    /// ambiguous, and `ambiguous-layout` reports it so ("Scrollable content width is ambiguous").
    /// `scrollable-content-size-ambiguity` says the same of the same view in the same
    /// configuration, so it is kept only where `ambiguous-layout` did not report it (turned off,
    /// silenced, or below `--evidence`).
    static func droppingScrollContentRepeats(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Key: Hashable { var object: String?, configuration: String? }
        let reported = Set(diagnostics.filter { d in
            d.rule == AmbiguousLayoutRule.description.id && d.details.contains { $0.key == "ambiguous" && $0.value == .string("content size") }
        }.map { Key(object: $0.objectID, configuration: $0.configurationName) })
        guard !reported.isEmpty else { return diagnostics }
        return diagnostics.filter { d in
            d.rule != ScrollableContentSizeAmbiguityRule.description.id || !reported.contains(Key(object: d.objectID, configuration: d.configurationName))
        }
    }

    /// Severity follows proof: findings whose evidence is weaker than `--evidence` asks for are
    /// dropped, the rest reported at the severity their evidence allows.
    func applyingProof(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { d in
            guard let e = d.evidence else { return d }
            guard e.proof >= options.minimumProof else { return nil }
            var d = d
            d.severity = d.severityForEvidence
            return d
        }
    }

    /// Drops what markers and `ignore:` entries silence, and reports markers that silence nothing.
    private func applySuppressions(to report: inout FileReport, context: CheckContext, layoutRan: Bool, schemaRan: Bool) {
        var ran = selection.enabledIDs
        // Layout rules that ran on part of the configurations (or not at all) cannot judge a marker.
        if !layoutRan || !options.traits.isEmpty || options.device != nil { ran.subtract(RuleRegistry.layoutRuleIDs) }
        if schemaRan, selection.schema { ran.insert(RuleRegistry.schemaViolation.id) }
        // Only `ignore:` entries match the absolute path; without any, it is not worth normalizing.
        let absolutePath = ignoreEntries.isEmpty ? report.path : PathGlob.absolute(report.path, base: workingDirectory)
        let suppressor = Suppressor(context: context, entries: ignoreEntries, absolutePath: absolutePath)
        var result = suppressor.apply(report.diagnostics, ranRules: ran)
        if !selection.unusedSuppression {
            result.kept.removeAll { $0.rule == UnusedSuppressionRule.description.id }
        }
        report.diagnostics = result.kept
        report.suppressed = result.suppressed
        report.matchedIgnoreEntries = result.matchedEntries
        report.usedIgnoreEntries = result.usedEntries
    }

    /// The rules whose findings hold the layout rules back: with duplicate ids or dangling
    /// references (which Xcode refuses to open), or numbers the decoder replaced by defaults, the
    /// layout would be guesswork.
    static let layoutPreconditions: [any DocumentRule.Type] = [DuplicateIDRule.self, UnknownReferenceRule.self, InvalidValueRule.self]
    static let layoutPreconditionIDs: Set<String> = Set(layoutPreconditions.map { $0.description.id })

    /// Whether a finding holds the layout rules back. A stale size-class mask entry does not:
    /// Xcode opens the document and ignores the entry, and so does the layout (`Installation`).
    static func holdsLayoutBack(_ d: Diagnostic) -> Bool {
        layoutPreconditionIDs.contains(d.rule) && !UnknownReferenceRule.isStaleMaskEntry(d)
    }

    /// Whether validate holds the layout rules back for `document` (the rules above, at their
    /// defaults): `preview` then draws no issue, as validate reports none.
    public static func holdsLayoutBack(document: IBDocument, path: String) -> Bool {
        let context = CheckContext(path: path, document: document)
        return layoutPreconditions.contains { $0.init().check(context).contains(where: holdsLayoutBack) }
    }

    /// The context rules see: the document, and its layouts in every configuration to check.
    public func makeContext(document: IBDocument, path: String) -> CheckContext {
        makeContext(extending: CheckContext(path: path, document: document, options: options))
    }

    /// `base` with the layouts added (its gathered objects are kept, not gathered again).
    func makeContext(extending base: CheckContext) -> CheckContext {
        var context = base
        let document = context.document
        guard document.platform == .cocoaTouch, document.useAutolayout,
              selection.anyLayoutRule else { return context }
        let cache = IntrinsicCache()
        var layoutOptions = LayoutOptions(runtime: options.runtime)
        layoutOptions.intrinsicCache = cache
        if let size = context.textSize {
            // Another text size than the saved one: nothing is held at its saved frame.
            layoutOptions.contentSizeCategory = size
            layoutOptions.breakTiesTowardSavedFrames = false
        }
        let configurations = DocumentAnalysis.configurations(for: document, traits: options.traits, device: options.device)
        context.analysis = DocumentAnalysis(document: document, configurations: configurations, layoutOptions: layoutOptions)
        return context
    }

    /// Rules that judge an element's own values, in more specific words than the schema's.
    static let valueRuleIDs: Set<String> = [
        InvalidRuntimeAttributeRule.description.id, InvalidValueRule.description.id, InvalidConstraintRule.description.id,
    ]

    private struct SourcePoint: Hashable {
        var line: Int
        var column: Int
    }

    private func schemaDiagnostics(schema: RelaxNGSchema, context: CheckContext) -> [Diagnostic] {
        // The fast validator answers on the tree already parsed; only a document it does not
        // find valid is parsed again into libxml2's tree, whose validator writes the messages.
        guard let violations = try? schema.violations(in: context.xml) else { return [] }
        return violations.map { v in
            var d = Diagnostic(rule: RuleRegistry.schemaViolation.id, severity: options.severity(for: RuleRegistry.schemaViolation),
                               message: "Schema violation: \(v.message)", line: v.line, column: v.column)
            if let i = v.elementIndex {
                d.objectID = context.xml.element(at: i)[attribute: "id"]
                d.objectIDs = d.objectID.map { [$0] } ?? []
                d.scene = context.scene(of: i)
            }
            return d
        }
    }

    /// The finding for a document that could not be read or parsed; every command reports these
    /// alike (the command line prints them through `InputReading`).
    public static func readingDiagnostic(_ e: XMLParseError) -> Diagnostic {
        let rule: RuleDescription
        var message: String
        switch e.kind {
        case .malformed: rule = RuleRegistry.malformedXML; message = "Malformed XML: \(e.message)"
        case .limitExceeded: rule = RuleRegistry.malformedXML; message = "Not read: \(e.message)"
        case .unsupportedFeature: rule = RuleRegistry.unsupportedDocument; message = "Unsupported document: \(e.message)"
        case .unreadable: rule = RuleRegistry.unreadableInput; message = InputFile.message(e)
        }
        if !message.hasSuffix(".") && !message.hasSuffix(")") { message += "." }
        return Diagnostic(rule: rule.id, severity: .error, message: message, line: max(e.line, 1), column: max(e.column, 1))
    }
}

/// Git's conflict markers, the usual reason a storyboard stops being XML after a merge.
enum MergeConflictMarker {
    /// The first line that starts with `<<<<<<< `, `=======` (alone) or `>>>>>>> `.
    static func first(in bytes: [UInt8]) -> (line: Int, text: String)? {
        var line = 1
        var start = 0
        for i in 0...bytes.count where i == bytes.count || bytes[i] == UInt8(ascii: "\n") {
            defer { line += 1; start = i + 1 }
            guard start < i, [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">")].contains(bytes[start]) else { continue }
            let text = String(decoding: bytes[start..<i], as: UTF8.self).replacingOccurrences(of: "\r", with: "")
            if text.hasPrefix("<<<<<<< ") || text == "<<<<<<<" || text == "=======" || text.hasPrefix(">>>>>>> ") || text == ">>>>>>>" {
                return (line, text.count > 60 ? String(text.prefix(60)) + "..." : text)
            }
        }
        return nil
    }
}
