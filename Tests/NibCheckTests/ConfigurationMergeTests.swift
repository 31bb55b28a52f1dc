import XCTest
@testable import NibCheck
import NibLayout
import NibSupport

/// A finding that holds in several configurations is reported once, naming the others.
final class ConfigurationMergeTests: XCTestCase {
    /// A free view (ambiguous everywhere) and a view whose top is uninstalled for compact heights
    /// (ambiguous only there): laid out in the document's configuration (wC-hR) and in wC-hC and
    /// wR-hC, which the variation names.
    let example = RuleExample.rootView("""
    <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fre-00-001" userLabel="Free">
            <rect key="frame" x="20" y="100" width="100" height="100"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="c01-00-001"/>
                <constraint firstAttribute="height" constant="100" id="c02-00-001"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="var-00-001" userLabel="Pinned">
            <rect key="frame" x="20" y="300" width="100" height="100"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="c03-00-001"/>
                <constraint firstAttribute="height" constant="100" id="c04-00-001"/>
            </constraints>
        </view>
    </subviews>
    <constraints>
        <constraint firstItem="var-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="20" id="c05-00-001"/>
        <constraint firstItem="var-00-001" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="300" id="c06-00-001"/>
    </constraints>
    <variation key="heightClass=compact">
        <mask key="constraints">
            <exclude reference="c06-00-001"/>
        </mask>
    </variation>
    """)

    func findings(_ options: CheckOptions = CheckOptions()) -> [Diagnostic] {
        Validator(options: options).validate(bytes: Array(example.documentText.utf8), path: "t.storyboard")
            .diagnostics.filter { $0.rule == "ambiguous-layout" }
    }

    func value(_ d: Diagnostic, _ key: String) -> JSONValue? { d.details.first { $0.key == key }?.value }

    func testTheSameFindingInEveryConfigurationIsReportedOnce() throws {
        let free = findings().filter { $0.objectID == "fre-00-001" }
        XCTAssertEqual(free.map(\.message), [
            "Horizontal position is ambiguous for \"Free\". (also in Compact Width, Compact Height, iPhone 16; Regular Width, Compact Height, iPhone 16 Plus)",
            "Vertical position is ambiguous for \"Free\". (also in Compact Width, Compact Height, iPhone 16; Regular Width, Compact Height, iPhone 16 Plus)",
        ])
        // The document's configuration stays the finding's own; the others are listed for machines.
        XCTAssertEqual(value(free[0], "traits"), .string("wC-hR"))
        XCTAssertEqual(value(free[0], "documentConfiguration"), .bool(true))
        guard case .array(let others)? = value(free[0], "alsoIn") else { return XCTFail("no alsoIn") }
        XCTAssertEqual(others.count, 2)
        guard case .object(let first) = others[0] else { return XCTFail("alsoIn holds objects") }
        XCTAssertEqual(first.map(\.0), ["traits", "device", "orientation", "documentConfiguration"])
        XCTAssertEqual(first[0].1, .string("wC-hC"))
        // Baselines and fingerprints identify it by the message of its own configuration.
        XCTAssertEqual(free[0].identityMessage, "Horizontal position is ambiguous for \"Free\".")
        // The machine formats carry the list: JSON as a key, SARIF among the result's properties.
        let report = FileReport(path: "t.storyboard", diagnostics: [free[0]])
        XCTAssertTrue(JSONReporter().render([report]).contains("\"alsoIn\": ["))
        XCTAssertTrue(SARIFReporter().render([report]).contains("\"alsoIn\": ["))
        var recordedBeforeMerging = free[0]
        recordedBeforeMerging.message = recordedBeforeMerging.identityMessage
        XCTAssertEqual(Baseline.entry(free[0], path: "t.storyboard", baselineDirectory: "/p", cwd: "/p"),
                       Baseline.entry(recordedBeforeMerging, path: "t.storyboard", baselineDirectory: "/p", cwd: "/p"))
    }

    func testAFindingOfSomeSizeClassesNamesThemAll() {
        let pinned = findings().filter { $0.objectID == "var-00-001" }
        XCTAssertEqual(pinned.map(\.message), [
            "Vertical position is ambiguous for \"Pinned\". (Compact Width, Compact Height, iPhone 16; Regular Width, Compact Height, iPhone 16 Plus)",
        ])
        XCTAssertEqual(value(pinned[0], "documentConfiguration"), .bool(false))
        XCTAssertEqual(pinned[0].identityMessage, "Vertical position is ambiguous for \"Pinned\". (Compact Width, Compact Height, iPhone 16)")
    }

    /// Checked in one configuration (`--traits`), nothing is merged or renamed.
    func testOneConfigurationIsReportedAsBefore() {
        var options = CheckOptions()
        options.traits = [TraitsPattern("wC-hC")!]
        let all = findings(options)
        XCTAssertEqual(all.count, 3)
        XCTAssertTrue(all.allSatisfy { value($0, "alsoIn") == nil && $0.message == $0.identityMessage }, "\(all.map(\.message))")
    }

    /// Findings that differ in their data stay apart: a misplaced view's frames depend on the device.
    func testFindingsWithDifferentDataAreNotMerged() {
        func finding(_ traits: String, expected: Double) -> Diagnostic {
            var d = Diagnostic(rule: "misplaced-view", severity: .warning, message: "Frame for \"V\" will be different at run time.",
                               line: 3, column: 5, objectID: "v", details: [("traits", .string(traits)), ("documentConfiguration", .bool(traits == "wC-hR")),
                                                                           ("expectedFrame", .numbers([0, 0, expected, 10]))])
            d.configurationName = traits
            if traits != "wC-hR" { d.message += " (\(traits))" }
            return d
        }
        let merged = ConfigurationMerge.merge([finding("wC-hR", expected: 10), finding("wC-hC", expected: 20), finding("wR-hC", expected: 10)])
        XCTAssertEqual(merged.map(\.message), ["Frame for \"V\" will be different at run time. (also in wR-hC)",
                                               "Frame for \"V\" will be different at run time. (wC-hC)"])
        // Listed after another configuration, the document's own still leads.
        let reordered = ConfigurationMerge.merge([finding("wR-hC", expected: 10), finding("wC-hR", expected: 10)])
        XCTAssertEqual(reordered.map(\.message), ["Frame for \"V\" will be different at run time. (also in wR-hC)"])
    }
}
