import Foundation
@testable import NibCheck
import NibSchema
import NibXML
import XCTest

/// docs/rules.md is generated from the rules, and the examples it shows for the reading stages (which
/// are not `DocumentRule`s, so `RuleExampleTests` does not run them) do what they say.
final class RuleDocumentationTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testRulesMarkdownIsTheGeneratedDocumentation() throws {
        let committed = try String(contentsOf: Self.repository.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        XCTAssertEqual(committed, RuleDocumentation.markdown(RuleRegistry.all),
                       "docs/rules.md is out of date: run `swift run nibtool rules --format markdown > docs/rules.md`")
        for rule in RuleRegistry.all {
            XCTAssertTrue(committed.contains("\n## \(rule.id)\n"), rule.id)
            XCTAssertTrue(!rule.triggeringExamples.isEmpty || RuleDocumentation.withoutExamples.contains(rule.id), "\(rule.id) has no example to document")
        }
    }

    func testReadingStageExamplesTriggerTheirRule() throws {
        let schema = try RelaxNGSchema(path: Self.repository.appendingPathComponent("schema/interface-builder.rng").path)
        let validator = Validator(schema: schema)
        for rule in [RuleRegistry.malformedXML, RuleRegistry.unsupportedDocument, RuleRegistry.schemaViolation] {
            for example in rule.triggeringExamples + rule.nonTriggeringExamples {
                let found = validator.validate(bytes: Array(example.documentText.utf8), path: "example.storyboard").diagnostics
                XCTAssertEqual(found.filter { $0.rule == rule.id }.count, example.expectedCount, "\(rule.id): \(example.note): \(found.map(\.message))")
            }
        }
    }

    func testTextListsEveryRuleWithAnExample() {
        let text = RuleDocumentation.text(RuleRegistry.all, examples: true)
        for rule in RuleRegistry.all {
            XCTAssertTrue(text.contains("\(rule.id) (\(rule.defaultSeverity.rawValue)\(rule.optIn ? ", opt-in" : "")): \(rule.name)\n"), rule.id)
        }
        XCTAssertEqual(text.components(separatedBy: "    Example (").count - 1, RuleRegistry.all.count - RuleDocumentation.withoutExamples.count)
    }
}
