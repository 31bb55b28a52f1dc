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

    /// A xib's top-level view is laid out at the size it is saved at, but at run time the view
    /// that shows it decides its size (a table view a cell's, from its row height or the cell's
    /// content). A conflict with that saved size says so: it is the app's to confirm.
    static func savedSizeCaveat(_ report: ConflictReport, _ doc: IBDocument, _ layout: LayoutResult) -> String {
        let roots = report.constraints.compactMap { origin -> Int? in
            if case .rootFrame(let v) = origin, doc.views[v].controller == nil { return v }
            return nil
        }
        guard let v = roots.first, let frame = layout.views[v].frame else { return "" }
        let name = "\"\(doc.views[v].displayName)\""
        let size = "\(NumberFormat.short(frame.width)) x \(NumberFormat.short(frame.height))"
        switch doc.views[v].elementName {
        case "tableViewCell":
            let height = NumberFormat.short(frame.height)
            return " It arises at the height \(name) is saved at (\(height) pt); at run time its table view sets the height: a fixed row height of \(height) pt keeps the conflict, rows sized by their content may not."
        case "collectionViewCell", "collectionReusableView":
            return " It arises at the size \(name) is saved at (\(size)); at run time its collection view's layout sets the size."
        default:
            return " It arises at the size \(name) is saved at (\(size)); at run time whatever shows the view sets its size."
        }
    }

    public func check(_ context: CheckContext) -> [Diagnostic] {
        let doc = context.document
        let layouts = Dictionary(context.layouts.map { ($0.configuration, $0) }, uniquingKeysWith: { a, _ in a })
        return context.analysis.conflicts().map { issue in
            let layout = layouts[issue.configuration]!
            let names = issue.report.constraints.map { "\"\(LayoutNames.describe($0, doc, layout))\"" }
            let broken = LayoutNames.describe(issue.report.broken, doc, layout)
            // Where Xcode's saved frames show which constraint its engine broke, say that it is
            // Xcode's choice: the runtime breaks by its own order.
            let breaks = issue.report.brokenAsSaved
                ? "Xcode's canvas breaks \"\(broken)\" (\(ConflictReport.brokenAsSavedNote))"
                : "the runtime will break \"\(broken)\""
            let message = "Conflicting constraints: \(names.joined(separator: ", ")); \(breaks)."
                + Self.savedSizeCaveat(issue.report, doc, layout)
            var d = context.diagnostic(Self.description, at: doc.constraints[issue.anchor].element, message,
                                       objectID: doc.constraints[issue.anchor].id, objectIDs: issue.constraintIDs, configuration: issue.configuration,
                                       details: [("constraints", .strings(issue.constraintIDs)),
                                                 ("broken", issue.brokenID.map { .string($0) } ?? .null)])
            d.setEvidence(issue.evidence)
            return d
        }
    }
}
