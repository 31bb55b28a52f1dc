import NibModel

/// One semantic difference between two versions of a document.
public struct Change: Sendable, Hashable {
    public enum Category: String, Sendable { case scene, view, constraint, runtimeAttribute, connection }
    public enum Kind: String, Sendable { case added, removed, changed }

    /// The scene's name (the new version's when it has one); empty in xibs.
    public var scene: String
    /// The view or controller the change is listed under.
    public var subject: String
    public var category: Category
    public var kind: Kind
    /// The object's id (the new one, or the old one for a removal).
    public var id: String
    /// What changed: a view's name, a constraint's equation, a key path, an outlet.
    public var item: String
    /// For `changed`: which property, and its old and new values (nil: not set).
    public var property: String?
    public var old: String?
    public var new: String?
    /// The size classes the change is limited to (`wC-hR`, `wR-hA`), nil when it applies to all.
    public var traits: String?
    /// The change in words when `old -> new` reads badly: "now uninstalled for wC-hR".
    public var note: String?
}

/// A view whose saved frame differs: usually Xcode re-saving frames, not a design change.
public struct FrameMove: Sendable, Hashable {
    public var scene: String
    public var view: String
    public var id: String
    public var old: Rect?
    public var new: Rect?
}
