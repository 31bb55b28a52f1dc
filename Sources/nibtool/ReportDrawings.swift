import NibCheck
import NibLayout
import NibModel
import NibRender
import NibXML

/// The drawings of `validate --format html`: each scene of a document that has layout findings,
/// drawn as `preview` draws it (the document's own configuration) with the nib editor's marks.
enum ReportDrawings {
    /// Scenes drawn per document at most (a storyboard with 40 broken scenes stays readable).
    static let maxScenes = 12

    @Sendable static func figures(_ report: FileReport) -> [HTMLReporter.Figure] {
        // A document that cannot be read or is over the limits has its finding already; no drawing.
        guard let doc = try? DocumentDecoder.decode(try XMLReader.read(path: report.path).document),
              ResourceLimits.default.violation(in: doc) == nil else { return [] }
        var roots: [Int] = []
        for d in report.diagnostics where HTMLReporter.layoutRules.contains(d.rule) {
            guard let root = root(of: d, in: doc), !roots.contains(root) else { continue }
            roots.append(root)
        }
        if roots.isEmpty, let root = Preview.defaultRoot(doc) { roots = [root] }
        let cache = IntrinsicCache()
        let heldBack = Validator.holdsLayoutBack(document: doc, path: report.path)
        return roots.prefix(maxScenes).map { root in
            let config = Configuration.resolve(nil, device: report.device, orientation: nil, doc: doc)
            let panel = Preview.panel(document: doc, root: root, configuration: config, cache: cache, layoutHeldBack: heldBack)
            return HTMLReporter.Figure(title: "\(panel.title) (\(panel.subtitle))", svg: SVGRenderer.render(Preview.sheet([panel])))
        }
    }

    /// The root view of the scene a finding is in: its scene's controller's view, else the
    /// top of its view's hierarchy (xibs).
    static func root(of d: Diagnostic, in doc: IBDocument) -> Int? {
        if let sceneID = d.scene, let scene = doc.scenes.first(where: { $0.id == sceneID }),
           let root = scene.controllers.lazy.compactMap({ doc.controllers[$0].rootView }).first {
            return root
        }
        guard let id = d.objectID ?? d.objectIDs.first, var view = doc.views.first(where: { $0.id == id })?.index else { return nil }
        while let parent = doc.views[view].superview { view = parent }
        return view
    }
}
