import NibModel
import NibSupport

/// `--format json` for `explain --view` (keys documented in docs/guide.md).
public enum ExplanationJSON {
    public static func value(_ e: ViewExplanation) -> JSONValue {
        .object([
            ("view", .string(e.viewID)), ("name", .string(e.name)), ("class", .string(e.className)),
            ("traits", .string(e.configuration.traitsName)), ("device", .string(e.configuration.device.id)),
            ("orientation", .string(e.configuration.orientation.rawValue)), ("mode", .string(e.mode.rawValue)),
            ("frame", e.frame.map { .numbers($0.array) } ?? .null),
            ("savedFrame", e.savedFrame.map { .numbers($0.array) } ?? .null),
            ("misplaced", e.misplaced.map { m in
                .object([("rule", .string(m.rule)), ("evidence", .string(m.evidence)), ("reportedByDefault", .bool(m.reportedByDefault))])
            } ?? .null),
            ("transform", e.transform.map { .string($0) } ?? .null),
            ("safeAreaAsSaved", e.safeAreaAsSaved.map { insets($0, owner: "root") } ?? .null),
            ("layoutMarginsAsSaved", .array(e.layoutMarginsAsSaved.map { insets($0, owner: "view") })),
            ("axes", .array(e.axes.map(axis))),
            ("conflicts", .array(e.conflicts.map(conflict))),
        ])
    }

    static func insets(_ s: InsetsAsSaved, owner: String) -> JSONValue {
        .object([(owner, .string(s.ownerID))]
            + [("top", s.top), ("bottom", s.bottom), ("left", s.left), ("right", s.right)].compactMap { key, edge in
                edge.map { (key, JSONValue.object([("laidOut", .number($0.laidOut)), ("modelled", .number($0.modelled))])) }
            })
    }

    static func axis(_ a: AxisExplanation) -> JSONValue {
        .object([
            ("axis", .string(a.axis.rawValue)), ("ambiguous", .bool(a.isAmbiguous)),
            ("position", .string(a.position)), ("size", .string(a.size)),
            ("constraints", .array(a.constraints.map(constraint))),
            ("contentSize", a.content.map { s in
                .object([("intrinsic", .number(s.intrinsic)), ("source", .string(s.source)), ("hugging", .number(s.hugging)),
                         ("compressionResistance", .number(s.compressionResistance)),
                         ("huggingBroken", .bool(s.huggingBroken)), ("compressionBroken", .bool(s.compressionBroken))])
            } ?? .null),
            ("scrollContentAmbiguous", .bool(a.scrollContentOpen)),
            ("validate", .array(a.validate.map { f in
                .object([("rule", .string(f.rule)), ("evidence", .string(f.evidence)), ("position", .bool(f.position)),
                         ("size", .bool(f.size)), ("scrollContent", .bool(f.scrollContent))])
            })),
            ("tiesAsTextVaries", .bool(a.tiesAsTextVaries)),
            ("reasoning", .strings(a.reasoning)),
            ("alternateFrame", a.alternateFrame.map { .numbers($0.array) } ?? .null),
        ])
    }

    static func constraint(_ c: ExplainedConstraint) -> JSONValue {
        .object([
            ("id", c.id.map { .string($0) } ?? .null), ("identifier", c.identifier.map { .string($0) } ?? .null),
            ("kind", .string(c.kind)), ("equation", .string(c.equation)),
            ("visualFormat", c.visualFormat.map { .string($0) } ?? .null),
            ("priority", .number(Double(c.priority))), ("status", .string(c.status.rawValue)),
            ("violation", .number(c.violation)), ("distance", .number(Double(c.distance))),
            ("decidesView", c.decidesView.map { .bool($0) } ?? .null),
        ])
    }

    public static func conflict(_ c: ConflictExplanation) -> JSONValue {
        .object([
            ("constraints", .strings(c.constraints)), ("constraintIDs", .strings(c.constraintIDs)),
            ("broken", .string(c.broken)), ("brokenID", c.brokenID.map { .string($0) } ?? .null), ("advice", .string(c.advice)),
            ("validate", c.validate.map { f in
                .object([("rule", .string(f.rule)), ("evidence", .string(f.evidence)), ("reportedByDefault", .bool(f.reportedByDefault))])
            } ?? .null),
        ])
    }
}
