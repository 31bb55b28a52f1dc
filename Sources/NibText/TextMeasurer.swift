import Foundation

/// A measured text size: an interval for each axis (what any plausible Xcode measurement gives)
/// and a best estimate, already rounded up to the device's pixel grid.
public struct MeasuredSize: Sendable, CustomStringConvertible {
    public var width: ClosedRange<Double>
    public var height: ClosedRange<Double>
    public var best: (width: Double, height: Double)
    /// Number of laid-out lines.
    public var lineCount: Int
    /// True when no font file was found and the width is a rough per-character estimate.
    public var degraded: Bool

    public init(width: ClosedRange<Double>, height: ClosedRange<Double>, best: (width: Double, height: Double),
                lineCount: Int = 1, degraded: Bool = false) {
        self.width = width
        self.height = height
        self.best = best
        self.lineCount = lineCount
        self.degraded = degraded
    }

    public func contains(width w: Double, height h: Double, tolerance: Double = 0.01) -> Bool {
        w >= width.lowerBound - tolerance && w <= width.upperBound + tolerance
            && h >= height.lowerBound - tolerance && h <= height.upperBound + tolerance
    }

    public var description: String {
        func f(_ x: Double) -> String { String(format: "%.2f", x) }
        return "\(f(best.width))x\(f(best.height)) (w \(f(width.lowerBound))...\(f(width.upperBound)), "
            + "h \(f(height.lowerBound))...\(f(height.upperBound))\(degraded ? ", degraded" : ""))"
    }
}

/// Rounds `v` up to the pixel grid of a device with `scale` (2 -> 0.5 pt, 3 -> 1/3 pt).
@inline(__always)
public func ceilToPixel(_ v: Double, scale: Double) -> Double {
    let s = scale > 0 ? scale : 2
    return (v * s - 1e-6).rounded(.up) / s
}

/// Measures text as Xcode's Interface Builder does, with Inter as a stand-in for the system font
/// and the corpus calibration in `Calibration.swift`. Thread-safe: one instance can be shared by
/// all layout threads (font access is serialised internally).
public final class TextMeasurer: Sendable {
    let engine: FontEngine

    /// - Parameter fontDirectory: directory holding `Inter-*.otf`; default: `NIBTEXT_FONT_DIR`,
    ///   then the font shipped with nibtool (`DataDirectory`), never the machine's fonts.
    ///   When Inter is not found the measurer still works, with a rough estimate (`isDegraded`).
    public init(fontDirectory: String? = nil) {
        engine = FontEngine(fontDirectory: fontDirectory)
    }

    /// True when no Inter font was found: widths are per-character estimates with wide intervals.
    public var isDegraded: Bool { engine.degraded }
    /// Path of the Inter-Regular file in use, if any.
    public var fontPath: String? { engine.regularPath }

    // MARK: raw measurement

    /// Uncalibrated advance width of one line with Inter (or the estimate when degraded).
    /// `display`/`kerning` default to the calibrated choices.
    public func raw(_ text: String, font: FontSpec, display: Bool? = nil, kerning: Bool? = nil) -> RawAdvance {
        let r = font.resolved
        let disp = display ?? (Calibration.useDisplayFace && r.size >= Calibration.opticalThreshold)
        return engine.measure(text, size: r.size, weight: r.weight, italic: r.italic, display: disp,
                              kerning: kerning ?? Calibration.useKerning)
    }

    /// Calibrated, unrounded width of one line and its relative uncertainty (lo <= 0 <= hi).
    func lineWidth(_ text: String, font: FontSpec, era: Era) -> (width: Double, lo: Double, hi: Double, degraded: Bool) {
        if text.isEmpty { return (0, 0, 0, engine.degraded) }
        let r = font.resolved
        // A monospaced face advances the same width per character whatever Inter would do
        // (mattneub's "A sane and tepid label" in Source Code Pro 17: 22 x 0.6 em = 224.4, saved 225).
        if r.custom, let advance = Self.monospaceAdvance[Self.familyKey(font)] {
            return (Double(text.count) * advance * r.size, -0.01, 0.01, false)
        }
        let optical = r.size >= Calibration.opticalThreshold ? 1 : 0
        let fit = Calibration.width[era.rawValue][optical]
        let m = raw(text, font: font)
        var w = fit.scale * m.width + fit.trackingEm * r.size * Double(max(0, m.characters - 1))
        if r.weight >= 600 { w *= fit.boldFactor }
        if r.custom, let c = Calibration.customFonts[Self.familyKey(font)] { w *= c.widthScale }
        var lo = fit.relLo, hi = fit.relHi
        if r.custom { lo -= Calibration.customExtra; hi += Calibration.customExtra }
        // A condensed face is drawn narrower than any regular one, by how much depends on the
        // family (60-95% of a regular width): Inter's width is no estimate of it, so the interval
        // spans that band (SwiftMessages' Futura Condensed Medium "Just one, please." at 18 pt is
        // saved 94 pt wide where Inter gives 140).
        if r.custom, Self.isCondensed(font) {
            w *= Self.condensedWidth.best
            lo = Self.condensedWidth.lo / Self.condensedWidth.best - 1 + lo
            hi = Self.condensedWidth.hi / Self.condensedWidth.best - 1 + hi
        }
        if m.missing > 0 {
            let share = Double(m.missing) / Double(max(1, m.characters))
            lo -= 0.25 * share; hi += 0.25 * share
        }
        if m.degraded { lo = min(lo, -0.2); hi = max(hi, 0.2) }
        return (max(0, w), lo, hi, m.degraded)
    }

    /// Rounds a calibrated width the way the era's Xcode does (whole points or pixel grid).
    func roundWidth(_ w: Double, era: Era, scale: Double) -> Double {
        if w <= 0 { return 0 }
        return Calibration.widthRoundsToPoints[era.rawValue] ? (w - 1e-6).rounded(.up) : ceilToPixel(w, scale: scale)
    }

    /// Height of `lines` lines, rounded up to the pixel grid: single lines use the table of
    /// Xcode's saved heights per point size / text style, else lines x ratio x size.
    func textHeight(font: FontSpec, lines: Int, scale: Double) -> Double {
        guard lines > 0 else { return 0 }
        let r = font.resolved
        if r.custom, let c = Calibration.customFonts[Self.familyKey(font)], c.lineHeightRatio > 0 {
            return ceilToPixel(Double(lines) * c.lineHeightRatio * r.size, scale: scale)
        }
        if font.tallLines { return ceilToPixel(Double(lines) * ContentSizeCategory.tallLineHeightRatio * r.size, scale: scale) }
        if lines == 1 {
            if !r.custom, let l = Calibration.singleLineHeights[Self.heightKey(font)] {
                return ceilToPixel(l, scale: scale)
            }
            return ceilToPixel((Calibration.lineHeightRatio * r.size - 1e-6).rounded(.up) - 0.25, scale: scale)
        }
        return ceilToPixel(Double(lines) * Calibration.lineHeightRatio * r.size, scale: scale)
    }

    /// Advance per character, in ems, of the monospaced faces iOS ships or apps commonly bundle
    /// (their fonts' advance widths: 600/1000 for Courier and Source Code Pro, 1233/2048 for Menlo,
    /// which is drawn from DejaVu Sans Mono, 500/1000 for Ubuntu Mono and Inconsolata).
    static let monospaceAdvance: [String: Double] = [
        "courier": 0.6, "couriernewpsmt": 0.6, "couriernewps": 0.6, "sourcecodepro": 0.6, "robotomono": 0.6,
        "firacode": 0.6, "firamono": 0.6, "jetbrainsmono": 0.6, "menlo": 1233.0 / 2048, "dejavusansmono": 1233.0 / 2048,
        "ubuntumono": 0.5, "inconsolata": 0.5,
    ]

    /// Width of a condensed face against a regular one: the best guess and the band.
    static let condensedWidth = (best: 0.78, lo: 0.6, hi: 0.95)

    /// Condensed, compressed or narrow faces, by their PostScript name (`Futura-CondensedMedium`,
    /// `AvenirNextCondensed-Bold`, `ArialNarrow`).
    static func isCondensed(_ font: FontSpec) -> Bool {
        guard case .named(let name) = font.kind else { return false }
        let n = name.lowercased()
        return n.contains("condensed") || n.contains("compressed") || n.contains("narrow")
    }

    /// Custom-font family key: the PostScript name up to the first '-', lower-cased.
    static func familyKey(_ font: FontSpec) -> String {
        guard case .named(let name) = font.kind else { return "" }
        return String(name.lowercased().split(separator: "-", omittingEmptySubsequences: false).first ?? "")
    }

    static func heightKey(_ font: FontSpec) -> String {
        if case .textStyle(let style) = font.kind { return "style:" + style }
        let size = font.resolved.size
        return size == size.rounded() && abs(size) < 1e15 ? "size:\(Int64(size))" : "size:\(size)"
    }

    // MARK: public measurement

    /// Measures `text` in `font` as Interface Builder would for a document of `toolsVersion`
    /// on a device of `scale`. With `numberOfLines` != 1 and a `maxWidth`, the text is wrapped by
    /// words (0 = unlimited lines); explicit line breaks always start a new line when
    /// `numberOfLines` != 1.
    public func measure(_ text: String, font: FontSpec, era toolsVersion: Double, scale: Double,
                        maxWidth: Double? = nil, numberOfLines: Int = 1) -> MeasuredSize {
        let era = Era(toolsVersion: toolsVersion)
        let key = MeasurementKey(text: text, font: font, era: era, scale: scale, maxWidth: maxWidth, numberOfLines: numberOfLines)
        if let known = measurements.value(for: key) { return known }
        let size = measureUncached(text, font: font, era: era, scale: scale, maxWidth: maxWidth, numberOfLines: numberOfLines)
        measurements.store(size, for: key)
        return size
    }

    /// Measurements already made, shared by every document and thread of the process: labels
    /// repeat their texts across scenes and documents, and a wrapped label shapes each line.
    private let measurements = MeasurementMemo()

    struct MeasurementKey: Hashable {
        var text: String
        var font: FontSpec
        var era: Era
        var scale: Double
        var maxWidth: Double?
        var numberOfLines: Int
    }

    final class MeasurementMemo: @unchecked Sendable {
        private var sizes: [MeasurementKey: MeasuredSize] = [:]
        private let lock = NSLock()

        func value(for key: MeasurementKey) -> MeasuredSize? {
            lock.lock(); defer { lock.unlock() }
            return sizes[key]
        }

        func store(_ size: MeasuredSize, for key: MeasurementKey) {
            lock.lock(); defer { lock.unlock() }
            if sizes.count >= 20_000 { sizes.removeAll(keepingCapacity: true) }
            sizes[key] = size
        }
    }

    private func measureUncached(_ text: String, font: FontSpec, era: Era, scale: Double,
                                 maxWidth: Double?, numberOfLines: Int) -> MeasuredSize {
        let s = scale > 0 ? scale : 2
        let px = 1 / s
        var lines: [String]
        // A paragraph that may or may not wrap in Apple's font (see `wrap`).
        var borderline = false
        // Every line break character ends a line, not only "\n": TextKit also breaks at "\r",
        // "\r\n" and the Unicode line and paragraph separators (U+2028, U+2029).
        let explicitLines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if numberOfLines == 1 {
            lines = [explicitLines.first.map(String.init) ?? ""]
        } else {
            lines = []
            for para in explicitLines {
                lines += wrap(String(para), font: font, era: era, maxWidth: maxWidth, borderline: &borderline)
            }
            if numberOfLines > 0 && lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        }
        var wBest = 0.0, wLo = 0.0, wHi = 0.0
        var degraded = engine.degraded
        for l in lines {
            let m = lineWidth(l, font: font, era: era)
            degraded = degraded || m.degraded
            if m.width > wBest { wBest = m.width; wLo = m.lo; wHi = m.hi }
        }
        if let mw = maxWidth, numberOfLines != 1 { wBest = min(wBest, mw) }
        let bestW = text.isEmpty ? 0 : roundWidth(wBest, era: era, scale: s)
        var widthRange = max(0, bestW * (1 + wLo) - Calibration.widthAbsMargin * px)...(bestW * (1 + wHi) + Calibration.widthAbsMargin * px)
        if let mw = maxWidth, numberOfLines != 1 {
            widthRange = min(widthRange.lowerBound, mw)...min(widthRange.upperBound, mw)
        }
        let n = text.isEmpty ? 0 : lines.count
        let lh = Calibration.lineHeightRatio * font.resolved.size
        let bestH = textHeight(font: font, lines: n, scale: s)
        var hm = Calibration.heightAbsMargin * px
        if degraded { hm += 0.05 * font.resolved.size }
        // Wrapping near the boundary may give one line more or fewer.
        let wrapSlack = (numberOfLines != 1 && n > 1) ? lh : 0
        var hLo = bestH, hHi = bestH
        if borderline && (numberOfLines == 0 || n < numberOfLines) { hHi += lh }
        if font.resolved.custom && n > 0 {
            // custom fonts: any line height in customLineHeightRange x size
            let size = font.resolved.size * Double(n)
            hLo = min(bestH, Calibration.customLineHeightRange.lowerBound * size)
            hHi = max(bestH, Calibration.customLineHeightRange.upperBound * size)
        }
        let heightRange = max(0, hLo - hm - wrapSlack)...(hHi + hm + wrapSlack)
        return MeasuredSize(width: widthRange, height: heightRange, best: (bestW, bestH), lineCount: n,
                            degraded: degraded)
    }

    /// Greedy word wrap of one paragraph; words wider than `maxWidth` are broken by characters.
    func wrap(_ para: String, font: FontSpec, era: Era, maxWidth: Double?, borderline: inout Bool) -> [String] {
        guard let maxWidth, maxWidth > 0 else { return [para] }
        // The width is usually Xcode's own measurement of this text (the saved frame): a paragraph
        // our font measures a little wider than that still fits on one line in Apple's font.
        let whole = lineWidth(para, font: font, era: era)
        if whole.width <= maxWidth {
            // Apple's text may run wider than ours, up to the top of the interval: past the width,
            // the paragraph wraps in Xcode although it fits in Inter.
            if whole.width * (1 + whole.hi) > maxWidth { borderline = true }
            return [para]
        }
        if whole.width * (1 + whole.lo) <= maxWidth + max(2, 0.05 * maxWidth) { borderline = true; return [para] }
        var lines: [String] = []
        var current = ""
        let words = para.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let space = lineWidth(" ", font: font, era: era).width
        var widths: [Double?] = Array(repeating: nil, count: words.count)
        func wordWidth(_ k: Int) -> Double {
            if let w = widths[k] { return w }
            let w = lineWidth(words[k], font: font, era: era).width
            widths[k] = w
            return w
        }
        var i = 0
        while i < words.count {
            // Greedy filling, word by word: the line grows while it fits. Shaping every candidate
            // line is the cost here, so the break is first estimated from the words' own widths
            // (kerning across spaces aside, a line is its words and spaces), then confirmed by
            // measuring the line itself, one word more or less at a time.
            func line(_ end: Int) -> String {
                words[i..<end].reduce(current) { $0.isEmpty ? $1 : $0 + " " + $1 }
            }
            func fitsExactly(_ end: Int) -> Bool { lineWidth(line(end), font: font, era: era).width <= maxWidth }
            var estimate = current.isEmpty ? 0 : lineWidth(current, font: font, era: era).width
            var guess = i
            while guess < words.count {
                let next = estimate + (current.isEmpty && guess == i ? 0 : space) + wordWidth(guess)
                if next > maxWidth { break }
                estimate = next
                guess += 1
            }
            var fits = guess
            if fits > i && !fitsExactly(fits) {
                repeat { fits -= 1 } while fits > i && !fitsExactly(fits)
            } else {
                while fits < words.count && fitsExactly(fits + 1) { fits += 1 }
            }
            if fits > i {
                current = line(fits)
                i = fits
                continue
            }
            let word = words[i]
            i += 1
            if !current.isEmpty { lines.append(current); current = "" }
            if lineWidth(word, font: font, era: era).width <= maxWidth {
                current = word
            } else {
                for ch in word {
                    let c2 = current + String(ch)
                    if !current.isEmpty && lineWidth(c2, font: font, era: era).width > maxWidth {
                        lines.append(current)
                        current = String(ch)
                    } else {
                        current = c2
                    }
                }
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    // MARK: controls

    /// Intrinsic size of a `label` (`numberOfLines` 0 = unlimited; wrapping needs
    /// `preferredMaxLayoutWidth` or the width the layout gives the label).
    public func labelIntrinsicSize(text: String, font: FontSpec, toolsVersion: Double, scale: Double,
                                   numberOfLines: Int = 1, preferredMaxLayoutWidth: Double? = nil) -> MeasuredSize {
        measure(text, font: font, era: toolsVersion, scale: scale, maxWidth: preferredMaxLayoutWidth,
                numberOfLines: numberOfLines)
    }

    /// Height of `lines` lines under a paragraph style (TextKit: each line is the font's line
    /// height times `lineHeightMultiple`, at least `minimumLineHeight`, at most a non-zero
    /// `maximumLineHeight`; `lineSpacing` between lines), rounded up to the pixel grid.
    public func paragraphHeight(lines: Int, font: FontSpec, lineHeightMultiple: Double, lineSpacing: Double,
                                minimumLineHeight: Double, maximumLineHeight: Double, scale: Double) -> Double {
        guard lines > 0 else { return 0 }
        let r = font.resolved
        var ratio = Calibration.lineHeightRatio
        if r.custom, let c = Calibration.customFonts[Self.familyKey(font)], c.lineHeightRatio > 0 { ratio = c.lineHeightRatio }
        var line = ratio * r.size * (lineHeightMultiple > 0 ? lineHeightMultiple : 1)
        line = max(line, minimumLineHeight)
        if maximumLineHeight > 0 { line = min(line, maximumLineHeight) }
        return ceilToPixel(Double(lines) * line + lineSpacing * Double(lines - 1), scale: scale)
    }

    /// Content edge insets of a button, in points.
    public struct Insets: Sendable, Hashable {
        public var top, left, bottom, right: Double
        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            self.top = top; self.left = left; self.bottom = bottom; self.right = right
        }
        public static let zero = Insets()
    }

    /// Intrinsic size of a title-only `button` (`buttonType` system/roundedRect/custom).
    ///
    /// Classic buttons (measured on the corpus, all eras): width = max(30, title width) and height
    /// = ceil(line height) + 12, i.e. 30 pt for the default 15 pt title, 33 pt for 17 pt; content
    /// edge insets are added. `configuration: true` is an iOS 15 `<buttonConfiguration>` button
    /// (Xcode 13+): title + 12 pt leading/trailing and 7 pt top/bottom, line height not rounded
    /// (17 pt: 34.33 on @3x, 34.5 on @2x). Default font: system 15 pt (17 pt with configuration).
    public func buttonIntrinsicSize(title: String, font: FontSpec? = nil, buttonType: String = "system",
                                    contentEdgeInsets: Insets = .zero, configuration: Bool = false,
                                    toolsVersion: Double, scale: Double) -> MeasuredSize {
        let era = Era(toolsVersion: toolsVersion)
        let f = font ?? .system(configuration ? 17 : 15)
        let s = scale > 0 ? scale : 2
        let px = 1 / s
        let b = configuration ? Calibration.buttonConfig : Calibration.button
        let r = f.resolved
        let padW = b.padW + contentEdgeInsets.left + contentEdgeInsets.right
        let padH = b.padH + contentEdgeInsets.top + contentEdgeInsets.bottom
        let m = lineWidth(title, font: f, era: era)
        let textW = title.isEmpty ? 0 : roundWidth(m.width, era: era, scale: s)
        let bestW = max(b.minWidth, textW + padW)
        let ratio = f.tallLines ? ContentSizeCategory.tallLineHeightRatio : Calibration.lineHeightRatio
        let lineH = configuration ? ratio * r.size : (ratio * r.size - 1e-6).rounded(.up)
        let bestH = ceilToPixel(max(b.minHeight, lineH + padH), scale: s)
        let wm = b.widthMargin * px
        var hm = b.heightMargin * px
        if r.custom { hm += 0.1 * r.size }
        if m.degraded { hm += 0.05 * r.size }
        let wLo = max(bestW * (1 + m.lo) - wm, b.minWidth > 0 ? b.minWidth - px : 0)
        let wHi = max(bestW * (1 + m.hi) + wm, b.minWidth > 0 ? b.minWidth + px : 0)
        return MeasuredSize(width: max(0, wLo)...wHi, height: max(0, bestH - hm)...(bestH + hm),
                            best: (bestW, bestH), lineCount: 1, degraded: m.degraded || engine.degraded)
    }

    /// Intrinsic size of a `textField`: width from its text, else its placeholder; `roundedRect`
    /// fields are 30 pt tall before Xcode 11 (toolsVersion < 15000) and 34 pt from Xcode 11 on.
    public func textFieldIntrinsicSize(text: String?, placeholder: String? = nil, font: FontSpec? = nil,
                                       borderStyle: String = "roundedRect", toolsVersion: Double,
                                       scale: Double) -> MeasuredSize {
        let f = font ?? .system(14)
        let content = (text?.isEmpty == false ? text : placeholder) ?? ""
        let m = measure(content, font: f, era: toolsVersion, scale: scale)
        // An empty field is still a line of its font tall: UITextField takes its height from the
        // font, not the text (`TextFieldSizeTests`).
        let line = content.isEmpty ? measure(" ", font: f, era: toolsVersion, scale: scale) : m
        let s = scale > 0 ? scale : 2
        let rounded = borderStyle == "roundedRect" || borderStyle == "bezel" || borderStyle == "line"
        let padW = rounded ? 14.0 : 0.0
        let bestW = ceilToPixel(m.best.width + padW, scale: s)
        let w = max(0, m.width.lowerBound + padW - 2)...(m.width.upperBound + padW + 2)
        if borderStyle == "roundedRect" {
            let hh: Double = toolsVersion < 15000 ? 30 : 34
            let bestH = max(hh, line.best.height)
            return MeasuredSize(width: w, height: (bestH - 1 / s)...(bestH + 1 / s), best: (bestW, bestH),
                                degraded: m.degraded)
        }
        let bestH = line.best.height + (rounded ? 8 : 0)
        return MeasuredSize(width: w, height: max(0, bestH - 1)...(bestH + 1), best: (bestW, bestH),
                            degraded: m.degraded)
    }
}

/// Shape of the generated calibration constants (see `Calibration.swift`).
struct WidthFit: Sendable {
    /// Xcode width = scale x Inter width + trackingEm x pointSize x (characters - 1), x boldFactor for weights >= 600.
    var scale: Double
    var trackingEm: Double
    var boldFactor: Double
    /// Relative interval around the best width (held-out residual quantiles).
    var relLo: Double
    var relHi: Double
}

struct CustomFontFit: Sendable {
    /// Multiplies the calibrated system-font width of the text measured with Inter.
    var widthScale: Double
    /// Line height / point size; 0 = unknown.
    var lineHeightRatio: Double
}

struct ButtonFit: Sendable {
    var padW: Double
    var padH: Double
    var minWidth: Double
    var minHeight: Double
    /// Interval half-widths in device pixels.
    var widthMargin: Double
    var heightMargin: Double
}
