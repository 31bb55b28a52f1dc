/// Writes a whole document the way Xcode serializes it: the original declaration, one element
/// per line indented four spaces per level, attributes in their order separated by single
/// spaces, childless elements self-closed, text verbatim (Xcode never re-indents it), Xcode's
/// escaping. Used to format new elements for edits, and to measure how well nibtool's idea of
/// the format matches Xcode's (`nibtool xml roundtrip --regenerate`).
public enum XcodeXMLWriter {
    public static func write(_ document: XMLDocument) -> [UInt8] {
        var out = ""
        out.reserveCapacity(document.bytes.count + 1024)
        if let d = document.declaration { out += d + "\n" }
        for item in document.prolog { writeContent(item, document: document, depth: 0, into: &out) }
        writeElement(document.root, depth: 0, into: &out)
        for item in document.epilog {
            out += "\n"
            writeContent(item, document: document, depth: 0, into: &out)
        }
        if document.endsWithNewline { out += "\n" }
        return Array(out.utf8)
    }

    /// One element and its subtree, starting at `depth` (no trailing newline).
    public static func format(_ element: XMLElement, depth: Int) -> String {
        var out = ""
        writeElement(element, depth: depth, into: &out)
        return out
    }

    /// A start tag `<name a="v" b="w"` (without the closing `>`/`/>`).
    public static func startTag(_ name: String, attributes: [(String, String)]) -> String {
        var s = "<" + name
        for (k, v) in attributes { s += " \(k)=\"\(XMLEscaping.attribute(v))\"" }
        return s
    }

    static func indent(_ depth: Int) -> String { String(repeating: " ", count: 4 * depth) }

    static func writeElement(_ e: XMLElement, depth: Int, into out: inout String) {
        out += indent(depth)
        out += startTag(e.name, attributes: e.attributes.map { ($0.name, $0.value) })
        let content = e.content
        if content.isEmpty { out += "/>"; return }
        out += ">"
        // Text stays inline (Xcode never re-indents it); elements and comments go on lines of their own.
        let onlyText = content.allSatisfy {
            switch $0 {
            case .text, .cdata: return true
            default: return false
            }
        }
        if onlyText {
            for item in content { writeInline(item, into: &out) }
        } else {
            for item in content {
                out += "\n"
                writeContent(item, document: e.document, depth: depth + 1, into: &out)
            }
            out += "\n" + indent(depth)
        }
        out += "</\(e.name)>"
    }

    static func writeInline(_ item: XMLContent, into out: inout String) {
        switch item {
        case .text(let t): out += XMLEscaping.text(t)
        case .cdata(let t): out += "<![CDATA[\(t)]]>"
        case .comment(let c): out += "<!--\(c)-->"
        case .processingInstruction(let p): out += "<?\(p)?>"
        case .element: break
        }
    }

    static func writeContent(_ item: XMLContent, document: XMLDocument, depth: Int, into out: inout String) {
        switch item {
        case .element(let i): writeElement(document.element(at: i), depth: depth, into: &out)
        case .comment(let c): out += indent(depth) + "<!--\(c)-->"
        case .text(let t): out += XMLEscaping.text(t)
        case .cdata(let t): out += "<![CDATA[\(t)]]>"
        case .processingInstruction(let p): out += indent(depth) + "<?\(p)?>"
        }
    }
}
