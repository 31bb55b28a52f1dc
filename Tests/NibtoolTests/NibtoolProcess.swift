import XCTest
import Foundation

/// Runs the built `nibtool` binary as a user would; shared by the command-line test classes.
enum NibtoolProcess {
    static var binary: URL {
        // The products folder (.build/<config>/) holds both the test bundle and the executable.
        var products = Bundle(for: CommandLineTests.self).bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
        return products.appendingPathComponent("nibtool")
    }

    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    struct Result { var status: Int32; var stdout: String; var stderr: String; var signaled = false }

    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments
        p.currentDirectoryURL = directory ?? repository
        if !environment.isEmpty { p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        // Read both pipes at once: a child blocked on a full stderr pipe would never exit.
        let e = DataBox()
        let done = DispatchSemaphore(value: 0)
        Thread { e.data = err.fileHandleForReading.readDataToEndOfFile(); done.signal() }.start()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e.data, as: UTF8.self),
                      signaled: p.terminationReason == .uncaughtSignal)
    }

    static func temporaryDirectory(_ label: String = "cli") throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static func temporaryFile(_ name: String, _ contents: [UInt8]) throws -> URL {
        let url = try temporaryDirectory().appendingPathComponent(name)
        try Data(contents).write(to: url)
        return url
    }
}

private final class DataBox: @unchecked Sendable { var data = Data() }
