import NibLayout
import NibModel
import NibXML

extension Snapshot {
    /// Reduces a decoded document to the facts a reviewer cares about. Never fails: dangling
    /// references and duplicate ids (typical merge damage) are kept as raw ids and listed in
    /// `problems`, so a broken document can still be compared.
    public init(_ doc: IBDocument) {
        var builder = SnapshotBuilder(doc: doc)
        self = builder.build()
    }
}

struct SnapshotBuilder {
    let doc: IBDocument
    /// Masks and variations evaluated once per final size class.
    let installations: [(Traits, Installation)]
    var sceneOfElement: [Int: Int] = [:]
    var snapshot = Snapshot()

    init(doc: IBDocument) {
        self.doc = doc
        installations = TraitScope.all.map { ($0, Installation(doc, TraitScope.configuration($0, doc))) }
    }

    mutating func build() -> Snapshot {
        for (i, scene) in doc.scenes.enumerated() {
            sceneOfElement[scene.element] = i
            snapshot.scenes.append(sceneFacts(scene))
        }
        snapshot.views = doc.views.map(viewFacts)
        snapshot.constraints = doc.constraints.map(constraintFacts)
        for v in doc.views {
            addOwnedFacts(ownerID: v.id, name: v.displayName, element: v.element, v.runtimeAttributes, v.connections)
        }
        for c in doc.controllers {
            addOwnedFacts(ownerID: c.id, name: c.displayName, element: c.element, c.runtimeAttributes, c.connections)
        }
        for (i, o) in doc.otherObjects.enumerated() {
            addOwnedFacts(ownerID: o.id, name: doc.displayName(of: .other(i)), element: o.element, o.runtimeAttributes, o.connections)
        }
        snapshot.problems = ReferenceProblems.find(in: doc)
        return snapshot
    }

    /// The scene an element belongs to (nil in xibs): its nearest `<scene>` ancestor.
    func scene(ofElement index: Int) -> Int? {
        var e: XMLElement? = doc.xml.element(at: index)
        while let current = e {
            if current.name == "scene" { return sceneOfElement[current.index] }
            e = current.parent
        }
        return nil
    }

    /// A referenced object's name, or the raw id in angle brackets when nobody has it.
    func name(ofID id: String) -> String {
        doc.object(id).map(doc.displayName(of:)) ?? "<missing \(id)>"
    }

    func sceneFacts(_ scene: Scene) -> SceneFacts {
        let controller = scene.controllers.first.map { doc.controllers[$0] }
        var properties: [Property] = []
        if let c = controller {
            properties.append(Property("controller", c.customClass ?? ViewClasses.displayName(forElement: c.elementName)))
            if let sid = c.storyboardIdentifier { properties.append(Property("storyboardIdentifier", sid)) }
            if c.id == doc.initialViewControllerID { properties.append(Property("initial", "YES")) }
        }
        let name = scene.title ?? controller?.displayName ?? "Scene \(scene.id)"
        return SceneFacts(id: scene.id, name: name, controllerID: controller?.id, properties: properties)
    }

    func viewFacts(_ v: View) -> ViewFacts {
        let element = doc.xml.element(at: v.element)
        var p: [Property] = [Property("class", v.className)]
        func add(_ name: String, _ value: String?) { if let value { p.append(Property(name, value)) } }
        add("module", v.customModule)
        add("userLabel", v.userLabel)
        add("text", v.text)
        add("title", v.title)
        add("placeholder", v.placeholder)
        add("hidden", v.hidden ? "YES" : "NO")
        add("contentMode", element[attribute: "contentMode"])
        add("horizontalHuggingPriority", NumberFormat.short(v.horizontalHugging))
        add("verticalHuggingPriority", NumberFormat.short(v.verticalHugging))
        add("horizontalCompressionResistancePriority", NumberFormat.short(v.horizontalCompressionResistance))
        add("verticalCompressionResistancePriority", NumberFormat.short(v.verticalCompressionResistance))
        add("placeholderIntrinsicWidth", v.placeholderIntrinsicWidth.map(Self.intrinsic))
        add("placeholderIntrinsicHeight", v.placeholderIntrinsicHeight.map(Self.intrinsic))
        if let s = v.stack {
            add("axis", s.axis.rawValue)
            add("alignment", s.alignment)
            add("distribution", s.distribution)
            add("spacing", s.standardSpacing ? "standard" : NumberFormat.short(s.spacing))
        }
        p += traitOverrides(of: v)
        var path: [String] = []
        var walk: Int? = v.index
        while let w = walk { path.insert(doc.views[w].displayName, at: 0); walk = doc.views[w].superview }
        let superview = v.superview.map { doc.views[$0] }
        return ViewFacts(id: v.id, scene: scene(ofElement: v.element), name: v.displayName, elementName: v.elementName,
                         superviewID: superview?.id, superviewName: superview?.displayName,
                         path: path.joined(separator: " / "), properties: p, frame: v.frame,
                         installedIn: installed(views: [v.index]), containerInstalledIn: installed(views: v.superview.map { [$0] } ?? []))
    }

    /// The size classes in which all these views are installed.
    func installed(views: [Int]) -> Set<Traits> {
        Set(installations.filter { inst in views.allSatisfy { inst.1.viewInstalled[$0] } }.map(\.0))
    }

    static func intrinsic(_ p: PlaceholderIntrinsic) -> String {
        switch p {
        case .value(let d): return NumberFormat.short(d)
        case .noIntrinsicMetric: return "none"
        }
    }

    /// Attribute overrides of `<variation>`s (`hidden`, `axis`...), one property per distinct
    /// value, named with the size classes it is in force for: `hidden [wR-hA]` = `YES`.
    func traitOverrides(of v: View) -> [Property] {
        var names: [String] = []
        for (_, inst) in installations { for key in inst.overrides[v.index].keys.sorted() where !names.contains(key) { names.append(key) } }
        var result: [Property] = []
        for name in names.sorted() {
            var byValue: [String: Set<Traits>] = [:]
            for (traits, inst) in installations { if let value = inst.overrides[v.index][name] { byValue[value, default: []].insert(traits) } }
            for (value, traits) in byValue.sorted(by: { $0.key < $1.key }) {
                result.append(Property("\(name) [\(TraitScope.name(traits) ?? "all")]", value))
            }
        }
        return result
    }

    func constraintFacts(_ c: Constraint) -> ConstraintFacts {
        var p: [Property] = []
        p.append(Property("relation", c.relationName ?? "equal"))
        p.append(Property("multiplier", c.multiplierText ?? "1"))
        p.append(Property("priority", NumberFormat.short(c.priority)))
        p.append(Property("placeholder", c.placeholder ? "YES" : "NO"))
        if let identifier = c.identifier { p.append(Property("identifier", identifier)) }
        if let label = c.userLabel { p.append(Property("userLabel", label)) }
        var constants: [Traits: Double] = [:]
        for (traits, inst) in installations { constants[traits] = inst.constants[c.index] }
        return ConstraintFacts(id: c.id, scene: scene(ofElement: c.element), ownerName: ownerName(of: c),
                               equation: doc.describe(c), shape: doc.describe(c, constant: 0), properties: p,
                               firstItemID: itemKey(c.firstItemID), secondItemID: c.secondItemID.map(itemKey),
                               attributes: "\(c.firstAttributeName) \(c.secondAttributeName ?? "-")",
                               constants: constants, baseConstant: c.constant,
                               installedIn: Set(installations.filter { $0.1.constraintInstalled[c.index] }.map(\.0)),
                               itemsInstalledIn: installed(views: [c.holder] + [c.firstItemID, c.secondItemID].compactMap {
                                   $0.flatMap(doc.object).flatMap(doc.owningView(of:))
                               }))
    }

    /// A constraint item by the id of a view: a layout guide is `ownerViewID#Safe Area`, because
    /// guide ids change with their view's and are never paired on their own.
    func itemKey(_ id: String) -> String {
        guard case .layoutGuide(let g)? = doc.object(id), let owner = doc.layoutGuides[g].ownerView else { return id }
        return "\(doc.views[owner].id)#\(doc.layoutGuides[g].displayName)"
    }

    /// Constraints are listed under a view: the first item's, else the second's (guides and
    /// missing ids are not views), else the view that holds the constraint.
    func ownerName(of c: Constraint) -> String {
        for id in [c.firstItemID, c.secondItemID].compactMap({ $0 }) {
            if case .view(let i)? = doc.object(id) { return doc.views[i].displayName }
        }
        return doc.views[c.holder].displayName
    }

    mutating func addOwnedFacts(ownerID: String, name: String, element: Int, _ attributes: [RuntimeAttribute], _ connections: [Connection]) {
        let scene = scene(ofElement: element)
        for a in attributes {
            snapshot.runtimeAttributes.append(RuntimeAttributeFacts(ownerID: ownerID, ownerName: name, scene: scene,
                                                                    keyPath: a.keyPath ?? "?", value: value(of: a)))
        }
        for c in connections {
            snapshot.connections.append(ConnectionFacts(ownerID: ownerID, ownerName: name, scene: scene, kind: c.kind.rawValue,
                                                        label: label(of: c), destinationID: c.destination,
                                                        destinationName: c.destination.map(self.name(ofID:)) ?? "-"))
        }
    }

    /// `number 12`, `color systemColor=systemRedColor`: the type, then the value attribute, or
    /// the value element's `value`, or its attributes (without `key`) in a stable order.
    func value(of a: RuntimeAttribute) -> String {
        var s = a.typeName ?? "?"
        if let v = a.valueAttribute { s += " " + v }
        if let e = a.valueElement.map(doc.xml.element(at:)) {
            let attributes = e.attributes.filter { $0.name != "key" }
            if attributes.count == 1, attributes[attributes.startIndex].name == "value" { return s + " " + attributes[attributes.startIndex].value }
            if e.name != a.typeName { s += " " + e.name }
            s += " " + attributes.map { "\($0.name)=\($0.value)" }.sorted().joined(separator: " ")
        }
        return s
    }

    func label(of c: Connection) -> String {
        switch c.kind {
        case .outlet, .outletCollection: return c.property ?? "?"
        case .action: return c.selector ?? "?"
        case .segue:
            if let r = c.relationship { return "relationship \(r)" }
            if let i = c.identifier, !i.isEmpty { return "\"\(i)\"" }
            return "\(c.segueKind ?? "segue") to \(c.destination.map(name(ofID:)) ?? "-")"
        case .other: return c.id ?? "?"
        }
    }
}
