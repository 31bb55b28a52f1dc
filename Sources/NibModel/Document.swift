import NibXML

/// A decoded Interface Builder document: storyboard or xib, iOS (CocoaTouch) or macOS (Cocoa).
/// Objects live in flat arrays and refer to each other by index, so the model is a plain value
/// that can be shared between threads. Everything keeps the index of the XML element it came
/// from, for locations and for edits.
public struct IBDocument: Sendable {
    public enum Kind: String, Sendable { case storyboard, xib }
    public enum Platform: String, Sendable { case cocoaTouch, cocoa }

    public let xml: XMLDocument
    public var kind: Kind
    public var platform: Platform
    public var type: String
    public var version: String?
    /// `toolsVersion` as written (`14113`, `32700.99.1234`) and as a number for era decisions.
    public var toolsVersionText: String?
    public var toolsVersion: Double
    public var targetRuntime: String?
    public var useAutolayout: Bool
    public var useTraitCollections: Bool
    public var useSafeAreas: Bool
    public var launchScreen: Bool
    public var initialViewControllerID: String?
    public var device: Device?

    public var scenes: [Scene] = []
    public var controllers: [ViewController] = []
    public var views: [View] = []
    public var layoutGuides: [LayoutGuide] = []
    public var constraints: [Constraint] = []
    /// Objects with an `id` that are not views, guides, constraints or controllers
    /// (placeholders, gesture recognizers, navigation items, ...).
    public var otherObjects: [OtherObject] = []
    /// xib top level: views and placeholders directly under `<objects>`.
    public var topLevelViews: [Int] = []
    public var resources = Resources()
    /// `<designables>`: intrinsic sizes cached by Xcode for `@IBDesignable` views, by view id.
    public var designableSizes: [String: Size] = [:]
    /// Every id in the document, to the first object that carries it.
    public var objectsByID: [String: ObjectRef] = [:]
    /// Ids carried by more than one element: (id, element indices in document order).
    public var duplicateIDs: [(id: String, elements: [Int])] = []

    public init(xml: XMLDocument, kind: Kind, platform: Platform, type: String) {
        self.xml = xml
        self.kind = kind
        self.platform = platform
        self.type = type
        toolsVersion = 0
        useAutolayout = false
        useTraitCollections = false
        useSafeAreas = false
        launchScreen = false
    }

    public func object(_ id: String) -> ObjectRef? { objectsByID[id] }

    /// The element an object was read from.
    public func element(of ref: ObjectRef) -> Int {
        switch ref {
        case .view(let i): return views[i].element
        case .layoutGuide(let i): return layoutGuides[i].element
        case .constraint(let i): return constraints[i].element
        case .controller(let i): return controllers[i].element
        case .other(let i): return otherObjects[i].element
        }
    }

    public func view(id: String) -> View? {
        if case .view(let i)? = objectsByID[id] { return views[i] }
        return nil
    }

    /// The view a constraint item stands for: a view itself, or the owner of a layout guide.
    public func owningView(of ref: ObjectRef) -> Int? {
        switch ref {
        case .view(let i): return i
        case .layoutGuide(let g): return layoutGuides[g].ownerView
        default: return nil
        }
    }

    /// Whether `ancestor` is `view` or one of its superviews.
    public func isAncestor(_ ancestor: Int, of view: Int) -> Bool {
        var v: Int? = view
        while let c = v {
            if c == ancestor { return true }
            v = views[c].superview
        }
        return false
    }

    /// The root of the view hierarchy holding `view` (a controller's root view or a top-level
    /// view; `view` itself when it has no superview).
    public func root(of view: Int) -> Int {
        var v = view
        while let s = views[v].superview { v = s }
        return v
    }

    /// The controller's root view first, then each view before its subviews.
    public func subtree(of root: Int) -> [Int] {
        var result: [Int] = []
        var stack = [root]
        while let v = stack.popLast() {
            result.append(v)
            stack.append(contentsOf: views[v].subviews.reversed())
        }
        return result
    }

    /// The name Xcode shows for an object in issue messages: its user label, else its text or
    /// title, else its class ("Red View", "Label", "Safe Area").
    public func displayName(of ref: ObjectRef) -> String {
        switch ref {
        case .view(let i): return views[i].displayName
        case .layoutGuide(let g): return layoutGuides[g].displayName
        case .controller(let c): return controllers[c].displayName
        case .constraint(let c): return constraints[c].id
        case .other(let o): return otherObjects[o].userLabel.map(SuppressionMarker.strip) ?? otherObjects[o].elementName
        }
    }
}

/// What an id refers to.
public enum ObjectRef: Sendable, Hashable {
    case view(Int)
    case layoutGuide(Int)
    case constraint(Int)
    case controller(Int)
    case other(Int)
}

public struct Device: Sendable, Hashable {
    public var id: String
    public var orientation: Orientation
    public var appearance: String?
    public var element: Int
    /// Where the `<device>` element is, for notes about it.
    public var line = 0, column = 0

    public enum Orientation: String, Sendable { case portrait, landscape }
}

public struct Scene: Sendable {
    public var id: String
    /// The `<!--Title-->` comment Xcode writes before the scene.
    public var title: String?
    public var element: Int
    public var controllers: [Int]
}

public struct OtherObject: Sendable {
    public var id: String
    public var elementName: String
    public var userLabel: String?
    public var customClass: String?
    public var element: Int
    public var connections: [Connection]
    public var runtimeAttributes: [RuntimeAttribute]
    /// The controller whose scene element holds it (a bar button item's controller), if any.
    public var ownerController: Int?
}

public struct Resources: Sendable {
    public var images: [String: ImageResource] = [:]
    /// Named asset colors and system colors, by name: the element index of their `<color>`.
    public var namedColors: [String: Int] = [:]
    public var systemColors: [String: Int] = [:]
    /// The same colours, decoded.
    public var namedColorSpecs: [String: ColorSpec] = [:]
    public var systemColorSpecs: [String: ColorSpec] = [:]
}

extension IBDocument {
    /// Whether an image view shows an SF Symbol: named as one on the view, or by its
    /// `<resources>` entry. Only symbols carry a size and a baseline of their own that the
    /// document does not record.
    public func imageViewShowsSymbol(_ view: View) -> Bool {
        guard view.elementName == "imageView", let name = view.image else { return false }
        return view.imageIsSystemSymbol || resources.images[name]?.catalog == "system"
    }
}

public struct ImageResource: Sendable, Hashable {
    public var name: String
    public var size: Size?
    public var catalog: String?
}
