import ArgumentParser
import Foundation
import NibCheck

/// `--timeout SECONDS` for the commands that read documents (fix, preview, explain, explain-log, diff), as
/// `validate` has it: a hostile document (20,000 constraints on one view, a deep chain of
/// multipliers) must not hold a CI job for hours. Shared by those commands.
struct TimeoutOption: ParsableArguments {
    @Option(help: ArgumentHelp("Seconds one document may take; a document that takes longer is reported as resource-limit (0: no limit).", valueName: "seconds"))
    var timeout: Double = ResourceLimits.defaultTimeout

    func validate() throws {
        if !(timeout >= 0) || !timeout.isFinite { throw ValidationError("--timeout \(timeout): expected a number of seconds, 0 or more") }
    }
}

/// Runs a command's work on a worker thread and gives up waiting after the time limit. Swift
/// cannot stop a thread, so a command that gave up ends its process with `_exit` (the abandoned
/// thread must not run exit-time teardown under it) once everything else is written: see
/// `finish(status:)`.
enum CommandDeadline {
    /// Set once some work was abandoned.
    nonisolated(unsafe) static var abandoned = false

    /// `work`'s result, or nil when it took longer than `seconds` (0: no limit). Errors it throws
    /// (`ExitCode` included) are rethrown here.
    static func run<T>(seconds: Double, _ work: @escaping () throws -> T) throws -> T? {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let body = UncheckedSendable { box.result = Result { try work() }; done.signal() }
        // The same large stack as validate's workers: layout walks view trees the depth limit bounds.
        let thread = Thread { body.value() }
        thread.stackSize = 64 << 20
        thread.start()
        if seconds > 0 {
            if done.wait(timeout: .now() + seconds) == .timedOut {
                abandoned = true
                return nil
            }
        } else {
            done.wait()
        }
        return try box.result!.get()
    }

    /// Runs a whole command under its time limit: a command that overruns is reported as
    /// `resource-limit` for `paths` and ends with exit status 1; one that finishes ends with 0
    /// (or the status its own error carries).
    static func runWhole(_ command: String, paths: [String], seconds: Double, _ work: @escaping () throws -> Void) throws {
        guard try run(seconds: seconds, work) != nil else {
            reportTimeout(path: paths.joined(separator: ", "), seconds: seconds, command: command)
            return try finish(status: 1)
        }
        try finish(status: 0)
    }

    /// `path:1:1: error: Not finished: ... [resource-limit]`, as validate reports its timeouts.
    static func reportTimeout(path: String, seconds: Double, command: String) {
        FileHandle.standardError.write(Data("\(path):1:1: error: Not finished: \(command) took longer than the \(NumberFormatShort.seconds(seconds)) s timeout (--timeout). [\(ResourceLimits.description.id)]\n".utf8))
    }

    /// Ends the command: `_exit` when some work was abandoned (standard output flushed first).
    static func finish(status: Int32) throws {
        if abandoned {
            fflush(nil)   // every stream: what print() buffered must reach the output
            _exit(status)
        }
        if status != 0 { throw ExitCode(status) }
    }

    private final class ResultBox<T>: @unchecked Sendable { var result: Result<T, Error>? }
}

/// A closure handed to another thread; the command's values it captures are not shared after.
struct UncheckedSendable: @unchecked Sendable {
    let value: () -> Void
    init(_ value: @escaping () -> Void) { self.value = value }
}

enum NumberFormatShort {
    static func seconds(_ s: Double) -> String { s == s.rounded() && s < 1e15 ? String(Int64(s)) : String(s) }
}
