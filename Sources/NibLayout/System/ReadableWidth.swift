import NibText

/// The width of UIKit's readable content guide (`readableContentGuide`, which a view whose
/// `layoutMarginsFollowReadableWidth` is set keeps its margins to), by Dynamic Type size: it
/// grows with the body text size so that lines keep about the same number of characters.
enum ReadableWidth {
    /// Points per standard size, Extra Small to Extra Extra Extra Large. Extra Small, the size
    /// Xcode 13's canvas lays text out at (`EraMetrics.textStyleCategory`), is 560 in the saved
    /// margins of a 798 pt iPad root following the readable width (119 pt a side, Xcode 13);
    /// Large is iOS's 672. The other sizes are the widths reported for UIKit on devices; no
    /// document of the corpus shows them.
    static let standard: [Double] = [560, 600, 632, 672, 728, 784, 836]

    /// The readable width at `category`; the accessibility sizes keep the largest standard one.
    static func of(_ category: ContentSizeCategory) -> Double {
        standard[min(category.rawValue, standard.count - 1)]
    }
}
