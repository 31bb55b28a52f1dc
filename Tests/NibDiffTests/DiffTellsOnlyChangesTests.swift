import NibDiff
import XCTest

/// `diff` tells only changes: no line whose old and new text read the same, no `-`/`+` pair for
/// one connection, and views that share a name told apart by their path.
final class DiffTellsOnlyChangesTests: XCTestCase {
    /// A second "Title Label", inside Red View (the first is the root view's child).
    static let secondLabel = (
        "                                </userDefinedRuntimeAttributes>\n                            </view>",
        """
                                        </userDefinedRuntimeAttributes>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Inner" translatesAutoresizingMaskIntoConstraints="NO" id="iNL-ie-w09" userLabel="Title Label">
                                                <rect key="frame" x="8" y="8" width="100" height="20"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                    </view>
        """)

    func lines(_ old: [(String, String)], _ new: [(String, String)]) throws -> [String] {
        let diff = Fixtures.diff(try Fixtures.variant(old), try Fixtures.variant(new))
        return diff.changes.map { "\($0.subject): \(HumanReport.line($0))" }
    }

    func testViewsThatShareANameAreToldApartByTheirPath() throws {
        let changes = try lines([Self.secondLabel], [Self.secondLabel, (#"text="Inner""#, #"text="Inner" hidden="YES""#)])
        XCTAssertEqual(changes, ["View / Red View / Title Label: ~ hidden: NO -> YES"])
        let both = try lines([Self.secondLabel], [Self.secondLabel, (#"text="Inner""#, #"text="Changed""#), (#"text="Title""#, #"text="Name""#)])
        XCTAssertEqual(Set(both), ["View / Red View / Title Label: ~ text: Inner -> Changed", "View / Title Label: ~ text: Title -> Name"])
    }

    /// A constraint moved from one "Title Label" to the other reads the same as text: it is told
    /// by the items' paths, not as `equation A -> A`.
    func testARetargetedConstraintWithTheSameTextNamesItsItems() throws {
        let moved = (#"<constraint firstItem="tLB-ie-w03" firstAttribute="leading" secondItem="rDV-ie-w02""#,
                     #"<constraint firstItem="iNL-ie-w09" firstAttribute="leading" secondItem="rDV-ie-w02""#)
        let changes = try lines([Self.secondLabel], [Self.secondLabel, moved])
        XCTAssertEqual(changes.count, 1, "\(changes)")
        XCTAssertFalse(changes.joined().contains("equation"), "\(changes)")
        XCTAssertTrue(changes.first?.contains("now relates View / Red View / Title Label, Red View (was View / Title Label, Red View)") == true, "\(changes)")
        for line in changes { XCTAssertFalse(line.contains(" -> ") && Set(line.components(separatedBy: " -> ")).count == 1, line) }
    }

    /// An object Xcode gave a new id keeps its connections: no `-`/`+` pair for the same outlet.
    func testAConnectionOfAnObjectWhoseIDChangedIsNotRemovedAndAdded() throws {
        let store = { (id: String) in
            ("""
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fRS-rp-0a1"
            """, """
                            <customObject id="\(id)" userLabel="Store" customClass="Store" customModule="App">
                                <connections>
                                    <outlet property="label" destination="tLB-ie-w03" id="oST-\(id.prefix(3))-0a1"/>
                                </connections>
                            </customObject>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fRS-rp-0a1"
            """)
        }
        let changes = try lines([store("cOB-j1-0a1")], [store("zZZ-j1-9z9")])
        XCTAssertFalse(changes.contains { $0.contains("- outlet label") || $0.contains("+ outlet label") }, "\(changes)")
        XCTAssertEqual(changes, [])
        // A real change of destination is still told.
        let retargeted = try lines([store("cOB-j1-0a1")], [store("zZZ-j1-9z9"), (#"property="label" destination="tLB-ie-w03""#, #"property="label" destination="sBT-ie-w04""#)])
        XCTAssertEqual(retargeted, ["Store: ~ outlet label: destination Title Label -> Save Button"])
    }
}
