import NibModel

/// What the layout knows of a button's content, for drawing it: the image size it sized the
/// button with and the insets of a configuration. Read-only views of `IntrinsicSizes`' values,
/// so that the preview draws the button the layout measured rather than a second model of it.
public enum ButtonContent {
    /// An iOS 15 configuration's default content insets (medium size): 12 pt leading and
    /// trailing, 7 pt top and bottom (`IntrinsicSizes.configurationInsets`, in totals).
    public static var configurationInsets: EdgeInsets {
        let i = IntrinsicSizes.configurationInsets
        return EdgeInsets(top: i.vertical / 2, left: i.horizontal / 2, bottom: i.vertical / 2, right: i.horizontal / 2, directional: true)
    }

    /// The size the layout gives a button's image: the document's `<resources>` size (at the
    /// density its saved frame shows, for a button that is only its image). Nil for an SF Symbol
    /// (nibtool has no symbol metrics) or an image `<resources>` does not size.
    public static func imageSize(of v: Int, in doc: IBDocument) -> Size? {
        let view = doc.views[v]
        guard let name = view.image, doc.resources.images[name]?.catalog != "system" else { return nil }
        let configured = view.control.hasButtonConfiguration
        let titleless = (view.title ?? "").isEmpty && !configured
        let i = view.control.contentEdgeInsets ?? .zero
        let saved = titleless ? view.frame.map { Size(width: $0.width - i.left - i.right, height: $0.height - i.top - i.bottom) } : nil
        return IntrinsicSizes.imageSize(name, of: view, doc, savedContent: saved)
    }
}
