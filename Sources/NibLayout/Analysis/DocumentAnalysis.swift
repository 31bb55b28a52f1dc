import NibModel
import NibText

/// One document's layout, analysed once: the configurations it is checked in, each one's layout,
/// the text probes of its own configuration, and the layout issues, typed. `validate`'s layout
/// rules turn these issues into diagnostics, `preview` draws them, so both read the same
/// verdicts; changing what counts as misplaced (or ambiguous, or conflicting) happens here.
public struct DocumentAnalysis: Sendable {
    public let document: IBDocument
    /// One per configuration checked, the document's own first when it is one of them.
    public let layouts: [LayoutResult]
    /// The document's own configuration laid out with text sizes a few points larger: frames
    /// that move depend on text measurement, which is uncertain.
    public let textProbe: LayoutResult?
    /// The same with text sizes a few points smaller; laid out only when the larger probe finds
    /// a tie the layout does not have (it only confirms those).
    public let shrunkTextProbe: LayoutResult?
    /// The options the layouts were made with (their intrinsic-size cache included).
    public let layoutOptions: LayoutOptions

    public var configurations: [Configuration] { layouts.map(\.configuration) }
    /// The layout of the document's own configuration, when it is one of those checked.
    public var documentLayout: LayoutResult? { layouts.first { $0.configuration.isDocumentConfiguration } }

    /// The configurations to check: the document's own set, or those `traits` and `device` name.
    public static func configurations(for document: IBDocument, traits: [TraitsPattern], device: String?) -> [Configuration] {
        if traits.isEmpty && device == nil { return Configuration.all(for: document) }
        if traits.isEmpty { return [Configuration.resolve(nil, device: device, orientation: nil, doc: document)] }
        var seen = Set<Configuration>()
        return traits.map { Configuration.resolve($0, device: device, orientation: nil, doc: document) }
            .filter { seen.insert($0).inserted }
    }

    /// Lays `document` out in each configuration with `layoutOptions`.
    public init(document: IBDocument, configurations: [Configuration], layoutOptions: LayoutOptions) {
        self.document = document
        self.layoutOptions = layoutOptions
        let engine = LayoutEngine(options: layoutOptions)
        // The document's own configuration is also laid out with text a few points larger (the
        // text probe), from the same built system.
        var grownProbe: LayoutResult?
        layouts = configurations.map { configuration in
            guard configuration.isDocumentConfiguration, grownProbe == nil else { return engine.layout(document, configuration) }
            let (layout, probe) = engine.layoutWithTextProbe(document, configuration, points: 4)
            grownProbe = probe
            return layout
        }
        textProbe = grownProbe
        var shrunk: LayoutResult?
        if let grown = grownProbe, let main = layouts.first(where: { $0.configuration.isDocumentConfiguration }),
           zip(main.views, grown.views).contains(where: { m, g in zip(m.ambiguity, g.ambiguity).contains { $0 == .unique && $1 == .tie } }) {
            var probe = layoutOptions
            probe.textPerturbation = -4
            shrunk = LayoutEngine(options: probe).layout(document, main.configuration)
        }
        shrunkTextProbe = shrunk
    }

    /// An analysis with no layouts (documents without Auto Layout, or when no layout rule runs).
    public init(unlaidOut document: IBDocument, layoutOptions: LayoutOptions = LayoutOptions()) {
        self.document = document
        self.layoutOptions = layoutOptions
        layouts = []
        textProbe = nil
        shrunkTextProbe = nil
    }
}
