import NibModel

extension GuideGeometry {
    /// The height Interface Builder gives a toolbar without a height of its own. In the eras of
    /// `EraMetrics.notchedPortraitToolbar`, on a notched phone in portrait, a toolbar standing on
    /// the home indicator's inset is as tall as a tab bar; one whose bottom is held elsewhere (on
    /// another toolbar, on the bottom of a container's child that keeps no inset) is 44 pt, as
    /// every toolbar is in other eras and on other devices.
    func toolbarHeight(_ v: Int, constraints: [Int]) -> Double {
        guard config.device.family == .phone, config.device.notched, config.orientation == .portrait,
              let tall = EraMetrics.of(toolsVersion: doc.toolsVersion).notchedPortraitToolbar,
              standsOnHomeIndicator(v, constraints: constraints) else { return 44 }
        return tall
    }

    /// Whether one of `constraints` holds the bottom of view `v`, as an equality with no offset,
    /// to a safe area's bottom (or a bottom layout guide's top) that keeps clear of a home
    /// indicator's inset.
    func standsOnHomeIndicator(_ v: Int, constraints: [Int]) -> Bool {
        for c in constraints {
            let con = doc.constraints[c]
            guard con.relation == .equal, con.constant == 0, con.isRequired else { continue }
            let ends: [(ObjectRef?, LayoutAttribute?)] = [(con.firstItem, con.firstAttribute), (con.secondItem, con.secondAttribute)]
            guard ends.contains(where: { $0.0 == .view(v) && $0.1 == .bottom }),
                  let other = ends.first(where: { $0.0 != .view(v) }), case .layoutGuide(let g)? = other.0 else { continue }
            let guide = doc.layoutGuides[g]
            switch guide.kind {
            case .safeArea where other.1 == .bottom:
                if let owner = guide.ownerView, (safeInsets[owner]?.bottom ?? 0) > 0 { return true }
            case .bottomLayoutGuide where other.1 == .top:
                if bottomGuide > 0 { return true }
            default: continue
            }
        }
        return false
    }
}
