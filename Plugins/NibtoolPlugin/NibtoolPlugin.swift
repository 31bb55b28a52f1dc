import Foundation
import PackagePlugin

/// `swift package plugin nibtool validate [options] [PATH...]` (or any other nibtool command):
/// runs the nibtool built from this package in the package's folder, so `.nibtool.yml` and
/// relative paths work as on the command line. `validate` with no path checks the whole package.
@main
struct NibtoolPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "nibtool")
        let packageDirectory = context.package.directoryURL
        let process = Process()
        process.executableURL = tool.url
        process.arguments = Self.arguments(arguments, packageDirectory: packageDirectory)
        process.currentDirectoryURL = packageDirectory
        // The tool is built inside the user's package's .build, where it cannot find the schema
        // and font beside it: they are in nibtool's own package folder.
        if let data = Self.nibtoolPackage(in: context.package)?.directoryURL {
            process.environment = ProcessInfo.processInfo.environment.merging(["NIBTOOL_DATA_DIR": data.path]) { $1 }
        }
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            // The findings are already printed; the plugin can only fail, not choose its status.
            Diagnostics.error("nibtool exited with status \(process.terminationStatus)")
            throw PluginFailure(status: process.terminationStatus)
        }
    }

    /// The package that provides the nibtool executable (this plugin's own): the user's package
    /// or one of its dependencies, found by its product.
    static func nibtoolPackage(in package: Package) -> Package? {
        var queue = [package], seen = Set<String>()
        while !queue.isEmpty {
            let p = queue.removeFirst()
            guard seen.insert(p.id).inserted else { continue }
            if p.products.contains(where: { $0.name == "nibtool" && $0 is ExecutableProduct }) { return p }
            queue += p.dependencies.map(\.package)
        }
        return nil
    }

    /// No command: `validate`. `validate` without an existing path among its arguments: the package folder.
    static func arguments(_ given: [String], packageDirectory: URL) -> [String] {
        var arguments = given.isEmpty ? ["validate"] : given
        if arguments.first == "validate" {
            let namesAPath = arguments.dropFirst().contains { argument in
                !argument.hasPrefix("-") && FileManager.default.fileExists(atPath: packageDirectory.appendingPathComponent(argument).path)
                    || argument.hasPrefix("/") && FileManager.default.fileExists(atPath: argument)
            }
            if !namesAPath { arguments.append(".") }
        }
        return arguments
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "nibtool exited with status \(status)" }
}
