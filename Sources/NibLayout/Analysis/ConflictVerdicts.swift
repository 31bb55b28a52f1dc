import NibModel

/// What a conflict nibtool found rests on. A minimal conflicting set made only of document
/// constraints between views' own edges, centers and sizes is infeasible whatever nibtool cannot
/// know: proven. One that involves modelled constraints (a container's frame, autoresizing masks,
/// stack arrangement, intrinsic sizes, guides, margins) rests on the model; and in the document's
/// own configuration, where Xcode saved frames, a set whose document constraints the saved frames
/// all satisfy cannot be a conflict in Xcode (its engine found frames that satisfy them): the
/// witness contradicts it. Xcode saves no flag for conflicts, so this is the only check.
public enum ConflictVerdict {
    public static func evidence(of conflict: ConflictReport, in layout: LayoutResult, witness: SavedFrameWitness) -> Evidence {
        var exact = true, unknown = false
        for origin in conflict.constraints {
            guard case .document(let c) = origin else { exact = false; continue }
            switch witness.satisfies(c) {
            case nil: exact = false; unknown = true
            case true?, false?: break
            }
        }
        if exact { return .document }
        guard layout.configuration.isDocumentConfiguration, !unknown else { return .layout }
        let missed = conflict.constraints.contains { o in
            if case .document(let c) = o { return witness.satisfies(c) == false }
            return false
        }
        return missed ? .layout : .contradictedByWitness
    }
}
