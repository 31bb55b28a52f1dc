import ArgumentParser
import Foundation
import NibDiff

/// `nibtool diff OLD NEW`: what changed between two versions of a document, in the nib
/// editor's terms; `--textconv FILE`: one document as stable lines for `git diff`.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Semantic diff of two versions of a document (exit 0 same, 1 different, 2 unreadable); --textconv FILE renders one for git.")

    @Argument(help: "OLD NEW (or one FILE with --textconv).") var files: [String]
    @Option(help: "Output format: human, json.") var format = "human"
    @OptionGroup var timeoutOption: TimeoutOption
    @Flag(help: "List the views whose saved frames moved (default: only count them).") var frames = false
    @Flag(help: "Print one document as stable lines, for git's diff.<driver>.textconv.") var textconv = false

    static let formats = ["human", "json"]

    func validate() throws {
        guard Self.formats.contains(format) else {
            throw ValidationError("--format \(format): expected one of \(Self.formats.joined(separator: ", "))")
        }
        // The loader reads each path itself after it is checked, so a stream could not be read twice.
        if files.contains("-") { throw ValidationError("diff reads files; - (standard input) is not accepted") }
        if textconv {
            guard files.count == 1 else { throw ValidationError("--textconv takes one FILE") }
            guard format == "human" else { throw ValidationError("--textconv prints text; --format does not apply") }
        } else if files.count != 2 {
            throw ValidationError("diff takes two files: OLD NEW (or --textconv FILE)")
        }
    }

    func run() throws {
        RuntimeDataCheck.warnIfFontMissing()
        // The whole command under the time limit (per document: diff reads two).
        let command = self
        try CommandDeadline.runWhole("diff", paths: files, seconds: timeoutOption.timeout * Double(files.count)) { try command.runWithoutDeadline() }
    }

    func runWithoutDeadline() throws {
        if textconv { return try renderForGit(files[0]) }
        let snapshots = try files.map(snapshot)
        let diff = DocumentDiff(old: snapshots[0], new: snapshots[1])
        let text = format == "json"
            ? JSONReport.render(diff, oldPath: files[0], newPath: files[1])
            : HumanReport.render(diff, oldPath: files[0], newPath: files[1], listFrames: frames)
        print(text, terminator: "")
        if diff.hasDifferences { throw ExitCode(1) }
    }

    /// git stops the whole `git diff` when a textconv fails, so a document that is not well-formed
    /// (typically one with merge conflict markers) is shown as its raw text under a diagnostic line.
    func renderForGit(_ path: String) throws {
        _ = try InputReading.bytes(path)   // a FIFO or a device is refused, not read as raw text
        do {
            print(TextconvRenderer.render(Snapshot(try DocumentLoader.load(path: path)), frames: frames), terminator: "")
        } catch {
            guard let raw = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode(2)
            }
            FileHandle.standardOutput.write(Data("nibtool: \(error) (raw text follows)\n".utf8) + raw)
        }
    }

    /// `/dev/null` is what git passes for the missing side of an added or deleted file.
    func snapshot(_ path: String) throws -> Snapshot {
        if path == "/dev/null" { return Snapshot() }
        // Refuse what is not a regular file with the message every command gives (exit 2);
        // the loader then reads the file itself.
        _ = try InputReading.bytes(path)
        do {
            return Snapshot(try DocumentLoader.load(path: path))
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
