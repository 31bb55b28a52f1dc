import XCTest
import Foundation
import NibLayout
import NibModel
import NibXML

/// The 16 cookbook recipes in SampleDocuments, laid out for wC-hR, wC-hC and wR-hR, against the
/// frames derived by hand in Tests/Golden (each `<recipe>.md` shows the arithmetic).
final class CookbookGoldenTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Golden: Decodable {
        struct Trait: Decodable {
            var device: String
            var orientation: String
            var size: [Double]
            var brokenOptionalConstraints: [Broken]
            var views: [String: GoldenView]
        }
        struct Broken: Decodable { var id: String }
        struct GoldenView: Decodable { var name: String; var frame: [Double] }
        var recipe: String
        var document: String
        var traits: [String: Trait]
    }

    func goldens() throws -> [(URL, Golden)] {
        let dir = Self.repository.appendingPathComponent("Tests/Golden")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }.sorted()
        return try files.map { name in
            let url = dir.appendingPathComponent(name)
            return (url, try JSONDecoder().decode(Golden.self, from: Data(contentsOf: url)))
        }
    }

    func testEveryRecipeHasGoldenFramesForThreeTraits() throws {
        let all = try goldens()
        XCTAssertGreaterThanOrEqual(all.count, 16)
        for (url, g) in all {
            XCTAssertEqual(Set(g.traits.keys), ["wC-hR", "wC-hC", "wR-hR"], url.lastPathComponent)
        }
    }

    func testEngineReproducesTheGoldenFrames() throws {
        var checked = 0
        for (_, golden) in try goldens() {
            let path = Self.repository.appendingPathComponent(golden.document).path
            let doc = try DocumentDecoder.decode(try XMLReader.read(path: path).document)
            for (traitName, expected) in golden.traits.sorted(by: { $0.key < $1.key }) {
                let config = Configuration.resolve(TraitsPattern(traitName), device: expected.device,
                                                   orientation: Device.Orientation(rawValue: expected.orientation), doc: doc)
                let layout = LayoutEngine().layout(doc, config)
                let pixel = 1 / config.scale + 1e-6
                for (id, view) in expected.views.sorted(by: { $0.key < $1.key }) {
                    guard let v = doc.view(id: id) else { XCTFail("\(golden.recipe): no view \(id)"); continue }
                    guard let frame = layout.views[v.index].frame else { XCTFail("\(golden.recipe) \(traitName): \(view.name) not laid out"); continue }
                    let close = zip(frame.array, view.frame).allSatisfy { abs($0 - $1) <= pixel }
                    XCTAssertTrue(close, "\(golden.recipe) \(traitName) \(view.name): expected \(view.frame), got \(frame.array)")
                    checked += 1
                }
                XCTAssertTrue(layout.conflicts.isEmpty, "\(golden.recipe) \(traitName): unexpected conflicts \(layout.conflicts.map(\.constraints))")
                let broken = Set(layout.brokenOptionals.compactMap { b -> String? in
                    if case .document(let c) = b.origin { return doc.constraints[c].id } else { return nil }
                })
                XCTAssertEqual(broken, Set(expected.brokenOptionalConstraints.map(\.id)), "\(golden.recipe) \(traitName): broken optional constraints")
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }
}
