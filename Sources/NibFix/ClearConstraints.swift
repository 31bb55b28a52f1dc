import NibLayout
import NibModel
import NibXML

/// Clear Constraints: remove every constraint that involves the views in scope, wherever it is
/// held, with the size-class mask entries and outlets that refer to it. A view left without any
/// constraint gets `fixedFrame="YES"` and a top-left autoresizing mask, as Xcode 9+ writes it
/// (ib-format.md §7.4), so its frame stays where it is drawn.
enum ClearConstraints {
    static func apply(_ doc: IBDocument, _ scope: Scope, _ editor: inout DocumentEditor) -> [String] {
        var removed = Set<Int>()
        for c in doc.constraints {
            let views = [c.firstItemID, c.secondItemID].compactMap { $0 }.compactMap { doc.object($0) }.compactMap { doc.owningView(of: $0) }
            // Constraints of the views themselves, and between them and anything else.
            if views.contains(where: { scope.contains(view: $0) && doc.views[$0].superview != nil }) { removed.insert(c.index) }
        }
        guard !removed.isEmpty else { return [] }
        let removedIDs = Set(removed.map { doc.constraints[$0].id })
        var changes: [String] = []
        // Whole <constraints> lists that become empty go too: Xcode never writes an empty one.
        var byHolder: [Int: [Int]] = [:]
        for c in removed { byHolder[doc.constraints[c].holder, default: []].append(c) }
        for (holder, list) in byHolder.sorted(by: { $0.key < $1.key }) {
            if list.count == doc.views[holder].heldConstraints.count, let element = doc.xml.element(at: doc.views[holder].element).child("constraints") {
                editor.removeElement(element)
            } else {
                for c in list.sorted() { editor.removeElement(doc.xml.element(at: doc.constraints[c].element)) }
            }
        }
        for c in removed.sorted() { changes.append("removed \"\(doc.describe(doc.constraints[c]))\" (\(doc.constraints[c].id))") }
        // Mask entries and outlets that named them.
        for v in doc.views {
            for variation in v.variations {
                let entries = variation.constraintMask.filter { removedIDs.contains($0.reference) }
                guard !entries.isEmpty else { continue }
                let element = doc.xml.element(at: variation.element)
                let masks = element.children("mask")
                let emptiesMask = variation.constraintMask.count == entries.count
                if emptiesMask && variation.subviewMask.isEmpty && variation.attributeOverrides.isEmpty && variation.childOverrides.isEmpty {
                    editor.removeElement(element)
                } else if emptiesMask, let mask = masks.first(where: { $0[attribute: "key"] == "constraints" }) {
                    editor.removeElement(mask)
                } else {
                    for e in entries { editor.removeElement(doc.xml.element(at: e.element)) }
                }
            }
        }
        let connectionLists = doc.views.map(\.connections) + doc.controllers.map(\.connections) + doc.otherObjects.map(\.connections)
        for list in connectionLists {
            for o in list where o.kind == .outlet && o.destination.map(removedIDs.contains) == true {
                editor.removeElement(doc.xml.element(at: o.element))
                changes.append("removed the outlet \(o.property ?? "") to a removed constraint")
            }
        }
        // Views no constraint refers to any more keep their frames as fixed frames.
        var stillReferenced = Set<Int>()
        for c in doc.constraints where !removed.contains(c.index) {
            for id in [c.firstItemID, c.secondItemID].compactMap({ $0 }) {
                if let ref = doc.object(id), let v = doc.owningView(of: ref) { stillReferenced.insert(v) }
            }
        }
        for v in doc.views where v.superview != nil && v.usesAutoLayout && !stillReferenced.contains(v.index) && !isArranged(v, doc) {
            let element = doc.xml.element(at: v.element)
            editor.setAttribute("fixedFrame", to: "YES", on: element,
                                after: ["misplaced", "ambiguous", "placeholderIntrinsicHeight", "placeholderIntrinsicWidth",
                                        "verticalCompressionResistancePriority", "horizontalCompressionResistancePriority",
                                        "verticalHuggingPriority", "horizontalHuggingPriority", "contentMode"])
            editor.removeAttribute("misplaced", from: element)
            editor.removeAttribute("ambiguous", from: element)
            if element.child("autoresizingMask") == nil, let rect = element.child("rect", key: "frame") {
                editor.insertAfter(rect, "<autoresizingMask key=\"autoresizingMask\" flexibleMaxX=\"YES\" flexibleMaxY=\"YES\"/>")
            }
            changes.append("\(v.displayName) (\(v.id)): no constraints left, its frame is kept (fixedFrame)")
        }
        return changes
    }

    static func isArranged(_ v: View, _ doc: IBDocument) -> Bool {
        v.superview.map { doc.views[$0].isStackView } ?? false
    }
}
