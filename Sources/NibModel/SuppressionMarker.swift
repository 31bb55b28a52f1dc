/// A `[nibtool:ignore ...]` marker in an object's user label ("Card [nibtool:ignore misplaced-view]").
///
/// Xcode rewrites a whole document from its object model when it saves, so XML comments and
/// attributes it does not know are lost; a user label is part of that model and survives. A
/// marker with no rule ids silences every rule; several markers in one label add up.
public struct SuppressionMarker: Sendable, Hashable {
    /// Rule ids as written (nil: every rule).
    public var rules: [String]?

    public init(rules: [String]?) { self.rules = rules }

    /// What every marker starts with.
    public static let opening = "[nibtool:ignore"

    /// The markers in a label, in order; empty when there are none.
    public static func parse(_ label: String) -> [SuppressionMarker] {
        guard mayContainMarker(label), label.contains(opening) else { return [] }
        var markers: [SuppressionMarker] = []
        var rest = Substring(label)
        while let start = rest.range(of: opening) {
            let afterKeyword = rest[start.upperBound...]
            guard let close = afterKeyword.firstIndex(of: "]") else { break }
            let body = afterKeyword[..<close]
            // "[nibtool:ignored" is not the keyword; the keyword ends at a space, ':' or ']'.
            if let first = body.first, !(first == " " || first == ":") {
                rest = afterKeyword
                continue
            }
            let ids = body.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ":" }).map(String.init)
            markers.append(SuppressionMarker(rules: ids.isEmpty || ids == ["all"] ? nil : ids))
            rest = afterKeyword[afterKeyword.index(after: close)...]
        }
        return markers
    }

    /// A byte scan for '[': most labels have none, and Foundation's substring search is slow.
    static func mayContainMarker(_ label: String) -> Bool { label.utf8.contains(UInt8(ascii: "[")) }

    /// The label without its markers, for messages ("Card").
    public static func strip(_ label: String) -> String {
        guard mayContainMarker(label), label.contains(opening) else { return label }
        var out = ""
        var rest = Substring(label)
        while let start = rest.range(of: opening) {
            let afterKeyword = rest[start.upperBound...]
            guard let close = afterKeyword.firstIndex(of: "]"),
                  afterKeyword.first.map({ $0 == " " || $0 == ":" || $0 == "]" }) == true else {
                out += rest[..<start.upperBound]
                rest = afterKeyword
                continue
            }
            out += rest[..<start.lowerBound]
            rest = afterKeyword[afterKeyword.index(after: close)...]
        }
        out += rest
        var trimmed = Substring(out)
        while trimmed.first == " " { trimmed.removeFirst() }
        while trimmed.last == " " { trimmed.removeLast() }
        return String(trimmed)
    }
}
