import CFreeType
import CHarfBuzz
import Foundation
import NibSupport

/// Raw (uncalibrated) measurement of one line of text with the stand-in font.
public struct RawAdvance: Sendable, Hashable {
    /// Sum of advances in points at the requested size (with kerning when requested).
    public var width: Double
    /// Number of grapheme clusters (`Character`s).
    public var characters: Int
    /// Characters the stand-in font has no glyph for (emoji, CJK, ...): estimated.
    public var missing: Int
    /// True when no font file was found and widths come from the per-character estimate.
    public var degraded: Bool
}

/// One loaded font file: a FreeType face plus, for kerning, a HarfBuzz font on the same file.
/// Not thread-safe; `FontEngine` serialises all access with its lock.
final class LoadedFace {
    let path: String
    let face: FT_Face
    let unitsPerEm: Double
    let hbFont: OpaquePointer?
    var advances: [UInt32: (glyph: UInt32, advance: Int)] = [:]
    /// Size-independent measurements of lines already measured with this face (see `FontEngine.measure`).
    var lines: [LineKey: LineUnits] = [:]

    struct LineKey: Hashable {
        var text: String
        var kerning: Bool

        /// Canonically equivalent texts (equal as `String`s) can map to other glyphs: compare bytes.
        static func == (a: LineKey, b: LineKey) -> Bool {
            a.kerning == b.kerning && a.text.utf8.elementsEqual(b.text.utf8)
        }
    }

    /// One line in font units plus the em of characters the face cannot draw.
    struct LineUnits {
        var units: Int
        var missingEm: Double
        var missing: Int
    }

    init?(library: FT_Library, path: String) {
        var f: FT_Face?
        guard FT_New_Face(library, path, 0, &f) == 0, let f else { return nil }
        self.path = path
        self.face = f
        self.unitsPerEm = Double(max(1, f.pointee.units_per_EM))
        let blob = hb_blob_create_from_file(path)
        let hbFace = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        let font = hb_font_create(hbFace)
        hb_face_destroy(hbFace)
        let upem = Int32(f.pointee.units_per_EM)
        hb_font_set_scale(font, upem, upem)
        self.hbFont = font
    }

    deinit {
        if let shapingBuffer { hb_buffer_destroy(shapingBuffer) }
        if let hbFont { hb_font_destroy(hbFont) }
        FT_Done_Face(face)
    }

    /// Nominal advance of one Unicode scalar in font units, nil when the font has no glyph.
    func advance(_ scalar: UInt32) -> Int? {
        if let a = advances[scalar] { return a.glyph == 0 ? nil : a.advance }
        let g = FT_Get_Char_Index(face, FT_ULong(scalar))
        var adv: FT_Fixed = 0
        if g != 0 {
            _ = FT_Get_Advance(face, g, FT_Int32(1) /* FT_LOAD_NO_SCALE */, &adv)
        }
        advances[scalar] = (UInt32(g), Int(adv))
        return g == 0 ? nil : Int(adv)
    }

    /// Kerning of adjacent pairs seen in shaped lines, by their two Unicode scalars.
    var pairKerning: [UInt64: Int] = [:]
    /// Lines HarfBuzz shaped because they had a pair not seen before (tests read it).
    var shapedLines = 0
    private var shapingBuffer: OpaquePointer?

    /// Kerning (GPOS pair adjustment) of `text` in font units. Inter kerns by pairs: a line whose
    /// pairs were all seen before is their sum; any other line is shaped once by HarfBuzz
    /// (`shapedAdvances`) and teaches its pairs. Shaping every new line was a tenth of
    /// `validate`'s time; the pairs repeat across texts and documents.
    func kerning(_ text: String) -> Int {
        let scalars = Array(text.unicodeScalars.lazy.map(\.value))
        guard scalars.count > 1 else { return 0 }
        var total = 0
        var known = true
        for i in 1..<scalars.count {
            guard let k = pairKerning[UInt64(scalars[i - 1]) << 32 | UInt64(scalars[i])] else { known = false; break }
            total += k
        }
        if known { return total }
        guard let shaped = shapedAdvances(text) else { return 0 }
        shapedLines += 1
        // One glyph per character (no ligatures, no decomposition): each pair's kerning is on the
        // advance of its first glyph.
        if shaped.count == scalars.count, shaped.last?.shaped == shaped.last?.nominal {
            for i in 1..<scalars.count {
                pairKerning[UInt64(scalars[i - 1]) << 32 | UInt64(scalars[i])] = shaped[i - 1].shaped - shaped[i - 1].nominal
            }
        }
        return shaped.reduce(0) { $0 + $1.shaped - $1.nominal }
    }

    /// Shaping features turned off: the substitutions (contextual alternates, ligatures,
    /// composition, localized forms) and mark attachment change no pair's kerning but cost most of
    /// Inter's shaping time; `kern` and the other positioning lookups stay on.
    static let positioningOnly: [hb_feature_t] = ["-calt", "-liga", "-clig", "-ccmp", "-locl", "-mark", "-mkmk", "-rlig"].map { name in
        var f = hb_feature_t()
        _ = hb_feature_from_string(name, -1, &f)
        return f
    }

    /// Each glyph HarfBuzz shapes `text` into (`positioningOnly`): its positioned advance and its
    /// nominal one (`hmtx`), in font units. Their difference is the pair kerning; reading the
    /// nominal advance of the same glyph spares shaping the line a second time with `kern` off.
    func shapedAdvances(_ text: String) -> [(shaped: Int, nominal: Int)]? {
        guard let hbFont else { return nil }
        if shapingBuffer == nil { shapingBuffer = hb_buffer_create() }
        let buf = shapingBuffer
        hb_buffer_clear_contents(buf)
        var s = text
        s.withUTF8 { p in
            p.withMemoryRebound(to: CChar.self) { c in
                hb_buffer_add_utf8(buf, c.baseAddress, Int32(c.count), 0, Int32(c.count))
            }
        }
        hb_buffer_guess_segment_properties(buf)
        Self.positioningOnly.withUnsafeBufferPointer { hb_shape(hbFont, buf, $0.baseAddress, UInt32($0.count)) }
        var n: UInt32 = 0, m: UInt32 = 0
        guard let pos = hb_buffer_get_glyph_positions(buf, &n), let info = hb_buffer_get_glyph_infos(buf, &m), m == n else { return nil }
        return (0..<Int(n)).map { (Int(pos[$0].x_advance), Int(hb_font_get_glyph_h_advance(hbFont, info[$0].codepoint))) }
    }
}

/// Loads the shipped Inter and measures raw advances. All FreeType/HarfBuzz access is
/// serialised by one lock (faces are not thread-safe); the public type is therefore Sendable.
final class FontEngine: @unchecked Sendable {
    /// The font nibtool ships (`fonts/inter` of the checkout, `share/nibtool/fonts/inter` when
    /// installed). The machine's own font folders and fontconfig are never consulted: another
    /// Inter version, or none, would change text widths and with them the findings.
    static var shippedDirectory: String? { DataDirectory.root.map { $0 + "/fonts/inter" } }

    static let weightFiles: [Int: String] = [
        100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
        600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black",
    ]

    private let lock = NSLock()
    private var library: FT_Library?
    private var faces: [String: LoadedFace] = [:]
    private var missingFiles: Set<String> = []
    /// Directories searched, in order.
    let directories: [String]
    /// Path of Inter-Regular, or nil when degraded.
    let regularPath: String?

    init(fontDirectory: String?) {
        if let d = fontDirectory {
            directories = [d]
        } else if let env = ProcessInfo.processInfo.environment["NIBTEXT_FONT_DIR"], !env.isEmpty {
            directories = [env]
        } else {
            directories = Self.shippedDirectory.map { [$0] } ?? []
        }
        var lib: FT_Library?
        if FT_Init_FreeType(&lib) == 0 { library = lib }
        regularPath = Self.locate("Inter-Regular", in: directories)
    }

    deinit {
        faces.removeAll()
        if let library { FT_Done_FreeType(library) }
    }

    var degraded: Bool { regularPath == nil || library == nil }

    static func locate(_ base: String, in dirs: [String]) -> String? {
        let fm = FileManager.default
        for d in dirs {
            for ext in ["otf", "ttf"] {
                let p = "\(d)/\(base).\(ext)"
                if fm.isReadableFile(atPath: p) { return p }
            }
        }
        return nil
    }

    /// Face file base name for a weight (nearest Inter weight), optical size and slant.
    static func faceName(weight: Int, italic: Bool, display: Bool) -> String {
        let w = min(900, max(100, (weight + 50) / 100 * 100))   // integers: the nearest hundred
        let name = weightFiles[w] ?? "Regular"
        let family = display ? "InterDisplay" : "Inter"
        if italic { return name == "Regular" ? "\(family)-Italic" : "\(family)-\(name)Italic" }
        return "\(family)-\(name)"
    }

    /// Must be called with the lock held.
    private func face(weight: Int, italic: Bool, display: Bool) -> LoadedFace? {
        guard let library else { return nil }
        // Fall back from Display to Text, from italic to upright, then to Regular.
        let candidates = [
            Self.faceName(weight: weight, italic: italic, display: display),
            Self.faceName(weight: weight, italic: false, display: display),
            Self.faceName(weight: weight, italic: italic, display: false),
            Self.faceName(weight: weight, italic: false, display: false),
            "Inter-Regular",
        ]
        for name in candidates {
            if let f = faces[name] { return f }
            if missingFiles.contains(name) { continue }
            if let p = Self.locate(name, in: directories), let f = LoadedFace(library: library, path: p) {
                faces[name] = f
                return f
            }
            missingFiles.insert(name)
        }
        return nil
    }

    /// Lines shaped by HarfBuzz for kerning so far, over every loaded face.
    var shapedLineCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return faces.values.reduce(0) { $0 + $1.shapedLines }
    }

    /// Measures one line. `display` selects InterDisplay (San Francisco Display stand-in).
    func measure(_ text: String, size: Double, weight: Int, italic: Bool, display: Bool, kerning: Bool) -> RawAdvance {
        let chars = text.count
        lock.lock()
        defer { lock.unlock() }
        guard let f = face(weight: weight, italic: italic, display: display) else {
            return RawAdvance(width: Self.estimate(text, size: size, weight: weight), characters: chars,
                              missing: 0, degraded: true)
        }
        // A line's width scales with the size: shaping it once per face serves every size
        // (the text probes, size classes and all documents that show the same text).
        let key = LoadedFace.LineKey(text: text, kerning: kerning)
        let line: LoadedFace.LineUnits
        if let known = f.lines[key] {
            line = known
        } else {
            line = Self.lineUnits(text, face: f, kerning: kerning)
            if f.lines.count >= Self.maxRememberedLines { f.lines.removeAll() }
            f.lines[key] = line
        }
        let width = Double(line.units) / f.unitsPerEm * size + line.missingEm * size
        return RawAdvance(width: width, characters: chars, missing: line.missing, degraded: false)
    }

    /// Bounds the memory of `LoadedFace.lines` over long runs.
    static let maxRememberedLines = 200_000

    static func lineUnits(_ text: String, face f: LoadedFace, kerning: Bool) -> LoadedFace.LineUnits {
        var units = 0
        var missingEm = 0.0
        var missing = 0
        for ch in text {
            // A grapheme cluster's advance: the first scalar with a glyph, combining marks add 0.
            // Emoji (presentation selector or default emoji presentation) are drawn by Apple Color
            // Emoji, never by the text font, even when Inter has a text glyph (U+26A0 ...).
            let scalars = ch.unicodeScalars
            if Self.isEmoji(ch) {
                missing += 1
                missingEm += Self.missingGlyphEm(ch)
            } else if let first = scalars.first, let a = f.advance(first.value) {
                units += a
                for s in scalars.dropFirst() where s.properties.generalCategory != .nonspacingMark
                    && s.value != 0xFE0F && s.value != 0x200D {
                    units += f.advance(s.value) ?? 0
                }
            } else {
                missing += 1
                missingEm += Self.missingGlyphEm(ch)
            }
        }
        if kerning && text.count > 1 { units += f.kerning(text) }
        return LoadedFace.LineUnits(units: units, missingEm: missingEm, missing: missing)
    }

    /// Advance in em of a character Inter cannot draw: emoji and East Asian wide characters are
    /// about 1 em (Apple Color Emoji ~1.23 em), anything else an average Latin advance.
    static func isEmoji(_ ch: Character) -> Bool {
        guard let s = ch.unicodeScalars.first else { return false }
        return s.properties.isEmojiPresentation || ch.unicodeScalars.contains(where: { $0.value == 0xFE0F })
    }

    static func missingGlyphEm(_ ch: Character) -> Double {
        guard let s = ch.unicodeScalars.first else { return 0 }
        let v = s.value
        if isEmoji(ch) { return 1.23 }
        if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0x20000...0x3FFFD).contains(v) {
            return 1.0
        }
        return 0.56
    }

    /// Degraded estimate (no font file): per-character-class average advances of a
    /// grotesque sans at 1 em, about +-10% on typical UI strings.
    static func estimate(_ text: String, size: Double, weight: Int) -> Double {
        var em = 0.0
        for ch in text {
            if ch == " " { em += 0.27 }
            else if ch.isUppercase { em += 0.68 }
            else if ch.isNumber { em += 0.60 }
            else if ch.isLowercase {
                em += "ijlft".contains(ch) ? 0.30 : ("mw".contains(ch) ? 0.85 : 0.55)
            } else if ch.isPunctuation { em += 0.30 }
            else if ch.isASCII { em += 0.55 }
            else { em += missingGlyphEm(ch) }
        }
        let boldFactor = 1 + 0.0007 * Double(max(0, weight - 400)) / 1
        return em * size * boldFactor * 1.0
    }
}
