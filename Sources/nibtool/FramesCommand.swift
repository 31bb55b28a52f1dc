import ArgumentParser
import Foundation
import NibCheck
import NibLayout
import NibModel
import NibXML

/// `nibtool xml frames`: how many of Xcode's saved frames the layout engine reproduces.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Frame reproduction: lay out each document in its own configuration and compare with the frames Xcode saved.")

    @Argument(help: "Documents, or folders to search for .storyboard and .xib files (as validate does).") var files: [String]
    @Option(help: "List up to this many mismatches.") var list = 0
    @Flag(help: "Print every view's mode and frames (for one document).") var dump = false
    @Flag(name: .customLong("by-era"), help: "Also print the figures for each Xcode era of the documents (by toolsVersion).") var byEra = false
    @Flag(help: "For each mismatch, check whether the saved frames of the view and its superviews satisfy the document's own required constraints (a saved frame that does not is stale, not a measurement of Xcode's engine).") var why = false

    struct Tally {
        var views = 0, exact = 0, tolerant = 0
        mutating func add(exact e: Bool, tolerant t: Bool) { views += 1; if e { exact += 1 }; if t { tolerant += 1 } }
        func rate(_ n: Int) -> String { views == 0 ? "n/a" : String(format: "%.1f%%", 100 * Double(n) / Double(views)) }
    }

    func run() throws {
        RuntimeDataCheck.warnIfFontMissing()
        var plain = Tally(), text = Tally()
        var eraTallies: [XcodeEra: (documents: Int, plain: Tally, text: Tally)] = [:]
        var untiedPlain = Tally(), untiedText = Tally()
        var mismatches: [(String, String)] = []
        var documents = 0
        var conflictKinds: [String: Int] = [:]
        var stale = (plain: 0, text: 0)
        // Per era, with --why: the views that miss the goal's tolerance (0.5 pt text-free, max(2 pt,
        // 5%) with text) and whose saved frames contradict the document's own required constraints.
        var eraStale: [XcodeEra: (plain: Int, text: Int)] = [:]
        let engine = LayoutEngine()
        var perturbed = LayoutOptions()
        perturbed.textPerturbation = 7
        // Whether a frame depends on text is the model's answer, before ties are broken toward
        // the saved frames (a tie held at its saved frame would read as not depending on text).
        perturbed.breakTiesTowardSavedFrames = false
        var untied = LayoutOptions()
        untied.breakTiesTowardSavedFrames = false
        let unbroken = LayoutEngine(options: untied)
        let probe = LayoutEngine(options: perturbed)
        // Folders are walked as validate walks them: a whole corpus is one invocation, without a
        // shell glob or `find | xargs` that splits names with spaces.
        let (paths, missing) = InputFiles.expand(files)
        for path in paths {
            guard let parsed = try? XMLReader.read(path: path), let doc = try? DocumentDecoder.decode(parsed.document),
                  doc.platform == .cocoaTouch, doc.useAutolayout else { continue }
            documents += 1
            if let note = Configuration.unknownDeviceNote(doc, path: path) { FileHandle.standardError.write(Data((note + "\n").utf8)) }
            let era = XcodeEra(doc)
            eraTallies[era, default: (0, Tally(), Tally())].documents += 1
            let config = Configuration.document(doc)
            let result = engine.layout(doc, config)
            let moved = probe.layout(doc, config)
            let plainLayout = unbroken.layout(doc, config)
            for c in result.conflicts {
                let kinds = Set(c.constraints.map { o -> String in
                    switch o {
                    case .document: return "document"
                    case .rootFrame: return "root"
                    case .autoresizing: return "autoresizing"
                    case .hugging, .compression, .nonNegativeSize, .drawnTextSize: return "content"
                    case .stack(_, let k): return "stack:" + k
                    }
                }).sorted().joined(separator: "+")
                conflictKinds[kinds, default: 0] += 1
            }
            if dump {
                for l in result.views {
                    let v = doc.views[l.view]
                    print("\(v.id)\t\(v.elementName)\t\(l.mode.rawValue)\tsaved \(v.frame.map { "\($0)" } ?? "-")\tsolved \(l.frame.map { "\($0)" } ?? "-")\tabs \(l.absoluteFrame.map { "\($0)" } ?? "-")\t\(l.ambiguity.map(\.rawValue).joined(separator: ","))")
                }
                for c in result.conflicts { print("CONFLICT \(c.constraints) broken \(c.broken)") }
            }
            let witness = why ? SavedFrameWitness(doc, result) : nil
            for layout in result.views where layout.mode == .autoLayout {
                let view = doc.views[layout.view]
                guard !view.misplaced, !view.ambiguous, let saved = view.frame, let solved = layout.frame else { continue }
                if hasFlaggedAncestor(view, doc) { continue }
                let dependsOnText = moved.views[layout.view].frame.map { m in plainLayout.views[layout.view].frame.map { !close(m, $0, 0.01) } ?? false } ?? false
                let exact = close(saved, solved, 0.5)
                let tolerant = zip(saved.array, solved.array).allSatisfy { abs($0 - $1) <= max(2, 0.05 * abs($0)) }
                if dependsOnText { text.add(exact: exact, tolerant: tolerant) } else { plain.add(exact: exact, tolerant: exact) }
                if dependsOnText { eraTallies[era]!.text.add(exact: exact, tolerant: tolerant) } else { eraTallies[era]!.plain.add(exact: exact, tolerant: exact) }
                let untiedExact = plainLayout.views[layout.view].frame.map { close(saved, $0, 0.5) } ?? false
                if dependsOnText { untiedText.add(exact: untiedExact, tolerant: untiedExact) } else { untiedPlain.add(exact: untiedExact, tolerant: untiedExact) }
                if exact { continue }
                var reason = ""
                if let witness {
                    // The view's saved frame, or a superview's, misses a required constraint by the
                    // document's own numbers (a system symbol's padding is not known: not stale).
                    if let worst = Self.chain(layout.view, doc).lazy.compactMap({ witness.worstMiss(touching: $0) }).first {
                        if dependsOnText { stale.text += 1 } else { stale.plain += 1 }
                        // A text view within max(2 pt, 5%) meets the goal: only misses count.
                        if !dependsOnText { eraStale[era, default: (0, 0)].plain += 1 } else if !tolerant { eraStale[era, default: (0, 0)].text += 1 }
                        let con = doc.constraints[worst.constraint]
                        reason = " [stale: saved frames miss \(con.id) by \(NumberFormat.short(worst.amount)) pt]"
                    }
                }
                if mismatches.count < list {
                    mismatches.append((path, "\(byEra ? "[\(era)] " : "")\(view.id) \(view.elementName) \"\(view.displayName)\" saved \(saved) solved \(solved)\(dependsOnText ? " [text]" : "")\(reason)"))
                }
            }
        }
        print("documents laid out: \(documents)")
        print("views whose frame does not depend on text: \(plain.views), within 0.5 pt: \(plain.exact) (\(plain.rate(plain.exact)))")
        print("views whose frame depends on text: \(text.views), within 0.5 pt: \(text.exact) (\(text.rate(text.exact))), within max(2 pt, 5%): \(text.tolerant) (\(text.rate(text.tolerant)))")
        print("without holding tied views at their saved frames: not depending on text \(untiedPlain.exact) (\(untiedPlain.rate(untiedPlain.exact))), depending on text \(untiedText.exact) (\(untiedText.rate(untiedText.exact)))")
        if byEra {
            // One line per era, in a fixed tab-separated shape that tools/frames-by-era.py reads.
            print("era\tdocuments\ttext-free views\twithin 0.5 pt\trate\ttext views\twithin max(2 pt, 5%)\trate")
            for era in XcodeEra.allCases {
                guard let t = eraTallies[era] else { continue }
                print("ERA\t\(era)\t\(t.documents)\t\(t.plain.views)\t\(t.plain.exact)\t\(t.plain.rate(t.plain.exact))\t\(t.text.views)\t\(t.text.tolerant)\t\(t.text.rate(t.text.tolerant))")
            }
            if why {
                print("era\ttext-free misses with stale saved frames\ttext misses with stale saved frames")
                for era in XcodeEra.allCases where eraTallies[era] != nil {
                    let s = eraStale[era] ?? (0, 0)
                    print("STALE\t\(era)\t\(s.plain)\t\(s.text)")
                }
            }
        }
        if why {
            print("mismatches whose saved frames miss a required constraint of the document between views' edges and sizes (stale): \(stale.plain) of \(plain.views - plain.exact) not depending on text, \(stale.text) of \(text.views - text.exact) depending on text")
        }
        for (path, line) in mismatches { print("MISMATCH\t\(path)\t\(line)") }
        if !conflictKinds.isEmpty {
            print("conflicts by the kinds of constraints involved: " + conflictKinds.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(12).map { "\($0.key): \($0.value)" }.joined(separator: ", "))
        }
        // A path that names nothing is a usage error, not a document silently left out of the figures.
        for path in missing { FileHandle.standardError.write(Data("\(path): error: no such file or directory\n".utf8)) }
        if !missing.isEmpty { throw ExitCode(2) }
    }

    func close(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
        zip(a.array, b.array).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The view and its superviews up to its hierarchy's root (last).
    static func chain(_ v: Int, _ doc: IBDocument) -> [Int] {
        var result = [v]
        while let s = doc.views[result.last!].superview { result.append(s) }
        return result
    }

    func hasFlaggedAncestor(_ view: View, _ doc: IBDocument) -> Bool {
        var s = view.superview
        while let c = s {
            if doc.views[c].misplaced || doc.views[c].ambiguous { return true }
            s = doc.views[c].superview
        }
        return false
    }
}
