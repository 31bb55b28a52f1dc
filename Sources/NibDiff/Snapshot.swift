import NibLayout
import NibModel

/// What a semantic diff compares: one document reduced to named, id-keyed facts. Everything is
/// already a display string (names as Xcode shows them, numbers in short form), so the diff, the
/// JSON report and the textconv rendering all say the same thing the same way.
public struct Snapshot: Sendable {
    public var scenes: [SceneFacts] = []
    public var views: [ViewFacts] = []
    public var constraints: [ConstraintFacts] = []
    public var runtimeAttributes: [RuntimeAttributeFacts] = []
    public var connections: [ConnectionFacts] = []
    /// Merge damage found while reading: duplicate ids, references to ids nobody has.
    public var problems: [ReferenceProblem] = []

    /// An empty document: the missing side of an added or deleted file.
    public init() {}
}

public struct SceneFacts: Sendable {
    public var id: String
    /// The scene's title as Xcode shows it in the outline (its comment), else its controller's name.
    public var name: String
    /// The first controller's id, class and Storyboard ID.
    public var controllerID: String?
    public var properties: [Property]
}

/// An ordered (name, value) pair, as shown: `hidden` = `YES`.
public struct Property: Sendable, Hashable {
    public var name: String
    public var value: String
    public init(_ name: String, _ value: String) { self.name = name; self.value = value }
}

public struct ViewFacts: Sendable {
    public var id: String
    /// Index into `Snapshot.scenes`, nil for xib top-level objects.
    public var scene: Int?
    public var name: String
    public var elementName: String
    public var superviewID: String?
    public var superviewName: String?
    /// The names from the root view down to this one, for matching views whose ids changed.
    public var path: String
    public var properties: [Property]
    public var frame: Rect?
    public var installedIn: Set<Traits>
    /// Where its superview is installed: a view cannot be installed outside it.
    public var containerInstalledIn: Set<Traits>
}

public struct ConstraintFacts: Sendable {
    public var id: String
    public var scene: Int?
    /// The view the constraint is listed under: the view of its first item.
    public var ownerName: String
    /// `Red View.leading = Safe Area.leading + 16` with the default constant.
    public var equation: String
    /// The equation without its constant, for matching a regenerated constraint whose constant changed.
    public var shape: String
    public var properties: [Property]
    /// The items and attributes by id (`first.leading second.trailing`): what the constraint
    /// relates, independent of names, to tell a retargeted constraint from a renamed view
    /// (layout guides as `ownerViewID#Safe Area`).
    public var firstItemID: String
    public var secondItemID: String?
    public var attributes: String
    /// The constant in force in each final size class.
    public var constants: [Traits: Double]
    public var baseConstant: Double
    public var installedIn: Set<Traits>
    /// Where its holder and the views of its items are all installed: the constraint cannot be
    /// installed outside that.
    public var itemsInstalledIn: Set<Traits>
}

public struct RuntimeAttributeFacts: Sendable {
    public var ownerID: String
    public var ownerName: String
    public var scene: Int?
    public var keyPath: String
    /// `number 8`, `color systemColor=systemRedColor`, ...
    public var value: String
}

public struct ConnectionFacts: Sendable {
    public var ownerID: String
    public var ownerName: String
    public var scene: Int?
    public var kind: String
    /// What identifies the connection on its owner: outlet property, action selector, segue
    /// identifier (or kind and destination for unnamed segues).
    public var label: String
    public var destinationID: String?
    public var destinationName: String
}

public struct ReferenceProblem: Sendable, Hashable {
    public enum Kind: String, Sendable { case duplicateID = "duplicate-id", unknownReference = "unknown-reference" }
    public var kind: Kind
    public var message: String
    public var line: Int
    public var column: Int
}
