/// Every rule nibtool knows. Reading stages (XML, document kind, schema) produce the first three;
/// the rest are `DocumentRule`s run on a decoded document.
public enum RuleRegistry {
    public static let malformedXML = RuleDescription(
        id: "malformed-xml", name: "Malformed XML",
        summary: "The file is not well-formed XML (or is empty, not UTF-8, truncated, over a resource limit, or left with git conflict markers). The line and column are the XML parser's, or the conflict marker's.",
        defaultSeverity: .error,
        triggeringExamples: [.document("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
        <<<<<<< HEAD
        """, "a merge left conflict markers (and cut the file short)")],
        nonTriggeringExamples: [.document("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes/>
        </document>
        """, count: 0)])
    public static let unsupportedDocument = RuleDescription(
        id: "unsupported-document", name: "Unsupported Document",
        summary: "Well-formed XML, but not an Interface Builder document nibtool can read: another XML format, a legacy IB archive, or a document with a DOCTYPE.",
        defaultSeverity: .error,
        triggeringExamples: [.document("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict/></plist>
        """, "a property list, not a storyboard")])
    /// An input that is not read at all (exit 2), with the same message from every command.
    public static let unreadableInput = RuleDescription(
        id: "unreadable-input", name: "Unreadable Input",
        summary: "The path is missing or unreadable, is not a regular file (a directory, a FIFO, a device such as /dev/zero, a socket; a symbolic link to a regular file is followed), or the file is over the 64 MB size limit. Nothing is read from it; every command exits 2 with the same message.",
        defaultSeverity: .error)
    /// A document nibtool failed on (a bug): reported for that document, the others still checked.
    public static let internalError = RuleDescription(
        id: "internal-error", name: "Internal Error",
        summary: "nibtool itself failed while checking this document (a crash or a fatal error: a bug to report, with the document). The other documents are still checked and every report is written.",
        defaultSeverity: .error)
    public static let schemaViolation = RuleDescription(
        id: "schema-violation", name: "Schema Violation",
        summary: "The document breaks the structure described by schema/interface-builder.rng (an element, attribute or value Xcode does not write).",
        defaultSeverity: .error,
        triggeringExamples: [.rootView("""
        <subviews>
            <view contentMode="stretchToFit" translatesAutoresizingMaskIntoConstraints="NO" id="red-00-001">
                <rect key="frame" x="16" y="59" width="361" height="100"/>
            </view>
        </subviews>
        """, "contentMode has no value stretchToFit")])

    public static let documentRules: [any DocumentRule.Type] = [
        DuplicateIDRule.self,
        UnknownReferenceRule.self,
        InvalidConstraintRule.self,
        InvalidValueRule.self,
        ConflictingConstraintsRule.self,
        AmbiguousLayoutRule.self,
        ContentPriorityAmbiguityRule.self,
        MisplacedViewRule.self,
        ScrollableContentSizeAmbiguityRule.self,
        ClippedTextRule.self,
        InvalidRuntimeAttributeRule.self,
        DuplicateOutletRule.self,
        DuplicateStoryboardIdentifierRule.self,
        InvalidActionTargetRule.self,
        InvalidSegueDestinationRule.self,
        UnreachableSceneRule.self,
        MissingReuseIdentifierRule.self,
        DuplicateConstraintRule.self,
        SourceMismatchRule.self,
        MissingResourceRule.self,
        MissingFontRule.self,
        LocalizationMismatchRule.self,
        UnknownDeviceRule.self,
        // Opt-in (team policies).
        UseTraitCollectionsRule.self,
        InitialViewControllerRule.self,
        SingleViewControllerRule.self,
        ReuseIdentifierMatchesClassRule.self,
        StoryboardIdentifierMatchesClassRule.self,
        RelativeToMarginRule.self,
        NamedColorsRule.self,
    ]

    /// Rules that need the document laid out.
    public static let layoutRuleIDs: [String] = [
        "conflicting-constraints", "ambiguous-layout", "content-priority-ambiguity", "misplaced-view", "scrollable-content-size-ambiguity",
        "clipped-text",
    ]

    /// Every rule id (`all` builds its descriptions anew on each call; this is read per document).
    public static let allIDs: Set<String> = Set(all.map(\.id))
    public static let documentRuleIDs: Set<String> = Set(documentRules.map { $0.description.id })
    /// Rules that run only when a configuration names them (`opt_in_rules`, `only_rules`).
    /// Spelled out rather than read from the descriptions, which would build every rule's
    /// examples in every run (a test keeps the two the same).
    public static let optInRuleIDs: Set<String> = [
        "use-trait-collections", "initial-view-controller", "single-view-controller",
        "reuse-identifier-matches-class", "storyboard-identifier-matches-class", "relative-to-margin", "named-colors",
    ]

    public static var all: [RuleDescription] {
        [malformedXML, unreadableInput, unsupportedDocument, schemaViolation, ResourceLimits.description, internalError] + documentRules.map { $0.description }
            + [UnusedSuppressionRule.description]
    }
}
