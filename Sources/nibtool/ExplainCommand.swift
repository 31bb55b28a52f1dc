import ArgumentParser
import Foundation
import NibCheck
import NibExplain
import NibLayout
import NibModel
import NibRender
import NibText
import NibXML

/// `nibtool explain FILE --view ID|LABEL` / `--tree`: why a view has its frame, or the scene's
/// view tree as `_autolayoutTrace` prints it. Exit 0 when explained (also for an ambiguous or
/// conflicting view: that is the answer), 2 for usage errors such as an unknown view.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain which constraints decide a view's frame (--view), or print the view tree like _autolayoutTrace (--tree).")

    @Argument(help: "A .storyboard or .xib file.") var file: String
    @Option(help: "The view: an object id or a user label / displayed name (quote names with spaces).") var view: String?
    @Flag(help: "Print the scene's view tree with frames and AMBIGUOUS LAYOUT / MISPLACED markers.") var tree = false
    @Option(help: ArgumentHelp("The scene, as Xcode's outline names it (\"Login View Controller Scene\"), or its controller's title, storyboard id or class, or the scene's id (default: the view's scene, else the initial view controller's).", valueName: "name")) var scene: String?
    @OptionGroup var configurationOptions: ConfigurationOptions
    @Option(help: "horizontal or vertical (default: both).") var axis: String?
    @Option(help: "text or json (default: text).") var format: String = "text"
    @OptionGroup var timeoutOption: TimeoutOption
    @Flag(help: "Drop placeholder constraints, as the app sees the document.") var runtime = false
    @Flag(help: "With --view: also list the constraints the chain reaches that do not move or resize the view (they share a view with it, like the other cells of its table).") var allConstraints = false

    func validate() throws {
        if (view == nil) == !tree { throw ValidationError("give either --view ID or --tree") }
        if !["text", "json"].contains(format) { throw ValidationError("--format \(format): expected text or json") }
        if let axis, LayoutAttribute.Axis(rawValue: axis) == nil { throw ValidationError("--axis \(axis): expected horizontal or vertical") }
        if configurationOptions.traits.count > 1 { throw ValidationError("--traits is given more than once") }
    }

    func run() throws {
        RuntimeDataCheck.warnIfFontMissing()
        // The whole command under the time limit.
        let command = self
        try CommandDeadline.runWhole("explain", paths: [file], seconds: timeoutOption.timeout) { try command.runWithoutDeadline() }
    }

    func runWithoutDeadline() throws {
        let doc = try DocumentLoading.load(file)
        let config = try configurationOptions.configuration(for: doc)
        var options = LayoutOptions(runtime: runtime)
        options.contentSizeCategory = try configurationOptions.contentSizeCategory()
        let explainer = Explainer(document: doc, configuration: config, options: options)
        let sceneRoots = try roots(doc)
        if tree {
            guard let root = sceneRoots?.first ?? Preview.defaultRoot(doc) else { throw ValidationError("\(file): no scene with a view") }
            let roots = Self.treeRoots(first: root, sceneRoots: sceneRoots ?? [], doc)
            let trace = AutolayoutTrace(document: doc, roots: roots, explainer: explainer)
            print(format == "json" ? trace.json.serialized() : trace.text, terminator: format == "json" ? "\n" : "")
            return
        }
        let candidates = sceneRoots.map { rs in rs.flatMap { doc.subtree(of: $0) } }
        switch ViewLookup.find(view ?? "", in: doc, among: candidates) {
        case .failure(.notFound(let suggestions)):
            throw ValidationError("no view \"\(view ?? "")\" in \(file); close matches: \(suggestions.joined(separator: ", "))")
        case .failure(.ambiguous(let ids)):
            throw ValidationError("\"\(view ?? "")\" names several views in \(file): \(ids.joined(separator: ", ")); pass an id")
        case .success(let v):
            let axes = axis.flatMap(LayoutAttribute.Axis.init(rawValue:)).map { [$0] } ?? [.horizontal, .vertical]
            let e = explainer.explain(view: v, axes: axes)
            print(format == "json" ? ExplanationJSON.value(e).serialized() : ExplanationText.render(e, allConstraints: allConstraints), terminator: format == "json" ? "\n" : "")
        }
    }

    /// The hierarchies `--tree` prints: `first` (the scene's root view), the scene's other
    /// controllers' root views, then the views at the top of the scene's objects (or of a xib)
    /// that no controller holds, as Xcode's outline lists them.
    static func treeRoots(first: Int, sceneRoots: [Int], _ doc: IBDocument) -> [Int] {
        func scene(of v: Int) -> Int? {
            var e = doc.xml.element(at: doc.views[v].element).parent
            while let x = e, x.name != "scene" { e = x.parent }
            return e?.index
        }
        let home = scene(of: first)
        let others = doc.views.indices.filter { v in
            doc.views[v].superview == nil && v != first && !sceneRoots.contains(v)
                && doc.views[v].controller == nil && scene(of: v) == home
        }
        return [first] + sceneRoots.filter { $0 != first } + others
    }

    /// The root views of `--scene`, or nil without it.
    func roots(_ doc: IBDocument) throws -> [Int]? {
        guard let scene else { return nil }
        let s = try SceneSelector.scene(named: scene, in: doc, file: file)
        return s.controllers.compactMap { doc.controllers[$0].rootView }
    }
}

/// Reads and decodes a document for preview, explain and explain-log (see `InputReading`).
enum DocumentLoading {
    /// The decoded document; unreadable input exits 2 (`unreadable-input`), malformed XML or an
    /// unsupported document 1, a document over the view or constraint limits 1
    /// (`resource-limit`), each with file:line:column.
    static func load(_ path: String) throws -> IBDocument {
        let doc = try InputReading.document(path)
        if let (element, message) = ResourceLimits.default.violation(in: doc) {
            let at = doc.xml.element(at: element)
            FileHandle.standardError.write(Data("\(path):\(at.line):\(at.column): error: not laid out: \(message) [resource-limit]\n".utf8))
            throw ExitCode(1)
        }
        return doc
    }
}
