import Foundation
import XCTest

@testable import IntentGenCore

/// Every file `intentgen generate` writes, for every example and fixture, type-checks against the
/// stub Foundation and Intents SDK (Tests/StubSDK), with the handler skeleton in the same module.
final class GeneratedCodeTypeCheckTests: XCTestCase {
    func typeCheck(_ testCase: GenerationSnapshotTests.Case, languageMode: Int) throws {
        let files = try GenerationSnapshotTests.render(testCase).filter { $0.path.hasSuffix(".swift") }
        let sources = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        let result = try StubSDK.typeCheck(sources, languageMode: languageMode)
        XCTAssertTrue(result.succeeded, "\(testCase.name) (Swift \(languageMode)):\n\(result.output)")
        XCTAssertFalse(result.output.contains("warning:"), "\(testCase.name) (Swift \(languageMode)):\n\(result.output)")
    }

    func testEveryGeneratedFileTypeChecksInSwift5() throws {
        for testCase in try GenerationSnapshotTests.cases() {
            try typeCheck(testCase, languageMode: 5)
        }
    }

    func testEveryGeneratedFileTypeChecksInSwift6() throws {
        for testCase in try GenerationSnapshotTests.cases() {
            try typeCheck(testCase, languageMode: 6)
        }
    }

    /// The check is not vacuous: the generated protocol rejects a handler that returns the wrong type.
    func testAWrongHandlerAgainstGeneratedCodeFails() throws {
        let quickAction = try XCTUnwrap(GenerationSnapshotTests.cases().first { $0.name == "Definitions-QuickAction" })
        var sources = Dictionary(
            uniqueKeysWithValues: try GenerationSnapshotTests.render(quickAction)
                .filter { $0.path.hasSuffix(".swift") && !$0.isUserOwned }.map { ($0.path, $0.contents) })
        sources["WrongHandler.swift"] = """
            import Intents

            final class WrongHandler: NSObject, QuickActionConfigurationIntentHandling {
                func provideTransitionDestinationsOptionsCollection(for intent: QuickActionConfigurationIntent) async throws -> INObjectCollection<NSString> {
                    return INObjectCollection(items: ["not a destination"])
                }
            }
            """
        let result = try StubSDK.typeCheck(sources)
        XCTAssertFalse(result.succeeded)
        XCTAssertTrue(
            result.output.contains("does not conform to protocol 'QuickActionConfigurationIntentHandling'"), result.output)
    }
}
