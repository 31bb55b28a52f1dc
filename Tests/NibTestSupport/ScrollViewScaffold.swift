/// Scroll-view scenes of the scroll content tests: a scroll view (`scr-00-001`) filling the
/// root's safe area, its content written by the test.
public enum ScrollViewScaffold {
    /// The scroll view's four constraints to the root's edges and safe area.
    public static let fillsSafeArea = """
        <constraints>
            <constraint firstItem="scr-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="c04-00-001"/>
            <constraint firstItem="scr-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="c05-00-001"/>
            <constraint firstItem="rt0-00-000" firstAttribute="trailing" secondItem="scr-00-001" secondAttribute="trailing" id="c06-00-001"/>
            <constraint firstItem="sa0-00-000" firstAttribute="bottom" secondItem="scr-00-001" secondAttribute="bottom" id="c07-00-001"/>
        </constraints>
        """

    /// A 1000-pt-tall content view (`cnt-00-001`) pinned to the scroll view's leading and top
    /// edges and as wide as it; `contentConstraints` are added to the scroll view's constraints.
    public static func constrainedContent(_ contentConstraints: String, scrollViewAttributes: String = "") -> String {
        StoryboardScaffold.oneScene("""
        <subviews>
            <scrollView \(scrollViewAttributes)clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
                <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="1000"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="1000" id="hgt-00-001"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="cnt-00-001" firstAttribute="leading" secondItem="scr-00-001" secondAttribute="leading" id="c01-00-001"/>
                    <constraint firstItem="cnt-00-001" firstAttribute="top" secondItem="scr-00-001" secondAttribute="top" id="c02-00-001"/>
                    <constraint firstItem="cnt-00-001" firstAttribute="width" secondItem="scr-00-001" secondAttribute="width" id="c03-00-001"/>
                    \(contentConstraints)
                </constraints>
            </scrollView>
        </subviews>
        \(fillsSafeArea)
        """)
    }
}
