import ArgumentParser

struct ExplainLogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain-log", abstract: "placeholder")
    func run() throws {}
}
