import NibModel
import NibXML

/// The same outlet property connected twice on one object: at load time the nib sets it twice
/// and the last connection wins, silently. Outlet collections append and are fine.
public struct DuplicateOutletRule: DocumentRule {
    public static let description = RuleDescription(
        id: "duplicate-outlet", name: "Duplicate Outlet",
        summary: "One object has two outlets with the same property: the nib sets it twice at load time and the last connection silently wins (usually left over from reconnecting an outlet).",
        defaultSeverity: .error,
        triggeringExamples: [
            .document(ConnectionExamples.storyboard(controllerConnections: """
            <outlet property="titleLabel" destination="lb1-00-001" id="ou1-00-001"/>
            <outlet property="titleLabel" destination="lb2-00-001" id="ou2-00-001"/>
            """), count: 1, "titleLabel connected to two labels"),
        ],
        nonTriggeringExamples: [
            .document(ConnectionExamples.storyboard(controllerConnections: """
            <outlet property="titleLabel" destination="lb1-00-001" id="ou1-00-001"/>
            <outlet property="subtitleLabel" destination="lb2-00-001" id="ou2-00-001"/>
            <outletCollection property="labels" destination="lb1-00-001" collectionClass="NSMutableArray" id="oc1-00-001"/>
            <outletCollection property="labels" destination="lb2-00-001" collectionClass="NSMutableArray" id="oc2-00-001"/>
            """), count: 0, "different outlets, and an outlet collection"),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for object in context.objects {
            var seen: [String: Connection] = [:]
            for c in object.connections where c.kind == .outlet {
                guard let p = c.property else { continue }
                if let first = seen[p] {
                    let firstLine = context.xml.element(at: first.element).line
                    let targets = [first.destination, c.destination].map { id in
                        id.flatMap { context.document.object($0) }.map { "\"\(context.document.displayName(of: $0))\"" } ?? "\"\(id ?? "?")\""
                    }
                    out.append(context.diagnostic(Self.description, at: c.element,
                        "Outlet \"\(p)\" of \(object.quotedName) is connected twice (to \(targets[0]) at line \(firstLine) and to \(targets[1])); the last connection silently wins.",
                        objectID: object.id, objectIDs: [object.id] + [first.id, c.id].compactMap { $0 }))
                } else {
                    seen[p] = c
                }
            }
        }
        return out
    }
}

/// Two scenes of one storyboard with the same Storyboard ID: `instantiateViewController(withIdentifier:)`
/// returns one of them, and which one is not specified.
public struct DuplicateStoryboardIdentifierRule: DocumentRule {
    public static let description = RuleDescription(
        id: "duplicate-storyboard-identifier", name: "Duplicate Storyboard Identifier",
        summary: "Two view controllers in one storyboard have the same storyboardIdentifier (Storyboard ID), so instantiateViewController(withIdentifier:) cannot tell them apart.",
        defaultSeverity: .error,
        triggeringExamples: [
            .document(ConnectionExamples.twoScenes(firstIdentifier: "Detail", secondIdentifier: "Detail"), count: 1, "both scenes are \"Detail\""),
        ],
        nonTriggeringExamples: [
            .document(ConnectionExamples.twoScenes(firstIdentifier: "Detail", secondIdentifier: "Settings"), count: 0),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        let doc = context.document
        guard doc.kind == .storyboard else { return [] }
        var out: [Diagnostic] = []
        var seen: [String: ViewController] = [:]
        for c in doc.controllers {
            guard let identifier = c.storyboardIdentifier, !identifier.isEmpty else { continue }
            if let first = seen[identifier] {
                out.append(context.diagnostic(Self.description, at: c.element,
                    "Storyboard ID \"\(identifier)\" of \"\(c.displayName)\" is also the Storyboard ID of \"\(first.displayName)\" (line \(context.xml.element(at: first.element).line)); instantiateViewController(withIdentifier:) cannot tell them apart.",
                    objectID: c.id, objectIDs: [c.id, first.id]))
            } else {
                seen[identifier] = c
            }
        }
        return out
    }
}

/// An action whose target cannot receive it: a constraint, a layout guide, the Exit
/// placeholder, a navigation or tab bar item. (Targets that do not exist are
/// `unknown-reference`.)
public struct InvalidActionTargetRule: DocumentRule {
    public static let description = RuleDescription(
        id: "invalid-action-target", name: "Invalid Action Target",
        summary: "An action is sent to an object that cannot receive actions (a constraint, a layout guide, a navigation or tab bar item; the Exit placeholder as a warning, since the action may still reach a responder up the chain); the message goes nowhere or crashes with an unrecognized selector.",
        defaultSeverity: .error,
        triggeringExamples: [
            .document(ConnectionExamples.storyboard(buttonConnections: """
            <action selector="tapped:" destination="hc0-00-001" eventType="touchUpInside" id="ac1-00-001"/>
            """), count: 1, "an action sent to a constraint"),
            .document(ConnectionExamples.storyboard(buttonConnections: """
            <action selector="tapped:" destination="ex0-00-000" eventType="touchUpInside" id="ac1-00-001"/>
            """), count: 1, "an action sent to the Exit placeholder (a warning)"),
        ],
        nonTriggeringExamples: [
            .document(ConnectionExamples.storyboard(buttonConnections: """
            <action selector="tapped:" destination="vc0-00-000" eventType="touchUpInside" id="ac1-00-001"/>
            <action selector="copy:" destination="fr0-00-000" eventType="touchUpInside" id="ac2-00-001"/>
            """), count: 0, "the controller and First Responder receive actions"),
        ])

    public init() {}

    static let nonReceivers: [String: String] = [
        "constraint": "a constraint", "viewLayoutGuide": "a layout guide", "viewControllerLayoutGuide": "a layout guide",
        "exit": "the Exit placeholder (it is the destination of unwind segues, not of actions)",
        "navigationItem": "a navigation item", "tabBarItem": "a tab bar item",
    ]

    public func check(_ context: CheckContext) -> [Diagnostic] {
        let doc = context.document
        var out: [Diagnostic] = []
        for object in context.objects {
            for c in object.connections where c.kind == .action {
                guard let target = c.destination ?? c.target, let ref = doc.object(target) else { continue }
                let targetElement: Int
                switch ref {
                case .view(let i): targetElement = doc.views[i].element
                case .controller(let i): targetElement = doc.controllers[i].element
                case .constraint(let i): targetElement = doc.constraints[i].element
                case .layoutGuide(let i): targetElement = doc.layoutGuides[i].element
                case .other(let i): targetElement = doc.otherObjects[i].element
                }
                let name = context.xml.element(at: targetElement).name
                guard let what = Self.nonReceivers[name] else { continue }
                let targetName: String
                if case .constraint = ref { targetName = "constraint \(target)" } else { targetName = "\"\(doc.displayName(of: ref))\"" }
                // The Exit placeholder: that the action fails is not proven, since it may still
                // reach a responder that implements it up the responder chain (Piwigo's login
                // screen has shipped so, its controller implementing both actions). The target
                // Interface Builder shows is still wrong, so it is a warning.
                let exit = name == "exit"
                let consequence = exit ? ": connect it to the object that implements it. At run time it may still reach a responder that does, up the responder chain."
                                       : " and cannot receive actions."
                out.append(context.diagnostic(Self.description, at: c.element,
                    "Action \"\(c.selector ?? "")\" of \(object.quotedName) is sent to \(targetName), which is \(what)\(consequence)",
                    objectID: object.id, objectIDs: [object.id, target],
                    severity: exit ? Swift.min(context.options.severity(for: Self.description), .warning) : nil))
            }
        }
        return out
    }
}

/// A segue that does not lead to a controller (or, for an unwind segue, to the Exit placeholder).
/// (Destinations that do not exist are `unknown-reference`.)
public struct InvalidSegueDestinationRule: DocumentRule {
    public static let description = RuleDescription(
        id: "invalid-segue-destination", name: "Invalid Segue Destination",
        summary: "A segue whose destination is not a view controller or storyboard reference (or, for an unwind segue, not the Exit placeholder): the storyboard fails to compile or the segue fails at run time.",
        defaultSeverity: .error,
        triggeringExamples: [
            .document(ConnectionExamples.storyboard(buttonConnections: """
            <segue destination="lb1-00-001" kind="show" id="sg1-00-001"/>
            """), count: 1, "a show segue to a label"),
            .document(ConnectionExamples.storyboard(controllerConnections: """
            <segue destination="vc0-00-000" kind="unwind" unwindAction="back:" id="sg2-00-001"/>
            """), count: 1, "an unwind segue to a controller instead of Exit"),
        ],
        nonTriggeringExamples: [
            .document(ConnectionExamples.storyboard(controllerConnections: """
            <segue destination="ex0-00-000" kind="unwind" identifier="back" unwindAction="back:" id="sg2-00-001"/>
            """, buttonConnections: """
            <segue destination="vc0-00-000" kind="show" id="sg1-00-001"/>
            """), count: 0),
        ])

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        let doc = context.document
        var out: [Diagnostic] = []
        for object in context.objects {
            for c in object.connections where c.kind == .segue {
                guard let d = c.destination, let ref = doc.object(d) else { continue }
                let isController: Bool
                var name: String
                switch ref {
                case .controller(let i):
                    isController = true
                    name = doc.controllers[i].elementName
                case .other(let i):
                    name = doc.otherObjects[i].elementName
                    isController = name.lowercased().hasSuffix("controller") || name.lowercased().hasSuffix("controllerplaceholder")
                case .view(let i): name = doc.views[i].elementName; isController = false
                case .constraint: name = "constraint"; isController = false
                case .layoutGuide: name = "layout guide"; isController = false
                }
                let kind = c.segueKind ?? "segue"
                if kind == "unwind" {
                    if name != "exit" {
                        out.append(context.diagnostic(Self.description, at: c.element,
                            "Unwind segue\(c.identifier.map { " \"\($0)\"" } ?? "") of \(object.quotedName) leads to \"\(doc.displayName(of: ref))\"; an unwind segue's destination is the scene's Exit placeholder.",
                            objectID: object.id, objectIDs: [object.id, d]))
                    }
                } else if !isController {
                    out.append(context.diagnostic(Self.description, at: c.element,
                        "The \(kind) segue\(c.identifier.map { " \"\($0)\"" } ?? "") of \(object.quotedName) leads to \"\(doc.displayName(of: ref))\" (<\(name)>), which is not a view controller.",
                        objectID: object.id, objectIDs: [object.id, d]))
                }
            }
        }
        return out
    }
}

/// Small storyboards for the connection rules' examples.
enum ConnectionExamples {
    static func storyboard(controllerConnections: String = "", buttonConnections: String = "") -> String {
        func block(_ xml: String, indent: Int) -> String {
            guard !xml.isEmpty else { return "" }
            let pad = String(repeating: " ", count: indent)
            let lines = xml.split(separator: "\n").map { pad + "    " + $0 }.joined(separator: "\n")
            return "\(pad)<connections>\n\(lines)\n\(pad)</connections>\n"
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-00-000">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <!--View Controller-->
                <scene sceneID="sc0-00-000">
                    <objects>
                        <viewController id="vc0-00-000" customClass="ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" fixedFrame="YES" id="lb1-00-001">
                                        <rect key="frame" x="16" y="80" width="200" height="21"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Subtitle" fixedFrame="YES" id="lb2-00-001">
                                        <rect key="frame" x="16" y="110" width="200" height="21"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="system" id="bt1-00-001">
                                        <rect key="frame" x="16" y="140" width="100" height="44"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="44" id="hc0-00-001"/>
                                        </constraints>
                                        <state key="normal" title="Go"/>
        \(block(buttonConnections, indent: 36))                            </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
                            </view>
        \(block(controllerConnections, indent: 24))                </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-000" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        <exit id="ex0-00-000" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
            </scenes>
        </document>

        """
    }

    static func twoScenes(firstIdentifier: String, secondIdentifier: String) -> String {
        RuleExample.storyboard(rootViewContent: "",
                               extraScenes: StoryboardStructureExamples.scene(1, attributes: "storyboardIdentifier=\"\(secondIdentifier)\" "),
                               controllerAttributes: "storyboardIdentifier=\"\(firstIdentifier)\" ")
    }
}
