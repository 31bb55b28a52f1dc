import ArgumentParser

@main
struct NibTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibtool",
        abstract: "Checks, fixes and previews Interface Builder documents (.storyboard, .xib) on any machine.",
        version: "0.1.0",
        subcommands: [ValidateCommand.self, RulesCommand.self, XMLCommand.self],
        defaultSubcommand: nil)
}
