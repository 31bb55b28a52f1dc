import Foundation

/// Where nibtool's run-time data (the RELAX NG schema, the stand-in font) lives.
///
/// The data is found from the executable's own real location, never from the current folder nor
/// from the path the binary was built at: a `nibtool` run from `PATH`, through a symlink or from
/// another folder finds the same files, and a copy that has lost its data says so instead of
/// quietly using whatever a source checkout on the machine holds. Two layouts are known:
///
/// - installed (`tools/install.sh`, the release tarball): `PREFIX/bin/nibtool` with
///   `PREFIX/share/nibtool/{schema,fonts}`;
/// - a source checkout: the binary somewhere under `.build*/` of the checkout whose root holds
///   `schema/` and `fonts/` (also the test bundles `swift test` runs).
public enum DataDirectory {
    /// The first directory holding nibtool's data, or nil when none is found.
    /// `NIBTOOL_DATA_DIR` overrides the search (packagers who put the data elsewhere).
    public static let root: String? = locate(executable: executablePath(), environment: ProcessInfo.processInfo.environment)

    /// `relative` (e.g. `schema/interface-builder.rng`) under `root`, when that file exists.
    public static func file(_ relative: String) -> String? {
        guard let root else { return nil }
        let path = root + "/" + relative
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The directories `locate` would search for an executable at `executable`, in order.
    public static func candidates(executable: String?, environment: [String: String]) -> [String] {
        var dirs: [String] = []
        if let env = environment["NIBTOOL_DATA_DIR"], !env.isEmpty { return [env] }
        guard let executable else { return dirs }
        var dir = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        // Installed: PREFIX/bin/nibtool -> PREFIX/share/nibtool.
        dirs.append(dir.deletingLastPathComponent().appendingPathComponent("share/nibtool").standardizedFileURL.path)
        // A checkout: .build/release/nibtool, .build/x86_64-unknown-linux-gnu/debug/X.xctest/...
        // -> the package folders above it (the checkout's own data is beside its Package.swift),
        // and, for a package that depends on nibtool (swift run nibtool), SwiftPM's checkout of
        // nibtool in that package's .build/checkouts.
        for _ in 0..<8 {
            dir = dir.deletingLastPathComponent()
            if dir.path == "/" { break }
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                dirs.append(dir.standardizedFileURL.path)
                dirs.append(dir.appendingPathComponent(".build/checkouts/nibtool").standardizedFileURL.path)
            }
        }
        return dirs
    }

    static func locate(executable: String?, environment: [String: String]) -> String? {
        candidates(executable: executable, environment: environment).first { dir in
            FileManager.default.fileExists(atPath: dir + "/schema/interface-builder.rng")
                || FileManager.default.fileExists(atPath: dir + "/fonts/inter/Inter-Regular.otf")
        }
    }

    /// The running executable's real path: `/proc/self/exe` on Linux (right whatever `argv[0]`
    /// was typed as), Foundation's idea of it elsewhere, `argv[0]` as a last resort.
    public static func executablePath() -> String? {
        #if os(Linux)
        if let real = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return real }
        #endif
        if let url = Bundle.main.executableURL { return url.path }
        return CommandLine.arguments.first
    }
}
