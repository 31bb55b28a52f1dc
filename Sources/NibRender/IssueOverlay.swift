import NibLayout
import NibModel
import NibText

/// Lays a document out for one configuration and takes the layout issues of that layout from
/// `DocumentAnalysis`, the analysis `nibtool validate`'s layout rules report, so the overlays
/// show what validate reports for those traits.
public enum IssueOverlay {
    public struct Result: Sendable {
        public var layout: LayoutResult
        /// The issues drawn: those validate reports by default (hints are not drawn).
        public var conflicts: [ConflictIssue] = []
        public var ambiguities: [AmbiguityIssue] = []
        public var misplacements: [MisplacementIssue] = []
        public var scrollContent: [ScrollContentIssue] = []

        public var isEmpty: Bool { conflicts.isEmpty && ambiguities.isEmpty && misplacements.isEmpty && scrollContent.isEmpty }
    }

    /// `layoutHeldBack`: validate's verdict that the document's structure (duplicate ids, dangling
    /// references, unusable values) makes its layout guesswork; then no issue is drawn.
    public static func check(document: IBDocument, configuration: Configuration, runtime: Bool,
                             cache: IntrinsicCache = IntrinsicCache(), withIssues: Bool = true, layoutHeldBack: Bool = false,
                             textSize: ContentSizeCategory? = nil) -> Result {
        var layoutOptions = LayoutOptions(runtime: runtime)
        layoutOptions.intrinsicCache = cache
        layoutOptions.contentSizeCategory = textSize
        guard withIssues, !layoutHeldBack, document.platform == .cocoaTouch, document.useAutolayout else {
            return Result(layout: LayoutEngine(options: layoutOptions).layout(document, configuration))
        }
        let analysis = DocumentAnalysis(document: document, configurations: [configuration], layoutOptions: layoutOptions)
        // What validate reports by default: hints (findings the document's evidence does not
        // support, `Evidence`) are not drawn.
        func shown(_ e: Evidence) -> Bool { e.reportedByDefault }
        var result = Result(layout: analysis.layouts[0])
        result.conflicts = analysis.conflicts().filter { shown($0.evidence) }
        result.ambiguities = (analysis.ambiguities(.free) + analysis.ambiguities(.tie)).filter { shown($0.evidence) }
        // Saved frames are measured at the document's own text size; at another one every text
        // view would read as misplaced.
        if textSize == nil { result.misplacements = analysis.misplacements().filter { shown($0.evidence) } }
        result.scrollContent = analysis.scrollContentAmbiguities().filter { shown($0.evidence) }
        return result
    }

    /// The marks for the views of one hierarchy, in the order validate's rules report the issues.
    public static func marks(_ issues: Result, document doc: IBDocument, root: Int) -> [IssueMark] {
        let layout = issues.layout
        var marks: [IssueMark] = []
        func inHierarchy(_ v: Int) -> Bool { doc.isAncestor(root, of: v) }
        func hasMark(_ v: Int, conflict: Bool) -> Bool {
            marks.contains { m in
                guard m.view == v else { return false }
                switch m.kind {
                case .conflict: return conflict
                case .ambiguous: return !conflict
                case .misplaced: return false
                }
            }
        }
        for issue in issues.conflicts {
            var views: [Int] = []
            for id in issue.constraintIDs {
                guard case .constraint(let c)? = doc.object(id) else { continue }
                let con = doc.constraints[c]
                for item in [con.firstItemID, con.secondItemID].compactMap({ $0 }) {
                    if let ref = doc.object(item), let v = doc.owningView(of: ref), inHierarchy(v), !views.contains(v) { views.append(v) }
                }
            }
            let nonRoot = views.filter { $0 != root }
            for v in (nonRoot.isEmpty ? views : nonRoot) where !hasMark(v, conflict: true) {
                marks.append(IssueMark(view: v, kind: .conflict))
            }
        }
        for v in issues.ambiguities.map(\.view) where inHierarchy(v) && !hasMark(v, conflict: false) {
            marks.append(IssueMark(view: v, kind: .ambiguous))
        }
        for issue in issues.misplacements where inHierarchy(issue.view) {
            let v = issue.view
            guard let expected = layout.views[v].absoluteFrame else { continue }
            var saved: Rect?
            if let f = doc.views[v].frame, let s = doc.views[v].superview, let p = layout.views[s].absoluteFrame {
                saved = Rect(x: p.x + f.x, y: p.y + f.y, width: f.width, height: f.height)
            }
            marks.append(IssueMark(view: v, kind: .misplaced(expected: expected, saved: saved)))
        }
        for v in issues.scrollContent.map(\.scrollView) where inHierarchy(v) && !hasMark(v, conflict: false) {
            marks.append(IssueMark(view: v, kind: .ambiguous))
        }
        return marks
    }
}
