import Foundation

/// A byte-level map of a document that libxml2 has already accepted as well-formed: where each
/// start tag, attribute and end tag stands, with lines and columns. libxml2's tree does not keep
/// byte offsets or columns, and lossless editing needs both.
///
/// Because the input is known to be well-formed and free of a DOCTYPE, the scanner only needs to
/// recognise comments, processing instructions, CDATA sections, tags and quoted attribute values.
struct SourceScanner {
    struct Tag {
        var nameRange: Range<Int>
        var start: Int          // offset of '<'
        var line: Int
        var column: Int
        /// This tag's attributes are `attributes[attributeStart..<attributeEnd]` of the scan result.
        var attributeStart: Int
        var attributeEnd: Int
        var startTagEnd: Int    // offset after '>'
        var end: Int            // offset after the end tag ('>' of '</x>'), or startTagEnd
        var selfClosing: Bool
    }

    enum ScanError: Error { case unexpected(Int) }

    struct Result {
        var tags: [Tag]
        var attributes: [(nameRange: Range<Int>, valueRange: Range<Int>)]
    }

    /// Returns the start tags in document order (which is libxml2's pre-order).
    static func scan(_ b: UnsafeBufferPointer<UInt8>) throws -> Result {
        let n = b.count
        var tags: [Tag] = []
        tags.reserveCapacity(n / 100)
        var attributes: [(nameRange: Range<Int>, valueRange: Range<Int>)] = []
        attributes.reserveCapacity(n / 30)
        var open: [Int] = []
        var i = 0
        var line = 1
        var lineStart = 0

        let base = b.baseAddress!
        // memchr skips the long stretches (attribute values, text, indentation) much faster
        // than a byte loop.
        @inline(__always) func countLines(_ from: Int, _ to: Int) {
            var k = from
            while k < to, let p = memchr(base + k, 0x0A, to - k) {
                k = UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self) - base + 1
                line += 1
                lineStart = k
            }
        }
        @inline(__always) func nextIndex(of byte: UInt8, from: Int) -> Int {
            guard from < n, let p = memchr(base + from, Int32(byte), n - from) else { return n }
            return UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self) - base
        }
        @inline(__always) func find(_ pattern: [UInt8], from: Int) -> Int? {
            var k = from
            let m = pattern.count
            while k + m <= n {
                if b[k] == pattern[0] {
                    var ok = true
                    for j in 1..<m where b[k + j] != pattern[j] { ok = false; break }
                    if ok { return k }
                }
                k += 1
            }
            return nil
        }

        while i < n {
            guard b[i] == 0x3C else { // '<'
                let lt = nextIndex(of: 0x3C, from: i)
                countLines(i, lt)
                i = lt
                continue
            }
            let next = i + 1 < n ? b[i + 1] : 0
            if next == 0x21 { // '!'
                if i + 3 < n, b[i + 2] == 0x2D, b[i + 3] == 0x2D { // <!--
                    guard let e = find([0x2D, 0x2D, 0x3E], from: i + 4) else { throw ScanError.unexpected(i) }
                    countLines(i, e + 3); i = e + 3
                } else if i + 8 < n, b[i + 2] == 0x5B { // <![CDATA[
                    guard let e = find([0x5D, 0x5D, 0x3E], from: i + 9) else { throw ScanError.unexpected(i) }
                    countLines(i, e + 3); i = e + 3
                } else {
                    throw ScanError.unexpected(i) // DOCTYPE: rejected before scanning
                }
            } else if next == 0x3F { // <?
                guard let e = find([0x3F, 0x3E], from: i + 2) else { throw ScanError.unexpected(i) }
                countLines(i, e + 2); i = e + 2
            } else if next == 0x2F { // </
                var k = i + 2
                while k < n, b[k] != 0x3E { k += 1 }
                guard let t = open.popLast(), k < n else { throw ScanError.unexpected(i) }
                tags[t].end = k + 1
                i = k + 1
            } else {
                var tag = Tag(nameRange: 0..<0, start: i, line: line, column: i - lineStart + 1,
                              attributeStart: attributes.count, attributeEnd: attributes.count,
                              startTagEnd: 0, end: 0, selfClosing: false)
                var k = i + 1
                while k < n, !isSpace(b[k]), b[k] != 0x3E, b[k] != 0x2F { k += 1 }
                tag.nameRange = (i + 1)..<k
                while true {
                    while k < n, isSpace(b[k]) {
                        if b[k] == 0x0A { line += 1; lineStart = k + 1 }
                        k += 1
                    }
                    guard k < n else { throw ScanError.unexpected(i) }
                    if b[k] == 0x3E { k += 1; break }
                    if b[k] == 0x2F { tag.selfClosing = true; k += 2; break }
                    let nameStart = k
                    while k < n, b[k] != 0x3D, !isSpace(b[k]) { k += 1 }
                    let nameEnd = k
                    while k < n, b[k] != 0x22, b[k] != 0x27 { k += 1 }
                    guard k < n else { throw ScanError.unexpected(i) }
                    let quote = b[k]
                    let valueStart = k + 1
                    k = nextIndex(of: quote, from: valueStart)
                    guard k < n else { throw ScanError.unexpected(i) }
                    countLines(valueStart, k)
                    attributes.append((nameStart..<nameEnd, valueStart..<k))
                    k += 1
                }
                tag.startTagEnd = k
                tag.attributeEnd = attributes.count
                if tag.selfClosing { tag.end = k } else { open.append(tags.count) }
                tags.append(tag)
                i = k
            }
        }
        guard open.isEmpty else { throw ScanError.unexpected(n) }
        return Result(tags: tags, attributes: attributes)
    }

    @inline(__always) static func isSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D
    }
}
