import Foundation
import XCTest
@testable import NibSchema
import NibXML

/// The fast RELAX NG validator against libxml2's, construct by construct on small schemas, and
/// on the project's schema with SampleDocuments/ and realistic mistakes. Every case checks both
/// the expected verdict and that the two validators agree.
final class FastRelaxNGTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    // MARK: helpers

    /// Writes the files of a schema into a fresh folder; the first file is the main one.
    func schema(_ files: [(String, String)], file: StaticString = #filePath, line: UInt = #line) throws -> RelaxNGSchema {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fast-rng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let s = try RelaxNGSchema(path: dir.appendingPathComponent(files[0].0).path)
        XCTAssertNotNil(s.fast, "fast validator did not load: \(s.fastLoadError ?? "")", file: file, line: line)
        return s
    }

    /// A one-file grammar whose start is `body`.
    func grammar(_ body: String, defines: String = "") throws -> RelaxNGSchema {
        try schema([("s.rng", """
            <grammar xmlns="http://relaxng.org/ns/structure/1.0" xmlns:a="http://relaxng.org/ns/compatibility/annotations/1.0"
                     datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
              <start>\(body)</start>
              \(defines)
            </grammar>
            """)])
    }

    enum Expect { case valid, invalid, undecided }

    /// Checks libxml2's verdict and the fast validator's against the expectation. For
    /// `.undecided`, libxml2's verdict is `libxml2Valid`.
    func check(_ s: RelaxNGSchema, _ xml: String, _ expected: Expect, libxml2Valid: Bool? = nil,
               file: StaticString = #filePath, line: UInt = #line) {
        let document: XMLDocument
        do { document = try XMLReader.parse(Array(xml.utf8)).document } catch {
            return XCTFail("not well-formed: \(error)\n\(xml)", file: file, line: line)
        }
        guard let fast = s.fast else { return XCTFail("no fast validator", file: file, line: line) }
        let verdict = fast.validate(document)
        guard let (ok, violations) = try? s.libxml2Validation(of: document) else { return XCTFail("libxml2 failed", file: file, line: line) }
        let lib = ok && violations.isEmpty
        switch expected {
        case .valid:
            XCTAssertTrue(lib, "libxml2 rejects: \(violations.map(\.message))\n\(xml)", file: file, line: line)
            XCTAssertEqual(verdict, .valid, xml, file: file, line: line)
        case .invalid:
            XCTAssertFalse(lib, "libxml2 accepts\n\(xml)", file: file, line: line)
            XCTAssertEqual(verdict, .invalid, xml, file: file, line: line)
        case .undecided:
            if case .undecided = verdict {} else { XCTFail("expected undecided, got \(verdict)\n\(xml)", file: file, line: line) }
            if let libxml2Valid { XCTAssertEqual(lib, libxml2Valid, xml, file: file, line: line) }
        }
    }

    // MARK: constructs

    func testElementsAttributesAndNames() throws {
        let s = try grammar("""
            <element name="r">
              <a:documentation>Annotations are ignored.</a:documentation>
              <attribute name="id"/>
              <optional><attribute name="key"><text/></attribute></optional>
              <element><name>child</name><empty/></element>
            </element>
            """)
        check(s, #"<r id="1"><child/></r>"#, .valid)
        check(s, #"<r id="1" key="k"><child/></r>"#, .valid)
        check(s, #"<r key="k"><child/></r>"#, .invalid)                 // missing required attribute
        check(s, #"<r id="1" other="x"><child/></r>"#, .invalid)       // attribute not in the schema
        check(s, #"<r id="1"/>"#, .invalid)                            // missing required child
        check(s, #"<r id="1"><child/><child/></r>"#, .invalid)         // one child only
        check(s, #"<x id="1"><child/></x>"#, .invalid)                 // wrong root
        check(s, #"<r id="1"><child a="1"/></r>"#, .invalid)
        check(s, #"<r id="1"><child>text</child></r>"#, .invalid)      // text in an empty element
        check(s, "<r id=\"1\"><child>\n  </child></r>", .valid)        // whitespace is fine
        check(s, "<r id=\"1\"><!-- c --><child><!-- c --></child><?pi x?></r>", .valid)
    }

    func testChoiceGroupRepetition() throws {
        let s = try grammar("""
            <element name="r">
              <group><element name="a"><empty/></element><optional><element name="b"><empty/></element></optional></group>
              <zeroOrMore><choice><element name="c"><empty/></element><element name="d"><empty/></element></choice></zeroOrMore>
              <oneOrMore><element name="e"><empty/></element></oneOrMore>
            </element>
            """)
        check(s, "<r><a/><e/></r>", .valid)
        check(s, "<r><a/><b/><c/><d/><c/><e/><e/></r>", .valid)
        check(s, "<r><b/><a/><e/></r>", .invalid)          // order of a group
        check(s, "<r><a/><c/></r>", .invalid)              // oneOrMore needs one
        check(s, "<r><a/><e/><c/></r>", .invalid)          // c after e
        check(s, "<r><a/><b/><b/><e/></r>", .invalid)
    }

    func testInterleaveOfAttributesAndElements() throws {
        let s = try grammar("""
            <element name="r">
              <interleave>
                <attribute name="x"><data type="string"><param name="pattern">[0-9]+</param></data></attribute>
                <optional><attribute name="y"/></optional>
                <zeroOrMore><attribute><anyName><except><name>x</name><name>y</name></except></anyName><text/></attribute></zeroOrMore>
                <element name="a"><empty/></element>
                <zeroOrMore><element name="b"><empty/></element></zeroOrMore>
              </interleave>
            </element>
            """)
        check(s, #"<r x="1"><a/></r>"#, .valid)
        check(s, #"<r y="" x="12" z="q" w="w"><b/><a/><b/></r>"#, .valid)
        check(s, #"<r x="1a"><a/></r>"#, .invalid)          // a modelled name never falls to the wildcard
        check(s, #"<r y="1"><a/></r>"#, .invalid)
        check(s, #"<r x="1"><b/></r>"#, .invalid)
        check(s, #"<r x="1"><a/><a/></r>"#, .invalid)
    }

    func testAnyNameWithExcept() throws {
        let s = try grammar("""
            <element name="r">
              <zeroOrMore>
                <choice>
                  <element name="known"><attribute name="v"><value>ok</value></attribute></element>
                  <element>
                    <anyName><except><name>known</name><name>r</name></except></anyName>
                    <attribute name="key"/>
                    <zeroOrMore><attribute><anyName><except><name>key</name></except></anyName></attribute></zeroOrMore>
                    <zeroOrMore><choice><text/><ref name="any"/></choice></zeroOrMore>
                  </element>
                </choice>
              </zeroOrMore>
            </element>
            """, defines: """
            <define name="any"><element><anyName/><zeroOrMore><attribute><anyName/></attribute></zeroOrMore><zeroOrMore><choice><text/><ref name="any"/></choice></zeroOrMore></element></define>
            """)
        check(s, #"<r><known v="ok"/><future key="k" a="1">text<deep><deeper x="1">t</deeper></deep></future></r>"#, .valid)
        check(s, #"<r><known v="no"/></r>"#, .invalid)      // the wildcard excludes "known"
        check(s, #"<r><future a="1"/></r>"#, .invalid)      // key required
        check(s, #"<r><r key="k"/></r>"#, .invalid)
    }

    func testValues() throws {
        let s = try grammar("""
            <element name="r">
              <optional><attribute name="t"><choice><value>center</value><value>a b</value></choice></attribute></optional>
              <optional><attribute name="m"><choice><value>target</value><value></value></choice></attribute></optional>
              <optional><attribute name="b"><choice><value type="string">YES</value><value type="string">NO</value></choice></attribute></optional>
              <optional><attribute name="n"><choice><ref name="number"/><value>infinite</value></choice></attribute></optional>
            </element>
            """, defines: """
            <define name="number"><data type="string"><param name="pattern">[+\\-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+\\-]?[0-9]+)?</param></data></define>
            """)
        check(s, #"<r t="center"/>"#, .valid)
        check(s, #"<r t=" center "/>"#, .valid)              // token: whitespace normalised
        check(s, "<r t=\"a&#9; b\"/>", .valid)
        check(s, #"<r t="Center"/>"#, .invalid)
        check(s, #"<r m=""/>"#, .valid)
        check(s, #"<r m="  "/>"#, .valid)
        check(s, #"<r m="x"/>"#, .invalid)
        check(s, #"<r b="YES"/>"#, .valid)
        check(s, #"<r b=" YES"/>"#, .invalid)                // string: exact
        check(s, #"<r b="yes"/>"#, .invalid)
        for v in ["0", "-8", "+1.5", ".5", "5.", "1e3", "2.2250738585072014e-308", "infinite"] { check(s, "<r n=\"\(v)\"/>", .valid) }
        for v in ["", " 1", "1 ", "1e", ".", "-", "1,5", "auto", "Infinite"] { check(s, "<r n=\"\(v)\"/>", .invalid) }
    }

    func testDataTypes() throws {
        let s = try grammar("""
            <element name="r">
              <optional><attribute name="id"><data type="string"><param name="pattern">\\S+</param></data></attribute></optional>
              <optional><attribute name="key"><data type="string"><param name="minLength">1</param></data></attribute></optional>
              <optional><attribute name="p"><data type="decimal"><param name="minInclusive">0</param><param name="maxInclusive">1000</param></data></attribute></optional>
              <optional><attribute name="v"><data type="string"><param name="pattern">default|((widthClass|heightClass)=(compact|regular)|userInterfaceIdiom=[A-Za-z]+)(-((widthClass|heightClass)=(compact|regular)|userInterfaceIdiom=[A-Za-z]+))*</param></data></attribute></optional>
              <optional><attribute name="m"><data type="string"><param name="pattern">([0-9]+(\\.[0-9]*)?|\\.[0-9]+)[:/]([0-9]+(\\.[0-9]*)?|\\.[0-9]+)|[A-Z][a-z_0-9]*</param></data></attribute></optional>
            </element>
            """)
        for v in ["a", "tcQ-7v-A0S", "-1", "é", "name-outlet"] { check(s, "<r id=\"\(v)\"/>", .valid) }
        for v in ["", "a b", "a&#10;b", " a"] { check(s, "<r id=\"\(v)\"/>", .invalid) }
        check(s, #"<r key=" "/>"#, .valid)
        check(s, #"<r key=""/>"#, .invalid)
        for v in ["0", "-0", "-0.0", "1000", "1000.000", "249.99998474121094", "+5", ".5", "5.", " 5", "5 ", "0001000"] { check(s, "<r p=\"\(v)\"/>", .valid) }
        for v in ["1000.0001", "-1", "1001", "1e3", "high", "", ".", "5 5", "-0.5"] { check(s, "<r p=\"\(v)\"/>", .invalid) }
        // libxml2 refuses decimals of more than 24 digits; the fast validator leaves long ones to it.
        check(s, #"<r p="1.0000000000000000000000000000"/>"#, .undecided, libxml2Valid: false)
        check(s, #"<r p="0.123456789012345678901"/>"#, .undecided, libxml2Valid: true)
        for v in ["default", "widthClass=compact", "heightClass=regular-widthClass=compact", "userInterfaceIdiom=pad-widthClass=regular"] {
            check(s, "<r v=\"\(v)\"/>", .valid)
        }
        for v in ["widthClass=any", "default-widthClass=compact", "widthClass=compact-", "userInterfaceIdiom=", ""] {
            check(s, "<r v=\"\(v)\"/>", .invalid)
        }
        for v in ["16:9", "1/3", "1.5:.5", "Abc_1"] { check(s, "<r m=\"\(v)\"/>", .valid) }
        for v in ["16:", ":9", "abc", "1:2:3"] { check(s, "<r m=\"\(v)\"/>", .invalid) }
    }

    func testTextWhereAllowedAndNot() throws {
        let s = try grammar("""
            <element name="r">
              <element name="s"><optional><attribute name="k"/></optional><text/></element>
              <element name="list"><zeroOrMore><element name="i"><empty/></element></zeroOrMore></element>
              <element name="mixed"><zeroOrMore><choice><text/><element name="i"><empty/></element></choice></zeroOrMore></element>
            </element>
            """)
        check(s, "<r><s>text &amp; more</s><list><i/></list><mixed>a<i/>b<![CDATA[c]]><i/></mixed></r>", .valid)
        check(s, "<r><s/><list/><mixed/></r>", .valid)
        check(s, "<r><s> </s><list>\n  <i/>\n</list><mixed> </mixed></r>", .valid)
        check(s, "<r><s/><list>x<i/></list><mixed/></r>", .invalid)
        check(s, "<r><s/><list><i/>x</list><mixed/></r>", .invalid)
        check(s, "<r><s/><list><!-- c -->x</list><mixed/></r>", .invalid)
        check(s, "<r><s/><list><![CDATA[x]]></list><mixed/></r>", .invalid)
        check(s, "<r>x<s/><list/><mixed/></r>", .invalid)
        check(s, "<r><s><i/></s><list/><mixed/></r>", .invalid)
    }

    func testDefinesRecursionCombineAndIncludes() throws {
        let s = try schema([
            ("main.rng", """
                <grammar xmlns="http://relaxng.org/ns/structure/1.0">
                  <include href="parts.rng"/>
                  <start><ref name="node"/></start>
                  <define name="extra" combine="choice"><element name="two"><empty/></element></define>
                </grammar>
                """),
            ("parts.rng", """
                <grammar xmlns="http://relaxng.org/ns/structure/1.0" datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
                  <define name="node">
                    <element name="node">
                      <optional><attribute name="n"><data type="string"><param name="pattern">[0-9]+</param></data></attribute></optional>
                      <zeroOrMore><choice><ref name="node"/><ref name="extra"/></choice></zeroOrMore>
                    </element>
                  </define>
                  <define name="extra"><element name="one"><empty/></element></define>
                  <define name="unused"><element name="never"><empty/></element></define>
                </grammar>
                """),
        ])
        check(s, #"<node n="1"><node><node><one/><two/></node></node></node>"#, .valid)
        check(s, #"<node><three/></node>"#, .invalid)
        check(s, #"<node n="x"/>"#, .invalid)
        check(s, #"<never/>"#, .invalid)
        // Deep recursion.
        let deep = String(repeating: "<node>", count: 150) + String(repeating: "</node>", count: 150)
        check(s, deep, .valid)
    }

    func testNamespacedDocumentsAreLeftToLibxml2() throws {
        let s = try grammar(#"<element name="r"><zeroOrMore><attribute><anyName/></attribute></zeroOrMore></element>"#)
        check(s, #"<r xmlns="urn:x"/>"#, .undecided, libxml2Valid: false)
        check(s, #"<r xmlns:p="urn:x" p:a="1"/>"#, .undecided)
        check(s, #"<r xml:lang="en"/>"#, .undecided)
        check(s, #"<r lang="en"/>"#, .valid)
    }

    func testUnsupportedSchemasFailLoudlyAndLibxml2StillValidates() throws {
        let unsupported = [
            #"<element name="r"><list><data type="string"/></list></element>"#,
            #"<element name="r"><mixed><empty/></mixed></element>"#,
            #"<element><nsName ns="urn:x"/><empty/></element>"#,
            #"<element name="r"><attribute name="a"><data type="int"/></attribute></element>"#,
            #"<element name="r"><attribute name="a"><data type="string"><param name="pattern">\d+</param></data></attribute></element>"#,
            #"<element name="r"><attribute name="a"><data type="string"><param name="pattern">[0-9]{2}</param></data></attribute></element>"#,
            #"<element name="r"><attribute name="a"><data type="decimal"><param name="totalDigits">3</param></data></attribute></element>"#,
            #"<element name="r" ns="urn:x"><empty/></element>"#,
        ]
        for body in unsupported {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fast-rng-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let path = dir.appendingPathComponent("s.rng")
            try """
                <grammar xmlns="http://relaxng.org/ns/structure/1.0" datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
                  <start>\(body)</start>
                </grammar>
                """.write(to: path, atomically: true, encoding: .utf8)
            let s = try RelaxNGSchema(path: path.path)
            XCTAssertNil(s.fast, body)
            XCTAssertNotNil(s.fastLoadError, body)
            // Without the fast validator, libxml2 answers alone.
            let document = try XMLReader.parse(Array("<other/>".utf8)).document
            XCTAssertFalse(try s.violations(in: document).isEmpty, body)
        }
    }

    // MARK: the project's schema

    static let projectSchema: RelaxNGSchema? = try? RelaxNGSchema(path: repository.appendingPathComponent("schema/interface-builder.rng").path)

    func projectSchema() throws -> RelaxNGSchema {
        let s = try XCTUnwrap(Self.projectSchema)
        XCTAssertNotNil(s.fast, s.fastLoadError ?? "")
        return s
    }

    func sampleDocuments() throws -> [URL] {
        let root = Self.repository.appendingPathComponent("SampleDocuments")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
        return files.filter { ["storyboard", "xib"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    }

    func testSampleDocuments() throws {
        let s = try projectSchema()
        let files = try sampleDocuments()
        XCTAssertGreaterThan(files.count, 20)
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            check(s, text, url.lastPathComponent == "RuntimeAttributes.storyboard" ? .invalid : .valid)
        }
    }

    /// Realistic mistakes in a Cookbook storyboard: each must be rejected by both validators (or,
    /// for the documented open parts, accepted by both).
    func testMutationsOfARealDocument() throws {
        let s = try projectSchema()
        let url = Self.repository.appendingPathComponent("SampleDocuments/Cookbook/R02-stack-nested.storyboard")
        let original = try String(contentsOf: url, encoding: .utf8)
        check(s, original, .valid)
        func mutated(_ from: String, _ to: String, file: StaticString = #filePath, line: UInt = #line) -> String {
            XCTAssertTrue(original.contains(from), "no \(from)", file: file, line: line)
            return original.replacingOccurrences(of: from, with: to)
        }
        let label = #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left""#
        let frame = #"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#
        // Open by design: unknown attributes and keyed elements.
        check(s, mutated(label, label + #" someFutureAttribute="anything""#), .valid)
        check(s, mutated(frame, frame + #"<futureThing key="futureProperty" flag="YES"/>"#), .valid)
        check(s, mutated(#"multiplier="1:1""#, #"multiplier="16:9""#), .valid)
        check(s, mutated(#"horizontalHuggingPriority="251""#, #"horizontalHuggingPriority="250.5""#), .valid)
        // Mistakes.
        check(s, mutated(label, label.replacingOccurrences(of: #"contentMode="left""#, with: #"contentMode="stretch""#)), .invalid)
        check(s, mutated(#"userInteractionEnabled="NO""#, #"userInteractionEnabled="no""#), .invalid)
        check(s, mutated(frame, #"<rect key="frame" x="0.0" y="0.0" width="wide" height="852"/>"#), .invalid)
        check(s, mutated(frame, #"<rect key="frame" x="0.0" y="0.0" width="393"/>"#), .invalid)
        check(s, mutated(frame, #"<rect key="frame" x="0.0" y="0.0" z="1" width="393" height="852"/>"#), .invalid)
        check(s, mutated(#"horizontalHuggingPriority="251""#, #"horizontalHuggingPriority="1001""#), .invalid)
        check(s, mutated(#"horizontalHuggingPriority="251""#, #"horizontalHuggingPriority="low""#), .invalid)
        check(s, mutated(#" id="oSb-Ij-nc9""#, ""), .invalid)                                 // a view without id
        check(s, mutated(#"multiplier="1:1""#, #"multiplier="abc""#), .invalid)
        check(s, mutated(#"<constraint firstAttribute="height" secondItem="PnF-1V-YsM" secondAttribute="width""#,
                         #"<constraint firstAttribute="height" secondItem="PnF-1V-YsM""#), .invalid)
        check(s, mutated("<subviews>", "<subviews>some text"), .invalid)                      // text where not allowed
        check(s, mutated("<subviews>", #"<subviews><thing flag="YES"/>"#), .invalid)          // open element without key or id
        check(s, mutated("<subviews>", #"<subviews><rect key="frame" x="0" y="0" width="1" height="1"/>"#), .invalid)
        check(s, mutated(frame, frame + #"<constraint firstAttribute="height" constant="8" id="zzz-zz-zzz"/>"#), .invalid) // wrong place
        let dependencies = original[original.range(of: "<dependencies>")!.lowerBound..<original.range(of: "</dependencies>")!.upperBound]
        check(s, original.replacingOccurrences(of: String(dependencies), with: ""), .invalid)  // missing required child
        check(s, mutated("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"), .invalid)
        check(s, mutated("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.XIB"), .invalid) // xib type needs <objects>
        check(s, mutated(#"targetRuntime="iOS.CocoaTouch""#, #"targetRuntime="iOS""#), .invalid)
        check(s, mutated(#"sceneID="mLY-Sn-bkl""#, ""), .invalid)
        check(s, mutated(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
                         #"<fontDescription key="fontDescription" type="bold" pointSize="17"/>"#), .invalid)
        check(s, original.replacingOccurrences(of: "<document ", with: "<archive ").replacingOccurrences(of: "</document>", with: "</archive>"), .invalid)
    }

    /// Sessions are pooled per thread of work; concurrent validations give the sequential answers.
    func testConcurrentValidationsAgree() throws {
        let s = try projectSchema()
        let fast = try XCTUnwrap(s.fast)
        let documents = try sampleDocuments().map { try XMLReader.parse(Array(try Data(contentsOf: $0))).document }
        let expected = documents.map { fast.validate($0) }
        let results = ResultBox(count: documents.count * 8)
        DispatchQueue.concurrentPerform(iterations: documents.count * 8) { i in
            results.set(i, fast.validate(documents[i % documents.count]))
        }
        for i in 0..<documents.count * 8 { XCTAssertEqual(results.get(i), expected[i % documents.count]) }
    }

    final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [FastRelaxNG.Verdict?]
        init(count: Int) { items = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ v: FastRelaxNG.Verdict) { lock.lock(); items[i] = v; lock.unlock() }
        func get(_ i: Int) -> FastRelaxNG.Verdict? { lock.lock(); defer { lock.unlock() }; return items[i] }
    }

    func testXSDPatternsAndDecimals() throws {
        let p = try XSDPattern(#"[+\-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+\-]?[0-9]+)?%?"#)
        for v in ["1", "-1.5", "+.5", "4.58%", "1e-3", "0."] { XCTAssertTrue(p.matches(v), v) }
        for v in ["", "%", "1%%", "e3", "1.5.5", "１"] { XCTAssertFalse(p.matches(v), v) }
        let any = try XSDPattern(#"\S+"#)
        XCTAssertTrue(any.matches("añ€😀"))
        XCTAssertFalse(any.matches("a\tb"))
        XCTAssertThrowsError(try XSDPattern(#"\w+"#))
        XCTAssertThrowsError(try XSDPattern("(a"))
        XCTAssertEqual(RNGDecimal("-0"), RNGDecimal("0.000"))
        XCTAssertLessThan(RNGDecimal("-1")!, RNGDecimal("0")!)
        XCTAssertLessThan(RNGDecimal("999.9999")!, RNGDecimal("1000")!)
        XCTAssertLessThan(RNGDecimal("-1000.5")!, RNGDecimal("-1000")!)
        XCTAssertNil(RNGDecimal("1e3"))
        XCTAssertEqual(RNGText.normalized("  a \t\n b  "), "a b")
    }

    // MARK: deferred loading and the signature cache

    /// The schema nibtool ships is loaded deferred: nothing is compiled on the caller's thread,
    /// libxml2 compiles its copy at the first document the fast validator does not find valid,
    /// and the messages are the same as with a schema compiled up front.
    func testDeferredSchemaGivesTheSameViolationsAsAnEagerOne() throws {
        let path = Self.repository.appendingPathComponent("schema/interface-builder.rng").path
        let eager = try projectSchema()
        let deferred = try RelaxNGSchema(path: path, deferred: true)
        let sample = Self.repository.appendingPathComponent("SampleDocuments/Cookbook/R02-stack-nested.storyboard")
        let valid = try XMLReader.read(path: sample.path).document
        XCTAssertEqual(try deferred.violations(in: valid), [])
        // A misspelt element: libxml2 must be compiled now to write the message.
        let text = try String(contentsOf: sample, encoding: .utf8).replacingOccurrences(of: "<subviews>", with: "<subveiws>").replacingOccurrences(of: "</subviews>", with: "</subveiws>")
        let invalid = try XMLReader.parse(Array(text.utf8)).document
        let fromDeferred = try deferred.violations(in: invalid)
        XCTAssertFalse(fromDeferred.isEmpty)
        XCTAssertEqual(fromDeferred, try eager.violations(in: invalid))
        XCTAssertNotNil(deferred.fast)
        XCTAssertNil(deferred.fastLoadError)
    }

    /// A deferred schema that neither validator can compile answers every document with one
    /// violation saying so (nibtool reports it on each file) instead of stopping.
    func testDeferredSchemaThatDoesNotCompileReportsItOnEachDocument() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fast-rng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("broken.rng")
        try "<grammar xmlns=\"http://relaxng.org/ns/structure/1.0\"><start><ref name=\"missing\"/></start></grammar>"
            .write(to: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try RelaxNGSchema(path: path.path))
        let deferred = try RelaxNGSchema(path: path.path, deferred: true)
        let document = try XMLReader.parse(Array("<document/>".utf8)).document
        let violations = try deferred.violations(in: document)
        XCTAssertEqual(violations.count, 1)
        XCTAssertTrue(violations.first?.message.contains("does not compile") ?? false, "\(violations)")
    }

    /// Attribute value signatures are cached per session across documents: a value judged once
    /// must not leak its verdict to another value or another attribute name.
    func testCachedSignaturesKeepValuesAndNamesApart() throws {
        let s = try grammar("""
            <element name="r"><zeroOrMore><element name="e">
              <optional><attribute name="a"><choice><value>x</value><value>y</value></choice></attribute></optional>
              <optional><attribute name="b"><choice><value>z</value></choice></attribute></optional>
              <optional><attribute name="c"><choice><value>z</value><data type="decimal"/></choice></attribute></optional>
            </element></zeroOrMore></element>
            """)
        for _ in 0..<3 {
            check(s, "<r><e a=\"x\"/><e a=\"y\" b=\"z\"/></r>", .valid)
            check(s, "<r><e a=\"x\"/><e a=\"z\"/></r>", .invalid)
            check(s, "<r><e b=\"z\"/><e b=\"x\"/></r>", .invalid)
        }
        // Many distinct values through one session (more than the cache holds) keep their verdicts.
        var many = "<r>"
        for i in 0..<20_000 { many += "<e a=\"\(i % 2 == 0 ? "x" : "y")\" c=\"\(i)\"/>" }
        check(s, many + "</r>", .valid)
        check(s, many + "<e c=\"1e5\"/></r>", .invalid)
        check(s, many + "<e a=\"w\"/></r>", .invalid)
    }
}
