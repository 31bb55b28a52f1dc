import CLibXML2
import Foundation

/// Builds nibtool's `XMLDocument` from libxml2's SAX2 events, without building libxml2's own
/// tree (which only the schema validator needs). Each start tag libxml2 reports is matched with
/// the next tag `SourceScanner` found in the bytes, which supplies byte ranges, lines and columns.
/// A struct the callbacks reach through a pointer: a class's properties would pay a runtime
/// exclusivity check on every access, several per attribute.
struct SAXBuilder {
    let bytes: [UInt8]
    let scan: SourceScanner.Result
    let limits: ParseLimits
    var storage: [ElementStorage] = []
    var attributeStore: [XMLAttribute] = []
    var open: [Int] = []
    var prolog: [XMLContent] = []
    var epilog: [XMLContent] = []
    var sawRoot = false
    var pendingText: [UInt8] = []
    var pendingIsCDATA = false
    var failure: XMLParseError?
    /// libxml2's first error. Its last (what `xmlCtxtGetLastError` gives) is often a consequence:
    /// an attribute value over the 10,000,000-byte limit ends as "Extra content at the end of the
    /// document" on a later line.
    var firstError: XMLParseError?
    /// False when the bytes could not be scanned: libxml2 will report the error, so elements are ignored.
    var mapping = true
    /// Names keep their namespace prefix (`prefix:local`); see `XMLReader.parse(_:qualifiedNames:)`.
    var qualifiedNames = false
    private var names = InternedNames()

    init(bytes: [UInt8], scan: SourceScanner.Result, limits: ParseLimits) {
        self.bytes = bytes
        self.scan = scan
        self.limits = limits
        storage.reserveCapacity(scan.tags.count)
        attributeStore.reserveCapacity(scan.attributes.count)
    }

    /// libxml2 interns names in a dictionary, so one pointer stands for one name.
    mutating func name(_ p: UnsafePointer<xmlChar>) -> String {
        names.name(at: p)
    }

    /// A name with its prefix, when names are qualified and it has one.
    mutating func name(_ p: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> String {
        guard qualifiedNames, let prefix else { return name(p) }
        return name(prefix) + ":" + name(p)
    }

    mutating func fail(_ ctxt: xmlParserCtxtPtr, _ error: XMLParseError) {
        if failure == nil { failure = error }
        xmlStopParser(ctxt)
    }

    func mismatch(at index: Int) -> XMLParseError {
        let tag = index < scan.tags.count ? scan.tags[index] : nil
        return XMLParseError(kind: .malformed, message: "the document's markup could not be mapped to source positions",
                             line: tag?.line ?? 1, column: tag?.column ?? 1)
    }

    // MARK: events

    mutating func startElement(_ ctxt: xmlParserCtxtPtr, localname: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, attributeCount: Int,
                      attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        flushText()
        guard mapping else { return }
        let index = storage.count
        guard index < scan.tags.count else { return fail(ctxt, mismatch(at: index)) }
        let tag = scan.tags[index]
        if open.count >= limits.maxDepth {
            return fail(ctxt, XMLParseError(kind: .limitExceeded,
                                            message: "elements are nested more than \(limits.maxDepth) levels deep (Interface Builder documents stay far below that)",
                                            line: tag.line, column: tag.column))
        }
        if index >= limits.maxElements {
            return fail(ctxt, XMLParseError(kind: .limitExceeded, message: "the document has more than \(limits.maxElements) elements",
                                            line: tag.line, column: tag.column))
        }
        let elementName = name(localname, prefix: prefix)
        guard Self.bytes(bytes, tag.nameRange, equal: elementName) else { return fail(ctxt, mismatch(at: index)) }
        let attributeStart = attributeStore.count
        var k = tag.attributeStart
        for i in 0..<attributeCount {
            // Namespace declarations are not reported as attributes.
            while k < tag.attributeEnd, Self.isNamespaceDeclaration(bytes, scan.attributes[k].nameRange) { k += 1 }
            guard k < tag.attributeEnd, let base = attributes, let attrName = base[5 * i], let start = base[5 * i + 3],
                  let end = base[5 * i + 4] else { return fail(ctxt, mismatch(at: index)) }
            attributeStore.append(XMLAttribute(name: name(attrName, prefix: base[5 * i + 1]), value: Self.value(start, end),
                                               nameOffset: scan.attributes[k].nameRange.lowerBound,
                                               valueRange: scan.attributes[k].valueRange))
            k += 1
        }
        let parent = open.last ?? -1
        storage.append(ElementStorage(name: elementName, attributeStart: Int32(attributeStart), attributeEnd: Int32(attributeStore.count),
                                      parent: Int32(parent),
                                      location: SourceLocation(line: tag.line, column: tag.column, offset: tag.start),
                                      startTagEnd: tag.startTagEnd, end: tag.end, selfClosing: tag.selfClosing))
        if parent >= 0 {
            if storage[parent].lastChild >= 0 {
                storage[Int(storage[parent].lastChild)].nextSibling = Int32(index)
            } else {
                storage[parent].firstChild = Int32(index)
            }
            storage[parent].lastChild = Int32(index)
            storage[parent].mixedContent?.append(.element(index))
        }
        sawRoot = true
        open.append(index)
    }

    /// Whether `bytes[range]` spells `name` (compared as memory: the generic slice comparison
    /// cost more than the rest of the element's bookkeeping).
    @inline(__always) static func bytes(_ bytes: [UInt8], _ range: Range<Int>, equal name: String) -> Bool {
        var name = name
        return name.withUTF8 { n in
            n.count == range.count && bytes.withUnsafeBufferPointer { b in
                n.isEmpty || memcmp(b.baseAddress! + range.lowerBound, n.baseAddress!, n.count) == 0
            }
        }
    }

    /// `xmlns` or `xmlns:...`: libxml2 does not report namespace declarations as attributes.
    @inline(__always) static func isNamespaceDeclaration(_ b: [UInt8], _ r: Range<Int>) -> Bool {
        let i = r.lowerBound
        return r.count >= 5 && b[i] == 0x78 && b[i + 1] == 0x6D && b[i + 2] == 0x6C && b[i + 3] == 0x6E && b[i + 4] == 0x73
    }

    /// An attribute value as SAX2 reports it. With entity substitution off, libxml2 hands `&amp;`
    /// over as the character reference `&#38;` (and resolves the other predefined entities).
    static func value(_ start: UnsafePointer<xmlChar>, _ end: UnsafePointer<xmlChar>) -> String {
        let buffer = UnsafeBufferPointer(start: start, count: end - start)
        guard buffer.contains(0x26) else { return String(decoding: buffer, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(buffer.count)
        var i = 0
        let amp: [UInt8] = Array("&#38;".utf8)
        while i < buffer.count {
            if buffer[i] == 0x26, i + 5 <= buffer.count, buffer[i..<(i + 5)].elementsEqual(amp) {
                out.append(0x26)
                i += 5
            } else {
                out.append(buffer[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    mutating func endElement() {
        flushText(closing: true)
        if !open.isEmpty { open.removeLast() }
    }

    mutating func characters(_ ch: UnsafePointer<xmlChar>, _ len: Int, cdata: Bool) {
        if cdata != pendingIsCDATA { flushText() }
        pendingIsCDATA = cdata
        pendingText.append(contentsOf: UnsafeBufferPointer(start: ch, count: len))
    }

    mutating func comment(_ value: UnsafePointer<xmlChar>) {
        flushText()
        append(.comment(String(cString: value)))
    }

    mutating func processingInstruction(_ target: UnsafePointer<xmlChar>) {
        flushText()
        append(.processingInstruction(name(target)))
    }

    private mutating func append(_ item: XMLContent) {
        guard let parent = open.last else {
            if sawRoot { epilog.append(item) } else { prolog.append(item) }
            return
        }
        if storage[parent].mixedContent == nil {
            // First non-element content: list the element children seen so far, in order.
            var items: [XMLContent] = []
            var c = storage[parent].firstChild
            while c >= 0 { items.append(.element(Int(c))); c = storage[Int(c)].nextSibling }
            storage[parent].mixedContent = items
        }
        storage[parent].mixedContent!.append(item)
    }

    /// Text between tags. Indentation carries no meaning and is dropped; whitespace is kept
    /// only when it is all an element holds (`<string key="text"> </string>`), which shows when
    /// the element closes right after it.
    private mutating func flushText(closing: Bool = false) {
        guard !pendingText.isEmpty else { return }
        defer { pendingText.removeAll(keepingCapacity: true) }
        if !pendingIsCDATA, pendingText.allSatisfy(SourceScanner.isSpace) {
            guard closing, let parent = open.last, storage[parent].firstChild < 0, storage[parent].mixedContent == nil else { return }
        }
        let text = String(decoding: pendingText, as: UTF8.self)
        append(pendingIsCDATA ? .cdata(text) : .text(text))
    }

    func document(declaration: String?) -> XMLDocument {
        XMLDocument(bytes: bytes, storage: storage, attributeStore: attributeStore, prolog: prolog, epilog: epilog,
                    declaration: declaration)
    }
}

/// The C callbacks: each finds the builder through the parser context's `_private` pointer
/// (SAX2's own helpers expect `userData` to stay the context itself).
enum SAXCallbacks {
    static func builder(_ ctx: UnsafeMutableRawPointer?) -> (UnsafeMutablePointer<SAXBuilder>, xmlParserCtxtPtr)? {
        guard let ctx else { return nil }
        let ctxt = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let p = ctxt.pointee._private else { return nil }
        return (p.assumingMemoryBound(to: SAXBuilder.self), ctxt)
    }

    static func install(on sax: UnsafeMutablePointer<xmlSAXHandler>) {
        // Errors come here (SAX2's structured channel, `userData` being the context) instead of
        // libxml2's generic output: the first is kept, none is printed.
        sax.pointee.serror = { ctx, error in
            guard let error, let (b, _) = SAXCallbacks.builder(ctx), b.pointee.firstError == nil else { return }
            b.pointee.firstError = XMLReader.parseError(error)
        }
        sax.pointee.startDocument = nil
        sax.pointee.endDocument = nil
        sax.pointee.startElement = nil
        sax.pointee.endElement = nil
        sax.pointee.externalSubset = nil
        sax.pointee.internalSubset = { ctx, _, _, _ in
            // A DOCTYPE is how entity bombs and external entities get in; IB never writes one.
            // Stop before libxml2 reads the internal subset.
            guard let (b, ctxt) = SAXCallbacks.builder(ctx) else { return }
            let input = ctxt.pointee.input
            b.pointee.fail(ctxt, XMLParseError(kind: .unsupportedFeature,
                                       message: "the document has a DOCTYPE declaration; Interface Builder never writes one, and nibtool does not process DTDs or entities",
                                       line: Int(input?.pointee.line ?? 1), column: Int(input?.pointee.col ?? 1)))
        }
        sax.pointee.startElementNs = { ctx, localname, prefix, _, _, _, count, _, attributes in
            guard let (b, ctxt) = SAXCallbacks.builder(ctx), let localname else { return }
            b.pointee.startElement(ctxt, localname: localname, prefix: prefix, attributeCount: Int(count), attributes: attributes)
        }
        sax.pointee.endElementNs = { ctx, _, _, _ in
            guard let (b, _) = SAXCallbacks.builder(ctx) else { return }
            b.pointee.endElement()
        }
        sax.pointee.characters = { ctx, ch, len in
            guard let (b, _) = SAXCallbacks.builder(ctx), let ch else { return }
            b.pointee.characters(ch, Int(len), cdata: false)
        }
        sax.pointee.ignorableWhitespace = sax.pointee.characters
        sax.pointee.cdataBlock = { ctx, ch, len in
            guard let (b, _) = SAXCallbacks.builder(ctx), let ch else { return }
            b.pointee.characters(ch, Int(len), cdata: true)
        }
        sax.pointee.comment = { ctx, value in
            guard let (b, _) = SAXCallbacks.builder(ctx), let value else { return }
            b.pointee.comment(value)
        }
        sax.pointee.processingInstruction = { ctx, target, _ in
            guard let (b, _) = SAXCallbacks.builder(ctx), let target else { return }
            b.pointee.processingInstruction(target)
        }
    }
}

/// libxml2's interned names (one pointer per name in a parse) mapped to Swift strings, through
/// the validator's integer map (cheaper than hashing the pointer with `Hasher`).
struct InternedNames {
    private var indices = IntMap(capacity: 128)
    private var strings: [String] = []

    mutating func name(at p: UnsafePointer<xmlChar>) -> String {
        let key = UInt64(UInt(bitPattern: p))
        if let i = indices[key] { return strings[Int(i)] }
        let s = String(cString: p)
        indices[key] = Int32(strings.count)
        strings.append(s)
        return s
    }
}
