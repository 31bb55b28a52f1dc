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
    public init(_ doc: IBDocument, _ layout: LayoutResult) {
        self.doc = doc
        self.layout = layout
        tolerance = doc.toolsVersion < 10000 ? 1 : 0.75
        var absolute = [Rect?](repeating: nil, count: doc.views.count)
        var frames = [Rect?](repeating: nil, count: doc.views.count)
        // Superviews are decoded before their subviews.
        for v in doc.views.indices {
            guard let f = doc.views[v].frame else { continue }
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
                  layout.views[v2].mode != .notInstalled, outermost(v1) == outermost(v2), !uncertainAlignment(v2) else { return nil }
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

    private func outermost(_ v: Int) -> Int {
        var r = v
        while let s = doc.views[r].superview { r = s }
        return r
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
