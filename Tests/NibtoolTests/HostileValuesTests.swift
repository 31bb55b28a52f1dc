import XCTest
import Foundation
import NibCheck

/// Numerical and referential hostility, table-driven: each case is a fragment of a one-scene
/// storyboard, the rule that must report it and `validate`'s exit status. Every case also goes
/// through `preview` and `fix --dry-run`, which must end with a status, never a signal.
final class HostileValuesTests: XCTestCase {
    struct Case {
        var name: String
        var xml: String
        /// nil: no particular rule (the document is legal), only the exit status is checked.
        var rule: String?
        var status: Int32
        /// `<resources>` content (images, named colours), for the cases that need it.
        var resources = ""
    }

    /// A titleless button showing image `i` (each case gives its `<resources>` entry).
    static let imageButton: String = {
        box(inside: """
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                    <state key="normal" image="i"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="btn-00-001" firstAttribute="leading" secondItem="box-00-001" secondAttribute="leading" id="btl-00-001"/>
                <constraint firstItem="btn-00-001" firstAttribute="top" secondItem="box-00-001" secondAttribute="top" id="btt-00-001"/>
            </constraints>
            """)
    }()

    /// A box with a background colour of these attributes.
    static func colored(_ attributes: String) -> String {
        box(inside: #"<color key="backgroundColor" \#(attributes)/>"#)
    }

    /// A box pinned to the root view, with one extra constraint or attribute under test.
    static func box(constraint: String = "", boxAttributes: String = "", frame: String = #"x="16" y="59" width="100" height="100""#,
                    inside: String = "") -> String {
        """
        <subviews>
            <view contentMode="scaleToFill" \(boxAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                <rect key="frame" \(frame)/>
                \(inside)
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="top-00-001"/>
            <constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="wid-00-001"/>
            <constraint firstItem="box-00-001" firstAttribute="height" constant="100" id="hei-00-001"/>
            \(constraint)
        </constraints>
        """
    }

    static func extra(_ attributes: String) -> String {
        box(constraint: #"<constraint firstItem="box-00-001" "# + attributes + #" id="xtr-00-001"/>"#)
    }

    static func label(_ attributes: String, font: String = #"pointSize="17""#) -> String {
        box(inside: """
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="41" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" \(font)/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="box-00-001" secondAttribute="leading" id="lbl-00-001"/>
                <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="box-00-001" secondAttribute="top" id="lbt-00-001"/>
            </constraints>
            """)
    }

    /// `count` labels, each a million times the size of the one before.
    static func chain(_ count: Int) -> String {
        var views = "", constraints = ""
        for i in 0..<count {
            let id = "lb\(i)-00-001", previous = i == 0 ? "rt0-00-000" : "lb\(i - 1)-00-001"
            views += #"<label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="0" y="0" width="10" height="10"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
            for (a, b) in [("width", "width"), ("height", "height")] {
                constraints += #"<constraint firstItem="\#(id)" firstAttribute="\#(a)" secondItem="\#(previous)" secondAttribute="\#(b)" multiplier="1000000" id="c\#(a.prefix(1))\#(i)-00-001"/>"#
            }
            constraints += #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="-1000000000" id="cl\#(i)-00-001"/>"#
            constraints += #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" id="ct\#(i)-00-001"/>"#
        }
        return "<subviews>\(views)</subviews><constraints>\(constraints)</constraints>"
    }

    static let toRoot = #"secondItem="sa0-00-000" secondAttribute="centerX""#

    static let cases: [Case] = [
        // Issue #30, crash 2: "Range requires lowerBound <= upperBound" in every layout command.
        Case(name: "image width -5 on a titleless button", xml: imageButton, rule: "invalid-value", status: 1,
             resources: #"<resources><image name="i" width="-5" height="10"/></resources>"#),
        Case(name: "image height nan", xml: imageButton, rule: "invalid-value", status: 1,
             resources: #"<resources><image name="i" width="5" height="nan"/></resources>"#),
        Case(name: "image of ordinary size", xml: imageButton, rule: nil, status: 0,
             resources: #"<resources><image name="i" width="24" height="24"/></resources>"#),
        // Issue #30, crash 1: a NaN colour component trapped in preview's SVG output.
        Case(name: "colour component NaN", xml: colored(#"red="nan" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB""#),
             rule: "invalid-value", status: 1),
        Case(name: "display P3 colour inf", xml: colored(#"red="inf" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3""#),
             rule: "invalid-value", status: 1),
        Case(name: "white NaN alpha 2", xml: colored(#"white="nan" alpha="2" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#),
             rule: "invalid-value", status: 1),
        Case(name: "extended sRGB past 1 is legal", xml: colored(#"red="1.2" green="-0.05" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="extendedSRGB""#),
             rule: nil, status: 0),
        Case(name: "frame width negative", xml: box(frame: #"x="16" y="59" width="-5" height="100""#), rule: "invalid-value", status: 1),
        Case(name: "view alpha nan", xml: box(boxAttributes: #"alpha="nan""#), rule: "invalid-value", status: 1),
        Case(name: "constant NaN", xml: extra(#"firstAttribute="centerX" \#(toRoot) constant="NaN""#), rule: "invalid-constraint", status: 1),
        Case(name: "constant inf", xml: extra(#"firstAttribute="centerX" \#(toRoot) constant="inf""#), rule: "invalid-constraint", status: 1),
        Case(name: "constant -inf", xml: extra(#"firstAttribute="centerX" \#(toRoot) constant="-inf""#), rule: "invalid-constraint", status: 1),
        Case(name: "constant 1e308", xml: extra(#"firstAttribute="centerX" \#(toRoot) constant="1e308""#), rule: "invalid-constraint", status: 1),
        Case(name: "multiplier 0 on a location", xml: extra(#"firstAttribute="centerX" \#(toRoot) multiplier="0""#), rule: "invalid-constraint", status: 1),
        Case(name: "multiplier 0/0", xml: extra(#"firstAttribute="centerX" \#(toRoot) multiplier="0/0""#), rule: "invalid-constraint", status: 1),
        Case(name: "multiplier 1:0", xml: extra(#"firstAttribute="width" secondItem="sa0-00-000" secondAttribute="width" multiplier="1:0""#), rule: "invalid-constraint", status: 1),
        Case(name: "huge multiplier", xml: extra(#"firstAttribute="width" secondItem="sa0-00-000" secondAttribute="width" multiplier="1e300""#), rule: "invalid-constraint", status: 1),
        Case(name: "negative multiplier", xml: extra(#"firstAttribute="width" secondItem="sa0-00-000" secondAttribute="width" multiplier="-2" priority="250""#), rule: nil, status: 0),
        Case(name: "multiplier 0 on a size", xml: extra(#"firstAttribute="width" secondItem="sa0-00-000" secondAttribute="width" multiplier="0" constant="100""#), rule: nil, status: 0),
        Case(name: "view and itself", xml: extra(#"firstAttribute="width" secondItem="box-00-001" secondAttribute="width" constant="10""#), rule: "invalid-constraint", status: 1),
        Case(name: "priority 0", xml: extra(#"firstAttribute="centerX" \#(toRoot) priority="0""#), rule: "invalid-constraint", status: 1),
        Case(name: "priority 1001", xml: extra(#"firstAttribute="centerX" \#(toRoot) priority="1001""#), rule: "invalid-constraint", status: 1),
        Case(name: "priority negative", xml: extra(#"firstAttribute="centerX" \#(toRoot) priority="-5""#), rule: "invalid-constraint", status: 1),
        Case(name: "priority not a number", xml: extra(#"firstAttribute="centerX" \#(toRoot) priority="high""#), rule: "invalid-constraint", status: 1),
        Case(name: "priority NaN", xml: extra(#"firstAttribute="centerX" \#(toRoot) priority="nan""#), rule: "invalid-constraint", status: 1),
        Case(name: "frame NaN", xml: box(frame: #"x="nan" y="59" width="100" height="100""#), rule: "invalid-value", status: 1),
        Case(name: "frame huge", xml: box(frame: #"x="16" y="59" width="1e308" height="-1e308""#), rule: "invalid-value", status: 1),
        Case(name: "hugging NaN", xml: box(boxAttributes: #"horizontalHuggingPriority="nan""#), rule: "invalid-value", status: 1),
        Case(name: "placeholder intrinsic 1e308", xml: box(boxAttributes: #"placeholderIntrinsicWidth="1e308" placeholderIntrinsicHeight="infinite""#), rule: "invalid-value", status: 1),
        Case(name: "font size 0 (system default)", xml: label(""), rule: nil, status: 0),
        Case(name: "font size 1e30", xml: label("", font: #"pointSize="1e30""#), rule: "invalid-value", status: 1),
        Case(name: "font size 0", xml: label("", font: #"pointSize="0""#), rule: nil, status: 0),
        Case(name: "numberOfLines -1", xml: label(#"numberOfLines="-1""#), rule: "invalid-value", status: 1),
        Case(name: "stack view containing itself by a duplicated id",
             xml: box(inside: """
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" id="stk-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            </stackView>
                        </subviews>
                    </stackView>
                </subviews>
                """), rule: "duplicate-id", status: 1),
        Case(name: "variation mask with an unknown id",
             xml: box(inside: """
                <variation key="heightClass=compact">
                    <mask key="constraints">
                        <exclude reference="nowhere-001"/>
                    </mask>
                </variation>
                """), rule: "unknown-reference", status: 0),  // a stale mask entry: a warning
        // Each number is in range, the frames are not: 393 * (10^6)^5. Preview crashed converting them to Int.
        Case(name: "multiplier chain to 10^32", xml: chain(5), rule: nil, status: 0),
        Case(name: "selected segment Int.max", xml: box(inside: """
            <subviews>
                <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="9223372036854775807" translatesAutoresizingMaskIntoConstraints="NO" id="seg-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="32"/>
                    <segments><segment title="A"/><segment title="B"/></segments>
                </segmentedControl>
            </subviews>
            """), rule: nil, status: 0),
        Case(name: "bottom to its own top, outlet to itself",
             xml: box(constraint: #"<constraint firstItem="box-00-001" firstAttribute="bottom" secondItem="box-00-001" secondAttribute="top" id="cyc-00-001"/>"#,
                      inside: #"<connections><outlet property="me" destination="box-00-001" id="out-00-001"/></connections>"#),
             rule: "conflicting-constraints", status: 1),
    ]

    func testHostileValuesGetADiagnosticNotACrash() throws {
        let dir = try NibtoolProcess.temporaryDirectory("hostile")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (i, c) in Self.cases.enumerated() {
            let file = dir.appendingPathComponent("case\(i).storyboard")
            try Data(RuleExample.storyboard(rootViewContent: c.xml, resources: c.resources).utf8).write(to: file)
            let r = try NibtoolProcess.run(["validate", "--format", "json", "--no-schema", file.path])
            XCTAssertFalse(r.signaled, "\(c.name): validate crashed\n\(r.stderr)")
            XCTAssertEqual(r.status, c.status, "\(c.name): \(r.stdout)")
            let rules = Self.rules(inJSON: r.stdout)
            if let rule = c.rule {
                XCTAssertTrue(rules.contains(rule), "\(c.name): expected \(rule), got \(rules)")
            } else {
                XCTAssertFalse(rules.contains { ["invalid-constraint", "invalid-value", "resource-limit"].contains($0) }, "\(c.name): \(rules)")
            }
            for command in [["preview", "--format", "ascii", file.path], ["preview", "--format", "svg", file.path],
                            ["fix", "--update-frames", "--dry-run", file.path]] {
                let other = try NibtoolProcess.run(command)
                XCTAssertFalse(other.signaled, "\(c.name): \(command[0]) crashed\n\(other.stderr)")
                XCTAssertTrue([0, 1].contains(other.status), "\(c.name): \(command[0]) exited \(other.status)\n\(other.stderr)")
            }
        }
    }

    static func rules(inJSON text: String) -> [String] {
        guard let json = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let files = json["files"] as? [[String: Any]] else { return [] }
        return files.flatMap { ($0["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String } }
    }
}
