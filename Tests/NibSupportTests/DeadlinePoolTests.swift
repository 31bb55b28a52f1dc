import XCTest
import Foundation
import NibSupport

/// The per-document deadline of `validate --timeout`: an input that never finishes is reported
/// as timed out, the others are still computed, in order, and the run ends.
final class DeadlinePoolTests: XCTestCase {
    func testAHangingInputTimesOutAndTheOthersFinish() {
        let never = DispatchSemaphore(value: 0)
        let started = Date()
        let results = DeadlinePool(Array(0..<20), jobs: 2, timeout: 0.3, work: { i -> String in
            if i == 3 || i == 11 { never.wait() }   // hangs for good, like an endless loop
            return "done \(i)"
        }, timedOut: { i in "timeout \(i)" }).run()
        XCTAssertEqual(results, (0..<20).map { $0 == 3 || $0 == 11 ? "timeout \($0)" : "done \($0)" })
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testOrderDoesNotDependOnJobs() {
        let work: @Sendable (Int) -> Int = { i in
            usleep(useconds_t((i * 7919) % 13) * 100)   // finish out of order
            return i * i
        }
        let serial = DeadlinePool(Array(0..<200), jobs: 1, timeout: nil, work: work, timedOut: { _ in -1 }).run()
        let parallel = DeadlinePool(Array(0..<200), jobs: 8, timeout: 60, work: work, timedOut: { _ in -1 }).run()
        XCTAssertEqual(serial, (0..<200).map { $0 * $0 })
        XCTAssertEqual(parallel, serial)
    }

    func testWorkersHaveADeepStack() {
        // A walk of 100,000 frames, far past what the 200-level depth limit allows, fits.
        @Sendable func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
        let results = DeadlinePool([100_000], jobs: 1, timeout: nil, work: { depth($0) }, timedOut: { _ in -1 }).run()
        XCTAssertEqual(results, [100_000])
    }
}
