import Foundation
import LayoutSolver

/// solver-tool [file|-]                 solve a JSON system (or {"systems": [...]}) -> JSON
/// solver-tool bench WORKLOAD N [REPS]  time a workload (chain N views, grid N x N, table N vars)
let args = Array(CommandLine.arguments.dropFirst())

func monotonicMs() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
}

if args.first == "bench" {
    guard args.count >= 3, let n = Int(args[2]), let w = Workloads.named(args[1], n) else {
        FileHandle.standardError.write("usage: solver-tool bench chain|grid|table N [REPS]\n".data(using: .utf8)!)
        exit(2)
    }
    let reps = args.count > 3 ? Int(args[3]) ?? 1 : 1
    var times = [Double]()
    var checksum = 0.0
    for _ in 0..<reps {
        let t0 = monotonicMs()
        var s = Solver()
        _ = s.addVariables(w.variables)
        for c in w.constraints { _ = try! s.add(c) }
        let values = s.values()
        times.append(monotonicMs() - t0)
        checksum = values.reduce(0, +)
        if !s.conflicts.isEmpty { checksum = .nan }
    }
    times.sort()
    // Ambiguity analysis on top of a solved system (timed separately).
    var s = Solver()
    _ = s.addVariables(w.variables)
    for c in w.constraints { _ = try! s.add(c) }
    s.solve()
    let t0 = monotonicMs()
    let amb = s.analyzeAmbiguity()
    let ambMs = monotonicMs() - t0
    let nonUnique = amb.filter { $0 != .unique }.count
    print("{\"workload\":\"\(args[1])\",\"n\":\(n),\"variables\":\(w.variables),\"constraints\":\(w.constraints.count),\"ms\":\(times[times.count / 2]),\"min_ms\":\(times[0]),\"checksum\":\(checksum),\"ambiguity_ms\":\(ambMs),\"non_unique\":\(nonUnique)}")
    exit(0)
}

let data: Data
if let path = args.first, path != "-" {
    guard let d = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write("cannot read \(path)\n".data(using: .utf8)!)
        exit(2)
    }
    data = d
} else {
    data = FileHandle.standardInput.readDataToEndOfFile()
}
guard let top = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
    print("{\"error\":\"invalid JSON\"}")
    exit(1)
}
var out = ""
if let systems = top["systems"] as? [[String: Any]] {
    out = "{\"results\":[" + systems.map(SystemJSON.solve).joined(separator: ",\n") + "]}"
} else {
    out = SystemJSON.solve(top)
}
FileHandle.standardOutput.write((out + "\n").data(using: .utf8)!)
