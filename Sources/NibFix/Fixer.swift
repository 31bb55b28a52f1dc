import Foundation
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

/// Which misplaced views Update Frames and Update Constraint Constants act on, by what their
/// misplacement rests on (`fix --evidence`).
public enum FixEvidence: String, CaseIterable, Sendable {
    /// The views the document shows misplaced: Xcode saved them flagged, or their saved frames
    /// miss a required constraint between views by the document's own numbers; and, for Update
    /// Frames, the views that must move with them.
    case document
    /// Also every view whose saved frame differs from nibtool's layout only by what nibtool
    /// models (text measured with a stand-in font, bars, margins, guides).
    case all
}

public struct FixRequest: Sendable {
    public var actions: [FixAction]
    /// Which misplacements the frame actions act on.
    public var evidence: FixEvidence = .document
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
    /// `checks`: validate, as `fix` needs it (the command line passes NibCheck's `ValidatorChecks`).
    /// Each version of the document is parsed once: the one read, the one the edits give before
    /// constraints are added (when they changed it), and each candidate of Add Missing Constraints.
    public static func fix(bytes: [UInt8], path: String, request: FixRequest, checks: any DocumentChecks) throws -> FixResult {
        if let problem = request.problem { throw FixRefusal(reasons: [problem]) }
        let doc: IBDocument
        do {
            doc = try checks.read(bytes: bytes, path: path)
        } catch let e as UnsupportedDocument where e.severity == .note {
            // Documents nibtool deliberately skips (WatchKit): nothing to fix.
            return FixResult(original: bytes, fixed: bytes, changes: [])
        } catch {
            let blocking = checks.findings(reading: error, bytes: bytes, path: path).filter(blocks)
            if !blocking.isEmpty { throw FixRefusal(reasons: blocking.map { $0.located(in: path) }) }
            throw error
        }
        let blocking = checks.findings(in: doc, path: path, request: CheckRequest()).filter(blocks)
        if !blocking.isEmpty {
            throw FixRefusal(reasons: blocking.map { $0.located(in: path) })
        }
        guard doc.platform == .cocoaTouch, doc.useAutolayout else {
            throw FixRefusal(reasons: ["\(path): only iOS documents that use Auto Layout can be fixed"])
        }
        var editor = DocumentEditor(doc.xml)
        var changes: [String] = []
        let scope = Scope(doc: doc, request: request)
        // Edits of the document as read first; adding constraints works on their result.
        let resetting = request.actions.contains(.resetToSuggested)
        // Reset to Suggested: the views cleared get constraints even though none refers to them
        // now, and the neighbours that lose constraints to them are re-checked.
        var resetViews = Set<String>(), neighbours = Set<String>(), leftAsSaved = Set<String>()
        if resetting {
            let installed = request.traits.map { TraitInstallation.installed(doc, in: $0) }
            (resetViews, neighbours) = ClearConstraints.affectedViews(doc, scope, installed: installed)
        }
        // Both frame actions read the same layout of the document as read: solved once.
        var solvedOnce: UpdateFrames.SolvedFrames?
        func solved() -> UpdateFrames.SolvedFrames {
            if let s = solvedOnce { return s }
            let s = UpdateFrames.SolvedFrames(doc, evidence: request.evidence)
            solvedOnce = s
            return s
        }
        for action in request.actions {
            switch action {
            case .updateFrames: changes += UpdateFrames.apply(doc, scope, solved(), &editor, leftAsSaved: &leftAsSaved)
            case .updateConstants: changes += UpdateConstants.apply(doc, scope, solved(), &editor)
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
        // The document as it now is, read once (the one read above when nothing was edited).
        var fixedDoc: IBDocument? = fixed == bytes ? doc : nil
        if request.actions.contains(.addMissing) || request.actions.contains(.resetToSuggested) {
            let start = try fixedDoc ?? checks.read(bytes: fixed, path: path)
            let added = try AddMissingConstraints.apply(bytes: fixed, document: start, path: path, checks: checks,
                                                        scopeViews: request.views.isEmpty ? [] : request.views.union(neighbours),
                                                        scopeScenes: request.scenes, traits: request.traits, unconstrained: resetViews)
            fixed = added.bytes
            fixedDoc = added.document
            changes += added.changes
        }
        var result = FixResult(original: bytes, fixed: fixed, changes: changes)
        result.unresolved = unresolved(fixed, document: fixedDoc, path: path, request: request, scope: scope, checks: checks,
                                       framesLeftAsSaved: leftAsSaved)
        return result
    }

    /// What makes a fix a guess: a document that cannot be read or whose structure or constraints
    /// are broken, and a conflict in the document's own configuration, the one frames are saved
    /// for. A conflict blocks when it is proven or rests on nibtool's model (reported by default);
    /// one the saved frames contradict is not a conflict in Xcode (`ConflictVerdict`).
    static func blocks(_ f: CheckFinding) -> Bool {
        switch f.kind {
        case .structure, .invalidConstraint: return f.isError
        case .conflict: return f.inDocumentConfiguration == true
        case .ambiguity, .misplacement, .other: return false
        }
    }

    /// The findings the requested actions resolve that the fixed document still has, in the
    /// configuration they acted in and for the views in scope (the CLI contract: exit 1 when a
    /// file could not be fully fixed, the rest reported). `document`: the fixed bytes already read.
    /// `framesLeftAsSaved`: roots (ids) whose frames Update Frames deliberately kept: what nibtool
    /// finds misplaced there rests on a layout the saved frames contradict.
    static func unresolved(_ fixed: [UInt8], document: IBDocument?, path: String, request: FixRequest, scope: Scope,
                           checks: any DocumentChecks, framesLeftAsSaved: Set<String> = []) -> [String] {
        var kinds = Set<CheckFinding.Kind>()
        if request.actions.contains(.addMissing) || request.actions.contains(.resetToSuggested) { kinds.insert(.ambiguity) }
        if request.actions.contains(.updateFrames) || request.actions.contains(.updateConstants) { kinds.insert(.misplacement) }
        guard !kinds.isEmpty, let doc = document ?? (try? checks.read(bytes: fixed, path: path)) else { return [] }
        // Findings at every proof: what the actions leave by design is filtered below.
        let findings = checks.findings(in: doc, path: path, request: CheckRequest(kinds: kinds, minimumProof: .hint, traits: request.traits.map { [$0] } ?? []))
        return findings.filter { f in
            guard kinds.contains(f.kind) else { return false }
            // Xcode's saved flag alone is what Xcode saw, not something the fix failed to resolve.
            if f.xcodeFlagOnly { return false }
            // Frames are judged in the document's own configuration; constraints added with
            // --traits in that size class only.
            if request.traits == nil, f.inDocumentConfiguration == false { return false }
            guard let id = f.objectID, let v = scope.doc.view(id: id) else { return true }
            if f.kind == .misplacement, framesLeftAsSaved.contains(scope.doc.views[scope.doc.root(of: v.index)].id) { return false }
            // A difference that rests only on nibtool's model is left as saved by design unless
            // --evidence all: not something the action failed to do.
            if f.kind == .misplacement, request.evidence == .document, f.evidence == .text || f.evidence == .modelledFrame { return false }
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
            guard let c = doc.views[doc.root(of: v)].controller, let s = doc.controllers[c].scene, request.scenes.contains(doc.scenes[s].id) else {
                return false
            }
        }
        return true
    }
}
