import Foundation

/// A token of Swift or Objective-C source, with comments and literals already skipped.
struct CodeToken: Equatable {
    enum Kind: Equatable { case identifier, punctuation, literal }
    var kind: Kind
    var text: String
    var line: Int
}

/// The lexer and the declaration reader (`DeclarationReader.swift`) of Swift and Objective-C
/// source: tokens with comments, literals and preprocessor lines skipped, and imports.
public enum CodeScanner {

    static func tokens(_ text: String, language: CodeIndex.Language) -> [CodeToken] {
        let s = Array(text.unicodeScalars)
        var out: [CodeToken] = []
        var i = 0
        var line = 1
        let n = s.count
        func peek(_ k: Int) -> Unicode.Scalar? { i + k < n ? s[i + k] : nil }
        func isIdentStart(_ c: Unicode.Scalar) -> Bool { c == "_" || c == "$" || c.properties.isAlphabetic }
        func isIdent(_ c: Unicode.Scalar) -> Bool { isIdentStart(c) || ("0"..."9").contains(c) }

        /// Skips a block comment starting at i (`/*`); Swift's nest.
        func skipBlockComment() {
            var depth = 0
            while i < n {
                if s[i] == "/" && peek(1) == "*" { depth += 1; i += 2; continue }
                if s[i] == "*" && peek(1) == "/" {
                    depth -= 1; i += 2
                    if depth == 0 || language == .objectiveC { return }
                    continue
                }
                if s[i] == "\n" { line += 1 }
                i += 1
            }
        }

        /// Skips a Swift string literal starting at i (after any `#`s, at the first quote).
        func skipSwiftString(hashes: Int) {
            let multiline = peek(0) == "\"" && peek(1) == "\"" && peek(2) == "\""
            i += multiline ? 3 : 1
            while i < n {
                let c = s[i]
                if c == "\n" {
                    line += 1
                    if !multiline { i += 1; return } // unterminated: stop at the line end
                }
                if c == "\\" {
                    // An escape needs as many #s after the backslash as the literal has.
                    var k = 1
                    var h = 0
                    while h < hashes, peek(k) == "#" { h += 1; k += 1 }
                    if h == hashes {
                        if peek(k) == "(" {
                            i += k + 1
                            skipInterpolation()
                            continue
                        }
                        i += k + 1
                        continue
                    }
                }
                if c == "\"" {
                    let closeLength = multiline ? 3 : 1
                    var ok = true
                    for q in 0..<closeLength where peek(q) != "\"" { ok = false }
                    if ok {
                        var h = 0
                        while h < hashes, peek(closeLength + h) == "#" { h += 1 }
                        if h == hashes { i += closeLength + hashes; return }
                    }
                }
                i += 1
            }
        }

        /// Skips `\( … )` contents up to the matching parenthesis (strings and comments inside).
        func skipInterpolation() {
            var depth = 1
            while i < n {
                let c = s[i]
                if c == "(" { depth += 1 } else if c == ")" {
                    depth -= 1
                    if depth == 0 { i += 1; return }
                } else if c == "\"" { skipSwiftString(hashes: 0); continue } else if c == "#" && (peek(1) == "\"" || peek(1) == "#") {
                    var h = 0
                    while peek(h) == "#" { h += 1 }
                    if peek(h) == "\"" { i += h; skipSwiftString(hashes: h); continue }
                } else if c == "/" && peek(1) == "*" { skipBlockComment(); continue } else if c == "\n" { line += 1 }
                i += 1
            }
        }

        /// Skips a C string or character literal starting at its quote.
        func skipCLiteral(_ quote: Unicode.Scalar) {
            i += 1
            while i < n {
                let c = s[i]
                if c == "\\" { if peek(1) == "\n" { line += 1 }; i += 2; continue }
                if c == "\n" { line += 1; i += 1; return }
                i += 1
                if c == quote { return }
            }
        }

        var atLineStart = true
        while i < n {
            let c = s[i]
            if c == "\n" { line += 1; i += 1; atLineStart = true; continue }
            if c == " " || c == "\t" || c == "\r" { i += 1; continue }
            if c == "/" && peek(1) == "/" {
                while i < n && s[i] != "\n" { i += 1 }
                continue
            }
            if c == "/" && peek(1) == "*" { skipBlockComment(); continue }
            let lineStart = atLineStart
            atLineStart = false
            if language == .objectiveC {
                if c == "#" && lineStart {
                    // Preprocessor line (with continuations).
                    while i < n && s[i] != "\n" {
                        if s[i] == "\\" && peek(1) == "\n" { line += 1; i += 1 }
                        i += 1
                    }
                    continue
                }
                if c == "\"" || c == "'" {
                    let l = line
                    skipCLiteral(c)
                    out.append(CodeToken(kind: .literal, text: "\"\"", line: l))
                    continue
                }
                if c == "@" && peek(1) == "\"" {
                    let l = line
                    i += 1
                    skipCLiteral("\"")
                    out.append(CodeToken(kind: .literal, text: "\"\"", line: l))
                    continue
                }
            } else {
                if c == "\"" {
                    let l = line
                    skipSwiftString(hashes: 0)
                    out.append(CodeToken(kind: .literal, text: "\"\"", line: l))
                    continue
                }
                if c == "#" {
                    var h = 0
                    while peek(h) == "#" { h += 1 }
                    if peek(h) == "\"" {
                        let l = line
                        i += h
                        skipSwiftString(hashes: h)
                        out.append(CodeToken(kind: .literal, text: "\"\"", line: l))
                        continue
                    }
                }
                if c == "`" {
                    // `escaped` identifier
                    var j = i + 1
                    var name = ""
                    while j < n && s[j] != "`" && s[j] != "\n" { name.unicodeScalars.append(s[j]); j += 1 }
                    if j < n && s[j] == "`" {
                        out.append(CodeToken(kind: .identifier, text: name, line: line))
                        i = j + 1
                        continue
                    }
                }
            }
            if isIdentStart(c) || (c == "@" && peek(1).map(isIdentStart) == true) || (c == "#" && peek(1).map(isIdentStart) == true) {
                var name = String(c)
                i += 1
                while i < n && isIdent(s[i]) { name.unicodeScalars.append(s[i]); i += 1 }
                out.append(CodeToken(kind: .identifier, text: name, line: line))
                continue
            }
            if ("0"..."9").contains(c) {
                while i < n && (isIdent(s[i]) || s[i] == ".") {
                    if s[i] == "." && !(peek(1).map { ("0"..."9").contains($0) } ?? false) { break }
                    i += 1
                }
                out.append(CodeToken(kind: .literal, text: "0", line: line))
                continue
            }
            out.append(CodeToken(kind: .punctuation, text: String(c), line: line))
            i += 1
        }
        return out
    }

    /// Imported module names, line by line (a commented-out import only makes checks more careful).
    static func imports(in text: String) -> Set<String> {
        var out = Set<String>()
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("#import <") || line.hasPrefix("#include <") {
                line = line.drop { $0 != "<" }.dropFirst()
                let name = line.prefix { $0 != "/" && $0 != ">" }
                if line.contains("/") && !name.isEmpty { out.insert(String(name)) }
                continue
            }
            if line.hasPrefix("@import ") {
                out.insert(String(line.dropFirst(8).prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                continue
            }
            // Swift: [@testable|@_exported|@preconcurrency] import [class|struct|...] Module[.Sub]
            var words = line.split(separator: " ", omittingEmptySubsequences: true)
            while let w = words.first, w.hasPrefix("@") { words.removeFirst() }
            for modifier in ["public", "internal", "private", "fileprivate", "package"] where words.first.map(String.init) == modifier { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            var target = words[1]
            if ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(String(target)), words.count >= 3 { target = words[2] }
            let module = target.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !module.isEmpty { out.insert(String(module)) }
        }
        return out
    }
}
