import NibCheck
import NibLayout
import NibModel
import NibText

/// Lays a document out for one configuration and runs NibCheck's layout rules on exactly that
/// layout (as `Validator.makeContext` does for its configurations), so the overlays show what
/// `nibtool validate` reports for those traits.
public enum IssueOverlay {
    public struct Result: Sendable {
        public var layout: LayoutResult
        public var diagnostics: [Diagnostic]
    }

    public static func check(document: IBDocument, path: String, configuration: Configuration, runtime: Bool,
                             cache: IntrinsicCache = IntrinsicCache(), withIssues: Bool = true, textSize: ContentSizeCategory? = nil) -> Result {
        var layoutOptions = LayoutOptions(runtime: runtime)
        layoutOptions.intrinsicCache = cache
        layoutOptions.contentSizeCategory = textSize
        let layout = LayoutEngine(options: layoutOptions).layout(document, configuration)
        guard withIssues, document.platform == .cocoaTouch, document.useAutolayout else { return Result(layout: layout, diagnostics: []) }
        var options = CheckOptions()
        options.runtime = runtime
        var context = CheckContext(path: path, document: document, options: options)
        // Layout findings wait for duplicate ids and dangling references to be fixed (as in validate).
        let structural: [any DocumentRule.Type] = [DuplicateIDRule.self, UnknownReferenceRule.self]
        if structural.contains(where: { !$0.init().check(context).isEmpty }) { return Result(layout: layout, diagnostics: []) }
        context.layouts = [layout]
        if configuration.isDocumentConfiguration {
            var probe = layoutOptions
            probe.textPerturbation = 4
            context.textProbe = LayoutEngine(options: probe).layout(document, configuration)
            probe.textPerturbation = -4
            context.shrunkTextProbe = LayoutEngine(options: probe).layout(document, configuration)
        }
        let layoutRules = Set(RuleRegistry.layoutRuleIDs)
        var diagnostics: [Diagnostic] = []
        for rule in RuleRegistry.documentRules where layoutRules.contains(rule.description.id) {
            // Saved frames are measured at the document's own text size; at another one every
            // text view would read as misplaced.
            if textSize != nil && rule.description.id == MisplacedViewRule.description.id { continue }
            diagnostics += rule.init().check(context)
        }
        // What validate reports by default: hints (findings the document's evidence does not
        // support, `Evidence`) are not drawn.
        diagnostics.removeAll { ($0.evidence?.proof ?? .proven) < .model }
        return Result(layout: layout, diagnostics: diagnostics)
    }

    /// The marks for the views of one hierarchy.
    public static func marks(_ diagnostics: [Diagnostic], document doc: IBDocument, layout: LayoutResult, root: Int) -> [IssueMark] {
        var marks: [IssueMark] = []
        func viewIndex(_ id: String?) -> Int? {
            guard let id, case .view(let v)? = doc.object(id), doc.isAncestor(root, of: v) else { return nil }
            return v
        }
        for d in diagnostics {
            switch d.rule {
            case "misplaced-view":
                guard let v = viewIndex(d.objectID), let expected = layout.views[v].absoluteFrame else { continue }
                var saved: Rect?
                if let f = doc.views[v].frame, let s = doc.views[v].superview, let p = layout.views[s].absoluteFrame {
                    saved = Rect(x: p.x + f.x, y: p.y + f.y, width: f.width, height: f.height)
                }
                marks.append(IssueMark(view: v, kind: .misplaced(expected: expected, saved: saved), message: d.message))
            case "ambiguous-layout", "scrollable-content-size-ambiguity", "content-priority-ambiguity":
                guard let v = viewIndex(d.objectID) else { continue }
                if marks.contains(where: { $0.view == v && { if case .ambiguous = $0 { return true } else { return false } }($0.kind) }) { continue }
                marks.append(IssueMark(view: v, kind: .ambiguous, message: d.message))
            case "conflicting-constraints":
                var views: [Int] = []
                for id in d.objectIDs {
                    guard case .constraint(let c)? = doc.object(id) else { continue }
                    let con = doc.constraints[c]
                    for item in [con.firstItemID, con.secondItemID].compactMap({ $0 }) {
                        if let ref = doc.object(item), let v = doc.owningView(of: ref), doc.isAncestor(root, of: v), !views.contains(v) { views.append(v) }
                    }
                }
                let nonRoot = views.filter { $0 != root }
                for v in (nonRoot.isEmpty ? views : nonRoot) where !marks.contains(where: { $0.view == v && { if case .conflict = $0 { return true } else { return false } }($0.kind) }) {
                    marks.append(IssueMark(view: v, kind: .conflict, message: d.message))
                }
            default: continue
            }
        }
        return marks
    }
}
