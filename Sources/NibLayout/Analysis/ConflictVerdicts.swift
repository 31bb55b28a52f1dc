import NibModel

/// What a conflict nibtool found rests on. A minimal conflicting set made only of document
/// constraints between views' own edges, centers and sizes is infeasible whatever nibtool cannot
/// know: proven. One that involves modelled constraints (a container's frame, autoresizing masks,
/// stack arrangement, intrinsic sizes, guides, margins) rests on the model; and in the document's
/// own configuration, where Xcode saved frames, a set whose document constraints the saved frames
/// all satisfy cannot be a conflict in Xcode (its engine found frames that satisfy them): the
/// witness contradicts it. So it does when the only other constraints tie views to a safe area,
/// layout guide or margin that the saved frames put in one place inside its view: that guide's
/// inset (a bar, a home indicator, a margin of an Xcode version) is what nibtool models, and
/// Xcode's engine found frames satisfying all of them. Xcode saves no flag for conflicts, so this
/// is the only check.
public enum ConflictVerdict {
    public static func evidence(of conflict: ConflictReport, in layout: LayoutResult, witness: SavedFrameWitness, document: IBDocument) -> Evidence {
        if constrainsOneSpacingTwice(conflict, in: layout, document) { return .document }
        var exact = true, unknown = false, missed = false
        // Guide and margin edges the saved frames place, each by every constraint that names it.
        var implied: [SavedFrameWitness.ModelledEdge: [Double]] = [:]
        for origin in conflict.constraints {
            guard case .document(let c) = origin else { exact = false; continue }
            switch witness.satisfies(c) {
            case true?: break
            case false?: missed = true
            case nil:
                exact = false
                if let (edge, position) = witness.impliedPosition(of: c) { implied[edge, default: []].append(position) } else { unknown = true }
            }
        }
        if exact { return .document }
        // A required content size (hugging or compression resistance of 1000) of a view whose
        // content size nibtool cannot know: some admissible size satisfies the rest.
        let restsOnUncertainSize = conflict.constraints.contains { origin in
            switch origin {
            case .hugging(let v, _), .compression(let v, _): return witness.hasUncertainContentSize(v)
            default: return false
            }
        }
        if restsOnUncertainSize { return .uncertainInput }
        guard layout.configuration.isDocumentConfiguration, !unknown, !missed else { return .layout }
        // A safe area, guide or margin the saved frames place in one spot satisfies its
        // constraints there: its inset is what nibtool models, not what the document fixes.
        // Every constraint of the document that names such an edge must agree, not only the set's.
        for edge in implied.keys { implied[edge]! += witness.impliedPositions(of: edge) }
        let consistent = implied.values.allSatisfy { positions in positions.max()! - positions.min()! <= witness.tolerance }
            && edgesInOrder(implied)
        return consistent ? .contradictedByWitness : .layout
    }

    /// Two required constraints of the set that hold the same two anchors (or the same size) at
    /// constants no single value satisfies (`a = b + 50` and `a = b + 100`, or `a >= b + 20` and
    /// `a <= b + 10`): infeasible whatever the frames and whatever a guide's or margin's inset,
    /// which a set naming a modelled anchor otherwise leaves to the model (Rio-iOS's ThirdView:
    /// a button's leading pinned to the safe area at 50 and at 100).
    static func constrainsOneSpacingTwice(_ conflict: ConflictReport, in layout: LayoutResult, _ document: IBDocument) -> Bool {
        struct Anchors: Hashable {
            var first: ObjectRef, firstAttribute: LayoutAttribute, second: ObjectRef?, secondAttribute: LayoutAttribute?, multiplier: String
        }
        var ranges: [Anchors: (low: Double, high: Double)] = [:]
        for origin in conflict.constraints {
            guard case .document(let c) = origin else { continue }
            let con = document.constraints[c]
            guard con.isRequired, let first = con.firstItem, let a1 = con.firstAttribute, var relation = con.relation,
                  let multiplier = con.multiplier else { continue }
            var anchors = Anchors(first: first, firstAttribute: a1, second: con.secondItem, secondAttribute: con.secondAttribute, multiplier: multiplier.text)
            var constant = layout.installation.constants[c]
            // `a = b + c` is `b = a - c`: one key for both ways round (multiplier 1 only).
            if multiplier.value == 1, let second = anchors.second, let a2 = anchors.secondAttribute,
               "\(second)\(a2)" < "\(first)\(a1)" {
                anchors = Anchors(first: second, firstAttribute: a2, second: first, secondAttribute: a1, multiplier: multiplier.text)
                constant = -constant
                relation = relation == LayoutRelation.lessThanOrEqual ? .greaterThanOrEqual : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal
            }
            var range = ranges[anchors] ?? (-Double.infinity, Double.infinity)
            if relation != .lessThanOrEqual { range.low = max(range.low, constant) }
            if relation != .greaterThanOrEqual { range.high = min(range.high, constant) }
            if range.low > range.high + 1e-9 { return true }
            ranges[anchors] = range
        }
        return false
    }

    /// The implied edges of one guide or margin leave it a size of zero or more.
    private static func edgesInOrder(_ implied: [SavedFrameWitness.ModelledEdge: [Double]]) -> Bool {
        for (edge, positions) in implied {
            let far: LayoutAttribute
            switch edge.attribute {
            case .top: far = .bottom
            case .leading: far = .trailing
            case .topMargin: far = .bottomMargin
            case .leadingMargin: far = .trailingMargin
            default: continue
            }
            if let other = implied[SavedFrameWitness.ModelledEdge(item: edge.item, attribute: far)], other.min()! < positions.max()! - 0.5 { return false }
        }
        return true
    }
}
