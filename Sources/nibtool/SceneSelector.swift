import ArgumentParser
import NibModel

/// `--scene` of `preview` and `explain`: a scene as Xcode's document outline names it ("Login
/// View Controller Scene", from the `<!--...-->` comment Xcode writes before the scene), its
/// controller's title, storyboard identifier, class or user label, or the scene's object id.
/// Names are compared without case; when nothing matches, the error lists the scenes.
enum SceneSelector {
    /// The names a scene answers to, the outline's first.
    static func names(of scene: Scene, in doc: IBDocument) -> [String] {
        var names: [String] = []
        if let t = scene.title, !t.isEmpty { names += [t + " Scene", t] }
        for c in scene.controllers.map({ doc.controllers[$0] }) {
            names.append(c.displayName + " Scene")
            names += [c.displayName, c.title, c.storyboardIdentifier, c.customClass, c.userLabel].compactMap { $0 }.filter { !$0.isEmpty }
        }
        names.append(scene.id)
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// The scene `value` names. Throws a usage error listing the scenes when none (or more than
    /// one, for a name two scenes share) matches.
    static func scene(named value: String, in doc: IBDocument, file: String) throws -> Scene {
        if let exact = doc.scenes.first(where: { $0.id == value }) { return exact }
        let wanted = value.lowercased()
        let matches = doc.scenes.filter { names(of: $0, in: doc).contains { $0.lowercased() == wanted } }
        if matches.count == 1 { return matches[0] }
        let listed = (matches.isEmpty ? doc.scenes : matches).map { describe($0, in: doc) }
        let why = matches.isEmpty ? "no scene named '\(value)' in \(file)" : "'\(value)' names \(matches.count) scenes in \(file); use the scene id"
        if doc.scenes.isEmpty { throw ValidationError("\(why) (it has no scenes)") }
        throw ValidationError("\(why); scenes:\n" + listed.map { "  " + $0 }.joined(separator: "\n"))
    }

    /// One line of the listing: the outline name, then the other names in parentheses.
    static func describe(_ scene: Scene, in doc: IBDocument) -> String {
        let all = names(of: scene, in: doc)
        let first = all.first ?? scene.id
        var extra: [String] = []
        for c in scene.controllers.map({ doc.controllers[$0] }) {
            if let s = c.storyboardIdentifier, !s.isEmpty { extra.append("storyboard id \(s)") }
            if let k = c.customClass, !k.isEmpty { extra.append("class \(k)") }
        }
        extra.append("id \(scene.id)")
        return "\(first) (\(extra.joined(separator: ", ")))"
    }
}
