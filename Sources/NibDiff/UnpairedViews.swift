/// Views added or removed, each listed once under the nearest ancestor that stayed, with a count
/// of the subviews and constraints that came or went with it (listing those would bury the one
/// line that matters: "- view Header View (with 2 subviews and 5 constraints)").
struct UnpairedViews {
    /// Every unpaired view id -> the id of its top-most unpaired ancestor (itself when listed).
    var top: [String: String] = [:]
    var subviews: [String: Int] = [:]
    var constraints: [String: Int] = [:]
    /// Listed view id -> index of its change in `DocumentDiff.changes`.
    var changeIndex: [String: Int] = [:]

    init() {}

    init(_ indices: [Int], of s: Snapshot) {
        let ids = Set(indices.map { s.views[$0].id })
        let superviewOf = Dictionary(s.views.map { ($0.id, $0.superviewID) }, uniquingKeysWith: { a, _ in a })
        for i in indices {
            var t = s.views[i].id
            while let sup = superviewOf[t] ?? nil, ids.contains(sup) { t = sup }
            top[s.views[i].id] = t
            if t != s.views[i].id { subviews[t, default: 0] += 1 }
        }
    }

    func isListed(_ id: String) -> Bool { top[id] == id }

    /// Takes an unpaired constraint that touches an unpaired view; false when it touches none.
    mutating func absorb(_ c: ConstraintFacts) -> Bool {
        for key in [c.firstItemID, c.secondItemID].compactMap({ $0 }) {
            let view = String(key.prefix { $0 != "#" })
            if let t = top[view] {
                constraints[t, default: 0] += 1
                return true
            }
        }
        return false
    }

    /// "with 2 subviews and 5 constraints", nil when nothing went with the view.
    func detail(_ id: String) -> String? {
        let parts = [(subviews[id] ?? 0, "subview"), (constraints[id] ?? 0, "constraint")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? nil : "with " + parts.joined(separator: " and ")
    }
}
