import NibLayout
import NibModel
import NibXML

/// Update Constraint Constants: change constants (or the size-class variation's constant in
/// force) so that the constraints hold for the frames as drawn. Multiplier, priority and relation
/// stay; a constant that is no longer the standard spacing loses `symbolic`.
/// Constants are what the app runs with, so only the constraints of views the document shows
/// misplaced change: Xcode saved the view flagged as misplaced, or its saved frame misses a
/// required constraint between views by the document's own numbers. A view at the frame its
/// constraints give is where Xcode drew it, and where nibtool's layout differs only by what it
/// models (margins, guides, text widths, an optional constraint giving way, a frame rounded to
/// the pixel) the difference is nibtool's, not a constant to rewrite.
enum UpdateConstants {
    static func apply(_ doc: IBDocument, _ scope: Scope, _ solved: UpdateFrames.SolvedFrames, _ editor: inout DocumentEditor) -> [String] {
        let config = Configuration.document(doc)
        let installation = Installation(doc, config)
        let needed = LayoutEngine().constantsForSavedFrames(doc, config)
        let scale = doc.toolsVersion < 10000 ? 1 : config.scale
        // Saved frames are rounded edge by edge, so a constraint between two of them can be off by
        // up to a whole pixel while it holds exactly at run time.
        let halfPixel = 1 / scale + 1e-6
        var changes: [String] = []
        var touched = Set<Int>()
        for (c, value) in needed.sorted(by: { $0.key < $1.key }) {
            let con = doc.constraints[c]
            let items = ConstraintOrigin.document(c).views(in: doc)
            guard items.contains(where: { scope.contains(view: $0) }),
                  items.contains(where: solved.refitted.contains) else { continue }
            let current = installation.constants[c]
            let target = UpdateFrames.pixelAligned(value, scale)
            switch con.relation {
            case .greaterThanOrEqual?: if value >= current - halfPixel { continue }
            case .lessThanOrEqual?: if value <= current + halfPixel { continue }
            default: if abs(value - current) <= halfPixel { continue }
            }
            let element = doc.xml.element(at: con.element)
            if let variation = con.constantVariations.filter({ config.applies($0.key) }).max(by: { $0.key.specificity < $1.key.specificity }) {
                editor.setAttribute("constant", to: NumberFormat.xcode(target), on: doc.xml.element(at: variation.element))
            } else if target == 0 {
                editor.removeAttribute("constant", from: element)
            } else {
                editor.setAttribute("constant", to: NumberFormat.xcode(target), on: element, after: ["multiplier", "secondAttribute", "firstAttribute"])
            }
            if con.symbolic { editor.removeAttribute("symbolic", from: element) }
            touched.formUnion(items)
            changes.append("\(doc.describe(con, constant: current)) -> constant \(NumberFormat.short(target)) (\(con.id))")
        }
        // The constraints now hold at the frames as drawn: Xcode's misplaced flag on the views
        // they place is stale (validate reports Xcode's flags as findings), as Xcode clears it.
        // (With --update-frames too, that action clears it.)
        for v in touched.sorted() where doc.views[v].misplaced && scope.contains(view: v) && !scope.request.actions.contains(.updateFrames) {
            editor.removeAttribute("misplaced", from: doc.xml.element(at: doc.views[v].element))
        }
        return changes
    }
}
