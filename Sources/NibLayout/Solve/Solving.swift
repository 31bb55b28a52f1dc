import LayoutSolver
import NibModel

extension SystemBuilder {
    /// Solves the system and writes frames, conflicts and ambiguity into `result`.
    mutating func solveAndReport(into result: inout LayoutResult) {
        let ambiguity = analyzeAmbiguityWithStackSplits()
        let stays = breakTiesTowardSavedFrames(ambiguity)
        let base = result.origins.count
        result.origins += origins
        result.safeAreaInsets[root] = geometry.safeInsets[root] ?? .zero
        for v in members { if let m = geometry.margins[v] { result.layoutMargins[v] = m } }
        result.layoutGuideLengths[root] = ScreenInsets(top: geometry.topGuide, left: 0, bottom: geometry.bottomGuide, right: 0)
        if let size = rootAtImplausibleSize { result.rootsAtImplausibleSizes[root] = size }
        for conflict in solver.conflicts {
            let members = conflict.constraints.compactMap { solver.constraint($0)?.tag.map { origins[$0] } }
            guard let brokenTag = solver.constraint(conflict.broken)?.tag else { continue }
            result.conflicts.append(ConflictReport(constraints: members, broken: origins[brokenTag]))
        }
        _ = base
        for id in 0..<solver.constraintCount {
            let cid = ConstraintID(index: id)
            guard let c = solver.constraint(cid), !c.isRequired, let tag = c.tag, solver.isActive(cid), !stays.contains(tag) else { continue }
            let violation = solver.violation(of: cid)
            if violation > 1e-6 { result.brokenOptionals.append(BrokenOptional(origin: origins[tag], priority: c.priority, violation: violation)) }
        }
        // Xcode 7 and earlier saved frames in whole points.
        let scale = doc.toolsVersion < 10000 ? 1 : config.scale
        var absolute: [Int: Rect] = [:]
        var rounded: [Int: Rect] = [:]
        for v in members {
            guard let f = vars[v] else { continue }
            let i = Self.alignmentInsets(doc.views[v], toolsVersion: doc.toolsVersion)
            let alignment = Rect(x: solver.value(of: f.x), y: solver.value(of: f.y), width: solver.value(of: f.w), height: solver.value(of: f.h))
            let exact = Rect(x: alignment.x - i.left, y: alignment.y - i.top, width: alignment.width + i.left + i.right,
                             height: alignment.height + i.top + i.bottom)
            absolute[v] = exact
            // UIKit aligns edges to the pixel grid in window coordinates.
            let x0 = Self.pixel(exact.x, scale), y0 = Self.pixel(exact.y, scale)
            let x1 = Self.pixel(exact.maxX, scale), y1 = Self.pixel(exact.maxY, scale)
            rounded[v] = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            var frame = rounded[v]!
            if let s = doc.views[v].superview, let p = rounded[s] {
                frame.x -= p.x
                frame.y -= p.y
            } else if let saved = doc.views[v].frame {
                // A root keeps its place on the canvas; only its size is laid out.
                frame.x = saved.x
                frame.y = saved.y
            }
            result.views[v] = ViewLayout(view: v, mode: modes[v] ?? .autoresizing, frame: frame, absoluteFrame: rounded[v],
                                         exactFrame: exact, ambiguity: f.all.map { ambiguity[$0.id] },
                                         intrinsic: intrinsic[v] ?? .none)
        }
        for (sv, content) in contentSize where vars[sv] != nil {
            // Missing constraints leave the content size free; a tie of content priorities (which
            // measured text decides) is reported as such, not as a scrollable content size.
            let w = ambiguity[content.w.id] == .free, h = ambiguity[content.h.id] == .free
            if w || h { result.scrollContentAmbiguity[sv] = (w, h) }
        }
    }

    /// Where equally good solutions tie (content priority ambiguity), Interface Builder does not
    /// move the views: they keep the frames the document has, the solution its engine held when
    /// the document was last edited (RocketChat's LeftMenu cells: two labels whose hugging ties
    /// are saved both stretched, not one). Nor does it move a view the constraints leave free:
    /// it stays where the user left it. In the document's own configuration, the views with a
    /// tied or free variable are held at their saved frames at the lowest priority and solved
    /// again; their ambiguity, found before, is still reported. Returns the tags of the
    /// constraints added.
    mutating func breakTiesTowardSavedFrames(_ ambiguity: [Ambiguity]) -> Set<Int> {
        guard options.breakTiesTowardSavedFrames, !options.stayAtSavedFrames, !pinToSavedFrames, config.isDocumentConfiguration else { return [] }
        let undecided = members.filter { v in
            modes[v] == .autoLayout && (vars[v]?.all.contains { ambiguity[$0.id] != .unique } ?? false)
        }
        guard !undecided.isEmpty else { return [] }
        let saved = savedAbsoluteFrames()
        let first = origins.count
        for v in undecided {
            guard let r = saved[v].map({ Self.alignmentRect($0, Self.alignmentInsets(doc.views[v], toolsVersion: doc.toolsVersion)) }), let f = vars[v] else { continue }
            add(f.x - r.x, .equal, priority: 1, origin: .autoresizing(v))
            add(f.y - r.y, .equal, priority: 1, origin: .autoresizing(v))
            add(f.w - r.width, .equal, priority: 1, origin: .autoresizing(v))
            add(f.h - r.height, .equal, priority: 1, origin: .autoresizing(v))
        }
        solver.solve()
        return Set(first..<origins.count)
    }

    /// Round to the nearest pixel, halves up, with a little slack for floating-point noise.
    static func pixel(_ v: Double, _ scale: Double) -> Double {
        ((v * scale) + 0.5 + 1e-7).rounded(.down) / scale
    }
}
