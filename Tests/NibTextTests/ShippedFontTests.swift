import Foundation
import XCTest
@testable import NibText

/// Text is measured with the Inter nibtool ships, whatever fonts the machine has: another Inter
/// version in the system folders, or none, must not change a width (and with it a finding).
final class ShippedFontTests: XCTestCase {
    func testTheShippedFontIsTheOnlyOneSearched() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["NIBTEXT_FONT_DIR"] != nil, "NIBTEXT_FONT_DIR overrides the shipped font")
        let shipped = try XCTUnwrap(FontEngine.shippedDirectory, "no nibtool data folder found from the test bundle")
        let engine = FontEngine(fontDirectory: nil)
        XCTAssertEqual(engine.directories, [shipped], "only the shipped font folder is searched, never the system's")
        XCTAssertEqual(engine.regularPath, shipped + "/Inter-Regular.otf")
        XCTAssertFalse(engine.regularPath?.hasPrefix("/usr/share/fonts") ?? true)
    }

    /// Every face the measurer can ask for (9 weights, upright and italic) is shipped, with its
    /// license; a missing face would silently fall back to Regular and change bold widths.
    func testEveryFaceTheMeasurerLoadsIsShipped() throws {
        let shipped = try XCTUnwrap(FontEngine.shippedDirectory)
        for weight in stride(from: 100, through: 900, by: 100) {
            for italic in [false, true] {
                let name = FontEngine.faceName(weight: weight, italic: italic, display: false)
                XCTAssertNotNil(FontEngine.locate(name, in: [shipped]), "\(name) is not in \(shipped)")
            }
        }
        XCTAssertEqual(FontFile.postScriptNames(atPath: shipped + "/Inter-SemiBoldItalic.otf"), ["Inter-SemiBoldItalic"])
        let license = try String(contentsOfFile: shipped + "/LICENSE", encoding: .utf8)
        XCTAssertTrue(license.contains("SIL OPEN FONT LICENSE") || license.contains("OFL-1.1"))
    }

    /// The measurement with the shipped font equals one with the same file found elsewhere, and
    /// a bold line is measured with the bold face (wider than regular).
    func testWidthsComeFromTheShippedFaces() throws {
        let shipped = try XCTUnwrap(FontEngine.shippedDirectory)
        let engine = FontEngine(fontDirectory: shipped)
        let regular = engine.measure("Sign in with your account", size: 17, weight: 400, italic: false, display: false, kerning: true)
        let bold = engine.measure("Sign in with your account", size: 17, weight: 700, italic: false, display: false, kerning: true)
        XCTAssertFalse(regular.degraded)
        XCTAssertGreaterThan(bold.width, regular.width + 5)
    }
}
