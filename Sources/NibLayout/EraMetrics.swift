import NibModel

/// What Interface Builder simulates in one Xcode era where it differs from the older rules of
/// `SimulatedMetricsTable`, `GuideGeometry` and `IntrinsicSizes` (issue #27).
///
/// Every value here was read back from the saved frames of `/work/shared/corpus` by
/// `tools/era/safe-area-tops.py` and `tools/era/control-sizes.py`; `EraMetricsTests` records the
/// counts each one rests on. Where no document shows a value, the field is nil and the older
/// rule stands (the era is not guessed).
public struct EraMetrics: Sendable, Hashable {
    /// UISwitch's frame, with no size constraint of its own.
    public var switchSize: Size
    /// On a phone with a sensor housing, in portrait, how many times the status inset (top) and
    /// the home indicator (bottom) the safe area of a root view keeps clear of.
    public var notchedPortraitInsetMultiple: Double
    /// On a phone with a sensor housing, in landscape, whether the safe area's top keeps clear of
    /// the housing's width too (as the sides do) instead of starting at the screen's top.
    public var notchedLandscapeTopIsSideInset: Bool
    /// A navigation bar's height on a compact-height phone screen; nil keeps the older rule.
    public var landscapePhoneNavigationBar: Double?

    /// Xcode 9 to 16: the rules the older code encodes.
    static let classic = EraMetrics(switchSize: Size(width: 51, height: 31), notchedPortraitInsetMultiple: 1,
                                    notchedLandscapeTopIsSideInset: false, landscapePhoneNavigationBar: nil)

    /// Xcode 26 (toolsVersion 24000 and up, the iOS 26 SDK).
    static let xcode26 = EraMetrics(switchSize: Size(width: 63, height: 28), notchedPortraitInsetMultiple: 2,
                                    notchedLandscapeTopIsSideInset: true, landscapePhoneNavigationBar: 54)

    public static func of(_ era: XcodeEra) -> EraMetrics {
        era == .xcode26 ? xcode26 : classic
    }

    public static func of(toolsVersion: Double) -> EraMetrics {
        of(XcodeEra(toolsVersionText: nil, toolsVersion: toolsVersion))
    }
}
