import Foundation
import LayoutSolver
import NibLayout
import NibModel
import NibSupport
import NibXML

/// Add Missing Constraints: constraints that make every ambiguous view unambiguous while keeping
/// every frame where it is drawn, chosen as a careful designer would (ib-format.md §15.1): the
/// safe area for children of a controller's root view, the nearest neighbour otherwise, centering
/// when a view is centred, no size constraint where the view has an intrinsic size, standard
/// spacing written as `symbolic`. Each round adds constraints for what is still free and keeps
/// only additions that create no conflict.
enum AddMissingConstraints {
    /// A constraint to add: `first.a1 = second.a2 + constant` (items by id).
    struct Proposal: Equatable {
        var first: String
        var a1: LayoutAttribute
        var second: String?
        var a2: LayoutAttribute?

        /// The two anchors it relates, in either order (a size: one anchor).
        var anchors: Set<String> {
            Self.anchors(first: first, a1.rawValue, second: second, a2?.rawValue)
        }

        static func anchors(first: String, _ a1: String, second: String?, _ a2: String?) -> Set<String> {
            var s: Set<String> = ["\(first).\(a1)"]
            if let second, let a2 { s.insert("\(second).\(a2)") }
            return s
        }
        var constant: Double
        var symbolic: Bool
    }

    /// `traits`: work in that size class and install what is added only there (Vary for Traits).
    /// `document`: `bytes` as read; each candidate is read once, by the check that keeps it, and
    /// planned from in the next round. Returns the result with the document it reads as.
    static func apply(bytes: [UInt8], document: IBDocument, path: String, checks: any DocumentChecks, scopeViews: Set<String>, scopeScenes: Set<String>,
                      traits: TraitsPattern? = nil, unconstrained: Set<String> = []) throws -> (bytes: [UInt8], document: IBDocument, changes: [String]) {
        var current = bytes
        var doc = document
        var changes: [String] = []
        var usedIDs = Set<String>()
        // `wR-hA` covers wR-hR and wR-hC: each is laid out, in turn, until none is ambiguous.
        let patterns: [TraitsPattern?] = traits.map { t in TraitInstallation.finalTraits(matching: t).map { Optional($0) } } ?? [nil]
        let onlyIn = traits.flatMap(TraitInstallation.variationKey)
        // Conflicts the document already has (in other size classes) are not the additions' doing.
        let conflictsBefore = conflicts(in: document, path: path, checks: checks)
        for _ in 0..<(4 * patterns.count) {
            usedIDs.formUnion(doc.objectsByID.keys)
            for (id, _) in doc.duplicateIDs { usedIDs.insert(id) }
            let scope = Scope(doc: doc, request: { var r = FixRequest(actions: []); r.views = scopeViews; r.scenes = scopeScenes; return r }())
            var proposals: [(view: Int, Proposal)] = []
            var config = Configuration.document(doc)
            for pattern in patterns where proposals.isEmpty {
                config = pattern.map { Configuration.resolve($0, device: nil, orientation: nil, doc: doc) } ?? Configuration.document(doc)
                let layout = LayoutEngine().layout(doc, config)
                proposals = self.proposals(config.isDocumentConfiguration ? doc : drawn(doc, config), layout, scope, unconstrained: unconstrained)
            }
            if proposals.isEmpty { break }
            // The whole round at once; if it conflicts, one constraint at a time (the first that
            // adds no conflict is kept and the next round plans again from there): saved frames
            // that disagree with the document's own constraints make some proposals incompatible
            // (DuckDuckGo's DaxOnboarding: two containers each free only with the other).
            var kept: (bytes: [UInt8], document: IBDocument, lines: [String])?
            for batch in [proposals] + (proposals.count > 1 ? proposals.prefix(12).map { [$0] } : []) {
                kept = try attempt(batch, doc: doc, config: config, current: current, usedIDs: usedIDs,
                                   onlyIn: onlyIn, traits: traits, path: path, checks: checks, conflictsBefore: conflictsBefore)
                if kept != nil { break }
            }
            guard let (candidate, candidateDoc, lines) = kept else {
                changes.append("stopped: the next constraints would conflict; the rest is left ambiguous")
                break
            }
            changes += lines
            current = candidate
            doc = candidateDoc
        }
        return (current, doc, changes)
    }

    /// The document with `batch` added (and the views' `ambiguous` flags dropped), as bytes and
    /// as read, with the lines for the change log; nil when it has a conflict or an invalid
    /// constraint it did not have.
    private static func attempt(_ batch: [(view: Int, Proposal)], doc: IBDocument, config: Configuration,
                                current: [UInt8], usedIDs: Set<String>, onlyIn: String?, traits: TraitsPattern?,
                                path: String, checks: any DocumentChecks, conflictsBefore: Set<String>) throws -> (bytes: [UInt8], document: IBDocument, lines: [String])? {
        var editor = DocumentEditor(doc.xml)
        var generator = IDGenerator(seed: current, used: usedIDs)
        var added: [String: [String]] = [:] // holder element id -> constraint XML lines, sorted later
        var masks = TraitInstallation.MaskEdits()
        var lines: [String] = []
        for (_, p) in batch {
            guard let holder = holderView(p, doc) else { continue }
            let id = generator.next()
            added[doc.views[holder].id, default: []].append(xmlLine(p, holderID: doc.views[holder].id, id: id))
            if let onlyIn {
                masks.add(.exclude, id, holder: holder, key: "default")
                masks.add(.include, id, holder: holder, key: onlyIn)
                lines.append("added \"\(describe(p, doc))\" (\(id)), installed only for \(traits!)")
            } else {
                lines.append("added \"\(describe(p, doc))\" (\(id))")
            }
        }
        for (holderID, lines) in added {
            guard let v = doc.view(id: holderID) else { continue }
            insert(lines, into: v, doc, &editor)
        }
        // After the constraints: at a shared insertion point, edits keep their order.
        masks.write(doc, &editor)
        // `ambiguous` is Xcode's verdict in the document's own configuration.
        for v in Set(batch.map(\.view)).sorted() where config.isDocumentConfiguration {
            let element = doc.xml.element(at: doc.views[v].element)
            if element.attribute(named: "ambiguous") != nil { editor.removeAttribute("ambiguous", from: element) }
        }
        let candidate = try editor.apply()
        let candidateDoc = try checks.read(bytes: candidate, path: path)
        return conflicts(in: candidateDoc, path: path, checks: checks).isSubset(of: conflictsBefore) ? (candidate, candidateDoc, lines) : nil
    }

    /// The conflicts and invalid constraints of a document, in every configuration it is checked in.
    private static func conflicts(in document: IBDocument, path: String, checks: any DocumentChecks) -> Set<String> {
        // Every conflict nibtool computes counts, whatever it rests on: adding constraints must not add one.
        let findings = checks.findings(in: document, path: path, request: CheckRequest(minimumProof: .hint))
        return Set(findings.filter { $0.kind == .conflict || $0.kind == .invalidConstraint }.flatMap(\.identities))
    }

    /// Constraints for every ambiguous view in scope, axis by axis.
    /// `unconstrained`: views Reset to Suggested cleared; while no constraint refers to them
    /// (IB keeps such a view's frame, so it is not ambiguous) they get constraints on both axes.
    static func proposals(_ doc: IBDocument, _ layout: LayoutResult, _ scope: Scope, unconstrained: Set<String> = []) -> [(view: Int, Proposal)] {
        var proposals: [(view: Int, Proposal)] = []
        for l in layout.views where l.mode == .autoresizing && scope.contains(view: l.view) && unconstrained.contains(doc.views[l.view].id) {
            let view = doc.views[l.view]
            guard !view.translatesAutoresizingMask, !isArranged(view, doc) else { continue }
            for horizontal in [true, false] {
                proposals += propose(view, horizontal: horizontal, position: true, size: true, doc, layout).map { (l.view, $0) }
            }
        }
        // Views placed on an axis by what this round already proposes: a free neighbour placed
        // earlier in the round can be pinned to, one not yet placed cannot (two free views pinned
        // to each other stay free together, and both would propose the same constraint).
        var placedThisRound: [Bool: Set<Int>] = [true: [], false: []]
        // What installed equalities already relate: proposing it again adds nothing (an
        // inequality on the same anchors leaves room, so an equality there is new).
        let existing = Set(doc.constraints.indices.filter { layout.installation.constraintInstalled[$0] }.compactMap { i -> Set<String>? in
            let c = doc.constraints[i]
            guard c.relation == nil || c.relation == .equal else { return nil }
            return Proposal.anchors(first: c.firstItemID, c.firstAttribute?.rawValue ?? c.firstAttributeName,
                                    second: c.secondItemID, c.secondAttribute?.rawValue ?? c.secondAttributeName)
        })
        let heldAnchors = Set(existing.joined())
        // How many installed equalities use each anchor: the document's habits.
        var anchorUses: [String: Int] = [:]
        for anchors in existing { for a in anchors { anchorUses[a, default: 0] += 1 } }
        for l in layout.views where l.mode == .autoLayout && l.ambiguity.count == 4 && scope.contains(view: l.view) {
            let view = doc.views[l.view]
            if view.verifyAmbiguity == .off { continue }
            if isArranged(view, doc) { continue }
            for horizontal in [true, false] {
                let (p, s) = horizontal ? (l.ambiguity[0], l.ambiguity[2]) : (l.ambiguity[1], l.ambiguity[3])
                // `ignoreSizes` spares a free size from the verdict, not a position it leaves free.
                let sizeFree = s == .free && (view.verifyAmbiguity != .ignoreSizes || p == .free)
                guard p == .free || sizeFree else { continue }
                let made = propose(view, horizontal: horizontal, position: p == .free, size: sizeFree, doc, layout,
                                   placedThisRound: placedThisRound[horizontal]!, heldAnchors: heldAnchors, existing: existing, anchorUses: anchorUses).filter { !existing.contains($0.anchors) }
                for proposal in made where !proposals.contains(where: { $0.1 == proposal }) { proposals.append((l.view, proposal)) }
                if p == .free { placedThisRound[horizontal]!.insert(l.view) }
            }
        }
        return proposals
    }

    /// The document with the frames of another configuration: constants are measured from
    /// the views as they are drawn there (`fix --traits`), not from the saved frames. What the
    /// constraints leave free there stays where it was saved, as on Xcode's canvas.
    static func drawn(_ doc: IBDocument, _ config: Configuration) -> IBDocument {
        var options = LayoutOptions()
        options.stayAtSavedFrames = true
        let layout = LayoutEngine(options: options).layout(doc, config)
        var drawn = doc
        for l in layout.views where l.frame != nil { drawn.views[l.view].frame = l.frame }
        return drawn
    }

    static func isArranged(_ v: View, _ doc: IBDocument) -> Bool {
        v.superview.map { doc.views[$0].isStackView } ?? false
    }

    /// The guide or view a root child is pinned to: the safe area in safe-area documents.
    static func container(of view: View, _ doc: IBDocument) -> (id: String, frame: Rect, isGuide: Bool)? {
        guard let s = view.superview, let sf = doc.views[s].frame else { return nil }
        let bounds = Rect(x: 0, y: 0, width: sf.width, height: sf.height)
        // Controller root views and top-level xib views carry a safe area guide; designers pin to
        // it (Xcode 9's first documents have the guide without `useSafeAreas`: Charts' demos).
        if doc.views[s].superview == nil,
           let g = doc.views[s].layoutGuides.first(where: { doc.layoutGuides[$0].kind == .safeArea }) {
            // The safe area's frame as the layout computes it (root insets).
            return (doc.layoutGuides[g].id, bounds, true)
        }
        return (doc.views[s].id, bounds, false)
    }

    /// The constraints a designer would add for a view's free position and/or size on one axis.
    /// `placedThisRound`: siblings this round already places; `heldAnchors`: "id.attribute" of
    /// every anchor an installed equality already holds; `existing`: the anchor pairs those
    /// equalities relate; `anchorUses`: how many of them use each anchor.
    static func propose(_ view: View, horizontal: Bool, position: Bool, size: Bool, _ doc: IBDocument, _ layout: LayoutResult,
                        placedThisRound: Set<Int> = [], heldAnchors: Set<String> = [], existing: Set<Set<String>> = [],
                        anchorUses: [String: Int] = [:]) -> [Proposal] {
        guard let frame = view.frame, let parent = view.superview, let c = container(of: view, doc) else { return [] }
        var result: [Proposal] = []
        let lo = horizontal ? frame.x : frame.y
        let hi = horizontal ? frame.maxX : frame.maxY
        let extent = horizontal ? c.frame.width : c.frame.height
        // Safe-area insets of the container, from the layout (0 for plain views).
        var insetLo = 0.0, insetHi = 0.0
        if c.isGuide, let safe = layout.safeAreaInsets[parent] {
            insetLo = horizontal ? safe.left : safe.top
            insetHi = horizontal ? safe.right : safe.bottom
        }
        // Before safe areas, a controller's root children are pinned vertically to its top and
        // bottom layout guides (`top = topLayoutGuide.bottom + 8`), not to the root's edges.
        var leadTarget = (id: c.id, attribute: horizontal ? LayoutAttribute.leading : .top)
        var trailTarget = (id: c.id, attribute: horizontal ? LayoutAttribute.trailing : .bottom)
        var guided = c.isGuide
        if !horizontal, !c.isGuide, let controller = doc.views[parent].controller, let lengths = layout.layoutGuideLengths[parent] {
            let guides = doc.controllers[controller].layoutGuides.map { doc.layoutGuides[$0] }
            if let top = guides.first(where: { $0.kind == .topLayoutGuide }), frame.y >= lengths.top - 0.5 {
                leadTarget = (top.id, .bottom)
                insetLo = lengths.top
                guided = true
            }
            if let bottom = guides.first(where: { $0.kind == .bottomLayoutGuide }), frame.maxY <= extent - lengths.bottom + 0.5 {
                trailTarget = (bottom.id, .top)
                insetHi = lengths.bottom
                guided = true
            }
        }
        let leadAttr: LayoutAttribute = horizontal ? .leading : .top
        let trailAttr: LayoutAttribute = horizontal ? .trailing : .bottom
        let centerAttr: LayoutAttribute = horizontal ? .centerX : .centerY
        let sizeAttr: LayoutAttribute = horizontal ? .width : .height
        let hasIntrinsic = layout.views[view.index].intrinsic.width != nil && horizontal
            || layout.views[view.index].intrinsic.height != nil && !horizontal
        // Siblings that overlap on the other axis: neighbours on this one.
        let siblings = doc.views[parent].subviews.filter { $0 != view.index && layout.installation.viewInstalled[$0] }.compactMap { s -> (View, Rect)? in
            guard let f = doc.views[s].frame else { return nil }
            let overlaps = horizontal ? (f.y < frame.maxY && f.maxY > frame.y) : (f.x < frame.maxX && f.maxX > frame.x)
            return overlaps ? (doc.views[s], f) : nil
        }
        // A sibling is something to pin to on this axis once it is placed there.
        let placed = { (s: (View, Rect)) -> Bool in
            if placedThisRound.contains(s.0.index) { return true }
            let a = layout.views[s.0.index].ambiguity
            return a.count < 4 || a[horizontal ? 0 : 1] != .free
        }
        let before = siblings.filter { (horizontal ? $0.1.maxX : $0.1.maxY) <= lo + 0.5 }
            .max { (horizontal ? $0.1.maxX : $0.1.maxY) < (horizontal ? $1.1.maxX : $1.1.maxY) }
            .flatMap { placed($0) ? $0 : nil }
        let after = siblings.filter { (horizontal ? $0.1.x : $0.1.y) >= hi - 0.5 }
            .min { (horizontal ? $0.1.x : $0.1.y) < (horizontal ? $1.1.x : $1.1.y) }
            .flatMap { placed($0) ? $0 : nil }
        // The document's own habit: where its constraints pin this container's children to the
        // root view's edge more often than to the safe area's, so does this one (documents
        // moved to safe areas keep their edge constraints).
        func uses(_ id: String, _ attribute: LayoutAttribute) -> Int { anchorUses["\(id).\(attribute.rawValue)", default: 0] }
        let parentID = doc.views[parent].id
        let edgeHabit = { (a: LayoutAttribute) in c.isGuide && uses(parentID, a) > uses(c.id, a) }
        // A view reaching past the safe area (under a bar) is pinned to the root view's edge on
        // that side, not to the safe area with a negative constant.
        if c.isGuide && (lo < insetLo - 0.5 || edgeHabit(leadTarget.attribute)) {
            leadTarget = (parentID, leadAttr)
            insetLo = 0
        }
        if c.isGuide && (hi > extent - insetHi + 0.5 || edgeHabit(trailTarget.attribute)) {
            trailTarget = (parentID, trailAttr)
            insetHi = 0
        }
        let containerLo = insetLo, containerHi = extent - insetHi
        // The container's layout margins on this axis: a gap that equals one is pinned to the
        // margin, as the pin popover does with "Constrain to margins" (plain views: 8; cells,
        // root views and explicit margins as the layout measures them).
        let margins = layout.layoutMargins[parent]
        let isRoot = doc.views[parent].superview == nil
        let marginLo = (horizontal ? margins?.left : margins?.top) ?? (isRoot ? ((containerHi - containerLo) >= 414 ? 20 : 16) : 8)
        let marginHi = (horizontal ? margins?.right : margins?.bottom) ?? marginLo
        // A root's top and bottom margins follow its bars; designers pin to those (or the layout
        // guides), not to the margins.
        let pinsToMargins = !guided && (horizontal || !isRoot)
        // ...and where it pins them to the root's margins more often than to its edges or safe
        // area, to the margin (mattneub's books: `leading = View.leadingMargin`).
        let nearMargin: LayoutAttribute = horizontal ? .leadingMargin : .topMargin
        let farMargin: LayoutAttribute = horizontal ? .trailingMargin : .bottomMargin
        func marginHabit(_ margin: LayoutAttribute, _ edge: LayoutAttribute) -> Bool {
            uses(parentID, margin) > uses(parentID, edge) + (c.isGuide ? uses(c.id, edge) : 0)
        }
        /// The container's near side: its margin by habit or where the gap equals it, else its edge.
        func nearSide(_ gap: Double) -> Proposal {
            if marginHabit(nearMargin, leadAttr) && lo - marginLo >= 0 {
                return Proposal(first: view.id, a1: leadAttr, second: parentID, a2: nearMargin, constant: lo - marginLo, symbolic: false)
            }
            if pinsToMargins && gap > 0 && abs(gap - marginLo) <= 0.01 {
                return Proposal(first: view.id, a1: leadAttr, second: c.id, a2: nearMargin, constant: 0, symbolic: false)
            }
            return Proposal(first: view.id, a1: leadAttr, second: leadTarget.id, a2: leadTarget.attribute, constant: gap,
                            symbolic: leadTarget.id != c.id && gap == 8)
        }
        func farSide(_ gap: Double) -> Proposal {
            let toMargin = extent - marginHi - hi
            if marginHabit(farMargin, trailAttr) && toMargin >= 0 {
                return Proposal(first: parentID, a1: farMargin, second: view.id, a2: trailAttr, constant: toMargin, symbolic: false)
            }
            if pinsToMargins && gap > 0 && abs(gap - marginHi) <= 0.01 {
                return Proposal(first: c.id, a1: farMargin, second: view.id, a2: trailAttr, constant: 0, symbolic: false)
            }
            return Proposal(first: trailTarget.id, a1: trailTarget.attribute, second: view.id, a2: trailAttr, constant: gap,
                            symbolic: trailTarget.id != c.id && gap == 8)
        }
        // (Between the top and bottom layout guides is not something a constraint centres on.)
        let betweenGuides = leadTarget.id != c.id || trailTarget.id != c.id
        let centered = !betweenGuides && abs((lo + hi) / 2 - (containerLo + containerHi) / 2) <= 0.5
        // Centred in the root view itself rather than in its safe area: designers centre on the view.
        let centeredInView = guided && !centered && abs((lo + hi) / 2 - extent / 2) <= 0.5
        // Siblings across the other axis that share an edge: designers align to them.
        let stacked = doc.views[parent].subviews.filter { $0 != view.index && layout.installation.viewInstalled[$0] }.compactMap { s -> (View, Rect)? in
            guard let f = doc.views[s].frame else { return nil }
            let apart = horizontal ? (f.maxY <= frame.y + 0.5 || f.y >= frame.maxY - 0.5) : (f.maxX <= frame.x + 0.5 || f.x >= frame.maxX - 0.5)
            return apart ? (doc.views[s], f) : nil
        }
        let small = (hi - lo) < 0.5 * (containerHi - containerLo) || hasIntrinsic
        if position {
            // Align only to a sibling placed on this axis: two free views aligned to each other
            // stay free together (Charts' Ratings: a stack and an image view, both at y 5).
            let alignedLead = (siblings + stacked).filter(placed).first { abs((horizontal ? $0.1.x : $0.1.y) - lo) <= 0.5 }
            let alignedCenter = (stacked + siblings).filter(placed).first { abs((horizontal ? $0.1.midX : $0.1.midY) - (lo + hi) / 2) <= 0.5 }
            let leadGap = before.map { lo - (horizontal ? $0.1.maxX : $0.1.maxY) } ?? (lo - containerLo)
            let trailGap = after.map { (horizontal ? $0.1.x : $0.1.y) - hi } ?? (containerHi - hi)
            let plainContainerGap = before == nil && [0, 20, marginLo].contains(where: { abs(leadGap - $0) <= 0.01 })
            // A wide view whose size is already held is centred too; one that is free in size
            // as well gets its edges below instead.
            if centered && (small || !size) {
                result.append(Proposal(first: view.id, a1: centerAttr, second: c.id, a2: centerAttr, constant: 0, symbolic: false))
            } else if centeredInView && (small || !size) {
                result.append(Proposal(first: view.id, a1: centerAttr, second: parentID, a2: centerAttr, constant: 0, symbolic: false))
            } else if plainContainerGap {
                result.append(nearSide(leadGap))
            } else if let (n, _) = alignedCenter, alignedLead == nil || (!horizontal && stacked.contains { $0.0.index == n.index }) {
                result.append(Proposal(first: view.id, a1: centerAttr, second: n.id, a2: centerAttr, constant: 0, symbolic: false))
            } else if let (n, _) = alignedLead, before == nil || leadGap > 8 {
                // A sibling pinned to the container (its safe area or layout guide, its edge or its
                // margin) at the same distance: pin this one the same way.
                let ways: [(id: String, attribute: LayoutAttribute, at: Double)] = [
                    (leadTarget.id, leadTarget.attribute, containerLo), (parentID, leadAttr, 0),
                    (parentID, nearMargin, marginLo)]
                if let way = ways.first(where: { existing.contains(Proposal.anchors(first: n.id, leadAttr.rawValue, second: $0.id, $0.attribute.rawValue)) }) {
                    result.append(Proposal(first: view.id, a1: leadAttr, second: way.id, a2: way.attribute, constant: lo - way.at, symbolic: false))
                } else {
                    result.append(Proposal(first: view.id, a1: leadAttr, second: n.id, a2: leadAttr, constant: 0, symbolic: false))
                }
            } else if trailGap < leadGap - 0.5 && !size {
                // Closer to the far side: pin that side.
                if let (n, _) = after {
                    result.append(Proposal(first: n.id, a1: leadAttr, second: view.id, a2: trailAttr, constant: trailGap, symbolic: trailGap == 8))
                } else {
                    result.append(farSide(trailGap))
                }
            } else if let (n, nf) = before {
                let gap = lo - (horizontal ? nf.maxX : nf.maxY)
                result.append(Proposal(first: view.id, a1: leadAttr, second: n.id, a2: trailAttr, constant: gap, symbolic: gap == 8))
            } else {
                result.append(nearSide(leadGap))
            }
        }
        // With the far edge already held by an installed equality, the position proposed above
        // fixes the size too.
        let far: [LayoutAttribute] = horizontal ? [.trailing, .right, .trailingMargin, .rightMargin] : [.bottom, .bottomMargin, .lastBaseline]
        let farEdgeHeld = position && far.contains { heldAnchors.contains("\(view.id).\($0.rawValue)") }
        if size && !hasIntrinsic && !farEdgeHeld {
            // Views that reach across the container get a trailing constraint; small ones a size.
            let trailingGap = (after.map { horizontal ? $0.1.x : $0.1.y } ?? containerHi) - hi
            // ...or end a standard distance from the container's far edge (a slider 8 pt from it).
            let nearFarEdge = after == nil && trailingGap >= 0 && trailingGap <= 20
            let spans = (hi - lo) >= 0.5 * (containerHi - containerLo) && trailingGap <= 40 || nearFarEdge
            if spans && !(centered && position) {
                if let (n, _) = after {
                    result.append(Proposal(first: n.id, a1: leadAttr, second: view.id, a2: trailAttr, constant: trailingGap, symbolic: trailingGap == 8))
                } else {
                    result.append(farSide(trailingGap))
                }
            } else {
                result.append(Proposal(first: view.id, a1: sizeAttr, second: nil, a2: nil, constant: hi - lo, symbolic: false))
            }
        }
        return result
    }

    /// The nearest common ancestor of the two items (a guide counts as its owner).
    static func holderView(_ p: Proposal, _ doc: IBDocument) -> Int? {
        let ids = [p.first] + (p.second.map { [$0] } ?? [])
        let owners = ids.compactMap { doc.object($0) }.compactMap { doc.owningView(of: $0) }
        guard owners.count == ids.count else { return nil }
        if owners.count == 1 { return owners[0] }
        var ancestors: [Int] = []
        var cur: Int? = owners[0]
        while let c = cur { ancestors.append(c); cur = doc.views[c].superview }
        cur = owners[1]
        while let c = cur {
            if ancestors.contains(c) { return c }
            cur = doc.views[c].superview
        }
        return nil
    }

    static func xmlLine(_ p: Proposal, holderID: String, id: String) -> String {
        var attrs: [(String, String)] = []
        if p.first != holderID { attrs.append(("firstItem", p.first)) }
        attrs.append(("firstAttribute", p.a1.rawValue))
        if let s = p.second, let a2 = p.a2 { attrs.append(("secondItem", s)); attrs.append(("secondAttribute", a2.rawValue)) }
        if p.constant != 0 { attrs.append(("constant", NumberFormat.xcode(p.constant))) }
        if p.symbolic { attrs.append(("symbolic", "YES")) }
        attrs.append(("id", id))
        return XcodeXMLWriter.startTag("constraint", attributes: attrs) + "/>"
    }

    static func describe(_ p: Proposal, _ doc: IBDocument) -> String {
        let first = doc.object(p.first).map(doc.displayName(of:)) ?? p.first
        var s = "\(first).\(p.a1.displayName) = "
        if let second = p.second, let a2 = p.a2 {
            s += "\(doc.object(second).map(doc.displayName(of:)) ?? second).\(a2.displayName)"
            if p.constant != 0 { s += " + \(NumberFormat.short(p.constant))" }
        } else {
            s += NumberFormat.short(p.constant)
        }
        return s
    }

    /// New constraints go into the holder's `<constraints>`, kept sorted by id (Xcode's order).
    static func insert(_ lines: [String], into view: View, _ doc: IBDocument, _ editor: inout DocumentEditor) {
        let element = doc.xml.element(at: view.element)
        func idOf(_ line: String) -> String {
            guard let r = line.range(of: " id=\""), let end = line[r.upperBound...].firstIndex(of: "\"") else { return "" }
            return String(line[r.upperBound..<end])
        }
        let sorted = lines.sorted { Array(idOf($0).utf8).lexicographicallyPrecedes(Array(idOf($1).utf8)) }
        if let list = element.child("constraints") {
            let existing = list.children("constraint")
            for line in sorted {
                let id = Array(idOf(line).utf8)
                let before = existing.first { Array(($0[attribute: "id"] ?? "").utf8).lexicographicallyPrecedes(id) == false }
                editor.insertChild(line, into: list, before: before)
            }
        } else {
            let indent = String(repeating: " ", count: element.column - 1 + 4)
            let xml = "<constraints>\n" + sorted.map { indent + "    " + $0 }.joined(separator: "\n") + "\n" + indent + "</constraints>"
            let trimmed = xml
            let generic: Set<String> = ["rect", "autoresizingMask", "subviews", "color", "accessibility", "viewLayoutGuide"]
            let anchor = element.children.first { !generic.contains($0.name) || ($0.name == "viewLayoutGuide" && doc.toolsVersion < 17000) }
            editor.insertChild(trimmed, into: element, before: anchor)
        }
    }
}

/// Fresh ids in Xcode's 3-2-3 form, unique in the document, reproducible for the same input.
struct IDGenerator {
    var state: UInt64
    var used: Set<String>
    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")

    init(seed bytes: [UInt8], used: Set<String>) {
        var h: UInt64 = 0xcbf29ce484222325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        state = h
        self.used = used
    }

    mutating func nextRandom() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }

    mutating func next() -> String {
        while true {
            var s = ""
            for i in 0..<8 {
                if i == 3 || i == 5 { s.append("-") }
                s.append(Self.alphabet[Int(nextRandom() % UInt64(Self.alphabet.count))])
            }
            if used.insert(s).inserted { return s }
        }
    }
}
