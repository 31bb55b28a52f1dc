import NibModel

/// Two elements with the same `id`: references become ambiguous, and Xcode refuses to open such
/// a file. It is the typical damage of a textual merge.
public struct DuplicateIDRule: DocumentRule {
    public static let description = RuleDescription(
        id: "duplicate-id", name: "Duplicate ID",
        summary: "Two objects share an id. References to it are ambiguous; this usually comes from a textual merge.",
        defaultSeverity: .error,
        triggeringExamples: [
            .rootView("""
            <subviews>
                <view contentMode="scaleToFill" fixedFrame="YES" id="dup-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
                <view contentMode="scaleToFill" fixedFrame="YES" id="dup-00-001">
                    <rect key="frame" x="0.0" y="20" width="10" height="10"/>
                </view>
            </subviews>
            """),
        ],
        nonTriggeringExamples: [
            .rootView("""
            <subviews>
                <view contentMode="scaleToFill" fixedFrame="YES" id="one-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
            </subviews>
            """, count: 0),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.document.duplicateIDs.flatMap { entry -> [Diagnostic] in
            let first = context.xml.element(at: entry.elements[0])
            return entry.elements.dropFirst().map { element in
                context.diagnostic(Self.description, at: element,
                                   "The id \"\(entry.id)\" is already used by the <\(first.name)> at line \(first.line); ids must be unique in a document.",
                                   objectID: entry.id)
            }
        }
    }
}
