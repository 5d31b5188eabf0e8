import XCTest

@_spi(SwiftImport) @testable import IntentGenCore

/// `SwiftNames.placeholders(in:)` reads an ASCII text byte by byte and any other text character
/// by character; both must find what a reading by characters finds.
final class PlaceholderScanTests: XCTestCase {
    /// The reading by characters, as the definition of the result.
    private func byCharacters(_ text: String) -> [String] {
        var names: [String] = []
        let characters = Array(text)
        var index = 0
        while index + 1 < characters.count {
            guard characters[index] == "$", characters[index + 1] == "{" else {
                index += 1
                continue
            }
            guard let end = characters[(index + 2)...].firstIndex(of: "}") else { break }
            names.append(String(characters[(index + 2)..<end]))
            index = end + 1
        }
        return names
    }

    func testExamples() {
        XCTAssertEqual(SwiftNames.placeholders(in: "Order ${size} ${drink}"), ["size", "drink"])
        XCTAssertEqual(SwiftNames.placeholders(in: "$${a}}${b"), ["a"])
        XCTAssertEqual(SwiftNames.placeholders(in: "${}"), [""])
        XCTAssertEqual(SwiftNames.placeholders(in: "no placeholders"), [])
        // A combining mark joins the brace before it into another character.
        XCTAssertEqual(SwiftNames.placeholders(in: "${\u{301}a}"), [])
        XCTAssertEqual(SwiftNames.placeholders(in: "${a\r\nb}"), ["a\r\nb"])
    }

    func testAgreesWithReadingByCharacters() {
        let ascii: [String] = ["$", "{", "}", "a", "\r", "\n", " "]
        let other = ascii + ["é", "\u{301}", "日"]
        var generator = SystemRandomNumberGenerator()
        for alphabet in [ascii, other] {
            for _ in 0..<5_000 {
                let length = Int.random(in: 0...12, using: &generator)
                let text = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
                XCTAssertEqual(SwiftNames.placeholders(in: text), byCharacters(text), text.debugDescription)
            }
        }
    }
}
