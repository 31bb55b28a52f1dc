import Foundation

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
}
