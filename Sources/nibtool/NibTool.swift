import ArgumentParser
import Foundation

@main
struct NibTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibtool",
        abstract: "Checks, fixes and previews Interface Builder documents (.storyboard, .xib) on any machine.",
        version: "0.1.0",
        subcommands: [ValidateCommand.self, FixCommand.self, PreviewCommand.self, ExplainCommand.self, ExplainLogCommand.self, DiffCommand.self,
                      RulesCommand.self, DevicesCommand.self, XMLCommand.self])

    /// Usage errors exit with status 2 (the contract, like swiftlint), not ArgumentParser's 64.
    /// An error found once the subcommand is known (`run()`'s ValidationErrors) is shown with that
    /// subcommand's usage, not the top-level one; a mistyped subcommand gets "did you mean".
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        var parsed: (any ParsableCommand)?
        do {
            var runs = DocumentPathRuns()
            var command = try parseAsRoot(runs.fold(arguments))
            if !runs.runs.isEmpty, var documents = command as? any TakesDocumentPaths {
                documents.documentPaths = runs.unfold(documents.documentPaths)
                command = documents
            }
            parsed = command
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                if parsed == nil, let unknown = CommandSuggestion.unknownCommandMessage(arguments, commands: commandNames) {
                    FileHandle.standardError.write(Data((unknown + "\n").utf8))
                } else if let parsed, !(parsed is NibTool) {
                    let usage = usageString(for: type(of: parsed))
                    // "nibtool xml frames <files> ..." -> "nibtool xml frames"
                    let command = usage.split(separator: " ").prefix { !$0.hasPrefix("<") && !$0.hasPrefix("[") && !$0.hasPrefix("-") }.joined(separator: " ")
                    FileHandle.standardError.write(Data("Error: \(message(for: error))\nUsage: \(usage)\n  See '\(command) --help' for more information.\n".utf8))
                } else {
                    FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                }
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }

    static var commandNames: [String] {
        configuration.subcommands.compactMap { $0.configuration.commandName }
    }
}
