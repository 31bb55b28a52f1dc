/// The help a code-scanning alert shows beside a finding (SARIF `help`, `helpUri`): the rule's
/// explanation and one example each way, written from the same rule descriptions and examples
/// as `nibtool rules` and docs/rules.md.
extension RuleDocumentation {
    /// The project's home (SARIF `informationUri`).
    public static let projectURL = "https://github.com/your-org/nibtool"
    /// The generated rule reference as the repository shows it; each rule is a `## id` section.
    public static let referenceDocument = projectURL + "/blob/main/docs/rules.md"

    /// The rule's section of the rule reference (GitHub's anchor of a heading is the id itself:
    /// ids are lowercase letters, digits and hyphens).
    public static func referenceURL(for rule: RuleDescription) -> String {
        referenceDocument + "#" + rule.id
    }

    /// Plain-text help: the explanation, then where to read more.
    public static func helpText(_ r: RuleDescription) -> String {
        "\(r.summary)\n\nRule reference: \(referenceURL(for: r))"
    }

    /// Markdown help: severity, explanation, an example that triggers the rule and one that does
    /// not (as the test suite runs them), and how to turn the rule off for one object.
    public static func helpMarkdown(_ r: RuleDescription) -> String {
        let enabled = r.optIn ? "opt-in (`opt_in_rules: [\(r.id)]` in `.nibtool.yml`)" : "enabled by default"
        var out = "**\(r.name)** (`\(r.id)`), \(r.defaultSeverity.rawValue), \(enabled).\n\n\(r.summary)\n"
        for (title, example) in [("Triggers", r.triggeringExamples.first), ("Does not trigger", r.nonTriggeringExamples.first)] {
            guard let example else { continue }
            let scope: String
            if case .document = example.source { scope = "document" } else { scope = "inside a view controller's root view" }
            let note = example.note.isEmpty ? "" : ": \(example.note)"
            out += "\n\(title) (\(scope))\(note)\n\n```xml\n\(exampleText(example))\n```\n"
        }
        out += "\nSilence one object with `[nibtool:ignore \(r.id)]` in its user label (Xcode's Document > Label), "
        out += "or the rule with `disabled_rules: [\(r.id)]` in `.nibtool.yml`.\n\n"
        out += "[Rule reference](\(referenceURL(for: r)))\n"
        return out
    }
}
