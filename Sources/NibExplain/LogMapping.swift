/// What one log constraint is in the documents.
public struct LogMapping: Sendable {
    public enum Kind: String, Sendable {
        /// Exactly one document constraint (`matches[0]`).
        case document
        /// The autoresizing mask of a view the documents lay out without constraints.
        case autoresizing
        /// A constraint UIKit makes itself (encapsulated layout, stack view, temporary size...).
        case system
        /// Several document objects fit equally; all are listed, none is chosen.
        case ambiguous
        /// Nothing in the documents fits.
        case unmapped
    }

    public struct Match: Sendable, Equatable {
        public var document: String
        /// The constraint's id (document, ambiguous) or the view's id (autoresizing).
        public var objectID: String
        public var description: String
        public var identifier: String?
        /// Size classes where it is installed with this constant (wC-hR, ...).
        public var installedIn: [String]
        public var byIdentifier: Bool
    }

    public var kind: Kind
    public var matches: [Match]
    public var note: String
}

/// One report of the log with every line mapped, and what it adds up to.
public struct MappedReport: Sendable {
    public var report: ConsoleLog.Report
    public var mappings: [LogMapping]
    /// Index in `report.constraints` of the constraint UIKit broke.
    public var brokenIndex: Int?
    /// The document constraints of the conflict (unique matches), as "file: id".
    public var documentConstraints: [String]
    /// Size classes in which all of them are installed together.
    public var sizeClasses: [String]
    /// Size classes where nibtool's own layout finds a conflict among them.
    public var reproducedIn: [String]
    public var advice: [String]
}
