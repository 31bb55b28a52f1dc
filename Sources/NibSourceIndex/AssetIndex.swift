import Foundation
import NibXML

/// The images and colors an app provides, by the names Interface Builder refers to them with:
/// image sets, symbol sets and color sets of its asset catalogs (`.xcassets`, with the folder
/// prefixes of folders that provide a namespace), and loose image files (`logo.png`,
/// `logo@2x~ipad.png` are both "logo"). Filled while `CodeIndex.scan` walks `--sources`.
///
/// Names are compared without regard to case: the Simulator's file system ignores case, so a
/// lookup that differs only in case is not a finding nibtool can be sure of.
public struct AssetIndex: Sendable {
    private(set) var images: Set<String> = []
    private(set) var colors: Set<String> = []
    /// Asset catalogs and loose image files read.
    public private(set) var catalogCount = 0
    public private(set) var looseImageCount = 0

    public init() {}

    /// With neither, the sources do not hold the app's resources, and nothing can be judged.
    public var isEmpty: Bool { catalogCount == 0 && looseImageCount == 0 }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "heic", "heif", "tif", "tiff", "bmp", "svg", "webp"]

    public func hasImage(_ name: String) -> Bool {
        let key = name.lowercased()
        if images.contains(key) || images.contains(Self.baseName(key)) { return true }
        // A folder reference keeps its path ("Images/logo.png"); the file was indexed by its name.
        if let slash = key.lastIndex(of: "/") { return images.contains(Self.baseName(String(key[key.index(after: slash)...]))) }
        return false
    }

    public func hasColor(_ name: String) -> Bool { colors.contains(name.lowercased()) }

    /// Every set in a catalog folder.
    public mutating func addCatalog(at url: URL) {
        catalogCount += 1
        addSets(in: url, prefix: "")
    }

    private mutating func addSets(in folder: URL, prefix: String) {
        let fm = FileManager.default
        guard let entries = try? fm.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return }
        for entry in entries where (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            let name = entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "imageset", "symbolset": images.insert((prefix + name).lowercased())
            case "colorset": colors.insert((prefix + name).lowercased())
            case "": addSets(in: entry, prefix: Self.providesNamespace(entry) ? prefix + name + "/" : prefix)
            default: continue   // app icons, launch images, data sets, stickers: not named in documents
            }
        }
    }

    /// A folder whose `Contents.json` has `"provides-namespace": true` prefixes its sets' names.
    static func providesNamespace(_ folder: URL) -> Bool {
        guard let bytes = InputFile.contentsIfReadable(path: folder.appendingPathComponent("Contents.json").path, maxBytes: ParseLimits.default.maxBytes),
              let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// A loose image file, when its extension is an image's; false otherwise.
    @discardableResult
    public mutating func addLooseImage(fileName: String) -> Bool {
        let lower = fileName.lowercased()
        guard let dot = lower.lastIndex(of: "."), Self.imageExtensions.contains(String(lower[lower.index(after: dot)...])) else { return false }
        looseImageCount += 1
        images.insert(Self.baseName(lower))
        return true
    }

    /// "logo@2x~ipad.png" -> "logo": without the image extension, device and scale suffixes.
    static func baseName(_ lowercasedName: String) -> String {
        var name = Substring(lowercasedName)
        if let dot = name.lastIndex(of: "."), imageExtensions.contains(String(name[name.index(after: dot)...])) { name = name[..<dot] }
        for device in ["~iphone", "~ipad"] where name.hasSuffix(device) { name = name.dropLast(device.count) }
        for scale in ["@1x", "@2x", "@3x"] where name.hasSuffix(scale) { name = name.dropLast(scale.count) }
        return String(name)
    }

    /// For tests and the rule's examples: sets named as in a catalog ("Logo.imageset",
    /// "Brand.colorset", "Icons/Star.imageset") and loose files ("photo@2x.png").
    public init(entries: [String]) {
        for entry in entries {
            let url = URL(fileURLWithPath: entry)
            let name = (url.deletingLastPathComponent().relativePath == "." ? "" : url.deletingLastPathComponent().relativePath + "/")
                + url.deletingPathExtension().lastPathComponent
            switch url.pathExtension {
            case "imageset", "symbolset": images.insert(name.lowercased()); catalogCount = 1
            case "colorset": colors.insert(name.lowercased()); catalogCount = 1
            default: addLooseImage(fileName: entry)
            }
        }
    }
}
