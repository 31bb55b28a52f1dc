import Foundation
import XCTest
import NibModel

/// `Int(_: Double)` traps on NaN, infinities and values past `Int.max`: one such conversion of a
/// document-derived number crashed `preview` (a NaN colour component). This test reads every
/// Swift file under `Sources/` and fails on any integer conversion whose argument looks like a
/// floating-point computation (a rounding, `floor`/`ceil`, `Double(...)`, a decimal literal, a
/// `scale` or `seconds`) unless it goes through `Int(saturating:in:)` or a labelled initializer
/// (`exactly:`, `clamping:`, ...). It is a lint, not a type check: it cannot see a plain
/// `Int(x)` where `x` is a `Double` variable, but it catches the shapes that reached the code.
final class NoUncheckedIntConversionTests: XCTestCase {
    /// Sites reviewed and known safe, with why. Keep this list short.
    static let allowed: [(file: String, fragment: String, why: String)] = [
        ("NibSchema/FastRelaxNG/FastRelaxNG.swift", "Int(loadSeconds * 1e6)",
         "a measured load time (a small finite number); NibSchema cannot see NibModel's saturating helper"),
    ]

    static let conversion = try! NSRegularExpression(pattern: #"\b(U?Int(8|16|32|64)?)\("#)
    static let floatingMarkers = try! NSRegularExpression(
        pattern: #"\.rounded\(|\bceil\(|\bfloor\(|\btrunc\(|\bDouble\(|\bCGFloat\(|\bsqrt\(|\bpow\(|[0-9]\.[0-9]|[0-9]e[0-9]|\bscale\b|\bseconds\b|[Ss]econds\b"#)
    static let safeLabels = ["saturating:", "exactly:", "clamping:", "truncatingIfNeeded:", "bitPattern:", "ascii:"]

    /// The argument text of the call opening at `open` (the index of its `(`), or nil when the
    /// parentheses do not close on the line.
    static func argument(in line: String, open: String.Index) -> String? {
        var depth = 0
        var i = open
        while i < line.endIndex {
            if line[i] == "(" { depth += 1 }
            if line[i] == ")" { depth -= 1; if depth == 0 { return String(line[line.index(after: open)..<i]) } }
            i = line.index(after: i)
        }
        return nil
    }

    /// The unchecked conversions on one line of source.
    static func uncheckedConversions(in line: String) -> [String] {
        var out: [String] = []
        let ns = line as NSString
        for m in conversion.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
            let openOffset = m.range.location + m.range.length - 1
            guard let open = Range(NSRange(location: openOffset, length: 1), in: line)?.lowerBound,
                  let arg = argument(in: line, open: open) else { continue }
            let trimmed = arg.trimmingCharacters(in: .whitespaces)
            // A labelled initializer, or a narrowing of an already saturated Int (Int32(Int(saturating: ...))).
            if safeLabels.contains(where: { trimmed.hasPrefix($0) || trimmed.hasPrefix("Int(" + $0) }) { continue }
            let argNS = arg as NSString
            if floatingMarkers.firstMatch(in: arg, range: NSRange(location: 0, length: argNS.length)) != nil {
                out.append(ns.substring(with: m.range) + arg + ")")
            }
        }
        return out
    }

    func testTheLintSeesTheShapesThatCrashed() {
        // The line that trapped on a NaN colour, and others of the same kind, are found...
        XCTAssertEqual(Self.uncheckedConversions(in: "let i = Int((min(max(v, 0), 1) * 255).rounded())").count, 1)
        XCTAssertEqual(Self.uncheckedConversions(in: "let w = Int32(max(1, (d.width * scale).rounded(.up)))").count, 1)
        XCTAssertEqual(Self.uncheckedConversions(in: "x = Int(floor(v))").count, 1)
        // ...and the checked forms and integer conversions are not.
        XCTAssertEqual(Self.uncheckedConversions(in: "let i = Int(saturating: (v * 255).rounded(), in: 0...255)"), [])
        XCTAssertEqual(Self.uncheckedConversions(in: "let n = Int(viewOfElement[c.index])"), [])
        XCTAssertEqual(Self.uncheckedConversions(in: "let c = UInt8(ascii: \".\")"), [])
    }

    func testNoSourceConvertsAnUncheckedDoubleToAnInteger() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 50, "the sources were not found at \(sources.path)")
        var found: [String] = []
        for file in files {
            let relative = String(file.path.dropFirst(sources.path.count + 1))
            let text = try String(contentsOf: file, encoding: .utf8)
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") || code.hasPrefix("///") { continue }
                for call in Self.uncheckedConversions(in: String(line))
                where !Self.allowed.contains(where: { $0.file == relative && call.contains($0.fragment) }) {
                    found.append("\(relative):\(n + 1): \(call)")
                }
            }
        }
        XCTAssertEqual(found, [], "convert with Int(saturating:in:) (NibModel) or check the value first")
    }

    func testSaturatingConversionNeverTraps() {
        XCTAssertEqual(Int(saturating: .nan, in: 0...255), 0)
        XCTAssertEqual(Int(saturating: .infinity, in: 0...255), 255)
        XCTAssertEqual(Int(saturating: -.infinity, in: 0...255), 0)
        XCTAssertEqual(Int(saturating: 1e300, in: 0...Int.max), Int.max)
        XCTAssertEqual(Int(saturating: 127.9, in: 0...255), 127)
    }
}
