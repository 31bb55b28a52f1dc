import NibModel

/// The Xcode release that saved a document, grouped the way its simulated metrics changed
/// (the eras of issue #27 and of `/work/shared/tools/agreement.py`).
public enum XcodeEra: Int, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case upTo8, xcode9to10, xcode11to12, xcode13, xcode14to15, xcode16, xcode26

    /// `toolsVersion` as written. `32700.99.1234` is the placeholder Xcode 15's command-line
    /// tools write; numerically it is above every real version, but the document is Xcode 15's.
    public init(toolsVersionText text: String?, toolsVersion: Double) {
        if let text, text.hasPrefix("32700") { self = .xcode14to15; return }
        switch toolsVersion {
        case ..<11000: self = .upTo8
        case ..<14000: self = .xcode9to10
        case ..<17000: self = .xcode11to12
        case ..<21000: self = .xcode13
        case ..<23000: self = .xcode14to15
        case ..<24000: self = .xcode16
        default: self = .xcode26
        }
    }

    public init(_ doc: IBDocument) { self.init(toolsVersionText: doc.toolsVersionText, toolsVersion: doc.toolsVersion) }

    public var description: String {
        switch self {
        case .upTo8: return "Xcode <= 8"
        case .xcode9to10: return "Xcode 9-10"
        case .xcode11to12: return "Xcode 11-12"
        case .xcode13: return "Xcode 13"
        case .xcode14to15: return "Xcode 14-15"
        case .xcode16: return "Xcode 16"
        case .xcode26: return "Xcode 26"
        }
    }

    public static func < (a: XcodeEra, b: XcodeEra) -> Bool { a.rawValue < b.rawValue }
}
