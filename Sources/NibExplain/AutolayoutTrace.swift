import NibLayout
import NibModel
import NibSupport

/// The view tree of one scene in the shape of UIKit's `_autolayoutTrace`: `•` the root, `*`
/// views laid out by Auto Layout, `AMBIGUOUS LAYOUT` with the open variables (UIKit's minX,
/// minY, Width, Height), and `MISPLACED` where the saved frame is not the solved one.
public struct AutolayoutTrace {
    public struct Node: Sendable {
        public var viewID: String
        public var className: String
        public var name: String
        /// Label text or button title, quoted as UIKit quotes it.
        public var text: String?
        public var depth: Int
        public var mode: LayoutMode
        public var frame: Rect?
        /// `minX`, `minY`, `Width`, `Height` that are not determined.
        public var ambiguous: [String]
        public var ambiguousAxes: [LayoutAttribute.Axis]
        public var savedFrame: Rect?
        public var misplaced: Bool
        /// What `validate` reports by default of the view's layout in this configuration: rule and
        /// axis (nil for a finding without one: `misplaced-view`, or Xcode's saved ambiguity flag
        /// alone), from the same verdicts. The markers above are the solver's and the saved
        /// frames', as `_autolayoutTrace` would print them; this is what validate makes of them.
        public var validate: [(rule: String, axis: String?)] = []
    }

    public var sceneID: String
    public var configuration: Configuration
    public var nodes: [Node]
    /// Required constraints of the scene that cannot all hold, each with validate's verdict.
    public var conflicts: [ConflictExplanation] = []

    static let variableNames = ["minX", "minY", "Width", "Height"]

    public init(document doc: IBDocument, root: Int, explainer: Explainer) {
        self.init(document: doc, roots: [root], explainer: explainer)
    }

    /// The trees of `roots` (a scene's root view first, then the scene's other top-level views),
    /// one after the other.
    public init(document doc: IBDocument, roots given: [Int], explainer: Explainer) {
        // Each hierarchy once, in the order given (a malformed document may name a view twice).
        var seen = Set<Int>()
        let roots = given.filter { seen.insert($0).inserted && doc.views.indices.contains($0) }
        let root = roots.first ?? 0
        let layout = explainer.layout
        configuration = layout.configuration
        if let c = doc.views[root].controller, let s = doc.controllers[c].scene { sceneID = doc.scenes[s].id } else { sceneID = doc.views[root].id }
        // Saved frames are measured at the document's own text size: with another one chosen,
        // every text view would differ from them, and "misplaced" would say nothing.
        let misplacement = explainer.engine.options.contentSizeCategory == nil ? Self.misplacement(doc, explainer) : nil
        var depth: [Int: Int] = [:]
        for r in roots { depth[r] = 0 }
        func reported(_ v: Int) -> [(rule: String, axis: String?)] {
            (explainer.ambiguityFindings[v] ?? []).map { ($0.finding.rule, $0.axis?.rawValue) }
                + [explainer.misplacementFindings[v]].compactMap { $0 }.filter(\.reportedByDefault).map { ($0.rule, nil) }
        }
        let views = roots.flatMap { doc.subtree(of: $0) }
        nodes = views.map { v in
            let view = doc.views[v]
            let d = view.superview.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
            depth[v] = d
            let l = layout.views[v]
            var open: [String] = [], axes: [LayoutAttribute.Axis] = []
            if l.mode == .autoLayout && l.ambiguity.count == 4 {
                for i in 0..<4 where l.ambiguity[i] != .unique { open.append(Self.variableNames[i]) }
                if l.ambiguity[0] != .unique || l.ambiguity[2] != .unique { axes.append(.horizontal) }
                if l.ambiguity[1] != .unique || l.ambiguity[3] != .unique { axes.append(.vertical) }
            }
            var misplaced = false
            if let m = misplacement, l.mode == .autoLayout, open.isEmpty, !LayoutNames.hasAmbiguousAncestor(v, doc, layout), let saved = view.frame {
                misplaced = m.differs(v, saved: saved)
            }
            let text = view.elementName == "label" ? view.text : view.title
            return Node(viewID: view.id, className: view.className, name: view.displayName, text: text, depth: d, mode: l.mode,
                        frame: l.frame, ambiguous: open, ambiguousAxes: axes, savedFrame: view.frame, misplaced: misplaced,
                        validate: reported(v))
        }
        conflicts = explainer.conflicts(involvingAnyOf: Set(views))
    }

    /// Saved frames describe the document's own configuration only; text frames are compared
    /// with the tolerance `validate` uses (a probe with larger text).
    static func misplacement(_ doc: IBDocument, _ explainer: Explainer) -> Misplacement? {
        guard explainer.configuration.isDocumentConfiguration else { return nil }
        var probe = explainer.engine.options
        probe.textPerturbation = 4
        return Misplacement(document: doc, layout: explainer.layout, textProbe: LayoutEngine(options: probe).layout(doc, explainer.configuration))
    }

    public var text: String {
        var out = "UIWindow:\(sceneID)  ->  \(configuration.traitsName) \(configuration.device.id) \(configuration.orientation.rawValue):\n"
        for n in nodes {
            out += String(repeating: "|   ", count: n.depth)
            out += n.depth == 0 ? "•" : n.mode == .autoLayout ? "*" : ""
            out += "\(n.className):\(n.viewID)"
            if let t = n.text { out += " '\(t)'" } else { out += " (\(n.name))" }
            guard let f = n.frame else { out += " - NOT INSTALLED\n"; continue }
            out += ", frame \(TraceFormat.frame(f))"
            if !n.ambiguous.isEmpty {
                let axes = n.ambiguousAxes.map(\.rawValue).joined(separator: ", ")
                out += " - AMBIGUOUS LAYOUT (\(axes)) for " + n.ambiguous.map { "\(n.className):\(n.viewID).\($0)" }.joined(separator: ", ")
            }
            if n.misplaced, let s = n.savedFrame { out += " - MISPLACED (saved \(TraceFormat.frame(s)))" }
            if !n.validate.isEmpty { out += " - validate: " + n.validate.map { f in f.axis.map { "\(f.rule) (\($0))" } ?? f.rule }.joined(separator: ", ") }
            out += "\n"
        }
        for c in conflicts {
            out += "Conflict: " + c.constraints.map { "\"\($0)\"" }.joined(separator: ", ") + "; the runtime breaks \"\(c.broken)\" - "
                + ExplanationText.conflictVerdict(c.validate) + "\n"
        }
        return out
    }

    public var json: JSONValue {
        .object([
            ("scene", .string(sceneID)), ("traits", .string(configuration.traitsName)), ("device", .string(configuration.device.id)),
            ("orientation", .string(configuration.orientation.rawValue)),
            ("views", .array(nodes.map { n in
                .object([
                    ("id", .string(n.viewID)), ("class", .string(n.className)), ("name", .string(n.name)),
                    ("text", n.text.map { .string($0) } ?? .null), ("depth", .number(Double(n.depth))),
                    ("mode", .string(n.mode.rawValue)), ("frame", n.frame.map { .numbers($0.array) } ?? .null),
                    ("ambiguous", .strings(n.ambiguous)), ("ambiguousAxes", .strings(n.ambiguousAxes.map(\.rawValue))),
                    ("misplaced", .bool(n.misplaced)),
                    ("validate", .array(n.validate.map { .object([("rule", .string($0.rule)), ("axis", $0.axis.map { .string($0) } ?? .null)]) })),
                ])
            })),
            ("conflicts", .array(conflicts.map(ExplanationJSON.conflict))),
        ])
    }
}

enum TraceFormat {
    /// UIKit's `NSStringFromCGRect`: `{{x, y}, {w, h}}`.
    static func frame(_ r: Rect) -> String {
        "{{\(NumberFormat.short(r.x)), \(NumberFormat.short(r.y))}, {\(NumberFormat.short(r.width)), \(NumberFormat.short(r.height))}}"
    }
}
