import Foundation

/// The parsers that read what a `--sources` tree brings (Swift and Objective-C code, `.strings`
/// files, String Catalogs, `project.pbxproj`, `Package.swift`, Info.plist), on bytes instead of
/// files. `CodeIndex.scan` and `localization-mismatch` reach the same functions through the file
/// tree; the fuzz target (tools/fuzz/target) calls them here, since a file tree per input would
/// cost more than the parsing. Each returns a count of what it read, so no call is dead code.
public enum SourceTextParsers {
    /// Imports, declarations, outlets and actions of one source file, as `CodeIndex.scan` reads it.
    public static func code(_ data: Data, language: CodeIndex.Language) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        var fonts = FontIndex()
        fonts.noteCode(text)
        let declarations = CodeScanner.declarations(in: text, language: language, file: "Fuzz")
        return CodeScanner.imports(in: text).count + declarations.reduce(0) { $0 + $1.properties.count + $1.actions.count + 1 }
    }

    /// The keys of a `.strings` file (UTF-8 or UTF-16); -1 for the property-list forms it skips.
    public static func strings(_ data: Data) -> Int {
        guard let text = StringsFile.decode(data) else { return -1 }
        return StringsFile(text: text).keys.count
    }

    /// The entries of a String Catalog (`.xcstrings`); -1 when it is not one.
    public static func stringCatalog(_ data: Data) -> Int {
        StringCatalog(data: data)?.entries.count ?? -1
    }

    /// The module names of an Xcode project file and of a package manifest.
    public static func projectFiles(_ data: Data) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        return CodeIndex.xcodeModules(text).count + CodeIndex.packageModules(text).count
    }

    /// `UIAppFonts` of an Info.plist (XML or binary): the font files it lists.
    public static func infoPlist(_ data: Data) -> Int {
        var fonts = FontIndex()
        fonts.addInfoPlist(data: data)
        return fonts.appFonts.count
    }
}
