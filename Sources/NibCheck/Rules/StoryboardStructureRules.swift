import NibModel
import NibXML

/// Xcode's "Scene is unreachable due to lack of entry points and does not have an identifier for
/// runtime access via -instantiateViewControllerWithIdentifier:": a storyboard controller that is
/// not the initial one, that no segue (relationship and embed segues included) leads to, and
/// that has no Storyboard ID. Nothing can ever show it; usually a Storyboard ID was forgotten or a
/// segue was deleted.
public struct UnreachableSceneRule: DocumentRule {
    public static let description = RuleDescription(
        id: "unreachable-scene", name: "Unreachable Scene",
        summary: "A storyboard scene nothing can show: its controller is not the initial view controller, no segue leads to it (relationship and embed segues count), and it has no Storyboard ID for instantiateViewController(withIdentifier:). Xcode warns the same at build time (\"Scene is unreachable due to lack of entry points\").",
        defaultSeverity: .warning,
        triggeringExamples: [
            .document(StoryboardStructureExamples.twoScenes(second: ""), count: 1, "a second scene without a segue or a Storyboard ID"),
        ],
        nonTriggeringExamples: [
            .document(StoryboardStructureExamples.twoScenes(second: "storyboardIdentifier=\"Settings\" "), count: 0, "a Storyboard ID: the code can instantiate it"),
            .document(StoryboardStructureExamples.twoScenes(second: "", segue: true), count: 0, "a segue leads to it"),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        let document = context.document
        guard document.platform == .cocoaTouch, document.kind == .storyboard else { return [] }
        var destinations = Set<String>()
        for object in context.objects {
            for c in object.connections where c.kind == .segue { if let d = c.destination { destinations.insert(d) } }
        }
        return document.controllers.compactMap { controller in
            let element = context.xml.element(at: controller.element)
            guard element[attribute: "sceneMemberID"] == "viewController", controller.elementName != "viewControllerPlaceholder",
                  controller.id != document.initialViewControllerID, !destinations.contains(controller.id),
                  (controller.storyboardIdentifier ?? "").isEmpty else { return nil }
            return context.diagnostic(Self.description, at: controller.element,
                "Scene \"\(controller.displayName)\" is unreachable: it is not the initial view controller, no segue leads to it, and it has no Storyboard ID for instantiateViewController(withIdentifier:).",
                objectID: controller.id)
        }
    }
}

/// Xcode's "Prototype table cells must have reuse identifiers" (and the same for collection
/// view cells): a storyboard's prototype cell without a reuse identifier cannot be dequeued, so
/// the table or collection view never shows it.
public struct MissingReuseIdentifierRule: DocumentRule {
    public static let description = RuleDescription(
        id: "missing-reuse-identifier", name: "Missing Reuse Identifier",
        summary: "A prototype cell of a storyboard's table or collection view without a reuse identifier: dequeueReusableCell(withIdentifier:) cannot reach it, so the design is never shown. Xcode warns the same at build time (\"Prototype table cells must have reuse identifiers\"). Cells of a xib are registered by the code with an identifier of its own and are not judged.",
        defaultSeverity: .warning,
        triggeringExamples: [
            .rootView(StoryboardStructureExamples.table(reuseIdentifier: nil), count: 1, "a prototype cell without an identifier"),
        ],
        nonTriggeringExamples: [
            .rootView(StoryboardStructureExamples.table(reuseIdentifier: "ItemCell"), count: 0, "a prototype cell with one"),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        guard context.document.platform == .cocoaTouch, context.document.kind == .storyboard else { return [] }
        var out: [Diagnostic] = []
        for view in context.document.views where view.elementName == "tableView" || view.elementName == "collectionView" {
            let container = context.xml.element(at: view.element)
            // Table views keep their prototypes in <prototypes>; collection views in <cells>.
            guard let cells = container.child(container.name == "tableView" ? "prototypes" : "cells") else { continue }
            for cell in cells.children where cell.name == "tableViewCell" || cell.name == "collectionViewCell" {
                guard (cell[attribute: "reuseIdentifier"] ?? "").isEmpty else { continue }
                let kind = cell.name == "tableViewCell" ? "table" : "collection view"
                let name = cell[attribute: "userLabel"] ?? cell[attribute: "customClass"] ?? (cell.name == "tableViewCell" ? "Table View Cell" : "Collection View Cell")
                out.append(context.diagnostic(Self.description, at: cell.index,
                    "Prototype \(kind) cell \"\(name)\" has no reuse identifier: no dequeue call can reach it, so the cell as designed is never shown.",
                    objectID: cell[attribute: "id"]))
            }
        }
        return out
    }
}

enum StoryboardStructureExamples {
    /// The skeleton's scene (initial) and a second one, reached by a segue from a button when
    /// `segue` is true.
    static func twoScenes(second attributes: String, segue: Bool = false) -> String {
        let connections = segue ? """

                <connections>
                    <segue destination="vc1-00-000" kind="show" id="sg0-00-001"/>
                </connections>
        """ : ""
        return RuleExample.storyboard(rootViewContent: """
        <subviews>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt0-00-001">
                <rect key="frame" x="16" y="59" width="120" height="34"/>
                <state key="normal" title="Settings"/>\(connections)
            </button>
        </subviews>
        """, extraScenes: scene(1, attributes: attributes + "title=\"Settings\" "))
    }

    /// Scene `n` (`sc1-00-000`, `vc1-00-000`, ...) with an empty root view; `attributes` (ending
    /// in a space) on its controller.
    static func scene(_ n: Int, attributes: String) -> String {
        """
        <!--Scene \(n)-->
        <scene sceneID="sc\(n)-00-000">
            <objects>
                <viewController \(attributes)id="vc\(n)-00-000" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="rt\(n)-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="sa\(n)-00-000"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr\(n)-00-000" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="\(n * 500)" y="0.0"/>
        </scene>
        """
    }

    static func table(reuseIdentifier: String?) -> String {
        table(cellAttributes: reuseIdentifier.map { "reuseIdentifier=\"\($0)\" " } ?? "")
    }

    /// A table view with one prototype cell, its attributes (ending in a space) `cellAttributes`.
    static func table(cellAttributes: String) -> String {
        """
        <subviews>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="tv0-00-001">
                <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" \(cellAttributes)id="cl0-00-001">
                        <rect key="frame" x="0.0" y="50" width="393" height="43.666667938232422"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cl0-00-001" id="cv0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="43.666667938232422"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
        </subviews>
        """
    }
}
