import XCTest

@testable import IntentGenCore

/// The exporter's property-list elements (``PlistElement``, ``PlistEntries``) are written as the
/// ``PlistValue`` they stand for: a dictionary as a `Dictionary` with the same keys set in the
/// same order would be.
final class PlistElementTests: XCTestCase {
    /// The writer's text for an element, inside a document.
    private func written(_ element: PlistElement) -> String {
        var writer = PlistWriter()
        writer.beginDocument()
        writer.append(element, indent: 0)
        writer.endDocument()
        return writer.out
    }

    /// Keys in an order unlike Apple's (a capital after small letters, a longer key before its
    /// prefix, a key beyond the BMP before one near its end), set twice or removed.
    func testEntriesAreWrittenInKeyOrderWithTheLastValueOfEachKey() {
        var entries: PlistEntries = ["b": .integer(1), "INKeyX": .bool(true), "INKey": .string("a & b")]
        var dictionary: [String: PlistValue] = ["b": .integer(1), "INKeyX": .bool(true), "INKey": .string("a & b")]
        let sets: [(String, PlistElement?, PlistValue?)] = [
            ("Z", .real(0.5), .real(0.5)), ("b", .integer(2), .integer(2)), ("\u{1F600}", .string("x"), .string("x")),
            ("\u{FF01}", .array([]), .array([])), ("gone", .bool(false), .bool(false)), ("gone", nil, nil),
            ("b", .integer(3), .integer(3)), ("nested", .dictionary(["k": .integer(1), "j": .dictionary([:])]), nil),
        ]
        for (key, element, value) in sets {
            entries[key] = element
            dictionary[key] = value
        }
        dictionary["nested"] = .dictionary(["k": .integer(1), "j": .dictionary([:])])
        XCTAssertEqual(written(.dictionary(entries)), PlistXML.write(.dictionary(dictionary)))
        XCTAssertEqual(entries["b"].map { written($0) }, written(.integer(3)))
        XCTAssertNil(entries["gone"])
    }

    /// Random trees, with keys drawn from a small set so that many repeat: each as elements and
    /// as values, built in the same order.
    func testRandomTreesAreWrittenAsTheirValues() {
        var generator = SplitMix(seed: 30)
        let keys = ["a", "A", "aa", "INIntent", "INIntentX", "é", "\u{10000}", "\u{E000}", "<k>", ""]
        func tree(depth: Int) -> (PlistElement, PlistValue) {
            switch Int.random(in: 0..<(depth > 3 ? 4 : 7), using: &generator) {
            case 0: return (.string("s<\(depth)>"), .string("s<\(depth)>"))
            case 1: return (.integer(depth), .integer(depth))
            case 2: return (.real(Double(depth) / 3), .real(Double(depth) / 3))
            case 3: return (.bool(depth.isMultiple(of: 2)), .bool(depth.isMultiple(of: 2)))
            case 4:
                let items = (0..<Int.random(in: 0..<4, using: &generator)).map { _ in tree(depth: depth + 1) }
                return (.array(items.map(\.0)), .array(items.map(\.1)))
            case 5: return (.value(.date("2026-01-01T00:00:00Z")), .date("2026-01-01T00:00:00Z"))
            default:
                var entries: PlistEntries = [:]
                var dictionary: [String: PlistValue] = [:]
                for _ in 0..<Int.random(in: 0..<12, using: &generator) {
                    let key = keys.randomElement(using: &generator) ?? ""
                    let (element, value) = tree(depth: depth + 1)
                    entries[key] = element
                    dictionary[key] = value
                }
                return (.dictionary(entries), .dictionary(dictionary))
            }
        }
        for _ in 0..<300 {
            let (element, value) = tree(depth: 0)
            XCTAssertEqual(written(element), PlistXML.write(value))
        }
    }
}
