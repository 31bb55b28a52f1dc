import NibLayout
import NibModel
import NibXML

/// The same constraint twice (also written the other way round: `A.leading = B.leading + 8` and
/// `B.leading = A.leading - 8`), both installed in some configuration. It never conflicts, so
/// Xcode says nothing, but the copy adds nothing, and whoever edits one of the two in the
/// inspector finds the layout unchanged: the other still holds. Usually left by a paste or a merge.
public struct DuplicateConstraintRule: DocumentRule {
    public static let description = RuleDescription(
        id: "duplicate-constraint", name: "Duplicate Constraint",
        summary: "The same constraint twice (the same items, attributes, relation, multiplier, constant and priority, in either order), both installed in some size class. It adds nothing, and editing one of the two in Interface Builder leaves the layout as it was, since the other still holds. Placeholder constraints are not judged.",
        defaultSeverity: .warning,
        triggeringExamples: [
            .rootView(DuplicateConstraintExamples.scene(second: "<constraint firstItem=\"bx0-00-001\" firstAttribute=\"leading\" secondItem=\"rt0-00-000\" secondAttribute=\"leading\" constant=\"16\" id=\"dp0-00-002\"/>"),
                      count: 1, "the leading constraint pasted a second time"),
            .rootView(DuplicateConstraintExamples.scene(second: "<constraint firstItem=\"rt0-00-000\" firstAttribute=\"leading\" secondItem=\"bx0-00-001\" secondAttribute=\"leading\" constant=\"-16\" id=\"dp0-00-002\"/>"),
                      count: 1, "the same constraint written the other way round"),
        ],
        nonTriggeringExamples: [
            .rootView(DuplicateConstraintExamples.scene(second: "<constraint firstItem=\"bx0-00-001\" firstAttribute=\"leading\" secondItem=\"rt0-00-000\" secondAttribute=\"leading\" priority=\"750\" constant=\"16\" id=\"dp0-00-002\"/>"),
                      count: 0, "another priority is another constraint"),
            .rootView(DuplicateConstraintExamples.scene(second: "<constraint firstItem=\"bx0-00-001\" firstAttribute=\"leading\" secondItem=\"rt0-00-000\" secondAttribute=\"leading\" constant=\"16\" id=\"dp0-00-002\"/>",
                                                        variations: DuplicateConstraintExamples.splitBySizeClass),
                      count: 0, "one copy for regular width, the other for every other size class: never installed together"),
        ])

    public init() {}

    struct Key: Hashable {
        var first: String, firstAttribute: String, relation: String
        var second: String?, secondAttribute: String?
        var multiplier: Double, constant: Double, priority: Double
    }

    public func check(_ context: CheckContext) -> [Diagnostic] {
        let document = context.document
        guard !document.constraints.isEmpty else { return [] }
        // The document's own configuration, and one per size class it varies on.
        let configurations = document.platform == .cocoaTouch ? Configuration.all(for: document) : [Configuration.document(document)]
        // Each copy with its original, and the constant and configuration it was first found in.
        var copyOf: [Int: (original: Int, constant: Double, configuration: Configuration)] = [:]
        for configuration in configurations {
            let installation = Installation(document, configuration)
            var seen: [Key: Int] = [:]
            for c in document.constraints where installation.constraintInstalled[c.index] && !c.placeholder {
                let key = Self.key(c, constant: installation.constants[c.index])
                if let original = seen[key] ?? Self.reversed(key).flatMap({ seen[$0] }) {
                    if copyOf[c.index] == nil { copyOf[c.index] = (original, installation.constants[c.index], configuration) }
                } else {
                    seen[key] = c.index
                }
            }
        }
        return copyOf.sorted { $0.key < $1.key }.map { copy, found in
            let c = document.constraints[copy], o = document.constraints[found.original]
            let place = found.configuration.isDocumentConfiguration ? "" : " in \(found.configuration.displayName)"
            var d = context.diagnostic(Self.description, at: c.element,
                "\"\(document.describe(c, constant: found.constant))\" is there twice\(place) (constraints \(o.id) and \(c.id)): the copy adds nothing, and editing one of them in Interface Builder leaves the other in force.",
                objectID: c.id)
            d.objectIDs = [c.id, o.id]
            return d
        }
    }

    static func key(_ c: NibModel.Constraint, constant: Double) -> Key {
        Key(first: c.firstItemID, firstAttribute: c.firstAttributeName, relation: c.relationName ?? "equal",
            second: c.secondItemID, secondAttribute: c.secondAttributeName,
            multiplier: c.multiplier?.value ?? 1, constant: constant, priority: c.priority)
    }

    /// `A.x = B.y + c` as `B.y = A.x - c` (only without a multiplier, where the two read the same).
    static func reversed(_ k: Key) -> Key? {
        guard let second = k.second, let secondAttribute = k.secondAttribute, k.multiplier == 1 else { return nil }
        let relation = k.relation == "greaterThanOrEqual" ? "lessThanOrEqual" : k.relation == "lessThanOrEqual" ? "greaterThanOrEqual" : k.relation
        return Key(first: second, firstAttribute: secondAttribute, relation: relation, second: k.first, secondAttribute: k.firstAttribute,
                   multiplier: 1, constant: -k.constant, priority: k.priority)
    }
}

enum DuplicateConstraintExamples {
    /// A box pinned to the root's leading edge, top and size, plus `second` (a copy or not).
    static func scene(second: String, variations: String = "") -> String {
        """
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx0-00-001" userLabel="Box">
                <rect key="frame" x="16" y="79" width="100" height="100"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="dp0-00-003"/>
                    <constraint firstAttribute="height" constant="100" id="dp0-00-004"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="bx0-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="16" id="dp0-00-001"/>
            \(second)
            <constraint firstItem="bx0-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="20" id="dp0-00-005"/>
        </constraints>\(variations)
        """
    }

    static let splitBySizeClass = """

    <variation key="default">
        <mask key="constraints">
            <exclude reference="dp0-00-002"/>
        </mask>
    </variation>
    <variation key="widthClass=regular">
        <mask key="constraints">
            <include reference="dp0-00-002"/>
            <exclude reference="dp0-00-001"/>
        </mask>
    </variation>
    """
}
