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

    /// The two anchors a constraint joins as one number, in a fixed order (an anchor: an
    /// object's element index and an attribute's index, 26 bits), so that a constraint and its
    /// reverse share it.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        let document = context.document
        // A cheap pass first: constraints joining the same two anchors that could be equal (the
        // same constant, or a constant that varies by size class). Most documents have none, and
        // need no per-size-class installation at all.
        var candidates: [(Int, Int)] = []
        document.constraints.withUnsafeBufferPointer { constraints in
            var keyed: [(anchors: Int, index: Int)] = []
            keyed.reserveCapacity(constraints.count)
            for i in constraints.indices where !constraints[i].placeholder {
                if let anchors = Self.anchors(constraints[i].firstItem, constraints[i].firstAttribute,
                                              constraints[i].secondItem, constraints[i].secondAttribute, document) {
                    keyed.append((anchors, i))
                }
            }
            keyed.sort { ($0.anchors, $0.index) < ($1.anchors, $1.index) }
            var start = 0
            while start < keyed.count {
                var end = start + 1
                while end < keyed.count, keyed[end].anchors == keyed[start].anchors { end += 1 }
                // Comparing every pair of a group was quadratic: 20,000 constraints on one view's width
                // took most of validate's 37 s (issue #30). Constraints `same` calls equal share a
                // key, so each is paired only with the earlier ones of its key (the last
                // `maxOriginals` of them: a copy is reported against an original installed with it,
                // and with more identical copies than that one of them is), and a constraint whose
                // constant varies by size class with every other of its group, as before.
                var earlier: [SameKey: [Int]] = [:]
                var varying: [Int] = []
                for j in start..<end {
                    let x = keyed[j].index
                    if !constraints[x].constantVariations.isEmpty { varying.append(x); continue }
                    let key = Self.sameKey(constraints[x], document)
                    let originals = earlier[key, default: []]
                    for o in originals.suffix(Self.maxOriginals) { candidates.append((o, x)) }
                    earlier[key, default: []].append(x)
                }
                if !varying.isEmpty {
                    var paired = Set<Int64>()   // two varying constraints meet twice
                    for v in varying {
                        for j in start..<end where keyed[j].index != v {
                            let (x, y) = (min(v, keyed[j].index), max(v, keyed[j].index))
                            if paired.insert(Int64(x) << 32 | Int64(y)).inserted { candidates.append((x, y)) }
                        }
                    }
                }
                start = end
            }
        }
        guard !candidates.isEmpty else { return [] }
        candidates.sort { ($0.1, $0.0) < ($1.1, $1.0) }
        // Then each pair in the document's configuration and every size class it varies on.
        let configurations = document.platform == .cocoaTouch ? Configuration.all(for: document) : [Configuration.document(document)]
        var copyOf: [Int: (original: Int, constant: Double, configuration: Configuration)] = [:]
        for configuration in configurations {
            let installation = Installation(document, configuration)
            for (original, copy) in candidates where copyOf[copy] == nil {
                guard installation.constraintInstalled[original], installation.constraintInstalled[copy],
                      Self.same(document.constraints[original], installation.constants[original],
                                document.constraints[copy], installation.constants[copy]) else { continue }
                copyOf[copy] = (original, installation.constants[copy], configuration)
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

    static let attributes = LayoutAttribute.allCases

    /// Earlier identical constraints a copy is compared with (see `check`).
    static let maxOriginals = 16

    /// What `same` compares, written one way for both ways of writing a relation without a
    /// multiplier (`A.x = B.y + c` and `B.y = A.x - c` get one key).
    struct SameKey: Hashable {
        var priority: Double, multiplier: Double, first: Int, second: Int, relation: LayoutRelation, constant: Double
    }

    static func sameKey(_ c: NibModel.Constraint, _ document: IBDocument) -> SameKey {
        func anchor(_ item: ObjectRef?, _ attribute: LayoutAttribute?) -> Int {
            guard let item, let a = attribute.flatMap({ attributes.firstIndex(of: $0) }) else { return 0 }
            return document.element(of: item) << 5 | (a + 1)
        }
        let multiplier = c.multiplier?.value ?? 1
        var key = SameKey(priority: c.priority, multiplier: multiplier, first: anchor(c.firstItem, c.firstAttribute),
                          second: anchor(c.secondItem, c.secondAttribute), relation: c.relation ?? .equal, constant: c.constant)
        if multiplier == 1, c.secondItem != nil, key.second < key.first {
            swap(&key.first, &key.second)
            key.relation = key.relation == .greaterThanOrEqual ? .lessThanOrEqual : key.relation == .lessThanOrEqual ? .greaterThanOrEqual : .equal
            key.constant = -key.constant
        }
        return key
    }

    static func anchors(_ first: ObjectRef?, _ firstAttribute: LayoutAttribute?, _ second: ObjectRef?, _ secondAttribute: LayoutAttribute?,
                        _ document: IBDocument) -> Int? {
        guard let first, let a1 = firstAttribute.flatMap({ attributes.firstIndex(of: $0) }) else { return nil }
        let one = document.element(of: first) << 5 | (a1 + 1)
        var two = 0
        if let second, let a2 = secondAttribute.flatMap({ attributes.firstIndex(of: $0) }) { two = document.element(of: second) << 5 | (a2 + 1) }
        return min(one, two) << 26 | max(one, two)
    }

    /// The same relation between the same anchors: as written, or the other way round
    /// (`A.x = B.y + c` is `B.y = A.x - c`, only without a multiplier).
    static func same(_ x: NibModel.Constraint, _ xConstant: Double, _ y: NibModel.Constraint, _ yConstant: Double) -> Bool {
        guard x.priority == y.priority, (x.multiplier?.value ?? 1) == (y.multiplier?.value ?? 1) else { return false }
        let xRelation = x.relation ?? .equal, yRelation = y.relation ?? .equal
        if x.firstItem == y.firstItem, x.firstAttribute == y.firstAttribute, x.secondItem == y.secondItem, x.secondAttribute == y.secondAttribute {
            return xRelation == yRelation && xConstant == yConstant
        }
        guard (x.multiplier?.value ?? 1) == 1, x.secondItem != nil, x.firstItem == y.secondItem, x.firstAttribute == y.secondAttribute,
              x.secondItem == y.firstItem, x.secondAttribute == y.firstAttribute else { return false }
        let flipped: LayoutRelation = xRelation == .greaterThanOrEqual ? .lessThanOrEqual : xRelation == .lessThanOrEqual ? .greaterThanOrEqual : .equal
        return yRelation == flipped && yConstant == -xConstant
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
