import Foundation
import NibSupport
import XCTest

/// Strings in every JSON report: escaped exactly where JSON requires it and copied whole
/// elsewhere, whatever Characters the runs between escapes cut through.
final class JSONValueTests: XCTestCase {
    func testStringsAreEscapedAsJSONRequires() {
        XCTAssertEqual(JSONValue.string("").serialized(), "\"\"")
        XCTAssertEqual(JSONValue.string("plain").serialized(), "\"plain\"")
        XCTAssertEqual(JSONValue.string("a\"b\\c\nd\re\tf\u{1}g").serialized(), "\"a\\\"b\\\\c\\nd\\re\\tf\\u0001g\"")
        XCTAssertEqual(JSONValue.string("\u{1F}").serialized(), "\"\\u001f\"")
        XCTAssertEqual(JSONValue.string("\"").serialized(), "\"\\\"\"")
    }

    func testStringsRoundTripThroughAJSONParser() throws {
        let samples = ["Frame for \"View\" will be different", "\"\u{301}quoted accent", "x\n\u{301}", "Ünïcødé 👩‍👩‍👧 \"ok\"",
                       "\\\u{300}", String(repeating: "long \"run\" ", count: 1000), "\u{0}\u{7}\u{1B}", "tab\there"]
        for s in samples {
            let text = JSONValue.array([.string(s)]).serialized()
            let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String], text)
            XCTAssertEqual(parsed, [s], text)
        }
    }
}
