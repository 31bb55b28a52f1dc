import Foundation
import NibCheck
import NibFix
import NibLayout
import NibModel
import NibRender
import NibSchema
import NibXML

/// What one fuzz input goes through. The reader alone runs ~10x faster, so it gets its own mode;
/// `validate` (the default) is what CI does to untrusted pull requests: read, decode, lay out in
/// every configuration, run every rule; `fix` adds Update Frames / Add Missing on top; `preview`
/// draws the default scene as `preview` does (SVG and terminal boxes) after validating.
enum FuzzPipeline {
    enum Mode: String { case reader, validate, fix, preview }

    static let mode = Mode(rawValue: ProcessInfo.processInfo.environment["NIBTOOL_FUZZ_MODE"] ?? "") ?? .validate
    /// Inputs over this size only go through the reader: layout of a megabyte of mutated views
    /// would take the fuzzer's time without finding more (the size limits have their own tests).
    static let fullPipelineMaxBytes = 256 * 1024

    /// The fast RELAX NG validator of `validate` (libxml2's is not instrumented, and runs only
    /// when this one does not find a document valid): every readable input goes through it.
    static let fastSchema: FastRelaxNG? = try? FastRelaxNG(path: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("schema/interface-builder.rng").path)

    static func run(_ bytes: [UInt8]) {
        if mode == .reader || bytes.count > fullPipelineMaxBytes {
            if let document = try? XMLReader.parse(bytes).document { _ = fastSchema?.validate(document) }
            return
        }
        if let document = try? XMLReader.parse(bytes).document { _ = fastSchema?.validate(document) }
        let report = Validator().validate(bytes: bytes, path: "fuzz.storyboard")
        switch mode {
        case .fix where !report.unreadable:
            _ = try? Fixer.fix(bytes: bytes, path: "fuzz.storyboard", request: FixRequest(actions: [.updateFrames, .addMissing]), checks: ValidatorChecks())
        case .preview where !report.unreadable:
            draw(bytes)
        default:
            break
        }
    }

    static func draw(_ bytes: [UInt8]) {
        guard let xml = try? XMLReader.parse(bytes).document, let doc = try? DocumentDecoder.decode(xml),
              ResourceLimits.default.violation(in: doc) == nil, let root = Preview.defaultRoot(doc) else { return }
        let panel = Preview.panel(document: doc, root: root,
                                  configuration: Configuration.resolve(nil, device: nil, orientation: nil, doc: doc),
                                  layoutHeldBack: Validator.holdsLayoutBack(document: doc, path: "fuzz.storyboard"))
        let sheet = Preview.sheet([panel])
        _ = SVGRenderer.render(sheet)
        _ = ASCIIRenderer.render(sheet, columns: 80)
    }
}

#if NIBTOOL_FUZZING
/// libFuzzer's entry point (tools/fuzz/run.sh builds with -sanitize=fuzzer).
@_cdecl("LLVMFuzzerTestOneInput")
public func nibtoolFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzPipeline.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
#endif

/// SwiftPM links an executable's entry point as `<module>_main`, so the fuzz build keeps this
/// `main` and hands over to libFuzzer's driver; a plain build (no fuzzer runtime) replays the
/// files named, through the same pipeline, so a crash reproduces under gdb or valgrind.
@main
struct FuzzMain {
    static func main() {
        #if NIBTOOL_FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, nibtoolFuzzTestOneInput))
        #else
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
                exit(2)
            }
            FuzzPipeline.run([UInt8](data))
            print("\(path): ok")
        }
        #endif
    }
}
