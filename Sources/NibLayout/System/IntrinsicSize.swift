import NibModel
import NibText

/// A view's intrinsic content size in one configuration. `nil` on an axis means "no intrinsic
/// metric". For text the size is a measurement with an uncertainty: `widthRange`/`heightRange`
/// hold every value a plausible measurement could give (our stand-in font is not Apple's).
public struct IntrinsicSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?
    public var widthRange: ClosedRange<Double>?
    public var heightRange: ClosedRange<Double>?
    /// Where the size comes from, for explanations.
    public var source: String
    /// The size the view hugs where it is larger than its content size (`width`, `height`, which
    /// its compression resistance keeps): a multi-line label in the nib editor hugs the size it
    /// was drawn at (`MultiLineLabelSize`).
    public var huggedWidth: Double?
    public var huggedHeight: Double?

    public static let none = IntrinsicSize(width: nil, height: nil, source: "no intrinsic size")

    public var dependsOnText: Bool { widthRange != nil || heightRange != nil }
}

/// Measures text. The default is a rough model; NibText (FreeType, calibrated on Xcode's saved
/// frames) replaces it where fonts are installed.
public protocol TextMeasuring: Sendable {
    /// Width and height ranges plus a best estimate for `text` in `font`.
    func measure(_ text: String, font: FontDescription?, toolsVersion: Double, scale: Double,
                 maxWidth: Double?, numberOfLines: Int) -> (best: Size, width: ClosedRange<Double>, height: ClosedRange<Double>)
}

/// Average-advance model: width = 0.5 x point size per character, line height from Xcode's
/// measured table. Wide ranges, so that it never calls a view misplaced on its own.
public struct ApproximateTextMeasurer: TextMeasuring {
    public init() {}

    public static func lineHeight(_ pointSize: Double) -> Double {
        // Saved heights of one-line system-font labels (text-metrics.md), else 1.2 x size.
        let table: [Double: Double] = [12: 14.5, 13: 16, 14: 17, 15: 18, 16: 19.5, 17: 20.5, 18: 21.5, 20: 24, 22: 26.5, 27: 32.5]
        return table[pointSize] ?? (pointSize * 1.2).rounded(.up)
    }

    public func measure(_ text: String, font: FontDescription?, toolsVersion: Double, scale: Double,
                        maxWidth: Double?, numberOfLines: Int) -> (best: Size, width: ClosedRange<Double>, height: ClosedRange<Double>) {
        let size = font?.pointSize ?? FontSizes.textStyle(font?.style) ?? 17
        let bold = font?.type == "boldSystem" || ["semibold", "bold", "heavy", "black"].contains(font?.weight ?? "")
        let characters = Double(text.count)
        var width = characters * size * (bold ? 0.55 : 0.5)
        var lines = 1.0
        if let maxWidth, maxWidth > 0, width > maxWidth, numberOfLines != 1 {
            lines = (width / maxWidth).rounded(.up)
            if numberOfLines > 1 { lines = min(lines, Double(numberOfLines)) }
            width = maxWidth
        }
        let line = Self.lineHeight(size)
        let height = line * lines
        let best = Size(width: pixelCeil(width, scale), height: pixelCeil(height, scale))
        return (best, (best.width * 0.6)...(best.width * 1.4 + 4), (best.height * 0.85)...(best.height * 1.2 + 2))
    }
}

public enum FontSizes {
    /// Dynamic Type sizes at the default ("Large") content size.
    public static func textStyle(_ style: String?) -> Double? {
        guard let style else { return nil }
        let table: [String: Double] = [
            "UICTFontTextStyleBody": 17, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleSubhead": 15,
            "UICTFontTextStyleCallout": 16, "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12,
            "UICTFontTextStyleCaption2": 11, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
            "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20,
        ]
        return table[style]
    }
}

func pixelCeil(_ v: Double, _ scale: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }
func pixelRound(_ v: Double, _ scale: Double) -> Double { (v * scale).rounded() / scale }

/// Intrinsic sizes by class (ib-format.md §7.5), in priority order: placeholder sizes,
/// `<designables>`, class rules, fixed control sizes.
public struct IntrinsicSizes: Sendable {
    public var measurer: any TextMeasuring
    /// Text measured with a real font (NibText, calibrated against Xcode's saved frames); nil
    /// falls back to `measurer`.
    public var text: TextMeasurer?

    /// One FreeType/HarfBuzz measurer for the process (it is thread-safe and loads fonts once).
    public static let sharedTextMeasurer = TextMeasurer()

    public init(measurer: any TextMeasuring = ApproximateTextMeasurer(), text: TextMeasurer? = IntrinsicSizes.sharedTextMeasurer) {
        self.measurer = measurer
        self.text = text
    }

    /// The Dynamic Type size the document's text-style labels were saved at (its era's, Large
    /// but in Xcode 13, unless their saved one-line heights say otherwise; see `ContentSizeCategory`).
    public func contentSizeCategory(of doc: IBDocument, _ config: Configuration) -> ContentSizeCategory {
        let era = EraMetrics.of(toolsVersion: doc.toolsVersion).textStyleCategory
        guard let t = text, !t.isDegraded else { return era }
        return t.inferredContentSizeCategory(Self.textStyleSamples(doc, config), default: era)
    }

    /// Whether the document's text styles were measured with taller lines than the calibrated
    /// ones (`ContentSizeCategory.tallLineHeightRatio`), from its labels saved at `category`.
    public func tallTextStyleLines(of doc: IBDocument, _ config: Configuration, category: ContentSizeCategory) -> Bool {
        guard let t = text, !t.isDegraded else { return false }
        return t.inferredTallTextStyleLines(Self.textStyleSamples(doc, config), category: category)
    }

    /// The document's one-line text-style labels (text without line breaks, a style's own size).
    static func textStyleSamples(_ doc: IBDocument, _ config: Configuration) -> [TextStyleSample] {
        var samples: [TextStyleSample] = []
        for v in doc.views where v.elementName == "label" {
            guard let style = v.font?.style, v.font?.pointSize == nil, let frame = v.frame,
                  let text = v.text, !text.isEmpty, !text.contains("\n") else { continue }
            samples.append(TextStyleSample(style: style, height: frame.height, scale: config.scale,
                                           text: v.numberOfLines == 1 ? text : nil, width: frame.width, toolsVersion: doc.toolsVersion))
        }
        return samples
    }

    /// tvOS text style sizes (Apple's tvOS Human Interface Guidelines, Dynamic Type sizes).
    static let tvTextStyleSizes: [String: Double] = [
        "UICTFontTextStyleTitle1": 76, "UICTFontTextStyleTitle2": 57, "UICTFontTextStyleTitle3": 48,
        "UICTFontTextStyleHeadline": 38, "UICTFontTextStyleBody": 29, "UICTFontTextStyleCallout": 31,
        "UICTFontTextStyleSubhead": 29, "UICTFontTextStyleFootnote": 23, "UICTFontTextStyleCaption1": 25,
        "UICTFontTextStyleCaption2": 23,
    ]

    static func fontSpec(_ f: FontDescription?) -> FontSpec? {
        guard let f else { return nil }
        return FontSpec(type: f.type, weight: f.weight, pointSize: f.pointSize, name: f.name, style: f.style)
    }

    static func intrinsic(_ m: MeasuredSize, source: String) -> IntrinsicSize {
        IntrinsicSize(width: m.best.width, height: m.best.height, widthRange: m.width, heightRange: m.height, source: source)
    }

    public func size(of view: View, in doc: IBDocument, config: Configuration,
                     category: ContentSizeCategory = .large, tallTextStyleLines: Bool = false) -> IntrinsicSize {
        var result = classSize(view, doc, config, category, tallTextStyleLines)
        if let s = doc.designableSizes[view.id] {
            result = IntrinsicSize(width: s.width >= 0 ? s.width : nil, height: s.height >= 0 ? s.height : nil, source: "designable")
        }
        switch view.placeholderIntrinsicWidth {
        case .value(let w)?: result.width = w; result.widthRange = nil; result.source = "placeholder intrinsic size"
        case .noIntrinsicMetric?: result.width = nil; result.widthRange = nil
        case nil: break
        }
        switch view.placeholderIntrinsicHeight {
        case .value(let h)?: result.height = h; result.heightRange = nil; result.source = "placeholder intrinsic size"
        case .noIntrinsicMetric?: result.height = nil; result.heightRange = nil
        case nil: break
        }
        return result
    }

    private func classSize(_ v: View, _ doc: IBDocument, _ config: Configuration, _ category: ContentSizeCategory,
                           _ tallTextStyleLines: Bool = false) -> IntrinsicSize {
        let tv = doc.toolsVersion
        let modern = tv >= 15000 // Xcode 11 changed several control sizes
        let saved = v.frame
        let control = v.control
        if let t = text {
            var font = Self.fontSpec(v.font)?.at(category)
            if tallTextStyleLines, v.font?.style != nil { font?.tallLines = true }
            // tvOS has its own Dynamic Type sizes, all in the medium weight (Provenance's tvOS
            // storyboards: Headline labels saved 46 tall, a 38 pt line).
            if config.device.family == .tv, let style = v.font?.style, v.font?.pointSize == nil, let size = Self.tvTextStyleSizes[style] {
                font = .system(size, weight: "medium")
            }
            switch v.elementName {
            case "label":
                let lines = v.numberOfLines
                // Before Xcode 9, a multi-line label with an explicit preferred width was that wide,
                // whatever its text (mattneub's MyCell: "Label" at preferredMaxLayoutWidth 233 is
                // saved 233 wide, leaving its neighbour 42 pt where the constraints allow 43, in both
                // versions); since then it is as wide as its text (CoffeeTime: 138 at 139).
                let explicit = lines != 1 && tv < 13000 ? control.preferredMaxLayoutWidth : nil
                let m = t.labelIntrinsicSize(text: v.text ?? "", font: font ?? .system(17), toolsVersion: tv, scale: config.scale,
                                             numberOfLines: lines, preferredMaxLayoutWidth: lines != 1 ? (explicit ?? v.frame?.width) : nil)
                var size = Self.intrinsic(m, source: "label text (\(t.isDegraded ? "approximate" : "Inter, calibrated"))")
                if (v.text ?? "").isEmpty { size.width = 0; size.widthRange = 0...0 }
                if let explicit { size.width = explicit; size.widthRange = nil }
                // An attributed text's paragraph style sets its line heights (DuckDuckGo's About
                // text: 12 lines of 16 pt at a 1.258 line-height multiple are 288.33 pt tall).
                if let p = v.paragraph, let h = size.height {
                    let styled = t.paragraphHeight(lines: m.lineCount, font: font ?? .system(17), lineHeightMultiple: p.lineHeightMultiple,
                                                   lineSpacing: p.lineSpacing, minimumLineHeight: p.minimumLineHeight,
                                                   maximumLineHeight: p.maximumLineHeight, scale: config.scale)
                    size.height = styled
                    size.heightRange = size.heightRange.map { ($0.lowerBound - h + styled)...($0.upperBound - h + styled) }
                }
                return size
            case "button":
                // tvOS buttons default to the headline style, 38 pt medium (Hero's TvOSExamples:
                // "Next" with 40/20 insets is 160 x 86).
                // A custom button (no `buttonType`: UIButtonTypeCustom) titles in 18 pt, a system
                // one in 15 (mattneub's "Pay Tribute" 91 x 34, SwiftMessages' "Test" with 10 pt
                // side insets 55 wide: 2 of 2 such buttons without a font in the corpus).
                let configured = control.hasButtonConfiguration
                let type = control.buttonType ?? "custom"
                // Info, detail-disclosure and add buttons draw UIKit's own glyph: 22 x 22 before
                // iOS 13, its SF Symbol since (kharrison's ScrollGuide-IB info button: 25 x 24).
                if ["infoLight", "infoDark", "detailDisclosure", "contactAdd"].contains(type), (v.title ?? "").isEmpty {
                    if configured { return Self.configuredSystemGlyphButtonSize(type) }
                    let size = doc.toolsVersion >= 14800 ? Size(width: 25, height: 24) : Size(width: 22, height: 22)
                    return IntrinsicSize(width: size.width, height: size.height, source: "\(type) button glyph")
                }
                let custom = type == "custom" && !configured
                // A button configuration titles in the Body style: 17 pt at Large, 14 at the Extra
                // Small of Xcode 13's canvas (AgoraIO's and ProtonVPN's plain "Button": 67 x 31).
                // Only at the era's own category: one inferred from a document's labels moved its
                // configured buttons away from their saved sizes (xdripswift, AgoraIO's ScreenShare).
                let eraCategory = EraMetrics.of(toolsVersion: tv).textStyleCategory
                let configuredTitle = configured && category != .large && category == eraCategory && config.device.family != .tv
                    ? FontSpec(kind: .textStyle("UICTFontTextStyleBody"), pointSize: 0).at(category) : nil
                let font = font ?? configuredTitle ?? (config.device.family == .tv ? FontSpec.system(38, weight: "medium") : custom ? .system(18) : nil)
                if configured, let name = v.image,
                   let size = configuredButtonWithImage(v, image: name, title: v.title ?? "", font: font, measurer: t, doc, config) {
                    return size
                }
                if !configured, let size = buttonWithSymbol(v, doc) { return size }
                var insets = TextMeasurer.Insets()
                if let i = control.contentEdgeInsets {
                    insets = TextMeasurer.Insets(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
                }
                let hasInsets = insets.top != 0 || insets.left != 0 || insets.bottom != 0 || insets.right != 0
                let title = v.title ?? ""
                let titleless = title.isEmpty && !configured
                let image = Self.imageSize(v.image, of: v, doc, savedContent: titleless ? saved.map {
                    Size(width: $0.width - insets.left - insets.right, height: $0.height - insets.top - insets.bottom)
                } : nil)
                var m: MeasuredSize
                // With neither title nor image nor content insets, UIButton pads its empty title
                // line as it pads a title: the font's line rounded up plus 6 above and below, and
                // 30 pt wide (`buttonIntrinsicSize` with an empty title). Not for a button naming
                // an image whose size is unknown here (an SF Symbol): its image sets the height.
                let emptyWithDefaultPadding = title.isEmpty && v.image == nil && !v.imageIsSystemSymbol && image == nil && !hasInsets
                if (hasInsets || title.isEmpty) && !configured && !emptyWithDefaultPadding {
                    // Explicit content insets replace UIKit's default title padding (6 pt above and
                    // below); a button without a title is its image plus the insets.
                    let label = t.labelIntrinsicSize(text: title.isEmpty ? " " : title, font: font ?? .system(15), toolsVersion: tv, scale: config.scale)
                    let textW = title.isEmpty ? 0 : label.best.width
                    // A button without a title keeps an empty line 22 pt tall: DuckDuckGo's OmniBar
                    // menu button (no image: 22 + its 21 pt bottom inset = 43) and, for a custom
                    // button, under a smaller image too (Settings' back arrow, 10 x 16: 22 tall).
                    let textH = title.isEmpty ? (image == nil || custom ? 22 : 0) : label.best.height
                    var w = textW + (image?.width ?? 0) + insets.left + insets.right
                    // With neither title nor image, UIButton's 30 pt minimum width (the one titled
                    // buttons show, `Calibration.button`) is all there is: DuckDuckGo's OmniBar
                    // menu button, 30 wide with hugging 1000 and a required width of 30.
                    if title.isEmpty, image == nil { w = max(w, 30) }
                    let h = max(textH, image?.height ?? 0) + insets.top + insets.bottom
                    m = MeasuredSize(width: max(0, w - (label.best.width - label.width.lowerBound) - 1)...(w + (label.width.upperBound - label.best.width) + 1),
                                     height: max(0, h - 2)...(h + 2), best: (w, h), degraded: label.degraded)
                } else if custom, let size = image {
                    // A custom button with an image and a title is the two side by side, without
                    // the padding a title alone gets (DuckDuckGo's FavoriteHomeCell: a 28 x 28 image
                    // and a " " title in 18 pt, saved 33 x 28).
                    let label = t.labelIntrinsicSize(text: title, font: font ?? .system(18), toolsVersion: tv, scale: config.scale)
                    let w = label.best.width + size.width, h = max(label.best.height, size.height)
                    m = MeasuredSize(width: (label.width.lowerBound + size.width)...(label.width.upperBound + size.width),
                                     height: max(label.height.lowerBound, size.height)...max(label.height.upperBound, size.height),
                                     best: (w, h), degraded: label.degraded)
                } else {
                    m = t.buttonIntrinsicSize(title: title, font: font, buttonType: control.buttonType ?? "system",
                                              contentEdgeInsets: insets, configuration: configured, toolsVersion: tv, scale: config.scale)
                    if let size = image {
                        let w = m.best.width + size.width
                        let h = max(m.best.height, size.height + insets.top + insets.bottom)
                        m = MeasuredSize(width: (w - 2)...(w + 8), height: (h - 2)...(h + 4), best: (w, h), degraded: m.degraded)
                    }
                }
                // UIButton is at least as large as its background image.
                if let background = v.backgroundImage.flatMap({ doc.resources.images[$0]?.size }) {
                    let w = max(m.best.width, background.width), h = max(m.best.height, background.height)
                    m = MeasuredSize(width: max(m.width.lowerBound, background.width)...max(m.width.upperBound, background.width),
                                     height: max(m.height.lowerBound, background.height)...max(m.height.upperBound, background.height),
                                     best: (w, h), degraded: m.degraded)
                }
                return Self.intrinsic(m, source: "button title")
            case "textView" where !control.scrollEnabled:
                // A text view that does not scroll is as tall as its wrapped text: UITextView's
                // text container insets (8 above and below) and line fragment padding (5 a side).
                // Without text it still lays out one line in its font, the caret's: as tall as a
                // one-line text, as wide as the padding.
                let width = (v.frame?.width).map { max(0, $0 - 10) }
                let content = v.text ?? ""
                let m = t.labelIntrinsicSize(text: content.isEmpty ? " " : content, font: font ?? .system(14), toolsVersion: tv,
                                             scale: config.scale, numberOfLines: 0, preferredMaxLayoutWidth: width)
                let textWidth = content.isEmpty ? 0...0 : m.width, bestWidth = content.isEmpty ? 0 : m.best.width
                return IntrinsicSize(width: bestWidth + 10, height: m.best.height + 16,
                                     widthRange: (textWidth.lowerBound + 10)...(textWidth.upperBound + 10),
                                     heightRange: (m.height.lowerBound + 16)...(m.height.upperBound + 16),
                                     source: content.isEmpty ? "text view (scrolling off, one empty line)" : "text view (scrolling off)")
            case "textField":
                let m = t.textFieldIntrinsicSize(text: v.text, placeholder: v.placeholder, font: font,
                                                 borderStyle: control.borderStyle ?? "none", toolsVersion: tv, scale: config.scale)
                return Self.intrinsic(m, source: "text field")
            default: break
            }
        }
        switch v.elementName {
        case "label":
            return text(v.text ?? "", v, doc, config, lines: v.numberOfLines, padding: Size(width: 0, height: 0), source: "label text")
        case "button":
            let title = v.title ?? ""
            var s = text(title, v, doc, config, lines: 1, padding: Size(width: title.isEmpty ? 0 : (modern ? 0 : 0), height: 0), source: "button title")
            if let image = v.image, let r = doc.resources.images[image], let size = r.size {
                s.width = (s.width ?? 0) + size.width
                s.height = max(s.height ?? 0, size.height)
            }
            // UIButton adds vertical content padding: 30 pt tall for a 15 pt title before Xcode 13's configurations.
            if let h = s.height { s.height = max(h + (modern ? 13.5 : 9.5), 30) }
            if let r = s.heightRange { s.heightRange = (r.lowerBound + 6)...(r.upperBound + 15) }
            return s
        case "textField":
            var s = text(v.text ?? v.placeholder ?? "", v, doc, config, lines: 1, padding: Size(width: 14, height: 0), source: "text field")
            s.height = modern ? 34 : 30
            s.heightRange = modern ? 33...35 : 29...31
            return s
        case "imageView":
            // An SF Symbol has an intrinsic size (its point size and scale), but `<resources>`
            // records only the symbol's canvas rendering (circle.fill: 128 x 123) and nibtool has
            // no symbol metrics. Xcode sized the view from it, so the saved size is the symbol's
            // size where nothing else set it; without it the view would be left free and reported
            // ambiguous, which Xcode does not (xdripswift's treatment cells: 14 x 14 symbols).
            if doc.imageViewShowsSymbol(v), let name = v.image {
                guard let s = saved, s.width > 0 || s.height > 0 else { return .none }
                return IntrinsicSize(width: s.width, height: s.height, source: "SF Symbol \(name) (its saved size)")
            }
            if let size = Self.imageSize(v.image, of: v, doc, savedContent: saved.map { Size(width: $0.width, height: $0.height) }) {
                return IntrinsicSize(width: size.width, height: size.height, source: "image \(v.image ?? "")")
            }
            return .none
        case "switch":
            let size = EraMetrics.of(toolsVersion: tv).switchSize
            return IntrinsicSize(width: size.width, height: size.height, source: "UISwitch")
        case "activityIndicatorView":
            let large = v.control.largeActivityIndicator
            return IntrinsicSize(width: large ? 37 : 20, height: large ? 37 : 20, source: "UIActivityIndicatorView")
        case "stepper": return IntrinsicSize(width: 94, height: modern ? 32 : 29, source: "UIStepper")
        case "datePicker", "pickerView": return pickerSize(v, doc, config)
        // A toolbar's height depends on where it stands (`GuideGeometry.toolbarHeight`).
        case "toolbar": return IntrinsicSize(width: nil, height: 44, source: "UIToolbar")
        case "navigationBar": return IntrinsicSize(width: nil, height: 44, source: "bar")
        case "tabBar": return IntrinsicSize(width: nil, height: 49, source: "UITabBar")
        case "searchBar": return IntrinsicSize(width: nil, height: 56, heightRange: EraMetrics.of(toolsVersion: tv).searchBarHeights, source: "UISearchBar")
        case "slider": return IntrinsicSize(width: nil, height: EraMetrics.of(toolsVersion: tv).sliderHeight, heightRange: 29...31, source: "UISlider")
        case "progressView": return IntrinsicSize(width: nil, height: modern ? 4 : 2, heightRange: 2...4, source: "UIProgressView")
        case "segmentedControl":
            // Segment titles are text: trust the saved width when it is plausible.
            let width = saved.map { ($0.width * 0.8)...($0.width * 1.2 + 4) }
            if config.device.family == .tv, let height = EraMetrics.of(toolsVersion: tv).tvSegmentedControlHeight {
                return IntrinsicSize(width: saved?.width, height: height, widthRange: width, heightRange: height...height, source: "UISegmentedControl (tvOS)")
            }
            return IntrinsicSize(width: saved?.width, height: modern ? 32 : 29, widthRange: width,
                                 heightRange: (modern ? 31 : 28)...(modern ? 32 : 29), source: "UISegmentedControl")
        case "pageControl":
            return IntrinsicSize(width: saved?.width, height: modern ? 27.5 : 37, widthRange: saved.map { ($0.width * 0.8)...($0.width * 1.2 + 4) },
                                 heightRange: 26...37, source: "UIPageControl")
        case "textView":
            if !v.control.scrollEnabled {
                return text(v.text ?? "", v, doc, config, lines: 0, padding: Size(width: 10, height: 16), source: "text view (scrolling off)")
            }
            return .none
        default:
            return .none
        }
    }

    /// Pixel densities image files are commonly saved at, in dots per inch (72 is one point per pixel).
    static let commonImageDensities: [Double] = [144, 150, 216, 300]

    /// An image's size in points as UIKit lays it out. `<resources>` records the size macOS reads
    /// from the file: its pixels at the file's density (a PNG saved at 144 dpi reads as half its
    /// pixels). UIKit ignores the density, so an image with no scale suffix, or in an asset
    /// catalog's 1x slot, is as many points as it has pixels: mattneub's KeyCommands lays manny.jpg,
    /// 43.2 pt at 150 dpi, out 90 wide; Ramotion's FoldingCell saves its 16 x 25 arrow at 32 x 50;
    /// kharrison's ScrollGuide its 150 pt Sun 300 tall. Without the file the density is unknown, so
    /// where the saved size of the image (`savedContent`) is the resource at a common density on
    /// either axis, that density is taken; otherwise the resource size is. An axis the view's own
    /// constant size constraint sets says nothing of the image (DuckDuckGo's Settings: a 10 x 16
    /// arrow in a button 30 wide is not a 216 dpi file).
    static func imageSize(_ name: String?, of view: View, _ doc: IBDocument, savedContent: Size?) -> Size? {
        guard let name, let size = doc.resources.images[name]?.size else { return nil }
        guard let saved = savedContent else { return size }
        var setWidth = false, setHeight = false
        for index in view.heldConstraints where doc.constraints.indices.contains(index) {
            let c = doc.constraints[index]
            guard c.isSizeOnly, c.firstItemID == view.id else { continue }
            if c.firstAttribute == .width { setWidth = true }
            if c.firstAttribute == .height { setHeight = true }
        }
        func matches(_ candidate: Size) -> Bool {
            (!setWidth && candidate.width > 0 && abs(saved.width - candidate.width) < 0.5)
                || (!setHeight && candidate.height > 0 && abs(saved.height - candidate.height) < 0.5)
        }
        if matches(size) { return size }
        for dpi in Self.commonImageDensities {
            // Whole pixels, one point each.
            let pixels = Size(width: (size.width * dpi / 72).rounded(), height: (size.height * dpi / 72).rounded())
            if matches(pixels) { return pixels }
        }
        return size
    }

    private func text(_ string: String, _ v: View, _ doc: IBDocument, _ config: Configuration, lines: Int,
                      padding: Size, source: String) -> IntrinsicSize {
        let maxWidth = lines != 1 ? v.frame?.width : nil
        let m = measurer.measure(string.isEmpty ? " " : string, font: v.font, toolsVersion: doc.toolsVersion, scale: config.scale,
                                 maxWidth: maxWidth, numberOfLines: lines)
        let w = string.isEmpty ? padding.width : m.best.width + padding.width
        return IntrinsicSize(width: w, height: m.best.height + padding.height,
                             widthRange: (m.width.lowerBound + padding.width)...(m.width.upperBound + padding.width),
                             heightRange: (m.height.lowerBound + padding.height)...(m.height.upperBound + padding.height),
                             source: source)
    }
}
