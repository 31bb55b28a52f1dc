import NibLayout
import NibModel

/// A document whose `<device>` nibtool does not know is laid out on a fallback device; every
/// verdict that depends on the screen rests on that substitution, so validate says so once, at
/// the `<device>` element, as preview and `xml frames` do (amperfy's Mac Catalyst `mac`).
public struct UnknownDeviceRule: DocumentRule {
    public static let description = RuleDescription(
        id: "unknown-device", name: "Unknown Device",
        summary: "The document's `<device>` is not one nibtool knows (a device newer than this nibtool, or Mac Catalyst's \"mac\"): its screen is taken from the saved frame of a controller's root view that fills it, with the safe area of the newest known device of its kind, or, when no such root exists, on the known device whose screen diagonal is nearest the one the id names (`retina6_54`: a 6.54-inch phone, so one with a sensor housing), else on the fallback device the note names; either way frames and layout findings that depend on the screen may differ from Xcode's. `nibtool devices` lists the known ones.",
        defaultSeverity: .note,
        triggeringExamples: [
            .document(RuleExample.storyboard(rootViewContent: "").replacingOccurrences(of: "<device id=\"retina6_12\"", with: "<device id=\"retina99_9\""),
                      count: 1, "a device id from a future Xcode"),
        ],
        nonTriggeringExamples: [
            .rootView("", count: 0, "iPhone 16 (retina6_12)"),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        guard let device = context.document.device, let message = Configuration.unknownDeviceMessage(context.document) else { return [] }
        return [context.diagnostic(Self.description, at: device.element, message.prefix(1).uppercased() + message.dropFirst() + ".")]
    }
}
