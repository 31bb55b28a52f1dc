import NibModel
import NibSupport

/// `nibtool diff --format json`: one object with stable keys (documented in docs/guide.md); keys
/// may be added, never removed or renamed. Absent values are `null`, never left out.
public enum JSONReport {
    public static func render(_ diff: DocumentDiff, oldPath: String, newPath: String) -> String {
        let root: JSONValue = .object([
            ("tool", .string("nibtool")),
            ("old", .string(oldPath)),
            ("new", .string(newPath)),
            ("different", .bool(diff.hasDifferences)),
            ("changes", .array(diff.changes.map(change))),
            ("framesMoved", .number(Double(diff.frameMoves.count))),
            ("frameMoves", .array(diff.frameMoves.map(frameMove))),
            ("problems", .object([("new", .array(diff.newProblems.map(problem))), ("fixed", .array(diff.fixedProblems.map(problem)))])),
            ("matchedByContent", .number(Double(diff.matchedByContent))),
        ])
        return root.serialized() + "\n"
    }

    static func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }

    static func change(_ c: Change) -> JSONValue {
        .object([
            ("scene", .string(c.scene)), ("subject", .string(c.subject)), ("category", .string(c.category.rawValue)),
            ("change", .string(c.kind.rawValue)), ("id", .string(c.id)), ("item", .string(c.item)),
            ("property", optional(c.property)), ("old", optional(c.old)), ("new", optional(c.new)), ("traits", optional(c.traits)),
            ("note", optional(c.note)),             ("text", .string(HumanReport.line(c))),
        ])
    }

    static func frameMove(_ m: FrameMove) -> JSONValue {
        .object([
            ("scene", .string(m.scene)), ("view", .string(m.view)), ("id", .string(m.id)),
            ("old", m.old.map { JSONValue.numbers($0.array) } ?? .null), ("new", m.new.map { JSONValue.numbers($0.array) } ?? .null),
        ])
    }

    static func problem(_ p: ReferenceProblem) -> JSONValue {
        .object([("kind", .string(p.kind.rawValue)), ("message", .string(p.message)),
                 ("line", .number(Double(p.line))), ("column", .number(Double(p.column)))])
    }
}
