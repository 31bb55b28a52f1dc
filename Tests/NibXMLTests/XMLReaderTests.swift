import XCTest
@testable import NibXML

final class XMLReaderTests: XCTestCase {
    let sample = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="t" a="x &amp; y">
        <!--Scene-->
        <scene sceneID="s1">
            <string key="text">Line one
    line two &gt; three</string>
            <empty/>
        </scene>
    </document>

    """

    func parse(_ s: String) throws -> XMLDocument { try XMLReader.parse(Array(s.utf8)).document }

    func testElementsKeepLinesColumnsAndDecodedValues() throws {
        let doc = try parse(sample)
        XCTAssertEqual(doc.root.name, "document")
        XCTAssertEqual(doc.root.line, 2)
        XCTAssertEqual(doc.root.column, 1)
        XCTAssertEqual(doc.root[attribute: "a"], "x & y")
        let scene = try XCTUnwrap(doc.root.child("scene"))
        XCTAssertEqual(scene.line, 4)
        XCTAssertEqual(scene.column, 5)
        XCTAssertEqual(scene.child("string", key: "text")?.text, "Line one\nline two > three")
        XCTAssertEqual(scene.child("empty")?.isSelfClosing, true)
        XCTAssertEqual(doc.root.content.first, .comment("Scene"))
        let attr = try XCTUnwrap(doc.root.attribute(named: "a"))
        XCTAssertEqual(String(decoding: doc.bytes[attr.valueRange], as: UTF8.self), "x &amp; y")
        XCTAssertEqual(doc.declaration, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    }

    /// Lines and columns after attribute values and text that span lines (the scanner skips
    /// them with memchr), namespace declarations left out of the attributes, and more distinct
    /// names than the name table starts with.
    func testPositionsAfterMultiLineValuesAndManyDistinctNames() throws {
        var text = "<root xmlns=\"urn:x\" xmlns:ib=\"urn:y\" note=\"one\ntwo\nthree\">\n"
        for i in 0..<300 { text += "  <e\(i) a\(i)=\"v\(i)\" b=\"\(i % 2 == 0 ? "p\nq" : "r")\"/>\n" }
        text += "  <last\n     x=\"1\"/>\n</root>\n"
        let doc = try parse(text)
        XCTAssertEqual(doc.root.attributes.map(\.name), ["note"])
        XCTAssertEqual(doc.root[attribute: "note"], "one two three")   // attribute-value normalisation
        let children = doc.root.children
        XCTAssertEqual(children.count, 301)
        var line = 4   // the root's value spans lines 1-3
        for (i, e) in children.prefix(300).enumerated() {
            XCTAssertEqual(e.name, "e\(i)")
            XCTAssertEqual(e[attribute: "a\(i)"], "v\(i)")
            XCTAssertEqual(e.line, line, "e\(i)")
            XCTAssertEqual(e.column, 3, "e\(i)")
            let attr = try XCTUnwrap(e.attribute(named: "a\(i)"))
            XCTAssertEqual(String(decoding: doc.bytes[attr.valueRange], as: UTF8.self), "v\(i)")
            line += i % 2 == 0 ? 2 : 1
        }
        XCTAssertEqual(children[300].name, "last")
        XCTAssertEqual(children[300].line, line)
        XCTAssertEqual(children[300][attribute: "x"], "1")
    }

    func testUneditedDocumentIsWrittenBackByteForByte() throws {
        let doc = try parse(sample)
        XCTAssertEqual(try DocumentEditor(doc).apply(), doc.bytes)
        XCTAssertEqual(XcodeXMLWriter.write(doc), doc.bytes)
    }

    func testMissingTrailingNewlineIsPreserved() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n    <a b=\"1\"/>\n</document>"
        let doc = try parse(text)
        XCTAssertFalse(doc.endsWithNewline)
        XCTAssertEqual(XcodeXMLWriter.write(doc), doc.bytes)
    }

    func testMalformedInputReportsLibxml2LineAndColumn() {
        XCTAssertThrowsError(try parse("<?xml version=\"1.0\"?>\n<document>\n    <a b=\"1>\n</document>\n")) { error in
            let e = error as! XMLParseError
            XCTAssertEqual(e.kind, .malformed)
            XCTAssertGreaterThanOrEqual(e.line, 3, "\(e)")
            // libxml2's first error, the cause ("Couldn't find end of Start Tag" follows from it).
            XCTAssertTrue(e.message.contains("Unescaped '<' not allowed in attributes values"), e.message)
        }
        XCTAssertThrowsError(try parse("<document>\n    <a>\n    </b>\n</document>\n")) { error in
            let e = error as! XMLParseError
            XCTAssertEqual(e.line, 3, "\(e)")
            XCTAssertTrue(e.message.contains("mismatch"), e.message)
        }
    }

    func testEmptyAndWhitespaceFilesAreMalformed() {
        for text in ["", "   \n\n"] {
            XCTAssertThrowsError(try parse(text)) { XCTAssertEqual(($0 as! XMLParseError).message, "the file is empty") }
        }
    }

    func testBinaryGarbageIsMalformed() {
        var g = SystemRandomNumberGenerator()
        let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &g) }
        XCTAssertThrowsError(try XMLReader.parse(bytes)) { XCTAssertEqual(($0 as! XMLParseError).kind, .malformed) }
    }

    func testTruncatedDocumentIsMalformed() {
        let cut = String(sample.prefix(sample.count / 2))
        XCTAssertThrowsError(try parse(cut)) { XCTAssertEqual(($0 as! XMLParseError).kind, .malformed) }
    }

    func testInvalidUTF8IsMalformed() {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document a=\"".utf8)
        bytes += [0xC3, 0x28, 0xFF]
        bytes += Array("\"/>\n".utf8)
        XCTAssertThrowsError(try XMLReader.parse(bytes)) { error in
            let e = error as! XMLParseError
            XCTAssertEqual(e.kind, .malformed)
            XCTAssertEqual(e.line, 2)
        }
    }

    func testBillionLaughsIsRefusedQuickly() {
        var dtd = "<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for i in 1...9 { dtd += "<!ENTITY lol\(i) \"" + String(repeating: "&lol\(i == 1 ? "" : String(i - 1));", count: 10) + "\">\n" }
        let text = "<?xml version=\"1.0\"?>\n" + dtd + "]>\n<document>&lol9;</document>\n"
        let start = Date()
        XCTAssertThrowsError(try parse(text)) { error in
            XCTAssertTrue([.unsupportedFeature, .limitExceeded, .malformed].contains((error as! XMLParseError).kind))
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testExternalEntityIsNeverRead() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-xxe-\(UUID().uuidString).txt")
        try "TOP-SECRET".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY xxe SYSTEM \"file://\(secret.path)\">]>\n<document a=\"&xxe;\">&xxe;</document>\n"
        XCTAssertThrowsError(try parse(text)) { error in
            let e = error as! XMLParseError
            XCTAssertFalse(e.message.contains("TOP-SECRET"))
            XCTAssertEqual(e.line, 2, "\(e)")
            XCTAssertEqual(e.kind, .unsupportedFeature)
        }
    }

    func testDeepNestingIsALimitNotACrash() {
        let depth = 100_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        XCTAssertThrowsError(try parse(text)) { XCTAssertEqual(($0 as! XMLParseError).kind, .limitExceeded) }
    }

    func testOwnDepthLimitApplies() {
        let text = String(repeating: "<a>", count: 50) + String(repeating: "</a>", count: 50)
        XCTAssertThrowsError(try XMLReader.parse(Array(text.utf8), limits: ParseLimits(maxDepth: 20))) {
            XCTAssertEqual(($0 as! XMLParseError).kind, .limitExceeded)
        }
        XCTAssertNoThrow(try XMLReader.parse(Array(text.utf8), limits: ParseLimits(maxDepth: 60)))
    }

    func testOversizedFileIsRefusedBeforeItIsRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-big-\(UUID().uuidString).xml")
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 200 << 20) // a sparse 200 MB file
        try handle.close()
        XCTAssertThrowsError(try XMLReader.read(path: url.path)) { error in
            // A file over the size limit is an input that is not read (`unreadable-input`, issue #30).
            let e = error as! XMLParseError
            XCTAssertEqual(e.kind, .unreadable)
            XCTAssertTrue(e.message.contains("200 MB"), e.message)
        }
    }

    func testMissingFileAndDirectoryAreUnreadable() {
        XCTAssertThrowsError(try XMLReader.read(path: "/nonexistent/file.storyboard")) {
            XCTAssertEqual(($0 as! XMLParseError).kind, .unreadable)
        }
        XCTAssertThrowsError(try XMLReader.read(path: NSTemporaryDirectory())) {
            XCTAssertEqual(($0 as! XMLParseError).kind, .unreadable)
        }
    }

    func testDocumentsCanBeReadFromManyThreadsAtOnce() throws {
        let bytes = Array(sample.utf8)
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let doc = try? XMLReader.parse(bytes).document
            XCTAssertEqual(doc?.elementCount, 4)
        }
    }
}

/// Issue #30: libxml2's limits reported as themselves, where libxml2 found them.
final class LibxmlLimitTests: XCTestCase {
    func testAnAttributeOverLibxmlsLimitIsReportedAsTheLimitAtItsLine() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n<scenes>\n<scene sceneID=\"a\" x=\""
            + String(repeating: "a", count: 10_000_001) + "\"/>\n</scenes>\n</document>\n"
        XCTAssertThrowsError(try XMLReader.parse(Array(text.utf8))) { error in
            let e = error as! XMLParseError
            XCTAssertEqual(e.kind, .limitExceeded, e.message)
            XCTAssertTrue(e.message.contains("10,000,000 bytes"), e.message)
            XCTAssertEqual(e.line, 4, "libxml2 stops on the attribute's line, not at the end of the document")
            XCTAssertFalse(e.message.contains("Extra content"), e.message)
        }
    }

    func testLibxmlMessagesAreOneLine() {
        let bytes: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document a=\"".utf8) + [0xFF, 0xFE] + Array("\">\n</document>\n".utf8)
        XCTAssertThrowsError(try XMLReader.parse(bytes)) { error in
            let e = error as! XMLParseError
            XCTAssertEqual(e.kind, .malformed)
            XCTAssertFalse(e.message.contains("\n"), e.message)
            XCTAssertTrue(e.message.contains("Bytes: 0xFF"), e.message)
            XCTAssertEqual(e.line, 2)
        }
    }
}
