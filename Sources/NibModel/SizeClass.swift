/// A size class for one dimension. `nil` where a value is optional means "any".
public enum SizeClass: String, Sendable, Hashable {
    case compact, regular

    public var letter: String { self == .compact ? "C" : "R" }
}

/// The key of a `<variation>` (ib-format.md §9.1): `default`, or terms such as
/// `heightClass=regular-widthClass=compact` and `userInterfaceIdiom=mac`.
public struct VariationKey: Sendable, Hashable, CustomStringConvertible {
    public let text: String
    public var widthClass: SizeClass?
    public var heightClass: SizeClass?
    public var idiom: String?
    /// False when the key has terms nibtool does not understand.
    public var isValid: Bool

    public init(_ text: String) {
        self.text = text
        isValid = true
        guard text != "default" else { return }
        for term in text.split(separator: "-", omittingEmptySubsequences: false) {
            let parts = term.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { isValid = false; continue }
            switch parts[0] {
            case "widthClass": widthClass = SizeClass(rawValue: parts[1]); if widthClass == nil { isValid = false }
            case "heightClass": heightClass = SizeClass(rawValue: parts[1]); if heightClass == nil { isValid = false }
            case "userInterfaceIdiom": idiom = parts[1]
            default: isValid = false
            }
        }
    }

    public var isDefault: Bool { text == "default" }

    /// How many traits the key names: more specific keys override less specific ones.
    public var specificity: Int {
        (widthClass == nil ? 0 : 1) + (heightClass == nil ? 0 : 1) + (idiom == nil ? 0 : 1)
    }

    public var description: String { text }

    /// Xcode's way of naming the class in messages: "Compact Width, Regular Height".
    public var displayName: String {
        if isDefault { return "Any Width, Any Height" }
        var parts: [String] = []
        if let w = widthClass { parts.append("\(w.rawValue.capitalized) Width") }
        if let h = heightClass { parts.append("\(h.rawValue.capitalized) Height") }
        if let i = idiom { parts.append(i) }
        return parts.joined(separator: ", ")
    }
}
