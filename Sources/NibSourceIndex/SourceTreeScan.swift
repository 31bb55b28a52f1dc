import Foundation
import NibXML

/// Building a `CodeIndex` from the folders `--sources` names: which files are read and which are
/// skipped as dependencies.
extension CodeIndex {
    /// Reads every `.swift`, `.m`, `.mm` and `.h` file under the folders and notes the asset
    /// catalogs, image files, font files and Info.plists (hidden folders, `.build`, `Pods`,
    /// `Carthage` and `DerivedData` are skipped: they are dependencies; only the font files of
    /// `Pods` and `Carthage` are noted, since a library's font is used under its own name).
    public static func scan(directories: [String]) throws -> CodeIndex {
        var index = CodeIndex()
        let fm = FileManager.default
        for dir in directories {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: dir, isDirectory: &isDir) else {
                throw ScanError(message: "--sources \(dir): no such file or folder")
            }
            let root = URL(fileURLWithPath: dir).standardizedFileURL
            index.targetModules.insert(normalizedModule(root.lastPathComponent))
            var files: [String] = []
            // Added after the walk, sorted, the app's own first: the order decides which file
            // provides a name two files have, and the walk's order is the file system's.
            var appFonts: [String] = [], dependencyFonts: [String] = []
            defer {
                for path in appFonts.sorted() { index.fonts.addFontFile(atPath: path, inDependency: false, sourcesRoot: root.path) }
                for path in dependencyFonts.sorted() { index.fonts.addFontFile(atPath: path, inDependency: true, sourcesRoot: root.path) }
            }
            if isDir.boolValue {
                guard let walker = fm.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { continue }
                for case let url as URL in walker {
                    let name = url.lastPathComponent
                    if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                        if [".build", "Pods", "Carthage", "DerivedData", "node_modules"].contains(name) {
                            if name == "Pods" || name == "Carthage" { dependencyFonts += FontIndex.fontFiles(under: url) }
                            walker.skipDescendants()
                            continue
                        }
                        if name.hasSuffix(".xcassets") {
                            index.assets.addCatalog(at: url)
                            walker.skipDescendants()
                            continue
                        }
                        if name.hasSuffix(".xcodeproj") {
                            index.targetModules.insert(normalizedModule(String(name.dropLast(".xcodeproj".count))))
                            if let pbx = InputFile.contentsIfReadable(path: url.appendingPathComponent("project.pbxproj").path, maxBytes: ParseLimits.default.maxBytes) {
                                index.targetModules.formUnion(xcodeModules(String(decoding: pbx, as: UTF8.self)))
                            }
                            walker.skipDescendants()
                            continue
                        }
                        index.modules.insert(normalizedModule(name))
                        continue
                    }
                    if name == "Package.swift", let text = InputFile.contentsIfReadable(path: url.path, maxBytes: ParseLimits.default.maxBytes) {
                        index.targetModules.formUnion(packageModules(String(decoding: text, as: UTF8.self)))
                    }
                    if ["swift", "m", "mm", "h"].contains(url.pathExtension) {
                        files.append(url.path)
                    } else if FontIndex.isFontFile(name) {
                        appFonts.append(url.path)
                    } else if name == "Info.plist" || name.hasSuffix("-Info.plist") {
                        index.fonts.addInfoPlist(atPath: url.path)
                    } else {
                        index.assets.addLooseImage(fileName: name)
                    }
                }
            } else {
                files.append(root.path)
            }
            for file in files.sorted() {
                guard let data = InputFile.contentsIfReadable(path: file, maxBytes: ParseLimits.default.maxBytes) else { continue }
                let text = String(decoding: data, as: UTF8.self)
                index.fileCount += 1
                let language: Language = file.hasSuffix(".swift") ? .swift : .objectiveC
                index.importsByFile[file] = CodeScanner.imports(in: text)
                index.fonts.noteCode(text)
                for t in CodeScanner.declarations(in: text, language: language, file: file) { index.add(t) }
            }
        }
        index.modules.formUnion(index.targetModules)
        index.thirdPartyModules = index.thirdPartyImports(of: Set(index.importsByFile.keys))
        return index
    }

    public struct ScanError: Error, CustomStringConvertible, Sendable {
        public var message: String
        public var description: String { message }
    }
}
