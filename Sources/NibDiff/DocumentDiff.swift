import NibLayout
import NibModel

/// The semantic difference between two versions of a document.
public struct DocumentDiff: Sendable {
    public var changes: [Change] = []
    public var frameMoves: [FrameMove] = []
    /// Merge damage in the new version that the old one did not have, and damage repaired.
    public var newProblems: [ReferenceProblem] = []
    public var fixedProblems: [ReferenceProblem] = []
    /// Objects paired by content because their ids changed (Xcode regenerated them).
    public var matchedByContent = 0

    /// Whether anything a reviewer should see differs (frame moves included; a change of ids
    /// alone is not a difference).
    public var hasDifferences: Bool {
        !changes.isEmpty || !frameMoves.isEmpty || !newProblems.isEmpty || !fixedProblems.isEmpty
    }

    init() {}

    public init(old: Snapshot, new: Snapshot) {
        var differ = Differ(old: old, new: new)
        differ.run()
        self = differ.diff
    }

    public init(old: IBDocument, new: IBDocument) {
        self.init(old: Snapshot(old), new: Snapshot(new))
    }
}

struct Differ {
    let old: Snapshot, new: Snapshot
    var diff = DocumentDiff()
    /// Old id -> new id for every object paired (ids that stayed are not listed).
    var idMap: [String: String] = [:]
    /// Old scene index -> new scene index.
    var sceneMap: [Int: Int] = [:]
    /// Scenes added or removed as a whole: their contents are counted, not listed.
    var removedScenes = Set<Int>(), addedScenes = Set<Int>()
    var removedViews = UnpairedViews(), addedViews = UnpairedViews()

    /// How each side names a view where its name is not enough: views that share a name in a
    /// scene are told apart by their path in the hierarchy (and their id when the paths are
    /// the same too), so their changes are not listed as one view's.
    let oldNames: ViewNames, newNames: ViewNames

    init(old: Snapshot, new: Snapshot) {
        self.old = old
        self.new = new
        oldNames = ViewNames(old)
        newNames = ViewNames(new)
    }

    /// An old id in the new version's terms; `view#guide` item keys map their view part.
    func mapped(_ id: String?) -> String? {
        guard let id else { return nil }
        if let hash = id.firstIndex(of: "#") { return (mapped(String(id[..<hash])) ?? "") + id[hash...] }
        return idMap[id] ?? id
    }

    func sceneName(new index: Int?) -> String { index.map { new.scenes[$0].name } ?? "" }
    func sceneName(old index: Int?) -> String {
        guard let index else { return "" }
        return sceneMap[index].map { new.scenes[$0].name } ?? old.scenes[index].name
    }
    /// A scene's identity across versions, for content keys: the new index for paired scenes.
    func sceneToken(old index: Int?) -> String { index.map { sceneMap[$0].map(String.init) ?? "old\($0)" } ?? "-" }
    func sceneToken(new index: Int?) -> String { index.map(String.init) ?? "-" }

    mutating func run() {
        diffScenes()
        diffViews()
        diffConstraints()
        diffRuntimeAttributes()
        diffConnections()
        // A change whose old and new text read the same tells the reader nothing.
        diff.changes.removeAll { $0.kind == .changed && $0.note == nil && $0.old == $0.new }
        // Scenes in the new version's document order (removed scenes last), changes in the
        // order found within a scene.
        let rank = Dictionary(new.scenes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: min)
        diff.changes = diff.changes.enumerated()
            .sorted { (rank[$0.element.scene] ?? Int.max, $0.offset) < (rank[$1.element.scene] ?? Int.max, $1.offset) }
            .map(\.element)
        let oldProblems = Set(old.problems.map { "\($0.kind) \($0.message)" })
        let newProblems = Set(new.problems.map { "\($0.kind) \($0.message)" })
        diff.newProblems = new.problems.filter { !oldProblems.contains("\($0.kind) \($0.message)") }
        diff.fixedProblems = old.problems.filter { !newProblems.contains("\($0.kind) \($0.message)") }
    }

    mutating func record(_ m: Matching) {
        diff.matchedByContent += m.byContent
    }

    mutating func diffScenes() {
        let m = Matching([
            (old.scenes.map(\.id), new.scenes.map(\.id)),
            (old.scenes.map(\.name), new.scenes.map(\.name)),
        ])
        record(m)
        for (o, n) in m.pairs {
            sceneMap[o] = n
            let a = old.scenes[o], b = new.scenes[n]
            if a.id != b.id { idMap[a.id] = b.id }
            if let ac = a.controllerID, let bc = b.controllerID, ac != bc { idMap[ac] = bc }
            let base = Change(scene: b.name, subject: b.name, category: .scene, kind: .changed, id: b.id, item: b.name)
            if a.name != b.name { diff.changes.append(base.with("name", a.name, b.name)) }
            diff.changes += propertyChanges(a.properties, b.properties, base)
        }
        removedScenes = Set(m.removed)
        addedScenes = Set(m.added)
        for o in m.removed {
            let s = old.scenes[o]
            let change = Change(scene: s.name, subject: s.name, category: .scene, kind: .removed, id: s.id, item: s.name)
            diff.changes.append(change.with(nil, Self.contents(of: o, in: old), nil))
        }
        for n in m.added {
            let s = new.scenes[n]
            let change = Change(scene: s.name, subject: s.name, category: .scene, kind: .added, id: s.id, item: s.name)
            diff.changes.append(change.with(nil, nil, Self.contents(of: n, in: new)))
        }
    }

    /// "3 views, 5 constraints": what an added or removed scene holds.
    static func contents(of scene: Int, in s: Snapshot) -> String {
        let views = s.views.filter { $0.scene == scene }.count, constraints = s.constraints.filter { $0.scene == scene }.count
        return "\(views) view\(views == 1 ? "" : "s"), \(constraints) constraint\(constraints == 1 ? "" : "s")"
    }

    /// Whether an unpaired item is part of a scene added or removed as a whole.
    func inWholeScene(old scene: Int?) -> Bool { scene.map(removedScenes.contains) ?? false }
    func inWholeScene(new scene: Int?) -> Bool { scene.map(addedScenes.contains) ?? false }

    /// Lists the unpaired views that are not inside another unpaired view (details come later,
    /// once their constraints are counted).
    mutating func appendUnpairedViews(_ indices: [Int], of s: Snapshot, _ kind: Change.Kind, scene: (Int?) -> String) -> UnpairedViews {
        var unpaired = UnpairedViews(indices, of: s)
        for i in indices where unpaired.isListed(s.views[i].id) {
            let v = s.views[i]
            unpaired.changeIndex[v.id] = diff.changes.count
            let names = kind == .added ? newNames : oldNames
            let subject = v.superviewID.map { names.name(of: $0, default: v.superviewName ?? v.name) } ?? names.name(of: v.id, default: v.name)
            diff.changes.append(Change(scene: scene(v.scene), subject: subject, category: .view, kind: kind, id: v.id, item: names.name(of: v.id, default: v.name)))
        }
        return unpaired
    }

    /// What went with each listed view: old side for removals, new side for additions.
    mutating func describeUnpairedViews(_ unpaired: UnpairedViews, _ kind: Change.Kind) {
        for (id, index) in unpaired.changeIndex {
            let detail = unpaired.detail(id)
            diff.changes[index] = kind == .added ? diff.changes[index].with(nil, nil, detail) : diff.changes[index].with(nil, detail, nil)
        }
    }

    mutating func diffViews() {
        let m = Matching([
            (old.views.map(\.id), new.views.map(\.id)),
            (old.views.map { "\(sceneToken(old: $0.scene)) \($0.elementName) \($0.path)" },
             new.views.map { "\(sceneToken(new: $0.scene)) \($0.elementName) \($0.path)" }),
        ])
        record(m)
        for (o, n) in m.pairs where old.views[o].id != new.views[n].id { idMap[old.views[o].id] = new.views[n].id }
        for (o, n) in m.pairs {
            let a = old.views[o], b = new.views[n]
            let base = Change(scene: sceneName(new: b.scene), subject: newNames.name(of: b.id, default: b.name), category: .view, kind: .changed, id: b.id, item: b.name)
            diff.changes += propertyChanges(a.properties, b.properties, base)
            if mapped(a.superviewID) != b.superviewID {
                // Another superview of the same name: say which, by path.
                let was = oldNames.name(of: a.superviewID, default: a.superviewName ?? "(none)")
                let now = newNames.name(of: b.superviewID, default: b.superviewName ?? "(none)")
                if was == now {
                    diff.changes.append(base.with("superview", ViewNames.parent(of: a.path), ViewNames.parent(of: b.path)))
                } else {
                    diff.changes.append(base.with("superview", was, now))
                }
            }
            if let change = installationChange(base, (a.installedIn, a.containerInstalledIn), (b.installedIn, b.containerInstalledIn)) {
                diff.changes.append(change)
            }
            if a.frame != b.frame {
                diff.frameMoves.append(FrameMove(scene: base.scene, view: b.name, id: b.id, old: a.frame, new: b.frame))
            }
        }
        removedViews = appendUnpairedViews(m.removed.filter { !inWholeScene(old: old.views[$0].scene) }, of: old, .removed, scene: sceneName(old:))
        addedViews = appendUnpairedViews(m.added.filter { !inWholeScene(new: new.views[$0].scene) }, of: new, .added, scene: sceneName(new:))
    }

    mutating func diffConstraints() {
        let m = Matching([
            (old.constraints.map(\.id), new.constraints.map(\.id)),
            (old.constraints.map { "\(sceneToken(old: $0.scene)) \($0.equation)" }, new.constraints.map { "\(sceneToken(new: $0.scene)) \($0.equation)" }),
            (old.constraints.map { "\(sceneToken(old: $0.scene)) \($0.shape)" }, new.constraints.map { "\(sceneToken(new: $0.scene)) \($0.shape)" }),
        ])
        record(m)
        for (o, n) in m.pairs where old.constraints[o].id != new.constraints[n].id { idMap[old.constraints[o].id] = new.constraints[n].id }
        for (o, n) in m.pairs { diffConstraint(old.constraints[o], new.constraints[n]) }
        for o in m.removed where !inWholeScene(old: old.constraints[o].scene) && !removedViews.absorb(old.constraints[o]) {
            diff.changes.append(listing(old.constraints[o], .removed, scene: sceneName(old: old.constraints[o].scene)))
        }
        for n in m.added where !inWholeScene(new: new.constraints[n].scene) && !addedViews.absorb(new.constraints[n]) {
            diff.changes.append(listing(new.constraints[n], .added, scene: sceneName(new: new.constraints[n].scene)))
        }
        describeUnpairedViews(removedViews, .removed)
        describeUnpairedViews(addedViews, .added)
    }

    /// An added or removed constraint, with the size classes it is installed in when not all.
    func listing(_ c: ConstraintFacts, _ kind: Change.Kind, scene: String) -> Change {
        let names = kind == .added ? newNames : oldNames
        var change = Change(scene: scene, subject: names.owner(of: c), category: .constraint, kind: kind, id: c.id, item: c.equation)
        change.traits = TraitScope.name(c.installedIn)
        return change
    }

    mutating func diffConstraint(_ a: ConstraintFacts, _ b: ConstraintFacts) {
        let base = Change(scene: sceneName(new: b.scene), subject: newNames.owner(of: b),
                          category: .constraint, kind: .changed, id: b.id, item: a.equation)
        if mapped(a.firstItemID) != b.firstItemID || mapped(a.secondItemID) != b.secondItemID || a.attributes != b.attributes {
            if a.shape != b.shape {
                diff.changes.append(base.with("equation", a.shape, b.shape))
            } else {
                // The same text relating other views of the same names: name them by path.
                let was = oldNames.items(a), now = newNames.items(b)
                if was != now {
                    var change = base.with("items", was, now)
                    change.note = "now relates \(now) (was \(was))"
                    diff.changes.append(change)
                }
            }
        }
        diff.changes += propertyChanges(a.properties, b.properties, base)
        // Group the size classes whose constant in force changed by (old, new) value.
        var byValues: [[Double]: Set<Traits>] = [:]
        for t in TraitScope.all {
            let x = a.constants[t] ?? a.baseConstant, y = b.constants[t] ?? b.baseConstant
            if x != y { byValues[[x, y], default: []].insert(t) }
        }
        for (values, traits) in byValues.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            var change = base.with("constant", NumberFormat.short(values[0]), NumberFormat.short(values[1]))
            change.traits = TraitScope.name(traits)
            diff.changes.append(change)
        }
        if let change = installationChange(base, (a.installedIn, a.itemsInstalledIn), (b.installedIn, b.itemsInstalledIn)) {
            diff.changes.append(change)
        }
    }

    mutating func diffRuntimeAttributes() {
        let m = Matching([
            (old.runtimeAttributes.map { "\(mapped($0.ownerID)!) \($0.keyPath)" }, new.runtimeAttributes.map { "\($0.ownerID) \($0.keyPath)" }),
        ])
        let oldNames = self.oldNames, newNames = self.newNames  // the closure must not capture self (appendUnpaired mutates it)
        func change(_ a: RuntimeAttributeFacts, _ kind: Change.Kind, _ scene: String) -> Change {
            Change(scene: scene, subject: (kind == .removed ? oldNames : newNames).name(of: a.ownerID, default: a.ownerName),
                   category: .runtimeAttribute, kind: kind, id: a.ownerID, item: a.keyPath)
        }
        for (o, n) in m.pairs where old.runtimeAttributes[o].value != new.runtimeAttributes[n].value {
            let b = new.runtimeAttributes[n]
            diff.changes.append(change(b, .changed, sceneName(new: b.scene)).with("value", old.runtimeAttributes[o].value, b.value))
        }
        appendUnpaired(m, old.runtimeAttributes, new.runtimeAttributes, scene: \.scene, value: \.value, change)
    }

    mutating func diffConnections() {
        // Second pass: an owner whose id changed without being paired (a placeholder or custom
        // object Xcode regenerated) would list one connection as removed and added; pair what is
        // left by what it reads as (scene, owner, kind, label).
        let m = Matching([
            (old.connections.map { "\(mapped($0.ownerID)!) \($0.kind) \($0.label)" }, new.connections.map { "\($0.ownerID) \($0.kind) \($0.label)" }),
            (old.connections.map { "\(sceneName(old: $0.scene))\u{1F}\($0.ownerName)\u{1F}\($0.kind)\u{1F}\($0.label)" },
             new.connections.map { "\(sceneName(new: $0.scene))\u{1F}\($0.ownerName)\u{1F}\($0.kind)\u{1F}\($0.label)" }),
        ])
        record(m)
        let oldNames = self.oldNames, newNames = self.newNames  // the closure must not capture self (appendUnpaired mutates it)
        func change(_ c: ConnectionFacts, _ kind: Change.Kind, _ scene: String) -> Change {
            Change(scene: scene, subject: (kind == .removed ? oldNames : newNames).name(of: c.ownerID, default: c.ownerName),
                   category: .connection, kind: kind, id: c.ownerID, item: "\(c.kind) \(c.label)")
        }
        for (o, n) in m.pairs where mapped(old.connections[o].destinationID) != new.connections[n].destinationID {
            let a = old.connections[o], b = new.connections[n]
            let was = oldNames.name(of: a.destinationID, default: a.destinationName), now = newNames.name(of: b.destinationID, default: b.destinationName)
            if was == now { continue }  // the same destination as a reader sees it
            diff.changes.append(change(b, .changed, sceneName(new: b.scene)).with("destination", was, now))
        }
        appendUnpaired(m, old.connections, new.connections, scene: \.scene, value: \.destinationName, change)
    }

    /// Removed and added items, with their value (a runtime attribute's, a connection's destination).
    mutating func appendUnpaired<T>(_ m: Matching, _ oldItems: [T], _ newItems: [T], scene: KeyPath<T, Int?>, value: KeyPath<T, String>,
                                    _ make: (T, Change.Kind, String) -> Change) {
        for o in m.removed where !inWholeScene(old: oldItems[o][keyPath: scene]) {
            diff.changes.append(make(oldItems[o], .removed, sceneName(old: oldItems[o][keyPath: scene])).with(nil, oldItems[o][keyPath: value], nil))
        }
        for n in m.added where !inWholeScene(new: newItems[n][keyPath: scene]) {
            diff.changes.append(make(newItems[n], .added, sceneName(new: newItems[n][keyPath: scene])).with(nil, nil, newItems[n][keyPath: value]))
        }
    }

    /// The size classes a view or constraint is installed in, before and after, and in words.
    /// `cap` is where its container (superview; holder and items) is installed. A change that
    /// only follows the container's is not listed again: uninstalling a view takes its subviews
    /// and constraints with it, and one line says so. (Own masks unchanged means
    /// `own ∩ capA = a` and `own ∩ capB = b`, so `a ∩ capB == b ∩ capA`.)
    func installationChange(_ base: Change, _ old: (Set<Traits>, cap: Set<Traits>), _ new: (Set<Traits>, cap: Set<Traits>)) -> Change? {
        let a = old.0, b = new.0
        guard a != b else { return nil }
        if old.cap != new.cap && a.intersection(new.cap) == b.intersection(old.cap) { return nil }
        var change = base.with("installed", TraitScope.installationName(a), TraitScope.installationName(b))
        let lost = a.subtracting(b), gained = b.subtracting(a)
        if b.isEmpty {
            change.note = "now uninstalled everywhere"
        } else if gained.isEmpty && lost.count <= b.count {
            change.note = "now uninstalled for \(TraitScope.name(lost) ?? "all")"
        } else if b.count == TraitScope.all.count {
            change.note = "now installed everywhere"
        } else if lost.isEmpty {
            change.note = "now installed for \(TraitScope.name(gained) ?? "all") too"
        } else {
            change.note = "installed only in \(TraitScope.name(b) ?? "all") now (was \(TraitScope.installationName(a)))"
        }
        return change
    }

    /// Property-by-property differences, in the new version's order, then removed properties.
    func propertyChanges(_ a: [Property], _ b: [Property], _ base: Change) -> [Change] {
        var names: [String] = b.map(\.name)
        for p in a where !names.contains(p.name) { names.append(p.name) }
        return names.compactMap { name in
            let x = a.first { $0.name == name }?.value, y = b.first { $0.name == name }?.value
            return x == y ? nil : base.with(name, x, y)
        }
    }
}

extension Change {
    /// This change, as the change of one property.
    func with(_ property: String?, _ old: String?, _ new: String?) -> Change {
        var c = self
        c.property = property
        c.old = old
        c.new = new
        return c
    }
}

/// View names as a reader tells views apart: the name alone where it is unique in its scene,
/// else the path from the root ("View / Card / Title"), else the path and the id.
struct ViewNames {
    private var byID: [String: String] = [:]
    private var plain: [String: String] = [:]

    init(_ s: Snapshot) {
        var nameCount: [String: Int] = [:], pathCount: [String: Int] = [:]
        for v in s.views {
            nameCount["\(v.scene ?? -1) \(v.name)", default: 0] += 1
            pathCount["\(v.scene ?? -1) \(v.path)", default: 0] += 1
        }
        for v in s.views {
            plain[v.id] = v.name
            guard nameCount["\(v.scene ?? -1) \(v.name)", default: 0] > 1 else { byID[v.id] = v.name; continue }
            byID[v.id] = pathCount["\(v.scene ?? -1) \(v.path)", default: 0] > 1 ? "\(v.path) (\(v.id))" : v.path
        }
    }

    /// The view's name as the reader needs it; `name` when it is unique (or not a view).
    func name(of id: String?, default name: String) -> String {
        id.flatMap { byID[$0] } ?? name
    }

    /// The view a constraint is listed under (`ownerName`), told apart when its name is shared:
    /// the item of that name (a guide's owner view when both items are guides).
    func owner(of c: ConstraintFacts) -> String {
        for item in [c.firstItemID, c.secondItemID] {
            if let id = Self.view(of: item), plain[id] == c.ownerName, let name = byID[id] { return name }
        }
        return c.ownerName
    }

    /// `view#Safe Area` -> `view`.
    static func view(of item: String?) -> String? {
        guard let item else { return nil }
        return item.split(separator: "#", maxSplits: 1).first.map(String.init) ?? item
    }

    /// "View / Card / Title" -> "View / Card".
    static func parent(of path: String) -> String {
        guard let r = path.range(of: " / ", options: .backwards) else { return "(none)" }
        return String(path[..<r.lowerBound])
    }

    /// A constraint's items by reader's name: "first, second".
    func items(_ c: ConstraintFacts) -> String {
        func item(_ id: String?) -> String? {
            guard let id else { return nil }
            let parts = id.split(separator: "#", maxSplits: 1).map(String.init)
            let view = byID[parts[0]] ?? parts[0]
            return parts.count > 1 ? "\(view) \(parts[1])" : view
        }
        return [item(c.firstItemID), item(c.secondItemID)].compactMap { $0 }.joined(separator: ", ")
    }
}
