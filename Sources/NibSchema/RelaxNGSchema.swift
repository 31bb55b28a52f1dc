import CLibXML2
import Foundation
@_spi(Schema) import NibXML

/// One place where a document breaks the schema.
public struct SchemaViolation: Sendable, Hashable {
    public var message: String
    public var line: Int
    public var column: Int
    /// Index of the offending element in the `XMLDocument`, when libxml2 named one.
    public var elementIndex: Int?
}

/// A compiled RELAX NG schema. Compiled once, then shared read-only by every validation.
///
/// Two validators of the same schema: `FastRelaxNG` (derivatives over nibtool's own tree, a
/// yes/no answer) decides first; libxml2's validator (its own tree of the same bytes, one
/// validation context each) runs only when the fast one does not answer "valid", and it alone
/// writes the violations, so their messages, lines and columns are libxml2's.
public final class RelaxNGSchema: @unchecked Sendable {
    public let path: String
    private let directory: String
    private let fastLoad: FastLoad
    /// libxml2's compiled schema: made at load time, or (`deferred`) by the first document the
    /// fast validator does not find valid. Guarded by `compileLock`.
    private var compiled: xmlRelaxNGPtr?
    private var compileFailure: LoadError?
    private let compileLock = NSLock()

    /// The fast validator, or nil when it cannot handle this schema (`fastLoadError` says why):
    /// then libxml2 validates every document. Waits for it when it is still loading.
    public var fast: FastRelaxNG? { try? fastLoad.result.get() }
    public var fastLoadError: String? {
        if case .failure(let error) = fastLoad.result { return "\(error)" }
        return nil
    }

    public struct LoadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Compiles the schema with both validators (on two cores at once) and throws if libxml2
    /// cannot compile it: for schemas given by the user, whose errors belong at start-up.
    public convenience init(path: String) throws {
        try self.init(path: path, deferred: false)
    }

    /// `deferred`: for the schema shipped with nibtool (CI compiles it with both validators).
    /// Nothing is compiled on the caller's thread: the fast validator loads on another thread
    /// while the first documents are parsed and laid out, and libxml2 compiles its own copy
    /// only if a document needs its messages (or if the fast validator cannot load).
    public init(path: String, deferred: Bool) throws {
        _ = XMLReader.setUp
        guard FileManager.default.fileExists(atPath: path) else {
            throw LoadError(description: "schema not found at \(path)")
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        self.path = absolute
        directory = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
        fastLoad = FastLoad(absolute, inBackground: ProcessInfo.processInfo.activeProcessorCount > 1)
        if !deferred {
            _ = try libxml2Schema()
            _ = fastLoad.result
        }
    }

    /// libxml2's compiled schema, compiled on first use (once; a failure is remembered).
    private func libxml2Schema() throws -> xmlRelaxNGPtr {
        compileLock.lock()
        defer { compileLock.unlock() }
        if let compiled { return compiled }
        if let compileFailure { throw compileFailure }
        guard let pctxt = xmlRelaxNGNewParserCtxt(path) else {
            compileFailure = LoadError(description: "cannot read schema \(path)")
            throw compileFailure!
        }
        defer { xmlRelaxNGFreeParserCtxt(pctxt) }
        xmlRelaxNGSetParserStructuredErrors(pctxt, { _, _ in }, nil)
        // Documents are parsed without loading external entities, so opening the schema's
        // directory while other threads parse documents gives them nothing.
        guard let s = ExternalResources.allowing(directory, { xmlRelaxNGParse(pctxt) }) else {
            compileFailure = LoadError(description: "the schema \(path) does not compile")
            throw compileFailure!
        }
        compiled = s
        return s
    }

    /// The fast validator's schema, loaded on another thread when there are several cores;
    /// `result` waits for it.
    private final class FastLoad: @unchecked Sendable {
        private var loaded: Result<FastRelaxNG, Error>?
        private let done = DispatchGroup()

        init(_ path: String, inBackground: Bool) {
            guard inBackground else {
                loaded = Result { try FastRelaxNG(path: path) }
                return
            }
            done.enter()
            let thread = Thread { [self] in
                loaded = Result { try FastRelaxNG(path: path) }
                done.leave()   // publishes `loaded` to every thread that waits
            }
            // The grammar is built recursively; a user's schema may nest deeply.
            thread.stackSize = 16 << 20
            thread.start()
        }

        var result: Result<FastRelaxNG, Error> {
            done.wait()
            return loaded!
        }
    }

    deinit { if let compiled { xmlRelaxNGFree(compiled) } }

    private final class Collector {
        var errors: [(message: String, line: Int, node: UnsafeMutableRawPointer?)] = []
    }

    /// The violations of a document nibtool has parsed: none when the fast validator finds it
    /// valid, libxml2's otherwise. Throws only when libxml2 cannot parse the bytes again.
    public func violations(in document: XMLDocument) throws -> [SchemaViolation] {
        if let fast, fast.validate(document) == .valid { return [] }
        return try libxml2Violations(in: document)
    }

    /// libxml2's verdict alone, on its own tree of the document's bytes.
    public func libxml2Violations(in document: XMLDocument) throws -> [SchemaViolation] {
        try libxml2Validation(of: document).violations
    }

    /// libxml2's result code (0: valid) and its violations, mapped onto `document`.
    public func libxml2Validation(of document: XMLDocument) throws -> (valid: Bool, violations: [SchemaViolation]) {
        try XMLReader.withLibxmlTree(document.bytes) { doc, nodeIndex in validate(doc: doc, document: document, nodeIndex: nodeIndex) }
    }

    func validate(doc: xmlDocPtr, document: XMLDocument, nodeIndex: [UnsafeMutableRawPointer: Int]) -> (valid: Bool, violations: [SchemaViolation]) {
        let schema: xmlRelaxNGPtr
        do { schema = try libxml2Schema() } catch {
            return (false, [SchemaViolation(message: "\(error)", line: 1, column: 1, elementIndex: nil)])
        }
        guard let vctxt = xmlRelaxNGNewValidCtxt(schema) else {
            return (false, [SchemaViolation(message: "could not create a validation context", line: 1, column: 1, elementIndex: nil)])
        }
        defer { xmlRelaxNGFreeValidCtxt(vctxt) }
        let collector = Collector()
        let ctx = Unmanaged.passUnretained(collector).toOpaque()
        xmlRelaxNGSetValidStructuredErrors(vctxt, { ctx, error in
            guard let ctx, let error else { return }
            let c = Unmanaged<Collector>.fromOpaque(ctx).takeUnretainedValue()
            let message = error.pointee.message.map { String(cString: $0) } ?? "schema violation"
            c.errors.append((message.trimmingCharacters(in: .whitespacesAndNewlines), Int(error.pointee.line), error.pointee.node))
        }, ctx)
        let status = xmlRelaxNGValidateDoc(vctxt, doc)
        var seen = Set<SchemaViolation>()
        var result: [SchemaViolation] = []
        // Where each error is: its node's element, else (an attribute node, a text node) the
        // nearest element it means.
        let placed: [Int?] = collector.errors.map { e in
            e.node.flatMap { nodeIndex[$0] ?? Self.nearestElement($0, named: Self.elementName(in: e.message), nodeIndex) }
        }
        for (n, e) in collector.errors.enumerated() {
            var v = SchemaViolation(message: e.message, line: max(1, e.line), column: 1, elementIndex: nil)
            // "Element rect failed to validate attributes" comes without a node (it was placed
            // at 1:1); the errors libxml2 raises next about the same element have one.
            let unplacedName = placed[n] == nil ? Self.elementName(in: e.message) : nil
            let borrowed = unplacedName.flatMap { name in
                placed[(n + 1)...].lazy.compactMap { $0 }.first { document.element(at: $0).name == name }
            }
            if let index0 = placed[n] ?? borrowed {
                var index = index0
                // "Element P has extra content: C" may point at C: report it on P.
                if borrowed == nil, e.message.hasPrefix("Element "), let name = e.message.dropFirst(8).split(separator: " ").first {
                    var cur: XMLElement? = document.element(at: index)
                    while let c = cur, c.name != name { cur = c.parent }
                    if let c = cur { index = c.index }
                }
                let el = document.element(at: index)
                v.line = el.line
                v.column = el.column
                v.elementIndex = index
            }
            if seen.insert(v).inserted { result.append(v) }
        }
        return (status == 0, innermost(result, document))
    }

    /// `Element NAME ...`: the element a message is about.
    static func elementName(in message: String) -> Substring? {
        guard message.hasPrefix("Element ") else { return nil }
        return message.dropFirst(8).split(separator: " ").first
    }

    /// The element an error that libxml2 attached to another node means. Attribute checks are
    /// reported on the "rest of the sequence" (often the whitespace text after the element) or
    /// an attribute node, neither of which is an element, and were placed at 1:1: take the
    /// nearest earlier sibling with the message's element name, else the nearest ancestor.
    static func nearestElement(_ raw: UnsafeMutableRawPointer, named name: Substring?, _ nodeIndex: [UnsafeMutableRawPointer: Int]) -> Int? {
        let node = raw.assumingMemoryBound(to: xmlNode.self)
        if let name {
            var sibling = node.pointee.prev
            while let s = sibling {
                if let i = nodeIndex[UnsafeMutableRawPointer(s)], let n = s.pointee.name, String(cString: n) == name { return i }
                sibling = s.pointee.prev
            }
        }
        var parent = node.pointee.parent
        while let p = parent {
            if let i = nodeIndex[UnsafeMutableRawPointer(p)] { return i }
            parent = p.pointee.parent
        }
        return nil
    }

    /// libxml2 reports a violation once where it happens and again on every ancestor ("failed to
    /// validate content", "has extra content"), and on the element itself in general terms too
    /// ("Expecting an element view, got nothing"); keep the innermost, specific ones.
    func innermost(_ violations: [SchemaViolation], _ document: XMLDocument) -> [SchemaViolation] {
        let located = violations.compactMap { v in v.elementIndex.map { (v, document.element(at: $0).byteRange) } }
        // How much a message says: "failed to validate content" / "has extra content" least,
        // "Expecting an element view, got nothing" more, the reason the view did not match most.
        func detail(_ m: String) -> Int {
            if m.contains("failed to validate content") || m.contains("has extra content") { return 0 }
            return m.hasSuffix(", got nothing") ? 1 : 2
        }
        return violations.filter { v in
            guard let i = v.elementIndex else { return true }
            let range = document.element(at: i).byteRange
            let hasDeeper = located.contains { other, r in
                r != range && r.lowerBound >= range.lowerBound && r.upperBound <= range.upperBound
            }
            if hasDeeper { return false }
            return !located.contains { other, r in r == range && detail(other.message) > detail(v.message) }
        }
    }
}
