import NibModel

/// A color as the preview draws it: sRGB components and alpha, each 0...1 (light appearance).
public struct ColorValue: Sendable, Hashable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// 0xRRGGBB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public static let black = ColorValue(white: 0)
    public static let white = ColorValue(white: 1)
    public static let clear = ColorValue(white: 0, alpha: 0)

    public var isClear: Bool { alpha <= 0.001 }

    /// `#rrggbb` (alpha separately, as SVG wants it).
    public var hex: String {
        func h(_ v: Double) -> String {
            // Saturating: a NaN here (which `min(max(v, 0), 1)` lets through) once trapped in `Int()`.
            let i = Int(saturating: (v * 255).rounded(), in: 0...255)
            let s = String(i, radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(red) + h(green) + h(blue)
    }

    public var description: String { alpha >= 0.999 ? hex : "\(hex)@\(NumberFormat.short(alpha))" }

    public func withAlpha(_ a: Double) -> ColorValue { ColorValue(red: red, green: green, blue: blue, alpha: a) }

    /// Display P3 to sRGB (linearize, convert primaries, re-encode; clipped).
    static func fromDisplayP3(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> ColorValue {
        func lin(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func enc(_ v: Double) -> Double {
            let c = v.isNaN ? 0 : min(max(v, 0), 1)
            return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
        let (lr, lg, lb) = (lin(r), lin(g), lin(b))
        let sr = 1.2249401 * lr - 0.2249404 * lg + 0.0000001 * lb
        let sg = -0.0420569 * lr + 1.0420571 * lg - 0.0000001 * lb
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return ColorValue(red: enc(sr), green: enc(sg), blue: enc(sb), alpha: a)
    }
}

/// Resolves colours in every form Xcode writes (ib-format.md §18.2), as decoded (`ColorSpec`).
public struct ColorResolver: Sendable {
    public let document: IBDocument

    public init(document: IBDocument) { self.document = document }

    /// The color a view carries under `key` (`backgroundColor`, `textColor`, ...).
    public func color(of view: View, key: String) -> ColorValue? {
        view.appearance.colors[key].flatMap { resolve($0) }
    }

    public func resolve(_ e: ColorSpec, depth: Int = 0) -> ColorValue? {
        let alpha = IBNumber.colorComponent(e.alpha) ?? 1
        // System colors: the document's resource first (light values as saved), else the table.
        if let name = e.systemColor {
            if depth < 4, let r = document.resources.systemColorSpecs[name], let c = resolve(r, depth: depth + 1) { return c }
            if let c = components(e, alpha: alpha) { return c }
            if let c = SystemColors.color(name) { return c }
        }
        if let name = e.name {
            if depth < 4, let r = document.resources.namedColorSpecs[name], let c = resolve(r, depth: depth + 1) { return c }
            if let c = components(e, alpha: alpha) { return c }
            if let c = SystemColors.color(name) { return c }
            // A macOS catalog color not in the table, or an asset color the document does not carry.
            return e.catalog == "System" ? ColorValue(white: 0.9) : ColorValue(white: 0.5, alpha: alpha)
        }
        if let c = components(e, alpha: alpha) { return c }
        for name in [e.cocoaTouchSystemColor, e.xcode11CocoaTouchSystemColor] {
            if let name, let c = SystemColors.color(name) { return c }
        }
        return nil
    }

    /// Component forms: RGB (calibrated, device, sRGB, P3) and white (calibrated, device, gamma 2.2 gray).
    ///
    /// Components are read through `IBNumber.colorComponent`, the same check the `invalid-value`
    /// rule reports with: a NaN, infinite or out-of-range component makes the form unreadable
    /// (the view draws as if it had no such colour) instead of reaching the drawing code.
    func components(_ e: ColorSpec, alpha: Double) -> ColorValue? {
        let space = e.customColorSpace ?? e.colorSpace ?? ""
        let extended = IBNumber.isExtendedColorSpace(space)
        func num(_ text: String?) -> Double? { IBNumber.colorComponent(text, extended: extended) }
        if let w = num(e.white) { return ColorValue(white: w, alpha: alpha) }
        if let r = num(e.red), let g = num(e.green), let b = num(e.blue) {
            if space == "displayP3" { return .fromDisplayP3(r, g, b, alpha) }
            return ColorValue(red: r, green: g, blue: b, alpha: alpha)
        }
        return nil
    }
}

/// UIKit system colors, light appearance, for documents without the `<resources>` entry.
public enum SystemColors {
    public static func color(_ rawName: String) -> ColorValue? {
        var name = rawName
        if name.hasSuffix("Color") { name.removeLast(5) }
        return table[name]
    }

    static let table: [String: ColorValue] = [
        "systemRed": ColorValue(hex: 0xFF3B30), "systemOrange": ColorValue(hex: 0xFF9500), "systemYellow": ColorValue(hex: 0xFFCC00),
        "systemGreen": ColorValue(hex: 0x34C759), "systemMint": ColorValue(hex: 0x00C7BE), "systemTeal": ColorValue(hex: 0x30B0C7),
        "systemCyan": ColorValue(hex: 0x32ADE6), "systemBlue": ColorValue(hex: 0x007AFF), "systemIndigo": ColorValue(hex: 0x5856D6),
        "systemPurple": ColorValue(hex: 0xAF52DE), "systemPink": ColorValue(hex: 0xFF2D55), "systemBrown": ColorValue(hex: 0xA2845E),
        "systemGray": ColorValue(hex: 0x8E8E93), "systemGray2": ColorValue(hex: 0xAEAEB2), "systemGray3": ColorValue(hex: 0xC7C7CC),
        "systemGray4": ColorValue(hex: 0xD1D1D6), "systemGray5": ColorValue(hex: 0xE5E5EA), "systemGray6": ColorValue(hex: 0xF2F2F7),
        "systemBackground": .white, "secondarySystemBackground": ColorValue(hex: 0xF2F2F7), "tertiarySystemBackground": .white,
        "systemGroupedBackground": ColorValue(hex: 0xF2F2F7), "secondarySystemGroupedBackground": .white,
        "tertiarySystemGroupedBackground": ColorValue(hex: 0xF2F2F7),
        "systemFill": ColorValue(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2),
        "secondarySystemFill": ColorValue(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16),
        "tertiarySystemFill": ColorValue(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12),
        "quaternarySystemFill": ColorValue(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08),
        "label": .black, "secondaryLabel": ColorValue(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
        "tertiaryLabel": ColorValue(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
        "quaternaryLabel": ColorValue(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18),
        "placeholderText": ColorValue(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
        "link": ColorValue(hex: 0x007AFF), "separator": ColorValue(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29),
        "opaqueSeparator": ColorValue(hex: 0xC6C6C8), "tint": ColorValue(hex: 0x007AFF),
        "lightText": ColorValue(white: 1, alpha: 0.6), "darkText": .black,
        "groupTableViewBackground": ColorValue(hex: 0xEFEFF4), "viewFlipsideBackground": ColorValue(white: 0.12),
        "scrollViewTexturedBackground": ColorValue(hex: 0x6F7178), "underPageBackground": ColorValue(hex: 0xB5B8C2),
        // Plain named colors (legacy cocoaTouchSystemColor and UIColor class colors).
        "white": .white, "black": .black, "clear": .clear, "red": ColorValue(red: 1, green: 0, blue: 0),
        "green": ColorValue(red: 0, green: 1, blue: 0), "blue": ColorValue(red: 0, green: 0, blue: 1),
        "yellow": ColorValue(red: 1, green: 1, blue: 0), "orange": ColorValue(red: 1, green: 0.5, blue: 0),
        "purple": ColorValue(red: 0.5, green: 0, blue: 0.5), "brown": ColorValue(red: 0.6, green: 0.4, blue: 0.2),
        "cyan": ColorValue(red: 0, green: 1, blue: 1), "magenta": ColorValue(red: 1, green: 0, blue: 1),
        "gray": ColorValue(white: 0.5), "darkGray": ColorValue(white: 1 / 3), "lightGray": ColorValue(white: 2 / 3),
        // macOS catalog colors (`catalog="System"`), light appearance.
        "controlBackground": .white, "windowBackground": ColorValue(hex: 0xECECEC), "control": .white, "controlText": ColorValue(white: 0, alpha: 0.85), "text": .black, "textBackground": .white,
        "disabledControlText": ColorValue(white: 0, alpha: 0.25),
        "selectedControl": ColorValue(hex: 0xB3D7FF), "selectedTextBackground": ColorValue(hex: 0xB3D7FF), "grid": ColorValue(hex: 0xE6E6E6),
        "headerText": ColorValue(white: 0, alpha: 0.85), "alternatingContentBackground": ColorValue(hex: 0xF4F5F5),
        "keyboardFocusIndicator": ColorValue(hex: 0x0067F4), "selectedMenuItemText": .white, "controlAccent": ColorValue(hex: 0x007AFF),
        "tableCellGroupedBackground": .white, "tableBackground": .white, "tableSeparator": ColorValue(hex: 0xC8C7CC),
    ]
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
