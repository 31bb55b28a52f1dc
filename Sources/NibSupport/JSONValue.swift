/// A JSON value whose objects keep their key order, so output follows the documented contract
/// field order and is byte-stable from run to run.
public enum JSONValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case let (.string(x), .string(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.bool(x), .bool(y)): return x == y
        case (.null, .null): return true
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public static func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number($0) }) }
    public static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

    /// Serialized with two-space indentation.
    public func serialized(indent: Int = 0) -> String {
        var out = ""
        write(into: &out, indent: indent)
        return out
    }

    private func write(into out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .string(let s): JSONValue.writeString(s, into: &out)
        case .number(let d): out += JSONValue.format(d)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            if items.allSatisfy({ if case .number = $0 { return true } else { return false } }) || items.allSatisfy({ if case .string = $0 { return true } else { return false } }) {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ", " }
                    item.write(into: &out, indent: indent + 1)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                item.write(into: &out, indent: indent + 1)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += pad + "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, (k, v)) in pairs.enumerated() {
                out += inner
                JSONValue.writeString(k, into: &out)
                out += ": "
                v.write(into: &out, indent: indent + 1)
                out += i + 1 < pairs.count ? ",\n" : "\n"
            }
            out += pad + "}"
        }
    }

    static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        // Frames on @3x devices are thirds: print enough digits to round-trip.
        return "\(d)"
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        // Most strings need no escape: copy them whole, and otherwise the runs between escapes
        // (appending scalar by scalar made reports with tens of thousands of findings slow). The
        // runs are cut at scalar boundaries, which need not be Character boundaries (a quote
        // followed by a combining mark is one Character), so they go through the scalar view.
        let utf8 = s.utf8
        let scalars = s.unicodeScalars
        var runStart = utf8.startIndex
        var i = runStart
        while i != utf8.endIndex {
            let b = utf8[i]
            if b >= 0x20 && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") {
                i = utf8.index(after: i)
                continue
            }
            out += Substring(scalars[runStart..<i])
            switch b {
            case UInt8(ascii: "\""): out += "\\\""
            case UInt8(ascii: "\\"): out += "\\\\"
            case UInt8(ascii: "\n"): out += "\\n"
            case UInt8(ascii: "\r"): out += "\\r"
            case UInt8(ascii: "\t"): out += "\\t"
            default:
                let hex = String(b, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
            i = utf8.index(after: i)
            runStart = i
        }
        out += Substring(scalars[runStart..<i])
        out += "\""
    }
}
