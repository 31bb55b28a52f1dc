import ArgumentParser
import Foundation
import NibCheck
import NibModel
import NibXML

/// How every command reads one input document and reports what it cannot: the same rule, the
/// same message and the same exit status whichever command it is (cli-contract.md, Additions):
/// `unreadable-input` (missing, not a regular file, over the size limit) exits 2; malformed XML,
/// a refused feature or an unsupported document exits 1, as `validate` and `fix` always did.
/// Lines are `path:line:column: error: message [rule]`, as `validate --format human` prints them.
enum InputReading {
    /// The file's bytes (`-`: standard input), or the refusal printed and exit 2.
    static func bytes(_ path: String) throws -> [UInt8] {
        do {
            return try XMLReader.readFile(path: path, maxBytes: ParseLimits.default.maxBytes)
        } catch let e as XMLParseError {
            report(path, Validator.readingDiagnostic(e))
            throw ExitCode(2)
        }
    }

    /// The decoded document, or the finding printed and the command's exit: 2 for an input that
    /// cannot be read, `malformedStatus` (1 unless the command's contract gives 1 another meaning)
    /// for one that is not a document nibtool can read.
    static func document(_ path: String, malformedStatus: Int32 = 1) throws -> IBDocument {
        let data = try bytes(path)
        do {
            return try DocumentDecoder.decode(try XMLReader.parse(data).document)
        } catch let e as XMLParseError {
            report(path, Validator.readingDiagnostic(e))
            throw ExitCode(e.kind == .unreadable ? 2 : malformedStatus)
        } catch let e as UnsupportedDocument {
            report(path, Diagnostic(rule: RuleRegistry.unsupportedDocument.id, severity: .error,
                                    message: "Unsupported document: \(e.message).", line: e.line, column: e.column))
            throw ExitCode(malformedStatus)
        }
    }

    static func report(_ path: String, _ d: Diagnostic) {
        FileHandle.standardError.write(Data("\(path):\(max(d.line, 1)):\(max(d.column, 1)): error: \(d.message) [\(d.rule)]\n".utf8))
    }
}
