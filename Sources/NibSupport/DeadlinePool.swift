import Foundation

/// Runs a function over many inputs on `jobs` threads, results in input order, with a wall-clock
/// budget per input. An input that overruns gets `timedOut(input)` as its result and its thread is
/// abandoned (Swift cannot stop a thread; it is left to finish or to die with the process) and
/// replaced, so one hostile document can neither hang a CI job nor hold up the other documents.
///
/// Workers are our own threads with a large stack: the per-document work walks view trees that
/// the XML depth limit bounds, and a generous stack keeps that bound far from an overflow.
public final class DeadlinePool<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    static var workerStackSize: Int { 64 << 20 }

    private let inputs: [Input]
    private let jobs: Int
    private let timeout: TimeInterval?
    private let work: @Sendable (Input) -> Output
    private let timedOut: @Sendable (Input) -> Output

    private let lock = NSCondition()
    private var results: [Output?]
    private var remaining: Int
    private var next = 0
    /// What each live worker is doing: its input's index and when it started on it.
    private var busy: [Int: (index: Int, started: Date)] = [:]
    private var abandoned = Set<Int>()
    private var workerCount = 0

    public init(_ inputs: [Input], jobs: Int, timeout: TimeInterval?, work: @escaping @Sendable (Input) -> Output,
         timedOut: @escaping @Sendable (Input) -> Output) {
        self.inputs = inputs
        self.jobs = max(1, jobs)
        self.timeout = timeout.flatMap { $0 > 0 ? $0 : nil }
        self.work = work
        self.timedOut = timedOut
        results = Array(repeating: nil, count: inputs.count)
        remaining = inputs.count
    }

    /// Inputs that ran out of time; their threads may still be running.
    public var timedOutCount: Int {
        lock.lock(); defer { lock.unlock() }
        return abandoned.count
    }

    public func run() -> [Output] {
        if inputs.isEmpty { return [] }
        lock.lock()
        for _ in 0..<min(jobs, inputs.count) { startWorker() }
        while remaining > 0 {
            // Wake at least every 50 ms to look for overruns; a finished input signals sooner.
            _ = lock.wait(until: Date().addingTimeInterval(0.05))
            guard let timeout else { continue }
            let now = Date()
            for (worker, job) in busy where now.timeIntervalSince(job.started) > timeout {
                busy[worker] = nil
                abandoned.insert(worker)
                results[job.index] = timedOut(inputs[job.index])
                remaining -= 1
                if next < inputs.count { startWorker() }
            }
        }
        lock.unlock()
        return results.map { $0! }
    }

    /// Called with the lock held.
    private func startWorker() {
        let id = workerCount
        workerCount += 1
        let thread = Thread { [self] in workerLoop(id) }
        thread.stackSize = Self.workerStackSize
        thread.start()
    }

    private func workerLoop(_ id: Int) {
        while true {
            lock.lock()
            guard !abandoned.contains(id), next < inputs.count else {
                busy[id] = nil
                lock.unlock()
                return
            }
            let index = next
            next += 1
            busy[id] = (index, Date())
            lock.unlock()
            let output = work(inputs[index])
            lock.lock()
            if abandoned.contains(id) {
                // Too late: the input was already reported as timed out.
                lock.unlock()
                return
            }
            busy[id] = nil
            results[index] = output
            remaining -= 1
            // The waiting thread wakes on its own every 50 ms to look for overruns; it needs a
            // signal only for the last result (one wake-up per file was a futex call each).
            if remaining == 0 { lock.signal() }
            lock.unlock()
        }
    }
}
