/// The Dynamic Type size ("content size category") text styles are laid out at.
///
/// Documents say nothing of it, but Interface Builder's canvas can be set to another size, and
/// the frames it then saves are measured at that size (kharrison's DynamicText sample is saved at
/// Extra Small throughout). `ContentSizeCategory.inferred` finds it from the saved heights.
public enum ContentSizeCategory: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The five Larger Accessibility Sizes (Settings > Accessibility > Display & Text Size).
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    public var description: String {
        ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"][rawValue]
    }

    /// The sizes Interface Builder's canvas has been found saved at (the standard seven); the
    /// accessibility sizes are for previews (`--text-size`), never inferred from a document.
    public static let standard: [ContentSizeCategory] = Array(allCases.prefix(7))

    /// A category by the names people use: `xSmall` ... `xxxLarge`, `AX1` ... `AX5`, UIKit's case
    /// names (`extraLarge`, `accessibilityMedium`) or `UICTContentSizeCategoryXL`-style ones;
    /// case and separators do not matter.
    public init?(name: String) {
        let key = name.lowercased().filter { $0.isLetter || $0.isNumber }
        let names: [String: ContentSizeCategory] = [
            "xs": .extraSmall, "xsmall": .extraSmall, "extrasmall": .extraSmall,
            "s": .small, "small": .small, "m": .medium, "medium": .medium, "l": .large, "large": .large, "default": .large,
            "xl": .extraLarge, "xlarge": .extraLarge, "extralarge": .extraLarge,
            "xxl": .extraExtraLarge, "xxlarge": .extraExtraLarge, "extraextralarge": .extraExtraLarge,
            "xxxl": .extraExtraExtraLarge, "xxxlarge": .extraExtraExtraLarge, "extraextraextralarge": .extraExtraExtraLarge,
            "ax1": .accessibilityMedium, "accessibilitymedium": .accessibilityMedium, "accessibilitym": .accessibilityMedium,
            "ax2": .accessibilityLarge, "accessibilitylarge": .accessibilityLarge, "accessibilityl": .accessibilityLarge,
            "ax3": .accessibilityExtraLarge, "accessibilityextralarge": .accessibilityExtraLarge, "accessibilityxl": .accessibilityExtraLarge,
            "ax4": .accessibilityExtraExtraLarge, "accessibilityextraextralarge": .accessibilityExtraExtraLarge, "accessibilityxxl": .accessibilityExtraExtraLarge,
            "ax5": .accessibilityExtraExtraExtraLarge, "accessibilityextraextraextralarge": .accessibilityExtraExtraExtraLarge,
            "accessibilityxxxl": .accessibilityExtraExtraExtraLarge,
        ]
        let stripped = key.hasPrefix("uictcontentsizecategory") ? String(key.dropFirst("uictcontentsizecategory".count)) : key
        guard let category = names[stripped] else { return nil }
        self = category
    }

    /// Point sizes of each text style per category (Apple's Human Interface Guidelines, "Dynamic
    /// Type sizes" for iOS, the larger accessibility sizes included); index = `rawValue`.
    static let pointSizes: [String: [Double]] = [
        "UICTFontTextStyleTitle0": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "UICTFontTextStyleTitle1": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "UICTFontTextStyleTitle2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "UICTFontTextStyleTitle3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "UICTFontTextStyleHeadline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "UICTFontTextStyleBody": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "UICTFontTextStyleCallout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "UICTFontTextStyleSubhead": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "UICTFontTextStyleFootnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "UICTFontTextStyleCaption1": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "UICTFontTextStyleCaption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// The point size of `style` in this category; nil for a style we do not know.
    public func pointSize(of style: String) -> Double? {
        Self.pointSizes[style]?[rawValue]
    }
}

extension FontSpec {
    /// This font with its text style resolved at `category`: unchanged at Large (the calibrated
    /// style), else the system font at the style's size and weight.
    public func at(_ category: ContentSizeCategory) -> FontSpec {
        guard category != .large, case .textStyle(let style) = kind, pointSize <= 0,
              let size = category.pointSize(of: style) else { return self }
        let weight = Self.textStyles[style]?.weight == 600 ? "semibold" : weight
        return .system(size, weight: weight)
    }
}

/// One single-line text-style label's saved size, as evidence of the document's Dynamic Type size.
public struct TextStyleSample: Sendable {
    public var style: String
    public var height: Double
    public var scale: Double
    /// The label's text and saved width, when known (single-line labels): a saved width equal to
    /// the text's width at a category is evidence for it, whatever the height suggests.
    public var text: String?
    public var width: Double?
    public var toolsVersion: Double

    public init(style: String, height: Double, scale: Double, text: String? = nil, width: Double? = nil, toolsVersion: Double = 0) {
        self.style = style; self.height = height; self.scale = scale
        self.text = text; self.width = width; self.toolsVersion = toolsVersion
    }
}

extension TextMeasurer {
    /// The category that explains the saved sizes of single-line text-style labels best:
    /// `default` (the era's, Large but in Xcode 13) unless another category accounts for at least
    /// three of them and more than `default` does, a label voting for every category its saved
    /// height or its saved width (its text's one-line width there) is measured at. A label's height is often set by its
    /// neighbours (a label between a fixed top and a text field squeezed to nothing in a
    /// fixed-height cell keeps 16 pt, Subhead's line at Small) while a saved width equal to the
    /// text's measured width is rarely a coincidence; counting both, such labels no longer
    /// outvote the era's category with their heights alone. A width matches within 2.5% (at
    /// least 1 pt): the calibrated widths are that close, neighbouring categories' 6% or more apart.
    public func inferredContentSizeCategory(_ samples: [TextStyleSample],
                                            default era: ContentSizeCategory = .large) -> ContentSizeCategory {
        guard samples.count >= 3 else { return era }
        var explained = [Int](repeating: 0, count: ContentSizeCategory.allCases.count)
        let tolerance = 0.5 + 1e-9
        for s in samples {
            let spec = FontSpec(kind: .textStyle(s.style), pointSize: 0)
            for c in ContentSizeCategory.standard {
                let font = spec.at(c)
                var measured = abs(textHeight(font: font, lines: 1, scale: s.scale) - s.height) <= tolerance
                if !measured, let text = s.text, !text.isEmpty, let width = s.width {
                    let w = labelIntrinsicSize(text: text, font: font, toolsVersion: s.toolsVersion, scale: s.scale).best.width
                    measured = abs(w - width) <= max(1, 0.025 * w)
                }
                if measured { explained[c.rawValue] += 1 }
            }
        }
        let atDefault = explained[era.rawValue]
        guard let best = ContentSizeCategory.standard.max(by: { explained[$0.rawValue] < explained[$1.rawValue] }),
              explained[best.rawValue] >= 3, explained[best.rawValue] > atDefault else { return era }
        return best
    }
}

extension ContentSizeCategory {
    /// Line height / point size of a text style's line when the Mac that saved the document gives
    /// text styles taller lines. Text styles (unlike fixed-size system fonts) get language-aware
    /// line heights: with a system language whose script needs room above and below the Latin
    /// line, Interface Builder measures text-style labels, button titles and text fields with the
    /// taller line at the default Dynamic Type size (the saved widths stay those of Large). A
    /// 17 pt style's one-line label is then saved 24.33 (3x) or 24.5 (2x) tall instead of 20 /
    /// 20.5, a line of 24.0-24.33 pt, and a plain button titled in it 37 instead of 33 (a
    /// line of 24-25 pt plus the 12 pt padding): 1.412-1.431 em; a 13 pt style's label 19 (2x)
    /// instead of 16, 1.423-1.462 em. Both hold from 1.423 to 1.431 em, against the system
    /// font's 1.193 (`TallTextStyleLinesTests`).
    public static let tallLineHeightRatio = 1.427
}

extension TextMeasurer {
    /// Whether the document was saved on a Mac giving text styles taller lines: more of its
    /// single-line text-style labels are saved at the taller line than at the standard one (at
    /// the document's category), and at least one is. The standard line counts within half a
    /// point, as for the category; the taller one only to the device pixel Xcode rounds to, so
    /// that a label its constraints stretch near it is no evidence.
    public func inferredTallTextStyleLines(_ samples: [TextStyleSample], category: ContentSizeCategory) -> Bool {
        var tall = 0, standard = 0
        for s in samples {
            var font = FontSpec(kind: .textStyle(s.style), pointSize: 0).at(category)
            let standardHeight = textHeight(font: font, lines: 1, scale: s.scale)
            font.tallLines = true
            let tallHeight = textHeight(font: font, lines: 1, scale: s.scale)
            if abs(s.height - standardHeight) <= 0.5 + 1e-9 { standard += 1 }
            else if abs(s.height - tallHeight) < 0.5 / max(1, s.scale) { tall += 1 }
        }
        return tall >= 1 && tall > standard
    }
}
