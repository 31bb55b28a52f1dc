import Foundation
import NibModel
import NibSupport

/// A reference to an id that no object in the document carries: constraint items, mask
/// entries, connection destinations, the initial view controller.
public struct UnknownReferenceRule: DocumentRule {
    public static let description = RuleDescription(
        id: "unknown-reference", name: "Unknown Reference",
        summary: "An id is referenced (constraint item, size-class mask entry, outlet, action or segue destination, initial view controller) but no object carries it.",
        defaultSeverity: .error,
        triggeringExamples: [
            .rootView("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="red-00-001">
                    <rect key="frame" x="16" y="59" width="361" height="100"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="100" id="hgt-00-001"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="red-00-001" firstAttribute="leading" secondItem="gone-0-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
            </constraints>
            """, count: 1, "secondItem points nowhere"),
            .rootView("""
            <constraints>
                <constraint firstAttribute="height" constant="100" id="hgt-00-002"/>
            </constraints>
            <variation key="default">
                <mask key="constraints">
                    <exclude reference="nop-00-000"/>
                </mask>
            </variation>
            """, count: 1, "a mask entry points nowhere"),
        ],
        nonTriggeringExamples: [
            .rootView("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="red-00-001">
                    <rect key="frame" x="16" y="59" width="361" height="100"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="red-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
            </constraints>
            """, count: 0),
        ])

    public init() {}

    /// Whether the finding is a stale size-class mask entry (`staleMaskEntry` in JSON): the
    /// layout ignores it as Xcode does, so it does not make the layout guesswork (every other
    /// dangling reference does).
    static func isStaleMaskEntry(_ d: Diagnostic) -> Bool {
        d.rule == description.id && d.details.contains { $0.key == "staleMaskEntry" && $0.value == .bool(true) }
    }

    public func check(_ context: CheckContext) -> [Diagnostic] {
        let doc = context.document
        var out: [Diagnostic] = []
        func missing(_ id: String, at element: Int, _ what: String, severity: Severity? = nil, advice: String = "",
                     details: [(key: String, value: JSONValue)] = []) {
            out.append(context.diagnostic(Self.description, at: element,
                                          "\(what) refers to \"\(id)\", but no object in the document has that id.\(advice)",
                                          objectIDs: [id], severity: severity, details: details))
        }
        // A size-class mask entry left behind when its constraint or view was deleted: Xcode opens,
        // builds and runs such a document, ignoring the entry, so it is stale, not broken: at most
        // a warning (the test testStaleMaskEntryIsAWarning holds the real case).
        let staleMaskSeverity = min(context.options.severity(for: Self.description), .warning)
        for c in doc.constraints {
            if !c.firstItemIsImplicit, doc.object(c.firstItemID) == nil { missing(c.firstItemID, at: c.element, "The constraint's firstItem") }
            if let s = c.secondItemID, doc.object(s) == nil { missing(s, at: c.element, "The constraint's secondItem") }
        }
        for v in doc.views {
            for variation in v.variations {
                for entry in variation.constraintMask + variation.subviewMask where doc.object(entry.reference) == nil {
                    missing(entry.reference, at: entry.element, "The \(variation.key) size-class mask entry", severity: staleMaskSeverity,
                            advice: " Xcode ignores the entry; delete it.", details: [("staleMaskEntry", .bool(true))])
                }
            }
        }
        let connectionLists = doc.views.map(\.connections) + doc.controllers.map(\.connections) + doc.otherObjects.map(\.connections)
        for list in connectionLists {
            for c in list {
                if let d = c.destination, doc.object(d) == nil {
                    missing(d, at: c.element, "The \(c.kind.rawValue) \(c.property ?? c.selector ?? c.segueKind ?? "")".trimmingCharacters(in: .whitespaces))
                }
                if let t = c.target, doc.object(t) == nil { missing(t, at: c.element, "The \(c.kind.rawValue)'s target") }
            }
        }
        if let initial = doc.initialViewControllerID, doc.object(initial) == nil {
            missing(initial, at: 0, "The document's initialViewController")
        }
        return out
    }
}
