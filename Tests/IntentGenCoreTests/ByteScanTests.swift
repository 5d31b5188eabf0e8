import XCTest

@_spi(SwiftImport) @testable import IntentGenCore

/// Texts that are ASCII are read on their bytes, others by characters or scalars: both readings
/// must give the same result. `SwiftNames.placeholders(in:)` must find in an ASCII text what it
/// finds reading it by characters; `PlistWriter.escaped(_:)` must escape every ASCII character as
/// the XML of an `.intentdefinition` needs it, alone and beside other text.
final class ByteScanTests: XCTestCase {
    func testExamples() {
        XCTAssertEqual(SwiftNames.placeholders(in: "Order ${size} ${drink}"), ["size", "drink"])
        XCTAssertEqual(SwiftNames.placeholders(in: "$${a}}${b"), ["a"])
        XCTAssertEqual(SwiftNames.placeholders(in: "${}"), [""])
        XCTAssertEqual(SwiftNames.placeholders(in: "no placeholders"), [])
        // A combining mark joins the brace before it into another character.
        XCTAssertEqual(SwiftNames.placeholders(in: "${\u{301}a}"), [])
        XCTAssertEqual(SwiftNames.placeholders(in: "${a\r\nb}"), ["a\r\nb"])
    }

    /// An ASCII text is read on its bytes; the same text with a letter that is not ASCII after
    /// it (which ends no placeholder and starts none) is read by characters. Both must agree.
    func testASCIIIsReadAsCharactersAre() {
        let ascii: [String] = ["$", "{", "}", "a", "\r", "\n", " "]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<10_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let text = (0..<length).map { _ in ascii.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(
                SwiftNames.placeholders(in: text), SwiftNames.placeholders(in: text + "é"), text.debugDescription)
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
