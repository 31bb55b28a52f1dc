import XCTest
import NibLayout
import NibModel
import NibTestSupport

/// A xib's top-level view (a top-level cell: its content view) too small for a subview's
/// required size and its pins to both edges: Xcode keeps the size and the near pin, and the
/// pin to the bottom (trailing) edge gives way.
///
/// Evidence (`/work/shared/corpus`, saved frames of documents whose required constraints
/// conflict in their own configuration): derived on OsmAnd's cells (fold 0: a range slider
/// saved 28 tall, its 28 pt height kept and the content view's bottom pin 5 pt short; a 48 pt
/// image pinned 12 pt from both edges of a cell 2 pt too short); confirmed on raivo's icon row
/// (fold 2: a 60 x 60 image 8 pt from the top of a 74 pt row) and VLC's onboarding view (fold 1:
/// a 109 pt image kept, its trailing pin 20.5 pt short) and AdGuard's Activity storyboard (fold 2:
/// a scene's extra top-level view whose 56 pt search bar is saved 16 pt past its bottom pin). 7
/// saved frames gained, none lost. Below a controller's root view the size gives way instead
/// (iNaturalist's, iVPN's, ProtonVPN's storyboard rows and views).
final class TopLevelFarEdgePinTests: DesignTimeTestCase {
    private func cell(height: Double) throws -> IBDocument {
        try decode(XibScaffold.topLevelCell(ViewScaffold.fixedSize("img-00-000", element: "imageView",
                                                                   attributes: #"clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit""#,
                                                                   width: 60, height: 60, savedAt: (325, 8)),
                                            constraints: """
            <constraint firstAttribute="trailing" secondItem="img-00-000" secondAttribute="trailing" constant="8" id="pin-00-00t"/>
            <constraint firstItem="img-00-000" firstAttribute="top" secondItem="cnt-00-000" secondAttribute="top" constant="8" id="pin-00-00a"/>
            <constraint firstAttribute="bottom" secondItem="img-00-000" secondAttribute="bottom" constant="8" id="pin-00-00b"/>
            """, toolsVersion: "22505", height: height))
    }

    func testACellTooShortKeepsTheImageSizeAndLetsTheBottomPinGiveWay() throws {
        let doc = try cell(height: 74)
        XCTAssertEqual(frame(doc, "img-00-000"), Rect(x: 325, y: 8, width: 60, height: 60))
        let conflicts = LayoutEngine().layout(doc, Configuration.document(doc)).conflicts
        XCTAssertEqual(conflicts.count, 1)
    }

    func testACellTallEnoughHasNoConflict() throws {
        let doc = try cell(height: 76)
        XCTAssertEqual(frame(doc, "img-00-000"), Rect(x: 325, y: 8, width: 60, height: 60))
        XCTAssertTrue(LayoutEngine().layout(doc, Configuration.document(doc)).conflicts.isEmpty)
    }

    /// A top-level view too narrow for a subview's width between its leading and trailing pins.
    func testATopLevelViewTooNarrowLetsTheTrailingPinGiveWay() throws {
        let doc = try decode("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="top-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
                            <rect key="frame" x="20" y="20" width="300" height="100"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="300" id="box-00-00w"/>
                                <constraint firstAttribute="height" constant="100" id="box-00-00h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" constant="20" id="pin-00-00t"/>
                        <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="top-00-000" secondAttribute="leading" constant="20" id="pin-00-00l"/>
                        <constraint firstItem="box-00-000" firstAttribute="top" secondItem="top-00-000" secondAttribute="top" constant="20" id="pin-00-00a"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """)
        XCTAssertEqual(frame(doc, "box-00-000"), Rect(x: 20, y: 20, width: 300, height: 100))
    }

    /// A storyboard scene's extra top-level view behaves as a xib's; the controller's root view
    /// does not: there the subview's height gives way.
    func testASceneExtraViewLetsTheBottomPinGiveWayButAControllerRootDoesNot() throws {
        // Saved as Xcode lays them out (the extra view's box at its 128, the root's at 888).
        func pinned(_ box: String, in container: String, height: Double, savedHeight: Double? = nil) -> String {
            """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box)">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="\(savedHeight ?? height)"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="\(height)" id="\(box)-h"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="\(box)" firstAttribute="top" secondItem="\(container)" secondAttribute="top" id="\(box)-t"/>
                <constraint firstAttribute="bottom" secondItem="\(box)" secondAttribute="bottom" constant="8" id="\(box)-b"/>
                <constraint firstItem="\(box)" firstAttribute="leading" secondItem="\(container)" secondAttribute="leading" id="\(box)-l"/>
            </constraints>
            """
        }
        let doc = try decode("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-00-000">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc0-00-000">
                    <objects>
                        <viewController id="vc0-00-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                \(pinned("rbx-00-000", in: "rt0-00-000", height: 900, savedHeight: 888))
                                <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-000" sceneMemberID="firstResponder"/>
                        <view contentMode="scaleToFill" id="xtr-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="416" height="120"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            \(pinned("xbx-00-000", in: "xtr-00-000", height: 128))
                        </view>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
            </scenes>
        </document>
        """)
        XCTAssertEqual(frame(doc, "xbx-00-000"), Rect(x: 0, y: 0, width: 100, height: 128))
        XCTAssertEqual(frame(doc, "rbx-00-000"), Rect(x: 0, y: 0, width: 100, height: 888))
        // The order alone gives the same (the saved frames only confirm it: `SavedConflictBreakTests`).
        var options = LayoutOptions()
        options.breakConflictsAsSaved = false
        let ordered = LayoutEngine(options: options).layout(doc, Configuration.document(doc))
        XCTAssertEqual(ordered.views[doc.view(id: "xbx-00-000")!.index].frame, Rect(x: 0, y: 0, width: 100, height: 128))
        XCTAssertEqual(ordered.views[doc.view(id: "rbx-00-000")!.index].frame, Rect(x: 0, y: 0, width: 100, height: 888))
    }
}
