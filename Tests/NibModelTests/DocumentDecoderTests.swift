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
}
