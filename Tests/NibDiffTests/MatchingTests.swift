import NibDiff
import NibModel
import XCTest

/// How objects of two versions are paired, and what a pairing reports.
final class MatchingTests: XCTestCase {
    func base() throws -> IBDocument { try Fixtures.decode(try Fixtures.text("edits.old")) }

    /// The base fixture with `<variation>` elements added to the Profile scene's root view.
    func withRootVariations(_ xml: String) throws -> IBDocument {
        let end = "                    </view>\n                    <connections>\n"
        return try Fixtures.variant([(end, xml + end)])
    }

    func testIdenticalDocumentsHaveNoDifferences() throws {
        let d = Fixtures.diff(try base(), try base())
        XCTAssertFalse(d.hasDifferences)
        XCTAssertEqual(d.changes, [])
        XCTAssertEqual(HumanReport.render(d, oldPath: "a", newPath: "b", listFrames: true), "")
    }

    func testRegeneratedConstraintIDWithTheSameEquationIsNotAChange() throws {
        let new = try Fixtures.variant([("secondAttribute=\"leading\" id=\"cLD-sb-0a1\"", "secondAttribute=\"leading\" id=\"k9P-aa-Q1w\"")])
        let d = Fixtures.diff(try base(), new)
        XCTAssertEqual(d.changes, [])
        XCTAssertFalse(d.hasDifferences)
        XCTAssertEqual(d.matchedByContent, 1)
    }

    func testRegeneratedConstraintIDWithAnotherConstantIsAConstantChange() throws {
        let new = try Fixtures.variant([("constant=\"16\" id=\"cTP-sb-0a1\"", "constant=\"30\" id=\"Zz1-yy-X2w\"")])
        let d = Fixtures.diff(try base(), new)
        XCTAssertEqual(d.changes.count, 1, "\(d.changes)")
        let c = try XCTUnwrap(d.changes.first)
        XCTAssertEqual(c.category, .constraint)
        XCTAssertEqual(c.kind, .changed)
        XCTAssertEqual(c.item, "Save Button.top = Title Label.bottom + 16")
        XCTAssertEqual([c.property, c.old, c.new], ["constant", "16", "30"])
        XCTAssertNil(c.traits)
        XCTAssertEqual(c.id, "Zz1-yy-X2w")
    }

    func testConstantChangeIsNamedByEquationAndListedUnderItsView() throws {
        let new = try Fixtures.variant([("constant=\"20\" id=\"cTP-rd-0a1\"", "constant=\"24\" id=\"cTP-rd-0a1\"")])
        let d = Fixtures.diff(try base(), new)
        XCTAssertEqual(d.changes.map(HumanReport.line), ["~ constraint Red View.top = Safe Area.top + 20: constant 20 -> 24"])
        XCTAssertEqual(d.changes.first?.subject, "Red View")
        XCTAssertEqual(d.changes.first?.scene, "Profile")
    }

    func testPriorityRelationAndPlaceholderChanges() throws {
        let new = try Fixtures.variant([("constant=\"200\" id=\"hRD-cn-0a1\"",
                                         "relation=\"greaterThanOrEqual\" constant=\"200\" placeholder=\"YES\" priority=\"750\" id=\"hRD-cn-0a1\"")])
        let d = Fixtures.diff(try base(), new)
        let byProperty = Dictionary(uniqueKeysWithValues: d.changes.map { ($0.property ?? "", ($0.old, $0.new)) })
        XCTAssertEqual(byProperty["relation"]?.1, "greaterThanOrEqual")
        XCTAssertEqual(byProperty["priority"]?.0, "1000")
        XCTAssertEqual(byProperty["priority"]?.1, "750")
        XCTAssertEqual(byProperty["placeholder"]?.1, "YES")
        XCTAssertEqual(d.changes.count, 3)
    }

    func testInstallationChangeIsComputedFromMasksPerSizeClass() throws {
        let d = Fixtures.diff(try base(), try withRootVariations("""
                        <variation key="heightClass=regular-widthClass=regular">
                            <mask key="constraints">
                                <exclude reference="cLD-rd-0a1"/>
                            </mask>
                        </variation>

"""))
        XCTAssertEqual(d.changes.count, 1, "\(d.changes)")
        let c = try XCTUnwrap(d.changes.first)
        XCTAssertEqual(c.property, "installed")
        XCTAssertEqual(c.old, "everywhere")
        XCTAssertEqual(c.new, "wC-hR, wC-hC, wR-hC only")
        XCTAssertEqual(c.note, "now uninstalled for wR-hR")
    }

    /// Red View installed in wR-hR only; `regularMasks` adds masks to the wR-hR variation.
    func redViewOnlyInRegularRegular(_ regularMasks: String = "") throws -> IBDocument {
        try withRootVariations("""
                        <variation key="default">
                            <mask key="subviews">
                                <exclude reference="rDV-ie-w02"/>
                            </mask>
                        </variation>
                        <variation key="heightClass=regular-widthClass=regular">
\(regularMasks)                            <mask key="subviews">
                                <include reference="rDV-ie-w02"/>
                            </mask>
                        </variation>

""")
    }

    func testViewInstalledOnlyInOneSizeClass() throws {
        let d = Fixtures.diff(try base(), try redViewOnlyInRegularRegular())
        // One line: the constraints touching Red View (its own and Title Label's) follow it and
        // are not listed again.
        XCTAssertEqual(d.changes.map(HumanReport.line), ["~ installed only in wR-hR now (was everywhere)"])
        XCTAssertEqual(d.changes.first?.subject, "Red View")
    }

    func testAConstraintsOwnMaskChangeIsListedEvenWhenItsViewMovesToo() throws {
        let d = Fixtures.diff(try base(), try redViewOnlyInRegularRegular("""
                            <mask key="constraints">
                                <exclude reference="hRD-cn-0a1"/>
                            </mask>

"""))
        XCTAssertEqual(d.changes.map(HumanReport.line), ["~ installed only in wR-hR now (was everywhere)",
                                                          "~ constraint Red View.height = 200: now uninstalled everywhere"])
    }

    func testAnAddedViewIsOneLineWithWhatCameWithIt() throws {
        let rect = "                                <rect key=\"frame\" x=\"16\" y=\"79\" width=\"361\" height=\"200\"/>\n"
        let new = try Fixtures.variant([(rect, rect + """
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bDG-vw-0a1" userLabel="Badge View">
                                        <rect key="frame" x="8" y="8" width="44" height="44"/>
                                        <subviews>
                                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" fixedFrame="YES" image="star" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="iCN-vw-0a1">
                                                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            </imageView>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="44" id="bDW-cn-0a1"/>
                                        </constraints>
                                    </view>
                                </subviews>

""")])
        let d = Fixtures.diff(try base(), new)
        XCTAssertEqual(d.changes.map(HumanReport.line), ["+ view Badge View (with 1 subview and 1 constraint)"])
        XCTAssertEqual(d.changes.first?.subject, "Red View")
        XCTAssertEqual(d.changes.first?.id, "bDG-vw-0a1")
    }

    func testFrameMovesAreSummarizedNotListed() throws {
        let new = try Fixtures.variant([
            ("x=\"16\" y=\"295\" width=\"361\"", "x=\"16\" y=\"301\" width=\"361\""),
            ("x=\"16\" y=\"79\" width=\"361\" height=\"200\"", "x=\"16\" y=\"80\" width=\"361\" height=\"200\""),
        ])
        let d = Fixtures.diff(try base(), new)
        XCTAssertEqual(d.changes, [])
        XCTAssertEqual(d.frameMoves.map(\.view), ["Red View", "Title Label"])
        XCTAssertTrue(d.hasDifferences)
        let summary = HumanReport.render(d, oldPath: "a", newPath: "b", listFrames: false)
        XCTAssertTrue(summary.contains("2 views moved (frames re-saved); --frames lists them"), summary)
        XCTAssertFalse(summary.contains("Title Label"), summary)
        let listed = HumanReport.render(d, oldPath: "a", newPath: "b", listFrames: true)
        XCTAssertTrue(listed.contains("  Profile / Title Label: (16, 295, 361, 20.33) -> (16, 301, 361, 20.33)"), listed)
    }

    func testViewMovedToAnotherSuperview() throws {
        let doc = try Fixtures.text("edits.old")
        let buttonStart = try XCTUnwrap(doc.range(of: "                            <button "))
        let buttonEnd = try XCTUnwrap(doc.range(of: "</button>\n"))
        let button = String(doc[buttonStart.lowerBound..<buttonEnd.upperBound])
        var moved = doc.replacingOccurrences(of: button, with: "")
        moved = moved.replacingOccurrences(of: "                                <userDefinedRuntimeAttributes>",
                                           with: "                                <subviews>\n\(button)                                </subviews>\n                                <userDefinedRuntimeAttributes>")
        let d = Fixtures.diff(try base(), try Fixtures.decode(moved))
        let superview = d.changes.filter { $0.property == "superview" }
        XCTAssertEqual(superview.map(HumanReport.line), ["~ superview: View -> Red View"])
        XCTAssertEqual(superview.first?.subject, "Save Button")
        XCTAssertEqual(d.changes.filter { $0.kind != .changed }, [], "a moved view is neither removed nor added")
    }

    func testViewsWhoseIDsChangedArePairedByPath() throws {
        let new = try base()
        let renamed = try Fixtures.decode(try Fixtures.text("edits.old").replacingOccurrences(of: "rDV-ie-w02", with: "N3w-iD-777"))
        XCTAssertFalse(Fixtures.diff(new, renamed).hasDifferences)
        XCTAssertEqual(Fixtures.diff(new, renamed).matchedByContent, 1)
    }

    func testRuntimeAttributesAndConnections() throws {
        let d = Fixtures.diff(try base(), try Fixtures.decode(try Fixtures.text("edits.new")))
        let lines = d.changes.map(HumanReport.line)
        XCTAssertTrue(lines.contains("~ runtime attribute layer.cornerRadius: value number 8 -> number 12"), "\(lines)")
        XCTAssertTrue(lines.contains("- runtime attribute accessibilityIdentifier = string red"), "\(lines)")
        XCTAssertTrue(lines.contains("+ runtime attribute layer.borderWidth = number 1.5"), "\(lines)")
        XCTAssertTrue(lines.contains("~ outlet titleLabel: destination Title Label -> Save Button"), "\(lines)")
        XCTAssertTrue(lines.contains("~ name: Detail -> Details"), "\(lines)")
    }

    func testAnAddedDocumentIsAllNew() throws {
        let d = DocumentDiff(old: Snapshot(), new: Snapshot(try base()))
        XCTAssertEqual(d.changes.map(HumanReport.line), ["+ scene Profile (4 views, 10 constraints)", "+ scene Detail (1 view, 0 constraints)"])
    }
}
