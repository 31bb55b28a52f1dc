import Foundation
import NibModel
import NibSupport
import NibXML

/// One `ignore:` entry of `.nibtool.yml`.
public struct IgnoreEntry: Sendable, Equatable {
    /// The path or glob as written.
    public var file: String
    /// The same, absolute (resolved against the configuration's folder).
    public var pattern: String
    /// Object ids; each covers the object and everything inside it. Empty: the whole file.
    public var objects: [String] = []
    /// Rule ids (nil: every rule).
    public var rules: [String]?
    public var reason: String?
    /// The entry's line in the configuration file.
    public var line: Int?

    public init(file: String, pattern: String, objects: [String] = [], rules: [String]? = nil, reason: String? = nil, line: Int? = nil) {
        self.file = file
        self.pattern = pattern
        self.objects = objects
        self.rules = rules
        self.reason = reason
        self.line = line
    }

    func matches(absolutePath: String) -> Bool { PathGlob.matches(pattern: pattern, path: absolutePath) }
}

/// Which part of a configuration `ignore:` entry took effect in one file: the entry, and the
/// object it names (nil: the entry names no objects, so it covers the file).
public struct IgnoreUse: Sendable, Hashable {
    public var entry: Int
    public var object: String?
}

/// Findings the document or the configuration asks not to report: `[nibtool:ignore ...]`
/// markers in user labels and `ignore:` entries. Each covers an object and everything inside it
/// (its XML subtree: subviews, the constraints it holds, its connections), like Android's
/// `tools:ignore`. Suppressions that silence nothing are reported as `unused-suppression`.
struct Suppressor {
    struct Scope {
        var bytes: Range<Int>
        var rules: Set<String>?
        var origin: Origin
        var used = false
    }
    enum Origin { case marker(element: Int, rules: [String]?), entry(IgnoreUse) }

    let context: CheckContext
    let entries: [IgnoreEntry]
    /// The absolute path of the file, for matching `ignore:` globs.
    let absolutePath: String

    struct Result {
        var kept: [Diagnostic]
        var suppressed: Int
        /// Entries (and objects) that matched this file, and those of them that silenced something.
        var matchedEntries: Set<IgnoreUse>
        var usedEntries: Set<IgnoreUse>
    }

    /// `ranRules`: rules that ran on the whole document set (a marker for a rule that did not
    /// run, or ran on part of the configurations only, is not judged unused).
    func apply(_ diagnostics: [Diagnostic], ranRules: Set<String>) -> Result {
        let xml = context.xml
        var scopes: [Scope] = []
        var markerDiagnostics: [Diagnostic] = []
        let known = RuleRegistry.allIDs
        // Most documents have no marker: one byte search instead of a look at every element.
        let hasMarkers = Self.contains(xml.bytes, Array(SuppressionMarker.opening.utf8))
        for element in xml.allElements where hasMarkers {
            guard let label = element[attribute: "userLabel"] else { continue }
            for marker in SuppressionMarker.parse(label) {
                let unknown = (marker.rules ?? []).filter { !known.contains($0) }
                for id in unknown {
                    markerDiagnostics.append(context.diagnostic(UnusedSuppressionRule.description, at: element.index,
                        "The marker in the user label \"\(label)\" names \"\(id)\", which is not a nibtool rule (`nibtool rules` lists them)."))
                }
                scopes.append(Scope(bytes: element.byteRange, rules: marker.rules.map(Set.init),
                                    origin: .marker(element: element.index, rules: marker.rules)))
            }
        }
        var matched = Set<IgnoreUse>()
        var idRanges: [String: Range<Int>]?
        for (n, entry) in entries.enumerated() where entry.matches(absolutePath: absolutePath) {
            let rules = entry.rules.map(Set.init)
            if entry.objects.isEmpty {
                let use = IgnoreUse(entry: n, object: nil)
                matched.insert(use)
                scopes.append(Scope(bytes: 0..<Int.max, rules: rules, origin: .entry(use)))
                continue
            }
            if idRanges == nil { idRanges = Self.elementRangesByID(xml) }
            for object in entry.objects {
                let use = IgnoreUse(entry: n, object: object)
                matched.insert(use)
                // An id that is gone still counts as matched, so it is reported as unused.
                if let range = idRanges?[object] { scopes.append(Scope(bytes: range, rules: rules, origin: .entry(use))) }
            }
        }
        guard !scopes.isEmpty else { return Result(kept: diagnostics, suppressed: 0, matchedEntries: [], usedEntries: []) }

        let locator = DiagnosticLocator(xml: xml)
        var kept: [Diagnostic] = []
        var suppressed = 0
        for d in diagnostics {
            let offset = locator.offset(of: d)
            var silenced = false
            for i in scopes.indices where scopes[i].rules?.contains(d.rule) ?? true {
                let covers = scopes[i].bytes.upperBound == Int.max || offset.map { scopes[i].bytes.contains($0) } == true
                if covers { scopes[i].used = true; silenced = true }
            }
            if silenced { suppressed += 1 } else { kept.append(d) }
        }
        var used = Set<IgnoreUse>()
        for scope in scopes {
            switch scope.origin {
            case .entry(let use): if scope.used { used.insert(use) }
            case .marker(let element, let rules):
                guard !scope.used else { continue }
                // Judge a marker only by rules that ran over every configuration.
                let named = rules ?? []
                guard named.allSatisfy({ ranRules.contains($0) }), rules != nil || !ranRules.isEmpty else { continue }
                let label = xml.element(at: element)[attribute: "userLabel"] ?? ""
                let what = rules.map { $0.joined(separator: ", ") } ?? "any rule"
                markerDiagnostics.append(context.diagnostic(UnusedSuppressionRule.description, at: element,
                    "The marker in the user label \"\(label)\" suppresses nothing: no \(what) finding on this object or inside it. Remove the marker."))
            }
        }
        return Result(kept: kept + markerDiagnostics, suppressed: suppressed, matchedEntries: matched, usedEntries: used)
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        // Every document is searched once: libc's memchr skips to candidates much faster than a byte loop.
        return haystack.withUnsafeBytes { h in
            needle.withUnsafeBytes { n in
                var start = 0
                while h.count - start >= n.count, let hit = memchr(h.baseAddress! + start, Int32(n[0]), h.count - start - n.count + 1) {
                    let offset = UnsafeRawPointer(hit) - h.baseAddress!
                    if memcmp(hit, n.baseAddress!, n.count) == 0 { return true }
                    start = offset + 1
                }
                return false
            }
        }
    }

    static func elementRangesByID(_ xml: XMLDocument) -> [String: Range<Int>] {
        var ranges: [String: Range<Int>] = [:]
        for e in xml.allElements {
            if let id = e[attribute: "id"], ranges[id] == nil { ranges[id] = e.byteRange }
        }
        return ranges
    }
}

/// Where in the file a finding is: its object's element, else the element at its line and column.
private struct DiagnosticLocator {
    let xml: XMLDocument
    let byID: [String: Int]
    let byPosition: [Int: Int]

    init(xml: XMLDocument) {
        self.xml = xml
        var byID: [String: Int] = [:]
        var byPosition: [Int: Int] = [:]
        for e in xml.allElements {
            let location = e.location
            if let id = e[attribute: "id"], byID[id] == nil { byID[id] = location.offset }
            byPosition[location.line &* 100_000 &+ location.column] = location.offset
        }
        self.byID = byID
        self.byPosition = byPosition
    }

    func offset(of d: Diagnostic) -> Int? {
        if let id = d.objectID, let offset = byID[id] { return offset }
        return byPosition[d.line &* 100_000 &+ d.column]
    }
}

/// The rule that reports suppressions which no longer suppress anything.
public enum UnusedSuppressionRule {
    public static let description = RuleDescription(
        id: "unused-suppression", name: "Unused Suppression",
        summary: "A `[nibtool:ignore ...]` marker in a user label, or an `ignore:` entry in .nibtool.yml, that no longer suppresses any finding (or names a rule that does not exist). Markers are judged by the rules that ran on every configuration.",
        defaultSeverity: .warning,
        triggeringExamples: [
            .rootView(markedCard(savedY: 59), count: 1, "the card sits where its constraints put it, so the marker silences nothing"),
        ],
        nonTriggeringExamples: [
            .rootView(markedCard(savedY: 80), count: 0, "the card is 21 points below its constraints' place: the marker is in use"),
        ])

    /// A card marked `[nibtool:ignore misplaced-view]`, pinned 16 from the sides and to the safe
    /// area's top (59 on this device), saved at `savedY`.
    static func markedCard(savedY: Int) -> String {
        """
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Card [nibtool:ignore misplaced-view]" id="crd-00-001">
                <rect key="frame" x="16" y="\(savedY)" width="361" height="100"/>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="crd-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
            <constraint firstItem="sa0-00-000" firstAttribute="trailing" secondItem="crd-00-001" secondAttribute="trailing" constant="16" id="tra-00-001"/>
            <constraint firstItem="crd-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="top-00-001"/>
            <constraint firstItem="crd-00-001" firstAttribute="height" constant="100" id="hgt-00-001"/>
        </constraints>
        """
    }
}
