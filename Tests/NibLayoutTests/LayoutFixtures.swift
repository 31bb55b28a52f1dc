/// XML pieces the layout tests build their documents from.
enum LayoutFixtures {
    /// A plain view with width and height constraints (ids derived from `id`).
    static func sizedBox(_ id: String, x: Double, y: Double, width: Double, height: Double) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
                <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
            </constraints>
        </view>
        """
    }

    /// Constraints that hold `id` 16 pt from the safe area's leading edge, at its top.
    static func pinnedToSafeAreaTopLeading(_ id: String) -> String {
        """
        <constraints>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="\(id)-l"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="\(id)-t"/>
        </constraints>
        """
    }
}
