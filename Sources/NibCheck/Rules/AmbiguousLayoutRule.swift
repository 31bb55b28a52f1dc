import LayoutSolver
import NibLayout
import NibModel

/// A view whose position or size the constraints do not determine (Xcode: Missing Constraints,
/// "Horizontal position is ambiguous for "Label"."). Honors `verifyAmbiguity`; a view without
/// any constraint is never ambiguous (IB keeps its rect with prototyping constraints); arranged
/// views of a stack are placed by the stack.
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
        var out = AmbiguityScan.diagnostics(context, rule: Self.description, kind: .free)
        // Xcode's own flags, merged with nibtool's finding on the same view where there is one.
        // They are never an input of the computed verdicts (measured with the flags removed).
        let doc = context.document
        guard let own = context.layouts.first(where: { $0.configuration.isDocumentConfiguration }),
              doc.views.contains(where: \.ambiguous) else { return out }
        // Xcode flags content-priority ties as ambiguous too: content-priority-ambiguity reports those.
        let ties = Set(AmbiguityScan.diagnostics(context, rule: ContentPriorityAmbiguityRule.description, kind: .tie)
            .filter(AmbiguityScan.inDocumentConfiguration).compactMap(\.objectID))
        for (v, view) in doc.views.enumerated() where view.ambiguous && view.verifyAmbiguity != .off && own.views[v].mode != .notInstalled {
            let mine = out.indices.filter { out[$0].objectID == view.id && AmbiguityScan.inDocumentConfiguration(out[$0]) }
            if mine.isEmpty && !ties.contains(view.id) {
                var d = context.diagnostic(Self.description, at: view.element, "Position or size is ambiguous for \"\(view.displayName)\" (Xcode saved it flagged as ambiguous).",
                                           objectID: view.id, configuration: own.configuration)
                d.setEvidence(.xcode)
                out.append(d)
            }
            for i in mine {
                out[i].details.append(("computedEvidence", .string(out[i].evidence?.rawValue ?? "layout")))
                out[i].setEvidence(.xcode)
            }
        }
        return out
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
        var out = AmbiguityScan.diagnostics(context, rule: Self.description, kind: .tie)
        // A tie on a view Xcode saved flagged ambiguous is Xcode's finding too.
        let doc = context.document
        for i in out.indices where AmbiguityScan.inDocumentConfiguration(out[i]) {
            guard let id = out[i].objectID, doc.views.contains(where: { $0.id == id && $0.ambiguous }) else { continue }
            out[i].details.append(("computedEvidence", .string(out[i].evidence?.rawValue ?? "layout")))
            out[i].setEvidence(.xcode)
        }
        return out
    }
}

/// The per-view, per-axis scan both ambiguity rules share.
enum AmbiguityScan {
    static func diagnostics(_ context: CheckContext, rule: RuleDescription, kind: Ambiguity) -> [Diagnostic] {
        let doc = context.document
        var out: [Diagnostic] = []
        for layout in context.layouts {
            // Xcode reports content priority ambiguity structurally: when texts fill their space
            // exactly, equal hugging ties as soon as they shrink and equal compression resistance
            // as soon as they grow. A tie in both text probes is such a case.
            let probes = layout.configuration.isDocumentConfiguration && kind == .tie ? [context.textProbe, context.shrunkTextProbe].compactMap { $0 } : []
            for var l in layout.views where l.mode == .autoLayout && l.ambiguity.count == 4 {
                if probes.count == 2 {
                    let a = probes[0].views[l.view].ambiguity, b = probes[1].views[l.view].ambiguity
                    if a.count == 4 && b.count == 4 {
                        l.ambiguity = (0..<4).map { i in l.ambiguity[i] == .unique && a[i] == .tie && b[i] == .tie ? .tie : l.ambiguity[i] }
                    }
                }
                let view = doc.views[l.view]
                if view.verifyAmbiguity == .off { continue }
                // A view that moves with a tie above it is reported there; one under a view that is
                // free is itself free, and Xcode flags it too (Charts' Ratings: a stack and both
                // its labels; the only such case in the corpus).
                if LayoutNames.hasAmbiguousAncestor(l.view, doc, layout, ties: true) { continue }
                let stackAxis = LayoutNames.stackAxis(of: l.view, doc, layout)
                for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                    let (p, s) = axis == .horizontal ? (l.ambiguity[0], l.ambiguity[2]) : (l.ambiguity[1], l.ambiguity[3])
                    // Ties along a stack's axis are resolved by the stack (by arranged-view order).
                    if kind == .tie && stackAxis == axis { continue }
                    var position = classify(p, kind: kind)
                    var size = view.verifyAmbiguity == .ignoreSizes ? false : classify(s, kind: kind)
                    // A free size makes the position free as well; report what is missing.
                    if kind == .tie, p == .free || s == .free { position = false; size = false }
                    guard position || size else { continue }
                    out.append(diagnostic(context, rule, layout, view, axis: axis, position: position, size: size))
                }
            }
        }
        return out
    }

    static func classify(_ a: Ambiguity, kind: Ambiguity) -> Bool { a == kind }

    static func inDocumentConfiguration(_ d: Diagnostic) -> Bool {
        d.details.contains { $0.key == "documentConfiguration" && $0.value == .bool(true) }
    }

    static func diagnostic(_ context: CheckContext, _ rule: RuleDescription, _ layout: LayoutResult, _ view: View,
                           axis: LayoutAttribute.Axis, position: Bool, size: Bool) -> Diagnostic {
        let horizontal = axis == .horizontal
        let dimension = horizontal ? "Width" : "Height"
        let place = horizontal ? "horizontal position" : "vertical position"
        let what: String
        if position && size { what = "\(dimension) and \(place) are" } else if size { what = "\(dimension) is" } else { what = "\(place.prefix(1).uppercased())\(place.dropFirst()) is" }
        var message = "\(what) ambiguous for \"\(view.displayName)\"."
        if rule.id == ContentPriorityAmbiguityRule.description.id {
            let hugging = horizontal ? view.horizontalHugging : view.verticalHugging
            message = "Content priority ambiguity: \(what.lowercased()) decided by a tie for \"\(view.displayName)\"; "
                + "give it a different \(horizontal ? "horizontal" : "vertical") content hugging or compression resistance priority (e.g. decrease hugging from \(Int(hugging)) to \(Int(hugging) - 1))."
        }
        var d = context.diagnostic(rule, at: view.element, message, objectID: view.id, configuration: layout.configuration,
                                   details: [("axis", .string(axis.rawValue)),
                                             ("ambiguous", .string(position && size ? "both" : size ? "size" : "position"))])
        d.setEvidence(.layout)
        return d
    }
}
