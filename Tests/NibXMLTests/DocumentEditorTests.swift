import XCTest
@testable import NibXML

final class DocumentEditorTests: XCTestCase {
    let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document>
        <view contentMode="scaleToFill" misplaced="YES" id="a1">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <constraints>
                <constraint firstAttribute="width" constant="10" id="c1"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" id="a2"/>
    </document>

    """

    func edit(_ body: (inout DocumentEditor, XMLDocument) -> Void) throws -> String {
        let doc = try XMLReader.parse(Array(text.utf8)).document
        var editor = DocumentEditor(doc)
        body(&editor, doc)
        return String(decoding: try editor.apply(), as: UTF8.self)
    }

    func element(_ doc: XMLDocument, id: String) -> XMLElement {
        doc.allElements.first { $0[attribute: "id"] == id }!
    }

    func testChangingAnAttributeTouchesOnlyItsValue() throws {
        let out = try edit { e, doc in
            let rect = element(doc, id: "a1").child("rect")!
            e.setAttribute("x", to: "16", on: rect)
        }
        XCTAssertEqual(out, text.replacingOccurrences(of: "x=\"0.0\" y=\"0.0\" width=\"10\"", with: "x=\"16\" y=\"0.0\" width=\"10\""))
    }

    func testRemovingAndInsertingAttributes() throws {
        let out = try edit { e, doc in
            e.removeAttribute("misplaced", from: element(doc, id: "a1"))
            e.setAttribute("ambiguous", to: "YES", on: element(doc, id: "a2"), after: ["contentMode"])
            e.setAttribute("userLabel", to: "Say \"hi\" & <bye>", on: element(doc, id: "a2"))
        }
        XCTAssertTrue(out.contains("<view contentMode=\"scaleToFill\" id=\"a1\">"), out)
        XCTAssertTrue(out.contains("<view contentMode=\"scaleToFill\" ambiguous=\"YES\" id=\"a2\" userLabel=\"Say &quot;hi&quot; &amp; &lt;bye&gt;\"/>"), out)
    }

    func testInsertingChildren() throws {
        let out = try edit { e, doc in
            let constraints = element(doc, id: "a1").child("constraints")!
            e.insertChild("<constraint firstAttribute=\"height\" constant=\"10\" id=\"c0\"/>", into: constraints, before: constraints.children.first)
            e.insertChild("<constraint firstAttribute=\"height\" constant=\"12\" id=\"c2\"/>", into: constraints)
            e.insertChild("<rect key=\"frame\" x=\"1\" y=\"2\" width=\"3\" height=\"4\"/>", into: element(doc, id: "a2"))
        }
        XCTAssertTrue(out.contains("""
                    <constraints>
                        <constraint firstAttribute="height" constant="10" id="c0"/>
                        <constraint firstAttribute="width" constant="10" id="c1"/>
                        <constraint firstAttribute="height" constant="12" id="c2"/>
                    </constraints>
            """), out)
        XCTAssertTrue(out.contains("""
            <view contentMode="scaleToFill" id="a2">
                    <rect key="frame" x="1" y="2" width="3" height="4"/>
                </view>
            """), out)
        // The result is still well-formed and regenerates identically (it is in Xcode's format).
        let reparsed = try XMLReader.parse(Array(out.utf8)).document
        XCTAssertEqual(XcodeXMLWriter.write(reparsed), reparsed.bytes)
    }

    func testRemovingAnElementRemovesItsLine() throws {
        let out = try edit { e, doc in e.removeElement(element(doc, id: "c1")) }
        XCTAssertFalse(out.contains("c1"))
        XCTAssertTrue(out.contains("<constraints>\n        </constraints>"), out)
    }

    func testOverlappingEditsAreRefused() throws {
        let doc = try XMLReader.parse(Array(text.utf8)).document
        var e = DocumentEditor(doc)
        let a1 = element(doc, id: "a1")
        e.removeElement(a1)
        e.setAttribute("x", to: "1", on: a1.child("rect")!)
        XCTAssertThrowsError(try e.apply())
    }
}
