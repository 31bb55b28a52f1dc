import XCTest
@testable import NibCheck
import NibTestSupport

/// `conflicting-constraints` says whose choice the broken constraint is: where Xcode's saved frames
/// miss one of the conflict's constraints, Xcode's canvas broke it (`SavedConflictBreakTests`) and
/// the runtime may break another; otherwise the message names the one the runtime's order breaks.
final class ConflictBreakMessageTests: XCTestCase {
    func message(savedHeight: Int) -> String {
        let text = ConflictingHeightsFixture.storyboard(savedHeight: Double(savedHeight))
        let d = Validator(options: CheckOptions()).validate(bytes: Array(text.utf8), path: "t.storyboard").diagnostics
            .filter { $0.rule == "conflicting-constraints" && $0.details.contains { $0.key == "documentConfiguration" && $0.value == .bool(true) } }
        return d.first?.message ?? d.map(\.message).joined()
    }

    func testTheMessageSaysWhoseChoiceTheBrokenConstraintIs() {
        let asSaved = message(savedHeight: 50)
        XCTAssertTrue(asSaved.hasSuffix("; Xcode's canvas breaks \"View.height = 100\" (its saved frames miss it; the runtime may break another)."), asSaved)
        let byOrder = message(savedHeight: 100)
        XCTAssertTrue(byOrder.contains("the runtime will break"), byOrder)
        XCTAssertFalse(byOrder.contains("Xcode's canvas breaks"), byOrder)
    }
}
