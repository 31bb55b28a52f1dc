import Foundation
import NibXML

/// A String Catalog (`Main.xcstrings`, Xcode 15 and later): one JSON file holding every
/// language's strings of a table. For an Interface Builder document its keys are those of the
/// `.strings` files it replaces (`lbl-00-001.text`). Only what `localization-mismatch` needs is
/// read: per key, the languages that have a translation UIKit would show, and the key's line.
public struct StringCatalog {
    public struct Entry {
        public var key: String
        public var line: Int
        /// Languages (not the source language) with a translated or to-be-reviewed string, or
        /// plural/device variations; a string still `new` is not translated.
        public var translated: Set<String>
    }

    public var sourceLanguage: String
    /// Keys to translate (`shouldTranslate: false` left out), sorted.
    public var entries: [Entry]
    /// Every language the catalog has a localization for, without the source language, sorted.
    public var languages: [String]

    public init?(path: String) {
        guard let bytes = InputFile.contentsIfReadable(path: path, maxBytes: ParseLimits.default.maxBytes) else { return nil }
        self.init(data: Data(bytes))
    }

    public init?(data: Data) {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = json["strings"] as? [String: Any] else { return nil }
        sourceLanguage = json["sourceLanguage"] as? String ?? "en"
        let lines = Self.keyLines(in: data)
        var entries: [Entry] = []
        var languages = Set<String>()
        for (key, value) in strings {
            guard let entry = value as? [String: Any] else { continue }
            var translated = Set<String>()
            for (language, localization) in entry["localizations"] as? [String: Any] ?? [:] where language != sourceLanguage {
                languages.insert(language)
                if Self.isTranslated(localization) { translated.insert(language) }
            }
            if entry["shouldTranslate"] as? Bool == false { continue }
            entries.append(Entry(key: key, line: lines[key] ?? 1, translated: translated))
        }
        self.entries = entries.sorted { $0.key < $1.key }
        self.languages = languages.sorted()
    }

    public static func isTranslated(_ localization: Any) -> Bool {
        guard let localization = localization as? [String: Any] else { return false }
        if localization["variations"] != nil || localization["substitutions"] != nil { return true }
        guard let unit = localization["stringUnit"] as? [String: Any] else { return false }
        switch unit["state"] as? String {
        case "new": return false
        case nil: return !((unit["value"] as? String) ?? "").isEmpty
        default: return true   // translated, needs_review (shown until reviewed)
        }
    }

    /// The line of each key of the `strings` object, as Xcode writes the file (two spaces per
    /// level: a key of `strings` starts its line with four spaces and a quote).
    public static func keyLines(in data: Data) -> [String: Int] {
        var out: [String: Int] = [:]
        var line = 1
        for raw in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            defer { line += 1 }
            let bytes = Array(raw)
            guard bytes.count > 5, bytes[0..<4].allSatisfy({ $0 == UInt8(ascii: " ") }), bytes[4] == UInt8(ascii: "\"") else { continue }
            var end = 5
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
            guard end < bytes.count else { continue }
            let key = String(decoding: bytes[5..<end], as: UTF8.self)
            if out[key] == nil { out[key] = line }
        }
        return out
    }
}
