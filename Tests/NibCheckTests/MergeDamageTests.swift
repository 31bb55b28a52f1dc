import XCTest
@testable import NibCheck

/// What a textual merge of two branches' storyboards typically leaves behind: both sides kept a
/// copied view (a duplicate id), one side deleted a view the other side constrained, wired or
/// excluded for a size class, and one side moved a view out of the container that holds its
/// constraint. Each must be reported with the line to look at.
final class MergeDamageTests: XCTestCase {
    static let merged = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-00-000">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <!--View Controller-->
            <scene sceneID="sc0-00-000">
                <objects>
                    <viewController id="vc0-00-000" customClass="ProfileViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Card" id="crd-00-001">
                                    <rect key="frame" x="16" y="59" width="361" height="100"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Card" id="crd-00-001">
                                    <rect key="frame" x="16" y="59" width="361" height="100"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Container" id="box-00-001">
                                    <rect key="frame" x="16" y="200" width="361" height="100"/>
                                    <constraints>
                                        <constraint firstItem="bdg-00-001" firstAttribute="leading" secondItem="box-00-001" secondAttribute="leading" constant="8" id="bld-00-001"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Badge" id="bdg-00-001">
                                    <rect key="frame" x="24" y="208" width="20" height="20"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="avt-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="8" id="atp-00-001"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
                            <variation key="heightClass=compact">
                                <mask key="constraints">
                                    <exclude reference="old-00-001"/>
                                </mask>
                            </variation>
                        </view>
                        <connections>
                            <outlet property="avatarView" destination="avt-00-001" id="out-00-001"/>
                            <segue destination="del-00-001" kind="show" id="seg-00-001"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-000" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
        </scenes>
    </document>

    """

    func testEveryKindOfMergeDamageIsReportedAtItsLine() {
        let report = Validator().validate(bytes: Array(Self.merged.utf8), path: "Main.storyboard")
        let found = report.diagnostics.map { "\($0.line) \($0.rule)" }
        let lines = Self.merged.split(separator: "\n", omittingEmptySubsequences: false)
        func line(containing text: String) -> Int { (lines.firstIndex { $0.contains(text) } ?? -1) + 1 }
        XCTAssertEqual(found, [
            "\(line(containing: "userLabel=\"Card\" id=\"crd-00-001\"") + 3) duplicate-id",   // the second copy
            "\(line(containing: "id=\"bld-00-001\"")) invalid-constraint",
            "\(line(containing: "id=\"atp-00-001\"")) unknown-reference",
            "\(line(containing: "old-00-001")) unknown-reference",
            "\(line(containing: "id=\"out-00-001\"")) unknown-reference",
            "\(line(containing: "id=\"seg-00-001\"")) unknown-reference",
        ])
        XCTAssertTrue(report.diagnostics[1].message.contains("not a common ancestor"), report.diagnostics[1].message)
        // The stale size-class mask entry is the one warning: Xcode ignores it.
        XCTAssertEqual(report.diagnostics.filter { $0.severity == .error }.count, 5)
        XCTAssertEqual(report.diagnostics[3].severity, .warning)
    }

    func testConflictMarkersAreNamedAsSuch() {
        let conflicted = Self.merged.replacingOccurrences(
            of: "<subviews>\n", with: "<subviews>\n<<<<<<< HEAD\n<view id=\"x\"/>\n=======\n<view id=\"y\"/>\n>>>>>>> feature/profile\n")
        let report = Validator().validate(bytes: Array(conflicted.utf8), path: "Main.storyboard")
        XCTAssertEqual(report.diagnostics.count, 1)
        let d = report.diagnostics[0]
        XCTAssertEqual(d.rule, "malformed-xml")
        let subviewsLine = Self.merged.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("<subviews>") }! + 1
        XCTAssertEqual(d.line, subviewsLine + 1)
        XCTAssertTrue(d.message.hasPrefix("Unresolved merge conflict: the line \"<<<<<<< HEAD\""), d.message)
        XCTAssertNil(MergeConflictMarker.first(in: Array(Self.merged.utf8)))
    }
}
