import NibModel

/// Which pin gives way when a top-level view is too small for what its subviews require.
///
/// Interface Builder gives a top-level view that is no controller's root view (a xib's view, a
/// storyboard scene's extra view; a top-level cell: its content view) the size it was saved at,
/// whatever its subviews' constraints require. When a subview's required size and its pins to
/// both edges of that view cannot all hold, Xcode keeps the size and the pin to the top (leading)
/// edge: the subview is laid out from there and its pin to the bottom (trailing) edge is the one
/// left unsatisfied. nibtool breaks the constraint added last in a required conflict, so these
/// far-edge pins are added after the document's other constraints. A controller's root view keeps
/// the old order: there the size gives way (storyboard rows and views).
///
/// A pinned stack view is left out: its size is its arranged views', and there Xcode resolves the
/// conflict inside the stack (`RequiredNonNegativeSizeTests`), not at the pin.
extension SystemBuilder {
    func pinsSubviewToTopLevelFarEdge(_ c: Int) -> Bool {
        guard doc.views[root].controller == nil else { return false }
        let con = doc.constraints[c]
        guard case .view(let a)? = con.firstItem, case .view(let b)? = con.secondItem,
              let first = con.firstAttribute, let second = con.secondAttribute,
              Self.farEdges.contains(first), Self.farEdges.contains(second), first.axis == second.axis else { return false }
        let subview: Int
        if doc.views[a].superview == b { subview = a } else if doc.views[b].superview == a { subview = b } else { return false }
        guard let container = doc.views[subview].superview, isTopLevelContainer(container) else { return false }
        return !doc.views[subview].isStackView
    }

    /// Bottom and trailing edges, or margins, of a view.
    static let farEdges: Set<LayoutAttribute> = [.bottom, .bottomMargin, .trailing, .trailingMargin]

    /// The hierarchy's root, or the content view of a root cell (the root is no controller's view).
    func isTopLevelContainer(_ v: Int) -> Bool {
        if v == root { return true }
        let element = doc.views[v].elementName
        return (element == "tableViewCellContentView" || element == "collectionViewCellContentView") && doc.views[v].superview == root
    }
}
