import NibLayout
import NibModel

/// `nibtool explain --view` as text: per axis, the constraints as equations (and VFL), their
/// state, the content size in play, and for an ambiguous axis what is free and a second frame.
public enum ExplanationText {
    /// `allConstraints`: also the constraints the chain reaches that do not move or resize the
    /// view (`ExplainedConstraint.decidesView` false), which are otherwise counted, not listed.
    public static func render(_ e: ViewExplanation, allConstraints: Bool = false) -> String {
        var out = "\(e.name) (\(e.className) \(e.viewID)) in \(e.configuration.traitsName) \(e.configuration.device.id) \(e.configuration.orientation.rawValue)\n"
        guard let frame = e.frame else { return out + "  not installed in this configuration\n" }
        out += "  frame \(TraceFormat.frame(frame)), \(modeText(e.mode))\n"
        if let saved = e.savedFrame {
            let off = zip(saved.array, frame.array).map { abs($0 - $1) }.max() ?? 0
            out += "  saved frame \(TraceFormat.frame(saved)) in the document, \(NumberFormat.short(off)) pt away; " + misplacedVerdict(e.misplaced) + "\n"
        } else if let m = e.misplaced {
            out += "  saved frame within a pixel of the layout; " + misplacedVerdict(m) + "\n"
        }
        func edges(_ s: InsetsAsSaved) -> String {
            [("top", s.top), ("bottom", s.bottom), ("left", s.left), ("right", s.right)].compactMap { name, edge in
                edge.map { "\(name) \(NumberFormat.short($0.laidOut)) pt (nibtool's model: \(NumberFormat.short($0.modelled)))" }
            }.joined(separator: ", ")
        }
        if let s = e.safeAreaAsSaved {
            out += "  its root's safe area is inset \(edges(s)), where the saved frames of the views pinned to it place it\n"
        }
        for m in e.layoutMarginsAsSaved {
            let whose = m.ownerID == e.viewID ? "its own layout margins are" : "the layout margins of \"\(m.ownerName)\" are"
            out += "  \(whose) inset \(edges(m)), where the saved frames of the views pinned to them place them\n"
        }
        if let t = e.transform {
            out += "  transformed at run time (\(t)): the frame is where Auto Layout places the untransformed view\n"
        }
        for a in e.axes {
            out += "\n\(a.axis == .horizontal ? "Horizontal" : "Vertical"): "
            out += headline(a) + "\n"
            let undeciding = a.constraints.filter { $0.distance > 0 && $0.decidesView == false }
            for c in a.constraints where allConstraints || !(c.distance > 0 && c.decidesView == false) {
                var line = "  \(mark(c)) \(c.equation)"
                if let v = c.visualFormat { line += "    \(v)" }
                if let i = c.identifier { line += "    '\(i)'" }
                if let id = c.id { line += "    [\(id)]" }
                switch c.status {
                case .satisfied: break
                case .broken:
                    // An unmet hugging or compression resistance is the view giving way, not an error.
                    let verb = c.kind == "hugging" ? "stretched" : c.kind == "compression" ? "compressed" : "BROKEN"
                    line += "    \(verb) by \(NumberFormat.short(c.violation))"
                case .brokenByConflict: line += "    BROKEN to resolve a conflict"
                }
                if c.distance > 0 {
                    line += "    (via the chain, step \(c.distance)\(c.decidesView == false ? "; does not move this view" : ""))"
                }
                out += line + "\n"
            }
            if a.constraints.contains(where: { $0.decidesView == nil }) && a.constraints.contains(where: { $0.decidesView != nil }) {
                out += "  (the chain is long: its farthest constraints are listed without checking whether they move this view)\n"
            }
            if !allConstraints && !undeciding.isEmpty {
                out += "  (\(undeciding.count) more constraint\(undeciding.count == 1 ? "" : "s") share\(undeciding.count == 1 ? "s" : "") a view with this chain "
                    + "but changing \(undeciding.count == 1 ? "it" : "them") does not move or resize this view: --all-constraints lists them)\n"
            }
            if a.constraints.isEmpty { out += "  no constraint binds this axis\n" }
            if let s = a.content {
                out += "  content size \(NumberFormat.short(s.intrinsic)) (\(s.source)); hugging \(NumberFormat.short(s.hugging))"
                out += s.huggingBroken ? " (stretched)" : ""
                out += ", compression resistance \(NumberFormat.short(s.compressionResistance))"
                out += s.compressionBroken ? " (compressed)" : ""
                out += "\n"
            }
            if a.scrollContentOpen {
                out += "  scrollable content \(a.axis == .horizontal ? "width" : "height") AMBIGUOUS: no constraint decides the content's size along this axis (validate reports it as ambiguous-layout)\n"
            }
            for r in a.reasoning { out += "  - \(r)\n" }
            if let f = a.alternateFrame { out += "  another valid frame: \(TraceFormat.frame(f)) (every required constraint still holds)\n" }
        }
        for c in e.conflicts {
            out += "\nConflict: " + c.constraints.map { "\"\($0)\"" }.joined(separator: ", ") + "\n  " + c.advice + "\n"
            out += "  " + conflictVerdict(c.validate) + "\n"
        }
        return out
    }

    /// The axis's state, and what `validate` reports of it (the same verdicts), so that the two
    /// commands are read together.
    public static func headline(_ a: AxisExplanation) -> String {
        var line = a.isAmbiguous ? "AMBIGUOUS (position \(a.position), size \(a.size))"
            : a.tiesAsTextVaries ? "determined only at nibtool's exact text sizes: a content priority TIE as soon as they differ"
            : "determined"
        if !a.validate.isEmpty {
            line += "; validate reports " + a.validate.map(describe).joined(separator: " and ")
        } else if a.isAmbiguous, !a.exempted {
            line += "; validate does not report it"
        }
        return line
    }

    /// What validate makes of a saved frame the layout does not reproduce.
    static func misplacedVerdict(_ m: ValidateFinding?) -> String {
        guard let m else { return "validate does not report it as misplaced (nothing proves the difference: text sizes, ambiguity or modelled metrics may explain it)" }
        if m.evidence == "xcode" { return "validate reports misplaced-view (Xcode's saved flag)" }
        return m.reportedByDefault ? "validate reports misplaced-view (evidence: \(m.evidence))"
            : "validate reports misplaced-view only with --evidence all (evidence: \(m.evidence), a hint)"
    }

    /// What validate makes of a conflicting set.
    static func conflictVerdict(_ f: ValidateFinding?) -> String {
        guard let f else { return "validate does not report it: none of the document's constraints is in the set" }
        return f.reportedByDefault ? "validate reports conflicting-constraints (evidence: \(f.evidence))"
            : "validate reports conflicting-constraints only with --evidence all (evidence: \(f.evidence), a hint)"
    }

    static func describe(_ f: ValidateFinding) -> String {
        let what = f.scrollContent ? "scrollable content size" : f.position && f.size ? "position and size" : f.size ? "size" : f.position ? "position" : "frame"
        let why = f.evidence == "xcode" ? ", Xcode's saved flag"
            : f.evidence == "canvas" ? ", as Xcode's canvas may show it: its table row lies below the table and the canvas does not lay it out" : ""
        return "\(f.rule) (\(what)\(why))"
    }

    static func mark(_ c: ExplainedConstraint) -> String {
        switch c.status {
        case .satisfied: return "✓"
        case .broken, .brokenByConflict: return "✗"
        }
    }

    static func modeText(_ m: LayoutMode) -> String {
        switch m {
        case .root: return "set by its container"
        case .autoLayout: return "Auto Layout"
        case .autoresizing: return "autoresizing mask (translatesAutoresizingMaskIntoConstraints)"
        case .notInstalled: return "not installed"
        }
    }
}
