/// Pairs the objects of two versions of a document. Xcode keeps ids stable across saves, so ids
/// come first; later passes pair what is left by content, because Xcode sometimes regenerates
/// ids (copy and paste, "Reset to Suggested Constraints", a re-created scene).
struct Matching {
    var pairs: [(old: Int, new: Int)] = []
    var removed: [Int] = []
    var added: [Int] = []
    /// Pairs found by a content pass rather than by id.
    var byContent = 0

    /// `keys` are the passes, each giving the keys of the old and of the new elements (nil: no
    /// key). Within a pass, equal keys pair in document order.
    init(_ keys: [(old: [String?], new: [String?])]) {
        var oldLeft = Array((keys.first?.old ?? []).indices), newLeft = Array((keys.first?.new ?? []).indices)
        for (pass, key) in keys.enumerated() {
            var waiting: [String: [Int]] = [:]
            for n in newLeft { if let k = key.new[n] { waiting[k, default: []].append(n) } }
            var taken = Set<Int>()
            var stillOld: [Int] = []
            for o in oldLeft {
                if let k = key.old[o], var queue = waiting[k], !queue.isEmpty {
                    let n = queue.removeFirst()
                    waiting[k] = queue
                    taken.insert(n)
                    pairs.append((o, n))
                    if pass > 0 { byContent += 1 }
                } else {
                    stillOld.append(o)
                }
            }
            oldLeft = stillOld
            newLeft = newLeft.filter { !taken.contains($0) }
        }
        removed = oldLeft
        added = newLeft
        pairs.sort { $0.new < $1.new }
    }
}
