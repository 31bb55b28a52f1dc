import NibModel

/// Where UIKit puts a button's image and title inside its bounds: the rectangles the preview
/// draws them in. Pure geometry, in the coordinates of `bounds`.
public struct ButtonContentLayout: Sendable, Equatable {
    public var image: Rect?
    public var title: Rect?

    public enum Horizontal: Sendable { case leading, center, trailing }
    public enum Vertical: Sendable { case top, center, bottom }

    /// `contentHorizontalAlignment` (left/leading, right/trailing; center and fill centre), as
    /// the side to lay out from before a right-to-left layout is mirrored: there `left` and
    /// `right`, which do not flip, are the mirror's trailing and leading.
    public static func horizontal(_ saved: String?, rightToLeft: Bool = false) -> Horizontal {
        switch saved {
        case "leading"?: return .leading
        case "trailing"?: return .trailing
        case "left"?: return rightToLeft ? .trailing : .leading
        case "right"?: return rightToLeft ? .leading : .trailing
        default: return .center
        }
    }

    /// `contentVerticalAlignment` (top, bottom; center and fill centre).
    public static func vertical(_ saved: String?) -> Vertical {
        switch saved {
        case "top"?: return .top
        case "bottom"?: return .bottom
        default: return .center
        }
    }

    /// A button without a configuration (UIButton before iOS 15): image and title side by side,
    /// image first, aligned as one group inside the bounds less `contentEdgeInsets`; the title is
    /// at most the width the image leaves. `imageEdgeInsets` and `titleEdgeInsets` then move each
    /// on its own without resizing it: by `left` when leading-aligned, by `-right` when
    /// trailing-aligned and by half their difference when centred (how UIKit lays out
    /// `imageRect(forContentRect:)` and `titleRect(forContentRect:)`; the usual image-after-title
    /// recipe, title insets (0, -iw, 0, iw) and image insets (0, tw, 0, -tw), swaps the two
    /// exactly under this rule).
    ///
    /// `rightToLeft` (`semanticContentAttribute="forceRightToLeft"`, the usual way to put the
    /// image after the title): the layout mirrored, leading and trailing swapped; the insets,
    /// `UIEdgeInsets`, keep their left and right.
    public static func legacy(bounds: Rect, image: Size?, title: Size?, contentInsets: EdgeInsets = .zero,
                              imageInsets: EdgeInsets = .zero, titleInsets: EdgeInsets = .zero,
                              horizontal: Horizontal = .center, vertical: Vertical = .center, rightToLeft: Bool = false) -> ButtonContentLayout {
        if rightToLeft {
            // Laid out left to right with the insets' sides swapped, then reflected.
            return legacy(bounds: bounds, image: image, title: title, contentInsets: swapped(contentInsets), imageInsets: swapped(imageInsets),
                          titleInsets: swapped(titleInsets), horizontal: horizontal, vertical: vertical).reflected(in: bounds)
        }
        let c = inset(bounds, contentInsets)
        let iw = image?.width ?? 0
        let tw = min(title?.width ?? 0, max(0, c.width - iw))
        let groupWidth = iw + tw
        let gx: Double
        switch horizontal {
        case .leading: gx = c.x
        case .trailing: gx = c.maxX - groupWidth
        case .center: gx = c.midX - groupWidth / 2
        }
        func shift(_ e: EdgeInsets) -> Double {
            switch horizontal {
            case .leading: return e.left
            case .trailing: return -e.right
            case .center: return (e.left - e.right) / 2
            }
        }
        func y(_ h: Double, _ e: EdgeInsets) -> Double {
            switch vertical {
            case .top: return c.y + e.top
            case .bottom: return c.maxY - h - e.bottom
            case .center: return c.midY - h / 2 + (e.top - e.bottom) / 2
            }
        }
        var out = ButtonContentLayout()
        if let image { out.image = Rect(x: gx + shift(imageInsets), y: y(image.height, imageInsets), width: image.width, height: image.height) }
        if let title { out.title = Rect(x: gx + iw + shift(titleInsets), y: y(title.height, titleInsets), width: tw, height: title.height) }
        return out
    }

    /// Where a configuration (`UIButton.Configuration`, iOS 15) puts its image: beside the title
    /// (leading, trailing) or above or below it, `imagePadding` between them.
    public enum Placement: Sendable {
        case leading, trailing, top, bottom
        public init(_ saved: String?) {
            switch saved {
            case "trailing"?: self = .trailing
            case "top"?: self = .top
            case "bottom"?: self = .bottom
            default: self = .leading
            }
        }
    }

    /// A configured button: image and title as one group (padded by `padding` when both show)
    /// inside the bounds less the configuration's `contentInsets`, aligned by the button's
    /// content alignment; side by side, or stacked and centred on each other for top and bottom.
    /// `rightToLeft`: mirrored (its insets are directional: leading is the right then).
    public static func configured(bounds: Rect, image: Size?, title: Size?, contentInsets: EdgeInsets, placement: Placement,
                                  padding: Double, horizontal: Horizontal = .center, vertical: Vertical = .center,
                                  rightToLeft: Bool = false) -> ButtonContentLayout {
        if rightToLeft {
            return configured(bounds: bounds, image: image, title: title, contentInsets: contentInsets, placement: placement, padding: padding,
                              horizontal: horizontal, vertical: vertical).reflected(in: bounds)
        }
        let c = inset(bounds, contentInsets)
        let pad = image != nil && title != nil ? max(0, padding) : 0
        let iw = image?.width ?? 0, ih = image?.height ?? 0
        let stacked = placement == .top || placement == .bottom
        let tw = min(title?.width ?? 0, max(0, stacked ? c.width : c.width - iw - pad))
        let th = title?.height ?? 0
        let groupWidth = stacked ? max(iw, tw) : iw + pad + tw
        let groupHeight = stacked ? ih + pad + th : max(ih, th)
        let gx: Double
        switch horizontal {
        case .leading: gx = c.x
        case .trailing: gx = c.maxX - groupWidth
        case .center: gx = c.midX - groupWidth / 2
        }
        let gy: Double
        switch vertical {
        case .top: gy = c.y
        case .bottom: gy = c.maxY - groupHeight
        case .center: gy = c.midY - groupHeight / 2
        }
        // Stacked items line up on the group's alignment edge (or its centre).
        func x(_ w: Double) -> Double {
            switch horizontal {
            case .leading: return gx
            case .trailing: return gx + groupWidth - w
            case .center: return gx + (groupWidth - w) / 2
            }
        }
        var imageOrigin = Point(x: 0, y: 0), titleOrigin = Point(x: 0, y: 0)
        switch placement {
        case .leading:
            imageOrigin = Point(x: gx, y: gy + (groupHeight - ih) / 2)
            titleOrigin = Point(x: gx + iw + pad, y: gy + (groupHeight - th) / 2)
        case .trailing:
            titleOrigin = Point(x: gx, y: gy + (groupHeight - th) / 2)
            imageOrigin = Point(x: gx + tw + pad, y: gy + (groupHeight - ih) / 2)
        case .top:
            imageOrigin = Point(x: x(iw), y: gy)
            titleOrigin = Point(x: x(tw), y: gy + ih + pad)
        case .bottom:
            titleOrigin = Point(x: x(tw), y: gy)
            imageOrigin = Point(x: x(iw), y: gy + th + pad)
        }
        var out = ButtonContentLayout()
        if let image { out.image = Rect(x: imageOrigin.x, y: imageOrigin.y, width: image.width, height: image.height) }
        if title != nil { out.title = Rect(x: titleOrigin.x, y: titleOrigin.y, width: tw, height: th) }
        return out
    }

    /// Mirrored about the middle of `bounds`.
    func reflected(in bounds: Rect) -> ButtonContentLayout {
        func m(_ r: Rect?) -> Rect? { r.map { Rect(x: bounds.x + bounds.maxX - $0.maxX, y: $0.y, width: $0.width, height: $0.height) } }
        return ButtonContentLayout(image: m(image), title: m(title))
    }

    static func swapped(_ e: EdgeInsets) -> EdgeInsets { EdgeInsets(top: e.top, left: e.right, bottom: e.bottom, right: e.left) }

    static func inset(_ r: Rect, _ e: EdgeInsets) -> Rect {
        Rect(x: r.x + e.left, y: r.y + e.top, width: max(0, r.width - e.left - e.right), height: max(0, r.height - e.top - e.bottom))
    }
}
