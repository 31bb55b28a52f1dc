import ArgumentParser
import Foundation
import NibCheck
import NibFix
import NibLayout
import NibSupport
import NibXML

/// `nibtool fix`: Xcode's Resolve Auto Layout Issues menu, as minimal edits of the XML.
struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Resolve Auto Layout issues: update frames or constraint constants, writing only the bytes that change.",
        discussion: """
        Writes each file in place, atomically (a temporary file renamed over it, permissions kept; \
        nothing is written if the file changed meanwhile). Exit status: 0 done or nothing to do; \
        1 could not fix fully: what is left is printed (views still ambiguous or misplaced; what \
        could be fixed is written) or the file was refused (the reasons are printed, nothing was \
        written); 2 usage error or unreadable input.
        """)

    @Flag(help: "Move views to the frames their constraints produce (Update Frames).") var updateFrames = false
    @Flag(help: "Change constraint constants to match the frames as drawn (Update Constraint Constants).") var updateConstants = false
    @Flag(help: "Add constraints so that no view is ambiguous, keeping frames (Add Missing Constraints).") var addMissing = false
    @Flag(help: "Replace the views' constraints by suggested ones (Reset to Suggested Constraints).") var resetToSuggested = false
    @Flag(help: "Remove the views' constraints, keeping their frames (Clear Constraints).") var clearConstraints = false
    @Option(help: "Only views in this scene (repeatable).") var scene: [String] = []
    @Option(help: "Only this view (id, repeatable).") var view: [String] = []
    @Option(help: ArgumentHelp("Act in this size class (wC-hR, wR-hA, ...): constraints added are installed only there, constraints cleared are uninstalled only there (Vary for Traits).", valueName: "traits"))
    var traits: String?
    @Option(help: ArgumentHelp("Which misplaced views --update-frames moves and --update-constants refits, by what their misplacement rests on: document (the default: views Xcode saved flagged as misplaced, or whose saved frames miss a required constraint between views, and the views that must move with them), all (also views whose saved frame differs from nibtool's layout only by what nibtool models: text measured with a stand-in font, bars, margins).", valueName: "proof"))
    var evidence: FixEvidence = .document
    @Option(help: "Write the result here instead of in place (one input file only).") var output: String?
    @Flag(help: "Print a unified diff of what would change and write nothing.") var dryRun = false
    @OptionGroup var timeoutOption: TimeoutOption
    @Argument(help: "Documents to fix.") var files: [String]

    var actions: [FixAction] {
        var a: [FixAction] = []
        if updateFrames { a.append(.updateFrames) }
        if updateConstants { a.append(.updateConstants) }
        if addMissing { a.append(.addMissing) }
        if resetToSuggested { a.append(.resetToSuggested) }
        if clearConstraints { a.append(.clearConstraints) }
        return a
    }

    func validate() throws {
        if actions.isEmpty { throw ValidationError("name at least one action: --update-frames, --update-constants, ...") }
        if output != nil && files.count != 1 { throw ValidationError("--output takes exactly one input file") }
        if files.contains("-") && !dryRun && output == nil { throw ValidationError("- (standard input) cannot be fixed in place: add --dry-run or --output FILE") }
        if let traits {
            guard let pattern = TraitsPattern(traits) else { throw ValidationError("--traits: '\(traits)' is not a size class such as wC-hR, wR-hA or wA-hC") }
            var request = FixRequest(actions: actions)
            request.traits = pattern
            if let problem = request.problem { throw ValidationError(problem) }
        }
    }

    func run() throws {
        RuntimeDataCheck.warnIfFontMissing()
        // Again here: a long file list reaches validate() folded (DocumentPathRuns).
        if output != nil && files.count != 1 { throw ValidationError("--output takes exactly one input file") }
        var request = FixRequest(actions: actions)
        request.scenes = Set(scene)
        request.views = Set(view)
        request.traits = traits.flatMap(TraitsPattern.init)
        request.evidence = evidence
        var status: Int32 = 0
        for path in files {
            let bytes: [UInt8]
            do { bytes = try InputReading.bytes(path) } catch { status = 2; continue }
            do {
                guard let result = try CommandDeadline.run(seconds: timeoutOption.timeout, { try Fixer.fix(bytes: bytes, path: path, request: request, checks: ValidatorChecks()) }) else {
                    // Nothing was written for this document; the others are still fixed.
                    CommandDeadline.reportTimeout(path: path, seconds: timeoutOption.timeout, command: "fix")
                    status = max(status, 1)
                    continue
                }
                for left in result.unresolved { FileHandle.standardError.write(Data("\(left)\n".utf8)) }
                if !result.unresolved.isEmpty { status = max(status, 1) }
                if dryRun {
                    print(UnifiedDiff.make(String(decoding: result.original, as: UTF8.self), String(decoding: result.fixed, as: UTF8.self),
                                           oldName: path.hasPrefix("/") ? path : "a/\(path)", newName: path.hasPrefix("/") ? path : "b/\(path)"), terminator: "")
                    continue
                }
                // Say what changed only once it is written: a file that cannot be written gets
                // what would have changed, and exit status 1.
                do {
                    if let output {
                        try AtomicFile.write(result.fixed, to: output, expectedCurrent: nil)
                    } else if result.changed {
                        try AtomicFile.write(result.fixed, to: path, expectedCurrent: bytes)
                    }
                } catch {
                    FileHandle.standardError.write(Data("\(path): error: not fixed, nothing was written: \(error)\n".utf8))
                    for change in result.changes { FileHandle.standardError.write(Data("\(path): \(FixWording.conditional(change))\n".utf8)) }
                    status = max(status, 1)
                    continue
                }
                for change in result.changes { FileHandle.standardError.write(Data("\(path): \(change)\n".utf8)) }
                if !result.changed && result.unresolved.isEmpty { FileHandle.standardError.write(Data("\(path): nothing to fix\n".utf8)) }
            } catch let refusal as FixRefusal {
                FileHandle.standardError.write(Data("\(path): not fixed, nothing was written:\n".utf8))
                for r in refusal.reasons { FileHandle.standardError.write(Data("  \(r)\n".utf8)) }
                status = max(status, 1)
            } catch {
                FileHandle.standardError.write(Data("\(path): error: \(error)\n".utf8))
                status = max(status, 1)
            }
        }
        try CommandDeadline.finish(status: status)
    }
}

/// The changes `Fixer` reports are in the past tense ("added ...", "removed ..."); a fix that
/// could not be written tells them as what would have happened.
enum FixWording {
    static let verbs: [(String, String)] = [("added ", "would add "), ("removed ", "would remove "), ("uninstalled ", "would uninstall "),
                                            ("cleared ", "would clear "), ("stopped: ", "would stop: ")]

    static func conditional(_ change: String) -> String {
        for (past, would) in verbs where change.hasPrefix(past) { return would + change.dropFirst(past.count) }
        // "Name (id): frame A -> B", "Name (id): cleared the stale misplaced flag"
        if let colon = change.range(of: "): ") {
            let head = change[..<colon.upperBound], rest = String(change[colon.upperBound...])
            for (past, would) in verbs where rest.hasPrefix(past) { return head + would + rest.dropFirst(past.count) }
            return head + "would change " + rest
        }
        return "would change: " + change
    }
}

extension FixEvidence: ExpressibleByArgument {}
