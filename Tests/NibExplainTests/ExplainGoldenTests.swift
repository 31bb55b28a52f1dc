import XCTest
import Foundation
import NibExplain
import NibLayout
import NibModel
import NibXML

/// Each cookbook recipe's key view explained for wC-hR and wR-hR, and the scene's tree, against
/// `Tests/Golden/explain/<recipe>.txt`. Regenerate after a deliberate change with
/// `NIBTOOL_UPDATE_EXPLAIN_GOLDEN=1 swift test --filter ExplainGoldenTests` and review the diff.
final class ExplainGoldenTests: XCTestCase {
    /// The view each recipe is about (user labels).
    static let keyViews: [(String, String)] = [
        ("R01-stack-simple", "Image View"), ("R02-stack-nested", "Image View"), ("R03-stack-dynamic", "Add Item Button"),
        ("R04-single-view-simple", "Red View"), ("R05-single-view-adaptive", "Blue View"), ("R06-views-two-equal-width", "Green View"),
        ("R07-views-two-different-width", "Orange View"), ("R08-views-two-complex-width", "Red View"),
        ("R09-label-field-simple", "Name Text Field"), ("R10-label-field-dynamic-height", "Name Label"),
        ("R11-columns-fixed-height", "Middle Name Label"), ("R12-columns-dynamic-height", "Middle Name Label"),
        ("R13-buttons-two-equal-width", "Long Button"), ("R14-buttons-three-equal-width", "Medium Button"),
        ("R15-buttons-two-equal-spacing", "Short Button"), ("R16-buttons-size-class", "Long Button"),
        ("R16-buttons-size-class-corrected", "Long Button"),
    ]

    func testKeyViewsMatchTheGoldenExplanations() throws {
        let update = ProcessInfo.processInfo.environment["NIBTOOL_UPDATE_EXPLAIN_GOLDEN"] != nil
        let dir = ExplainSupport.repository.appendingPathComponent("Tests/Golden/explain")
        if update { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) }
        for (recipe, label) in Self.keyViews {
            let path = "SampleDocuments/Cookbook/\(recipe).storyboard"
            let doc = try ExplainSupport.load(path)
            var out = ""
            for traits in ["wC-hR", "wR-hR"] {
                let config = Configuration.resolve(TraitsPattern(traits), device: nil, orientation: nil, doc: doc)
                let explainer = Explainer(document: doc, configuration: config)
                guard case .success(let v) = ViewLookup.find(label, in: doc) else { XCTFail("\(recipe): no view \(label)"); continue }
                out += "$ nibtool explain \(path) --view \"\(label)\" --traits \(traits)\n"
                out += ExplanationText.render(explainer.explain(view: v)) + "\n"
            }
            let explainer = Explainer(document: doc, configuration: Configuration.document(doc))
            let root = explainer.root(of: doc.view(id: doc.views.first(where: { $0.userLabel == label })!.id)!.index)
            out += "$ nibtool explain \(path) --tree\n" + AutolayoutTrace(document: doc, root: root, explainer: explainer).text
            let golden = dir.appendingPathComponent("\(recipe).txt")
            if update {
                try Data(out.utf8).write(to: golden)
                continue
            }
            let expected = try String(contentsOf: golden, encoding: .utf8)
            XCTAssertEqual(out, expected, "\(recipe): explanation differs from \(golden.path); regenerate with NIBTOOL_UPDATE_EXPLAIN_GOLDEN=1 and review")
        }
    }

    /// The goldens are not empty shells: every recipe's key view is determined (the recipes
    /// validate clean) and bound by at least one constraint per axis.
    func testGoldenRecipesAreDeterminedAndConstrained() throws {
        for (recipe, label) in Self.keyViews {
            let doc = try ExplainSupport.load("SampleDocuments/Cookbook/\(recipe).storyboard")
            guard case .success(let v) = ViewLookup.find(label, in: doc) else { XCTFail(recipe); continue }
            let e = Explainer(document: doc, configuration: Configuration.document(doc)).explain(view: v)
            XCTAssertEqual(e.axes.count, 2, recipe)
            for a in e.axes {
                XCTAssertFalse(a.isAmbiguous, "\(recipe) \(label) \(a.axis)")
                XCTAssertFalse(a.constraints.isEmpty, "\(recipe) \(label) \(a.axis)")
                XCTAssertNil(a.alternateFrame, recipe)
            }
            XCTAssertTrue(e.conflicts.isEmpty, recipe)
        }
    }
}

enum ExplainSupport {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func load(_ relative: String) throws -> IBDocument {
        try DocumentDecoder.decode(try XMLReader.read(path: repository.appendingPathComponent(relative).path).document)
    }

    static func text(_ relative: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(relative), encoding: .utf8)
    }
}
