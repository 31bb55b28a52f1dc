import NibLayout
import NibModel
import NibText

/// A split view controller's scene, drawn as UIKit shows its columns: in a regular width, the
/// primary column at its width beside the secondary, which fills the rest; in a compact width,
/// collapsed to the primary column alone. Each column's root view is laid out at its column's
/// size (a configuration of that width; the primary gets the compact width UIKit gives it), so
/// that neither is drawn as a full screen over the other.
public enum SplitViewPreview {
    /// The root views a split view controller shows: its primary (`masterViewController`) and
    /// secondary (`detailViewController`) columns', through navigation and tab bar controllers.
    public struct Columns: Sendable, Equatable {
        public var primary: Int?
        public var secondary: Int?
    }

    /// The split view controller a scene shows (nil when it shows none).
    public static func splitController(in scene: Scene, _ doc: IBDocument) -> Int? {
        scene.controllers.first { doc.controllers[$0].elementName == "splitViewController" }
    }

    /// The document's initial view controller, when it is a split view controller.
    public static func initialSplitController(_ doc: IBDocument) -> Int? {
        guard let id = doc.initialViewControllerID, case .controller(let c)? = doc.object(id),
              doc.controllers[c].elementName == "splitViewController" else { return nil }
        return c
    }

    public static func columns(of split: Int, _ doc: IBDocument) -> Columns {
        var columns = Columns()
        for s in doc.controllers[split].connections where s.kind == .segue {
            guard let d = s.destination, case .controller(let c)? = doc.object(d) else { continue }
            switch s.relationship {
            case "masterViewController"?: if columns.primary == nil { columns.primary = rootView(of: c, doc, depth: 0) }
            case "detailViewController"?: if columns.secondary == nil { columns.secondary = rootView(of: c, doc, depth: 0) }
            default: break
            }
        }
        return columns
    }

    /// A controller's root view, else (a container) its first child's: a navigation
    /// controller's root controller, a tab bar controller's first tab.
    static func rootView(of c: Int, _ doc: IBDocument, depth: Int) -> Int? {
        if let r = doc.controllers[c].rootView { return r }
        guard depth < 8 else { return nil }
        for relationship in ["rootViewController", "viewControllers"] {
            for s in doc.controllers[c].connections where s.kind == .segue && s.relationship == relationship {
                if let d = s.destination, case .controller(let child)? = doc.object(d), child != c,
                   let r = rootView(of: child, doc, depth: depth + 1) { return r }
            }
        }
        return nil
    }

    /// The width of the primary column on a screen `width` wide: the saved fraction of it,
    /// within the saved minimum and maximum; else UIKit's automatic width, 320 pt on iPad (what
    /// Xcode saves a primary column's root at: seafile's iPad split views, 320 on an 820 pt
    /// screen), 634 on Apple TV (Provenance's settings: 634 of 1920, with 1285.5 for the
    /// secondary beyond a half-point separator). Never more than the screen.
    public static func primaryWidth(_ presentation: ControllerPresentation, screenWidth width: Double, family: DeviceSpec.Family) -> Double {
        var w = family == .tv ? 634 : 320.0
        if let f = presentation.primaryColumnWidthFraction { w = (width * f).rounded() }
        if let lo = presentation.minimumPrimaryColumnWidth { w = max(w, lo) }
        if let hi = presentation.maximumPrimaryColumnWidth { w = min(w, hi) }
        return min(max(0, w), width)
    }

    /// UIKit's separator between the columns (the secondary starts half a point after the primary).
    static let separator = 0.5

    /// One panel for a split view controller's scene in a configuration; nil when it has no
    /// column with a view.
    public static func panel(document doc: IBDocument, split: Int, configuration config: Configuration,
                             runtime: Bool = false, options: DrawOptions = DrawOptions(), cache: IntrinsicCache = IntrinsicCache(),
                             layoutHeldBack: Bool = false, textSize: ContentSizeCategory? = nil) -> PreviewPanel? {
        let columns = columns(of: split, doc)
        let screen = config.size
        func draw(_ root: Int, width: Double, compactWidth: Bool) -> PreviewPanel {
            var c = config
            // The column's own width: the device's, in the orientation's width.
            if config.orientation == .portrait || config.device.family == .tv { c.device.width = width } else { c.device.height = width }
            if compactWidth, let t = c.traits { c.traits = Traits(width: .compact, height: t.height) }
            // Still the document's own configuration where the column is as wide as its root was saved.
            let saved = doc.views[root].frame?.width
            c.isDocumentConfiguration = config.isDocumentConfiguration && saved.map { abs($0 - width) < 0.5 } == true
            return Preview.panel(document: doc, root: root, configuration: c, runtime: runtime, options: options, cache: cache,
                                 layoutHeldBack: layoutHeldBack, textSize: textSize)
        }
        let collapsed = (config.traits?.width ?? (config.device.family == .phone ? .compact : .regular)) == .compact
        guard let first = columns.primary ?? columns.secondary else { return nil }
        var panels: [(panel: PreviewPanel, x: Double, width: Double)] = []
        if collapsed || columns.primary == nil || columns.secondary == nil {
            // Collapsed (or one column): the primary alone, across the screen.
            panels.append((draw(first, width: screen.width, compactWidth: false), 0, screen.width))
        } else if let primary = columns.primary, let secondary = columns.secondary {
            let p = primaryWidth(doc.controllers[split].presentation, screenWidth: screen.width, family: config.device.family)
            let x = p + separator
            panels.append((draw(primary, width: p, compactWidth: true), 0, p))
            panels.append((draw(secondary, width: max(0, screen.width - x), compactWidth: false), x, max(0, screen.width - x)))
        }
        var scene = Drawing(width: screen.width, height: panels.map(\.panel.scene.height).max() ?? screen.height, scale: config.scale)
        for (panel, x, width) in panels {
            scene.append(.pushClip(Rect(x: x, y: 0, width: width, height: scene.height)))
            scene.place(panel.scene, dx: x, dy: 0)
            scene.append(.popClip)
        }
        if panels.count > 1 {
            let x = panels[0].width + separator / 2
            scene.append(.line(Point(x: x, y: 0), Point(x: x, y: scene.height), Stroke(ColorValue(white: 0, alpha: 0.3), width: separator), role: .content))
        }
        let widths = panels.map { NumberFormat.short($0.width) }.joined(separator: " | ")
        var subtitle = "\(config.traitsName) · \(config.device.name) (\(config.device.id)) · \(config.orientation.rawValue) · "
            + "\(NumberFormat.short(scene.width))×\(NumberFormat.short(scene.height)) · "
            + (panels.count > 1 ? "columns \(widths)" : "collapsed")
        if let textSize { subtitle += " · text \(textSize)" } else if config.isDocumentConfiguration { subtitle += " · as saved" }
        let name = doc.controllers[split].scene.flatMap { doc.scenes[$0].title }.flatMap { $0.isEmpty ? nil : $0 } ?? doc.controllers[split].displayName
        return PreviewPanel(title: name, subtitle: subtitle, configuration: config, scene: scene,
                            issues: panels[0].panel.issues, marks: panels.flatMap(\.panel.marks))
    }
}
