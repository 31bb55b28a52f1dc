import ArgumentParser
import Dispatch
import Foundation
import NibCheck
import NibXML

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check documents the way Xcode's nib editor does, and more.",
        discussion: """
        Exit status: 0 no errors; 1 at least one error (or a warning with --strict); 2 a usage \
        error or an input that could not be read at all (the other inputs are still checked).
        """)

    @Argument(help: "Documents, or directories to search for .storyboard and .xib files.")
    var paths: [String]

    @Option(help: "Output format: human, json.")
    var format: ReportFormat = .human

    @Flag(help: "Exit with status 1 on warnings too.")
    var strict = false

    @OptionGroup var schemaOptions: SchemaOptions

    func run() throws {
        let (files, missing) = InputFiles.expand(paths)
        let schema = try schemaOptions.load()
        let validator = Validator(schema: schema)
        var reports = Parallel.map(files) { validator.validate(path: $0) }
        for path in missing {
            reports.append(FileReport(path: path, diagnostics: [Diagnostic(rule: "malformed-xml", severity: .error,
                                                                          message: "Cannot read the file: no such file or directory.", line: 1, column: 1)],
                                      unreadable: true))
        }
        let colored = format == .human && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        FileHandle.standardOutput.write(Data(format.reporter(colored: colored).render(reports).utf8))
        let summary = Summary(reports)
        if format == .human {
            let line = "Checked \(summary.files) file\(summary.files == 1 ? "" : "s"): \(summary.errors) error\(summary.errors == 1 ? "" : "s"), \(summary.warnings) warning\(summary.warnings == 1 ? "" : "s").\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
        if files.isEmpty && missing.isEmpty {
            FileHandle.standardError.write(Data("nibtool: no .storyboard or .xib files found in \(paths.joined(separator: ", "))\n".utf8))
        }
        if reports.contains(where: \.unreadable) { throw ExitCode(2) }
        if summary.errors > 0 || (strict && summary.warnings > 0) { throw ExitCode(1) }
    }
}

extension ReportFormat: ExpressibleByArgument {}

struct SchemaOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The RELAX NG schema to check documents against (default: the one shipped with nibtool).", valueName: "path"))
    var schema: String?

    @Flag(help: "Do not check documents against the schema.")
    var noSchema = false

    func load() throws -> RelaxNGSchema? {
        if noSchema { return nil }
        if let schema {
            do { return try RelaxNGSchema(path: schema) } catch { throw ValidationError("\(error)") }
        }
        guard let path = SchemaLocator.defaultPath() else {
            FileHandle.standardError.write(Data("nibtool: note: schema/interface-builder.rng not found; schema-violation checks are skipped (set NIBTOOL_SCHEMA or --schema)\n".utf8))
            return nil
        }
        return try? RelaxNGSchema(path: path)
    }
}

enum SchemaLocator {
    /// `$NIBTOOL_SCHEMA`, then `share/nibtool/schema` next to the executable's folder, then the
    /// source checkout this binary was built from.
    static func defaultPath() -> String? {
        let fm = FileManager.default
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["NIBTOOL_SCHEMA"] { candidates.append(env) }
        let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(exe.appendingPathComponent("../share/nibtool/schema/interface-builder.rng").path)
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(source.appendingPathComponent("schema/interface-builder.rng").path)
        return candidates.first { fm.fileExists(atPath: $0) }
    }
}

/// Runs work on all cores and returns results in input order.
enum Parallel {
    final class Box<T>: @unchecked Sendable {
        var items: [T?]
        let lock = NSLock()
        init(count: Int) { items = Array(repeating: nil, count: count) }
    }

    static func map<T: Sendable, R: Sendable>(_ input: [T], _ transform: @Sendable (T) -> R) -> [R] {
        let box = Box<R>(count: input.count)
        DispatchQueue.concurrentPerform(iterations: input.count) { i in
            let r = transform(input[i])
            box.lock.lock()
            box.items[i] = r
            box.lock.unlock()
        }
        return box.items.map { $0! }
    }
}
