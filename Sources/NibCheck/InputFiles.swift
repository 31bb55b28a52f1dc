import Foundation

/// Expands command-line paths into documents: files as given, directories walked for
/// `.storyboard` and `.xib`, skipping hidden folders and `.build`. The result is sorted so
/// output is stable.
public enum InputFiles {
    public static let extensions: Set<String> = ["storyboard", "xib"]

    public static func expand(_ paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        let fm = FileManager.default
        for path in paths {
            // Standard input; the reader bounds it (InputFile).
            if path == "-" { files.append(path); continue }
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { missing.append(path); continue }
            // A path that is not a directory is read as a document, whatever it is: the reader
            // refuses what is not a regular file (a FIFO, a device) as `unreadable-input`.
            if !isDirectory.boolValue { files.append(path); continue }
            var found: [String] = []
            var stack = [path]
            while let dir = stack.popLast() {
                guard let entries = try? fm.contentsOfDirectory(atPath: dir) else { continue }
                for name in entries {
                    if name.hasPrefix(".") || name == ".build" { continue }
                    let full = dir.hasSuffix("/") ? dir + name : dir + "/" + name
                    var sub: ObjCBool = false
                    guard fm.fileExists(atPath: full, isDirectory: &sub) else { continue }
                    if sub.boolValue {
                        // Do not follow symbolic links to directories: they can form cycles.
                        if (try? fm.destinationOfSymbolicLink(atPath: full)) == nil { stack.append(full) }
                    } else if isDocumentName(name) {
                        found.append(full)
                    }
                }
            }
            files += found.sorted()
        }
        return (files, missing)
    }

    /// `name` ends in `.storyboard` or `.xib` (what `pathExtension` would say, without bridging
    /// every directory entry to NSString).
    public static func isDocumentName(_ name: String) -> Bool {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.utf8.startIndex else { return false }
        return extensions.contains(String(name[name.index(after: dot)...]))
    }
}
