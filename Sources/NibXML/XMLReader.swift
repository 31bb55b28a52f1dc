import CLibXML2
import Foundation

/// Reads documents with libxml2, securely: no network, no DTD loading, no external or
/// substituted entities (a DOCTYPE is refused outright: Interface Builder never writes one),
/// libxml2's own depth and entity-amplification limits on, and errors collected rather than
/// printed.
public enum XMLReader {
    /// libxml2 must be initialised once, on one thread, before it is used from several.
    @_spi(Schema) public static let setUp: Void = {
        xmlInitParser()
        ExternalResources.defaultLoader = xmlGetExternalEntityLoader()
        // Refuse every external resource (DTDs, external entities, XIncludes), whatever the
        // options; only a schema's own include files may be read while it is compiled.
        xmlSetExternalEntityLoader { url, id, ctxt in
            guard let url, let dir = ExternalResources.allowedDirectory() else { return nil }
            let path = String(cString: url)
            let plain = path.hasPrefix("file://") ? String(path.dropFirst(7)) : path
            guard plain.hasPrefix(dir + "/"), !plain.contains("/../"), plain.hasSuffix(".rng") else { return nil }
            return ExternalResources.defaultLoader?(url, id, ctxt)
        }
    }()

    static let parseOptions: Int32 = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_BIG_LINES.rawValue)

    /// Reads a file, refusing files over the size limit before loading them.
    public static func read(path: String, limits: ParseLimits = .default) throws -> ParsedDocument {
        let bytes = try readFile(path: path, maxBytes: limits.maxBytes)
        return try parse(bytes, limits: limits)
    }

    /// The bytes of a regular file (or `-`, standard input) within `maxBytes`; see `InputFile`.
    public static func readFile(path: String, maxBytes: Int) throws -> [UInt8] {
        try InputFile.read(path: path, maxBytes: maxBytes)
    }

    /// Parses bytes. Throws `XMLParseError` for anything that is not a well-formed, DOCTYPE-free
    /// XML document within the limits (NibSchema checks it against a schema).
    public static func parse(_ bytes: [UInt8], limits: ParseLimits = .default) throws -> ParsedDocument {
        parseLog?.record(bytes)
        return try parse(bytes, limits: limits, qualifiedNames: false)
    }

    /// Every document parsed while it is bound (`XMLReader.$parseLog.withValue(log) { ... }`): a
    /// test's view of how often a pipeline parses the same text. Task-local, so tests running side
    /// by side each see their own parses, and nothing is recorded when nothing is bound.
    @TaskLocal public static var parseLog: ParseLog?

    /// `qualifiedNames`: element and attribute names keep their prefix (`a:documentation`), as
    /// the RELAX NG schema loader needs to tell annotations apart. Otherwise names are local: a
    /// prefixed element name then does not match its source and the document is refused
    /// (Interface Builder never writes one), and a prefixed attribute keeps its local name.
    @_spi(Schema) public static func parse(_ bytes: [UInt8], limits: ParseLimits = .default, qualifiedNames: Bool) throws -> ParsedDocument {
        _ = setUp
        silenceGenericErrors()
        if bytes.count > limits.maxBytes || bytes.count > Int(Int32.max) {
            throw XMLParseError(kind: .limitExceeded, message: "the document is larger than \(limits.maxBytes / 1_048_576) MB", line: 0, column: 0)
        }
        if bytes.allSatisfy({ SourceScanner.isSpace($0) }) {
            throw XMLParseError(kind: .malformed, message: "the file is empty", line: 1, column: 1)
        }
        // If the bytes are not even tag-balanced, the scan fails; libxml2 then says exactly where.
        let scan = try? bytes.withUnsafeBufferPointer { try SourceScanner.scan($0) }
        var builder = SAXBuilder(bytes: bytes, scan: scan ?? SourceScanner.Result(tags: [], attributes: []), limits: limits)
        builder.mapping = scan != nil
        builder.qualifiedNames = qualifiedNames
        guard let ctxt = bytes.withUnsafeBufferPointer({ buf in
            buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) { xmlCreateMemoryParserCtxt($0, Int32(buf.count)) }
        }) else {
            throw XMLParseError(kind: .unreadable, message: "libxml2 could not allocate a parser", line: 0, column: 0)
        }
        defer {
            if let d = ctxt.pointee.myDoc { xmlFreeDoc(d) }
            xmlFreeParserCtxt(ctxt)
        }
        _ = xmlCtxtUseOptions(ctxt, parseOptions)
        SAXCallbacks.install(on: ctxt.pointee.sax)
        withUnsafeMutablePointer(to: &builder) { p in
            ctxt.pointee._private = UnsafeMutableRawPointer(p)
            _ = xmlParseDocument(ctxt)
            ctxt.pointee._private = nil
        }
        if let failure = builder.failure { throw failure }
        guard ctxt.pointee.wellFormed != 0 else { throw builder.firstError ?? libxmlError(ctxt) }
        guard let scan, builder.storage.count == scan.tags.count, !builder.storage.isEmpty else {
            throw XMLParseError(kind: .malformed, message: "the document's markup could not be mapped to source positions", line: 1, column: 1)
        }
        return ParsedDocument(document: builder.document(declaration: declaration(bytes)))
    }

    static func declaration(_ bytes: [UInt8]) -> String? {
        guard bytes.starts(with: Array("<?xml ".utf8)), let end = bytes.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        return String(decoding: bytes[0...end], as: UTF8.self)
    }

    /// libxml2's tree of the same bytes, for the schema validator, and a map from its element
    /// nodes to our element indices (both in document order).
    @_spi(Schema) public static func withLibxmlTree<R>(_ bytes: [UInt8], _ body: (xmlDocPtr, [UnsafeMutableRawPointer: Int]) throws -> R) throws -> R {
        silenceGenericErrors()
        guard let ctxt = xmlNewParserCtxt() else {
            throw XMLParseError(kind: .unreadable, message: "libxml2 could not allocate a parser", line: 0, column: 0)
        }
        defer { xmlFreeParserCtxt(ctxt) }
        let docPtr: xmlDocPtr? = bytes.withUnsafeBufferPointer { buf in
            buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) {
                xmlCtxtReadMemory(ctxt, $0, Int32(buf.count), nil, nil, parseOptions)
            }
        }
        guard let doc = docPtr else { throw libxmlError(ctxt) }
        defer { xmlFreeDoc(doc) }
        var map: [UnsafeMutableRawPointer: Int] = [:]
        var stack: [xmlNodePtr] = []
        var node = doc.pointee.children
        while let n = node, n.pointee.type != XML_ELEMENT_NODE { node = n.pointee.next }
        if let root = node { stack.append(root) }
        while let n = stack.popLast() {
            map[UnsafeMutableRawPointer(n)] = map.count
            var children: [xmlNodePtr] = []
            var c = n.pointee.children
            while let child = c {
                if child.pointee.type == XML_ELEMENT_NODE { children.append(child) }
                c = child.pointee.next
            }
            stack.append(contentsOf: children.reversed())
        }
        return try body(doc, map)
    }

    @_spi(Schema) public static func libxmlError(_ ctxt: xmlParserCtxtPtr) -> XMLParseError {
        guard let err = xmlCtxtGetLastError(UnsafeMutableRawPointer(ctxt)) else {
            return XMLParseError(kind: .malformed, message: "not well-formed XML", line: 1, column: 1)
        }
        return parseError(err)
    }

    /// One of libxml2's errors as ours: its line and column, its message on one line, and its
    /// resource limits named as limits (not as the malformed markup they leave behind).
    static func parseError(_ err: UnsafePointer<xmlError>) -> XMLParseError {
        var message = err.pointee.message.map { String(cString: $0) } ?? "not well-formed XML"
        // libxml2 puts the offending bytes on a second line ("...indicate encoding !\nBytes: 0xFF").
        message = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        var kind = XMLParseError.Kind.malformed
        if message.contains("Excessive depth") {
            kind = .limitExceeded
            message = "elements are nested more than 256 levels deep (Interface Builder documents stay far below that)"
        } else if message.contains("amplification") || message.contains("entity reference loop") {
            kind = .limitExceeded
        } else if message.contains("length too long") || message.contains("too long") || message.contains("Huge input lookup") {
            // XML_MAX_TEXT_LENGTH: one attribute value, text node or name over 10,000,000 bytes.
            kind = .limitExceeded
            message = "a value is longer than libxml2's limit of 10,000,000 bytes for one attribute, text or name (libxml2: \(message)); Interface Builder documents stay far below it"
        }
        return XMLParseError(kind: kind, message: message, line: max(1, Int(err.pointee.line)), column: max(1, Int(err.pointee.int2)))
    }

    /// libxml2 prints errors raised outside a parser context (an encoding converter's "encoding
    /// error : input conversion failed", "I/O error : encoder error") to stderr even with
    /// XML_PARSE_NOERROR. Its structured handler is per thread, so each parse installs one that
    /// drops them: the parser reports the same failure through its context, with a position.
    @_spi(Schema) public static func silenceGenericErrors() {
        xmlSetStructuredErrorFunc(nil) { _, _ in }
    }

}

/// Which local files libxml2 may load: none, except a schema's include files while it compiles.
@_spi(Schema) public enum ExternalResources {
    nonisolated(unsafe) static var defaultLoader: xmlExternalEntityLoader?
    nonisolated(unsafe) private static var directory: String?
    private static let lock = NSLock()

    static func allowedDirectory() -> String? {
        lock.lock(); defer { lock.unlock() }
        return directory
    }

    /// Runs `body` with the files below `dir` readable (schema compilation happens once, up front).
    public static func allowing<R>(_ dir: String, _ body: () throws -> R) rethrows -> R {
        lock.lock(); directory = dir; lock.unlock()
        defer { lock.lock(); directory = nil; lock.unlock() }
        return try body()
    }
}

/// The result of reading.
public struct ParsedDocument: Sendable {
    public let document: XMLDocument
}

/// The texts `XMLReader.parse` was given while the log was bound, in order.
public final class ParseLog: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [[UInt8]] = []

    public init() {}

    func record(_ bytes: [UInt8]) {
        lock.lock()
        texts.append(bytes)
        lock.unlock()
    }

    /// The texts parsed, in order.
    public var parsed: [[UInt8]] {
        lock.lock()
        defer { lock.unlock() }
        return texts
    }
}
