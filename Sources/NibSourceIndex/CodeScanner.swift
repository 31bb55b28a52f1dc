import Foundation
import NibXML

/// What an app's Swift and Objective-C sources declare that Interface Builder documents refer
/// to: classes and their superclasses, `@IBOutlet`s, `@IBAction`s (as Objective-C selectors),
/// `@IBInspectable` and other properties, extensions and categories included.
///
/// It is built by `CodeScanner`, a small lexer plus declaration reader, not by swift-syntax: a
/// full parser would cost minutes of build time in CI for what needs only declaration heads, and
/// it would not read Objective-C. The lexer skips comments (nested in Swift), string literals
/// (multi-line, raw, interpolated; Objective-C `@"…"` and character literals) and preprocessor
/// lines, so code in them is never mistaken for declarations.
public struct CodeIndex: Sendable {
    public enum Language: String, Sendable { case swift, objectiveC }

    public struct Property: Sendable, Hashable {
        public var name: String
        /// The declared type as written (`UIColor`, `CGFloat?`, `UIColor!`), when written.
        public var type: String?
        public var isOutlet = false
        public var isOutletCollection = false
        public var isInspectable = false
        public var file: String
        public var line: Int
    }

    /// A class, or the members an extension / category adds to a type.
    public struct TypeInfo: Sendable {
        public var name: String
        /// `@objc(Name)`: the runtime name IB writes as customClass.
        public var objcName: String?
        public var superclass: String?
        public var isExtension = false
        public var language: Language
        public var file: String
        public var line: Int
        public var properties: [String: Property] = [:]
        /// Objective-C selectors of its methods (`tapped:`, `didTapWithSender:`, `reload`).
        public var selectors: Set<String> = []
        public var actions: Set<String> = []
    }

    /// Classes (declarations, not extensions) by Swift name and by `@objc` name.
    public var classes: [String: TypeInfo] = [:]
    /// Extensions and categories, by the extended type's name.
    public var extensions: [String: [TypeInfo]] = [:]
    /// Module names the sources can be compiled into (folder names, Xcode targets, SwiftPM
    /// targets), normalized as Swift does (`-` and spaces become `_`).
    public var modules: Set<String> = []
    /// The subset of `modules` known to be targets: the `--sources` folders themselves, Xcode
    /// project targets and products, SwiftPM targets (folder names inside are only guesses).
    public var targetModules: Set<String> = []
    /// Files read.
    public var fileCount = 0
    /// Modules each file imports (`import Hero`, `@import Foo;`, `#import <Foo/Foo.h>`), by path.
    public var importsByFile: [String: Set<String>] = [:]
    /// Third-party modules imported anywhere in the sources (see `thirdPartyImports`).
    public var thirdPartyModules: [String] = []
    /// The asset catalogs and loose image files under the folders (`missing-resource`).
    public var assets = AssetIndex()
    /// The font files, `UIAppFonts` entries and font registration under the folders (`missing-font`).
    public var fonts = FontIndex()

    /// Apple SDK modules: importing them brings no third-party extensions.
    public static let sdkModules: Set<String> = [
        "UIKit", "Foundation", "SwiftUI", "Combine", "CoreGraphics", "QuartzCore", "CoreData", "CoreLocation", "MapKit",
        "WebKit", "AVFoundation", "AVKit", "Photos", "PhotosUI", "SafariServices", "MessageUI", "StoreKit",
        "UserNotifications", "UserNotificationsUI", "CoreImage", "CoreText", "CoreML", "Vision", "ARKit", "SceneKit",
        "SpriteKit", "GameplayKit", "GameKit", "Metal", "MetalKit", "GLKit", "OpenGLES", "Contacts", "ContactsUI",
        "EventKit", "EventKitUI", "HealthKit", "HomeKit", "CloudKit", "AuthenticationServices", "LocalAuthentication",
        "Security", "SystemConfiguration", "Network", "MobileCoreServices", "UniformTypeIdentifiers", "CoreMotion",
        "CoreBluetooth", "CoreTelephony", "AudioToolbox", "MediaPlayer", "CoreMedia", "CoreVideo", "ImageIO",
        "Accelerate", "Dispatch", "ObjectiveC", "Darwin", "os", "OSLog", "WatchConnectivity", "Intents", "IntentsUI",
        "NotificationCenter", "QuickLook", "PDFKit", "PencilKit", "LinkPresentation", "CryptoKit", "CommonCrypto",
        "AppKit", "Cocoa", "XCTest", "Social", "Accounts", "iAd", "AdSupport", "AppTrackingTransparency", "ReplayKit",
        "CarPlay", "CallKit", "PassKit", "WidgetKit", "ActivityKit", "BackgroundTasks", "CoreSpotlight", "Speech",
        "NaturalLanguage", "CoreHaptics", "GameController", "CoreAudio", "CoreFoundation", "Swift", "Observation",
        "SwiftData", "TipKit", "MultipeerConnectivity", "NetworkExtension", "ExternalAccessory", "JavaScriptCore",
        "AddressBook", "AddressBookUI", "AssetsLibrary", "Twitter", "QuickLookThumbnailing", "CoreNFC", "SafetyKit",
        "MediaToolbox", "VideoToolbox", "CoreAudioKit", "StoreKitTest", "XCUIAutomation", "libkern", "zlib", "sqlite3",
    ]

    /// Modules imported by these files that are neither Apple's nor the sources' own: frameworks
    /// that may add `@objc` members (inspectables, actions) to any class at run time.
    public func thirdPartyImports(of files: Set<String>) -> [String] {
        var out = Set<String>()
        for f in files { out.formUnion(importsByFile[f] ?? []) }
        return out.filter { !Self.sdkModules.contains($0) && !modules.contains(Self.normalizedModule($0)) }.sorted()
    }

    public init() {}

    public mutating func add(_ type: TypeInfo) {
        if type.isExtension {
            extensions[type.name, default: []].append(type)
            return
        }
        for key in Set([type.name, type.objcName].compactMap { $0 }) {
            if var existing = classes[key] {
                // The same class seen twice (an ObjC @interface and its @implementation).
                existing.properties.merge(type.properties) { a, _ in a }
                existing.selectors.formUnion(type.selectors)
                existing.actions.formUnion(type.actions)
                if existing.superclass == nil { existing.superclass = type.superclass }
                classes[key] = existing
            } else {
                classes[key] = type
            }
        }
    }

    /// The class IB names as `customClass`.
    public func lookup(_ name: String) -> TypeInfo? { classes[name] }

    public static func normalizedModule(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

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

/// A token of Swift or Objective-C source, with comments and literals already skipped.
struct CodeToken: Equatable {
    enum Kind: Equatable { case identifier, punctuation, literal }
    var kind: Kind
    var text: String
    var line: Int
}

/// The lexer and the declaration reader.
public enum CodeScanner {
    // MARK: lexing

    static func tokens(_ text: String, language: CodeIndex.Language) -> [CodeToken] {
        let s = Array(text.unicodeScalars)
        var out: [CodeToken] = []
        var i = 0
        var line = 1
        let n = s.count
        func peek(_ k: Int) -> Unicode.Scalar? { i + k < n ? s[i + k] : nil }
        func isIdentStart(_ c: Unicode.Scalar) -> Bool { c == "_" || c == "$" || c.properties.isAlphabetic }
        func isIdent(_ c: Unicode.Scalar) -> Bool { isIdentStart(c) || ("0"..."9").contains(c) }

        /// Skips a block comment starting at i (`/*`); Swift's nest.
        func skipBlockComment() {
            var depth = 0
            while i < n {
                if s[i] == "/" && peek(1) == "*" { depth += 1; i += 2; continue }
                if s[i] == "*" && peek(1) == "/" {
                    depth -= 1; i += 2
                    if depth == 0 || language == .objectiveC { return }
                    continue
                }
                if s[i] == "\n" { line += 1 }
                i += 1
            }
        }

        /// Skips a Swift string literal starting at i (after any `#`s, at the first quote).
        func skipSwiftString(hashes: Int) {
            let multiline = peek(0) == "\"" && peek(1) == "\"" && peek(2) == "\""
            i += multiline ? 3 : 1
            while i < n {
                let c = s[i]
                if c == "\n" {
                    line += 1
                    if !multiline { i += 1; return } // unterminated: stop at the line end
                }
                if c == "\\" {
                    // An escape needs as many #s after the backslash as the literal has.
                    var k = 1
                    var h = 0
                    while h < hashes, peek(k) == "#" { h += 1; k += 1 }
                    if h == hashes {
                        if peek(k) == "(" {
                            i += k + 1
                            skipInterpolation()
                            continue
                        }
                        i += k + 1
                        continue
                    }
                }
                if c == "\"" {
                    let closeLength = multiline ? 3 : 1
                    var ok = true
                    for q in 0..<closeLength where peek(q) != "\"" { ok = false }
                    if ok {
                        var h = 0
                        while h < hashes, peek(closeLength + h) == "#" { h += 1 }
                        if h == hashes { i += closeLength + hashes; return }
                    }
                }
                i += 1
            }
        }

        /// Skips `\( … )` contents up to the matching parenthesis (strings and comments inside).
        func skipInterpolation() {
            var depth = 1
            while i < n {
                let c = s[i]
                if c == "(" { depth += 1 } else if c == ")" {
                    depth -= 1
                    if depth == 0 { i += 1; return }
                } else if c == "\"" { skipSwiftString(hashes: 0); continue } else if c == "#" && (peek(1) == "\"" || peek(1) == "#") {
                    var h = 0
                    while peek(h) == "#" { h += 1 }
                    if peek(h) == "\"" { i += h; skipSwiftString(hashes: h); continue }
                } else if c == "/" && peek(1) == "*" { skipBlockComment(); continue } else if c == "\n" { line += 1 }
                i += 1
            }
        }

        /// Skips a C string or character literal starting at its quote.
        func skipCLiteral(_ quote: Unicode.Scalar) {
            i += 1
            while i < n {
                let c = s[i]
                if c == "\\" { if peek(1) == "\n" { line += 1 }; i += 2; continue }
                if c == "\n" { line += 1; i += 1; return }
                i += 1
                if c == quote { return }
            }
        }

        var atLineStart = true
        while i < n {
            let c = s[i]
            if c == "\n" { line += 1; i += 1; atLineStart = true; continue }
            if c == " " || c == "\t" || c == "\r" { i += 1; continue }
            if c == "/" && peek(1) == "/" {
                while i < n && s[i] != "\n" { i += 1 }
                continue
            }
            if c == "/" && peek(1) == "*" { skipBlockComment(); continue }
            let lineStart = atLineStart
            atLineStart = false
            if language == .objectiveC {
                if c == "#" && lineStart {
                    // Preprocessor line (with continuations).
                    while i < n && s[i] != "\n" {
                        if s[i] == "\\" && peek(1) == "\n" { line += 1; i += 1 }
                        i += 1
                    }
                    continue
                }
                if c == "\"" || c == "'" {
                    let l = line
                    skipCLiteral(c)
                    out.append(CodeToken(kind: .literal, text: "\"\"", line: l))
                    continue
                }
                if c == "@" && peek(1) == "\"" {
                    let l = line
                    i += 1
                    skipCLiteral("\"")
                    out.append(CodeToken(kind: .literal, text: "\"\"", line: l))
                    continue
                }
            } else {
                if c == "\"" {
                    let l = line
                    skipSwiftString(hashes: 0)
                    out.append(CodeToken(kind: .literal, text: "\"\"", line: l))
                    continue
                }
                if c == "#" {
                    var h = 0
                    while peek(h) == "#" { h += 1 }
                    if peek(h) == "\"" {
                        let l = line
                        i += h
                        skipSwiftString(hashes: h)
                        out.append(CodeToken(kind: .literal, text: "\"\"", line: l))
                        continue
                    }
                }
                if c == "`" {
                    // `escaped` identifier
                    var j = i + 1
                    var name = ""
                    while j < n && s[j] != "`" && s[j] != "\n" { name.unicodeScalars.append(s[j]); j += 1 }
                    if j < n && s[j] == "`" {
                        out.append(CodeToken(kind: .identifier, text: name, line: line))
                        i = j + 1
                        continue
                    }
                }
            }
            if isIdentStart(c) || (c == "@" && peek(1).map(isIdentStart) == true) || (c == "#" && peek(1).map(isIdentStart) == true) {
                var name = String(c)
                i += 1
                while i < n && isIdent(s[i]) { name.unicodeScalars.append(s[i]); i += 1 }
                out.append(CodeToken(kind: .identifier, text: name, line: line))
                continue
            }
            if ("0"..."9").contains(c) {
                while i < n && (isIdent(s[i]) || s[i] == ".") {
                    if s[i] == "." && !(peek(1).map { ("0"..."9").contains($0) } ?? false) { break }
                    i += 1
                }
                out.append(CodeToken(kind: .literal, text: "0", line: line))
                continue
            }
            out.append(CodeToken(kind: .punctuation, text: String(c), line: line))
            i += 1
        }
        return out
    }

    /// Imported module names, line by line (a commented-out import only makes checks more careful).
    static func imports(in text: String) -> Set<String> {
        var out = Set<String>()
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("#import <") || line.hasPrefix("#include <") {
                line = line.drop { $0 != "<" }.dropFirst()
                let name = line.prefix { $0 != "/" && $0 != ">" }
                if line.contains("/") && !name.isEmpty { out.insert(String(name)) }
                continue
            }
            if line.hasPrefix("@import ") {
                out.insert(String(line.dropFirst(8).prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                continue
            }
            // Swift: [@testable|@_exported|@preconcurrency] import [class|struct|...] Module[.Sub]
            var words = line.split(separator: " ", omittingEmptySubsequences: true)
            while let w = words.first, w.hasPrefix("@") { words.removeFirst() }
            for modifier in ["public", "internal", "private", "fileprivate", "package"] where words.first.map(String.init) == modifier { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            var target = words[1]
            if ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(String(target)), words.count >= 3 { target = words[2] }
            let module = target.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !module.isEmpty { out.insert(String(module)) }
        }
        return out
    }

    // MARK: declarations

    public static func declarations(in text: String, language: CodeIndex.Language, file: String) -> [CodeIndex.TypeInfo] {
        let toks = tokens(text, language: language)
        return language == .swift ? swiftDeclarations(toks, file: file) : objcDeclarations(toks, file: file)
    }

    static let swiftTypeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]
    static let swiftModifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "final", "static", "override", "required",
        "convenience", "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating", "optional", "indirect",
        "nonisolated", "isolated", "package", "unowned(safe)", "unowned(unsafe)", "rethrows", "async", "throws",
    ]

    static func swiftDeclarations(_ t: [CodeToken], file: String) -> [CodeIndex.TypeInfo] {
        var result: [CodeIndex.TypeInfo] = []
        // Open type bodies: (index into result, brace depth inside the body).
        var stack: [(type: Int, depth: Int)] = []
        var depth = 0
        var attributes: [String] = []
        var objcName: String?
        var i = 0
        func tok(_ k: Int) -> CodeToken? { k < t.count ? t[k] : nil }
        while i < t.count {
            let tk = t[i]
            if tk.kind == .punctuation {
                if tk.text == "{" { depth += 1 } else if tk.text == "}" {
                    if let top = stack.last, top.depth == depth { stack.removeLast() }
                    depth -= 1
                }
                if tk.text == "{" || tk.text == "}" || tk.text == ";" { attributes = []; objcName = nil }
                i += 1
                continue
            }
            guard tk.kind == .identifier else { i += 1; continue }
            let word = tk.text
            if word.hasPrefix("@") {
                attributes.append(word)
                // @objc(Name), @IBOutlet(…), @available(…): skip the argument list.
                if tok(i + 1)?.text == "(" {
                    var j = i + 2
                    var d = 1
                    var inner: [String] = []
                    while j < t.count && d > 0 {
                        if t[j].text == "(" { d += 1 } else if t[j].text == ")" { d -= 1 }
                        if d > 0 { inner.append(t[j].text) }
                        j += 1
                    }
                    if word == "@objc" { objcName = inner.joined() }
                    i = j
                    continue
                }
                i += 1
                continue
            }
            let inTypeBody = stack.last.map { $0.depth == depth } ?? false
            if swiftTypeKeywords.contains(word) {
                // `class func`, `class var`: a modifier, not a declaration.
                if word == "class", let next = tok(i + 1), next.kind == .identifier,
                   ["func", "var", "let", "subscript", "override", "final", "static", "public", "private", "open", "internal", "fileprivate", "required", "convenience", "dynamic"].contains(next.text) || next.text.hasPrefix("@") {
                    i += 1
                    continue
                }
                guard let nameTok = tok(i + 1), nameTok.kind == .identifier else { i += 1; continue }
                // Qualified names (`extension UIKit.UIView`, `extension Outer.Inner`): the last part.
                var j = i + 2
                var name = nameTok.text
                while tok(j)?.text == ".", let part = tok(j + 1), part.kind == .identifier { name = part.text; j += 2 }
                if tok(j)?.text == "<" { // generic parameters
                    var d = 0
                    while j < t.count {
                        if t[j].text == "<" { d += 1 } else if t[j].text == ">" { d -= 1; if d == 0 { j += 1; break } }
                        j += 1
                    }
                }
                var superclass: String?
                if tok(j)?.text == ":", let s = tok(j + 1), s.kind == .identifier {
                    superclass = s.text
                    var k = j + 2
                    while tok(k)?.text == ".", let part = tok(k + 1), part.kind == .identifier { superclass = part.text; k += 2 }
                }
                // Find the body's opening brace.
                var k = j
                while k < t.count && t[k].text != "{" && t[k].text != "}" && t[k].text != ";" { k += 1 }
                guard k < t.count, t[k].text == "{" else { i = k; attributes = []; objcName = nil; continue }
                let isClass = word == "class" || word == "actor"
                if isClass || word == "extension" {
                    var info = CodeIndex.TypeInfo(name: name, objcName: objcName, superclass: isClass ? superclass : nil,
                                                  isExtension: word == "extension", language: .swift, file: file, line: nameTok.line)
                    if !isClass && word != "extension" { info.isExtension = true }
                    result.append(info)
                    depth += 1
                    stack.append((result.count - 1, depth))
                } else {
                    // struct / enum / protocol: nothing IB can use, but keep nesting right.
                    depth += 1
                }
                attributes = []
                objcName = nil
                i = k + 1
                continue
            }
            if inTypeBody, let top = stack.last, word == "var" || word == "let" {
                // var name: Type … (also `var a, b: T`, only the first is taken)
                if let nameTok = tok(i + 1), nameTok.kind == .identifier {
                    var type: String?
                    var j = i + 2
                    if tok(j)?.text == ":" {
                        j += 1
                        var text = ""
                        var d = 0
                        let line = tok(j)?.line ?? 0
                        while let x = tok(j) {
                            if d == 0 && (x.text == "=" || x.text == "{" || x.text == ";" || x.text == "}" || x.line != line) { break }
                            if x.text == "<" || x.text == "(" || x.text == "[" { d += 1 }
                            if x.text == ">" && tok(j - 1)?.text != "-" || x.text == ")" || x.text == "]" { d -= 1 }
                            text += x.text
                            j += 1
                        }
                        type = text.isEmpty ? nil : text
                    }
                    var p = CodeIndex.Property(name: nameTok.text, type: type, file: file, line: nameTok.line)
                    p.isOutlet = attributes.contains("@IBOutlet")
                    if p.isOutlet, let ty = type, ty.hasPrefix("[") { p.isOutletCollection = true }
                    p.isInspectable = attributes.contains("@IBInspectable")
                    if result[top.type].properties[p.name] == nil { result[top.type].properties[p.name] = p }
                }
                attributes = []
                objcName = nil
                i += 2
                continue
            }
            if inTypeBody, let top = stack.last, word == "func", let nameTok = tok(i + 1) {
                let name = nameTok.text
                var j = i + 2
                if tok(j)?.text == "<" {
                    var d = 0
                    while j < t.count {
                        if t[j].text == "<" { d += 1 } else if t[j].text == ">" { d -= 1; if d == 0 { j += 1; break } }
                        j += 1
                    }
                }
                if tok(j)?.text == "(" {
                    // Parameters: at depth 1, each starts after "(" or ",": [external] internal ":" type
                    var labels: [String] = []
                    var d = 0
                    var expectLabel = true
                    var words: [String] = []
                    while j < t.count {
                        let x = t[j]
                        if x.text == "(" || x.text == "[" || x.text == "<" { d += 1 }
                        if x.text == ")" || x.text == "]" || (x.text == ">" && t[j - 1].text != "-") {
                            d -= 1
                            if d == 0 { j += 1; break }
                        }
                        if d == 1 {
                            if x.text == "," { expectLabel = true; words = [] } else if expectLabel {
                                if x.text == ":" {
                                    labels.append(words.first ?? "_")
                                    expectLabel = false
                                } else if x.kind == .identifier && !x.text.hasPrefix("@") && words.count < 2 {
                                    words.append(x.text)
                                }
                            }
                        }
                        j += 1
                    }
                    let selector = objcName.flatMap { $0.isEmpty ? nil : $0 } ?? swiftSelector(name: name, labels: labels)
                    result[top.type].selectors.insert(selector)
                    if attributes.contains("@IBAction") || attributes.contains("@IBSegueAction") {
                        result[top.type].actions.insert(selector)
                    }
                }
                attributes = []
                objcName = nil
                i = j
                continue
            }
            if word == "func" || word == "init" || word == "subscript" || word == "case" || word == "typealias" || word == "import" {
                attributes = []
                objcName = nil
            }
            i += 1
        }
        return result
    }

    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// The Objective-C selector Swift gives a method: `tapped(_:)` → `tapped:`,
    /// `didTap(sender:)` → `didTapWithSender:`, `show(for:animated:)` → `showFor:animated:`.
    static func swiftSelector(name: String, labels: [String]) -> String {
        guard let first = labels.first else { return name }
        var selector = name
        if first != "_" {
            let firstWord = String(first.prefix { !$0.isUppercase && $0 != "_" }).lowercased()
            if !prepositions.contains(firstWord) { selector += "With" }
            selector += first.prefix(1).uppercased() + first.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return selector
    }

    static func objcDeclarations(_ t: [CodeToken], file: String) -> [CodeIndex.TypeInfo] {
        var result: [CodeIndex.TypeInfo] = []
        var current: Int?
        var i = 0
        var braceDepth = 0
        func tok(_ k: Int) -> CodeToken? { k < t.count ? t[k] : nil }
        while i < t.count {
            let tk = t[i]
            if tk.text == "{" { braceDepth += 1 } else if tk.text == "}" { braceDepth = max(0, braceDepth - 1) }
            if tk.text == "@interface" || tk.text == "@implementation", let nameTok = tok(i + 1), nameTok.kind == .identifier {
                var info = CodeIndex.TypeInfo(name: nameTok.text, language: .objectiveC, file: file, line: nameTok.line)
                var j = i + 2
                if tok(j)?.text == "<" { // lightweight generics
                    while j < t.count && t[j].text != ">" { j += 1 }
                    j += 1
                }
                if tok(j)?.text == ":", let s = tok(j + 1), s.kind == .identifier { info.superclass = s.text } else if tok(j)?.text == "(" {
                    info.isExtension = true // category or class extension
                }
                // An @implementation without a superclass adds to its @interface: keep it as a class only
                // when nothing else declares it (merge handles both).
                if tk.text == "@implementation" { info.isExtension = false }
                result.append(info)
                current = result.count - 1
                i = j
                braceDepth = 0
                continue
            }
            if tk.text == "@end" { current = nil; i += 1; continue }
            guard let c = current else { i += 1; continue }
            if tk.text == "@property" {
                // @property (attrs) [IBOutlet|IBInspectable|IBOutletCollection(X)] Type *name;
                var j = i + 1
                if tok(j)?.text == "(" { while j < t.count && t[j].text != ")" { j += 1 }; j += 1 }
                var words: [CodeToken] = []
                var outlet = false, collection = false, inspectable = false
                while j < t.count && t[j].text != ";" {
                    let w = t[j].text
                    if w == "IBOutlet" { outlet = true } else if w == "IBInspectable" { inspectable = true } else if w == "IBOutletCollection" {
                        outlet = true; collection = true
                        if tok(j + 1)?.text == "(" { while j < t.count && t[j].text != ")" { j += 1 } }
                    } else if t[j].kind == .identifier { words.append(t[j]) } else if w == "(" {
                        // block or function-pointer property: the name is inside `(^name)`
                        var k = j + 1
                        while k < t.count && t[k].text != ")" { if t[k].kind == .identifier { words.append(t[k]) }; k += 1 }
                        j = k
                        break
                    }
                    j += 1
                }
                let qualifiers: Set<String> = ["nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "const", "__weak", "__strong", "__kindof", "API_AVAILABLE", "NS_AVAILABLE_IOS"]
                let names = words.filter { !qualifiers.contains($0.text) }
                if let nameTok = names.last {
                    let type = names.dropLast().map(\.text).joined(separator: " ")
                    var p = CodeIndex.Property(name: nameTok.text, type: type.isEmpty ? nil : type, file: file, line: nameTok.line)
                    p.isOutlet = outlet
                    p.isOutletCollection = collection
                    p.isInspectable = inspectable
                    if result[c].properties[p.name] == nil { result[c].properties[p.name] = p }
                }
                i = j + 1
                continue
            }
            if tk.text == "IBOutlet" && braceDepth == 1 {
                // ivar: IBOutlet UILabel *name;
                var j = i + 1
                var last: CodeToken?
                while j < t.count && t[j].text != ";" { if t[j].kind == .identifier { last = t[j] }; j += 1 }
                if let nameTok = last {
                    var p = CodeIndex.Property(name: nameTok.text, type: nil, file: file, line: nameTok.line)
                    p.isOutlet = true
                    result[c].properties[p.name] = p
                }
                i = j + 1
                continue
            }
            if (tk.text == "-" || tk.text == "+") && braceDepth == 0, tok(i + 1)?.text == "(" {
                // - (IBAction)name:(id)sender other:(T)x;
                var j = i + 2
                var d = 1
                var returnWords: [String] = []
                while j < t.count && d > 0 {
                    if t[j].text == "(" { d += 1 } else if t[j].text == ")" { d -= 1 }
                    if d > 0 { returnWords.append(t[j].text) }
                    j += 1
                }
                var selector = ""
                if let first = tok(j), first.kind == .identifier, tok(j + 1)?.text != ":" {
                    selector = first.text
                    j += 1
                } else {
                    while let piece = tok(j), piece.kind == .identifier || piece.text == ":" {
                        if piece.text == ":" { selector += ":"; j += 1 } else if tok(j + 1)?.text == ":" {
                            selector += piece.text + ":"; j += 2
                        } else { break }
                        if tok(j)?.text == "(" { // the parameter's type
                            var d2 = 0
                            while j < t.count {
                                if t[j].text == "(" { d2 += 1 } else if t[j].text == ")" { d2 -= 1; if d2 == 0 { j += 1; break } }
                                j += 1
                            }
                        }
                        if let name = tok(j), name.kind == .identifier, tok(j + 1)?.text != ":" { j += 1 } // its name
                    }
                }
                if !selector.isEmpty {
                    result[c].selectors.insert(selector)
                    if returnWords.contains("IBAction") { result[c].actions.insert(selector) }
                }
                i = j
                continue
            }
            i += 1
        }
        return result
    }
}
