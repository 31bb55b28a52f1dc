import Foundation
import LayoutSolver
import NibModel
import NibText

public struct LayoutOptions: Sendable {
    /// Drop placeholder constraints, as the compiled nib does.
    public var runtime = false
    public var intrinsicSizes = IntrinsicSizes()
    /// Added to every text-derived intrinsic size (measurement tools use it to find which frames
    /// depend on text).
    public var textPerturbation: Double = 0
    /// Lay out for a right-to-left language: leading/trailing (and horizontal stacks) mirror.
    /// Views with `semanticContentAttribute="forceLeftToRight"` / `"forceRightToLeft"` keep their own.
    public var rightToLeft = false
    /// Hold every Auto Layout view at its saved frame with the lowest priority, so that what the
    /// constraints leave free keeps its current value (Update Frames on an ambiguous layout).
    public var stayAtSavedFrames = false
    /// In the document's configuration, views whose frame a tie between equal priorities decides
    /// keep their saved frames, as in Interface Builder (see `breakTiesTowardSavedFrames`).
    public var breakTiesTowardSavedFrames = true
    /// Intrinsic sizes already measured for this document (shared by the layouts of one check).
    public var intrinsicCache: IntrinsicCache?
    /// Lay text styles out at this Dynamic Type size instead of the one the document was saved
    /// at (previews at the accessibility sizes, `--text-size`).
    public var contentSizeCategory: ContentSizeCategory?
    /// In the document's configuration, a conflict of required constraints gives way where
    /// Xcode's saved frames show that its engine gave way (see `laidOutAsSaved`).
    public var breakConflictsAsSaved = true
    /// The document constraints added last, so that they are what a conflict breaks
    /// (`laidOutAsSaved` sets them).
    var constraintsAddedLast: Set<Int> = []
    /// In the document's configuration, a root's safe-area insets and views' layout margins
    /// where the saved frames place them elsewhere than nibtool's model (see `laidOutAsSaved`).
    public var safeAreaInsetsAsSaved = true
    /// The safe-area insets the saved frames show, per root view (`laidOutAsSaved` sets them).
    var safeAreasAsSaved: [Int: SavedInsets] = [:]
    /// The layout margins the saved frames show, per view (`laidOutAsSaved` sets them).
    var marginsAsSaved: [Int: SavedInsets] = [:]
    /// The content sizes the saved frames show for custom views drawn by the app's code, per
    /// view (`laidOutAsSaved` sets them).
    var contentSizesAsSaved: [Int: SavedContentSize] = [:]

    public init(runtime: Bool = false, intrinsicSizes: IntrinsicSizes = IntrinsicSizes()) {
        self.runtime = runtime
        self.intrinsicSizes = intrinsicSizes
    }
}

/// A root's safe-area insets, or a view's layout margins, that the saved frames show, per side
/// (nil: the model's stands). Left is leading: the document's own configuration is left to right.
struct SavedInsets: Sendable, Hashable {
    enum Side: Sendable { case top, left, bottom, right }
    var top: Double?
    var left: Double?
    var bottom: Double?
    var right: Double?

    subscript(side: Side) -> Double? {
        switch side {
        case .top: return top
        case .left: return left
        case .bottom: return bottom
        case .right: return right
        }
    }

    /// `model` with the sides the saved frames show in its place.
    func applied(to model: ScreenInsets) -> ScreenInsets {
        ScreenInsets(top: top ?? model.top, left: left ?? model.left, bottom: bottom ?? model.bottom, right: right ?? model.right)
    }

    /// The side of its owner's safe area a modelled edge is: the safe area's own edges, the top
    /// layout guide's bottom, the bottom layout guide's top.
    static func safeAreaSide(_ doc: IBDocument, _ edge: SavedFrameWitness.ModelledEdge) -> (owner: Int, side: SavedInsets.Side)? {
        guard case .layoutGuide(let g) = edge.item, let owner = doc.layoutGuides[g].ownerView else { return nil }
        switch (doc.layoutGuides[g].kind, edge.attribute) {
        case (.safeArea, .top), (.topLayoutGuide, .bottom): return (owner, .top)
        case (.safeArea, .bottom), (.bottomLayoutGuide, .top): return (owner, .bottom)
        case (.safeArea, .leading): return (owner, .left)
        case (.safeArea, .trailing): return (owner, .right)
        default: return nil
        }
    }

    /// The side of its owner's layout margins a modelled edge is: a view's margin attribute, or
    /// an edge of its layout margins guide.
    static func marginSide(_ doc: IBDocument, _ edge: SavedFrameWitness.ModelledEdge) -> (owner: Int, side: SavedInsets.Side)? {
        let owner: Int
        switch edge.item {
        case .view(let v): owner = v
        case .layoutGuide(let g) where doc.layoutGuides[g].kind == .layoutMargins:
            guard let o = doc.layoutGuides[g].ownerView else { return nil }
            owner = o
        default: return nil
        }
        switch edge.attribute {
        case .top, .topMargin: return (owner, .top)
        case .bottom, .bottomMargin: return (owner, .bottom)
        case .leading, .leadingMargin: return (owner, .left)
        case .trailing, .trailingMargin: return (owner, .right)
        default: return nil
        }
    }
}

/// The content size of a custom view that the saved frames show, per axis (nil: none). A view of
/// the app's own class may have a content size its code gives (`intrinsicContentSize`, drawn by
/// Interface Builder from the app's designable code); nibtool cannot run that code.
struct SavedContentSize: Sendable, Hashable {
    var width: Double?
    var height: Double?
}

/// Lays out a document for one configuration: every view hierarchy (controller root view or
/// top-level view) becomes one linear system, solved with `LayoutSolver`.
public struct LayoutEngine: Sendable {
    public var options: LayoutOptions

    public init(options: LayoutOptions = LayoutOptions()) { self.options = options }

    public func layout(_ doc: IBDocument, _ config: Configuration) -> LayoutResult {
        // A text probe only moves hierarchies that measure text; the others would solve to the
        // same frames, so they are left out (their views read as "not laid out").
        carryingDocumentDecisions(doc, config).laidOutAsSaved(doc, config, onlyText: options.textPerturbation != 0, probePoints: nil).layout
    }

    /// This engine, with what the document's own configuration teaches about the app's code
    /// carried to another configuration, which has no saved frames: the content sizes its custom
    /// views were given there (`contentSizesAsSaved`). The app's code sizes its views the same in
    /// every size class and on every device. Safe areas and margins are not carried: they are the
    /// screen's and the bars', which another configuration changes.
    func carryingDocumentDecisions(_ doc: IBDocument, _ config: Configuration) -> LayoutEngine {
        guard !config.isDocumentConfiguration, options.safeAreaInsetsAsSaved, options.contentSizesAsSaved.isEmpty, !options.stayAtSavedFrames,
              doc.views.contains(where: Self.mayHaveAppContentSize) else { return self }
        var engine = self
        engine.options.contentSizesAsSaved = documentContentSizes(doc)
        return engine
    }

    /// The content sizes the document's own configuration takes from the saved frames (decided
    /// by `insetsAsSaved` on the design-time layout, whatever this engine's options), found once
    /// per document when a cache is shared (a check lays the document out in several
    /// configurations).
    func documentContentSizes(_ doc: IBDocument) -> [Int: SavedContentSize] {
        let compute = { insetsAsSaved(doc, Configuration.document(doc), onlyText: false, probePoints: nil).contentSizes }
        return options.intrinsicCache?.documentContentSizes(compute) ?? compute()
    }

    /// Which constraint of a required conflict gives way is an engine's choice (the solver breaks
    /// the one added last). In the document's own configuration Xcode's engine has made it, and
    /// its saved frames show it: the conflict's document constraints that the saved frames miss
    /// (`SavedFrameWitness`) are the ones it broke. Those are added last and laid out again, so
    /// that they give way here too (xdripswift's landscape stack, saved with its 35 pt bar at 20
    /// and its chart at 0 rather than nibtool's own choice of two other heights). Where the saved
    /// frames miss none of a conflict's constraints, or exactly the ones the solver broke, the
    /// first layout stands. Before that, roots' safe areas and views' layout margins are placed
    /// where the saved frames show Xcode placed them, and custom views get the content sizes the
    /// saved frames show (`insetsAsSaved`).
    func laidOutAsSaved(_ doc: IBDocument, _ config: Configuration, onlyText: Bool, probePoints: Double?) -> (layout: LayoutResult, probe: LayoutResult?) {
        var engine = self
        var first: (layout: LayoutResult, probe: LayoutResult?)
        if options.safeAreaInsetsAsSaved, options.safeAreasAsSaved.isEmpty, options.marginsAsSaved.isEmpty,
           options.contentSizesAsSaved.isEmpty, !options.stayAtSavedFrames, config.isDocumentConfiguration {
            let decided = insetsAsSaved(doc, config, onlyText: onlyText, probePoints: probePoints)
            engine.options.safeAreasAsSaved = decided.safeAreas
            // The runtime's margins are its own (cells sized by their table at run time); margins
            // read from left-to-right frames are not a right-to-left layout's.
            engine.options.marginsAsSaved = options.runtime || options.rightToLeft ? [:] : decided.margins
            // The app's code sizes its views at run time as in the nib editor.
            engine.options.contentSizesAsSaved = decided.contentSizes
            // Decided on the design-time layout, whatever this one's options: the other
            // configurations of the same check carry them (`carryingDocumentDecisions`).
            options.intrinsicCache?.documentContentSizes { decided.contentSizes }
            first = decided.layout ?? engine.laidOut(doc, config, onlyText: onlyText, probePoints: probePoints)
            first.layout.decidedAsSaved.safeAreas = engine.options.safeAreasAsSaved
            first.layout.decidedAsSaved.margins = engine.options.marginsAsSaved
            first.layout.decidedAsSaved.contentSizes = engine.options.contentSizesAsSaved
            first.layout.modelledSafeAreaInsets = decided.modelledSafeAreaInsets
            first.layout.modelledLayoutMargins = engine.options.marginsAsSaved.isEmpty ? [:] : decided.modelledMargins
        } else {
            first = laidOut(doc, config, onlyText: onlyText, probePoints: probePoints)
            first.layout.decidedAsSaved.contentSizes = options.contentSizesAsSaved
        }
        guard options.breakConflictsAsSaved, options.constraintsAddedLast.isEmpty, !options.runtime, !options.stayAtSavedFrames,
              config.isDocumentConfiguration, !first.layout.conflicts.isEmpty else { return first }
        let witness = SavedFrameWitness(doc, first.layout)
        var missed = Set<Int>(), brokenBySolver = Set<Int>()
        for conflict in first.layout.conflicts {
            for case .document(let c) in conflict.constraints where witness.satisfies(c) == false { missed.insert(c) }
            if case .document(let c) = conflict.broken { brokenBySolver.insert(c) }
        }
        guard !missed.isEmpty, missed != brokenBySolver else { return first }
        engine.options.constraintsAddedLast = missed
        var again = engine.laidOut(doc, config, onlyText: onlyText, probePoints: probePoints)
        again.layout.decidedAsSaved = DecidedAsSaved(safeAreas: engine.options.safeAreasAsSaved, margins: engine.options.marginsAsSaved,
                                                     contentSizes: engine.options.contentSizesAsSaved, constraintsAddedLast: missed)
        again.layout.modelledSafeAreaInsets = first.layout.modelledSafeAreaInsets
        again.layout.modelledLayoutMargins = first.layout.modelledLayoutMargins
        for i in again.layout.conflicts.indices {
            if case .document(let c) = again.layout.conflicts[i].broken, missed.contains(c) { again.layout.conflicts[i].brokenAsSaved = true }
        }
        return again
    }

    /// The safe areas, layout margins and custom views' content sizes the saved frames show
    /// (`safeAreasAsSaved`, then `marginsAsSaved` on the safe areas placed, then
    /// `contentSizesAsSaved`), each kept where it explains more of its root's saved frames than the
    /// model's (`explainsMore`). Decided on Interface Builder's layout of the document's
    /// configuration at its own text sizes, so that a runtime layout or a text probe gets the same
    /// ones. `layout`: the last layout made, when it is the one the decided values give with these
    /// options (nil: lay out again).
    func insetsAsSaved(_ doc: IBDocument, _ config: Configuration, onlyText: Bool, probePoints: Double?)
        -> (safeAreas: [Int: SavedInsets], margins: [Int: SavedInsets], contentSizes: [Int: SavedContentSize],
            modelledSafeAreaInsets: [Int: ScreenInsets], modelledMargins: [Int: ScreenInsets], layout: (layout: LayoutResult, probe: LayoutResult?)?) {
        var designTime = self
        designTime.options.runtime = false
        designTime.options.textPerturbation = 0
        designTime.options.contentSizeCategory = nil
        designTime.options.rightToLeft = false
        let reusable = designTime.options.runtime == options.runtime && designTime.options.textPerturbation == options.textPerturbation
            && designTime.options.contentSizeCategory == options.contentSizeCategory && designTime.options.rightToLeft == options.rightToLeft
        // Sizes measured at another text size are not this layout's to share.
        if !reusable { designTime.options.intrinsicCache = nil }
        func lay(_ engine: LayoutEngine) -> Laid {
            engine.laidOut(doc, config, onlyText: onlyText, probePoints: reusable ? probePoints : nil)
        }
        var current = lay(designTime)
        let modelled = current.layout
        // One witness serves every layout below: it reads the saved frames, and from a layout only
        // what the insets do not change (which views and constraints are installed).
        let witness = SavedFrameWitness(doc, modelled)
        func pinned(to side: @escaping (IBDocument, SavedFrameWitness.ModelledEdge) -> (owner: Int, side: SavedInsets.Side)?,
                    of found: [Int: SavedInsets]) -> Set<Int> {
            Self.witnessViews(doc, witness) { edge in side(doc, edge).map { found[$0.owner]?[$0.side] != nil } ?? false }
        }

        let safeAreas: [Int: SavedInsets], foundSafeAreas = Self.safeAreasAsSaved(doc, modelled, witness)
        (safeAreas, current) = Self.keptWhereTheyExplainMore(foundSafeAreas, over: current, doc,
                                                             witnesses: pinned(to: SavedInsets.safeAreaSide, of: foundSafeAreas),
                                                             apply: { $0.safeAreasAsSaved = $1 }, designTime, lay)
        designTime.options.safeAreasAsSaved = safeAreas
        let margins: [Int: SavedInsets], beforeMargins = current.layout, foundMargins = Self.marginsAsSaved(doc, current.layout, witness)
        (margins, current) = Self.keptWhereTheyExplainMore(foundMargins, over: current, doc,
                                                           witnesses: pinned(to: SavedInsets.marginSide, of: foundMargins),
                                                           apply: { $0.marginsAsSaved = $1 }, designTime, lay)
        designTime.options.marginsAsSaved = margins
        // A custom view's content size is its own witness: only the views it moves confirm it.
        let contentSizes: [Int: SavedContentSize], foundSizes = Self.contentSizesAsSaved(doc, current.layout)
        (contentSizes, current) = Self.keptWhereTheyExplainMore(foundSizes, over: current, doc, witnesses: Set(foundSizes.keys),
                                                                noNewFindings: true, apply: { $0.contentSizesAsSaved = $1 }, designTime, lay)
        var modelledInsets: [Int: ScreenInsets] = [:]
        for root in safeAreas.keys { modelledInsets[root] = modelled.safeAreaInsets[root] }
        var modelledMargins: [Int: ScreenInsets] = [:]
        for v in margins.keys { modelledMargins[v] = beforeMargins.layoutMargins[v] }
        return (safeAreas, margins, contentSizes, modelledInsets, modelledMargins, reusable ? current : nil)
    }

    typealias Laid = (layout: LayoutResult, probe: LayoutResult?)

    /// What the saved frames show (per view: a root's safe area, a view's margins, a custom view's
    /// content size), kept for each root whose layout with them explains more of its saved frames
    /// than `before` (`explainsMore`; `witnesses`: the views that place them, which do not count
    /// as confirmation), and the layout the kept ones give (`before` when none is kept).
    /// `noNewFindings`: nothing is kept when the values make a required conflict the model did
    /// not have, and nothing under a root where they leave a view's frame to a tie (or free) that
    /// the model decided: a value that only explains frames by making new findings is not the
    /// witness's (Esri's AGSMapView, saved 5 pt taller than modelled because the model's toolbar
    /// below it is 5 pt taller, tied with the toolbar when given its saved height as content).
    /// `apply`: puts the values in the engine's options.
    static func keptWhereTheyExplainMore<Value>(_ found: [Int: Value], over before: Laid, _ doc: IBDocument, witnesses: Set<Int>,
                                                noNewFindings: Bool = false, apply: (inout LayoutOptions, [Int: Value]) -> Void,
                                                _ engine: LayoutEngine, _ lay: (LayoutEngine) -> Laid) -> ([Int: Value], Laid) {
        guard !found.isEmpty else { return (found, before) }
        var trial = engine
        apply(&trial.options, found)
        let again = lay(trial)
        if noNewFindings && again.layout.conflicts.count > before.layout.conflicts.count { return ([:], before) }
        var kept = found
        for root in Set(found.keys.map { doc.root(of: $0) })
        where !explainsMore(doc, again.layout, than: before.layout, under: root, witnesses: witnesses)
            || (noNewFindings && undecidesAView(doc, again.layout, than: before.layout, under: root)) {
            for v in found.keys where doc.root(of: v) == root { kept[v] = nil }
        }
        if kept.count == found.count { return (kept, again) }
        if kept.isEmpty { return (kept, before) }
        var final = engine
        apply(&final.options, kept)
        return (kept, lay(final))
    }

    /// A root's safe area is where nibtool's model of bars, sheets and sensor housings puts it; in
    /// the document's configuration Xcode placed it, and the saved frames of the views pinned to
    /// it show where: each required equality between a saved view's edge and the safe area's top
    /// (or bottom, leading, trailing) implies one position. Where those positions agree, lie
    /// inside the root (up to the largest inset bars give, `SavedFrameWitness.impliedPosition`)
    /// and differ from the model's, that inset is the one Xcode used.
    static func safeAreasAsSaved(_ doc: IBDocument, _ layout: LayoutResult, _ witness: SavedFrameWitness) -> [Int: SavedInsets] {
        var result: [Int: SavedInsets] = [:]
        for guide in doc.layoutGuides where [.safeArea, .topLayoutGuide, .bottomLayoutGuide].contains(guide.kind) {
            guard let root = guide.ownerView, doc.views[root].superview == nil, layout.views[root].mode != .notInstalled,
                  let height = doc.views[root].frame?.height, let width = doc.views[root].frame?.width,
                  let modelled = guide.kind == .safeArea ? layout.safeAreaInsets[root] : layout.layoutGuideLengths[root] else { continue }
            func agreed(_ attribute: LayoutAttribute) -> Double? {
                witness.agreed(witness.impliedPositions(of: .init(item: .layoutGuide(guide.index), attribute: attribute)))
            }
            // The top layout guide ends, and the bottom one starts, where the safe area would.
            var saved = result[root] ?? SavedInsets()
            if guide.kind != .bottomLayoutGuide, let top = agreed(guide.kind == .safeArea ? .top : .bottom),
               abs(top - modelled.top) > witness.tolerance { saved.top = top }
            if guide.kind != .topLayoutGuide, let bottom = agreed(guide.kind == .safeArea ? .bottom : .top).map({ height - $0 }),
               abs(bottom - modelled.bottom) > witness.tolerance { saved.bottom = bottom }
            if guide.kind == .safeArea {
                if let left = agreed(.leading), abs(left - modelled.left) > witness.tolerance { saved.left = left }
                if let right = agreed(.trailing).map({ width - $0 }), abs(right - modelled.right) > witness.tolerance { saved.right = right }
            }
            if saved != SavedInsets() { result[root] = saved }
        }
        return result
    }

    /// Views' layout margins are where nibtool's model of cells, roots and eras puts them; in the
    /// document's configuration the saved frames of the views pinned to them show where Xcode put
    /// them. Where a side's implied insets agree and differ from the model's, that inset stands.
    static func marginsAsSaved(_ doc: IBDocument, _ layout: LayoutResult, _ witness: SavedFrameWitness) -> [Int: SavedInsets] {
        var result: [Int: SavedInsets] = [:]
        for (v, sides) in witness.impliedMarginInsets() {
            guard layout.views[v].mode != .notInstalled, let modelled = layout.layoutMargins[v] else { continue }
            func agreed(_ side: SavedInsets.Side, _ model: Double) -> Double? {
                guard let inset = witness.agreed(sides[side] ?? []) else { return nil }
                return abs(inset - model) > witness.tolerance && inset >= 0 ? inset : nil
            }
            let saved = SavedInsets(top: agreed(.top, modelled.top), left: agreed(.left, modelled.left),
                                    bottom: agreed(.bottom, modelled.bottom), right: agreed(.right, modelled.right))
            if saved != SavedInsets() { result[v] = saved }
        }
        return result
    }

    /// Views of the app's own classes (a plain view with a custom class and no subviews, which
    /// Interface Builder draws with the app's designable code) may have a content size that code
    /// gives and nibtool cannot know. Where the layout sizes such a view, without a content size,
    /// elsewhere than its saved frame along an axis it decides (not a free one: a view that
    /// nothing sizes stays ambiguous), its saved length on that axis is the candidate (nextcloud's
    /// BadgeView, saved 29.5 tall beside a 19.5 pt label that its stack stretches to match).
    static func mayHaveAppContentSize(_ view: View) -> Bool {
        view.elementName == "view" && view.customClass != nil && view.subviews.isEmpty
    }

    static func contentSizesAsSaved(_ doc: IBDocument, _ layout: LayoutResult) -> [Int: SavedContentSize] {
        var result: [Int: SavedContentSize] = [:]
        for view in doc.views where mayHaveAppContentSize(view) {
            let l = layout.views[view.index]
            guard l.mode == .autoLayout, l.ambiguity.count == 4, l.intrinsic.width == nil, l.intrinsic.height == nil,
                  view.placeholderIntrinsicWidth == nil, view.placeholderIntrinsicHeight == nil, doc.designableSizes[view.id] == nil,
                  let saved = view.frame, let solved = l.frame else { continue }
            func length(_ saved: Double, _ solved: Double, _ ambiguity: Ambiguity) -> Double? {
                saved > 0 && abs(saved - solved) > 0.5 && ambiguity != .free ? saved : nil
            }
            let size = SavedContentSize(width: length(saved.width, solved.width, l.ambiguity[2]),
                                        height: length(saved.height, solved.height, l.ambiguity[3]))
            if size != SavedContentSize() { result[view.index] = size }
        }
        return result
    }

    /// Whether a layout with insets read from the saved frames explains more of a root's saved
    /// frames than the model's: at least two more of its views at their saved frames, one of them
    /// not a witness (a view pinned to the inset itself). Views dragged off their places by the
    /// same amount explain only themselves, and stay misplaced (mattneub's TestingMultitasking:
    /// two buttons 4 pt off their root's margin, which Xcode flags misplaced); a view laid out
    /// from a witness (a label beside an image view pinned to a cell's margin) is confirmation.
    static func explainsMore(_ doc: IBDocument, _ layout: LayoutResult, than model: LayoutResult, under root: Int, witnesses: Set<Int>) -> Bool {
        let now = savedFramesMatched(doc, layout, under: root), before = savedFramesMatched(doc, model, under: root)
        return now.count >= before.count + 2 && now.subtracting(witnesses).count > before.subtracting(witnesses).count
    }

    /// Whether `layout` leaves some view of a root's hierarchy less decided than `model` did: an
    /// edge or length that was unique and is now a tie or free.
    static func undecidesAView(_ doc: IBDocument, _ layout: LayoutResult, than model: LayoutResult, under root: Int) -> Bool {
        doc.subtree(of: root).contains { v in
            let now = layout.views[v].ambiguity, before = model.views[v].ambiguity
            return now.count == 4 && before.count == 4 && zip(before, now).contains { $0 == .unique && $1 != .unique }
        }
    }

    /// The views of a root's hierarchy the layout puts at their saved frames (half a point).
    static func savedFramesMatched(_ doc: IBDocument, _ layout: LayoutResult, under root: Int) -> Set<Int> {
        Set(doc.subtree(of: root).filter { v in
            guard let saved = doc.views[v].frame, let solved = layout.views[v].frame else { return false }
            return zip(saved.array, solved.array).allSatisfy { abs($0 - $1) <= 0.5 }
        })
    }

    /// The views whose saved frames place the modelled edges `edges` accepts (the plain side of a
    /// required equality with such an edge).
    static func witnessViews(_ doc: IBDocument, _ witness: SavedFrameWitness, _ edges: (SavedFrameWitness.ModelledEdge) -> Bool) -> Set<Int> {
        var views = Set<Int>()
        for c in doc.constraints.indices {
            guard let (edge, _) = witness.impliedPosition(of: c), edges(edge) else { continue }
            for case .view(let v)? in [doc.constraints[c].firstItem, doc.constraints[c].secondItem] where edge.item != .view(v) { views.insert(v) }
        }
        return views
    }

    /// The layout, and the same layout with every text size moved by `points` (what a layout with
    /// `textPerturbation` gives) for the hierarchies that measure text: each hierarchy's system is
    /// built once and the probe edits the text constraints of a copy, instead of building again.
    public func layoutWithTextProbe(_ doc: IBDocument, _ config: Configuration, points: Double) -> (layout: LayoutResult, probe: LayoutResult) {
        let both = laidOutAsSaved(doc, config, onlyText: false, probePoints: points)
        return (both.layout, both.probe!)
    }

    private func laidOut(_ doc: IBDocument, _ config: Configuration, onlyText: Bool, probePoints: Double?) -> (layout: LayoutResult, probe: LayoutResult?) {
        let installation = Installation(doc, config, runtime: options.runtime)
        let empty = LayoutResult(
            configuration: config, installation: installation,
            views: doc.views.map { ViewLayout(view: $0.index, mode: .notInstalled, frame: nil, absoluteFrame: nil, exactFrame: nil,
                                              ambiguity: [], intrinsic: .none) },
            conflicts: [], brokenOptionals: [], scrollContentAmbiguity: [:], origins: [])
        var result = empty
        var probe = probePoints.map { _ in empty }
        let graph = ControllerGraph(doc)
        let category = contentSizeCategory(doc, config)
        let tallLines = tallTextStyleLines(doc, config, category)
        result.contentSizeCategory = category
        for root in doc.views where root.superview == nil && installation.viewInstalled[root.index] {
            let measuresText = doc.subtree(of: root.index).contains { Self.measuresText(doc.views[$0].elementName) }
            if onlyText && !measuresText { continue }
            var builder = SystemBuilder(doc: doc, config: config, installation: installation, options: options, root: root.index, graph: graph)
            builder.contentSizeCategory = category
            builder.tallTextStyleLines = tallLines
            builder.build()
            if let points = probePoints, measuresText {
                // Optimized once before the copy: the probe's edits start from the optimal tableau
                // instead of each copy optimizing the same system again.
                builder.solver.solve()
                var moved = builder
                moved.perturbText(by: points)
                moved.solveAndReport(into: &probe!)
            }
            builder.solveAndReport(into: &result)
        }
        return (result, probe)
    }

    /// The document's Dynamic Type size, found once per document and scale when a cache is shared
    /// (a check lays the same document out in several configurations and probes).
    func contentSizeCategory(_ doc: IBDocument, _ config: Configuration) -> ContentSizeCategory {
        if let chosen = options.contentSizeCategory { return chosen }
        let compute = { options.intrinsicSizes.contentSizeCategory(of: doc, config) }
        return options.intrinsicCache?.contentSizeCategory(scale: config.scale, compute) ?? compute()
    }

    /// Whether the document's text styles are measured with taller lines, found once per document
    /// and scale like its category. Only for the document as saved: a chosen text size or the
    /// run-time layout is another Mac's or device's language, which the document does not tell.
    func tallTextStyleLines(_ doc: IBDocument, _ config: Configuration, _ category: ContentSizeCategory) -> Bool {
        guard options.contentSizeCategory == nil, !options.runtime else { return false }
        let compute = { options.intrinsicSizes.tallTextStyleLines(of: doc, config, category: category) }
        return options.intrinsicCache?.tallTextStyleLines(scale: config.scale, compute) ?? compute()
    }

    /// View classes whose intrinsic size comes from text (IntrinsicSizes gives them ranges).
    static let textClasses: Set<String> = ["label", "button", "textField", "textView", "segmentedControl", "pageControl",
                                           "searchBar", "slider", "progressView"]
    static func measuresText(_ elementName: String) -> Bool { textClasses.contains(elementName) }

    /// For every installed document constraint between laid-out views: the constant that makes
    /// it hold for the frames saved in the document (Update Constraint Constants).
    public func constantsForSavedFrames(_ doc: IBDocument, _ config: Configuration) -> [Int: Double] {
        let installation = Installation(doc, config, runtime: options.runtime)
        let graph = ControllerGraph(doc)
        var constants: [Int: Double] = [:]
        let category = contentSizeCategory(doc, config)
        let tallLines = tallTextStyleLines(doc, config, category)
        for root in doc.views where root.superview == nil && installation.viewInstalled[root.index] {
            var builder = SystemBuilder(doc: doc, config: config, installation: installation, options: options, root: root.index, graph: graph)
            builder.contentSizeCategory = category
            builder.tallTextStyleLines = tallLines
            builder.pinToSavedFrames = true
            builder.build()
            constants.merge(builder.savedFrameConstants()) { a, _ in a }
        }
        return constants
    }
}

/// Measuring text is the costly part of intrinsic sizes and does not depend on the size class:
/// one document's layouts share the measurements (per device scale).
public final class IntrinsicCache: @unchecked Sendable {
    private var sizes: [Int: IntrinsicSize] = [:]
    private var categories: [Double: ContentSizeCategory] = [:]
    private var tallLines: [Double: Bool] = [:]
    private var contentSizes: [Int: SavedContentSize]?
    private let lock = NSLock()

    public init() {}

    func size(of view: View, scale: Double, _ compute: () -> IntrinsicSize) -> IntrinsicSize {
        let key = view.index &* 8 &+ Int(saturating: scale, in: 0...7)
        lock.lock()
        if let s = sizes[key] { lock.unlock(); return s }
        lock.unlock()
        let s = compute()
        lock.lock(); sizes[key] = s; lock.unlock()
        return s
    }

    /// The content sizes the document's own configuration took from the saved frames
    /// (`LayoutEngine.documentContentSizes`), found once.
    @discardableResult
    func documentContentSizes(_ compute: () -> [Int: SavedContentSize]) -> [Int: SavedContentSize] {
        lock.lock()
        if let sizes = contentSizes { lock.unlock(); return sizes }
        lock.unlock()
        let sizes = compute()
        lock.lock(); contentSizes = sizes; lock.unlock()
        return sizes
    }

    func tallTextStyleLines(scale: Double, _ compute: () -> Bool) -> Bool {
        memo(\.tallLines, scale, compute)
    }

    func contentSizeCategory(scale: Double, _ compute: () -> ContentSizeCategory) -> ContentSizeCategory {
        memo(\.categories, scale, compute)
    }

    /// `table[key]`, computed outside the lock the first time (two threads may both compute it;
    /// the values are equal).
    private func memo<Value>(_ table: ReferenceWritableKeyPath<IntrinsicCache, [Double: Value]>, _ key: Double,
                             _ compute: () -> Value) -> Value {
        lock.lock()
        if let value = self[keyPath: table][key] { lock.unlock(); return value }
        lock.unlock()
        let value = compute()
        lock.lock(); self[keyPath: table][key] = value; lock.unlock()
        return value
    }
}
