import NibLayout
import NibModel
import NibText

/// With `--text-size`: labels whose text fits at the document's own size but no longer fits the
/// frame the constraints give it at that Dynamic Type size (Android's visual lint at large font
/// scales). A one-line text is
/// truncated where it is narrower than its text; a multi-line one loses its last lines where a
/// height constraint or its neighbours keep it shorter than its lines. Compared with the lower end
/// of the measurement's range, so that the stand-in font alone never makes a finding.
public struct ClippedTextRule: DocumentRule {
    public static let description = RuleDescription(
        id: "clipped-text", name: "Clipped Text",
        summary: "With --text-size: a label whose text fits at the document's own size but not at that Dynamic Type size (AX1-AX5 are the larger accessibility sizes): a one-line label narrower than its text is truncated, a multi-line one kept shorter than its lines loses the last ones. Labels that shrink their font to fit (adjustsFontSizeToFit) are not judged, nor text already cut off at the document's own size (a design decision).",
        defaultSeverity: .warning,
        triggeringExamples: [
            .document(ClippedTextExamples.storyboard(lines: 1), count: 1, "one line of Body text at AX5 is wider than the screen"),
            .document(ClippedTextExamples.storyboard(lines: 0, heightConstraint: true), count: 1,
                      "two lines of Body text at AX5 in a label held 21 pt tall"),
        ],
        nonTriggeringExamples: [
            .document(ClippedTextExamples.storyboard(lines: 0), count: 0, "a label that wraps and grows with its text"),
            .document(ClippedTextExamples.storyboard(lines: 1, textSize: nil), count: 0, "no --text-size: nothing is checked"),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        guard let size = context.textSize else { return [] }
        return context.analysis.clippedText(runtime: context.options.runtime).map { issue in
            let view = context.document.views[issue.view]
            return context.diagnostic(Self.description, at: view.element,
                "At text size \(size), \"\(view.displayName)\" needs \(NumberFormat.short(issue.need)) pt of \(issue.height ? "height" : "width") for its text but gets \(NumberFormat.short(issue.has)): \(issue.height ? "its last lines are cut off" : "it is truncated") (it fits at the document's own size, \(issue.ownSize)).",
                objectID: view.id, configuration: issue.configuration,
                details: [("textSize", .string(size.description)), ("frame", .numbers(issue.frame.array))])
        }
    }
}

enum ClippedTextExamples {
    /// A Body label pinned to the root's margins and the safe area's top, `lines` lines at most
    /// (0: any), optionally held 21 pt tall, checked at `textSize`.
    static func storyboard(lines: Int, heightConstraint: Bool = false, textSize: String? = "AX5") -> String {
        let height = heightConstraint ? "\n    <constraints>\n        <constraint firstAttribute=\"height\" constant=\"21\" id=\"ct0-00-004\"/>\n    </constraints>" : ""
        return RuleExample.storyboard(preamble: textSize.map { "<!--nibtool-example-text-size \($0)-->" } ?? "", rootViewContent: """
        <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome to the app" lineBreakMode="tailTruncation" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="lb0-00-001" userLabel="Title">
                <rect key="frame" x="16" y="79" width="361" height="20.333333333333332"/>\(height)
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
        </subviews>
        <constraints>
            <constraint firstItem="lb0-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leadingMargin" id="ct0-00-001"/>
            <constraint firstItem="lb0-00-001" firstAttribute="trailing" secondItem="rt0-00-000" secondAttribute="trailingMargin" id="ct0-00-002"/>
            <constraint firstItem="lb0-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="20" id="ct0-00-003"/>
        </constraints>
        """)
    }
}
