/// A font as Interface Builder describes it in `<fontDescription>` (ib-format §18.1).
public struct FontSpec: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case system
        case boldSystem
        case italicSystem
        /// A custom font by PostScript name (`HelveticaNeue-Bold`, `Avenir-Book`, ...).
        /// Measured with the closest Inter weight and a wider uncertainty.
        case named(String)
        /// A Dynamic Type style (`UICTFontTextStyleBody`, ...); `pointSize` is ignored when 0.
        case textStyle(String)
    }

    public var kind: Kind { didSet { resolved = Self.resolve(kind, weight, pointSize) } }
    /// `weight=` of a system font: ultraLight thin light regular medium semibold bold heavy black.
    public var weight: String? { didSet { resolved = Self.resolve(kind, weight, pointSize) } }
    public var pointSize: Double { didSet { resolved = Self.resolve(kind, weight, pointSize) } }
    /// The resolved point size, weight class (100-900), italic flag, and whether the font is a
    /// stand-in for a custom font (wider uncertainty). Kept with the spec: measuring asks for it
    /// once per word.
    public private(set) var resolved: (size: Double, weight: Int, italic: Bool, custom: Bool)
    /// Lines of `ContentSizeCategory.tallLineHeightRatio` x its size instead of the calibrated ones: a text
    /// style's font on a Mac whose language gives text styles taller lines (see
    /// `TextMeasurer.inferredTallTextStyleLines`).
    public var tallLines = false

    public init(kind: Kind, weight: String? = nil, pointSize: Double) {
        self.kind = kind
        self.weight = weight
        self.pointSize = pointSize
        resolved = Self.resolve(kind, weight, pointSize)
    }

    public static func == (a: FontSpec, b: FontSpec) -> Bool {
        a.kind == b.kind && a.weight == b.weight && a.pointSize == b.pointSize && a.tallLines == b.tallLines
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(weight)
        hasher.combine(pointSize)
        hasher.combine(tallLines)
    }

    public static func system(_ size: Double, weight: String? = nil) -> FontSpec {
        FontSpec(kind: .system, weight: weight, pointSize: size)
    }

    public static func boldSystem(_ size: Double) -> FontSpec { FontSpec(kind: .boldSystem, pointSize: size) }

    /// Builds a spec from the attributes of a `<fontDescription>` element
    /// (`type`, `weight`, `pointSize`, `name`, `style`). Missing information gives system 17 pt.
    public init(attributes a: [String: String]) {
        self.init(type: a["type"], weight: a["weight"], pointSize: a["pointSize"].flatMap(Double.init).flatMap { $0.isFinite && (0...10_000).contains($0) ? $0 : nil },
                  name: a["name"], style: a["style"])
    }

    /// The same from the attribute values already read (no dictionary on the layout's path).
    public init(type: String?, weight: String?, pointSize: Double?, name: String?, style: String?) {
        let size = pointSize ?? 0
        if let style, !style.isEmpty {
            self.init(kind: .textStyle(style), weight: weight, pointSize: size)
        } else if let name, !name.isEmpty {
            self.init(kind: .named(name), weight: nil, pointSize: size > 0 ? size : 17)
        } else {
            let kind: Kind
            switch type {
            case "boldSystem": kind = .boldSystem
            case "italicSystem": kind = .italicSystem
            default: kind = .system
            }
            self.init(kind: kind, weight: weight, pointSize: size > 0 ? size : 17)
        }
    }

    /// Default point size and weight of Dynamic Type styles at the "Large" content size.
    static let textStyles: [String: (size: Double, weight: Int)] = [
        "UICTFontTextStyleBody": (17, 400), "UICTFontTextStyleHeadline": (17, 600),
        "UICTFontTextStyleSubhead": (15, 400), "UICTFontTextStyleCallout": (16, 400),
        "UICTFontTextStyleFootnote": (13, 400), "UICTFontTextStyleCaption1": (12, 400),
        "UICTFontTextStyleCaption2": (11, 400), "UICTFontTextStyleTitle0": (34, 400),
        "UICTFontTextStyleTitle1": (28, 400), "UICTFontTextStyleTitle2": (22, 400),
        "UICTFontTextStyleTitle3": (20, 400),
    ]

    static let weightNames: [String: Int] = [
        "ultralight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    static func resolve(_ kind: Kind, _ weight: String?, _ pointSize: Double) -> (size: Double, weight: Int, italic: Bool, custom: Bool) {
        switch kind {
        case .system:
            return (pointSize, weight.flatMap { Self.weightNames[$0.lowercased()] } ?? 400, false, false)
        case .boldSystem:
            return (pointSize, 700, false, false)
        case .italicSystem:
            return (pointSize, 400, true, false)
        case .textStyle(let style):
            let d = Self.textStyles[style] ?? (17, 400)
            return (pointSize > 0 ? pointSize : d.size, d.weight, false, false)
        case .named(let name):
            let (w, italic) = Self.guessWeight(fontName: name)
            return (pointSize, w, italic, true)
        }
    }

    /// Weight and italic guessed from a PostScript name such as `HelveticaNeue-BoldItalic`.
    static func guessWeight(fontName: String) -> (Int, Bool) {
        let n = fontName.lowercased()
        let italic = n.contains("italic") || n.contains("oblique")
        let style = n.split(separator: "-").dropFirst().joined()
        let s = style.isEmpty ? n : style
        let table: [(String, Int)] = [
            ("ultralight", 100), ("extralight", 200), ("hairline", 100), ("thin", 200), ("light", 300),
            ("book", 400), ("roman", 400), ("regular", 400), ("medium", 500), ("demibold", 600),
            ("semibold", 600), ("demi", 600), ("extrabold", 800), ("ultrabold", 800), ("heavy", 800),
            ("black", 900), ("bold", 700),
        ]
        for (key, w) in table where s.contains(key) { return (w, italic) }
        return (400, italic)
    }
}

/// Xcode era buckets, from a document's `toolsVersion` (ib-format §2, MANIFEST.tsv).
public enum Era: Int, Sendable, CaseIterable, Hashable {
    /// Xcode 4-6 (toolsVersion < 8150): Helvetica Neue system font.
    case helveticaNeue = 0
    /// Xcode 7-8 (8150..<13000): first San Francisco releases.
    case sanFrancisco1 = 1
    /// Xcode 9-11 (13000..<17000).
    case sanFrancisco2 = 2
    /// Xcode 12+ (>= 17000).
    case sanFrancisco3 = 3

    public init(toolsVersion: Double) {
        switch toolsVersion {
        case ..<8150: self = .helveticaNeue
        case ..<13000: self = .sanFrancisco1
        case ..<17000: self = .sanFrancisco2
        default: self = .sanFrancisco3
        }
    }

    public var label: String {
        switch self {
        case .helveticaNeue: return "<8150 (Xcode<=6, HN)"
        case .sanFrancisco1: return "8150-12999 (Xcode 7-8)"
        case .sanFrancisco2: return "13000-16999 (Xcode 9-11)"
        case .sanFrancisco3: return ">=17000 (Xcode 12+)"
        }
    }
}
