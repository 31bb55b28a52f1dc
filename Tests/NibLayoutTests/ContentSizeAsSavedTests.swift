import XCTest
import NibLayout
import NibModel
import NibTestSupport

/// A view of the app's own class (a plain view with a custom class and no subviews) may have a
/// content size that the app's code gives and Interface Builder draws; nibtool cannot run that
/// code. Where the layout sizes such a view elsewhere than its saved frame along an axis the
/// layout decides, its saved length is the candidate content size, kept where that explains more
/// of its root's saved frames than the model does (`LayoutEngine.contentSizesAsSaved`,
/// `LayoutEngine.explainsMore`: the view itself does not count as confirmation).
///
/// Derived outside the corpus on nextcloud's RoomTableViewCell (a BadgeView saved 29.5 tall
/// beside a 19.5 pt label, which its row stretches to match; 6 views). Confirmed on the corpus:
/// Loop's CircleMaskView legend (fold 2, 7 views) and Esri's AGSMapView scenes (fold 1, 5), and
/// on LoopFollow's main scene (12, another hold-out set); no view laid out elsewhere than before
/// moved away from its saved frame, and agreement (`--by-era`, each fold) is unchanged.
final class ContentSizeAsSavedTests: DesignTimeTestCase {
    /// A vertical stack 52 pt tall: a centred row holding a title, then a row holding a label and
    /// a 40 pt wide view of class `badgeClass` (nil: a plain UIView), saved 29.5 tall, which the
    /// second row stretches the label to match. The model has no content size for the badge, so
    /// it gives the 9 spare points to the first row (its fit to its title is the cheapest to break).
    func document(badgeClass: String? = "BadgeView") throws -> IBDocument {
        let custom = badgeClass.map { #"customClass="\#($0)" customModule="App" customModuleProvider="target""# } ?? ""
        return try decode(storyboard("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="out-00-001">
                <rect key="frame" x="16" y="20" width="291" height="52"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="top-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="291" height="20.5"/>
                        <subviews>\(LayoutFixtures.label("ttl-00-001", "Title", x: 0, y: 0, width: 291))</subviews>
                    </stackView>
                    <stackView opaque="NO" contentMode="scaleToFill" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="row-00-001">
                        <rect key="frame" x="0.0" y="22.5" width="291" height="29.5"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Subtitle" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sub-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="247" height="29.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bdg-00-001" \(custom)>
                                <rect key="frame" x="251" y="0.0" width="40" height="29.5"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="bdg-00-001-w"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="291" id="out-00-001-w"/>
                    <constraint firstAttribute="height" constant="52" id="out-00-001-h"/>
                </constraints>
            </stackView>
        </subviews>
        \(LayoutFixtures.pinnedToSafeAreaTopLeading("out-00-001"))
        """, toolsVersion: "24127"))
    }

    func layout(_ doc: IBDocument, runtime: Bool = false) -> LayoutResult {
        LayoutEngine(options: LayoutOptions(runtime: runtime)).layout(doc, Configuration.document(doc))
    }

    func height(_ layout: LayoutResult, _ doc: IBDocument, _ id: String) -> Double? {
        layout.views[doc.view(id: id)!.index].frame?.height
    }

    func testACustomViewsContentSizeIsTheOneItsSavedFrameShows() throws {
        let doc = try document()
        let laid = layout(doc)
        XCTAssertEqual(height(laid, doc, "bdg-00-001"), 29.5)
        XCTAssertEqual(height(laid, doc, "row-00-001"), 29.5)
        XCTAssertEqual(height(laid, doc, "top-00-001"), 20.5, "the first row keeps its title's height")
        XCTAssertEqual(laid.views[doc.view(id: "row-00-001")!.index].frame?.y, 22.5)
        let badge = laid.views[doc.view(id: "bdg-00-001")!.index].intrinsic
        XCTAssertEqual(badge.height, 29.5)
        XCTAssertNil(badge.width, "the width, which the layout already puts where it was saved, gets no content size")
        XCTAssertTrue(badge.source.contains("app's code"), badge.source)
    }

    /// The app's code sizes its view at run time as in the nib editor.
    func testTheRuntimeLayoutKeepsTheContentSize() throws {
        let doc = try document()
        XCTAssertEqual(height(layout(doc, runtime: true), doc, "row-00-001"), 29.5)
    }

    /// A plain UIView draws nothing and has no content size: the model's layout stands.
    func testAPlainViewHasNoContentSize() throws {
        let doc = try document(badgeClass: nil)
        let laid = layout(doc)
        XCTAssertGreaterThan(try XCTUnwrap(height(laid, doc, "top-00-001")), 25, "the first row takes the spare points")
        XCTAssertLessThan(try XCTUnwrap(height(laid, doc, "row-00-001")), 25)
    }

    /// A content size taken from a saved frame is a length Xcode drew in one configuration, not one
    /// nibtool knows: a conflict that needs it held (a required compression resistance) rests on an
    /// uncertain input (`SavedFrameWitness.hasUncertainContentSize`, read by the conflict verdicts).
    func testAContentSizeFromASavedFrameIsAnUncertainInput() throws {
        let doc = try document()
        let laid = layout(doc)
        let witness = SavedFrameWitness(doc, laid)
        XCTAssertTrue(witness.hasUncertainContentSize(doc.view(id: "bdg-00-001")!.index))
        XCTAssertFalse(witness.hasUncertainContentSize(doc.view(id: "sub-00-001")!.index), "a label's text is measured")
        let plain = try document(badgeClass: nil)
        XCTAssertFalse(SavedFrameWitness(plain, layout(plain)).hasUncertainContentSize(plain.view(id: "bdg-00-001")!.index))
    }

    /// A custom view saved 5 pt shorter than the model lays it out, above a label saved 5 pt
    /// taller (the shape of Esri's map scenes, whose toolbar the model draws 5 pt taller than
    /// Xcode did). Its saved height as content would explain both frames only by tying its
    /// hugging with the label's, a content-priority ambiguity Xcode did not find: not kept.
    func testAContentSizeThatWouldMakeATieIsNotKept() throws {
        let doc = try decode(storyboard("""
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="map-00-001" customClass="MapView" customModule="App">
                <rect key="frame" x="0.0" y="0.0" width="375" height="641"/>
            </view>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Status" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sta-00-001">
                <rect key="frame" x="0.0" y="641" width="375" height="26"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
        </subviews>
        <constraints>
            <constraint firstItem="map-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="map-00-001-t"/>
            <constraint firstItem="map-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="map-00-001-l"/>
            <constraint firstAttribute="trailing" secondItem="map-00-001" secondAttribute="trailing" id="map-00-001-r"/>
            <constraint firstItem="sta-00-001" firstAttribute="top" secondItem="map-00-001" secondAttribute="bottom" id="sta-00-001-t"/>
            <constraint firstItem="sta-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="sta-00-001-l"/>
            <constraint firstAttribute="trailing" secondItem="sta-00-001" secondAttribute="trailing" id="sta-00-001-r"/>
            <constraint firstAttribute="bottom" secondItem="sta-00-001" secondAttribute="bottom" id="sta-00-001-b"/>
        </constraints>
        """, toolsVersion: "19529"))
        let laid = layout(doc)
        let map = laid.views[doc.view(id: "map-00-001")!.index]
        XCTAssertNil(map.intrinsic.height)
        XCTAssertEqual(map.frame?.height, 646, "the label keeps its content's height; the map takes the rest")
        XCTAssertEqual(map.ambiguity[3], .unique)
    }

    /// Another configuration has no saved frames, but the same app code: the content sizes the
    /// document's own configuration took from its saved frames are carried there (an iPad in
    /// landscape lays the row out as the document's phone does).
    func testAnotherConfigurationCarriesTheContentSize() throws {
        let doc = try document()
        let other = Configuration.resolve(TraitsPattern("wR-hR"), device: "ipad10_9rounded", orientation: nil, doc: doc)
        XCTAssertFalse(other.isDocumentConfiguration)
        let laid = LayoutEngine().layout(doc, other)
        XCTAssertEqual(height(laid, doc, "row-00-001"), 29.5)
        XCTAssertEqual(laid.views[doc.view(id: "bdg-00-001")!.index].intrinsic.height, 29.5)
        let plain = try document(badgeClass: nil)
        XCTAssertLessThan(try XCTUnwrap(height(LayoutEngine().layout(plain, other), plain, "row-00-001")), 25,
                          "nothing to carry from a document whose own layout took no content size")
    }
}
