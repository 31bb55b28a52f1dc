import ArgumentParser
import Foundation
import NibLayout
import NibModel
import NibSchema
import NibXML

/// Developer commands behind the `tools/` measurements: the lossless round trip and parse speed.
struct XMLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xml", abstract: "Developer tools for the XML layer (round trip, parse timing).",
        shouldDisplay: false, subcommands: [RoundTrip.self, ParseTiming.self, LayoutTiming.self, FramesCommand.self, SchemaCheck.self])

    struct RoundTrip: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "roundtrip",
            abstract: "Parse each file and write it back: with no edits (must be byte-identical), and regenerated in Xcode's format (--regenerate).")

        @Argument var files: [String]
        @Flag(help: "Regenerate the whole text from the tree instead of applying zero edits.") var regenerate = false

        func run() throws {
            var identical = 0, failed = 0, handEdited = 0
            for f in files {
                do {
                    let parsed = try XMLReader.read(path: f)
                    let doc = parsed.document
                    let out = regenerate ? XcodeXMLWriter.write(doc) : try DocumentEditor(doc).apply()
                    if out == doc.bytes {
                        identical += 1
                    } else if regenerate, let reason = HandEditedLayout.reason(original: doc.bytes, regenerated: out) {
                        // The document's text has whitespace Xcode never writes and is otherwise
                        // regenerated exactly: the serializer is right, the file was edited by hand.
                        handEdited += 1
                        print("HAND-EDITED\t\(f)\t\(reason)")
                    } else {
                        failed += 1
                        print("DIFFERENT\t\(f)\t\(firstDifference(doc.bytes, out))")
                    }
                } catch {
                    failed += 1
                    print("UNREADABLE\t\(f)\t\(error)")
                }
            }
            let handEditedNote = handEdited > 0 ? " (\(handEdited) others differ only in whitespace Xcode does not write: edited by hand)" : ""
            print("identical \(identical) of \(identical + failed + handEdited)\(handEditedNote)")
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

    /// Both schema validators on each file: the fast derivative validator's verdict and
    /// libxml2's (tools/schema/fast-agreement.py compares them over the corpus and mutants).
    struct SchemaCheck: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "schema-check",
            abstract: "Validate each file with the fast RELAX NG validator and with libxml2; list both verdicts and any disagreement.",
            discussion: """
            One line per file: fast verdict (valid, invalid, undecided), libxml2 verdict (valid, \
            invalid), libxml2's violation count, path. "unsafe": the fast validator says valid and \
            libxml2 does not (or libxml2 reports a violation); "slow": the fast validator says \
            invalid and libxml2 valid. Exit status 1 on any disagreement, 2 when the schema or the \
            fast validator cannot be loaded.
            """)

        @Argument var files: [String]
        @Option(help: ArgumentHelp("The RELAX NG schema (default: the one shipped with nibtool).", valueName: "path")) var schema: String?
        @Flag(help: "Print only disagreements, undecided files and the summary.") var quiet = false
        @Flag(help: "Also print the sizes of the fast validator's schema and caches.") var stats = false
        @Flag(help: "Run only the fast validator (for timing; no comparison).") var fastOnly = false

        func run() throws {
            guard let path = schema ?? SchemaLocator.defaultPath() else {
                FileHandle.standardError.write(Data("nibtool: schema not found\n".utf8))
                throw ExitCode(2)
            }
            let compiled: RelaxNGSchema
            do { compiled = try RelaxNGSchema(path: path) } catch {
                FileHandle.standardError.write(Data("nibtool: \(error)\n".utf8))
                throw ExitCode(2)
            }
            guard let fast = compiled.fast else {
                FileHandle.standardError.write(Data("nibtool: the fast validator cannot load \(path): \(compiled.fastLoadError ?? "?")\n".utf8))
                throw ExitCode(2)
            }
            var counts: [String: Int] = [:]
            var fastSeconds = 0.0, libxml2Seconds = 0.0
            func seconds(_ t0: DispatchTime) -> Double { Double(DispatchTime.now().uptimeNanoseconds - t0.uptimeNanoseconds) / 1e9 }
            for f in files {
                let document: XMLDocument
                do { document = try XMLReader.read(path: f).document } catch {
                    counts["unreadable", default: 0] += 1
                    if !quiet { print("unreadable\t-\t-\t\(f)") }
                    continue
                }
                var t0 = DispatchTime.now()
                let verdict = fast.validate(document)
                fastSeconds += seconds(t0)
                if fastOnly {
                    counts["fast \(verdict == .valid ? "valid" : verdict == .invalid ? "invalid" : "undecided")", default: 0] += 1
                    continue
                }
                t0 = DispatchTime.now()
                guard let (valid, violations) = try? compiled.libxml2Validation(of: document) else {
                    counts["unreadable", default: 0] += 1
                    if !quiet { print("unreadable\t-\t-\t\(f)") }
                    continue
                }
                libxml2Seconds += seconds(t0)
                let libxml2Valid = valid && violations.isEmpty
                let fastText: String
                var note = ""
                switch verdict {
                case .valid:
                    fastText = "valid"
                    if !libxml2Valid { note = "\tUNSAFE" }
                case .invalid:
                    fastText = "invalid"
                    if libxml2Valid { note = "\tSLOW" }
                case .undecided(let why):
                    fastText = "undecided"
                    note = "\t(\(why))"
                }
                counts["fast " + fastText + ", libxml2 " + (libxml2Valid ? "valid" : "invalid"), default: 0] += 1
                if valid != violations.isEmpty { counts["libxml2 result and violations differ", default: 0] += 1 }
                if !quiet || !note.isEmpty {
                    print("\(fastText)\t\(libxml2Valid ? "valid" : "invalid")\t\(violations.count)\t\(f)\(note)")
                }
            }
            let unsafe = counts["fast valid, libxml2 invalid", default: 0]
            let slow = counts["fast invalid, libxml2 valid", default: 0]
            for (k, v) in counts.sorted(by: { $0.key < $1.key }) { print("summary: \(k): \(v)") }
            if stats { for (k, v) in fast.statistics { print("stats: \(k): \(v)") } }
            print("summary: \(files.count) files, \(unsafe) unsafe (fast valid, libxml2 invalid), \(slow) slow (fast invalid, libxml2 valid); fast \(String(format: "%.3f", fastSeconds)) s, libxml2 \(String(format: "%.3f", libxml2Seconds)) s")
            if unsafe > 0 || slow > 0 { throw ExitCode(1) }
        }
    }
}

/// Whitespace that Xcode never writes: blank lines, CR line endings, indentation that is not a
/// multiple of its four spaces. A document that differs from its regeneration only in such lines
/// was edited by hand (a merge, a script, a text editor) after Xcode saved it.
enum HandEditedLayout {
    /// Why the original differs from the regenerated text, or nil when some difference is not of
    /// that kind (a real serializer difference).
    static func reason(original: [UInt8], regenerated: [UInt8]) -> String? {
        let a = lines(original), b = lines(regenerated)
        var reasons: [String] = []
        var j = 0
        for (number, line) in a.enumerated() {
            if stripped(line).isEmpty {
                if reasons.count < 3 { reasons.append("line \(number + 1): blank line") }
                continue
            }
            guard j < b.count else { return nil }
            let other = b[j]
            j += 1
            if line == other { continue }
            guard stripped(line) == stripped(other) else { return nil }
            let indentation = line.prefix { $0 == 0x20 }.count
            if line.last == 0x0D {
                if reasons.count < 3 { reasons.append("line \(number + 1): CR LF line ending") }
            } else if indentation % 4 != 0 {
                if reasons.count < 3 { reasons.append("line \(number + 1): indented \(indentation) spaces") }
            } else {
                return nil
            }
        }
        guard j == b.count, !reasons.isEmpty else { return nil }
        return reasons.joined(separator: "; ")
    }

    /// The lines, without the empty one after the final newline.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var all = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if all.last?.isEmpty == true { all.removeLast() }
        return all
    }

    static func stripped(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var s = line
        while let last = s.last, last == 0x0D || last == 0x20 { s = s.dropLast() }
        while let first = s.first, first == 0x20 || first == 0x09 { s = s.dropFirst() }
        return s
    }
}
