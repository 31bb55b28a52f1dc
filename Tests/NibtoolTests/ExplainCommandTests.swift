import XCTest
import Foundation

/// `nibtool explain` and `nibtool explain-log` as a user runs them (exit codes in README.md).
extension CommandLineTests {
    func testExplainViewByLabelExitsZeroAndShowsTheBrokenConstraint() throws {
        let r = try run(["explain", "SampleDocuments/Problems/Conflict.storyboard", "--view", "Box View"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("Box View.width = 200    H:[Box View(==200)]    [tCa-49-RAM]    BROKEN to resolve a conflict"), r.stdout)
        XCTAssertTrue(r.stdout.contains("The runtime breaks \"Box View.width = 200\""), r.stdout)
    }

    func testExplainAmbiguousViewJSONHasASecondFrame() throws {
        let r = try run(["explain", "SampleDocuments/Problems/Ambiguous.storyboard", "--view", "qCh-Pw-Qce", "--axis", "horizontal", "--format", "json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let axes = try XCTUnwrap(json["axes"] as? [[String: Any]])
        XCTAssertEqual(axes.count, 1)
        XCTAssertEqual(axes[0]["ambiguous"] as? Bool, true)
        XCTAssertEqual(axes[0]["size"] as? String, "free")
        XCTAssertEqual((axes[0]["alternateFrame"] as? [Double])?.count, 4)
    }

    /// Transforms are out of scope; where a runtime attribute transforms a view, preview and
    /// explain say its frame is the untransformed one.
    func testTransformedViewsAreNamedByPreviewAndExplain() throws {
        var text = try String(contentsOf: repository.appendingPathComponent("SampleDocuments/Problems/Misplaced.storyboard"), encoding: .utf8)
        let anchor = try XCTUnwrap(text.range(of: #"id="8Ed-md-QnL""#))
        let end = try XCTUnwrap(text.range(of: ">", range: anchor.upperBound..<text.endIndex))
        text.insert(contentsOf: """

            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.transform.rotation.z">
                    <real key="value" value="0.5"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
            """, at: end.upperBound)
        let file = try temporaryFile("Transformed.storyboard", Array(text.utf8))
        let preview = try run(["preview", file.path, "--format", "json"])
        XCTAssertEqual(preview.status, 0, preview.stderr)
        XCTAssertTrue(preview.stderr.contains("\"Green View\" (8Ed-md-QnL) is transformed at run time (layer.transform.rotation.z)"), preview.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(preview.stdout.utf8)) as? [String: Any])
        let views = try XCTUnwrap(json["views"] as? [[String: Any]])
        XCTAssertEqual(views.filter { $0["transform"] != nil }.map { $0["id"] as? String }, ["8Ed-md-QnL"])
        let explain = try run(["explain", file.path, "--view", "Green View"])
        XCTAssertTrue(explain.stdout.contains("transformed at run time (layer.transform.rotation.z)"), explain.stdout)
    }

    /// `--text-size`: previews and explanations at another Dynamic Type size, the accessibility
    /// sizes included, without calling every text view misplaced.
    func testPreviewAndExplainAtAnAccessibilityTextSize() throws {
        let file = try temporaryFile("DynamicType.storyboard", Array(Self.dynamicTypeStoryboard.utf8))
        func labelFrame(_ r: NibtoolProcess.Result) throws -> [Double] {
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let views = try XCTUnwrap(json["views"] as? [[String: Any]])
            return try XCTUnwrap(views.first { $0["id"] as? String == "lb0-00-001" }?["frame"] as? [Double])
        }
        let saved = try run(["preview", file.path, "--format", "json"])
        XCTAssertEqual(saved.status, 0, saved.stderr)
        XCTAssertFalse(saved.stdout.contains("textSize"), "the saved size is not named")
        let big = try run(["preview", file.path, "--format", "json", "--text-size", "AX5"])
        XCTAssertEqual(big.status, 0, big.stderr)
        XCTAssertTrue(big.stdout.contains("\"textSize\": \"AX5\""), big.stdout)
        XCTAssertEqual(try labelFrame(saved)[3], 20.33, accuracy: 0.01)
        XCTAssertGreaterThan(try labelFrame(big)[3], 2 * 53, "two lines of 53 pt Body text")
        let svg = try run(["preview", file.path, "--format", "svg", "--text-size", "ax5"])
        XCTAssertTrue(svg.stdout.contains("text AX5"), "the caption names the size")
        let tree = try run(["explain", file.path, "--tree", "--text-size", "AX5"])
        XCTAssertEqual(tree.status, 0, tree.stderr)
        XCTAssertTrue(tree.stdout.contains("{{16, 79}, {361, 126.67}}"), tree.stdout)
        XCTAssertFalse(tree.stdout.contains("MISPLACED"), "saved frames are measured at the saved size")
        let view = try run(["explain", file.path, "--view", "lb0-00-001", "--text-size", "AX5"])
        XCTAssertEqual(view.status, 0, view.stderr)
        XCTAssertFalse(view.stdout.contains("saved frame"), "no saved frame to compare with at another text size: \(view.stdout)")
        let bad = try run(["preview", file.path, "--text-size", "huge"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--text-size huge: expected one of xSmall, Small"), bad.stderr)
    }

    /// `validate --text-size`: text that fits at the saved size but not at the chosen one.
    func testValidateAtAnAccessibilityTextSizeReportsClippedText() throws {
        let wraps = try temporaryFile("Wraps.storyboard", Array(Self.dynamicTypeStoryboard.utf8))
        let oneLine = try temporaryFile("OneLine.storyboard", Array(Self.dynamicTypeStoryboard.replacingOccurrences(of: "numberOfLines=\"0\"", with: "numberOfLines=\"1\"").utf8))
        let fine = try run(["validate", "--text-size", "AX5", wraps.path])
        XCTAssertEqual(fine.status, 0, fine.stdout + fine.stderr)
        XCTAssertFalse(fine.stdout.contains("[misplaced-view]"), "saved frames are not compared at another text size")
        XCTAssertFalse(fine.stdout.contains("[clipped-text]"), "a label that wraps grows with its text")
        let cut = try run(["validate", "--text-size", "AX5", oneLine.path])
        XCTAssertEqual(cut.status, 0, "a warning")
        let lines = cut.stdout.split(separator: "\n").filter { $0.contains("[clipped-text]") }
        XCTAssertEqual(lines.count, 1, cut.stdout)
        XCTAssertTrue(lines.first?.contains("At text size AX5, \"Title\" needs ") == true, cut.stdout)
        XCTAssertTrue(lines.first?.contains("of width for its text but gets 361: it is truncated (it fits at the document's own size, Large).") == true, cut.stdout)
        // Without --text-size the rule does not run, and at the saved size nothing is cut off.
        XCTAssertFalse(try run(["validate", oneLine.path]).stdout.contains("[clipped-text]"))
        let bad = try run(["validate", "--text-size", "huge", oneLine.path])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--text-size huge: expected one of"), bad.stderr)
    }

    static let dynamicTypeStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-00-000">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <scene sceneID="sc0-00-000">
                <objects>
                    <viewController id="vc0-00-000" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome to the app" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb0-00-001" userLabel="Title">
                                    <rect key="frame" x="16" y="79" width="361" height="20.333333333333332"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
                            <constraints>
                                <constraint firstItem="lb0-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leadingMargin" id="c00-00-001"/>
                                <constraint firstItem="lb0-00-001" firstAttribute="trailing" secondItem="rt0-00-000" secondAttribute="trailingMargin" id="c00-00-002"/>
                                <constraint firstItem="lb0-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="20" id="c00-00-003"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
        </scenes>
    </document>
    """

    func testExplainUnknownViewIsAUsageErrorWithCloseMatches() throws {
        let r = try run(["explain", "SampleDocuments/Problems/Misplaced.storyboard", "--view", "Gren View"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("no view \"Gren View\"") && r.stderr.contains("close matches: Green View"), r.stderr)
        XCTAssertEqual(try run(["explain", "SampleDocuments/Problems/Misplaced.storyboard"]).status, 2, "--view or --tree is required")
        XCTAssertEqual(try run(["explain", "SampleDocuments/Problems/Misplaced.storyboard", "--tree", "--axis", "diagonal"]).status, 2)
    }

    func testExplainTreeMarksMisplacedViews() throws {
        let r = try run(["explain", "SampleDocuments/Problems/Misplaced.storyboard", "--tree"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("UIWindow:"), r.stdout)
        XCTAssertTrue(r.stdout.contains("|   *UIView:8Ed-md-QnL (Green View)") && r.stdout.contains("MISPLACED"), r.stdout)
    }

    func testExplainLogMapsAndExitsZero() throws {
        let r = try run(["explain-log", "Tests/Golden/explain-log/RuntimeConflict.log",
                         "--document", "SampleDocuments/Problems/RuntimeConflict.storyboard", "--document", "SampleDocuments/Problems/Conflict.storyboard"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("9gW-tE-2Lb Card View.width = 300 'card-width' (matched by identifier"), r.stdout)
        XCTAssertTrue(r.stdout.contains("NOT MAPPED"), r.stdout)
        let j = try run(["explain-log", "Tests/Golden/explain-log/Conflict.log", "--document", "SampleDocuments/Problems/Conflict.storyboard", "--format", "json"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(j.stdout.utf8)) as? [String: Any])
        let reports = try XCTUnwrap(json["reports"] as? [[String: Any]])
        XCTAssertEqual(reports.first?["broken"] as? Int, 1)
    }

    func testExplainLogWithoutReportExitsOneAndWithoutDocumentTwo() throws {
        let log = try temporaryFile("plain.log", Array("app started\n".utf8))
        let none = try run(["explain-log", log.path, "--document", "SampleDocuments/Problems/Conflict.storyboard"])
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.stderr.contains("no \"Unable to simultaneously satisfy constraints\" report"), none.stderr)
        XCTAssertEqual(try run(["explain-log", log.path]).status, 2)
        XCTAssertEqual(try run(["explain-log", "/nonexistent.log", "--document", "SampleDocuments/Problems/Conflict.storyboard"]).status, 2)
    }
}
