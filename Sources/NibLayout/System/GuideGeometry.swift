import LayoutSolver
import NibModel
import NibText

/// Where each layout attribute of a view or layout guide lies, as a linear expression of the
/// frame variables (ib-format.md §8.4, §8.5, §12, §13): edges, centers, sizes, margins, baselines,
/// safe areas, top/bottom layout guides, scroll content and frame guides.
struct GuideGeometry {
    let doc: IBDocument
    let config: Configuration
    let root: Int
    /// Safe-area insets per view (constants; for non-root views estimated from saved frames).
    var safeInsets: [Int: ScreenInsets] = [:]
    var margins: [Int: ScreenInsets] = [:]
    /// Top and bottom layout guide lengths (documents without safe areas).
    var topGuide: Double = 0
    var bottomGuide: Double = 0
    var rightToLeft = false
    /// Views that force a layout direction (`semanticContentAttribute`): true = right to left.
    /// Most documents have none, so looking it up costs nothing.
    let forcedDirection: [Int: Bool]
    /// Whether the root's controller is shown in a navigation stack: there UIKit's automatic
    /// content inset adjustment moves a scroll view's content clear of the bars whether or not
    /// it scrolls.
    let rootInNavigation: Bool

    init(doc: IBDocument, config: Configuration, installation: Installation, root: Int, rootSize: Size, members: [Int],
         graph: ControllerGraph, contentSizeCategory: ContentSizeCategory = .large, savedSafeArea: SavedInsets? = nil,
         savedMargins: [Int: SavedInsets] = [:]) {
        self.doc = doc
        self.config = config
        self.root = root
        var forced: [Int: Bool] = [:]
        for v in members {
            if let rightToLeft = doc.views[v].control.semanticContent.forcesRightToLeft { forced[v] = rightToLeft }
        }
        forcedDirection = forced
        let rootView = doc.views[root]
        rootInNavigation = rootView.controller.map { graph.inNavigation.contains($0) } ?? false
        var topBar = 0.0, bottomBar = 0.0
        var extendedNone = false
        var statusBarHidden = false
        var embeddedRoot = false
        var popoverOnPad = false
        if let c = rootView.controller {
            let controller = doc.controllers[c]
            let containers = graph.containers(of: c)
            // "Inferred" metrics come from the controllers that pushed this one, nearest first (a
            // push carries its source's explicit metrics along: a controller pushed from one
            // whose top bar is "None" has none either), then from the containing controllers.
            let pushSources = graph.pushSources(of: c)
            func inherited(_ pick: (SimulatedMetrics) -> SimulatedMetrics.Bar) -> SimulatedMetrics.Bar {
                for k in [c] + pushSources + containers where pick(doc.controllers[k].simulatedMetrics) != .inferred {
                    return pick(doc.controllers[k].simulatedMetrics)
                }
                return .inferred
            }
            let navigationBar = Self.navigationBarHeight(for: c, doc: doc, config: config, graph: graph)
            switch inherited(\.topBar) {
            case .present(let kind): topBar = Self.simulatedTopBarHeight(kind, navigationBar: navigationBar)
            case .none: topBar = 0
            case .inferred: topBar = graph.inNavigation.contains(c) ? navigationBar : 0
            }
            // A tab bar controller's own "no bottom bar" is about its view, not its children's: they
            // are shown above its tab bar (kharrison's Stacks) unless a nearer controller says otherwise.
            // A controller that hides the bottom bar when pushed has no tab bar below it.
            let tabBarHidden = graph.hidesBottomBar.contains(c)
            func bottomMetrics() -> SimulatedMetrics.Bar {
                for k in [c] + containers {
                    if k != c && doc.controllers[k].elementName == "tabBarController" {
                        return tabBarHidden ? .none : .present("simulatedTabBarMetrics")
                    }
                    if doc.controllers[k].simulatedMetrics.bottomBar != .inferred { return doc.controllers[k].simulatedMetrics.bottomBar }
                }
                return .inferred
            }
            let tabBar = Self.tabBarHeight(config, toolsVersion: doc.toolsVersion)
            switch bottomMetrics() {
            case .present(let kind): bottomBar = Self.simulatedBottomBarHeight(kind, tabBar: tabBar)
            case .none: bottomBar = 0
            case .inferred: bottomBar = !tabBarHidden && containers.contains { doc.controllers[$0].elementName == "tabBarController" } ? tabBar : 0
            }
            // tvOS tab bars run along the top of the screen (and hide when not in focus).
            if config.device.family == .tv { bottomBar = 0 }
            // Since Xcode 14 the safe area keeps the status bar even when the simulated metrics
            // hide it (DuckDuckGo's Tab scene, iPad, 32700).
            // Xcode 9-10.1 did the same for roots filling the screen (RocketChat's Subscriptions
            // at 13771); smaller roots (today extensions, notification content) have none.
            statusBarHidden = inherited(\.statusBar) == .none && doc.toolsVersion < 21000
                && (doc.toolsVersion < 13000 || rootSize.height < config.size.height - 0.5)
            // Xcode 9 to 10.1 drew a root shorter than a screen without the status bar on a phone
            // without a sensor housing, whatever its metrics, as it did top-level xib views (a
            // 320 x 110 widget in OctoPod, a 400 x 231 video panel in Kickstarter).
            if Self.statusBarOnlyOnScreenLikeViews(config, toolsVersion: doc.toolsVersion) && rootSize.height < Self.screenLikeHeight {
                statusBarHidden = true
            }
            // A controller embedded in a container view is not at the top of the screen.
            if ([c] + containers).contains(where: { graph.embedded.contains($0) }) {
                // Xcode 9-10.1 drew it under the status bar all the same (RocketChat's share
                // extension, mattneub's container examples).
                if doc.toolsVersion < 13000 || doc.toolsVersion >= 14800 { statusBarHidden = true }
                embeddedRoot = true
                if doc.controllers[c].simulatedMetrics.topBar == .inferred && !graph.inNavigation.contains(c) { topBar = 0 }
            }
            // A popover is drawn without the status bar unless its metrics say otherwise.
            if ([c] + containers).contains(where: { graph.popovers.contains($0) }) && inherited(\.statusBar) == .inferred {
                statusBarHidden = true
            }
            // On an iPad the nib editor draws popover content beside a 13 pt arrow on its leading
            // side, in a compact-width popover (mattneub's PopoverPresenting: roots saved 213 =
            // 200 + 13 and 333 = 320 + 13 wide, their buttons 29 = 13 + 16 pt from the edge).
            popoverOnPad = config.device.family == .pad && config.isDocumentConfiguration
                && ([c] + containers).contains(where: { graph.inPopover.contains($0) })
            extendedNone = controller.extendedEdgesNone
        }
        if rootView.controller == nil, doc.kind == .xib {
            (topBar, bottomBar) = Self.simulatedBars(of: rootView, config: config, toolsVersion: doc.toolsVersion)
        }
        var rootInsets: ScreenInsets
        let fillsScreen = rootView.controller != nil
            || (rootSize.width == config.size.width && rootSize.height == config.size.height)
        // The bars above a root that starts below them: part of the screen it is not on.
        var barsAboveRoot = 0.0
        if extendedNone {
            // The root view starts below the bars instead of under them; the status bar and
            // the sensor housing still overlap it.
            barsAboveRoot = topBar
            topBar = 0
            bottomBar = 0
        }
        if fillsScreen {
            rootInsets = SimulatedMetricsTable.safeArea(config, toolsVersion: doc.toolsVersion, topBar: topBar, bottomBar: bottomBar)
            if statusBarHidden && !config.device.notched { rootInsets.top = topBar }
            // A root smaller than the screen (a container's child, a popover) keeps only what overlaps.
            // The child of a container view on a notched phone is simulated like a top-level xib
            // view, on the screen's top left: its home indicator inset is the one such a view of
            // its size gets in the document's era (`topLevelViewSafeArea`: a 224 pt child pins a
            // scroll view 34 pt above its bottom in Xcode 10.1; in Xcode 12 and 13 children of 224 to
            // 852 pt, placed on the screen's top left, reach no lower than the home indicator and
            // keep no inset: a button 42 pt above an 852 pt child's bottom edge).
            // So does a root saved below the bars (Xcode 8 saved roots under opaque bars at y 64,
            // some 667 tall on a 667 pt screen: RxSwift's examples pin tables between the layout
            // guides and saved them 603 tall, the part of the root left on screen below the bar).
            let savedBelowTop = (rootView.frame?.y ?? 0) > 0
            if rootView.controller != nil, config.isDocumentConfiguration, rootSize.height < config.size.height - 0.5 || savedBelowTop,
               !(config.device.notched && embeddedRoot) {
                var saved = rootView.frame ?? .zero
                // A root saved at y 0 but exactly as much shorter than the screen as the bars above
                // it are tall starts below them (opaque bars: RocketChat's AddUsers, 320 x 504).
                // So does one that starts below its bars (no extended edges) and is as much
                // shorter as the status inset and those bars are tall.
                let deficit = config.size.height - rootSize.height
                if saved.y == 0, rootInsets.top > 0,
                   abs(deficit - rootInsets.top) < 0.5 || abs(deficit - rootInsets.top - rootInsets.bottom) < 0.5 {
                    saved.y = rootInsets.top
                } else if saved.y == 0, barsAboveRoot > 0, abs(deficit - rootInsets.top - barsAboveRoot) < 0.5 {
                    saved.y = rootInsets.top + barsAboveRoot
                }
                if let sheetTop = Self.pageSheetTop(config, toolsVersion: doc.toolsVersion, rootHeight: rootSize.height,
                                                    topBar: topBar, savedY: saved.y) {
                    // A page sheet sits at the bottom of the screen, below the status bar: its
                    // safe area keeps clear of the home indicator and of its own bar only.
                    rootInsets.top = max(0, sheetTop + topBar - (config.size.height - rootSize.height))
                } else {
                    rootInsets.top = max(0, rootInsets.top - saved.y)
                    // What of the root is under the bottom bars or off the screen.
                    rootInsets.bottom = max(0, saved.maxY - (config.size.height - rootInsets.bottom))
                    // A root shorter than the screen, at its top and without bars, is simulated
                    // as a top-level xib view of its size: in an era that gives such a view the
                    // home indicator's inset whatever its size, it keeps it too.
                    if saved.y == 0, bottomBar == 0, config.device.notched {
                        let placed = Self.topLevelViewSafeArea(config, toolsVersion: doc.toolsVersion, size: rootSize)
                        rootInsets.bottom = max(rootInsets.bottom, placed.bottom)
                    }
                }
            } else if rootView.controller != nil, config.isDocumentConfiguration, config.device.notched, embeddedRoot, bottomBar == 0 {
                let placed = Self.topLevelViewSafeArea(config, toolsVersion: doc.toolsVersion, size: rootSize)
                rootInsets.bottom = placed.bottom
                rootInsets.right = placed.right
            }
        } else if doc.kind == .xib, rootView.controller == nil,
                  rootView.elementName == "view" && (config.device.notched || doc.toolsVersion >= 14400 && !Self.statusBarOnlyOnScreenLikeViews(config, toolsVersion: doc.toolsVersion))
                    || rootSize.height >= Self.screenLikeHeight && ["view", "collectionViewCell"].contains(rootView.elementName) {
            // Interface Builder simulates a top-level xib view as if it were on the screen's top
            // left: its safe area (and so its layout margins) keeps clear of the sensor housing.
            // On a phone without one, Xcode 9 and 10.0-10.1 kept it clear of the status bar only
            // for views of screen-like height (`statusBarOnlyOnScreenLikeViews`). The home
            // indicator depends on the era (`topLevelViewSafeArea`).
            rootInsets = Self.topLevelViewSafeArea(config, toolsVersion: doc.toolsVersion, size: rootSize)
            rootInsets.top += topBar
            rootInsets.bottom += bottomBar
        } else {
            rootInsets = .zero
        }
        if popoverOnPad { rootInsets.left = Self.popoverArrowHeight }
        if let saved = savedSafeArea { rootInsets = saved.applied(to: rootInsets) }
        safeInsets[root] = rootInsets
        topGuide = rootInsets.top
        bottomGuide = rootInsets.bottom
        let side = popoverOnPad ? 16 : SimulatedMetricsTable.rootSideMargin(config, rootWidth: rootSize.width, toolsVersion: doc.toolsVersion)
        // Saved absolute frames, to estimate how much of the root's safe area a subview overlaps.
        var savedAbsolute: [Int: Rect] = [root: Rect(x: 0, y: 0, width: rootSize.width, height: rootSize.height)]
        for v in members where v != root {
            let view = doc.views[v]
            let f = view.frame ?? .zero
            let p = view.superview.flatMap { savedAbsolute[$0] } ?? .zero
            let r = Rect(x: p.x + f.x, y: p.y + f.y, width: f.width, height: f.height)
            savedAbsolute[v] = r
            // Content of a scroll view (table cells...) is moved clear of the bars by content
            // insets, not by its safe area: estimate nothing there.
            if Self.isInsideScrollView(v, doc) { safeInsets[v] = .zero; continue }
            // Only the part of the view inside the root counts: what lies beyond the root's edges
            // is under no bar (DuckDuckGo's Bookmarks: a container 8 pt above the root's top keeps
            // 8 pt margins, not 16).
            safeInsets[v] = ScreenInsets(top: max(0, rootInsets.top - max(0, r.y)), left: max(0, rootInsets.left - max(0, r.x)),
                                         bottom: max(0, min(r.maxY, rootSize.height) - (rootSize.height - rootInsets.bottom)),
                                         right: max(0, min(r.maxX, rootSize.width) - (rootSize.width - rootInsets.right)))
        }
        for v in members {
            let view = doc.views[v]
            let safe = safeInsets[v] ?? .zero
            var m: ScreenInsets
            if v == root && (rootView.controller != nil || doc.toolsVersion >= 13000) {
                // Controller root views use systemMinimumLayoutMargins; since Xcode 9, IB
                // simulates top-level xib views the same way (measured: tools/analysis/margins.py).
                let rootSide = rootView.controller != nil ? side : ((rootView.frame?.width ?? 0) >= 400 ? 20 : 16)
                let explicit = view.layoutMargins
                m = ScreenInsets(top: explicit?.top ?? 0, left: max(explicit?.left ?? 0, rootSide),
                                 bottom: explicit?.bottom ?? 0, right: max(explicit?.right ?? 0, rootSide))
            } else if view.elementName == "tableViewCellContentView" && config.device.family == .tv {
                // tvOS cells (focus-sized): measured on the corpus's one tvOS table
                // (SwiftMessages' DemoTvOS): 23 above and below, 8 leading, 20 trailing (8 beside
                // an accessory view).
                var right = 20.0
                if let cell = view.superview, let cellWidth = doc.views[cell].frame?.width, let f = view.frame, f.maxX < cellWidth - 0.5 { right = 8 }
                m = ScreenInsets(top: 23, left: 8, bottom: 23, right: right)
            } else if view.elementName == "tableViewCellContentView" {
                // Cells inherit the table's side margins (8 before iOS 11); an accessory view
                // takes the right side, leaving the standard 8.
                let modern = doc.toolsVersion >= 13000
                var tableSide = modern ? side : 8
                // A phone cell's side margins are 20 on a wide screen, 16 otherwise. Cells count as
                // wide on narrower phones than controller roots do (Xcode 14 and later: 20 on the
                // 393 pt iPhone 16, whose roots keep 16). The screen decides for a xib's top-level
                // cell too, whatever width it was saved at, except a cell left at the 320 pt Interface
                // Builder gives a new one, which keeps 16 even on a wide screen, an iPad's included.
                let topLevelCell = view.superview == root && doc.views[root].elementName == "tableViewCell"
                let defaultWidthTopLevelCell = topLevelCell && (doc.views[root].frame?.width ?? .infinity) <= Self.newCellWidth
                if modern, defaultWidthTopLevelCell { tableSide = min(tableSide, 16) }
                if modern, !popoverOnPad, config.device.family == .phone, config.traits?.width != .regular {
                    let screen = min(config.device.width, config.device.height)
                    let era = EraMetrics.of(toolsVersion: doc.toolsVersion)
                    tableSide = screen >= era.wideCellMarginsFromScreenWidth && !defaultWidthTopLevelCell ? 20 : 16
                    if topLevelCell, screen < 414, let narrow = era.narrowPhoneTopLevelCellMargin { tableSide = narrow }
                    // A grouped table below a controller's root view does not get the root's
                    // wide-phone margins, nor does a table no wider than a new cell; a plain
                    // table's cells wider than that, a content view that follows the readable
                    // width and an inset grouped table's cells keep them.
                    if !topLevelCell, !view.layoutMarginsFollowReadableWidth, let narrow = era.nonRootTableCellMargin,
                       let table = Self.nearestAncestor(of: v, in: Self.tableElements, doc), doc.views[table].controller == nil,
                       doc.views[table].control.tableStyle == .grouped || (doc.views[table].frame?.width ?? 0) <= Self.newCellWidth {
                        tableSide = min(tableSide, narrow)
                    }
                    if doc.toolsVersion < 15000 && !topLevelCell && side < tableSide { tableSide = side }
                }
                // Xcode 9-10 (iOS 11-12): cells of a table that is not a controller's root view
                // keep 15 pt side margins (RocketChat's Subscriptions, ChatSecure's RoomOccupants).
                if modern, doc.toolsVersion < 15000, let table = Self.nearestAncestor(of: v, in: Self.tableElements, doc), doc.views[table].controller == nil {
                    tableSide = 15
                }
                var right = tableSide
                if let cell = view.superview, let cellWidth = doc.views[cell].frame?.width, let f = view.frame, f.maxX < cellWidth - 0.5 { right = 8 }
                let vertical = modern ? EraMetrics.of(toolsVersion: doc.toolsVersion).cellVerticalMargin : 8
                m = ScreenInsets(top: vertical, left: tableSide, bottom: vertical, right: right)
                // A content view that preserves its superview's margins keeps at least the ones the
                // document sets on its cell, and on itself (UIKit takes the larger of each side).
                if view.preservesSuperviewLayoutMargins {
                    for set in [view.superview.flatMap { doc.views[$0].layoutMargins }, view.layoutMargins].compactMap({ $0 }) {
                        m = ScreenInsets(top: max(m.top, set.top), left: max(m.left, set.left),
                                         bottom: max(m.bottom, set.bottom), right: max(m.right, set.right))
                    }
                }
            } else if let e = view.layoutMargins {
                m = ScreenInsets(top: e.top, left: e.left, bottom: e.bottom, right: e.right)
            } else if view.isStackView {
                // UIStackView's margins are zero unless set (RocketChat's ChannelInfoDescriptionCell
                // pins a cell's margin to a stack's).
                m = .zero
            } else {
                m = ScreenInsets(top: Self.defaultLayoutMargin, left: Self.defaultLayoutMargin,
                                 bottom: Self.defaultLayoutMargin, right: Self.defaultLayoutMargin)
            }
            if view.insetsLayoutMarginsFromSafeArea {
                m = ScreenInsets(top: m.top + safe.top, left: m.left + safe.left, bottom: m.bottom + safe.bottom, right: m.right + safe.right)
            }
            // A controller's root that preserves its superview's margins keeps at least the margins
            // of the view it is shown in, which fills the same screen: UIView's default 8 pt.
            if v == root, rootView.controller != nil, view.preservesSuperviewLayoutMargins {
                let d = Self.defaultLayoutMargin
                m = ScreenInsets(top: max(m.top, d), left: max(m.left, d), bottom: max(m.bottom, d), right: max(m.right, d))
            }
            // A view whose margins follow the readable width keeps its content within that width,
            // centred between its margins (UIKit's readableContentGuide).
            if view.layoutMarginsFollowReadableWidth, let width = v == root ? rootSize.width : savedAbsolute[v]?.width {
                m = Self.keepingReadableWidth(m, width: width, readable: ReadableWidth.of(contentSizeCategory))
            }
            // preservesSuperviewLayoutMargins: where the superview's margin reaches into this view
            // (by the saved frames), this view's margin is at least that deep.
            if view.preservesSuperviewLayoutMargins, v != root, view.elementName != "tableViewCellContentView",
               let s = view.superview, let sm = preservedMargins(of: s, for: v), let r = savedAbsolute[v], let p = savedAbsolute[s] {
                m = ScreenInsets(top: max(m.top, sm.top - (r.y - p.y)), left: max(m.left, sm.left - (r.x - p.x)),
                                 bottom: max(m.bottom, sm.bottom - (p.maxY - r.maxY)), right: max(m.right, sm.right - (p.maxX - r.maxX)))
            }
            if let saved = savedMargins[v] { m = saved.applied(to: m) }
            margins[v] = m
        }
    }

    /// Side margins `m` of a view `width` wide widened, both sides alike, so that no more than
    /// `readable` points lie between them.
    static func keepingReadableWidth(_ m: ScreenInsets, width: Double, readable: Double) -> ScreenInsets {
        let excess = (width - m.left - m.right - readable) / 2
        guard excess > 0 else { return m }
        return ScreenInsets(top: m.top, left: m.left + excess, bottom: m.bottom, right: m.right + excess)
    }

    /// The height from which a view counts as screen-like for the status bar of Xcode 9 to 10.1
    /// (`statusBarOnlyOnScreenLikeViews`): 496 pt views kept it, 351 pt ones did not.
    static let screenLikeHeight = 400.0

    /// Whether the canvas gives a top-level xib view, or a controller's root view smaller than the
    /// screen, the status bar's inset only when it is of screen-like height (400 pt or more): on a
    /// phone without a sensor housing, from
    /// Xcode 9 to 10.1 (toolsVersion below 14800; from 10.2 to 14.2 no such phone has a status
    /// inset at all). Views 496 to 667 pt tall keep 20 pt at the top, views 351 pt tall and
    /// shorter none, in Xcode 9 and 10.1 alike
    /// (`TopLevelXibViewTests.testXcode9And10GiveTheStatusBarOnlyToScreenLikeViewsOnPhonesWithoutAHousing`,
    /// `testXcode9And10DrawShortControllerRootsWithoutTheStatusBar`).
    static func statusBarOnlyOnScreenLikeViews(_ config: Configuration, toolsVersion: Double) -> Bool {
        config.device.family == .phone && !config.device.notched && toolsVersion < 14800
    }

    /// The safe-area insets of a top-level xib view (no controller) of freeform `size`.
    ///
    /// From Xcode 10.2 to 14.0, the view keeps clear only of what it overlaps of the screen's unsafe
    /// regions when placed on the screen's top left: a bar shorter than the screen minus the
    /// home indicator has no bottom inset, and the top inset is the status inset even in a view
    /// shorter than it (a 40 pt view centres its content 2 pt below its bottom edge, between 44
    /// and 40). A view larger than the screen is simulated as a screen of its own, all its
    /// insets kept (views wider than the phone keep 34 pt at the bottom). From Xcode 14.1 to
    /// 16.2 every such view keeps the whole screen's insets, whatever its size (bars 122 and
    /// 284 pt tall keep 34 pt at the bottom, as does a landscape iPad header 585 pt tall). Since
    /// Xcode 16.3, whose root views keep clear of the insets twice, the second time applies
    /// whatever the size and the first only where the view overlaps: a 264 pt bar keeps 96 pt at
    /// the top and 34, not 68, at the bottom. Up to Xcode 10.1 the whole inset stands (a
    /// container's child 224 pt tall keeps 34 pt at 14490.68).
    static func topLevelViewSafeArea(_ config: Configuration, toolsVersion: Double, size: Size) -> ScreenInsets {
        let all = SimulatedMetricsTable.safeArea(config, toolsVersion: toolsVersion, topBar: 0, bottomBar: 0)
        guard EraMetrics.of(toolsVersion: toolsVersion).topLevelViewSafeAreaIsScreenOverlap else { return all }
        let screen = config.size
        if size.width > screen.width + 0.5 || size.height > screen.height + 0.5 { return all }
        // The era's second share (all - once) stays whatever the size; of the first, what the view overlaps.
        let once = SimulatedMetricsTable.safeArea(config, toolsVersion: toolsVersion, topBar: 0, bottomBar: 0, once: true)
        let overlapBottom = max(0, size.height - (screen.height - once.bottom))
        let overlapRight = max(0, size.width - (screen.width - once.right))
        return ScreenInsets(top: all.top, left: all.left,
                            bottom: all.bottom - once.bottom + overlapBottom, right: all.right - once.right + overlapRight)
    }

    /// The margins superview `s` passes on to `v` when `v` preserves them: all of them, except
    /// inside scroll views, whose content is moved by content insets, not margins; there only a
    /// scroll view that itself preserves its superview's passes them on, without its safe area
    /// (kharrison's AdaptType: a stack in a scroll view under a navigation bar keeps the root's
    /// 20 pt margins, not 84).
    func preservedMargins(of s: Int, for v: Int) -> ScreenInsets? {
        guard let sm = margins[s] else { return nil }
        if !Self.isInsideScrollView(v, doc) { return sm }
        guard Self.scrollingElements.contains(doc.views[s].elementName), doc.views[s].preservesSuperviewLayoutMargins else { return nil }
        let safe = safeInsets[s] ?? .zero
        return ScreenInsets(top: max(0, sm.top - safe.top), left: max(0, sm.left - safe.left),
                            bottom: max(0, sm.bottom - safe.bottom), right: max(0, sm.right - safe.right))
    }

    /// Where a page sheet's top lies on the screen when a root was saved at a page sheet's size:
    /// since iOS 13 (Xcode 11) a sheet on a phone starts below the status inset and reaches the
    /// screen's bottom, so a root of that height (under its bar), or of that height less its bar
    /// (below it), saved at the top of its canvas, is one. On a phone with a sensor housing the
    /// sheet starts 10 pt below the status inset; on one without, right below the 20 pt status
    /// bar (`pageSheetTopWithoutSensorHousing`). Nil for every other root.
    static func pageSheetTop(_ config: Configuration, toolsVersion: Double, rootHeight: Double, topBar: Double,
                             savedY: Double) -> Double? {
        guard toolsVersion >= 15000, config.device.family == .phone,
              config.orientation == .portrait, savedY == 0 else { return nil }
        let top = config.device.notched
            ? SimulatedMetricsTable.statusInset(config.device, toolsVersion: toolsVersion) + pageSheetGap
            : pageSheetTopWithoutSensorHousing
        let sheetHeight = config.size.height - top
        guard abs(rootHeight - sheetHeight) < 0.5 || (topBar > 0 && abs(rootHeight - (sheetHeight - topBar)) < 0.5) else { return nil }
        return top
    }

    /// UIView's layout margins on every side when nothing else sets them.
    static let defaultLayoutMargin = 8.0

    /// How far below the status inset a page sheet starts on a phone with a sensor housing.
    static let pageSheetGap = 10.0

    /// Where a page sheet starts on a phone without a sensor housing: below the 20 pt status bar,
    /// also in the eras whose canvas gives such a phone's roots no status inset.
    static let pageSheetTopWithoutSensorHousing = 20.0

    /// A tab bar's height: 49 pt, but on a compact-height phone screen in an era that draws it
    /// otherwise there (Xcode 26: 31).
    static func tabBarHeight(_ config: Configuration, toolsVersion: Double) -> Double {
        guard config.orientation == .landscape && config.device.family == .phone else { return 49 }
        return EraMetrics.of(toolsVersion: toolsVersion).landscapePhoneTabBar ?? 49
    }

    /// A navigation bar without large titles or a prompt: 44 pt, except on a phone in some eras
    /// (Xcode 26: 54, in either orientation) and on an iPad in some (Xcode 16: 50).
    static func standardNavigationBarHeight(_ config: Configuration, toolsVersion: Double) -> Double {
        let era = EraMetrics.of(toolsVersion: toolsVersion)
        switch config.device.family {
        case .phone: return era.phoneNavigationBar ?? 44
        case .pad: return era.padNavigationBar ?? 44
        default: return 44
        }
    }

    /// What a simulated top bar of `kind` (its metrics element) covers of the safe area: a
    /// navigation bar `navigationBar` tall; no other top bar.
    static func simulatedTopBarHeight(_ kind: String, navigationBar: Double) -> Double {
        kind.contains("Navigation") ? navigationBar : 0
    }

    /// What a simulated bottom bar of `kind` covers of the safe area: a tab bar `tabBar` tall,
    /// any other bar (a toolbar) 44 pt.
    static func simulatedBottomBarHeight(_ kind: String, tabBar: Double) -> Double {
        kind.contains("TabBar") ? tabBar : 44
    }

    /// The bars a xib's top-level view simulates (its own `simulatedTopBarMetrics` and
    /// `simulatedBottomBarMetrics`), read as a controller's are. Interface Builder draws them on
    /// the view as on a controller's root, and the view's safe area keeps clear of them
    /// (`TopLevelXibViewTests`).
    static func simulatedBars(of view: View, config: Configuration, toolsVersion: Double) -> (top: Double, bottom: Double) {
        var top = 0.0, bottom = 0.0
        if case .present(let kind) = view.simulatedMetrics.topBar {
            top = simulatedTopBarHeight(kind, navigationBar: standardNavigationBarHeight(config, toolsVersion: toolsVersion))
        }
        if case .present(let kind) = view.simulatedMetrics.bottomBar {
            bottom = simulatedBottomBarHeight(kind, tabBar: tabBarHeight(config, toolsVersion: toolsVersion))
        }
        return (top, bottom)
    }

    /// The navigation bar a controller is shown under: 44 pt, or the height its navigation
    /// controller's bar was saved at when that bar shows large titles (96 pt), unless the
    /// controller's navigation item never shows them; none when the navigation controller hides it.
    static func navigationBarHeight(for c: Int, doc: IBDocument, config: Configuration, graph: ControllerGraph) -> Double {
        let standard = standardNavigationBarHeight(config, toolsVersion: doc.toolsVersion)
        guard let host = graph.hostNavigation[c] ?? graph.containers(of: c).first(where: { doc.controllers[$0].elementName == "navigationController" })
        else { return standard }
        // tvOS navigation bars are 145 pt tall and sit where the status bar would be.
        if doc.targetRuntime == "AppleTV" { return 145 }
        let navigation = doc.controllers[host].presentation
        // A navigation controller that hides its bar (ChatSecure's onboarding) shows none.
        if navigation.navigationBarHidden { return 0 }
        guard let bar = navigation.navigationBar, let height = bar.savedHeight, height > 44 else { return standard }
        // A sheet's navigation bar is 56 pt since iOS 13 (DuckDuckGo's Bookmarks saves its four
        // at 56, and the roots below them 76 pt shorter than the screen).
        if height == 56 && doc.toolsVersion >= 15000 { return 56 }
        guard bar.prefersLargeTitles else { return standard }
        return doc.controllers[c].presentation.largeTitleDisplayMode == "never" ? standard : height
    }

    /// The nearest view above `v` whose element is one of `names`.
    static func nearestAncestor(of v: Int, in names: Set<String>, _ doc: IBDocument) -> Int? {
        var s = doc.views[v].superview
        while let c = s {
            if names.contains(doc.views[c].elementName) { return c }
            s = doc.views[c].superview
        }
        return nil
    }

    static let scrollingElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]
    /// The popover arrow's height (UIPopoverBackgroundView's arrow).
    static let popoverArrowHeight = 13.0
    static let tableElements: Set<String> = ["tableView"]
    /// The width Interface Builder gives a new table view cell.
    static let newCellWidth = 320.0

    static func isInsideScrollView(_ v: Int, _ doc: IBDocument) -> Bool {
        nearestAncestor(of: v, in: scrollingElements, doc) != nil
    }

    /// The effective layout direction inside view `v` (which decides how constraints held there,
    /// and the arrangement of a stack, read leading and trailing): the nearest
    /// `semanticContentAttribute` forcing one, else the layout's direction.
    func isRightToLeft(_ v: Int) -> Bool {
        guard !forcedDirection.isEmpty else { return rightToLeft }
        var cur: Int? = v
        while let c = cur {
            if let forced = forcedDirection[c] { return forced }
            cur = doc.views[c].superview
        }
        return rightToLeft
    }

    /// A rectangle as expressions: (x, y, w, h).
    struct Box {
        var x: LinearExpression, y: LinearExpression, w: LinearExpression, h: LinearExpression
        var insets: ScreenInsets = .zero
        /// Baseline offsets from the top for text views: (first, last) as functions of height.
        var baselines: (first: LinearExpression, last: LinearExpression)?
        /// A view with no text or image of its own: UIView's first baseline is its top.
        var topIsFirstBaseline = false
    }

    /// The attribute's position or length; nil for items this hierarchy does not contain.
    func expression(_ item: ObjectRef, _ attribute: LayoutAttribute,
                    vars: [Int: SystemBuilder.FrameVariables], contentSize: [Int: (w: Variable, h: Variable)],
                    other: ObjectRef?, mirrored: Bool = false) -> LinearExpression? {
        guard let box = self.box(item, attribute, vars: vars, contentSize: contentSize, other: other) else { return nil }
        let m = box.insets
        switch attribute {
        // In right-to-left layouts UIKit measures leading/trailing from the right, growing leftwards:
        // `a.leading = b.leading + 16` puts a's right edge 16 pt left of b's.
        case .leading where mirrored: return -1 * (box.x + box.w)
        case .trailing where mirrored: return -1 * box.x
        case .leadingMargin where mirrored: return -1 * (box.x + box.w - m.right)
        case .trailingMargin where mirrored: return -1 * (box.x + m.left)
        case .left, .leading: return box.x
        case .right, .trailing: return box.x + box.w
        case .top: return box.y
        case .bottom: return box.y + box.h
        case .width: return box.w
        case .height: return box.h
        case .centerX: return box.x + 0.5 * box.w
        case .centerY: return box.y + 0.5 * box.h
        case .leftMargin, .leadingMargin: return box.x + m.left
        case .rightMargin, .trailingMargin: return box.x + box.w - m.right
        case .topMargin: return box.y + m.top
        case .bottomMargin: return box.y + box.h - m.bottom
        case .centerXWithinMargins: return box.x + m.left + 0.5 * (box.w - m.left - m.right)
        case .centerYWithinMargins: return box.y + m.top + 0.5 * (box.h - m.top - m.bottom)
        // A view without text has its first baseline at its top and its last at its bottom
        // (UIView), an image view whose image has no baseline too. An SF Symbol carries a
        // baseline (UIImage.baselineOffsetFromBottom), which nibtool does not know: there the
        // bottom stays.
        case .firstBaseline: return box.baselines.map { box.y + $0.first } ?? (box.topIsFirstBaseline ? box.y : box.y + box.h)
        case .lastBaseline: return box.baselines.map { box.y + $0.last } ?? box.y + box.h
        }
    }

    /// The attributes of a scroll view that its content sees on its content area, not its frame.
    static let contentAreaAttributes: Set<LayoutAttribute> = [.left, .right, .leading, .trailing, .top, .bottom,
                                                              .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin]

    func box(_ item: ObjectRef, _ attribute: LayoutAttribute,
             vars: [Int: SystemBuilder.FrameVariables], contentSize: [Int: (w: Variable, h: Variable)], other: ObjectRef?) -> Box? {
        switch item {
        case .view(let v):
            guard let f = vars[v] else { return nil }
            // Edges and margins of a scroll view seen from inside it are those of its content area;
            // its width, height and centres stay its frame's (UIScrollView).
            if let content = contentSize[v], Self.contentAreaAttributes.contains(attribute),
               let other, let o = doc.owningView(of: other), o != v, doc.isAncestor(v, of: o) {
                return Box(x: f.x.expression, y: f.y.expression, w: content.w.expression, h: content.h.expression, insets: margins[v] ?? .zero)
            }
            var box = Box(x: f.x.expression, y: f.y.expression, w: f.w.expression, h: f.h.expression, insets: margins[v] ?? .zero)
            if attribute == .firstBaseline || attribute == .lastBaseline {
                box.baselines = baselines(of: v, height: f.h)
                box.topIsFirstBaseline = box.baselines == nil && doc.views[v].elementName != "stackView" && !doc.imageViewShowsSymbol(doc.views[v])
            }
            return box
        case .layoutGuide(let g):
            let guide = doc.layoutGuides[g]
            guard let owner = guide.ownerView, let f = vars[owner] else { return nil }
            switch guide.kind {
            case .safeArea:
                var s = safeInsets[owner] ?? .zero
                // Seen from its content, a scroll view's safe area starts at the content's top when
                // the scroll view adjusts its content by the inset: the content offset cancels it
                // (kharrison's ScrollGuide-IB: a button 8 pt below a scroll view's safe area top
                // under a navigation bar is saved at y 8). UIKit's automatic adjustment does so,
                // for content that does not scroll, only in a navigation stack; elsewhere the
                // content sees the status bar's inset (a scroll view filling a root outside any
                // navigation controller keeps content centred on its safe area 10 pt below its
                // centre, and content pinned to its safe area top 20 pt down).
                if rootInNavigation, Self.scrollingElements.contains(doc.views[owner].elementName), let other,
                   let o = doc.owningView(of: other), o != owner, doc.isAncestor(owner, of: o) {
                    s.top = 0
                    s.bottom = 0
                }
                return Box(x: f.x + s.left, y: f.y + s.top, w: f.w - (s.left + s.right), h: f.h - (s.top + s.bottom))
            case .keyboard:
                // UIKeyboardLayoutGuide with the keyboard offscreen: its top is the safe area's
                // bottom (usesBottomSafeArea), its height the bottom inset.
                let s = safeInsets[owner] ?? .zero
                return Box(x: f.x.expression, y: f.y + f.h - s.bottom, w: f.w.expression, h: LinearExpression(constant: s.bottom))
            case .layoutMargins:
                let m = margins[owner] ?? .zero
                return Box(x: f.x + m.left, y: f.y + m.top, w: f.w - (m.left + m.right), h: f.h - (m.top + m.bottom))
            case .contentLayoutGuide:
                guard let content = contentSize[owner] else { return Box(x: f.x.expression, y: f.y.expression, w: f.w.expression, h: f.h.expression) }
                return Box(x: f.x.expression, y: f.y.expression, w: content.w.expression, h: content.h.expression)
            case .frameLayoutGuide, .other:
                return Box(x: f.x.expression, y: f.y.expression, w: f.w.expression, h: f.h.expression)
            case .topLayoutGuide:
                return Box(x: f.x.expression, y: f.y.expression, w: LinearExpression(constant: 0), h: LinearExpression(constant: topGuide))
            case .bottomLayoutGuide:
                return Box(x: f.x.expression, y: f.y + f.h - bottomGuide, w: LinearExpression(constant: 0), h: LinearExpression(constant: bottomGuide))
            }
        default:
            return nil
        }
    }

    /// A single-line label without text arranged in a stack view: the nib editor gives it no
    /// content size and keeps it at the size it was drawn at (`SystemBuilder.measureIntrinsic`).
    func isTextlessArrangedLabel(_ v: Int) -> Bool {
        guard isTextlessLabel(v), let s = doc.views[v].superview else { return false }
        return doc.views[s].stack != nil
    }

    /// A single-line label without text, wherever it is: the nib editor does not measure it as
    /// empty text (`SystemBuilder.measureIntrinsic`).
    func isTextlessLabel(_ v: Int) -> Bool {
        let view = doc.views[v]
        return view.elementName == "label" && view.numberOfLines == 1 && (view.text ?? "").isEmpty
    }

    /// The first baseline sits an ascent below the top of the text, the last a descent above its
    /// bottom. Where the text is depends on who reports the baseline. A label reports its own,
    /// as fixed offsets from its edges: drawn taller than its text, its first baseline stays an
    /// ascent below its top and its last a descent above its bottom (a label pinned by its top and
    /// last baseline is stretched to put that baseline on its anchor). A button or a text field
    /// reports the baseline of the text inside it, which it centres vertically.
    func baselines(of v: Int, height h: Variable) -> (first: LinearExpression, last: LinearExpression)? {
        guard ["label", "button", "textField", "textView"].contains(doc.views[v].elementName) else { return nil }
        let view = doc.views[v]
        var size = view.font?.pointSize ?? FontSizes.textStyle(view.font?.style) ?? 17
        // A size class's font variation moves the baseline with the font (a 45 pt label drawn at
        // 42 pt in compact width).
        if let p = Installation.appearanceOverride(of: view, key: "fontDescription", config)?.pointSize { size = p }
        let ascent = 0.952 * size, descent = 0.232 * size
        let lineHeight = ApproximateTextMeasurer.lineHeight(size)
        if isTextlessArrangedLabel(v) {
            // A textless arranged label has no text to centre: its baseline sits where one line of
            // its font would put it above its bottom, however tall it was drawn.
            let fromBottom = descent + (lineHeight - ascent - descent) / 2
            let b = 1.0 * h.expression - fromBottom
            return (b, b)
        }
        if view.elementName == "label" {
            let leading = (lineHeight - ascent - descent) / 2
            return (LinearExpression(constant: ascent + leading), 1.0 * h.expression - (descent + leading))
        }
        let textHeight = (view.frame?.height).map { min($0, lineHeight * Double(max(1, view.numberOfLines == 0 ? 100 : view.numberOfLines))) } ?? lineHeight
        // top of text = (h - textHeight) / 2
        let first = 0.5 * h.expression + (ascent - textHeight / 2 + (lineHeight - ascent - descent) / 2)
        let last = 0.5 * h.expression + (textHeight / 2 - descent - (lineHeight - ascent - descent) / 2)
        return (first, last)
    }
}
