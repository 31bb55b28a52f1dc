import NibModel
import NibXML

/// User defined runtime attributes (and `@IBInspectable` values, which IB stores the same way,
/// ib-format.md §10) that cannot work: a value that does not match the declared type, a key
/// path KVC cannot take, the same key path twice on one object, and `layer.*` key paths whose
/// type does not fit the CALayer property (above all `layer.borderColor` as a UIColor).
public struct InvalidRuntimeAttributeRule: DocumentRule {
    public static let description = RuleDescription(
        id: "invalid-runtime-attribute", name: "Invalid Runtime Attribute",
        summary: "A user defined runtime attribute (inspectable) whose value does not match its type, whose key path is malformed or repeated on the same object, or whose type does not fit the CALayer property it sets (layer.borderColor / layer.shadowColor as a color: IB stores a UIColor where CALayer wants a CGColor). A number or boolean property given a string is read by KVC through NSString: a warning only when that reading changes the value.",
        defaultSeverity: .error,
        triggeringExamples: [
            .rootView("""
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                    <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
            """, count: 1, "layer.borderColor as a UIColor"),
            .rootView("""
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="boolean" keyPath="rounded" value="true"/>
                <userDefinedRuntimeAttribute type="number" keyPath="radius" value="4"/>
                <userDefinedRuntimeAttribute type="size" keyPath="offset">
                    <point key="value" x="0.0" y="2"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="nil" keyPath="delegate" value="x"/>
            </userDefinedRuntimeAttributes>
            """, count: 4, "values that do not match their types"),
            .rootView("""
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="layer..name" value="a"/>
                <userDefinedRuntimeAttribute type="string" keyPath="corner radius" value="a"/>
                <userDefinedRuntimeAttribute type="string" keyPath=".title" value="a"/>
                <userDefinedRuntimeAttribute type="string" keyPath="" value="a"/>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth.">
                    <integer key="value" value="1"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
            """, count: 5, "malformed key paths"),
            .rootView("""
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                    <integer key="value" value="8"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                    <integer key="value" value="12"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
            """, count: 1, "the same key path twice"),
            .rootView("""
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="layer.shadowOffset" value="0,2"/>
                <userDefinedRuntimeAttribute type="string" keyPath="layer.cornerRadius" value="eight"/>
                <userDefinedRuntimeAttribute type="string" keyPath="layer.masksToBounds" value="on"/>
            </userDefinedRuntimeAttributes>
            """, count: 3, "layer properties with a type KVC cannot convert (a struct from a string) or converts with a loss"),
        ],
        nonTriggeringExamples: [
            .rootView("""
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                    <real key="value" value="8.5"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                    <integer key="value" value="1"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset">
                    <size key="value" width="0.0" height="2"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                    <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value=""/>
                <userDefinedRuntimeAttribute type="localizedString" keyPath="placeholderText" value="Name"/>
                <userDefinedRuntimeAttribute type="image" keyPath="icon" value="star"/>
                <userDefinedRuntimeAttribute type="nil" keyPath="delegate"/>
                <userDefinedRuntimeAttribute type="string" keyPath="layer.shadowRadius" value="8"/>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.opacity">
                    <real key="value" value="0.5"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="point" keyPath="anchor">
                    <point key="value" x="0.5" y="0.5"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="rect" keyPath="hitArea">
                    <rect key="value" x="0.0" y="0.0" width="44" height="44"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="range" keyPath="selection">
                    <range key="value" location="0" length="3"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="boolean" keyPath="_private_flag2" value="NO"/>
            </userDefinedRuntimeAttributes>
            """, count: 0, "every type written as Xcode writes it"),
        ])

    public init() {}

    /// CALayer properties commonly set from IB, and the runtime attribute type each needs.
    static let layerPropertyTypes: [String: String] = [
        "cornerRadius": "number", "borderWidth": "number", "shadowRadius": "number", "shadowOpacity": "number",
        "zPosition": "number", "opacity": "number", "masksToBounds": "boolean", "shadowOffset": "size",
        "borderColor": "CGColor", "shadowColor": "CGColor", "backgroundColor": "CGColor",
    ]

    /// The value element each type needs (`nil` when the value is the `value` attribute).
    static let childForType: [String: [String]] = [
        "number": ["integer", "real"], "point": ["point"], "size": ["size"], "rect": ["rect"],
        "range": ["range"], "color": ["color"],
    ]
    static let attributeTypes: Set<String> = ["boolean", "string", "localizedString", "image"]

    public func check(_ context: CheckContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for object in context.objects where !object.runtimeAttributes.isEmpty {
            var seen: [String: Int] = [:]
            for a in object.runtimeAttributes {
                out += check(a, on: object, context)
                if let k = a.keyPath, !k.isEmpty {
                    if let first = seen[k] {
                        out.append(context.diagnostic(Self.description, at: a.element,
                            "Runtime attribute \"\(k)\" is set twice on \(object.quotedName) (first at line \(context.xml.element(at: first).line)); only the last value takes effect.",
                            objectID: object.id))
                    } else {
                        seen[k] = a.element
                    }
                }
            }
        }
        return out
    }

    func check(_ a: RuntimeAttribute, on object: IBObjectInfo, _ context: CheckContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        func report(_ message: String) {
            out.append(context.diagnostic(Self.description, at: a.element, message, objectID: object.id))
        }
        let keyPath = a.keyPath ?? ""
        // Built only for a report: most attributes are fine, and naming the object costs.
        func shown() -> String { "Runtime attribute \"\(keyPath)\" on \(object.quotedName)" }
        if let problem = Self.keyPathProblem(keyPath) {
            report(a.keyPath == nil ? "A runtime attribute on \(object.quotedName) has no key path." : "\(shown()): \(problem).")
        }
        guard let type = a.typeName else {
            report("\(shown()) has no type.")
            return out
        }
        let element = a.valueElement.map { context.xml.element(at: $0) }
        if let expected = Self.childForType[type] {
            if let e = element, expected.contains(e.name) {
                if e[attribute: "key"] != "value" {
                    report("\(shown()): the <\(e.name)> value has key \"\(e[attribute: "key"] ?? "")\"; IB writes key=\"value\".")
                } else if type == "number", let v = e[attribute: "value"], Double(v) == nil {
                    report("\(shown()) has type number, but its value \"\(v)\" is not a number.")
                }
            } else {
                let need = expected.map { "<\($0) key=\"value\">" }.joined(separator: " or ")
                let found = element.map { "a <\($0.name)>" } ?? (a.valueAttribute.map { "value=\"\($0)\"" } ?? "no value")
                report("\(shown()) has type \(type), which needs a \(need) child, but it has \(found).")
            }
        } else if Self.attributeTypes.contains(type) {
            if let e = element {
                report("\(shown()) has type \(type), which takes a value=\"…\" attribute, but it has a <\(e.name)> child.")
            } else if type == "boolean" {
                if a.valueAttribute != "YES" && a.valueAttribute != "NO" {
                    report("\(shown()) has type boolean, which needs value=\"YES\" or value=\"NO\", but it has \(a.valueAttribute.map { "value=\"\($0)\"" } ?? "no value").")
                }
            } else if a.valueAttribute == nil && type == "image" {
                report("\(shown()) has type image but names no image (no value attribute).")
            }
        } else if type == "nil" {
            if element != nil || a.valueAttribute != nil {
                report("\(shown()) has type nil, which takes no value, but it has \(element.map { "a <\($0.name)>" } ?? "value=\"\(a.valueAttribute!)\"").")
            }
        } else {
            report("\(shown()) has the unknown type \"\(type)\" (IB writes boolean, number, string, localizedString, point, size, rect, range, color, image or nil).")
        }
        // CALayer properties set through the view's `layer`.
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 2, parts[0] == "layer", let wanted = Self.layerPropertyTypes[String(parts[1])] {
            let property = String(parts[1])
            if wanted == "CGColor" {
                let ivar = property.replacingOccurrences(of: "Color", with: "") + "Color"
                if type == "color" {
                    report("\(shown()): IB stores a UIColor, but CALayer.\(property) is a CGColor, so the app crashes or ignores it. Declare `@IBInspectable var \(ivar): UIColor` in a UIView extension that sets `layer.\(property) = \(ivar).cgColor`, and set \"\(ivar)\" instead.")
                } else {
                    report("\(shown()) has type \(type), but CALayer.\(property) is a CGColor, which IB cannot store. Declare `@IBInspectable var \(ivar): UIColor` in a UIView extension that sets `layer.\(property) = \(ivar).cgColor`, and set \"\(ivar)\" instead.")
                }
            } else if wanted != type {
                // KVC unwraps any object for a scalar property with the matching `…Value` method,
                // which NSNumber and NSString both answer: only what that reading loses is reported.
                switch Self.scalarConversion(wanted: wanted, given: type, value: a.valueAttribute) {
                case .exact: break
                case .lossy(let problem):
                    out.append(context.diagnostic(Self.description, at: a.element, "\(shown()) has type \(type), \(problem)",
                                                  objectID: object.id, severity: .warning))
                case .impossible:
                    report("\(shown()) has type \(type), but CALayer.\(property) needs a \(wanted).")
                }
            }
        }
        return out
    }

    /// What KVC makes of a value stored with one type for a CALayer property of another.
    enum ScalarConversion: Equatable {
        /// The property receives the value (a number for a boolean, "8" for a number).
        case exact
        /// The property receives something else; the text says what.
        case lossy(String)
        /// No conversion: NSString has no `CGSizeValue`, so a struct from a string crashes the app.
        case impossible
    }

    /// A number or boolean CALayer property given a value of another type. KVC's
    /// `setValue(_:forKeyPath:)` passes a scalar property the object's `doubleValue` /
    /// `boolValue`, which NSNumber and NSString both implement: a number works for a boolean and
    /// the other way round, and a string works as far as NSString reads it.
    static func scalarConversion(wanted: String, given: String, value: String?) -> ScalarConversion {
        let scalars: Set<String> = ["number", "boolean"]
        guard scalars.contains(wanted) else { return .impossible }
        if scalars.contains(given) { return .exact }
        guard given == "string" || given == "localizedString" else { return .impossible }
        let text = value ?? ""
        if wanted == "number" {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if Double(trimmed) != nil && trimmed.allSatisfy({ "0123456789+-.eE".contains($0) }) { return .exact }
            return .lossy("which KVC reads with NSString's doubleValue: \"\(text)\" becomes \(leadingNumber(text) ?? 0). Use type number.")
        }
        // NSString's boolValue: YES for a leading Y, y, T, t or a non-zero digit, after white space and a sign.
        let unsigned: Substring = text.drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" }).drop(while: { $0 == "+" || $0 == "-" })
        let trimmed: Substring = unsigned.drop(while: { $0 == "0" })
        let isYes = trimmed.first.map { "YyTt123456789".contains($0) } ?? false
        if ["YES", "NO", "true", "false", "1", "0"].contains(text) { return .exact }
        return .lossy("which KVC reads with NSString's boolValue: \"\(text)\" becomes \(isYes ? "YES" : "NO"). Use type boolean.")
    }

    /// The number at the start of a string, as NSString's doubleValue reads it (leading white
    /// space, a sign, digits, a fraction, an exponent), or nil when there is none (it reads 0).
    static func leadingNumber(_ text: String) -> Double? {
        let chars = Array(text.drop { $0 == " " || $0 == "\t" || $0 == "\n" })
        var i = 0
        func digits() -> Int { let start = i; while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }; return i - start }
        if i < chars.count, chars[i] == "+" || chars[i] == "-" { i += 1 }
        var count = digits()
        if i < chars.count, chars[i] == "." { i += 1; count += digits() }
        guard count > 0 else { return nil }
        let mantissaEnd = i
        if i < chars.count, chars[i] == "e" || chars[i] == "E" {
            i += 1
            if i < chars.count, chars[i] == "+" || chars[i] == "-" { i += 1 }
            if digits() == 0 { i = mantissaEnd }
        }
        return Double(String(chars[..<i]))
    }

    /// Why KVC cannot take this key path, or nil. Components are identifiers (letters, digits,
    /// underscores, not starting with a digit), separated by single dots.
    static func keyPathProblem(_ keyPath: String) -> String? {
        if keyPath.isEmpty { return "the key path is empty" }
        if isPlainASCIIKeyPath(keyPath) { return nil }
        if let problem = strayWhiteSpaceProblem(keyPath) { return problem }
        if keyPath.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) { return "the key path contains white space" }
        if keyPath.hasPrefix(".") { return "the key path starts with a dot" }
        if keyPath.hasSuffix(".") { return "the key path ends with a dot" }
        if keyPath.contains("..") { return "the key path contains an empty component (\"..\")" }
        for part in keyPath.split(separator: ".") {
            guard let first = part.unicodeScalars.first else { continue }
            if first.properties.numericType != nil && ("0"..."9").contains(first) {
                return "the key path component \"\(part)\" starts with a digit"
            }
            if let bad = part.unicodeScalars.first(where: { !($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }) {
                return "the key path component \"\(part)\" contains \"\(bad)\", which a KVC key cannot"
            }
        }
        return nil
    }

    /// A key path that would be valid but for white space at its start or end (a space typed after
    /// `layer.cornerRadius` in the identity inspector): the nib sets the key as written, space
    /// included, so no property is set. What shows depends on the object: CALayer keeps a value
    /// for any key, so a layer's attribute is silently ignored; any other object answers
    /// `setValue:forUndefinedKey:` with NSUnknownKeyException, which UIKit catches for runtime
    /// attributes (unlike outlets) and logs as "Failed to set (key) user defined inspected
    /// property", so the app runs on without the value.
    static func strayWhiteSpaceProblem(_ keyPath: String) -> String? {
        let trimmed = keyPath.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed != keyPath, !trimmed.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }),
              keyPathProblem(trimmed) == nil else { return nil }
        let components = trimmed.split(separator: ".")
        let key = keyPath.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? keyPath
        let ends = keyPath.first!.isWhitespace && keyPath.last!.isWhitespace ? "start and end" : keyPath.first!.isWhitespace ? "start" : "end"
        let effect = components.count >= 2 && components[components.count - 2] == "layer"
            ? "the layer keeps the value under that key and \(components.last!) is never set"
            : "loading the nib only logs \"Failed to set (\(key)) user defined inspected property\" and the property is never set"
        return "the key path has white space at its \(ends): the key \"\(key)\" is set as written, so \(effect); remove the white space"
    }

    /// The common case, decided on bytes (the checks above use Unicode properties, which cost
    /// far more): ASCII components of letters, digits and "_", none starting with a digit,
    /// joined by single dots.
    static func isPlainASCIIKeyPath(_ keyPath: String) -> Bool {
        var atComponentStart = true
        for b in keyPath.utf8 {
            switch b {
            case UInt8(ascii: "."):
                if atComponentStart { return false }
                atComponentStart = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                atComponentStart = false
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if atComponentStart { return false }
            default:
                return false
            }
        }
        return !atComponentStart
    }
}
