import NibLayout
import NibModel
import NibXML

/// Update Frames: write the solved frames into `<rect key="frame">`, pixel-aligned and formatted
/// as Xcode formats numbers, and clear `misplaced`. What the constraints leave free keeps its
/// current value (the layout holds every view at its saved frame with the lowest priority).
/// By default only the views the document shows misplaced move, with the views that must move
/// with them (`SolvedFrames.moving`): a frame Xcode saved unflagged is the one its engine
/// computed, and where nibtool's layout differs from it only by what nibtool models (text
/// measured with a stand-in font, bars, margins), writing nibtool's frame would move the view
/// away from where Xcode draws it.
enum UpdateFrames {
    /// `leftAsSaved`: the ids of the roots whose frames it does not write (below).
    static func apply(_ doc: IBDocument, _ scope: Scope, _ solved: SolvedFrames, _ editor: inout DocumentEditor,
                      leftAsSaved: inout Set<String>) -> [String] {
        let (layout, scale, unreliable) = (solved.layout, solved.savedScale, solved.rootsLeftAsSaved)
        var changes: [String] = []
        leftAsSaved.formUnion(unreliable.map { doc.views[$0].id })
        for r in unreliable.sorted() where scope.contains(view: r) {
            changes.append("\(doc.views[r].displayName) (\(doc.views[r].id)) and its subviews: frames left as saved: nibtool's layout of them has a conflict that the saved frames, which satisfy the constraints involved, show Xcode does not have")
        }
        for l in layout.views where (l.mode == .autoLayout || l.mode == .autoresizing) && scope.contains(view: l.view) {
            if unreliable.contains(doc.root(of: l.view)) { continue }
            let view = doc.views[l.view]
            let element = doc.xml.element(at: view.element)
            guard let frame = l.frame, let saved = view.frame else { continue }
            let differs = solved.moving.contains(l.view)
            if differs {
                let written: Bool
                if let rect = element.child("rect", key: "frame") {
                    for (name, old, new) in [("x", saved.x, frame.x), ("y", saved.y, frame.y), ("width", saved.width, frame.width), ("height", saved.height, frame.height)]
                    where abs(old - new) > 1e-6 {
                        editor.setAttribute(name, to: NumberFormat.xcode(pixelAligned(new, scale)), on: rect)
                    }
                    written = true
                } else if let inset = element.child("frame", key: "frameInset") {
                    written = writeFrameInset(frame, into: inset, superviewSize: superviewSize(of: l.view, doc, layout, solved), scale: scale, &editor)
                } else {
                    written = false
                }
                // A frame it cannot write in the document's own form is left, flag and all.
                guard written else { continue }
                changes.append("\(view.displayName) (\(view.id)): frame \(saved) -> \(frame)")
            }
            if element.attribute(named: "misplaced") != nil, l.mode == .autoLayout {
                editor.removeAttribute("misplaced", from: element)
                if !differs { changes.append("\(view.displayName) (\(view.id)): cleared the stale misplaced flag") }
            }
        }
        // Roots saved at a size no simulated screen gives take the size they were laid out at
        // (their subviews, above, already are at home in it).
        for (r, size) in layout.rootsAtImplausibleSizes.sorted(by: { $0.key < $1.key }) where scope.contains(view: r) {
            let view = doc.views[r]
            let element = doc.xml.element(at: view.element)
            guard let saved = view.frame, let rect = element.child("rect", key: "frame") else { continue }
            for (name, old, new) in [("width", saved.width, size.width), ("height", saved.height, size.height)] where abs(old - new) > 1e-6 {
                editor.setAttribute(name, to: NumberFormat.xcode(pixelAligned(new, scale)), on: rect)
            }
            if element.attribute(named: "misplaced") != nil { editor.removeAttribute("misplaced", from: element) }
            changes.append("\(view.displayName) (\(view.id)): frame \(saved) -> \(Rect(x: saved.x, y: saved.y, width: size.width, height: size.height))")
        }
        return changes
    }

    /// The frames the document's constraints give in its own configuration, as Update Frames
    /// writes them and Update Constraint Constants fits constants to the saved ones: the views in
    /// `moving` are the ones that move, and roots whose layout the saved frames contradict are
    /// left alone.
    struct SolvedFrames {
        let layout: LayoutResult
        /// The scale Xcode saved the frames at (whole points before Xcode 8).
        let savedScale: Double
        let rootsLeftAsSaved: Set<Int>
        /// The views Update Frames moves: with `.document`, those the document shows misplaced
        /// and those that must move with them; with `.all`, every view whose saved frame
        /// differs from the layout (text-dependent ones beyond what a plausible measurement
        /// explains).
        let moving: Set<Int>
        /// The Auto Layout views whose constraints Update Constraint Constants refits: those the
        /// document shows misplaced, or with `.all` every one whose saved frame differs.
        let refitted: Set<Int>

        init(_ doc: IBDocument, evidence: FixEvidence = .document) {
            let config = Configuration.document(doc)
            var options = LayoutOptions()
            options.stayAtSavedFrames = true
            let layout = LayoutEngine(options: options).layout(doc, config)
            var probeOptions = options
            probeOptions.textPerturbation = 4
            let probe = LayoutEngine(options: probeOptions).layout(doc, config)
            let witness = SavedFrameWitness(doc, layout)
            let leftAsSaved = UpdateFrames.rootsWithConflictsTheSavedFramesContradict(doc, layout, witness)
            (self.layout, rootsLeftAsSaved) = (layout, leftAsSaved)
            savedScale = Misplacement.savedScale(doc, config)
            // One round of judgement, with the views in `moved` taken to be at their solved
            // frames already.
            func judge(_ moved: Set<Int>) -> (moving: Set<Int>, refitted: Set<Int>) {
                let misplacement = Misplacement(document: doc, layout: layout, textProbe: probe, movedToSolvedFrames: moved)
                // Auto Layout and autoresizing views whose saved frame is not the one solved.
                let differing = Set(layout.views.compactMap { l -> Int? in
                    guard l.mode == .autoLayout || l.mode == .autoresizing, !leftAsSaved.contains(doc.root(of: l.view)),
                          let saved = doc.views[l.view].frame, misplacement.differs(l.view, saved: saved) else { return nil }
                    return l.view
                })
                let autoLayout = differing.filter { layout.views[$0].mode == .autoLayout }
                // Shown by the document, beyond nibtool's model: Xcode saved the view flagged as
                // misplaced (the frame as drawn, which its constraints do not give), or the saved
                // frames miss one of the document's required constraints between views by an amount
                // its own numbers compute.
                let shown = autoLayout.filter { doc.views[$0].misplaced || witness.worstMiss(touching: $0) != nil }
                switch evidence {
                case .all: return (differing, autoLayout)
                case .document: return (Self.movingWithTheDocument(doc, layout, shown: shown, differing: differing), shown)
                }
            }
            // Constants are refitted to the frames as saved: the first round says whose.
            let first = judge([])
            refitted = first.refitted
            // The views that move are judged as a second run would judge them, with the moved
            // ones already at their solved frames: a text-sized view saved at another size makes
            // text-sized differences of its hierarchy forgivable only while it keeps that size.
            // The moving set only grows, so this ends.
            var moving = first.moving
            while true {
                let next = judge(moving).moving
                if next.isSubset(of: moving) { break }
                moving.formUnion(next)
            }
            self.moving = moving
        }

        /// The views the document shows misplaced, then, until nothing changes, the differing
        /// views whose saved frames would miss a required constraint once those have moved (a
        /// label pinned below a moved image) and those inside a view that changes size (a root
        /// given its screen's size, a widened container), whose frames follow it.
        static func movingWithTheDocument(_ doc: IBDocument, _ layout: LayoutResult, shown: Set<Int>, differing: Set<Int>) -> Set<Int> {
            var moving = shown
            var resized: [Int: Rect] = [:]
            for (r, size) in layout.rootsAtImplausibleSizes {
                guard let saved = doc.views[r].frame else { continue }
                resized[r] = Rect(x: saved.x, y: saved.y, width: size.width, height: size.height)
            }
            guard !moving.isEmpty || !resized.isEmpty else { return [] }
            // A superview that changes size carries its subviews' frames with it; one that only
            // moves does not (frames are in the superview's coordinates).
            func insideAResizedView(_ v: Int) -> Bool {
                var s = doc.views[v].superview
                while let p = s {
                    if resized[p] != nil { return true }
                    if moving.contains(p), let to = layout.views[p].frame, let from = doc.views[p].frame,
                       abs(to.width - from.width) > 1e-6 || abs(to.height - from.height) > 1e-6 { return true }
                    s = doc.views[p].superview
                }
                return false
            }
            while true {
                var frames = resized
                for v in moving { frames[v] = layout.views[v].frame }
                let after = SavedFrameWitness(doc, layout, replacing: frames)
                let more = differing.subtracting(moving).filter { v in
                    insideAResizedView(v) || (layout.views[v].mode == .autoLayout && after.worstMiss(touching: v) != nil)
                }
                if more.isEmpty { return moving }
                moving.formUnion(more)
            }
        }
    }

    /// Roots (controller roots, top-level views) whose layout has a required conflict that the
    /// saved frames contradict (they satisfy every document constraint of the set) or that rests
    /// on a content size nibtool cannot know: Xcode's engine found frames without that conflict,
    /// so nibtool's solution there is not the one Update Frames in Xcode would write, and writing
    /// it could break a constraint the saved frames keep (an image view held at 24 pt saved at
    /// 24 and written at 0).
    static func rootsWithConflictsTheSavedFramesContradict(_ doc: IBDocument, _ layout: LayoutResult, _ witness: SavedFrameWitness) -> Set<Int> {
        var roots = Set<Int>()
        for conflict in layout.conflicts {
            let evidence = ConflictVerdict.evidence(of: conflict, in: layout, witness: witness, document: doc)
            guard evidence == .contradictedByWitness || evidence == .uncertainInput else { continue }
            for origin in conflict.constraints {
                for v in origin.views(in: doc) { roots.insert(doc.root(of: v)) }
            }
        }
        return roots
    }

    /// The size a view's superview has once the frames are written (the far insets of an Xcode 8.0
    /// frame are measured from it).
    static func superviewSize(of v: Int, _ doc: IBDocument, _ layout: LayoutResult, _ solved: SolvedFrames) -> Size? {
        guard let s = doc.views[v].superview else { return nil }
        if let size = layout.rootsAtImplausibleSizes[s] { return size }
        let frame = solved.moving.contains(s) ? layout.views[s].frame : doc.views[s].frame
        return frame.map { Size(width: $0.width, height: $0.height) }
    }

    /// Writes `frame` into an Xcode 8.0 `<frame key="frameInset">` in the form it has: on each
    /// axis the near inset and the size, or without a size the far inset; an inset of zero is left
    /// out, as Xcode 8.0 writes it. False, and nothing written, when a value is a percentage of
    /// the superview (the form would change) or a far inset has no superview size to measure from.
    static func writeFrameInset(_ frame: Rect, into e: XMLElement, superviewSize: Size?, scale: Double, _ editor: inout DocumentEditor) -> Bool {
        let names = ["minX", "minY", "maxX", "maxY", "width", "height"]
        guard !names.contains(where: { e.attribute(named: $0)?.value.hasSuffix("%") == true }) else { return false }
        var values: [(name: String, value: Double, keepZero: Bool)] = []
        for (minName, maxName, sizeName, origin, size, extent) in [("minX", "maxX", "width", frame.x, frame.width, superviewSize?.width),
                                                                   ("minY", "maxY", "height", frame.y, frame.height, superviewSize?.height)] {
            values.append((minName, origin, false))
            if e.attribute(named: sizeName) != nil {
                values.append((sizeName, size, true))
            } else {
                guard let extent else { return false }
                values.append((maxName, extent - origin - size, false))
            }
        }
        for (name, value, keepZero) in values {
            let text = NumberFormat.xcode(pixelAligned(value, scale))
            if abs(value) < 1e-9, !keepZero {
                editor.removeAttribute(name, from: e)
            } else {
                // In Xcode's order: after the attributes that come before it.
                let before = ["key"] + names.prefix(while: { $0 != name })
                editor.setAttribute(name, to: text, on: e, after: before.reversed())
            }
        }
        return true
    }

    /// Exactly a multiple of 1/scale: Xcode's own noise (`12.999999999999998`) is not reproduced.
    static func pixelAligned(_ v: Double, _ scale: Double) -> Double {
        let r = (v * scale).rounded() / scale
        return abs(r - r.rounded()) < 1e-9 ? r.rounded() : r
    }
}
