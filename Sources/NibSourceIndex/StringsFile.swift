import Foundation
import NibXML

/// The keys of a `.strings` file (`"abc-12-xyz.text" = "Hallo";`), with their lines: what
/// `ibtool --export-strings-file` writes for a Base-localized document and translators fill in.
/// UTF-8 or UTF-16 (with a byte order mark, as older Xcode wrote them); comments are skipped.
/// Only keys are read: their values are the translators' business.
public struct StringsFile {
    public var keys: [(key: String, line: Int)] = []

    public init(keys: [(key: String, line: Int)]) { self.keys = keys }

    public init?(path: String) {
        guard let bytes = InputFile.contentsIfReadable(path: path, maxBytes: ParseLimits.default.maxBytes), let text = Self.decode(Data(bytes)) else { return nil }
        self.init(text: text)
    }

    /// The text of a `.strings` file; nil for the property-list forms (binary, XML), which are
    /// compiled output, not what translators edit.
    public static func decode(_ data: Data) -> String? {
        if data.starts(with: Array("bplist".utf8)) || data.starts(with: Array("<?xml".utf8)) { return nil }
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] { return String(data: data, encoding: .utf16LittleEndian).map { String($0.drop { $0 == "\u{FEFF}" }) } }
        if bytes == [0xFE, 0xFF] { return String(data: data, encoding: .utf16BigEndian).map { String($0.drop { $0 == "\u{FEFF}" }) } }
        return String(data: data, encoding: .utf8).map { $0.hasPrefix("\u{FEFF}") ? String($0.dropFirst()) : $0 }
    }

    /// Each entry is `key = value;`; a key or value is a quoted string or a bare word.
    public init(text: String) {
        let s = Array(text.unicodeScalars)
        var i = 0, line = 1
        var expectingKey = true
        func skipSpaceAndComments() {
            while i < s.count {
                let c = s[i]
                if c == "\n" { line += 1; i += 1 } else if c == " " || c == "\t" || c == "\r" { i += 1 } else if c == "/", i + 1 < s.count, s[i + 1] == "*" {
                    i += 2
                    while i < s.count, !(s[i] == "*" && i + 1 < s.count && s[i + 1] == "/") { if s[i] == "\n" { line += 1 }; i += 1 }
                    i += 2
                } else if c == "/", i + 1 < s.count, s[i + 1] == "/" {
                    while i < s.count, s[i] != "\n" { i += 1 }
                } else { return }
            }
        }
        /// A quoted string (escapes kept as written: keys are ids and property names) or a bare word.
        func token() -> String? {
            guard i < s.count else { return nil }
            var out = String.UnicodeScalarView()
            if s[i] == "\"" {
                i += 1
                while i < s.count, s[i] != "\"" {
                    if s[i] == "\\", i + 1 < s.count { out.append(s[i]); i += 1 }
                    if s[i] == "\n" { line += 1 }
                    out.append(s[i]); i += 1
                }
                i += 1
                return String(out)
            }
            while i < s.count, s[i].properties.isAlphabetic || s[i].properties.numericType != nil || "_.-$:/".unicodeScalars.contains(s[i]) {
                out.append(s[i]); i += 1
            }
            return out.isEmpty ? nil : String(out)
        }
        while true {
            skipSpaceAndComments()
            guard i < s.count else { break }
            if s[i] == "=" || s[i] == ";" { expectingKey = s[i] == ";"; i += 1; continue }
            let at = line
            guard let t = token() else { i += 1; continue }   // stray punctuation: skip it
            if expectingKey { keys.append((t, at)); expectingKey = false }
        }
    }

    /// `abc-12-xyz.normalTitle` -> `abc-12-xyz`: ibtool's keys start with the object's id.
    public static func objectID(ofKey key: String) -> Substring {
        key.firstIndex(of: ".").map { key[..<$0] } ?? Substring(key)
    }
}
