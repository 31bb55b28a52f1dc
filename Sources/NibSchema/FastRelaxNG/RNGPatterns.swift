@_spi(Schema) import NibXML

/// Simplified RELAX NG patterns, hash-consed: every distinct pattern has one id, so a pattern is
/// an `Int32` and the derivative caches are keyed by ids (see `RNGSession`).
///
/// Kinds and operands (`a`, `b`):
///   notAllowed, empty, text                     -
///   choice(a, b), group(a, b), after(a, b)
///   interleave(a: first operand in `operands`, b: operand count, at least 2): n-ary, its
///     operands sorted (interleave is commutative and associative), so that consuming one
///     optional attribute of a long list makes one new pattern, in any order
///   oneOrMore(a)
///   attribute(a: name class, b: content pattern)
///   element(a: element slot; name class and content in `RNGGrammar`)
///   value(a: index into `RNGGrammar.values`), data(a: index into `RNGGrammar.datatypes`)

enum RNGKind: UInt8, Sendable {
    case notAllowed, empty, text, choice, group, interleave, after, oneOrMore, attribute, element, value, data
}

struct RNGStore: Sendable {
    static let notAllowed: Int32 = 0
    static let empty: Int32 = 1
    static let text: Int32 = 2

    private(set) var kinds: [RNGKind] = []
    private(set) var a: [Int32] = []
    private(set) var b: [Int32] = []
    /// bit 0: nullable; bit 1: holds an attribute pattern outside element contents (for
    /// `after`, in its first operand only: what the start-tag derivatives can reach).
    private(set) var flags: [UInt8] = []
    /// The operands of the interleaves, each list contiguous.
    private(set) var operands: [Int32] = []
    private var index = IntMap(capacity: 8192)
    private var interleaveIndex = IntMap(capacity: 1024)

    static let nullableFlag: UInt8 = 1
    static let attributeFlag: UInt8 = 2

    init() {
        _ = make(.notAllowed, 0, 0)
        _ = make(.empty, 0, 0)
        _ = make(.text, 0, 0)
    }

    var count: Int { kinds.count }

    @inline(__always) func nullable(_ p: Int32) -> Bool { flags[Int(p)] & Self.nullableFlag != 0 }
    @inline(__always) func hasAttribute(_ p: Int32) -> Bool { flags[Int(p)] & Self.attributeFlag != 0 }

    private mutating func make(_ kind: RNGKind, _ x: Int32, _ y: Int32) -> Int32 {
        let key = UInt64(kind.rawValue) << 58 | UInt64(UInt32(bitPattern: x)) << 29 | UInt64(UInt32(bitPattern: y))
        if let id = index[key] { return id }
        precondition(x < 1 << 29 - 1 && y < 1 << 29 - 1, "RELAX NG pattern store overflow")
        let id = Int32(kinds.count)
        var f: UInt8 = 0
        switch kind {
        case .empty, .text: f = Self.nullableFlag
        case .choice:
            f = (flags[Int(x)] | flags[Int(y)]) & Self.attributeFlag
            if nullable(x) || nullable(y) { f |= Self.nullableFlag }
        case .group:
            f = (flags[Int(x)] | flags[Int(y)]) & Self.attributeFlag
            if nullable(x) && nullable(y) { f |= Self.nullableFlag }
        case .interleave:
            preconditionFailure("interleaves are made by interleave(_:)")
        case .oneOrMore: f = flags[Int(x)]
        case .after: f = flags[Int(x)] & Self.attributeFlag
        case .attribute: f = Self.attributeFlag
        case .notAllowed, .element, .value, .data: f = 0
        }
        kinds.append(kind)
        a.append(x)
        b.append(y)
        flags.append(f)
        index[key] = id
        return id
    }

    // MARK: constructors (with the simplifications of Clark's algorithm)

    mutating func element(slot: Int32) -> Int32 { make(.element, slot, 0) }
    mutating func attribute(nameClass: Int32, content: Int32) -> Int32 { make(.attribute, nameClass, content) }
    mutating func value(_ i: Int32) -> Int32 { make(.value, i, 0) }
    mutating func data(_ i: Int32) -> Int32 { make(.data, i, 0) }

    mutating func group(_ x: Int32, _ y: Int32) -> Int32 {
        if x == Self.notAllowed || y == Self.notAllowed { return Self.notAllowed }
        if x == Self.empty { return y }
        if y == Self.empty { return x }
        return make(.group, x, y)
    }

    mutating func interleave(_ x: Int32, _ y: Int32) -> Int32 {
        if x == Self.notAllowed || y == Self.notAllowed { return Self.notAllowed }
        if x == Self.empty { return y }
        if y == Self.empty { return x }
        var list: [Int32] = []
        appendOperands(x, to: &list)
        appendOperands(y, to: &list)
        return interleave(sorted: list.sorted())
    }

    private func appendOperands(_ p: Int32, to list: inout [Int32]) {
        if kinds[Int(p)] == .interleave {
            let start = Int(a[Int(p)])
            list += operands[start..<start + Int(b[Int(p)])]
        } else {
            list.append(p)
        }
    }

    /// The operands of interleave `p`.
    @inline(__always) func operandRange(_ p: Int32) -> Range<Int> {
        let start = Int(a[Int(p)])
        return start..<start + Int(b[Int(p)])
    }

    /// Interleave `p` with operand `i` (an index into `operands`) replaced by `q`.
    mutating func interleave(_ p: Int32, replacing i: Int, with q: Int32) -> Int32 {
        if q == Self.notAllowed { return Self.notAllowed }
        let range = operandRange(p)
        var list: [Int32] = []
        list.reserveCapacity(range.count + 4)
        if q == Self.empty || kinds[Int(q)] == .interleave {
            for j in range where j != i { list.append(operands[j]) }
            if q != Self.empty { appendOperands(q, to: &list) }
            list.sort()
        } else {
            // Keep the order: put q where it belongs among the others.
            var placed = false
            for j in range where j != i {
                let o = operands[j]
                if !placed && q <= o { list.append(q); placed = true }
                list.append(o)
            }
            if !placed { list.append(q) }
        }
        return interleave(sorted: list)
    }

    /// The interleave of any patterns.
    mutating func interleave(all items: [Int32]) -> Int32 {
        var list: [Int32] = []
        for p in items {
            if p == Self.notAllowed { return Self.notAllowed }
            if p != Self.empty { appendOperands(p, to: &list) }
        }
        return interleave(sorted: list.sorted())
    }

    /// Interleave of operands already sorted, none of them an interleave, empty or notAllowed.
    private mutating func interleave(sorted list: [Int32]) -> Int32 {
        if list.isEmpty { return Self.empty }
        if list.count == 1 { return list[0] }
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for o in list { h = (h ^ UInt64(UInt32(o))) &* 0x0000_0100_0000_01B3 }
        // Open hashing over the list hashes: probe h, h+1, ... until the list or a free key.
        var key = h & 0x7FFF_FFFF_FFFF_FFFF
        while let id = interleaveIndex[key] {
            let r = operandRange(id)
            if r.count == list.count && operands[r].elementsEqual(list) { return id }
            key = (key &+ 1) & 0x7FFF_FFFF_FFFF_FFFF
        }
        precondition(operands.count + list.count < 1 << 29 - 1 && kinds.count < 1 << 29 - 1, "RELAX NG pattern store overflow")
        let id = Int32(kinds.count)
        var f: UInt8 = Self.nullableFlag
        for o in list {
            f |= flags[Int(o)] & Self.attributeFlag
            if !nullable(o) { f &= ~Self.nullableFlag }
        }
        kinds.append(.interleave)
        a.append(Int32(operands.count))
        b.append(Int32(list.count))
        flags.append(f)
        operands += list
        interleaveIndex[key] = id
        return id
    }

    mutating func after(_ x: Int32, _ y: Int32) -> Int32 {
        if x == Self.notAllowed || y == Self.notAllowed { return Self.notAllowed }
        return make(.after, x, y)
    }

    mutating func oneOrMore(_ x: Int32) -> Int32 {
        if x == Self.notAllowed || x == Self.empty { return x }
        return make(.oneOrMore, x, 0)
    }

    /// Choices are kept as right-nested lists of distinct alternatives sorted by id, so that
    /// equal sets of alternatives are one pattern.
    mutating func choice(_ x: Int32, _ y: Int32) -> Int32 {
        if x == Self.notAllowed || x == y { return y }
        if y == Self.notAllowed { return x }
        return merge(x, y)
    }

    /// The choice of any patterns, built in one pass.
    mutating func choice(all items: [Int32]) -> Int32 {
        var list: [Int32] = []
        for p in items where p != Self.notAllowed { collect(p, into: &list) }
        guard !list.isEmpty else { return Self.notAllowed }
        list.sort()
        var result = list[list.count - 1]
        for i in stride(from: list.count - 2, through: 0, by: -1) where list[i] != list[i + 1] {
            result = make(.choice, list[i], result)
        }
        return result
    }

    /// Merges two sorted alternative lists (a pattern that is not a choice is a list of one).
    private mutating func merge(_ x: Int32, _ y: Int32) -> Int32 {
        if x == y { return x }
        let xc = kinds[Int(x)] == .choice, yc = kinds[Int(y)] == .choice
        let hx = xc ? a[Int(x)] : x, hy = yc ? a[Int(y)] : y
        if hx < hy {
            let rest = xc ? merge(b[Int(x)], y) : y
            return make(.choice, hx, rest)
        }
        if hy < hx {
            let rest = yc ? merge(x, b[Int(y)]) : x
            return make(.choice, hy, rest)
        }
        let rest: Int32
        switch (xc, yc) {
        case (false, false): return hx
        case (true, false): rest = b[Int(x)]
        case (false, true): rest = b[Int(y)]
        case (true, true): rest = merge(b[Int(x)], b[Int(y)])
        }
        return make(.choice, hx, rest)
    }

    private func collect(_ p: Int32, into items: inout [Int32]) {
        var p = p
        while kinds[Int(p)] == .choice {
            items.append(a[Int(p)])
            p = b[Int(p)]
        }
        items.append(p)
    }

    /// The alternatives of a choice (one element for anything else).
    func alternatives(_ p: Int32) -> [Int32] {
        var items: [Int32] = []
        collect(p, into: &items)
        return items
    }
}
