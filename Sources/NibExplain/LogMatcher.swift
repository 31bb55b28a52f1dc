import NibLayout
import NibModel

/// Maps the constraints of a UIKit log back to document objects: by `identifier` first, then
/// by shape (item classes and texts, attributes, relation, multiplier, constant in some size
/// class), keeping every log address bound to one document view across the report. Lines that
/// fit nothing, or fit several objects equally, are reported as such.
public struct LogMatcher {
    public struct Document {
        public var path: String
        public var doc: IBDocument
        public init(path: String, doc: IBDocument) { self.path = path; self.doc = doc }
    }

    public let documents: [Document]
    /// Per document: the final size classes with what is installed in each.
    let installations: [[(name: String, config: Configuration, installation: Installation)]]

    public init(documents: [Document]) {
        self.documents = documents
        installations = documents.map { d in
            Self.sizeClasses.map { t in
                let config = Configuration.resolve(TraitsPattern(t), device: nil, orientation: nil, doc: d.doc)
                return (t, config, Installation(d.doc, config))
            }
        }
    }

    static let sizeClasses = ["wC-hR", "wC-hC", "wR-hC", "wR-hR"]

    /// A document-side candidate with the log addresses it binds to document objects.
    struct Candidate {
        var match: LogMapping.Match
        var bindings: [String: String]
    }

    public func map(_ report: ConsoleLog.Report) -> MappedReport {
        var candidates = report.constraints.map { lc -> (LogMapping?, [Candidate]) in
            if let system = SystemConstraints.explain(lc) { return (LogMapping(kind: .system, matches: [], note: system), []) }
            if lc.autoresizingMask != nil || lc.className == "NSAutoresizingMaskLayoutConstraint" { return (nil, autoresizingCandidates(lc)) }
            return (nil, constraintCandidates(lc))
        }
        // One object has one address: addresses bound by unique matches rule out candidates that
        // bind them to another object, or bind that object to another address.
        var bound: [String: String] = [:]
        for _ in 0..<4 {
            for (_, cs) in candidates where cs.count == 1 { bound.merge(cs[0].bindings) { a, _ in a } }
            let owners = Dictionary(bound.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
            candidates = candidates.map { fixed, cs in
                (fixed, cs.count > 1 ? cs.filter { c in
                    c.bindings.allSatisfy { (bound[$0.key] ?? $0.value) == $0.value && (owners[$0.value] ?? $0.key) == $0.key }
                } : cs)
            }
        }
        let mappings = zip(report.constraints, candidates).map { lc, pair -> LogMapping in
            if let fixed = pair.0 { return fixed }
            let cs = pair.1
            let autoresizing = lc.autoresizingMask != nil || lc.className == "NSAutoresizingMaskLayoutConstraint"
            switch cs.count {
            case 0:
                return LogMapping(kind: .unmapped, matches: [], note: unmappedReason(lc, autoresizing: autoresizing))
            case 1:
                let note = autoresizing
                    ? "the autoresizing mask of a view without constraints (translatesAutoresizingMaskIntoConstraints = YES, a fixed frame in the document)"
                    : cs[0].match.byIdentifier ? "matched by identifier" : "matched by items, attributes, relation and constant"
                return LogMapping(kind: autoresizing ? .autoresizing : .document, matches: [cs[0].match], note: note)
            default:
                return LogMapping(kind: .ambiguous, matches: cs.map(\.match), note: "\(cs.count) document objects fit this line equally; not guessing")
            }
        }
        return ConflictSummary.build(report: report, mappings: mappings, matcher: self)
    }

    func unmappedReason(_ lc: LogConstraint, autoresizing: Bool) -> String {
        if !lc.parsed { return "the description could not be read as an equation or Visual Format" }
        if autoresizing { return "no view without constraints has this class, autoresizing mask and frame: a view created in code?" }
        if let id = lc.identifier { return "no document constraint has identifier '\(id)' or this shape: added in code?" }
        return "no document constraint has these items, attributes, relation and constant: added in code, or the documents differ from the build?"
    }

    // MARK: document constraints

    func constraintCandidates(_ lc: LogConstraint) -> [Candidate] {
        if let id = lc.identifier {
            var byID: [Candidate] = []
            for (d, document) in documents.enumerated() {
                for c in document.doc.constraints where c.identifier == id {
                    byID.append(Candidate(match: match(d, c, installedIn: installedIn(d, c.index), byIdentifier: true), bindings: [:]))
                }
            }
            if !byID.isEmpty { return byID }
        }
        guard let f = lc.first, let relation = lc.relation else { return [] }
        var result: [Candidate] = []
        for (d, document) in documents.enumerated() {
            let doc = document.doc
            for c in doc.constraints where Double(c.priority) == lc.priority {
                guard let a1 = c.firstAttribute, let r = c.relation, let m = c.multiplier?.value, let first = doc.object(c.firstItemID) else { continue }
                let s1 = DocumentSide(doc, first, a1)
                let s2: DocumentSide? = c.secondItemID.flatMap { doc.object($0) }.flatMap { ref in c.secondAttribute.map { DocumentSide(doc, ref, $0) } }
                guard (c.secondItemID == nil) == (lc.second == nil), let logRelation = LogConstraint.Relation(r) else { continue }
                var orientations: [(DocumentSide, DocumentSide?, LogConstraint.Relation, Double, (Double) -> Double)] = [(s1, s2, logRelation, m, { $0 })]
                if let s2, m > 0 { orientations.append((s2, s1, logRelation.flipped, 1 / m, { -$0 / m })) }
                for (x, y, rel, mult, transform) in orientations {
                    guard rel == relation, abs(mult - lc.multiplier) < 1e-3, x.fits(f, doc), let b1 = x.binding(f, d) else { continue }
                    var bindings = b1
                    if let y, let s = lc.second {
                        guard y.fits(s, doc), let b2 = y.binding(s, d) else { continue }
                        bindings.merge(b2) { a, _ in a }
                        if f.item.isSuperview && doc.views[y.owner].superview != x.owner { continue }
                        if s.item.isSuperview && doc.views[x.owner].superview != y.owner { continue }
                    }
                    let configs = installations[d].filter { $0.installation.constraintInstalled[c.index] && abs(transform($0.installation.constants[c.index]) - lc.constant) < 0.01 }
                    guard !configs.isEmpty else { continue }
                    result.append(Candidate(match: match(d, c, installedIn: configs.map(\.name), byIdentifier: false), bindings: bindings))
                    break
                }
            }
        }
        return result
    }

    func installedIn(_ d: Int, _ c: Int) -> [String] {
        installations[d].filter { $0.installation.constraintInstalled[c] }.map(\.name)
    }

    func match(_ d: Int, _ c: NibModel.Constraint, installedIn: [String], byIdentifier: Bool) -> LogMapping.Match {
        LogMapping.Match(document: documents[d].path, objectID: c.id, description: documents[d].doc.describe(c), identifier: c.identifier,
                         installedIn: installedIn, byIdentifier: byIdentifier)
    }

    // MARK: autoresizing masks

    func autoresizingCandidates(_ lc: LogConstraint) -> [Candidate] {
        guard let f = lc.first, lc.second == nil || lc.second?.item.isSuperview == true else { return [] }
        var result: [Candidate] = []
        for (d, document) in documents.enumerated() {
            for view in document.doc.views where !view.usesAutoLayout {
                let side = DocumentSide(document.doc, .view(view.index), .width)
                guard side.fits(f.item, document.doc), let frame = view.frame else { continue }
                if let mask = lc.autoresizingMask, mask != ConstraintNaming.maskNotation(LayoutSystem.effectiveMask(view)) { continue }
                let value: Double?
                switch f.attribute {
                case "minX": value = frame.x
                case "minY": value = frame.y
                case "width": value = frame.width
                case "height": value = frame.height
                case "midX": value = frame.midX
                case "midY": value = frame.midY
                default: value = nil
                }
                guard let value, abs(value - lc.constant) < 0.5 else { continue }
                let m = LogMapping.Match(document: document.path, objectID: view.id,
                                         description: "\(view.displayName) frame \(TraceFormat.frame(frame)), autoresizing mask \(ConstraintNaming.maskNotation(LayoutSystem.effectiveMask(view)))",
                                         identifier: nil, installedIn: installations[d].filter { $0.installation.viewInstalled[view.index] }.map(\.name), byIdentifier: false)
                result.append(Candidate(match: m, bindings: [f.item.address: "\(d)/v\(view.index)"]))
            }
        }
        return result
    }
}

extension LogConstraint.Relation {
    init?(_ r: LayoutRelation) {
        switch r {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessOrEqual
        case .greaterThanOrEqual: self = .greaterOrEqual
        }
    }
}
