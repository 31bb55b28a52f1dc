import ArgumentParser
import Foundation
import NibCheck
import NibFix
import NibLayout
import NibSchema
import NibSourceIndex
import NibSupport
import NibText
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
    var paths: [String] = []

    @Option(name: .customLong("files-from"),
            help: ArgumentHelp("Also check the documents listed in this file, one path per line (- reads standard input); other names in the list are skipped, so a list of changed files can be passed as it is: git diff --name-only --diff-filter=d main | nibtool validate --files-from -", valueName: "file"))
    var filesFrom: String?

    @Option(help: "Output format: human, json, sarif, junit, github, checkstyle, codeclimate, markdown (a summary for $GITHUB_STEP_SUMMARY or a review comment), html (one page with the scenes drawn and the findings marked).")
    var format: ReportFormat = .human

    @Option(name: .customLong("report"),
            help: ArgumentHelp("Also write the findings in another format to a file, in the same run (repeatable), e.g. --report sarif:nibtool.sarif --report codeclimate:gl-code-quality-report.json. Each file is replaced atomically.",
                               valueName: "format:file"))
    var extraReports: [String] = []

    @Flag(help: "Exit with status 1 on warnings too.")
    var strict = false

    @Flag(name: .customLong("allow-empty"), help: "Exit 0 when the paths hold no document (without it that is exit status 2: a mistyped CI path must not pass).")
    var allowEmpty = false

    @Option(help: ArgumentHelp("Configuration file (default: .nibtool.yml in the current directory, if there is one).", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("Do not report findings recorded in this baseline file (overrides the configuration's baseline:).", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record today's findings in this baseline file and report none of them.", valueName: "file"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("Check this size class instead of the document's own set (repeatable): wC-hR, wC-hC, wR-hC, wR-hR, A = any.", valueName: "traits"))
    var traits: [String] = []

    @Option(help: ArgumentHelp("Lay out for this device: its name (\"iPhone 16\", \"iPad Air 11-inch\") or Xcode's id (retina6_12); nibtool devices lists them.", valueName: "device"))
    var device: String?

    @Flag(help: "Drop placeholder constraints (\"Remove at build time\"), as the app sees the document.")
    var runtime = false

    @Option(name: .customLong("text-size"), help: ArgumentHelp("Lay text styles out at this Dynamic Type size (xSmall ... xxxLarge, AX1 ... AX5) and report text that no longer fits (clipped-text); misplaced-view does not run then, saved frames being measured at the document's own size.", valueName: "size"))
    var textSize: String?

    @Option(help: ArgumentHelp("The app's folders (repeatable): check custom classes, outlets, actions and inspectables against its Swift and Objective-C sources (source-mismatch), images and named colors against its asset catalogs and image files (missing-resource), and custom fonts against its font files and Info.plists (missing-font).", valueName: "dir"))
    var sources: [String] = []

    @Option(help: ArgumentHelp("Which layout findings to report by what they rest on: proven (only what holds whatever nibtool cannot know exactly, and Xcode's own flags), model (also findings that rest on nibtool's layout model, as warnings; the default), all (also hints, as notes). JSON names each finding's evidence.", valueName: "proof"))
    var evidence: EvidenceLevel = .model

    @Option(help: ArgumentHelp("Documents checked at once (default: one per core; 1 checks them one after the other). The output is the same.", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Seconds one document may take; a document that takes longer is reported as resource-limit (0: no limit).", valueName: "seconds"))
    var timeout: Double = ResourceLimits.defaultTimeout

    @OptionGroup var schemaOptions: SchemaOptions

    func validate() throws {
        if paths.isEmpty && filesFrom == nil { throw ValidationError("name documents or directories to check, or --files-from FILE") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs \(jobs): expected 1 or more") }
        if !(timeout >= 0) || !timeout.isFinite { throw ValidationError("--timeout \(timeout): expected a number of seconds, 0 or more") }
        for t in traits where TraitsPattern(t) == nil {
            throw ValidationError("--traits \(t): expected w(C|R|A)-h(C|R|A), e.g. wC-hR")
        }
        var targets = Set<String>()
        for r in extraReports {
            guard let (_, path) = Self.parseReport(r) else {
                throw ValidationError("--report \(r): expected FORMAT:FILE with FORMAT one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), e.g. sarif:nibtool.sarif")
            }
            guard targets.insert(path).inserted else { throw ValidationError("--report \(r): \(path) is named twice") }
        }
        if let textSize, ContentSizeCategory(name: textSize) == nil {
            throw ValidationError("--text-size \(textSize): expected one of \(ContentSizeCategory.allCases.map(\.description).joined(separator: ", "))")
        }
        if let device, DeviceNames.id(for: device) == nil { throw DeviceNames.unknown(device) }
    }

    func run() throws {
        // A document that crashes nibtool must not take the other documents' findings and the
        // reports with it: check in a child process that a supervisor can run again (CrashSupervisor).
        // One named file has no other documents to protect, and a second process would only add
        // its start-up time to every single-file run (editors, pre-commit, scripts).
        let oneFile = paths.count == 1 && filesFrom == nil && InputFiles.isDocumentName(paths[0]) && InputFile.isRegularFile(paths[0])
        if !oneFile, !CrashSupervisor.checksInProcess(readsStandardInput: paths.contains("-") || filesFrom == "-") {
            let status = CrashSupervisor.run()
            if status >= 0 {
                if status != 0 { throw ExitCode(status) }
                return
            }
        }
        RuntimeDataCheck.warnIfFontMissing()
        let cwd = PathGlob.currentDirectory()
        let outcome: ValidationRun.Outcome
        do {
            let configuration = try NibtoolConfig.resolve(explicit: config, cwd: cwd)
            var options = CheckOptions()
            configuration.apply(to: &options)
            options.traits = traits.compactMap(TraitsPattern.init)
            options.device = device.flatMap(DeviceNames.id(for:))
            options.runtime = runtime
            options.textSize = textSize.flatMap(ContentSizeCategory.init(name:))
            options.minimumProof = evidence.minimumProof
            // --sources replaces the configuration's `sources:`; an error names where the folder came from.
            let (folders, origin) = sources.isEmpty ? (configuration.sources, "\(configuration.file ?? NibtoolConfig.defaultFileName): sources: ") : (sources, "")
            if !folders.isEmpty {
                do { options.sources = try CodeIndex.scan(directories: folders) } catch { throw Self.usageError(origin + "\(error)") }
            }
            let validator = Validator(options: options, schema: try schemaOptions.load())
            var run = ValidationRun(paths: paths + (try listedDocuments()), config: configuration, validator: validator, baseline: baseline,
                                    writeBaseline: writeBaseline, cwd: cwd)
            if let jobs { run.jobs = jobs }
            run.timeout = timeout
            outcome = try run.run(progress: .forStandardError())
            // A probe only has to live or crash: it writes nothing.
            if ProcessInfo.processInfo.environment[CrashIsolation.probeVariable] != nil { _exit(0) }
        } catch let e as NibtoolConfig.LoadError {
            throw Self.usageError("\(e)")
        } catch let e as Baseline.FormatError {
            throw Self.usageError("\(e)")
        }
        if let note = outcome.jobsNote { FileHandle.standardError.write(Data("nibtool: note: \(note)\n".utf8)) }
        let reports = outcome.reports
        let colored = format == .human && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        FileHandle.standardOutput.write(Data(Self.reporter(format, colored: colored).render(reports).utf8))
        var status: Int32 = 0
        for r in extraReports {
            guard let (extra, path) = Self.parseReport(r) else { continue }
            do {
                try AtomicFile.write(Array(Self.reporter(extra, colored: false).render(reports).utf8), to: path, expectedCurrent: nil)
            } catch {
                // The findings are on stdout already; a report that could not be written is a failed run.
                FileHandle.standardError.write(Data("nibtool: error: the \(extra.rawValue) report was not written: \(error)\n".utf8))
                status = 2
            }
        }
        let summary = Summary(reports)
        if let recorded = outcome.recorded, let writeBaseline {
            Self.note("wrote \(recorded) finding\(recorded == 1 ? "" : "s") to the baseline \(writeBaseline)")
        }
        if format == .human {
            var line = "Checked \(summary.files) file\(summary.files == 1 ? "" : "s"): \(summary.errors) error\(summary.errors == 1 ? "" : "s"), \(summary.warnings) warning\(summary.warnings == 1 ? "" : "s")"
            if summary.notes > 0 { line += ", \(summary.notes) note\(summary.notes == 1 ? "" : "s")" }
            if outcome.suppressed > 0 { line += " (\(outcome.suppressed) more in the baseline)" }
            if summary.suppressed > 0 { line += " (\(summary.suppressed) suppressed by nibtool:ignore markers and ignore: entries)" }
            FileHandle.standardError.write(Data((line + ".\n").utf8))
            if let hint = Self.explainHint(reports) { Self.note(hint) }
        }
        if reports.isEmpty {
            let why = outcome.excluded > 0 ? " (\(outcome.excluded) excluded by the configuration)" : ""
            let places = paths + (filesFrom.map { ["the list in \($0 == "-" ? "standard input" : $0)"] } ?? [])
            // Paths that hold no document are a mistake (a typo in a CI path would pass); a
            // --files-from list without documents is a change that touched none, and documents the
            // configuration excludes were found.
            if !allowEmpty && filesFrom == nil && outcome.excluded == 0 {
                FileHandle.standardError.write(Data("nibtool: error: no .storyboard or .xib files found in \(places.joined(separator: ", ")) (pass --allow-empty if that is expected)\n".utf8))
                status = 2
            } else {
                Self.note("no .storyboard or .xib files found in \(places.joined(separator: ", "))\(why)")
            }
        }
        if status == 0 && (summary.errors > 0 || (strict && summary.warnings > 0)) { status = 1 }
        if reports.contains(where: \.unreadable) { status = 2 }
        if outcome.timedOut > 0 {
            // A document over --timeout may still be computing on an abandoned thread; exit()
            // would run teardown (static destructors, libxml2 cleanup) under it. Everything is
            // written (FileHandle writes are unbuffered), so leave at once.
            _exit(status)
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Where a view's layout is reported, the command that shows why, for the first such finding:
    /// `explain` names the constraints that decide each edge and what validate makes of them.
    static func explainHint(_ reports: [FileReport]) -> String? {
        let rules: Set<String> = ["ambiguous-layout", "content-priority-ambiguity", "misplaced-view"]
        for report in reports {
            for d in report.diagnostics where rules.contains(d.rule) {
                guard let id = d.objectID else { continue }
                func detail(_ key: String) -> String? {
                    if case .string(let s)? = d.details.first(where: { $0.key == key })?.value { return s }
                    return nil
                }
                var command = "nibtool explain \(Self.shellQuoted(report.path)) --view \(id)"
                let own = d.details.contains { $0.key == "documentConfiguration" && $0.value == .bool(true) }
                if !own, let traits = detail("traits"), let device = detail("device") {
                    command += " --traits \(traits) --device \(device)" + (detail("orientation").map { " --orientation \($0)" } ?? "")
                }
                return "to see why a view is reported, run: \(command)"
            }
        }
        return nil
    }

    /// `path` as a shell word: quoted when it holds anything but plain path characters.
    static func shellQuoted(_ path: String) -> String {
        let plain = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+@:,".contains($0) }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The format's reporter; the HTML page gets the scenes drawn (NibRender, which NibCheck's
    /// reporters cannot use).
    static func reporter(_ format: ReportFormat, colored: Bool) -> any Reporter {
        format == .html ? HTMLReporter(drawer: ReportDrawings.figures) : format.reporter(colored: colored)
    }

    /// `FORMAT:FILE` (the file may itself contain colons).
    static func parseReport(_ value: String) -> (ReportFormat, String)? {
        guard let colon = value.firstIndex(of: ":"), let format = ReportFormat(rawValue: String(value[..<colon])) else { return nil }
        let path = String(value[value.index(after: colon)...])
        return path.isEmpty ? nil : (format, path)
    }

    static func note(_ text: String) {
        FileHandle.standardError.write(Data("nibtool: \(text)\n".utf8))
    }

    /// A bad configuration or baseline: the message, then exit status 2 (the contract's usage error).
    /// The documents `--files-from` lists: one path a line, blank lines and names that are not
    /// documents skipped (a list of changed files from git is mostly source code).
    func listedDocuments() throws -> [String] {
        guard let filesFrom else { return [] }
        let data: Data
        if filesFrom == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            do throws(XMLParseError) { data = Data(try InputFile.contents(path: filesFrom, maxBytes: ParseLimits.default.maxBytes)) } catch {
                throw Self.usageError("--files-from \(filesFrom): the file could not be read: \(error.message)")
            }
        }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { String($0) }
            .filter { !$0.isEmpty && InputFiles.isDocumentName($0) }
    }

    static func usageError(_ text: String) -> ExitCode {
        FileHandle.standardError.write(Data("nibtool: error: \(text)\n".utf8))
        return ExitCode(2)
    }
}

extension ReportFormat: ExpressibleByArgument {}

/// `validate --evidence`: the weakest proof a layout finding may rest on to be reported.
enum EvidenceLevel: String, CaseIterable, ExpressibleByArgument {
    case proven, model, all

    var minimumProof: Proof {
        switch self {
        case .proven: return .proven
        case .model: return .model
        case .all: return .hint
        }
    }
}

struct SchemaOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The RELAX NG schema to check documents against (default: the one shipped with nibtool).", valueName: "path"))
    var schema: String?

    @Flag(help: "Do not check documents against the schema.")
    var noSchema = false

    func load() throws -> RelaxNGSchema? {
        if noSchema { return nil }
        guard let schema else {
            guard let path = SchemaLocator.defaultPath() else {
                FileHandle.standardError.write(Data("nibtool: warning: the schema nibtool ships (schema/interface-builder.rng) is missing (looked in \(SchemaLocator.searched)); schema-violation checks are skipped (reinstall nibtool with its share/nibtool folder, or set NIBTOOL_SCHEMA or --schema)\n".utf8))
                return nil
            }
            // The shipped schema compiles with both validators (CI checks it): it loads while
            // the first documents are read.
            return try? RelaxNGSchema(path: path, deferred: true)
        }
        let loaded: RelaxNGSchema
        do { loaded = try RelaxNGSchema(path: schema) } catch { throw ValidationError("\(error)") }
        if let why = loaded.fastLoadError {
            FileHandle.standardError.write(Data("nibtool: note: the fast schema validator cannot use \(loaded.path) (\(why)); libxml2 validates every document, which is slower\n".utf8))
        }
        return loaded
    }
}

enum SchemaLocator {
    /// `$NIBTOOL_SCHEMA`, then `schema/interface-builder.rng` of nibtool's data (`DataDirectory`:
    /// `share/nibtool` beside the real executable, or the checkout it was built in).
    static func defaultPath() -> String? {
        if let env = ProcessInfo.processInfo.environment["NIBTOOL_SCHEMA"], FileManager.default.fileExists(atPath: env) { return env }
        return DataDirectory.file("schema/interface-builder.rng")
    }

    /// Where the data was looked for, for the message that says it is missing.
    static var searched: String {
        DataDirectory.candidates(executable: DataDirectory.executablePath(), environment: ProcessInfo.processInfo.environment)
            .joined(separator: ", ")
    }
}

/// Warnings about data a broken install lacks: without the shipped font, text sizes are
/// estimates and the layout findings are not the ones nibtool reports elsewhere.
enum RuntimeDataCheck {
    static func warnIfFontMissing() {
        guard IntrinsicSizes.sharedTextMeasurer.isDegraded else { return }
        FileHandle.standardError.write(Data("nibtool: warning: Inter, the font nibtool measures text with, is missing (looked in \(SchemaLocator.searched)); text sizes are rough estimates and layout findings will differ (reinstall nibtool with its share/nibtool folder)\n".utf8))
    }
}
