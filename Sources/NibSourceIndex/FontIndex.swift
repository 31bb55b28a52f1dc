import Foundation
import NibText
import NibXML

/// The fonts an app bundles, by PostScript name, and how it makes UIKit load them: the font
/// files under `--sources` (read with FreeType, `FontFile`), the `UIAppFonts` ("Fonts provided by
/// application") lists of its Info.plists, and whether its code registers fonts itself
/// (`CTFontManagerRegister…`). Filled while `CodeIndex.scan` walks the sources.
///
/// Font files inside dependencies (`Pods`, `Carthage`) are indexed too, marked as such: a
/// library that ships a font registers it in its own code, so only the app's own files need an
/// Info.plist entry.
public struct FontIndex: Sendable {
    public struct File: Sendable, Equatable {
        /// The path as messages show it: from the `--sources` folder's name on
        /// ("App/Resources/Fonts/Brand.otf").
        public var path: String
        public var postScriptNames: [String]
        /// Inside `Pods` or `Carthage`: the dependency registers it.
        public var inDependency: Bool
    }

    public private(set) var files: [File] = []
    /// Lower-cased PostScript name -> index in `files`.
    private var byName: [String: Int] = [:]
    /// Lower-cased file names (last path component) listed under `UIAppFonts`.
    public private(set) var appFonts: Set<String> = []
    /// Info.plist files read (with or without `UIAppFonts`).
    public private(set) var infoPlistCount = 0
    /// Whether the app's code calls Core Text's font registration (`CTFontManagerRegisterFontsForURL`,
    /// `CTFontManagerRegisterGraphicsFont`, ...): fonts may then be loaded without `UIAppFonts`.
    public internal(set) var registersFontsInCode = false

    public init() {}

    /// Without font files or `UIAppFonts`, the app bundles no fonts of its own and a font that is
    /// not the system's may come from a package nibtool does not see: nothing is judged.
    public var isEmpty: Bool { !files.contains { !$0.inDependency } && appFonts.isEmpty }

    /// The file whose faces include this PostScript name (compared without regard to case).
    public func file(providing postScriptName: String) -> File? {
        byName[postScriptName.lowercased()].map { files[$0] }
    }

    /// Whether an Info.plist lists the file under `UIAppFonts` (by file name: entries may carry
    /// a folder, "Fonts/Brand.otf").
    public func isListedInAppFonts(_ file: File) -> Bool {
        appFonts.contains(Self.fileName(file.path).lowercased())
    }

    public static func isFontFile(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return FontFile.extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// Reads the file's faces; `sourcesRoot` (the `--sources` folder) shortens the path shown.
    public mutating func addFontFile(atPath path: String, inDependency: Bool, sourcesRoot: String? = nil) {
        var shown = path
        if let root = sourcesRoot, path.hasPrefix(root + "/") {
            shown = (root.split(separator: "/").last.map(String.init) ?? root) + "/" + path.dropFirst(root.count + 1)
        }
        // FreeType opens the path itself, past InputFile's checks: only regular files reach it.
        let names = InputFile.isRegularFile(path) ? FontFile.postScriptNames(atPath: path) : []
        add(File(path: shown, postScriptNames: names, inDependency: inDependency))
    }

    mutating func add(_ file: File) {
        files.append(file)
        for name in file.postScriptNames where byName[name.lowercased()] == nil { byName[name.lowercased()] = files.count - 1 }
    }

    /// Reads `UIAppFonts` from an Info.plist (XML or binary). Unreadable files are skipped.
    public mutating func addInfoPlist(atPath path: String) {
        guard let bytes = InputFile.contentsIfReadable(path: path, maxBytes: ParseLimits.default.maxBytes) else { return }
        addInfoPlist(data: Data(bytes))
    }

    mutating func addInfoPlist(data: Data) {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return }
        infoPlistCount += 1
        for entry in plist["UIAppFonts"] as? [String] ?? [] { appFonts.insert(Self.fileName(entry).lowercased()) }
    }

    /// Notes font registration in a source file's text.
    mutating func noteCode(_ text: String) {
        if !registersFontsInCode, text.contains("CTFontManagerRegister") { registersFontsInCode = true }
    }

    public static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// For tests and the rule's examples: "Fonts/Brand.otf=Brand-Regular,Brand-Bold" is a font
    /// file and its faces, "UIAppFonts=Fonts/Brand.otf" an Info.plist entry, "Info.plist" an
    /// Info.plist without one, "registers" code that registers fonts.
    public init(entries: [String]) {
        for entry in entries {
            if entry == "registers" { registersFontsInCode = true; continue }
            if entry == "Info.plist" { infoPlistCount = max(infoPlistCount, 1); continue }
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            if parts[0] == "UIAppFonts" {
                infoPlistCount = 1
                appFonts.insert(Self.fileName(parts[1]).lowercased())
            } else {
                add(File(path: parts[0], postScriptNames: parts[1].split(separator: ",").map(String.init), inDependency: parts[0].hasPrefix("Pods/")))
            }
        }
    }
}

extension FontIndex {
    /// The font files anywhere under a dependency folder (`Pods`, `Carthage`).
    static func fontFiles(under folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
        var paths: [String] = []
        for case let url as URL in walker where isFontFile(url.lastPathComponent) { paths.append(url.path) }
        return paths
    }
}
