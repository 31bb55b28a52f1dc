import Foundation
import XCTest
@testable import NibText

final class FontFileTests: XCTestCase {
    func testPostScriptNamesOfAFontFile() throws {
        let regular = try XCTUnwrap(TextMeasurer().fontPath, "the font nibtool ships (fonts/inter) was not found")
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

    /// A font collection (`.ttc`, as Helvetica.ttc) lists every face: built here from two of
    /// Inter's files, each font's table directory rewritten to point into the collection.
    func testPostScriptNamesOfACollection() throws {
        let regular = try XCTUnwrap(TextMeasurer().fontPath, "the font nibtool ships (fonts/inter) was not found")
        let folder = URL(fileURLWithPath: regular).deletingLastPathComponent()
        let fonts = try ["Inter-Regular.otf", "Inter-Bold.otf"].map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        let collection = FileManager.default.temporaryDirectory.appendingPathComponent("collection-\(UUID().uuidString).ttc")
        try Self.collection(of: fonts).write(to: collection)
        defer { try? FileManager.default.removeItem(at: collection) }
        XCTAssertEqual(FontFile.postScriptNames(atPath: collection.path), ["Inter-Regular", "Inter-Bold"])
    }

    static func collection(of fonts: [Data]) -> Data {
        func u16(_ d: Data, _ at: Int) -> Int { Int(d[d.startIndex + at]) << 8 | Int(d[d.startIndex + at + 1]) }
        func u32(_ d: Data, _ at: Int) -> Int { u16(d, at) << 16 | u16(d, at + 2) }
        func put32(_ value: Int, into d: inout Data) { d.append(contentsOf: [24, 16, 8, 0].map { UInt8((value >> $0) & 0xff) }) }
        let tableCounts = fonts.map { u16($0, 4) }
        var directoryOffset = 12 + 4 * fonts.count
        var dataOffset = directoryOffset + tableCounts.reduce(0) { $0 + 12 + 16 * $1 }
        var out = Data("ttcf".utf8)
        put32(0x0001_0000, into: &out)
        put32(fonts.count, into: &out)
        var directories = Data(), tables = Data()
        for (font, count) in zip(fonts, tableCounts) {
            put32(directoryOffset, into: &out)
            directoryOffset += 12 + 16 * count
            directories.append(font.prefix(12))
            for t in 0..<count {
                let record = 12 + 16 * t
                let (offset, length) = (u32(font, record + 8), u32(font, record + 12))
                directories.append(font[font.startIndex + record ..< font.startIndex + record + 8])   // tag, checksum
                put32(dataOffset, into: &directories)
                put32(length, into: &directories)
                tables.append(font[font.startIndex + offset ..< font.startIndex + offset + length])
                let padded = (length + 3) & ~3
                tables.append(Data(count: padded - length))
                dataOffset += padded
            }
        }
        return out + directories + tables
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
