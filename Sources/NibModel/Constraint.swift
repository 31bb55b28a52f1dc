/// One `<constraint>` (ib-format.md §8), with its implicit `firstItem` made explicit.
public struct Constraint: Sendable {
    public var index: Int
    public var id: String
    public var element: Int
    /// The view whose `<constraints>` holds this constraint.
    public var holder: Int

    /// The id of the first item (`firstItem`, or the holder's id when omitted).
    public var firstItemID: String
    public var firstItemIsImplicit: Bool
    /// The attribute as written, and decoded (nil when the name is not an attribute).
    public var firstAttributeName: String
    public var firstAttribute: LayoutAttribute?
    public var relationName: String?
    public var relation: LayoutRelation?
    public var secondItemID: String?
    public var secondAttributeName: String?
    public var secondAttribute: LayoutAttribute?
    public var multiplierText: String?
    public var multiplier: Multiplier?
    public var constantText: String?
    public var constant: Double
    public var priorityText: String?
    public var priority: Double
    /// "Remove at build time": used by Interface Builder, stripped from the compiled nib.
    public var placeholder: Bool
    /// "Standard" spacing; `constant` holds the value IB resolved.
    public var symbolic: Bool
    public var identifier: String?
    public var userLabel: String?
    /// The items resolved once the whole document is read (nil for an id that names nothing):
    /// layout and rules look them up for every constraint of every configuration.
    public var firstItem: ObjectRef?
    public var secondItem: ObjectRef?
    /// Per-size-class constants (`<variation key=… constant=…/>` children).
    public var constantVariations: [(key: VariationKey, constant: Double, element: Int)] = []

    public var isRequired: Bool { priority >= 1000 }
    public var isSizeOnly: Bool { secondItemID == nil }
}
