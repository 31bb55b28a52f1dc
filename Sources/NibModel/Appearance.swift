import NibXML

/// A `<color>` element as saved, in any of the forms Xcode writes (ib-format.md §18.2): a system
/// or named colour, or components in a colour space. Resolving it (the document's own named
/// colours, the system tables, colour spaces) is the renderer's job.
public struct ColorSpec: Sendable, Hashable {
    public var systemColor: String?
    public var name: String?
    public var catalog: String?
    public var colorSpace: String?
    public var customColorSpace: String?
    /// Components as written (read with `IBNumber.colorComponent`, which checks their range).
    public var alpha: String?
    public var white: String?
    public var red: String?
    public var green: String?
    public var blue: String?
    /// Legacy system colour names.
    public var cocoaTouchSystemColor: String?
    public var xcode11CocoaTouchSystemColor: String?

    public init(_ e: XMLElement) {
        systemColor = e[attribute: "systemColor"]
        name = e[attribute: "name"]
        catalog = e[attribute: "catalog"]
        colorSpace = e[attribute: "colorSpace"]
        customColorSpace = e[attribute: "customColorSpace"]
        alpha = e[attribute: "alpha"]
        white = e[attribute: "white"]
        red = e[attribute: "red"]
        green = e[attribute: "green"]
        blue = e[attribute: "blue"]
        cocoaTouchSystemColor = e[attribute: "cocoaTouchSystemColor"]
        xcode11CocoaTouchSystemColor = e[attribute: "xcode11CocoaTouchSystemColor"]
    }
}

/// What a view looks like beyond its layout: what `preview` draws. Decoded once with the view;
/// the values are the document's, defaults are the drawing's to choose.
public struct ViewAppearance: Sendable {
    /// `alpha`, when it is a usable component.
    public var alpha: Double?
    /// Its `<color key=...>` children (the first of each key): backgroundColor, tintColor,
    /// textColor, onTintColor, minimumTrackTintColor, progressTintColor, color...
    public var colors: [String: ColorSpec] = [:]
    public var clipsSubviews = false
    public var textAlignment: String?
    /// A label that shrinks its font to fit (`adjustsFontSizeToFit`).
    public var adjustsFontSizeToFit = false
    public var borderStyle: String?
    /// A switch's state (`on`, on unless "NO").
    public var isOn = true
    public var minValue: Double?
    public var maxValue: Double?
    public var value: Double?
    public var progress: Double?
    public var numberOfPages: Int?
    public var currentPage: Int?
    /// A segmented control's segments (title, else image name), nil without `<segments>`.
    public var segments: [String]?
    public var selectedSegmentIndex: Int?
    /// The title of a bar's first item (navigation bar, toolbar, tab bar).
    public var firstItemTitle: String?
    public var button = ButtonAppearance()
    /// `layer.borderWidth` / `borderWidth` runtime attributes (the last one wins; 0 without).
    public var borderWidth = 0.0
    /// `borderColor` runtime attributes' colours, in order.
    public var borderColors: [ColorSpec] = []
    /// The first `layer.cornerRadius` runtime attribute with a number (0 without).
    public var cornerRadius = 0.0

    public init() {}

    public init(_ e: XMLElement) {
        alpha = IBNumber.colorComponent(e[attribute: "alpha"])
        for c in e.children where c.name == "color" {
            if let key = c[attribute: "key"], colors[key] == nil { colors[key] = ColorSpec(c) }
        }
        clipsSubviews = e[attribute: "clipsSubviews"] == "YES"
        textAlignment = e[attribute: "textAlignment"]
        adjustsFontSizeToFit = e[attribute: "adjustsFontSizeToFit"] == "YES"
        borderStyle = e[attribute: "borderStyle"]
        isOn = e[attribute: "on"] != "NO"
        func number(_ name: String) -> Double? { e[attribute: name].flatMap { IBNumber.parse($0) } }
        minValue = number("minValue")
        maxValue = number("maxValue")
        value = number("value")
        progress = number("progress")
        numberOfPages = e[attribute: "numberOfPages"].flatMap { Int($0) }
        currentPage = e[attribute: "currentPage"].flatMap { Int($0) }
        segments = e.child("segments")?.children("segment").map { $0[attribute: "title"] ?? $0[attribute: "image"] ?? "" }
        selectedSegmentIndex = e[attribute: "selectedSegmentIndex"].flatMap { Int($0) }
        firstItemTitle = e.child("items").flatMap { $0.children.first?[attribute: "title"] }
        button = ButtonAppearance(e)
        if let attrs = e.child("userDefinedRuntimeAttributes") {
            var radius: Double?
            for a in attrs.children("userDefinedRuntimeAttribute") {
                let number = a[attribute: "value"].flatMap({ IBNumber.parse($0) })
                    ?? a.child("real", key: "value")?[attribute: "value"].flatMap({ IBNumber.parse($0) })
                    ?? a.child("integer", key: "value")?[attribute: "value"].flatMap({ IBNumber.parse($0) })
                switch a[attribute: "keyPath"] {
                case "layer.borderWidth"?, "borderWidth"?: borderWidth = number ?? 0
                case "borderColor"?: if let c = a.child("color", key: "value") { borderColors.append(ColorSpec(c)) }
                case "layer.cornerRadius"?: if radius == nil { radius = number }
                default: break
                }
            }
            cornerRadius = radius ?? 0
        }
    }
}

/// A button's title colours, configuration (iOS 15 styles) and alignment.
public struct ButtonAppearance: Sendable {
    public var buttonType: String?
    public var contentHorizontalAlignment: String?
    /// `<state key="normal">`'s title colour and image.
    public var normalTitleColor: ColorSpec?
    public var normalImage: String?
    /// A `<buttonConfiguration key="configuration">`: its style, font size and colours.
    public var hasConfiguration = false
    public var style: String?
    public var configurationPointSize: Double?
    public var baseForegroundColor: ColorSpec?
    public var baseBackgroundColor: ColorSpec?
    /// `contentVerticalAlignment` (`center` unless saved: top, bottom, fill).
    public var contentVerticalAlignment: String?
    /// A legacy button's `<inset key="titleEdgeInsets">` and `<inset key="imageEdgeInsets">`
    /// (ib-format.md: minX left, minY top, maxX right, maxY bottom); its `contentEdgeInsets` are
    /// `ControlAttributes`' (the layout reads them too).
    public var titleEdgeInsets: EdgeInsets?
    public var imageEdgeInsets: EdgeInsets?
    /// A configuration's `imagePlacement` (leading unless saved: trailing, top, bottom) and
    /// `imagePadding`, and its `<directionalEdgeInsets key="contentInsets">` (leading and
    /// trailing read as left and right).
    public var imagePlacement: String?
    public var imagePadding: Double?
    public var contentInsets: EdgeInsets?
    /// The point size of a configuration's `<preferredSymbolConfiguration>` of type `pointSize`.
    public var symbolPointSize: Double?

    public init() {}

    init(_ e: XMLElement) {
        buttonType = e[attribute: "buttonType"]
        contentHorizontalAlignment = e[attribute: "contentHorizontalAlignment"]
        contentVerticalAlignment = e[attribute: "contentVerticalAlignment"]
        for inset in e.children where inset.name == "inset" {
            let value = EdgeInsets(buttonInset: inset)
            switch inset[attribute: "key"] {
            case "titleEdgeInsets"?: if titleEdgeInsets == nil { titleEdgeInsets = value }
            case "imageEdgeInsets"?: if imageEdgeInsets == nil { imageEdgeInsets = value }
            default: break
            }
        }
        if let normal = e.child("state", key: "normal") {
            normalTitleColor = normal.child("color", key: "titleColor").map(ColorSpec.init)
            normalImage = normal[attribute: "image"]
        }
        if let config = e.child("buttonConfiguration", key: "configuration") {
            hasConfiguration = true
            style = config[attribute: "style"]
            configurationPointSize = config.child("fontDescription")?[attribute: "pointSize"].flatMap({ IBNumber.parse($0) })
            baseForegroundColor = config.child("color", key: "baseForegroundColor").map(ColorSpec.init)
            baseBackgroundColor = config.child("color", key: "baseBackgroundColor").map(ColorSpec.init)
            imagePlacement = config[attribute: "imagePlacement"]
            imagePadding = config[attribute: "imagePadding"].flatMap { IBNumber.parse($0) }
            contentInsets = config.child("directionalEdgeInsets", key: "contentInsets").map { EdgeInsets($0, directional: true) }
            if let symbol = config.child("preferredSymbolConfiguration", key: "preferredSymbolConfigurationForImage"),
               symbol[attribute: "configurationType"] == "pointSize" {
                symbolPointSize = symbol[attribute: "pointSize"].flatMap { IBNumber.parse($0) }
            }
        }
    }
}

/// What a size-class variation overrides of a view's appearance: colours and the font size.
public struct AppearanceOverride: Sendable {
    public var key: String?
    /// The colour, when the override is a `<color>`.
    public var color: ColorSpec?
    /// The `pointSize` it gives (a `fontDescription`'s).
    public var pointSize: Double?

    public init(_ e: XMLElement) {
        key = e[attribute: "key"]
        if e.name == "color" { color = ColorSpec(e) }
        pointSize = e[attribute: "pointSize"].flatMap { IBNumber.parse($0) }
    }
}
