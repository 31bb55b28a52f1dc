import NibXML

/// The attributes of particular view classes that the layout reads (table row heights, button
/// types, text field borders, ...), decoded once so that nothing past the decoder reads the XML.
public struct ControlAttributes: Sendable {
    /// `rowHeight` of a table view or a table view cell, as saved; `-1` (UITableView's
    /// automaticDimension) also sets `automaticRowHeight`.
    public var rowHeight: Double?
    public var automaticRowHeight = false
    /// `semanticContentAttribute`: a forced writing direction flips leading and trailing.
    public var semanticContent: SemanticContent = .unspecified
    /// `scrollEnabled="NO"` (text views, scroll views): the view sizes to its content.
    public var scrollEnabled = true
    /// `style` of an activity indicator: `large`/`whiteLarge` are the 37 pt ones.
    public var largeActivityIndicator = false
    /// A label's `preferredMaxLayoutWidth` (an explicit one, greater than zero).
    public var preferredMaxLayoutWidth: Double?
    /// A button's `buttonType` (`system`, `custom`, `detailDisclosure`, ...), and whether it has an
    /// iOS 15 `<buttonConfiguration>`.
    public var buttonType: String?
    public var hasButtonConfiguration = false
    /// A button's `contentEdgeInsets` (top, left, bottom, right).
    public var contentEdgeInsets: EdgeInsets?
    /// A text field's `borderStyle` (`none`, `line`, `bezel`, `roundedRect`).
    public var borderStyle: String?
    /// A table view's `style`: `plain` (the default), `grouped`, or `insetGrouped` (iOS 13, its
    /// cells inset from its sides).
    public var tableStyle = TableStyle.plain
    /// A date picker's `style` (`wheels`, `compact`, `inline`; absent: automatic) and
    /// `datePickerMode` (`date`, `time`, `dateAndTime`, `countDownTimer`).
    public var datePickerStyle: String?
    public var datePickerMode: String?
    /// A table view cell's built-in views, which its `style` lays out (ids of its `imageView`,
    /// `textLabel` and `detailTextLabel`).
    public var cellStyleViews = CellStyleViews()

    public struct CellStyleViews: Sendable {
        public var imageView: String?
        public var textLabel: String?
        public var detailTextLabel: String?
        /// All three, leading first: the image view, then the text labels.
        public var all: [String] { [imageView, textLabel, detailTextLabel].compactMap { $0 } }
        public init() {}
    }

    public enum TableStyle: String, Sendable {
        case plain, grouped, insetGrouped
    }

    public enum SemanticContent: String, Sendable {
        case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
        /// The direction it forces: true right to left, false left to right, nil the system's.
        public var forcesRightToLeft: Bool? {
            switch self {
            case .forceRightToLeft: return true
            case .forceLeftToRight, .playback, .spatial: return false
            case .unspecified: return nil
            }
        }
    }

    public init() {}

    init(_ e: XMLElement) {
        for a in e.attributes {
            switch a.name {
            case "rowHeight":
                rowHeight = IBNumber.parse(a.value)
                automaticRowHeight = a.value == "-1"
            case "semanticContentAttribute": semanticContent = SemanticContent(rawValue: a.value) ?? .unspecified
            case "scrollEnabled": scrollEnabled = a.value != "NO"
            case "style" where e.name == "activityIndicatorView": largeActivityIndicator = a.value == "large" || a.value == "whiteLarge"
            case "style" where e.name == "tableView": tableStyle = TableStyle(rawValue: a.value) ?? .plain
            case "style" where e.name == "datePicker": datePickerStyle = a.value
            case "datePickerMode": datePickerMode = a.value
            case "imageView" where e.name == "tableViewCell": cellStyleViews.imageView = a.value
            case "textLabel" where e.name == "tableViewCell": cellStyleViews.textLabel = a.value
            case "detailTextLabel" where e.name == "tableViewCell": cellStyleViews.detailTextLabel = a.value
            case "preferredMaxLayoutWidth": preferredMaxLayoutWidth = IBNumber.parse(a.value).flatMap { $0 > 0 ? $0 : nil }
            case "buttonType": buttonType = a.value
            case "borderStyle": borderStyle = a.value
            default: break
            }
        }
        guard e.name == "button" else { return }
        for child in e.children {
            if child.name == "buttonConfiguration" { hasButtonConfiguration = true }
            if child.name == "inset", contentEdgeInsets == nil, child[attribute: "key"] == "contentEdgeInsets" {
                contentEdgeInsets = EdgeInsets(buttonInset: child)
            }
        }
    }
}

/// What a controller's element says about how it is presented and what bars it shows.
public struct ControllerPresentation: Sendable {
    /// `modalPresentationStyle` (`pageSheet`, `formSheet`, `currentContext`, ...).
    public var modalPresentationStyle: String?
    /// A navigation controller's `navigationBarHidden="YES"`.
    public var navigationBarHidden = false
    /// `extendedLayoutIncludesOpaqueBars="YES"`: the root extends under an opaque bar.
    public var extendedLayoutIncludesOpaqueBars = false
    /// `hidesBottomBarWhenPushed="YES"`: no tab bar while the controller is in a navigation stack.
    public var hidesBottomBarWhenPushed = false
    /// A navigation controller's own `<navigationBar key="navigationBar">`.
    public var navigationBar: NavigationBarAttributes?
    /// The controller's `<navigationItem>`'s `largeTitleDisplayMode` (`always`, `never`, ...).
    public var largeTitleDisplayMode: String?
    /// A split view controller's primary column width: `preferredPrimaryColumnWidthFraction`,
    /// `minimumPrimaryColumnWidth` and `maximumPrimaryColumnWidth` (nil when not saved).
    public var primaryColumnWidthFraction: Double?
    public var minimumPrimaryColumnWidth: Double?
    public var maximumPrimaryColumnWidth: Double?

    public struct NavigationBarAttributes: Sendable {
        /// `translucent="NO"` makes the bar opaque.
        public var translucent = true
        /// `largeTitles="YES"`: the bar prefers large titles.
        public var prefersLargeTitles = false
        /// The height of the bar's saved frame.
        public var savedHeight: Double?
    }

    public init() {}

    init(_ e: XMLElement) {
        modalPresentationStyle = e[attribute: "modalPresentationStyle"]
        navigationBarHidden = e[attribute: "navigationBarHidden"] == "YES"
        extendedLayoutIncludesOpaqueBars = e[attribute: "extendedLayoutIncludesOpaqueBars"] == "YES"
        hidesBottomBarWhenPushed = e[attribute: "hidesBottomBarWhenPushed"] == "YES"
        if let bar = e.child("navigationBar", key: "navigationBar") {
            var b = NavigationBarAttributes()
            b.translucent = bar[attribute: "translucent"] != "NO"
            b.prefersLargeTitles = bar[attribute: "largeTitles"] == "YES"
            b.savedHeight = bar.child("rect", key: "frame").flatMap { IBNumber.parse($0[attribute: "height"]) }
            navigationBar = b
        }
        largeTitleDisplayMode = e.child("navigationItem", key: "navigationItem")?[attribute: "largeTitleDisplayMode"]
        if e.name == "splitViewController" {
            func positive(_ name: String) -> Double? { IBNumber.parse(e[attribute: name]).flatMap { $0 > 0 && $0.isFinite ? $0 : nil } }
            primaryColumnWidthFraction = positive("preferredPrimaryColumnWidthFraction").flatMap { $0 <= 1 ? $0 : nil }
            minimumPrimaryColumnWidth = positive("minimumPrimaryColumnWidth")
            maximumPrimaryColumnWidth = positive("maximumPrimaryColumnWidth")
        }
    }
}
