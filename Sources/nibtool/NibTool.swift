import ArgumentParser
import Foundation

@main
struct NibTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibtool",
        abstract: "Checks, fixes and previews Interface Builder documents (.storyboard, .xib) on any machine.",
        version: "0.1.0",
        subcommands: [ValidateCommand.self, FixCommand.self, PreviewCommand.self, ExplainCommand.self, ExplainLogCommand.self, DiffCommand.self,
                      RulesCommand.self, XMLCommand.self])

    /// Usage errors exit with status 2 (the contract, like swiftlint), not ArgumentParser's 64.
    static func main() {
        do {
            var runs = DocumentPathRuns()
            var command = try parseAsRoot(runs.fold(Array(CommandLine.arguments.dropFirst())))
            if !runs.runs.isEmpty, var documents = command as? any TakesDocumentPaths {
                documents.documentPaths = runs.unfold(documents.documentPaths)
                command = documents
            }
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
