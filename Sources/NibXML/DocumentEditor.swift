/// Minimal, byte-careful edits of a document: each edit replaces one byte range of the original,
/// so everything not edited stays exactly as it was, and a document with no edits is written
/// back byte for byte.
public struct DocumentEditor: Sendable {
    public let document: XMLDocument
    public private(set) var edits: [Edit] = []

    public struct Edit: Sendable, Hashable {
        public var range: Range<Int>
        public var replacement: [UInt8]
    }

    public struct OverlapError: Error, CustomStringConvertible {
        public var description: String { "two edits touch the same bytes" }
    }

    public init(_ document: XMLDocument) { self.document = document }

    public var hasEdits: Bool { !edits.isEmpty }

    public mutating func replace(_ range: Range<Int>, with text: String) {
        edits.append(Edit(range: range, replacement: Array(text.utf8)))
    }

    /// Sets an attribute's value; a missing attribute is inserted after `after` (the first of
    /// those names present), or at the end of the start tag.
    public mutating func setAttribute(_ name: String, to value: String, on element: XMLElement, after: [String] = []) {
        let escaped = XMLEscaping.attribute(value)
        if let a = element.attribute(named: name) {
            if a.value != value { replace(a.valueRange, with: escaped) }
            return
        }
        let position: Int
        if let anchor = after.lazy.compactMap({ element.attribute(named: $0) }).first {
            position = anchor.valueRange.upperBound + 1 // after the closing quote
        } else {
            position = endOfAttributes(element)
        }
        replace(position..<position, with: " \(name)=\"\(escaped)\"")
    }

    /// Removes an attribute together with the space before it.
    public mutating func removeAttribute(_ name: String, from element: XMLElement) {
        guard let a = element.attribute(named: name) else { return }
        var start = a.nameOffset
        while start > 0, SourceScanner.isSpace(document.bytes[start - 1]) { start -= 1 }
        replace(start..<(a.valueRange.upperBound + 1), with: "")
    }

    /// Removes an element with its whole line(s) when it stands on lines of its own.
    public mutating func removeElement(_ element: XMLElement) {
        let b = document.bytes
        var start = element.byteRange.lowerBound
        var end = element.byteRange.upperBound
        var lineStart = start
        while lineStart > 0, b[lineStart - 1] == 0x20 { lineStart -= 1 }
        if lineStart == 0 || b[lineStart - 1] == 0x0A, end < b.count, b[end] == 0x0A {
            start = lineStart
            end += 1
        }
        replace(start..<end, with: "")
    }

    /// Inserts `lines` (XML already formatted for one level below `parent`, without the leading
    /// indentation of the first line) as the new last child of `parent`, or before `before`.
    public mutating func insertChild(_ xml: String, into parent: XMLElement, before: XMLElement? = nil) {
        let parentIndent = String(repeating: " ", count: max(0, parent.column - 1))
        let childIndent = parentIndent + "    "
        if let before {
            let lineStart = before.byteRange.lowerBound - (before.column - 1)
            replace(lineStart..<lineStart, with: childIndent + xml + "\n")
        } else if parent.isSelfClosing {
            // `<x .../>` becomes `<x ...>` + child + `</x>`.
            let close = parent.startTagRange.upperBound - 2
            replace(close..<parent.startTagRange.upperBound, with: ">\n" + childIndent + xml + "\n" + parentIndent + "</\(parent.name)>")
        } else {
            let endTagStart = endTagOffset(parent)
            let lineStart = endTagStart - (isAtLineStart(endTagStart, indent: parentIndent.count) ? parentIndent.count : 0)
            replace(lineStart..<lineStart, with: childIndent + xml + "\n")
        }
    }

    /// Inserts a line with `xml` right after `sibling`, at the same indentation.
    public mutating func insertAfter(_ sibling: XMLElement, _ xml: String) {
        let indent = String(repeating: " ", count: max(0, sibling.column - 1))
        let end = sibling.byteRange.upperBound
        replace(end..<end, with: "\n" + indent + xml)
    }

    /// The edited document's bytes.
    public func apply() throws -> [UInt8] {
        let sorted = edits.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }.map(\.element)
        var out: [UInt8] = []
        out.reserveCapacity(document.bytes.count + sorted.reduce(0) { $0 + $1.replacement.count })
        var cursor = 0
        for e in sorted {
            guard e.range.lowerBound >= cursor else { throw OverlapError() }
            out += document.bytes[cursor..<e.range.lowerBound]
            out += e.replacement
            cursor = e.range.upperBound
        }
        out += document.bytes[cursor...]
        return out
    }

    private func endOfAttributes(_ element: XMLElement) -> Int {
        let r = element.startTagRange
        var p = r.upperBound - 1 // '>'
        if document.bytes[p - 1] == 0x2F { p -= 1 } // '/>'
        while p > r.lowerBound, SourceScanner.isSpace(document.bytes[p - 1]) { p -= 1 }
        return p
    }

    private func endTagOffset(_ element: XMLElement) -> Int {
        var p = element.byteRange.upperBound - 1
        while p > element.startTagRange.upperBound, document.bytes[p] != 0x3C { p -= 1 }
        return p
    }

    private func isAtLineStart(_ offset: Int, indent: Int) -> Bool {
        guard offset - indent >= 0 else { return false }
        let b = document.bytes
        for k in (offset - indent)..<offset where b[k] != 0x20 { return false }
        return offset - indent == 0 || b[offset - indent - 1] == 0x0A
    }
}
