/// Reads one constraint description of a UIKit console log: the equation form
/// (`A.leading == B.leading + 16`, `A.width == 0.5*B.width`) and the Visual Format form UIKit
/// uses for spacing and sizes (`H:|-(20)-[A]`, `V:[A]-(8)-[B]`, `H:[A(300)]`, `NSSpace(8)`).
/// What it cannot read stays `parsed == false` and is reported, never guessed.
enum LogConstraintParser {
    static let item = #"([A-Za-z_][\w.$]*:0x[0-9a-fA-F]+(?:'[^']*')?)"#
    static let number = #"(-?[0-9]+(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?)"#
    static let gap = #"\(?(==|<=|>=)?(-?[0-9]+(?:\.[0-9]+)?|NSSpace\([0-9.]+\))(?:@([0-9.]+))?\)?"#

    static func parse(_ line: String) -> LogConstraint? {
        var s = line.trimmingWhitespace()
        if s.hasPrefix("\"") { s.removeFirst() }
        if s.hasSuffix(",") { s.removeLast() }
        if s.hasSuffix("\"") { s.removeLast() }
        guard s.hasPrefix("<"), s.hasSuffix(">") else { return nil }
        let inner = String(s.dropFirst().dropLast())
        guard let head = inner.firstMatch(of: try! Regex(#"^([A-Za-z_][\w.]*):(0x[0-9a-fA-F]+)\s+"#)) else { return nil }
        var c = LogConstraint(text: String(s), className: String(head.output[1].substring ?? ""), address: String(head.output[2].substring ?? ""))
        var body = String(inner[head.range.upperBound...])
        var names: [String: LogConstraint.Item] = [:]
        if let suffix = body.firstMatch(of: try! Regex(#"\s+\((?:active|inactive)?,?\s*(?:[Nn]ames: (.*?))?\s*\)\s*$"#)) {
            if let n = suffix.output[1].substring {
                for m in String(n).matches(of: try! Regex(#"'?([^':,\s]+)'?:"# + item)) {
                    if let key = m.output[1].substring, let text = m.output[2].substring, let i = parseItem(String(text)) { names[String(key)] = i }
                }
            }
            body = String(body[..<suffix.range.lowerBound])
        }
        if body.hasPrefix("'"), let end = body.dropFirst().firstIndex(of: "'") {
            c.identifier = String(body[body.index(after: body.startIndex)..<end])
            body = String(body[body.index(after: end)...]).trimmingWhitespace()
        }
        if let m = body.firstMatch(of: try! Regex(#"^(h=[-&]{3}) (v=[-&]{3})\s+"#)) {
            c.autoresizingMask = "\(m.output[1].substring ?? "") \(m.output[2].substring ?? "")"
            body = String(body[m.range.upperBound...])
        }
        if body.hasPrefix("H:") || body.hasPrefix("V:") {
            visualFormat(body, names: names, into: &c)
        } else {
            equation(body, into: &c)
        }
        return c
    }

    static func parseItem(_ text: String) -> LogConstraint.Item? {
        guard let m = text.wholeMatch(of: try! Regex(#"([A-Za-z_][\w.$]*):(0x[0-9a-fA-F]+)(?:'([^']*)')?"#)) else { return nil }
        return LogConstraint.Item(className: String(m.output[1].substring ?? ""), address: String(m.output[2].substring ?? ""),
                                  text: m.output[3].substring.map(String.init))
    }

    /// `A.attr REL [m*]B.attr [± k] [@p]` or `A.attr REL k [@p]`.
    static func equation(_ body: String, into c: inout LogConstraint) {
        let side = item + #"\.(\w+)"#
        let pattern = "^" + side + #" (==|<=|>=) (?:(?:"# + number + #"\*)?"# + side + #"(?: ([-+]) ([0-9.]+))?|"# + number + #")(?: @([0-9.]+))?$"#
        guard let m = body.firstMatch(of: try! Regex(pattern)), let i1 = m.output[1].substring.flatMap({ parseItem(String($0)) }) else { return }
        c.first = LogConstraint.Side(item: i1, attribute: String(m.output[2].substring ?? ""))
        c.relation = LogConstraint.Relation(rawValue: String(m.output[3].substring ?? ""))
        if let i2 = m.output[5].substring.flatMap({ parseItem(String($0)) }) {
            c.second = LogConstraint.Side(item: i2, attribute: String(m.output[6].substring ?? ""))
            c.multiplier = m.output[4].substring.flatMap { Double(String($0)) } ?? 1
            let k = m.output[8].substring.flatMap { Double(String($0)) } ?? 0
            c.constant = m.output[7].substring == "-" ? -k : k
        } else {
            c.constant = m.output[9].substring.flatMap { Double(String($0)) } ?? 0
        }
        if let p = m.output[10].substring.flatMap({ Double(String($0)) }) { c.priority = p }
    }

    /// `H:|-(k)-[A]`, `H:[A]-(k)-|`, `V:[A]-(k)-[B]`, `H:[A(k)]`, with `|` the superview named
    /// in the suffix. H: is leading/trailing, V: top/bottom.
    static func visualFormat(_ body: String, names: [String: LogConstraint.Item], into c: inout LogConstraint) {
        let horizontal = body.hasPrefix("H:")
        let (start, end, size) = horizontal ? ("leading", "trailing", "width") : ("top", "bottom", "height")
        var v = String(body.dropFirst(2))
        // Safe-area and margin guides carry the layout direction: `...](LTR)`.
        if v.hasSuffix("(LTR)") || v.hasSuffix("(RTL)") { v.removeLast(5) }
        var superview = names["|"] ?? LogConstraint.Item(className: "?", address: "|")
        superview.isSuperview = true
        func read(_ m: Regex<AnyRegexOutput>.Match, _ at: Int) -> (LogConstraint.Relation, Double, Double)? {
            let rel = m.output[at].substring.map { LogConstraint.Relation(rawValue: String($0)) ?? .equal } ?? .equal
            guard let raw = m.output[at + 1].substring.map(String.init) else { return nil }
            let value = raw.hasPrefix("NSSpace(") ? Double(raw.dropFirst(8).dropLast()) : Double(raw)
            guard let value else { return nil }
            return (rel, value, m.output[at + 2].substring.flatMap { Double(String($0)) } ?? 1000)
        }
        func set(_ a: LogConstraint.Side, _ rel: LogConstraint.Relation, _ b: LogConstraint.Side?, _ k: Double, _ p: Double) {
            c.first = a; c.relation = rel; c.second = b; c.constant = k; c.priority = p
        }
        if let m = v.wholeMatch(of: try! Regex(#"\|-"# + gap + #"-\["# + item + #"\]"#)), let a = m.output[4].substring.flatMap({ parseItem(String($0)) }),
           let (rel, k, p) = read(m, 1) {
            set(.init(item: a, attribute: start), rel, .init(item: superview, attribute: start), k, p)
        } else if let m = v.wholeMatch(of: try! Regex(#"\["# + item + #"\]-"# + gap + #"-\|"#)), let a = m.output[1].substring.flatMap({ parseItem(String($0)) }),
                  let (rel, k, p) = read(m, 2) {
            set(.init(item: superview, attribute: end), rel, .init(item: a, attribute: end), k, p)
        } else if let m = v.wholeMatch(of: try! Regex(#"\["# + item + #"\]-"# + gap + #"-\["# + item + #"\]"#)),
                  let a = m.output[1].substring.flatMap({ parseItem(String($0)) }), let b = m.output[5].substring.flatMap({ parseItem(String($0)) }),
                  let (rel, k, p) = read(m, 2) {
            set(.init(item: b, attribute: start), rel, .init(item: a, attribute: end), k, p)
        } else if let m = v.wholeMatch(of: try! Regex(#"\["# + item + #"\("# + gap + #"\)\]"#)), let a = m.output[1].substring.flatMap({ parseItem(String($0)) }),
                  let (rel, k, p) = read(m, 2) {
            set(.init(item: a, attribute: size), rel, nil, k, p)
        }
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
