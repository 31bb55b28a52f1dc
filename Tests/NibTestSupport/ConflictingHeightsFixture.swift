/// A one-scene storyboard (iPhone 16, Xcode 16) whose root holds a 100 pt wide box (`box-00-000`)
/// 20 pt from the root's leading edge and 40 from its top, held 100 tall by its first height
/// constraint (`hA0-00-000`) and 50 tall by its second (`hB0-00-000`): a required conflict, which
/// nibtool's solver breaks at the second (added last). The box is saved `savedHeight` tall: 50 is
/// a saved frame that shows Xcode broke the first.
public enum ConflictingHeightsFixture {
    public static func storyboard(savedHeight: Double) -> String {
        StoryboardScaffold.oneScene("""
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-000">
                    <rect key="frame" x="20" y="40" width="100" height="\(XibScaffold.number(savedHeight))"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="100" id="hA0-00-000"/>
                        <constraint firstAttribute="height" constant="50" id="hB0-00-000"/>
                        <constraint firstAttribute="width" constant="100" id="w00-00-000"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="20" id="c01-00-000"/>
                <constraint firstItem="box-00-000" firstAttribute="top" secondItem="rt0-00-000" secondAttribute="top" constant="40" id="c02-00-000"/>
            </constraints>
            """)
    }
}
