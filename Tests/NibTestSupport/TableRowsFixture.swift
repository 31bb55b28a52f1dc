/// A one-scene storyboard whose root holds a 300 pt table (`tbl-00-001`, "List") with two 44 pt
/// prototype rows, each holding a 20 pt dot (`dt1-00-001`, `dt2-00-001`) pinned to its content
/// view's leading edge and vertical center: the first row at the table's top, the second where a
/// test puts it (below the table: a row Xcode 14's canvas does not lay out).
public enum TableRowsFixture {
    /// The document saved by `toolsVersion`, its second row at `secondRowY`, its dot flagged
    /// ambiguous by Xcode when `flagSecondDot`.
    public static func twoRows(toolsVersion: String, secondRowY: Double, flagSecondDot: Bool = false) -> String {
        func row(_ n: Int, y: Double, flagged: Bool) -> String {
            """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row\(n)" id="cl\(n)-00-001" userLabel="Row \(n)">
                <rect key="frame" x="0.0" y="\(XibScaffold.number(y))" width="393" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cl\(n)-00-001" id="cv\(n)-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill"\(flagged ? #" ambiguous="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="dt\(n)-00-001" userLabel="Dot \(n)">
                            <rect key="frame" x="16" y="12" width="20" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="20" id="wd\(n)-00-001"/>
                                <constraint firstAttribute="height" constant="20" id="ht\(n)-00-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="dt\(n)-00-001" firstAttribute="leading" secondItem="cv\(n)-00-001" secondAttribute="leading" constant="16" id="ld\(n)-00-001"/>
                        <constraint firstItem="dt\(n)-00-001" firstAttribute="centerY" secondItem="cv\(n)-00-001" secondAttribute="centerY" id="cy\(n)-00-001"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        return StoryboardScaffold.oneScene("""
            <subviews>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-00-001" userLabel="List">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <prototypes>
                        \(row(1, y: 28, flagged: false))
                        \(row(2, y: secondRowY, flagged: flagSecondDot))
                    </prototypes>
                </tableView>
            </subviews>
            """, toolsVersion: toolsVersion)
    }

}
