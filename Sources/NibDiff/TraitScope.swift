import NibLayout
import NibModel

/// The four final size classes a document can be shown in. Installation and per-trait constants
/// are compared in each of them, so a change that only matters in one size class says so.
public enum TraitScope {
    public static let all: [Traits] = Traits.finals

    /// The configuration used to evaluate masks and variations for `traits` (only the traits
    /// matter for installation; the device is the class's default one).
    static func configuration(_ traits: Traits, _ doc: IBDocument) -> Configuration {
        Configuration.resolve(TraitsPattern(width: traits.width, height: traits.height), device: nil, orientation: nil, doc: doc)
    }

    /// A set of size classes in the project's `--traits` spelling: `nil` for all four, else the
    /// shortest form: `wC-hR`, `wC-hA` (both heights), or a list.
    public static func name(_ set: Set<Traits>) -> String? {
        if set.count == all.count { return nil }
        if set.isEmpty { return "no size class" }
        for width in [SizeClass.compact, .regular] where set == Set(all.filter { $0.width == width }) {
            return TraitsPattern(width: width, height: nil).description
        }
        for height in [SizeClass.compact, .regular] where set == Set(all.filter { $0.height == height }) {
            return TraitsPattern(width: nil, height: height).description
        }
        return all.filter(set.contains).map(\.description).joined(separator: ", ")
    }

    /// "everywhere", "wR-hR only", "no size class".
    public static func installationName(_ set: Set<Traits>) -> String {
        guard let name = name(set) else { return "everywhere" }
        return set.isEmpty ? name : name + " only"
    }
}
