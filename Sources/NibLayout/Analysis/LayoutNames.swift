import NibModel

/// Shared by the layout rules (and `nibtool explain`): naming solver constraints, and which views to judge.
public enum LayoutNames {
    public static func describe(_ origin: ConstraintOrigin, _ doc: IBDocument, _ layout: LayoutResult) -> String {
        switch origin {
        case .document(let c): return doc.describe(doc.constraints[c], constant: layout.installation.constants[c])
        case .rootFrame(let v): return "\(doc.views[v].displayName) frame (set by its container)"
        case .autoresizing(let v): return "\(doc.views[v].displayName) autoresizing mask (NSAutoresizingMaskLayoutConstraint)"
        case .hugging(let v, let axis): return "\(doc.views[v].displayName) \(axis == .horizontal ? "horizontal" : "vertical") content hugging"
        case .compression(let v, let axis): return "\(doc.views[v].displayName) \(axis == .horizontal ? "horizontal" : "vertical") compression resistance"
        case .stack(let v, let kind): return "\(doc.views[v].displayName) \(kind)"
        case .nonNegativeSize(let v, let axis): return "\(doc.views[v].displayName) \(axis == .horizontal ? "width" : "height") >= 0"
        case .drawnTextSize(let v, let axis): return "\(doc.views[v].displayName) drawn \(axis == .horizontal ? "width" : "height")"
        }
    }

    public static func constraintID(_ origin: ConstraintOrigin, _ doc: IBDocument) -> String? {
        if case .document(let c) = origin { return doc.constraints[c].id }
        return nil
    }

    /// True when a superview of `v` is itself ambiguous: its subtree moves with it, and Xcode
    /// reports the ambiguity, not the subviews.
    /// With `ties`, only ancestors whose frame a content-priority tie decides count.
    public static func hasAmbiguousAncestor(_ v: Int, _ doc: IBDocument, _ layout: LayoutResult, ties: Bool = false) -> Bool {
        var s = doc.views[v].superview
        while let c = s {
            if layout.views[c].mode == .autoLayout && layout.views[c].ambiguity.contains(where: { ties ? $0 == .tie : $0 != .unique }) { return true }
            s = doc.views[c].superview
        }
        return false
    }

    /// The nearest Auto Layout ancestor whose position on `axis` its constraints leave free.
    public static func ancestorFreeInPosition(_ v: Int, axis: LayoutAttribute.Axis, _ doc: IBDocument, _ layout: LayoutResult) -> Int? {
        let position = axis == .horizontal ? 0 : 1
        var s = doc.views[v].superview
        while let c = s {
            let a = layout.views[c].ambiguity
            if layout.views[c].mode == .autoLayout && a.count == 4 && a[position] == .free { return c }
            s = doc.views[c].superview
        }
        return nil
    }

    /// Arranged views of a stack lie along its axis by its own rules (UIKit resolves ties by index).
    public static func stackAxis(of v: Int, _ doc: IBDocument, _ layout: LayoutResult) -> LayoutAttribute.Axis? {
        guard let s = doc.views[v].superview, let info = layout.installation.stackInfo(of: doc.views[s]) else { return nil }
        return info.axis == .vertical ? .vertical : .horizontal
    }
}
