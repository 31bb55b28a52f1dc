import NibLayout
import NibModel

/// Required constraints that cannot all hold (Xcode: Conflicting Constraints). Reported with a
/// minimal conflicting set and the constraint UIKit would break to recover.
public struct ConflictingConstraintsRule: DocumentRule {
    public static let description = RuleDescription(
        id: "conflicting-constraints", name: "Conflicting Constraints",
        summary: "Required constraints that cannot all be satisfied; the message lists a minimal conflicting set and the one the runtime would break.",
        defaultSeverity: .error,
        triggeringExamples: [
            .rootView("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="red-00-001" userLabel="Red View">
                    <rect key="frame" x="16" y="59" width="100" height="100"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="w10-00-001"/>
                        <constraint firstAttribute="width" constant="200" id="w20-00-001"/>
                        <constraint firstAttribute="height" constant="100" id="h10-00-001"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="red-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
                <constraint firstItem="red-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="top-00-001"/>
            </constraints>
            """),
        ],
        nonTriggeringExamples: [
            .rootView("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="red-00-001" userLabel="Red View">
                    <rect key="frame" x="16" y="59" width="100" height="100"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="w10-00-001"/>
                        <constraint firstAttribute="width" constant="200" priority="750" id="w20-00-001"/>
                        <constraint firstAttribute="height" constant="100" id="h10-00-001"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="red-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
                <constraint firstItem="red-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="top-00-001"/>
            </constraints>
            """, count: 0, "an optional constraint losing is not a conflict"),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        let doc = context.document
        let layouts = Dictionary(context.layouts.map { ($0.configuration, $0) }, uniquingKeysWith: { a, _ in a })
        return context.analysis.conflicts().map { issue in
            let layout = layouts[issue.configuration]!
            let names = issue.report.constraints.map { "\"\(LayoutNames.describe($0, doc, layout))\"" }
            let message = "Conflicting constraints: \(names.joined(separator: ", ")); the runtime will break \"\(LayoutNames.describe(issue.report.broken, doc, layout))\"."
            var d = context.diagnostic(Self.description, at: doc.constraints[issue.anchor].element, message,
                                       objectID: doc.constraints[issue.anchor].id, objectIDs: issue.constraintIDs, configuration: issue.configuration,
                                       details: [("constraints", .strings(issue.constraintIDs)),
                                                 ("broken", issue.brokenID.map { .string($0) } ?? .null)])
            d.setEvidence(issue.evidence)
            return d
        }
    }
}
