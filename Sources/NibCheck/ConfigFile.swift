import Foundation
import NibXML
import NibSupport
import Yams

/// `.nibtool.yml`, in swiftlint's style:
///
/// ```yaml
/// disabled_rules: [content-priority-ambiguity]   # or only_rules: [...]
/// opt_in_rules: [relative-to-margin]             # team policies, off by default
/// severity:
///   misplaced-view: error                        # error | warning | note
/// included: [App]                                # globs, relative to this file
/// excluded: [Pods, Carthage, "**/Generated"]
/// baseline: .nibtool-baseline.json
/// sources: [App, Shared]                         # the app's folders, as --sources (relative to this file)
/// ignore:                                        # findings not to report, per file and object
///   - file: App/Base.lproj/Main.storyboard       # a path or glob, relative to this file
///     objects: [aB3-xY-9kL]                      # the object and everything inside it (none: the file)
///     rules: [misplaced-view]                    # none: every rule
///     reason: the card is placed in code
/// ```
///
/// Anything nibtool does not understand (an unknown key, an unknown rule id, a value of the wrong
/// type, a null where a list is expected) is an error naming the key and the file, never a silent
/// fallback to the defaults.
public struct NibtoolConfig: Sendable, Equatable {
    public static let defaultFileName = ".nibtool.yml"
    public static let knownKeys = ["disabled_rules", "opt_in_rules", "only_rules", "severity", "included", "excluded", "baseline", "ignore", "sources"]

    /// The file this was read from (nil: defaults, no file).
    public var file: String?
    /// Absolute folder that relative globs and the baseline path are resolved against.
    public var directory: String
    public var disabledRules: [String] = []
    /// Accepted for swiftlint compatibility; every nibtool rule is on by default, so listing one
    /// here only checks that the id exists.
    public var optInRules: [String] = []
    public var onlyRules: [String]?
    public var severity: [String: Severity] = [:]
    public var included: [String] = []
    public var excluded: [String] = []
    /// Absolute path of the baseline file, if the configuration names one.
    public var baseline: String?
    /// `ignore:` entries, in the file's order.
    public var ignore: [IgnoreEntry] = []
    /// `sources:`, absolute: the app's folders for `source-mismatch`, `missing-resource` and `missing-font` when
    /// the command line names none (`--sources` replaces them).
    public var sources: [String] = []

    public init(directory: String, file: String? = nil) {
        self.directory = directory
        self.file = file
    }

    public struct LoadError: Error, CustomStringConvertible, Equatable {
        public var file: String
        public var line: Int?
        public var message: String
        public var description: String { line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)" }
    }

    // MARK: Finding and reading

    /// `--config FILE` when given (it must exist), otherwise `.nibtool.yml` in `cwd` if there is
    /// one, otherwise the defaults.
    public static func resolve(explicit: String?, cwd: String) throws -> NibtoolConfig {
        if let explicit {
            return try load(path: explicit, cwd: cwd)
        }
        let candidate = PathGlob.absolute(defaultFileName, base: cwd)
        if FileManager.default.fileExists(atPath: candidate) {
            return try load(path: defaultFileName, cwd: cwd)
        }
        return NibtoolConfig(directory: cwd)
    }

    public static func load(path: String, cwd: String) throws -> NibtoolConfig {
        let absolute = PathGlob.absolute(path, base: cwd)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw LoadError(file: path, line: nil, message: "configuration file not found")
        }
        let data: Data
        do throws(XMLParseError) { data = Data(try InputFile.contents(path: absolute, maxBytes: ParseLimits.default.maxBytes)) } catch {
            throw LoadError(file: path, line: nil, message: "cannot read the configuration file: \(error.message)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LoadError(file: path, line: nil, message: "the configuration file is not UTF-8")
        }
        return try parse(text, file: path, directory: PathGlob.directory(of: absolute))
    }

    /// Parses YAML text; `file` is the name used in messages, `directory` the absolute folder
    /// paths in the file are relative to.
    public static func parse(_ text: String, file: String, directory: String) throws -> NibtoolConfig {
        var config = NibtoolConfig(directory: directory, file: file)
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch {
            // Yams' description starts with "line:column: error: ...".
            throw LoadError(file: file, line: nil, message: "invalid YAML: \(String(describing: error).split(separator: "\n").first.map(String.init) ?? "\(error)")")
        }
        guard let root else { return config }   // an empty file (or only comments): the defaults
        if root.null != nil { return config }
        guard let mapping = root.mapping else {
            throw LoadError(file: file, line: root.mark?.line, message: "expected a mapping of keys (disabled_rules:, severity:, ...) at the top level")
        }
        let known = Set(RuleRegistry.all.map(\.id))
        var seen = Set<String>()
        for (keyNode, value) in mapping {
            let line = keyNode.mark?.line
            guard let key = keyNode.string, keyNode.scalar != nil else {
                throw LoadError(file: file, line: line, message: "keys must be plain names")
            }
            guard seen.insert(key).inserted else { throw LoadError(file: file, line: line, message: "'\(key)' appears twice") }
            func fail(_ message: String) -> LoadError { LoadError(file: file, line: line, message: message) }
            func ruleList() throws -> [String] {
                let ids = try stringList(value, key: key, what: "rule ids", fail: fail)
                for id in ids where !known.contains(id) { throw fail("\(key): unknown rule '\(id)'\(suggestion(id, known))") }
                return ids
            }
            switch key {
            case "disabled_rules": config.disabledRules = try ruleList()
            case "opt_in_rules": config.optInRules = try ruleList()
            case "only_rules": config.onlyRules = try ruleList()
            case "included": config.included = try stringList(value, key: key, what: "paths or globs", fail: fail)
            case "excluded": config.excluded = try stringList(value, key: key, what: "paths or globs", fail: fail)
            case "baseline":
                guard let s = value.scalar, value.null == nil, !s.string.isEmpty else { throw fail("baseline: expected a path to a baseline file") }
                config.baseline = PathGlob.absolute(s.string, base: directory)
            case "sources":
                config.sources = try stringList(value, key: key, what: "folders", fail: fail).map { PathGlob.absolute($0, base: directory) }
            case "ignore":
                config.ignore = try ignoreEntries(value, known: known, file: file, directory: directory, fail: fail)
            case "severity":
                guard let m = value.mapping else {
                    throw fail("severity: expected a mapping of rule id to error, warning or note (e.g. `misplaced-view: error`)")
                }
                for (ruleNode, levelNode) in m {
                    let ruleLine = ruleNode.mark?.line ?? line
                    guard let id = ruleNode.string, known.contains(id) else {
                        throw LoadError(file: file, line: ruleLine, message: "severity: unknown rule '\(ruleNode.string ?? "?")'\(suggestion(ruleNode.string ?? "", known))")
                    }
                    guard levelNode.scalar != nil, levelNode.null == nil, let level = levelNode.string.flatMap(Severity.init(rawValue:)) else {
                        throw LoadError(file: file, line: levelNode.mark?.line ?? ruleLine,
                                        message: "severity: '\(levelNode.string ?? "?")' for \(id) is not a severity (use error, warning or note)")
                    }
                    config.severity[id] = level
                }
            default:
                throw fail("unknown key '\(key)'\(suggestion(key, Set(knownKeys))) (known keys: \(knownKeys.joined(separator: ", ")))")
            }
        }
        if config.onlyRules != nil, !config.disabledRules.isEmpty {
            throw LoadError(file: file, line: nil, message: "only_rules and disabled_rules cannot be used together (only_rules already turns every other rule off)")
        }
        return config
    }

    private static func ignoreEntries(_ node: Node, known: Set<String>, file: String, directory: String,
                                      fail: (String) -> LoadError) throws -> [IgnoreEntry] {
        guard let seq = node.sequence else {
            throw fail("ignore: expected a list of entries such as `- file: Main.storyboard` with `objects:` and `rules:`")
        }
        return try seq.map { item in
            let line = item.mark?.line
            func entryFail(_ message: String) -> LoadError { LoadError(file: file, line: line, message: "ignore: \(message)") }
            guard let m = item.mapping else { throw entryFail("each entry is a mapping with file:, and optionally objects:, rules: and reason:") }
            var entry = IgnoreEntry(file: "", pattern: "", line: line)
            for (keyNode, value) in m {
                let key = keyNode.string ?? ""
                switch key {
                case "file":
                    guard let s = value.scalar, value.null == nil, !s.string.isEmpty else { throw entryFail("file: expected a path or glob") }
                    entry.file = s.string
                    entry.pattern = PathGlob.absolute(s.string, base: directory)
                case "objects":
                    entry.objects = try stringList(value, key: "objects", what: "object ids", fail: entryFail)
                case "rules":
                    let ids = try stringList(value, key: "rules", what: "rule ids", fail: entryFail)
                    for id in ids where !known.contains(id) { throw entryFail("rules: unknown rule '\(id)'\(suggestion(id, known))") }
                    entry.rules = ids
                case "reason":
                    entry.reason = value.string
                default:
                    throw entryFail("unknown key '\(key)' (an entry has file:, objects:, rules: and reason:)")
                }
            }
            if entry.file.isEmpty { throw entryFail("an entry needs file:") }
            return entry
        }
    }

    private static func stringList(_ node: Node, key: String, what: String, fail: (String) -> LoadError) throws -> [String] {
        if node.null != nil { throw fail("\(key): expected a list of \(what), found nothing (write `\(key): []` for an empty list)") }
        if let s = node.scalar { return [s.string] }
        guard let seq = node.sequence else { throw fail("\(key): expected a list of \(what)") }
        return try seq.map { item in
            guard let s = item.scalar, item.null == nil else { throw fail("\(key): expected a list of \(what); found an entry that is not a string") }
            return s.string
        }
    }

    private static func suggestion(_ word: String, _ candidates: Set<String>) -> String {
        let w = word.replacingOccurrences(of: "_", with: "-").lowercased()
        let best = candidates.map { c in (c, distance(w, c.replacingOccurrences(of: "_", with: "-"))) }.min { ($0.1, $0.0) < ($1.1, $1.0) }
        guard let best, best.1 <= max(2, word.count / 3) else { return "" }
        return " (did you mean '\(best.0)'?)"
    }

    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var prev = Array(0...b.count)
        for i in 1...a.count {
            var cur = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            prev = cur
        }
        return prev[b.count]
    }

    // MARK: Applying

    /// The rules turned off, the severities changed.
    public func apply(to options: inout CheckOptions) {
        options.disabledRules.subtract(optInRules)
        if let only = onlyRules {
            // Exactly these, opt-in rules among them.
            options.disabledRules = Set(RuleRegistry.all.map(\.id).filter { !only.contains($0) })
        }
        options.disabledRules.formUnion(disabledRules)
        options.severityOverrides.merge(severity) { _, new in new }
    }

    /// Whether an input file (a path as given, relative to `cwd`) is checked: it must lie under an
    /// `included` glob when there are any, and under no `excluded` one (excluded wins).
    public func includes(_ path: String, cwd: String) -> Bool {
        if included.isEmpty && excluded.isEmpty { return true }
        let abs = PathGlob.absolute(path, base: cwd)
        if !included.isEmpty, !included.contains(where: { PathGlob.matches(pattern: PathGlob.absolute($0, base: directory), path: abs) }) {
            return false
        }
        return !excluded.contains { PathGlob.matches(pattern: PathGlob.absolute($0, base: directory), path: abs) }
    }
}
