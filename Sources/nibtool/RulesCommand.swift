import ArgumentParser
import NibCheck

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule with its id, default severity, description and an example.",
        discussion: "docs/rules.md is this command's `--format markdown` output.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, markdown, json }

    @Option(help: "text (default), markdown (docs/rules.md) or json.")
    var format: Format = .text

    @Flag(help: "Leave out the examples (text format).")
    var noExamples = false

    @Argument(help: "Rule ids to show (default: all).")
    var ids: [String] = []

    func validate() throws {
        let known = Set(RuleRegistry.all.map(\.id))
        for id in ids where !known.contains(id) {
            throw ValidationError("unknown rule '\(id)' (known: \(RuleRegistry.all.map(\.id).joined(separator: ", ")))")
        }
    }

    func run() {
        let rules = ids.isEmpty ? RuleRegistry.all : RuleRegistry.all.filter { ids.contains($0.id) }
        switch format {
        case .text: print(RuleDocumentation.text(rules, examples: !noExamples), terminator: "")
        case .markdown: print(RuleDocumentation.markdown(rules), terminator: "")
        case .json: print(RuleDocumentation.json(rules), terminator: "")
        }
    }
}
