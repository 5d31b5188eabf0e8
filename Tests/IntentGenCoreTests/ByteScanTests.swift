import XCTest

@_spi(SwiftImport) @testable import IntentGenCore

/// Texts that are ASCII are read on their bytes, others by characters or scalars: both readings
/// must give the same result. `SwiftNames.placeholders(in:)` must find what a reading by
/// characters finds; `PlistWriter.escaped(_:)` must escape every ASCII character as the XML of an
/// `.intentdefinition` needs it, alone and beside other text.
final class ByteScanTests: XCTestCase {
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

    /// Each ASCII character as the property list writes it.
    private func written(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case 0x09, 0x0A, 0x20..<0x7F: String(UnicodeScalar(byte))
        // CR and DEL are XML characters, written as references; the other controls are not.
        case 0x0D, 0x7F: "&#x\(String(byte, radix: 16, uppercase: true));"
        default: "\u{FFFD}"
        }
    }

    func testThePropertyListEscapesEachASCIICharacter() {
        for byte in UInt8(0)..<0x80 {
            let character = String(UnicodeScalar(byte))
            for (text, expected) in [
                (character, written(byte)), ("a\(character)b", "a\(written(byte))b"),
                ("é\(character)", "é\(written(byte))"),
            ] {
                var writer = PlistWriter()
                writer.escaped(text)
                XCTAssertEqual(writer.out, expected, "byte \(byte) in \(text.debugDescription)")
            }
        }
    }
}
