import NibModel

/// The built-in views of a table view cell with a style (its image view, text label and detail
/// text label) are not placed by constraints: the cell lays them out from its content view's
/// leading layout margin. Their saved frames are what that layout gave when the document was
/// last laid out. When the leading one still starts at the 8 pt cell margins of earlier layouts
/// while the content view's margin is now 16 or 20, the frames belong to a layout the document no
/// longer gives, and Xcode saves every built-in view of the cell flagged as ambiguous. Other
/// offsets are not judged: an image view sits centred in a slot of its own, and a text label
/// saved a few points off today's margin was just as often saved by a layout nibtool's margin
/// model does not reproduce (iPad cells, Xcode 10) as by a stale one.
extension DocumentAnalysis {
    /// The cell margins of earlier layouts, and how far from them a saved frame may start (pixel
    /// rounding, an image's half-point centring).
    static let earlierCellMargin = 8.0
    static let cellMarginTolerance = 1.0

    /// Built-in views of styled cells laid out in `layout` whose cell saved them at the earlier
    /// margins while its content view's leading margin is wider now, in document order.
    func cellStyleViewsAtEarlierMargins(in layout: LayoutResult) -> [Int] {
        var out: [Int] = []
        for cell in document.views where cell.elementName == "tableViewCell" {
            let styled = cell.control.cellStyleViews.all.compactMap { document.view(id: $0) }
                .filter { layout.views[$0.index].mode != .notInstalled && $0.verifyAmbiguity != .off }
            // The leading view: the image view when there is one, else the text label.
            guard let leading = styled.first(where: { $0.elementName == "imageView" || $0.id == cell.control.cellStyleViews.textLabel }),
                  let content = leading.superview, document.views[content].elementName == "tableViewCellContentView",
                  let margin = layout.layoutMargins[content]?.left, let x = leading.frame?.x else { continue }
            let savedAtEarlierMargin = abs(x - Self.earlierCellMargin) <= Self.cellMarginTolerance
            if savedAtEarlierMargin && margin > Self.earlierCellMargin + Self.cellMarginTolerance { out += styled.map(\.index) }
        }
        return out
    }
}
