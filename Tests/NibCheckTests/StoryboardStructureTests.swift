import Foundation
import XCTest
import NibXML
import NibModel
@testable import NibCheck

/// `unreachable-scene`, `missing-reuse-identifier` and `duplicate-constraint` beyond their examples.
final class StoryboardStructureTests: XCTestCase {
    func check(_ text: String, rule: any DocumentRule.Type, path: String = "Main.storyboard") throws -> [Diagnostic] {
        let xml = try XMLReader.parse(Array(text.utf8)).document
        return rule.init().check(CheckContext(path: path, document: try DocumentDecoder.decode(xml), options: CheckOptions()))
    }

    static func scene(_ n: Int, _ controller: String, _ body: String = "") -> String {
        """
        <scene sceneID="sc\(n)-00-000">
            <objects>
                \(controller)
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr\(n)-00-000" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="\(n * 500)" y="0.0"/>
        </scene>
        """
    }

    func testScenesReachedByRelationshipsEmbedsAndPlaceholdersAreNotReported() throws {
        // nav (initial) -> root (vc0, relationship) -> detail (push); a container embeds a child;
        // a storyboard reference scene; and one scene nothing reaches.
        let extra = [
            Self.scene(1, """
            <navigationController id="nv1-00-000" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb1-00-000">
                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections>
                    <segue destination="vc0-00-000" kind="relationship" relationship="rootViewController" id="sg1-00-001"/>
                </connections>
            </navigationController>
            """),
            Self.scene(2, """
            <viewController title="Detail" id="vc2-00-000" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="rt2-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ct2-00-001">
                            <rect key="frame" x="0.0" y="103" width="393" height="200"/>
                            <connections>
                                <segue destination="vc3-00-000" kind="embed" id="sg2-00-001"/>
                            </connections>
                        </containerView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sa2-00-000"/>
                </view>
            </viewController>
            """),
            Self.scene(3, """
            <viewController title="Child" id="vc3-00-000" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="rt3-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
            </viewController>
            """),
            Self.scene(4, "<viewControllerPlaceholder storyboardName=\"Settings\" id=\"ph4-00-000\" sceneMemberID=\"viewController\"/>"),
            Self.scene(5, """
            <viewController title="Orphan" id="vc5-00-000" customClass="OrphanViewController" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="rt5-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
            </viewController>
            """),
        ].joined(separator: "\n")
        let push = """
        <subviews>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt0-00-001">
                <rect key="frame" x="16" y="119" width="120" height="34"/>
                <state key="normal" title="Detail"/>
                <connections>
                    <segue destination="vc2-00-000" kind="show" id="sg0-00-001"/>
                </connections>
            </button>
        </subviews>
        """
        let doc = RuleExample.storyboard(rootViewContent: push, extraScenes: extra, initialViewController: "nv1-00-000")
        let found = try check(doc, rule: UnreachableSceneRule.self)
        XCTAssertEqual(found.map(\.objectID), ["vc5-00-000"])
        XCTAssertEqual(found.first?.message, "Scene \"Orphan\" is unreachable: it is not the initial view controller, no segue leads to it, and it has no Storyboard ID for instantiateViewController(withIdentifier:).")
        XCTAssertEqual(found.first?.severity, .warning)
        // The same controllers with the push segue gone: Detail and the child it embeds... only
        // Detail, since the embed segue still leads to the child.
        let noPush = RuleExample.storyboard(rootViewContent: "", extraScenes: extra, initialViewController: "nv1-00-000")
        XCTAssertEqual(try check(noPush, rule: UnreachableSceneRule.self).map(\.objectID), ["vc2-00-000", "vc5-00-000"])
    }

    func testXibsHaveNoScenes() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cl0-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cl0-00-001" id="cv0-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        XCTAssertEqual(try check(xib, rule: UnreachableSceneRule.self, path: "Cell.xib").count, 0)
        XCTAssertEqual(try check(xib, rule: MissingReuseIdentifierRule.self, path: "Cell.xib").count, 0, "a xib's cell is registered by the code")
    }

    func testCollectionViewPrototypes() throws {
        let grid = """
        <subviews>
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="cg0-00-001">
                <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl0-00-001">
                    <size key="itemSize" width="128" height="128"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="gc0-00-001" customClass="PhotoCell">
                        <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </collectionViewCell>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tag" id="gc0-00-002">
                        <rect key="frame" x="138" y="0.0" width="128" height="128"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </collectionViewCell>
                </cells>
            </collectionView>
        </subviews>
        """
        let found = try check(RuleExample.storyboard(rootViewContent: grid), rule: MissingReuseIdentifierRule.self)
        XCTAssertEqual(found.map(\.message), ["Prototype collection view cell \"PhotoCell\" has no reuse identifier: no dequeue call can reach it, so the cell as designed is never shown."])
        XCTAssertEqual(found.map(\.objectID), ["gc0-00-001"])
        // The opt-in naming policy sees the class PhotoCell without its name as identifier.
        XCTAssertEqual(try check(RuleExample.storyboard(rootViewContent: grid), rule: ReuseIdentifierMatchesClassRule.self).map(\.message),
                       ["Cell \"PhotoCell\" has no reuse identifier; use its class name, \"PhotoCell\"."])
    }

    /// Two views of one name ("View.top = View.top", as Xcode names a box and the root view it is
    /// pinned to when neither has a label) are told apart by their ids; one view is named once.
    func testAConstraintBetweenTwoViewsOfOneNameNamesThemByID() throws {
        let copy = "<constraint firstItem=\"bx0-00-001\" firstAttribute=\"leading\" secondItem=\"rt0-00-000\" secondAttribute=\"leading\" constant=\"16\" id=\"dp0-00-002\"/>"
        let unlabelled = DuplicateConstraintExamples.scene(second: copy).replacingOccurrences(of: " userLabel=\"Box\"", with: "")
        let found = try check(RuleExample.storyboard(rootViewContent: unlabelled), rule: DuplicateConstraintRule.self)
        XCTAssertEqual(found.count, 1, "\(found.map(\.message))")
        XCTAssertTrue(found.first?.message.hasPrefix("\"View (bx0-00-001).leading = View (rt0-00-000).leading + 16\" is there twice") == true,
                      "\(found.map(\.message))")
        let doc = try DocumentDecoder.decode(XMLReader.parse(Array(RuleExample.storyboard(rootViewContent: unlabelled).utf8)).document)
        let width = try XCTUnwrap(doc.constraints.first { $0.id == "dp0-00-003" })
        XCTAssertEqual(doc.describe(width), "View.width = 100")
    }

    func testConstraintsEqualOnlyInOneSizeClassAreReportedOnce() throws {
        // The copy's constant is 20, and 16 in compact width: there, and only there, it repeats the original.
        let scene = DuplicateConstraintExamples.scene(second: """
        <constraint firstItem="bx0-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="20" id="dp0-00-002">
            <variation key="widthClass=compact" constant="16"/>
        </constraint>
        """)
        let found = try check(RuleExample.storyboard(rootViewContent: scene), rule: DuplicateConstraintRule.self)
        XCTAssertEqual(found.count, 1, "\(found.map(\.message))")
        XCTAssertEqual(found.first?.objectIDs, ["dp0-00-002", "dp0-00-001"])
        XCTAssertTrue(found.first?.message.hasPrefix("\"Box.leading = View.leading + 16\" is there twice (constraints dp0-00-001 and dp0-00-002)") == true, "\(found.map(\.message))")
        // Equal only in regular width, a size class the iPhone document is not saved in: named.
        let regular = RuleExample.storyboard(rootViewContent: scene.replacingOccurrences(of: "widthClass=compact", with: "widthClass=regular"))
        let inRegular = try check(regular, rule: DuplicateConstraintRule.self)
        XCTAssertEqual(inRegular.count, 1)
        XCTAssertTrue(inRegular.first?.message.hasPrefix("\"Box.leading = View.leading + 16\" is there twice in Regular Width") == true, "\(inRegular.map(\.message))")
        // Without the variation the two differ everywhere.
        let distinct = DuplicateConstraintExamples.scene(second: "<constraint firstItem=\"bx0-00-001\" firstAttribute=\"leading\" secondItem=\"rt0-00-000\" secondAttribute=\"leading\" constant=\"20\" id=\"dp0-00-002\"/>")
        XCTAssertEqual(try check(RuleExample.storyboard(rootViewContent: distinct), rule: DuplicateConstraintRule.self).count, 0)
    }
}
