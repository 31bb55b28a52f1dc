import NibModel
import NibText

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
    /// On a phone with a sensor housing, how many times the safe area of a root view keeps clear
    /// of the portrait status inset (top) and home indicator (bottom). In portrait that is the
    /// multiple of each; in landscape the shares beyond the first are added to the landscape
    /// insets (none at the top, the housing's width at the sides, 21 pt at the bottom): with 2,
    /// a landscape root keeps the status inset at its top and 21 + 34 pt at its bottom.
    public var notchedPortraitInsetMultiple: Double
    /// A standard navigation bar's height on a phone, in either orientation, where the era draws
    /// it otherwise than 44 pt; nil keeps 44.
    public var phoneNavigationBar: Double?
    /// A navigation bar's height on an iPad, where the era draws it otherwise than 44 pt; nil
    /// keeps 44. Xcode 16 (toolsVersion 23000-23999) saves iPad navigation bars 50 tall (iOS 12's
    /// iPad bar), at the foot of the status inset, and lays the roots below them out under 50.
    public var padNavigationBar: Double? = nil
    /// A tab bar's height on a compact-height phone screen; nil keeps the 49 pt of portrait.
    public var landscapePhoneTabBar: Double? = nil
    /// The narrowest phone screen (portrait width) on which table cells get 20 pt side margins
    /// instead of 16. Controller roots keep the 414 threshold of `rootSideMargin`; since Xcode
    /// 14 (toolsVersion 21000) cells on the 393 pt iPhone 14 Pro / 15 / 16 get 20, and in
    /// Xcode 14 and 15 those on the 390 pt iPhone 12 / 13 / 14 too.
    public var wideCellMarginsFromScreenWidth: Double
    /// A table cell content view's top and bottom layout margins (since Xcode 9).
    public var cellVerticalMargin: Double
    /// The side margins of a xib's top-level cell on a phone narrower than 414 pt, where the
    /// era gives it something other than the roots' 16; nil keeps 16. Xcode 10.2 to 11
    /// (toolsVersion 14810-16999) gave such cells iOS's old table cell margin, 15.
    public var narrowPhoneTopLevelCellMargin: Double? = nil
    /// The side margins, on a phone, of cells in a table that is not a controller's root view,
    /// where the era gives them less than a root table's; nil keeps the root table's. Xcode 13 to
    /// 15 (toolsVersion 19000-22999): 16, also on the 414 pt phones whose root tables' cells get 20.
    public var nonRootTableCellMargin: Double? = nil
    /// UIToolbar's height on a phone with a home indicator, in portrait, when the toolbar stands
    /// on the home indicator's inset (44 elsewhere: `GuideGeometry.toolbarHeight`); nil where no
    /// document of the era shows one.
    public var notchedPortraitToolbar: Double?
    /// How far UISlider's frame reaches outside the rectangle Auto Layout places
    /// (`alignmentRectInsets`): its track's ends and the thumb's shadow below.
    public var sliderAlignmentInsets: ScreenInsets
    /// How far an image view showing an SF Symbol enclosed in a circle (`arrow.down.circle`,
    /// `questionmark.circle.fill`), at UIKit's default symbol configuration, draws outside the
    /// rectangle Auto Layout places: half a point less at the top and at the bottom, whatever the
    /// view's size. The circle is the glyph's outline, so every circled symbol shares it. The
    /// same from Xcode 11 to Xcode 26.
    public var circledSymbolAlignmentInsets = ScreenInsets(top: -0.5, left: 0, bottom: -0.5, right: 0)
    /// UISlider's frame height, with no height constraint of its own.
    public var sliderHeight: Double
    /// The heights a UISearchBar without a height constraint of its own is saved at (its style,
    /// prompt and scope bar vary it): a saved height in this interval is the search bar's content
    /// height, UISearchBar's 56 stands otherwise. Xcode 26 saves a default one 64 tall (GoMap's
    /// Nominatim, outside the corpus; no corpus document has an Xcode 26 search bar laid out by
    /// its constraints), so its interval reaches 64 without moving the 56 a configuration with no
    /// saved frame gets.
    public var searchBarHeights: ClosedRange<Double> = 44...56
    /// The height of a date picker in the compact style (iOS 14's, which a date picker without a
    /// `style` also shows unless it counts down); nil where no document of the era shows one
    /// (the wheels' height stands then: Xcode 12.0 and 13.0 saved such pickers 216 tall).
    public var compactDatePickerHeight: Double? = nil
    /// UISegmentedControl's height on tvOS; nil where no document of the era shows one (the
    /// iOS height stands then).
    public var tvSegmentedControlHeight: Double? = nil
    /// The Dynamic Type size Interface Builder's canvas lays text styles out at, unless a
    /// document's own saved heights say otherwise (`ContentSizeCategory`, inferred per document).
    /// Xcode 13 (toolsVersion 18122-20037) measured them at Extra Small: Body and Headline 17 pt
    /// tall, a configured button's title 14 pt.
    public var textStyleCategory: ContentSizeCategory = .large
    /// Whether a top-level xib view (no controller) keeps clear only of the part of the screen's
    /// unsafe regions it overlaps, placed on the screen's top left (a view larger than the
    /// screen overlaps them all), instead of all of them whatever its size. In an era whose
    /// root views keep clear of the screen's insets twice, the second time stays whatever the
    /// size. True from Xcode 10.2 to 14.0 and from Xcode 16.3 on; false before (a container's
    /// child in Xcode 10.1 keeps the whole inset) and from Xcode 14.1 to 16.2.
    public var topLevelViewSafeAreaIsScreenOverlap = false
    /// The status inset at the top of an iPad with rounded corners (whose status bar is 24 pt
    /// tall), where the era's canvas simulated another; nil keeps 24. Xcode 11 and 12 simulated
    /// no status bar on these iPads: controller roots and a top-level xib view keep their
    /// safe area's top at the screen's top, the bottom still 20 pt above the home indicator.
    public var roundedPadStatusInset: Double? = nil

    /// Xcode 9 to 16: the rules the older code encodes.
    static let classic = EraMetrics(switchSize: Size(width: 51, height: 31), notchedPortraitInsetMultiple: 1,
                                    phoneNavigationBar: nil,
                                    wideCellMarginsFromScreenWidth: 414, cellVerticalMargin: 11,
                                    notchedPortraitToolbar: nil,
                                    sliderAlignmentInsets: ScreenInsets(top: 0, left: 2, bottom: 1, right: 2), sliderHeight: 30)

    /// Xcode 26 (toolsVersion 24000 and up, the iOS 26 SDK).
    static let xcode26 = EraMetrics(switchSize: Size(width: 63, height: 28), notchedPortraitInsetMultiple: 2,
                                    phoneNavigationBar: 54, landscapePhoneTabBar: 31,
                                    wideCellMarginsFromScreenWidth: 393, cellVerticalMargin: 15,
                                    notchedPortraitToolbar: nil,
                                    sliderAlignmentInsets: .zero, sliderHeight: 33, searchBarHeights: 44...64, compactDatePickerHeight: 36,
                                    tvSegmentedControlHeight: 84)

    public static func of(_ era: XcodeEra) -> EraMetrics {
        era == .xcode26 ? xcode26 : classic
    }

    public static func of(toolsVersion: Double) -> EraMetrics {
        var metrics = of(XcodeEra(toolsVersionText: nil, toolsVersion: toolsVersion))
        // Xcode 14 and 15 gave cells 20 on the 390 pt iPhone 12 to 14 and the 393 pt iPhone 14 Pro
        // to 16; Xcode 16 and 26 give them 16 on the 390 pt phones again (still 20 on the 393 pt ones).
        if toolsVersion >= 21000 { metrics.wideCellMarginsFromScreenWidth = toolsVersion < 23000 ? 390 : 393 }
        // Xcode 12 and 13 (17000-20999): the only auto-laid-out toolbars on such phones.
        if toolsVersion >= 17000 && toolsVersion < 21000 { metrics.notchedPortraitToolbar = 49 }
        // Before Xcode 11 (iOS 13's controls) a slider was 31 pt tall.
        if toolsVersion < 15000 { metrics.sliderHeight = 31 }
        // Xcode 10.2 (14810) to 11.7 (16097): 15; Xcode 10.1 (14460-14490) and 12 (17156) 16.
        if toolsVersion >= 14810 && toolsVersion < 17000 { metrics.narrowPhoneTopLevelCellMargin = 15 }
        // Seen from Xcode 13.0 (19162) to 15; Xcode 12 (AdGuard, 17506) and Xcode 16 show no such table.
        if toolsVersion >= 19000 && toolsVersion < 23000 { metrics.nonRootTableCellMargin = 16 }
        // Seen from 18122 to 20037 in 14 repositories; 17701 and before, and 21xxx on, Large.
        if toolsVersion >= 18000 && toolsVersion < 21000 { metrics.textStyleCategory = .extraSmall }
        // Xcode 16.3 (23727) already keeps a notched phone's root safe area twice the status and
        // home indicator insets clear, as Xcode 26 does; 23504 and before keep them once. No
        // document of the corpus was saved between the two.
        if toolsVersion >= 23727 { metrics.notchedPortraitInsetMultiple = 2 }
        // Xcode 10.2 to 14.0 (21507), and 16.3 on, gave a top-level xib view only what it
        // overlaps of the home indicator inset (Xcode 11: ring's 400 pt PlayerView, 16097.3;
        // Xcode 12: a container's child, 17506); 14.1 (21701) to 16.2 all of it, however short
        // the view. Xcode 10.1 gave a container's child all of it (DynamicContainer, 14490.68).
        if toolsVersion >= 14800 && toolsVersion < 21700 || toolsVersion >= 23727 { metrics.topLevelViewSafeAreaIsScreenOverlap = true }
        // Seen at 15705 to 17701 (controller roots in portrait and landscape, a top-level xib
        // view, 2 repositories); Xcode 13 (20037) and 16 (23727) show the 24 pt status inset.
        if toolsVersion >= 15000 && toolsVersion < 18000 { metrics.roundedPadStatusInset = 0 }
        // Saved at 23504 (a split view's sidebar and a navigation controller of its own) and 23727,
        // in two repositories; no iPad navigation bar of another era shows it (Xcode 26 has none).
        if toolsVersion >= 23000 && toolsVersion < 24000 { metrics.padNavigationBar = 50 }
        return metrics
    }
}
