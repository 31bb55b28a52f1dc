import XCTest
import NibLayout
import NibModel
import NibTestSupport

/// A vertical fill stack that holds a label with text above a taller textless label, itself
/// arranged in a last-baseline stack of fixed height, in the nib editor:
///
/// - the textless label keeps the height it was drawn at ahead of its neighbour's compression
///   resistance, so the stack squeezes the label with text below its one line;
/// - the textless label's baseline sits one line's descent above its bottom, however tall it is;
/// - the vertical stack's last baseline is its last arranged view's, not its bottom edge;
/// - a size class's font variation moves a label's baseline with the font.
///
/// Evidence (`/work/shared/corpus`): header views with "0 / g Active Carbs" and "... / U IOB"
/// stacks saved with the 17 pt label 10 and 11.5 pt tall above a textless Footnote label 50 and
/// 66.5 pt tall, the vertical stack's bottom 3 pt below the big number's baseline. Derived on
/// LoopKit (fold 1: 20 more saved frames matched) and confirmed on Loop (fold 2: 6 more, which
/// need the 42 pt compact-width font variation); no saved frame lost over the iOS corpus.
final class TextlessLabelSqueezeTests: XCTestCase {
    func document(bigFontVariation: String = "", bigHeight: Double = 54) throws -> IBDocument {
        try StoryboardScaffold.decode(StoryboardScaffold.oneScene("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" alignment="lastBaseline" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="hst-00-001">
                <rect key="frame" x="16" y="59" width="180" height="80"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="0" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="big-00-001">
                        <rect key="frame" x="0.0" y="\(80 - bigHeight)" width="28" height="\(bigHeight)"/>
                        <fontDescription key="fontDescription" type="system" weight="light" pointSize="45"/>
                        \(bigFontVariation)
                    </label>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="vst-00-001">
                        <rect key="frame" x="30" y="0.0" width="150" height="72"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="150" height="12"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="emp-00-001">
                                <rect key="frame" x="0.0" y="12" width="150" height="60"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="width" constant="150" id="vst-00-001-w"/>
                        </constraints>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="80" id="hst-00-001-h"/>
                </constraints>
            </stackView>
        </subviews>
        \(LayoutFixtures.pinnedToSafeAreaTopLeading("hst-00-001"))
        """, toolsVersion: "21701"))
    }

    func frames(_ doc: IBDocument) -> [String: Rect] {
        let result = LayoutEngine().layout(doc, Configuration.document(doc))
        var out: [String: Rect] = [:]
        for id in ["big-00-001", "vst-00-001", "ttl-00-001", "emp-00-001"] { out[id] = result.views[doc.view(id: id)!.index].frame }
        return out
    }

    func testATextlessLabelKeepsItsDrawnHeightAndSqueezesTheLabelAboveIt() throws {
        let f = frames(try document())
        XCTAssertEqual(f["emp-00-001"]?.height ?? 0, 60, accuracy: 0.01)
        XCTAssertEqual(f["vst-00-001"]?.y ?? -1, 0, accuracy: 0.01)
        XCTAssertEqual(f["big-00-001"]?.y ?? -1, 26, accuracy: 0.01)
        // The big number's baseline (26 + about 43) is the textless label's, about 3 pt above the
        // stack's bottom: the label with text gets what is left of 72, about 12 (not its 20.5).
        XCTAssertEqual(f["ttl-00-001"]?.height ?? 0, 12.3, accuracy: 0.5)
    }

    func testAFontVariationMovesTheBaseline() throws {
        let variation = """
        <variation key="heightClass=regular-widthClass=compact">
            <fontDescription key="fontDescription" type="system" weight="light" pointSize="42"/>
        </variation>
        """
        let f = frames(try document(bigFontVariation: variation, bigHeight: 50.5))
        // The number's height still comes from its 45 pt measurement here (54: intrinsic sizes
        // do not follow font variations), and a label's last baseline is a descent above its
        // bottom (LabelBaselineEdgeTests): a 42 pt descent (about 10.4), not a 45 pt one (10.8),
        // so the label with text gets about 13.0, not 12.6.
        XCTAssertEqual(f["emp-00-001"]?.height ?? 0, 60, accuracy: 0.01)
        XCTAssertEqual(f["ttl-00-001"]?.height ?? 0, 13.0, accuracy: 0.2)
    }

    /// Across a fill stack's axis too: a textless label drawn 267 wide in a vertical stack, beside
    /// a switch in a horizontal stack 300 wide, keeps its width and the switch is squeezed
    /// (iNaturalist's project header, fold 1, saved the switch 36 wide; the same priority as
    /// along the axis, which was confirmed on two folds).
    func testATextlessLabelKeepsItsDrawnBreadthAcrossAFillStackAheadOfCompressionResistance() throws {
        let doc = try StoryboardScaffold.decode(StoryboardScaffold.oneScene("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="hst-00-002">
                <rect key="frame" x="16" y="59" width="300" height="105"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="vst-00-002">
                        <rect key="frame" x="0.0" y="0.0" width="267" height="105"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="emp-00-002">
                                <rect key="frame" x="0.0" y="0.0" width="267" height="50"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="emp-00-003">
                                <rect key="frame" x="0.0" y="55" width="267" height="50"/>
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                            </label>
                        </subviews>
                    </stackView>
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-00-002">
                        <rect key="frame" x="275" y="37" width="25" height="31"/>
                    </switch>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="300" id="hst-00-002-w"/>
                </constraints>
            </stackView>
        </subviews>
        \(LayoutFixtures.pinnedToSafeAreaTopLeading("hst-00-002"))
        """, toolsVersion: "17701"))
        let result = LayoutEngine().layout(doc, Configuration.document(doc))
        let label = result.views[doc.view(id: "emp-00-002")!.index].frame
        let stack = result.views[doc.view(id: "vst-00-002")!.index].frame
        XCTAssertEqual(label?.width ?? 0, 267, accuracy: 0.01)
        XCTAssertEqual(stack?.width ?? 0, 267, accuracy: 0.01)
    }
}
