/// The Dynamic Type size ("content size category") text styles are laid out at.
///
/// Documents say nothing of it, but Interface Builder's canvas can be set to another size, and
/// the frames it then saves are measured at that size (kharrison's DynamicText sample is saved at
/// Extra Small throughout). `ContentSizeCategory.inferred` finds it from the saved heights.
public enum ContentSizeCategory: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge

    public var description: String {
        ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge"][rawValue]
    }

    /// Point sizes of each text style per category (Apple's Human Interface Guidelines, "Dynamic
    /// Type sizes" for iOS); index = `rawValue`.
    static let pointSizes: [String: [Double]] = [
        "UICTFontTextStyleTitle0": [31, 32, 33, 34, 36, 38, 40],
        "UICTFontTextStyleTitle1": [25, 26, 27, 28, 30, 32, 34],
        "UICTFontTextStyleTitle2": [19, 20, 21, 22, 24, 26, 28],
        "UICTFontTextStyleTitle3": [17, 18, 19, 20, 22, 24, 26],
        "UICTFontTextStyleHeadline": [14, 15, 16, 17, 19, 21, 23],
        "UICTFontTextStyleBody": [14, 15, 16, 17, 19, 21, 23],
        "UICTFontTextStyleCallout": [13, 14, 15, 16, 18, 20, 22],
        "UICTFontTextStyleSubhead": [12, 13, 14, 15, 17, 19, 21],
        "UICTFontTextStyleFootnote": [12, 12, 12, 13, 15, 17, 19],
        "UICTFontTextStyleCaption1": [11, 11, 11, 12, 14, 16, 18],
        "UICTFontTextStyleCaption2": [11, 11, 11, 11, 13, 15, 17],
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

extension TextMeasurer {
    /// The category that explains the saved heights of single-line text-style labels best:
    /// Large unless another category accounts for at least three of them and more than Large does.
    /// `samples` are (text style, saved height, device scale).
    public func inferredContentSizeCategory(_ samples: [(style: String, height: Double, scale: Double)]) -> ContentSizeCategory {
        guard samples.count >= 3 else { return .large }
        var explained = [Int](repeating: 0, count: ContentSizeCategory.allCases.count)
        for s in samples {
            let spec = FontSpec(kind: .textStyle(s.style), pointSize: 0)
            for c in ContentSizeCategory.allCases {
                let h = textHeight(font: spec.at(c), lines: 1, scale: s.scale)
                if abs(h - s.height) <= 0.5 + 1e-9 { explained[c.rawValue] += 1 }
            }
        }
        let large = explained[ContentSizeCategory.large.rawValue]
        guard let best = ContentSizeCategory.allCases.max(by: { explained[$0.rawValue] < explained[$1.rawValue] }),
              explained[best.rawValue] >= 3, explained[best.rawValue] > large else { return .large }
        return best
    }
}
