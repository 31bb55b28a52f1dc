import NibModel

/// Constraints that UIKit would refuse to create (ib-format.md §8.6): unknown attributes or
/// relations, bad numbers, mixed axes, a location paired with a size, leading/trailing paired
/// with left/right, a location equal to a constant, items that are not views or guides, and a
/// holder that is not a common ancestor of its items.
public struct InvalidConstraintRule: DocumentRule {
    public static let description = RuleDescription(
        id: "invalid-constraint", name: "Invalid Constraint",
        summary: "A constraint UIKit would reject: unknown attribute or relation, a multiplier, constant or priority that is not a number (priority outside 1...1000), mixed axes, a location paired with a size, leading/trailing with left/right, a location with no second item, or a holder that is not a common ancestor of its items.",
        defaultSeverity: .error,
        triggeringExamples: [
            .rootView("""
            <constraints>
                <constraint firstAttribute="widht" constant="100" id="bad-00-001"/>
            </constraints>
            """, count: 1, "misspelt attribute"),
            .rootView("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="red-00-001">
                    <rect key="frame" x="16" y="59" width="100" height="100"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="red-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="top" id="mix-00-001"/>
                <constraint firstItem="red-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="height" id="mix-00-002"/>
                <constraint firstItem="red-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="left" id="mix-00-003"/>
                <constraint firstItem="red-00-001" firstAttribute="centerX" constant="20" id="mix-00-004"/>
                <constraint firstItem="red-00-001" firstAttribute="width" constant="20" priority="1001" id="mix-00-005"/>
                <constraint firstItem="red-00-001" firstAttribute="height" secondItem="red-00-001" secondAttribute="width" multiplier="a:b" id="mix-00-006"/>
            </constraints>
            """, count: 6, "axes, location/size, direction, constant-only location, priority, multiplier"),
            .rootView("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-00-001">
                    <rect key="frame" x="16" y="59" width="100" height="100"/>
                    <constraints>
                        <constraint firstItem="bbb-00-001" firstAttribute="top" secondItem="aaa-00-001" secondAttribute="top" id="hol-00-001"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bbb-00-001">
                    <rect key="frame" x="16" y="59" width="100" height="100"/>
                </view>
            </subviews>
            """, count: 1, "held by a view that is not a common ancestor"),
        ],
        nonTriggeringExamples: [
            .rootView("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="red-00-001">
                    <rect key="frame" x="16" y="59" width="100" height="56.333333333333336"/>
                    <constraints>
                        <constraint firstAttribute="width" secondItem="red-00-001" secondAttribute="height" multiplier="16:9" id="asp-00-001"/>
                        <constraint firstAttribute="width" constant="100" id="wid-00-001"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="red-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
                <constraint firstItem="red-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" priority="750" id="top-00-001"/>
                <constraint firstItem="red-00-001" firstAttribute="centerY" secondItem="sa0-00-000" secondAttribute="bottom" multiplier="1/3" id="cen-00-001"/>
            </constraints>
            """, count: 0, "aspect ratio across axes, size-only width, fractional multiplier on a position"),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        let doc = context.document
        var out: [Diagnostic] = []
        for c in doc.constraints {
            var problems: [String] = []
            if c.id.isEmpty { problems.append("it has no id") }
            if c.firstAttribute == nil {
                problems.append(c.firstAttributeName.isEmpty ? "it has no firstAttribute" : "\"\(c.firstAttributeName)\" is not a layout attribute")
            }
            if let name = c.secondAttributeName, c.secondAttribute == nil { problems.append("\"\(name)\" is not a layout attribute") }
            if c.secondItemID != nil, c.secondAttributeName == nil { problems.append("it has a secondItem but no secondAttribute") }
            if c.secondItemID == nil, c.secondAttributeName != nil { problems.append("it has a secondAttribute but no secondItem") }
            if let r = c.relationName, c.relation == nil { problems.append("\"\(r)\" is not a relation (equal, lessThanOrEqual, greaterThanOrEqual)") }
            if let m = c.multiplierText, c.multiplier == nil { problems.append("the multiplier \"\(m)\" is not a number, a ratio a:b or a fraction a/b (finite, at most 10^6)") }
            if let t = c.constantText, IBNumber.parse(t) == nil { problems.append("the constant \"\(t)\" is not a finite number (of at most 10^9)") }
            if let p = c.priorityText {
                if let v = Double(p), v.isFinite {
                    if v < 1 || v > 1000 { problems.append("the priority \(p) is outside 1...1000") }
                } else {
                    problems.append("the priority \"\(p)\" is not a number")
                }
            }
            if let a = c.firstAttribute {
                if let b = c.secondAttribute {
                    if a.isDimension != b.isDimension {
                        problems.append("it pairs a location (\(a.isDimension ? b.displayName : a.displayName)) with a size (\(a.isDimension ? a.displayName : b.displayName))")
                    } else if !a.isDimension, a.axis != b.axis {
                        problems.append("it mixes the horizontal and vertical axes (\(a.displayName) with \(b.displayName))")
                    } else if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
                        problems.append("it pairs \(a.displayName) with \(b.displayName); leading/trailing cannot be mixed with left/right")
                    } else if !a.isDimension, c.multiplier?.value == 0 {
                        problems.append("a multiplier of 0 on a location makes it \"location = constant\"")
                    }
                } else if c.secondItemID == nil, !a.isDimension {
                    problems.append("a location attribute (\(a.displayName)) needs a second item; only width and height can equal a constant")
                }
            }
            if let a = c.firstAttribute, a == c.secondAttribute, c.secondItemID == c.firstItemID {
                // UIKit accepts it, but it constrains nothing (x = x) or cannot hold (x = 2x + 10).
                problems.append("it relates the \(a.displayName) of \"\(c.firstItemID)\" to itself")
            }
            problems += itemProblems(c, doc)
            if !problems.isEmpty {
                out.append(context.diagnostic(Self.description, at: c.element,
                                              "Invalid constraint: \(problems.joined(separator: "; ")).",
                                              objectID: c.id.isEmpty ? nil : c.id))
            }
        }
        return out
    }

    /// Items must be views or layout guides, inside the holder's subtree.
    private func itemProblems(_ c: Constraint, _ doc: IBDocument) -> [String] {
        var problems: [String] = []
        // The items were resolved when the document was decoded (nil: unknown-reference reports it).
        for (id, item) in [(c.firstItemID, c.firstItem), (c.secondItemID, c.secondItem)] {
            guard let id, let ref = item else { continue }
            switch ref {
            case .view, .layoutGuide:
                if let v = doc.owningView(of: ref), !isInsideHolder(view: v, ref: ref, holder: c.holder, doc) {
                    problems.append("its holder \"\(doc.views[c.holder].displayName)\" is not a common ancestor of \"\(doc.displayName(of: ref))\"")
                }
            default:
                problems.append("\"\(id)\" is a \(doc.xml.element(at: doc.element(of: ref)).name), not a view or layout guide")
            }
        }
        return problems
    }

    private func isInsideHolder(view: Int, ref: ObjectRef, holder: Int, _ doc: IBDocument) -> Bool {
        if doc.isAncestor(holder, of: view) { return true }
        // A controller's top/bottom layout guides are used from constraints held by its root view.
        if case .layoutGuide(let g) = ref, doc.layoutGuides[g].ownerController != nil {
            return doc.isAncestor(view, of: holder) || view == holder
        }
        return false
    }
}
