import NibModel

/// The safe area and bars Interface Builder simulates for a root view (ib-format.md §3.3, §13).
/// The numbers changed between Xcode versions, so they depend on the document's `toolsVersion`.
public struct ScreenInsets: Sendable, Hashable {
    public var top: Double, left: Double, bottom: Double, right: Double
    public static let zero = ScreenInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public enum SimulatedMetricsTable {
    /// Status bar / sensor housing inset at the top, in portrait, without bars.
    static func statusInset(_ device: DeviceSpec, toolsVersion tv: Double) -> Double {
        switch device.id {
        case "retina5_9": return tv >= 21700 ? 50 : tv >= 21000 ? 47 : 44
        case "retina6_1": return tv >= 21000 ? 48 : 44
        case "retina6_5": return 44
        // Before Xcode 14 the canvas gave every notched phone the first notch's 44 pt inset,
        // whatever the device's own (retina5_9 and retina6_1 above, retina6_0 likewise).
        case "retina6_0", "retina6_7": return tv >= 21000 ? 47 : 44
        case "retina6_12", "retina6_72": return 59
        // No document of the corpus uses these: the devices' own safe-area tops.
        case "retina6_3", "retina6_9": return 62
        case "ipad10_9rounded", "ipad11_0rounded", "ipad12_9rounded", "iPad13_0rounded":
            return EraMetrics.of(toolsVersion: tv).roundedPadStatusInset ?? 24
        case "anyAny": return 20
        case "appleTV", "mac": return 0
        default:
            // A device sized from the document's frames (`Devices.inferred`) is newer than the
            // table: the newest known one of its kind.
            if device.notched, Devices.spec(device.id) == nil,
               let newest = Devices.all.last(where: { $0.notched && $0.family == device.family }) {
                return statusInset(newest, toolsVersion: tv)
            }
            // Pre-notch devices: Xcode 9-10 and 14.3+ simulate the 20 pt status bar; 10.2 to 14.2
            // did not (Xcode 14.3, toolsVersion 21701, is also when retina5_9's inset changed).
            return (tv >= 14800 && tv < 21700) ? 0 : 20
        }
    }

    static func homeIndicatorInset(_ device: DeviceSpec) -> Double {
        guard device.notched else { return 0 }
        return device.family == .pad ? 20 : 34
    }

    /// Safe-area insets of a controller's root view filling the screen, with its bars.
    /// `once` keeps the screen's own insets a single time, in an era whose root views keep clear
    /// of them twice (`EraMetrics.notchedPortraitInsetMultiple`).
    public static func safeArea(_ config: Configuration, toolsVersion: Double, topBar: Double, bottomBar: Double,
                                once: Bool = false) -> ScreenInsets {
        let d = config.device
        if d.family == .tv {
            // The TV-safe area: 60 pt above and below, 80 pt at the sides; a navigation bar
            // (145 pt) covers the top one (SwiftMessages' DemoTvOS: the top layout guide is 145
            // under a navigation bar, the bottom one 60; Hero's ImageGallery: 60 and 60).
            return ScreenInsets(top: max(60, topBar), left: 80, bottom: 60 + bottomBar, right: 80)
        }
        let era = EraMetrics.of(toolsVersion: toolsVersion)
        if config.orientation == .landscape && d.family == .phone {
            // The status bar is hidden in landscape; notched phones keep the housing on the sides
            // and the home indicator's 21 pt at the bottom. In an era that keeps root views clear
            // of the screen's insets more than once, the further shares are portrait's: the
            // status inset at the top, the home indicator's 34 pt at the bottom.
            let side: Double = d.notched ? statusInset(d, toolsVersion: toolsVersion) : 0
            let bottom: Double = d.notched ? 21 : 0
            let extra = d.notched && !once ? era.notchedPortraitInsetMultiple - 1 : 0
            return ScreenInsets(top: extra * side + topBar, left: side,
                                bottom: bottom + extra * homeIndicatorInset(d) + bottomBar, right: side)
        }
        let multiple = d.notched && d.family == .phone && !once ? era.notchedPortraitInsetMultiple : 1
        return ScreenInsets(top: multiple * statusInset(d, toolsVersion: toolsVersion) + topBar, left: 0,
                            bottom: multiple * homeIndicatorInset(d) + bottomBar, right: 0)
    }

    /// Leading/trailing `systemMinimumLayoutMargins` of a root view.
    /// 20 on regular width and on the 414-point-wide phones (Plus, Max, XR), 16 otherwise.
    public static func rootSideMargin(_ config: Configuration, rootWidth: Double, toolsVersion: Double) -> Double {
        // tvOS: 30 beyond the 80 pt TV-safe sides (DemoTvOS pins a stack 30 pt inside the
        // margins of a root view and saved it at x 140).
        if config.device.family == .tv { return 30 }
        if config.traits?.width == .regular { return 20 }
        // Xcode 6 (the iOS 8 SDK) gave every root view 16 pt side margins, on the 600 pt "Any"
        // canvas too (ResearchKit's Chart storyboard, 7706; its Xcode 8 version has 20).
        if toolsVersion < 8000 { return 16 }
        // On Xcode 6/7's "Any" canvas the simulated screen is whatever the root's size says.
        let width = config.device.family == .other ? rootWidth : min(config.device.width, config.device.height)
        return width >= 414 ? 20 : 16
    }
}
