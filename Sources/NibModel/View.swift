/// One view element, whatever its class.
public struct View: Sendable {
    public var index: Int
    public var id: String
    /// The XML element name (`view`, `label`, `stackView`, ...).
    public var elementName: String
    /// The UIKit class for the element name (`UILabel`), or the element name for unknown kinds.
    public var uikitClass: String
    public var customClass: String?
    public var customModule: String?
    public var userLabel: String?
    /// The `key` attribute: `view` for a controller's root view, `contentView`, `tableHeaderView`...
    public var key: String?
    public var element: Int

    public var superview: Int?
    public var subviews: [Int] = []
    /// The controller whose root view this is.
    public var controller: Int?
    /// Layout guides this view owns (safe area, content and frame guides).
    public var layoutGuides: [Int] = []
    /// Constraints this view holds in its `<constraints>`.
    public var heldConstraints: [Int] = []

    public var frame: Rect?
    /// `<rect key="frame">` saved inside a `<variation>` (Xcode 7 files), by variation key.
    public var variationFrames: [(key: VariationKey, frame: Rect)] = []
    public var autoresizingMask: AutoresizingMask?
    /// `translatesAutoresizingMaskIntoConstraints`: absent means YES.
    public var translatesAutoresizingMask: Bool = true
    public var fixedFrame: Bool = false
    public var misplaced: Bool = false
    public var ambiguous: Bool = false
    public var verifyAmbiguity: VerifyAmbiguity = .always
    public var hidden: Bool = false
    public var horizontalHugging: Double = 250
    public var verticalHugging: Double = 250
    public var horizontalCompressionResistance: Double = 750
    public var verticalCompressionResistance: Double = 750
    public var placeholderIntrinsicWidth: PlaceholderIntrinsic?
    public var placeholderIntrinsicHeight: PlaceholderIntrinsic?

    /// The bars Interface Builder simulates on a xib's top-level view (`simulatedTopBarMetrics`
    /// and the others written inside the view, as a controller's are inside the controller).
    public var simulatedMetrics = SimulatedMetrics()

    public var layoutMargins: EdgeInsets?
    public var preservesSuperviewLayoutMargins: Bool = false
    public var insetsLayoutMarginsFromSafeArea: Bool = true
    public var layoutMarginsFollowReadableWidth: Bool = false

    public var text: String?
    /// `numberOfLines` of a label: 1 unless written; 0 means unlimited.
    public var numberOfLines: Int = 1
    public var title: String?
    public var placeholder: String?
    public var font: FontDescription?
    /// The paragraph style of an attributed text (its first fragment that has one).
    public var paragraph: ParagraphStyle?
    public var image: String?
    /// The image is an SF Symbol by the view's own `catalog="system"` (its `<resources>` entry can
    /// be missing, or saved under the symbol's older name).
    public var imageIsSystemSymbol = false
    /// The image view sets its symbol's configuration (`<preferredSymbolConfiguration>` or the
    /// image reference's `symbolScale`) rather than showing it at UIKit's default one.
    public var symbolIsConfigured = false
    /// A button's background image for the normal state: its size is a floor for the button's.
    public var backgroundImage: String?
    public var stack: StackInfo?
    /// Class-specific attributes the layout reads (row heights, button types, borders, ...).
    public var control = ControlAttributes()
    /// What it looks like (colours, alpha, control states): what `preview` draws.
    public var appearance = ViewAppearance()

    public var variations: [Variation] = []
    public var runtimeAttributes: [RuntimeAttribute] = []
    public var connections: [Connection] = []

    /// A view whose frame Auto Layout decides (tAMIC = NO and not `fixedFrame`).
    public var usesAutoLayout: Bool { !translatesAutoresizingMask && !fixedFrame }

    /// The key path of a runtime attribute that transforms the view (`transform`,
    /// `layer.transform.rotation.z`...), if any. Auto Layout places the untransformed view and
    /// Interface Builder draws it so; nibtool's frames are those, not what the screen shows.
    public var transformKeyPath: String? {
        runtimeAttributes.lazy.compactMap(\.keyPath).first { path in
            ["transform", "layer.transform", "layer.affineTransform", "layer.sublayerTransform"].contains {
                path == $0 || path.hasPrefix($0 + ".")
            }
        }
    }

    public var isStackView: Bool { elementName == "stackView" }
    public var isScrollView: Bool { elementName == "scrollView" }

    /// The name Xcode uses in issue messages.
    public var displayName: String {
        if let l = userLabel.map(SuppressionMarker.strip), !l.isEmpty { return l }
        if let t = text, !t.isEmpty, t.count <= 40 { return t }
        if let t = title, !t.isEmpty, t.count <= 40 { return t }
        if let c = customClass { return c }
        return ViewClasses.displayName(forElement: elementName)
    }

    public var className: String { customClass ?? uikitClass }
}

public enum VerifyAmbiguity: String, Sendable {
    case always
    /// "Never Verify".
    case off
    /// "Verify Position Only".
    case ignoreSizes
}

/// `placeholderIntrinsicWidth/Height`: a number, or `infinite` ("no intrinsic metric").
public enum PlaceholderIntrinsic: Sendable, Hashable {
    case value(Double)
    case noIntrinsicMetric
}

public struct AutoresizingMask: Sendable, Hashable {
    public var flexibleMinX = false, widthSizable = false, flexibleMaxX = false
    public var flexibleMinY = false, heightSizable = false, flexibleMaxY = false
    public init() {}
}

public struct FontDescription: Sendable, Hashable {
    /// `system`, `boldSystem`, `italicSystem`, or nil for a named font or a text style.
    public var type: String?
    public var weight: String?
    public var pointSize: Double?
    public var name: String?
    public var family: String?
    /// Dynamic Type style, e.g. `UICTFontTextStyleBody`.
    public var style: String?
}

public struct StackInfo: Sendable, Hashable {
    public enum Axis: String, Sendable { case horizontal, vertical }
    public var axis: Axis = .horizontal
    public var alignment: String = "fill"
    public var distribution: String = "fill"
    public var spacing: Double = 0
    public var standardSpacing = false
    public var baselineRelativeArrangement = false
}

/// Element names and the classes they stand for (ib-format.md §7.1).
public enum ViewClasses {
    public static let uikit: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
        "stepper": "UIStepper", "segmentedControl": "UISegmentedControl", "pageControl": "UIPageControl",
        "progressView": "UIProgressView", "activityIndicatorView": "UIActivityIndicatorView",
        "datePicker": "UIDatePicker", "pickerView": "UIPickerView", "stackView": "UIStackView",
        "scrollView": "UIScrollView", "tableView": "UITableView", "tableViewCell": "UITableViewCell",
        "tableViewCellContentView": "UITableViewCellContentView", "collectionView": "UICollectionView",
        "collectionViewCell": "UICollectionViewCell", "collectionViewCellContentView": "UICollectionViewCellContentView",
        "collectionReusableView": "UICollectionReusableView", "containerView": "UIView",
        "visualEffectView": "UIVisualEffectView", "navigationBar": "UINavigationBar", "toolbar": "UIToolbar",
        "tabBar": "UITabBar", "searchBar": "UISearchBar", "mapView": "MKMapView", "wkWebView": "WKWebView",
        "webView": "UIWebView", "mtkView": "MTKView", "glkView": "GLKView", "skView": "SKView",
        "sceneKitView": "SCNView", "arscnView": "ARSCNView", "arskView": "ARSKView",
        "imageView.image": "UIImageView", "textContainer": "NSTextContainer",
        "customView": "NSView", "box": "NSBox", "clipView": "NSClipView", "popUpButton": "NSPopUpButton",
        "tableCellView": "NSTableCellView", "outlineView": "NSOutlineView", "colorWell": "NSColorWell",
        "tabView": "NSTabView", "splitView": "NSSplitView", "levelIndicator": "NSLevelIndicator",
        "progressIndicator": "NSProgressIndicator", "searchField": "NSSearchField", "secureTextField": "NSSecureTextField",
        "scroller": "NSScroller", "tableHeaderView": "NSTableHeaderView", "matrix": "NSMatrix",
        "pathControl": "NSPathControl", "datePickerView": "NSDatePicker", "openGLView": "NSOpenGLView",
    ]

    /// Xcode names unlabelled views by class without the prefix: "Label", "View", "Stack View".
    public static func displayName(forElement name: String) -> String {
        switch name {
        case "view": return "View"
        case "tableViewCellContentView", "collectionViewCellContentView": return "Content View"
        default:
            // Element names are ASCII camel case: "tableViewCell" -> "Table View Cell".
            var words: [UInt8] = []
            words.reserveCapacity(name.utf8.count + 4)
            for (i, b) in name.utf8.enumerated() {
                let upper = b >= 65 && b <= 90
                if i == 0 { words.append(b >= 97 && b <= 122 ? b - 32 : b) } else if upper { words += [32, b] } else { words.append(b) }
            }
            return String(decoding: words, as: UTF8.self)
        }
    }
}

/// The line metrics of an `NSParagraphStyle` in an attributed text (0: not set).
public struct ParagraphStyle: Sendable, Equatable {
    public var lineHeightMultiple = 0.0
    public var lineSpacing = 0.0
    public var minimumLineHeight = 0.0
    public var maximumLineHeight = 0.0
    public init(lineHeightMultiple: Double = 0, lineSpacing: Double = 0, minimumLineHeight: Double = 0, maximumLineHeight: Double = 0) {
        self.lineHeightMultiple = lineHeightMultiple
        self.lineSpacing = lineSpacing
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
    }
    /// True when it leaves the lines as the font sets them.
    public var isPlain: Bool {
        (lineHeightMultiple == 0 || lineHeightMultiple == 1) && lineSpacing == 0 && minimumLineHeight == 0 && maximumLineHeight == 0
    }
}
