import CLibXML2
import Foundation

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
    private let schema: xmlRelaxNGPtr
    public let path: String
    /// The fast validator, or nil when it cannot handle this schema (`fastLoadError` says why):
    /// then libxml2 validates every document.
    public let fast: FastRelaxNG?
    public let fastLoadError: String?

    public struct LoadError: Error, CustomStringConvertible {
        public var description: String
    }

    public init(path: String) throws {
        _ = XMLReader.setUp
        guard FileManager.default.fileExists(atPath: path) else {
            throw LoadError(description: "schema not found at \(path)")
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let directory = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
        // Both validators compile the schema; on several cores, at the same time (the fast one
        // reads the files itself, with nibtool's reader, and loads no external resources).
        let fastLoad = FastLoad()
        let group = DispatchGroup()
        if ProcessInfo.processInfo.activeProcessorCount > 1 {
            DispatchQueue.global(qos: .userInitiated).async(group: group) { fastLoad.run(absolute) }
        } else {
            fastLoad.run(absolute)
        }
        defer { group.wait() }
        guard let pctxt = xmlRelaxNGNewParserCtxt(absolute) else { throw LoadError(description: "cannot read schema \(path)") }
        defer { xmlRelaxNGFreeParserCtxt(pctxt) }
        xmlRelaxNGSetParserStructuredErrors(pctxt, { _, _ in }, nil)
        guard let s = ExternalResources.allowing(directory, { xmlRelaxNGParse(pctxt) }) else {
            throw LoadError(description: "the schema \(path) does not compile")
        }
        schema = s
        self.path = absolute
        group.wait()
        switch fastLoad.result {
        case .success(let f)?:
            fast = f
            fastLoadError = nil
        case .failure(let error)?:
            fast = nil
            fastLoadError = "\(error)"
        case nil:
            fast = nil
            fastLoadError = "not loaded"
        }
    }

    /// The fast validator's schema, loaded on another thread.
    private final class FastLoad: @unchecked Sendable {
        var result: Result<FastRelaxNG, Error>?
        func run(_ path: String) { result = Result { try FastRelaxNG(path: path) } }
    }

    deinit { xmlRelaxNGFree(schema) }

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
        for e in collector.errors {
            var v = SchemaViolation(message: e.message, line: max(1, e.line), column: 1, elementIndex: nil)
            if let node = e.node, var index = nodeIndex[node] {
                // "Element P has extra content: C" may point at C: report it on P.
                if e.message.hasPrefix("Element "), let name = e.message.dropFirst(8).split(separator: " ").first {
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

    /// libxml2 reports a violation once where it happens and again on every ancestor ("failed to
    /// validate content", "has extra content"); keep the innermost ones, which say what is wrong.
    func innermost(_ violations: [SchemaViolation], _ document: XMLDocument) -> [SchemaViolation] {
        let located = violations.compactMap { v in v.elementIndex.map { (v, document.element(at: $0).byteRange) } }
        func isGeneric(_ m: String) -> Bool { m.contains("failed to validate content") || m.contains("has extra content") }
        return violations.filter { v in
            guard let i = v.elementIndex else { return true }
            let range = document.element(at: i).byteRange
            let hasDeeper = located.contains { other, r in
                r != range && r.lowerBound >= range.lowerBound && r.upperBound <= range.upperBound
            }
            if hasDeeper { return false }
            let sameElementSpecific = located.contains { other, r in r == range && !isGeneric(other.message) }
            return !(isGeneric(v.message) && sameElementSpecific)
        }
    }
}
