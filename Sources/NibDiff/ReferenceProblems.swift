import NibModel
import NibXML

/// Merge damage a diff must survive and point out: ids carried twice, and references to ids
/// nobody has (constraint items, size-class masks, connections, the initial controller).
enum ReferenceProblems {
    static func find(in doc: IBDocument) -> [ReferenceProblem] {
        var result: [ReferenceProblem] = []
        func add(_ kind: ReferenceProblem.Kind, _ message: String, element: Int) {
            let e = doc.xml.element(at: element)
            result.append(ReferenceProblem(kind: kind, message: message, line: e.line, column: e.column))
        }
        for (id, elements) in doc.duplicateIDs {
            add(.duplicateID, "id \(id) is carried by \(elements.count) objects", element: elements[0])
        }
        func missing(_ id: String?) -> String? { id.flatMap { doc.object($0) == nil ? $0 : nil } }
        for c in doc.constraints {
            for id in [c.firstItemID, c.secondItemID].compactMap(missing) {
                add(.unknownReference, "constraint \(doc.describe(c)) refers to missing id \(id)", element: c.element)
            }
        }
        for v in doc.views {
            for entry in v.variations.flatMap({ $0.constraintMask + $0.subviewMask }) where missing(entry.reference) != nil {
                add(.unknownReference, "size-class mask of \(v.displayName) refers to missing id \(entry.reference)", element: entry.element)
            }
        }
        let owned: [(String, [Connection])] = doc.views.map { ($0.displayName, $0.connections) }
            + doc.controllers.map { ($0.displayName, $0.connections) }
            + doc.otherObjects.indices.map { (doc.displayName(of: .other($0)), doc.otherObjects[$0].connections) }
        for (owner, connections) in owned {
            for c in connections {
                if let id = missing(c.destination) {
                    add(.unknownReference, "\(c.kind.rawValue) of \(owner) refers to missing id \(id)", element: c.element)
                }
            }
        }
        if let id = missing(doc.initialViewControllerID) {
            add(.unknownReference, "the initial view controller refers to missing id \(id)", element: 0)
        }
        return result
    }
}
