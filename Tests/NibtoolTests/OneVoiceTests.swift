import Foundation
import XCTest

/// The commands speak alike: scenes named as Xcode names them, errors with the subcommand's
/// usage, "did you mean" for a mistyped command, no claim a read-only file was fixed, no silent
/// pass on paths without documents, devices by their names.
final class OneVoiceTests: XCTestCase {
    let twoScenes = "SampleDocuments/Problems/UnreachableScene.storyboard"

    func testSceneByTheNameXcodesOutlineShows() throws {
        // "Settings Scene" in Xcode's outline; its id is pL9-vB-1Qs.
        let byID = try NibtoolProcess.run(["preview", twoScenes, "--scene", "pL9-vB-1Qs", "--format", "json"])
        XCTAssertEqual(byID.status, 0, byID.stderr)
        XCTAssertTrue(byID.stdout.contains("\"pL9-vB-1Qs\""), byID.stdout)
        for name in ["Settings Scene", "settings", "Settings"] {
            let byName = try NibtoolProcess.run(["preview", twoScenes, "--scene", name, "--format", "json"])
            XCTAssertEqual(byName.status, 0, "\(name): \(byName.stderr)")
            XCTAssertEqual(byName.stdout, byID.stdout, name)
        }
        let explain = try NibtoolProcess.run(["explain", twoScenes, "--scene", "Items Scene", "--tree"])
        XCTAssertEqual(explain.status, 0, explain.stderr)
        XCTAssertFalse(explain.stdout.contains("Banner"), "the Items scene, not the Settings scene: \(explain.stdout)")
    }

    func testAnUnknownSceneListsTheScenesWithTheSubcommandsUsage() throws {
        for command in ["preview", "explain"] {
            var arguments = [command, twoScenes, "--scene", "Profile"]
            if command == "explain" { arguments.append("--tree") }
            let r = try NibtoolProcess.run(arguments)
            XCTAssertEqual(r.status, 2, r.stderr)
            XCTAssertTrue(r.stderr.contains("no scene named 'Profile'"), r.stderr)
            XCTAssertTrue(r.stderr.contains("  Items Scene (id uT4-kd-Zy1)"), r.stderr)
            XCTAssertTrue(r.stderr.contains("  Settings Scene (id pL9-vB-1Qs)"), r.stderr)
            XCTAssertTrue(r.stderr.contains("Usage: nibtool \(command) "), "the subcommand's usage: \(r.stderr)")
            XCTAssertFalse(r.stderr.contains("Usage: nibtool <subcommand>"), r.stderr)
            XCTAssertTrue(r.stderr.contains("See 'nibtool \(command) --help'"), r.stderr)
        }
    }

    func testAMistypedSubcommandGetsDidYouMean() throws {
        let r = try NibtoolProcess.run(["valdate", "SampleDocuments"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("unknown command 'valdate'; did you mean 'validate'?"), r.stderr)
        XCTAssertFalse(r.stderr.contains("unexpected argument"), r.stderr)
        let far = try NibtoolProcess.run(["zzzzzz"])
        XCTAssertEqual(far.status, 2)
        XCTAssertTrue(far.stderr.contains("unknown command 'zzzzzz'"), far.stderr)
        XCTAssertFalse(far.stderr.contains("did you mean"), far.stderr)
        let prev = try NibtoolProcess.run(["previwe", twoScenes])
        XCTAssertTrue(prev.stderr.contains("did you mean 'preview'?"), prev.stderr)
    }

    func testFixOnAReadOnlyFileSaysWhatItWouldDoAndExits1() throws {
        let dir = try NibtoolProcess.temporaryDirectory("readonly")
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path)
            try? FileManager.default.removeItem(at: dir)
        }
        let file = dir.appendingPathComponent("Ambiguous.storyboard")
        try FileManager.default.copyItem(at: NibtoolProcess.repository.appendingPathComponent("SampleDocuments/Problems/Ambiguous.storyboard"), to: file)
        let before = try Data(contentsOf: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: dir.path)
        try XCTSkipIf(FileManager.default.isWritableFile(atPath: file.path), "running as root: a read-only file is still writable")
        let r = try NibtoolProcess.run(["fix", "--add-missing", file.path])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("would add "), r.stderr)
        XCTAssertFalse(r.stderr.contains(": added "), "claims it added: \(r.stderr)")
        XCTAssertTrue(r.stderr.contains("nothing was written"), r.stderr)
        XCTAssertEqual(try Data(contentsOf: file), before)
    }

    /// The same path as a read-only file, reachable as root too: a write that fails.
    func testFixThatCannotWriteItsOutputSaysWouldAdd() throws {
        let doc = NibtoolProcess.repository.appendingPathComponent("SampleDocuments/Problems/Ambiguous.storyboard").path
        let r = try NibtoolProcess.run(["fix", "--add-missing", doc, "--output", "/nonexistent-\(UUID().uuidString)/fixed.storyboard"])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("error: not fixed, nothing was written"), r.stderr)
        XCTAssertTrue(r.stderr.contains("Ambiguous.storyboard: would add \""), r.stderr)
        XCTAssertFalse(r.stderr.contains("Ambiguous.storyboard: added "), r.stderr)
    }

    func testValidateOnPathsWithoutDocumentsExits2UnlessAllowed() throws {
        let dir = try NibtoolProcess.temporaryDirectory("nodocs")
        defer { try? FileManager.default.removeItem(at: dir) }
        try "not a document".write(to: dir.appendingPathComponent("README.txt"), atomically: true, encoding: .utf8)
        let r = try NibtoolProcess.run(["validate", dir.path])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("error: no .storyboard or .xib files found in \(dir.path) (pass --allow-empty"), r.stderr)
        let allowed = try NibtoolProcess.run(["validate", "--allow-empty", dir.path])
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertTrue(allowed.stderr.contains("no .storyboard or .xib files found"), allowed.stderr)
    }

    func testDeviceByMarketingName() throws {
        let doc = "SampleDocuments/Problems/Misplaced.storyboard"
        let byID = try NibtoolProcess.run(["preview", doc, "--device", "retina6_12", "--format", "json"])
        XCTAssertEqual(byID.status, 0, byID.stderr)
        let byName = try NibtoolProcess.run(["preview", doc, "--device", "iPhone 16", "--format", "json"])
        XCTAssertEqual(byName.stdout, byID.stdout)
        let pad = try NibtoolProcess.run(["preview", doc, "--device", "iPad Air 11-inch", "--format", "json"])
        XCTAssertEqual(pad.status, 0, pad.stderr)
        XCTAssertTrue(pad.stdout.contains("\"ipad10_9rounded\""), pad.stdout)
        let validate = try NibtoolProcess.run(["validate", "--format", "json", "--device", "iphone 16", doc])
        let validateByID = try NibtoolProcess.run(["validate", "--format", "json", "--device", "retina6_12", doc])
        XCTAssertEqual(validate.stdout, validateByID.stdout)
        XCTAssertEqual(validate.status, validateByID.status)
        let unknown = try NibtoolProcess.run(["validate", "--device", "iPhone 99", doc])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("--device iPhone 99: unknown device"), unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("iPhone 16"), unknown.stderr)
        let list = try NibtoolProcess.run(["devices"])
        XCTAssertEqual(list.status, 0)
        XCTAssertTrue(list.stdout.contains("retina6_12") && list.stdout.contains("iPhone 16") && list.stdout.contains("iPad Air 11-inch"), list.stdout)
        let help = try NibtoolProcess.run(["validate", "--help"])
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(words.contains("nibtool devices lists them"), help.stdout)
    }
}
