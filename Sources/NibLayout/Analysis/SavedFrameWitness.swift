import NibModel

/// The document's saved frames as a witness of what Xcode's engine computed.
///
/// In the document's own configuration Xcode laid every unflagged view out and saved the frames
/// it found: they are one solution of the constraints as Xcode knows them (Apple's fonts, the
/// app's images and designables, the metrics of that Xcode). Substituting them into a required
/// constraint leaves a residual. Where the constraint ties views' own edges, centers and sizes to
/// each other (no guide, margin or baseline, whose values nibtool models), the residual is
/// computed from the document's numbers alone: a residual beyond rounding proves the frames
/// are not what the constraints give (`Evidence.document`), and a residual of zero on every
/// constraint of a finding shows that Xcode found a solution there.
public struct SavedFrameWitness: Sendable {
    public struct Miss: Sendable {
        public var constraint: Int
        /// How far the saved frames miss the constraint, in points.
        public var amount: Double
    }

    /// Half a pixel of Xcode's rounding and half of ours at 2x, and a point when frames were whole points.
    public let tolerance: Double
    private let doc: IBDocument
    private let layout: LayoutResult
    /// Saved alignment rectangles, each in its outermost view's coordinates.
    private let saved: [Rect?]
    /// The constraints naming each view, by view index.
    private let constraintsOf: [Int: [Int]]

    /// `layout`: the document's own configuration (the only one the saved frames describe).
    /// `replacing`: frames (in their superview's coordinates) to read instead of the saved ones,
    /// to ask which constraints the saved frames would miss once those views have moved.
    public init(_ doc: IBDocument, _ layout: LayoutResult, replacing moved: [Int: Rect] = [:]) {
        self.doc = doc
        self.layout = layout
        tolerance = doc.toolsVersion < 10000 ? 1 : 0.75
        var absolute = [Rect?](repeating: nil, count: doc.views.count)
        var frames = [Rect?](repeating: nil, count: doc.views.count)
        // Superviews are decoded before their subviews.
        for v in doc.views.indices {
            guard let f = moved[v] ?? doc.views[v].frame else { continue }
            if let s = doc.views[v].superview {
                guard s < v, let p = frames[s] else { continue }
                frames[v] = Rect(x: p.x + f.x, y: p.y + f.y, width: f.width, height: f.height)
            } else {
                frames[v] = Rect(x: 0, y: 0, width: f.width, height: f.height)
            }
            absolute[v] = SystemBuilder.alignmentRect(frames[v]!, SystemBuilder.alignmentInsets(doc.views[v], toolsVersion: doc.toolsVersion))
        }
        saved = absolute
        var byView: [Int: [Int]] = [:]
        for (c, con) in doc.constraints.enumerated() {
            for case .view(let v)? in [con.firstItem, con.secondItem] { byView[v, default: []].append(c) }
        }
        constraintsOf = byView
    }

    /// The residual of a constraint at the saved frames, when the document alone determines it:
    /// a required, installed constraint between views (or on one view's size) in one hierarchy,
    /// on plain edges, centers or sizes. Nil when it rests on something nibtool models.
    public func residual(of c: Int) -> Double? {
        let con = doc.constraints[c]
        guard con.isRequired, layout.installation.constraintInstalled[c],
              let a1 = con.firstAttribute, !a1.isMargin, !a1.isBaseline,
              case .view(let v1)? = con.firstItem, let r1 = saved[v1], layout.views[v1].mode != .notInstalled else { return nil }
        let relation = con.relation ?? .equal
        let constant = layout.installation.constants[c]
        let multiplier = con.multiplier?.value ?? 1
        guard !uncertainAlignment(v1) else { return nil }
        let lhs = Self.value(a1, r1)
        var rhs = constant
        if let a2 = con.secondAttribute, con.secondItemID != nil {
            guard !a2.isMargin, !a2.isBaseline, case .view(let v2)? = con.secondItem, let r2 = saved[v2],
                  layout.views[v2].mode != .notInstalled, doc.root(of: v1) == doc.root(of: v2), !uncertainAlignment(v2) else { return nil }
            rhs += multiplier * Self.value(a2, r2)
        } else if con.secondItemID != nil {
            return nil
        }
        let difference = lhs - rhs
        let miss: Double
        switch relation {
        case .equal: miss = abs(difference)
        case .greaterThanOrEqual: miss = max(0, -difference)
        case .lessThanOrEqual: miss = max(0, difference)
        }
        // Each side was rounded to pixels before it was saved: a multiplier scales the rounding.
        return max(0, miss - tolerance * (abs(multiplier) - 1).clamped(0, 100))
    }

    /// An edge whose position nibtool models rather than reads: a safe-area or layout guide's
    /// edge, or a view's layout margin.
    public struct ModelledEdge: Hashable, Sendable {
        public var item: ObjectRef
        public var attribute: LayoutAttribute
    }

    /// Where the saved frames put a modelled edge through a required equality that ties it to a
    /// view's plain edge: the other side is known, so the constraint holds exactly when the edge is
    /// there. Nil for anything else, and for a position outside the edge's owner (no safe area,
    /// guide or margin lies outside its view), which no value of the model could give.
    public func impliedPosition(of c: Int) -> (edge: ModelledEdge, position: Double)? {
        let con = doc.constraints[c]
        guard con.isRequired, layout.installation.constraintInstalled[c], (con.relation ?? .equal) == .equal,
              let a1 = con.firstAttribute, let a2 = con.secondAttribute, let i1 = con.firstItem, let i2 = con.secondItem else { return nil }
        let multiplier = con.multiplier?.value ?? 1
        let constant = layout.installation.constants[c]
        guard multiplier == 1 else { return nil }
        // first = second + constant; one side a plain edge of a saved view, the other modelled.
        if let known = plainEdge(i1, a1), let edge = modelledEdge(i2, a2) {
            return plausible(edge, known - constant)
        }
        if let known = plainEdge(i2, a2), let edge = modelledEdge(i1, a1) {
            return plausible(edge, known + constant)
        }
        return nil
    }

    /// Where every required equality of the document that ties `edge` to a saved view's plain
    /// edge puts it (one position each).
    public func impliedPositions(of edge: ModelledEdge) -> [Double] {
        let item: ObjectRef? = edge.item
        return doc.constraints.indices.compactMap { c in
            let con = doc.constraints[c]
            guard con.firstItem == item || con.secondItem == item, let (e, position) = impliedPosition(of: c), e == edge else { return nil }
            return position
        }
    }

    /// Where the saved frames put views' layout margins: per view whose margins (its margin
    /// attributes or its layout margins guide) a required equality ties to a saved view's plain
    /// edge, per side (`SavedInsets.marginSide`), the inset from the view's own saved edge that
    /// each such equality implies.
    func impliedMarginInsets() -> [Int: [SavedInsets.Side: [Double]]] {
        var result: [Int: [SavedInsets.Side: [Double]]] = [:]
        for c in doc.constraints.indices {
            guard let (edge, position) = impliedPosition(of: c), let (owner, side) = SavedInsets.marginSide(doc, edge),
                  let r = saved[owner] else { continue }
            let inset: Double
            switch side {
            case .top: inset = position - r.y
            case .bottom: inset = r.y + r.height - position
            case .left: inset = position - r.x
            case .right: inset = r.x + r.width - position
            }
            result[owner, default: [:]][side, default: []].append(inset)
        }
        return result
    }

    /// The one value a set of positions (or insets) read from the saved frames agrees on: their
    /// middle, where they lie within the witness's tolerance of each other (nil: none, or they
    /// disagree).
    func agreed(_ values: [Double]) -> Double? {
        guard let low = values.min(), let high = values.max(), high - low <= tolerance else { return nil }
        return (low + high) / 2
    }

    private func plainEdge(_ item: ObjectRef, _ a: LayoutAttribute) -> Double? {
        guard case .view(let v) = item, !a.isMargin, !a.isBaseline, Self.isEdge(a), let r = saved[v],
              layout.views[v].mode != .notInstalled, !uncertainAlignment(v) else { return nil }
        return Self.value(a, r)
    }

    private func modelledEdge(_ item: ObjectRef, _ a: LayoutAttribute) -> (edge: ModelledEdge, owner: Int, kind: ModelledKind)? {
        switch item {
        case .view(let v) where a.isMargin && Self.isEdge(a):
            return (ModelledEdge(item: item, attribute: Self.normalized(a)), v, .margin)
        case .layoutGuide(let g):
            let guide = doc.layoutGuides[g]
            guard Self.isEdge(a), let owner = guide.ownerView else { return nil }
            let edge = ModelledEdge(item: item, attribute: Self.normalized(a))
            switch guide.kind {
            case .safeArea: return (edge, owner, .safeArea)
            case .layoutMargins: return (edge, owner, .margin)
            case .topLayoutGuide: return (edge, owner, .topBars)
            case .bottomLayoutGuide: return (edge, owner, .bottomBars)
            default: return nil
            }
        default: return nil
        }
    }

    private enum ModelledKind { case safeArea, margin, topBars, bottomBars }

    /// The most a modelled edge is inset from its owner's side: bars and housings (a status bar
    /// and a large-title navigation bar above, a tab bar and the home indicator below, twice as
    /// tall in Xcode 26) stay under 160 pt, layout margins under 40 pt. An implied inset beyond
    /// that, or a negative one, is no value of the model.
    private static let largestInset: (bars: Double, margin: Double) = (160, 40)

    private func plausible(_ edge: (edge: ModelledEdge, owner: Int, kind: ModelledKind), _ position: Double) -> (edge: ModelledEdge, position: Double)? {
        guard let r = saved[edge.owner] else { return nil }
        let attribute = edge.edge.attribute
        let vertical = [.top, .bottom, .topMargin, .bottomMargin].contains(attribute)
        let (low, high) = vertical ? (r.y, r.y + r.height) : (r.x, r.x + r.width)
        let fromLow: Bool
        switch edge.kind {
        case .topBars: fromLow = true
        case .bottomBars: fromLow = false
        case .safeArea, .margin: fromLow = [.top, .leading, .topMargin, .leadingMargin].contains(attribute)
        }
        let inset = fromLow ? position - low : high - position
        let largest = edge.kind == .margin ? Self.largestInset.margin : Self.largestInset.bars
        guard inset >= -tolerance, inset <= largest + tolerance else { return nil }
        return (edge.edge, position)
    }

    private static func isEdge(_ a: LayoutAttribute) -> Bool {
        [.left, .right, .leading, .trailing, .top, .bottom, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
         .topMargin, .bottomMargin].contains(a)
    }

    /// Left and leading, right and trailing are the same edge in the document's own configuration.
    private static func normalized(_ a: LayoutAttribute) -> LayoutAttribute {
        switch a {
        case .left: return .leading
        case .right: return .trailing
        case .leftMargin: return .leadingMargin
        case .rightMargin: return .trailingMargin
        default: return a
        }
    }

    /// Whether a view's content size is one nibtool cannot know from the document: it shows a
    /// system symbol, whose drawn size depends on the symbol's configuration and the Xcode version.
    /// Whether nibtool cannot know a view's content size: a system symbol's (`uncertainAlignment`),
    /// or a custom view's that the app's code gives and the layout took from a saved frame
    /// (`LayoutEngine.contentSizesAsSaved`), a length Xcode drew in one configuration only.
    public func hasUncertainContentSize(_ v: Int) -> Bool { uncertainAlignment(v) || layout.decidedAsSaved.contentSizes[v] != nil }

    /// A view whose alignment rectangle nibtool cannot know from the document: an image view or
    /// button showing a system symbol (SF Symbols pad their frames by amounts that depend on the
    /// symbol and the Xcode version).
    private func uncertainAlignment(_ v: Int) -> Bool {
        let view = doc.views[v]
        return [view.image, view.backgroundImage].contains { name in
            name.flatMap { doc.resources.images[$0]?.catalog } == "system"
        }
    }

    /// Whether the saved frames satisfy the constraint (nil: the document alone cannot say).
    public func satisfies(_ c: Int) -> Bool? { residual(of: c).map { $0 <= tolerance } }

    /// The required constraint touching `view` that its saved frame misses the most, when the
    /// document alone proves the miss.
    public func worstMiss(touching view: Int) -> Miss? {
        var worst: Miss?
        for c in constraintsOf[view] ?? [] {
            guard let r = residual(of: c), r > tolerance else { continue }
            if worst.map({ r > $0.amount }) ?? true { worst = Miss(constraint: c, amount: r) }
        }
        return worst
    }

    /// An attribute's value on a rectangle (left to right: the document's own configuration).
    static func value(_ a: LayoutAttribute, _ r: Rect) -> Double {
        switch a {
        case .left, .leading, .leftMargin, .leadingMargin: return r.x
        case .right, .trailing, .rightMargin, .trailingMargin: return r.x + r.width
        case .top, .topMargin, .firstBaseline: return r.y
        case .bottom, .bottomMargin, .lastBaseline: return r.y + r.height
        case .width: return r.width
        case .height: return r.height
        case .centerX, .centerXWithinMargins: return r.x + r.width / 2
        case .centerY, .centerYWithinMargins: return r.y + r.height / 2
        }
    }
}

private extension Double {
    func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(high, Swift.max(low, self)) }
}
