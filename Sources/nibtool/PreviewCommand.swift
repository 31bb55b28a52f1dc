import ArgumentParser
import Foundation
import NibCheck
import NibLayout
import NibModel
import NibXML

/// `nibtool preview FILE --format json`: lays out one scene for a configuration and prints the
/// solved frames (the drawing formats come with the renderer).
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Lay out a scene for a size class and device and print its frames.")

    @Argument(help: "A .storyboard or .xib file.") var file: String
    @Option(help: "Scene id (storyboards; default: the initial view controller's scene, else the first).") var scene: String?
    @Option(help: "Top-level object id (xibs; default: the first top-level view).") var object: String?
    @OptionGroup var configurationOptions: ConfigurationOptions
    @Option(help: "Output format: json.") var format: String = "json"
    @Flag(help: "Drop placeholder constraints, as the app sees the document.") var runtime = false

    func validate() throws {
        guard format == "json" else {
            throw ValidationError("--format \(format) is not available yet; use --format json")
        }
    }

    func run() throws {
        let doc: IBDocument
        do {
            doc = try DocumentDecoder.decode(try XMLReader.read(path: file).document)
        } catch let e as XMLParseError {
            FileHandle.standardError.write(Data("\(file):\(e.line):\(e.column): error: \(e.message)\n".utf8))
            throw ExitCode(2)
        } catch {
            FileHandle.standardError.write(Data("\(file):1:1: error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let config = try configurationOptions.configuration(for: doc)
        guard let root = try rootView(doc) else {
            FileHandle.standardError.write(Data("\(file): error: nothing to preview (no scene with a view, no top-level view)\n".utf8))
            throw ExitCode(1)
        }
        let layout = LayoutEngine(options: LayoutOptions(runtime: runtime)).layout(doc, config)
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
            views.append(.object(pairs))
        }
        var sceneID: String?
        if let c = doc.views[root].controller, let s = doc.controllers[c].scene { sceneID = doc.scenes[s].id }
        let json = JSONValue.object([
            ("scene", sceneID.map { .string($0) } ?? .string(doc.views[root].id)),
            ("traits", .string(config.traitsName)), ("device", .string(config.device.id)),
            ("orientation", .string(config.orientation.rawValue)),
            ("size", .numbers(size)),
            ("views", .array(views)),
        ])
        print(json.serialized())
    }

    func rootView(_ doc: IBDocument) throws -> Int? {
        if let object {
            guard let v = doc.view(id: object) else { throw ValidationError("no view with id \(object) in \(file)") }
            return v.index
        }
        if let scene {
            guard let s = doc.scenes.first(where: { $0.id == scene }) else { throw ValidationError("no scene with id \(scene) in \(file)") }
            return s.controllers.lazy.compactMap { doc.controllers[$0].rootView }.first
        }
        if let initial = doc.initialViewControllerID, case .controller(let c)? = doc.object(initial), let r = doc.controllers[c].rootView {
            return r
        }
        for s in doc.scenes { if let r = s.controllers.lazy.compactMap({ doc.controllers[$0].rootView }).first { return r } }
        return doc.topLevelViews.first ?? doc.views.first(where: { $0.superview == nil })?.index
    }
}

/// `--traits`, `--device`, `--orientation` as the CLI contract resolves them.
struct ConfigurationOptions: ParsableArguments {
    @Option(help: "Size classes: wC-hR, wC-hC, wR-hC, wR-hR (A = any), e.g. --traits wC-hR.") var traits: String?
    @Option(help: "An Xcode device id (retina6_12, ipad10_9rounded, ...).") var device: String?
    @Option(help: "portrait or landscape.") var orientation: String?

    func configuration(for doc: IBDocument) throws -> Configuration {
        var pattern: TraitsPattern?
        if let traits {
            guard let p = TraitsPattern(traits) else { throw ValidationError("--traits \(traits): expected w(C|R|A)-h(C|R|A), e.g. wC-hR") }
            pattern = p
        }
        if let device, Devices.spec(device) == nil {
            throw ValidationError("--device \(device): unknown device; known: \(Devices.all.map(\.id).joined(separator: ", "))")
        }
        var o: Device.Orientation?
        if let orientation {
            guard let v = Device.Orientation(rawValue: orientation) else { throw ValidationError("--orientation must be portrait or landscape") }
            o = v
        }
        return Configuration.resolve(pattern, device: device, orientation: o, doc: doc)
    }
}
