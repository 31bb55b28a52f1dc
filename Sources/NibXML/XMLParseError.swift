/// Why a byte sequence could not be read as an XML document.
public struct XMLParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// Not well-formed XML (libxml2's verdict, with its line and column).
        case malformed
        /// Well-formed, but uses XML features Interface Builder never writes and nibtool refuses
        /// to process (a DOCTYPE, which is how entity bombs and external entities get in).
        case unsupportedFeature
        /// Over a resource limit (size, depth, element count).
        case limitExceeded
        /// The file could not be read.
        case unreadable
    }

    public var kind: Kind
    public var message: String
    public var line: Int
    public var column: Int

    public init(kind: Kind, message: String, line: Int, column: Int) {
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column): \(message)" }
}

/// Resource limits applied while reading a document. Interface Builder documents in the wild are
/// at most a few MB and about 40 levels deep; these limits are far above that and far below what
/// would hurt the machine.
public struct ParseLimits: Sendable {
    public var maxBytes: Int
    public var maxDepth: Int
    public var maxElements: Int

    public init(maxBytes: Int = 64 << 20, maxDepth: Int = 200, maxElements: Int = 2_000_000) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxElements = maxElements
    }

    public static let `default` = ParseLimits()
}
