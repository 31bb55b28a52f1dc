import NibLayout
import NibModel
import NibSupport

/// The saved frame differs from the frame the constraints give, in the document's own
/// configuration (Xcode: Misplaced Views, "Frame for "X" will be different at run time.").
/// Frames that depend on text are compared with a tolerance for our stand-in font. Controller
/// roots are judged by their size alone: one no simulated screen gives (`SimulatedRootSize`).
public struct MisplacedViewRule: DocumentRule {
    public static let description = RuleDescription(
        id: "misplaced-view", name: "Misplaced View",
        summary: "The frame saved in the document differs from the frame its constraints produce by more than one pixel, or a controller's root view is saved at a size no simulated screen gives it (Xcode: Misplaced Views). The message gives the expected coordinates and the evidence: a constraint of the document the saved frame misses, or that the expected frame rests on text measurement.",
        defaultSeverity: .warning,
        triggeringExamples: [
            .rootView("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="red-00-001" userLabel="Red View">
                    <rect key="frame" x="20" y="70" width="100" height="100"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="wid-00-001"/>
                        <constraint firstAttribute="height" constant="100" id="hgt-00-001"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="red-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
                <constraint firstItem="red-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="top-00-001"/>
            </constraints>
            """),
        ],
        nonTriggeringExamples: [
            .rootView("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="red-00-001" userLabel="Red View">
                    <rect key="frame" x="16" y="59" width="100" height="100"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="wid-00-001"/>
                        <constraint firstAttribute="height" constant="100" id="hgt-00-001"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="red-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
                <constraint firstItem="red-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="top-00-001"/>
            </constraints>
            """, count: 0),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        guard let layout = context.analysis.documentLayout else { return [] }
        return context.analysis.misplacements().map { issue in
            guard issue.flaggedByXcode else { return Self.diagnostic(context, issue.verdict!, layout) }
            // Xcode's own flag, with nibtool's detail where it has one.
            var d: Diagnostic
            if let verdict = issue.verdict {
                d = Self.diagnostic(context, verdict, layout)
                d.details.append(("computedEvidence", .string(d.evidence?.rawValue ?? "modelled-frame")))
            } else {
                let view = context.document.views[issue.view]
                d = Self.diagnostic(context, view, layout.configuration, "Xcode saved it flagged as misplaced." + Self.ownReading(of: issue.view, layout, context.document),
                                    view.frame.map { [("actualFrame", .numbers($0.array))] } ?? [])
            }
            d.setEvidence(.xcode)
            return d
        }
    }

    /// What nibtool's own layout says of a view Xcode flagged as misplaced where nibtool has no
    /// verdict of its own: that it lays the view out where it is saved (within half a point), or
    /// the frame it gives, so that the flag nibtool does not share is not left unexplained.
    static func ownReading(of v: Int, _ layout: LayoutResult, _ doc: IBDocument) -> String {
        guard layout.views.indices.contains(v) else { return "" }
        let l = layout.views[v]
        switch l.mode {
        case .root: return " Its container sets its frame."
        case .notInstalled: return ""
        case .autoLayout, .autoresizing: break
        }
        guard let solved = l.frame, let saved = doc.views[v].frame else { return "" }
        let how = l.mode == .autoLayout ? "nibtool's layout of its constraints" : "nibtool's layout, by its autoresizing mask,"
        guard let gives = changes(from: saved, to: solved), !zip(solved.array, saved.array).allSatisfy({ abs($0 - $1) <= 0.5 }) else {
            return " \(how) puts it where it is saved."
        }
        return " \(how) gives \(gives), but nibtool makes no verdict of its own on it."
    }

    static func diagnostic(_ context: CheckContext, _ verdict: MisplacementVerdict, _ layout: LayoutResult) -> Diagnostic {
        let doc = context.document
        let view = doc.views[verdict.view]
        var details: [(key: String, value: JSONValue)] = [("actualFrame", .numbers(verdict.saved.array)), ("expectedFrame", .numbers(verdict.expected.array))]
        var explanation = Self.difference(saved: verdict.saved, expected: verdict.expected)
        switch verdict.evidence {
        case .savedFramesMissConstraint:
            if let missed = verdict.missed {
                let con = doc.constraints[missed.constraint]
                explanation += " Its saved frame misses \"\(doc.describe(con, constant: layout.installation.constants[missed.constraint]))\" by \(NumberFormat.short(missed.amount)) pt."
                details += [("missedConstraint", .string(con.id)), ("missedBy", .number(missed.amount))]
            }
        case .text: explanation += " The expected frame depends on text measured with a stand-in for Apple's fonts."
        case .screenSize: explanation += " No simulated screen gives a controller's root view the saved size."
        case .contradictedByWitness: explanation += " The saved frame satisfies every constraint of the document that touches it; the difference comes from what nibtool models (guides, margins, bars, intrinsic sizes)."
        default: break
        }
        var d = Self.diagnostic(context, view, layout.configuration, explanation, details)
        d.setEvidence(verdict.evidence)
        return d
    }
}

extension MisplacedViewRule {
    /// Xcode's sentence, then what nibtool expects and why. Baselines and fingerprints identify the
    /// finding by Xcode's sentence alone, so that a better expected frame does not make it new.
    static func diagnostic(_ context: CheckContext, _ view: View, _ configuration: Configuration, _ explanation: String,
                           _ details: [(key: String, value: JSONValue)]) -> Diagnostic {
        let sentence = "Frame for \"\(view.displayName)\" will be different at run time."
        var d = context.diagnostic(description, at: view.element, sentence + " " + explanation,
                                   objectID: view.id, configuration: configuration, details: details)
        d.identityMessage = sentence
        return d
    }

    /// "Expected x=16, width=280 (saved x=20, width=345).": the coordinates that differ.
    static func difference(saved: Rect, expected: Rect) -> String {
        changes(from: saved, to: expected).map { "Expected \($0)." } ?? ""
    }

    /// "x=16, width=280 (saved x=20, width=345)": the coordinates that differ; nil when none does.
    static func changes(from saved: Rect, to expected: Rect) -> String? {
        let names = ["x", "y", "width", "height"]
        let differing = names.indices.filter { abs(saved.array[$0] - expected.array[$0]) > 0.005 }
        guard !differing.isEmpty else { return nil }
        func list(_ r: Rect) -> String { differing.map { "\(names[$0])=\(NumberFormat.short(r.array[$0]))" }.joined(separator: ", ") }
        return "\(list(expected)) (saved \(list(saved)))"
    }
}

/// A scroll view whose content width or height its constraints do not determine.
public struct ScrollableContentSizeAmbiguityRule: DocumentRule {
    /// A scroll view filling the root's safe area whose content has no trailing or bottom
    /// constraint: its content width and height are open (`ambiguous-layout` uses it too).
    static let openContent = """
            <subviews>
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
                    <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-001" userLabel="Content">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="1000"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="1000" id="hgt-00-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="cnt-00-001" firstAttribute="leading" secondItem="scr-00-001" secondAttribute="leading" id="c01-00-001"/>
                        <constraint firstItem="cnt-00-001" firstAttribute="top" secondItem="scr-00-001" secondAttribute="top" id="c02-00-001"/>
                        <constraint firstItem="cnt-00-001" firstAttribute="width" secondItem="scr-00-001" secondAttribute="width" id="c03-00-001"/>
                    </constraints>
                </scrollView>
            </subviews>
            \(scrollViewFillsSafeArea)
            """

    /// The examples' scroll view (`scr-00-001`) fills the root's safe area.
    static let scrollViewFillsSafeArea = """
        <constraints>
            <constraint firstItem="scr-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="c04-00-001"/>
            <constraint firstItem="scr-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="c05-00-001"/>
            <constraint firstItem="rt0-00-000" firstAttribute="trailing" secondItem="scr-00-001" secondAttribute="trailing" id="c06-00-001"/>
            <constraint firstItem="sa0-00-000" firstAttribute="bottom" secondItem="scr-00-001" secondAttribute="bottom" id="c07-00-001"/>
        </constraints>
        """
    public static let description = RuleDescription(
        id: "scrollable-content-size-ambiguity", name: "Scrollable Content Size Ambiguity",
        summary: "A scroll view with Auto Layout content, or with Content Layout Guides on, whose content width or height is not determined by constraints. Xcode flags such a scroll view as ambiguous, so `validate` reports it once, as `ambiguous-layout` (\"Scrollable content width is ambiguous\"), and under this rule only where `ambiguous-layout` does not report it (turned off, silenced, or below `--evidence`).",
        defaultSeverity: .error,
        triggeringExamples: [
            .rootView(openContent, count: 1, "no trailing and bottom: the content size is open"),
            .rootView("""
            <subviews>
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
                    <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                    <viewLayoutGuide key="contentLayoutGuide" id="cgd-00-001"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="fgd-00-001"/>
                </scrollView>
            </subviews>
            \(scrollViewFillsSafeArea)
            """, count: 1, "content layout guide on and nothing in it: nothing sizes the content"),
        ],
        nonTriggeringExamples: [
            .rootView("""
            <subviews>
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
                    <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-001" userLabel="Content">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="1000"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="1000" id="hgt-00-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="cnt-00-001" firstAttribute="leading" secondItem="scr-00-001" secondAttribute="leading" id="c01-00-001"/>
                        <constraint firstItem="cnt-00-001" firstAttribute="top" secondItem="scr-00-001" secondAttribute="top" id="c02-00-001"/>
                        <constraint firstItem="cnt-00-001" firstAttribute="width" secondItem="scr-00-001" secondAttribute="width" id="c03-00-001"/>
                        <constraint firstAttribute="trailing" secondItem="cnt-00-001" secondAttribute="trailing" id="c08-00-001"/>
                        <constraint firstAttribute="bottom" secondItem="cnt-00-001" secondAttribute="bottom" id="c09-00-001"/>
                    </constraints>
                </scrollView>
            </subviews>
            \(scrollViewFillsSafeArea)
            """, count: 0),
            .rootView("""
            <subviews>
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
                    <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                </scrollView>
            </subviews>
            \(scrollViewFillsSafeArea)
            """, count: 0, "empty, content layout guides off: the content is sized in code"),
            .rootView("""
            <subviews>
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
                    <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-001" userLabel="Content">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="100" priority="500" id="hgt-00-001"/>
                                <constraint firstAttribute="height" constant="200" priority="500" id="hgt-00-002"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="cnt-00-001" firstAttribute="leading" secondItem="scr-00-001" secondAttribute="leading" id="c01-00-001"/>
                        <constraint firstItem="cnt-00-001" firstAttribute="top" secondItem="scr-00-001" secondAttribute="top" id="c02-00-001"/>
                        <constraint firstItem="cnt-00-001" firstAttribute="width" secondItem="scr-00-001" secondAttribute="width" id="c03-00-001"/>
                        <constraint firstAttribute="trailing" secondItem="cnt-00-001" secondAttribute="trailing" id="c08-00-001"/>
                        <constraint firstAttribute="bottom" secondItem="cnt-00-001" secondAttribute="bottom" id="c09-00-001"/>
                    </constraints>
                </scrollView>
            </subviews>
            \(scrollViewFillsSafeArea)
            """, count: 0, "the content height is a tie of two equal optional constraints, not missing: constraints decide it"),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.analysis.scrollContentAmbiguities().map { issue in
            let view = context.document.views[issue.scrollView]
            let which = issue.width && issue.height ? "width and height" : issue.width ? "width" : "height"
            var d = context.diagnostic(Self.description, at: view.element,
                                       "Scrollable content size is ambiguous for \"\(view.displayName)\" (content \(which) not determined).",
                                       objectID: view.id, configuration: issue.configuration,
                                       details: [("axis", .string(issue.width && issue.height ? "both" : issue.width ? "horizontal" : "vertical"))])
            d.setEvidence(issue.evidence)
            return d
        }
    }
}
