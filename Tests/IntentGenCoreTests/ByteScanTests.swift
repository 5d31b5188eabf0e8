import Foundation
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
            // Texts of 8 bytes and more are scanned a word at a time: the byte at every place of a word.
            let long = (0..<17).map { offset in
                let (before, after) = (String(repeating: "a", count: offset), "bcdefghijklmnopq")
                return (before + character + after, before + written(byte) + after)
            }
            for (text, expected) in [
                (character, written(byte)), ("a\(character)b", "a\(written(byte))b"),
                ("é\(character)", "é\(written(byte))"),
            ] + long {
                var writer = PlistWriter()
                writer.escaped(text)
                XCTAssertEqual(writer.out, expected, "byte \(byte) in \(text.debugDescription)")
            }
        }
    }

    /// Every quoted form (JSON of a String Catalog and of the schema, YAML; `.strings` alike) escapes
    /// only `\\` and `"` of the printable ASCII characters, which a text of them alone skips
    /// reading by scalars for.
    func testQuotedFormsEscapeOnlyBackslashAndQuoteOfPrintableASCII() {
        let printable = String(decoding: Array(0x20...0x7E), as: UTF8.self)
        let escaped = printable.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "\"", with: "\\\"")
        XCTAssertEqual(XcodeJSON.quoted(printable), "\"" + escaped + "\"")
        XCTAssertEqual(JSONText.quoted(printable), "\"" + escaped + "\"")
        XCTAssertEqual(YAMLText.doubleQuoted(printable), "\"" + escaped + "\"")
        for scalar in 0x20...0x7E {
            let text = String(UnicodeScalar(UInt8(scalar)))
            let expected = text == "\\" || text == "\"" ? "\\" + text : text
            // Alone, and beside a character that takes the scalar path.
            XCTAssertEqual(SafeText.backslashEscaped(text) { $0.value < 0x20 ? "?" : nil }, expected, text)
            XCTAssertEqual(
                SafeText.backslashEscaped(text + "\u{7}") { $0.value < 0x20 ? "?" : nil }, expected + "?", text)
        }
    }

    /// A Swift literal is written from the bytes of a text without a character to escape: as the
    /// scalars make it, for every ASCII character and every unsafe character, alone and beside
    /// others, and for characters whose lead bytes are those of unsafe ones.
    func testASwiftLiteralIsTheOneTheScalarsMake() {
        let unsafe: [UInt32] = [0x80, 0x85, 0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x202E, 0x2066, 0x2069, 0xFEFF]
        let lookalikes: [UInt32] = [0xA0, 0xE9, 0x0600, 0x2010, 0x20AC, 0xFF21, 0x1F600]
        let scalars = (0...0x7F).map { UInt32($0) } + unsafe + lookalikes
        for value in scalars {
            let character = String(Character(Unicode.Scalar(value)!))
            for text in [character, "a" + character + "b", "Café " + character] {
                XCTAssertEqual(text.swiftLiteral, text.swiftLiteralByScalars, "U+\(String(value, radix: 16))")
            }
        }
        XCTAssertEqual("Hello".swiftLiteral, "\"Hello\"")
    }

    /// One ASCII character is replaced on the bytes of an ASCII text: as a search by characters
    /// replaces it, and a text that is not ASCII still takes that search.
    func testReplacingOneASCIICharacterIsReplacingItAsACharacter() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab`_-\"\\ \t\r\n{}$%")
        for _ in 0..<500 {
            let text = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement()! })
            for (target, replacement) in [("`", "\""), ("_", "-"), ("-", ""), ("\r", "R"), ("\n", "\\n")] {
                // The search by characters, one character at a time.
                let byCharacters = text.map { $0 == Character(target) ? replacement : String($0) }.joined()
                XCTAssertEqual(text.replacingEvery(target, with: replacement), byCharacters, text.debugDescription)
            }
        }
        XCTAssertEqual("a`é`".replacingEvery("`", with: "\""), "a\"é\"")
        XCTAssertEqual(
            "e\u{301}`\u{301}".replacingEvery("`", with: "\""), "e\u{301}`\u{301}", "a mark joins the ` to it")
        XCTAssertEqual("x\r\ny".replacingEvery("\n", with: "!"), "x\r\ny", "\\r\\n is one character")
    }

    /// A target of several ASCII characters is replaced on the bytes of an ASCII text as the
    /// search by characters replaces it, `\r\n` in the text or at the target's ends included.
    func testReplacingASCIITextIsReplacingItAsCharacters() {
        var generator = SplitMix(seed: 440)
        let alphabet = Array("ab${}%\r\n")
        // The search by characters (String's), from the left, matches not overlapping.
        func byCharacters(_ text: String, _ target: String, _ replacement: String) -> String {
            var result = ""
            var rest = Substring(text)
            while let range = rest.firstRange(of: target) {
                result += rest[..<range.lowerBound] + replacement
                rest = rest[range.upperBound...]
            }
            return result + rest
        }
        let targets = ["${a}", "%", "aa", "ab", "a\r", "\nb", "\r\n", "\r\na", "b\r\n", "${", "}$"]
        for _ in 0..<2000 {
            let text = String(
                (0..<Int.random(in: 0...20, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            for target in targets {
                XCTAssertEqual(
                    text.replacingEvery(target, with: "<é>"), byCharacters(text, target, "<é>"),
                    "\(target.debugDescription) in \(text.debugDescription)")
            }
        }
        XCTAssertEqual("${a}${a}b".replacingEvery("${a}", with: "\\(a)"), "\\(a)\\(a)b")
        XCTAssertEqual("aaa".replacingEvery("aa", with: "x"), "xa")
    }
}
