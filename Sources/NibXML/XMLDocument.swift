/// An XML document as nibtool sees it: libxml2 decides whether the bytes are well-formed XML
/// and decodes names, values and text; a source map ties every element and attribute to its
/// exact bytes, line and column, so that diagnostics can point at them and edits can change
/// only the bytes they must (see `DocumentEditor`).
///
/// The tree is immutable and index-based (no parent/child reference cycles), so a document can
/// be shared between threads.
public final class XMLDocument: Sendable {
    /// The original bytes, exactly as read.
    public let bytes: [UInt8]
    /// Every element in document order (pre-order); index 0 is the root element.
    @_spi(Schema) public let storage: [ElementStorage]
    /// The attributes of all elements, element after element.
    @_spi(Schema) public let attributeStore: [XMLAttribute]
    /// Comments, processing instructions and text that stand outside the root element, in order.
    public let prolog: [XMLContent]
    public let epilog: [XMLContent]
    /// The `<?xml ...?>` declaration as written, or nil.
    public let declaration: String?

    init(bytes: [UInt8], storage: [ElementStorage], attributeStore: [XMLAttribute],
         prolog: [XMLContent], epilog: [XMLContent], declaration: String?) {
        self.bytes = bytes
        self.storage = storage
        self.attributeStore = attributeStore
        self.prolog = prolog
        self.epilog = epilog
        self.declaration = declaration
    }

    public var root: XMLElement { XMLElement(document: self, index: 0) }

    /// Number of elements in the document.
    public var elementCount: Int { storage.count }

    /// All elements in document order.
    public var allElements: LazyMapSequence<Range<Int>, XMLElement> {
        (0..<storage.count).lazy.map { XMLElement(document: self, index: $0) }
    }

    public func element(at index: Int) -> XMLElement { XMLElement(document: self, index: index) }

    /// Every element's name and attributes, read in place: for rules that look at every
    /// attribute of every document (an `attributes` slice copies each one out, retaining its strings).
    public func forEachElementAttributes(_ body: (_ element: Int, _ name: String, _ attributes: UnsafeBufferPointer<XMLAttribute>) -> Void) {
        storage.withUnsafeBufferPointer { elements in
            attributeStore.withUnsafeBufferPointer { store in
                for i in elements.indices where elements[i].attributeEnd > elements[i].attributeStart {
                    body(i, elements[i].name, UnsafeBufferPointer(rebasing: store[Int(elements[i].attributeStart)..<Int(elements[i].attributeEnd)]))
                }
            }
        }
    }

    /// Whether the file ends with a line feed (old Xcode files sometimes do not).
    public var endsWithNewline: Bool { bytes.last == UInt8(ascii: "\n") }
}

/// A position in the source: 1-based line and column (column counted in bytes, as compilers do),
/// and the 0-based byte offset.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { a.offset < b.offset }
    public var description: String { "\(line):\(column)" }
}

public struct XMLAttribute: Sendable, Hashable {
    public let name: String
    /// The decoded value (entities replaced).
    public let value: String
    /// Byte offset of the attribute name.
    public let nameOffset: Int
    /// Byte range of the raw value between the quotes.
    public let valueRange: Range<Int>
}

/// Non-element content, kept so that the document can be regenerated and inspected.
public enum XMLContent: Sendable, Hashable {
    case element(Int)
    case text(String)
    case comment(String)
    case cdata(String)
    case processingInstruction(String)
}

@_spi(Schema) public struct ElementStorage: Sendable {
    public var name: String
    public var attributeStart: Int32
    public var attributeEnd: Int32
    public var parent: Int32
    public var firstChild: Int32 = -1
    public var lastChild: Int32 = -1
    public var nextSibling: Int32 = -1
    /// Only for elements that hold text, comments or CDATA: the full ordered content.
    /// (Most elements hold only elements, so most pay nothing for it.)
    public var mixedContent: [XMLContent]?
    public var location: SourceLocation
    /// Offset just past the `>` of the start tag.
    public var startTagEnd: Int
    /// Offset just past the end tag (equal to `startTagEnd` when self-closing).
    public var end: Int
    public var selfClosing: Bool
}

/// A lightweight handle to one element of an `XMLDocument`.
public struct XMLElement: Sendable, Hashable {
    public let document: XMLDocument
    public let index: Int

    public static func == (a: XMLElement, b: XMLElement) -> Bool { a.document === b.document && a.index == b.index }
    public func hash(into h: inout Hasher) { h.combine(index) }

    var storage: ElementStorage { document.storage[index] }

    public var name: String { document.storage[index].name }
    public var attributes: ArraySlice<XMLAttribute> { document.attributeStore[attributeRange] }

    /// Indices of this element's attributes in `attributeStore` (reads two fields, not the whole storage entry).
    var attributeRange: Range<Int> {
        Int(document.storage[index].attributeStart)..<Int(document.storage[index].attributeEnd)
    }
    public var location: SourceLocation { document.storage[index].location }
    public var line: Int { location.line }
    public var column: Int { location.column }
    public var isSelfClosing: Bool { document.storage[index].selfClosing }

    /// Byte range of the whole element, from `<` to the end of its end tag.
    public var byteRange: Range<Int> { document.storage[index].location.offset..<document.storage[index].end }
    /// Byte range of the start tag.
    public var startTagRange: Range<Int> { document.storage[index].location.offset..<document.storage[index].startTagEnd }

    public var parent: XMLElement? {
        let p = Int(document.storage[index].parent)
        return p < 0 ? nil : XMLElement(document: document, index: p)
    }

    /// Child element indices, in order.
    var childIndices: UnfoldSequence<Int, Int32> {
        let storage = document.storage
        return sequence(state: storage[index].firstChild) { next in
            guard next >= 0 else { return nil }
            let current = Int(next)
            next = storage[current].nextSibling
            return current
        }
    }

    public var children: [XMLElement] { childIndices.map { XMLElement(document: document, index: $0) } }

    public var hasChildren: Bool { document.storage[index].firstChild >= 0 }

    /// Elements, text, comments and CDATA directly inside this element, in order.
    public var content: [XMLContent] {
        document.storage[index].mixedContent ?? childIndices.map { .element($0) }
    }

    public subscript(attribute name: String) -> String? {
        attribute(at: name).map { document.attributeStore[$0].value }
    }

    public func attribute(named name: String) -> XMLAttribute? {
        attribute(at: name).map { document.attributeStore[$0] }
    }

    /// Where attribute `name` is in `attributeStore`. XML names are compared by their bytes, so
    /// a name of another length is skipped without String's general (Unicode) comparison.
    private func attribute(at name: String) -> Int? {
        let range = attributeRange
        if range.isEmpty { return nil }
        let length = name.utf8.count
        // Through a buffer pointer: `store[i]` on the array copies the attribute (two strings
        // retained and released) for every candidate.
        return document.attributeStore.withUnsafeBufferPointer { store in
            for i in range where store[i].name.utf8.count == length && store[i].name == name { return i }
            return nil
        }
    }

    /// The first child element with this element name (and `key` attribute, when given).
    public func child(_ name: String, key: String? = nil) -> XMLElement? {
        for c in childIndices {
            let e = XMLElement(document: document, index: c)
            if e.name == name, key == nil || e[attribute: "key"] == key { return e }
        }
        return nil
    }

    /// The first child element with this `key` attribute, whatever its name.
    public func child(key: String) -> XMLElement? {
        for c in childIndices {
            let e = XMLElement(document: document, index: c)
            if e[attribute: "key"] == key { return e }
        }
        return nil
    }

    public func children(_ name: String) -> [XMLElement] {
        childIndices.compactMap { document.storage[$0].name == name ? XMLElement(document: document, index: $0) : nil }
    }

    /// The concatenated text content directly inside this element.
    public var text: String {
        var s = ""
        for c in document.storage[index].mixedContent ?? [] {
            switch c {
            case .text(let t), .cdata(let t): s += t
            default: break
            }
        }
        return s
    }

    /// Number of ancestors (the root element has depth 0).
    public var depth: Int {
        var d = 0
        var p = Int(document.storage[index].parent)
        while p >= 0 { d += 1; p = Int(document.storage[p].parent) }
        return d
    }

    /// Elements below this one, in document order (iterative: deep trees cannot overflow the stack).
    public var descendants: [XMLElement] {
        let end = document.storage[index].end
        var result: [XMLElement] = []
        var i = index + 1
        while i < document.storage.count, document.storage[i].location.offset < end {
            result.append(XMLElement(document: document, index: i))
            i += 1
        }
        return result
    }
}
