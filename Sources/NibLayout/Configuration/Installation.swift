import NibModel

/// What is installed in one configuration (ib-format.md §9.3): views and constraints after the
/// size-class masks, with the constants and attribute overrides in force. Uninstalling a view
/// uninstalls its subtree and every constraint that touches it.
public struct Installation: Sendable {
    public var viewInstalled: [Bool]
    public var constraintInstalled: [Bool]
    /// The constant of each constraint in this configuration.
    public var constants: [Double]
    /// Attribute overrides in force per view (`axis`, `spacing`, `hidden`, ...), last writer wins.
    public var overrides: [[String: String]]

    public init(_ doc: IBDocument, _ config: Configuration, runtime: Bool = false) {
        viewInstalled = Array(repeating: true, count: doc.views.count)
        constraintInstalled = Array(repeating: true, count: doc.constraints.count)
        constants = doc.constraints.map(\.constant)
        overrides = Array(repeating: [:], count: doc.views.count)
        for v in doc.views {
            for variation in Self.applicable(v.variations, config) {
                for entry in variation.constraintMask {
                    if case .constraint(let c)? = doc.object(entry.reference) { constraintInstalled[c] = entry.include }
                }
                for entry in variation.subviewMask {
                    if case .view(let s)? = doc.object(entry.reference) { viewInstalled[s] = entry.include }
                }
                for (name, value) in variation.attributeOverrides { overrides[v.index][name] = value }
            }
        }
        // An uninstalled view takes its subtree with it (views are stored parents first).
        for v in doc.views where !viewInstalled[v.index] || (v.superview.map { !viewInstalled[$0] } ?? false) {
            viewInstalled[v.index] = false
        }
        for c in doc.constraints {
            if runtime && c.placeholder { constraintInstalled[c.index] = false }
            if !viewInstalled[c.holder] { constraintInstalled[c.index] = false }
            for ref in [c.firstItem, c.secondItem] {
                if let ref, let owner = doc.owningView(of: ref), !viewInstalled[owner] {
                    constraintInstalled[c.index] = false
                }
            }
            for variation in c.constantVariations.sorted(by: { $0.key.specificity < $1.key.specificity }) where config.applies(variation.key) {
                constants[c.index] = variation.constant
            }
        }
    }

    /// Variations that apply, from general to specific (stable for equal specificity: key order).
    static func applicable(_ variations: [Variation], _ config: Configuration) -> [Variation] {
        variations.filter { config.applies($0.key) }
            .enumerated()
            .sorted { ($0.element.key.specificity, $0.offset) < ($1.element.key.specificity, $1.offset) }
            .map(\.element)
    }

    /// A view's appearance override under `key` (`fontDescription`, a colour key) from the
    /// size-class variations that apply in `config`, the most specific last; nil without one.
    public static func appearanceOverride(of view: View, key: String, _ config: Configuration) -> AppearanceOverride? {
        applicable(view.variations, config).flatMap(\.appearanceOverrides).last { $0.key == key }
    }

    public func isHidden(_ view: View) -> Bool {
        if let h = overrides[view.index]["hidden"] { return h == "YES" }
        return view.hidden
    }

    /// A stack view's axis, alignment, distribution and spacing with the size class's overrides
    /// in force; nil for a view that is not a stack view.
    public func stackInfo(of view: View) -> StackInfo? {
        guard var info = view.stack else { return nil }
        let o = overrides[view.index]
        if let a = o["axis"] { info.axis = a == "vertical" ? .vertical : .horizontal }
        if let a = o["alignment"] { info.alignment = a }
        if let d = o["distribution"] { info.distribution = d }
        if let v = IBNumber.parse(o["spacing"]) { info.spacing = v }
        return info
    }
}
