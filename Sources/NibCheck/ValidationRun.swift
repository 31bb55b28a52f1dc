import Dispatch
import Foundation
import NibSupport
import NibXML

/// One `nibtool validate` over many inputs: expand directories, apply the configuration's
/// `included` / `excluded`, check files in parallel (with a progress line on a terminal), report
/// unreadable inputs, then write or apply a baseline. The command line only parses options and
/// prints.
public struct ValidationRun: Sendable {
    public var paths: [String]
    public var config: NibtoolConfig
    public var validator: Validator
    /// `--baseline` (relative to `cwd`) or the configuration's `baseline:` (already absolute).
    public var baseline: String?
    /// `--write-baseline`: record today's findings there and report none of them.
    public var writeBaseline: String?
    /// The current directory, for path arithmetic (relative globs, baseline paths). Inputs are
    /// found relative to the process's own current directory, so this must be it.
    public var cwd: String
    /// `--jobs`: documents checked at once (1 = one after the other); the output does not depend on it.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// `--timeout`: seconds one document may take before it is reported as `resource-limit`
    /// instead (nil or 0: no limit).
    public var timeout: TimeInterval? = ResourceLimits.defaultTimeout

    public init(paths: [String], config: NibtoolConfig, validator: Validator, baseline: String? = nil,
                writeBaseline: String? = nil, cwd: String = PathGlob.currentDirectory()) {
        self.paths = paths
        self.config = config
        self.validator = validator
        self.baseline = baseline ?? config.baseline
        self.writeBaseline = writeBaseline
        self.cwd = cwd
    }

    public struct Outcome: Sendable {
        public var reports: [FileReport]
        /// Files found under the paths, before `excluded` / `included`.
        public var found: Int
        /// Files left out by the configuration.
        public var excluded: Int
        /// Findings not reported because the baseline has them.
        public var suppressed: Int
        /// Findings recorded by `--write-baseline`.
        public var recorded: Int?
        /// Findings silenced by `[nibtool:ignore]` markers and `ignore:` entries.
        public var ignored = 0
        /// Documents checked at once: `jobs`, or fewer when the largest documents would not fit
        /// in memory together (`MemoryBudget`); `jobsNote` then says why.
        public var jobs = 1
        public var jobsNote: String?
        /// Documents reported as over `--timeout`. Their threads may still be running: the
        /// command must end the process without running exit-time teardown under them.
        public var timedOut = 0
    }

    public func run(progress: ProgressLine? = nil) throws -> Outcome {
        // Read the baseline first: a bad one is a usage error, found before minutes of checking.
        let accepted: Baseline?
        if writeBaseline == nil, let baseline {
            do { accepted = try Baseline.read(path: PathGlob.absolute(baseline, base: cwd)) } catch var e as Baseline.FormatError {
                e.path = baseline   // name it as the user did
                throw e
            }
        } else {
            accepted = nil
        }
        let (found, missing) = InputFiles.expand(paths)
        let isolation = CrashIsolation.WorkerSettings.fromEnvironment()
        var files = found.filter { config.includes($0, cwd: cwd) }
        if let probe = isolation.probe { files = files.filter { $0 == probe } }
        progress?.start(total: files.count)
        var validator = validator
        validator.ignoreEntries = config.ignore
        validator.workingDirectory = cwd
        let timeout = timeout
        let sizes = MemoryBudget.sizes(of: files)
        let available = MemoryBudget.availableBytes()
        let jobs = MemoryBudget.jobs(requested: self.jobs, documentSizes: sizes, availableBytes: available)
        let pool = DeadlinePool(files, jobs: jobs, timeout: timeout, work: { [validator] path in
            // A document that crashed an earlier run of this check is reported, not checked again.
            if isolation.crashed.contains(path) { progress?.advance(); return CrashIsolation.internalErrorReport(path: path) }
            isolation.journal?.record("S", path)
            isolation.forcedCrashIfAsked(path)
            let r = validator.validate(path: path)
            isolation.journal?.record("D", path)
            progress?.advance()
            return r
        }, timedOut: { path in
            progress?.advance()
            return ResourceLimits.timeoutReport(path: path, seconds: timeout ?? 0)
        })
        var reports = pool.run()
        progress?.finish()
        for path in missing {
            // The same finding the reader gives for any refused input (InputFile), from every command.
            let refusal = XMLParseError(kind: .unreadable, message: "no such file or directory", line: 1, column: 1)
            reports.append(FileReport(path: path, diagnostics: [Validator.readingDiagnostic(refusal)], unreadable: true))
        }
        if let report = unusedIgnoreEntries(reports) { reports.append(report) }
        var outcome = Outcome(reports: reports, found: found.count, excluded: found.count - files.count, suppressed: 0, recorded: nil,
                              ignored: reports.reduce(0) { $0 + $1.suppressed })
        outcome.timedOut = pool.timedOutCount
        outcome.jobs = jobs
        if jobs < min(self.jobs, files.count), let available {
            let largest = sizes.max() ?? 0
            func mb(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
            outcome.jobsNote = "checking \(jobs) document\(jobs == 1 ? "" : "s") at a time instead of \(self.jobs): the largest is "
                + "\(mb(largest)) and may need \(mb(largest * MemoryBudget.bytesPerDocumentByte)) to check; \(mb(available)) of memory is available"
        }
        if let writeBaseline, isolation.probe == nil {
            let target = PathGlob.absolute(writeBaseline, base: cwd)
            let dir = PathGlob.directory(of: target)
            let b = Baseline.make(from: reports, baselineDirectory: dir, cwd: cwd)
            do { try b.write(to: target) } catch var e as Baseline.FormatError {
                e.path = writeBaseline
                throw e
            }
            outcome.recorded = b.count
            (outcome.reports, outcome.suppressed) = b.filter(reports, baselineDirectory: dir, cwd: cwd)
        } else if let accepted, let baseline {
            let dir = PathGlob.directory(of: PathGlob.absolute(baseline, base: cwd))
            (outcome.reports, outcome.suppressed) = accepted.filter(reports, baselineDirectory: dir, cwd: cwd)
        }
        return outcome
    }

    /// `ignore:` entries that applied to a checked file but silenced nothing in any, reported in
    /// the configuration file at the entry's line. Entries whose files were not checked in this
    /// run are not judged.
    func unusedIgnoreEntries(_ reports: [FileReport]) -> FileReport? {
        guard validator.options.disabledRules.contains(UnusedSuppressionRule.description.id) == false,
              let configFile = config.file, !config.ignore.isEmpty else { return nil }
        let matched = reports.reduce(into: Set<IgnoreUse>()) { $0.formUnion($1.matchedIgnoreEntries) }
        let used = reports.reduce(into: Set<IgnoreUse>()) { $0.formUnion($1.usedIgnoreEntries) }
        let unused = matched.subtracting(used).sorted { ($0.entry, $0.object ?? "") < ($1.entry, $1.object ?? "") }
        guard !unused.isEmpty else { return nil }
        let rule = UnusedSuppressionRule.description
        let diagnostics = unused.map { use -> Diagnostic in
            let entry = config.ignore[use.entry]
            let what = entry.rules.map { $0.joined(separator: ", ") } ?? "any rule"
            let target = use.object.map { "object \($0) in \(entry.file)" } ?? entry.file
            return Diagnostic(rule: rule.id, severity: validator.options.severity(for: rule),
                              message: "The ignore entry for \(target) suppresses nothing: no \(what) finding there (is the object gone, or the issue fixed?). Remove the entry.",
                              line: entry.line ?? 1, column: 1, objectID: use.object)
        }
        var report = FileReport(path: configFile, diagnostics: diagnostics)
        report.isDocument = false
        return report
    }
}

/// `Checking 12/40 files` on stderr while documents are checked, rewritten in place and cleared
/// at the end. Shown only when enabled (stderr is a terminal) and more than `threshold` files
/// are checked, so logs and pipes never see it.
public final class ProgressLine: @unchecked Sendable {
    public static let threshold = 10

    private let enabled: Bool
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private var total = 0
    private var done = 0
    private var shown = false

    public init(enabled: Bool, write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.enabled = enabled
        self.write = write
    }

    /// Enabled when stderr is a terminal (and `TERM` is not `dumb`).
    public static func forStandardError() -> ProgressLine {
        let tty = isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        return ProgressLine(enabled: tty)
    }

    public func start(total: Int) {
        lock.lock(); defer { lock.unlock() }
        self.total = total
        done = 0
        shown = enabled && total > Self.threshold
        if shown { write("\rChecking 0/\(total) files\u{1B}[K") }
    }

    public func advance() {
        lock.lock(); defer { lock.unlock() }
        done += 1
        if shown { write("\rChecking \(done)/\(total) files\u{1B}[K") }
    }

    public func finish() {
        lock.lock(); defer { lock.unlock() }
        if shown { write("\r\u{1B}[K") }
        shown = false
    }
}
