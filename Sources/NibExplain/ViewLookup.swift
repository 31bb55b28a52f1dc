import NibModel

/// Finds the view `--view` names: an object id, else a user label, the name Xcode shows
/// ("Red View"), a label's text or a button's title. Unknown names get the closest candidates for the message.
public enum ViewLookup {
    public enum Failure: Error, Equatable {
        case notFound(suggestions: [String])
        /// The name fits several views; their ids.
        case ambiguous(ids: [String])
    }

    public static func find(_ query: String, in doc: IBDocument, among candidates: [Int]? = nil) -> Result<Int, Failure> {
        let pool = candidates ?? doc.views.map(\.index)
        if let v = doc.view(id: query), pool.contains(v.index) { return .success(v.index) }
        // The user label, the name Xcode shows, then the label text / button title as UIKit quotes it.
        let names: [(View) -> String?] = [{ $0.userLabel }, { $0.displayName }, { $0.text }, { $0.title }]
        for name in names {
            let hits = pool.filter { name(doc.views[$0]) == query }
            if hits.count == 1 { return .success(hits[0]) }
            if hits.count > 1 { return .failure(.ambiguous(ids: hits.map { doc.views[$0].id })) }
        }
        let lowered = query.lowercased()
        let scored = pool.flatMap { v -> [(String, Int)] in
            let view = doc.views[v]
            return [view.id, view.displayName].map { ($0, distance($0.lowercased(), lowered)) }
        }
        let suggestions = scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map { $0.0 }
        var unique: [String] = []
        for s in suggestions where !unique.contains(s) && unique.count < 5 { unique.append(s) }
        return .failure(.notFound(suggestions: unique))
    }

    /// Levenshtein distance (names are short).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                let old = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = old
            }
        }
        return row[b.count]
    }
}
