import ArgumentParser
import NibCheck

/// Long lists of documents on the command line, passed around swift-argument-parser's arrays.
///
/// swift-argument-parser (1.8.2) unions each value's input origin into the set of origins it
/// has collected so far as it appends the value to an array argument, so an array of n values
/// costs O(n²): 686 paths cost 18 ms, 5,488 paths 0.77 s, before any document was read. A
/// pre-commit hook or `git ls-files | xargs nibtool validate` in a large app passes thousands.
/// So in a long command line each run of consecutive document paths goes to the parser as one
/// marker, and the command gets the paths back, in order, once it is parsed.
struct DocumentPathRuns {
    /// Below this many arguments the parser's cost does not matter; the line is left alone.
    static let minimumArguments = 64
    /// The commands whose document arguments are folded: their options take no document paths
    /// (`explain-log --document` does, so it is not here).
    static let commands: Set<String> = ["validate", "fix", "xml"]
    /// Not a path anyone types: it starts with a control character.
    private static let marker = "\u{1}nibtool-documents-"

    private(set) var runs: [[String]] = []

    /// `arguments` (without the program name) with every run of document paths replaced by a marker.
    mutating func fold(_ arguments: [String]) -> [String] {
        guard arguments.count >= Self.minimumArguments, let command = arguments.first, Self.commands.contains(command) else {
            return arguments
        }
        var out: [String] = [command]
        var run: [String] = []
        var afterTerminator = false
        var previous = command
        func flush() {
            guard !run.isEmpty else { return }
            out.append(Self.marker + String(runs.count))
            runs.append(run)
            run = []
        }
        for argument in arguments.dropFirst() {
            defer { previous = argument }
            // The word after an option may be its value (`fix --output Out.xib`): it stays where
            // it is, never folded (after a flag that costs one unfolded path, nothing more).
            let mayBeOptionValue = !afterTerminator && previous.hasPrefix("-") && !previous.contains("=")
            if (afterTerminator || !argument.hasPrefix("-")) && !mayBeOptionValue && InputFiles.isDocumentName(argument) {
                run.append(argument)
                continue
            }
            flush()
            if argument == "--" && !afterTerminator { afterTerminator = true }
            out.append(argument)
        }
        flush()
        return out
    }

    /// The parsed paths with each marker replaced by the run it stands for.
    func unfold(_ paths: [String]) -> [String] {
        guard !runs.isEmpty else { return paths }
        var out: [String] = []
        out.reserveCapacity(runs.reduce(paths.count) { $0 + $1.count })
        for path in paths {
            if path.hasPrefix(Self.marker), let i = Int(path.dropFirst(Self.marker.count)), runs.indices.contains(i) {
                out += runs[i]
            } else {
                out.append(path)
            }
        }
        return out
    }
}

/// A command whose positional arguments are documents (see `DocumentPathRuns`).
protocol TakesDocumentPaths: ParsableCommand {
    var documentPaths: [String] { get set }
}

extension ValidateCommand: TakesDocumentPaths {
    var documentPaths: [String] { get { paths } set { paths = newValue } }
}
extension FixCommand: TakesDocumentPaths {
    var documentPaths: [String] { get { files } set { files = newValue } }
}
extension FramesCommand: TakesDocumentPaths {
    var documentPaths: [String] { get { files } set { files = newValue } }
}
extension XMLCommand.RoundTrip: TakesDocumentPaths {
    var documentPaths: [String] { get { files } set { files = newValue } }
}
extension XMLCommand.LayoutTiming: TakesDocumentPaths {
    var documentPaths: [String] { get { files } set { files = newValue } }
}
extension XMLCommand.ParseTiming: TakesDocumentPaths {
    var documentPaths: [String] { get { files } set { files = newValue } }
}
extension XMLCommand.SchemaCheck: TakesDocumentPaths {
    var documentPaths: [String] { get { files } set { files = newValue } }
}
