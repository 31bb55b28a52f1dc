import XCTest
import NibLayout
import NibModel
import NibTestSupport
import NibXML

final class LayoutEngineTests: XCTestCase {
    func document(_ body: String, toolsVersion: String = "23504", device: String = "retina6_12") throws -> IBDocument {
        try StoryboardScaffold.decode(StoryboardScaffold.oneScene(body, toolsVersion: toolsVersion, device: device))
    }

    let pinnedLeading = """
    <subviews>
        \(LayoutFixtures.sizedBox("red-00-001", x: 16, y: 59, width: 100, height: 50))
    </subviews>
    <constraints>
        <constraint firstItem="red-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="l00-00-001"/>
        <constraint firstItem="red-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="t00-00-001"/>
    </constraints>
    """

    /// In a center-aligned stack, an arranged view with no intrinsic size across the axis (a
    /// plain UIView as a separator) keeps the width it was drawn at, as in the nib editor; it does
    /// not stretch to the stack's width. A label keeps its text width.
    func testCenteredStackKeepsTheDrawnCrossSizeOfViewsWithoutIntrinsicSize() throws {
        let doc = try document("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="16" y="59" width="361" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sep-00-001">
                        <rect key="frame" x="60" y="0.0" width="241" height="10"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="10" id="sph-00-001"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                        <rect key="frame" x="130" y="20" width="101" height="30"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="30" id="bxh-00-001"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
        </subviews>
        <constraints>
            <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="sl0-00-001"/>
            <constraint firstItem="sa0-00-000" firstAttribute="trailing" secondItem="stk-00-001" secondAttribute="trailing" constant="16" id="st0-00-001"/>
            <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="sp0-00-001"/>
        </constraints>
        """)
        let layout = LayoutEngine().layout(doc, Configuration.document(doc))
        XCTAssertEqual(layout.views[doc.view(id: "sep-00-001")!.index].frame, Rect(x: 60, y: 0, width: 241, height: 10))
        XCTAssertEqual(layout.views[doc.view(id: "box-00-001")!.index].frame, Rect(x: 130, y: 20, width: 101, height: 30))
    }

    /// An equal-spacing stack that nothing stretches along its axis closes up to its spacing and
    /// is not ambiguous (mattneub's LoopInBackground: Xcode saved 8 pt gaps and flagged nothing);
    /// one pinned taller spreads its views with equal gaps.
    func testEqualSpacingStackClosesUpToItsSpacingUnlessStretched() throws {
        func stack(_ extra: String) throws -> IBDocument {
            try document("""
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" alignment="top" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                    <rect key="frame" x="16" y="59" width="100" height="66"/>
                    <subviews>
                        \((1...3).map { LayoutFixtures.sizedBox("bx\($0)-00-001", x: 0, y: Double(($0 - 1) * 28), width: 100, height: 10) }.joined())
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="sl0-00-001"/>
                <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="sp0-00-001"/>
                \(extra)
            </constraints>
            """)
        }
        let free = try stack("")
        let layout = LayoutEngine().layout(free, Configuration.document(free))
        let third = layout.views[free.view(id: "bx3-00-001")!.index]
        XCTAssertEqual(third.frame?.y, 36)
        XCTAssertEqual(layout.views[free.view(id: "stk-00-001")!.index].ambiguity, [.unique, .unique, .unique, .unique])
        XCTAssertEqual(third.ambiguity, [.unique, .unique, .unique, .unique])

        let tall = try stack(#"<constraint firstItem="stk-00-001" firstAttribute="height" constant="110" id="sh0-00-001"/>"#)
        let spread = LayoutEngine().layout(tall, Configuration.document(tall))
        XCTAssertEqual(spread.views[tall.view(id: "bx2-00-001")!.index].frame?.y, 50)
        XCTAssertEqual(spread.views[tall.view(id: "bx3-00-001")!.index].frame?.y, 100)
    }

    /// The nib editor draws a hidden arranged view at its own size, half a spacing after the
    /// shown view before it (RocketChat's UserDetail), and without conflict with its size
    /// constraints; with `--runtime` UIKit collapses it (`UISV-hiding`).
    func testHiddenArrangedViewsKeepTheirSizeAtDesignTime() throws {
        let doc = try document("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" spacing="18" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="16" y="59" width="198" height="70"/>
                <subviews>
                    \(LayoutFixtures.sizedBox("bx1-00-001", x: 0, y: 0, width: 90, height: 70))
                    \(LayoutFixtures.sizedBox("bx2-00-001", x: 99, y: 0, width: 90, height: 70).replacingOccurrences(of: "<view ", with: "<view hidden=\"YES\" "))
                    \(LayoutFixtures.sizedBox("bx3-00-001", x: 108, y: 0, width: 90, height: 70))
                </subviews>
            </stackView>
        </subviews>
        \(LayoutFixtures.pinnedToSafeAreaTopLeading("stk-00-001"))
        """)
        let design = LayoutEngine().layout(doc, Configuration.document(doc))
        XCTAssertEqual(design.views[doc.view(id: "bx2-00-001")!.index].frame, Rect(x: 99, y: 0, width: 90, height: 70))
        XCTAssertEqual(design.views[doc.view(id: "bx3-00-001")!.index].frame?.x, 108)
        XCTAssertTrue(design.conflicts.isEmpty)
        let runtime = LayoutEngine(options: LayoutOptions(runtime: true)).layout(doc, Configuration.document(doc))
        XCTAssertFalse(runtime.conflicts.isEmpty, "UISV-hiding against the hidden view's required width")

        // A hidden plain view that nothing sizes keeps the size it was drawn at: not ambiguous.
        let plain = try document("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="16" y="59" width="100" height="50"/>
                <subviews>
                    \(LayoutFixtures.sizedBox("bx1-00-001", x: 0, y: 0, width: 100, height: 50))
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hid-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                    </view>
                </subviews>
            </stackView>
        </subviews>
        \(LayoutFixtures.pinnedToSafeAreaTopLeading("stk-00-001"))
        """)
        let drawn = LayoutEngine().layout(plain, Configuration.document(plain)).views[plain.view(id: "hid-00-001")!.index]
        XCTAssertEqual(drawn.frame, Rect(x: 0, y: 0, width: 100, height: 30))
        XCTAssertEqual(drawn.ambiguity, [.unique, .unique, .unique, .unique])
    }

    /// In a required conflict between a stack's fill alignment and a subview's own height, the
    /// subview's constraint gives way, as in Xcode's saved frames (DuckDuckGo's TabSwitcher: a
    /// 16 pt image in a 40 pt stack saved 40 tall).
    func testAStacksAlignmentBeatsASubviewsRequiredHeight() throws {
        let doc = try document("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="16" y="59" width="56" height="40"/>
                <subviews>
                    \(LayoutFixtures.sizedBox("img-00-001", x: 0, y: 0, width: 16, height: 16))
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="40" id="sth-00-001"/>
                </constraints>
            </stackView>
        </subviews>
        \(LayoutFixtures.pinnedToSafeAreaTopLeading("stk-00-001"))
        """)
        let layout = LayoutEngine().layout(doc, Configuration.document(doc))
        XCTAssertEqual(layout.views[doc.view(id: "img-00-001")!.index].frame, Rect(x: 0, y: 0, width: 16, height: 40))
        let conflict = try XCTUnwrap(layout.conflicts.first)
        guard case .document(let c) = conflict.broken else { return XCTFail("\(conflict.broken)") }
        XCTAssertEqual(doc.constraints[c].id, "img-00-001-h")
    }

    func testSafeAreaAndLeadingInTheDocumentConfiguration() throws {
        let doc = try document(pinnedLeading)
        let layout = LayoutEngine().layout(doc, Configuration.document(doc))
        XCTAssertEqual(layout.views[1].frame, Rect(x: 16, y: 59, width: 100, height: 50))
        XCTAssertEqual(layout.views[1].ambiguity, [.unique, .unique, .unique, .unique])
        XCTAssertTrue(layout.conflicts.isEmpty)
    }

    func testRightToLeftMirrorsLeadingAndTrailing() throws {
        let doc = try document(pinnedLeading)
        var options = LayoutOptions()
        options.rightToLeft = true
        let layout = LayoutEngine(options: options).layout(doc, Configuration.document(doc))
        XCTAssertEqual(layout.views[1].frame, Rect(x: 393 - 16 - 100, y: 59, width: 100, height: 50))
    }

    func testLandscapeAndIPadConfigurationsUseTheirSafeAreas() throws {
        let doc = try document(pinnedLeading)
        let landscape = LayoutEngine().layout(doc, Configuration.resolve(TraitsPattern("wC-hC"), device: nil, orientation: nil, doc: doc))
        XCTAssertEqual(landscape.configuration.device.id, "retina6_12")
        XCTAssertEqual(landscape.views[0].frame?.width, 852)
        XCTAssertEqual(landscape.views[1].frame, Rect(x: 59 + 16, y: 0, width: 100, height: 50))
        let pad = LayoutEngine().layout(doc, Configuration.resolve(TraitsPattern("wR-hR"), device: nil, orientation: nil, doc: doc))
        XCTAssertEqual(pad.configuration.device.id, "ipad10_9rounded")
        XCTAssertEqual(pad.views[1].frame, Rect(x: 16, y: 24, width: 100, height: 50))
    }

    /// `--orientation landscape` without `--traits` or `--device` turns the document's own device
    /// (it used to be ignored and the portrait document laid out).
    func testAnOrientationAloneTurnsTheDocumentsDevice() throws {
        let doc = try document(pinnedLeading)
        let turned = Configuration.resolve(nil, device: nil, orientation: .landscape, doc: doc)
        XCTAssertEqual(turned.device.id, "retina6_12")
        XCTAssertEqual(turned.orientation, .landscape)
        XCTAssertFalse(turned.isDocumentConfiguration)
        XCTAssertEqual(LayoutEngine().layout(doc, turned).views[0].frame?.width, 852)
        XCTAssertTrue(Configuration.resolve(nil, device: nil, orientation: .portrait, doc: doc).isDocumentConfiguration)
    }

    func testOlderXcodeEraSimulatesTheStatusBarDifferently() throws {
        // retina4_7 without bars: 20 pt in Xcode 9-10, 0 in Xcode 10.2-13 (ib-format.md §3.3).
        let xcode9 = try document(pinnedLeading, toolsVersion: "13196", device: "retina4_7")
        XCTAssertEqual(LayoutEngine().layout(xcode9, Configuration.document(xcode9)).views[1].frame?.y, 20)
        let xcode11 = try document(pinnedLeading, toolsVersion: "15505", device: "retina4_7")
        XCTAssertEqual(LayoutEngine().layout(xcode11, Configuration.document(xcode11)).views[1].frame?.y, 0)
    }

    func testUninstalledViewTakesItsConstraintsAlong() throws {
        let doc = try document(pinnedLeading + """

        <variation key="heightClass=compact">
            <mask key="subviews">
                <exclude reference="red-00-001"/>
            </mask>
        </variation>
        """)
        let configs = Configuration.all(for: doc)
        XCTAssertEqual(configs.map(\.traitsName), ["wC-hR", "wC-hC", "wR-hC"])
        let compact = LayoutEngine().layout(doc, configs[1])
        XCTAssertEqual(compact.views[1].mode, .notInstalled)
        XCTAssertFalse(compact.installation.constraintInstalled[2]) // l00: references the uninstalled view
        XCTAssertEqual(LayoutEngine().layout(doc, configs[0]).views[1].mode, .autoLayout)
    }
    /// `view.keyboardLayoutGuide` (iOS 15+) is a layout guide: with the keyboard dismissed, as on
    /// the canvas, its top is the safe area's bottom (852 - 34 on a 6.1" iPhone) and it spans the
    /// view's width. KeePassium's unlock screens pin their bottom content to it.
    func testKeyboardLayoutGuideSitsBelowTheSafeArea() throws {
        let doc = try document("""
        <subviews>
            \(LayoutFixtures.sizedBox("box-00-001", x: 0, y: 718, width: 393, height: 100))
        </subviews>
        <keyboardLayoutGuide key="keyboard" id="kb0-00-000"/>
        <constraints>
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="kb0-00-000" secondAttribute="leading" id="kl0-00-001"/>
            <constraint firstItem="box-00-001" firstAttribute="trailing" secondItem="kb0-00-000" secondAttribute="trailing" id="kt0-00-001"/>
            <constraint firstItem="kb0-00-000" firstAttribute="top" secondItem="box-00-001" secondAttribute="bottom" id="kp0-00-001"/>
            <constraint firstItem="box-00-001" firstAttribute="height" constant="100" id="kh0-00-001"/>
        </constraints>
        """)
        guard case .layoutGuide(let g)? = doc.object("kb0-00-000") else { return XCTFail("the keyboard guide is not a layout guide") }
        XCTAssertEqual(doc.layoutGuides[g].kind, LayoutGuide.Kind.keyboard)
        let layout = LayoutEngine().layout(doc, Configuration.document(doc))
        XCTAssertEqual(layout.views[doc.view(id: "box-00-001")!.index].frame, Rect(x: 0, y: 718, width: 393, height: 100))
    }
}

/// The text probe `validate` uses is built by editing the text constraints of each built system;
/// it must equal laying the document out again with `textPerturbation`.
final class TextProbeTests: XCTestCase {
    func testAnEditedProbeEqualsARebuiltOne() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let enumerator = FileManager.default.enumerator(atPath: repository.appendingPathComponent("SampleDocuments").path)
        let paths = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        XCTAssertGreaterThan(paths.count, 16)
        var compared = 0
        for path in paths {
            let url = repository.appendingPathComponent("SampleDocuments").appendingPathComponent(path)
            guard let parsed = try? XMLReader.read(path: url.path), let doc = try? DocumentDecoder.decode(parsed.document),
                  doc.useAutolayout else { continue }
            let config = Configuration.document(doc)
            for points in [4.0, -4.0] {
                let edited = LayoutEngine().layoutWithTextProbe(doc, config, points: points)
                var options = LayoutOptions()
                options.textPerturbation = points
                let rebuilt = LayoutEngine(options: options).layout(doc, config)
                XCTAssertEqual(edited.layout.views.map(\.frame), LayoutEngine().layout(doc, config).views.map(\.frame), path)
                for (a, b) in zip(edited.probe.views, rebuilt.views) {
                    XCTAssertEqual(a.frame, b.frame, "\(path) \(doc.views[a.view].id)")
                    XCTAssertEqual(a.ambiguity, b.ambiguity, "\(path) \(doc.views[a.view].id)")
                    if a.frame != nil { compared += 1 }
                }
            }
        }
        XCTAssertGreaterThan(compared, 100)
    }

}
