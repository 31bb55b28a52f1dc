import XCTest
import NibLayout
import NibModel
import NibText
import NibTestSupport
import NibXML

/// Rules of Interface Builder's design-time layout found on the corpus: each test is a small
/// document in the shape of the corpus documents that showed the rule. The tests are split by
/// topic into subclasses; this class holds the documents they are written in.
class DesignTimeTestCase: XCTestCase {
    func decode(_ text: String) throws -> IBDocument {
        try DocumentDecoder.decode(try XMLReader.parse(Array(text.utf8)).document)
    }

    func frame(_ doc: IBDocument, _ id: String, _ config: Configuration? = nil) -> Rect? {
        let layout = LayoutEngine().layout(doc, config ?? Configuration.document(doc))
        return layout.views[doc.view(id: id)!.index].frame
    }

    /// A storyboard whose one scene's root view holds `body`; `device: nil` for Xcode 6-7's Any
    /// canvas (no `<device>`).
    func storyboard(_ body: String, device: String? = "retina4_7", width: Int = 375, height: Int = 667, toolsVersion: String = "18122") -> String {
        StoryboardScaffold.oneScene(body, toolsVersion: toolsVersion, device: device, width: Double(width), height: Double(height))
    }

    /// A table cell's content view whose one subview is pinned to its four layout margins.
    /// `frame`: the content view's saved frame, or nil for none (as Xcode 6 sometimes wrote it).
    func marginPinnedContentView(cell: String, content: String, box: String, frame: String?) -> String {
        """
        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(cell)" id="\(content)">
            \(frame.map { "<rect key=\"frame\" \($0)/>" } ?? "")
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box)">
                    <rect key="frame" x="8" y="8" width="0" height="0"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="\(box)" firstAttribute="leading" secondItem="\(content)" secondAttribute="leadingMargin" id="\(box)-1"/>
                <constraint firstItem="\(box)" firstAttribute="trailing" secondItem="\(content)" secondAttribute="trailingMargin" id="\(box)-2"/>
                <constraint firstItem="\(box)" firstAttribute="top" secondItem="\(content)" secondAttribute="topMargin" id="\(box)-3"/>
                <constraint firstAttribute="bottomMargin" secondItem="\(box)" secondAttribute="bottom" id="\(box)-4"/>
            </constraints>
        </tableViewCellContentView>
        """
    }


    /// A storyboard document with `scenes`.
    func storyboardDocument(toolsVersion: String, device: String, _ scenes: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// A controller's top and bottom layout guides (documents without safe areas).
    static let layoutGuides = """
    <layoutGuides>
        <viewControllerLayoutGuide type="top" id="top-00-000"/>
        <viewControllerLayoutGuide type="bottom" id="bot-00-000"/>
    </layoutGuides>
    """

    /// A tvOS storyboard (Xcode 10) holding `scenes`.
    func tvDocument(_ scenes: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="14460.31" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="appleTV" orientation="landscape"/>
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// A table view `tbl-00-000` (a controller's root with `key="view"`, else a subview) with one
    /// prototype cell whose content view `cnt-00-000` holds the view `box-00-000`.
    func cellTable(key: String, width: Int, height: Int, cell: Rect, contentHeight: Double, box: Rect, constraints: String) -> String {
        let placement = key.isEmpty ? "translatesAutoresizingMaskIntoConstraints=\"NO\"" : key
        return """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="\(cell.height)" \(placement) id="tbl-00-000">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" rowHeight="\(cell.height)" id="cel-00-000">
                    <rect key="frame" x="\(cell.x)" y="\(cell.y)" width="\(cell.width)" height="\(cell.height)"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cel-00-000" id="cnt-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="\(cell.width)" height="\(contentHeight)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
                                <rect key="frame" x="\(box.x)" y="\(box.y)" width="\(box.width)" height="\(box.height)"/>
                            </view>
                        </subviews>
                        <constraints>\(constraints)</constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """
    }

    /// A navigation controller scene whose root is `vc<root>-00-000`; `bar` holds the attributes
    /// and height of its navigation bar.
    func navigationScene(root: Int, bar: String = "", barY: Int = 20, barHeight: Int = 44, width: Int = 375) -> String {
        """
        <scene sceneID="nv0-00-000">
            <objects>
                <navigationController id="nav-00-000" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" \(bar) id="bar-00-000">
                        <rect key="frame" x="0.0" y="\(barY)" width="\(width)" height="\(barHeight)"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="vc\(root)-00-000" kind="relationship" relationship="rootViewController" id="rel-00-000"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
    }

    /// A tab bar controller scene `tab-00-000` whose one tab is `tab` (a controller's id);
    /// `metrics` goes before its tab bar (e.g. `<nil key="simulatedBottomBarMetrics"/>`).
    func tabBarScene(tab: String, metrics: String = "", width: Int = 375) -> String {
        """
        <scene sceneID="tb0-00-000">
            <objects>
                <tabBarController id="tab-00-000" sceneMemberID="viewController">
                    \(metrics)
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tbr-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections>
                        <segue destination="\(tab)" kind="relationship" relationship="viewControllers" id="rlt-00-000"/>
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        """
    }

    /// A controller scene `vc<n>-00-000` (root view `rt<n>`, safe area `sa<n>`); with `box`, a
    /// full-width 50 pt view `box-00-000` pinned to the top of the safe area, saved at `box`.
    func controllerScene(_ n: Int, width: Int = 375, height: Int = 667, box: Double? = nil, layoutGuides: String = "",
                         subviews: String = "", constraints: String = "", extra: String = "") -> String {
        var subviews = subviews, constraints = constraints
        if let y = box {
            subviews += """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
                <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="50"/>
            </view>
            """
            constraints += """
            <constraint firstItem="box-00-000" firstAttribute="top" secondItem="sa\(n)-00-000" secondAttribute="top" id="c01-00-000"/>
            <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt\(n)-00-000" secondAttribute="leading" id="c02-00-000"/>
            <constraint firstAttribute="trailing" secondItem="box-00-000" secondAttribute="trailing" id="c03-00-000"/>
            <constraint firstItem="box-00-000" firstAttribute="height" constant="50" id="c04-00-000"/>
            """
        }
        return """
        <scene sceneID="sc\(n)-00-000">
            <objects>
                <viewController id="vc\(n)-00-000" sceneMemberID="viewController">
                    \(layoutGuides)
                    <view key="view" contentMode="scaleToFill" id="rt\(n)-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>\(subviews)</subviews>
                        <constraints>\(constraints)</constraints>
                        <viewLayoutGuide key="safeArea" id="sa\(n)-00-000"/>
                    </view>
                    \(extra)
                </viewController>
            </objects>
        </scene>
        """
    }

}
