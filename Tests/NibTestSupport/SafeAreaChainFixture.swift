/// A scene on the iPhone 15 (safe area 59 pt from the top in nibtool's model) whose boxes
/// (`chain`, 100 x 30) are chained below the safe area's top: the first 8 pt below it, each next
/// one 8 pt below the one above. They are saved at `savedTops`: 121, 159 and 197 are where a safe
/// area 113 pt from the top (54 pt lower than modelled) puts them. `pinnedAlone` adds a box
/// (`aln-00-000`) pinned to the safe area by itself, 8 pt below it, saved at that top;
/// `secondPinnedAlone` another (`sec-00-000`) beside it.
public enum SafeAreaChainFixture {
    public static let chain = ["bx0-00-000", "bx1-00-000", "bx2-00-000"]

    public static func storyboard(savedTops: [Double], pinnedAlone: Double? = nil, secondPinnedAlone: Double? = nil) -> String {
        var views = "", constraints = ""
        for (i, top) in savedTops.enumerated() {
            let id = "bx\(i)-00-000"
            views += box(id, x: 20, y: top)
            let above = i == 0 ? #"secondItem="sa0-00-000" secondAttribute="top""# : #"secondItem="bx\#(i - 1)-00-000" secondAttribute="bottom""#
            constraints += """
                <constraint firstItem="\(id)" firstAttribute="top" \(above) constant="8" id="t\(i)0-00-000"/>
                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="20" id="l\(i)0-00-000"/>
                """
        }
        for (id, top, x) in [("aln", pinnedAlone, 200), ("sec", secondPinnedAlone, 250)] {
            guard let top else { continue }
            views += box("\(id)-00-000", x: Double(x), y: top)
            constraints += """
                <constraint firstItem="\(id)-00-000" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="8" id="\(id.prefix(1))t0-00-000"/>
                <constraint firstItem="\(id)-00-000" firstAttribute="leading" secondItem="sa0-00-000" secondAttribute="leading" constant="\(x)" id="\(id.prefix(1))l0-00-000"/>
                """
        }
        return StoryboardScaffold.oneScene("<subviews>\(views)</subviews><constraints>\(constraints)</constraints>")
    }

    /// The same scene with the boxes chained across from the safe area's leading edge instead: the
    /// first 8 pt right of it, each next one 8 pt right of the one before, all 8 pt below the
    /// safe area's top (saved at y 67). Saved at `savedLefts`: 55, 163 and 271 are where a safe
    /// area inset 47 pt from the left (the model's is 0 in portrait) puts them.
    public static func row(savedLefts: [Double]) -> String {
        var views = "", constraints = ""
        for (i, left) in savedLefts.enumerated() {
            let id = "bx\(i)-00-000"
            views += box(id, x: left, y: 67)
            let before = i == 0 ? #"secondItem="sa0-00-000" secondAttribute="leading""# : #"secondItem="bx\#(i - 1)-00-000" secondAttribute="trailing""#
            constraints += """
                <constraint firstItem="\(id)" firstAttribute="leading" \(before) constant="8" id="l\(i)0-00-000"/>
                <constraint firstItem="\(id)" firstAttribute="top" secondItem="sa0-00-000" secondAttribute="top" constant="8" id="t\(i)0-00-000"/>
                """
        }
        return StoryboardScaffold.oneScene("<subviews>\(views)</subviews><constraints>\(constraints)</constraints>")
    }

    /// A scene on the iPhone 15 (root side margins 16 pt in nibtool's model) whose boxes stand one
    /// below the other, each saved at `savedX`: the first pinned to the root's leading margin, the
    /// others aligned with its leading edge, or, `allPinned`, each pinned to the margin itself.
    public static func marginColumn(savedX: Double, boxes: Int, allPinned: Bool = false) -> String {
        var views = "", constraints = ""
        for i in 0..<boxes {
            let id = "bx\(i)-00-000"
            views += box(id, x: savedX, y: Double(67 + 38 * i))
            let above = i == 0 ? #"secondItem="sa0-00-000" secondAttribute="top""# : #"secondItem="bx\#(i - 1)-00-000" secondAttribute="bottom""#
            constraints += """
                <constraint firstItem="\(id)" firstAttribute="top" \(above) constant="8" id="t\(i)0-00-000"/>
                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(i == 0 || allPinned ? "rt0-00-000" : "bx0-00-000")" secondAttribute="\(i == 0 || allPinned ? "leadingMargin" : "leading")" id="l\(i)0-00-000"/>
                """
        }
        return StoryboardScaffold.oneScene("<subviews>\(views)</subviews><constraints>\(constraints)</constraints>")
    }

    /// A plain view `id` saved at (`x`, `y`), held 100 x 30 by constraints of its own (ids derived
    /// from `id`).
    public static func box(_ id: String, x: Double, y: Double) -> String {
        let key = id.replacingOccurrences(of: "-", with: "").prefix(3)
        return """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(XibScaffold.number(x))" y="\(XibScaffold.number(y))" width="100" height="30"/>
                <constraints>
                    <constraint firstAttribute="height" constant="30" id="\(key)-hh-000"/>
                    <constraint firstAttribute="width" constant="100" id="\(key)-ww-000"/>
                </constraints>
            </view>
            """
    }
}
