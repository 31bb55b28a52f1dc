import NibModel

/// One (traits, device, orientation) triple: what a document is laid out for.
public struct Configuration: Sendable, Hashable, CustomStringConvertible {
    /// The size classes variations are matched against; nil for Xcode 6/7's "Any, Any" canvas,
    /// where only `default` variations apply.
    public var traits: Traits?
    public var device: DeviceSpec
    public var orientation: Device.Orientation
    /// The configuration of the document's own `<device>`: the one Xcode saved frames and flags for.
    public var isDocumentConfiguration: Bool

    public init(traits: Traits?, device: DeviceSpec, orientation: Device.Orientation, isDocumentConfiguration: Bool) {
        self.traits = traits
        self.device = device
        self.orientation = orientation
        self.isDocumentConfiguration = isDocumentConfiguration
    }

    public var size: Size { device.size(orientation) }
    public var scale: Double { device.scale }
    public var traitsName: String { traits?.description ?? "wA-hA" }
    public var description: String { "\(traitsName) \(device.id) \(orientation.rawValue)" }
    /// As messages name it, the way Xcode names size classes: "Compact Width, Compact Height, iPhone 16".
    public var displayName: String { traits.map { "\($0.displayName), \(device.name)" } ?? device.name }

    public func applies(_ key: VariationKey) -> Bool {
        if key.isDefault { return true }
        guard let traits else { return false }
        // An idiom variation applies on its idiom only: `userInterfaceIdiom=mac` on Mac Catalyst.
        if let idiom = key.idiom {
            guard idiom == "mac", device.family == .mac else { return false }
            var sizeClasses = key
            sizeClasses.idiom = nil
            return traits.matches(sizeClasses)
        }
        return traits.matches(key)
    }

    /// Xcode 6/7 size-class documents are laid out on a 600 x 600 "Any, Any" canvas.
    static let anyAnyCanvas = DeviceSpec(id: "anyAny", name: "Any Width, Any Height canvas", width: 600, height: 600,
                                         scale: 2, family: .other, notched: false, largePhone: false)

    /// The configuration Xcode used when it saved the document.
    public static func document(_ doc: IBDocument) -> Configuration {
        if let d = doc.device {
            let spec = Devices.spec(d.id) ?? Devices.inferred(d, in: doc)?.spec ?? Devices.byDiagonal(d) ?? Devices.legacyDefault
            return Configuration(traits: spec.traits(d.orientation), device: spec, orientation: d.orientation, isDocumentConfiguration: true)
        }
        // tvOS has one screen: before Xcode 8 wrote a <device>, a tvOS document was laid out on
        // the Apple TV's, whatever its size classes (the canvas had no other device to offer).
        if doc.targetRuntime == "AppleTV", let tv = Devices.spec("appleTV") {
            return Configuration(traits: tv.traits(.portrait), device: tv, orientation: .portrait, isDocumentConfiguration: true)
        }
        if doc.useTraitCollections && doc.toolsVersion < 11000 {
            return Configuration(traits: nil, device: anyAnyCanvas, orientation: .portrait, isDocumentConfiguration: true)
        }
        let spec = doc.toolsVersion >= 11000 ? Devices.legacyDefault : Devices.spec("retina4_0")!
        return Configuration(traits: spec.traits(.portrait), device: spec, orientation: .portrait, isDocumentConfiguration: true)
    }

    /// A note when the document's `<device>` is not one of `Devices.all`: its frames are laid out
    /// on the fallback device instead, which `document(_:)` does silently. Nil for known devices.
    /// `path:line:column: note: ...` at the `<device>` element.
    public static func unknownDeviceNote(_ doc: IBDocument, path: String) -> String? {
        guard let d = doc.device, let message = unknownDeviceMessage(doc) else { return nil }
        return "\(path):\(d.line):\(d.column): note: " + message
    }

    /// The words of that note (validate's `unknown-device` reports them at the `<device>` element).
    public static func unknownDeviceMessage(_ doc: IBDocument) -> String? {
        guard let d = doc.device, Devices.spec(d.id) == nil else { return nil }
        if let (spec, root) = Devices.inferred(d, in: doc) {
            let size = spec.size(d.orientation)
            return "device \"\(d.id)\" is not one nibtool knows; its screen, \(NumberText.points(size.width)) x \(NumberText.points(size.height)) pt, "
                + "is the saved frame of root view \(doc.views[root].id), and its safe area that of the newest known "
                + (spec.notched ? "device with a sensor housing" : "device without one") + ", so frames that depend on the safe area may differ from Xcode's"
        }
        let fallback = document(doc)
        let size = fallback.size
        if let spec = Devices.byDiagonal(d) {
            return "device \"\(d.id)\" is not one nibtool knows; laid out as a \(NumberText.points(Devices.diagonal(of: d.id)!.inches))-inch "
                + (spec.family == .pad ? "iPad" : "phone") + " of the nearest known size, \(NumberText.points(size.width)) x \(NumberText.points(size.height)) pt, "
                + "\(fallback.orientation.rawValue), with the safe area of the newest known "
                + (spec.notched ? "device with a sensor housing" : "device without one") + ", so frames that depend on the screen may differ from Xcode's"
        }
        return "device \"\(d.id)\" is not one nibtool knows; laid out on "
            + "\(fallback.device.name) (\(fallback.device.id), \(NumberText.points(size.width)) x \(NumberText.points(size.height)) pt, "
            + "\(fallback.orientation.rawValue)) instead, so frames that depend on the screen may differ from Xcode's"
    }

    /// The document's configuration plus one for every final size class its variations name.
    public static func all(for doc: IBDocument) -> [Configuration] {
        let base = document(doc)
        var result = [base]
        var covered: Set<Traits> = base.traits.map { [$0] } ?? []
        var keys: [VariationKey] = []
        for v in doc.views { keys += v.variations.map(\.key) }
        for c in doc.constraints { keys += c.constantVariations.map(\.key) }
        let finals = Traits.finals
        for t in finals where !covered.contains(t) {
            if keys.contains(where: { !$0.isDefault && t.matches($0) }) {
                covered.insert(t)
                result.append(resolve(TraitsPattern(width: t.width, height: t.height), device: nil, orientation: nil, doc: doc))
            }
        }
        return result
    }

    /// `--traits` / `--device` / `--orientation` as the CLI contract resolves them.
    public static func resolve(_ pattern: TraitsPattern?, device deviceID: String?, orientation: Device.Orientation?,
                               doc: IBDocument) -> Configuration {
        let base = document(doc)
        if let deviceID, let spec = Devices.spec(deviceID) {
            let o = orientation ?? base.orientation
            return Configuration(traits: spec.traits(o), device: spec, orientation: o,
                                 isDocumentConfiguration: spec == base.device && o == base.orientation)
        }
        guard let pattern else {
            // `--orientation` alone turns the document's own device.
            guard let orientation, orientation != base.orientation, base.device != anyAnyCanvas else { return base }
            return Configuration(traits: base.device.traits(orientation), device: base.device, orientation: orientation,
                                 isDocumentConfiguration: false)
        }
        if let bt = base.traits, pattern.matches(bt), orientation == nil || orientation == base.orientation { return base }
        let finals = Traits.finals
        let t = finals.first(where: pattern.matches) ?? finals[0]
        var (spec, o) = Devices.defaultDevice(for: t)
        if let orientation { o = orientation }
        return Configuration(traits: spec.traits(o), device: spec, orientation: o, isDocumentConfiguration: false)
    }
}

/// `--traits` as typed: `wC-hR`, `wc hc`, `wA-hR` (A = any).
public struct TraitsPattern: Sendable, Hashable, CustomStringConvertible {
    public var width: SizeClass?
    public var height: SizeClass?

    public init(width: SizeClass?, height: SizeClass?) { self.width = width; self.height = height }

    public init?(_ text: String) {
        let parts = text.lowercased().split(whereSeparator: { $0 == "-" || $0 == " " })
        guard parts.count == 2 else { return nil }
        func size(_ s: Substring, _ prefix: Character) -> (ok: Bool, value: SizeClass?) {
            guard s.count == 2, s.first == prefix else { return (false, nil) }
            switch s.last! {
            case "c": return (true, .compact)
            case "r": return (true, .regular)
            case "a": return (true, nil)
            default: return (false, nil)
            }
        }
        let w = size(parts[0], "w"), h = size(parts[1], "h")
        guard w.ok, h.ok else { return nil }
        width = w.value
        height = h.value
    }

    public func matches(_ t: Traits) -> Bool {
        (width == nil || width == t.width) && (height == nil || height == t.height)
    }

    public var description: String { "w\(width?.letter ?? "A")-h\(height?.letter ?? "A")" }
}

enum NumberText {
    /// 375, 402.5: a point value without a needless ".0".
    static func points(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(v)
    }
}
