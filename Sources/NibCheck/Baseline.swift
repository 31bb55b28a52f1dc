import Foundation
import NibXML
import NibSupport

/// Findings accepted as they are today, so CI fails only on new ones
/// (`nibtool validate --write-baseline FILE`, then `--baseline FILE` or `baseline:` in the
/// configuration).
///
/// A finding's identity is its rule, its file (relative to the baseline file's folder, so the
/// current directory does not matter), the id of the object it is about, and a hash of its
/// message with line numbers taken out. Line and column are not part of it: ids are stable across
/// Interface Builder saves, lines are not. Matching counts: an entry recorded once suppresses one
/// finding, so a second identical finding is new.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var rule: String
        public var path: String
        public var objectID: String
        public var messageHash: String

        public init(rule: String, path: String, objectID: String, messageHash: String) {
            self.rule = rule
            self.path = path
            self.objectID = objectID
            self.messageHash = messageHash
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.path, a.rule, a.objectID, a.messageHash) < (b.path, b.rule, b.objectID, b.messageHash)
        }
    }

    public static let formatVersion = 1

    /// Entries with how many findings each stands for.
    public var counts: [Entry: Int]
    /// The message recorded with each entry (for people reading the file; not used to match).
    public var messages: [Entry: String]

    public init() {
        counts = [:]
        messages = [:]
    }

    public var count: Int { counts.values.reduce(0, +) }

    /// The identity of a diagnostic for a baseline in `baselineDirectory`; `path` is the report's
    /// path as given, resolved against `cwd`.
    public static func entry(_ d: Diagnostic, path: String, baselineDirectory: String, cwd: String) -> Entry {
        let rel = PathGlob.relative(PathGlob.absolute(path, base: cwd), to: baselineDirectory)
        return Entry(rule: d.rule, path: rel, objectID: d.objectID ?? "", messageHash: messageHash(d.identityMessage))
    }

    /// Today's findings. Inputs that could not be read at all are not recorded: they are not lint
    /// findings and must keep failing.
    public static func make(from reports: [FileReport], baselineDirectory: String, cwd: String) -> Baseline {
        var b = Baseline()
        for report in reports where !report.unreadable {
            for d in report.diagnostics {
                let e = entry(d, path: report.path, baselineDirectory: baselineDirectory, cwd: cwd)
                b.counts[e, default: 0] += 1
                if b.messages[e] == nil { b.messages[e] = d.identityMessage }
            }
        }
        return b
    }

    /// The reports without the findings this baseline accepts, and how many were taken out.
    public func filter(_ reports: [FileReport], baselineDirectory: String, cwd: String) -> (reports: [FileReport], suppressed: Int) {
        var left = counts
        var suppressed = 0
        let filtered = reports.map { report -> FileReport in
            guard !report.unreadable else { return report }
            var r = report
            r.diagnostics = report.diagnostics.filter { d in
                let e = Self.entry(d, path: report.path, baselineDirectory: baselineDirectory, cwd: cwd)
                guard let n = left[e], n > 0 else { return true }
                left[e] = n - 1
                suppressed += 1
                return false
            }
            return r
        }
        return (filtered, suppressed)
    }

    // MARK: File format

    /// The file: a JSON object, entries sorted so the file diffs well under version control.
    public func serialized() -> String {
        let findings: [JSONValue] = counts.keys.sorted().flatMap { e -> [JSONValue] in
            let one = JSONValue.object([
                ("rule", .string(e.rule)),
                ("path", .string(e.path)),
                ("objectID", .string(e.objectID)),
                ("messageHash", .string(e.messageHash)),
                ("message", .string(messages[e] ?? "")),
            ])
            return Array(repeating: one, count: counts[e] ?? 1)
        }
        return JSONValue.object([
            ("tool", .string("nibtool")),
            ("baselineVersion", .number(Double(Self.formatVersion))),
            ("findings", .array(findings)),
        ]).serialized() + "\n"
    }

    public struct FormatError: Error, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "\(path): \(message)" }
    }

    public static func parse(_ data: Data, path: String) throws -> Baseline {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw FormatError(path: path, message: "not a nibtool baseline: the file is not valid JSON")
        }
        guard let root = object as? [String: Any], let findings = root["findings"] as? [Any] else {
            throw FormatError(path: path, message: "not a nibtool baseline: expected an object with \"findings\" (write one with --write-baseline)")
        }
        if let v = root["baselineVersion"] as? Int, v != formatVersion {
            throw FormatError(path: path, message: "baseline version \(v) is not supported (this nibtool writes version \(formatVersion))")
        }
        var b = Baseline()
        for (i, item) in findings.enumerated() {
            guard let f = item as? [String: Any], let rule = f["rule"] as? String, let p = f["path"] as? String,
                  let hash = f["messageHash"] as? String else {
                throw FormatError(path: path, message: "finding \(i + 1): expected \"rule\", \"path\" and \"messageHash\" strings")
            }
            let e = Entry(rule: rule, path: p, objectID: f["objectID"] as? String ?? "", messageHash: hash)
            b.counts[e, default: 0] += 1
            if b.messages[e] == nil { b.messages[e] = f["message"] as? String }
        }
        return b
    }

    public static func read(path: String) throws -> Baseline {
        let data: [UInt8]
        do throws(XMLParseError) { data = try InputFile.contents(path: path, maxBytes: ParseLimits.default.maxBytes) } catch {
            throw FormatError(path: path, message: "cannot read the baseline file: \(error.message) (write one with --write-baseline)")
        }
        return try parse(Data(data), path: path)
    }

    public func write(to path: String) throws {
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(serialized().utf8).write(to: url, options: .atomic)
        } catch {
            throw FormatError(path: path, message: "cannot write the baseline file: \(error.localizedDescription)")
        }
    }

    // MARK: Identity

    /// The message with the numbers that follow "line"/"lines"/"column" replaced by `#` (some
    /// messages name the line of another element, which moves with every edit), hashed with
    /// 64-bit FNV-1a: stable across runs, machines and Swift versions, unlike `Hasher`.
    public static func messageHash(_ message: String) -> String {
        fnv1a64(normalized(message))
    }

    /// A stable fingerprint of a finding, for SARIF's `partialFingerprints`.
    public static func fingerprint(rule: String, path: String, objectID: String?, message: String) -> String {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        return fnv1a64([rule, p, objectID ?? "", normalized(message)].joined(separator: "\u{1F}"))
    }

    static func normalized(_ message: String) -> String {
        let words = ["line ", "lines ", "column ", "columns "]
        var out = ""
        var rest = Substring(message)
        outer: while let first = rest.first {
            // Every word starts with "l" or "c": other characters are copied without the four
            // prefix tests (SARIF fingerprints every finding; 20,000 findings spent seconds here).
            if first != "l" && first != "c" {
                out.append(first)
                rest = rest.dropFirst()
                continue
            }
            for w in words where rest.hasPrefix(w) && (out.isEmpty || !(out.last!.isLetter)) {
                out += w
                rest = rest.dropFirst(w.count)
                // "line 12", "lines 12 and 40", "lines 12, 40"
                while true {
                    let digits = rest.prefix(while: \.isNumber)
                    guard !digits.isEmpty else { break }
                    out += "#"
                    rest = rest.dropFirst(digits.count)
                    if rest.hasPrefix(" and "), rest.dropFirst(5).first?.isNumber == true { out += " and "; rest = rest.dropFirst(5) }
                    else if rest.hasPrefix(", "), rest.dropFirst(2).first?.isNumber == true { out += ", "; rest = rest.dropFirst(2) }
                    else if rest.hasPrefix(":"), rest.dropFirst(1).first?.isNumber == true { out += ":"; rest = rest.dropFirst(1) }
                    else { break }
                }
                continue outer
            }
            out.append(rest.removeFirst())
        }
        return out
    }

    static func fnv1a64(_ s: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s.utf8 {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01b3
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
