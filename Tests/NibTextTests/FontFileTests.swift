import Foundation
import XCTest
@testable import NibText

final class FontFileTests: XCTestCase {
    func testPostScriptNamesOfAFontFile() throws {
        let regular = try XCTUnwrap(TextMeasurer().fontPath, "Inter is not installed (README: fonts-inter)")
        XCTAssertEqual(FontFile.postScriptNames(atPath: regular), ["Inter-Regular"])
        let bold = URL(fileURLWithPath: regular).deletingLastPathComponent().appendingPathComponent("Inter-Bold.otf").path
        if FileManager.default.fileExists(atPath: bold) { XCTAssertEqual(FontFile.postScriptNames(atPath: bold), ["Inter-Bold"]) }
        // Not a font, or no file: no names, no crash.
        let text = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).ttf")
        try "hello".write(to: text, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: text) }
        XCTAssertEqual(FontFile.postScriptNames(atPath: text.path), [])
        XCTAssertEqual(FontFile.postScriptNames(atPath: "/nonexistent/font.otf"), [])
    }

    func testSystemFonts() {
        for name in ["AvenirNext-DemiBold", "HelveticaNeue", "HelveticaNeue-Light", "Futura-CondensedMedium", "ArialMT",
                     "Arial-BoldMT", "TimesNewRomanPS-BoldMT", "Menlo-Regular", ".AppleSystemUIFont", ".SFUIText-Semibold",
                     "Avenir-Heavy", "PingFangSC-Regular", "Courier"] {
            XCTAssertTrue(SystemFonts.contains(postScriptName: name), name)
        }
        // Fonts apps bundle, and a macOS font iOS does not have.
        for name in ["ProximaNova-Semibold", "OpenSans", "Roboto-Regular", "MaterialIcons-Regular", "LucidaGrande", "Inter-Bold", "Avenir2-Book"] {
            XCTAssertFalse(SystemFonts.contains(postScriptName: name), name)
        }
    }
}
