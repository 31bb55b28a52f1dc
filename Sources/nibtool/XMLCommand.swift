import ArgumentParser
import Foundation
import NibLayout
import NibModel
import NibXML

/// Developer commands behind the `tools/` measurements: the lossless round trip and parse speed.
struct XMLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xml", abstract: "Developer tools for the XML layer (round trip, parse timing).",
        shouldDisplay: false, subcommands: [RoundTrip.self, ParseTiming.self, LayoutTiming.self, FramesCommand.self])

    struct RoundTrip: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "roundtrip",
            abstract: "Parse each file and write it back: with no edits (must be byte-identical), and regenerated in Xcode's format (--regenerate).")

        @Argument var files: [String]
        @Flag(help: "Regenerate the whole text from the tree instead of applying zero edits.") var regenerate = false

        func run() throws {
            var identical = 0, failed = 0
            for f in files {
                do {
                    let parsed = try XMLReader.read(path: f)
                    let doc = parsed.document
                    let out = regenerate ? XcodeXMLWriter.write(doc) : try DocumentEditor(doc).apply()
                    if out == doc.bytes {
                        identical += 1
                    } else {
                        failed += 1
                        print("DIFFERENT\t\(f)\t\(firstDifference(doc.bytes, out))")
                    }
                } catch {
                    failed += 1
                    print("UNREADABLE\t\(f)\t\(error)")
                }
            }
            print("identical \(identical) of \(identical + failed)")
            if failed > 0 { throw ExitCode(1) }
        }

        func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> String {
            var line = 1
            for i in 0..<min(a.count, b.count) {
                if a[i] != b[i] {
                    let lineStart = a[..<i].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
                    let lineEnd = a[i...].firstIndex(of: 0x0A) ?? a.count
                    let expected = String(decoding: a[lineStart..<lineEnd], as: UTF8.self)
                    let bEnd = b[lineStart...].firstIndex(of: 0x0A) ?? b.count
                    let got = String(decoding: b[lineStart..<bEnd], as: UTF8.self)
                    return "line \(line): expected «\(expected.trimmingCharacters(in: .whitespaces))» got «\(got.trimmingCharacters(in: .whitespaces))»"
                }
                if a[i] == 0x0A { line += 1 }
            }
            return "length \(a.count) vs \(b.count)"
        }
    }

    struct LayoutTiming: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "layout-timing",
            abstract: "Parse and decode files, then lay out every configuration each varies on; print both times.")

        @Argument var files: [String]

        func run() throws {
            var documents: [IBDocument] = []
            let t0 = DispatchTime.now()
            for f in files {
                if let parsed = try? XMLReader.read(path: f), let doc = try? DocumentDecoder.decode(parsed.document) { documents.append(doc) }
            }
            let t1 = DispatchTime.now()
            var layouts = 0
            let engine = LayoutEngine()
            for doc in documents where doc.platform == .cocoaTouch && doc.useAutolayout {
                for config in Configuration.all(for: doc) { _ = engine.layout(doc, config); layouts += 1 }
            }
            let t2 = DispatchTime.now()
            let parse = Double(t1.uptimeNanoseconds - t0.uptimeNanoseconds) / 1e9
            let layout = Double(t2.uptimeNanoseconds - t1.uptimeNanoseconds) / 1e9
            print("documents \(documents.count) layouts \(layouts) parse+decode \(String(format: "%.4f", parse)) s layout \(String(format: "%.4f", layout)) s ratio \(String(format: "%.2f", layout / parse))x (one thread)")
        }
    }

    struct ParseTiming: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "parse", abstract: "Parse (and decode) files, print the time taken.")

        @Argument var files: [String]
        @Flag(help: "Also decode the Interface Builder model.") var decode = false

        func run() throws {
            let start = DispatchTime.now()
            var elements = 0, failures = 0
            for f in files {
                do {
                    let parsed = try XMLReader.read(path: f)
                    elements += parsed.document.elementCount
                    if decode { _ = try DocumentDecoder.decode(parsed.document) }
                } catch { failures += 1 }
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            print("files \(files.count) failures \(failures) elements \(elements) seconds \(String(format: "%.4f", seconds))")
        }
    }
}
