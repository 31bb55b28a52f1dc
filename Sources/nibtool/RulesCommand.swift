import ArgumentParser
import NibCheck

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List every rule with its id, default severity and description.")

    func run() {
        for r in RuleRegistry.all {
            print("\(r.id) (\(r.defaultSeverity.rawValue)): \(r.name)")
            print("    \(r.summary)")
        }
    }
}
