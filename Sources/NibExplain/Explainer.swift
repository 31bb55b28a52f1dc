import LayoutSolver
import NibLayout
import NibModel

/// Builds a `ViewExplanation` from the layout (frames, conflicts) and the solved system
/// (which constraints bind the view's variables, and what is left free).
public struct Explainer {
    public let doc: IBDocument
    public let configuration: Configuration
    public let layout: LayoutResult
    public let engine: LayoutEngine
    /// The verdicts `validate` and `preview` read (`DocumentAnalysis`), for this configuration:
    /// explain says what they report, so that the commands cannot disagree.
    public let analysis: DocumentAnalysis
    /// validate's ambiguity findings by view, reported by default, each with its axis (nil for
    /// Xcode's saved flag alone, which concerns both).
    public let ambiguityFindings: [Int: [(axis: LayoutAttribute.Axis?, finding: ValidateFinding)]]
    /// validate's `misplaced-view` verdicts by view, hints included (`reportedByDefault` tells
    /// them apart): in the document's own configuration only (the one with saved frames), at its
    /// own text size.
    public let misplacementFindings: [Int: ValidateFinding]

    public init(document: IBDocument, configuration: Configuration, options: LayoutOptions = LayoutOptions()) {
        var options = options
        options.intrinsicCache = options.intrinsicCache ?? IntrinsicCache()
        // As validate lays text out at another size than the saved one: nothing is then held at
        // its saved frame.
        if options.contentSizeCategory != nil { options.breakTiesTowardSavedFrames = false }
        doc = document
        self.configuration = configuration
        engine = LayoutEngine(options: options)
        let analysis = DocumentAnalysis(document: document, configurations: [configuration], layoutOptions: options)
        self.analysis = analysis
        layout = analysis.layouts[0]
        var ambiguities: [Int: [(axis: LayoutAttribute.Axis?, finding: ValidateFinding)]] = [:]
        for (kind, rule) in [(Ambiguity.free, ValidateFinding.ambiguousLayout), (.tie, ValidateFinding.contentPriorityAmbiguity)] {
            for issue in analysis.ambiguities(kind) where issue.configuration == configuration && issue.evidence.reportedByDefault {
                ambiguities[issue.view, default: []].append((issue.axis, ValidateFinding(
                    rule: rule, evidence: issue.evidence.rawValue, position: issue.position, size: issue.size,
                    scrollContent: issue.scrollContent, tiesAsTextVaries: issue.tiesAsTextVaries)))
            }
        }
        ambiguityFindings = ambiguities
        var misplacements: [Int: ValidateFinding] = [:]
        if configuration.isDocumentConfiguration, options.contentSizeCategory == nil {
            for m in analysis.misplacements() where misplacements[m.view] == nil {
                misplacements[m.view] = ValidateFinding(rule: ValidateFinding.misplacedView, evidence: m.evidence.rawValue, position: true, size: true,
                                                        scrollContent: false, reportedByDefault: m.evidence.reportedByDefault)
            }
        }
        misplacementFindings = misplacements
    }

    /// The root of the hierarchy holding `view`.
    public func root(of view: Int) -> Int { doc.root(of: view) }

    public func explain(view v: Int, axes: [LayoutAttribute.Axis] = [.horizontal, .vertical]) -> ViewExplanation {
        let view = doc.views[v]
        let l = layout.views[v]
        var result = ViewExplanation(viewID: view.id, name: view.displayName, className: view.className, configuration: configuration,
                                     mode: l.mode, frame: l.frame, axes: [], conflicts: conflicts(involving: v))
        result.transform = view.transformKeyPath
        guard l.mode != .notInstalled else { return result }
        let pixel = 1 / Misplacement.savedScale(doc, configuration) + 1e-6
        // Saved frames are measured at the document's own text size (at another, every text view would differ).
        if configuration.isDocumentConfiguration, engine.options.contentSizeCategory == nil, l.mode == .autoLayout, let saved = view.frame, let solved = l.frame,
           zip(saved.array, solved.array).contains(where: { abs($0 - $1) > pixel }) {
            result.savedFrame = saved
        }
        result.misplaced = misplacementFindings[v]
        let r = root(of: v)
        func asSaved(_ owner: Int, laid: ScreenInsets?, modelled: ScreenInsets?) -> InsetsAsSaved? {
            guard let laid, let modelled else { return nil }
            func edge(_ a: Double, _ b: Double) -> (laidOut: Double, modelled: Double)? { abs(a - b) > 1e-6 ? (a, b) : nil }
            let s = InsetsAsSaved(ownerID: doc.views[owner].id, ownerName: doc.views[owner].displayName, top: edge(laid.top, modelled.top), bottom: edge(laid.bottom, modelled.bottom),
                                  left: edge(laid.left, modelled.left), right: edge(laid.right, modelled.right))
            return s.top == nil && s.bottom == nil && s.left == nil && s.right == nil ? nil : s
        }
        result.safeAreaAsSaved = asSaved(r, laid: layout.safeAreaInsets[r], modelled: layout.modelledSafeAreaInsets[r])
        // The margins the view's own constraints can name: its superview's and its own.
        result.layoutMarginsAsSaved = [view.superview, v].compactMap { $0 }.compactMap {
            asSaved($0, laid: layout.layoutMargins[$0], modelled: layout.modelledLayoutMargins[$0])
        }
        let system = engine.system(doc, configuration, root: r, as: layout)
        let findings = ambiguityFindings[v] ?? []
        for axis in axes {
            let reported = findings.filter { $0.axis == nil || $0.axis == axis }.map(\.finding)
            result.axes.append(explain(v, axis, system, validate: reported))
        }
        return result
    }

    /// How many constraints along an axis's chain are checked for whether they move the view
    /// (`LayoutSystem.deciding`, two solves each): about a second for a 600-row stack's chain of
    /// 2,400; a longer chain's far end is listed as the walk found it.
    public var decidingCheckLimit = 3000

    /// `validate`: what validate reports of the view on this axis.
    func explain(_ v: Int, _ axis: LayoutAttribute.Axis, _ system: LayoutSystem, validate: [ValidateFinding] = []) -> AxisExplanation {
        let fv = system.frameVariables[v] ?? []
        let (p, s) = axis == .horizontal ? (0, 2) : (1, 3)
        guard fv.count == 4 else {
            var a = AxisExplanation(axis: axis, position: "unique", size: "unique", constraints: [], content: nil, reasoning: [], alternateFrame: nil)
            a.validate = validate
            return a
        }
        let all = system.constraints
        // "size >= 0" only matters where it holds a view at zero; elsewhere it is noise.
        let links = ConstraintChain.walk(from: [fv[p], fv[s]], in: system).filter { link in
            guard case .nonNegativeSize(let w, let a) = all[link.index].origin, let f = layout.views[w].frame else { return true }
            return (a == .horizontal ? f.width : f.height) < 0.5
        }
        let naming = ConstraintNaming.Context(doc, system)
        var constraints = links.map { link in explained(all[link.index].id, all[link.index].origin, link.distance, system, naming: naming) }
        var axisResult = AxisExplanation(axis: axis, position: system.ambiguity[fv[p].id].rawValue, size: system.ambiguity[fv[s].id].rawValue,
                                         constraints: constraints, content: content(v, axis, system), reasoning: [], alternateFrame: nil)
        if !axisResult.isAmbiguous {
            // The walk follows shared views both ways, so it also reaches what merely hangs off
            // them (every other cell of a table): keep the distinction of what decides the frame.
            // Nearest first (the walk's order); beyond the limit, listed unchecked.
            let checked = links.prefix(decidingCheckLimit).map { all[$0.index].id }
            for (i, decides) in system.deciding([fv[p], fv[s]], among: checked).enumerated() {
                constraints[i].decidesView = decides
            }
            axisResult.constraints = constraints
        }
        axisResult.validate = validate
        if let open = DocumentAnalysis.openScrollContent(of: v, in: layout, doc) {
            axisResult.scrollContentOpen = axis == .horizontal ? open.width : open.height
        }
        if axisResult.isAmbiguous {
            let probe = AmbiguityProbe(doc: doc, system: system)
            axisResult.reasoning = probe.reasoning(for: v, axis: axis, chain: links.map { all[$0.index].id })
            axisResult.alternateFrame = probe.alternateFrame(of: v, axis: axis)
            let exemption = DocumentAnalysis.exemption(of: v, axis: axis, position: system.ambiguity[fv[p].id], size: system.ambiguity[fv[s].id],
                                                       in: layout, doc)
            if let exemption {
                axisResult.exempted = true
                // Exempt from nibtool's own verdict; validate may still report Xcode's saved flag.
                axisResult.reasoning.append((validate.isEmpty ? "validate does not report it: " : "nibtool's own verdict leaves it out: ")
                                            + unreported(exemption))
            }
        }
        // The layout decides the axis, yet validate reports a tie: the texts fill their space
        // exactly, and with text a few points larger and a few smaller the priorities tie
        // (DocumentAnalysis's text probes). Say so, rather than "determined" alone.
        if axisResult.tiesAsTextVaries {
            axisResult.reasoning.append("the texts fill this space exactly at nibtool's text sizes: with text a few points larger, "
                + "and a few points smaller, equal content priorities decide it by a tie. Xcode measures text with Apple's fonts, "
                + "so validate reports the tie; give one of the views a different content hugging or compression resistance priority")
        }
        return axisResult
    }

    /// Why `validate` says nothing of an axis found ambiguous here, in words: the exemption its
    /// ambiguity rules apply (`DocumentAnalysis.exemption`), so that the two commands do not seem
    /// to disagree.
    func unreported(_ exemption: AmbiguityExemption) -> String {
        exemption.describe(doc)
    }

    func explained(_ id: ConstraintID, _ origin: ConstraintOrigin, _ distance: Int, _ system: LayoutSystem,
                   naming: ConstraintNaming.Context? = nil) -> ExplainedConstraint {
        let c = system.solver.constraint(id)!
        var status = ExplainedConstraint.Status.satisfied
        let violation = system.solver.isBroken(id) ? 0 : system.solver.violation(of: id)
        if system.solver.isBroken(id) { status = .brokenByConflict } else if violation > 1e-6 { status = .broken }
        var documentID: String?, identifier: String?, vfl: String?
        let kind: String
        switch origin {
        case .document(let i):
            kind = "document"
            documentID = doc.constraints[i].id
            identifier = doc.constraints[i].identifier
            vfl = VisualFormat.render(doc.constraints[i], in: doc, constant: layout.installation.constants[i])
        case .rootFrame: kind = "root"
        case .autoresizing: kind = "autoresizing"
        case .hugging: kind = "hugging"
        case .compression: kind = "compression"
        case .nonNegativeSize: kind = "non-negative size"
        case .drawnTextSize: kind = "drawn text size"
        case .stack: kind = "stack"
        }
        return ExplainedConstraint(id: documentID, identifier: identifier, kind: kind,
                                   equation: ConstraintNaming.describe(origin, doc, layout, system, id: id, context: naming), visualFormat: vfl,
                                   priority: c.priority, status: status, violation: violation, distance: distance)
    }

    func content(_ v: Int, _ axis: LayoutAttribute.Axis, _ system: LayoutSystem) -> ContentSize? {
        let size = system.intrinsic[v]
        guard let value = axis == .horizontal ? size?.width : size?.height else { return nil }
        let view = doc.views[v]
        let broken = Set(layout.brokenOptionals.map(\.origin))
        return ContentSize(intrinsic: value, source: size?.source ?? "",
                           hugging: axis == .horizontal ? view.horizontalHugging : view.verticalHugging,
                           compressionResistance: axis == .horizontal ? view.horizontalCompressionResistance : view.verticalCompressionResistance,
                           huggingBroken: broken.contains(.hugging(v, axis)), compressionBroken: broken.contains(.compression(v, axis)))
    }

    /// Conflicts whose minimal set touches the view, with what to change.
    public func conflicts(involving v: Int) -> [ConflictExplanation] {
        conflicts(involvingAnyOf: [v])
    }

    /// The conflicts that involve any of `views`, each with validate's verdict on it.
    public func conflicts(involvingAnyOf views: Set<Int>) -> [ConflictExplanation] {
        let issues = analysis.conflicts()
        return layout.conflicts.filter { c in c.constraints.contains { !views.isDisjoint(with: $0.views(in: doc)) } }.map { c in
            var e = conflict(c)
            if let issue = issues.first(where: { $0.report.constraints == c.constraints && $0.report.broken == c.broken }) {
                e.validate = ValidateFinding(rule: ValidateFinding.conflictingConstraints, evidence: issue.evidence.rawValue, position: false,
                                             size: false, scrollContent: false, reportedByDefault: issue.evidence.reportedByDefault)
            }
            return e
        }
    }

    public func conflict(_ c: ConflictReport) -> ConflictExplanation {
        let broken = LayoutNames.describe(c.broken, doc, layout)
        return ConflictExplanation(constraints: c.constraints.map { LayoutNames.describe($0, doc, layout) },
                                   constraintIDs: c.constraints.compactMap { LayoutNames.constraintID($0, doc) },
                                   broken: broken, brokenID: LayoutNames.constraintID(c.broken, doc),
                                   advice: (c.brokenAsSaved ? "Xcode's canvas breaks \"\(broken)\" (\(ConflictReport.brokenAsSavedNote))."
                                                            : "The runtime breaks \"\(broken)\".")
                                       + " Remove one of these constraints, or lower the priority of the one that should give way below 1000.")
    }
}
