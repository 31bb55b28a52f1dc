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

    /// A horizontal stack with `distribution`, at the root's top leading corner, holding a plain
    /// view that wraps a label edge to edge (`lb1-00-001`) and a second label (`lb2-00-001`);
    /// `width` pins the stack's width (`stk-00-001`; nil: the stack takes its content's length).
    /// Pinned at the length its content asks for, the texts fill it exactly: a content-priority
    /// tie as soon as text sizes differ (`ProportionalFillTieTests`).
    public static func wrappedLabelStack(distribution: String, width: Double?) -> String {
        let attribute = distribution == "fill" ? "" : #"distribution="\#(distribution)" "#
        let widthConstraint = width.map { #"<constraint firstItem="stk-00-001" firstAttribute="width" constant="\#($0)" id="stk-w"/>"# } ?? ""
        let text = StoryboardScaffold.oneScene("""
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" \(attribute)spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="0.0" y="59" width="\(width ?? 212)" height="20.5"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wrp-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="133" height="20.5"/>
                        <subviews>
                            \(label("lb1-00-001", "A longer first title", x: 0, y: 0, width: 133))
                        </subviews>
                        <constraints>
                            <constraint firstItem="lb1-00-001" firstAttribute="leading" secondItem="wrp-00-001" secondAttribute="leading" id="wrp-l"/>
                            <constraint firstAttribute="trailing" secondItem="lb1-00-001" secondAttribute="trailing" id="wrp-r"/>
                            <constraint firstItem="lb1-00-001" firstAttribute="top" secondItem="wrp-00-001" secondAttribute="top" id="wrp-t"/>
                            <constraint firstAttribute="bottom" secondItem="lb1-00-001" secondAttribute="bottom" id="wrp-b"/>
                        </constraints>
                    </view>
                    \(label("lb2-00-001", "Second", x: 153, y: 0, width: 59))
                </subviews>
            </stackView>
        </subviews>
        <constraints>
            <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" id="stk-l"/>
            <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" id="stk-t"/>
            \(widthConstraint)
        </constraints>
        """)
        return text
    }
}
