#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The worker's half of `validate`'s crash isolation (issue #30); the supervisor is the command
/// line's `CrashSupervisor`.
///
/// A crash (a trap on a bug, a segmentation fault) ends the whole process, and Swift cannot
/// catch it. So `validate` runs its checking in a child process, which records in a journal
/// each document it starts and finishes. When the child dies by a signal, the supervisor reads
/// the journal: the documents started and not finished are the suspects (as many as `--jobs`).
/// It runs the child on each suspect alone to learn which crashed, then runs the whole check
/// again with those reported as `internal-error` instead of being checked, so every other
/// document is still checked and every report written. A run without a crash costs one extra
/// process start and two small writes per document.
///
/// The protocol is environment variables, so that the child's command line is exactly the user's.
public enum CrashIsolation {
    /// Set in the child: the journal file it appends `S path` / `D path` lines to.
    public static let journalVariable = "NIBTOOL_CRASH_JOURNAL"
    /// Set in the child: a file of documents (one encoded path a line) not to check but to
    /// report as `internal-error`.
    public static let crashedVariable = "NIBTOOL_CRASHED_DOCUMENTS"
    /// Set in a probe: check only this document and write nothing.
    public static let probeVariable = "NIBTOOL_PROBE_DOCUMENT"
    /// Test hook, compiled in always and inert unless set: checking a document whose path ends
    /// with this value traps, as a bug would.
    public static let testCrashVariable = "NIBTOOL_TEST_CRASH_ON"

    /// One path a line: `%` and newlines escaped, so any file name survives.
    public static func encode(_ path: String) -> String {
        path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "\r", with: "%0D")
    }

    public static func decode(_ line: Substring) -> String {
        String(line).replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%25", with: "%")
    }

    /// The documents a crashed child started and did not finish, in the order it started them.
    public static func unfinished(journal: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: journal) else { return [] }
        var started: [String] = [], finished = Set<String>()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.count > 2 {
            let path = decode(line.dropFirst(2))
            if line.hasPrefix("S ") { started.append(path) } else if line.hasPrefix("D ") { finished.insert(path) }
        }
        var seen = Set<String>()
        return started.filter { !finished.contains($0) && seen.insert($0).inserted }
    }

    public static func readList(_ file: String) -> Set<String> {
        guard let data = FileManager.default.contents(atPath: file) else { return [] }
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(decode))
    }

    /// The finding for a document that crashed nibtool.
    public static func internalErrorReport(path: String) -> FileReport {
        FileReport(path: path, diagnostics: [
            Diagnostic(rule: RuleRegistry.internalError.id, severity: .error,
                       message: "Not checked: nibtool crashed while checking \(path) (a bug in nibtool; please report it with this document). The other documents were checked.",
                       line: 1, column: 1),
        ])
    }

    /// What the child reads from its environment.
    struct WorkerSettings: Sendable {
        var journal: Journal?
        var crashed: Set<String> = []
        var probe: String?
        var crashOn: String?

        static func fromEnvironment() -> WorkerSettings {
            let env = ProcessInfo.processInfo.environment
            var s = WorkerSettings()
            s.journal = env[journalVariable].flatMap(Journal.init(path:))
            s.crashed = env[crashedVariable].map(readList) ?? []
            s.probe = env[probeVariable]
            s.crashOn = env[testCrashVariable].flatMap { $0.isEmpty ? nil : $0 }
            return s
        }

        func forcedCrashIfAsked(_ path: String) {
            if let crashOn, path.hasSuffix(crashOn) {
                fatalError("\(CrashIsolation.testCrashVariable): a forced crash while checking \(path)")
            }
        }
    }

    /// Appends one line a document event; each line is one `write`, so lines from several
    /// threads never interleave, and nothing is buffered that a crash could lose.
    final class Journal: @unchecked Sendable {
        let fd: Int32

        init?(path: String) {
            fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
            if fd < 0 { return nil }
        }

        deinit { close(fd) }

        func record(_ event: Character, _ path: String) {
            let line = Array("\(event) \(CrashIsolation.encode(path))\n".utf8)
            _ = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        }
    }
}
