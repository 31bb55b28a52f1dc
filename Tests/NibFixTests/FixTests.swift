import XCTest
import Foundation
import NibCheck
import NibTestSupport
@testable import NibFix
@testable import NibSupport

final class FixTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func sample(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Self.repository.appendingPathComponent("SampleDocuments").appendingPathComponent(name)))
    }

    func rules(_ bytes: [UInt8]) -> [String] {
        Validator().validate(bytes: bytes, path: "x.storyboard").diagnostics.map(\.rule)
    }

    func changedLines(_ a: [UInt8], _ b: [UInt8]) -> Int {
        let x = String(decoding: a, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let y = String(decoding: b, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(x.count, y.count)
        return zip(x, y).filter { $0 != $1 }.count
    }

    /// A freeform top-level view (`top-00-000`, named `name`) holding `subviews` and `constraints`,
    /// in a xib saved by `toolsVersion`.
    static func topLevelView(_ name: String = "Card", toolsVersion: String = "23504", width: Int = 393, height: Int,
                             subviews: String, constraints: String) -> [UInt8] {
        Array(XibScaffold.document(toolsVersion: toolsVersion, objects: """
                <view contentMode="scaleToFill" id="top-00-000" userLabel="\(name)">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        \(subviews)
                    </subviews>
                    <constraints>
                        \(constraints)
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
        """).utf8)
    }

    func testUpdateFramesMovesTheMisplacedViewAndNothingElse() throws {
        let original = try sample("Problems/Misplaced.storyboard")
        XCTAssertTrue(rules(original).contains("misplaced-view"))
        let result = try Fixer.fix(bytes: original, path: "Misplaced.storyboard", request: FixRequest(actions: [.updateFrames]))
        XCTAssertTrue(result.changed)
        XCTAssertEqual(changedLines(original, result.fixed), 2, "the view's start tag (misplaced flag) and its rect")
        XCTAssertFalse(rules(result.fixed).contains("misplaced-view"))
        let text = String(decoding: result.fixed, as: UTF8.self)
        XCTAssertTrue(text.contains(#"<rect key="frame" x="16" y="79" width="361" height="120"/>"#), text)
        XCTAssertFalse(text.contains("misplaced=\"YES\""))
        // Idempotent: running it again changes nothing.
        let again = try Fixer.fix(bytes: result.fixed, path: "Misplaced.storyboard", request: FixRequest(actions: [.updateFrames]))
        XCTAssertFalse(again.changed)
    }

    /// A 60 pt top-level banner whose box is pinned 16 pt inside its safe area: the saved frames
    /// satisfy every constraint (Xcode gave the view no safe-area inset), nibtool's model gives it
    /// the screen's 59 pt top inset and a conflict. Update Frames leaves the frames as saved, and
    /// says so, rather than writing the box 75 pt down a 60 pt view (what it did before); the
    /// misplacement that rests on that layout is not reported as left unfixed.
    func testUpdateFramesKeepsFramesWhereTheSavedFramesContradictTheLayoutsConflict() throws {
        let original = Array(Self.bannerPinnedInsideItsSafeArea.utf8)
        let result = try Fixer.fix(bytes: original, path: "Banner.xib", request: FixRequest(actions: [.updateFrames]))
        XCTAssertFalse(result.changed, String(decoding: result.fixed, as: UTF8.self))
        XCTAssertEqual(result.unresolved, [])
        XCTAssertEqual(result.changes.count, 1, "\(result.changes)")
        XCTAssertTrue(result.changes.first?.contains("Banner (top-00-000) and its subviews: frames left as saved") == true, "\(result.changes)")
    }

    static let bannerPinnedInsideItsSafeArea = XibScaffold.document(objects: """
                <view contentMode="scaleToFill" id="top-00-000" userLabel="Banner">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001" userLabel="Box">
                            <rect key="frame" x="16" y="16" width="361" height="28"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="saf-00-000"/>
                    <constraints>
                        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="saf-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
                        <constraint firstItem="saf-00-000" firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" constant="16" id="tra-00-001"/>
                        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="saf-00-000" secondAttribute="top" constant="16" id="top-00-001"/>
                        <constraint firstItem="saf-00-000" firstAttribute="bottom" secondItem="box-00-001" secondAttribute="bottom" constant="16" id="bot-00-001"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
        """)

    /// A root saved at a size no simulated screen gives takes the screen's size, and the view
    /// pinned to its safe area's bottom moves with it; a second run changes nothing.
    func testUpdateFramesGivesAStaleRootItsScreenSize() throws {
        let original = try sample("Problems/MisplacedRoot.storyboard")
        // The root (screen-size evidence) is reported by default; the bar, whose frame follows from
        // the root's, rests on nibtool's model and is a hint (`validate --evidence all`).
        XCTAssertEqual(rules(original).filter { $0 == "misplaced-view" }.count, 1)
        var all = CheckOptions()
        all.minimumProof = .hint
        XCTAssertEqual(Validator(options: all).validate(bytes: original, path: "x.storyboard").diagnostics.filter { $0.rule == "misplaced-view" }.count, 2)
        let result = try Fixer.fix(bytes: original, path: "MisplacedRoot.storyboard", request: FixRequest(actions: [.updateFrames]))
        XCTAssertEqual(changedLines(original, result.fixed), 2, "the root's rect and the bar's rect")
        let text = String(decoding: result.fixed, as: UTF8.self)
        XCTAssertTrue(text.contains(#"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#), text)
        XCTAssertTrue(text.contains(#"<rect key="frame" x="16" y="748" width="361" height="50"/>"#), text)
        XCTAssertFalse(rules(result.fixed).contains("misplaced-view"))
        let again = try Fixer.fix(bytes: result.fixed, path: "MisplacedRoot.storyboard", request: FixRequest(actions: [.updateFrames]))
        XCTAssertFalse(again.changed, "\(again.changes)")
    }

    /// A frame Xcode saved unflagged is the one its engine computed. A label's saved width that
    /// differs from nibtool's measurement with its stand-in font is not the document's evidence of
    /// a misplacement: Update Frames leaves it, unless asked to act on nibtool's model too.
    func testUpdateFramesLeavesAFrameThatDiffersOnlyByNibtoolsTextMeasurement() throws {
        let original = Self.topLevelView(height: 100, subviews: """
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hello" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001" userLabel="Greeting">
                            <rect key="frame" x="16" y="20" width="180" height="20.333333333333332"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
        """, constraints: """
                        <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="top-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
                        <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="top-00-000" secondAttribute="top" constant="20" id="top-00-001"/>
        """)
        let result = try Fixer.fix(bytes: original, path: "Card.xib", request: FixRequest(actions: [.updateFrames]))
        XCTAssertFalse(result.changed, "\(result.changes)")
        // Left by design, so not reported as left unfixed (fix exits 0).
        XCTAssertEqual(result.unresolved, [])
        var everything = FixRequest(actions: [.updateFrames])
        everything.evidence = .all
        let modelled = try Fixer.fix(bytes: original, path: "Card.xib", request: everything)
        XCTAssertEqual(changedLines(original, modelled.fixed), 1, "the label's rect, at nibtool's measurement: \(modelled.changes)")
    }

    /// A box saved 30 pt below where its constraints put it (the saved frames miss its top
    /// constraint) moves, and so does the view pinned below it, whose saved frame keeps its own
    /// constraint only because it was drawn against the box's stale frame; a second run changes
    /// nothing.
    func testUpdateFramesMovesTheViewsPinnedToAMisplacedOne() throws {
        let original = Self.topLevelView(height: 300, subviews: """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001" userLabel="Box">
                            <rect key="frame" x="16" y="50" width="100" height="60"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-002" userLabel="Caption">
                            <rect key="frame" x="16" y="118" width="100" height="40"/>
                        </view>
        """, constraints: """
                        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="top-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
                        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="top-00-000" secondAttribute="top" constant="20" id="top-00-001"/>
                        <constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="wid-00-001"/>
                        <constraint firstItem="box-00-001" firstAttribute="height" constant="60" id="hei-00-001"/>
                        <constraint firstItem="box-00-002" firstAttribute="leading" secondItem="top-00-000" secondAttribute="leading" constant="16" id="lea-00-002"/>
                        <constraint firstItem="box-00-002" firstAttribute="top" secondItem="box-00-001" secondAttribute="bottom" constant="8" id="top-00-002"/>
                        <constraint firstItem="box-00-002" firstAttribute="width" constant="100" id="wid-00-002"/>
                        <constraint firstItem="box-00-002" firstAttribute="height" constant="40" id="hei-00-002"/>
        """)
        let result = try Fixer.fix(bytes: original, path: "Card.xib", request: FixRequest(actions: [.updateFrames]))
        let text = String(decoding: result.fixed, as: UTF8.self)
        XCTAssertTrue(text.contains(#"<rect key="frame" x="16" y="20" width="100" height="60"/>"#), text)
        XCTAssertTrue(text.contains(#"<rect key="frame" x="16" y="88" width="100" height="40"/>"#), text)
        XCTAssertEqual(changedLines(original, result.fixed), 2)
        let again = try Fixer.fix(bytes: result.fixed, path: "Card.xib", request: FixRequest(actions: [.updateFrames]))
        XCTAssertFalse(again.changed, "\(again.changes)")
    }

    /// A label Xcode flagged misplaced (saved 180 pt wide, its text is narrower) and a box pinned
    /// 8 pt below it whose saved frame misses that constraint by 2.17 pt. Before the label moves,
    /// its saved width is the kind of difference a stand-in font makes, so every text-dependent
    /// frame of the hierarchy gets a text-sized tolerance and the box would stay; once the label is
    /// at its solved frame, the box's miss is a misplacement. Update Frames judges the box as the
    /// second run would and moves both at once: running it again changes nothing.
    func testUpdateFramesJudgesTheOtherViewsWithTheMovedOnesAtTheirNewFrames() throws {
        let original = Self.topLevelView(height: 200, subviews: """
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" misplaced="YES" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="More info" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001" userLabel="More info">
                            <rect key="frame" x="16" y="20" width="180" height="20.333333333333332"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001" userLabel="Box">
                            <rect key="frame" x="16" y="50.5" width="100" height="60"/>
                        </view>
        """, constraints: """
                        <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="top-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
                        <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="top-00-000" secondAttribute="top" constant="20" id="top-00-001"/>
                        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="top-00-000" secondAttribute="leading" constant="16" id="lea-00-002"/>
                        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="lab-00-001" secondAttribute="bottom" constant="8" id="top-00-002"/>
                        <constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="wid-00-002"/>
                        <constraint firstItem="box-00-001" firstAttribute="height" constant="60" id="hei-00-002"/>
        """)
        let result = try Fixer.fix(bytes: original, path: "Card.xib", request: FixRequest(actions: [.updateFrames]))
        let text = String(decoding: result.fixed, as: UTF8.self)
        XCTAssertFalse(text.contains(#"width="180""#), "the flagged label takes its solved width: \(result.changes)")
        XCTAssertTrue(text.contains(#"<rect key="frame" x="16" y="48.333333333333336" width="100" height="60"/>"#), "the box sits 8 pt below the label: \(result.changes)")
        let again = try Fixer.fix(bytes: result.fixed, path: "Card.xib", request: FixRequest(actions: [.updateFrames]))
        XCTAssertFalse(again.changed, "\(again.changes)")
    }

    /// Xcode 8.0 saved frames as `<frame key="frameInset">` (a near inset and a size, zero left
    /// out). Update Frames writes the solved frame in that form: an inset that becomes zero goes,
    /// one that was zero comes back; a percentage would change the form, so that view is left
    /// as it is, its flag kept, and reported not fixed.
    func testUpdateFramesWritesXcode8FrameInsets() throws {
        func box(_ id: String, _ name: String, _ inset: String) -> String {
            """
                        <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)">
                            <frame key="frameInset" \(inset)/>
                        </view>
            """
        }
        func pinned(_ id: String, x: String, top: Int) -> String {
            """
                        <constraint firstItem="\(id)" firstAttribute="\(x)" secondItem="top-00-000" secondAttribute="\(x)" id="\(id.prefix(3))-x"/>
                        <constraint firstItem="\(id)" firstAttribute="top" secondItem="top-00-000" secondAttribute="top" constant="\(top)" id="\(id.prefix(3))-t"/>
                        <constraint firstItem="\(id)" firstAttribute="width" constant="100" id="\(id.prefix(3))-w"/>
                        <constraint firstItem="\(id)" firstAttribute="height" constant="40" id="\(id.prefix(3))-h"/>
            """
        }
        let original = Self.topLevelView(toolsVersion: "11201", width: 376, height: 300,
            subviews: box("aaa-00-001", "Leading", #"minX="30" minY="149" width="100" height="40""#)
                + box("bbb-00-001", "Centered", #"width="100" height="40""#)
                + box("ccc-00-001", "Proportional", #"minX="10%" minY="200" width="100" height="40""#),
            constraints: pinned("aaa-00-001", x: "leading", top: 20) + pinned("bbb-00-001", x: "centerX", top: 80)
                + pinned("ccc-00-001", x: "leading", top: 140))
        let result = try Fixer.fix(bytes: original, path: "Card.xib", request: FixRequest(actions: [.updateFrames]))
        let text = String(decoding: result.fixed, as: UTF8.self)
        XCTAssertTrue(text.contains(#"<frame key="frameInset" minY="20" width="100" height="40"/>"#), text)
        XCTAssertTrue(text.contains(#"<frame key="frameInset" minX="138" minY="80" width="100" height="40"/>"#), text)
        XCTAssertTrue(text.contains(#"<frame key="frameInset" minX="10%" minY="200" width="100" height="40"/>"#), text)
        XCTAssertEqual(text.components(separatedBy: #"misplaced="YES""#).count - 1, 1, "only the proportional box keeps its flag")
        XCTAssertEqual(result.unresolved.count, 1, "\(result.unresolved)")
        let again = try Fixer.fix(bytes: result.fixed, path: "Card.xib", request: FixRequest(actions: [.updateFrames]))
        XCTAssertFalse(again.changed, "\(again.changes)")
    }

    func testUpdateConstantsKeepsFramesAndConstraintCount() throws {
        let original = try sample("Problems/Misplaced.storyboard")
        let result = try Fixer.fix(bytes: original, path: "Misplaced.storyboard", request: FixRequest(actions: [.updateConstants]))
        XCTAssertTrue(result.changed)
        let before = String(decoding: original, as: UTF8.self), after = String(decoding: result.fixed, as: UTF8.self)
        XCTAssertEqual(before.components(separatedBy: "<constraint ").count, after.components(separatedBy: "<constraint ").count)
        XCTAssertTrue(after.contains(#"<rect key="frame" x="24" y="90" width="345" height="120"/>"#))
        XCTAssertFalse(rules(result.fixed).contains("misplaced-view"), "constants now match the frames as drawn")
    }

    /// A view at the frame its constraints give is not misplaced, so none of its constants change:
    /// here an optional leading constraint that gives way to a required one, whose constant the
    /// saved frame does not match, as it is meant not to.
    func testUpdateConstantsLeavesViewsAtTheFramesTheirConstraintsGive() throws {
        let original = Self.topLevelView(height: 100, subviews: """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001" userLabel="Box">
                            <rect key="frame" x="16" y="20" width="100" height="60"/>
                        </view>
        """, constraints: """
                        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="top-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
                        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="top-00-000" secondAttribute="leading" priority="750" constant="40" id="lea-00-002"/>
                        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="top-00-000" secondAttribute="top" constant="20" id="top-00-001"/>
                        <constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="wid-00-001"/>
                        <constraint firstItem="box-00-001" firstAttribute="height" constant="60" id="hei-00-001"/>
        """)
        let result = try Fixer.fix(bytes: original, path: "Card.xib", request: FixRequest(actions: [.updateConstants]))
        XCTAssertFalse(result.changed, "\(result.changes)")
    }

    /// Xcode 8.0 saved no frame for a view its constraints place: there is no frame as drawn to
    /// fit constants to (they were rewritten from a frame of zero: a 34 pt image made 0 pt).
    func testUpdateConstantsLeavesViewsSavedWithoutAFrame() throws {
        let original = Self.topLevelView("Row", toolsVersion: "11201", width: 200, height: 44, subviews: """
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001" userLabel="Avatar">
                            <constraints>
                                <constraint firstAttribute="width" constant="34" id="wid-00-001"/>
                                <constraint firstAttribute="height" constant="34" id="hei-00-001"/>
                            </constraints>
                        </imageView>
        """, constraints: """
                        <constraint firstItem="img-00-001" firstAttribute="leading" secondItem="top-00-000" secondAttribute="leading" constant="8" id="lea-00-001"/>
                        <constraint firstItem="img-00-001" firstAttribute="top" secondItem="top-00-000" secondAttribute="top" constant="5" id="top-00-001"/>
        """)
        let result = try Fixer.fix(bytes: original, path: "Row.xib", request: FixRequest(actions: [.updateConstants]))
        XCTAssertFalse(result.changed, "\(result.changes)")
    }

    func testCleanDocumentsAreLeftByteIdentical() throws {
        for name in ["Cookbook/R04-single-view-simple.storyboard", "Cookbook/R06-views-two-equal-width.storyboard", "Problems/SizeClassVariation.storyboard"] {
            let original = try sample(name)
            let result = try Fixer.fix(bytes: original, path: name, request: FixRequest(actions: [.updateFrames, .updateConstants]))
            XCTAssertFalse(result.changed, "\(name): \(result.changes)")
            XCTAssertTrue(result.fixed == original, name)
        }
    }

    func testDocumentsWithErrorsAreRefused() throws {
        for name in ["Problems/Conflict.storyboard", "Problems/BrokenReference.storyboard", "Problems/DuplicateID.storyboard"] {
            XCTAssertThrowsError(try Fixer.fix(bytes: try sample(name), path: name, request: FixRequest(actions: [.updateFrames])), name) { error in
                XCTAssertTrue(error is FixRefusal, "\(error)")
            }
        }
    }

    func testScopeLimitsTheFix() throws {
        let original = try sample("Problems/Misplaced.storyboard")
        var request = FixRequest(actions: [.updateFrames])
        request.views = ["not-a-view"]
        XCTAssertFalse(try Fixer.fix(bytes: original, path: "m", request: request).changed)
    }

    func testClearConstraintsKeepsFramesAsFixedFrames() throws {
        let original = try sample("Cookbook/R06-views-two-equal-width.storyboard")
        let result = try Fixer.fix(bytes: original, path: "R06.storyboard", request: FixRequest(actions: [.clearConstraints]))
        let text = String(decoding: result.fixed, as: UTF8.self)
        XCTAssertFalse(text.contains("<constraint "), "every constraint between views is gone")
        XCTAssertFalse(text.contains("<constraints>"), "and no empty <constraints> list is left")
        XCTAssertEqual(text.components(separatedBy: "fixedFrame=\"YES\"").count - 1, 2)
        XCTAssertEqual(text.components(separatedBy: "<autoresizingMask key=\"autoresizingMask\" flexibleMaxX=\"YES\" flexibleMaxY=\"YES\"/>").count - 1, 2)
        let report = Validator().validate(bytes: result.fixed, path: "R06.storyboard")
        XCTAssertTrue(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
        // Frames stay where they were drawn.
        XCTAssertTrue(text.contains(#"<rect key="frame" x="16" y="79" width="176.66666666666666" height="719"/>"#))
    }

    func testClearConstraintsOfOneViewLeavesTheOthersConstraints() throws {
        let original = try sample("Cookbook/R06-views-two-equal-width.storyboard")
        var request = FixRequest(actions: [.clearConstraints])
        request.views = ["WV0-3L-IbF"]
        let result = try Fixer.fix(bytes: original, path: "R06.storyboard", request: request)
        let text = String(decoding: result.fixed, as: UTF8.self)
        XCTAssertEqual(text.components(separatedBy: "<constraint ").count - 1, 3, "the Green View keeps its own three")
        let rules = Validator().validate(bytes: result.fixed, path: "R06.storyboard").diagnostics.map(\.rule)
        XCTAssertTrue(rules.contains("ambiguous-layout"), "the Green View lost its width: Xcode would say so too")
    }

    func testAddMissingResolvesAmbiguityWithoutMovingViews() throws {
        let original = try sample("Problems/Ambiguous.storyboard")
        XCTAssertTrue(rules(original).contains("ambiguous-layout"))
        let result = try Fixer.fix(bytes: original, path: "Ambiguous.storyboard", request: FixRequest(actions: [.addMissing]))
        XCTAssertEqual(rules(result.fixed), [], "no ambiguity, no conflict, nothing misplaced")
        let text = String(decoding: result.fixed, as: UTF8.self)
        XCTAssertFalse(text.contains("ambiguous=\"YES\""))
        XCTAssertTrue(text.contains(#"<rect key="frame" x="16" y="79" width="120" height="80"/>"#), "frames are not edited")
        let ids = text.matches(of: /<constraint firstAttribute="(width|height)" constant="\d+" id="([A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3})"\/>/).map { String($0.2) }
        XCTAssertEqual(ids.count, 2, text)
        XCTAssertEqual(ids, ids.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }, "sorted by id, as Xcode writes them")
        // Deterministic: the same input gives the same ids.
        XCTAssertEqual(try Fixer.fix(bytes: original, path: "Ambiguous.storyboard", request: FixRequest(actions: [.addMissing])).fixed, result.fixed)
    }

    /// Two views nothing places vertically, saved at the same y, are not aligned to each other
    /// (they would stay free together): each gets a vertical position from its container
    /// (Charts' Ratings: a stack and an image view in a cell, both at y 5).
    func testAddMissingDoesNotAlignTwoFreeViewsToEachOther() throws {
        let original = Array(RuleExample.rootView("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lft-00-001">
                <rect key="frame" x="24" y="205" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="c01-00-001"/>
                    <constraint firstAttribute="height" constant="50" id="c02-00-001"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rgt-00-001">
                <rect key="frame" x="223" y="205" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="c03-00-001"/>
                    <constraint firstAttribute="height" constant="50" id="c04-00-001"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="lft-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="24" id="c05-00-001"/>
            <constraint firstItem="rgt-00-001" firstAttribute="leading" secondItem="lft-00-001" secondAttribute="trailing" constant="99" id="c06-00-001"/>
        </constraints>
        """).documentText.utf8)
        XCTAssertTrue(rules(original).contains("ambiguous-layout"))
        let result = try Fixer.fix(bytes: original, path: "x.storyboard", request: FixRequest(actions: [.addMissing]))
        XCTAssertFalse(rules(result.fixed).contains("ambiguous-layout"), String(decoding: result.fixed, as: UTF8.self))
    }

    /// Two containers, each free only with the other (DuckDuckGo's DaxOnboarding): the lower one
    /// already hangs 24 pt below the upper one and sits on the safe area's bottom, with only a
    /// minimum height. Nothing is proposed twice, the existing constraint is not written again, and
    /// the saved frames, 8 pt off those constraints, make the round-at-once conflict: one constraint
    /// at a time settles it.
    func testAddMissingPinsOneOfTwoViewsFreeTogetherOnce() throws {
        let original = Array(RuleExample.rootView("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="upr-00-001">
                <rect key="frame" x="9" y="300" width="375" height="400"/>
                <constraints>
                    <constraint firstAttribute="height" constant="400" id="c01-00-001"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lwr-00-001">
                <rect key="frame" x="8" y="724" width="377" height="60"/>
                <constraints>
                    <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="50" id="c02-00-001"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="upr-00-001" firstAttribute="centerX" secondItem="sa0-00-000" secondAttribute="centerX" id="c03-00-001"/>
            <constraint firstItem="upr-00-001" firstAttribute="width" constant="375" id="c04-00-001"/>
            <constraint firstItem="lwr-00-001" firstAttribute="top" secondItem="upr-00-001" secondAttribute="bottom" constant="24" id="c05-00-001"/>
            <constraint firstItem="sa0-00-000" firstAttribute="bottom" secondItem="lwr-00-001" secondAttribute="bottom" id="c06-00-001"/>
            <constraint firstItem="lwr-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="8" id="c07-00-001"/>
            <constraint firstItem="sa0-00-000" firstAttribute="trailing" secondItem="lwr-00-001" secondAttribute="trailing" constant="8" id="c08-00-001"/>
        </constraints>
        """).documentText.utf8)
        XCTAssertEqual(rules(original).filter { $0 == "ambiguous-layout" }.count, 2)
        let result = try Fixer.fix(bytes: original, path: "x.storyboard", request: FixRequest(actions: [.addMissing]))
        let after = rules(result.fixed)
        XCTAssertFalse(after.contains("ambiguous-layout"), "\(result.changes)")
        XCTAssertFalse(after.contains("conflicting-constraints"), "\(result.changes)")
        XCTAssertEqual(result.changes.filter { $0.hasPrefix("added") }.count, 1, "\(result.changes)")
        let text = String(decoding: result.fixed, as: UTF8.self)
        XCTAssertEqual(text.matches(of: /firstItem="lwr-00-001" firstAttribute="top" secondItem="upr-00-001" secondAttribute="bottom"/).count, 1)
    }

    /// A conflict the document already has in another size class is not the additions' doing:
    /// it does not stop Add Missing Constraints (before, any conflict anywhere did).
    func testAddMissingIsNotStoppedByAConflictOfAnotherSizeClass() throws {
        let original = Array(RuleExample.rootView("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cmp-00-001">
                <rect key="frame" x="16" y="100" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="c01-00-001"/>
                    <constraint firstAttribute="width" constant="200" id="c02-00-001"/>
                    <constraint firstAttribute="height" constant="50" id="c03-00-001"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="c02-00-001"/>
                    </mask>
                </variation>
                <variation key="heightClass=compact">
                    <mask key="constraints">
                        <include reference="c02-00-001"/>
                    </mask>
                </variation>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fre-00-001">
                <rect key="frame" x="16" y="300" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="c04-00-001"/>
                    <constraint firstAttribute="height" constant="50" id="c05-00-001"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="cmp-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="c06-00-001"/>
            <constraint firstItem="cmp-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="41" id="c07-00-001"/>
        </constraints>
        """).documentText.utf8)
        let before = Validator().validate(bytes: original, path: "x.storyboard").diagnostics
        XCTAssertTrue(before.contains { $0.rule == "conflicting-constraints" && $0.details.contains { $0.key == "documentConfiguration" && $0.value == .bool(false) } },
                      "\(before.map(\.message))")
        let result = try Fixer.fix(bytes: original, path: "x.storyboard", request: FixRequest(actions: [.addMissing]))
        XCTAssertEqual(result.changes.filter { $0.hasPrefix("added") }.count, 2, "\(result.changes)")
        let after = Validator().validate(bytes: result.fixed, path: "x.storyboard").diagnostics
        XCTAssertFalse(after.contains { $0.rule == "ambiguous-layout" }, "\(after.map(\.message))")
        XCTAssertEqual(after.filter { $0.rule == "conflicting-constraints" }.map(\.message), before.filter { $0.rule == "conflicting-constraints" }.map(\.message))
    }

    /// `verifyAmbiguity="ignoreSizes"` spares a free size from the verdict, not the position it
    /// leaves free; with the far edges already pinned, a leading and a top are all that is missing
    /// (IBDecodable's StoryboardAttributes), not a second trailing or bottom.
    func testAddMissingCompletesAViewPinnedByItsFarEdges() throws {
        let original = Array(RuleExample.rootView("""
        <subviews>
            <view verifyAmbiguity="ignoreSizes" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="blu-00-001">
                <rect key="frame" x="85" y="618" width="308" height="200"/>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="sa0-00-000" firstAttribute="bottom" secondItem="blu-00-001" secondAttribute="bottom" id="c01-00-001"/>
            <constraint firstItem="sa0-00-000" firstAttribute="trailing" secondItem="blu-00-001" secondAttribute="trailing" id="c02-00-001"/>
        </constraints>
        """).documentText.utf8)
        XCTAssertTrue(rules(original).contains("ambiguous-layout"))
        let result = try Fixer.fix(bytes: original, path: "x.storyboard", request: FixRequest(actions: [.addMissing]))
        XCTAssertEqual(rules(result.fixed), [], "\(result.changes)")
        XCTAssertEqual(result.changes.filter { $0.hasPrefix("added") }.count, 2, "\(result.changes)")
    }

    /// A view free vertically beside a placed sibling of its height is centred on it, as
    /// designers line up a row (a label beside a switch), rather than top-aligned; a view free
    /// horizontally under a sibling of its width still takes its leading edge.
    func testAddMissingCentresAViewInARow() throws {
        let original = Array(RuleExample.rootView("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="plc-00-001">
                <rect key="frame" x="16" y="100" width="51" height="31"/>
                <constraints>
                    <constraint firstAttribute="width" constant="51" id="c01-00-001"/>
                    <constraint firstAttribute="height" constant="31" id="c02-00-001"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row-00-001">
                <rect key="frame" x="83" y="100" width="51" height="31"/>
                <constraints>
                    <constraint firstAttribute="width" constant="51" id="c03-00-001"/>
                    <constraint firstAttribute="height" constant="31" id="c04-00-001"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="plc-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="c05-00-001"/>
            <constraint firstItem="plc-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="41" id="c06-00-001"/>
            <constraint firstItem="row-00-001" firstAttribute="leading" secondItem="plc-00-001" secondAttribute="trailing" constant="16" id="c07-00-001"/>
        </constraints>
        """).documentText.utf8)
        let result = try Fixer.fix(bytes: original, path: "x.storyboard", request: FixRequest(actions: [.addMissing]))
        XCTAssertEqual(rules(result.fixed), [], "\(result.changes)")
        XCTAssertEqual(result.changes.filter { $0.hasPrefix("added") }.map { $0.components(separatedBy: " (")[0] }, ["added \"View.centerY = View.centerY\""])
        XCTAssertEqual(String(decoding: result.fixed, as: UTF8.self).matches(of: /firstItem="row-00-001" firstAttribute="centerY" secondItem="plc-00-001" secondAttribute="centerY"/).count, 1)
    }

    func testUnifiedDiff() {
        let diff = UnifiedDiff.make("a\nb\nc\nd\ne\nf\ng\nh\n", "a\nb\nc\nD\ne\nf\ng\nh\n", oldName: "a/x", newName: "b/x")
        XCTAssertEqual(diff, "--- a/x\n+++ b/x\n@@ -1,7 +1,7 @@\n a\n b\n c\n-d\n+D\n e\n f\n g\n")
        XCTAssertEqual(UnifiedDiff.make("same\n", "same\n", oldName: "a", newName: "b"), "")
    }

    func testAtomicWriteKeepsPermissionsFollowsSymlinksAndRefusesChangedFiles() throws {
        try withScratchFile { dir, file in
            let link = dir.appendingPathComponent("Link.storyboard")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
            try AtomicFile.write(Array("new".utf8), to: link.path, expectedCurrent: Array("old".utf8))
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "new")
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), file.path, "the link is kept")
            XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int, 0o640)
            XCTAssertThrowsError(try AtomicFile.write(Array("newer".utf8), to: file.path, expectedCurrent: Array("old".utf8)))
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "new", "a file that changed meanwhile is not overwritten")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(), ["Link.storyboard", "Main.storyboard"], "no temporary files left")
        }
    }

    /// A scratch folder holding `Main.storyboard` ("old", mode 0640), removed after `body`.
    func withScratchFile(_ body: (URL, URL) throws -> Void) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Main.storyboard")
        try Data("old".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        try body(dir, file)
    }

    func testFullDiskLeavesTheOriginalAndNoTemporaryFile() throws {
        try withScratchFile { dir, file in
            let saved = AtomicFile.systemWrite
            defer { AtomicFile.systemWrite = saved }
            // The disk fills after 2 bytes: a short write, then ENOSPC.
            nonisolated(unsafe) var written = 0
            AtomicFile.systemWrite = { fd, p, n in
                if written >= 2 { errno = ENOSPC; return -1 }
                written += 1
                return saved(fd, p, 1)
            }
            XCTAssertThrowsError(try AtomicFile.write(Array("new content".utf8), to: file.path, expectedCurrent: Array("old".utf8))) {
                XCTAssertTrue("\($0)".contains("No space left on device"), "\($0)")
            }
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "old")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["Main.storyboard"])
        }
    }

    func testReadOnlyFileIsNotReplaced() throws {
        try withScratchFile { _, file in
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
            XCTAssertThrowsError(try AtomicFile.write(Array("new".utf8), to: file.path, expectedCurrent: Array("old".utf8))) {
                XCTAssertTrue("\($0)".contains("read-only"), "\($0)")
            }
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "old")
        }
    }

    func testSymlinkChainsAndDanglingLinksWriteTheTarget() throws {
        try withScratchFile { dir, file in
            // A relative link to a link to the file: the file changes, both links stay links.
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("A.storyboard").path, withDestinationPath: "Main.storyboard")
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("B.storyboard").path, withDestinationPath: "A.storyboard")
            try AtomicFile.write(Array("new".utf8), to: dir.appendingPathComponent("B.storyboard").path, expectedCurrent: Array("old".utf8))
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "new")
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("B.storyboard").path), "A.storyboard")
            XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int, 0o640, "mode kept")
            // --output through a dangling link creates the link's target.
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("Out.storyboard").path, withDestinationPath: "Created.storyboard")
            try AtomicFile.write(Array("x".utf8), to: dir.appendingPathComponent("Out.storyboard").path, expectedCurrent: nil)
            XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("Created.storyboard"), encoding: .utf8), "x")
            // A loop is an error, not a replaced link.
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("L1").path, withDestinationPath: "L2")
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("L2").path, withDestinationPath: "L1")
            XCTAssertThrowsError(try AtomicFile.write(Array("x".utf8), to: dir.appendingPathComponent("L1").path, expectedCurrent: nil))
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("L1").path), "L2")
        }
    }

    func testMissingDirectoryIsAnError() {
        XCTAssertThrowsError(try AtomicFile.write(Array("x".utf8), to: "/nonexistent-dir/Main.storyboard", expectedCurrent: nil))
    }
}
