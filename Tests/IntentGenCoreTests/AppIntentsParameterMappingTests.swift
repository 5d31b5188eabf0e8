import Foundation
import XCTest

@testable import IntentGenCore

/// The App Intents parameters keep what the definitions say about them, as Xcode's conversion
/// does (`visibleWhen` as `When … otherwise` summaries, string input options, Boolean display
/// names, duration units, file types, currency codes), in forms Apple's API accepts: each check
/// below takes generated code, breaks the mapping, and shows the stub SDK rejects it.
final class AppIntentsParameterMappingTests: XCTestCase {
    /// The App Intents files rendered for the fixture or example `name`.
    private func appIntents(_ name: String) throws -> [String: String] {
        let testCase = try XCTUnwrap(try GenerationSnapshotTests.cases().first { $0.name == name })
        let files = try GenerationSnapshotTests.render(testCase).filter {
            $0.path.hasSuffix(".swift") && $0.contents.contains("import AppIntents")
        }
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    private func assertRejected(
        _ files: [String: String], changing path: String, _ old: String, to new: String, with message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let changed = try replacing(old, with: new, in: try XCTUnwrap(files[path], file: file, line: line))
        let result = try StubSDK.typeCheckAppIntents(files.merging([path: changed]) { $1 }, moduleName: "Generated")
        assertCompilerRejected(result, with: message, file: file, line: line)
    }

    func testRelationshipsBecomeNestedWhenSummaries() throws {
        let files = try appIntents("Relationships")
        let intent = try XCTUnwrap(files["ShareNoteAppIntent.swift"])
        XCTAssertTrue(intent.contains("When(\\ShareNoteAppIntent.$recipient, .hasAnyValue) {"))
        XCTAssertTrue(intent.contains("When(\\ShareNoteAppIntent.$audience, .equalTo, .`selectedGroup`) {"))
        let result = try StubSDK.typeCheckAppIntents(files, moduleName: "Generated")
        XCTAssertTrue(result.succeeded, result.output)
    }

    /// A condition's value has the parent's type: an enum parent takes a case, not a Boolean.
    func testWhenWithAValueOfAnotherTypeIsRejected() throws {
        try assertRejected(
            try appIntents("Relationships"), changing: "ShareNoteAppIntent.swift",
            ".equalTo, .`selectedGroup`", to: ".equalTo, true", with: "cannot convert value of type 'Bool' to expected argument type 'AudienceAppEnum'")
    }

    /// Nested `When`s whose key paths have no root cannot be typed: why the generated conditions
    /// name the intent.
    func testNestedWhenNeedsTheKeyPathRoot() throws {
        try assertRejected(
            try appIntents("Relationships"), changing: "ShareNoteAppIntent.swift",
            "\\ShareNoteAppIntent.$", to: "\\.$",
            with: "cannot infer key path type from context")
    }

    /// App Intents' duration initialiser takes the default as a number in its unit; the generic
    /// `default:` of a `Measurement` is iOS 26 API.
    func testDurationDefaultAsAMeasurementIsRejected() throws {
        let files = try appIntents("Definitions-Showcase")
        XCTAssertTrue(files["RunScriptAppIntent.swift"]?.contains("defaultValue: 5.0, defaultUnit: .minutes") == true)
        try assertRejected(
            files, changing: "RunScriptAppIntent.swift", "defaultValue: 5.0, defaultUnit: .minutes",
            to: "default: Measurement(value: 300, unit: UnitDuration.seconds)", with: "no exact matches in call to initializer")
    }

    /// Input options belong to text parameters only.
    func testInputOptionsOnANonTextParameterAreRejected() throws {
        let files = try appIntents("Definitions-Showcase")
        try assertRejected(
            files, changing: "RunScriptAppIntent.swift", #"("Input", table: "AppIntents"), "#,
            to: #"("Input", table: "AppIntents"), inputOptions: String.IntentInputOptions(multiline: true), "#,
            with: "inputOptions")
    }
}
