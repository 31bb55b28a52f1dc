import XCTest
import Foundation
import NibCheck

/// Issue #30: a path a pull request can commit (a link to /dev/zero, a FIFO, a directory named
/// like a document) or a missing one is refused by every command at once, with the same
/// `unreadable-input` line and exit 2; standard input is read with the 64 MB bound.
final class UnreadableInputTests: XCTestCase {
    /// A legal one-view storyboard, for the commands that take a second input.
    static let legal = RuleExample.rootView("").documentText

    /// The command lines that read `path` as their document (`ok` is a legal document).
    static func commands(_ path: String, ok: String) -> [[String]] {
        [
            ["validate", path],
            ["validate", "--format", "json", path],
            ["fix", "--update-frames", "--dry-run", path],
            ["fix", "--add-missing", "--output", ok + ".out", path],
            ["preview", "--format", "json", path],
            ["preview", "--format", "svg", path],
            ["explain", "--tree", path],
            ["explain-log", path, "--document", ok],
            ["explain-log", ok, "--document", path],
            ["diff", ok, path],
            ["diff", "--textconv", path],
        ]
    }

    func testEveryCommandRefusesWhatIsNotARegularFileAtOnceWithOneMessage() throws {
        let dir = try NibtoolProcess.temporaryDirectory("unreadable")
        defer { try? FileManager.default.removeItem(at: dir) }
        let ok = dir.appendingPathComponent("ok.storyboard").path
        try Data(Self.legal.utf8).write(to: URL(fileURLWithPath: ok))
        let zero = dir.appendingPathComponent("zero.storyboard").path
        try FileManager.default.createSymbolicLink(atPath: zero, withDestinationPath: "/dev/zero")
        let fifo = dir.appendingPathComponent("fifo.storyboard").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let folder = dir.appendingPathComponent("folder.storyboard").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let missing = dir.appendingPathComponent("missing.storyboard").path
        let cases: [(path: String, reason: String)] = [
            (zero, "it is a character device, not a regular file"),
            (fifo, "it is a FIFO (named pipe), not a regular file"),
            (folder, "it is a directory, not a document"),
            (missing, "no such file or directory"),
        ]
        for c in cases {
            let expected = "\(c.path):1:1: error: Cannot read the file: \(c.reason). [unreadable-input]"
            for command in Self.commands(c.path, ok: ok) {
                // validate walks a directory for documents instead of reading it.
                if c.path == folder && command[0] == "validate" { continue }
                let start = Date()
                let r = try NibtoolProcess.run(command)
                let elapsed = Date().timeIntervalSince(start)
                let name = command.joined(separator: " ")
                XCTAssertFalse(r.signaled, name)
                XCTAssertEqual(r.status, 2, "\(name)\n\(r.stdout)\n\(r.stderr)")
                // Under a second in a release build; the debug binary on a shared machine gets slack.
                XCTAssertLessThan(elapsed, 3, name)
                if command[0] == "validate" && command.contains("json") {
                    XCTAssertEqual(HostileValuesTests.rules(inJSON: r.stdout), ["unreadable-input"], name)
                    XCTAssertTrue(r.stdout.contains("Cannot read the file: \(c.reason)."), name)
                } else {
                    XCTAssertTrue((r.stdout + r.stderr).contains(expected), "\(name): expected\n\(expected)\ngot\n\(r.stdout)\(r.stderr)")
                }
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: ok + ".out"), "fix wrote an output for an unreadable input")
    }

    func testStandardInputIsReadWithTheSizeBound() throws {
        let dir = try NibtoolProcess.temporaryDirectory("stdin")
        defer { try? FileManager.default.removeItem(at: dir) }
        // A legal document through `-` is checked like a file...
        let small = dir.appendingPathComponent("small.storyboard")
        try Data(Self.legal.utf8).write(to: small)
        let r = try run(["validate", "-"], stdin: small)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        // ...and 65 MB of standard input is refused once 64 MB have been counted, not read to the end.
        let big = dir.appendingPathComponent("big")
        FileManager.default.createFile(atPath: big.path, contents: nil)
        let h = try FileHandle(forWritingTo: big)
        let block = Data(repeating: UInt8(ascii: "y"), count: 1 << 20)
        for _ in 0..<65 { h.write(block) }
        try h.close()
        for command in [["validate", "-"], ["preview", "--format", "json", "-"], ["fix", "--update-frames", "--dry-run", "-"]] {
            let big = try run(command, stdin: big)
            XCTAssertEqual(big.status, 2, command.joined(separator: " "))
            XCTAssertTrue((big.stdout + big.stderr).contains("standard input is larger than 64 MB"), big.stdout + big.stderr)
            XCTAssertTrue((big.stdout + big.stderr).contains("[unreadable-input]"))
        }
        // fix cannot write a document back to standard input.
        let inPlace = try run(["fix", "--update-frames", "-"], stdin: small)
        XCTAssertNotEqual(inPlace.status, 0, inPlace.stderr)
        XCTAssertTrue(inPlace.stderr.contains("cannot be fixed in place"), inPlace.stderr)
    }

    /// Runs nibtool with `stdin` as its standard input.
    func run(_ arguments: [String], stdin: URL) throws -> NibtoolProcess.Result {
        let p = Process()
        p.executableURL = NibtoolProcess.binary
        p.arguments = arguments
        p.standardInput = try FileHandle(forReadingFrom: stdin)
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let e = ErrBox()
        let done = DispatchSemaphore(value: 0)
        Thread { e.data = err.fileHandleForReading.readDataToEndOfFile(); done.signal() }.start()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        p.waitUntilExit()
        return NibtoolProcess.Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                                     stderr: String(decoding: e.data, as: UTF8.self), signaled: p.terminationReason == .uncaughtSignal)
    }
}

private final class ErrBox: @unchecked Sendable { var data = Data() }

/// Issue #30: the other files a run reads (the configuration, a baseline, a list of files, and
/// under `--sources` the code, `.strings` files, String Catalog, asset catalog, Info.plist,
/// project file and fonts) can be committed as a link to /dev/zero or a FIFO too. Each is
/// refused at once by the documents' reader: the named ones as a usage error (exit 2) that says
/// why, the ones found in a folder skipped.
final class UnreadableSideInputTests: XCTestCase {
    func testANamedConfigurationBaselineOrListThatIsNotARegularFileIsAUsageError() throws {
        let dir = try NibtoolProcess.temporaryDirectory("unreadable-side")
        defer { try? FileManager.default.removeItem(at: dir) }
        let ok = dir.appendingPathComponent("ok.storyboard").path
        try Data(UnreadableInputTests.legal.utf8).write(to: URL(fileURLWithPath: ok))
        let zero = dir.appendingPathComponent("zero").path
        try FileManager.default.createSymbolicLink(atPath: zero, withDestinationPath: "/dev/zero")
        let fifo = dir.appendingPathComponent("fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        for (special, reason) in [(zero, "it is a character device, not a regular file"), (fifo, "it is a FIFO (named pipe), not a regular file")] {
            for (command, expected) in [(["validate", "--config", special, ok], "cannot read the configuration file: \(reason)"),
                                        (["validate", "--baseline", special, ok], "cannot read the baseline file: \(reason)"),
                                        (["validate", "--files-from", special], "the file could not be read: \(reason)")] {
                let start = Date()
                let r = try NibtoolProcess.run(command)
                let name = command.joined(separator: " ")
                XCTAssertFalse(r.signaled, name)
                XCTAssertEqual(r.status, 2, "\(name)\n\(r.stderr)")
                XCTAssertLessThan(Date().timeIntervalSince(start), 3, name)
                XCTAssertTrue(r.stderr.contains(expected), "\(name): expected \(expected)\ngot \(r.stderr)")
            }
        }
    }

    func testSpecialFilesInASourcesFolderAreSkipped() throws {
        let dir = try NibtoolProcess.temporaryDirectory("unreadable-sources")
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = dir.appendingPathComponent("App")
        for folder in ["Base.lproj", "de.lproj", "fr.lproj", "Assets.xcassets/Logo.imageset", "App.xcodeproj", "Fonts"] {
            try FileManager.default.createDirectory(at: app.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let document = app.appendingPathComponent("Base.lproj/Main.storyboard")
        try Data(UnreadableInputTests.legal.utf8).write(to: document)
        try Data("class ViewController {}\n".utf8).write(to: app.appendingPathComponent("ViewController.swift"))
        // Every kind of file the sources scan and the localization check read, each as a link
        // to /dev/zero and (a second name, where the scan takes any) as a FIFO.
        for name in ["Zero.swift", "Zero.m", "de.lproj/Main.strings", "Main.xcstrings", "Info.plist", "Package.swift",
                     "App.xcodeproj/project.pbxproj", "Assets.xcassets/Contents.json", "Fonts/Zero.ttf"] {
            try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent(name).path, withDestinationPath: "/dev/zero")
        }
        for name in ["Fifo.swift", "Fifo.h", "fr.lproj/Main.strings", "Fonts/Fifo.otf", "Assets.xcassets/Logo.imageset/Contents.json", "Brand-Info.plist"] {
            XCTAssertEqual(mkfifo(app.appendingPathComponent(name).path, 0o644), 0, name)
        }
        let start = Date()
        let r = try NibtoolProcess.run(["validate", "--format", "json", "--sources", app.path, document.path])
        XCTAssertFalse(r.signaled, r.stderr)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "a special file under --sources was read or waited for")
        XCTAssertEqual(HostileValuesTests.rules(inJSON: r.stdout), [], r.stdout)
    }
}
