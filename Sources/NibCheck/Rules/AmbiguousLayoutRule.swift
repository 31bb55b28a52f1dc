import LayoutSolver
import NibLayout
import NibModel
import NibSupport

/// A view whose position or size the constraints do not determine (Xcode: Missing Constraints,
/// "Horizontal position is ambiguous for "Label"."). Honors `verifyAmbiguity`; a view without
/// any constraint is never ambiguous (IB keeps its rect with prototyping constraints); arranged
/// views of a stack are placed by the stack. A scroll view whose scrollable content size is open
/// is ambiguous too: Xcode saves it flagged ambiguous, though its own frame is determined, and
/// even when it is set to Never Verify.
public struct AmbiguousLayoutRule: DocumentRule {
    public static let description = RuleDescription(
        id: "ambiguous-layout", name: "Ambiguous Layout",
        summary: "A view's position or size is not determined by its constraints (Xcode: Missing Constraints), per axis.",
        defaultSeverity: .error,
        triggeringExamples: [
            .rootView("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="red-00-001" userLabel="Red View">
                    <rect key="frame" x="16" y="59" width="100" height="100"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="red-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
                <constraint firstItem="red-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="top-00-001"/>
            </constraints>
            """, count: 2, "width and height are free"),
            .rootView(ScrollableContentSizeAmbiguityRule.openContent, count: 2, "a scroll view whose frame is determined but whose content width and height are open: Xcode saves it flagged ambiguous"),
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
                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fix-00-001">
                    <rect key="frame" x="16" y="300" width="100" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </view>
                <view contentMode="scaleToFill" verifyAmbiguity="off" translatesAutoresizingMaskIntoConstraints="NO" id="off-00-001">
                    <rect key="frame" x="16" y="500" width="100" height="100"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="red-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="lea-00-001"/>
                <constraint firstItem="red-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="top-00-001"/>
                <constraint firstItem="off-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="441" id="top-00-002"/>
            </constraints>
            """, count: 0, "fully constrained, fixed frame, and Never Verify"),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.analysis.ambiguities(.free).map { AmbiguityScan.diagnostic(context, Self.description, $0) }
    }
}

/// Equal content hugging or compression resistance leaves the layout to a tie
/// (Xcode: Content Priority Ambiguity, "Decrease horizontal hugging of "Label" from 251 to 250.").
public struct ContentPriorityAmbiguityRule: DocumentRule {
    public static let description = RuleDescription(
        id: "content-priority-ambiguity", name: "Content Priority Ambiguity",
        summary: "Views with equal content hugging or compression resistance compete for the same space; the layout is decided by a tie.",
        defaultSeverity: .warning,
        triggeringExamples: [
            .rootView("""
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="First" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-00-001">
                    <rect key="frame" x="16" y="59" width="180" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Second" translatesAutoresizingMaskIntoConstraints="NO" id="lb2-00-001">
                    <rect key="frame" x="204" y="59" width="173" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="lb1-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="c01-00-001"/>
                <constraint firstItem="lb2-00-001" firstAttribute="leading" secondItem="lb1-00-001" secondAttribute="trailing" constant="8" id="c02-00-001"/>
                <constraint firstItem="sa0-00-000" firstAttribute="trailing" secondItem="lb2-00-001" secondAttribute="trailing" constant="16" id="c03-00-001"/>
                <constraint firstItem="lb1-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="c04-00-001"/>
                <constraint firstItem="lb2-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="c05-00-001"/>
            </constraints>
            """, count: 2, "both labels' widths (and the second's position) are decided by a tie"),
        ],
        nonTriggeringExamples: [
            .rootView("""
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="252" verticalHuggingPriority="251" text="First" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-00-001">
                    <rect key="frame" x="16" y="59" width="42" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Second" translatesAutoresizingMaskIntoConstraints="NO" id="lb2-00-001">
                    <rect key="frame" x="66" y="59" width="311" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="lb1-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="c01-00-001"/>
                <constraint firstItem="lb2-00-001" firstAttribute="leading" secondItem="lb1-00-001" secondAttribute="trailing" constant="8" id="c02-00-001"/>
                <constraint firstItem="sa0-00-000" firstAttribute="trailing" secondItem="lb2-00-001" secondAttribute="trailing" constant="16" id="c03-00-001"/>
                <constraint firstItem="lb1-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="c04-00-001"/>
                <constraint firstItem="lb2-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="c05-00-001"/>
            </constraints>
            """, count: 0, "hugging 252 against 251 decides it"),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.analysis.ambiguities(.tie).map { AmbiguityScan.diagnostic(context, Self.description, $0) }
    }
}

/// The diagnostic both ambiguity rules make of a typed issue.
enum AmbiguityScan {
    static func diagnostic(_ context: CheckContext, _ rule: RuleDescription, _ issue: AmbiguityIssue) -> Diagnostic {
        let view = context.document.views[issue.view]
        var d: Diagnostic
        if let axis = issue.axis, issue.scrollContent {
            d = context.diagnostic(rule, at: view.element,
                                   "Scrollable content \(axis == .horizontal ? "width" : "height") is ambiguous for \"\(view.displayName)\".",
                                   objectID: view.id, configuration: issue.configuration,
                                   details: [("axis", .string(axis.rawValue)), ("ambiguous", .string("content size"))])
        } else if let row = issue.rowBelowItsTable, let table = context.document.views[row].superview {
            // What Xcode's canvas shows: say why, and that the app is not affected. Whether Xcode
            // saved such a view flagged varies with what it laid out while the document was edited
            // (OffscreenRowAmbiguityTests: about half of them outside the corpus), so nibtool's own
            // finding says the canvas may show it, where Xcode's flag says it does.
            let doc = context.document
            let height = doc.views[table].frame.map { " (\(NumberFormat.short($0.height)) pt)" } ?? ""
            let (are, shows) = view.ambiguous ? ("are", ", and show their views as ambiguous")
                : ("may show as", " (whether it flags their views depends on what it laid out while the document was edited)")
            d = context.diagnostic(rule, at: view.element,
                                   "Position and size \(are) ambiguous for \"\(view.displayName)\" in Xcode's canvas: its row, \"\(doc.views[row].displayName)\", "
                                   + "lies below the saved height of \"\(doc.views[table].displayName)\"\(height), and Xcode 14 and later do not lay out "
                                   + "the rows a table does not show\(shows). Its constraints determine it at run time.",
                                   objectID: view.id, configuration: issue.configuration,
                                   details: [("ambiguous", .string("both")), ("row", .string(doc.views[row].id))])
        } else if let axis = issue.axis {
            d = diagnostic(context, rule, issue.configuration, view, axis: axis, position: issue.position, size: issue.size,
                           tiesAsTextVaries: issue.tiesAsTextVaries)
        } else {
            // nibtool's own reading, so that a flag it does not share is not left unexplained.
            let reading = context.analysis.ownReading(ofFlagged: issue.view).map { " " + $0 } ?? ""
            d = context.diagnostic(rule, at: view.element, "Position or size is ambiguous for \"\(view.displayName)\" (Xcode saved it flagged as ambiguous).\(reading)",
                                   objectID: view.id, configuration: issue.configuration)
        }
        if let computed = issue.computedEvidence {
            d.setEvidence(computed)
            d.details.append(("computedEvidence", .string(computed.rawValue)))
        }
        d.setEvidence(issue.evidence)
        return d
    }

    static func diagnostic(_ context: CheckContext, _ rule: RuleDescription, _ configuration: Configuration, _ view: View,
                           axis: LayoutAttribute.Axis, position: Bool, size: Bool, tiesAsTextVaries: Bool = false) -> Diagnostic {
        let horizontal = axis == .horizontal
        let dimension = horizontal ? "Width" : "Height"
        let place = horizontal ? "horizontal position" : "vertical position"
        let what: String
        if position && size { what = "\(dimension) and \(place) are" } else if size { what = "\(dimension) is" } else { what = "\(place.prefix(1).uppercased())\(place.dropFirst()) is" }
        var message = "\(what) ambiguous for \"\(view.displayName)\"."
        if rule.id == ContentPriorityAmbiguityRule.description.id {
            let hugging = horizontal ? view.horizontalHugging : view.verticalHugging
            // Where only a change of text size opens the tie, say so: the user's canvas shows none.
            let when = tiesAsTextVaries ? " as soon as text sizes differ (the texts fill their space exactly at nibtool's sizes)" : ""
            message = "Content priority ambiguity: \(what.lowercased()) decided by a tie for \"\(view.displayName)\"\(when); "
                + "give it a different \(horizontal ? "horizontal" : "vertical") content hugging or compression resistance priority (e.g. decrease hugging from \(Int(hugging)) to \(Int(hugging) - 1))."
        }
        var details: [(key: String, value: JSONValue)] = [("axis", .string(axis.rawValue)),
                                                          ("ambiguous", .string(position && size ? "both" : size ? "size" : "position"))]
        if tiesAsTextVaries { details.append(("tiesAsTextVaries", .bool(true))) }
        return context.diagnostic(rule, at: view.element, message, objectID: view.id, configuration: configuration, details: details)
    }
}
