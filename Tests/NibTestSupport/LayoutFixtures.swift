/// XML pieces the layout tests build their documents from.
public enum LayoutFixtures {
    /// A plain view with width and height constraints (ids derived from `id`).
    public static func sizedBox(_ id: String, x: Double, y: Double, width: Double, height: Double) -> String {
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

    /// A one-line 17 pt system label with default priorities (hugging 251), saved at the given frame.
    public static func label(_ id: String, _ text: String, x: Double, y: Double, width: Double, height: Double = 20.5) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    /// Constraints that pin `id` to the four edges of the root view (`rt0-00-000`).
    public static func fillingRootView(_ id: String) -> String {
        "<constraints>\n" + pinnedToEdges(id, of: "rt0-00-000", idPrefix: "\(id)-f") + "\n</constraints>"
    }

    /// The four `<constraint>`s that pin `id` to the edges of `container` (no `<constraints>`).
    public static func pinnedToEdges(_ id: String, of container: String, idPrefix: String) -> String {
        """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(container)" secondAttribute="leading" id="\(idPrefix)l"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(container)" secondAttribute="top" id="\(idPrefix)t"/>
            <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" id="\(idPrefix)r"/>
            <constraint firstAttribute="bottom" secondItem="\(id)" secondAttribute="bottom" id="\(idPrefix)b"/>
        """
    }

    /// Constraints that hold `id` 16 pt from the safe area's leading edge, at its top.
    public static func pinnedToSafeAreaTopLeading(_ id: String) -> String {
        """
        <constraints>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="16" id="\(id)-l"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="\(id)-t"/>
        </constraints>
        """
    }
}
