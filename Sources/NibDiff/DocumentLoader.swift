import NibModel
import NibXML

/// Why an input of `nibtool diff` could not be read: it has no semantics to compare, so the
/// command stops with a compiler-style location instead of guessing.
public struct DiffInputError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    /// `path:line:column: error: message`, as `validate` prints findings.
    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}

public enum DocumentLoader {
    public static func load(path: String) throws(DiffInputError) -> IBDocument {
        do {
            return try DocumentDecoder.decode(try XMLReader.read(path: path).document)
        } catch let e as XMLParseError {
            throw DiffInputError(path: path, line: e.line, column: e.column, message: e.message)
        } catch let e as UnsupportedDocument {
            throw DiffInputError(path: path, line: e.line, column: e.column, message: e.message)
        } catch {
            throw DiffInputError(path: path, line: 1, column: 1, message: "\(error)")
        }
    }
}
