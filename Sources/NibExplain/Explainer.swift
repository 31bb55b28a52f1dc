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
    /// explain says per axis what they report, so that the commands cannot disagree.
    public let analysis: DocumentAnalysis

    /// What `validate` reports without `--evidence all`: hints are left out (`Evidence.proof`).
    public static func reportedByDefault(_ e: Evidence) -> Bool { e.proof >= .model }

    /// validate's `misplaced-view` verdict on view `v`, in the document's own configuration (the
    /// only one with saved frames) at its own text size, hints included: `reportedByDefault`
    /// tells them apart.
    public func misplacement(of v: Int) -> MisplacementIssue? {
        guard configuration.isDocumentConfiguration, engine.options.contentSizeCategory == nil else { return nil }
        return analysis.misplacements().first { $0.view == v }
    }

    public init(document: IBDocument, configuration: Configuration, options: LayoutOptions = LayoutOptions()) {
        var options = options
        options.intrinsicCache = options.intrinsicCache ?? IntrinsicCache()
        // As validate lays text out at another size than the saved one: nothing is then held at
        // its saved frame.
        if options.contentSizeCategory != nil { options.breakTiesTowardSavedFrames = false }
        doc = document
        self.configuration = configuration
        engine = LayoutEngine(options: options)
        analysis = DocumentAnalysis(document: document, configurations: [configuration], layoutOptions: options)
        layout = analysis.layouts[0]
    }

    /// What `validate` reports of view `v` in this configuration: its ambiguity findings, each
    /// with the rule that reports it. A finding without an axis (Xcode's saved flag alone)
    /// concerns both.
    public func validateFindings(of v: Int) -> [(axis: LayoutAttribute.Axis?, finding: ValidateFinding)] {
        let rules: [(Ambiguity, String)] = [(.free, ValidateFinding.ambiguousLayout), (.tie, ValidateFinding.contentPriorityAmbiguity)]
        return rules.flatMap { kind, rule in
            analysis.ambiguities(kind).filter { $0.view == v && $0.configuration == configuration && Self.reportedByDefault($0.evidence) }.map {
                (axis: $0.axis, finding: ValidateFinding(rule: rule, evidence: $0.evidence.rawValue, position: $0.position, size: $0.size,
                                                         scrollContent: $0.scrollContent, tiesAsTextVaries: $0.tiesAsTextVaries))
            }
        }
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
        if let m = misplacement(of: v) {
            result.misplaced = ValidateFinding(rule: ValidateFinding.misplacedView, evidence: m.evidence.rawValue, position: true, size: true,
                                               scrollContent: false, reportedByDefault: Self.reportedByDefault(m.evidence))
        }
        let system = engine.system(doc, configuration, root: root(of: v))
        let findings = validateFindings(of: v)
        for axis in axes {
            var a = explain(v, axis, system)
            a.validate = findings.filter { $0.axis == nil || $0.axis == axis }.map(\.finding)
            // An exemption from nibtool's own verdict, where validate still reports Xcode's saved flag.
            if !a.validate.isEmpty {
                a.reasoning = a.reasoning.map { line in
                    line.hasPrefix(Self.unreportedPrefix) ? "nibtool's own verdict leaves it out:" + line.dropFirst(Self.unreportedPrefix.count) : line
                }
            }
            // The layout decides the axis, yet validate reports a tie: the texts fill their space
            // exactly, and with text a few points larger and a few smaller the priorities tie
            // (DocumentAnalysis's text probes). Say so, rather than "determined" alone.
            if a.validate.contains(where: \.tiesAsTextVaries) {
                a.tiesAsTextVaries = true
                a.reasoning.append("the texts fill this space exactly at nibtool's text sizes: with text a few points larger, "
                    + "and a few points smaller, equal content priorities decide it by a tie. Xcode measures text with Apple's fonts, "
                    + "so validate reports the tie; give one of the views a different content hugging or compression resistance priority")
            }
            result.axes.append(a)
        }
        return result
    }

    func explain(_ v: Int, _ axis: LayoutAttribute.Axis, _ system: LayoutSystem) -> AxisExplanation {
        let fv = system.frameVariables[v] ?? []
        let (p, s) = axis == .horizontal ? (0, 2) : (1, 3)
        guard fv.count == 4 else {
            return AxisExplanation(axis: axis, position: "unique", size: "unique", constraints: [], content: nil, reasoning: [], alternateFrame: nil)
        }
        let all = system.constraints
        // "size >= 0" only matters where it holds a view at zero; elsewhere it is noise.
        let links = ConstraintChain.walk(from: [fv[p], fv[s]], in: system).filter { link in
            guard case .nonNegativeSize(let w, let a) = all[link.index].origin, let f = layout.views[w].frame else { return true }
            return (a == .horizontal ? f.width : f.height) < 0.5
        }
        let constraints = links.map { link in explained(all[link.index].id, all[link.index].origin, link.distance, system) }
        var axisResult = AxisExplanation(axis: axis, position: system.ambiguity[fv[p].id].rawValue, size: system.ambiguity[fv[s].id].rawValue,
                                         constraints: constraints, content: content(v, axis, system), reasoning: [], alternateFrame: nil)
        if let open = DocumentAnalysis.openScrollContent(of: v, in: layout, doc) {
            axisResult.scrollContentOpen = axis == .horizontal ? open.width : open.height
        }
        if axisResult.isAmbiguous {
            let probe = AmbiguityProbe(doc: doc, system: system)
            axisResult.reasoning = probe.reasoning(for: v, axis: axis, chain: links.map { all[$0.index].id })
            axisResult.alternateFrame = probe.alternateFrame(of: v, axis: axis)
            let exemption = DocumentAnalysis.exemption(of: v, axis: axis, position: system.ambiguity[fv[p].id], size: system.ambiguity[fv[s].id],
                                                       in: layout, doc)
            if let why = exemption.map(unreported) { axisResult.reasoning.append(why) }
        }
        return axisResult
    }

    /// Why `validate` says nothing of an axis found ambiguous here, in words: the exemption its
    /// ambiguity rules apply (`DocumentAnalysis.exemption`), so that the two commands do not seem
    /// to disagree.
    static let unreportedPrefix = "validate does not report it:"

    func unreported(_ exemption: AmbiguityExemption) -> String {
        switch exemption {
        case .neverVerify: return "\(Self.unreportedPrefix) the view's Ambiguity is set to Never Verify"
        case .ambiguousAncestor: return "\(Self.unreportedPrefix) a superview's frame is decided by a tie, and it is reported there"
        case .resolvedByStack(let s):
            return "\(Self.unreportedPrefix) a tie along \(doc.views[s].displayName)'s axis is resolved by the stack (arranged-view order)"
        case .movesWithAmbiguousAncestor(let a):
            return "\(Self.unreportedPrefix) it moves with \(doc.views[a].displayName), whose position is ambiguous and is reported there"
        }
    }

    func explained(_ id: ConstraintID, _ origin: ConstraintOrigin, _ distance: Int, _ system: LayoutSystem) -> ExplainedConstraint {
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
                                   equation: ConstraintNaming.describe(origin, doc, layout, system, id: id), visualFormat: vfl,
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
        return layout.conflicts.filter { c in c.constraints.contains { !views.isDisjoint(with: ConstraintNaming.views(of: $0, doc)) } }.map { c in
            var e = conflict(c)
            if let issue = issues.first(where: { $0.report.constraints == c.constraints && $0.report.broken == c.broken }) {
                e.validate = ValidateFinding(rule: ValidateFinding.conflictingConstraints, evidence: issue.evidence.rawValue, position: false,
                                             size: false, scrollContent: false, reportedByDefault: Self.reportedByDefault(issue.evidence))
            }
            return e
        }
    }

    public func conflict(_ c: ConflictReport) -> ConflictExplanation {
        let broken = LayoutNames.describe(c.broken, doc, layout)
        return ConflictExplanation(constraints: c.constraints.map { LayoutNames.describe($0, doc, layout) },
                                   constraintIDs: c.constraints.compactMap { LayoutNames.constraintID($0, doc) },
                                   broken: broken, brokenID: LayoutNames.constraintID(c.broken, doc),
                                   advice: "The runtime breaks \"\(broken)\". Remove one of these constraints, or lower the priority of the one that should give way below 1000.")
    }
}
