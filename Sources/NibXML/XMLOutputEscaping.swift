/// Escaping for XML that nibtool generates (JUnit reports, SVG previews), where any parser must
/// read back exactly what was meant. Stricter than `XMLEscaping`, which copies Xcode's own style
/// for documents it writes back.
public enum XMLOutputEscaping {
    /// An attribute value in double quotes: `&`, `<`, `>`, `"` and `'` as entities, tab, line feed
    /// and carriage return as character references (an XML parser would normalize them to spaces),
    /// and characters XML 1.0 cannot carry at all as U+FFFD.
    public static func attribute(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(allowed(u) ? u : "\u{FFFD}")
            }
        }
        return out
    }

    /// Character data: `&`, `<` and `>` as entities (so `]]>` cannot appear), `\r` as a character
    /// reference (a parser would drop it), characters XML 1.0 cannot carry as U+FFFD.
    public static func text(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(allowed(u) ? u : "\u{FFFD}")
            }
        }
        return out
    }

    /// XML 1.0's `Char` production.
    public static func allowed(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
