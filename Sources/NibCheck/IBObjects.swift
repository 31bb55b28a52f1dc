import NibModel
import NibXML

/// One object of a document that can carry runtime attributes or connections (a view, a
/// controller, a placeholder, a custom object, a gesture recognizer, a bar item...), with what
/// the inspectable and connection rules need to know about it.
struct IBObjectInfo {
    var ref: ObjectRef
    var id: String
    var element: Int
    var elementName: String
    /// The name for messages: user label, else text or title, else class.
    var name: String
    var customClass: String?
    var customModule: String?
    /// `customModuleProvider="target"`: the class lives in the app target itself.
    var customModuleProvider: String?
    /// The class the element stands for without a custom class (`UIButton`, `UIViewController`),
    /// nil for placeholders (File's Owner is whatever its custom class says).
    var elementClass: String?
    var runtimeAttributes: [RuntimeAttribute]
    var connections: [Connection]

    /// The class the object has at run time, as far as the document says.
    var className: String? { customClass ?? elementClass }

    /// How messages name it: `"Card View" (CardView)`.
    var quotedName: String {
        if let c = customClass, c != name { return "\"\(name)\" (\(c))" }
        return "\"\(name)\""
    }
}

enum IBObjects {
    /// Classes of elements that are not views (views use `ViewClasses.uikit`).
    static let otherClasses: [String: String] = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController", "hostingController": "UIHostingController",
        "avPlayerViewController": "AVPlayerViewController", "glkViewController": "GLKViewController",
        "customObject": "NSObject", "navigationItem": "UINavigationItem", "barButtonItem": "UIBarButtonItem",
        "tabBarItem": "UITabBarItem", "tapGestureRecognizer": "UITapGestureRecognizer",
        "panGestureRecognizer": "UIPanGestureRecognizer", "swipeGestureRecognizer": "UISwipeGestureRecognizer",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer", "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "longPressGestureRecognizer": "UILongPressGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
        "windowController": "NSWindowController", "window": "NSWindow", "menu": "NSMenu", "menuItem": "NSMenuItem",
        "arrayController": "NSArrayController", "userDefaultsController": "NSUserDefaultsController",
        "tableColumn": "NSTableColumn", "textFieldCell": "NSTextFieldCell", "buttonCell": "NSButtonCell",
    ]

    static func all(in doc: IBDocument) -> [IBObjectInfo] {
        let xml = doc.xml
        var out: [IBObjectInfo] = []
        for v in doc.views {
            let e = xml.element(at: v.element)
            out.append(IBObjectInfo(ref: .view(v.index), id: v.id, element: v.element, elementName: v.elementName,
                                    name: v.displayName, customClass: v.customClass, customModule: v.customModule,
                                    customModuleProvider: e[attribute: "customModuleProvider"],
                                    elementClass: v.uikitClass, runtimeAttributes: v.runtimeAttributes, connections: v.connections))
        }
        for c in doc.controllers {
            let e = xml.element(at: c.element)
            out.append(IBObjectInfo(ref: .controller(c.index), id: c.id, element: c.element, elementName: c.elementName,
                                    name: c.displayName, customClass: c.customClass, customModule: e[attribute: "customModule"],
                                    customModuleProvider: e[attribute: "customModuleProvider"],
                                    elementClass: otherClasses[c.elementName], runtimeAttributes: c.runtimeAttributes,
                                    connections: c.connections))
        }
        for (i, o) in doc.otherObjects.enumerated() {
            let e = xml.element(at: o.element)
            var name = o.userLabel ?? o.customClass ?? ViewClasses.displayName(forElement: o.elementName)
            if o.userLabel == nil, o.elementName == "placeholder" {
                switch e[attribute: "placeholderIdentifier"] {
                case "IBFilesOwner": name = "File's Owner"
                case "IBFirstResponder": name = "First Responder"
                default: break
                }
            }
            let elementClass: String? = o.elementName == "placeholder" ? nil : (otherClasses[o.elementName] ?? ViewClasses.uikit[o.elementName])
            out.append(IBObjectInfo(ref: .other(i), id: o.id, element: o.element, elementName: o.elementName,
                                    name: name, customClass: o.customClass, customModule: e[attribute: "customModule"],
                                    customModuleProvider: e[attribute: "customModuleProvider"],
                                    elementClass: elementClass, runtimeAttributes: o.runtimeAttributes, connections: o.connections))
        }
        return out.sorted { $0.element < $1.element }
    }
}
