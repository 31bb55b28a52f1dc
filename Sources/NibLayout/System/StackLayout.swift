import LayoutSolver
import NibModel

/// UIStackView's generated constraints (ib-format.md §11, the `UISV-*` constraints UIKit logs).
extension SystemBuilder {
    /// How strongly the nib editor holds an arranged view's drawn size across a stack's axis when
    /// nothing sizes it there: above the content hugging of what the view holds (251 at most in
    /// practice, and the drawn size wins over it), below their compression resistance (750).
    /// Any value from 252 to 749 lays out the corpus alike; 50 let a label inside shrink the view.
    static let crossDrawnSizePriority = 500

    mutating func addStack(_ s: Int) {
        let view = doc.views[s]
        guard let info = installation.stackInfo(of: view), let sv = vars[s] else { return }
        let spacing = info.standardSpacing ? 8 : info.spacing
        var arranged = view.subviews.filter { vars[$0] != nil && modes[$0] == .autoLayout }
        // Horizontal stacks arrange from the leading edge: right to left in RTL layouts.
        if info.axis == .horizontal && geometry.isRightToLeft(s) { arranged.reverse() }
        guard !arranged.isEmpty else { return }
        let visible = arranged.filter { !installation.isHidden(doc.views[$0]) }
        let horizontal = info.axis == .horizontal
        // Margins-relative arrangement when the stack has explicit layout margins (IB writes them
        // only then), with what it preserves of its superview's (kharrison's AdaptType, Margins).
        let m = view.layoutMargins != nil ? (geometry.margins[s] ?? .zero) : .zero
        let leadInset = horizontal ? m.left : m.top, trailInset = horizontal ? m.right : m.bottom
        let crossLeadInset = horizontal ? m.top : m.left, crossTrailInset = horizontal ? m.bottom : m.right

        func lead(_ f: FrameVariables) -> LinearExpression { horizontal ? f.x.expression : f.y.expression }
        func size(_ f: FrameVariables) -> LinearExpression { horizontal ? f.w.expression : f.h.expression }
        func trail(_ f: FrameVariables) -> LinearExpression { lead(f) + size(f) }
        func crossLead(_ f: FrameVariables) -> LinearExpression { horizontal ? f.y.expression : f.x.expression }
        func crossSize(_ f: FrameVariables) -> LinearExpression { horizontal ? f.h.expression : f.w.expression }

        // Hidden arranged views take no space in the arrangement. At run time UIKit collapses them
        // (`UISV-hiding`: zero size); the nib editor draws them at their own size at the stack's
        // leading edge, aligned across the axis like the others (RocketChat's NotificationsSettings:
        // a hidden 144 pt picker saved full width at the top of its stack, no conflict with its
        // height constraint).
        let hidden = arranged.filter { !visible.contains($0) }
        for v in hidden {
            let f = vars[v]!
            // Between two shown views it starts half a spacing after the first (RocketChat's
            // UserDetail: a hidden 90 pt button at x 99 between buttons at 0 and 108, spacing 18).
            // Before every shown view it ends where the first of them starts; after every shown
            // view it starts where the last of them ends, in a horizontal stack and in a vertical
            // stack that shows more than one view (`HiddenArrangedViewTests`). A vertical stack
            // that shows a single view draws its last hidden ones at the top, as RocketChat's picker.
            let i = arranged.firstIndex(of: v)!
            let before = arranged[..<i].last(where: visible.contains), after = arranged[(i + 1)...].first(where: visible.contains)
            if !options.runtime, let before, after != nil {
                add(lead(f) - trail(vars[before]!) - spacing / 2, .equal, priority: 1000, origin: .stack(s, "UISV-hiding"))
            } else if !options.runtime, let after {
                add(trail(f) - lead(vars[after]!), .equal, priority: 1000, origin: .stack(s, "UISV-hiding"))
            } else if !options.runtime, horizontal || visible.count > 1, let before {
                add(lead(f) - trail(vars[before]!), .equal, priority: 1000, origin: .stack(s, "UISV-hiding"))
            } else {
                add(lead(f) - lead(sv) - leadInset, .equal, priority: 1000, origin: .stack(s, "UISV-hiding"))
            }
            guard options.runtime else {
                // A hidden label or button collapses along the axis unless a required constraint of
                // the document sizes it: `UISV-hiding` beats its content size, not a required
                // width (15 of 15 such labels and buttons saved zero along the axis, 7 repositories;
                // 20 of 20 with a required size kept it; `HiddenArrangedViewTests`). So does a view
                // holding subviews, down to what its contents' required constraints leave.
                if ["label", "button"].contains(doc.views[v].elementName) || !doc.views[v].subviews.isEmpty {
                    add(size(f), .equal, priority: 999, origin: .stack(s, "UISV-hiding"))
                }
                // What nothing sizes keeps the size it was drawn at (a hidden view is not ambiguous).
                if axisIntrinsic(v, horizontal) == nil, let saved = doc.views[v].frame.map({ horizontal ? $0.width : $0.height }) {
                    add(size(f) - saved, .equal, priority: 50, origin: .stack(s, "IB-drawn-size"))
                }
                continue
            }
            add(size(f), .equal, priority: 1000, origin: .stack(s, "UISV-hiding"))
            add(crossLead(f) - crossLead(sv) - crossLeadInset, .equal, priority: 1000, origin: .stack(s, "UISV-hiding"))
            add(crossSize(f), .equal, priority: 1000, origin: .stack(s, "UISV-hiding"))
        }
        guard let first = visible.first, let last = visible.last else {
            add(size(sv) - leadInset - trailInset, .equal, priority: 1000, origin: .stack(s, "UISV-canvas-connection"))
            // Across the axis the stack hugs its largest shown arranged view (below): with none
            // shown, nothing. Threema's IntroQuestionView saved such a stack 0 x 0, its hidden
            // button drawn outside it, and no ambiguity (`HiddenArrangedViewTests`).
            add(crossSize(sv) - crossLeadInset - crossTrailInset, .equal, priority: 49, origin: .stack(s, "UISV-canvas-fit"))
            for v in hidden where !options.runtime {
                add(crossLead(vars[v]!) - crossLead(sv) - crossLeadInset, .equal, priority: 1000, origin: .stack(s, "UISV-hiding"))
                if axisIntrinsic(v, !horizontal) == nil, let saved = doc.views[v].frame.map({ horizontal ? $0.height : $0.width }) {
                    add(crossSize(vars[v]!) - saved, .equal, priority: 50, origin: .stack(s, "IB-drawn-size"))
                }
            }
            return
        }
        add(lead(vars[first]!) - lead(sv) - leadInset, .equal, priority: 1000, origin: .stack(s, "UISV-canvas-connection"))
        add(trail(sv) - trail(vars[last]!) - trailInset, .equal, priority: 1000, origin: .stack(s, "UISV-canvas-connection"))

        // Along the axis.
        // A textless label keeps its drawn size along the axis, and across it where a fill
        // alignment leaves the stack's own breadth to its arranged views. On both axes the drawn
        // size holds ahead of a neighbour's default compression resistance: a stack too short
        // for both squeezes the label with text, not the textless one, and a row too narrow for
        // the stack holding it and a control squeezes the control.
        for v in visible where isTextlessArrangedLabel(v) {
            guard let drawn = doc.views[v].frame else { continue }
            add(size(vars[v]!) - (horizontal ? drawn.width : drawn.height), .equal, priority: 751, origin: .stack(s, "IB-drawn-size"))
            if info.alignment == "fill" {
                add(crossSize(vars[v]!) - (horizontal ? drawn.height : drawn.width), .equal, priority: 751, origin: .stack(s, "IB-drawn-size"))
            }
        }
        // An arranged view the document leaves translating its autoresizing mask keeps the size it
        // was drawn at: the nib editor arranges it along the axis, but its mask's size holds ahead of
        // what the stack would size it to (its breadth under a fill alignment, an equal share).
        let drawnSize = Set(visible.filter(keepsDrawnSizeInStack))
        for v in drawnSize {
            let drawn = doc.views[v].frame!, f = vars[v]!
            add(f.w.expression - drawn.width, .equal, priority: 999, origin: .stack(s, "IB-autoresizing-size"))
            add(f.h.expression - drawn.height, .equal, priority: 999, origin: .stack(s, "IB-autoresizing-size"))
        }
        for (a, b) in zip(visible, visible.dropFirst()) {
            let fa = vars[a]!, fb = vars[b]!
            var gap = lead(fb) - trail(fa)
            // A vertical stack arranged relative to baselines measures its spacing from one view's
            // last baseline to the next one's first (UIStackView.isBaselineRelativeArrangement).
            if !horizontal, info.baselineRelativeArrangement,
               let last = absoluteBaseline(a, first: false), let first = absoluteBaseline(b, first: true) {
                gap = first - last
            }
            switch info.distribution {
            case "equalSpacing", "equalCentering":
                add(gap - spacing, .greaterOrEqual, priority: 1000, origin: .stack(s, "UISV-spacing"))
                // A stack that nothing stretches along its axis closes up to its spacing; Xcode
                // neither flags it ambiguous nor saves wider gaps (mattneub's LoopInBackground).
                add(gap - spacing, .equal, priority: 49, origin: .stack(s, "UISV-spacing-fit"))
            default:
                add(gap - spacing, .equal, priority: 1000, origin: .stack(s, "UISV-spacing"))
            }
        }
        if visible.count > 2 {
            let f0 = vars[visible[0]]!, f1 = vars[visible[1]]!
            for (a, b) in zip(visible.dropFirst(), visible.dropFirst(2)) {
                let fa = vars[a]!, fb = vars[b]!
                switch info.distribution {
                case "equalSpacing":
                    add((lead(fb) - trail(fa)) - (lead(f1) - trail(f0)), .equal, priority: 1000, origin: .stack(s, "UISV-distributing"))
                case "equalCentering":
                    let c = { (f: FrameVariables) in lead(f) + 0.5 * size(f) }
                    add((c(fb) - c(fa)) - (c(f1) - c(f0)), .equal, priority: 1000, origin: .stack(s, "UISV-distributing"))
                default: break
                }
            }
        }
        switch info.distribution {
        case "fillEqually":
            let f0 = vars[first]!
            for v in visible.dropFirst() {
                let priority = drawnSize.contains(v) || drawnSize.contains(first) ? 998 : 1000
                add(size(vars[v]!) - size(f0), .equal, priority: priority, origin: .stack(s, "UISV-fill-equally"))
            }
        case "fillProportionally":
            addProportionalFill(s, info: info, arranged: view.subviews.filter { arranged.contains($0) }, visible: visible,
                                insets: leadInset + trailInset)
        default: break
        }

        // Across the axis.
        let alignment = info.alignment
        for v in visible + (options.runtime ? [] : hidden) {
            let f = vars[v]!
            let top = crossLead(f) - crossLead(sv) - crossLeadInset
            let bottom = (crossLead(sv) + crossSize(sv) - crossTrailInset) - (crossLead(f) + crossSize(f))
            switch alignment {
            case "fill":
                add(top, .equal, priority: 1000, origin: .stack(s, "UISV-alignment"))
                add(bottom, .equal, priority: drawnSize.contains(v) ? 998 : 1000, origin: .stack(s, "UISV-alignment"))
            case "leading", "top":
                add(top, .equal, priority: 1000, origin: .stack(s, "UISV-alignment"))
                add(bottom, .greaterOrEqual, priority: 1000, origin: .stack(s, "UISV-spanning-boundary"))
            case "trailing", "bottom":
                add(bottom, .equal, priority: 1000, origin: .stack(s, "UISV-alignment"))
                add(top, .greaterOrEqual, priority: 1000, origin: .stack(s, "UISV-spanning-boundary"))
            case "center":
                add(top - bottom, .equal, priority: 1000, origin: .stack(s, "UISV-alignment"))
                add(top, .greaterOrEqual, priority: 1000, origin: .stack(s, "UISV-spanning-boundary"))
            default: // firstBaseline, lastBaseline
                add(top, .greaterOrEqual, priority: 1000, origin: .stack(s, "UISV-spanning-boundary"))
                add(bottom, .greaterOrEqual, priority: 1000, origin: .stack(s, "UISV-spanning-boundary"))
                if v != first, let ref = baselineExpression(first, alignment), let mine = baselineExpression(v, alignment) {
                    add(mine - ref, .equal, priority: 1000, origin: .stack(s, "UISV-alignment"))
                }
            }
            if alignment != "fill" {
                // The stack hugs its largest shown arranged view across the axis.
                if visible.contains(v) {
                    add(crossSize(sv) - crossLeadInset - crossTrailInset - crossSize(f), .equal, priority: 49, origin: .stack(s, "UISV-canvas-fit"))
                }
                if axisIntrinsic(v, !horizontal) == nil, let saved = doc.views[v].frame.map({ horizontal ? $0.height : $0.width }) {
                    // Nothing sizes it across the axis: the nib editor keeps the size it was
                    // drawn at rather than stretching it to the stack, nor shrinking it to what
                    // its contents hug. Their content hugging gives way to the drawn size, their
                    // compression resistance does not (`StackCrossDrawnSizeTests`).
                    add(crossSize(f) - saved, .equal, priority: Self.crossDrawnSizePriority, origin: .stack(s, "IB-drawn-size"))
                }
            }
        }
    }

    /// Where a view's first or last baseline is, in the layout's coordinates: a text view's own,
    /// a stack view's from its first or last shown arranged view that has one (a horizontal
    /// stack's from the first that has one); nil for a view without text.
    func absoluteBaseline(_ v: Int, first: Bool, depth: Int = 0) -> LinearExpression? {
        guard let f = vars[v], depth < 16 else { return nil }
        // One line has one baseline (the model's two differ when a saved height rounds the line).
        if let b = geometry.baselines(of: v, height: f.h) { return f.y.expression + (first || doc.views[v].numberOfLines == 1 ? b.first : b.last) }
        guard let stack = installation.stackInfo(of: doc.views[v]) else { return nil }
        let shown = doc.views[v].subviews.filter { vars[$0] != nil && modes[$0] == .autoLayout && !installation.isHidden(doc.views[$0]) }
        let order = stack.axis == .vertical && !first ? Array(shown.reversed()) : shown
        for c in order {
            if let b = absoluteBaseline(c, first: first, depth: depth + 1) { return b }
            if stack.axis == .vertical { return nil }
        }
        return nil
    }

    /// Whether an arranged view keeps its drawn size in the nib editor: it translates its
    /// autoresizing mask (no `translatesAutoresizingMaskIntoConstraints="NO"`), which at run time
    /// `addArrangedSubview` turns off, and it has a saved frame.
    func keepsDrawnSizeInStack(_ v: Int) -> Bool {
        !options.runtime && doc.views[v].translatesAutoresizingMask && doc.views[v].frame != nil
    }

    func axisIntrinsic(_ v: Int, _ horizontal: Bool) -> Double? {
        let i = intrinsic[v]
        return horizontal ? i?.width : i?.height
    }

    func baselineExpression(_ v: Int, _ alignment: String) -> LinearExpression? {
        guard let f = vars[v] else { return nil }
        let attribute: LayoutAttribute = alignment == "firstBaseline" ? .firstBaseline : .lastBaseline
        // A nested stack's baseline is its first or last arranged view's, not its bottom edge.
        if doc.views[v].stack != nil, let b = absoluteBaseline(v, first: attribute == .firstBaseline) { return b }
        return geometry.expression(.view(v), attribute, vars: vars, contentSize: contentSize, other: nil) ?? (f.y + f.h)
    }
}

extension SystemBuilder {
    /// The solver's ambiguity analysis, with what a fill stack view decides itself taken out.
    ///
    /// UIStackView's fill distribution: "If there's any ambiguity, the stack view resizes the
    /// arranged views based on their index in the arrangedSubviews array" (UIKit documentation,
    /// `UIStackView.Distribution.fill`). So when a stack's own place and length along its axis
    /// are decided but the split of that length among its shown arranged views is not (views
    /// with no content size along the axis, such as spacer views), Xcode does not call the
    /// arranged views, or what they contain, ambiguous. The split is held at the sizes the views
    /// were drawn at, at a low priority; a stack whose own length is free stays free (and so do
    /// its arranged views: Xcode flags those).
    mutating func analyzeAmbiguityWithStackSplits() -> [Ambiguity] {
        solver.solve()
        var ambiguity = analyzeAmbiguityHoldingBrokenConstraints()
        var added = false
        for s in members {
            guard let info = installation.stackInfo(of: doc.views[s]), let sv = vars[s] else { continue }
            guard info.distribution == "fill" else { continue }
            let horizontal = info.axis == .horizontal
            let (lead, length) = horizontal ? (sv.x, sv.w) : (sv.y, sv.h)
            guard ambiguity[lead.id] == .unique, ambiguity[length.id] == .unique else { continue }
            let shown = doc.views[s].subviews.filter { vars[$0] != nil && modes[$0] == .autoLayout && !installation.isHidden(doc.views[$0]) }
            guard shown.count > 1 else { continue }
            for v in shown {
                let f = vars[v]!
                let size = horizontal ? f.w : f.h
                guard ambiguity[size.id] == .free else { continue }
                let drawn = doc.views[v].frame.map { horizontal ? $0.width : $0.height } ?? 0
                add(size.expression - drawn, .equal, priority: 50, origin: .stack(s, "UISV-fill-by-index"))
                added = true
            }
        }
        guard added else { return ambiguity }
        solver.solve()
        ambiguity = analyzeAmbiguityHoldingBrokenConstraints()
        return ambiguity
    }

    /// Ambiguity with what each constraint a required conflict broke had decided held where the
    /// solution put it (at 999, on a copy of the system, so frames are not affected). Xcode
    /// reports the conflict, not the views that the broken constraint alone had sized or placed
    /// as ambiguous: a scene too short for its fixed-height rows, whose heights give way one after
    /// the other, is saved without ambiguity flags (`RequiredNonNegativeSizeTests`).
    mutating func analyzeAmbiguityHoldingBrokenConstraints() -> [Ambiguity] {
        guard !solver.conflicts.isEmpty else { return solver.analyzeAmbiguity() }
        var probe = solver
        for conflict in solver.conflicts {
            guard let c = solver.constraint(conflict.broken) else { continue }
            let held = c.expression - evaluate(c.expression)
            _ = try? probe.add(Constraint(held, .equal, priority: 999, tag: c.tag))
        }
        return probe.analyzeAmbiguity()
    }
}
