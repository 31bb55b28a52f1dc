import XCTest
import NibXML
import NibModel
@testable import NibCheck

/// Every rule's own triggering and non-triggering examples, as in swiftlint.
final class RuleExampleTests: XCTestCase {
    func diagnostics(_ example: RuleExample, rule: any DocumentRule.Type) throws -> [Diagnostic] {
        let xml = try XMLReader.parse(Array(example.documentText.utf8)).document
        let doc = try DocumentDecoder.decode(xml)
        return rule.init().check(Validator().makeContext(document: doc, path: "example.storyboard"))
    }

    func testEveryRuleHasExamples() {
        for rule in RuleRegistry.documentRules {
            XCTAssertFalse(rule.description.triggeringExamples.isEmpty, "\(rule.description.id) has no triggering example")
            XCTAssertFalse(rule.description.nonTriggeringExamples.isEmpty, "\(rule.description.id) has no non-triggering example")
        }
    }

    func testTriggeringExamplesTrigger() throws {
        for rule in RuleRegistry.documentRules {
            for example in rule.description.triggeringExamples {
                let found = try diagnostics(example, rule: rule)
                XCTAssertEqual(found.count, example.expectedCount, "\(rule.description.id): \(example.note): \(found.map(\.message))")
                XCTAssertTrue(found.allSatisfy { $0.rule == rule.description.id && $0.line > 0 })
            }
        }
    }

    func testNonTriggeringExamplesStayQuiet() throws {
        for rule in RuleRegistry.documentRules {
            for example in rule.description.nonTriggeringExamples {
                let found = try diagnostics(example, rule: rule)
                XCTAssertEqual(found.count, 0, "\(rule.description.id): \(example.note): \(found.map(\.message))")
            }
        }
    }

    func testRuleIDsAreUniqueAndStable() {
        let ids = RuleRegistry.all.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ["malformed-xml", "unsupported-document", "schema-violation", "duplicate-id", "unknown-reference", "invalid-constraint"] {
            XCTAssertTrue(ids.contains(id), id)
        }
    }
}
