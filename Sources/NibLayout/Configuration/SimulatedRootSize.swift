import NibModel

/// Whether a controller's root view was saved at a size the canvas can give it.
///
/// Interface Builder sizes a root view from its simulated screen: the device in either
/// orientation, or a freeform size, less the bars above and below it. A saved size that is none
/// of those was left behind by an earlier device or bar, and Xcode flags such a root
/// `misplaced` (DuckDuckGo's Feedback, four roots 414 x 666 on a 414 x 736 phone). Only roots
/// whose presentation fills the screen are judged: sheets, popovers, split view columns and
/// controllers shown from outside a navigation stack have sizes of their own
/// (`ControllerGraph.presented`). The combinations are generous on purpose: a root that is not
/// reported is merely not judged.
enum SimulatedRootSize {
    /// Heights of what can sit above a root: a navigation bar (with a large title, a search bar,
    /// landscape's compact bar) or nothing; the status bar is added separately.
    static func topBars(pad: Bool) -> [Double] { pad ? [0, 44, 50, 56, 94] : [0, 32, 44, 56, 96, 100] }
    /// Below a root: a tab bar or toolbar, the home indicator, both, or nothing.
    static func bottomBars(pad: Bool) -> [Double] { pad ? [0, 20, 44, 49, 50, 65, 70] : [0, 34, 44, 49, 78, 83, 93, 127] }

    /// `savedTops`: where the containers' own saved navigation bars end, what the canvas drew
    /// for this document.
    static func isPlausible(_ size: Size, screens: [Size], statusInsets: Set<Double>, pad: Bool, savedTops: [Double] = []) -> Bool {
        let tops = statusInsets.flatMap { s in topBars(pad: pad).map { s + $0 } } + savedTops
        let bottoms = bottomBars(pad: pad)
        for screen in screens + screens.map({ Size(width: $0.height, height: $0.width) }) where abs(screen.width - size.width) < 0.01 {
            for t in tops { for b in bottoms where abs(screen.height - t - b - size.height) < 0.01 { return true } }
        }
        return false
    }
}

extension SystemBuilder {
    /// The size a root is laid out at when its saved size is not one the canvas can give it: what
    /// its navigation controller gives it, else the screen. Nil when the saved size stands or the
    /// root is not judged: other configurations, documents without a device, freeform, embedded,
    /// popover and presented controllers (sheets and custom presentations have their own sizes),
    /// and children of containers other than navigation and tab bar controllers.
    func sizeForImplausibleRoot(_ c: Int, saved: Size) -> Size? {
        guard config.isDocumentConfiguration, doc.device != nil,
              config.device.family == .phone || config.device.family == .pad else { return nil }
        let controller = doc.controllers[c]
        guard controller.freeformSize == nil, !controller.simulatedMetrics.freeform,
              !graph.embedded.contains(c), !graph.inPopover.contains(c), !graph.presented.contains(c) else { return nil }
        if let parent = graph.container[c], !["navigationController", "tabBarController"].contains(doc.controllers[parent].elementName) {
            return nil
        }
        // A split view gives its columns their own widths, wherever in it the controller sits.
        if graph.containers(of: c).contains(where: { doc.controllers[$0].elementName == "splitViewController" }) { return nil }
        var screens = [config.size]
        for other in doc.controllers { if let f = other.freeformSize { screens.append(f) } }
        let status: Set<Double> = [0, 20, SimulatedMetricsTable.statusInset(config.device, toolsVersion: doc.toolsVersion)]
        // The bars the canvas drew are saved in the containers' elements: where a navigation bar
        // of the document ends is a witness of the space above the root, whatever nibtool's table
        // of bar heights says (firebase's Xcode 16 roots: 393 x 680 under an opaque bar saved at
        // y 118, 54 tall, on a 393 x 852 phone).
        let savedTops = graph.containers(of: c).compactMap { container in
            doc.controllers[container].navigationBarView.flatMap { doc.views[$0].frame }.map { $0.y + $0.height }
        }
        guard !SimulatedRootSize.isPlausible(saved, screens: screens, statusInsets: status, pad: config.device.family == .pad,
                                             savedTops: savedTops) else {
            return nil
        }
        return expectedRootSize(of: c) ?? config.size
    }
}
