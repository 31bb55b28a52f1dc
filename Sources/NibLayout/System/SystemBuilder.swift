import LayoutSolver
#if canImport(Glibc)
import Glibc
#endif
import NibModel
import NibText

/// Turns one view hierarchy into a linear system: four variables per view (x, y, width, height
/// in the root view's coordinates), the document's constraints, intrinsic sizes with their
/// hugging and compression resistance, stack-view and autoresizing constraints.
struct SystemBuilder {
    static let dumpSystem = getenv("NIBTOOL_DUMP_SYSTEM") != nil
    let doc: IBDocument
    let config: Configuration
    let installation: Installation
    let options: LayoutOptions
    let root: Int
    let graph: ControllerGraph

    var solver = Solver()
    /// The views of this hierarchy, parents first.
    var members: [Int] = []
    var vars: [Int: FrameVariables] = [:]
    var modes: [Int: LayoutMode] = [:]
    var intrinsic: [Int: IntrinsicSize] = [:]
    /// The hugging and compression constraints of text sizes with their constants (`perturbText`).
    var textConstants: [(id: ConstraintID, constant: Double, view: Int, horizontal: Bool)] = []
    var contentSize: [Int: (w: Variable, h: Variable)] = [:]
    var origins: [ConstraintOrigin] = []
    var geometry: GuideGeometry!
    /// Constant fitting: Auto Layout views are held at their saved frames and the document's
    /// constraints are evaluated, not added.
    var pinToSavedFrames = false
    /// With `pinToSavedFrames`: the Auto Layout views without a saved frame to hold (see
    /// `savedAbsoluteFrames`), whose constraints have no constant to fit.
    private(set) var unpinned = Set<Int>()
    /// The Dynamic Type size the document's text styles were saved at (inferred per document).
    var contentSizeCategory = ContentSizeCategory.large
    /// Text styles measured with taller lines (`IntrinsicSizes.tallTextStyleLines`).
    var tallTextStyleLines = false
    /// The installed constraints between views of this tree, found once by `build()`.
    private(set) var activeConstraintIDs: [Int] = []
    /// Set when the root's saved size is one the canvas cannot give it: the size laid out instead.
    var rootAtImplausibleSize: Size?

    struct FrameVariables {
        var x, y, w, h: Variable
        var all: [Variable] { [x, y, w, h] }
    }

    init(doc: IBDocument, config: Configuration, installation: Installation, options: LayoutOptions, root: Int, graph: ControllerGraph) {
        self.doc = doc
        self.config = config
        self.installation = installation
        self.options = options
        self.root = root
        self.graph = graph
    }

    // MARK: building

    mutating func build() {
        members = doc.subtree(of: root).filter { installation.viewInstalled[$0] }
        for v in members {
            vars[v] = FrameVariables(x: solver.addVariable(), y: solver.addVariable(), w: solver.addVariable(), h: solver.addVariable())
            if doc.views[v].isScrollView { contentSize[v] = (solver.addVariable(), solver.addVariable()) }
        }
        activeConstraintIDs = activeConstraints()
        var referenced = Set<Int>()
        for c in activeConstraintIDs {
            if case .view(let v)? = doc.constraints[c].firstItem { referenced.insert(v) }
            if case .view(let v)? = doc.constraints[c].secondItem { referenced.insert(v) }
        }
        if let c = doc.views[root].controller, let f = doc.views[root].frame {
            rootAtImplausibleSize = sizeForImplausibleRoot(c, saved: Size(width: f.width, height: f.height))
        }
        let rootSize = self.rootSize()
        geometry = GuideGeometry(doc: doc, config: config, installation: installation, root: root, rootSize: rootSize, members: members, graph: graph,
                                 contentSizeCategory: contentSizeCategory, savedSafeArea: options.safeAreasAsSaved[root],
                                 savedMargins: options.marginsAsSaved)
        geometry.rightToLeft = options.rightToLeft
        for v in members {
            let view = doc.views[v]
            if v == root {
                modes[v] = .root
                fix(v, Rect(x: 0, y: 0, width: rootSize.width, height: rootSize.height), origin: .rootFrame(v),
                    sizePriority: ownSizeConstraintAxes(ofTopLevel: v).map { $0 ? 999 : 1000 })
            } else if ((view.usesAutoLayout && referenced.contains(v)) || isArranged(v)) && !Self.isPlacedByBar(view) {
                modes[v] = .autoLayout
            } else {
                modes[v] = .autoresizing
                addAutoresizing(v)
            }
        }
        if pinToSavedFrames {
            let saved = savedAbsoluteFrames()
            for v in members where modes[v] == .autoLayout {
                guard let r = saved[v] else { unpinned.insert(v); continue }
                fix(v, Self.alignmentRect(r, Self.alignmentInsets(doc.views[v], toolsVersion: doc.toolsVersion)), origin: .autoresizing(v))
            }
            for v in members where doc.views[v].isScrollView { addContentSizeStays(v, saved) }
            return
        }
        // The order decides which constraint of a required conflict gives way (the one added
        // last): stacks' own constraints, then the document's, then content sizes. Xcode's saved
        // frames agree: a required size beats a hugging or compression priority of 1000
        // (DuckDuckGo's OmniBar), and a stack's fill alignment beats a subview's required height
        // (DuckDuckGo's TabSwitcher: a 16 pt image saved 40 tall; ChatSecure's UnknownSenderCell).
        for v in members where modes[v] == .autoLayout { measureIntrinsic(v) }
        for v in members where modes[v] == .autoLayout { addNonNegativeSize(v) }
        for v in members where doc.views[v].isStackView && modes[v] != nil { addStack(v) }
        // Pins to the far edges of a top-level view no controller owns come after the document's other
        // constraints, so that they are what gives way (`TopLevelFarEdgePins`).
        // Those a conflict broke in Xcode's saved frames come last of all (`LayoutEngine.laidOutAsSaved`).
        let farEdgePins = Set(activeConstraintIDs.filter(pinsSubviewToTopLevelFarEdge))
        let last = options.constraintsAddedLast
        for c in activeConstraintIDs where !farEdgePins.contains(c) && !last.contains(c) { addDocumentConstraint(c) }
        for c in activeConstraintIDs where farEdgePins.contains(c) && !last.contains(c) { addDocumentConstraint(c) }
        for c in activeConstraintIDs where last.contains(c) { addDocumentConstraint(c) }
        for v in members where modes[v] == .autoLayout { addIntrinsic(v) }
        if options.stayAtSavedFrames {
            let saved = savedAbsoluteFrames()
            for v in members where modes[v] == .autoLayout {
                guard let r = saved[v].map({ Self.alignmentRect($0, Self.alignmentInsets(doc.views[v], toolsVersion: doc.toolsVersion)) }), let f = vars[v] else { continue }
                add(f.x - r.x, .equal, priority: 1, origin: .autoresizing(v))
                add(f.y - r.y, .equal, priority: 1, origin: .autoresizing(v))
                add(f.w - r.width, .equal, priority: 1, origin: .autoresizing(v))
                add(f.h - r.height, .equal, priority: 1, origin: .autoresizing(v))
            }
        }
    }

    /// Saved frames in the root's coordinates (scroll content at offset zero). A view saved
    /// without a frame (Xcode 8.0 left out the frames its constraints decide) has none, and
    /// neither have its subviews, whose saved frames are relative to it: it is no witness.
    func savedAbsoluteFrames() -> [Int: Rect] {
        var result: [Int: Rect] = [:]
        for v in members {
            if v == root {
                let f = doc.views[v].frame ?? .zero
                result[v] = Rect(x: 0, y: 0, width: f.width, height: f.height)
                continue
            }
            guard let f = doc.views[v].frame, let p = doc.views[v].superview.flatMap({ result[$0] }) else { continue }
            result[v] = Rect(x: p.x + f.x, y: p.y + f.y, width: f.width, height: f.height)
        }
        return result
    }

    /// With frames held, a scroll view's content size is what its saved subviews span.
    mutating func addContentSizeStays(_ v: Int, _ saved: [Int: Rect]) {
        guard let content = contentSize[v], let sv = saved[v] else { return }
        let maxX = doc.views[v].subviews.compactMap { saved[$0]?.maxX }.max() ?? sv.maxX
        let maxY = doc.views[v].subviews.compactMap { saved[$0]?.maxY }.max() ?? sv.maxY
        add(content.w - (maxX - sv.x), .equal, priority: 1, origin: .autoresizing(v))
        add(content.h - (maxY - sv.y), .equal, priority: 1, origin: .autoresizing(v))
    }

    /// After `build()` with `pinToSavedFrames`: each active constraint's needed constant.
    mutating func savedFrameConstants() -> [Int: Double] {
        solver.solve()
        var result: [Int: Double] = [:]
        for c in activeConstraintIDs {
            let con = doc.constraints[c]
            guard let a1 = con.firstAttribute, let multiplier = con.multiplier, let first = con.firstItem else { continue }
            let second = con.secondItem
            if ConstraintOrigin.document(c).views(in: doc).contains(where: unpinned.contains) { continue }
            let mirrored = geometry.isRightToLeft(Self.commonAncestor(first, second ?? first, in: doc) ?? con.holder)
            guard var e1 = geometry.expression(first, a1, vars: vars, contentSize: contentSize, other: second, mirrored: mirrored) else { continue }
            var value: Double
            if let second, let a2 = con.secondAttribute {
                guard var e2 = geometry.expression(second, a2, vars: vars, contentSize: contentSize, other: first, mirrored: mirrored) else { continue }
                if !a1.isDimension && multiplier.value != 1, let reference = Self.commonAncestor(first, second, in: doc), let r = vars[reference] {
                    let o = a1.axis == .horizontal ? r.x : r.y
                    e1 = e1 - o
                    e2 = e2 - o
                }
                value = evaluate(e1) - multiplier.value * evaluate(e2)
            } else {
                value = evaluate(e1)
            }
            result[c] = value
        }
        return result
    }

    func evaluate(_ e: LinearExpression) -> Double {
        e.terms.reduce(e.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    /// Constraints installed here whose items are all views or guides of this hierarchy.
    func activeConstraints() -> [Int] {
        var result: [Int] = []
        for v in members {
            for c in doc.views[v].heldConstraints where installation.constraintInstalled[c] {
                let con = doc.constraints[c]
                guard con.firstAttribute != nil, con.relation != nil, con.multiplier != nil else { continue }
                guard con.secondItemID == nil || con.secondAttribute != nil else { continue }
                func inTree(_ ref: ObjectRef?) -> Bool { ref.flatMap { doc.owningView(of: $0) }.map { vars[$0] != nil } ?? false }
                let inTree = inTree(con.firstItem) && (con.secondItemID == nil || inTree(con.secondItem))
                if inTree { result.append(c) }
            }
        }
        return result
    }

    /// Every subview of a stack view is arranged, and laid out by Auto Layout whatever the
    /// document says of its autoresizing mask: `addArrangedSubview` turns
    /// `translatesAutoresizingMaskIntoConstraints` off (DuckDuckGo's Debug: two labels pasted
    /// into a stack without the attribute are stacked with the third).
    func isArranged(_ v: Int) -> Bool {
        guard let s = doc.views[v].superview else { return false }
        return doc.views[s].isStackView
    }

    /// The root's size: the saved size in the document's own configuration (it already reflects
    /// containers, bars and freeform sizes), else the device's screen (or the freeform size).
    func rootSize() -> Size {
        let view = doc.views[root]
        let saved = view.frame.map { Size(width: $0.width, height: $0.height) }
        guard let c = view.controller else { return saved ?? config.size }
        if config.isDocumentConfiguration, let saved {
            // Xcode's own misplaced flag is not an input: computed verdicts stand without it, as they
            // are measured (issue #26). A root saved at a size no screen gives is caught by
            // `rootAtImplausibleSize`; Xcode's flag is reported as a finding of its own.
            return rootAtImplausibleSize ?? saved
        }
        let controller = doc.controllers[c]
        if let f = controller.freeformSize { return f }
        if controller.simulatedMetrics.freeform, let saved { return saved }
        return config.size
    }

    /// The size a navigation controller gives its child's root view on the document's screen:
    /// all of it, or what is below an opaque (`translucent="NO"`) navigation bar. Nil when the
    /// controller is not in a navigation controller with a bar.
    func expectedRootSize(of c: Int) -> Size? {
        guard let host = graph.hostNavigation[c] else { return nil }
        guard let bar = doc.controllers[host].presentation.navigationBar else { return nil }
        let barHeight = GuideGeometry.navigationBarHeight(for: c, doc: doc, config: config, graph: graph)
        guard !bar.translucent, barHeight > 0,
              !doc.controllers[c].presentation.extendedLayoutIncludesOpaqueBars else { return config.size }
        let above = SimulatedMetricsTable.safeArea(config, toolsVersion: doc.toolsVersion, topBar: barHeight, bottomBar: 0).top
        return Size(width: config.size.width, height: config.size.height - above)
    }

    // MARK: helpers

    /// Auto Layout places a view's alignment rectangle; a few controls draw outside it
    /// (`alignmentRectInsets`). The variables are the alignment rectangle, frames are outset.
    /// A segmented control draws its frame (29 pt before iOS 13, 32 since) one point below its
    /// alignment rectangle (kharrison's RemindMe: the next arranged view 16 pt below 28 or 31 pt,
    /// in the three Xcode 8 and the Xcode 11 versions alike).
    static func alignmentInsets(_ view: View, toolsVersion: Double) -> ScreenInsets {
        switch view.elementName {
        case "slider": return EraMetrics.of(toolsVersion: toolsVersion).sliderAlignmentInsets
        case "switch": return ScreenInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "segmentedControl": return ScreenInsets(top: 0, left: 0, bottom: 1, right: 0)
        case "imageView" where showsCircledSymbolAtDefaultConfiguration(view):
            return EraMetrics.of(toolsVersion: toolsVersion).circledSymbolAlignmentInsets
        default: return .zero
        }
    }

    /// An SF Symbol enclosed in a circle (`xmark.circle`, `checkmark.circle.fill`) that the image
    /// view shows at UIKit's default configuration. Other symbols' insets depend on the glyph,
    /// which the document does not describe.
    static func showsCircledSymbolAtDefaultConfiguration(_ view: View) -> Bool {
        guard view.imageIsSystemSymbol, !view.symbolIsConfigured, let name = view.image else { return false }
        return name.split(separator: ".").contains("circle")
    }

    static func alignmentRect(_ frame: Rect, _ i: ScreenInsets) -> Rect {
        Rect(x: frame.x + i.left, y: frame.y + i.top, width: frame.width - i.left - i.right, height: frame.height - i.top - i.bottom)
    }

    @discardableResult
    mutating func add(_ expression: LinearExpression, _ relation: Relation, priority: Int, origin: ConstraintOrigin) -> ConstraintID? {
        var expression = expression
        expression.terms.removeAll { $0.coefficient == 0 }
        let tag = origins.count
        origins.append(origin)
        let p = min(1000, max(1, priority))
        if SystemBuilder.dumpSystem {
            let terms = expression.terms.map { "\($0.coefficient)*v\($0.variable.id)" }.joined(separator: " + ")
            print("SYS \(terms) + \(expression.constant) \(relation.rawValue) 0 @\(p) \(origin)")
        }
        return try? solver.add(Constraint(expression, relation, priority: p, tag: tag))
    }

    /// `sizePriority`: the width's and the height's priorities, when they are not required.
    mutating func fix(_ v: Int, _ r: Rect, origin: ConstraintOrigin, sizePriority: [Int] = [1000, 1000]) {
        let f = vars[v]!
        add(f.x - r.x, .equal, priority: 1000, origin: origin)
        add(f.y - r.y, .equal, priority: 1000, origin: origin)
        add(f.w - r.width, .equal, priority: sizePriority[0], origin: origin)
        add(f.h - r.height, .equal, priority: sizePriority[1], origin: origin)
    }

    /// Per width and height: whether a top-level view of a xib that does not translate its
    /// autoresizing mask has a constraint of its own on that size in this configuration. Such a
    /// view is sized by its constraints wherever it is put (NCShareHeader's 90 pt height for
    /// compact heights, a 230 pt frame saved in the others): its saved size holds only where
    /// they leave it open, and is not a conflict with them.
    func ownSizeConstraintAxes(ofTopLevel v: Int) -> [Bool] {
        let view = doc.views[v]
        guard view.controller == nil, !view.translatesAutoresizingMask else { return [false, false] }
        var axes = [false, false]
        for c in activeConstraintIDs {
            let con = doc.constraints[c]
            guard con.firstItem == .view(v), con.secondItem == nil else { continue }
            if con.firstAttribute == .width { axes[0] = true }
            if con.firstAttribute == .height { axes[1] = true }
        }
        return axes
    }

    /// The saved rect relative to the superview, kept at its place by the autoresizing mask when
    /// the superview's size differs from the one it was saved at.
    mutating func addAutoresizing(_ v: Int) {
        let view = doc.views[v]
        let f = vars[v]!
        guard let s = view.superview, let p = vars[s] else { return }
        let saved = Self.alignmentRect(Self.layoutFrame(v, doc) ?? .zero, Self.alignmentInsets(view, toolsVersion: doc.toolsVersion))
        let superSaved = Self.layoutFrame(s, doc) ?? Rect(x: 0, y: 0, width: saved.maxX, height: saved.maxY)
        let mask = Self.effectiveMask(view)
        let horizontal = Self.shares(origin: saved.x, size: saved.width, extent: superSaved.width,
                                     flexibleMin: mask.flexibleMinX, sizable: mask.widthSizable, flexibleMax: mask.flexibleMaxX)
        let vertical = Self.shares(origin: saved.y, size: saved.height, extent: superSaved.height,
                                   flexibleMin: mask.flexibleMinY, sizable: mask.heightSizable, flexibleMax: mask.flexibleMaxY)
        // x = P.x + saved.x + a * (P.w - savedW);  w = saved.w + b * (P.w - savedW)
        add(f.x - p.x - horizontal.origin * p.w - (saved.x - horizontal.origin * superSaved.width), .equal, priority: 1000, origin: .autoresizing(v))
        add(f.w - horizontal.size * p.w - (saved.width - horizontal.size * superSaved.width), .equal, priority: 1000, origin: .autoresizing(v))
        add(f.y - p.y - vertical.origin * p.h - (saved.y - vertical.origin * superSaved.height), .equal, priority: 1000, origin: .autoresizing(v))
        // Where its content asks for more than the saved cell height, Xcode keeps the cell's height
        // and squeezes the content, in self-sizing rows (`rowHeight="-1"`) as in fixed ones. In a
        // self-sizing row the height is not required, though: at run time the row grows to its
        // content, so a required size inside it is not a conflict (it wins over 999).
        let height = f.h - vertical.size * p.h - (saved.height - vertical.size * superSaved.height)
        add(height, .equal, priority: Self.sizesItself(v, doc) ? 999 : 1000, origin: .autoresizing(v))
    }

    /// The content view of a self-sizing cell (its table's row height "automatic"). A cell given
    /// a row height of its own is drawn that tall, whatever its table's.
    static func sizesItself(_ v: Int, _ doc: IBDocument) -> Bool {
        guard doc.views[v].elementName == "tableViewCellContentView", let cell = doc.views[v].superview,
              let table = doc.views[cell].superview, doc.views[table].elementName == "tableView" else { return false }
        return doc.views[table].control.automaticRowHeight && doc.views[cell].control.rowHeight == nil
    }

    /// The frame Xcode lays a view out from: the saved one, except for cells Xcode 6 left stale.
    /// It saved prototype cells 320 pt wide whatever their table's width and content views
    /// 320 x 43 whatever their cell's size, then laid the cells' subviews out in the table's
    /// width, the cell's `rowHeight` and a content view filling its cell less the separator
    /// (ResearchKit's Chart storyboard, ChatSecure's XMPPServerInfoCell and OTRUsernameCell:
    /// every subview saved at that size).
    /// A cell Xcode 6 saved without a frame is as wide as its table and as tall as its row, and
    /// its content view fills it (ORKCatalog's TextImage cell: centred in 210 pt).
    static func layoutFrame(_ v: Int, _ doc: IBDocument) -> Rect? {
        let view = doc.views[v]
        guard let s = view.superview else { return view.frame }
        guard let saved = view.frame else {
            switch view.elementName {
            case "tableViewCell":
                let table = doc.views[s]
                guard table.elementName == "tableView", let width = table.frame?.width else { return nil }
                let row = view.control.rowHeight ?? table.control.rowHeight ?? 44
                return Rect(x: 0, y: 0, width: width, height: row)
            case "tableViewCellContentView":
                return layoutFrame(s, doc).map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
            default:
                return nil
            }
        }
        switch view.elementName {
        case "tableViewCell" where doc.toolsVersion < 8000 && saved.x == 0 && saved.width == 320:
            guard doc.views[s].elementName == "tableView", let table = doc.views[s].frame, table.width != 320 else { return saved }
            let rowHeight = view.control.rowHeight ?? saved.height
            return Rect(x: 0, y: saved.y, width: table.width, height: rowHeight)
        case "tableViewCellContentView":
            guard let cell = layoutFrame(s, doc) else { return saved }
            let separator = min(1, cell.height)
            // Saved frames carry the float noise of their arithmetic (a cell 53.999999999999972
            // tall holding a content view 54 tall): what fits within a thousandth of a point fits.
            let noise = 0.001
            let fits = saved.height >= cell.height - separator - noise && saved.height <= cell.height + noise
                && saved.width <= cell.width + noise
            return fits && cell == doc.views[s].frame ? saved : Rect(x: 0, y: 0, width: cell.width, height: cell.height - separator)
        default:
            return saved
        }
    }

    /// A bar button item's custom view or a navigation item's title view: its bar places it and
    /// Interface Builder keeps the frame set in its size inspector, so constraints to its own
    /// subviews lay those out inside it but never move or size it (with or without
    /// translatesAutoresizingMaskIntoConstraints).
    static func isPlacedByBar(_ view: View) -> Bool {
        view.key == "customView" || view.key == "titleView"
    }

    /// The mask a view is laid out with: the document's, except that cells and their content
    /// views follow their container's width (and content views its height).
    static func effectiveMask(_ view: View) -> AutoresizingMask {
        var mask = view.autoresizingMask ?? AutoresizingMask()
        if ["tableViewCell", "tableViewCellContentView", "collectionViewCellContentView"].contains(view.elementName) {
            mask.widthSizable = true
            if view.elementName != "tableViewCell" { mask.heightSizable = true }
        }
        return mask
    }

    /// UIKit spreads a change of the superview's size over the flexible parts in proportion to
    /// their current sizes (equally when they are all zero).
    static func shares(origin: Double, size: Double, extent: Double, flexibleMin: Bool, sizable: Bool, flexibleMax: Bool)
        -> (origin: Double, size: Double) {
        let parts = [(flexibleMin, max(0, origin)), (sizable, max(0, size)), (flexibleMax, max(0, extent - origin - size))]
        let flexible = parts.filter { $0.0 }
        guard !flexible.isEmpty else { return (0, 0) }
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ i: Int) -> Double {
            guard parts[i].0 else { return 0 }
            return total > 0 ? parts[i].1 / total : 1 / Double(flexible.count)
        }
        return (share(0), share(1))
    }

    // MARK: document constraints

    mutating func addDocumentConstraint(_ c: Int) {
        let con = doc.constraints[c]
        guard let a1 = con.firstAttribute, let relation = con.relation, let multiplier = con.multiplier,
              let first = con.firstItem else { return }
        var constant = installation.constants[c]
        let second = con.secondItem
        if con.symbolic, Self.standardSpacingToSafeAreaIsZero(con, first, second, doc) { constant = 0 }
        if con.symbolic, Self.isToTopOrBottomLayoutGuide(first, second, doc) { constant = constant < 0 ? -8 : 8 }
        let mirrored = geometry.isRightToLeft(Self.commonAncestor(first, second ?? first, in: doc) ?? con.holder)
        guard var e1 = geometry.expression(first, a1, vars: vars, contentSize: contentSize, other: second, mirrored: mirrored) else { return }
        var expression: LinearExpression
        if let second, let a2 = con.secondAttribute {
            guard var e2 = geometry.expression(second, a2, vars: vars, contentSize: contentSize, other: first, mirrored: mirrored) else { return }
            if !a1.isDimension && multiplier.value != 1 {
                // Multiplied positions are measured in the coordinates of the items' common ancestor.
                if let reference = Self.commonAncestor(first, second, in: doc), let r = vars[reference] {
                    let o = a1.axis == .horizontal ? r.x : r.y
                    e1 = e1 - o
                    e2 = e2 - o
                }
            }
            expression = e1 - multiplier.value * e2 - constant
        } else {
            expression = e1 - constant
        }
        let rel: Relation = relation == .equal ? .equal : relation == .lessThanOrEqual ? .lessOrEqual : .greaterOrEqual
        add(expression, rel, priority: Int(saturating: con.priority.rounded(), in: 0...1000), origin: .document(c))
    }

    /// Xcode 9 to 11 wrote "Standard" spacing to the safe area's leading or trailing edge as 20,
    /// but laid it out as 0 (measured: tools/analysis/symbolic.py, 49 of 49 unflagged views); the
    /// same for the top and bottom edges, written as 8 (kharrison's RefreshScroll, mattneub's
    /// CoffeeTime: 2 of 2, none of the corpus's other views moved).
    static func standardSpacingToSafeAreaIsZero(_ c: NibModel.Constraint, _ first: ObjectRef, _ second: ObjectRef?, _ doc: IBDocument) -> Bool {
        guard doc.toolsVersion >= 13000 && doc.toolsVersion < 16000,
              let a = c.firstAttribute, a == c.secondAttribute, [.leading, .trailing, .top, .bottom].contains(a) else { return false }
        for ref in [first, second].compactMap({ $0 }) {
            if case .layoutGuide(let g) = ref, doc.layoutGuides[g].kind == .safeArea { return true }
        }
        return false
    }

    /// Standard spacing to a top or bottom layout guide is 8 pt, whatever constant Xcode wrote
    /// (Xcode 11 wrote 20 and laid out 8: SpeakEasy's text field; Xcode 5-8 wrote 8).
    static func isToTopOrBottomLayoutGuide(_ first: ObjectRef, _ second: ObjectRef?, _ doc: IBDocument) -> Bool {
        for ref in [first, second].compactMap({ $0 }) {
            if case .layoutGuide(let g) = ref, [.topLayoutGuide, .bottomLayoutGuide].contains(doc.layoutGuides[g].kind) { return true }
        }
        return false
    }

    /// Static: called from mutating methods, an instance method made Swift copy the whole builder per call.
    static func commonAncestor(_ a: ObjectRef, _ b: ObjectRef, in doc: IBDocument) -> Int? {
        guard let va = doc.owningView(of: a), let vb = doc.owningView(of: b) else { return nil }
        if va == vb { return va }
        // Walk up from the deeper view until both paths meet (hierarchies are shallow).
        func depth(_ v: Int) -> Int { var d = 0; var c = doc.views[v].superview; while let p = c { d += 1; c = doc.views[p].superview }; return d }
        var x = va, y = vb
        var dx = depth(x), dy = depth(y)
        while dx > dy { guard let p = doc.views[x].superview else { return nil }; x = p; dx -= 1 }
        while dy > dx { guard let p = doc.views[y].superview else { return nil }; y = p; dy -= 1 }
        while x != y {
            guard let px = doc.views[x].superview, let py = doc.views[y].superview else { return nil }
            x = px; y = py
        }
        return x
    }

    // MARK: intrinsic content size

    mutating func measureIntrinsic(_ v: Int) {
        let view = doc.views[v]
        // The nib editor keeps a single-line label without text at the size it was drawn at, not
        // at empty text's zero by zero (`TextlessArrangedLabelTests`). In a stack view the stack
        // holds that size (its IB-drawn-size constraints), so the label has no content size;
        // elsewhere the drawn size is its content size, held by its own hugging and compression
        // resistance.
        if isTextlessArrangedLabel(v) {
            intrinsic[v] = IntrinsicSize(width: nil, height: nil, source: "no text: the size it was drawn at")
            return
        }
        if isTextlessLabel(v), let drawn = view.frame {
            intrinsic[v] = IntrinsicSize(width: drawn.width, height: drawn.height, source: "no text: the size it was drawn at")
            return
        }
        if let saved = options.contentSizesAsSaved[v] {
            intrinsic[v] = IntrinsicSize(width: saved.width, height: saved.height, source: "the app's code, as its saved frame shows")
            return
        }
        let category = contentSizeCategory, tall = tallTextStyleLines
        var size = options.intrinsicCache?.size(of: view, scale: config.scale) { options.intrinsicSizes.size(of: view, in: doc, config: config, category: category, tallTextStyleLines: tall) }
            ?? options.intrinsicSizes.size(of: view, in: doc, config: config, category: category, tallTextStyleLines: tall)
        // Our font is not Apple's: where the saved size is a plausible measurement, it is the best
        // estimate of what Xcode measured (text-metrics.md).
        // The interval covers ~95% of Xcode's measurements; widen it by the tolerance the misplaced
        // check uses for text, so that a saved size the check would accept is also used.
        func plausible(_ r: ClosedRange<Double>, _ v: Double) -> Bool {
            v >= r.lowerBound - max(2, 0.05 * r.lowerBound) && v <= r.upperBound + max(2, 0.05 * r.upperBound)
        }
        if view.elementName == "toolbar", size.height == 44, size.source == "UIToolbar" {
            let height = geometry.toolbarHeight(v, constraints: activeConstraintIDs)
            if height != 44 { size.height = height; size.source = "UIToolbar (on the home indicator)" }
        }
        if let r = size.widthRange, let saved = view.frame?.width, plausible(r, saved) { size.width = saved }
        if let r = size.heightRange, let saved = view.frame?.height, plausible(r, saved) { size.height = saved }
        let insets = Self.alignmentInsets(view, toolsVersion: doc.toolsVersion)
        if let w = size.width { size.width = w - insets.left - insets.right }
        if let h = size.height { size.height = h - insets.top - insets.bottom }
        if options.textPerturbation != 0 {
            if size.widthRange != nil, let w = size.width { size.width = w + options.textPerturbation }
            if size.heightRange != nil, let h = size.height { size.height = h + options.textPerturbation }
        }
        if !options.runtime { hugDrawnSizeOfMultiLineLabel(v, &size) }
        intrinsic[v] = size
    }

    /// A single-line label without text arranged in a stack view, in the nib editor. The editor
    /// gives it no content size: its stack neither collapses it (as UIKit does at run time) nor
    /// calls it ambiguous, and it keeps the size it was drawn at (`TextlessArrangedLabelTests`).
    /// A multi-line one measures as empty text, zero by zero.
    func isTextlessArrangedLabel(_ v: Int) -> Bool {
        !options.runtime && geometry.isTextlessArrangedLabel(v)
    }

    /// A single-line label without text, in the nib editor (at run time it measures as empty text).
    func isTextlessLabel(_ v: Int) -> Bool {
        !options.runtime && geometry.isTextlessLabel(v)
    }

    /// An auto-laid-out view's width and height never go below zero (Xcode never saves a negative
    /// size). Required, and added before the stacks' and the document's constraints: where the
    /// required constraints cannot all hold with every size at zero or more, the document's
    /// constraint that comes last gives way, not a size (a cell too short for its stacks keeps its
    /// empty spacer views at zero and breaks a button's height instead). A label squeezed by a
    /// stronger neighbour, or an empty view that a full stack would shrink below zero, stays at
    /// zero and the neighbour whose compression resistance is weaker gives way.
    mutating func addNonNegativeSize(_ v: Int) {
        let f = vars[v]!
        add(f.w.expression, .greaterOrEqual, priority: 1000, origin: .nonNegativeSize(v, .horizontal))
        add(f.h.expression, .greaterOrEqual, priority: 1000, origin: .nonNegativeSize(v, .vertical))
    }

    /// The content-size constraints of a view measured by `measureIntrinsic`.
    mutating func addIntrinsic(_ v: Int) {
        let view = doc.views[v]
        let f = vars[v]!
        guard let size = intrinsic[v] else { return }
        if let w = size.width {
            let ids = [add(f.w - (size.huggedWidth ?? w), .lessOrEqual, priority: Int(saturating: view.horizontalHugging.rounded(), in: 0...1000), origin: .hugging(v, .horizontal)),
                       add(f.w - w, .greaterOrEqual, priority: Int(saturating: view.horizontalCompressionResistance.rounded(), in: 0...1000), origin: .compression(v, .horizontal))]
            // A hugged drawn size does not move with the text.
            if size.widthRange != nil { textConstants += ids.dropFirst(size.huggedWidth == nil ? 0 : 1).compactMap { $0.map { ($0, -w, v, true) } } }
            if let drawn = size.huggedWidth {
                add(f.w - drawn, .equal, priority: 50, origin: .drawnTextSize(v, .horizontal))
            }
        }
        if let h = size.height {
            let ids = [add(f.h - (size.huggedHeight ?? h), .lessOrEqual, priority: Int(saturating: view.verticalHugging.rounded(), in: 0...1000), origin: .hugging(v, .vertical)),
                       add(f.h - h, .greaterOrEqual, priority: Int(saturating: view.verticalCompressionResistance.rounded(), in: 0...1000), origin: .compression(v, .vertical))]
            if size.heightRange != nil { textConstants += ids.dropFirst(size.huggedHeight == nil ? 0 : 1).compactMap { $0.map { ($0, -h, v, false) } } }
            if let drawn = size.huggedHeight {
                add(f.h - drawn, .equal, priority: 50, origin: .drawnTextSize(v, .vertical))
            }
        }
    }

    /// Moves every text size by `points` in the built system (the constants of the text views'
    /// hugging and compression constraints), as a build with `textPerturbation` would have.
    mutating func perturbText(by points: Double) {
        var moved = Set<Int>()
        for (id, constant, v, horizontal) in textConstants {
            try? solver.setConstant(id, constant - points)
            guard moved.insert(v &* 2 &+ (horizontal ? 1 : 0)).inserted, var size = intrinsic[v] else { continue }
            if horizontal { size.width = size.width.map { $0 + points } } else { size.height = size.height.map { $0 + points } }
            intrinsic[v] = size
        }
    }
}
