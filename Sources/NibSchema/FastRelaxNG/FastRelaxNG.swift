import Foundation
@_spi(Schema) import NibXML

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fast yes/no RELAX NG validator for the subset of RELAX NG that `schema/*.rng` uses (see
/// `RNGGrammar`), working on the `XMLDocument` nibtool has already parsed.
///
/// It implements James Clark's derivative algorithm ("An algorithm for RELAX NG validation"):
/// the schema is one pattern; each start tag, attribute, text and end tag replaces the pattern
/// by its derivative; the document is valid when the pattern left at the end is nullable.
/// Patterns are hash-consed (`RNGStore`) and every derivative is memoised, so an element shape
/// seen before (same state, same name, same attribute names with values of the same kind) costs
/// a few dictionary lookups. Two refinements keep the caches effective:
///
/// * Attribute values enter the caches through their *signature*: one bit per distinct value
///   test the schema applies to that attribute name (YES/NO, number, id, an enumeration, ...).
///   `frame x="12"` and `frame x="13"` have the same signature.
/// * The `after` continuation of a start tag is kept on the validator's own stack when it is
///   the same for every alternative (almost always), so an element's derivatives do not depend
///   on where the element is.
///
/// The answer is `.valid`, `.invalid`, or `.undecided` when the document uses something whose
/// libxml2 behaviour the fast validator does not reproduce (namespaces or prefixed names, very
/// long decimals, text matched against a datatype): callers then ask libxml2, as for `.invalid`.
/// The derivative caches live in sessions, one per concurrent validation, taken from a pool.
public final class FastRelaxNG: Sendable {
    public enum Verdict: Sendable, Equatable {
        case valid
        case invalid
        case undecided(String)
    }

    let grammar: RNGGrammar
    private let pool = SessionPool()
    /// A session whose store grows past this many patterns starts again from the schema.
    static let maxPatterns = 2_000_000

    /// How long loading and compiling the schema took.
    public let loadSeconds: Double

    public init(path: String) throws {
        let t0 = DispatchTime.now()
        grammar = try RNGGrammar(path: path)
        loadSeconds = Double(DispatchTime.now().uptimeNanoseconds - t0.uptimeNanoseconds) / 1e9
    }

    public func validate(_ document: XMLDocument) -> Verdict {
        var session = pool.take() ?? RNGSession(grammar)
        let verdict = session.validate(document)
        if case .undecided = verdict {
            // A derivative interrupted half-way may have been cached: start afresh.
            session = RNGSession(grammar)
        } else if session.store.count > Self.maxPatterns {
            session = RNGSession(grammar)
        }
        pool.give(session)
        return verdict
    }

    /// Sizes of the compiled schema and of the pooled sessions (for measurements).
    public var statistics: [(String, Int)] {
        var result: [(String, Int)] = [
            ("load microseconds", Int(loadSeconds * 1e6)),
            ("schema patterns", grammar.store.count),
            ("names", grammar.nameCount),
            ("element patterns", grammar.elementContent.count),
            ("most value tests for one attribute name", grammar.attributeTests.map(\.count).max() ?? 0),
        ]
        for (i, c) in pool.counts.enumerated() { result.append(("session \(i) patterns", c)) }
        return result
    }

    private final class SessionPool: @unchecked Sendable {
        private let lock = NSLock()
        private var free: [RNGSession] = []

        func take() -> RNGSession? {
            lock.lock(); defer { lock.unlock() }
            return free.popLast()
        }

        func give(_ s: RNGSession) {
            lock.lock(); defer { lock.unlock() }
            free.append(s)
        }

        var counts: [Int] {
            lock.lock(); defer { lock.unlock() }
            return free.map { $0.store.count }
        }
    }
}

/// One validation's mutable state: the pattern store (the schema's, extended with derived
/// patterns) and the memoised derivatives. A struct, used through `inout`, so that its tables
/// need no runtime exclusivity checks.
struct RNGSession {
    let grammar: RNGGrammar
    var store: RNGStore
    private var openCache = IntMap(capacity: 4096)
    private var attributeCache = IntMap(capacity: 4096)
    /// One map for the derivatives with a pattern as their only argument, told apart by a tag.
    private var unaryCache = IntMap(capacity: 4096)
    private var undecided: String?
    /// Attribute value signatures already computed, kept across the documents this session
    /// validates: IB documents repeat the same enumerations and numbers, and one signature runs
    /// up to 24 value tests.
    private var signatures = RNGSignatureCache()

    private static let closeTag: UInt64 = 1 << 32
    private static let textTag: UInt64 = 2 << 32
    private static let endTag: UInt64 = 3 << 32

    private enum Continuation { case groupRight, interleaveOperand, afterRight }

    init(_ grammar: RNGGrammar) {
        self.grammar = grammar
        store = grammar.store
    }

    private mutating func signature(_ n: Int32, _ value: String) -> UInt64? {
        if grammar.attributeTests[Int(n)].isEmpty { return 0 }
        let slot = signatures.slot(n, value)
        if let known = signatures.lookup(slot, n, value) { return known }
        guard let computed = grammar.signature(n, value) else { return nil }
        signatures.store(slot, n, value, computed)
        return computed
    }

    static let notAllowed = RNGStore.notAllowed
    static let empty = RNGStore.empty

    // MARK: document

    mutating func validate(_ document: XMLDocument) -> FastRelaxNG.Verdict {
        undecided = nil
        let storage = document.storage
        guard !storage.isEmpty else { return .invalid }
        if Self.mentionsNamespaces(document.bytes) {
            return .undecided("the document declares XML namespaces")
        }
        let result = element(0, grammar.start, document, storage)
        if let why = undecided { return .undecided(why) }
        return result != Self.notAllowed && store.nullable(result) ? .valid : .invalid
    }

    /// libxml2 validates namespaced names against the schema's (empty) namespace; nibtool's tree
    /// keeps only local names. Documents that declare a namespace are left to libxml2.
    static func mentionsNamespaces(_ bytes: [UInt8]) -> Bool {
        let needle: [UInt8] = Array("xmlns".utf8)
        return bytes.withUnsafeBufferPointer { hay in
            guard let base = hay.baseAddress, hay.count >= needle.count else { return false }
            var i = 0
            let last = hay.count - needle.count
            while i <= last {
                guard let hit = memchr(base + i, Int32(needle[0]), last - i + 1) else { return false }
                let j = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if hay[j + 1] == needle[1] && hay[j + 2] == needle[2] && hay[j + 3] == needle[3] && hay[j + 4] == needle[4] { return true }
                i = j + 1
            }
            return false
        }
    }

    /// Validates element `i` against `parent` (the pattern before its start tag); returns the
    /// pattern after its end tag.
    private mutating func element(_ i: Int, _ parent: Int32, _ document: XMLDocument, _ storage: [ElementStorage]) -> Int32 {
        let e = storage[i]
        let bytes = document.bytes
        let nameLength = e.name.utf8.count
        // A prefixed name (p:local) is stored as its local name: leave it to libxml2.
        let afterName = e.location.offset + 1 + nameLength
        if afterName >= bytes.count || !(RNGText.isSpace(bytes[afterName]) || bytes[afterName] == UInt8(ascii: ">") || bytes[afterName] == UInt8(ascii: "/")) {
            undecided = "prefixed element name"
            return Self.notAllowed
        }
        var cur = startTagOpen(parent, grammar.nameID(e.name))
        if cur == Self.notAllowed { return cur }
        // Split the `after` continuation off when all alternatives share it.
        var continuation: Int32 = -1
        if store.kinds[Int(cur)] == .after {
            continuation = store.b[Int(cur)]
            cur = store.a[Int(cur)]
        } else {
            let alternatives = store.alternatives(cur)
            let k = store.b[Int(alternatives[0])]
            if alternatives.allSatisfy({ store.kinds[Int($0)] == .after && store.b[Int($0)] == k }) {
                continuation = k
                var c = store.a[Int(alternatives[0])]
                for alt in alternatives.dropFirst() { c = store.choice(c, store.a[Int(alt)]) }
                cur = c
            }
        }
        if e.attributeEnd > e.attributeStart {
            let attributes = document.attributeStore
            for j in Int(e.attributeStart)..<Int(e.attributeEnd) {
                let attribute = attributes[j]
                let length = attribute.name.utf8.count
                let next = attribute.nameOffset + length
                if next >= bytes.count || !(bytes[next] == UInt8(ascii: "=") || RNGText.isSpace(bytes[next])) {
                    undecided = "prefixed attribute name"
                    return Self.notAllowed
                }
                let n = grammar.nameID(attribute.name)
                guard let signature = signature(n, attribute.value) else {
                    undecided = "attribute \(attribute.name)=\"\(attribute.value)\": a value libxml2 may judge differently"
                    return Self.notAllowed
                }
                cur = attributeDeriv(cur, n, signature)
                if cur == Self.notAllowed { return cur }
            }
        }
        cur = startTagClose(cur)
        if cur == Self.notAllowed { return cur }
        if let mixed = e.mixedContent {
            var text = false, sawElement = false
            for item in mixed {
                switch item {
                case .element(let c):
                    if text { cur = textDeriv(cur); text = false }
                    sawElement = true
                    cur = element(c, cur, document, storage)
                    if cur == Self.notAllowed { return cur }
                case .text(let s), .cdata(let s):
                    if !text && !RNGText.isWhitespace(s) { text = true }
                case .comment, .processingInstruction:
                    break
                }
            }
            if text {
                cur = textDeriv(cur)
            } else if !sawElement {
                cur = emptyContent(cur)
            }
        } else if e.firstChild < 0 {
            cur = emptyContent(cur)
        } else {
            var c = Int(e.firstChild)
            while c >= 0 {
                cur = element(c, cur, document, storage)
                if cur == Self.notAllowed { return cur }
                c = Int(storage[c].nextSibling)
            }
        }
        if undecided != nil || cur == Self.notAllowed { return Self.notAllowed }
        if continuation >= 0 { return store.nullable(cur) ? continuation : Self.notAllowed }
        return endTag(cur)
    }

    // MARK: derivatives

    private mutating func startTagOpen(_ p: Int32, _ n: Int32) -> Int32 {
        guard grammar.mayStartElement(p, n) else { return Self.notAllowed }
        let key = UInt64(UInt32(p)) << 32 | UInt64(UInt32(n))
        if let r = openCache[key] { return r }
        let x = store.a[Int(p)], y = store.b[Int(p)]
        let r: Int32
        switch store.kinds[Int(p)] {
        case .choice:
            let d1 = startTagOpen(x, n), d2 = startTagOpen(y, n)
            r = store.choice(d1, d2)
        case .element:
            r = grammar.nameClass(grammar.elementNameClass[Int(x)], contains: n)
                ? store.after(grammar.elementContent[Int(x)], Self.empty) : Self.notAllowed
        case .interleave:
            var result = Self.notAllowed
            for i in store.operandRange(p) {
                let d = startTagOpen(store.operands[i], n)
                if d == Self.notAllowed { continue }
                let ri = applyAfter(d, .interleaveOperand, p, i)
                result = store.choice(result, ri)
            }
            r = result
        case .oneOrMore:
            let d = startTagOpen(x, n)
            let rest = store.choice(p, Self.empty)
            r = applyAfter(d, .groupRight, rest)
        case .group:
            let d1 = startTagOpen(x, n)
            let r1 = applyAfter(d1, .groupRight, y)
            if store.nullable(x) {
                let d2 = startTagOpen(y, n)
                r = store.choice(r1, d2)
            } else {
                r = r1
            }
        case .after:
            let d = startTagOpen(x, n)
            r = applyAfter(d, .afterRight, y)
        default:
            r = Self.notAllowed
        }
        openCache[key] = r
        return r
    }

    /// Applies a continuation to the second operand of every `after` in a choice of afters:
    /// group it with `q`, put it in place of operand `i` of interleave `q`, or follow it by `q`.
    private mutating func applyAfter(_ p: Int32, _ f: Continuation, _ q: Int32, _ i: Int = 0) -> Int32 {
        let x = store.a[Int(p)], y = store.b[Int(p)]
        switch store.kinds[Int(p)] {
        case .after:
            let k: Int32
            switch f {
            case .groupRight: k = store.group(y, q)
            case .interleaveOperand: k = store.interleave(q, replacing: i, with: y)
            case .afterRight: k = store.after(y, q)
            }
            return store.after(x, k)
        case .choice:
            let r1 = applyAfter(x, f, q, i), r2 = applyAfter(y, f, q, i)
            return store.choice(r1, r2)
        default:
            return Self.notAllowed
        }
    }

    /// The attribute derivative, memoised by (pattern, name, value signature).
    private mutating func attributeDeriv(_ p: Int32, _ n: Int32, _ signature: UInt64) -> Int32 {
        guard store.hasAttribute(p), grammar.mayConsumeAttribute(p, n) else { return Self.notAllowed }
        let key = UInt64(UInt32(p)) << 35 | UInt64(UInt32(n)) << 24 | signature
        if let r = attributeCache[key] { return r }
        let r = attributeStep(p, n, signature)
        attributeCache[key] = r
        return r
    }

    /// The attribute derivative of one pattern. Sequences of attributes are chains of `group`s;
    /// the links of a chain are not memoised one by one (the whole chain is, by its caller).
    private mutating func attributeStep(_ p: Int32, _ n: Int32, _ signature: UInt64) -> Int32 {
        guard store.hasAttribute(p), grammar.mayConsumeAttribute(p, n) else { return Self.notAllowed }
        let x = store.a[Int(p)], y = store.b[Int(p)]
        switch store.kinds[Int(p)] {
        case .after:
            let d = attributeDeriv(x, n, signature)
            return store.after(d, y)
        case .choice:
            let d1 = attributeDeriv(x, n, signature), d2 = attributeDeriv(y, n, signature)
            return store.choice(d1, d2)
        case .group:
            let d1 = chainLink(x, n, signature), d2 = chainLink(y, n, signature)
            let r1 = store.group(d1, y), r2 = store.group(x, d2)
            return store.choice(r1, r2)
        case .interleave:
            var result = Self.notAllowed
            for i in store.operandRange(p) {
                let d = attributeDeriv(store.operands[i], n, signature)
                if d == Self.notAllowed { continue }
                let ri = store.interleave(p, replacing: i, with: d)
                result = store.choice(result, ri)
            }
            return result
        case .oneOrMore:
            let d = attributeDeriv(x, n, signature)
            let rest = store.choice(p, Self.empty)
            return store.group(d, rest)
        case .attribute:
            guard grammar.nameClass(x, contains: n), let bit = grammar.attributeBit[UInt64(UInt32(n)) << 32 | UInt64(UInt32(y))] else {
                return Self.notAllowed
            }
            return bit == RNGGrammar.alwaysMatches || signature & (1 << UInt64(bit)) != 0 ? Self.empty : Self.notAllowed
        default:
            return Self.notAllowed
        }
    }

    @inline(__always) private mutating func chainLink(_ p: Int32, _ n: Int32, _ signature: UInt64) -> Int32 {
        store.kinds[Int(p)] == .group ? attributeStep(p, n, signature) : attributeDeriv(p, n, signature)
    }

    private mutating func startTagClose(_ p: Int32) -> Int32 {
        guard store.hasAttribute(p) else { return p }
        let key = Self.closeTag | UInt64(UInt32(p))
        if let r = unaryCache[key] { return r }
        let x = store.a[Int(p)], y = store.b[Int(p)]
        let r: Int32
        switch store.kinds[Int(p)] {
        case .after:
            let d = startTagClose(x)
            r = store.after(d, y)
        case .choice:
            let d1 = startTagClose(x), d2 = startTagClose(y)
            r = store.choice(d1, d2)
        case .group:
            let d1 = startTagClose(x), d2 = startTagClose(y)
            r = store.group(d1, d2)
        case .interleave:
            var items: [Int32] = []
            for i in store.operandRange(p) { items.append(startTagClose(store.operands[i])) }
            r = store.interleave(all: items)
        case .oneOrMore:
            let d = startTagClose(x)
            r = store.oneOrMore(d)
        case .attribute:
            r = Self.notAllowed
        default:
            r = p
        }
        unaryCache[key] = r
        return r
    }

    /// The derivative for a text node that is not whitespace only. `text` patterns are the only
    /// ones that accept text in element content here; a `<value>` or `<data>` would have to
    /// judge the text itself, which is left to libxml2.
    private mutating func textDeriv(_ p: Int32) -> Int32 {
        let key = Self.textTag | UInt64(UInt32(p))
        if let r = unaryCache[key] { return r }
        let x = store.a[Int(p)], y = store.b[Int(p)]
        let r: Int32
        switch store.kinds[Int(p)] {
        case .choice:
            let d1 = textDeriv(x), d2 = textDeriv(y)
            r = store.choice(d1, d2)
        case .interleave:
            var result = Self.notAllowed
            for i in store.operandRange(p) {
                let d = textDeriv(store.operands[i])
                if undecided != nil { return Self.notAllowed }
                if d == Self.notAllowed { continue }
                let ri = store.interleave(p, replacing: i, with: d)
                result = store.choice(result, ri)
            }
            r = result
        case .group:
            let d1 = textDeriv(x)
            let r1 = store.group(d1, y)
            if store.nullable(x) {
                let d2 = textDeriv(y)
                r = store.choice(r1, d2)
            } else {
                r = r1
            }
        case .after:
            let d = textDeriv(x)
            r = store.after(d, y)
        case .oneOrMore:
            let d = textDeriv(x)
            let rest = store.choice(p, Self.empty)
            r = store.group(d, rest)
        case .text:
            r = p
        case .value, .data:
            undecided = "text content matched against a datatype"
            return Self.notAllowed
        default:
            r = Self.notAllowed
        }
        if undecided != nil { return Self.notAllowed }
        unaryCache[key] = r
        return r
    }

    /// An element with no content, or whitespace only: RELAX NG's `childrenDeriv` for one
    /// whitespace text node, `choice(p, textDeriv(p, ws))`.
    private mutating func emptyContent(_ p: Int32) -> Int32 {
        // With `text` the only text pattern in element content, textDeriv(p) is nullable only
        // where p is, and only nullability is asked next: p itself will do.
        guard grammar.valuesInContent else { return p }
        // A `<value>`/`<data>` might accept the empty text: libxml2 decides (textDeriv says so).
        let d = textDeriv(p)
        return store.choice(p, d)
    }

    private mutating func endTag(_ p: Int32) -> Int32 {
        let key = Self.endTag | UInt64(UInt32(p))
        if let r = unaryCache[key] { return r }
        let x = store.a[Int(p)], y = store.b[Int(p)]
        let r: Int32
        switch store.kinds[Int(p)] {
        case .choice:
            let d1 = endTag(x), d2 = endTag(y)
            r = store.choice(d1, d2)
        case .after:
            r = store.nullable(x) ? y : Self.notAllowed
        default:
            r = Self.notAllowed
        }
        unaryCache[key] = r
        return r
    }
}

/// Attribute value signatures by (name, value): a direct-mapped cache (a new entry replaces the
/// one in its slot), hashed with FNV-1a like `RNGStringTable`; Swift's seeded `Dictionary`
/// hashing cost more than half of what it saved.
struct RNGSignatureCache {
    private static let size = 1 << 14
    private var names = [Int32](repeating: -1, count: size)
    private var values = [String](repeating: "", count: size)
    private var signatures = [UInt64](repeating: 0, count: size)

    func slot(_ n: Int32, _ value: String) -> Int {
        let bytesHash = value.utf8.withContiguousStorageIfAvailable { RNGStringTable.hash($0) } ?? RNGStringTable.hash(value.utf8)
        var h = bytesHash ^ UInt64(UInt32(bitPattern: n))
        h = h &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: h >> 50)   // 14 bits
    }

    func lookup(_ slot: Int, _ n: Int32, _ value: String) -> UInt64? {
        names[slot] == n && values[slot] == value ? signatures[slot] : nil
    }

    mutating func store(_ slot: Int, _ n: Int32, _ value: String, _ signature: UInt64) {
        names[slot] = n
        values[slot] = value
        signatures[slot] = signature
    }
}
