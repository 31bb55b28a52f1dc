import NibLayout
import NibModel
import NibText

/// An issue to mark on the canvas, as the nib editor does.
public struct IssueMark: Sendable {
    public enum Kind: Sendable {
        /// Orange dashed outline where the view will be; `saved` is where the document has it.
        case misplaced(expected: Rect, saved: Rect?)
        /// Red outline: the view takes part in conflicting constraints.
        case conflict
        /// Red dashed outline and a "?": position or size not determined.
        case ambiguous
    }
    public var view: Int
    public var kind: Kind

    public init(view: Int, kind: Kind) {
        self.view = view
        self.kind = kind
    }
}

public struct DrawOptions: Sendable {
    public var issues = true
    public var guides = true
    public init(issues: Bool = true, guides: Bool = true) {
        self.issues = issues
        self.guides = guides
    }
}

/// Draws one laid-out view hierarchy (a scene's root view) into primitives, root at (0, 0).
public struct SceneDrawer {
    let doc: IBDocument
    let layout: LayoutResult
    let root: Int
    let colors: ColorResolver
    var out: Drawing
    /// Where each view is drawn, in root coordinates: its solved frame, except on axes the
    /// constraints leave free (ambiguous), where it keeps its saved value as the nib editor does.
    var drawn: [Int: Rect] = [:]

    static let systemBlue = ColorValue(hex: 0x007AFF)
    static let placeholderGrey = ColorValue(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    static let structureGrey = ColorValue(white: 0.55)
    static let orange = ColorValue(hex: 0xFF9500)
    static let red = ColorValue(hex: 0xFF2D20)

    public init(document: IBDocument, layout: LayoutResult, root: Int) {
        doc = document
        self.layout = layout
        self.root = root
        colors = ColorResolver(document: document)
        let size = layout.views[root].absoluteFrame.map { Size(width: $0.width, height: $0.height) } ?? layout.configuration.size
        out = Drawing(width: size.width, height: size.height, scale: layout.configuration.scale)
        var moved = Set<Int>()
        for v in document.subtree(of: root) {
            let l = layout.views[v]
            guard let abs = l.absoluteFrame, let f = l.frame else { continue }
            let parent = document.views[v].superview
            let parentMoved = parent.map { moved.contains($0) } ?? false
            let free = l.ambiguity.count == 4 ? l.ambiguity.map { $0 == .free } : [false, false, false, false]
            guard v != root, parentMoved || free.contains(true), let p = parent.flatMap({ drawn[$0] }) else {
                drawn[v] = abs
                continue
            }
            let saved = document.views[v].frame ?? f
            let x = free[0] ? saved.x : f.x, y = free[1] ? saved.y : f.y
            let w = free[2] ? saved.width : f.width, h = free[3] ? saved.height : f.height
            drawn[v] = Rect(x: p.x + x, y: p.y + y, width: w, height: h)
            moved.insert(v)
        }
    }

    public static func draw(document: IBDocument, layout: LayoutResult, root: Int, issues: [IssueMark], options: DrawOptions = DrawOptions()) -> Drawing {
        var d = SceneDrawer(document: document, layout: layout, root: root)
        d.drawView(root, tint: systemBlue, alpha: 1)
        if document.platform == .cocoaTouch {
            d.drawBars()
            if options.guides { d.drawGuides() }
        }
        if options.issues { d.drawIssues(issues) }
        return d.out
    }

    /// A view's colour or font override under `key` from the size-class variations that apply
    /// (the most specific last wins), if any.
    func variantOverride(_ v: Int, key: String) -> AppearanceOverride? {
        let view = doc.views[v]
        // Only the view its id names (a duplicate id's other views keep their own appearance).
        guard case .view(let named)? = doc.object(view.id), named == v, !view.variations.isEmpty else { return nil }
        return Installation.appearanceOverride(of: view, key: key, layout.configuration)
    }

    func color(of v: Int, key: String) -> ColorValue? {
        if let o = variantOverride(v, key: key), let c = o.color { return colors.resolve(c) }
        return colors.color(of: doc.views[v], key: key)
    }

    /// The point size of a variation's `fontDescription`, when one applies.
    func variantFontSize(_ v: Int) -> Double? {
        variantOverride(v, key: "fontDescription")?.pointSize
    }

    func frame(_ v: Int) -> Rect? { drawn[v] }

    /// Views drawn: installed and not hidden in this configuration (hidden hides the subtree).
    func isShown(_ v: Int) -> Bool {
        layout.views[v].mode != .notInstalled && !layout.installation.isHidden(doc.views[v]) && frame(v) != nil
    }

    // MARK: views

    mutating func drawView(_ v: Int, tint inherited: ColorValue, alpha inheritedAlpha: Double) {
        guard isShown(v), let f = frame(v) else { return }
        let view = doc.views[v]
        let look = view.appearance
        let alpha = inheritedAlpha * (look.alpha ?? 1)
        if alpha <= 0.001 { return }
        let tint = color(of: v, key: "tintColor") ?? inherited
        func a(_ c: ColorValue) -> ColorValue { alpha >= 0.999 ? c : c.withAlpha(c.alpha * alpha) }
        var background = color(of: v, key: "backgroundColor")
        if v == root && background == nil { background = .white }
        if let b = background, b.isClear { background = nil }
        out.append(.rect(f, fill: background.map(a), stroke: nil, radius: look.cornerRadius, role: .view, id: view.id))
        drawContent(v, view, f, tint: tint, a)
        if let border = layerBorder(look) {
            // CALayer draws its border inside the bounds, over the content.
            let w = border.width
            let inner = Rect(x: f.x + w / 2, y: f.y + w / 2, width: max(0, f.width - w), height: max(0, f.height - w))
            out.append(.rect(inner, fill: nil, stroke: Stroke(a(border.color), width: w), radius: max(0, look.cornerRadius - w / 2), role: .view, id: nil))
        }
        let clips = look.clipsSubviews && v != root
        if clips { out.append(.pushClip(f)) }
        for s in view.subviews { drawView(s, tint: tint, alpha: alpha) }
        if clips { out.append(.popClip) }
    }

    /// `layer.borderWidth` (or a `borderWidth` inspectable) with the `borderColor` inspectable.
    /// A `layer.borderColor` set as a color reaches CALayer as a UIColor, which it cannot use:
    /// the app shows CALayer's default, opaque black, and so does the preview.
    func layerBorder(_ look: ViewAppearance) -> (width: Double, color: ColorValue)? {
        guard look.borderWidth > 0 else { return nil }
        var color = ColorValue(white: 0)
        for c in look.borderColors { if let resolved = colors.resolve(c) { color = resolved } }
        return (look.borderWidth, color)
    }

    /// The point size text is drawn at; text styles at the Dynamic Type size the layout used.
    static func fontSize(_ font: FontDescription?, default d: Double, category: ContentSizeCategory = .large) -> Double {
        guard let font else { return d }
        if let p = font.pointSize, p > 0 { return p }
        if let style = font.style, let p = category.pointSize(of: style) { return p }
        if let style = font.style {
            let sizes: [String: Double] = ["Body": 17, "Headline": 17, "Subhead": 15, "Callout": 16, "Footnote": 13, "Caption1": 12,
                                           "Caption2": 11, "Title1": 28, "Title2": 22, "Title3": 20, "Title0": 34, "LargeTitle": 34]
            return sizes[style.replacingPrefix("UICTFontTextStyle")] ?? d
        }
        return d
    }

    static func isBold(_ font: FontDescription?) -> Bool {
        guard let font else { return false }
        if font.type == "boldSystem" { return true }
        if let w = font.weight, ["semibold", "bold", "heavy", "black"].contains(w) { return true }
        if font.style?.hasSuffix("Headline") == true { return true }
        if let n = font.name?.lowercased(), n.contains("bold") || n.contains("heavy") || n.contains("black") { return true }
        return false
    }

    static func anchor(textAlignment: String?) -> TextAnchor {
        switch textAlignment {
        case "center": return .middle
        case "right": return .end
        default: return .start
        }
    }

    /// Lines of text laid into a box: vertically centered (or top-aligned), clipped to the box.
    /// `fitted`: Xcode fits the text in the box (`labelFitsInXcode`), so it is drawn whole,
    /// shrunk as much as the preview's face needs, never truncated.
    mutating func text(_ s: String, in box: Rect, size: Double, color: ColorValue, anchor: TextAnchor, bold: Bool,
                       maxLines: Int, top: Bool = false, role: Role = .content, fitted: Bool = false) {
        guard !s.isEmpty, box.width > 1, box.height > 1 else { return }
        var size = size
        var lineHeight = size * 1.2
        // A tenth of a line of slack: the layout's line height (the font's) is a little under 1.2 em.
        let fitting = Int(saturating: (box.height + 0.01) / lineHeight + 0.1, in: 1...1_000)
        let limit = maxLines == 0 ? fitting : min(maxLines, max(fitting, 1))
        // One line a little wider than its frame (the frame was sized with Xcode's font, the
        // preview draws another face): shrink it to fit rather than truncate it.
        var shrunk = false
        if limit == 1, !s.contains("\n") {
            let w = TextMetrics.width(s, size: size, bold: bold)
            if w > box.width * TextMetrics.slack, w <= box.width * 1.25 || fitted {
                size *= box.width / w
                lineHeight = size * 1.2
                shrunk = true
            }
        } else if fitted {
            // Lines Xcode fits in the box: a smaller size until the preview's face wraps them
            // into as many lines (a bounded search; a word wider than the box shrinks too).
            let words = s.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
            for _ in 0..<24 {
                let lines = TextMetrics.wrap(s, width: box.width, size: size, bold: bold, maxLines: 0)
                if lines.count <= limit, words.allSatisfy({ TextMetrics.width($0, size: size, bold: bold) <= box.width * TextMetrics.slack }) { break }
                size *= 0.95
            }
            lineHeight = size * 1.2
        }
        // A line shrunk to the box's width is drawn whole (wrapping it again at that width could
        // break it on rounding).
        let lines = shrunk ? [s] : TextMetrics.wrap(s, width: box.width, size: size, bold: bold, maxLines: limit)
        let blockHeight = Double(lines.count) * lineHeight
        let y0 = top ? box.y : box.midY - blockHeight / 2
        let x: Double
        switch anchor {
        case .start: x = box.x
        case .middle: x = box.midX
        case .end: x = box.maxX
        }
        for (i, line) in lines.enumerated() where !line.isEmpty {
            let baseline = y0 + Double(i) * lineHeight + lineHeight * 0.5 + size * 0.35
            out.append(.text(line, at: Point(x: x, y: baseline), size: size, color: color, anchor: anchor, bold: bold, role: role))
        }
    }

    mutating func drawContent(_ v: Int, _ view: View, _ f: Rect, tint: ColorValue, _ a: (ColorValue) -> ColorValue) {
        let look = view.appearance
        switch view.elementName {
        case "label":
            let size = variantFontSize(v) ?? Self.fontSize(view.font, default: 17, category: layout.contentSizeCategory)
            let color = color(of: v, key: "textColor") ?? .black
            text(view.text ?? "", in: f, size: size, color: a(color), anchor: Self.anchor(textAlignment: look.textAlignment),
                 bold: Self.isBold(view.font), maxLines: view.numberOfLines, fitted: labelFitsInXcode(v, f))
        case "button":
            drawButton(v, view, f, tint: tint, a)
        case "textField":
            let border = look.borderStyle ?? "none"
            switch border {
            case "roundedRect": out.append(.rect(f, fill: a(.white), stroke: Stroke(a(ColorValue(white: 0.8)), width: 1), radius: 5, role: .content, id: nil))
            case "line": out.append(.rect(f, fill: nil, stroke: Stroke(a(.black), width: 1), radius: 0, role: .content, id: nil))
            case "bezel": out.append(.rect(f, fill: nil, stroke: Stroke(a(ColorValue(white: 0.6)), width: 1.5), radius: 0, role: .content, id: nil))
            default: break
            }
            let size = Self.fontSize(view.font, default: 14, category: layout.contentSizeCategory)
            let inner = Rect(x: f.x + 7, y: f.y, width: max(0, f.width - 14), height: f.height)
            let anchor = Self.anchor(textAlignment: look.textAlignment)
            if let t = view.text, !t.isEmpty {
                text(t, in: inner, size: size, color: a(color(of: v, key: "textColor") ?? .black), anchor: anchor, bold: Self.isBold(view.font), maxLines: 1)
            } else if let p = view.placeholder {
                text(p, in: inner, size: size, color: a(Self.placeholderGrey), anchor: anchor, bold: false, maxLines: 1)
            }
        case "textView":
            let size = Self.fontSize(view.font, default: 14, category: layout.contentSizeCategory)
            let inner = Rect(x: f.x + 5, y: f.y + 8, width: max(0, f.width - 10), height: max(0, f.height - 16))
            text(view.text ?? "", in: inner, size: size, color: a(color(of: v, key: "textColor") ?? .black),
                 anchor: Self.anchor(textAlignment: look.textAlignment), bold: Self.isBold(view.font), maxLines: 0, top: true)
        case "imageView":
            out.append(.rect(f, fill: a(ColorValue(white: 0.93)), stroke: Stroke(a(ColorValue(white: 0.7)), width: 1), radius: 0, role: .content, id: nil))
            out.append(.line(Point(x: f.x, y: f.y), Point(x: f.maxX, y: f.maxY), Stroke(a(ColorValue(white: 0.8)), width: 1), role: .content))
            out.append(.line(Point(x: f.maxX, y: f.y), Point(x: f.x, y: f.maxY), Stroke(a(ColorValue(white: 0.8)), width: 1), role: .content))
            let name = view.image ?? "image"
            text(name, in: f.insetBy(2), size: min(12, max(6, f.height / 3)), color: a(ColorValue(white: 0.35)), anchor: .middle, bold: false, maxLines: 1)
        case "switch":
            let on = look.isOn
            // UISwitch draws at its own size whatever its frame: the era's (51 x 31, 63 x 28 since iOS 26).
            let size = EraMetrics.of(toolsVersion: doc.toolsVersion).switchSize
            let pill = Rect(x: f.x, y: f.midY - size.height / 2, width: size.width, height: size.height)
            out.append(.rect(pill, fill: a(on ? (color(of: v, key: "onTintColor") ?? ColorValue(hex: 0x34C759)) : ColorValue(hex: 0xE9E9EA)),
                             stroke: nil, radius: size.height / 2, role: .content, id: nil))
            let knobSide = size.height - 4
            let knob = Rect(x: on ? pill.maxX - knobSide - 2 : pill.x + 2, y: pill.y + 2, width: knobSide, height: knobSide)
            out.append(.ellipse(knob, fill: a(.white), stroke: Stroke(a(ColorValue(white: 0, alpha: 0.12)), width: 0.5), role: .content))
        case "slider":
            let minV = look.minValue ?? 0
            let maxV = look.maxValue ?? 1
            let value = look.value ?? 0.5
            let t = maxV > minV ? min(max((value - minV) / (maxV - minV), 0), 1) : 0.5
            let x0 = f.x + 2, x1 = f.maxX - 2
            let kx = x0 + 14 + (x1 - x0 - 28) * t
            out.append(.line(Point(x: x0, y: f.midY), Point(x: x1, y: f.midY), Stroke(a(ColorValue(white: 0.85)), width: 4), role: .content))
            out.append(.line(Point(x: x0, y: f.midY), Point(x: kx, y: f.midY), Stroke(a(color(of: v, key: "minimumTrackTintColor") ?? tint), width: 4), role: .content))
            out.append(.ellipse(Rect(x: kx - 14, y: f.midY - 14, width: 28, height: 28), fill: a(.white),
                                stroke: Stroke(a(ColorValue(white: 0, alpha: 0.2)), width: 0.75), role: .content))
        case "segmentedControl":
            drawSegments(look, f, a)
        case "stepper":
            let box = Rect(x: f.x, y: f.midY - 16, width: min(f.width, 94), height: 32)
            out.append(.rect(box, fill: a(ColorValue(hex: 0xEEEEEF)), stroke: nil, radius: 8, role: .content, id: nil))
            out.append(.line(Point(x: box.midX, y: box.y + 8), Point(x: box.midX, y: box.maxY - 8), Stroke(a(ColorValue(white: 0.75)), width: 1), role: .content))
            let ink = a(ColorValue(white: 0.1))
            out.append(.line(Point(x: box.x + box.width / 4 - 7, y: box.midY), Point(x: box.x + box.width / 4 + 7, y: box.midY), Stroke(ink, width: 2), role: .content))
            let px = box.x + box.width * 3 / 4
            out.append(.line(Point(x: px - 7, y: box.midY), Point(x: px + 7, y: box.midY), Stroke(ink, width: 2), role: .content))
            out.append(.line(Point(x: px, y: box.midY - 7), Point(x: px, y: box.midY + 7), Stroke(ink, width: 2), role: .content))
        case "progressView":
            let p = min(max(look.progress ?? 0.5, 0), 1)
            let track = Rect(x: f.x, y: f.midY - 2, width: f.width, height: 4)
            out.append(.rect(track, fill: a(ColorValue(white: 0.88)), stroke: nil, radius: 2, role: .content, id: nil))
            out.append(.rect(Rect(x: track.x, y: track.y, width: track.width * p, height: 4), fill: a(color(of: v, key: "progressTintColor") ?? tint),
                             stroke: nil, radius: 2, role: .content, id: nil))
        case "activityIndicatorView":
            let c = Point(x: f.midX, y: f.midY)
            let r = min(f.width, f.height) / 2
            let ink = color(of: v, key: "color") ?? ColorValue(white: 0.45)
            for i in 0..<8 {
                let angle = Double(i) * .pi / 4
                let (s, co) = (sin(angle), cos(angle))
                out.append(.line(Point(x: c.x + co * r * 0.45, y: c.y + s * r * 0.45), Point(x: c.x + co * r * 0.9, y: c.y + s * r * 0.9),
                                 Stroke(a(ink.withAlpha(ink.alpha * (0.25 + 0.75 * Double(i) / 7))), width: max(1, r * 0.2)), role: .content))
            }
        case "pageControl":
            let n = min(1_000, max(1, look.numberOfPages ?? 3))
            let current = look.currentPage ?? 0
            let step = 16.0
            var x = f.midX - step * Double(n - 1) / 2
            for i in 0..<min(n, 20) {
                out.append(.ellipse(Rect(x: x - 4, y: f.midY - 4, width: 8, height: 8), fill: a(i == current ? ColorValue(white: 0.2) : ColorValue(white: 0.75)), stroke: nil, role: .content))
                x += step
            }
        case "stackView", "scrollView", "tableView", "collectionView", "containerView":
            out.append(.rect(f.insetBy(0.5), fill: nil, stroke: Stroke(a(Self.structureGrey), width: 1, dash: [4, 3]), radius: 0, role: .content, id: nil))
        case "navigationBar", "toolbar", "tabBar", "searchBar":
            if color(of: v, key: "backgroundColor") == nil {
                out.append(.rect(f, fill: a(ColorValue(white: 0.97)), stroke: nil, radius: 0, role: .content, id: nil))
            }
            let edgeY = view.elementName == "tabBar" || view.elementName == "toolbar" ? f.y : f.maxY
            out.append(.line(Point(x: f.x, y: edgeY), Point(x: f.maxX, y: edgeY), Stroke(a(ColorValue(white: 0.75)), width: 0.5), role: .content))
            let title = look.firstItemTitle ?? view.displayName
            text(title, in: f, size: 13, color: a(ColorValue(white: 0.3)), anchor: .middle, bold: view.elementName == "navigationBar", maxLines: 1)
        case "datePicker", "pickerView", "mapView", "wkWebView", "webView", "mtkView", "glkView", "skView", "sceneKitView", "arscnView", "arskView", "visualEffectView":
            out.append(.rect(f, fill: a(ColorValue(white: 0.9, alpha: 0.6)), stroke: Stroke(a(ColorValue(white: 0.7)), width: 1), radius: 0, role: .content, id: nil))
            text(view.className, in: f.insetBy(4), size: 12, color: a(ColorValue(white: 0.4)), anchor: .middle, bold: false, maxLines: 1)
        default:
            break
        }
    }

    /// Whether Xcode draws a label's whole text in the frame it is drawn at, though the
    /// preview's stand-in face may measure it wider. The saved frame is the witness: Xcode laid
    /// the text out at the size it saved, so a label drawn at its saved size (not flagged
    /// misplaced or ambiguous by Xcode, and no size variation or other device moving it) shows
    /// what Xcode fitted, provided the text measured as Xcode measures it (NibText, calibrated
    /// on saved frames) fits it at the narrow end of its range. A label held narrower than its
    /// text by a constraint is truncated by Xcode too (`clipped-text`'s rule,
    /// `DocumentAnalysis.textFits`), and a label the layout did not measure (placed by its
    /// autoresizing mask, whatever its text) is no witness: both keep their ellipsis.
    func labelFitsInXcode(_ v: Int, _ f: Rect) -> Bool {
        let view = doc.views[v]
        guard !view.misplaced, !view.ambiguous, let saved = view.frame,
              abs(saved.width - f.width) <= 0.5, abs(saved.height - f.height) <= 0.5 else { return false }
        return DocumentAnalysis.textFits(of: v, in: layout, doc) == true
    }

    mutating func drawButton(_ v: Int, _ view: View, _ f: Rect, tint: ColorValue, _ a: (ColorValue) -> ColorValue) {
        let button = view.appearance.button
        let style = button.style
        // A custom button (no `buttonType`) titles in 18 pt, as the layout measures it (`IntrinsicSizes`).
        let custom = (button.buttonType ?? "custom") == "custom" && !button.hasConfiguration
        var size = Self.fontSize(view.font, default: button.hasConfiguration ? 17 : custom ? 18 : 15, category: layout.contentSizeCategory)
        if let p = button.configurationPointSize { size = p }
        var color = button.normalTitleColor.flatMap { colors.resolve($0) } ?? button.baseForegroundColor.flatMap { colors.resolve($0) }
        if button.buttonType == "custom" && color == nil && !button.hasConfiguration { color = .white }
        let background = button.baseBackgroundColor.flatMap { colors.resolve($0) } ?? tint
        switch style {
        case "filled":
            out.append(.rect(f, fill: a(background), stroke: nil, radius: 6, role: .content, id: nil))
            color = color ?? .white
        case "tinted":
            out.append(.rect(f, fill: a(background.withAlpha(0.15)), stroke: nil, radius: 6, role: .content, id: nil))
        case "gray":
            out.append(.rect(f, fill: a(ColorValue(white: 0.93)), stroke: nil, radius: 6, role: .content, id: nil))
        case "bordered", "borderedTinted", "borderedProminent":
            out.append(.rect(f, fill: a(background.withAlpha(style == "borderedProminent" ? 1 : 0.15)), stroke: nil, radius: 6, role: .content, id: nil))
            if style == "borderedProminent" { color = color ?? .white }
        default: break
        }
        let title = view.title ?? ""
        let ink = a(color ?? tint)
        let bold = Self.isBold(view.font)
        let lineHeight = size * 1.2
        let titleSize = title.isEmpty ? nil : Size(width: TextMetrics.width(title, size: size, bold: bold), height: lineHeight)
        let imageName = button.hasConfiguration ? view.image : (button.normalImage ?? view.image)
        let imageSize = imageName.map { _ in buttonImageSize(v, view, titleSize: size) }
        let rightToLeft = view.control.semanticContent.forcesRightToLeft == true
        let horizontal = ButtonContentLayout.horizontal(button.contentHorizontalAlignment, rightToLeft: rightToLeft)
        let vertical = ButtonContentLayout.vertical(button.contentVerticalAlignment)
        let placed: ButtonContentLayout
        if button.hasConfiguration {
            placed = .configured(bounds: f, image: imageSize, title: titleSize, contentInsets: button.contentInsets ?? ButtonContent.configurationInsets,
                                 placement: .init(button.imagePlacement), padding: button.imagePadding ?? 0,
                                 horizontal: horizontal, vertical: vertical, rightToLeft: rightToLeft)
        } else {
            placed = .legacy(bounds: f, image: imageSize, title: titleSize, contentInsets: view.control.contentEdgeInsets ?? .zero,
                             imageInsets: button.imageEdgeInsets ?? .zero, titleInsets: button.titleEdgeInsets ?? .zero,
                             horizontal: horizontal, vertical: vertical, rightToLeft: rightToLeft)
        }
        if let box = placed.image, let name = imageName {
            // The image itself is not available (nibtool reads no asset catalogs' pixels): a box
            // of its size, in the colour UIKit would tint a template image with. A custom button
            // without a configuration draws its images untinted: grey.
            let system = button.hasConfiguration || (button.buttonType != nil && button.buttonType != "custom")
            let imageInk = system ? ink : a(Self.structureGrey)
            out.append(.rect(box, fill: imageInk.withAlpha(imageInk.alpha * 0.12), stroke: Stroke(imageInk, width: 1, dash: [2, 2]),
                             radius: min(3, box.width / 4), role: .placeholder, id: nil))
            // Its name inside, for a button that is only its image, where the name fits whole
            // (an ellipsis there would read as clipped text).
            let nameSize = min(11, size, box.height / 2)
            if title.isEmpty, box.height >= 12, TextMetrics.width(name, size: nameSize) <= box.width - 2 {
                text(name, in: box.insetBy(1), size: nameSize, color: imageInk, anchor: .middle, bold: false, maxLines: 1)
            }
        }
        if let box = placed.title {
            let anchor: TextAnchor
            // Towards the side the content is aligned to (mirrored right to left).
            switch horizontal {
            case .leading: anchor = rightToLeft ? .end : .start
            case .trailing: anchor = rightToLeft ? .start : .end
            case .center: anchor = .middle
            }
            text(title, in: box, size: size, color: ink, anchor: anchor, bold: bold, maxLines: 1)
        }
    }

    /// The size a button's image is drawn at, the first that applies: the size the layout gave
    /// it (the document's `<resources>` size, `ButtonContent.imageSize`); for an SF Symbol, a
    /// square of its point size (the configuration's `preferredSymbolConfiguration`, else its
    /// title font's size, else UIKit's default symbol size, 17 pt, for a button without one);
    /// else a square of the title's line height.
    func buttonImageSize(_ v: Int, _ view: View, titleSize size: Double) -> Size {
        if let known = ButtonContent.imageSize(of: v, in: doc) { return known }
        let button = view.appearance.button
        if let name = view.image ?? button.normalImage, doc.resources.images[name]?.catalog == "system" {
            let side = button.symbolPointSize ?? (button.hasConfiguration ? size : 17)
            return Size(width: side, height: side)
        }
        return Size(width: size * 1.2, height: size * 1.2)
    }

    mutating func drawSegments(_ look: ViewAppearance, _ f: Rect, _ a: (ColorValue) -> ColorValue) {
        let titles = look.segments ?? ["First", "Second"]
        // Bounded: `selected + 1` below must not overflow on a hostile index.
        let selected = min(1_000, max(-1, look.selectedSegmentIndex ?? 0))
        out.append(.rect(f, fill: a(ColorValue(hex: 0xEEEEEF)), stroke: nil, radius: 8, role: .content, id: nil))
        let n = max(1, titles.count)
        let w = f.width / Double(n)
        for (i, t) in titles.enumerated() {
            let seg = Rect(x: f.x + Double(i) * w, y: f.y, width: w, height: f.height)
            if i == selected {
                out.append(.rect(seg.insetBy(2), fill: a(.white), stroke: Stroke(a(ColorValue(white: 0, alpha: 0.08)), width: 0.5), radius: 7, role: .content, id: nil))
            } else if i > 0 && i != selected + 1 {
                out.append(.line(Point(x: seg.x, y: seg.y + 7), Point(x: seg.x, y: seg.maxY - 7), Stroke(a(ColorValue(white: 0.78)), width: 1), role: .content))
            }
            text(t, in: seg.insetBy(4), size: 13, color: a(.black), anchor: .middle, bold: i == selected, maxLines: 1)
        }
    }

    // MARK: guides

    /// The root's safe area and layout margins, as light guides.
    mutating func drawGuides() {
        guard let f = frame(root) else { return }
        let insets = safeAreaInsets()
        let safe = Rect(x: f.x + insets.left, y: f.y + insets.top, width: f.width - insets.left - insets.right, height: f.height - insets.top - insets.bottom)
        if insets != .zero {
            out.append(.rect(safe, fill: nil, stroke: Stroke(ColorValue(red: 0.2, green: 0.55, blue: 1, alpha: 0.45), width: 1, dash: [6, 3]), radius: 0, role: .guide, id: nil))
        }
        let view = doc.views[root]
        let side = SimulatedMetricsTable.rootSideMargin(layout.configuration, rootWidth: f.width, toolsVersion: doc.toolsVersion)
        let m = view.layoutMargins
        let left = max(m?.left ?? 0, side), right = max(m?.right ?? 0, side)
        let base = view.insetsLayoutMarginsFromSafeArea ? safe : f
        let margins = Rect(x: base.x + left, y: base.y + (m?.top ?? 0), width: base.width - left - right, height: base.height - (m?.top ?? 0) - (m?.bottom ?? 0))
        if margins.width > 0 && margins.height > 0 {
            out.append(.rect(margins, fill: nil, stroke: Stroke(ColorValue(red: 0.6, green: 0.3, blue: 0.9, alpha: 0.35), width: 1, dash: [2, 3]), radius: 0, role: .guide, id: nil))
        }
    }

    /// The simulated navigation and tab bars of a controller's root view (over its content, as in IB).
    mutating func drawBars() {
        guard let f = frame(root), let c = doc.views[root].controller else { return }
        // A root shorter than the screen (sheets, containers' children) has no bars drawn over it.
        guard f.height >= layout.configuration.size.height - 0.5 else { return }
        let bars = simulatedBars()
        let insets = safeAreaInsets()
        let fill = ColorValue(white: 0.97, alpha: 0.94), hairline = Stroke(ColorValue(white: 0, alpha: 0.3), width: 0.5)
        if bars.top > 0 {
            let bar = Rect(x: f.x, y: f.y + insets.top - bars.top, width: f.width, height: bars.top)
            out.append(.rect(bar, fill: fill, stroke: nil, radius: 0, role: .content, id: nil))
            out.append(.line(Point(x: bar.x, y: bar.maxY), Point(x: bar.maxX, y: bar.maxY), hairline, role: .content))
            let title = doc.controllers[c].navigationItemTitle ?? doc.controllers[c].title ?? ""
            text(title, in: bar.insetBy(4), size: 17, color: .black, anchor: .middle, bold: true, maxLines: 1)
        }
        if bars.bottom > 0 {
            let bar = Rect(x: f.x, y: f.maxY - insets.bottom, width: f.width, height: insets.bottom)
            out.append(.rect(bar, fill: fill, stroke: nil, radius: 0, role: .content, id: nil))
            out.append(.line(Point(x: bar.x, y: bar.y), Point(x: bar.maxX, y: bar.y), hairline, role: .content))
        }
    }

    /// Heights of the top (navigation) and bottom (tab or tool) bars IB simulates for the root.
    func simulatedBars() -> (top: Double, bottom: Double) {
        guard let c = doc.views[root].controller else { return (0, 0) }
        let controller = doc.controllers[c]
        if controller.extendedEdgesNone { return (0, 0) }
        var top = 0.0, bottom = 0.0
        switch controller.simulatedMetrics.topBar {
        case .present(let kind): top = kind.contains("Navigation") ? 44 : 0
        case .none: top = 0
        case .inferred: top = isInNavigation(c) ? 44 : 0
        }
        switch controller.simulatedMetrics.bottomBar {
        case .present(let kind): bottom = kind.contains("TabBar") ? 49 : 44
        case .none: bottom = 0
        case .inferred: bottom = isInTabBar(c) ? 49 : 0
        }
        return (top, bottom)
    }

    func isInTabBar(_ c: Int) -> Bool {
        let id = doc.controllers[c].id
        return doc.controllers.contains { k in
            k.elementName == "tabBarController" && k.connections.contains { $0.relationship == "viewControllers" && $0.destination == id }
        }
    }

    func safeAreaInsets() -> ScreenInsets {
        let config = layout.configuration
        let rootView = doc.views[root]
        guard let f = frame(root) else { return .zero }
        var top = 0.0, bottom = 0.0
        if let c = rootView.controller {
            if doc.controllers[c].extendedEdgesNone { return .zero }
            (top, bottom) = simulatedBars()
            var insets = SimulatedMetricsTable.safeArea(config, toolsVersion: doc.toolsVersion, topBar: top, bottomBar: bottom)
            // A root shorter than the screen keeps only the part of the insets it overlaps.
            if f.height < config.size.height - 0.5 {
                let saved = rootView.frame ?? f
                insets.top = max(0, insets.top - saved.y)
                insets.bottom = max(0, insets.bottom - max(0, config.size.height - saved.maxY))
            }
            return insets
        } else if abs(f.width - config.size.width) > 0.5 || abs(f.height - config.size.height) > 0.5 {
            return .zero
        }
        return SimulatedMetricsTable.safeArea(config, toolsVersion: doc.toolsVersion, topBar: top, bottomBar: bottom)
    }

    func isInNavigation(_ c: Int) -> Bool {
        let id = doc.controllers[c].id
        return doc.controllers.contains { k in
            k.elementName == "navigationController" && k.connections.contains { $0.relationship == "rootViewController" && $0.destination == id }
        }
    }

    // MARK: issues

    mutating func drawIssues(_ issues: [IssueMark]) {
        for issue in issues {
            guard isShown(issue.view), let f = frame(issue.view) else { continue }
            switch issue.kind {
            case .misplaced(let expected, let saved):
                if let saved, saved != expected {
                    out.append(.rect(saved, fill: Self.orange.withAlpha(0.08), stroke: Stroke(Self.orange.withAlpha(0.6), width: 1), radius: 0, role: .issue, id: nil))
                }
                out.append(.rect(expected, fill: nil, stroke: Stroke(Self.orange, width: 2, dash: [5, 3]), radius: 0, role: .issue, id: nil))
            case .conflict:
                out.append(.rect(f.insetBy(1), fill: nil, stroke: Stroke(Self.red, width: 2), radius: 0, role: .issue, id: nil))
            case .ambiguous:
                out.append(.rect(f.insetBy(1), fill: nil, stroke: Stroke(Self.red, width: 2, dash: [4, 3]), radius: 0, role: .issue, id: nil))
                let badge = Rect(x: f.maxX - 9, y: f.y - 9, width: 18, height: 18)
                out.append(.ellipse(badge, fill: Self.red, stroke: nil, role: .issue))
                out.append(.text("?", at: Point(x: badge.midX, y: badge.midY + 4.5), size: 13, color: .white, anchor: .middle, bold: true, role: .issue))
            }
        }
    }
}

extension Rect {
    func insetBy(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d)) }
}

extension String {
    func replacingPrefix(_ p: String) -> String { hasPrefix(p) ? String(dropFirst(p.count)) : self }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
