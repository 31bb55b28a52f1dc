import XCTest
import NibXML
@testable import NibModel

final class DocumentDecoderTests: XCTestCase {
    let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <!--Main Scene-->
            <scene sceneID="tne-QT-ifu">
                <objects>
                    <viewController id="BYZ-38-t0r" customClass="ViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" misplaced="YES" text="Hello &amp; bye" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001" userLabel="Greeting">
                                    <rect key="frame" x="16" y="59" width="100" height="20.333333333333332"/>
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                </label>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="40" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                                    <rect key="frame" x="16" y="100" width="361" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" secondItem="stk-00-001" secondAttribute="height" multiplier="16:9" id="asp-00-001"/>
                                    </constraints>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                            <constraints>
                                <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="6Tk-OE-BBY" secondAttribute="leading" constant="16" id="c01-00-001"/>
                                <constraint firstAttribute="trailing" secondItem="stk-00-001" secondAttribute="trailing" constant="16" priority="750" placeholder="YES" id="c02-00-001">
                                    <variation key="heightClass=compact-widthClass=regular" constant="40"/>
                                </constraint>
                                <constraint firstItem="stk-00-001" firstAttribute="centerY" secondItem="8bC-Xf-vdC" secondAttribute="bottom" multiplier="1/3" relation="greaterThanOrEqual" symbolic="YES" id="c03-00-001"/>
                            </constraints>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                    <real key="value" value="8"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="c02-00-001"/>
                                </mask>
                            </variation>
                            <variation key="widthClass=regular">
                                <mask key="constraints">
                                    <include reference="c02-00-001"/>
                                </mask>
                                <mask key="subviews">
                                    <exclude reference="lbl-00-001"/>
                                </mask>
                            </variation>
                        </view>
                        <connections>
                            <outlet property="greeting" destination="lbl-00-001" id="out-00-001"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
        </scenes>
    </document>

    """

    func decode(_ text: String) throws -> IBDocument {
        try DocumentDecoder.decode(try XMLReader.parse(Array(text.utf8)).document)
    }

    func testDocumentAttributesAndDevice() throws {
        let doc = try decode(storyboard)
        XCTAssertEqual(doc.kind, .storyboard)
        XCTAssertEqual(doc.platform, .cocoaTouch)
        XCTAssertEqual(doc.toolsVersion, 22505, "the Xcode 15 placeholder counts as Xcode 15")
        XCTAssertTrue(doc.useSafeAreas)
        XCTAssertEqual(doc.device?.id, "retina6_12")
        XCTAssertEqual(doc.device?.orientation, .portrait)
        XCTAssertEqual(doc.scenes.first?.title, "Main Scene")
        XCTAssertEqual(doc.scenes.first?.controllers, [0])
        XCTAssertEqual(doc.controllers.first?.rootView, 0)
        XCTAssertEqual(doc.controllers.first?.connections.first?.destination, "lbl-00-001")
    }

    func testViewsAndTheirLayoutProperties() throws {
        let doc = try decode(storyboard)
        XCTAssertEqual(doc.views.map(\.id), ["8bC-Xf-vdC", "lbl-00-001", "stk-00-001"])
        let root = doc.views[0], label = doc.views[1], stack = doc.views[2]
        XCTAssertEqual(root.subviews, [1, 2])
        XCTAssertTrue(root.translatesAutoresizingMask)
        XCTAssertEqual(root.autoresizingMask?.widthSizable, true)
        XCTAssertEqual(label.superview, 0)
        XCTAssertEqual(label.uikitClass, "UILabel")
        XCTAssertEqual(label.text, "Hello & bye")
        XCTAssertEqual(label.displayName, "Greeting")
        XCTAssertTrue(label.misplaced)
        XCTAssertTrue(label.usesAutoLayout)
        XCTAssertEqual(label.horizontalHugging, 251)
        XCTAssertEqual(label.horizontalCompressionResistance, 750)
        XCTAssertEqual(label.frame, Rect(x: 16, y: 59, width: 100, height: 20.333333333333332))
        XCTAssertEqual(label.font?.type, "boldSystem")
        XCTAssertEqual(label.font?.pointSize, 17)
        XCTAssertEqual(stack.stack?.axis, .vertical)
        XCTAssertEqual(stack.stack?.spacing, 8)
        XCTAssertEqual(stack.placeholderIntrinsicWidth, .noIntrinsicMetric)
        XCTAssertEqual(stack.placeholderIntrinsicHeight, .value(40))
        XCTAssertEqual(stack.displayName, "Stack View")
        XCTAssertEqual(root.runtimeAttributes.first?.keyPath, "layer.cornerRadius")
        XCTAssertEqual(root.runtimeAttributes.first?.valueElementName, "real")
    }

    func testConstraintsWithImplicitItemsMultipliersAndVariations() throws {
        let doc = try decode(storyboard)
        XCTAssertEqual(doc.constraints.count, 4)
        let aspect = doc.constraints[0]
        XCTAssertEqual(aspect.holder, 2)
        XCTAssertEqual(aspect.firstItemID, "stk-00-001")
        XCTAssertTrue(aspect.firstItemIsImplicit)
        XCTAssertEqual(aspect.multiplier?.value ?? 0, 16.0 / 9.0, accuracy: 1e-12)
        XCTAssertEqual(aspect.multiplier?.text, "16:9")
        let trailing = doc.constraints[2]
        XCTAssertEqual(trailing.firstItemID, "8bC-Xf-vdC")
        XCTAssertEqual(trailing.priority, 750)
        XCTAssertTrue(trailing.placeholder)
        XCTAssertEqual(trailing.constantVariations.first?.key.widthClass, .regular)
        XCTAssertEqual(trailing.constantVariations.first?.key.heightClass, .compact)
        XCTAssertEqual(trailing.constantVariations.first?.constant, 40)
        let center = doc.constraints[3]
        XCTAssertEqual(center.relation, .greaterThanOrEqual)
        XCTAssertEqual(center.multiplier?.value ?? 0, 1.0 / 3.0, accuracy: 1e-12)
        XCTAssertEqual(center.secondAttribute, .bottom)
        XCTAssertTrue(center.symbolic)
        let root = doc.views[0]
        XCTAssertEqual(root.variations.map(\.key.text), ["default", "widthClass=regular"])
        XCTAssertEqual(root.variations[0].constraintMask, [MaskEntry(include: false, reference: "c02-00-001", element: root.variations[0].constraintMask[0].element)])
        XCTAssertEqual(root.variations[1].subviewMask.first?.reference, "lbl-00-001")
        guard case .layoutGuide(let g)? = doc.object("6Tk-OE-BBY") else { return XCTFail("safe area not registered") }
        XCTAssertEqual(doc.layoutGuides[g].kind, .safeArea)
        XCTAssertEqual(doc.layoutGuides[g].ownerView, 0)
        // Items are resolved once the whole document is read: views, layout guides, the
        // implicit first item.
        XCTAssertEqual(doc.constraints[1].firstItemID, "lbl-00-001")
        guard case .view(let label)? = doc.constraints[1].firstItem else { return XCTFail("first item not resolved") }
        XCTAssertEqual(doc.views[label].id, "lbl-00-001")
        guard case .layoutGuide(g)? = doc.constraints[1].secondItem else { return XCTFail("second item not resolved") }
        guard case .view(let stack)? = aspect.firstItem, case .view(stack)? = aspect.secondItem else { return XCTFail("aspect items") }
        XCTAssertEqual(doc.views[stack].id, "stk-00-001")
        guard case .view(0)? = trailing.firstItem else { return XCTFail("implicit first item") }
    }

    /// A constraint naming an id that stands for nothing keeps the id and resolves to nil.
    func testDanglingConstraintItemsResolveToNothing() throws {
        let text = storyboard.replacingOccurrences(of: "secondItem=\"6Tk-OE-BBY\"", with: "secondItem=\"zzz-zz-zzz\"")
        let doc = try decode(text)
        XCTAssertEqual(doc.constraints[1].secondItemID, "zzz-zz-zzz")
        XCTAssertNil(doc.constraints[1].secondItem)
        XCTAssertNotNil(doc.constraints[1].firstItem)
    }

    /// `size="system"` and its kin name UIFont's class sizes; an explicit point size wins.
    func testNamedFontSizes() throws {
        for (size, points) in [("system", 14.0), ("button", 18), ("label", 17), ("smallSystem", 12)] {
            let text = storyboard.replacingOccurrences(of: #"type="boldSystem" pointSize="17""#, with: #"type="system" size="\#(size)""#)
            let doc = try decode(text)
            XCTAssertEqual(doc.views.compactMap(\.font).first?.pointSize, points, size)
        }
        XCTAssertEqual(try decode(storyboard).views.compactMap(\.font).first?.pointSize, 17)
    }

    func testMultiplierForms() {
        XCTAssertEqual(Multiplier(ibText: "0.5")?.value, 0.5)
        XCTAssertEqual(Multiplier(ibText: "2:1")?.value, 2)
        XCTAssertEqual(Multiplier(ibText: "1/4")?.value, 0.25)
        XCTAssertNil(Multiplier(ibText: "1/0"))
        XCTAssertNil(Multiplier(ibText: "abc"))
    }

    func testVariationKeys() {
        let k = VariationKey("heightClass=regular-widthClass=compact")
        XCTAssertEqual(k.widthClass, .compact)
        XCTAssertEqual(k.heightClass, .regular)
        XCTAssertEqual(k.specificity, 2)
        XCTAssertTrue(k.isValid)
        XCTAssertEqual(VariationKey("userInterfaceIdiom=mac").idiom, "mac")
        XCTAssertFalse(VariationKey("widthClass=huge").isValid)
        XCTAssertTrue(VariationKey("default").isDefault)
    }

    func testNonIBDocumentsAreRejectedWithAReason() throws {
        XCTAssertThrowsError(try decode("<html><body/></html>")) { XCTAssertTrue("\($0)".contains("<html>")) }
        XCTAssertThrowsError(try decode("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>")) {
            XCTAssertTrue("\($0)".contains("legacy"))
        }
        XCTAssertThrowsError(try decode("<document type=\"svg\"/>"))
    }

    func testXcodeNumberFormatting() {
        XCTAssertEqual(NumberFormat.xcode(0), "0.0")
        XCTAssertEqual(NumberFormat.xcode(375), "375")
        XCTAssertEqual(NumberFormat.xcode(-8), "-8")
        XCTAssertEqual(NumberFormat.xcode(58.0 / 3.0), "19.333333333333332")
        XCTAssertEqual(NumberFormat.xcode(0.5), "0.5")
    }

    /// The class-specific attributes the layout reads are decoded once, so the layout never reads
    /// the XML: a navigation controller's bar, a controller's presentation, a bar button item's
    /// controller, table row heights, button, text field and text view attributes.
    func testClassSpecificAttributesAreDecodedForTheLayout() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc0-00-000">
                    <objects>
                        <navigationController navigationBarHidden="YES" id="nav-00-000" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" largeTitles="YES" id="bar-00-000">
                                <rect key="frame" x="0.0" y="59" width="393" height="96"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                        </navigationController>
                        <tableViewController modalPresentationStyle="formSheet" extendedLayoutIncludesOpaqueBars="YES" id="tvc-00-000" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" rowHeight="-1" id="tbl-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" rowHeight="60" id="cel-00-000">
                                        <rect key="frame" x="0.0" y="50" width="393" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                            <navigationItem key="navigationItem" largeTitleDisplayMode="never" id="itm-00-000">
                                <barButtonItem key="rightBarButtonItem" title="Go" id="bbi-00-000"/>
                            </navigationItem>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="sc1-00-000">
                    <objects>
                        <viewController id="vc1-00-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" id="rt1-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-000">
                                        <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <inset key="contentEdgeInsets" minX="10" minY="5" maxX="12" maxY="6"/>
                                    </button>
                                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="fld-00-000">
                                        <rect key="frame" x="0.0" y="50" width="80" height="34"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </textField>
                                    <textView clipsSubviews="YES" contentMode="scaleToFill" scrollEnabled="NO" id="txt-00-000">
                                        <rect key="frame" x="0.0" y="90" width="80" height="34"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </textView>
                                    <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="large" id="act-00-000">
                                        <rect key="frame" x="0.0" y="130" width="37" height="37"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </activityIndicatorView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let doc = try DocumentDecoder.decode(try XMLReader.parse(Array(text.utf8)).document)
        struct NotAController: Error { var id: String }
        func controller(_ id: String) throws -> ViewController {
            guard case .controller(let c)? = doc.object(id) else { throw NotAController(id: id) }
            return doc.controllers[c]
        }
        let navigation = try controller("nav-00-000").presentation
        XCTAssertTrue(navigation.navigationBarHidden)
        XCTAssertEqual(navigation.navigationBar?.translucent, false)
        XCTAssertEqual(navigation.navigationBar?.prefersLargeTitles, true)
        XCTAssertEqual(navigation.navigationBar?.savedHeight, 96)
        let table = try controller("tvc-00-000")
        XCTAssertEqual(table.presentation.modalPresentationStyle, "formSheet")
        XCTAssertTrue(table.presentation.extendedLayoutIncludesOpaqueBars)
        XCTAssertEqual(table.presentation.largeTitleDisplayMode, "never")
        guard case .other(let item)? = doc.object("bbi-00-000") else { return XCTFail("the bar button item is not decoded") }
        XCTAssertEqual(doc.otherObjects[item].ownerController, table.index)
        XCTAssertEqual(doc.view(id: "tbl-00-000")?.control.automaticRowHeight, true)
        XCTAssertEqual(doc.view(id: "cel-00-000")?.control.rowHeight, 60)
        XCTAssertEqual(doc.view(id: "cel-00-000")?.control.automaticRowHeight, false)
        XCTAssertEqual(doc.view(id: "rt1-00-000")?.control.semanticContent.forcesRightToLeft, true)
        XCTAssertEqual(doc.view(id: "btn-00-000")?.control.buttonType, "system")
        XCTAssertEqual(doc.view(id: "btn-00-000")?.control.contentEdgeInsets, EdgeInsets(top: 5, left: 10, bottom: 6, right: 12))
        XCTAssertEqual(doc.view(id: "fld-00-000")?.control.borderStyle, "roundedRect")
        XCTAssertEqual(doc.view(id: "txt-00-000")?.control.scrollEnabled, false)
        XCTAssertEqual(doc.view(id: "act-00-000")?.control.largeActivityIndicator, true)
        XCTAssertEqual(doc.device?.line, 3)
    }

    /// Xcode 8.0 saved some frames as insets from the superview's edges (ChatSecure's
    /// OTRUsernameCell, kharrison's AutoLayout examples): read as the frames they describe.
    func testXcode8FrameInsetsAreFramesInTheirSuperview() throws {
        let doc = try decode("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <view contentMode="scaleToFill" id="top-00-000">
                    <frame key="frameInset" width="320" height="200"/>
                    <subviews>
                        <label opaque="NO" text="Username" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                            <frame key="frameInset" minX="8" minY="12" width="75" height="20"/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fil-00-001">
                            <frame key="frameInset"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="far-00-001">
                            <frame key="frameInset" minY="10%" maxX="20" width="100" maxY="30"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="non-00-001"/>
                    </subviews>
                </view>
            </objects>
        </document>
        """)
        XCTAssertEqual(doc.view(id: "top-00-000")?.frame, Rect(x: 0, y: 0, width: 320, height: 200))
        XCTAssertEqual(doc.view(id: "lab-00-001")?.frame, Rect(x: 8, y: 12, width: 75, height: 20))
        XCTAssertEqual(doc.view(id: "fil-00-001")?.frame, Rect(x: 0, y: 0, width: 320, height: 200), "no inset: the superview's bounds")
        XCTAssertEqual(doc.view(id: "far-00-001")?.frame, Rect(x: 200, y: 20, width: 100, height: 150), "20 pt from the right, 10% down, 30 pt from the bottom")
        XCTAssertNil(doc.view(id: "non-00-001")?.frame, "a view saved without a frame has none")
    }
}
