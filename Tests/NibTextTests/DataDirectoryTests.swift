import Foundation
import NibSupport
import XCTest

/// nibtool's data is found from the executable's real location, whatever folder it runs in.
final class DataDirectoryTests: XCTestCase {
    func testTheInstalledLayoutComesFirstAndSymlinksAreResolved() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("data-\(UUID().uuidString)").resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let bin = tmp.appendingPathComponent("prefix/bin"), share = tmp.appendingPathComponent("prefix/share/nibtool/schema")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
        try Data().write(to: bin.appendingPathComponent("nibtool"))
        try Data().write(to: share.appendingPathComponent("interface-builder.rng"))
        // Run through a symlink elsewhere (as from PATH): the link's folder has no data.
        let elsewhere = tmp.appendingPathComponent("path")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: elsewhere.appendingPathComponent("nibtool"), withDestinationURL: bin.appendingPathComponent("nibtool"))
        let candidates = DataDirectory.candidates(executable: elsewhere.appendingPathComponent("nibtool").path, environment: [:])
        XCTAssertEqual(candidates.first, tmp.appendingPathComponent("prefix/share/nibtool").path)
        XCTAssertEqual(DataDirectory.candidates(executable: "/x/bin/nibtool", environment: ["NIBTOOL_DATA_DIR": "/opt/data"]), ["/opt/data"])
    }

    func testACheckoutsBuildFindsTheCheckoutAndADependentPackageFindsItsCheckoutOfNibtool() {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let candidates = DataDirectory.candidates(executable: repo + "/.build/x86_64-unknown-linux-gnu/release/nibtool", environment: [:])
        XCTAssertTrue(candidates.contains(repo), "\(candidates)")
        XCTAssertTrue(candidates.contains(repo + "/.build/checkouts/nibtool"), "\(candidates)")
        XCTAssertEqual(DataDirectory.root, repo, "the test bundle in .build finds this checkout")
    }
}
