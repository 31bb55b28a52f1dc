import NibModel
import NibText

/// The intrinsic size of an iOS 15 configured button (`<buttonConfiguration>`, Xcode 13 and
/// later) that shows an image: the image beside the title, inside the configuration's content
/// insets (12 pt leading and trailing, 7 pt top and bottom at the default size), the numbers
/// `ConfiguredButtonSizeTests` checks against saved frames.
extension IntrinsicSizes {
    static let configurationInsets = (horizontal: 24.0, vertical: 14.0)

    /// Nil when the image is not one the document describes (the title-only rule applies then).
    func configuredButtonWithImage(_ v: View, image name: String, title: String, font: FontSpec?, measurer t: TextMeasurer,
                                   _ doc: IBDocument, _ config: Configuration) -> IntrinsicSize? {
        guard let resource = doc.resources.images[name] else { return nil }
        // An SF Symbol's size follows its point size and scale; `<resources>` records only its
        // canvas rendering (doc.on.doc: 116 x 128), and nibtool has no symbol metrics. As for an
        // image view showing one, Xcode sized the button from it, so the saved size stands.
        if resource.catalog == "system" {
            // Without a saved size there is nothing to stand: the title-only rule applies (nil),
            // as for an image the document does not describe.
            guard let saved = v.frame, saved.width > 0 || saved.height > 0 else { return nil }
            return IntrinsicSize(width: saved.width, height: saved.height, source: "configured button with SF Symbol \(name) (its saved size)")
        }
        guard let image = resource.size else { return nil }
        let insets = Self.configurationInsets
        if title.isEmpty {
            return IntrinsicSize(width: image.width + insets.horizontal, height: image.height + insets.vertical,
                                 source: "configured button image \(name)")
        }
        let m = t.buttonIntrinsicSize(title: title, font: font, configuration: true, toolsVersion: doc.toolsVersion, scale: config.scale)
        let h = max(m.best.height, image.height + insets.vertical)
        return IntrinsicSize(width: m.best.width + image.width, height: h,
                             widthRange: (m.width.lowerBound + image.width)...(m.width.upperBound + image.width),
                             heightRange: max(m.height.lowerBound, h - 1)...max(m.height.upperBound, h + 1),
                             source: "configured button title and image \(name)")
    }
}

extension IntrinsicSizes {
    /// The glyph an info, detail-disclosure or add button draws inside a button configuration.
    static let configuredSystemGlyph = Size(width: 26, height: 20)

    /// An info, detail-disclosure or add button with a button configuration and no title: its
    /// glyph inside the configuration's content insets, 50 x 34 (IVPN's two plain detail-disclosure
    /// buttons in the corpus, saved 50 x 34 by Xcode 16; dolphin-ios's four outside it, 50 wide,
    /// their height set by their cell).
    static func configuredSystemGlyphButtonSize(_ type: String) -> IntrinsicSize {
        IntrinsicSize(width: configuredSystemGlyph.width + configurationInsets.horizontal,
                      height: configuredSystemGlyph.height + configurationInsets.vertical,
                      source: "configured \(type) button glyph")
    }
}

extension IntrinsicSizes {
    /// The intrinsic size of a button without a configuration whose state shows an SF Symbol.
    /// UIKit draws the symbol at a point size and scale the document does not record, and its
    /// `<resources>` size is the symbol's canvas rendering (chevron.up: 128 x 72), many times the
    /// size Xcode drew. As for an image view or a configured button showing one, Xcode sized the
    /// button from the symbol, so the saved size stands. Nil without a saved size, or for an image
    /// that is not a system symbol (the title-and-image rules apply then).
    func buttonWithSymbol(_ v: View, _ doc: IBDocument) -> IntrinsicSize? {
        guard let name = v.image, doc.resources.images[name]?.catalog == "system",
              let saved = v.frame, saved.width > 0 || saved.height > 0 else { return nil }
        return IntrinsicSize(width: saved.width, height: saved.height, source: "button with SF Symbol \(name) (its saved size)")
    }
}
