import NibLayout
import NibModel
import NibText

/// One drawn scene with its caption, ready to be placed on a sheet.
public struct PreviewPanel: Sendable {
    public var title: String
    public var subtitle: String
    public var configuration: Configuration
    /// The scene, root view at (0, 0).
    public var scene: Drawing
    /// The layout issues of this configuration (validate's, for the whole document).
    public var issues: IssueOverlay.Result
    public var marks: [IssueMark]

    /// "1 misplaced · 2 conflicting · 1 ambiguous" (views), or nil without marks.
    public var issueSummary: String? {
        var misplaced = Set<Int>(), conflicting = Set<Int>(), ambiguous = Set<Int>()
        for m in marks {
            switch m.kind {
            case .misplaced: misplaced.insert(m.view)
            case .conflict: conflicting.insert(m.view)
            case .ambiguous: ambiguous.insert(m.view)
            }
        }
        let parts = [(misplaced.count, "misplaced"), (conflicting.count, "conflicting"), (ambiguous.count, "ambiguous")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return parts.isEmpty ? nil : "Issues: " + parts.joined(separator: " · ") + (parts.count == 1 && misplaced.count + conflicting.count + ambiguous.count == 1 ? " view" : " views")
    }
}

public enum Preview {
    /// The name Xcode shows for the scene of a root view (its `<!--Title-->`), else the view's.
    public static func sceneName(_ doc: IBDocument, root: Int) -> String {
        if let c = doc.views[root].controller {
            if let s = doc.controllers[c].scene, let t = doc.scenes[s].title, !t.isEmpty { return t }
            return doc.controllers[c].displayName
        }
        return doc.views[root].displayName
    }

    /// Notes for the views under `root` that a runtime attribute transforms: nibtool lays out and
    /// draws them untransformed (as Auto Layout and Interface Builder do), so what the screen
    /// shows differs.
    public static func transformNotes(_ doc: IBDocument, root: Int, path: String) -> [String] {
        doc.subtree(of: root).compactMap { v -> String? in
            guard let t = doc.views[v].transformKeyPath else { return nil }
            return "\(path): note: \"\(doc.views[v].displayName)\" (\(doc.views[v].id)) is transformed at run time (\(t)); "
                + "its frame is shown untransformed, where Auto Layout places it"
        }
    }

    /// The root view previewed by default: the initial view controller's, else the first scene's,
    /// else the first top-level view (xibs).
    public static func defaultRoot(_ doc: IBDocument) -> Int? {
        if let initial = doc.initialViewControllerID, case .controller(let c)? = doc.object(initial), let r = doc.controllers[c].rootView {
            return r
        }
        for s in doc.scenes { if let r = s.controllers.lazy.compactMap({ doc.controllers[$0].rootView }).first { return r } }
        return doc.topLevelViews.first ?? doc.views.first(where: { $0.superview == nil })?.index
    }

    /// Lays out and draws one root view for one configuration (with its layout issues as overlays).
    /// `layoutHeldBack`: validate holds the layout issues back for this document (its structure
    /// makes the layout guesswork: `Validator.holdsLayoutBack`), so none is drawn.
    public static func panel(document doc: IBDocument, root: Int, configuration config: Configuration,
                             runtime: Bool = false, options: DrawOptions = DrawOptions(), cache: IntrinsicCache = IntrinsicCache(),
                             layoutHeldBack: Bool = false, textSize: ContentSizeCategory? = nil) -> PreviewPanel {
        let checked = IssueOverlay.check(document: doc, configuration: config, runtime: runtime, cache: cache,
                                         withIssues: options.issues, layoutHeldBack: layoutHeldBack, textSize: textSize)
        let marks = options.issues ? IssueOverlay.marks(checked, document: doc, root: root) : []
        let scene = SceneDrawer.draw(document: doc, layout: checked.layout, root: root, issues: marks, options: options)
        var subtitle = "\(config.traitsName) · \(config.device.name) (\(config.device.id)) · \(config.orientation.rawValue) · "
            + "\(NumberFormat.short(scene.width))×\(NumberFormat.short(scene.height))"
        if doc.platform == .cocoa { subtitle = "macOS · \(NumberFormat.short(scene.width))×\(NumberFormat.short(scene.height))" }
        if let textSize { subtitle += " · text \(textSize)" } else if config.isDocumentConfiguration { subtitle += " · as saved" }
        return PreviewPanel(title: sceneName(doc, root: root), subtitle: subtitle, configuration: config, scene: scene,
                            issues: checked, marks: marks)
    }

    static let padding = 16.0
    static let captionHeight = 42.0
    static let gap = 32.0

    /// Panels side by side, each under its caption.
    public static func sheet(_ panels: [PreviewPanel], scale: Double? = nil) -> Drawing {
        var sheet = Drawing(width: 0, height: 0, scale: scale ?? panels.map(\.scene.scale).min() ?? 1)
        var x = padding
        var height = 0.0
        let captionHeight = panels.contains { $0.issueSummary != nil } ? Self.captionHeight + 15 : Self.captionHeight
        for p in panels {
            let titleWidth = TextMetrics.width(p.title, size: 15, bold: true)
            let subtitleWidth = TextMetrics.width(p.subtitle, size: 11)
            let width = max(p.scene.width, min(max(titleWidth, subtitleWidth), max(p.scene.width, 360)))
            sheet.append(.text(TextMetrics.truncate(p.title, width: width, size: 15, bold: true), at: Point(x: x, y: padding + 15),
                               size: 15, color: ColorValue(white: 0.1), anchor: .start, bold: true, role: .caption))
            sheet.append(.text(TextMetrics.truncate(p.subtitle, width: width, size: 11, bold: false), at: Point(x: x, y: padding + 32),
                               size: 11, color: ColorValue(white: 0.35), anchor: .start, bold: false, role: .caption))
            if let issues = p.issueSummary {
                sheet.append(.text(TextMetrics.truncate(issues, width: width, size: 11, bold: true), at: Point(x: x, y: padding + 47),
                                   size: 11, color: ColorValue(hex: 0xD70015), anchor: .start, bold: true, role: .caption))
            }
            let top = padding + captionHeight
            sheet.append(.pushClip(Rect(x: x, y: top, width: p.scene.width, height: p.scene.height)))
            sheet.place(p.scene, dx: x, dy: top)
            sheet.append(.popClip)
            sheet.append(.rect(Rect(x: x - 0.5, y: top - 0.5, width: p.scene.width + 1, height: p.scene.height + 1), fill: nil,
                               stroke: Stroke(ColorValue(white: 0.6), width: 1), radius: 0, role: .caption, id: nil))
            height = max(height, top + p.scene.height + padding)
            x += width + gap
        }
        sheet.width = max(x - gap + padding, 2 * padding)
        sheet.height = max(height, 2 * padding + Self.captionHeight)
        return sheet
    }

    /// The four final size classes, in the order the sheet shows them.
    public static let allTraits: [TraitsPattern] = ["wC-hR", "wC-hC", "wR-hC", "wR-hR"].compactMap(TraitsPattern.init)
}
