import Foundation
import XCTest

/// `nibtool diff` as a user and as git run it (helpers in CommandLineTests).
extension CommandLineTests {
    static let editsOld = "Tests/Fixtures/diff/edits.old.storyboard"
    static let editsNew = "Tests/Fixtures/diff/edits.new.storyboard"

    func testDiffExitsZeroForTheSameDocumentAndOneForDifferences() throws {
        let same = try run(["diff", Self.editsOld, Self.editsOld])
        XCTAssertEqual(same.status, 0, same.stderr)
        XCTAssertEqual(same.stdout, "")
        let different = try run(["diff", Self.editsOld, Self.editsNew])
        XCTAssertEqual(different.status, 1, different.stderr)
        XCTAssertTrue(different.stdout.contains("    ~ constraint Red View.top = Safe Area.top + 20: constant 20 -> 24\n"), different.stdout)
        XCTAssertTrue(different.stdout.contains("2 views moved (frames re-saved); --frames lists them"), different.stdout)
        let listed = try run(["diff", "--frames", Self.editsOld, Self.editsNew])
        XCTAssertTrue(listed.stdout.contains("  Profile / Save Button: (16, 331.33, 361, 34.33) -> (16, 335.33, 361, 34.33)"), listed.stdout)
    }

    func testDiffJSONHasTheDocumentedKeys() throws {
        let r = try run(["diff", "--format", "json", Self.editsOld, Self.editsNew])
        XCTAssertEqual(r.status, 1, r.stderr)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(Set(root.keys), ["tool", "old", "new", "different", "changes", "framesMoved", "frameMoves", "problems", "matchedByContent"])
        XCTAssertEqual(root["framesMoved"] as? Int, 2)
        let changes = try XCTUnwrap(root["changes"] as? [[String: Any]])
        XCTAssertTrue(changes.allSatisfy { Set($0.keys) == ["scene", "subject", "category", "change", "id", "item", "property", "old", "new", "traits", "note", "text"] })
        XCTAssertTrue(changes.contains { $0["property"] as? String == "constant" && $0["old"] as? String == "20" && $0["new"] as? String == "24" })
    }

    func testDiffUsageAndUnreadableInputsExitTwo() throws {
        XCTAssertEqual(try run(["diff", Self.editsOld]).status, 2)
        XCTAssertEqual(try run(["diff", "--format", "sarif", Self.editsOld, Self.editsNew]).status, 2)
        XCTAssertEqual(try run(["diff", "--textconv", Self.editsOld, Self.editsNew]).status, 2)
        let missing = try run(["diff", Self.editsOld, "no/such.storyboard"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("no/such.storyboard:"), missing.stderr)
        let broken = try temporaryFile("broken.storyboard", Array("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n</document>\n".utf8))
        let malformed = try run(["diff", Self.editsOld, broken.path])
        XCTAssertEqual(malformed.status, 2)
        XCTAssertNotNil(malformed.stderr.range(of: #"broken\.storyboard:\d+:\d+: error: "#, options: .regularExpression), malformed.stderr)
        XCTAssertEqual(malformed.stdout, "")
    }

    func testDiffAgainstDevNullListsEverythingAsAdded() throws {
        let r = try run(["diff", "/dev/null", Self.editsOld])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stdout.contains("+ scene Profile (4 views, 10 constraints)"), r.stdout)
    }

    func testTextconvPrintsOneDocumentAsStableLines() throws {
        let r = try run(["diff", "--textconv", Self.editsOld])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("scene \"Profile\"\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("\n  constraint Red View.top = Safe Area.top + 20\n"), r.stdout)
        XCTAssertFalse(r.stdout.contains("cTP-rd-0a1"), "ids are left out: Xcode regenerates them")
        XCTAssertEqual(try run(["diff", "--textconv", Self.editsOld]).stdout, r.stdout)
        XCTAssertTrue(try run(["diff", "--textconv", "--frames", Self.editsOld]).stdout.contains("    frame: (16, 79, 361, 200)\n"))
    }

    func testTextconvShowsAConflictedDocumentRawSoGitDiffKeepsWorking() throws {
        let conflicted = "<?xml version=\"1.0\"?>\n<document>\n<<<<<<< HEAD\n  <a/>\n=======\n  <b/>\n>>>>>>> theirs\n</document>\n"
        let file = try temporaryFile("conflicted.storyboard", Array(conflicted.utf8))
        let r = try run(["diff", "--textconv", file.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertNotNil(r.stdout.range(of: #"^nibtool: .*conflicted\.storyboard:3:\d+: error: .* \(raw text follows\)\n"#, options: .regularExpression), r.stdout)
        XCTAssertTrue(r.stdout.hasSuffix(conflicted), r.stdout)
        XCTAssertEqual(try run(["diff", "--textconv", "no/such.storyboard"]).status, 2)
    }

    /// The README's recipe: `.gitattributes` + `diff.nibtool.textconv`, and the difftool command.
    func testGitDiffUsesTheTextconvRendering() throws {
        guard let git = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("git is not installed: the git textconv recipe was not exercised")
        }
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: repo, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: repo) }
        func sh(_ args: [String]) throws -> String {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: git)
            p.arguments = ["-c", "user.name=nibtool", "-c", "user.email=nibtool@example.invalid", "-c", "core.pager=cat"] + args
            p.currentDirectoryURL = repo
            let out = Pipe()
            p.standardOutput = out
            p.standardError = FileHandle.nullDevice
            try p.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let storyboard = repo.appendingPathComponent("Main.storyboard")
        _ = try sh(["init", "-q"])
        try "*.storyboard diff=nibtool\n".write(to: repo.appendingPathComponent(".gitattributes"), atomically: true, encoding: .utf8)
        _ = try sh(["config", "diff.nibtool.textconv", "'\(binary.path)' diff --textconv"])
        _ = try sh(["config", "difftool.nibtool.cmd", "'\(binary.path)' diff \"$LOCAL\" \"$REMOTE\""])
        try FileManager.default.copyItem(at: repository.appendingPathComponent(Self.editsOld), to: storyboard)
        _ = try sh(["add", "."])
        _ = try sh(["commit", "-q", "-m", "old"])
        try FileManager.default.removeItem(at: storyboard)
        try FileManager.default.copyItem(at: repository.appendingPathComponent(Self.editsNew), to: storyboard)

        let diff = try sh(["diff"])
        XCTAssertTrue(diff.contains("\n-  constraint Red View.top = Safe Area.top + 20\n+  constraint Red View.top = Safe Area.top + 24\n"), diff)
        XCTAssertTrue(diff.contains("@@ scene \"Profile\""), "git's hunk header names the scene: \(diff)")
        XCTAssertFalse(diff.contains("<constraint"), "git showed the XML, not the rendering: \(diff)")

        let tool = try sh(["difftool", "--tool=nibtool", "--no-prompt"])
        XCTAssertTrue(tool.contains("~ constraint Red View.top = Safe Area.top + 20: constant 20 -> 24"), tool)
    }
}
