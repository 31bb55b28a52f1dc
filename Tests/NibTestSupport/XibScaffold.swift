/// The xibs tests write: the document around their top-level objects, and the one-cell xib tests
/// of top-level cells are written in: a table view cell (`cel-00-000`) whose content view
/// (`cnt-00-000`) fills it and holds the test's subviews and constraints. The Xcode version that
/// saved it, the device, the cell's size and row height are parameters, so the document's frame
/// is written once.
public enum XibScaffold {
    /// The one-cell document's text.
    public static func topLevelCell(_ subviews: String, constraints: String, toolsVersion: String = "23504", device: String = "retina6_12",
                                    width: Double = 393, height: Double, rowHeight: Double? = nil) -> String {
        let row = rowHeight.map { #" rowHeight="\#(number($0))""# } ?? ""
        return document(toolsVersion: toolsVersion, device: device, objects: """
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10"\(row) id="cel-00-000">
                    <rect key="frame" x="0.0" y="0.0" width="\(number(width))" height="\(number(height))"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-000" id="cnt-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="\(number(width))" height="\(number(height))"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            \(subviews)
                        </subviews>
                        <constraints>
                            \(constraints)
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
        """)
    }

    /// A xib saved by `toolsVersion` for `device`, with a File's Owner and the given top-level
    /// objects after it.
    public static func document(toolsVersion: String = "23504", device: String = "retina6_12", objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(objects)
            </objects>
        </document>
        """
    }

    /// 74 and 74.5 as Xcode writes them.
    public static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
