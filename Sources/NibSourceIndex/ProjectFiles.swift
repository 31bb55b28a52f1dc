import Foundation

/// The module names a project declares, read from its project files (the names a `customModule`
/// in a document may refer to).
extension CodeIndex {
    /// Target and product module names in an Xcode project file.
    static func xcodeModules(_ pbx: String) -> Set<String> {
        var out = Set<String>()
        for key in ["PRODUCT_MODULE_NAME = ", "PRODUCT_NAME = "] {
            var rest = pbx[...]
            while let r = rest.range(of: key) {
                let value = rest[r.upperBound...].prefix { $0 != ";" && $0 != "\n" }
                let v = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
                if !v.isEmpty && !v.contains("$") { out.insert(normalizedModule(v)) }
                rest = rest[r.upperBound...]
            }
        }
        // Native targets: `/* Name */ = { isa = PBXNativeTarget; ... name = Name;`
        var rest = pbx[...]
        while let r = rest.range(of: "isa = PBXNativeTarget;") {
            let tail = rest[r.upperBound...]
            if let n = tail.range(of: "\n\t\t\tname = ") {
                let v = tail[n.upperBound...].prefix { $0 != ";" }.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
                if !v.isEmpty { out.insert(normalizedModule(v)) }
            }
            rest = tail
        }
        return out
    }

    /// Target names in a Package.swift (`.target(name: "App"`).
    static func packageModules(_ text: String) -> Set<String> {
        var out = Set<String>()
        var rest = text[...]
        while let r = rest.range(of: "name:") {
            let tail = rest[r.upperBound...].drop { $0 == " " }
            if tail.first == "\"" {
                let v = tail.dropFirst().prefix { $0 != "\"" }
                out.insert(normalizedModule(String(v)))
            }
            rest = rest[r.upperBound...]
        }
        return out
    }
}
