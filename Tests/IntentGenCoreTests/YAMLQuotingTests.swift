import XCTest

@_spi(SwiftImport) @testable import IntentGenCore

/// The printer's quoting promise, checked against the loader itself: every string, written by
/// `YAMLText.quote` in each place the printer puts one, reads back as exactly that string.
/// The strings are every combination of up to three characters from YAML's indicators, blanks and
/// a letter, so a rule of the scanner the quoting does not know about shows up here, not in a
/// fuzzer's run.
final class YAMLQuotingTests: XCTestCase {
    /// YAML's indicator characters, blanks, a letter, a dot (for `...`), a tilde (for `~`) and
    /// `<` (for the merge key `<<`).
    static let alphabet: [Character] = [
        "a", " ", "\t", ":", "?", ",", "[", "]", "{", "}", "#", "-", "&", "*", "!", "|", ">", "'", "\"",
        "%", "@", "`", ".", "~", "\\", "<",
    ]

    /// Each place the printer writes a string: a document around the quoted string, and where in
    /// the loaded document the string reads back.
    struct Place: Sendable {
        var name: String
        var flow: Bool
        var document: @Sendable (String) -> String
        var readBack: @Sendable (YAMLNode) -> String?
    }

    static let places: [Place] = [
        Place(name: "block value", flow: false, document: { "k: \($0)\nz: 1\n" }, readBack: { $0["k"]?.scalar?.text }),
        Place(name: "block key", flow: false, document: { "\($0): v\nz: 1\n" }, readBack: { $0.mapping?.first?.key }),
        Place(
            name: "block list item", flow: false, document: { "k:\n  - \($0)\nz: 1\n" },
            readBack: { $0["k"]?.sequence?.first?.scalar?.text }),
        Place(
            name: "flow value, then a comma", flow: true, document: { "k: { a: \($0), b: x }\n" },
            readBack: { $0["k"]?["a"]?.scalar?.text }),
        Place(
            name: "flow value, then the brace", flow: true, document: { "k: { a: \($0) }\n" },
            readBack: { $0["k"]?["a"]?.scalar?.text }),
        Place(
            name: "flow key", flow: true, document: { "k: { \($0): v, b: x }\n" },
            readBack: { $0["k"]?.mapping?.first?.key }),
        Place(
            name: "flow list item, then a comma", flow: true, document: { "k: [\($0), x]\n" },
            readBack: { $0["k"]?.sequence?.first?.scalar?.text }),
        Place(
            name: "flow list item, then the bracket", flow: true, document: { "k: [x, \($0)]\n" },
            readBack: { $0["k"]?.sequence?.last?.scalar?.text }),
    ]

    /// A smaller alphabet for strings of four characters: the indicators that matter inside a
    /// scalar rather than at its start (`: `, ` #`, `:?`, `...`).
    static let innerAlphabet: [Character] = ["a", " ", ":", "?", "#", "-", ".", ",", "]", "'"]

    /// Every string of exactly `length` characters from `alphabet`.
    static func strings(length: Int, from alphabet: [Character]) -> [String] {
        (0..<length).reduce([""]) { level, _ in level.flatMap { prefix in alphabet.map { prefix + String($0) } } }
    }

    func testEveryShortStringReadsBackAsItselfInEveryPlace() {
        var failures: [String] = []
        let texts =
            (1...3).flatMap { Self.strings(length: $0, from: Self.alphabet) }
            + Self.strings(length: 4, from: Self.innerAlphabet)
        for text in texts {
            for place in Self.places {
                let written = YAMLText.quote(text, flow: place.flow)
                let (result, diagnostics) = loadYAML(place.document(written))
                let read = result.root.flatMap(place.readBack)
                if read != text || !diagnostics.isEmpty {
                    failures.append(
                        "\(place.name): \(text.debugDescription) written as \(written) reads back as \(read.debugDescription)"
                    )
                }
            }
        }
        XCTAssertEqual(failures.count, 0, failures.prefix(20).joined(separator: "\n"))
    }

    func testAColonBeforeAQuestionMarkIsQuotedInFlowOnly() {
        // libyaml refuses `:` followed by `?` inside a flow collection ("found unexpected ':'").
        XCTAssertEqual(YAMLText.quote("any toppings:?", flow: true), "\"any toppings:?\"")
        XCTAssertEqual(YAMLText.quote("any toppings:?", flow: false), "any toppings:?")
        XCTAssertEqual(YAMLText.quote("https://example.com/a?b", flow: true), "https://example.com/a?b")
    }
}
