import NibModel
import NibXML

/// Numbers outside what Interface Builder writes or UIKit accepts, in geometry, image, colour
/// and text attributes (constraints have `invalid-constraint`): NaN, infinities, magnitudes over
/// 10^9, negative widths and heights, colour components outside 0...1 (extended-range colour
/// spaces allow -16...16: they exist to exceed 1), negative line counts, absurd font sizes. The decoder already refuses these values (so layout
/// never computes with them, see `IBNumber`); this rule says where they were.
public struct InvalidValueRule: DocumentRule {
    public static let description = RuleDescription(
        id: "invalid-value", name: "Invalid Value",
        summary: "A frame, size, image size, inset, stack spacing, placeholder intrinsic size, colour component, alpha, content priority, font size or number of lines that is not a number in range (NaN, inf, a magnitude over 10^9, a negative width or height, a colour component outside 0...1, a priority outside 0...1000, a negative line count). The value is ignored for layout and drawing.",
        defaultSeverity: .error,
        triggeringExamples: [
            .rootView("""
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="nan" text="Hi" numberOfLines="-1" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                    <rect key="frame" x="16" y="59" width="1e308" height="inf"/>
                    <fontDescription key="fontDescription" type="system" pointSize="1e30"/>
                </label>
            </subviews>
            """, count: 5, "priority, number of lines, width, height, point size"),
            .rootView("""
            <subviews>
                <view contentMode="scaleToFill" alpha="2" translatesAutoresizingMaskIntoConstraints="NO" id="vie-00-001">
                    <rect key="frame" x="16" y="59" width="-5" height="20"/>
                    <color key="backgroundColor" red="nan" green="0.5" blue="1.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
            </subviews>
            """, count: 4, "alpha, negative width, NaN and out-of-range colour components"),
        ],
        nonTriggeringExamples: [
            .rootView("""
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" text="Hi" numberOfLines="0" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                    <rect key="frame" x="16" y="59" width="100" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                </label>
            </subviews>
            """, count: 0, "ordinary values, a system-default font size of 0, infinite placeholder"),
            .rootView("""
            <subviews>
                <view contentMode="scaleToFill" alpha="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="vie-00-001">
                    <rect key="frame" x="-16" y="-59" width="0.0" height="20"/>
                    <color key="backgroundColor" red="1.25" green="-0.1" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="extendedSRGB"/>
                    <color key="tintColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
            </subviews>
            """, count: 0, "negative origins, a zero width, an extended-sRGB colour past 1"),
        ])

    /// Attributes by the element kinds that carry them, and how each is checked.
    enum Kind { case geometry, length, priority, pointSize, lineCount, placeholder, unitInterval, extendedComponent }
    // Switches rather than sets: every element and attribute of every document goes through
    // these, and comparing short strings costs less than hashing them.
    static func isGeometryElement(_ name: String) -> Bool {
        switch name {
        case "rect", "size", "point", "inset", "edgeInsets", "directionalEdgeInsets": return true
        default: return false
        }
    }

    static func isGeometryAttribute(_ name: String) -> Bool {
        switch name {
        case "x", "y", "width", "height", "top", "bottom", "left", "right", "leading", "trailing", "minX", "minY", "maxX", "maxY": return true
        default: return false
        }
    }
    static let viewAttributes: [String: Kind] = [
        "horizontalHuggingPriority": .priority, "verticalHuggingPriority": .priority,
        "horizontalCompressionResistancePriority": .priority, "verticalCompressionResistancePriority": .priority,
        "numberOfLines": .lineCount, "spacing": .geometry,
        "placeholderIntrinsicWidth": .placeholder, "placeholderIntrinsicHeight": .placeholder,
        "alpha": .unitInterval,
    ]

    public init() {}

    public func check(_ context: CheckContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        context.xml.forEachElementAttributes { element, elementName, attributes in
            var group = Self.group(of: elementName)
            // Which table applies can depend on the element's other attributes: an offset's or a
            // runtime attribute's size may be negative; an extended colour's components may pass 1.
            switch group {
            case .extent:
                for a in attributes where a.name == "key" && Self.isSignedSizeKey(a.value) { group = .geometry }
            case .color:
                for a in attributes where (a.name == "customColorSpace" || a.name == "colorSpace") && IBNumber.isExtendedColorSpace(a.value) {
                    group = .extendedColor
                }
            default: break
            }
            for i in 0..<attributes.count {
                guard let kind = Self.kind(of: attributes[i].name, in: group), let problem = Self.problem(attributes[i].value, kind) else { continue }
                let a = attributes[i]
                out.append(context.diagnostic(Self.description, at: element,
                                              "Invalid value: \(elementName) \(a.name)=\"\(Self.shortened(a.value))\" \(problem); it is ignored."))
            }
        }
        return out
    }

    /// Which attribute table applies to an element, decided once per element rather than per attribute.
    enum ElementGroup { case geometry, extent, image, color, extendedColor, font, other }

    static func group(of element: String) -> ElementGroup {
        // Only names of these lengths can match (most elements are none of them).
        switch element.utf8.count {
        case 4, 5, 10, 15, 21: break
        default: return .other
        }
        if element == "rect" || element == "size" { return .extent }
        if element == "image" { return .image }
        if element == "color" { return .color }
        if isGeometryElement(element) { return .geometry }
        if element == "fontDescription" || element == "font" { return .font }
        return .other
    }

    static func kind(of attribute: String, in element: String) -> Kind? {
        kind(of: attribute, in: group(of: element))
    }

    static func kind(of attribute: String, in group: ElementGroup) -> Kind? {
        switch group {
        case .geometry: return isGeometryAttribute(attribute) ? .geometry : nil
        case .extent:
            if attribute == "width" || attribute == "height" { return .length }
            return isGeometryAttribute(attribute) ? .geometry : nil
        case .image: return attribute == "width" || attribute == "height" ? .length : nil
        case .color, .extendedColor:
            switch attribute {
            case "alpha": return .unitInterval
            case "red", "green", "blue", "white": return group == .color ? .unitInterval : .extendedComponent
            default: return nil
            }
        case .font: return attribute == "pointSize" ? .pointSize : nil
        case .other:
            // Most attributes of most elements are none of these: a length test spares hashing them.
            guard attribute.utf8.count < 64, viewAttributeLengths & (1 << attribute.utf8.count) != 0 else { return nil }
            return viewAttributes[attribute]
        }
    }

    /// Bit n is set when some key of `viewAttributes` is n UTF-8 bytes long.
    static let viewAttributeLengths: UInt64 = viewAttributes.keys.reduce(0) { $0 | (1 << $1.utf8.count) }

    /// `<size>`/`<rect>` keys whose width and height may be negative: shadow and title offsets,
    /// and user-defined runtime attributes (`key="value"`), which are arbitrary CGSize/CGRect values.
    static func isSignedSizeKey(_ key: String) -> Bool { key == "value" || key.hasSuffix("Offset") || key == "offset" }

    static func problem(_ text: String, _ kind: Kind) -> String? {
        switch kind {
        case .geometry:
            return IBNumber.parse(text) == nil ? "is not a finite number of at most 10^9" : nil
        case .length:
            return IBNumber.length(text) == nil ? "is not a width or height (a finite number from 0 to 10^9)" : nil
        case .unitInterval:
            return IBNumber.colorComponent(text) == nil ? "is not a number in 0...1" : nil
        case .extendedComponent:
            return IBNumber.colorComponent(text, extended: true) == nil ? "is not an extended-range colour component (a number in -16...16)" : nil
        case .placeholder:
            return text == "infinite" || IBNumber.parse(text) != nil ? nil : "is not \"infinite\" or a finite number of at most 10^9"
        case .priority:
            return IBNumber.priority(text) == nil ? "is not a priority in 0...1000" : nil
        case .pointSize:
            return IBNumber.pointSize(text) == nil ? "is not a font size in 0...10000" : nil
        case .lineCount:
            return Int(text).map { $0 >= 0 } == true ? nil : "is not a line count (0 or more)"
        }
    }

    static func shortened(_ s: String) -> String { s.count > 40 ? String(s.prefix(40)) + "…" : s }
}
