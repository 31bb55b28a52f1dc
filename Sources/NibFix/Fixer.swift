import Foundation
import NibCheck
import NibLayout
import NibModel
import NibXML

/// Xcode's Resolve Auto Layout Issues menu as byte-careful edits of the document.
public enum FixAction: String, CaseIterable, Sendable {
    case updateFrames = "update-frames"
    case updateConstants = "update-constants"
    case addMissing = "add-missing"
    case resetToSuggested = "reset-to-suggested"
    case clearConstraints = "clear-constraints"
}

public struct FixRequest: Sendable {
    public var actions: [FixAction]
    /// Limit to these scenes / views (ids); empty means all.
    public var scenes: Set<String> = []
    public var views: Set<String> = []
    /// `--traits`: act in that size class; what is added is installed only there, what is
    /// cleared is uninstalled only there (Vary for Traits). Frames are saved for the document's
    /// own configuration, so update-frames and update-constants do not take it.
    public var traits: TraitsPattern?

    public init(actions: [FixAction]) { self.actions = actions }

    /// Why the request cannot be carried out as asked, if it cannot.
    public var problem: String? {
        let frameActions = actions.filter { $0 == .updateFrames || $0 == .updateConstants }
        if let traits, !frameActions.isEmpty {
            return "--traits \(traits) cannot be used with \(frameActions.map { "--\($0.rawValue)" }.joined(separator: " and ")): a document saves frames for its own configuration (its <device>) only; use --traits with --add-missing, --clear-constraints or --reset-to-suggested"
        }
        return nil
    }
}

public struct FixResult: Sendable {
    public var original: [UInt8]
    public var fixed: [UInt8]
    /// One line per change, for people: `Red View: frame (20, 70, 100, 100) -> (16, 59, 100, 100)`.
    public var changes: [String]
    /// What the actions asked for still does not hold, in their scope: views still ambiguous
    /// after adding constraints, still misplaced after updating frames or constants (as
    /// `path:line:column: not fixed: message [rule]`). Empty when everything was fixed.
    public var unresolved: [String] = []
    public var changed: Bool { fixed != original }
}

/// Why a fix was not attempted: the document has problems that would make the result a guess.
public struct FixRefusal: Error, CustomStringConvertible, Sendable {
    public var reasons: [String]
    public var description: String { reasons.joined(separator: "; ") }
}

public enum Fixer {
    public static func fix(bytes: [UInt8], path: String, request: FixRequest) throws -> FixResult {
        if let problem = request.problem { throw FixRefusal(reasons: [problem]) }
        var options = CheckOptions()
        options.disabledRules = RuleRegistry.optInRuleIDs.union([RuleRegistry.schemaViolation.id])
        let report = Validator(options: options).validate(bytes: bytes, path: path)
        // A conflict blocks when it is proven or rests on nibtool's model (reported by default);
        // one the saved frames contradict is not a conflict in Xcode (`ConflictVerdict`).
        let blocking = report.diagnostics.filter {
            ($0.severity == .error || $0.rule == "conflicting-constraints") && ["malformed-xml", "unsupported-document", "duplicate-id", "unknown-reference",
                                       "invalid-constraint", "invalid-value", "resource-limit", "conflicting-constraints"].contains($0.rule)
                && ($0.rule != "conflicting-constraints" || ($0.details.first { $0.key == "documentConfiguration" }?.value == .bool(true)))
        }
        if !blocking.isEmpty {
            throw FixRefusal(reasons: blocking.map { "\(path):\($0.line):\($0.column): \($0.message) [\($0.rule)]" })
        }
        let xml = try XMLReader.parse(bytes).document
        let doc: IBDocument
        do {
            doc = try DocumentDecoder.decode(xml)
        } catch let e as UnsupportedDocument where e.severity == .note {
            // Documents nibtool deliberately skips (WatchKit): nothing to fix.
            return FixResult(original: bytes, fixed: bytes, changes: [])
        }
        guard doc.platform == .cocoaTouch, doc.useAutolayout else {
            throw FixRefusal(reasons: ["\(path): only iOS documents that use Auto Layout can be fixed"])
        }
        var editor = DocumentEditor(xml)
        var changes: [String] = []
        let scope = Scope(doc: doc, request: request)
        // Edits of the document as read first; adding constraints works on their result.
        let resetting = request.actions.contains(.resetToSuggested)
        // Reset to Suggested: the views cleared get constraints even though none refers to them
        // now, and the neighbours that lose constraints to them are re-checked.
        var resetViews = Set<String>(), neighbours = Set<String>()
        if resetting {
            let installed = request.traits.map { TraitInstallation.installed(doc, in: $0) }
            (resetViews, neighbours) = ClearConstraints.affectedViews(doc, scope, installed: installed)
        }
        for action in request.actions {
            switch action {
            case .updateFrames: changes += UpdateFrames.apply(doc, scope, &editor)
            case .updateConstants: changes += UpdateConstants.apply(doc, scope, &editor)
            case .clearConstraints, .resetToSuggested:
                if let traits = request.traits {
                    changes += ClearConstraints.uninstall(doc, scope, traits: traits, &editor)
                } else {
                    changes += ClearConstraints.apply(doc, scope, &editor, resetting: resetting)
                }
            case .addMissing: break
            }
        }
        var fixed = try editor.apply()
        if request.actions.contains(.addMissing) || request.actions.contains(.resetToSuggested) {
            let added = try AddMissingConstraints.apply(bytes: fixed, path: path,
                                                        scopeViews: request.views.isEmpty ? [] : request.views.union(neighbours),
                                                        scopeScenes: request.scenes, traits: request.traits, unconstrained: resetViews)
            fixed = added.bytes
            changes += added.changes
        }
        var result = FixResult(original: bytes, fixed: fixed, changes: changes)
        result.unresolved = unresolved(fixed, path: path, request: request, scope: scope)
        return result
    }

    /// The findings the requested actions resolve that the fixed document still has, in the
    /// configuration they acted in and for the views in scope (the CLI contract: exit 1 when a
    /// file could not be fully fixed, the rest reported).
    static func unresolved(_ fixed: [UInt8], path: String, request: FixRequest, scope: Scope) -> [String] {
        var rules = Set<String>()
        if request.actions.contains(.addMissing) || request.actions.contains(.resetToSuggested) { rules.insert("ambiguous-layout") }
        if request.actions.contains(.updateFrames) || request.actions.contains(.updateConstants) { rules.insert("misplaced-view") }
        guard !rules.isEmpty else { return [] }
        var options = CheckOptions()
        // What the actions resolve is what nibtool computes, whatever it rests on.
        options.minimumProof = .hint
        options.disabledRules = Set(RuleRegistry.all.map(\.id)).subtracting(rules)
        if let traits = request.traits { options.traits = [traits] }
        let report = Validator(options: options).validate(bytes: fixed, path: path)
        return report.diagnostics.filter { d in
            guard rules.contains(d.rule) else { return false }
            // Xcode's saved flag alone is what Xcode saw, not something the fix failed to resolve.
            if d.evidence == .xcode && !d.details.contains(where: { $0.key == "computedEvidence" }) { return false }
            // Frames are judged in the document's own configuration; constraints added with
            // --traits in that size class only.
            if request.traits == nil, d.details.first(where: { $0.key == "documentConfiguration" })?.value == .bool(false) { return false }
            guard let id = d.objectID, let v = scope.doc.view(id: id) else { return true }
            return scope.contains(view: v.index)
        }.map { "\(path):\($0.line):\($0.column): not fixed: \($0.message) [\($0.rule)]" }
    }
}

/// Which views an action may touch (`--scene`, `--view`).
struct Scope {
    let doc: IBDocument
    let request: FixRequest

    func contains(view v: Int) -> Bool {
        if !request.views.isEmpty && !request.views.contains(doc.views[v].id) { return false }
        if !request.scenes.isEmpty {
            var root = v
            while let s = doc.views[root].superview { root = s }
            guard let c = doc.views[root].controller, let s = doc.controllers[c].scene, request.scenes.contains(doc.scenes[s].id) else {
                return false
            }
        }
        return true
    }
}
