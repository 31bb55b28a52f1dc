import NibLayout
import NibModel
import NibXML

/// Clear Constraints: remove every constraint that involves the views in scope, wherever it is
/// held, with the size-class mask entries and outlets that refer to it. A view left without any
/// constraint gets `fixedFrame="YES"` and a top-left autoresizing mask, as Xcode 9+ writes it
/// (ib-format.md §7.4), so its frame stays where it is drawn.
enum ClearConstraints {
    /// `resetting`: the views in scope are about to get suggested constraints, so they do not
    /// become fixed-frame views.
    static func apply(_ doc: IBDocument, _ scope: Scope, _ editor: inout DocumentEditor, resetting: Bool = false) -> [String] {
        let removed = Set(touching(doc, scope, installed: nil))
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
        for v in doc.views where v.superview != nil && v.usesAutoLayout && !stillReferenced.contains(v.index) && !isArranged(v, doc)
            && !(resetting && scope.contains(view: v.index)) {
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

    /// Clear Constraints while editing one size class (`fix --traits`): the constraints of the
    /// views in scope that are installed there are uninstalled for that class only (an
    /// `exclude` in its variation); every other class, and the frames, stay as they are.
    static func uninstall(_ doc: IBDocument, _ scope: Scope, traits: TraitsPattern, _ editor: inout DocumentEditor) -> [String] {
        guard let key = TraitInstallation.variationKey(traits) else { return apply(doc, scope, &editor) }
        var masks = TraitInstallation.MaskEdits()
        var changes: [String] = []
        for c in touching(doc, scope, installed: TraitInstallation.installed(doc, in: traits)).map({ doc.constraints[$0] }) {
            // An `include` of it in this very variation is turned around rather than contradicted.
            let variation = doc.views[c.holder].variations.first { $0.key.text == key }
            if let include = variation?.constraintMask.first(where: { $0.reference == c.id && $0.include }) {
                editor.replace(doc.xml.element(at: include.element).byteRange, with: "<exclude reference=\"\(c.id)\"/>")
            } else {
                masks.add(.exclude, c.id, holder: c.holder, key: key)
            }
            changes.append("uninstalled \"\(doc.describe(c))\" (\(c.id)) for \(traits)")
        }
        masks.write(doc, &editor)
        return changes
    }

    /// Constraints of the views in scope, and between them and anything else (installed ones
    /// only, when `installed` is given).
    static func touching(_ doc: IBDocument, _ scope: Scope, installed: [Bool]?) -> [Int] {
        doc.constraints.filter { c in
            guard installed?[c.index] ?? true else { return false }
            return items(of: c, doc).contains { scope.contains(view: $0) && doc.views[$0].superview != nil }
        }.map(\.index)
    }

    /// The views a constraint relates (layout guides stand for their owners).
    static func items(of c: Constraint, _ doc: IBDocument) -> [Int] {
        [c.firstItemID, c.secondItemID].compactMap { $0 }.compactMap { doc.object($0) }.compactMap { doc.owningView(of: $0) }
    }

    /// The views whose constraints are cleared (in scope) and the views outside the scope that
    /// lose a constraint to them: Reset to Suggested constrains the first and re-checks the
    /// second, which may be left ambiguous.
    static func affectedViews(_ doc: IBDocument, _ scope: Scope, installed: [Bool]?) -> (cleared: Set<String>, neighbours: Set<String>) {
        var cleared = Set<String>(), neighbours = Set<String>()
        for c in touching(doc, scope, installed: installed) {
            for v in items(of: doc.constraints[c], doc) where doc.views[v].superview != nil {
                if scope.contains(view: v) { cleared.insert(doc.views[v].id) } else { neighbours.insert(doc.views[v].id) }
            }
        }
        return (cleared, neighbours)
    }

    static func isArranged(_ v: View, _ doc: IBDocument) -> Bool {
        v.superview.map { doc.views[$0].isStackView } ?? false
    }
}
