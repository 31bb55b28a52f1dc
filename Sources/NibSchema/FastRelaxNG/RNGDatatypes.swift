import Foundation
@_spi(Schema) import NibXML

/// Datatypes of the fast RELAX NG validator: the subset of XML Schema datatypes that
/// `schema/*.rng` uses, checked the way libxml2 checks them.
///
/// * `string` (XSD, or the built-in library) with the facets `pattern`, `minLength`, `maxLength`,
///   `length`: no whitespace processing; lengths count characters (Unicode scalars).
/// * `decimal` (XSD) with `minInclusive` / `maxInclusive`: leading and trailing whitespace is
///   collapsed away, then `[+-]?(digits(.digits*)?|.digits)`, compared exactly. libxml2 refuses
///   decimals of more than 24 significant digits; beyond 20 the answer is left to libxml2
///   (`nil`, "undecided").
/// * `<value>`: built-in `token` (whitespace-normalised comparison, the default), `string`
///   (XSD or built-in: exact comparison).
///
/// Anything else fails when the schema is loaded (`RNGLoadError`), never silently.

/// A check of one attribute value (or text) against a datatype, or `nil` when the fast
/// validator cannot decide and libxml2 must.
/// A class, read-only once built: checking a value must not copy its tables (reference counting).
final class RNGDatatype: @unchecked Sendable {
    enum Base: Sendable { case string, decimal }
    private(set) var base: Base
    private(set) var pattern: XSDPattern?
    private(set) var minLength: Int?
    private(set) var maxLength: Int?
    private(set) var minInclusive: RNGDecimal?
    private(set) var maxInclusive: RNGDecimal?

    static let xsd = "http://www.w3.org/2001/XMLSchema-datatypes"

    init(library: String, type: String, params: [(name: String, value: String)]) throws {
        switch (library, type) {
        case (Self.xsd, "string"), ("", "string"): base = .string
        case (Self.xsd, "decimal"): base = .decimal
        default: throw RNGLoadError("datatype \(type.isEmpty ? "(none)" : type) of library \"\(library)\" is not supported by the fast validator")
        }
        for (name, value) in params {
            switch (base, name) {
            case (.string, "pattern"):
                guard pattern == nil else { throw RNGLoadError("two pattern params on one <data> are not supported") }
                pattern = try XSDPattern(value)
            case (.string, "minLength"), (.string, "maxLength"), (.string, "length"):
                guard let n = Int(value), n >= 0 else { throw RNGLoadError("param \(name)=\"\(value)\" is not a length") }
                if name != "maxLength" { minLength = n }
                if name != "minLength" { maxLength = n }
            case (.decimal, "minInclusive"), (.decimal, "maxInclusive"):
                guard let d = RNGDecimal(value) else { throw RNGLoadError("param \(name)=\"\(value)\" is not a decimal") }
                if name == "minInclusive" { minInclusive = d } else { maxInclusive = d }
            default:
                throw RNGLoadError("param \(name) of datatype \(type) is not supported by the fast validator")
            }
        }
    }

    /// true / false, or nil: undecided (libxml2 decides).
    func allows(_ s: String) -> Bool? {
        switch base {
        case .string:
            if minLength != nil || maxLength != nil {
                let n = s.unicodeScalars.count
                if let m = minLength, n < m { return false }
                if let m = maxLength, n > m { return false }
            }
            if let pattern, !pattern.matches(s) { return false }
            return true
        case .decimal:
            var trimmed = Substring(s)
            while let f = trimmed.utf8.first, RNGText.isSpace(f) { trimmed = trimmed.dropFirst() }
            while let l = trimmed.utf8.last, RNGText.isSpace(l) { trimmed = trimmed.dropLast() }
            guard let d = RNGDecimal(trimmed) else {
                // Internal whitespace or anything else: not a decimal for libxml2 either.
                return false
            }
            if d.significantDigits > 20 { return nil }
            if let m = minInclusive, d < m { return false }
            if let m = maxInclusive, m < d { return false }
            return true
        }
    }
}

/// An exact decimal: sign, integer digits without leading zeros, fraction digits without
/// trailing zeros. Zero is never negative ("-0" equals "0").
struct RNGDecimal: Sendable, Comparable {
    var negative: Bool
    var integer: [UInt8]
    var fraction: [UInt8]
    /// Digits as libxml2 counts them: all but the integer part's leading zeros.
    var significantDigits: Int

    init?<S: StringProtocol>(_ s: S) {
        var bytes = Array(s.utf8)[...]
        var neg = false
        if let f = bytes.first, f == UInt8(ascii: "+") || f == UInt8(ascii: "-") {
            neg = f == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        let isDigit: (UInt8) -> Bool = { $0 >= 0x30 && $0 <= 0x39 }
        let intPart = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(intPart.count)
        var fracPart: ArraySlice<UInt8> = []
        if let f = bytes.first, f == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fracPart = bytes.prefix(while: isDigit)
            bytes = bytes.dropFirst(fracPart.count)
        }
        guard bytes.isEmpty, !intPart.isEmpty || !fracPart.isEmpty else { return nil }
        let int = Array(intPart.drop { $0 == 0x30 })
        significantDigits = int.count + fracPart.count
        var frac = Array(fracPart)
        while frac.last == 0x30 { frac.removeLast() }
        integer = int
        fraction = frac
        negative = neg && !(int.isEmpty && frac.isEmpty)
    }

    static func < (a: RNGDecimal, b: RNGDecimal) -> Bool {
        if a.negative != b.negative { return a.negative }
        let magnitudeLess = Self.magnitudeLess(a, b)
        let magnitudeGreater = Self.magnitudeLess(b, a)
        return a.negative ? magnitudeGreater : magnitudeLess
    }

    static func == (a: RNGDecimal, b: RNGDecimal) -> Bool {
        a.negative == b.negative && a.integer == b.integer && a.fraction == b.fraction
    }

    private static func magnitudeLess(_ a: RNGDecimal, _ b: RNGDecimal) -> Bool {
        if a.integer.count != b.integer.count { return a.integer.count < b.integer.count }
        if a.integer != b.integer { return a.integer.lexicographicallyPrecedes(b.integer) }
        return a.fraction.lexicographicallyPrecedes(b.fraction)
    }
}

enum RNGText {
    /// XML whitespace (what RELAX NG and XSD normalise): space, tab, line feed, carriage return.
    @inline(__always) static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }

    static func isWhitespace(_ s: String) -> Bool { s.utf8.allSatisfy(isSpace) }

    /// The built-in `token` normalisation: leading and trailing whitespace removed, inner runs
    /// collapsed to one space.
    static func normalized(_ s: String) -> String {
        guard s.utf8.contains(where: isSpace) else { return s }
        var out: [UInt8] = []
        var pendingSpace = false
        for b in s.utf8 {
            if isSpace(b) {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(0x20); pendingSpace = false }
                out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// Which values an attribute's content pattern accepts: the content of every `<attribute>` in
/// the schema is a choice of `text`, `<value>`s, `<data>` and `empty` (checked at load time).
/// A class: it is read on every attribute, and copying a struct of tables costs reference counting.
final class RNGValueTest: Sendable {
    let acceptsAny: Bool
    /// The content is nullable: a whitespace-only value matches (RELAX NG's `valueMatch`).
    let acceptsWhitespace: Bool
    /// Values compared after whitespace normalisation (`token`), and exactly (`string`).
    let tokens: RNGStringTable
    let strings: RNGStringTable
    let datatypes: [RNGDatatype]

    init(acceptsAny: Bool, acceptsWhitespace: Bool, tokens: [String], strings: [String], datatypes: [RNGDatatype]) {
        self.acceptsAny = acceptsAny
        self.acceptsWhitespace = acceptsWhitespace
        self.tokens = RNGStringTable(tokens)
        self.strings = RNGStringTable(strings)
        self.datatypes = datatypes
    }

    /// true / false, or nil: undecided.
    func matches(_ s: String) -> Bool? {
        if acceptsAny { return true }
        if !strings.isEmpty && strings.index(of: s) != nil { return true }
        if !tokens.isEmpty {
            if s.utf8.contains(where: RNGText.isSpace) {
                if acceptsWhitespace && RNGText.isWhitespace(s) { return true }
                if tokens.index(of: RNGText.normalized(s)) != nil { return true }
            } else if tokens.index(of: s) != nil {
                return true
            }
        } else if acceptsWhitespace && RNGText.isWhitespace(s) {
            return true
        }
        var undecided = false
        for i in datatypes.indices {
            switch datatypes[i].allows(s) {
            case true?: return true
            case nil: undecided = true
            case false?: break
            }
        }
        return undecided ? nil : false
    }
}

/// A fixed set of strings, looked up by their UTF-8 bytes with FNV-1a hashing (faster than
/// `Set<String>`'s seeded SipHash for the short names and values of IB documents).
struct RNGStringTable: Sendable {
    private let slots: [Int32]
    private let pool: [UInt8]
    private let starts: [Int]
    let count: Int

    init(_ strings: [String]) {
        var unique: [String] = []
        var seen = Set<String>()
        for s in strings where seen.insert(s).inserted { unique.append(s) }
        var pool: [UInt8] = []
        var starts: [Int] = []
        for s in unique {
            starts.append(pool.count)
            pool += Array(s.utf8)
        }
        starts.append(pool.count)
        var size = 4
        while size < unique.count * 3 { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        for (i, s) in unique.enumerated() {
            var j = Int(truncatingIfNeeded: Self.hash(Array(s.utf8)[...])) & (size - 1)
            while slots[j] >= 0 { j = (j + 1) & (size - 1) }
            slots[j] = Int32(i)
        }
        self.slots = slots
        self.pool = pool
        self.starts = starts
        count = unique.count
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always) static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    /// The position of `s` in the table (in the order first given, duplicates dropped), or nil.
    func index(of s: String) -> Int? {
        if let r = s.utf8.withContiguousStorageIfAvailable({ find($0) }) { return r }
        return Array(s.utf8).withUnsafeBufferPointer { find($0) }
    }

    private func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard count > 0 else { return nil }
        let mask = slots.count - 1
        var j = Int(truncatingIfNeeded: Self.hash(bytes)) & mask
        while true {
            let i = Int(slots[j])
            if i < 0 { return nil }
            let start = starts[i], length = starts[i + 1] - start
            if length == bytes.count && pool.withUnsafeBufferPointer({ p in
                length == 0 || memcmp(p.baseAddress! + start, bytes.baseAddress!, length) == 0
            }) {
                return i
            }
            j = (j + 1) & mask
        }
    }
}

/// An XML Schema regular expression (implicitly anchored at both ends), compiled to a DFA over
/// characters: each ASCII character is its own symbol, every non-ASCII character is one symbol.
/// Supported: literals, `.`, `\s \S \n \r \t` and escaped metacharacters, character classes
/// with ranges and negation, groups, `|`, `? * +`. Anything else (`\d`, `\w`, `\p{..}`,
/// `{n,m}`, class subtraction, non-ASCII in a class range) fails at load time.
struct XSDPattern: Sendable {
    let source: String
    /// transitions[state * symbolCount + symbol], -1 = dead.
    private let transitions: [Int32]
    private let accepting: [Bool]
    static let symbolCount = 129
    static let nonASCII = 128

    typealias CharSet = [Bool]  // indexed by symbol

    indirect enum Node {
        case set(CharSet)
        case concat([Node])
        case alt([Node])
        case star(Node)
        case plus(Node)
        case opt(Node)
    }

    init(_ source: String) throws {
        self.source = source
        var parser = Parser(chars: Array(source.unicodeScalars), source: source)
        let node = try parser.parseRegExp()
        guard parser.position == parser.chars.count else {
            throw RNGLoadError("pattern \"\(source)\": unexpected \"\(parser.chars[parser.position])\" at \(parser.position)")
        }
        var nfa = NFA()
        let (start, end) = nfa.build(node)
        (transitions, accepting) = nfa.determinize(start: start, accept: end)
    }

    func matches(_ s: String) -> Bool {
        var state = 0
        let n = Self.symbolCount
        return transitions.withUnsafeBufferPointer { t in
            for b in s.utf8 {
                let symbol: Int
                if b < 0x80 { symbol = Int(b) } else if b >= 0xC0 { symbol = Self.nonASCII } else { continue }
                let next = t[state * n + symbol]
                if next < 0 { return false }
                state = Int(next)
            }
            return accepting[state]
        }
    }

    private struct Parser {
        let chars: [Unicode.Scalar]
        let source: String
        var position = 0

        func fail(_ why: String) -> RNGLoadError { RNGLoadError("pattern \"\(source)\": \(why)") }

        var peek: Unicode.Scalar? { position < chars.count ? chars[position] : nil }

        mutating func parseRegExp() throws -> Node {
            var branches = [try parseBranch()]
            while peek == "|" {
                position += 1
                branches.append(try parseBranch())
            }
            return branches.count == 1 ? branches[0] : .alt(branches)
        }

        mutating func parseBranch() throws -> Node {
            var pieces: [Node] = []
            while let c = peek, c != "|", c != ")" {
                var atom = try parseAtom()
                switch peek {
                case "?": position += 1; atom = .opt(atom)
                case "*": position += 1; atom = .star(atom)
                case "+": position += 1; atom = .plus(atom)
                case "{": throw fail("quantifiers {n,m} are not supported")
                default: break
                }
                pieces.append(atom)
            }
            return .concat(pieces)
        }

        mutating func parseAtom() throws -> Node {
            guard let c = peek else { throw fail("unexpected end") }
            position += 1
            switch c {
            case "(":
                let inner = try parseRegExp()
                guard peek == ")" else { throw fail("missing )") }
                position += 1
                return inner
            case "[": return .set(try parseClass())
            case "\\": return .set(try parseEscape())
            case ".":
                var set = CharSet(repeating: true, count: XSDPattern.symbolCount)
                set[0x0A] = false
                set[0x0D] = false
                return .set(set)
            case "*", "+", "?", "{", "}", "]", ")":
                throw fail("unexpected metacharacter \(c)")
            default:
                return .set(try single(c))
            }
        }

        func single(_ c: Unicode.Scalar) throws -> CharSet {
            guard c.value < 0x80 else { throw fail("non-ASCII characters are not supported") }
            var set = CharSet(repeating: false, count: XSDPattern.symbolCount)
            set[Int(c.value)] = true
            return set
        }

        mutating func parseEscape() throws -> CharSet {
            guard let e = peek else { throw fail("dangling \\") }
            position += 1
            var set = CharSet(repeating: false, count: XSDPattern.symbolCount)
            switch e {
            case "n": set[0x0A] = true
            case "r": set[0x0D] = true
            case "t": set[0x09] = true
            case "s", "S":
                for b in [0x20, 0x09, 0x0A, 0x0D] { set[b] = true }
                if e == "S" { set = set.map { !$0 } }
            case "\\", "|", ".", "-", "^", "?", "*", "+", "{", "}", "(", ")", "[", "]":
                set[Int(e.value)] = true
            default:
                throw fail("escape \\\(e) is not supported")
            }
            return set
        }

        mutating func parseClass() throws -> CharSet {
            var negate = false
            if peek == "^" { negate = true; position += 1 }
            var set = CharSet(repeating: false, count: XSDPattern.symbolCount)
            var first = true
            while true {
                guard let c = peek else { throw fail("missing ]") }
                if c == "]" && !first { position += 1; break }
                first = false
                position += 1
                if c == "[" { throw fail("nested classes are not supported") }
                if c == "-" && peek == "[" { throw fail("class subtraction is not supported") }
                var low: CharSet
                var lowScalar: Unicode.Scalar?
                if c == "\\" {
                    low = try parseEscape()
                    let e = chars[position - 1]
                    if !"sS".unicodeScalars.contains(e) {
                        lowScalar = ["n": "\n", "r": "\r", "t": "\t"][e] ?? e
                    }
                } else {
                    low = try single(c)
                    lowScalar = c
                }
                // A range a-b (a '-' just before ']' is a literal).
                if peek == "-", position + 1 < chars.count, chars[position + 1] != "]" {
                    guard let from = lowScalar else { throw fail("a range cannot start with a class escape") }
                    position += 1
                    var toScalar = chars[position]
                    position += 1
                    if toScalar == "\\" {
                        guard let e = peek else { throw fail("dangling \\") }
                        position += 1
                        guard "\\|.-^?*+{}()[]".unicodeScalars.contains(e) else { throw fail("escape \\\(e) cannot end a range") }
                        toScalar = e
                    }
                    guard toScalar.value < 0x80, from.value <= toScalar.value else { throw fail("bad range") }
                    for v in from.value...toScalar.value { low[Int(v)] = true }
                }
                for i in 0..<set.count where low[i] { set[i] = true }
            }
            return negate ? set.map { !$0 } : set
        }
    }

    /// Thompson NFA, then the subset construction.
    private struct NFA {
        var edges: [[(CharSet, Int)]] = []
        var epsilon: [[Int]] = []

        mutating func newState() -> Int {
            edges.append([])
            epsilon.append([])
            return edges.count - 1
        }

        mutating func build(_ node: Node) -> (Int, Int) {
            switch node {
            case .set(let s):
                let a = newState(), b = newState()
                edges[a].append((s, b))
                return (a, b)
            case .concat(let parts):
                let a = newState()
                var cur = a
                for p in parts {
                    let (s, e) = build(p)
                    epsilon[cur].append(s)
                    cur = e
                }
                return (a, cur)
            case .alt(let branches):
                let a = newState(), b = newState()
                for p in branches {
                    let (s, e) = build(p)
                    epsilon[a].append(s)
                    epsilon[e].append(b)
                }
                return (a, b)
            case .star(let p), .plus(let p), .opt(let p):
                let a = newState(), b = newState()
                let (s, e) = build(p)
                epsilon[a].append(s)
                epsilon[e].append(b)
                if case .opt = node {} else { epsilon[e].append(s) }
                if case .plus = node {} else { epsilon[a].append(b) }
                return (a, b)
            }
        }

        /// A set of NFA states as bits.
        typealias StateSet = [UInt64]

        func determinize(start: Int, accept: Int) -> ([Int32], [Bool]) {
            let n = XSDPattern.symbolCount
            let count = edges.count
            let words = (count + 63) / 64
            @inline(__always) func has(_ set: StateSet, _ s: Int) -> Bool { set[s >> 6] & (1 << UInt64(s & 63)) != 0 }
            // Epsilon closures, of the states that need one: the start and the targets of edges.
            var closures = [StateSet](repeating: [], count: count)
            func closure(_ s: Int) -> StateSet {
                if !closures[s].isEmpty { return closures[s] }
                var set = StateSet(repeating: 0, count: words)
                set[s >> 6] |= 1 << UInt64(s & 63)
                var work = [s]
                while let x = work.popLast() {
                    for t in epsilon[x] where !has(set, t) {
                        set[t >> 6] |= 1 << UInt64(t & 63)
                        work.append(t)
                    }
                }
                closures[s] = set
                return set
            }
            // Symbols that every character set treats alike form one class: the subset
            // construction runs per class, the table is expanded per symbol at the end.
            var classOf = [Int](repeating: 0, count: n)
            var representatives: [Int] = []
            var signatures: [[UInt64]: Int] = [:]
            let sets = edges.flatMap { $0.map(\.0) }
            for symbol in 0..<n {
                var signature = [UInt64](repeating: 0, count: (sets.count + 63) / 64)
                for (k, set) in sets.enumerated() where set[symbol] { signature[k / 64] |= 1 << UInt64(k % 64) }
                if let c = signatures[signature] {
                    classOf[symbol] = c
                } else {
                    signatures[signature] = representatives.count
                    classOf[symbol] = representatives.count
                    representatives.append(symbol)
                }
            }
            let classes = representatives.count
            // Per state and class: the closure of the states reached (flat, `words` per entry).
            var moves = [UInt64](repeating: 0, count: count * classes * words)
            var hasMove = [Bool](repeating: false, count: count * classes)
            for s in 0..<count {
                for (set, t) in edges[s] {
                    for (c, symbol) in representatives.enumerated() where set[symbol] {
                        let base = (s * classes + c) * words
                        let target = closure(t)
                        for w in 0..<words { moves[base + w] |= target[w] }
                        hasMove[s * classes + c] = true
                    }
                }
            }
            var states: [StateSet] = [closure(start)]
            var index: [StateSet: Int] = [states[0]: 0]
            var classTable: [Int32] = []
            var members: [Int] = []
            var i = 0
            while i < states.count {
                members.removeAll(keepingCapacity: true)
                for (w, word) in states[i].enumerated() {
                    var x = word
                    while x != 0 {
                        members.append(w * 64 + x.trailingZeroBitCount)
                        x &= x - 1
                    }
                }
                for c in 0..<classes {
                    var next = StateSet(repeating: 0, count: words)
                    var any = false
                    for s in members where hasMove[s * classes + c] {
                        let base = (s * classes + c) * words
                        for w in 0..<words { next[w] |= moves[base + w] }
                        any = true
                    }
                    guard any else { classTable.append(-1); continue }
                    if let j = index[next] {
                        classTable.append(Int32(j))
                    } else {
                        index[next] = states.count
                        classTable.append(Int32(states.count))
                        states.append(next)
                    }
                }
                i += 1
            }
            var table: [Int32] = []
            table.reserveCapacity(states.count * n)
            for st in 0..<states.count { for symbol in 0..<n { table.append(classTable[st * classes + classOf[symbol]]) } }
            return (table, states.map { has($0, accept) })
        }
    }
}

/// The fast validator cannot use this schema (a construct, datatype or parameter it does not
/// implement, or a malformed schema): callers fall back to libxml2 for everything.
public struct RNGLoadError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ description: String) { self.description = description }
}
