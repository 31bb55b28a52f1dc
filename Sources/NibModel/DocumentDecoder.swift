import NibXML

/// Why a well-formed XML document is not something nibtool can treat as an IB document.
public struct UnsupportedDocument: Error, Sendable, CustomStringConvertible {
    public enum Severity: Sendable { case error, note }
    public var message: String
    public var line: Int
    public var column: Int
    /// `note` for documents nibtool deliberately skips (WatchKit), `error` otherwise.
    public var severity: Severity = .error

    public init(message: String, line: Int, column: Int, severity: Severity = .error) {
        self.message = message
        self.line = line
        self.column = column
        self.severity = severity
    }
    public var description: String { message }
}

/// Decodes an `XMLDocument` into an `IBDocument` in one pass over the elements in document
/// order. The decoder is lenient: it keeps what it finds (raw names next to decoded values) and
/// leaves judging to the rules, so that one odd attribute never hides the rest of a document.
/// Unknown elements are ignored by the model but stay in the XML, which is what gets written.
public enum DocumentDecoder {
    public static func decode(_ xml: XMLDocument) throws -> IBDocument {
        let root = xml.root
        guard root.name == "document" else {
            let legacy = root.name == "archive"
            throw UnsupportedDocument(
                message: legacy
                    ? "this is a legacy Interface Builder archive (Xcode 3/4 format); open and save it in a current Xcode to convert it"
                    : "not an Interface Builder document (the root element is <\(root.name)>, not <document>)",
                line: root.line, column: root.column)
        }
        guard let type = root[attribute: "type"], type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw UnsupportedDocument(message: "not an Interface Builder document (<document> has no com.apple.InterfaceBuilder type)",
                                      line: root.line, column: root.column)
        }
        if type.contains(".WatchKit.") {
            throw UnsupportedDocument(message: "WatchKit storyboards have no Auto Layout and are not checked",
                                      line: root.line, column: root.column, severity: .note)
        }
        let kind: IBDocument.Kind = type.hasSuffix("Storyboard.XIB") || type.hasSuffix(".Storyboard") ? .storyboard : .xib
        // tvOS (AppleTV) documents are UIKit documents too.
        let platform: IBDocument.Platform = type.contains(".CocoaTouch.") || type.contains(".AppleTV.") ? .cocoaTouch : .cocoa
        var builder = Builder(doc: IBDocument(xml: xml, kind: kind, platform: platform, type: type))
        builder.readRoot(root)
        builder.walk()
        builder.finish()
        return builder.doc
    }
}

private let viewKeys: Set<String> = [
    "view", "contentView", "tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView",
    "multipleSelectionBackgroundView", "inputAccessoryView", "inputView", "navigationBar", "tabBar", "toolbar",
    "tableView", "collectionView", "sectionHeaderView", "sectionFooterView", "titleView", "searchBar",
]

private struct Builder {
    var doc: IBDocument
    /// Per element: the view / controller it is, or -1.
    var viewOfElement: [Int32]
    var controllerOfElement: [Int32]
    /// The first element carrying each id, and every element of the ids that repeat (rare: one
    /// lookup and no array per id in the common case).
    var firstElementOfID: [String: Int] = [:]
    var repeatedIDElements: [String: [Int]] = [:]

    init(doc: IBDocument) {
        self.doc = doc
        viewOfElement = Array(repeating: -1, count: doc.xml.elementCount)
        controllerOfElement = Array(repeating: -1, count: doc.xml.elementCount)
        // Constraints are the most numerous objects of large documents: one allocation of the
        // right size instead of doubling into it (the growth's slack and copy were the largest
        // single peak allocation of a 5,000-view document with 20,000 constraints; heaptrack).
        var constraintElements = 0
        for i in 0..<doc.xml.elementCount where doc.xml.element(at: i).name == "constraint" { constraintElements += 1 }
        self.doc.constraints.reserveCapacity(constraintElements)
    }

    mutating func readRoot(_ root: XMLElement) {
        doc.version = root[attribute: "version"]
        doc.toolsVersionText = root[attribute: "toolsVersion"]
        doc.toolsVersion = Self.toolsVersionNumber(root[attribute: "toolsVersion"])
        doc.targetRuntime = root[attribute: "targetRuntime"]
        doc.useAutolayout = root[attribute: "useAutolayout"] == "YES"
        doc.useTraitCollections = root[attribute: "useTraitCollections"] == "YES"
        doc.useSafeAreas = root[attribute: "useSafeAreas"] == "YES"
        doc.launchScreen = root[attribute: "launchScreen"] == "YES"
        doc.initialViewControllerID = root[attribute: "initialViewController"]
        if let d = root.child("device"), let id = d[attribute: "id"] {
            doc.device = Device(id: id, orientation: d[attribute: "orientation"] == "landscape" ? .landscape : .portrait,
                                appearance: d[attribute: "appearance"], element: d.index, line: d.line, column: d.column)
        }
    }

    /// The last Xcode 15 build, standing in for the placeholder version.
    public static let placeholderToolsVersion = 22505.0

    static func toolsVersionNumber(_ s: String?) -> Double {
        guard let s else { return 0 }
        // `32700.99.1234` is the placeholder Xcode 15's command-line tools write: the document is
        // Xcode 15's, not one from after Xcode 26 (44 documents of the corpus; issue #27).
        if s.hasPrefix("32700.") { return placeholderToolsVersion }
        let parts = s.split(separator: ".")
        let head = parts.prefix(2).joined(separator: ".")
        return Double(head) ?? Double(parts.first ?? "") ?? 0
    }

    func enclosingView(_ e: XMLElement?) -> Int? {
        var cur = e
        while let c = cur {
            if viewOfElement[c.index] >= 0 { return Int(viewOfElement[c.index]) }
            cur = c.parent
        }
        return nil
    }

    func enclosingController(_ e: XMLElement?) -> Int? {
        var cur = e
        while let c = cur {
            if controllerOfElement[c.index] >= 0 { return Int(controllerOfElement[c.index]) }
            cur = c.parent
        }
        return nil
    }

    func isView(_ e: XMLElement) -> Bool {
        guard e[attribute: "id"] != nil else { return false }
        guard let parent = e.parent else { return false }
        if parent.name == "subviews" { return true }
        let known = ViewClasses.uikit[e.name] != nil
        if let key = e[attribute: "key"], viewKeys.contains(key), known || e.child("rect", key: "frame") != nil { return true }
        if known && parent.name == "objects" { return true }
        if known && (parent.name == "prototypes" || parent.name == "cells") { return true }
        return e.child("rect", key: "frame") != nil && e.child("subviews") != nil
    }

    func isController(_ e: XMLElement) -> Bool {
        guard e[attribute: "id"] != nil, e.parent?.name == "objects" else { return false }
        return e[attribute: "sceneMemberID"] == "viewController" || e.name.hasSuffix("Controller")
            || e.name == "viewControllerPlaceholder"
    }

    mutating func walk() {
        let xml = doc.xml
        for i in 0..<xml.elementCount {
            let e = xml.element(at: i)
            if let id = e[attribute: "id"] {
                if let first = firstElementOfID.updateValue(i, forKey: id) {
                    firstElementOfID[id] = first
                    repeatedIDElements[id, default: [first]].append(i)
                }
            }
            switch e.name {
            case "scene": readScene(e)
            case "constraint": readConstraint(e)
            case "viewLayoutGuide", "viewControllerLayoutGuide", "keyboardLayoutGuide": readLayoutGuide(e)
            case "variation": readVariation(e)
            case "userDefinedRuntimeAttribute": readRuntimeAttribute(e)
            case "connections": readConnections(e)
            case "resources": readResources(e)
            case "designable": readDesignable(e)
            default:
                if isController(e) { readController(e) } else if isView(e) { readView(e) } else if let id = e[attribute: "id"],
                    !["outlet", "outletCollection", "action", "segue", "document", "scene"].contains(e.name) {
                    readOther(e, id: id)
                }
            }
        }
    }

    mutating func register(_ id: String, _ ref: ObjectRef) {
        if doc.objectsByID[id] == nil { doc.objectsByID[id] = ref }
    }

    // MARK: scenes and controllers

    mutating func readScene(_ e: XMLElement) {
        var title: String?
        if let parent = e.parent {
            var last: String?
            for item in parent.content {
                switch item {
                case .comment(let c): last = c
                case .element(let idx):
                    if idx == e.index { title = last }
                    last = nil
                default: break
                }
            }
        }
        doc.scenes.append(Scene(id: e[attribute: "sceneID"] ?? "", title: title, element: e.index, controllers: []))
    }

    mutating func readController(_ e: XMLElement) {
        let index = doc.controllers.count
        var c = ViewController(index: index, id: e[attribute: "id"] ?? "", elementName: e.name,
                               customClass: e[attribute: "customClass"], userLabel: e[attribute: "userLabel"],
                               title: e[attribute: "title"], storyboardIdentifier: e[attribute: "storyboardIdentifier"],
                               element: e.index)
        c.presentation = ControllerPresentation(e)
        c.navigationItemTitle = e.child("navigationItem")?[attribute: "title"]
        if let sceneElement = e.parent?.parent, sceneElement.name == "scene", let s = doc.scenes.lastIndex(where: { $0.element == sceneElement.index }) {
            c.scene = s
            doc.scenes[s].controllers.append(index)
        }
        for child in e.children {
            switch (child.name, child[attribute: "key"]) {
            case ("size", "freeformSize"?): c.freeformSize = Self.size(child)
            case ("extendedEdge", "edgesForExtendedLayout"?):
                c.extendedEdgesNone = child.attributes.allSatisfy { $0.name == "key" || $0.value != "YES" }
            case ("freeformSimulatedSizeMetrics", _): c.simulatedMetrics.freeform = true
            case (_, "simulatedStatusBarMetrics"?): c.simulatedMetrics.statusBar = Self.bar(child)
            case (_, "simulatedTopBarMetrics"?): c.simulatedMetrics.topBar = Self.bar(child)
            case (_, "simulatedBottomBarMetrics"?): c.simulatedMetrics.bottomBar = Self.bar(child)
            case (_, "simulatedDestinationMetrics"?): if child.name == "freeformSimulatedSizeMetrics" { c.simulatedMetrics.freeform = true }
            default: break
            }
        }
        controllerOfElement[e.index] = Int32(index)
        doc.controllers.append(c)
        register(c.id, .controller(index))
    }

    static func bar(_ e: XMLElement) -> SimulatedMetrics.Bar {
        e.name == "nil" ? .none : .present(e.name)
    }

    // MARK: views

    /// The view attributes `readView` reads.
    enum ViewAttribute: String, CaseIterable {
        case translatesAutoresizingMaskIntoConstraints, fixedFrame, misplaced, ambiguous, verifyAmbiguity, hidden
        case horizontalHuggingPriority, verticalHuggingPriority
        case horizontalCompressionResistancePriority, verticalCompressionResistancePriority
        case placeholderIntrinsicWidth, placeholderIntrinsicHeight
        case preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea, layoutMarginsFollowReadableWidth
        case text, numberOfLines, title, placeholder, image

        /// `init(rawValue:)` compares the name with the cases one by one; most attributes of a
        /// view are none of them, and a length test turns many away before a hashed lookup.
        static func named(_ name: String) -> ViewAttribute? {
            let length = name.utf8.count
            guard length < 64, lengths & (1 << UInt64(length)) != 0 else { return nil }
            return byName[name]
        }

        private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
        private static let lengths: UInt64 = allCases.reduce(0) { $0 | (1 << UInt64($1.rawValue.utf8.count)) }
    }

    mutating func readView(_ e: XMLElement) {
        let index = doc.views.count
        var v = View(index: index, id: e[attribute: "id"] ?? "", elementName: e.name,
                     uikitClass: ViewClasses.uikit[e.name] ?? e.name,
                     customClass: e[attribute: "customClass"], customModule: e[attribute: "customModule"],
                     userLabel: e[attribute: "userLabel"], key: e[attribute: "key"], element: e.index)
        for a in e.attributes {
            // One lookup per attribute instead of comparing its name with every case in turn.
            guard let attribute = ViewAttribute.named(a.name) else { continue }
            switch attribute {
            case .translatesAutoresizingMaskIntoConstraints: v.translatesAutoresizingMask = a.value != "NO"
            case .fixedFrame: v.fixedFrame = a.value == "YES"
            case .misplaced: v.misplaced = a.value == "YES"
            case .ambiguous: v.ambiguous = a.value == "YES"
            case .verifyAmbiguity: v.verifyAmbiguity = VerifyAmbiguity(rawValue: a.value) ?? .always
            case .hidden: v.hidden = a.value == "YES"
            case .horizontalHuggingPriority: v.horizontalHugging = IBNumber.priority(a.value) ?? 250
            case .verticalHuggingPriority: v.verticalHugging = IBNumber.priority(a.value) ?? 250
            case .horizontalCompressionResistancePriority: v.horizontalCompressionResistance = IBNumber.priority(a.value) ?? 750
            case .verticalCompressionResistancePriority: v.verticalCompressionResistance = IBNumber.priority(a.value) ?? 750
            case .placeholderIntrinsicWidth: v.placeholderIntrinsicWidth = Self.placeholderIntrinsic(a.value)
            case .placeholderIntrinsicHeight: v.placeholderIntrinsicHeight = Self.placeholderIntrinsic(a.value)
            case .preservesSuperviewLayoutMargins: v.preservesSuperviewLayoutMargins = a.value == "YES"
            case .insetsLayoutMarginsFromSafeArea: v.insetsLayoutMarginsFromSafeArea = a.value != "NO"
            case .layoutMarginsFollowReadableWidth: v.layoutMarginsFollowReadableWidth = a.value == "YES"
            case .text: v.text = a.value
            case .numberOfLines: v.numberOfLines = Int(a.value).flatMap { $0 >= 0 ? $0 : nil } ?? 1
            case .title: v.title = a.value
            case .placeholder: v.placeholder = a.value
            case .image: v.image = a.value
            }
        }
        if e.name == "stackView" { v.stack = Self.stackInfo(e) }
        v.imageIsSystemSymbol = e[attribute: "catalog"] == "system" || e.child("imageReference", key: "image")?[attribute: "catalog"] == "system"
        v.symbolIsConfigured = e.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") != nil
            || e.child("imageReference", key: "image")?[attribute: "symbolScale"] != nil
        v.control = ControlAttributes(e)
        v.appearance = ViewAppearance(e)
        for child in e.children {
            let key = child[attribute: "key"]
            switch child.name {
            case "rect" where key == "frame": v.frame = Self.rect(child)
            case "autoresizingMask": v.autoresizingMask = Self.autoresizingMask(child)
            case "edgeInsets" where key == "layoutMargins": v.layoutMargins = Self.insets(child, directional: false)
            case "directionalEdgeInsets" where key == "directionalLayoutMargins": v.layoutMargins = Self.insets(child, directional: true)
            case "fontDescription": v.font = Self.font(child)
            case _ where key == "simulatedStatusBarMetrics": v.simulatedMetrics.statusBar = Self.bar(child)
            case _ where key == "simulatedTopBarMetrics": v.simulatedMetrics.topBar = Self.bar(child)
            case _ where key == "simulatedBottomBarMetrics": v.simulatedMetrics.bottomBar = Self.bar(child)
            // An image view's image written as a reference (SF Symbols, and named images with a
            // rendering mode or symbol configuration) rather than an `image` attribute.
            case "imageReference" where key == "image": if v.image == nil { v.image = child[attribute: "image"] }
            case "attributedString" where key == "attributedText":
                // Attributed labels and text views: the text is the fragments' contents; the font
                // for measuring is the largest fragment font (it sets the line height).
                let attributed = Self.attributedText(child)
                if v.text == nil { v.text = attributed.text }
                if v.font == nil { v.font = attributed.font }
                if let p = attributed.paragraph, !p.isPlain { v.paragraph = p }
            case "string", "mutableString":
                if key == "text" { v.text = child.text } else if key == "title" { v.title = child.text } else if key == "placeholder" { v.placeholder = child.text }
            case "state" where key == "normal":
                if v.title == nil { v.title = child[attribute: "title"] ?? child.child("string", key: "title")?.text }
                if v.title == nil, let a = child.child("attributedString", key: "attributedTitle") {
                    // An attributed title is drawn in its own font, whatever the button's font says.
                    let attributed = Self.attributedText(a)
                    v.title = attributed.text
                    if let font = attributed.font { v.font = font }
                }
                if v.image == nil { v.image = child[attribute: "image"] }
                // Since Xcode 13 a state can name its image by an `imageReference` (an SF Symbol,
                // or an asset with a symbol scale or rendering mode) instead of an `image`
                // attribute: its name is the button's image too.
                if let reference = child.child("imageReference", key: "image") {
                    if reference[attribute: "catalog"] == "system" { v.imageIsSystemSymbol = true }
                    if v.image == nil { v.image = reference[attribute: "image"] }
                }
                if v.backgroundImage == nil { v.backgroundImage = child[attribute: "backgroundImage"] }
            case "buttonConfiguration":
                // A configured button (iOS 15) draws its configuration's title, font and image.
                // Xcode still writes a `normal` state beside it (usually the placeholder
                // "Button"), which UIKit does not draw: `ButtonConfigurationTests`.
                v.title = child[attribute: "title"] ?? child.child("string", key: "title")?.text ?? ""
                if let font = child.child("fontDescription", key: "titleFontDescription") { v.font = Self.font(font) }
                if let image = child[attribute: "image"] ?? child.child("imageReference", key: "image")?[attribute: "image"] { v.image = image }
            default: break
            }
        }
        v.superview = enclosingView(e.parent)
        if let s = v.superview { doc.views[s].subviews.append(index) }
        // Xcode 8.0 (toolsVersion 11163-11201) wrote some frames as insets from the superview's
        // edges instead of a rect (ib-format.md).
        if v.frame == nil, let inset = e.child("frame", key: "frameInset") {
            v.frame = Self.frame(inset: inset, in: v.superview.flatMap { doc.views[$0].frame })
        }
        // Xcode 6 left out the frame of a cell's content view: it fills the cell, less the 1 pt
        // separator of a table cell (ResearchKit's ORKCatalog: an image pinned to the margins of
        // a 44 pt cell's content view was saved 27 pt tall).
        if v.frame == nil, let s = v.superview, let cell = doc.views[s].frame,
           e.name == "tableViewCellContentView" || e.name == "collectionViewCellContentView" {
            let separator: Double = e.name == "tableViewCellContentView" ? 1 : 0
            v.frame = Rect(x: 0, y: 0, width: cell.width, height: max(0, cell.height - separator))
        }
        if e[attribute: "key"] == "view", let c = enclosingController(e.parent), doc.controllers[c].element == e.parent?.index {
            v.controller = c
            doc.controllers[c].rootView = index
        }
        if e[attribute: "key"] == "navigationBar", let c = enclosingController(e.parent), doc.controllers[c].element == e.parent?.index {
            doc.controllers[c].navigationBarView = index
        }
        if e.parent?.name == "objects", doc.kind == .xib { doc.topLevelViews.append(index) }
        viewOfElement[e.index] = Int32(index)
        doc.views.append(v)
        register(v.id, .view(index))
    }

    static func placeholderIntrinsic(_ s: String) -> PlaceholderIntrinsic? {
        if s == "infinite" { return .noIntrinsicMetric }
        return IBNumber.parse(s).map { .value($0) }
    }

    static func stackInfo(_ e: XMLElement) -> StackInfo {
        var s = StackInfo()
        if e[attribute: "axis"] == "vertical" { s.axis = .vertical }
        if let a = e[attribute: "alignment"] { s.alignment = a }
        if let d = e[attribute: "distribution"] { s.distribution = d }
        if let v = IBNumber.parse(e[attribute: "spacing"]) { s.spacing = v }
        s.standardSpacing = e[attribute: "spacingType"] == "standard"
        s.baselineRelativeArrangement = e[attribute: "baselineRelativeArrangement"] == "YES"
        return s
    }

    static func number(_ e: XMLElement, _ name: String) -> Double { IBNumber.parse(e[attribute: name]) ?? 0 }

    /// A width or height: not negative (see `IBNumber.length`), else 0.
    static func length(_ e: XMLElement, _ name: String) -> Double { IBNumber.length(e[attribute: name]) ?? 0 }

    static func rect(_ e: XMLElement) -> Rect {
        Rect(x: number(e, "x"), y: number(e, "y"), width: length(e, "width"), height: length(e, "height"))
    }

    /// An Xcode 8.0 `<frame key="frameInset" minX="15" minY="4.58%" width="236" height="18"/>`:
    /// on each axis the near inset (`minX`, `minY`, 0 when left out), the size, or without a size
    /// the far inset (`maxX`, `maxY`, 0 when left out) from the superview's far edge; a value
    /// ending in `%` is that fraction of the superview's size. Nil when a value needs a superview
    /// size there is none of, or is not a number.
    static func frame(inset e: XMLElement, in container: Rect?) -> Rect? {
        func value(_ name: String, _ extent: Double?) -> Double?? {
            guard let text = e[attribute: name] else { return .some(nil) }
            if text.hasSuffix("%") {
                guard let extent, let fraction = IBNumber.parse(String(text.dropLast())) else { return nil }
                return .some(extent * fraction / 100)
            }
            guard let n = IBNumber.parse(text) else { return nil }
            return .some(n)
        }
        func axis(_ minName: String, _ maxName: String, _ sizeName: String, _ extent: Double?) -> (origin: Double, size: Double)? {
            guard let low = value(minName, extent), let high = value(maxName, extent), let size = value(sizeName, extent) else { return nil }
            if let size {
                if low == nil, let high, let extent { return (extent - high - size, size) }
                return (low ?? 0, size)
            }
            guard let extent else { return nil }
            return (low ?? 0, extent - (low ?? 0) - (high ?? 0))
        }
        guard let x = axis("minX", "maxX", "width", container?.width),
              let y = axis("minY", "maxY", "height", container?.height) else { return nil }
        return Rect(x: x.origin, y: y.origin, width: max(0, x.size), height: max(0, y.size))
    }

    /// A size that is an extent (freeform size, intrinsic content size), never an offset.
    static func size(_ e: XMLElement) -> Size { Size(width: length(e, "width"), height: length(e, "height")) }

    static func insets(_ e: XMLElement, directional: Bool) -> EdgeInsets { EdgeInsets(e, directional: directional) }

    static func autoresizingMask(_ e: XMLElement) -> AutoresizingMask {
        var m = AutoresizingMask()
        m.flexibleMinX = e[attribute: "flexibleMinX"] == "YES"
        m.widthSizable = e[attribute: "widthSizable"] == "YES"
        m.flexibleMaxX = e[attribute: "flexibleMaxX"] == "YES"
        m.flexibleMinY = e[attribute: "flexibleMinY"] == "YES"
        m.heightSizable = e[attribute: "heightSizable"] == "YES"
        m.flexibleMaxY = e[attribute: "flexibleMaxY"] == "YES"
        return m
    }

    /// `<attributedString>`: `<fragment content=...>` or `<fragment><string key="content">`, each
    /// with `<attributes><font key="NSFont" metaFont=... | name=... size=...>`.
    static func attributedText(_ e: XMLElement) -> (text: String, font: FontDescription?, paragraph: ParagraphStyle?) {
        var text = ""
        var font: FontDescription?
        var paragraph: ParagraphStyle?
        for fragment in e.children where fragment.name == "fragment" {
            text += fragment[attribute: "content"] ?? fragment.child("string", key: "content")?.text ?? ""
            if paragraph == nil, let p = fragment.child("attributes")?.child("paragraphStyle", key: "NSParagraphStyle") {
                func n(_ k: String) -> Double { IBNumber.parse(p[attribute: k]) ?? 0 }
                paragraph = ParagraphStyle(lineHeightMultiple: n("lineHeightMultiple"), lineSpacing: n("lineSpacing"),
                                           minimumLineHeight: n("minimumLineHeight"), maximumLineHeight: n("maximumLineHeight"))
            }
            guard let f = fragment.child("attributes")?.child("font", key: "NSFont"),
                  let size = IBNumber.pointSize(f[attribute: "size"]) else { continue }
            if let current = font?.pointSize, current >= size { continue }
            if let name = f[attribute: "name"] {
                font = FontDescription(type: nil, weight: nil, pointSize: size, name: name, family: nil, style: nil)
            } else {
                let weights = ["systemBold": "bold", "systemHeavy": "heavy", "systemMedium": "medium",
                               "systemSemibold": "semibold", "systemLight": "light", "systemThin": "thin"]
                let meta = f[attribute: "metaFont"] ?? "system"
                font = FontDescription(type: "system", weight: weights[meta], pointSize: size, name: nil, family: nil, style: nil)
            }
        }
        return (text, font, paragraph)
    }

    static func font(_ e: XMLElement) -> FontDescription {
        FontDescription(type: e[attribute: "type"], weight: e[attribute: "weight"],
                        pointSize: IBNumber.pointSize(e[attribute: "pointSize"]) ?? namedSize(e[attribute: "size"]),
                        name: e[attribute: "name"], family: e[attribute: "family"], style: e[attribute: "style"])
    }

    /// `size="system"` and its kin: UIFont's class sizes (`systemFontSize` 14, `buttonFontSize`
    /// 18, `labelFontSize` 17, `smallSystemFontSize` 12). mattneub's labels at `size="system"`
    /// are saved 17 pt tall, the height of 14 pt text (2 of 2).
    static func namedSize(_ name: String?) -> Double? {
        switch name {
        case "system": return 14
        case "button": return 18
        case "label": return 17
        case "smallSystem": return 12
        default: return nil
        }
    }

    // MARK: layout guides and constraints

    mutating func readLayoutGuide(_ e: XMLElement) {
        guard let id = e[attribute: "id"] else { return }
        let index = doc.layoutGuides.count
        let kind: LayoutGuide.Kind
        var g = LayoutGuide(index: index, id: id, kind: .other(e.name), element: e.index)
        if e.name == "viewControllerLayoutGuide" {
            kind = e[attribute: "type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide
            g.ownerController = enclosingController(e.parent)
            if let c = g.ownerController { doc.controllers[c].layoutGuides.append(index) }
        } else {
            switch e[attribute: "key"] {
            case "safeArea": kind = .safeArea
            case "contentLayoutGuide": kind = .contentLayoutGuide
            case "frameLayoutGuide": kind = .frameLayoutGuide
            case "layoutMargins": kind = .layoutMargins
            case "keyboard" where e.name == "keyboardLayoutGuide": kind = .keyboard
            default: kind = .other(e[attribute: "key"] ?? e.name)
            }
            g.ownerView = enclosingView(e.parent)
            if let v = g.ownerView { doc.views[v].layoutGuides.append(index) }
        }
        g.kind = kind
        doc.layoutGuides.append(g)
        register(id, .layoutGuide(index))
    }

    mutating func readConstraint(_ e: XMLElement) {
        guard e.parent?.name == "constraints", let holderElement = e.parent?.parent,
              viewOfElement[holderElement.index] >= 0 else { return }
        let holder = Int(viewOfElement[holderElement.index])
        let index = doc.constraints.count
        let firstAttributeName = e[attribute: "firstAttribute"] ?? ""
        let secondAttributeName = e[attribute: "secondAttribute"]
        let relationName = e[attribute: "relation"]
        let multiplierText = e[attribute: "multiplier"]
        let constantText = e[attribute: "constant"]
        let priorityText = e[attribute: "priority"]
        var c = Constraint(
            index: index, id: e[attribute: "id"] ?? "", element: e.index, holder: holder,
            firstItemID: e[attribute: "firstItem"] ?? doc.views[holder].id,
            firstItemIsImplicit: e[attribute: "firstItem"] == nil,
            firstAttributeName: firstAttributeName, firstAttribute: LayoutAttribute(ibName: firstAttributeName),
            relationName: relationName,
            relation: relationName.map { LayoutRelation(rawValue: $0) } ?? .equal,
            secondItemID: e[attribute: "secondItem"], secondAttributeName: secondAttributeName,
            secondAttribute: secondAttributeName.flatMap { LayoutAttribute(ibName: $0) },
            multiplierText: multiplierText, multiplier: multiplierText.map { Multiplier(ibText: $0) } ?? .one,
            constantText: constantText, constant: IBNumber.parse(constantText) ?? 0,
            priorityText: priorityText, priority: IBNumber.priority(priorityText) ?? 1000,
            placeholder: e[attribute: "placeholder"] == "YES", symbolic: e[attribute: "symbolic"] == "YES",
            identifier: e[attribute: "identifier"], userLabel: e[attribute: "userLabel"])
        for v in e.children("variation") {
            if let k = v[attribute: "key"], let value = IBNumber.parse(v[attribute: "constant"]) {
                c.constantVariations.append((VariationKey(k), value, v.index))
            }
        }
        doc.views[holder].heldConstraints.append(index)
        doc.constraints.append(c)
        if !c.id.isEmpty { register(c.id, .constraint(index)) }
    }

    // MARK: variations, runtime attributes, connections

    mutating func readVariation(_ e: XMLElement) {
        guard let parent = e.parent, viewOfElement[parent.index] >= 0 else { return }
        var v = Variation(key: VariationKey(e[attribute: "key"] ?? ""), element: e.index)
        for a in e.attributes where a.name != "key" { v.attributeOverrides.append((a.name, a.value)) }
        for child in e.children {
            if child.name == "mask" {
                let entries = child.children.compactMap { m -> MaskEntry? in
                    guard m.name == "include" || m.name == "exclude", let r = m[attribute: "reference"] else { return nil }
                    return MaskEntry(include: m.name == "include", reference: r, element: m.index)
                }
                if child[attribute: "key"] == "subviews" { v.subviewMask += entries } else { v.constraintMask += entries }
            } else {
                v.childOverrides.append(child.index)
                v.appearanceOverrides.append(AppearanceOverride(child))
            }
        }
        let view = Int(viewOfElement[parent.index])
        if let r = e.child("rect", key: "frame") { doc.views[view].variationFrames.append((v.key, Self.rect(r))) }
        doc.views[view].variations.append(v)
    }

    mutating func readRuntimeAttribute(_ e: XMLElement) {
        guard let owner = e.parent?.parent else { return }
        let valueElement = e.children.first
        let a = RuntimeAttribute(keyPath: e[attribute: "keyPath"], typeName: e[attribute: "type"], element: e.index,
                                 valueAttribute: e[attribute: "value"], valueElement: valueElement?.index,
                                 valueElementName: valueElement?.name)
        if viewOfElement[owner.index] >= 0 {
            doc.views[Int(viewOfElement[owner.index])].runtimeAttributes.append(a)
        } else if controllerOfElement[owner.index] >= 0 {
            doc.controllers[Int(controllerOfElement[owner.index])].runtimeAttributes.append(a)
        } else if let id = owner[attribute: "id"], case .other(let o)? = doc.objectsByID[id] {
            doc.otherObjects[o].runtimeAttributes.append(a)
        }
    }

    mutating func readConnections(_ e: XMLElement) {
        guard let owner = e.parent else { return }
        let list: [Connection] = e.children.map { c in
            Connection(kind: Connection.Kind(rawValue: c.name) ?? .other, id: c[attribute: "id"], element: c.index,
                       property: c[attribute: "property"], destination: c[attribute: "destination"],
                       selector: c[attribute: "selector"], target: c[attribute: "target"],
                       segueKind: c[attribute: "kind"], relationship: c[attribute: "relationship"],
                       identifier: c[attribute: "identifier"])
        }
        if viewOfElement[owner.index] >= 0 {
            doc.views[Int(viewOfElement[owner.index])].connections += list
        } else if controllerOfElement[owner.index] >= 0 {
            doc.controllers[Int(controllerOfElement[owner.index])].connections += list
        } else if let id = owner[attribute: "id"], case .other(let o)? = doc.objectsByID[id] {
            doc.otherObjects[o].connections += list
        }
    }

    mutating func readOther(_ e: XMLElement, id: String) {
        // Mask entries, fragments and the like carry references, not ids; anything with an id is an object.
        let index = doc.otherObjects.count
        doc.otherObjects.append(OtherObject(id: id, elementName: e.name, userLabel: e[attribute: "userLabel"],
                                            customClass: e[attribute: "customClass"], element: e.index,
                                            connections: [], runtimeAttributes: [], ownerController: enclosingController(e.parent)))
        register(id, .other(index))
    }

    mutating func readResources(_ e: XMLElement) {
        for r in e.children {
            guard let name = r[attribute: "name"] else { continue }
            switch r.name {
            case "image":
                var size: Size?
                if let w = IBNumber.length(r[attribute: "width"]), let h = IBNumber.length(r[attribute: "height"]) {
                    size = Size(width: w, height: h)
                }
                doc.resources.images[name] = ImageResource(name: name, size: size, catalog: r[attribute: "catalog"])
            case "namedColor":
                if let c = r.child("color") { doc.resources.namedColors[name] = c.index; doc.resources.namedColorSpecs[name] = ColorSpec(c) }
            case "systemColor":
                if let c = r.child("color") { doc.resources.systemColors[name] = c.index; doc.resources.systemColorSpecs[name] = ColorSpec(c) }
            default: break
            }
        }
    }

    mutating func readDesignable(_ e: XMLElement) {
        guard let name = e[attribute: "name"], let s = e.child("size", key: "intrinsicContentSize") else { return }
        doc.designableSizes[name] = Self.size(s)
    }

    mutating func finish() {
        // Top and bottom layout guides follow their controller's root view.
        for g in doc.layoutGuides.indices where doc.layoutGuides[g].ownerView == nil {
            if let c = doc.layoutGuides[g].ownerController { doc.layoutGuides[g].ownerView = doc.controllers[c].rootView }
        }
        doc.duplicateIDs = repeatedIDElements.sorted { $0.value[0] < $1.value[0] }.map { ($0.key, $0.value) }
        for c in doc.constraints.indices {
            doc.constraints[c].firstItem = doc.object(doc.constraints[c].firstItemID)
            doc.constraints[c].secondItem = doc.constraints[c].secondItemID.flatMap { doc.object($0) }
        }
    }
}

extension EdgeInsets {
    /// An `<edgeInsets>` or `<directionalEdgeInsets>` element (leading and trailing read as left
    /// and right when `directional`).
    init(_ e: XMLElement, directional: Bool) {
        func n(_ k: String) -> Double { IBNumber.parse(e[attribute: k]) ?? 0 }
        self.init(top: n("top"), left: n(directional ? "leading" : "left"), bottom: n("bottom"),
                  right: n(directional ? "trailing" : "right"), directional: directional)
    }

    /// A button's `<inset key="contentEdgeInsets|titleEdgeInsets|imageEdgeInsets">` (ib-format.md:
    /// minX left, minY top, maxX right, maxY bottom).
    init(buttonInset e: XMLElement) {
        func n(_ k: String) -> Double { IBNumber.parse(e[attribute: k]) ?? 0 }
        self.init(top: n("minY"), left: n("minX"), bottom: n("maxY"), right: n("maxX"))
    }
}
