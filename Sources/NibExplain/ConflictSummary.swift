import NibLayout
import NibModel

/// What a mapped report adds up to: which document constraints conflict, in which size
/// classes they meet, whether nibtool's own layout finds the conflict there, and what to change.
enum ConflictSummary {
    static func build(report: ConsoleLog.Report, mappings: [LogMapping], matcher: LogMatcher) -> MappedReport {
        let brokenIndex = report.broken.flatMap { b in report.constraints.firstIndex { $0.address == b.address } }
        let documentMatches = mappings.filter { $0.kind == .document }.map { $0.matches[0] }
        let names = documentMatches.map { "\($0.document): \($0.objectID)" }
        var sizeClasses: [String] = []
        var reproduced: [String] = []
        let paths = Set(documentMatches.map(\.document))
        if paths.count == 1, let d = matcher.documents.firstIndex(where: { $0.path == paths.first }) {
            sizeClasses = LogMatcher.sizeClasses.filter { t in documentMatches.allSatisfy { $0.installedIn.contains(t) } }
            let ids = Set(documentMatches.map(\.objectID))
            for (name, config, _) in matcher.installations[d] where sizeClasses.contains(name) {
                let layout = LayoutEngine().layout(matcher.documents[d].doc, config)
                let found = layout.conflicts.contains { c in
                    let own = c.constraints.compactMap { o -> String? in if case .document(let i) = o { return matcher.documents[d].doc.constraints[i].id } else { return nil } }
                    return !own.isEmpty && Set(own).isSubset(of: ids)
                }
                if found { reproduced.append(name) }
            }
        }
        var advice: [String] = []
        if let b = brokenIndex {
            let m = mappings[b]
            if m.kind == .document {
                advice.append("UIKit broke \(m.matches[0].description) [\(m.matches[0].objectID)]. Decide which of the conflicting constraints is wrong: remove it, or lower its priority below 1000 (e.g. 999) so it gives way without this log.")
            } else {
                advice.append(m.kind == .unmapped
                    ? "UIKit broke a constraint that is not in the documents (added in code?): check it first; if it is right, change one of the document constraints listed."
                    : "UIKit broke a constraint that is not a document constraint (\(m.kind.rawValue)); change one of the document constraints listed instead.")
            }
        }
        for m in mappings where m.kind == .autoresizing {
            let v = m.matches[0]
            advice.append("\(v.description) [\(v.objectID)] has no constraints in the document, so it keeps its frame through its autoresizing mask at run time (translatesAutoresizingMaskIntoConstraints = YES). Constraints added to it in code conflict with the mask: set translatesAutoresizingMaskIntoConstraints = false in code, or constrain it in the document.")
        }
        if mappings.contains(where: { $0.kind == .system && $0.note.contains("Encapsulated") }) {
            advice.append("The container's size is fixed (UIView-Encapsulated-Layout-*): make the chain of required constraints across that view fit every size it can get, e.g. lower the priority of a fixed width or height below 1000.")
        }
        let unmapped = mappings.filter { $0.kind == .unmapped }.count
        if unmapped > 0 { advice.append("\(unmapped) constraint\(unmapped == 1 ? " is" : "s are") not in the documents (added in code?); look for them in the code.") }
        return MappedReport(report: report, mappings: mappings, brokenIndex: brokenIndex, documentConstraints: names,
                            sizeClasses: sizeClasses, reproducedIn: reproduced, advice: advice)
    }
}
