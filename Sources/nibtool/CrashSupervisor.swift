import Foundation
import NibCheck

/// The supervising half of `validate`'s crash isolation (see `CrashIsolation` for the protocol):
/// runs the check in a child process (this same binary, the same arguments), and when a child
/// dies by a signal, finds the document that crashed it and runs the check again with that
/// document reported as `internal-error`. The child writes every output itself, and only after
/// all documents are checked, so a crashed child has written nothing and the final child writes
/// everything once.
enum CrashSupervisor {
    /// Set in every child, so that it checks instead of supervising again.
    static let childVariable = "NIBTOOL_SUPERVISED"
    /// `NIBTOOL_NO_ISOLATION=1` checks in this process (a debugger, a profiler).
    static let disableVariable = "NIBTOOL_NO_ISOLATION"
    /// Crashes found one run after another before giving up on isolating them.
    static let maxRounds = 32

    /// Whether this process checks the documents itself: a child, a probe, isolation turned off,
    /// or standard input among the inputs (it cannot be read a second time).
    static func checksInProcess(readsStandardInput: Bool) -> Bool {
        let env = ProcessInfo.processInfo.environment
        return env[childVariable] != nil || env[disableVariable] == "1" || readsStandardInput
    }

    /// Runs the check in children until one finishes; its exit status.
    static func run() -> Int32 {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-isolation-\(getpid())-\(UUID().uuidString)")
        do { try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true) } catch {
            // No place for a journal: check in this process, without isolation.
            return -1
        }
        defer { try? FileManager.default.removeItem(at: workspace) }
        var crashed: [String] = []
        let crashedFile = workspace.appendingPathComponent("crashed").path
        for round in 0..<maxRounds {
            let journal = workspace.appendingPathComponent("journal-\(round)").path
            FileManager.default.createFile(atPath: crashedFile, contents: Data(crashed.map { CrashIsolation.encode($0) + "\n" }.joined().utf8))
            FileManager.default.createFile(atPath: journal, contents: nil)
            let child = spawn([CrashIsolation.journalVariable: journal, CrashIsolation.crashedVariable: crashedFile], quiet: false)
            guard let signal = child.signal else { return child.status }
            let suspects = CrashIsolation.unfinished(journal: journal).filter { !crashed.contains($0) }
            if suspects.isEmpty {
                note("error: nibtool crashed (signal \(signal)) outside the checking of any one document; no report was written")
                return 70   // EX_SOFTWARE
            }
            // Several documents are checked at once: learn which of them crashes on its own.
            var found = suspects.count == 1 ? suspects : suspects.filter { path in
                spawn([CrashIsolation.probeVariable: path], quiet: true).signal != nil
            }
            // A crash no single document reproduces (it needed the others): report them all.
            if found.isEmpty { found = suspects }
            for path in found { note("error: nibtool crashed (signal \(signal)) while checking \(path); it is reported as internal-error and the other documents are checked again") }
            crashed += found
        }
        note("error: more than \(maxRounds) rounds of crashes; no report was written")
        return 70
    }

    /// Runs this binary with the same arguments and `environment` added; quiet children write
    /// nothing to the terminal.
    static func spawn(_ environment: [String: String], quiet: Bool) -> (status: Int32, signal: Int32?) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        p.arguments = Array(CommandLine.arguments.dropFirst())
        var env = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        env[childVariable] = "1"
        // The crash message stays ("Fatal error: ..."); the backtracer's pages of frames do not.
        if env["SWIFT_BACKTRACE"] == nil { env["SWIFT_BACKTRACE"] = "enable=no" }
        p.environment = env
        if quiet {
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
        }
        do { try p.run() } catch {
            note("error: cannot start a checking process: \(error)")
            return (2, nil)
        }
        p.waitUntilExit()
        return p.terminationReason == .uncaughtSignal ? (128 + p.terminationStatus, p.terminationStatus) : (p.terminationStatus, nil)
    }

    static func note(_ text: String) {
        FileHandle.standardError.write(Data("nibtool: \(text)\n".utf8))
    }
}
