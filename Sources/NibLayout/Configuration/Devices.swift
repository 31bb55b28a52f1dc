import NibModel

/// A device Interface Builder can simulate (ib-format.md §3.1), in portrait points.
public struct DeviceSpec: Sendable, Hashable {
    public var id: String
    public var name: String
    public var width: Double
    public var height: Double
    public var scale: Double
    public enum Family: Sendable { case phone, pad, tv, mac, other }
    public var family: Family
    /// Phones with a sensor housing (safe area on top and at the bottom).
    public var notched: Bool
    /// Plus/Max/XR-class phones are regular width in landscape.
    public var largePhone: Bool

    public func size(_ orientation: Device.Orientation) -> Size {
        orientation == .portrait || family == .tv ? Size(width: width, height: height) : Size(width: height, height: width)
    }

    /// The size classes of this device in an orientation.
    public func traits(_ orientation: Device.Orientation) -> Traits {
        switch family {
        case .pad: return Traits(width: .regular, height: .regular)
        case .tv: return Traits(width: .regular, height: .regular)
        // A Mac Catalyst window is regular in both size classes.
        case .mac: return Traits(width: .regular, height: .regular)
        case .phone, .other:
            if orientation == .portrait { return Traits(width: .compact, height: .regular) }
            return Traits(width: largePhone ? .regular : .compact, height: .compact)
        }
    }
}

public enum Devices {
    public static let all: [DeviceSpec] = [
        DeviceSpec(id: "retina3_5", name: "iPhone 4s", width: 320, height: 480, scale: 2, family: .phone, notched: false, largePhone: false),
        DeviceSpec(id: "retina4_0", name: "iPhone SE (1st generation)", width: 320, height: 568, scale: 2, family: .phone, notched: false, largePhone: false),
        DeviceSpec(id: "retina4_7", name: "iPhone 8", width: 375, height: 667, scale: 2, family: .phone, notched: false, largePhone: false),
        DeviceSpec(id: "retina5_5", name: "iPhone 8 Plus", width: 414, height: 736, scale: 3, family: .phone, notched: false, largePhone: true),
        DeviceSpec(id: "retina5_9", name: "iPhone 11 Pro", width: 375, height: 812, scale: 3, family: .phone, notched: true, largePhone: false),
        DeviceSpec(id: "retina6_1", name: "iPhone 11", width: 414, height: 896, scale: 2, family: .phone, notched: true, largePhone: true),
        DeviceSpec(id: "retina6_5", name: "iPhone 11 Pro Max", width: 414, height: 896, scale: 3, family: .phone, notched: true, largePhone: true),
        DeviceSpec(id: "retina6_0", name: "iPhone 14", width: 390, height: 844, scale: 3, family: .phone, notched: true, largePhone: false),
        DeviceSpec(id: "retina6_7", name: "iPhone 14 Plus", width: 428, height: 926, scale: 3, family: .phone, notched: true, largePhone: true),
        DeviceSpec(id: "retina6_12", name: "iPhone 16", width: 393, height: 852, scale: 3, family: .phone, notched: true, largePhone: false),
        DeviceSpec(id: "retina6_72", name: "iPhone 16 Plus", width: 430, height: 932, scale: 3, family: .phone, notched: true, largePhone: true),
        DeviceSpec(id: "retina6_3", name: "iPhone 16 Pro", width: 402, height: 874, scale: 3, family: .phone, notched: true, largePhone: false),
        DeviceSpec(id: "retina6_9", name: "iPhone 16 Pro Max", width: 440, height: 956, scale: 3, family: .phone, notched: true, largePhone: true),
        DeviceSpec(id: "ipad9_7", name: "iPad (9.7-inch)", width: 768, height: 1024, scale: 2, family: .pad, notched: false, largePhone: false),
        DeviceSpec(id: "ipad10_2", name: "iPad (10.2-inch)", width: 810, height: 1080, scale: 2, family: .pad, notched: false, largePhone: false),
        DeviceSpec(id: "ipad10_5", name: "iPad Pro (10.5-inch)", width: 834, height: 1112, scale: 2, family: .pad, notched: false, largePhone: false),
        DeviceSpec(id: "ipad10_9rounded", name: "iPad Air (10.9-inch)", width: 820, height: 1180, scale: 2, family: .pad, notched: true, largePhone: false),
        DeviceSpec(id: "ipad11_0rounded", name: "iPad Pro (11-inch)", width: 834, height: 1194, scale: 2, family: .pad, notched: true, largePhone: false),
        DeviceSpec(id: "ipad12_9", name: "iPad Pro (12.9-inch)", width: 1024, height: 1366, scale: 2, family: .pad, notched: false, largePhone: false),
        DeviceSpec(id: "ipad12_9rounded", name: "iPad Pro (12.9-inch, rounded)", width: 1024, height: 1366, scale: 2, family: .pad, notched: true, largePhone: false),
        DeviceSpec(id: "iPad13_0rounded", name: "iPad Pro 13-inch (M4)", width: 1032, height: 1376, scale: 2, family: .pad, notched: true, largePhone: false),
        DeviceSpec(id: "appleTV", name: "Apple TV", width: 1920, height: 1080, scale: 1, family: .tv, notched: false, largePhone: false),
        // Mac Catalyst (`<device id="mac" renderMode="macOS"/>`). Documents record no screen for it;
        // the size is that of the corpus's one Mac view controller view, and only roots that fill
        // the screen depend on it.
        DeviceSpec(id: "mac", name: "Mac (Mac Catalyst)", width: 800, height: 600, scale: 2, family: .mac, notched: false, largePhone: false),
    ]

    /// The device Xcode names `id`. Xcode's own spelling varies in case between generations
    /// (`ipad12_9rounded`, then `iPad13_0rounded` in an Xcode 16 document), and templates copy
    /// it either way: ids are matched without regard to case.
    public static func spec(_ id: String) -> DeviceSpec? { all.first { $0.id.lowercased() == id.lowercased() } }

    /// A device this table does not know, sized by the document's own evidence: the saved frame
    /// of a view controller's root view that fills the screen (not freeform, not a sheet or
    /// popover) is the screen Xcode simulated. The most common such size wins. Nil when the
    /// document has no such root (a xib's top-level views are sized freely), or for Mac Catalyst,
    /// whose canvas is a window, not a screen.
    public static func inferred(_ device: Device, in doc: IBDocument) -> (spec: DeviceSpec, witness: Int)? {
        guard device.id != "mac" else { return nil }
        var counts: [Size: (count: Int, view: Int)] = [:]
        for c in doc.controllers {
            guard let root = c.rootView, c.freeformSize == nil, !c.simulatedMetrics.freeform,
                  !["formSheet", "pageSheet", "popover"].contains(c.presentation.modalPresentationStyle ?? ""),
                  let frame = doc.views[root].frame, frame.x == 0, frame.y == 0 else { continue }
            // In portrait terms, as the table keeps devices.
            let size = device.orientation == .landscape ? Size(width: frame.height, height: frame.width) : Size(width: frame.width, height: frame.height)
            guard size.width >= 320, size.height > size.width else { continue }
            counts[size, default: (0, root)].count += 1
        }
        guard let (size, best) = counts.max(by: { ($0.value.count, -$0.value.view) < ($1.value.count, -$1.value.view) }) else { return nil }
        let pad = size.width >= 700
        // Phones taller than 2:1 have a sensor housing and a home indicator; rounded iPads say so in their id.
        let notched = pad ? device.id.lowercased().contains("rounded") : size.height / size.width > 2
        let spec = DeviceSpec(id: device.id, name: "\"\(device.id)\"", width: size.width, height: size.height,
                              scale: pad ? 2 : 3, family: pad ? .pad : .phone, notched: notched, largePhone: !pad && size.width >= 414)
        return (spec, best.view)
    }

    /// A device this table does not know and the document's frames do not size, read from its
    /// id: Interface Builder names phones `retina` and iPads `ipad` by their screen diagonal in
    /// inches (`retina6_1` is 6.1", `ipad12_9rounded` 12.9"). It is laid out on the known device of
    /// the same family with the nearest diagonal (the newer one on a tie), keeping its own id so
    /// that its safe area is the newest known one of its kind (`SimulatedMetricsTable`). Phones of
    /// 5.8" and more have a sensor housing; iPads say "rounded". Nil for ids not in that form.
    public static func byDiagonal(_ device: Device) -> DeviceSpec? {
        guard let (family, target) = diagonal(of: device.id), spec(device.id) == nil else { return nil }
        var closest: (spec: DeviceSpec, distance: Double)?
        for known in all where known.family == family {
            guard let inches = diagonal(of: known.id)?.inches else { continue }
            let distance = abs(inches - target)
            if distance <= closest?.distance ?? .infinity { closest = (known, distance) }
        }
        guard let closest = closest?.spec else { return nil }
        let notched = family == .pad ? device.id.lowercased().contains("rounded") : target >= 5.8
        return DeviceSpec(id: device.id, name: "\"\(device.id)\"", width: closest.width, height: closest.height,
                          scale: closest.scale, family: family, notched: notched, largePhone: closest.largePhone)
    }

    /// The family and screen diagonal an Interface Builder device id names (`retina6_54`: a 6.54" phone).
    static func diagonal(of id: String) -> (family: DeviceSpec.Family, inches: Double)? {
        let lower = id.lowercased()
        let (family, rest): (DeviceSpec.Family, Substring)
        if lower.hasPrefix("retina") { (family, rest) = (.phone, lower.dropFirst("retina".count)) }
        else if lower.hasPrefix("ipad") { (family, rest) = (.pad, lower.dropFirst("ipad".count)) }
        else { return nil }
        let digits = rest.prefix { $0.isNumber || $0 == "_" }
        let parts = digits.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count == 2, let whole = Int(parts[0]), !parts[1].isEmpty, let inches = Double("\(whole).\(parts[1])") else { return nil }
        return (family, inches)
    }

    /// Interface Builder's default "View As" device for documents without `<device>` (Xcode 8+).
    public static let legacyDefault = spec("retina4_7")!

    /// The contract's default device for each final size class.
    public static func defaultDevice(for traits: Traits) -> (DeviceSpec, Device.Orientation) {
        switch (traits.width, traits.height) {
        case (.compact, .regular): return (spec("retina6_12")!, .portrait)
        case (.compact, .compact): return (spec("retina6_12")!, .landscape)
        case (.regular, .compact): return (spec("retina6_72")!, .landscape)
        case (.regular, .regular): return (spec("ipad10_9rounded")!, .portrait)
        }
    }
}

/// Width and height size classes of a final configuration.
public struct Traits: Sendable, Hashable, CustomStringConvertible {
    public var width: SizeClass
    public var height: SizeClass

    public init(width: SizeClass, height: SizeClass) { self.width = width; self.height = height }

    /// The four final size classes, in the order configurations are tried.
    public static let finals: [Traits] = [Traits(width: .compact, height: .regular), Traits(width: .compact, height: .compact),
                                          Traits(width: .regular, height: .compact), Traits(width: .regular, height: .regular)]

    public var description: String { "w\(width.letter)-h\(height.letter)" }

    /// Whether a variation key applies to these traits (idiom variations never apply on iOS).
    public func matches(_ key: VariationKey) -> Bool {
        guard key.isValid, key.idiom == nil else { return false }
        if let w = key.widthClass, w != width { return false }
        if let h = key.heightClass, h != height { return false }
        return true
    }

    public var displayName: String { "\(width.rawValue.capitalized) Width, \(height.rawValue.capitalized) Height" }
}
