import Foundation
import XCTest

@testable import IntentGenCore

/// Every file `intentgen generate` writes, for every example and fixture, type-checks against the
/// stub Foundation and Intents SDK (Tests/StubSDK), with the handler skeleton in the same module.
final class GeneratedCodeTypeCheckTests: XCTestCase {
    /// Type-checks rendered files: SiriKit code (and its skeleton) against the stub Intents SDK,
    /// App Intents code (and the user files beside it) against the stub AppIntents SDK, always in
    /// Swift 6 mode since the real App Intents code must be valid there.
    static func typeCheck(
        _ files: [RenderedFile], name: String, languageMode: Int, xcode: XcodeVersion = .latest
    ) throws {
        let swift = files.filter { $0.path.hasSuffix(".swift") }
        let appIntents = swift.filter { $0.contents.contains("import AppIntents") }
        let siriKit = swift.filter { !$0.contents.contains("import AppIntents") }
        for (group, isAppIntents) in [(siriKit, false), (appIntents, true)] where !group.isEmpty {
            var sources = Dictionary(uniqueKeysWithValues: group.map { ($0.path, $0.contents) })
            if isAppIntents { sources["TeamCode.swift"] = GenerationSnapshotTests.teamCode(for: name) }
            let mode = isAppIntents ? 6 : languageMode
            let result =
                isAppIntents
                ? try StubSDK.typeCheckAppIntents(sources, moduleName: "Generated", languageMode: mode)
                : try StubSDK.typeCheck(sources, languageMode: mode)
            let what = "\(name) (\(isAppIntents ? "App Intents" : "SiriKit"), Swift \(mode))"
            if xcode == .xcode13, !isAppIntents {
                // Xcode 13 declared a completion-handler method and its async twin with one
                // selector and no `renamed:`. Swift 5.7 (Xcode 14) began to report that conflict
                // (swiftlang/swift#41828; #59479 allows it with `renamed:`, which is why Xcode 14
                // added it; a warning in Swift 5 mode, an error in Swift 6), so Xcode 13's text
                // compiles cleanly with Xcode 13's Swift only: here every diagnostic must be that
                // conflict, and nothing else may be wrong.
                let errors = result.output.split(separator: "\n").filter {
                    $0.contains("error:") || $0.contains("warning:")
                }
                XCTAssertFalse(errors.isEmpty, what)
                for error in errors {
                    XCTAssertTrue(error.contains("with the same Objective-C selector"), "\(what): \(error)")
                }
                continue
            }
            XCTAssertTrue(result.succeeded, "\(what):\n\(result.output)")
            if xcode == .xcode12, !isAppIntents {
                // Xcode 12 cast what `super` returns (`as! Self`), which newer Swift calls a cast
                // with no effect: that warning, and no other, is Xcode 12's text.
                for line in result.output.split(separator: "\n") where line.contains("warning:") {
                    XCTAssertTrue(line.contains("forced cast of 'Self' to same type has no effect"), "\(what): \(line)")
                }
                continue
            }
            XCTAssertFalse(result.output.contains("warning:"), "\(what):\n\(result.output)")
        }
    }

    func typeCheck(_ testCase: GenerationSnapshotTests.Case, languageMode: Int) throws {
        try Self.typeCheck(
            try GenerationSnapshotTests.render(testCase), name: testCase.name, languageMode: languageMode,
            xcode: testCase.request.options.xcode)
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

    /// Xcode 26's new app targets compile with `-default-isolation MainActor`. The SiriKit
    /// classes as Xcode writes them (the default) compile there in Swift 5 mode without warnings;
    /// in Swift 6 mode they do not, and a target that says so (`--swift-version 6
    /// --default-isolation MainActor`, or its build settings in a spec) gets the classes that need
    /// it `nonisolated`, which compile in every mode. The handler skeleton compiles in every mode.
    func testSiriKitOutputTypeChecksUnderMainActorDefaultIsolation() throws {
        var checked = 0
        for testCase in try GenerationSnapshotTests.cases() where testCase.request.options.xcode == .xcode26 {
            var isolating = testCase
            isolating.request.options.swiftVersion = 6
            isolating.request.options.defaultIsolation = .mainActor
            for (variant, modes) in [(testCase, [5]), (isolating, [5, 6])] {
                let swift = try GenerationSnapshotTests.render(variant).filter {
                    $0.path.hasSuffix(".swift") && !$0.contents.contains("import AppIntents")
                }
                guard !swift.isEmpty else { continue }
                let sources = Dictionary(uniqueKeysWithValues: swift.map { ($0.path, $0.contents) })
                for mode in modes {
                    let result = try StubSDK.typeCheck(
                        sources, languageMode: mode, extraArguments: ["-default-isolation", "MainActor"])
                    let what =
                        "\(testCase.name) (Swift \(mode), isolating: \(variant.request.options.isolatesSiriKitClasses))"
                    XCTAssertTrue(result.succeeded, "\(what):\n\(result.output)")
                    XCTAssertFalse(result.output.contains("warning:"), "\(what):\n\(result.output)")
                }
            }
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 20)
        // Xcode's text fails in Swift 6 mode there: the check can fail, and the setting is needed.
        let fixture = try XCTUnwrap(GenerationSnapshotTests.cases().first { $0.name == "Definitions-QuickAction" })
        let plain = try GenerationSnapshotTests.render(fixture).filter {
            $0.path.hasSuffix(".swift") && !$0.contents.contains("import AppIntents") && !$0.path.contains("Handler")
        }
        let result = try StubSDK.typeCheck(
            Dictionary(uniqueKeysWithValues: plain.map { ($0.path, $0.contents) }), languageMode: 6,
            extraArguments: ["-default-isolation", "MainActor"])
        XCTAssertFalse(result.succeeded)
        XCTAssertTrue(result.output.contains("has different actor isolation from nonisolated overridden declaration"))
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
            result.output.contains("does not conform to protocol 'QuickActionConfigurationIntentHandling'"),
            result.output)
    }
}

extension GeneratedCodeTypeCheckTests {
    /// The App Intents check is not vacuous either: a query of the wrong entity is rejected.
    func testAWrongQueryAgainstGeneratedAppIntentsFails() throws {
        let quickAction = try XCTUnwrap(GenerationSnapshotTests.cases().first { $0.name == "Definitions-QuickAction" })
        var sources = Dictionary(
            uniqueKeysWithValues: try GenerationSnapshotTests.render(quickAction)
                .filter { $0.contents.contains("import AppIntents") && !$0.isUserOwned }.map { ($0.path, $0.contents) })
        sources["Query.swift"] = """
            import AppIntents

            extension TransitionDestinationAppEntityQuery: EntityQuery {
                public func entities(for identifiers: [String]) async throws -> [String] { [] }
            }
            """
        let result = try StubSDK.typeCheckAppIntents(sources)
        XCTAssertFalse(result.succeeded)
        XCTAssertTrue(result.output.contains("error:"), result.output)
    }
}
