import NibModel

/// How a document's controllers contain each other (relationship and embed segues) and which
/// are shown in a navigation stack: what Interface Builder infers simulated bars from.
/// Computed once per layout, not once per scene.
struct ControllerGraph: Sendable {
    /// Controllers shown in a navigation controller: its root, or pushed (show/push segue) from
    /// a controller that is, or from the navigation controller itself.
    var inNavigation: Set<Int> = []
    /// Controllers embedded in a container view.
    var embedded: Set<Int> = []
    /// The controller containing each controller through a relationship segue.
    var container: [Int: Int] = [:]
    /// For controllers shown in a navigation stack: the navigation controller hosting them.
    var hostNavigation: [Int: Int] = [:]
    /// Controllers presented as popovers (no status bar on the canvas).
    var popovers: Set<Int> = []
    /// Popovers, the controllers presented over their context from them (`currentContext`,
    /// `overCurrentContext`) and the controllers they contain: what is drawn inside a popover.
    var inPopover: Set<Int> = []
    /// Controllers shown in a navigation stack without the tab bar of a tab bar controller around
    /// it: those that set `hidesBottomBarWhenPushed`, and those pushed above one (UIKit keeps the
    /// bar hidden until that controller is popped).
    var hidesBottomBar: Set<Int> = []
    /// Controllers presented modally by a segue, and the controllers they contain or push: their
    /// canvas size follows the presentation style (sheets, custom sizes), not the screen.
    var presented: Set<Int> = []
    /// For controllers pushed onto a navigation stack by another controller: that controller.
    var pushSource: [Int: Int] = [:]

    init(_ doc: IBDocument) {
        var byID: [String: Int] = [:]
        for c in doc.controllers where byID[c.id] == nil { byID[c.id] = c.index }
        // Segues of a controller, and of the views in its scene (buttons, cells...).
        var segues: [(from: Int, connection: Connection)] = []
        for c in doc.controllers {
            for s in c.connections where s.kind == .segue { segues.append((c.index, s)) }
            if let root = c.rootView {
                for v in doc.subtree(of: root) { for s in doc.views[v].connections where s.kind == .segue { segues.append((c.index, s)) } }
            }
        }
        for v in doc.views { for s in v.connections where s.segueKind == "embed" { if let d = s.destination.flatMap({ byID[$0] }) { embedded.insert(d) } } }
        // Segues also start from bar button items and other objects of a controller's scene.
        for o in doc.otherObjects where o.connections.contains(where: { $0.kind == .segue }) {
            guard let owner = o.ownerController else { continue }
            for s in o.connections where s.kind == .segue { segues.append((owner, s)) }
        }
        for (_, s) in segues where ["popoverPresentation", "popover"].contains(s.segueKind ?? "") {
            if let d = s.destination.flatMap({ byID[$0] }) { popovers.insert(d) }
        }
        inPopover = popovers
        var grew = true
        while grew {
            grew = false
            for (from, s) in segues where inPopover.contains(from) {
                guard let d = s.destination.flatMap({ byID[$0] }), !inPopover.contains(d) else { continue }
                let style = doc.controllers[d].presentation.modalPresentationStyle
                if ["currentContext", "overCurrentContext"].contains(style ?? "") || s.relationship != nil {
                    inPopover.insert(d)
                    grew = true
                }
            }
        }
        for (from, s) in segues where s.relationship != nil {
            if let d = s.destination.flatMap({ byID[$0] }), container[d] == nil, d != from { container[d] = from }
        }
        for (_, s) in segues where ["presentation", "modal"].contains(s.segueKind ?? "") {
            if let d = s.destination.flatMap({ byID[$0] }) { presented.insert(d) }
        }
        var changed = true
        var rounds = 0
        while changed && rounds < 50 {
            changed = false
            rounds += 1
            for (from, s) in segues {
                guard let d = s.destination.flatMap({ byID[$0] }), !inNavigation.contains(d) else { continue }
                let push = ["show", "push"].contains(s.segueKind ?? "")
                let isNavigation = doc.controllers[from].elementName == "navigationController"
                if (isNavigation && (s.relationship == "rootViewController" || push)) || (push && inNavigation.contains(from))
                    || Self.sharesPushedTabBar(doc, from: from, to: d, relationship: s.relationship, inNavigation: inNavigation) {
                    inNavigation.insert(d)
                    hostNavigation[d] = isNavigation ? from : hostNavigation[from]
                    if !isNavigation && push { pushSource[d] = from }
                    changed = true
                }
            }
        }
        // Walk each push down from where the flag is set.
        hidesBottomBar = Set(inNavigation.filter { doc.controllers[$0].presentation.hidesBottomBarWhenPushed })
        var spread = !hidesBottomBar.isEmpty
        while spread {
            spread = false
            for (from, s) in segues where hidesBottomBar.contains(from) && ["show", "push"].contains(s.segueKind ?? "") {
                if let d = s.destination.flatMap({ byID[$0] }), inNavigation.contains(d), !hidesBottomBar.contains(d) {
                    hidesBottomBar.insert(d)
                    spread = true
                }
            }
        }
        // Presented too, though no presentation segue says so: the destination of a show segue
        // from outside a navigation stack (UIKit presents it modally), and a controller whose own
        // style is a sheet or popover (the canvas draws it at that size wherever it is reached).
        for (from, s) in segues where ["show", "showDetail"].contains(s.segueKind ?? "") && !inNavigation.contains(from)
            && doc.controllers[from].elementName != "navigationController" {
            if let d = s.destination.flatMap({ byID[$0] }), !inNavigation.contains(d) { presented.insert(d) }
        }
        for c in doc.controllers where Self.sizingStyles.contains(c.presentation.modalPresentationStyle ?? "") { presented.insert(c.index) }
        closePresented()
    }

    /// A tab bar controller pushed onto a navigation stack shows its tabs under that stack's
    /// navigation bar: its children (other than navigation controllers, which bring their own bar)
    /// are drawn in the stack too.
    private static func sharesPushedTabBar(_ doc: IBDocument, from: Int, to d: Int, relationship: String?, inNavigation: Set<Int>) -> Bool {
        relationship == "viewControllers" && inNavigation.contains(from)
            && doc.controllers[from].elementName == "tabBarController"
            && doc.controllers[d].elementName != "navigationController"
    }

    /// Presentation styles that give a controller a size other than the screen's.
    static let sizingStyles: Set<String> = ["formSheet", "pageSheet", "popover", "custom"]

    /// Adds to `presented` what presented controllers contain (relationship segues) or push.
    private mutating func closePresented() {
        var grew = !presented.isEmpty
        while grew {
            grew = false
            for (d, parent) in container where !presented.contains(d) && presented.contains(parent) { presented.insert(d); grew = true }
            for (d, host) in hostNavigation where !presented.contains(d) && presented.contains(host) { presented.insert(d); grew = true }
        }
    }

    /// The controllers that pushed `c` onto its navigation stack, nearest first.
    func pushSources(of c: Int) -> [Int] {
        Self.chain(from: c) { pushSource[$0] }
    }

    /// The containing controllers of `c`, innermost first.
    func containers(of c: Int) -> [Int] {
        // A pushed controller lives in its navigation controller's containers (a tab, a split view).
        Self.chain(from: c) { container[$0] ?? hostNavigation[$0] }
    }

    /// `next(c)`, `next(next(c))`, ... until there is none or the walk comes back to a controller
    /// it has seen (segues can form cycles).
    private static func chain(from c: Int, _ next: (Int) -> Int?) -> [Int] {
        var result: [Int] = []
        var current = c
        while let n = next(current), n != c, !result.contains(n) {
            result.append(n)
            current = n
        }
        return result
    }
}
