import XCTest

@testable import IntentGenCore

/// The definitions limits: each is a `limit` error at the first entry too many (or at the name),
/// and what is within the limit is still checked.
final class LimitsTests: XCTestCase {
    func testTooManyIntentsEnumsAndTypes() {
        let count = DefinitionLimits.definitionsPerKind + 1
        for kind in ["intents", "enums", "types"] {
            let body = (1...count).map { "  D\($0): {}" }.joined(separator: "\n")
            let (result, diagnostics) = runFrontEnd("\(kind):\n\(body)\n")
            XCTAssertNil(result)
            let limits = diagnostics.filter { $0.code == .limit }
            XCTAssertEqual(limits.map(brief), ["\(count + 1):3 limit"], kind)
            XCTAssertEqual(limits.first?.message, "`\(kind)` has \(count) entries, more than the limit of \(count - 1)")
        }
    }

    func testTooManyMembers() {
        let count = DefinitionLimits.membersPerDefinition + 1
        let parameters = (1...count).map { "      p\($0): string" }.joined(separator: "\n")
        let cases = (1...count).map { "c\($0)" }.joined(separator: ", ")
        let properties = (1...count).map { "      p\($0): string" }.joined(separator: "\n")
        let (_, diagnostics) = runFrontEnd("""
            intents:
              Go:
                parameters:
            \(parameters)
            enums:
              Kind:
                cases: [\(cases)]
            types:
              Thing:
                properties:
            \(properties)
            """)
        XCTAssertEqual(diagnostics.filter { $0.code == .limit }.map(brief), [
            "\(count + 3):7 limit", "\(count + 6):\(13 + (1..<count).map { "c\($0), ".count }.reduce(0, +)) limit",
            "\(2 * count + 9):7 limit",
        ])
    }

    func testLongNamesAreRejectedBeforeTheyBecomeFileNames() {
        let long = "L" + String(repeating: "o", count: DefinitionLimits.nameBytes)
        let (result, diagnostics) = runFrontEnd("intents:\n  \(long):\n    parameters:\n      ok: string\n")
        XCTAssertNil(result)
        XCTAssertEqual(errors(diagnostics).map(brief), ["2:3 limit"])
        // Exactly at the limit is fine; bytes count, not characters.
        let atLimit = "L" + String(repeating: "o", count: DefinitionLimits.nameBytes - 1)
        XCTAssertNotNil(runFrontEnd("intents:\n  \(atLimit): {}\n").result)
        let wide = "É" + String(repeating: "é", count: DefinitionLimits.nameBytes / 2)
        XCTAssertEqual(errors(runFrontEnd("enums:\n  \(wide):\n    cases: [a]\n").diagnostics).map(brief), ["2:3 limit"])
    }
}
