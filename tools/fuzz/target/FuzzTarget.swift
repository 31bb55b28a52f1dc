import Foundation
import NibCheck
import NibDiff
import NibExplain
import NibFix
import NibLayout
import NibModel
import NibRender
import NibSchema
import NibSourceIndex
import NibXML

/// What one fuzz input goes through. The document modes: `validate` (the default) is what CI
/// does to untrusted pull requests: read, decode, lay out in every configuration, run every rule;
/// `reader` is libxml2's reader and the fast schema validator alone (~10x faster); `fix` adds
/// Update Frames / Add Missing on top; `preview` draws the default scene as `preview` does (SVG
/// and terminal boxes); `diff` compares two documents (the input split at `diffSeparator`, or
/// the input and a sample document) and renders both reports.
/// The other inputs users give nibtool, each to the parser that reads it: `explainlog` (Xcode's
/// console log, mapped onto a sample document, text and JSON reports), `config` (`.nibtool.yml`),
/// `baseline` (`--baseline` JSON), `code` (Swift and Objective-C sources, project.pbxproj and
/// Package.swift), `strings` (`.strings`, `.xcstrings`, Info.plist). Most of these run far
/// faster than the document pipeline (explainlog's regular expressions do not).
enum FuzzPipeline {
    enum Mode: String { case reader, validate, fix, preview, diff, explainlog, config, baseline, code, strings }

    static let mode = Mode(rawValue: ProcessInfo.processInfo.environment["NIBTOOL_FUZZ_MODE"] ?? "") ?? .validate
    /// Inputs over this size only go through the reader: layout of a megabyte of mutated views
    /// would take the fuzzer's time without finding more (the size limits have their own tests).
    static let fullPipelineMaxBytes = 256 * 1024

    /// The fast RELAX NG validator of `validate` (libxml2's is not instrumented, and runs only
    /// when this one does not find a document valid): every readable input goes through it.
    static let fastSchema: FastRelaxNG? = try? FastRelaxNG(path: root.appendingPathComponent("schema/interface-builder.rng").path)

    /// The repository's root, for the schema and the sample document.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A document with a conflict (its log is Tests/Golden/explain-log/Conflict.log): console
    /// logs are mapped onto it, and `diff` compares inputs without a separator to it.
    static let sample: (bytes: [UInt8], doc: IBDocument?) = {
        let bytes = (FileManager.default.contents(atPath: root.appendingPathComponent("SampleDocuments/Problems/Conflict.storyboard").path)).map { [UInt8]($0) } ?? []
        return (bytes, (try? XMLReader.parse(bytes).document).flatMap { try? DocumentDecoder.decode($0) })
    }()

    /// Between the two documents of a `diff` input (tools/fuzz/make-text-seeds.py writes pairs).
    static let diffSeparator = Array("\n<!--nibtool-fuzz-diff-->\n".utf8)

    static func run(_ bytes: [UInt8]) {
        switch mode {
        case .explainlog:
            let matcher = LogMatcher(documents: sample.doc.map { [LogMatcher.Document(path: "Conflict.storyboard", doc: $0)] } ?? [])
            let reports = ConsoleLog(String(decoding: bytes, as: UTF8.self)).reports.map(matcher.map)
            _ = LogReportOutput.text(reports, log: "fuzz.log")
            _ = LogReportOutput.json(reports, log: "fuzz.log").serialized()
            return
        case .config:
            _ = try? NibtoolConfig.parse(String(decoding: bytes, as: UTF8.self), file: ".nibtool.yml", directory: "/repo")
            return
        case .baseline:
            if let baseline = try? Baseline.parse(Data(bytes), path: "baseline.json") { _ = baseline.serialized() }
            return
        case .code:
            let data = Data(bytes)
            _ = SourceTextParsers.code(data, language: .swift) + SourceTextParsers.code(data, language: .objectiveC)
                + SourceTextParsers.projectFiles(data)
            return
        case .strings:
            let data = Data(bytes)
            _ = SourceTextParsers.strings(data) + SourceTextParsers.stringCatalog(data) + SourceTextParsers.infoPlist(data)
            return
        case .diff:
            if bytes.count <= fullPipelineMaxBytes { compare(bytes) }
            return
        default:
            break
        }
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

    static func compare(_ bytes: [UInt8]) {
        func snapshot(_ part: ArraySlice<UInt8>) -> Snapshot? {
            // As `nibtool diff` loads a document (NibDiff.DocumentLoader): no layout, so no resource limit.
            guard let xml = try? XMLReader.parse(Array(part)).document, let doc = try? DocumentDecoder.decode(xml) else { return nil }
            return Snapshot(doc)
        }
        let old: ArraySlice<UInt8>, new: ArraySlice<UInt8>
        if let cut = bytes.firstRange(of: diffSeparator) {
            (old, new) = (bytes[..<cut.lowerBound], bytes[cut.upperBound...])
        } else {
            (old, new) = (sample.bytes[...], bytes[...])
        }
        guard let a = snapshot(old), let b = snapshot(new) else { return }
        let diff = DocumentDiff(old: a, new: b)
        _ = HumanReport.render(diff, oldPath: "old.storyboard", newPath: "new.storyboard", listFrames: true)
        _ = JSONReport.render(diff, oldPath: "old.storyboard", newPath: "new.storyboard")
        _ = TextconvRenderer.render(b, frames: true)
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
