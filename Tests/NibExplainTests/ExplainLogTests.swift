import XCTest
import NibExplain
import NibModel

final class ExplainLogTests: XCTestCase {
    func mapped(_ log: String, _ documents: [String]) throws -> [MappedReport] {
        let matcher = LogMatcher(documents: try documents.map { LogMatcher.Document(path: $0, doc: try ExplainSupport.load($0)) })
        return ConsoleLog(log).reports.map(matcher.map)
    }

    func wrap(_ lines: [String], broken: String? = nil) -> String {
        "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n(\n" + lines.map { "    \"\($0)\"" }.joined(separator: ",\n")
            + "\n)\n\nWill attempt to recover by breaking constraint \n" + (broken ?? lines.last!) + "\n"
    }

    func testParsesEquationsWithMultipliersAndPriorities() {
        let log = wrap(["<NSLayoutConstraint:0x6000aa UIView:0x7f01.width == 0.5*UIView:0x7f02.width - 10   (active)>",
                        "<NSLayoutConstraint:0x6000bb 'my id' UIButton:0x7f03'Go'.centerY == UIView:0x7f02.centerY @750   (active)>"])
        let r = ConsoleLog(log).reports
        XCTAssertEqual(r.count, 1)
        let a = r[0].constraints[0], b = r[0].constraints[1]
        XCTAssertEqual(a.multiplier, 0.5)
        XCTAssertEqual(a.constant, -10)
        XCTAssertEqual(a.second?.item.address, "0x7f02")
        XCTAssertEqual(b.identifier, "my id")
        XCTAssertEqual(b.first?.item.text, "Go")
        XCTAssertEqual(b.priority, 750)
        XCTAssertEqual(r[0].broken?.address, "0x6000bb")
    }

    func testParsesVisualFormat() {
        let log = wrap(["<NSLayoutConstraint:0x1 H:|-(20)-[UILabel:0x7f01'Hi']   (active, names: '|':UIView:0x7f00 )>",
                        "<NSLayoutConstraint:0x2 V:[UILabel:0x7f01'Hi']-(NSSpace(8))-[UIButton:0x7f02]   (active)>",
                        "<NSLayoutConstraint:0x3 H:[UIView:0x7f03(>=44)]   (active)>",
                        "<NSLayoutConstraint:0x4 H:[UIView:0x7f03]-(0)-|   (active, names: '|':UIView:0x7f00 )>"])
        let c = ConsoleLog(log).reports[0].constraints
        XCTAssertEqual(c[0].first?.attribute, "leading")
        XCTAssertEqual(c[0].second?.item.address, "0x7f00")
        XCTAssertEqual(c[0].second?.item.isSuperview, true)
        XCTAssertEqual(c[0].constant, 20)
        XCTAssertEqual(c[1].first?.item.address, "0x7f02")
        XCTAssertEqual(c[1].first?.attribute, "top")
        XCTAssertEqual(c[1].second?.attribute, "bottom")
        XCTAssertEqual(c[1].constant, 8)
        XCTAssertEqual(c[2].relation, .greaterOrEqual)
        XCTAssertNil(c[2].second)
        XCTAssertEqual(c[3].first?.item.isSuperview, true)
        XCTAssertEqual(c[3].first?.attribute, "trailing")
    }

    func testConflictStoryboardLogMapsBothWidthsAndTheBrokenOne() throws {
        let r = try mapped(try ExplainSupport.text("Tests/Golden/explain-log/Conflict.log"), ["SampleDocuments/Problems/Conflict.storyboard"])
        XCTAssertEqual(r.count, 1)
        XCTAssertEqual(r[0].mappings.map(\.kind), [.document, .document])
        XCTAssertEqual(r[0].mappings.map { $0.matches[0].objectID }, ["5j4-YM-Bac", "tCa-49-RAM"])
        XCTAssertEqual(r[0].brokenIndex, 1)
        XCTAssertEqual(r[0].sizeClasses, ["wC-hR", "wC-hC", "wR-hC", "wR-hR"])
        XCTAssertTrue(r[0].reproducedIn.contains("wC-hR"))
    }

    func testIdentifierAutoresizingSystemAndCodeConstraints() throws {
        let r = try mapped(try ExplainSupport.text("Tests/Golden/explain-log/RuntimeConflict.log"),
                           ["SampleDocuments/Problems/RuntimeConflict.storyboard", "SampleDocuments/Problems/Conflict.storyboard"])
        XCTAssertEqual(r.count, 2)
        let first = r[0]
        XCTAssertEqual(first.mappings[0].kind, .document)
        XCTAssertEqual(first.mappings[0].matches[0].objectID, "9gW-tE-2Lb")
        XCTAssertTrue(first.mappings[0].matches[0].byIdentifier)
        XCTAssertEqual(first.mappings[1].matches.first?.objectID, "yT8-Nf-5Kq")
        XCTAssertEqual(first.mappings[2].matches.first?.objectID, "eW5-Ub-7Ga")
        XCTAssertEqual(first.mappings[3...].map(\.kind), [.system, .system, .system])
        XCTAssertEqual(first.brokenIndex, 0)
        XCTAssertTrue(first.reproducedIn.contains("wC-hR"), "nibtool's own layout has this conflict")

        let second = r[1]
        XCTAssertEqual(second.mappings.map(\.kind), [.document, .document, .unmapped, .autoresizing, .system, .system])
        XCTAssertEqual(second.mappings[1].matches[0].objectID, "rV0-s3-Hc9", "H:[Hello]-(20)-| is the root's trailing constraint")
        XCTAssertEqual(second.mappings[3].matches[0].objectID, "Xp7-nL-Rq2")
        XCTAssertEqual(second.brokenIndex, 2)
        XCTAssertTrue(second.reproducedIn.isEmpty, "the document alone has no conflict: the code constraint makes it")
        XCTAssertTrue(second.advice.contains { $0.contains("translatesAutoresizingMaskIntoConstraints") })
    }

    func testUnreadableUnmappedAndAmbiguousLinesAreListedNotGuessed() throws {
        let log = wrap(["<NSLayoutConstraint:0x1 UILabel:0x7f01.top == UILayoutGuide:0x7f09'UIViewSafeAreaLayoutGuide'.top + 20   (active)>",
                        "<NSLayoutConstraint:0x2 UILabel:0x7f01.leading == UILayoutGuide:0x7f0a'UIViewLayoutMarginsGuide'.leading   (active)>",
                        "<NSLayoutConstraint:0x3 MKMapView:0x7f03.width == 120   (active)>",
                        "<NSLayoutConstraint:0x4 UIView:0x7f04.frobnicate ~~ 3   (active)>",
                        "this is not a constraint"])
        let r = try mapped(log, ["SampleDocuments/Problems/ContentPriorityAmbiguity.storyboard"])[0]
        XCTAssertEqual(r.report.constraints.count, 4)
        XCTAssertEqual(r.report.unreadable.map(\.text), ["\"this is not a constraint\""])
        // Without its text either label fits the top line; the leading line (margins guide)
        // only fits the Left Label, which binds 0x7f01 and settles the top line too.
        XCTAssertEqual(r.mappings[1].kind, .document)
        XCTAssertEqual(r.mappings[1].matches[0].objectID, "jh0-w3-GjE")
        XCTAssertEqual(r.mappings[0].kind, .document)
        XCTAssertEqual(r.mappings[0].matches[0].objectID, "LvH-ID-EG5")
        XCTAssertEqual(r.mappings[2].kind, .unmapped)
        XCTAssertEqual(r.mappings[3].kind, .unmapped)
        XCTAssertTrue(r.mappings[3].note.contains("could not be read"))
    }

    func testAddressesBoundByOneLineDisambiguateAnother() throws {
        // 0x7f02 is the Left Label (its text says so). One view has one address, so 0x7f01,
        // whose line alone fits both labels, can only be the Right Label.
        let log = wrap(["<NSLayoutConstraint:0x1 UILabel:0x7f02'Left'.top == UILayoutGuide:0x7f09'UIViewSafeAreaLayoutGuide'.top + 20   (active)>",
                        "<NSLayoutConstraint:0x2 UILabel:0x7f01.top == UILayoutGuide:0x7f09'UIViewSafeAreaLayoutGuide'.top + 20   (active)>"])
        let r = try mapped(log, ["SampleDocuments/Problems/ContentPriorityAmbiguity.storyboard"])[0]
        XCTAssertEqual(r.mappings[0].matches.map(\.objectID), ["LvH-ID-EG5"])
        XCTAssertEqual(r.mappings[1].kind, .document)
        XCTAssertEqual(r.mappings[1].matches.map(\.objectID), ["U6q-os-ZO7"])
    }

    func testAmbiguousLineListsEveryCandidate() throws {
        let log = wrap(["<NSLayoutConstraint:0x1 UILabel:0x7f01.top == UILayoutGuide:0x7f09'UIViewSafeAreaLayoutGuide'.top + 20   (active)>"])
        let r = try mapped(log, ["SampleDocuments/Problems/ContentPriorityAmbiguity.storyboard"])[0]
        XCTAssertEqual(r.mappings[0].kind, .ambiguous)
        XCTAssertEqual(Set(r.mappings[0].matches.map(\.objectID)), ["LvH-ID-EG5", "U6q-os-ZO7"])
        XCTAssertTrue(r.documentConstraints.isEmpty, "an ambiguous line is not counted as a conflicting document constraint")
        let text = LogReportOutput.text([r], log: "x.log")
        XCTAssertTrue(text.contains("AMBIGUOUS"), text)
    }

    func testOlderLogFormWithoutParenthesesOrActive() throws {
        // iOS 7/8 logs: no "(" list, no "(active)", "(Names: ...)", autoresizing sizes in VFL.
        let log = """
        2014-04-26 09:02:58.687 Sample[32058:60b] Unable to simultaneously satisfy constraints.
            Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            "<NSAutoresizingMaskLayoutConstraint:0x1d8cf520 h=--& v=--& V:[UIView:0x1d8efc30(44)]>",
            "<NSLayoutConstraint:0x1d8eaed0 V:|-(60)-[UILabel:0x1d8413b0'Hello']   (Names: '|':UIView:0x1d8e0000 )>",
            "<NSLayoutConstraint:0x1d8ea080 UIView:0x1d8efc30.height == UILabel:0x1d8413b0'Hello'.height>"
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x1d8ea080 UIView:0x1d8efc30.height == UILabel:0x1d8413b0'Hello'.height>
        """
        let r = try mapped(log, ["SampleDocuments/Problems/RuntimeConflict.storyboard"])
        XCTAssertEqual(r.count, 1)
        XCTAssertEqual(r[0].report.constraints.count, 3)
        XCTAssertTrue(r[0].report.unreadable.isEmpty, "\(r[0].report.unreadable)")
        XCTAssertEqual(r[0].mappings.map(\.kind), [.autoresizing, .unmapped, .unmapped])
        XCTAssertEqual(r[0].mappings[0].matches[0].objectID, "Xp7-nL-Rq2")
        // Hello's top is 60 from the safe area, not from the root view: the document has no such constraint.
        XCTAssertEqual(r[0].brokenIndex, 2)
    }

    func testSizeClassVariationsDecideWhichConstraintALineIs() throws {
        // SizeClassVariation: Header View height 100 (default) / 200 (widthClass=regular), its top
        // 20 (8 in heightClass=compact).
        let log = wrap(["<NSLayoutConstraint:0x1 UIView:0x7f01.height == 200   (active)>",
                        "<NSLayoutConstraint:0x2 UIView:0x7f01.top == UILayoutGuide:0x7f09'UIViewSafeAreaLayoutGuide'.top + 8   (active)>"])
        let r = try mapped(log, ["SampleDocuments/Problems/SizeClassVariation.storyboard"])[0]
        XCTAssertEqual(r.mappings.map(\.kind), [.document, .document], "\(r.mappings.map(\.note))")
        XCTAssertEqual(r.mappings[0].matches[0].installedIn, ["wR-hC", "wR-hR"])
        XCTAssertEqual(r.mappings[1].matches[0].installedIn, ["wC-hC", "wR-hC"])
        XCTAssertEqual(r.sizeClasses, ["wR-hC"], "the only size class where both hold")
    }

    func testNoReportInALog() {
        XCTAssertTrue(ConsoleLog("2026-11-22 App started\nnothing to see\n").reports.isEmpty)
    }
}
