import LayoutSolver
import NibModel

public struct LayoutOptions: Sendable {
    /// Drop placeholder constraints, as the compiled nib does.
    public var runtime = false
    public var intrinsicSizes = IntrinsicSizes()
    /// Added to every text-derived intrinsic size (measurement tools use it to find which frames
    /// depend on text).
    public var textPerturbation: Double = 0

    public init(runtime: Bool = false, intrinsicSizes: IntrinsicSizes = IntrinsicSizes()) {
        self.runtime = runtime
        self.intrinsicSizes = intrinsicSizes
    }
}

/// Lays out a document for one configuration: every view hierarchy (controller root view or
/// top-level view) becomes one linear system, solved with `LayoutSolver`.
public struct LayoutEngine: Sendable {
    public var options: LayoutOptions

    public init(options: LayoutOptions = LayoutOptions()) { self.options = options }

    public func layout(_ doc: IBDocument, _ config: Configuration) -> LayoutResult {
        let installation = Installation(doc, config, runtime: options.runtime)
        var result = LayoutResult(
            configuration: config, installation: installation,
            views: doc.views.map { ViewLayout(view: $0.index, mode: .notInstalled, frame: nil, absoluteFrame: nil, exactFrame: nil,
                                              ambiguity: [], intrinsic: .none) },
            conflicts: [], brokenOptionals: [], scrollContentAmbiguity: [:], origins: [])
        for root in doc.views where root.superview == nil && installation.viewInstalled[root.index] {
            var builder = SystemBuilder(doc: doc, config: config, installation: installation, options: options, root: root.index)
            builder.build()
            builder.solveAndReport(into: &result)
        }
        return result
    }
}
