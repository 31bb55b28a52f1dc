import NibLayout
import NibModel
import NibXML

/// `fix --traits`: what Xcode's Vary for Traits writes when a constraint is added or removed
/// while one size class is being edited (ib-format.md §9.3). A constraint added there is
/// excluded in `default` and included in that class's `<variation>`; a constraint removed there
/// is excluded in that class's variation only.
enum TraitInstallation {
    /// The variation key of a pattern (`wC-hR` → `heightClass=regular-widthClass=compact`,
    /// `wC-hA` → `widthClass=compact`); nil for `wA-hA`, which is the base (`default`).
    static func variationKey(_ pattern: TraitsPattern) -> String? {
        let terms = [pattern.height.map { "heightClass=\($0.rawValue)" }, pattern.width.map { "widthClass=\($0.rawValue)" }].compactMap { $0 }
        return terms.isEmpty ? nil : terms.joined(separator: "-")
    }

    /// The final size classes a pattern covers (`wR-hA`: wR-hR, then wR-hC), each as a pattern.
    static func finalTraits(matching pattern: TraitsPattern) -> [TraitsPattern] {
        // Regular height first: constraints are derived from the first class that is ambiguous and
        // installed in all of them, and a compact-height (landscape phone) layout is a poor
        // drawing to measure constants from for the others.
        Traits.finals.filter(pattern.matches).sorted { $0.height == .regular && $1.height != .regular }
            .map { TraitsPattern(width: $0.width, height: $0.height) }
    }

    /// Constraints installed in any of the final size classes a pattern covers.
    static func installed(_ doc: IBDocument, in pattern: TraitsPattern) -> [Bool] {
        var installed = Array(repeating: false, count: doc.constraints.count)
        for t in finalTraits(matching: pattern) {
            let i = Installation(doc, Configuration.resolve(t, device: nil, orientation: nil, doc: doc))
            for c in installed.indices where i.constraintInstalled[c] { installed[c] = true }
        }
        return installed
    }

    enum Entry: String { case include, exclude }

    /// Adds `<include|exclude reference="id"/>` entries to the `constraints` mask of the holder's
    /// variation `key`, creating the mask or the variation (in key order, where Xcode puts
    /// variations) when missing. Several calls for one holder and key are one edit.
    struct MaskEdits {
        /// (holder view index, variation key) → entries in order.
        var entries: [HolderKey: [(Entry, String)]] = [:]
        struct HolderKey: Hashable { var holder: Int; var key: String }

        mutating func add(_ entry: Entry, _ id: String, holder: Int, key: String) {
            entries[HolderKey(holder: holder, key: key), default: []].append((entry, id))
        }

        func write(_ doc: IBDocument, _ editor: inout DocumentEditor) {
            let byHolder = Dictionary(grouping: entries.keys, by: \.holder)
            for holder in byHolder.keys.sorted() {
                let view = doc.xml.element(at: doc.views[holder].element)
                // Keys in ASCII order, as Xcode sorts sibling variations.
                for hk in byHolder[holder]!.sorted(by: { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }) {
                    write(entries[hk]!, key: hk.key, in: view, &editor)
                }
            }
        }

        private func write(_ list: [(Entry, String)], key: String, in view: XMLElement, _ editor: inout DocumentEditor) {
            let variationIndent = String(repeating: " ", count: view.column - 1 + 4)
            let maskIndent = variationIndent + "    "
            let entryLines = list.map { "<\($0.0.rawValue) reference=\"\($0.1)\"/>" }
            func maskXML(indent: String) -> String {
                "<mask key=\"constraints\">\n" + entryLines.map { indent + "    " + $0 }.joined(separator: "\n") + "\n" + indent + "</mask>"
            }
            let variations = view.children("variation")
            if let variation = variations.first(where: { $0[attribute: "key"] == key }) {
                if let mask = variation.children("mask").first(where: { $0[attribute: "key"] == "constraints" }) {
                    for line in entryLines { editor.insertChild(line, into: mask) }
                } else {
                    // `constraints` sorts before `subviews`; attribute overrides stay on the variation.
                    editor.insertChild(maskXML(indent: maskIndent), into: variation, before: variation.children("mask").first)
                }
                return
            }
            let xml = "<variation key=\"\(key)\">\n" + maskIndent + maskXML(indent: maskIndent) + "\n" + variationIndent + "</variation>"
            let next = variations.first { Array(key.utf8).lexicographicallyPrecedes(Array(($0[attribute: "key"] ?? "").utf8)) }
                ?? view.children.first { $0.name == "connections" || ($0.name == "point" && $0[attribute: "key"] == "canvasLocation") }
            editor.insertChild(xml, into: view, before: next)
        }
    }
}
