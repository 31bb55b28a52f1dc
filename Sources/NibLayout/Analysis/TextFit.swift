import NibModel

extension DocumentAnalysis {
    /// Whether a label's text fits its frame in a layout as Xcode measures it, by `clipped-text`'s
    /// rule (a one-line text no narrower than the lower end of its measured width, a multi-line
    /// one no shorter than the lower end of its height: the measurement calibrated on Xcode's
    /// saved frames, so that the stand-in font alone never cuts text). Nil where the layout did
    /// not measure the text (a label placed by its autoresizing mask, not by Auto Layout).
    public static func textFits(of v: Int, in layout: LayoutResult, _ doc: IBDocument) -> Bool? {
        guard layout.views.indices.contains(v), layout.views[v].intrinsic.dependsOnText else { return nil }
        return cut(layout.views[v], layout, doc) == nil
    }
}
