import Foundation
@_spi(Schema) import NibXML

/// A RELAX NG schema (XML syntax) compiled for the fast validator: read with nibtool's own XML
/// reader, `<include>`s and `<define>`/`<ref>` resolved, simplified to hash-consed patterns
/// (`RNGStore`). Immutable once built, shared by every validation (`RNGSession` copies the
/// store and extends it privately).
///
/// Supported: `grammar`, `start`, `define` (with `combine`), `ref`, `include` (without
/// overrides), `div`, `element`, `attribute`, `name`, `anyName` (with `except`), `choice` (of
/// patterns and of name classes), `group`, `interleave`, `optional`, `zeroOrMore`,
/// `oneOrMore`, `empty`, `notAllowed`, `text`, `value`, `data` with `param` (see
/// `RNGDatatype`), the `datatypeLibrary` attribute, and foreign-namespace annotations (ignored).
/// Anything else (`list`, `mixed`, `nsName`, `ns`, `externalRef`, `parentRef`, nested grammars,
/// `data`/`except`, other datatypes or params, prefixed names) throws `RNGLoadError`.
final class RNGGrammar: Sendable {
    let store: RNGStore
    let start: Int32
    /// Names mentioned in the schema (element and attribute names share the table); any other
    /// name is id 0, which every name class treats the same way.
    let names: RNGStringTable
    let nameCount: Int
    /// Membership of name class `nc` for name `n`: `nameClassTable[nc * nameCount + n]`.
    let nameClassTable: [Bool]
    let elementNameClass: [Int32]
    let elementContent: [Int32]
    let values: [(token: Bool, text: String)]
    let datatypes: [RNGDatatype]
    /// Per attribute name: the value tests of the attribute patterns that can match the name,
    /// one bit each in the value's "signature" (tests that accept anything have no bit).
    let attributeTests: [[(bit: Int, test: RNGValueTest)]]
    /// (name << 32 | content pattern) -> bit in the signature, or `alwaysMatches`.
    let attributeBit: [UInt64: Int]
    static let alwaysMatches = -1
    static let maxSignatureBits = 24
    static let maxNames = 2048
    /// For each schema pattern, the attribute names (bits over name ids, `nameWords` words per
    /// pattern) it can consume, and the element names its start-tag derivative can accept:
    /// derivatives skip a schema pattern that cannot match at all.
    let attributeNames: [UInt64]
    let elementNames: [UInt64]
    let nameWords: Int
    /// Whether some `<value>` or `<data>` can be reached in element content (not only in
    /// attributes): text is then matched against it, which the validator leaves to libxml2.
    let valuesInContent: Bool

    static let rngNamespace = "http://relaxng.org/ns/structure/1.0"

    init(path: String) throws {
        var b = Builder()
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        try b.loadGrammarFile(absolute, depth: 0)
        start = try b.translateStart()
        try b.translatePendingElements()
        names = RNGStringTable(Array(b.nameList.dropFirst()))
        nameCount = b.nameList.count
        var table: [Bool] = []
        table.reserveCapacity(b.nameClasses.count * nameCount)
        for nc in b.nameClasses { table += nc.membership(b.names, count: nameCount) }
        nameClassTable = table
        elementNameClass = b.elementNameClass
        elementContent = b.elementContent
        values = b.values
        datatypes = b.datatypes
        store = b.store

        // Attribute value tests: for each attribute pattern, which names it accepts; per name,
        // the distinct content patterns that may judge its value.
        var perName = [[Int32]](repeating: [], count: nameCount)
        var tests: [Int32: RNGValueTest] = [:]
        for p in 0..<store.count where store.kinds[p] == .attribute {
            let nc = Int(store.a[p]), q = store.b[p]
            if tests[q] == nil { tests[q] = try Self.valueTest(q, store: store, values: values, datatypes: datatypes) }
            for n in 0..<nameCount where table[nc * nameCount + n] && !perName[n].contains(q) { perName[n].append(q) }
        }
        guard nameCount <= Self.maxNames else { throw RNGLoadError("more than \(Self.maxNames) names in the schema") }
        var attributeTests: [[(bit: Int, test: RNGValueTest)]] = []
        var bits: [UInt64: Int] = [:]
        for n in 0..<nameCount {
            var list: [(bit: Int, test: RNGValueTest)] = []
            for q in perName[n] {
                let t = tests[q]!
                if t.acceptsAny {
                    bits[UInt64(n) << 32 | UInt64(q)] = Self.alwaysMatches
                } else {
                    bits[UInt64(n) << 32 | UInt64(q)] = list.count
                    list.append((list.count, t))
                }
            }
            guard list.count <= Self.maxSignatureBits else {
                throw RNGLoadError("more than \(Self.maxSignatureBits) different value types for attribute \(n == 0 ? "(any other name)" : b.nameList[n])")
            }
            attributeTests.append(list)
        }
        self.attributeTests = attributeTests
        attributeBit = bits

        // Name sets of the schema's patterns (operands always have smaller ids than the
        // patterns built from them; element contents are not followed).
        let words = (nameCount + 63) / 64
        nameWords = words
        var attrNames = [UInt64](repeating: 0, count: store.count * words)
        var elemNames = [UInt64](repeating: 0, count: store.count * words)
        for p in 0..<store.count {
            let x = Int(store.a[p]), y = Int(store.b[p])
            func union(_ set: inout [UInt64], _ i: Int, _ j: Int) {
                for w in 0..<words { set[p * words + w] |= set[i * words + w] | set[j * words + w] }
            }
            switch store.kinds[p] {
            case .attribute:
                for n in 0..<nameCount where table[x * nameCount + n] { attrNames[p * words + n / 64] |= 1 << UInt64(n % 64) }
            case .element:
                let nc = Int(elementNameClass[x])
                for n in 0..<nameCount where table[nc * nameCount + n] { elemNames[p * words + n / 64] |= 1 << UInt64(n % 64) }
            case .choice:
                union(&attrNames, x, y)
                union(&elemNames, x, y)
            case .interleave:
                for i in store.operandRange(Int32(p)) {
                    let o = Int(store.operands[i])
                    union(&attrNames, o, o)
                    union(&elemNames, o, o)
                }
            case .group:
                union(&attrNames, x, y)
                union(&elemNames, x, store.nullable(Int32(x)) ? y : x)
            case .oneOrMore, .after:
                union(&attrNames, x, x)
                union(&elemNames, x, x)
            case .notAllowed, .empty, .text, .value, .data:
                break
            }
        }
        attributeNames = attrNames
        elementNames = elemNames

        // value/data reachable outside attributes?
        var seen = Set<Int32>()
        var work = [start] + elementContent
        var inContent = false
        while let p = work.popLast() {
            guard seen.insert(p).inserted else { continue }
            switch store.kinds[Int(p)] {
            case .value, .data: inContent = true
            case .choice, .group, .after: work += [store.a[Int(p)], store.b[Int(p)]]
            case .interleave: work += store.operands[store.operandRange(p)]
            case .oneOrMore: work.append(store.a[Int(p)])
            default: break
            }
        }
        valuesInContent = inContent
    }

    /// Name ids: 1... for the names of the schema (in the order they were met), 0 for any other.
    @inline(__always) func nameID(_ name: String) -> Int32 { names.index(of: name).map { Int32($0 + 1) } ?? 0 }

    /// Whether pattern `p` may consume attribute `n` (always "maybe" for derived patterns).
    @inline(__always) func mayConsumeAttribute(_ p: Int32, _ n: Int32) -> Bool {
        Int(p) >= store.count || attributeNames[Int(p) * nameWords + Int(n) >> 6] & (1 << UInt64(n & 63)) != 0
    }

    /// Whether a start tag `n` may match in pattern `p` (always "maybe" for derived patterns).
    @inline(__always) func mayStartElement(_ p: Int32, _ n: Int32) -> Bool {
        Int(p) >= store.count || elementNames[Int(p) * nameWords + Int(n) >> 6] & (1 << UInt64(n & 63)) != 0
    }

    @inline(__always) func nameClass(_ nc: Int32, contains n: Int32) -> Bool {
        nameClassTable[Int(nc) * nameCount + Int(n)]
    }

    /// The signature of an attribute value: bit i set when the i-th value test of the name
    /// accepts it. nil: a test could not decide.
    func signature(_ n: Int32, _ value: String) -> UInt64? {
        attributeTests[Int(n)].withUnsafeBufferPointer { tests in
            var mask: UInt64 = 0
            for i in tests.indices {
                switch tests[i].test.matches(value) {
                case true?: mask |= 1 << UInt64(tests[i].bit)
                case false?: break
                case nil: return nil
                }
            }
            return mask
        }
    }

    /// Compiles an attribute's content pattern into a value test.
    static func valueTest(_ q: Int32, store: RNGStore, values: [(token: Bool, text: String)], datatypes: [RNGDatatype]) throws -> RNGValueTest {
        var acceptsAny = false
        var tokens: [String] = [], strings: [String] = []
        var types: [RNGDatatype] = []
        var work = [q]
        while let p = work.popLast() {
            switch store.kinds[Int(p)] {
            case .choice: work += [store.a[Int(p)], store.b[Int(p)]]
            case .text: acceptsAny = true
            case .empty, .notAllowed: break
            case .value:
                let v = values[Int(store.a[Int(p)])]
                if v.token { tokens.append(v.text) } else { strings.append(v.text) }
            case .data: types.append(datatypes[Int(store.a[Int(p)])])
            default:
                throw RNGLoadError("attribute content other than text, value, data, empty and their choices is not supported")
            }
        }
        return RNGValueTest(acceptsAny: acceptsAny, acceptsWhitespace: store.nullable(q), tokens: tokens, strings: strings, datatypes: types)
    }

    // MARK: - building

    indirect enum NameClass: Hashable {
        case name(String)
        case anyName(except: NameClass?)
        case choice(NameClass, NameClass)

        /// Which of the schema's names (ids from `names`, 0 for any other name) the class holds.
        func membership(_ names: [String: Int32], count: Int) -> [Bool] {
            var m = [Bool](repeating: false, count: count)
            var work = [self]
            while let c = work.popLast() {
                switch c {
                case .name(let s): m[Int(names[s]!)] = true
                case .choice(let x, let y): work += [x, y]
                case .anyName(let except):
                    let excluded = except?.membership(names, count: count) ?? [Bool](repeating: false, count: count)
                    for i in 0..<count where !excluded[i] { m[i] = true }
                }
            }
            return m
        }
    }

    struct SourceFile {
        let path: String
        let document: XMLDocument
        /// Prefixes bound to namespaces other than RELAX NG's (annotations).
        let foreignPrefixes: Set<String>
        /// Per element (by index): its RELAX NG name, nil for an annotation, or the error.
        var names: [Result<String?, RNGLoadError>] = []
    }

    struct Node {
        let element: XMLElement
        let file: Int
    }

    struct Builder {
        var store = RNGStore()
        var files: [SourceFile] = []
        var loading: [String] = []
        var starts: [(node: Node, combine: String?)] = []
        var defines: [String: [(node: Node, combine: String?)]] = [:]
        var defineOrder: [String] = []
        var translated: [String: Int32] = [:]
        var inProgress: Set<String> = []
        var names: [String: Int32] = [:]
        var nameList: [String] = ["(other)"]
        var nameClasses: [NameClass] = []
        var singleNameClasses: [String: Int32] = [:]
        var elementNameClass: [Int32] = []
        var elementContent: [Int32] = []
        var pending: [(slot: Int, children: [Node])] = []
        var values: [(token: Bool, text: String)] = []
        var valueIDs: [String: Int32] = [:]
        var datatypes: [RNGDatatype] = []
        var datatypeIDs: [String: Int32] = [:]

        // MARK: files and grammar content

        mutating func loadGrammarFile(_ path: String, depth: Int) throws {
            guard depth < 32, !loading.contains(path) else { throw RNGLoadError("\(path) includes itself") }
            loading.append(path)
            defer { loading.removeLast() }
            let document: XMLDocument
            do {
                let bytes = try XMLReader.readFile(path: path, maxBytes: ParseLimits.default.maxBytes)
                document = try XMLReader.parse(bytes, qualifiedNames: true).document
            } catch {
                throw RNGLoadError("cannot read \(path): \(error)")
            }
            var file = try Self.sourceFile(path, document)
            file.names = document.allElements.map { e in
                let qualified = e.name
                guard let colon = qualified.utf8.firstIndex(of: UInt8(ascii: ":")) else { return .success(qualified) }
                let prefix = String(qualified[..<colon])
                guard file.foreignPrefixes.contains(prefix) else {
                    return .failure(RNGLoadError("\(path):\(e.line): undeclared prefix \(prefix)"))
                }
                return .success(nil)
            }
            files.append(file)
            let root = Node(element: document.root, file: files.count - 1)
            guard try name(root) == "grammar" else { throw RNGLoadError("\(path): the root element must be <grammar>") }
            try grammarContent(root)
        }

        /// Reads the namespace declarations (all on the root element, as in schema/*.rng): the
        /// default namespace must be RELAX NG's; prefixed elements and attributes are annotations.
        static func sourceFile(_ path: String, _ document: XMLDocument) throws -> SourceFile {
            let bytes = document.bytes
            let root = document.root.startTagRange
            // Every "xmlns" must be in the root's start tag (or in text and comments).
            let needle = Array("xmlns".utf8)
            var hits: [Int] = []
            var i = 0
            while i + needle.count <= bytes.count {
                if bytes[i] == needle[0] && bytes[i..<i + needle.count].elementsEqual(needle) { hits.append(i) }
                i += 1
            }
            if hits.contains(where: { !root.contains($0) }) {
                for e in document.allElements.dropFirst() where hits.contains(where: { e.startTagRange.contains($0) }) {
                    throw RNGLoadError("\(path):\(e.line): namespace declarations below the root element are not supported")
                }
            }
            var foreign: Set<String> = ["xml"]
            var defaultNamespace: String?
            let tag = String(decoding: bytes[root], as: UTF8.self)
            var rest = Substring(tag)
            for _ in hits where root.contains(hits[0]) {
                guard let r = rest.utf8.firstRange(of: "xmlns".utf8) else { break }
                rest = rest[r.upperBound...]
                var prefix: Substring?
                if rest.first == ":" {
                    let end = rest.firstIndex(where: { $0 == "=" || $0 == " " }) ?? rest.endIndex
                    prefix = rest[rest.index(after: rest.startIndex)..<end]
                    rest = rest[end...]
                }
                rest = rest.drop { $0 == " " }
                guard rest.first == "=" else { continue }
                rest = rest.dropFirst().drop { $0 == " " }
                guard let quote = rest.first, quote == "\"" || quote == "'" else { continue }
                rest = rest.dropFirst()
                guard let close = rest.firstIndex(of: quote) else { continue }
                let uri = String(rest[..<close])
                rest = rest[close...]
                if let prefix {
                    guard uri != RNGGrammar.rngNamespace else { throw RNGLoadError("\(path): prefixed RELAX NG elements are not supported") }
                    foreign.insert(String(prefix))
                } else {
                    defaultNamespace = uri
                }
            }
            guard defaultNamespace == RNGGrammar.rngNamespace else {
                throw RNGLoadError("\(path): the default namespace must be \(RNGGrammar.rngNamespace)")
            }
            return SourceFile(path: path, document: document, foreignPrefixes: foreign)
        }

        /// The RELAX NG element name of a node, or nil for an annotation (foreign element).
        /// (The schema files are read with qualified names: `a:documentation`.)
        func name(_ n: Node) throws -> String? {
            try files[n.file].names[n.element.index].get()
        }

        func children(_ n: Node) throws -> [Node] {
            try n.element.children.map { Node(element: $0, file: n.file) }.filter { try name($0) != nil }
        }

        /// An attribute of a RELAX NG element (unprefixed), whitespace-trimmed when asked.
        func attribute(_ n: Node, _ attr: String, trim: Bool = true) -> String? {
            for a in n.element.attributes where a.name == attr {
                return trim ? Self.trimmed(a.value) : a.value
            }
            return nil
        }

        /// Without leading and trailing XML whitespace.
        static func trimmed(_ s: String) -> String {
            let bytes = s.utf8
            guard let first = bytes.firstIndex(where: { !RNGText.isSpace($0) }) else { return "" }
            let last = bytes.lastIndex(where: { !RNGText.isSpace($0) })!
            if first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) { return s }
            return String(s[first...last])
        }

        func fail(_ n: Node, _ why: String) -> RNGLoadError {
            RNGLoadError("\(files[n.file].path):\(n.element.line): \(why)")
        }

        mutating func grammarContent(_ g: Node) throws {
            for c in try children(g) {
                switch try name(c) {
                case "start":
                    starts.append((c, attribute(c, "combine")))
                case "define":
                    guard let n = attribute(c, "name") else { throw fail(c, "<define> without a name") }
                    if defines[n] == nil { defineOrder.append(n) }
                    defines[n, default: []].append((c, attribute(c, "combine")))
                case "include":
                    guard let href = attribute(c, "href") else { throw fail(c, "<include> without href") }
                    guard try children(c).isEmpty else { throw fail(c, "<include> with overriding content is not supported") }
                    guard attribute(c, "ns") == nil else { throw fail(c, "the ns attribute is not supported") }
                    let dir = URL(fileURLWithPath: files[c.file].path).deletingLastPathComponent()
                    let target = URL(fileURLWithPath: href, relativeTo: dir).standardizedFileURL.path
                    try loadGrammarFile(target, depth: loading.count)
                case "div":
                    try grammarContent(c)
                case let other:
                    throw fail(c, "<\(other ?? "?")> is not allowed in a grammar (or not supported)")
                }
            }
        }

        // MARK: translation

        /// The combination of several definitions of one name (or of several `<start>`s).
        mutating func combined(_ parts: [(node: Node, combine: String?)], what: String) throws -> Int32 {
            let withoutCombine = parts.filter { $0.combine == nil }
            let methods = Set(parts.compactMap { $0.combine })
            if parts.count > 1 {
                guard withoutCombine.count <= 1, methods.count == 1, let m = methods.first, m == "choice" || m == "interleave" else {
                    throw fail(parts[1].node, "\(what) is defined more than once without a consistent combine=\"choice|interleave\"")
                }
            } else if let m = methods.first, m != "choice" && m != "interleave" {
                throw fail(parts[0].node, "combine=\"\(m)\" is not valid")
            }
            var result: Int32?
            for part in parts {
                let p = try group(children(part.node))
                if let r = result {
                    result = methods.first == "interleave" ? store.interleave(r, p) : store.choice(r, p)
                } else {
                    result = p
                }
            }
            return result!
        }

        mutating func translateStart() throws -> Int32 {
            guard !starts.isEmpty else { throw RNGLoadError("the grammar has no <start>") }
            return try combined(starts, what: "<start>")
        }

        mutating func define(_ name: String, at ref: Node) throws -> Int32 {
            if let p = translated[name] { return p }
            guard let parts = defines[name] else { throw fail(ref, "reference to undefined \(name)") }
            guard inProgress.insert(name).inserted else { throw fail(ref, "\(name) refers to itself outside an <element>") }
            let p = try combined(parts, what: "define \(name)")
            inProgress.remove(name)
            translated[name] = p
            return p
        }

        mutating func translatePendingElements() throws {
            while let (slot, content) = pending.popLast() {
                elementContent[slot] = try group(content)
            }
            // Definitions never referenced are not checked by libxml2 either; translate them
            // anyway so that an unsupported construct anywhere fails loudly.
            for name in defineOrder where translated[name] == nil {
                _ = try define(name, at: defines[name]![0].node)
                while let (slot, content) = pending.popLast() { elementContent[slot] = try group(content) }
            }
        }

        mutating func group(_ nodes: [Node]) throws -> Int32 {
            guard !nodes.isEmpty else { return RNGStore.empty }
            var result = try pattern(nodes[0])
            for n in nodes.dropFirst() { result = store.group(result, try pattern(n)) }
            return result
        }

        mutating func pattern(_ n: Node) throws -> Int32 {
            let kind = try name(n)!
            for unsupported in ["ns"] where attribute(n, unsupported) != nil && !(attribute(n, unsupported)!.isEmpty) {
                throw fail(n, "the \(unsupported) attribute is not supported")
            }
            switch kind {
            case "element":
                var content = try children(n)
                let nc: Int32
                if let nameAttr = attribute(n, "name") {
                    nc = try nameClassID(.name(qname(nameAttr, n)))
                } else {
                    guard !content.isEmpty else { throw fail(n, "<element> without a name") }
                    nc = try nameClassID(nameClass(content.removeFirst()))
                }
                guard !content.isEmpty else { throw fail(n, "<element> without a pattern") }
                let slot = elementNameClass.count
                elementNameClass.append(nc)
                elementContent.append(RNGStore.notAllowed)
                pending.append((slot, content))
                return store.element(slot: Int32(slot))
            case "attribute":
                var content = try children(n)
                let nc: Int32
                if let nameAttr = attribute(n, "name") {
                    nc = try nameClassID(.name(qname(nameAttr, n)))
                } else {
                    guard !content.isEmpty else { throw fail(n, "<attribute> without a name") }
                    nc = try nameClassID(nameClass(content.removeFirst()))
                }
                guard content.count <= 1 else { throw fail(n, "<attribute> with more than one pattern") }
                let p = try content.first.map { try pattern($0) } ?? RNGStore.text
                return store.attribute(nameClass: nc, content: p)
            case "group":
                return try group(children(n))
            case "interleave", "choice":
                let items = try children(n)
                guard !items.isEmpty else { throw fail(n, "empty <\(kind)>") }
                let patterns = try items.map { try pattern($0) }
                return kind == "choice" ? store.choice(all: patterns) : store.interleave(all: patterns)
            case "optional":
                return store.choice(try group(children(n)), RNGStore.empty)
            case "zeroOrMore":
                return store.choice(store.oneOrMore(try group(children(n))), RNGStore.empty)
            case "oneOrMore":
                return store.oneOrMore(try group(children(n)))
            case "ref":
                guard let target = attribute(n, "name") else { throw fail(n, "<ref> without a name") }
                return try define(target, at: n)
            case "empty": return RNGStore.empty
            case "notAllowed": return RNGStore.notAllowed
            case "text": return RNGStore.text
            case "value":
                let text = n.element.text
                let token: Bool
                if let type = attribute(n, "type") {
                    let library = datatypeLibrary(n)
                    switch (library, type) {
                    case (RNGDatatype.xsd, "string"), ("", "string"): token = false
                    case ("", "token"), (RNGDatatype.xsd, "token"): token = true
                    default: throw fail(n, "<value type=\"\(type)\"> of library \"\(library)\" is not supported")
                    }
                } else {
                    token = true
                }
                let stored = token ? RNGText.normalized(text) : text
                let key = (token ? "t:" : "s:") + stored
                if let id = valueIDs[key] { return store.value(id) }
                values.append((token, stored))
                valueIDs[key] = Int32(values.count - 1)
                return store.value(Int32(values.count - 1))
            case "data":
                guard let type = attribute(n, "type") else { throw fail(n, "<data> without a type") }
                var params: [(name: String, value: String)] = []
                for c in try children(n) {
                    guard try name(c) == "param", let pn = attribute(c, "name") else {
                        throw fail(c, "<data> may only hold <param> here (<except> is not supported)")
                    }
                    params.append((pn, c.element.text))
                }
                let library = datatypeLibrary(n)
                let key = library + "\u{0}" + type + params.map { "\u{0}" + $0.name + "\u{1}" + $0.value }.joined()
                if let id = datatypeIDs[key] { return store.data(id) }
                do {
                    datatypes.append(try RNGDatatype(library: library, type: type, params: params))
                } catch let e as RNGLoadError {
                    throw fail(n, e.description)
                }
                datatypeIDs[key] = Int32(datatypes.count - 1)
                return store.data(Int32(datatypes.count - 1))
            default:
                throw fail(n, "<\(kind)> is not supported by the fast validator")
            }
        }

        /// The inherited datatypeLibrary attribute (within the node's own file).
        func datatypeLibrary(_ n: Node) -> String {
            var cur: XMLElement? = n.element
            while let e = cur {
                if let v = attribute(Node(element: e, file: n.file), "datatypeLibrary") { return v }
                cur = e.parent
            }
            return ""
        }

        func qname(_ s: String, _ n: Node) throws -> String {
            guard !s.isEmpty, !s.utf8.contains(UInt8(ascii: ":")) else { throw fail(n, "name \"\(s)\": prefixed or empty names are not supported") }
            return s
        }

        mutating func nameClass(_ n: Node) throws -> NameClass {
            switch try name(n) {
            case "name":
                return .name(try qname(Self.trimmed(n.element.text), n))
            case "anyName":
                let parts = try children(n)
                guard parts.count <= 1 else { throw fail(n, "<anyName> holds more than one <except>") }
                guard let except = parts.first else { return .anyName(except: nil) }
                guard try name(except) == "except" else { throw fail(except, "<anyName> may only hold <except>") }
                let items = try children(except)
                guard !items.isEmpty else { throw fail(except, "empty <except>") }
                var nc = try nameClass(items[0])
                for c in items.dropFirst() { nc = .choice(nc, try nameClass(c)) }
                return .anyName(except: nc)
            case "choice":
                let items = try children(n)
                guard !items.isEmpty else { throw fail(n, "empty name-class <choice>") }
                var nc = try nameClass(items[0])
                for c in items.dropFirst() { nc = .choice(nc, try nameClass(c)) }
                return nc
            case let other:
                throw fail(n, "name class <\(other ?? "?")> is not supported")
            }
        }

        /// The id of a name class. Single names are shared; wildcards are few and get one id each.
        mutating func nameClassID(_ nc: NameClass) throws -> Int32 {
            var work = [nc]
            while let c = work.popLast() {
                switch c {
                case .name(let s):
                    if names[s] == nil { names[s] = Int32(nameList.count); nameList.append(s) }
                case .anyName(let except): if let except { work.append(except) }
                case .choice(let x, let y): work += [x, y]
                }
            }
            if case .name(let s) = nc, let id = singleNameClasses[s] { return id }
            nameClasses.append(nc)
            if case .name(let s) = nc { singleNameClasses[s] = Int32(nameClasses.count - 1) }
            return Int32(nameClasses.count - 1)
        }
    }
}
