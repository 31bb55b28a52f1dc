import Foundation
import NibText
import NibXML

extension CheckContext {
    /// The text after `prefix` in a `<!--PREFIX …-->` comment directly inside `<document>`: how
    /// the rules' own examples stand in for files nibtool would otherwise read (sources, asset
    /// catalogs, fonts), since the generic example test has no way to pass them.
    func exampleComment(_ prefix: String) -> Substring? {
        for item in xml.root.content {
            if case .comment(let c) = item, c.hasPrefix(prefix) { return c.dropFirst(prefix.count) }
        }
        return nil
    }

    /// `--text-size`, or in `clipped-text`'s own examples a `<!--nibtool-example-text-size AX5-->`
    /// comment.
    var textSize: ContentSizeCategory? {
        options.textSize ?? exampleComment("nibtool-example-text-size").flatMap { ContentSizeCategory(name: $0.trimmingCharacters(in: .whitespaces)) }
    }
}

extension XMLElement {
    /// The element's id or, for one without (a button's `<state>`, a `<color>`, a
    /// `<fontDescription>`), the nearest ancestor's: the object a finding about it belongs to.
    var ownOrNearestID: String? {
        var e: XMLElement? = self
        while let c = e {
            if let id = c[attribute: "id"] { return id }
            e = c.parent
        }
        return nil
    }
}
