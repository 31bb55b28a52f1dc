import NibLayout
import NibModel
import NibXML

/// Update Frames: write the solved frames into `<rect key="frame">`, pixel-aligned and formatted
/// as Xcode formats numbers, and clear `misplaced`. What the constraints leave free keeps its
/// current value (the layout holds every view at its saved frame with the lowest priority).
enum UpdateFrames {
    static func apply(_ doc: IBDocument, _ scope: Scope, _ editor: inout DocumentEditor) -> [String] {
        let config = Configuration.document(doc)
        var options = LayoutOptions()
        options.stayAtSavedFrames = true
        let layout = LayoutEngine(options: options).layout(doc, config)
        var probeOptions = options
        probeOptions.textPerturbation = 4
        let probe = LayoutEngine(options: probeOptions).layout(doc, config)
        let scale = doc.toolsVersion < 10000 ? 1 : config.scale
        let halfPixel = 0.5 / scale + 1e-6
        var changes: [String] = []
        for l in layout.views where (l.mode == .autoLayout || l.mode == .autoresizing) && scope.contains(view: l.view) {
            let view = doc.views[l.view]
            let element = doc.xml.element(at: view.element)
            guard let solved = l.frame, let saved = view.frame, let rect = element.child("rect", key: "frame") else { continue }
            // Frames that depend on text are only moved when no plausible measurement explains them.
            let dependsOnText = probe.views[l.view].frame.map { f in zip(f.array, solved.array).contains { abs($0 - $1) > 0.01 } } ?? false
            let differs = zip(saved.array, solved.array).contains { s, e in abs(s - e) > (dependsOnText ? max(2, 0.05 * abs(s)) : halfPixel) }
            if differs {
                for (name, old, new) in [("x", saved.x, solved.x), ("y", saved.y, solved.y), ("width", saved.width, solved.width), ("height", saved.height, solved.height)]
                where abs(old - new) > 1e-6 {
                    editor.setAttribute(name, to: NumberFormat.xcode(pixelAligned(new, scale)), on: rect)
                }
                changes.append("\(view.displayName) (\(view.id)): frame \(saved) -> \(solved)")
            }
            if element.attribute(named: "misplaced") != nil, l.mode == .autoLayout {
                editor.removeAttribute("misplaced", from: element)
                if !differs { changes.append("\(view.displayName) (\(view.id)): cleared the stale misplaced flag") }
            }
        }
        return changes
    }

    /// Exactly a multiple of 1/scale: Xcode's own noise (`12.999999999999998`) is not reproduced.
    static func pixelAligned(_ v: Double, _ scale: Double) -> Double {
        let r = (v * scale).rounded() / scale
        return abs(r - r.rounded()) < 1e-9 ? r.rounded() : r
    }
}
