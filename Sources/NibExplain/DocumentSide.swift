import NibModel

/// One side of a document constraint as UIKit would print it at run time: a margin attribute
/// becomes the layout-margins guide's edge, the safe area its `UIViewSafeAreaLayoutGuide`.
struct DocumentSide {
    var ref: ObjectRef
    /// The view (or a guide's owner).
    var owner: Int
    /// The attribute as UIKit names it (`leading` for IB's `leadingMargin` on the margins guide).
    var attribute: String
    /// The guide identifier UIKit quotes, "?" for a guide UIKit names otherwise, nil for a view.
    var guide: String?

    init(_ doc: IBDocument, _ ref: ObjectRef, _ a: LayoutAttribute) {
        self.ref = ref
        owner = doc.owningView(of: ref) ?? 0
        attribute = a.displayName
        switch ref {
        case .layoutGuide(let g):
            guide = doc.layoutGuides[g].kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "?"
        default:
            if a.isMargin {
                guide = "UIViewLayoutMarginsGuide"
                attribute = a.displayName.replacingFirst("WithinMargins", with: "").replacingFirst("Margin", with: "")
            }
        }
    }

    /// Whether the log side can be this document side (class, quoted text, attribute).
    func fits(_ side: LogConstraint.Side, _ doc: IBDocument) -> Bool {
        side.attribute == attribute && fits(side.item, doc)
    }

    func fits(_ item: LogConstraint.Item, _ doc: IBDocument) -> Bool {
        if let guide {
            guard item.className.hasSuffix("LayoutGuide") else { return false }
            return guide == "?" || item.text == nil || item.text == guide
        }
        guard case .view(let v) = ref else { return false }
        let view = doc.views[v]
        guard Self.sameClass(item.className, view.className) || Self.sameClass(item.className, view.uikitClass) else { return false }
        // UIKit quotes a label's text and a button's title; text set in code differs, so only a
        // differing text in the document rules the view out.
        if let text = item.text, let own = view.text ?? view.title, !own.isEmpty { return own == text }
        return true
    }

    /// The log address this side binds to a document object (none for margins guides, which
    /// the document does not name).
    func binding(_ side: LogConstraint.Side, _ d: Int) -> [String: String]? {
        if guide == "UIViewLayoutMarginsGuide" { return [:] }
        return [side.item.address: guide == nil ? "\(d)/v\(owner)" : "\(d)/g\(owner)"]
    }

    /// `MyApp.CardView` and `_TtC5MyApp8CardView` are `CardView`.
    static func sameClass(_ logged: String, _ documented: String) -> Bool {
        logged == documented || logged.hasSuffix(".\(documented)") || (logged.hasPrefix("_Tt") && logged.hasSuffix(documented))
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let r = range(of: target) else { return self }
        return replacingCharacters(in: r, with: replacement)
    }
}
