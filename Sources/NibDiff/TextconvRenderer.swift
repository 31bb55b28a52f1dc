import NibLayout
import NibModel

/// `nibtool diff --textconv FILE`: one document as stable, line-oriented text, for git's
/// `textconv`. git diffs two renderings line by line, so every fact is one line, ids are left
/// out (Xcode regenerates them), constraints are sorted (Xcode reorders them), and frames are
/// left out unless asked for (Xcode re-saves them). Lines that start a scene have no indent, so
/// git's default hunk header names the scene.
public enum TextconvRenderer {
    public static func render(_ s: Snapshot, frames: Bool) -> String {
        var out = ""
        for p in s.problems { out += "problem: \(p.message) [\(p.kind.rawValue)]\n" }
        let sceneIndices: [Int?] = s.scenes.isEmpty ? [nil] : Array(s.scenes.indices) + [nil]
        for scene in sceneIndices {
            var body = ""
            if let scene { for p in s.scenes[scene].properties { body += "  \(p.name): \(p.value)\n" } }
            for v in s.views where v.scene == scene { body += view(v, frames: frames) }
            for c in s.constraints.filter({ $0.scene == scene }).sorted(by: { $0.equation < $1.equation }) {
                body += "  constraint \(constraint(c))\n"
            }
            for a in s.runtimeAttributes where a.scene == scene {
                body += "  \(a.ownerName): runtime attribute \(a.keyPath) = \(a.value)\n"
            }
            for c in s.connections where c.scene == scene {
                body += "  \(c.ownerName): \(c.kind) \(c.label) -> \(c.destinationName)\n"
            }
            guard !body.isEmpty else { continue }
            out += scene.map { "scene \"\(s.scenes[$0].name)\"\n" } ?? (s.scenes.isEmpty ? "document\n" : "outside scenes\n")
            out += body
        }
        return out
    }

    static func view(_ v: ViewFacts, frames: Bool) -> String {
        var out = "  view \(v.path) (\(v.elementName))\n"
        for p in v.properties where !isDefault(p, v) { out += "    \(p.name): \(p.value)\n" }
        if v.installedIn.count != TraitScope.all.count { out += "    installed: \(TraitScope.installationName(v.installedIn))\n" }
        if frames, let f = v.frame { out += "    frame: \(HumanReport.frame(f))\n" }
        return out
    }

    /// Values Xcode would not write (and the label, already in the path) are left out, so a
    /// property line appears when someone set it.
    static func isDefault(_ p: Property, _ v: ViewFacts) -> Bool {
        switch p.name {
        case "class": return p.value == ViewClasses.uikit[v.elementName]
        case "userLabel": return true
        case "hidden": return p.value == "NO"
        case "contentMode": return p.value == "scaleToFill"
        case "horizontalHuggingPriority", "verticalHuggingPriority": return p.value == "250"
        case "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority": return p.value == "750"
        default: return false
        }
    }

    /// The equation, then what differs from a plain required, always-installed constraint.
    static func constraint(_ c: ConstraintFacts) -> String {
        var s = c.equation
        for p in c.properties where !["relation", "multiplier", "priority"].contains(p.name) && !(p.name == "placeholder" && p.value == "NO") {
            s += "; \(p.name) \(p.value)"
        }
        var byConstant: [Double: Set<Traits>] = [:]
        for (t, k) in c.constants where k != c.baseConstant { byConstant[k, default: []].insert(t) }
        for (k, traits) in byConstant.sorted(by: { $0.key < $1.key }) {
            s += "; constant \(NumberFormat.short(k)) in \(TraitScope.name(traits) ?? "all")"
        }
        if c.installedIn.count != TraitScope.all.count { s += "; installed \(TraitScope.installationName(c.installedIn))" }
        return s
    }
}
