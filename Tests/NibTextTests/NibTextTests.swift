import Foundation
import XCTest
@testable import NibText

final class NibTextTests: XCTestCase {
    /// Shared measurer (Inter from the standard paths or NIBTEXT_FONT_DIR).
    static let shared = TextMeasurer()

    func requireInter() throws -> TextMeasurer {
        let m = Self.shared
        try XCTSkipIf(m.isDegraded, "the font nibtool ships (fonts/inter) was not found")
        return m
    }

    // MARK: basic properties

    func testMonotonicInTextLength() throws {
        let m = try requireInter()
        let text = "The quick brown fox jumps over the lazy dog 0123456789"
        var previousRaw = 0.0, previousBest = 0.0
        for n in 1...text.count {
            let prefix = String(text.prefix(n))
            let raw = m.raw(prefix, font: .system(17)).width
            let best = m.measure(prefix, font: .system(17), era: 14490, scale: 2).best.width
            XCTAssertGreaterThanOrEqual(raw, previousRaw - 1e-9, "raw width shrank at \(prefix.debugDescription)")
            XCTAssertGreaterThanOrEqual(best, previousBest - 0.5, "best width shrank at \(prefix.debugDescription)")
            previousRaw = raw
            previousBest = max(previousBest, best)
        }
        XCTAssertGreaterThan(previousRaw, 300)
    }

    /// Monospaced custom faces are measured by their fixed advance, not as Inter: Source Code Pro
    /// 17 pt is 0.6 em a character (mattneub's downloadable-fonts label saved 225 pt wide).
    func testMonospacedFacesAdvanceAFixedWidthPerCharacter() throws {
        let m = Self.shared
        let mono = FontSpec(kind: .named("SourceCodePro-Regular"), pointSize: 17)
        let size = m.labelIntrinsicSize(text: "A sane and tepid label", font: mono, toolsVersion: 17701, scale: 2)
        XCTAssertEqual(size.best.width, 224.5, accuracy: 0.01)
        XCTAssertTrue(size.width.contains(225), "\(size.width)")
        // Every character the same width: "iiii" as wide as "MMMM".
        let narrow = m.labelIntrinsicSize(text: "iiii", font: mono, toolsVersion: 17701, scale: 2).best.width
        let wide = m.labelIntrinsicSize(text: "MMMM", font: mono, toolsVersion: 17701, scale: 2).best.width
        XCTAssertEqual(narrow, wide)
        // A proportional custom face is still measured by its glyphs.
        let avenir = FontSpec(kind: .named("AvenirNext-Regular"), pointSize: 17)
        if !m.isDegraded {
            XCTAssertLessThan(m.labelIntrinsicSize(text: "iiii", font: avenir, toolsVersion: 17701, scale: 2).best.width,
                              m.labelIntrinsicSize(text: "MMMM", font: avenir, toolsVersion: 17701, scale: 2).best.width)
        }
    }

    /// A condensed face is narrower than Inter by a family-dependent amount: the best guess drops
    /// and the interval spans the condensed band (60-95% of a regular width).
    func testCondensedFacesAreNarrowerWithAWideInterval() throws {
        let m = try requireInter()
        let regular = m.labelIntrinsicSize(text: "Just one, please.", font: FontSpec(kind: .named("Futura-Medium"), pointSize: 18), toolsVersion: 10117, scale: 2)
        let condensed = m.labelIntrinsicSize(text: "Just one, please.", font: FontSpec(kind: .named("Futura-CondensedMedium"), pointSize: 18), toolsVersion: 10117, scale: 2)
        XCTAssertLessThan(condensed.best.width, 0.85 * regular.best.width)
        XCTAssertLessThanOrEqual(condensed.width.lowerBound, 0.62 * regular.best.width)
        XCTAssertGreaterThanOrEqual(condensed.width.upperBound, 0.93 * regular.best.width)
        XCTAssertTrue(condensed.width.contains(94), "\(condensed.width)")   // what Xcode saved for it
    }

    /// A line whose character pairs were all seen in earlier lines is kerned from those pairs;
    /// that must give what HarfBuzz gives when it shapes the line itself.
    func testKerningFromKnownPairsMatchesShaping() throws {
        _ = try requireInter()
        let dir = ProcessInfo.processInfo.environment["NIBTEXT_FONT_DIR"]
        let taught = FontEngine(fontDirectory: dir)
        for line in ["AVATAR Today", "WAVE To You", "Yes, Tom. LT AV", "P. Vally Fly"] {
            _ = taught.measure(line, size: 17, weight: 400, italic: false, display: false, kerning: true)
        }
        let shapedBefore = taught.shapedLineCount
        for line in ["TAVAR", "AVATAR To You", "WAVE Yes", "Fly To"] {
            let fromPairs = taught.measure(line, size: 17, weight: 400, italic: false, display: false, kerning: true).width
            let shaped = FontEngine(fontDirectory: dir).measure(line, size: 17, weight: 400, italic: false, display: false, kerning: true).width
            let unkerned = FontEngine(fontDirectory: dir).measure(line, size: 17, weight: 400, italic: false, display: false, kerning: false).width
            XCTAssertEqual(fromPairs, shaped, accuracy: 1e-9, line)
            XCTAssertNotEqual(shaped, unkerned, "\(line) has kerned pairs")
        }
        XCTAssertEqual(taught.shapedLineCount, shapedBefore, "every pair was known: no line is shaped again")
    }

    func testBoldIsWiderThanRegular() throws {
        let m = try requireInter()
        for text in ["Button", "Settings", "Hello, world!"] {
            let regular = m.measure(text, font: .system(17), era: 14490, scale: 2)
            let bold = m.measure(text, font: .boldSystem(17), era: 14490, scale: 2)
            let semibold = m.measure(text, font: .system(17, weight: "semibold"), era: 14490, scale: 2)
            XCTAssertGreaterThan(bold.best.width, regular.best.width, text)
            XCTAssertGreaterThan(semibold.best.width, regular.best.width, text)
            XCTAssertGreaterThanOrEqual(bold.best.width, semibold.best.width, text)
        }
    }

    func testSingleLineHeightsMatchXcodeTable() throws {
        let m = Self.shared  // heights do not depend on the font file
        let table: [(Double, Double)] = [(12, 15), (14, 17), (15, 18), (17, 21), (18, 22), (20, 24)]
        for (size, height) in table {
            let r = m.measure("Label", font: .system(size), era: 14490, scale: 2)
            XCTAssertEqual(r.best.height, height, accuracy: 0.01, "\(size) pt")
            XCTAssertTrue(r.height.contains(height))
        }
        // 17 pt system font: 21 pt on @2x and @3x devices, in every era
        for era in [9531.0, 14490, 17701, 22505] {
            for scale in [2.0, 3.0] {
                XCTAssertEqual(m.measure("Label", font: .system(17), era: era, scale: scale).best.height, 21, accuracy: 0.01)
            }
        }
        // Dynamic Type: Footnote 16, Headline 20
        XCTAssertEqual(m.measure("Label", font: FontSpec(kind: .textStyle("UICTFontTextStyleFootnote"), pointSize: 0),
                                 era: 14490, scale: 2).best.height, 16, accuracy: 0.01)
        XCTAssertEqual(m.measure("Label", font: FontSpec(attributes: ["style": "UICTFontTextStyleHeadline"]),
                                 era: 14490, scale: 2).best.height, 20, accuracy: 0.01)
        // Heights are on the device pixel grid
        let h3 = m.measure("Label", font: .system(23), era: 14490, scale: 3).best.height
        XCTAssertEqual((h3 * 3).rounded(), h3 * 3, accuracy: 1e-6)
    }

    func testMultiLineWrappingAddsLines() throws {
        let m = Self.shared
        let text = "Label whose height is always right for its content, however long the content gets"
        let one = m.measure(text, font: .system(17), era: 14490, scale: 2)
        let wrapped = m.measure(text, font: .system(17), era: 14490, scale: 2, maxWidth: 200, numberOfLines: 0)
        XCTAssertEqual(one.lineCount, 1)
        XCTAssertGreaterThan(wrapped.lineCount, 2)
        XCTAssertGreaterThan(wrapped.best.height, one.best.height * 2)
        XCTAssertLessThanOrEqual(wrapped.best.width, 200)
        // numberOfLines caps the line count
        let two = m.measure(text, font: .system(17), era: 14490, scale: 2, maxWidth: 200, numberOfLines: 2)
        XCTAssertEqual(two.lineCount, 2)
        XCTAssertEqual(two.best.height, 41, accuracy: 0.01)  // 2 x 20.29 rounded up to 0.5 pt
        // explicit line breaks start new lines
        let breaks = m.measure("one\ntwo\nthree", font: .system(17), era: 14490, scale: 2, numberOfLines: 0)
        XCTAssertEqual(breaks.lineCount, 3)
        XCTAssertEqual(breaks.best.height, 61, accuracy: 0.01)
        // a single word longer than the width is broken by characters
        let long = m.measure("Supercalifragilisticexpialidocious", font: .system(17), era: 14490, scale: 2,
                             maxWidth: 80, numberOfLines: 0)
        XCTAssertGreaterThan(long.lineCount, 2)
    }

    /// The Unicode line and paragraph separators (U+2028, U+2029, found in saved label texts) and
    /// "\r" break lines as "\n" does: a label of two short lines and a blank one between is three
    /// lines tall, as wide as its wider line, and a one-line label shows its first line only.
    func testEveryLineBreakCharacterStartsALine() throws {
        let m = try requireInter()
        let newline = m.measure("Draped\n\nmode", font: .system(14), era: 17156, scale: 2, numberOfLines: 0)
        XCTAssertEqual(newline.lineCount, 3)
        for separator in ["\u{2028}", "\u{2029}", "\r"] {
            let text = "Draped" + separator + separator + "mode"
            let measured = m.measure(text, font: .system(14), era: 17156, scale: 2, numberOfLines: 0)
            XCTAssertEqual(measured.lineCount, 3, "separator U+\(String(separator.unicodeScalars.first!.value, radix: 16))")
            XCTAssertEqual(measured.best.height, newline.best.height)
            XCTAssertEqual(measured.best.width, newline.best.width)
            let oneLine = m.measure(text, font: .system(14), era: 17156, scale: 2, numberOfLines: 1)
            XCTAssertEqual(oneLine.best.width, m.measure("Draped", font: .system(14), era: 17156, scale: 2).best.width)
        }
    }

    func testFallbackWithoutFonts() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("nibtext-empty-\(getpid())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        setenv("NIBTEXT_FONT_DIR", empty.path, 1)
        let viaEnv = TextMeasurer()
        unsetenv("NIBTEXT_FONT_DIR")
        let viaArg = TextMeasurer(fontDirectory: empty.path)
        for m in [viaEnv, viaArg] {
            XCTAssertTrue(m.isDegraded)
            XCTAssertNil(m.fontPath)
            let r = m.measure("Hello, world!", font: .system(17), era: 14490, scale: 2)
            XCTAssertTrue(r.degraded)
            XCTAssertGreaterThan(r.best.width, 70)
            XCTAssertLessThan(r.best.width, 130)
            XCTAssertTrue(r.width.contains(r.best.width))
            XCTAssertEqual(r.best.height, 21, accuracy: 0.01)
            // still monotonic, still wraps, buttons and text fields still work
            XCTAssertGreaterThan(m.measure("Hello, world! Hello", font: .system(17), era: 14490, scale: 2).best.width,
                                 r.best.width)
            XCTAssertGreaterThan(m.measure(String(repeating: "word ", count: 40), font: .system(17), era: 14490,
                                           scale: 2, maxWidth: 100, numberOfLines: 0).lineCount, 3)
            XCTAssertEqual(m.buttonIntrinsicSize(title: "Button", toolsVersion: 14490, scale: 2).best.height, 30, accuracy: 0.01)
            XCTAssertEqual(m.textFieldIntrinsicSize(text: nil, placeholder: "Name", toolsVersion: 17000, scale: 2).best.height, 34)
            XCTAssertEqual(m.measure("", font: .system(17), era: 14490, scale: 2).best.width, 0)
        }
        // a real measurer is not degraded, when Inter is installed
        if !Self.shared.isDegraded {
            XCTAssertFalse(Self.shared.measure("Hello", font: .system(17), era: 14490, scale: 2).degraded)
        }
    }

    func testDeterministicAndThreadSafe() throws {
        let texts = (0..<64).map { "Item \($0): " + String(repeating: "Wide Mw ", count: $0 % 7) }
        let fonts: [FontSpec] = [.system(17), .boldSystem(15), .system(22, weight: "medium"),
                                 FontSpec(kind: .named("HelveticaNeue-Light"), pointSize: 14)]
        let a = TextMeasurer(), b = TextMeasurer()
        let serial = texts.enumerated().map { i, t in a.measure(t, font: fonts[i % 4], era: 15505, scale: 2).best.width }
        XCTAssertEqual(serial, texts.enumerated().map { i, t in b.measure(t, font: fonts[i % 4], era: 15505, scale: 2).best.width })
        // concurrent use of one measurer gives the serial results
        final class Box: @unchecked Sendable { var values = [Double](repeating: -1, count: 64); let lock = NSLock() }
        let box = Box()
        let shared = TextMeasurer()
        DispatchQueue.concurrentPerform(iterations: 64 * 4) { k in
            let i = k % 64
            let w = shared.measure(texts[i], font: fonts[i % 4], era: 15505, scale: 2).best.width
            box.lock.lock(); defer { box.lock.unlock() }
            if box.values[i] >= 0 { XCTAssertEqual(box.values[i], w) }
            box.values[i] = w
        }
        XCTAssertEqual(box.values, serial)
    }

    /// Measurements are remembered per process; every part of a request is part of the key: a
    /// remembered answer equals what a fresh measurer gives for exactly that request.
    func testRememberedMeasurementsKeepEveryParameterApart() throws {
        let text = "Label whose height is always right for its content"
        typealias Request = (font: FontSpec, era: Double, scale: Double, maxWidth: Double?, lines: Int)
        let requests: [Request] = [
            (.system(17), 14490, 2, nil, 1), (.system(17), 14490, 2, 200, 0), (.system(17), 14490, 2, 120, 0),
            (.system(17), 14490, 2, 200, 2), (.system(17), 14490, 3, 200, 0), (.system(17), 8150, 2, 200, 0),
            (.boldSystem(17), 14490, 2, 200, 0), (.system(15), 14490, 2, 200, 0),
        ]
        let remembering = TextMeasurer()
        func describe(_ m: MeasuredSize) -> String { "\(m) lines \(m.lineCount)" }
        let first = requests.map { describe(remembering.measure(text, font: $0.font, era: $0.era, scale: $0.scale, maxWidth: $0.maxWidth, numberOfLines: $0.lines)) }
        for (i, r) in requests.enumerated().reversed() {
            let again = remembering.measure(text, font: r.font, era: r.era, scale: r.scale, maxWidth: r.maxWidth, numberOfLines: r.lines)
            let fresh = TextMeasurer().measure(text, font: r.font, era: r.era, scale: r.scale, maxWidth: r.maxWidth, numberOfLines: r.lines)
            XCTAssertEqual(describe(again), describe(fresh), "request \(i)")
            XCTAssertEqual(first[i], describe(fresh), "request \(i)")
        }
        XCTAssertEqual(Set(first).count, requests.count, "each request differs from the others: \(first)")
    }

    // MARK: calibrated predictions on corpus-like samples

    /// Label samples: (text, font, toolsVersion, scale, Xcode width, Xcode height), typical of
    /// what Xcode saves for unconstrained single-line labels.
    func testCalibratedLabelsFallInsideIntervals() throws {
        let m = try requireInter()
        let samples: [(String, FontSpec, Double, Double, Double, Double)] = [
            ("Label", .system(17), 14460, 2, 42, 21),
            ("Label", .system(13), 14460, 2, 33, 16),
            ("Share", .system(17), 13771, 2, 45, 21),
            ("Status", .system(17), 14490, 2, 49.5, 21),
            ("Server", .system(15), 14113, 2, 45, 18),
            ("Built-in", .system(18), 15400, 2, 58, 22),
            ("Folding Cell", .boldSystem(17), 13771, 2, 96, 21),
            ("Logout", .system(17), 9531, 2, 54, 21),
            ("purple", .system(17), 11762, 2, 49, 21),
        ]
        for (text, font, tools, scale, w, h) in samples {
            let r = m.labelIntrinsicSize(text: text, font: font, toolsVersion: tools, scale: scale)
            XCTAssertTrue(r.width.contains(w), "\(text): \(w) not in \(r)")
            XCTAssertTrue(r.height.contains(h), "\(text): \(h) not in \(r)")
            XCTAssertEqual(r.best.width, w, accuracy: max(2, 0.05 * w), "\(text) tolerant")
            XCTAssertEqual(r.best.height, h, accuracy: 0.5, "\(text) height")
        }
    }

    /// Since Xcode 12 the system font's bold and semibold weights run about 2% wider than the
    /// regular weight's calibration gives, as in earlier eras: bold labels that hug their text
    /// are saved that much wider than the regular fit of Inter predicts, on every fold of the corpus.
    func testXcode12BoldLabelsAreWiderThanTheRegularFit() throws {
        let m = try requireInter()
        let samples: [(String, FontSpec, Double, Double)] = [
            ("Join the beta", .boldSystem(17), 17503, 106),
            ("Background Refresh", .boldSystem(17), 17503, 166),
            ("Send Feedback", .boldSystem(17), 17503, 126),
            ("Recent activity", .boldSystem(16), 19162, 116),
            ("Setup complete!", .boldSystem(34), 21701, 261),
            ("What's here", .system(17, weight: "semibold"), 22155, 96),
        ]
        for (text, font, tools, w) in samples {
            let r = m.labelIntrinsicSize(text: text, font: font, toolsVersion: tools, scale: 2)
            XCTAssertEqual(r.best.width, w, accuracy: 2, "\(text): \(r)")
            XCTAssertTrue(r.width.contains(w), "\(text): \(w) not in \(r)")
        }
    }

    /// A multi-line label whose text measures just under its width in Inter may still wrap in
    /// Xcode, where the text runs up to the top of the width interval wider: its height interval
    /// reaches one more line, while the best estimate stays one line.
    func testTextWithinTheWidthIntervalOfTheWrapWidthMayWrap() throws {
        let m = try requireInter()
        let text = "Connect up to five devices at the same time"
        let font = FontSpec.system(14)
        let one = m.measure(text, font: font, era: 21000, scale: 2)
        // a wrap width 2% wider than the text: it fits in Inter, not necessarily in Apple's font
        let width = (one.best.width * 1.02).rounded()
        let label = m.measure(text, font: font, era: 21000, scale: 2, maxWidth: width, numberOfLines: 0)
        XCTAssertEqual(label.lineCount, 1)
        XCTAssertEqual(label.best.height, one.best.height, accuracy: 0.01)
        let twoLines = m.measure("Connect up to five\ndevices at the same time", font: font, era: 21000, scale: 2,
                                 numberOfLines: 0)
        XCTAssertTrue(label.height.contains(twoLines.best.height), "\(twoLines.best.height) not in \(label)")
        // far from the width, one line only
        let wide = m.measure(text, font: font, era: 21000, scale: 2, maxWidth: (one.best.width * 1.2).rounded(),
                             numberOfLines: 0)
        XCTAssertFalse(wide.height.contains(twoLines.best.height), "\(wide)")
    }

    func testCalibratedButtonsAndTextFields() throws {
        let m = try requireInter()
        // classic system buttons: width = max(30, title), height = ceil(line height) + 12
        let buttons: [(String, FontSpec?, Double, Double, Double)] = [
            ("Button", nil, 14092, 46, 30), ("Next", nil, 13770, 32, 30), ("Skip", nil, 16096, 30, 30),
            ("Done", .system(17), 21701, 41, 33), ("Reset", nil, 17701, 39, 30),
            ("Create Snidely", .system(16), 14092, 106, 32), ("OK", .system(28), 15505, 39, 46),
        ]
        for (title, font, tools, w, h) in buttons {
            let r = m.buttonIntrinsicSize(title: title, font: font, toolsVersion: tools, scale: 2)
            XCTAssertTrue(r.width.contains(w), "\(title): \(w) not in \(r)")
            XCTAssertEqual(r.best.height, h, accuracy: 0.01, title)
            XCTAssertEqual(r.best.width, w, accuracy: max(2, 0.05 * w), title)
        }
        // content edge insets add to the size
        let inset = m.buttonIntrinsicSize(title: "Button", contentEdgeInsets: .init(top: 4, left: 10, bottom: 4, right: 10),
                                          toolsVersion: 14092, scale: 2)
        XCTAssertEqual(inset.best.height, 38, accuracy: 0.01)
        XCTAssertEqual(inset.best.width, 66, accuracy: 2)
        // iOS 15 configuration buttons: 17 pt title -> 34.33 on @3x, 34.5 on @2x
        XCTAssertEqual(m.buttonIntrinsicSize(title: "Button", configuration: true, toolsVersion: 19529, scale: 3).best.height,
                       34 + 1.0 / 3, accuracy: 0.01)
        XCTAssertEqual(m.buttonIntrinsicSize(title: "Button", configuration: true, toolsVersion: 19529, scale: 2).best.height,
                       34.5, accuracy: 0.01)
        // rounded-rect text fields: 30 pt before Xcode 11, 34 pt from Xcode 11
        XCTAssertEqual(m.textFieldIntrinsicSize(text: "", placeholder: "Email", toolsVersion: 14490, scale: 2).best.height, 30)
        XCTAssertEqual(m.textFieldIntrinsicSize(text: "", placeholder: "Email", toolsVersion: 15505, scale: 2).best.height, 34)
        let tf = m.textFieldIntrinsicSize(text: "someone@example.com", toolsVersion: 15505, scale: 2)
        XCTAssertGreaterThan(tf.best.width, m.measure("someone@example.com", font: .system(14), era: 15505, scale: 2).best.width)
    }

    func testFontSpecResolution() {
        XCTAssertEqual(FontSpec(attributes: ["type": "boldSystem", "pointSize": "36"]).resolved.weight, 700)
        XCTAssertEqual(FontSpec(attributes: ["type": "system", "weight": "semibold", "pointSize": "17"]).resolved.weight, 600)
        let hn = FontSpec(attributes: ["name": "HelveticaNeue-Bold", "family": "Helvetica Neue", "pointSize": "17"])
        XCTAssertEqual(hn.resolved.weight, 700)
        XCTAssertTrue(hn.resolved.custom)
        XCTAssertEqual(FontSpec(kind: .named("Avenir-Book"), pointSize: 14).resolved.weight, 400)
        XCTAssertEqual(FontSpec(attributes: ["style": "UICTFontTextStyleHeadline"]).resolved.size, 17)
        XCTAssertEqual(FontSpec(attributes: ["style": "UICTFontTextStyleHeadline"]).resolved.weight, 600)
        XCTAssertEqual(FontSpec(attributes: ["style": "UICTFontTextStyleTitle2"]).resolved.size, 22)
        XCTAssertEqual(Era(toolsVersion: 6254), .helveticaNeue)
        XCTAssertEqual(Era(toolsVersion: 11762), .sanFrancisco1)
        XCTAssertEqual(Era(toolsVersion: 14490.7), .sanFrancisco2)
        XCTAssertEqual(Era(toolsVersion: 32700.99), .sanFrancisco3)
    }

    func testCustomFontsAndMissingGlyphsWidenTheInterval() throws {
        let m = try requireInter()
        let system = m.measure("Settings", font: .system(17), era: 15505, scale: 2)
        let custom = m.measure("Settings", font: FontSpec(kind: .named("Avenir-Book"), pointSize: 17), era: 15505, scale: 2)
        XCTAssertGreaterThan(custom.width.upperBound - custom.width.lowerBound,
                             system.width.upperBound - system.width.lowerBound)
        let emoji = m.measure("⚠️ Error", font: .system(17), era: 15505, scale: 2)
        let plain = m.measure("Error", font: .system(17), era: 15505, scale: 2)
        let wide = m.measure("WW Error", font: .system(17), era: 15505, scale: 2)  // wider than the emoji text
        XCTAssertGreaterThan(emoji.best.width, plain.best.width + 15)
        XCTAssertGreaterThan(wide.best.width, emoji.best.width)
        XCTAssertGreaterThan(emoji.width.upperBound - emoji.width.lowerBound, wide.width.upperBound - wide.width.lowerBound)
    }
}
