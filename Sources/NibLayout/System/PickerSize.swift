import NibModel

/// The intrinsic size of UIPickerView and UIDatePicker: no width of their own, and the height of
/// the wheels, or of the compact style's one-line button; the inline style's calendar as drawn.
extension IntrinsicSizes {
    /// The wheels' height: 216 pt, and 162 pt where the screen is compact in height (a phone in
    /// landscape), as UIPickerView has sized itself since iOS 8. A date picker in the compact
    /// style is as tall as its era's `compactDatePickerHeight`.
    func pickerSize(_ v: View, _ doc: IBDocument, _ config: Configuration) -> IntrinsicSize {
        // The inline style draws a calendar whose size (both ways) nibtool does not model: it is
        // the size Xcode drew it at, the document's witness, as for an image not in the
        // repository. Not "no width of its own": Xcode lays a centred inline picker out unflagged.
        if v.elementName == "datePicker", v.control.datePickerStyle == "inline" {
            return IntrinsicSize(width: v.frame?.width, height: v.frame?.height, source: "UIDatePicker (inline style, as Xcode drew it)")
        }
        if v.elementName == "datePicker", Self.showsCompactStyle(v.control),
           let height = EraMetrics.of(toolsVersion: doc.toolsVersion).compactDatePickerHeight {
            return IntrinsicSize(width: nil, height: height, source: "UIDatePicker (compact style)")
        }
        if Self.isOnCompactHeightScreen(v, doc, config) {
            return IntrinsicSize(width: nil, height: 162, source: "UIPickerView (compact height)")
        }
        return IntrinsicSize(width: nil, height: 216, source: "UIPickerView")
    }

    /// A date picker asked for the compact style, or for the automatic one in a mode that is not a
    /// count-down timer (a timer is always wheels).
    static func showsCompactStyle(_ control: ControlAttributes) -> Bool {
        switch control.datePickerStyle {
        case "compact": return true
        case nil: return control.datePickerMode != "countDownTimer"
        default: return false
        }
    }

    /// Whether the view is in a controller's root laid out on a phone's screen in landscape. A
    /// freeform root (or a xib's view, which has no controller) has a size of its own, not the
    /// screen's, and keeps the regular height class.
    static func isOnCompactHeightScreen(_ v: View, _ doc: IBDocument, _ config: Configuration) -> Bool {
        guard config.device.family == .phone, config.orientation == .landscape else { return false }
        guard let c = doc.views[doc.root(of: v.index)].controller else { return false }
        let controller = doc.controllers[c]
        return controller.freeformSize == nil && !controller.simulatedMetrics.freeform
    }
}
