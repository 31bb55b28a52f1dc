import CLibXML2
import Foundation

/// Reads documents with libxml2, securely: no network, no DTD loading, no external or
/// substituted entities (a DOCTYPE is refused outright: Interface Builder never writes one),
/// libxml2's own depth and entity-amplification limits on, and errors collected rather than
/// printed.
public enum XMLReader {
    /// libxml2 must be initialised once, on one thread, before it is used from several.
    private static let setUp: Void = {
        xmlInitParser()
        // Refuse every external resource (DTDs, external entities, XIncludes), whatever the options.
        xmlSetExternalEntityLoader { _, _, _ in nil }
    }()

    static let parseOptions: Int32 = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_BIG_LINES.rawValue)

    /// Reads a file, refusing files over the size limit before loading them.
    public static func read(path: String, limits: ParseLimits = .default, schema: RelaxNGSchema? = nil) throws -> ParsedDocument {
        let bytes = try readFile(path: path, maxBytes: limits.maxBytes)
        return try parse(bytes, limits: limits, schema: schema)
    }

    public static func readFile(path: String, maxBytes: Int) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw XMLParseError(kind: .unreadable, message: "no such file", line: 0, column: 0)
        }
        guard !isDirectory.boolValue else {
            throw XMLParseError(kind: .unreadable, message: "is a directory", line: 0, column: 0)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw XMLParseError(kind: .unreadable, message: "cannot open the file for reading (permissions?)", line: 0, column: 0)
        }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        if size > UInt64(maxBytes) {
            throw XMLParseError(kind: .limitExceeded,
                                message: "the file is \(size / 1_048_576) MB; documents over \(maxBytes / 1_048_576) MB are not read (Interface Builder documents are at most a few MB)",
                                line: 0, column: 0)
        }
        try? handle.seek(toOffset: 0)
        let data = (try? handle.readToEnd()) ?? Data()
        if data.count > maxBytes {
            throw XMLParseError(kind: .limitExceeded, message: "the file grew past \(maxBytes / 1_048_576) MB while it was read", line: 0, column: 0)
        }
        return [UInt8](data)
    }

    /// Parses bytes. Throws `XMLParseError` for anything that is not a well-formed, DOCTYPE-free
    /// XML document within the limits; schema violations (if a schema is given) are returned.
    public static func parse(_ bytes: [UInt8], limits: ParseLimits = .default, schema: RelaxNGSchema? = nil) throws -> ParsedDocument {
        _ = setUp
        if bytes.count > limits.maxBytes || bytes.count > Int(Int32.max) {
            throw XMLParseError(kind: .limitExceeded, message: "the document is larger than \(limits.maxBytes / 1_048_576) MB", line: 0, column: 0)
        }
        if bytes.allSatisfy({ SourceScanner.isSpace($0) }) {
            throw XMLParseError(kind: .malformed, message: "the file is empty", line: 1, column: 1)
        }
        guard let ctxt = xmlNewParserCtxt() else {
            throw XMLParseError(kind: .unreadable, message: "libxml2 could not allocate a parser", line: 0, column: 0)
        }
        defer { xmlFreeParserCtxt(ctxt) }
        let docPtr: xmlDocPtr? = bytes.withUnsafeBufferPointer { buf in
            buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) {
                xmlCtxtReadMemory(ctxt, $0, Int32(buf.count), nil, nil, parseOptions)
            }
        }
        guard let doc = docPtr, ctxt.pointee.wellFormed != 0 else {
            if let d = docPtr { xmlFreeDoc(d) }
            throw libxmlError(ctxt)
        }
        defer { xmlFreeDoc(doc) }
        if doc.pointee.intSubset != nil || doc.pointee.extSubset != nil {
            let line = lineOf(bytes: bytes, needle: Array("<!DOCTYPE".utf8))
            throw XMLParseError(kind: .unsupportedFeature,
                                message: "the document has a DOCTYPE declaration; Interface Builder never writes one, and nibtool does not process DTDs or entities",
                                line: line.line, column: line.column)
        }
        let built = try TreeBuilder(bytes: bytes, doc: doc, limits: limits, recordNodes: schema != nil).build()
        var violations: [SchemaViolation] = []
        if let schema {
            violations = schema.validate(doc: doc, document: built.document, nodeIndex: built.nodeIndex)
        }
        return ParsedDocument(document: built.document, schemaViolations: violations)
    }

    static func libxmlError(_ ctxt: xmlParserCtxtPtr) -> XMLParseError {
        guard let err = xmlCtxtGetLastError(UnsafeMutableRawPointer(ctxt)) else {
            return XMLParseError(kind: .malformed, message: "not well-formed XML", line: 1, column: 1)
        }
        var message = err.pointee.message.map { String(cString: $0) } ?? "not well-formed XML"
        message = message.trimmingCharacters(in: .whitespacesAndNewlines)
        var kind = XMLParseError.Kind.malformed
        if message.contains("Excessive depth") {
            kind = .limitExceeded
            message = "elements are nested more than 256 levels deep (Interface Builder documents stay far below that)"
        } else if message.contains("amplification") || message.contains("entity reference loop") {
            kind = .limitExceeded
        }
        return XMLParseError(kind: kind, message: message, line: max(1, Int(err.pointee.line)), column: max(1, Int(err.pointee.int2)))
    }

    static func lineOf(bytes: [UInt8], needle: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        var i = 0
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0], Array(bytes[i..<(i + needle.count)]) == needle { return (line, i - lineStart + 1) }
            if bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
            i += 1
        }
        return (1, 1)
    }
}

/// The result of reading: the document, and what the schema (when one was given) found.
public struct ParsedDocument: Sendable {
    public let document: XMLDocument
    public let schemaViolations: [SchemaViolation]
}
