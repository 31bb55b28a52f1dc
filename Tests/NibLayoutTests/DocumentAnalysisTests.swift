import XCTest
import Foundation
import LayoutSolver
@testable import NibLayout
import NibModel
import NibXML

/// The typed issues every command reads (#29): what validate's rules adapt and preview draws.
final class DocumentAnalysisTests: XCTestCase {
    /// SampleDocuments' ambiguous orange view (saved flagged by Xcode), with `attributes` on it.
    func analysis(orangeViewAttributes attributes: String = "") throws -> DocumentAnalysis {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SampleDocuments/Problems/Ambiguous.storyboard")
        let view = "ambiguous=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"qCh-Pw-Qce\""
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains(view))
        let doc = try DocumentDecoder.decode(try XMLReader.parse(Array(text.replacingOccurrences(of: view, with: attributes + view).utf8)).document)
        return DocumentAnalysis(document: doc, configurations: [Configuration.document(doc)], layoutOptions: LayoutOptions())
    }

    func testAFreeSizeIsAnIssuePerAxisAndXcodesFlagIsItsEvidence() throws {
        let a = try analysis()
        let orange = try XCTUnwrap(a.document.view(id: "qCh-Pw-Qce")).index
        let issues = a.ambiguities(.free).filter { $0.view == orange }
        // validate: "Width is ambiguous", "Height is ambiguous" (flagged by Xcode).
        XCTAssertEqual(issues.map(\.axis), [.horizontal, .vertical])
        XCTAssertEqual(issues.map(\.size), [true, true])
        XCTAssertEqual(issues.map(\.position), [false, false])
        XCTAssertEqual(issues.map(\.evidence), [.xcode, .xcode], "Xcode saved it flagged ambiguous")
        XCTAssertEqual(issues.map(\.computedEvidence), [.layout, .layout], "and nibtool finds it too")
        XCTAssertTrue(a.conflicts().isEmpty)
    }

    func testNeverVerifyExemptsTheViewAndSaysSo() throws {
        let a = try analysis(orangeViewAttributes: "verifyAmbiguity=\"off\" ")
        let orange = try XCTUnwrap(a.document.view(id: "qCh-Pw-Qce")).index
        XCTAssertTrue(a.ambiguities(.free).filter { $0.view == orange }.isEmpty)
        let layout = try XCTUnwrap(a.documentLayout)
        XCTAssertEqual(DocumentAnalysis.exemption(of: orange, axis: .horizontal, position: .unique, size: .free, in: layout, a.document), .neverVerify)
    }
}
