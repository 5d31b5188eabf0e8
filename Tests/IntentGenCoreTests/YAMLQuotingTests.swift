import XCTest

@testable import IntentGenCore

/// The printer's quoting promise, checked against the loader itself: every string, written by
/// `YAMLText.quote` in each place the printer puts one, reads back as exactly that string.
/// The strings are every combination of up to three characters from YAML's indicators, blanks and
/// a letter, so a rule of the scanner the quoting does not know about shows up here, not in a
/// fuzzer's run.
final class YAMLQuotingTests: XCTestCase {
    /// YAML's indicator characters, blanks, a letter, a dot (for `...`) and a tilde (for `~`).
    static let alphabet: [Character] = [
        "a", " ", "\t", ":", "?", ",", "[", "]", "{", "}", "#", "-", "&", "*", "!", "|", ">", "'", "\"",
        "%", "@", "`", ".", "~", "\\",
    ]

    /// Each place the printer writes a string, as a document holding `value` (quoted for the
    /// place) and the path from the root to where it reads back.
    struct Place: Sendable {
        var name: String
        var flow: Bool
        var document: @Sendable (String) -> String
        var readBack: @Sendable (YAMLNode) -> YAMLNode.Scalar?
    }

    static let places: [Place] = [
        Place(name: "block value", flow: false, document: { "k: \($0)\nz: 1\n" }, readBack: { $0["k"]?.scalar }),
        Place(name: "block key", flow: false, document: { "\($0): v\nz: 1\n" }, readBack: keyOfFirstEntry),
        Place(
            name: "block list item", flow: false, document: { "k:\n  - \($0)\nz: 1\n" },
            readBack: { $0["k"]?.sequence?.first?.scalar }),
        Place(
            name: "flow value, then a comma", flow: true, document: { "k: { a: \($0), b: x }\n" },
            readBack: { $0["k"]?["a"]?.scalar }),
        Place(
            name: "flow value, then the brace", flow: true, document: { "k: { a: \($0) }\n" },
            readBack: { $0["k"]?["a"]?.scalar }),
        Place(
            name: "flow key", flow: true, document: { "k: { \($0): v, b: x }\n" },
            readBack: { $0["k"].flatMap(keyOfFirstEntry) }),
        Place(
            name: "flow list item, then a comma", flow: true, document: { "k: [\($0), x]\n" },
            readBack: { $0["k"]?.sequence?.first?.scalar }),
        Place(
            name: "flow list item, then the bracket", flow: true, document: { "k: [x, \($0)]\n" },
            readBack: { $0["k"]?.sequence?.last?.scalar }),
    ]

    static func keyOfFirstEntry(_ node: YAMLNode) -> YAMLNode.Scalar? {
        node.mapping?.first.map { YAMLNode.Scalar(text: $0.key) }
    }

    /// A smaller alphabet for strings of four characters: the indicators that matter inside a
    /// scalar rather than at its start (`: `, ` #`, `:?`, `...`).
    static let innerAlphabet: [Character] = ["a", " ", ":", "?", "#", "-", ".", ",", "]", "'"]

    static func strings(upTo length: Int, from alphabet: [Character] = alphabet) -> [String] {
        var all: [String] = []
        var level = [""]
        for _ in 1...length {
            level = level.flatMap { prefix in alphabet.map { prefix + String($0) } }
            all += level
        }
        return all
    }

    func testEveryShortStringReadsBackAsItselfInEveryPlace() {
        let loader = YAMLLoader()
        var failures: [String] = []
        let fourCharacters = Self.strings(upTo: 4, from: Self.innerAlphabet).filter { $0.count == 4 }
        for text in Self.strings(upTo: 3) + fourCharacters {
            for place in Self.places {
                let written = YAMLText.quote(text, flow: place.flow)
                let document = place.document(written)
                let bag = DiagnosticBag()
                let result = loader.load(document, file: "quoting.yml", diagnostics: bag)
                let read = result.root.flatMap(place.readBack)?.text
                if read != text || !bag.diagnostics.isEmpty {
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
