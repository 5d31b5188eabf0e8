import XCTest

@testable import IntentGenCore

/// A `visibleWhen` the App Intent's `parameterSummary` cannot keep is a located warning (issue
/// 29), never a silent loss; a target without App Intents hears nothing of it.
final class AppIntentsSummaryCheckTests: XCTestCase {
    static func yaml(conditions: Int) -> String {
        var lines = ["intents:", "  Show:", "    parameters:", "      mode: Mode"]
        let cases = ["a", "b", "c", "d", "e"]
        for index in 0..<conditions {
            lines.append("      p\(index): { type: string, visibleWhen: { parameter: mode, equals: \(cases[index]) } }")
        }
        lines += ["enums:", "  Mode:", "    cases: [a, b, c, d, e]"]
        return lines.joined(separator: "\n") + "\n"
    }

    func warnings(_ yaml: String, kinds: Set<OutputKind>) throws -> [Diagnostic] {
        let (result, diagnostics) = runFrontEnd(yaml)
        let definitions = try XCTUnwrap(result, "\(diagnostics)")
        let bag = DiagnosticBag()
        _ = Planner().plan(definitions, request: GenerationRequest(name: "App", kinds: kinds), diagnostics: bag)
        return bag.diagnostics
    }

    func testMoreConditionsThanTheSummaryBranchesOnAreReported() throws {
        let limit = ParameterSummaryPlan.maximumConditions
        XCTAssertEqual(try warnings(Self.yaml(conditions: limit), kinds: [.intents, .appIntents]).count, 0)
        let reported = try warnings(Self.yaml(conditions: limit + 1), kinds: [.intents, .appIntents])
        XCTAssertEqual(reported.map(\.code), [.limit])
        XCTAssertEqual(reported.first?.severity, .warning)
        XCTAssertEqual(reported.first?.location?.line, 4 + limit + 1, "at the first condition past the limit")
        XCTAssertTrue(
            reported.first?.message.contains("intent `Show` hides parameters on more than 3 conditions") == true)
        // Two more past it: still one warning per intent.
        XCTAssertEqual(try warnings(Self.yaml(conditions: limit + 2), kinds: [.intents, .appIntents]).count, 1)
        XCTAssertEqual(try warnings(Self.yaml(conditions: limit + 1), kinds: [.intents]).count, 0, "no App Intents")
    }
}
