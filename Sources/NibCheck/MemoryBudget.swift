import Foundation

/// How many documents `validate` checks at once, from their sizes and the memory the machine
/// has: checking a document costs memory in proportion to its size, and `--jobs` multiplies
/// that, so a run over a few very large documents with one thread per core could exhaust a CI
/// runner that checks them one at a time easily.
public enum MemoryBudget {
    /// Peak memory of checking one document, per byte of the document: 10-14x measured on large
    /// real and synthetic documents, 19x on 20,000 constraints on one view (docs/reliability.md,
    /// "Memory"); planned for the worst.
    public static let bytesPerDocumentByte = 20
    /// What a worker thread costs whatever its document (its stack, the solver's and text
    /// measurer's caches).
    public static let bytesPerWorker = 16 << 20
    /// The share of the available memory a run may plan to use.
    public static let usableFraction = 0.5

    /// The largest number of workers, at most `requested`, such that the largest documents,
    /// checked at once by that many workers, fit in the usable share of `availableBytes`;
    /// at least 1 (one document at a time is the least a run can do). `availableBytes` nil
    /// (not known): `requested`.
    public static func jobs(requested: Int, documentSizes: [Int], availableBytes: Int?) -> Int {
        guard let availableBytes, requested > 1 else { return max(1, requested) }
        let budget = Double(availableBytes) * usableFraction
        let largest = documentSizes.sorted(by: >)
        var cost = 0.0
        for j in 1...requested {
            cost += Double(j <= largest.count ? largest[j - 1] : 0) * Double(bytesPerDocumentByte) + Double(bytesPerWorker)
            if cost > budget { return max(1, j - 1) }
        }
        return requested
    }

    /// `NIBTOOL_MEMORY_AVAILABLE` (bytes; for tests and for a runner whose limit /proc does not
    /// show), else `MemAvailable` of /proc/meminfo, else the cgroup's memory limit, the
    /// smallest of those that are known; nil when none is.
    public static func availableBytes(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int? {
        if let text = environment["NIBTOOL_MEMORY_AVAILABLE"], let value = Int(text), value > 0 { return value }
        var known: [Int] = []
        if let meminfo = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
           let line = meminfo.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
           let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) {
            known.append(kilobytes * 1024)
        }
        // A container's limit (cgroup v2): "max" when there is none.
        if let limit = try? String(contentsOfFile: "/sys/fs/cgroup/memory.max", encoding: .utf8),
           let bytes = Int(limit.trimmingCharacters(in: .whitespacesAndNewlines)) {
            let used = (try? String(contentsOfFile: "/sys/fs/cgroup/memory.current", encoding: .utf8))
                .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
            known.append(max(0, bytes - used))
        }
        return known.min()
    }

    /// The sizes of the files, 0 for those that cannot be stat'ed (the reader reports them).
    public static func sizes(of paths: [String]) -> [Int] {
        paths.map { path in
            var st = stat()
            return stat(path, &st) == 0 ? Int(st.st_size) : 0
        }
    }
}
