import LayoutSolver
import NibModel
import NibText

/// Required constraints that cannot all hold in one configuration: a minimal conflicting set and
/// the constraint UIKit would break to recover.
public struct ConflictIssue: Sendable {
    public var configuration: Configuration
    public var report: ConflictReport
    /// The document constraint the finding is located at: the one UIKit would break, else the
    /// first document constraint of the set.
    public var anchor: Int
    /// The ids of the set's document constraints, in the set's order.
    public var constraintIDs: [String]
    public var brokenID: String?
    public var evidence: Evidence
}

/// A view whose position or size its constraints leave free (`.free`) or decide by a tie of
/// content priorities (`.tie`), on one axis, in one configuration; or a view Xcode saved flagged
/// as ambiguous where nibtool finds nothing on either axis (`axis` nil). `ambiguities(.free)`
/// also holds the ties Xcode flags as ambiguous (`tieStretchesFillStack`), with kind `.tie`.
public struct AmbiguityIssue: Sendable {
    public var configuration: Configuration
    public var view: Int
    public var kind: Ambiguity
    public var axis: LayoutAttribute.Axis?
    public var position: Bool
    public var size: Bool
    /// What the finding rests on; `.xcode` when Xcode saved the view flagged ambiguous.
    public var evidence: Evidence
    /// nibtool's own evidence when Xcode flagged the view too.
    public var computedEvidence: Evidence?
    /// The view is a scroll view and what is open on `axis` is its scrollable content size, not
    /// its frame (Xcode saves such a scroll view flagged as ambiguous).
    public var scrollContent = false
    /// A tie only as text sizes vary: the texts fill their space exactly at nibtool's sizes, and
    /// with text a few points larger and a few smaller the content priorities tie.
    public var tiesAsTextVaries = false
    /// The table row (cell) holding the view, when the finding is that Xcode's canvas does not
    /// lay the row out (`viewsInRowsBelowTheirTable`).
    public var rowBelowItsTable: Int?
}

/// Why validate does not report an axis the layout leaves ambiguous.
public enum AmbiguityExemption: Sendable, Equatable {
    /// The view's Ambiguity is set to Never Verify.
    case neverVerify
    /// A superview's frame is decided by a tie (or free), and it is reported there.
    case ambiguousAncestor
    /// A tie along its stack view's axis, which the stack resolves (arranged-view order).
    case resolvedByStack(Int)
    /// Only its position is free, and only because an ancestor's is: it moves with that
    /// ancestor, which is reported (Xcode 8 and later flag the view that lacks the constraint).
    case movesWithAmbiguousAncestor(Int)

    /// In words, as `explain` and `validate` say why nibtool leaves the axis unreported.
    public func describe(_ doc: IBDocument) -> String {
        switch self {
        case .neverVerify: return "the view's Ambiguity is set to Never Verify"
        case .ambiguousAncestor: return "a superview's frame is decided by a tie, and it is reported there"
        case .resolvedByStack(let s):
            return "a tie along \(doc.views[s].displayName)'s axis is resolved by the stack (arranged-view order)"
        case .movesWithAmbiguousAncestor(let a):
            return "it moves with \(doc.views[a].displayName), whose position is ambiguous and is reported there"
        }
    }
}

extension DocumentAnalysis {
    /// What nibtool's own layout of the document's configuration says of a view Xcode saved
    /// flagged as ambiguous where nibtool reports nothing itself, as a sentence: how its frame is
    /// decided, or on which axis nibtool finds it undecided and why it leaves that out. Nil when
    /// the view is not laid out there.
    public func ownReading(ofFlagged v: Int) -> String? {
        guard let layout = documentLayout, layout.views.indices.contains(v) else { return nil }
        let l = layout.views[v]
        switch l.mode {
        case .notInstalled: return nil
        case .root: return "Its container sets its frame."
        case .autoresizing: return "It is placed by its autoresizing mask, which fixes its frame."
        case .autoLayout: break
        }
        guard l.ambiguity.count == 4 else { return nil }
        for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
            let (p, s) = axis == .horizontal ? (l.ambiguity[0], l.ambiguity[2]) : (l.ambiguity[1], l.ambiguity[3])
            guard p != .unique || s != .unique else { continue }
            let what = axis == .horizontal ? (s != .unique ? "width" : "horizontal position") : (s != .unique ? "height" : "vertical position")
            let how = p == .free || s == .free ? "left free by its constraints" : "decided by a tie of equal priorities"
            var why = Self.exemption(of: v, axis: axis, position: p, size: s, in: layout, document).map { ", but \($0.describe(document))" } ?? ""
            if why.isEmpty, p == .unique, document.views[v].verifyAmbiguity == .ignoreSizes {
                why = ", but the view's Ambiguity is set to Verify Position Only"
            }
            return "nibtool finds its \(what) \(how)\(why)."
        }
        return "nibtool's layout of its constraints decides its frame."
    }
}

/// A view whose saved frame differs from the one its constraints give, in the document's own
/// configuration: nibtool's verdict, Xcode's saved flag, or both.
public struct MisplacementIssue: Sendable {
    public var configuration: Configuration
    public var view: Int
    /// nibtool's verdict (saved and expected frames, evidence); nil when only Xcode flagged it.
    public var verdict: MisplacementVerdict?
    /// Xcode saved the view flagged as misplaced.
    public var flaggedByXcode: Bool
    public var evidence: Evidence { flaggedByXcode ? .xcode : verdict!.evidence }
}

/// A scroll view whose content width or height its constraints do not determine.
public struct ScrollContentIssue: Sendable {
    public var configuration: Configuration
    public var scrollView: Int
    public var width: Bool
    public var height: Bool
    public var evidence: Evidence
}

extension DocumentAnalysis {
    /// Every conflict, configuration by configuration.
    public func conflicts() -> [ConflictIssue] {
        layouts.flatMap { conflicts(in: $0) }
    }

    /// The conflicts of one layout, each with the evidence it rests on (`witness`: the layout's
    /// saved-frame witness, when the caller has one already).
    func conflicts(in layout: LayoutResult, witness known: SavedFrameWitness? = nil) -> [ConflictIssue] {
        guard !layout.conflicts.isEmpty else { return [] }
        let witness = known ?? SavedFrameWitness(document, layout)
        return layout.conflicts.compactMap { conflict in
            let documentConstraints = conflict.constraints.compactMap { o -> Int? in
                if case .document(let c) = o { return c } else { return nil }
            }
            var anchor: Int?
            if case .document(let c) = conflict.broken { anchor = c }
            // A set of system constraints alone has nowhere in the document to be reported.
            guard let at = anchor ?? documentConstraints.first else { return nil }
            return ConflictIssue(configuration: layout.configuration, report: conflict, anchor: at,
                                 constraintIDs: conflict.constraints.compactMap { LayoutNames.constraintID($0, document) },
                                 brokenID: LayoutNames.constraintID(conflict.broken, document),
                                 evidence: ConflictVerdict.evidence(of: conflict, in: layout, witness: witness, document: document))
        }
    }

    /// Views left free by their constraints (`.free`, Xcode's Ambiguous Layout) or decided by a
    /// tie of content priorities (`.tie`), per view and axis, with Xcode's own flags merged in.
    public func ambiguities(_ kind: Ambiguity) -> [AmbiguityIssue] {
        var out = scan(kind)
        let inOwn = { (i: AmbiguityIssue) in i.configuration.isDocumentConfiguration }
        switch kind {
        case .free:
            // Built-in views of styled cells saved at earlier cell margins (CellStyleFrames).
            if let own = documentLayout {
                out += cellStyleViewsAtEarlierMargins(in: own).map {
                    AmbiguityIssue(configuration: own.configuration, view: $0, kind: .free, axis: .horizontal,
                                   position: true, size: false, evidence: .layout)
                }
            }
            // A cell's content view whose saved content keeps its sizes against the cell's height.
            if let own = documentLayout {
                out += contentViewsOverriddenByTheirContent(in: own).map {
                    AmbiguityIssue(configuration: own.configuration, view: $0, kind: .free, axis: .vertical,
                                   position: false, size: true, evidence: .layout)
                }
            }
            // The views of table rows below their table, which Xcode's canvas does not lay out:
            // what the canvas shows, not the run time.
            if let own = documentLayout {
                let reported = Set(out.filter(inOwn).map(\.view))
                for (v, row) in viewsInRowsBelowTheirTable(in: own) where !reported.contains(v) {
                    var a = AmbiguityIssue(configuration: own.configuration, view: v, kind: .free, axis: nil,
                                           position: true, size: true, evidence: .canvas)
                    a.rowBelowItsTable = row
                    out.append(a)
                }
            }
            // A scroll view whose content size is open is ambiguous in Xcode too: it saves the
            // scroll view flagged as ambiguous, though its frame is determined.
            for issue in scrollContentAmbiguities() {
                for (axis, open) in [(LayoutAttribute.Axis.horizontal, issue.width), (.vertical, issue.height)] where open {
                    var a = AmbiguityIssue(configuration: issue.configuration, view: issue.scrollView, kind: .free, axis: axis,
                                           position: false, size: true, evidence: issue.evidence)
                    a.scrollContent = true
                    out.append(a)
                }
            }
            // Xcode's own flags, merged with nibtool's finding on the same view where there is one.
            // They are never an input of the computed verdicts (measured with the flags removed).
            guard let own = documentLayout, document.views.contains(where: \.ambiguous) else { return out }
            // Xcode flags content-priority ties as ambiguous too: the tie issues report those.
            let ties = Set(scan(.tie).filter(inOwn).map(\.view))
            for (v, view) in document.views.enumerated() where view.ambiguous && view.verifyAmbiguity != .off && own.views[v].mode != .notInstalled {
                let mine = out.indices.filter { out[$0].view == v && inOwn(out[$0]) }
                if mine.isEmpty && !ties.contains(v) {
                    out.append(AmbiguityIssue(configuration: own.configuration, view: v, kind: .free, axis: nil,
                                              position: true, size: true, evidence: .xcode))
                }
                for i in mine { out[i].computedEvidence = out[i].evidence; out[i].evidence = .xcode }
            }
        default:
            // A tie on a view Xcode saved flagged ambiguous is Xcode's finding too.
            for i in out.indices where inOwn(out[i]) && document.views[out[i].view].ambiguous {
                out[i].computedEvidence = out[i].evidence
                out[i].evidence = .xcode
            }
        }
        return out
    }

    /// The Auto Layout views (with their row) of table rows lying entirely below (or right of)
    /// their table's saved bounds, in documents saved by Xcode 14 or later. A UITableView lays
    /// out only the rows it shows; from Xcode 14 on, the canvas shows the views of the rows it
    /// does not lay out as ambiguous, and saves them flagged so, though their constraints
    /// determine them (nibtool's solver lays every row out, so this is read off the saved
    /// frames). Which of a row's views it flags varies with what was laid out while editing:
    /// `OffscreenRowAmbiguityTests` has the measurements.
    func viewsInRowsBelowTheirTable(in own: LayoutResult) -> [(view: Int, row: Int)] {
        guard XcodeEra(document) >= .xcode14to15 else { return [] }
        var out: [(view: Int, row: Int)] = []
        for (c, cell) in document.views.enumerated() where cell.elementName == "tableViewCell" {
            guard let t = cell.superview, document.views[t].elementName == "tableView",
                  let table = document.views[t].frame, let row = cell.frame,
                  row.y >= table.height || row.x >= table.width else { continue }
            for v in document.subtree(of: c) where v != c {
                let l = own.views[v]
                guard l.mode == .autoLayout, l.ambiguity.count == 4, l.ambiguity.allSatisfy({ $0 == .unique }),
                      document.views[v].verifyAmbiguity != .off else { continue }
                out.append((v, c))
            }
        }
        return out
    }

    /// Table cell content views in a conflict between their cell's height and their content's
    /// required constraints, where the saved frames keep the content as its constraints size it
    /// and miss only the pins to the content view itself: Xcode laid the content out from its own
    /// constraints, not from the cell, and saved the content view flagged as ambiguous (an 80 pt
    /// image 8 pt from the top and bottom of a 133 pt row, saved 80 tall at the top). Where the
    /// saved frames break a constraint inside the content instead (ProtonVPN's 20 pt icon saved
    /// 32 tall to fill its row), Xcode fitted the content to the cell and flags nothing. Only
    /// conflicts the saved frames do not contradict count.
    func contentViewsOverriddenByTheirContent(in own: LayoutResult) -> [Int] {
        guard !own.conflicts.isEmpty else { return [] }
        let witness = SavedFrameWitness(document, own)
        let issues = conflicts(in: own, witness: witness).filter { $0.evidence == .layout || $0.evidence == .document }
        var found = Set<Int>()
        for conflict in issues.map(\.report) {
            let contentViews = Set(conflict.constraints.compactMap { origin -> Int? in
                if case .autoresizing(let v) = origin, document.views[v].elementName == "tableViewCellContentView" { return v }
                return nil
            })
            guard contentViews.count == 1, let cv = contentViews.first else { continue }
            let constraints = conflict.constraints.compactMap { origin -> Int? in
                if case .document(let c) = origin { return c } else { return nil }
            }
            let missed = constraints.filter { witness.satisfies($0) == false }
            let pinsToContentView = { (c: Int) in
                let con = self.document.constraints[c]
                return con.firstItem == .view(cv) || con.secondItem == .view(cv)
            }
            if !missed.isEmpty && missed.allSatisfy(pinsToContentView) && constraints.allSatisfy({ witness.satisfies($0) != nil }) {
                found.insert(cv)
            }
        }
        return found.sorted()
    }

    /// The per-view, per-axis scan both kinds share.
    private func scan(_ kind: Ambiguity) -> [AmbiguityIssue] {
        var out: [AmbiguityIssue] = []
        for layout in layouts {
            // Xcode reports content priority ambiguity structurally: when texts fill their space
            // exactly, equal hugging ties as soon as they shrink and equal compression resistance
            // as soon as they grow. A tie in both text probes is such a case.
            let probes = layout.configuration.isDocumentConfiguration && kind == .tie ? [textProbe, shrunkTextProbe].compactMap { $0 } : []
            for var l in layout.views where l.mode == .autoLayout && l.ambiguity.count == 4 {
                let solved = l.ambiguity
                if probes.count == 2 {
                    let a = probes[0].views[l.view].ambiguity, b = probes[1].views[l.view].ambiguity
                    if a.count == 4 && b.count == 4 {
                        let horizontal = Self.followsContentProportionally(l.view, axis: .horizontal, in: layout, document)
                        let vertical = Self.followsContentProportionally(l.view, axis: .vertical, in: layout, document)
                        l.ambiguity = (0..<4).map { i in
                            if (i % 2 == 0 ? horizontal : vertical) { return l.ambiguity[i] }
                            return l.ambiguity[i] == .unique && a[i] == .tie && b[i] == .tie ? .tie : l.ambiguity[i]
                        }
                    }
                }
                let view = document.views[l.view]
                for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                    let (p, s) = axis == .horizontal ? (l.ambiguity[0], l.ambiguity[2]) : (l.ambiguity[1], l.ambiguity[3])
                    if Self.exemption(of: l.view, axis: axis, position: p, size: s, in: layout, document) != nil { continue }
                    // Xcode flags a tie that stretches a fill stack's content as ambiguous, not
                    // as a content-priority tie: `ambiguous-layout` reports it, once.
                    let stretchingTie = (p == .tie || s == .tie) && Self.tieStretchesFillStack(of: l.view, axis: axis, in: layout, document)
                    if stretchingTie && kind == .tie { continue }
                    let reported = { (a: Ambiguity) in a == kind || (stretchingTie && a == .tie) }
                    var position = reported(p)
                    var size = view.verifyAmbiguity == .ignoreSizes ? false : reported(s)
                    // A free size makes the position free as well; report what is missing.
                    if kind == .tie, p == .free || s == .free { position = false; size = false }
                    guard position || size else { continue }
                    var issue = AmbiguityIssue(configuration: layout.configuration, view: l.view, kind: stretchingTie ? .tie : kind, axis: axis,
                                               position: position, size: size, evidence: .layout)
                    // Only the text probes tie it: the layout itself decides the axis.
                    let (sp, ss) = axis == .horizontal ? (solved[0], solved[2]) : (solved[1], solved[3])
                    issue.tiesAsTextVaries = kind == .tie && sp == .unique && ss == .unique
                    out.append(issue)
                }
            }
        }
        return out
    }

    /// Why an ambiguous axis of a view is not reported (nil: it is). `explain` says the same.
    public static func exemption(of v: Int, axis: LayoutAttribute.Axis, position: Ambiguity, size: Ambiguity,
                                 in layout: LayoutResult, _ document: IBDocument) -> AmbiguityExemption? {
        let view = document.views[v]
        if view.verifyAmbiguity == .off { return .neverVerify }
        // A view that moves with a tie above it is reported there; one under a view that is
        // free is itself free, and Xcode flags it too (Charts' Ratings: a stack and both
        // its labels; the only such case in the corpus).
        if LayoutNames.hasAmbiguousAncestor(v, document, layout, ties: true) { return .ambiguousAncestor }
        // Xcode 7 flagged the views inside too (`AmbiguityCascadeTests`).
        if position == .free, size != .free, document.toolsVersion >= 11000,
           let ancestor = LayoutNames.ancestorFreeInPosition(v, axis: axis, document, layout) {
            return .movesWithAmbiguousAncestor(ancestor)
        }
        // Ties along a stack's axis are resolved by the stack (by arranged-view order), unless
        // the tie stretches the content of a fill stack (Xcode flags that).
        if position != .free, size != .free, LayoutNames.stackAxis(of: v, document, layout) == axis, let stack = view.superview,
           !tieStretchesFillStack(of: v, axis: axis, in: layout, document) {
            return .resolvedByStack(stack)
        }
        return nil
    }

    /// True when `v` is, or lies inside, an arranged view of a `fillProportionally` stack along
    /// `axis`. Such a stack gives its arranged views lengths in proportion to their content, so
    /// content that fits them exactly fits them at any text size: the fit is made by the stack, not
    /// a coincidence of text sizes, and the text probes' structural ties do not apply on that axis
    /// (Xcode flags no view inside such a stack).
    public static func followsContentProportionally(_ v: Int, axis: LayoutAttribute.Axis, in layout: LayoutResult, _ document: IBDocument) -> Bool {
        var current = v
        while let s = document.views[current].superview {
            if let info = layout.installation.stackInfo(of: document.views[s]), info.distribution == "fillProportionally",
               (info.axis == .vertical ? LayoutAttribute.Axis.vertical : .horizontal) == axis {
                return true
            }
            current = s
        }
        return false
    }

    /// Stretches (and differences of length) smaller than this may be the stand-in fonts'
    /// measurement, not the layout's.
    static let stretchTolerance = 1.0

    /// True when `v` is an arranged view of a fill stack along `axis` whose arranged views split
    /// its length by a tie, and the tie stretches what they hold: a content hugging on `axis`, or
    /// a nested stack's fit to its content across its own axis, is broken in the subtree of a
    /// tied view. Equal hugging then leaves Xcode no way to choose which view grows, and it
    /// flags the tied views ambiguous (Content Priority Ambiguity), though UIKit would resolve
    /// the tie by index. Only where nibtool lays the stack out at the length Xcode saved. Where
    /// nothing is stretched (content that fills the stack exactly, or
    /// is compressed, or views with no content size that the fill stack splits itself) Xcode
    /// leaves the views unflagged (`StackTieAmbiguityTests`).
    public static func tieStretchesFillStack(of v: Int, axis: LayoutAttribute.Axis, in layout: LayoutResult, _ document: IBDocument) -> Bool {
        guard let s = document.views[v].superview, let info = layout.installation.stackInfo(of: document.views[s]),
              info.distribution == "fill", (info.axis == .vertical ? LayoutAttribute.Axis.vertical : .horizontal) == axis else { return false }
        // The stack laid out at the length Xcode saved: otherwise a stretch may be nibtool's own
        // (its length decided differently upstream), not one Xcode's layout shows.
        let length = { (r: Rect) in axis == .horizontal ? r.width : r.height }
        guard let saved = document.views[s].frame, let solved = layout.views[s].frame,
              abs(length(saved) - length(solved)) < stretchTolerance else { return false }
        let size = axis == .horizontal ? 2 : 3
        let tied = document.views[s].subviews.filter {
            layout.views[$0].mode == .autoLayout && layout.views[$0].ambiguity.count == 4 && layout.views[$0].ambiguity[size] == .tie
        }
        guard !tied.isEmpty else { return false }
        let held = Set(tied.flatMap { document.subtree(of: $0) })
        return layout.brokenOptionals.contains { broken in
            guard broken.violation >= stretchTolerance else { return false }
            switch broken.origin {
            case .hugging(let x, let a):
                return a == axis && held.contains(x)
            case .stack(let x, let kind):
                // A stack's fit to its content lies across its own axis.
                guard kind == "UISV-canvas-fit", held.contains(x), let nested = layout.installation.stackInfo(of: document.views[x]) else { return false }
                return (nested.axis == .vertical ? LayoutAttribute.Axis.vertical : .horizontal) != axis
            default:
                return false
            }
        }
    }

    /// Misplaced views in the document's own configuration: first those Xcode saved flagged (with
    /// nibtool's verdict where it has one), then nibtool's other verdicts.
    public func misplacements() -> [MisplacementIssue] {
        guard let layout = documentLayout else { return [] }
        var computed = MisplacementVerdicts(document: document, layout: layout, textProbe: textProbe).verdicts
        var out: [MisplacementIssue] = []
        // The flags are never an input of the computed verdicts (measured with the flags removed).
        for (v, view) in document.views.enumerated() where view.misplaced && layout.views[v].mode != .notInstalled {
            let verdict = computed.firstIndex(where: { $0.view == v }).map { computed.remove(at: $0) }
            out.append(MisplacementIssue(configuration: layout.configuration, view: v, verdict: verdict, flaggedByXcode: true))
        }
        return out + computed.map { MisplacementIssue(configuration: layout.configuration, view: $0.view, verdict: $0, flaggedByXcode: false) }
    }

    /// Scroll views whose content size is open, configuration by configuration.
    public func scrollContentAmbiguities() -> [ScrollContentIssue] {
        layouts.flatMap { layout in
            layout.scrollContentAmbiguity.keys.sorted().compactMap { Self.openScrollContent(of: $0, in: layout, document) }
        }
    }

    /// The open content size of scroll view `s` in one layout, as validate reports it (and
    /// `explain` says it); nil when its content size is decided or not Xcode's concern.
    public static func openScrollContent(of s: Int, in layout: LayoutResult, _ document: IBDocument) -> ScrollContentIssue? {
        let view = document.views[s]
        // Never Verify is about the scroll view's own frame: Xcode still flags a scroll
        // view whose content size is open (`ScrollContentAmbiguityTests`).
        guard let open = layout.scrollContentAmbiguity[s], layout.views[s].mode != .notInstalled else { return nil }
        // Only scroll views whose content is laid out with constraints, or whose content
        // layout guide is on while nothing in them is laid out with constraints (empty,
        // or autoresizing subviews only): with the guide, Xcode expects constraints to
        // size the content, so nothing sizes it, and Xcode flags it. Without the guide,
        // autoresizing content is the legacy contentSize set in code (`ScrollContentAmbiguityTests`).
        let hasContentGuide = view.layoutGuides.contains { document.layoutGuides[$0].kind == .contentLayoutGuide }
        let constrainedContent = view.subviews.contains(where: { layout.views[$0].mode == .autoLayout })
        guard constrainedContent || hasContentGuide else { return nil }
        // Whether content sizes itself rests on nibtool's model of which views have an
        // intrinsic size, unless no content is laid out with constraints at all.
        return ScrollContentIssue(configuration: layout.configuration, scrollView: s, width: open.width, height: open.height,
                                  evidence: constrainedContent ? .layout : .document)
    }
}

/// A label whose text no longer fits the frame its constraints give it at the layout's text size
/// (`--text-size`), though it fits at the document's own size.
public struct ClippedTextIssue: Sendable {
    public var configuration: Configuration
    public var view: Int
    /// Its lines are cut off (a multi-line label kept shorter than its lines); else a one-line
    /// label is truncated (narrower than its text).
    public var height: Bool
    /// The lower end of the measured text's height (or width), and what the frame gives.
    public var need: Double
    public var has: Double
    public var frame: Rect
    /// The document's own text size, where it fits.
    public var ownSize: ContentSizeCategory
}

extension DocumentAnalysis {
    /// Labels the layouts' text size cuts off. A one-line text is truncated where it is narrower
    /// than its text; a multi-line one loses its last lines where a height constraint or its
    /// neighbours keep it shorter than its lines. Compared with the lower end of the
    /// measurement's range, so that the stand-in font alone never makes a finding. Text that is
    /// already cut off at the document's own size is a design decision (a title truncated on
    /// purpose): only what the other text size cuts off is reported.
    public func clippedText(runtime: Bool) -> [ClippedTextIssue] {
        let ownSize = LayoutEngine(options: LayoutOptions(runtime: runtime))
        var out: [ClippedTextIssue] = []
        for layout in layouts {
            var saved: LayoutResult?   // laid out only once something is cut off
            for l in layout.views {
                guard let cut = Self.cut(l, layout, document) else { continue }
                let own = saved ?? ownSize.layout(document, layout.configuration)
                saved = own
                if Self.cut(own.views[l.view], own, document) != nil { continue }
                out.append(ClippedTextIssue(configuration: layout.configuration, view: l.view, height: cut.height, need: cut.need,
                                            has: cut.has, frame: cut.frame, ownSize: own.contentSizeCategory))
            }
        }
        return out
    }

    /// How a label's text does not fit its frame in a layout: a one-line text narrower than the
    /// lower end of its measured width, a multi-line one shorter than the lower end of its height.
    static func cut(_ l: ViewLayout, _ layout: LayoutResult, _ doc: IBDocument) -> (height: Bool, need: Double, has: Double, frame: Rect)? {
        guard l.mode != .notInstalled, l.intrinsic.dependsOnText, let frame = l.frame else { return nil }
        let view = doc.views[l.view]
        // Labels that shrink their font to fit are not judged.
        guard view.elementName == "label", !layout.installation.isHidden(view), !view.appearance.adjustsFontSizeToFit else { return nil }
        if view.numberOfLines != 1, let h = l.intrinsic.heightRange?.lowerBound, h > frame.height + 1 {
            return (true, h, frame.height, frame)
        }
        if view.numberOfLines == 1, let w = l.intrinsic.widthRange?.lowerBound, w > frame.width + 1 {
            return (false, w, frame.width, frame)
        }
        return nil
    }
}
