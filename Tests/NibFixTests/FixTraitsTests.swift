import XCTest
import Foundation
import NibCheck
import NibLayout
import NibXML
@testable import NibFix

/// `fix --traits`: Xcode's Vary for Traits. What is added is installed only in that size class,
/// what is cleared is uninstalled only there, and every other class keeps its layout.
final class FixTraitsTests: XCTestCase {
    func sample(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: FixTests.repository.appendingPathComponent("SampleDocuments").appendingPathComponent(name)))
    }

    func findings(_ bytes: [UInt8], traits: String? = nil) -> [String] {
        var options = CheckOptions()
        options.traits = traits.map { [TraitsPattern($0)!] } ?? []
        return Validator(options: options).validate(bytes: bytes, path: "x.storyboard").diagnostics.map { "\($0.rule) \($0.objectID ?? "")" }
    }

    func fix(_ bytes: [UInt8], _ actions: [FixAction], traits: String, views: Set<String> = []) throws -> FixResult {
        var request = FixRequest(actions: actions)
        request.traits = TraitsPattern(traits)
        request.views = views
        return try Fixer.fix(bytes: bytes, path: "x.storyboard", request: request)
    }

    /// The edits are in Xcode's own format: writing the result again as Xcode would changes nothing.
    func assertXcodeFormatted(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws {
        let rewritten = XcodeXMLWriter.write(try XMLReader.parse(bytes).document)
        XCTAssertEqual(String(decoding: rewritten, as: UTF8.self), String(decoding: bytes, as: UTF8.self), file: file, line: line)
    }

    func testVariationKeys() {
        XCTAssertEqual(TraitInstallation.variationKey(TraitsPattern("wC-hR")!), "heightClass=regular-widthClass=compact")
        XCTAssertEqual(TraitInstallation.variationKey(TraitsPattern("wR-hA")!), "widthClass=regular")
        XCTAssertEqual(TraitInstallation.variationKey(TraitsPattern("wA-hC")!), "heightClass=compact")
        XCTAssertNil(TraitInstallation.variationKey(TraitsPattern("wA-hA")!))
    }

    func testAddMissingInOneSizeClassInstallsOnlyThere() throws {
        let original = try sample("Problems/Ambiguous.storyboard")
        XCTAssertFalse(findings(original, traits: "wR-hR").isEmpty)
        let result = try fix(original, [.addMissing], traits: "wR-hR")
        XCTAssertTrue(result.changes.allSatisfy { $0.hasSuffix("installed only for wR-hR") }, "\(result.changes)")
        XCTAssertEqual(findings(result.fixed, traits: "wR-hR"), [])
        // The document's own class (an iPhone: wC-hR) is as ambiguous as before, and says so.
        XCTAssertEqual(findings(result.fixed), findings(original))
        let text = String(decoding: result.fixed, as: UTF8.self)
        XCTAssertTrue(text.contains("ambiguous=\"YES\""))
        XCTAssertTrue(text.contains("<variation key=\"default\">"))
        XCTAssertTrue(text.contains("<variation key=\"heightClass=regular-widthClass=regular\">"))
        try assertXcodeFormatted(result.fixed)
    }

    func testClearInOneSizeClassUninstallsOnlyThere() throws {
        let original = try sample("Problems/SizeClassVariation.storyboard")
        XCTAssertEqual(findings(original), [])
        let result = try fix(original, [.clearConstraints], traits: "wR-hA", views: ["FGF-mS-2OT"])
        XCTAssertFalse(result.changes.isEmpty)
        let text = String(decoding: result.fixed, as: UTF8.self)
        // The header's own wR variation included its 200-point height: that entry is turned around.
        XCTAssertTrue(text.contains("<exclude reference=\"pQF-Of-hxW\"/>\n                                    </mask>\n                                </variation>\n                            </view>"), text)
        XCTAssertFalse(text.contains("<include reference=\"pQF-Of-hxW\"/>"))
        // No constraint element and no frame is removed or changed.
        XCTAssertEqual(text.components(separatedBy: "<constraint ").count, String(decoding: original, as: UTF8.self).components(separatedBy: "<constraint ").count)
        // In regular width the header has no constraint left (IB keeps its frame), and the badge
        // and content view, which were placed relative to it, are ambiguous there.
        let regular = findings(result.fixed, traits: "wR-hR")
        XCTAssertFalse(regular.contains { $0.hasSuffix("FGF-mS-2OT") }, "\(regular)")
        XCTAssertTrue(regular.contains("ambiguous-layout Bri-4s-ITi") && regular.contains("ambiguous-layout mXH-e9-tTs"), "\(regular)")
        for compact in ["wC-hR", "wC-hC"] { XCTAssertEqual(findings(result.fixed, traits: compact), [], compact) }
        try assertXcodeFormatted(result.fixed)
    }

    func testResetToSuggestedInOneSizeClassMergesIntoExistingVariations() throws {
        let original = try sample("Problems/SizeClassVariation.storyboard")
        let result = try fix(original, [.resetToSuggested], traits: "wR-hA", views: ["FGF-mS-2OT"])
        for traits in ["wC-hR", "wC-hC"] { XCTAssertEqual(findings(result.fixed, traits: traits), [], traits) }
        // In regular width the header is 200 pt tall: the constraint that would keep the content
        // view where it is drawn (350 pt below the header) cannot hold at a compact height without
        // a negative height, so it is not added and only the content view is left open there.
        for traits in ["wR-hR", "wR-hC"] { XCTAssertEqual(findings(result.fixed, traits: traits), ["ambiguous-layout mXH-e9-tTs"], traits) }
        let text = String(decoding: result.fixed, as: UTF8.self)
        // One variation per key on each view: new entries join the existing masks.
        for key in ["default", "widthClass=regular", "heightClass=compact"] {
            XCTAssertLessThanOrEqual(text.components(separatedBy: "<variation key=\"\(key)\">").count - 1, 2, key)
        }
        try assertXcodeFormatted(result.fixed)
    }

    /// Without --traits: the view gets suggested constraints (it does not become a fixed-frame
    /// view), and the neighbours that were placed relative to it are constrained again.
    func testResetToSuggestedConstrainsTheViewAndItsNeighbours() throws {
        let original = try sample("Problems/SizeClassVariation.storyboard")
        var request = FixRequest(actions: [.resetToSuggested])
        request.views = ["FGF-mS-2OT"]
        let result = try Fixer.fix(bytes: original, path: "x.storyboard", request: request)
        XCTAssertTrue(result.changes.contains { $0.hasPrefix("added \"Header View.") }, "\(result.changes)")
        XCTAssertFalse(String(decoding: result.fixed, as: UTF8.self).contains("fixedFrame"))
        for traits in ["wR-hR", "wR-hC", "wC-hR", "wC-hC"] { XCTAssertEqual(findings(result.fixed, traits: traits), [], traits) }
        XCTAssertEqual(findings(result.fixed), [])
    }

    func testFrameActionsRefuseTraits() throws {
        let original = try sample("Problems/Misplaced.storyboard")
        for action in [FixAction.updateFrames, .updateConstants] {
            XCTAssertThrowsError(try fix(original, [action], traits: "wR-hR")) { error in
                XCTAssertTrue("\(error)".contains("saves frames for its own configuration"), "\(error)")
            }
        }
    }
}
