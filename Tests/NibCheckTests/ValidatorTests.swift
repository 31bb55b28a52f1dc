import XCTest
@testable import NibCheck
import NibSupport

final class ValidatorTests: XCTestCase {
    func report(_ text: String) -> FileReport {
        Validator().validate(bytes: Array(text.utf8), path: "t.storyboard")
    }

    func testMalformedXMLIsOneErrorWithParserPosition() {
        let r = report("<?xml version=\"1.0\"?>\n<document>\n  <a\n")
        XCTAssertEqual(r.diagnostics.count, 1)
        XCTAssertEqual(r.diagnostics[0].rule, "malformed-xml")
        XCTAssertEqual(r.diagnostics[0].severity, .error)
        XCTAssertGreaterThanOrEqual(r.diagnostics[0].line, 3)
    }

    func testNonIBXMLIsUnsupported() {
        let r = report("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
        XCTAssertEqual(r.diagnostics.map(\.rule), ["unsupported-document"])
        XCTAssertEqual(r.diagnostics[0].line, 2)
    }

    func testWatchKitIsANoteNotAnError() {
        let r = report("<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\" version=\"3.0\"/>")
        XCTAssertEqual(r.diagnostics.map(\.severity), [.note])
    }

    /// The arranged views of a stack nothing places move with the stack: Xcode 8 and later flag
    /// the stack, Xcode 7 flagged them too (Charts' Ratings; `AmbiguityCascadeTests`). A view
    /// with a free size of its own under it is reported either way.
    func testViewsThatOnlyMoveWithAFreeViewAreReportedOnlyByXcode7() {
        let example = RuleExample.rootView("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="24" y="100" width="200" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="35"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bot-00-001">
                        <rect key="frame" x="0.0" y="35" width="200" height="15"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="15" id="c01-00-001"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="50" id="c02-00-001"/>
                    <constraint firstAttribute="width" constant="200" id="c03-00-001"/>
                </constraints>
            </stackView>
        </subviews>
        """)
        func ambiguous(toolsVersion: String) -> Set<String> {
            let text = example.documentText.replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
            let r = Validator().validate(bytes: Array(text.utf8), path: "t.storyboard")
            return Set(r.diagnostics.filter { $0.rule == "ambiguous-layout" }.compactMap(\.objectID))
        }
        XCTAssertEqual(ambiguous(toolsVersion: "23504"), ["stk-00-001"])
        XCTAssertEqual(ambiguous(toolsVersion: "9059"), ["stk-00-001", "top-00-001", "bot-00-001"])
    }

    /// The misplaced-view reports for a label and, 8 pt after it, a 50 pt box.
    static func misplacedBesideText(labelWidth: String, boxX: String) -> [Diagnostic] {
        let example = RuleExample.rootView("""
        <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                <rect key="frame" x="20" y="100" width="LW" height="20.333333333333332"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001" userLabel="Box">
                <rect key="frame" x="BX" y="100" width="50" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="50" id="c01-00-001"/>
                    <constraint firstAttribute="height" constant="50" id="c02-00-001"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="20" id="c03-00-001"/>
            <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="100" id="c04-00-001"/>
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="lab-00-001" secondAttribute="trailing" constant="8" id="c05-00-001"/>
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="lab-00-001" secondAttribute="top" id="c06-00-001"/>
        </constraints>
        """.replacingOccurrences(of: "LW", with: labelWidth).replacingOccurrences(of: "BX", with: boxX))
        // What nibtool computes, hints included (`validate --evidence all`): these frames rest on
        // its model and on text, which by default are not reported (`Evidence`).
        var options = CheckOptions()
        options.minimumProof = .hint
        let r = Validator(options: options).validate(bytes: Array(example.documentText.utf8), path: "t.storyboard")
        return r.diagnostics.filter { $0.rule == "misplaced-view" }
    }

    /// A view placed beside a label is judged at a pixel once every text size in its hierarchy
    /// came out at its saved size (nothing our font could have moved it), and with the text
    /// tolerance when one did not.
    func testTextToleranceOnlyWhereTextMissed() {
        func misplaced(labelWidth: String, boxX: String) -> [String] {
            Self.misplacedBesideText(labelWidth: labelWidth, boxX: boxX).compactMap(\.objectID)
        }
        // The label at its measured width: the box 1.5 pt off is misplaced (under the 2 pt text
        // tolerance, over a pixel).
        XCTAssertEqual(misplaced(labelWidth: "36", boxX: "64"), [])
        XCTAssertEqual(misplaced(labelWidth: "36", boxX: "65.5"), ["box-00-001"])
        // The label saved far wider than its text: it is misplaced, and the box 1 pt from where
        // the measured text puts it is within the text tolerance.
        XCTAssertEqual(misplaced(labelWidth: "80", boxX: "63"), ["lab-00-001"])
    }

    /// A report says what nibtool expects and on what evidence: a saved frame that misses one of
    /// the document's own constraints names it; one that rests on text says so. Baselines keep
    /// identifying the finding by Xcode's sentence alone.
    func testMisplacedReportsSayWhatIsExpectedAndWhy() throws {
        func evidence(_ d: Diagnostic?) -> JSONValue? { d?.details.first { $0.key == "evidence" }?.value }
        let box = try XCTUnwrap(Self.misplacedBesideText(labelWidth: "36", boxX: "65.5").first)
        XCTAssertEqual(box.message, "Frame for \"Box\" will be different at run time. Expected x=64 (saved x=65.5). Its saved frame misses \"Box.leading = Title.trailing + 8\" by 1.5 pt.")
        XCTAssertEqual(box.identityMessage, "Frame for \"Box\" will be different at run time.")
        XCTAssertEqual(evidence(box), .string("saved-frames-miss-constraint"))
        XCTAssertEqual(box.severity, .note, "a hint: Xcode flagged 11% of such views on the corpus")
        XCTAssertEqual(box.details.first { $0.key == "missedConstraint" }?.value, .string("c05-00-001"))
        // Saved frames that agree with each other, the label far wider than its text.
        let wide = Self.misplacedBesideText(labelWidth: "80", boxX: "108")
        XCTAssertEqual(wide.compactMap(\.objectID), ["lab-00-001", "box-00-001"])
        XCTAssertEqual(wide[0].message, "Frame for \"Title\" will be different at run time. Expected width=34 (saved width=80). The expected frame depends on text measured with a stand-in for Apple's fonts.")
        XCTAssertEqual(wide.map(evidence), [.string("text"), .string("text")])
    }

    /// A storyboard on an iPhone 16 (393 x 852): a navigation controller whose root controller's
    /// view is saved `rootHeight` tall; `controllerExtras` go inside that controller.
    static func navigationStoryboard(rootHeight: String, controllerExtras: String = "", segueKind: String = "relationship\" relationship=\"rootViewController",
                                     navigationAttributes: String = "", extraScenes: String = "",
                                     barFrame: String = "x=\"0.0\" y=\"59\" width=\"393\" height=\"44\"") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav-00-000">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc1-00-000">
                    <objects>
                        <navigationController id="nav-00-000" \(navigationAttributes)sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-000">
                                <rect key="frame" \(barFrame)/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc0-00-000" kind="\(segueKind)" id="seg-00-000"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="sc0-00-000">
                    <objects>
                        <viewController id="vc0-00-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="\(rootHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
                            </view>
                            <navigationItem key="navigationItem" id="nvi-00-000"/>
        \(controllerExtras)            </viewController>
                    </objects>
                </scene>
        \(extraScenes)        </scenes>
        </document>
        """
    }

    /// A controller's root saved at a height no simulated screen gives it (852 less any bars) is
    /// misplaced, expected at the size its navigation controller gives it; the full screen, a
    /// freeform size and a presented controller (sheets have their own sizes) are not judged so.
    func testRootSavedAtASizeNoScreenGivesIsMisplaced() throws {
        func misplaced(_ text: String) -> [Diagnostic] {
            Validator().validate(bytes: Array(text.utf8), path: "t.storyboard").diagnostics.filter { $0.rule == "misplaced-view" }
        }
        let stale = misplaced(Self.navigationStoryboard(rootHeight: "790"))
        XCTAssertEqual(stale.map(\.objectID), ["rt0-00-000"])
        XCTAssertEqual(stale.first?.message, "Frame for \"View\" will be different at run time. Expected height=852 (saved height=790). No simulated screen gives a controller's root view the saved size.")
        XCTAssertEqual(stale.first?.identityMessage, "Frame for \"View\" will be different at run time.")
        let expected = try XCTUnwrap(stale.first?.details.first { $0.key == "expectedFrame" }?.value)
        XCTAssertEqual(expected, .numbers([0, 0, 393, 852]))
        XCTAssertEqual(misplaced(Self.navigationStoryboard(rootHeight: "852")).count, 0, "the screen")
        XCTAssertEqual(misplaced(Self.navigationStoryboard(rootHeight: "749")).count, 0, "below an opaque bar and the status bar")
        XCTAssertEqual(misplaced(Self.navigationStoryboard(rootHeight: "790", controllerExtras: """
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="393" height="790"/>

        """)).count, 0, "freeform")
        XCTAssertEqual(misplaced(Self.navigationStoryboard(rootHeight: "790", segueKind: "presentation")).count, 0, "presented")
    }

    /// Only a root whose presentation fills the screen is judged against the screen: a sheet's
    /// navigation stack, a split view's column and a controller shown from outside a navigation
    /// stack (UIKit presents it modally) have sizes of their own. Blink's settings (a form sheet,
    /// 704 x 984 on a 768 x 1024 iPad), Seafile's split views and OsmAnd's stacked sheets (657 and
    /// 647 on 667) were reported as misplaced, and Xcode flagged none of them.
    func testRootWhosePresentationHasItsOwnSizeIsNotJudged() {
        func misplaced(_ text: String) -> [Diagnostic] {
            Validator().validate(bytes: Array(text.utf8), path: "t.storyboard").diagnostics.filter { $0.rule == "misplaced-view" }
        }
        XCTAssertEqual(misplaced(Self.navigationStoryboard(rootHeight: "790")).count, 1, "a full-screen navigation stack is judged")
        XCTAssertEqual(misplaced(Self.navigationStoryboard(rootHeight: "790", navigationAttributes: "modalPresentationStyle=\"formSheet\" ")).count, 0,
                       "a form sheet")
        XCTAssertEqual(misplaced(Self.navigationStoryboard(rootHeight: "790", navigationAttributes: "modalPresentationStyle=\"overFullScreen\" ")).count, 1,
                       "a presentation over the full screen fills it")
        let split = """
                <scene sceneID="sc2-00-000">
                    <objects>
                        <splitViewController id="spl-00-000" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav-00-000" kind="relationship" relationship="masterViewController" id="seg-00-001"/>
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>

        """
        XCTAssertEqual(misplaced(Self.navigationStoryboard(rootHeight: "790", extraScenes: split)).count, 0, "a split view's column")
        let shownFromOutside = """
                <scene sceneID="sc2-00-000">
                    <objects>
                        <viewController id="src-00-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt2-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="sa2-00-000"/>
                            </view>
                            <connections>
                                <segue destination="nav-00-000" kind="show" id="seg-00-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>

        """
        XCTAssertEqual(misplaced(Self.navigationStoryboard(rootHeight: "790", extraScenes: shownFromOutside)).count, 0,
                       "shown from a controller outside a navigation stack: presented modally")
    }

    /// The navigation bar the canvas drew is saved in the navigation controller's element: where
    /// it ends is a witness of the space above its controllers' roots, so a root that fills the
    /// rest of the screen below it is not judged misplaced, whatever nibtool's bar table says.
    func testRootBelowItsContainersSavedNavigationBarIsNotJudged() {
        func misplaced(_ text: String) -> [Diagnostic] {
            Validator().validate(bytes: Array(text.utf8), path: "t.storyboard").diagnostics.filter { $0.rule == "misplaced-view" }
        }
        // 852 - (118 + 54) = 680: the bar saved at y 118, 54 tall, ends where the root begins.
        let tallBar = "x=\"0.0\" y=\"118\" width=\"393\" height=\"54\""
        XCTAssertEqual(misplaced(Self.navigationStoryboard(rootHeight: "680", barFrame: tallBar)).count, 0)
        XCTAssertEqual(misplaced(Self.navigationStoryboard(rootHeight: "680")).map(\.objectID), ["rt0-00-000"],
                       "under a standard bar saved at y 59, 44 tall, no screen gives the root 680 pt")
        XCTAssertEqual(misplaced(Self.navigationStoryboard(rootHeight: "701", barFrame: tallBar)).count, 1,
                       "the saved bar explains one height, not any")
    }

    func testDiagnosticsAreSortedAndCarryScene() {
        let example = RuleExample.rootView("""
        <constraints>
            <constraint firstAttribute="widht" constant="100" id="bad-00-001"/>
            <constraint firstAttribute="height" constant="100" id="bad-00-001"/>
        </constraints>
        """)
        var options = CheckOptions()
        options.disabledRules = Set(RuleRegistry.layoutRuleIDs)
        let r = Validator(options: options).validate(bytes: Array(example.documentText.utf8), path: "t.storyboard")
        XCTAssertEqual(r.diagnostics.map(\.rule), ["invalid-constraint", "duplicate-id"])
        XCTAssertEqual(r.diagnostics.map(\.scene), ["sc0-00-000", "sc0-00-000"])
        XCTAssertLessThan(r.diagnostics[0].line, r.diagnostics[1].line)
    }

    func testJSONReportFollowsTheContract() {
        let r = FileReport(path: "a.storyboard", device: "retina6_12", diagnostics: [
            Diagnostic(rule: "misplaced-view", severity: .warning, message: "Frame for \"Red View\" will be different at run time.",
                       line: 27, column: 17, objectID: "aB3-xY-9kL", scene: "Qw1-er-Ty2",
                       details: [("actualFrame", .numbers([20, 40, 100, 100]))]),
        ])
        let json = JSONReporter().render([r])
        XCTAssertTrue(json.hasPrefix("{\n  \"tool\": \"nibtool\",\n  \"version\": \"0.1.0\",\n  \"files\": ["), json)
        XCTAssertTrue(json.contains("\"objectIDs\": [\"aB3-xY-9kL\"]"), json)
        XCTAssertTrue(json.contains("\"actualFrame\": [20, 40, 100, 100]"), json)
        XCTAssertTrue(json.contains("\"summary\": {\n    \"files\": 1,\n    \"errors\": 0,\n    \"warnings\": 1,\n    \"notes\": 0,\n    \"suppressed\": 0\n  }"), json)
        let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8))
        XCTAssertNotNil(parsed)
    }

    func testHumanReporterFormat() {
        let r = FileReport(path: "a.storyboard", diagnostics: [Diagnostic(rule: "duplicate-id", severity: .error, message: "M.", line: 3, column: 5)])
        XCTAssertEqual(HumanReporter(colored: false).render([r]), "a.storyboard:3:5: error: M. [duplicate-id]\n")
    }

    /// A size-class mask entry whose constraint was deleted (AdGuard's main tab bar has 14): Xcode
    /// ignores it, so it is a warning that says so, while a constraint item that points nowhere
    /// stays an error.
    func testStaleMaskEntryIsAWarning() {
        let example = RuleExample.rootView("""
        <constraints>
            <constraint firstAttribute="height" constant="100" id="hgt-00-002"/>
            <constraint firstItem="sa0-00-000" firstAttribute="top" secondItem="gone-0-000" secondAttribute="top" id="top-00-002"/>
        </constraints>
        <variation key="default">
            <mask key="constraints">
                <exclude reference="nop-00-000"/>
            </mask>
        </variation>
        """)
        let r = Validator().validate(bytes: Array(example.documentText.utf8), path: "t.storyboard")
        let references = r.diagnostics.filter { $0.rule == "unknown-reference" }
        XCTAssertEqual(references.map(\.severity), [.error, .warning], references.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(references[1].message.contains("Xcode ignores the entry"), references[1].message)
    }

    /// A stale size-class mask entry does not hold the layout rules back (Xcode lays such a
    /// document out and flags its ambiguous views), while any other dangling reference does.
    func testStaleMaskEntryDoesNotHoldLayoutBack() {
        func example(_ extra: String) -> String {
            RuleExample.rootView("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="red-00-001">
                    <rect key="frame" x="16" y="59" width="100" height="100"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="red-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
                <constraint firstItem="red-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="top-00-001"/>
                \(extra)
            </constraints>
            <variation key="default">
                <mask key="constraints">
                    <exclude reference="nop-00-000"/>
                </mask>
            </variation>
            """).documentText
        }
        let stale = Validator().validate(bytes: Array(example("").utf8), path: "t.storyboard").diagnostics
        XCTAssertEqual(stale.filter { $0.rule == "ambiguous-layout" }.count, 2, stale.map(\.message).joined(separator: "\n"))
        let dangling = example(#"<constraint firstItem="red-00-001" firstAttribute="bottom" secondItem="gone-0-000" secondAttribute="bottom" id="bot-00-001"/>"#)
        let broken = Validator().validate(bytes: Array(dangling.utf8), path: "t.storyboard").diagnostics
        XCTAssertEqual(broken.filter { $0.rule == "ambiguous-layout" }.count, 0, broken.map(\.message).joined(separator: "\n"))
    }

    /// A scroll view whose content size is open is one finding: `ambiguous-layout`, as Xcode flags
    /// the scroll view ambiguous; `scrollable-content-size-ambiguity` reports it only when
    /// `ambiguous-layout` is off.
    func testOpenScrollContentIsOneFinding() throws {
        let example = try XCTUnwrap(ScrollableContentSizeAmbiguityRule.description.triggeringExamples.first)
        let bytes = Array(example.documentText.utf8)
        let rules = Set([AmbiguousLayoutRule.description.id, ScrollableContentSizeAmbiguityRule.description.id])
        let both = Validator().validate(bytes: bytes, path: "t.storyboard").diagnostics.filter { rules.contains($0.rule) }
        // One per open axis, both from `ambiguous-layout`.
        XCTAssertEqual(both.map(\.rule), [AmbiguousLayoutRule.description.id, AmbiguousLayoutRule.description.id], both.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(both.allSatisfy { $0.message.hasPrefix("Scrollable content") }, both.map(\.message).joined(separator: "\n"))
        var options = CheckOptions()
        options.disabledRules.insert(AmbiguousLayoutRule.description.id)
        let alone = Validator(options: options).validate(bytes: bytes, path: "t.storyboard").diagnostics.filter { rules.contains($0.rule) }
        XCTAssertEqual(alone.map(\.rule), [ScrollableContentSizeAmbiguityRule.description.id])
    }
}
