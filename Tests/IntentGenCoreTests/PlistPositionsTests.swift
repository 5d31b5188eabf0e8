import Foundation
import XCTest

@testable import IntentGenCore

/// `PlistXML.readDocument` keeps the line and column of every element: a value's start tag, and for
/// a dictionary's value its `<key>`.
final class PlistPositionsTests: XCTestCase {
    func place(_ node: PlistPositions.Node?) -> String {
        node.map { "\($0.line):\($0.column)" } ?? "-"
    }

    func testEveryElementHasTheLineAndColumnOfItsStartTagOrKey() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>INIntents</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>INIntentName</key>
            \t\t\t<string>Order</string>
            \t\t</dict>
            \t\t<string>x</string>  <integer>5</integer>
            \t</array>
            \t<key>Empty</key><dict/>
            </dict>
            </plist>
            """
        let document = try PlistXML.readDocument(Array(text.utf8))
        XCTAssertEqual(document.value, try PlistXML.read(Array(text.utf8)), "positions change nothing in the value")
        let positions = document.positions
        let root = positions.root
        XCTAssertEqual(place(root), "3:1")
        let rootKeys = try XCTUnwrap(document.value.dictionary).keys.sorted()
        let intents = positions.entry("INIntents", of: root, sortedKeys: rootKeys)
        XCTAssertEqual(place(intents), "4:2", "a dictionary's value is placed at its <key>")
        XCTAssertEqual(place(positions.entry("Empty", of: root, sortedKeys: rootKeys)), "12:2")
        XCTAssertNil(positions.entry("Absent", of: root, sortedKeys: rootKeys))
        let first = positions.item(0, of: intents)
        XCTAssertEqual(place(first), "6:3")
        XCTAssertEqual(place(positions.item(1, of: intents)), "10:3")
        XCTAssertEqual(place(positions.item(2, of: intents)), "10:23", "two elements on one line")
        XCTAssertNil(positions.item(3, of: intents))
        XCTAssertEqual(place(positions.entry("INIntentName", of: first, sortedKeys: ["INIntentName"])), "7:4")
        XCTAssertNil(positions.item(0, of: positions.item(1, of: intents)), "a scalar has no children")
    }

    func testColumnsCountCharactersAfterAByteOrderMarkAndEveryLineBreakCounts() throws {
        // BOM, CRLF, a lone CR, and non-ASCII text before an element on the same line.
        let text = "\u{FEFF}<plist>\r\n<dict>\r<key>é</key><string>日本</string><key>b</key>\n<array><true/></array>\n</dict></plist>"
        let document = try PlistXML.readDocument(Array(text.utf8))
        let positions = document.positions
        XCTAssertEqual(place(positions.root), "2:1")
        let keys = ["b", "é"]
        XCTAssertEqual(try XCTUnwrap(document.value.dictionary).keys.sorted(), keys)
        XCTAssertEqual(place(positions.entry("é", of: positions.root, sortedKeys: keys)), "3:1")
        XCTAssertEqual(place(positions.entry("b", of: positions.root, sortedKeys: keys)), "3:32", "é and 日本 are one column each")
        XCTAssertEqual(place(positions.item(0, of: positions.entry("b", of: positions.root, sortedKeys: keys))), "4:8")
    }

    func testARepeatedKeyIsPlacedAtItsLastValueLikeTheValueItKeeps() throws {
        let text = "<dict>\n<key>a</key><integer>1</integer>\n<key>a</key><integer>2</integer>\n</dict>"
        let document = try PlistXML.readDocument(Array(text.utf8))
        XCTAssertEqual(document.value, .dictionary(["a": .integer(2)]))
        XCTAssertEqual(place(document.positions.entry("a", of: document.positions.root, sortedKeys: ["a"])), "3:1")
    }

    func testADocumentReadWithoutPositionsHasNone() {
        let positions = PlistPositions()
        XCTAssertNil(positions.root)
        XCTAssertNil(positions.item(0, of: positions.root))
        XCTAssertNil(PlistDocument(value: .array([])).positions.root)
    }

    func testParseErrorsHaveALineAndColumn() {
        let text = "<plist>\n\t<dict>\n\t\t<key>a</key><strin>x</strin>\n\t</dict>\n</plist>"
        XCTAssertThrowsError(try PlistXML.readDocument(Array(text.utf8))) { error in
            let parseError = error as? PlistXML.ParseError
            XCTAssertEqual(parseError?.line, 3)
            XCTAssertEqual(parseError?.column, 15, "\(error)")
        }
    }

    /// Positions are compact: 12 bytes per element and 4 per container, whatever the text.
    func testPositionsTakeTwelveBytesPerElement() throws {
        var text = "<plist><array>\n"
        for index in 0..<1000 {
            text += "\t<dict><key>name</key><string>item \(index)</string><key>n</key><integer>\(index)</integer></dict>\n"
        }
        text += "</array></plist>\n"
        let positions = try PlistXML.readDocument(Array(text.utf8)).positions
        XCTAssertEqual(MemoryLayout<PlistPositions.Node>.stride, 12)
        // 1,000 dictionaries with 2 values each; 1,001 containers.
        XCTAssertEqual(positions.byteCount, 3000 * 12 + 1001 * 4)
        XCTAssertEqual(place(positions.item(999, of: positions.root)), "1001:2")
    }
}
