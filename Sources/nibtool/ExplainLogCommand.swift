import ArgumentParser
import Foundation
import NibExplain

/// `nibtool explain-log LOG --document FILE...`: maps UIKit's "Unable to simultaneously satisfy
/// constraints" reports back to document constraints and views. Exit 0 when at least one report
/// was explained, 1 when the log holds none, 2 for usage errors.
struct ExplainLogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain-log",
        abstract: "Map UIKit's \"Unable to simultaneously satisfy constraints\" console output back to document constraints.")

    @Argument(help: "A console log (- for standard input).") var log: String
    @Option(name: .customLong("document"), help: "A .storyboard or .xib the app was built from (repeatable).") var documents: [String] = []
    @Option(help: "text or json (default: text).") var format: String = "text"
    @OptionGroup var timeoutOption: TimeoutOption

    func validate() throws {
        if documents.isEmpty { throw ValidationError("give at least one --document FILE") }
        if !["text", "json"].contains(format) { throw ValidationError("--format \(format): expected text or json") }
    }

    func run() throws {
        RuntimeDataCheck.warnIfFontMissing()
        // The whole command under the time limit (per document: the log is matched against each).
        let command = self
        try CommandDeadline.runWhole("explain-log", paths: documents, seconds: timeoutOption.timeout * Double(documents.count)) { try command.runWithoutDeadline() }
    }

    func runWithoutDeadline() throws {
        // A log is not a document, but it is read with the same refusals and size bound.
        let data = Data(try InputReading.bytes(log))
        let docs = try documents.map { LogMatcher.Document(path: $0, doc: try DocumentLoading.load($0)) }
        let matcher = LogMatcher(documents: docs)
        let reports = ConsoleLog(String(decoding: data, as: UTF8.self)).reports.map(matcher.map)
        if format == "json" {
            print(LogReportOutput.json(reports, log: log).serialized())
        } else if reports.isEmpty {
            FileHandle.standardError.write(Data("\(log): no \"Unable to simultaneously satisfy constraints\" report found\n".utf8))
        } else {
            print(LogReportOutput.text(reports, log: log), terminator: "")
        }
        if reports.isEmpty { throw ExitCode(1) }
    }
}
