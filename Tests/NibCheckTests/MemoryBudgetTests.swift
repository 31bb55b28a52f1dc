import XCTest
@testable import NibCheck

/// Issue #30: `validate` checks fewer documents at once when the largest ones would not fit in
/// memory together, and as many as asked otherwise.
final class MemoryBudgetTests: XCTestCase {
    let mb = 1 << 20

    func testSmallDocumentsKeepTheRequestedJobs() {
        XCTAssertEqual(MemoryBudget.jobs(requested: 8, documentSizes: Array(repeating: 50_000, count: 1_000), availableBytes: 2_000 * mb), 8)
    }

    func testLargeDocumentsLowerTheJobsToWhatFits() {
        // Half of 4,000 MB usable; a 60 MB document may take 20 x 60 = 1,200 MB plus its worker's 16.
        XCTAssertEqual(MemoryBudget.jobs(requested: 4, documentSizes: [60 * mb, 60 * mb, 60 * mb, 1_000], availableBytes: 4_000 * mb), 1)
        // Only the largest documents count: one large document among small ones leaves four at a time.
        XCTAssertEqual(MemoryBudget.jobs(requested: 4, documentSizes: [60 * mb, 10_000, 10_000, 10_000], availableBytes: 4_000 * mb), 4)
        XCTAssertEqual(MemoryBudget.jobs(requested: 4, documentSizes: [40 * mb, 40 * mb, 40 * mb, 40 * mb], availableBytes: 4_000 * mb), 2)
        XCTAssertEqual(MemoryBudget.jobs(requested: 4, documentSizes: [25 * mb, 25 * mb, 25 * mb, 25 * mb], availableBytes: 4_000 * mb), 3)
    }

    func testAtLeastOneDocumentIsCheckedAndUnknownMemoryChangesNothing() {
        XCTAssertEqual(MemoryBudget.jobs(requested: 4, documentSizes: [64 * mb], availableBytes: mb), 1)
        XCTAssertEqual(MemoryBudget.jobs(requested: 4, documentSizes: [64 * mb, 64 * mb], availableBytes: nil), 4)
        XCTAssertEqual(MemoryBudget.jobs(requested: 1, documentSizes: [], availableBytes: 0), 1)
    }

    func testAvailableMemoryComesFromTheEnvironmentOrTheSystem() {
        XCTAssertEqual(MemoryBudget.availableBytes(environment: ["NIBTOOL_MEMORY_AVAILABLE": "12345"]), 12345)
        // On Linux /proc/meminfo is always there: some memory is available to this test.
        XCTAssertGreaterThan(MemoryBudget.availableBytes(environment: [:]) ?? 0, 0)
    }
}
