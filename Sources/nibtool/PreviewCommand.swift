import ArgumentParser
import Foundation
import NibCheck
import NibLayout
import NibModel
import NibRender
import NibSupport
import NibText
import NibXML

/// `nibtool preview FILE`: lays out one scene for a configuration and draws it (SVG, PNG,
/// terminal boxes) or prints the solved frames (JSON).
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Lay out a scene for a size class and device and draw it (svg, png, ascii) or print its frames (json).")

    @Argument(help: "A .storyboard or .xib file.") var file: String
    @Option(help: ArgumentHelp("The scene, as Xcode's outline names it (\"Login View Controller Scene\"), or its controller's title, storyboard id or class, or the scene's id (default: the initial view controller's scene, else the first).", valueName: "name")) var scene: String?
    @Option(help: "Top-level object id (xibs; default: the first top-level view).") var object: String?
    @OptionGroup var configurationOptions: ConfigurationOptions
    @Option(help: "Output format: svg, png, ascii, json (default: by --output's extension; ascii on a terminal; else svg).") var format: String?
    @Option(help: "Write to this file (atomically) instead of standard output (required for png).") var output: String?
    @OptionGroup var timeoutOption: TimeoutOption
    @Flag(help: "Draw wC-hR, wC-hC, wR-hC and wR-hR side by side (or the --traits given).") var allTraits = false
    @Flag(name: .customLong("no-issues"), help: "Do not mark misplaced, conflicting and ambiguous views.") var noIssues = false
    @Flag(name: .customLong("no-guides"), help: "Do not draw the safe area and layout margins.") var noGuides = false
    @Option(help: "PNG pixels per point (default: the device scale; for --all-traits the smallest of them).") var scale: Double?
    @Option(help: "Terminal width for ascii (default: $COLUMNS, else 80).") var columns: Int?
    @Flag(help: "Drop placeholder constraints, as the app sees the document.") var runtime = false

    static let formats = ["svg", "png", "ascii", "json"]

    func validate() throws {
        if let format, !Self.formats.contains(format) {
            throw ValidationError("--format \(format): expected one of \(Self.formats.joined(separator: ", "))")
        }
        if resolvedFormat == "png" && output == nil { throw ValidationError("--format png needs --output FILE.png") }
        if resolvedFormat == "json" && allTraits { throw ValidationError("--all-traits draws a sheet; use --format svg, png or ascii") }
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be between 0 and 8") }
        if configurationOptions.traits.count > 1 && !allTraits {
            throw ValidationError("--traits is given more than once; add --all-traits to draw them side by side")
        }
    }

    var resolvedFormat: String {
        if let format { return format }
        if let output {
            let lower = output.lowercased()
            if lower.hasSuffix(".png") { return "png" }
            if lower.hasSuffix(".svg") { return "svg" }
            if lower.hasSuffix(".json") { return "json" }
            if lower.hasSuffix(".txt") { return "ascii" }
            return "svg"
        }
        return isatty(STDOUT_FILENO) != 0 ? "ascii" : "svg"
    }

    func run() throws {
        RuntimeDataCheck.warnIfFontMissing()
        // The whole command under the time limit.
        let command = self
        try CommandDeadline.runWhole("preview", paths: [file], seconds: timeoutOption.timeout) { try command.runWithoutDeadline() }
    }

    func runWithoutDeadline() throws {
        let doc = try DocumentLoading.load(file)
        // A split view controller's scene draws its columns side by side (`SplitViewPreview`);
        // `--format json` lays out its first column's root.
        let split = try splitController(doc)
        let firstColumn = split.flatMap { c -> Int? in
            let columns = SplitViewPreview.columns(of: c, doc)
            return columns.primary ?? columns.secondary
        }
        guard let root = try firstColumn ?? rootView(doc) else {
            FileHandle.standardError.write(Data("\(file): error: nothing to preview (no scene with a view, no top-level view)\n".utf8))
            throw ExitCode(1)
        }
        let format = resolvedFormat
        if let note = Configuration.unknownDeviceNote(doc, path: file) { FileHandle.standardError.write(Data((note + "\n").utf8)) }
        for note in Preview.transformNotes(doc, root: root, path: file) { FileHandle.standardError.write(Data((note + "\n").utf8)) }
        if format == "json" {
            try emit(Array(json(doc, root: root, config: try configurationOptions.configuration(for: doc), textSize: try configurationOptions.contentSizeCategory()).utf8))
            return
        }
        let configs: [Configuration]
        if allTraits {
            _ = try configurationOptions.configuration(for: doc) // checks --device and --orientation
            let patterns = configurationOptions.traits.isEmpty ? Preview.allTraits : try configurationOptions.patterns()
            let o = try configurationOptions.parsedOrientation()
            let device = try configurationOptions.deviceID()
            configs = patterns.map { Configuration.resolve($0, device: device, orientation: o, doc: doc) }
        } else {
            configs = [try configurationOptions.configuration(for: doc)]
        }
        let cache = IntrinsicCache()
        let options = DrawOptions(issues: !noIssues, guides: !noGuides)
        let textSize = try configurationOptions.contentSizeCategory()
        // Issues are drawn when validate would report them (the same structural gate).
        let heldBack = options.issues && Validator.holdsLayoutBack(document: doc, path: file)
        let panels = configs.map { config -> PreviewPanel in
            if let split, let panel = SplitViewPreview.panel(document: doc, split: split, configuration: config, runtime: runtime, options: options,
                                                            cache: cache, layoutHeldBack: heldBack, textSize: textSize) {
                return panel
            }
            return Preview.panel(document: doc, root: root, configuration: config, runtime: runtime, options: options, cache: cache,
                                 layoutHeldBack: heldBack, textSize: textSize)
        }
        let sheet = Preview.sheet(panels, scale: scale)
        switch format {
        case "png":
            let bytes: [UInt8]
            do { bytes = try CairoRenderer.png(sheet, scale: scale ?? sheet.scale) } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(1)
            }
            try emit(bytes)
        case "ascii":
            let cols = columns ?? ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 80
            try emit(Array(ASCIIRenderer.render(sheet, columns: cols).utf8))
        default:
            try emit(Array(SVGRenderer.render(sheet).utf8))
        }
    }

    /// Standard output, or the --output file written atomically (a temporary file renamed over it).
    func emit(_ bytes: [UInt8]) throws {
        guard let output else {
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        let url = URL(fileURLWithPath: output)
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("\(output): error: cannot write: \(error.localizedDescription)\n".utf8))
            throw ExitCode(2)
        }
    }

    func json(_ doc: IBDocument, root: Int, config: Configuration, textSize: ContentSizeCategory?) -> String {
        var options = LayoutOptions(runtime: runtime)
        options.contentSizeCategory = textSize
        let layout = LayoutEngine(options: options).layout(doc, config)
        let size = layout.views[root].frame.map { [$0.width, $0.height] } ?? [config.size.width, config.size.height]
        var views: [JSONValue] = []
        for v in doc.subtree(of: root) {
            let view = doc.views[v]
            let l = layout.views[v]
            var pairs: [(String, JSONValue)] = [("id", .string(view.id)), ("name", .string(view.displayName)), ("class", .string(view.className))]
            if let f = l.frame, let a = l.absoluteFrame {
                pairs += [("frame", .numbers(f.array)), ("absoluteFrame", .numbers(a.array))]
            }
            pairs += [("installed", .bool(l.mode != .notInstalled)), ("hidden", .bool(layout.installation.isHidden(view)))]
            // Frames are untransformed (what Auto Layout computes); say where that is not what shows.
            if let t = view.transformKeyPath { pairs.append(("transform", .string(t))) }
            views.append(.object(pairs))
        }
        var sceneID: String?
        if let c = doc.views[root].controller, let s = doc.controllers[c].scene { sceneID = doc.scenes[s].id }
        var fields: [(String, JSONValue)] = [
            ("scene", sceneID.map { .string($0) } ?? .string(doc.views[root].id)),
            ("traits", .string(config.traitsName)), ("device", .string(config.device.id)),
            ("orientation", .string(config.orientation.rawValue)),
        ]
        if textSize != nil { fields.append(("textSize", .string(layout.contentSizeCategory.description))) }
        fields += [("size", .numbers(size)), ("views", .array(views))]
        let json = JSONValue.object(fields)
        return json.serialized() + "\n"
    }

    /// The split view controller previewed: the one `--scene` names, else the initial view
    /// controller when it is one (nil with `--object`).
    func splitController(_ doc: IBDocument) throws -> Int? {
        if object != nil { return nil }
        if let scene { return SplitViewPreview.splitController(in: try SceneSelector.scene(named: scene, in: doc, file: file), doc) }
        return SplitViewPreview.initialSplitController(doc)
    }

    func rootView(_ doc: IBDocument) throws -> Int? {
        if let object {
            guard let v = doc.view(id: object) else { throw ValidationError("no view with id \(object) in \(file)") }
            return v.index
        }
        if let scene {
            let s = try SceneSelector.scene(named: scene, in: doc, file: file)
            return s.controllers.lazy.compactMap { doc.controllers[$0].rootView }.first
        }
        return Preview.defaultRoot(doc)
    }
}

/// `--traits`, `--device`, `--orientation` as the CLI contract resolves them.
struct ConfigurationOptions: ParsableArguments {
    @Option(help: "Size classes: wC-hR, wC-hC, wR-hC, wR-hR (A = any), e.g. --traits wC-hR (repeatable with --all-traits).") var traits: [String] = []
    @Option(help: ArgumentHelp("The device: its name (\"iPhone 16\", \"iPad Air 11-inch\") or Xcode's id (retina6_12); nibtool devices lists them.", valueName: "device")) var device: String?
    @Option(help: "portrait or landscape.") var orientation: String?
    @Option(name: .customLong("text-size"), help: ArgumentHelp("Lay text styles out at this Dynamic Type size: xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, or the accessibility sizes AX1 to AX5 (default: the size the document was saved at).", valueName: "size"))
    var textSize: String?

    /// `--text-size`, parsed.
    func contentSizeCategory() throws -> ContentSizeCategory? {
        guard let textSize else { return nil }
        guard let c = ContentSizeCategory(name: textSize) else {
            throw ValidationError("--text-size \(textSize): expected one of \(ContentSizeCategory.allCases.map(\.description).joined(separator: ", "))")
        }
        return c
    }

    func patterns() throws -> [TraitsPattern] {
        try traits.map { t in
            guard let p = TraitsPattern(t) else { throw ValidationError("--traits \(t): expected w(C|R|A)-h(C|R|A), e.g. wC-hR") }
            return p
        }
    }

    /// `--device` as Xcode's id: a name ("iPhone 16") or an id.
    func deviceID() throws -> String? {
        guard let device else { return nil }
        guard let id = DeviceNames.id(for: device) else { throw DeviceNames.unknown(device) }
        return id
    }

    func parsedOrientation() throws -> Device.Orientation? {
        guard let orientation else { return nil }
        guard let v = Device.Orientation(rawValue: orientation) else { throw ValidationError("--orientation must be portrait or landscape") }
        return v
    }

    func configuration(for doc: IBDocument) throws -> Configuration {
        let pattern = try patterns().first
        return Configuration.resolve(pattern, device: try deviceID(), orientation: try parsedOrientation(), doc: doc)
    }
}
