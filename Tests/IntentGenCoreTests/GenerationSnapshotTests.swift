import Foundation
import XCTest

@testable import IntentGenCore

/// Whole-file snapshots of everything `intentgen generate` renders: every Definitions/ file and
/// every focused fixture in Fixtures/generation (whose first line may set options:
/// `# options: --class-prefix XY --visibility internal --handler MyHandler --xcode 13`).
final class GenerationSnapshotTests: XCTestCase {
    struct Case {
        var name: String
        var inputs: [InputFile]
        var request: GenerationRequest
    }

    static func cases() throws -> [Case] {
        var cases: [Case] = []
        let bag = DiagnosticBag()
        for input in InputDiscovery().collect([TestPaths.definitions.path], diagnostics: bag) {
            let name = "Definitions-" + DefinitionFile(path: input.path).baseName
            // The examples get every output: SiriKit classes, the skeleton and App Intents.
            cases.append(Case(
                name: name, inputs: [input],
                request: GenerationRequest(
                    handlerClassName: "IntentHandler", writesAppIntents: true, writesXcodeDefinition: true)))
        }
        let fixtures = TestPaths.fixtures.appendingPathComponent("generation")
        for input in InputDiscovery().collect([fixtures.path], diagnostics: bag) {
            let text = String(decoding: input.contents, as: UTF8.self)
            cases.append(Case(
                name: DefinitionFile(path: input.path).baseName, inputs: [input],
                request: request(fromOptionsLine: text.split(separator: "\n").first.map(String.init) ?? "")))
        }
        return cases
    }

    /// The team's own code a fixture's generated code names (`Fixtures/generation/<name>.team.swift`:
    /// types the definitions refer to but do not declare), which the type checks compile with it.
    static func teamCode(for name: String) -> String? {
        let url = TestPaths.fixtures.appendingPathComponent("generation/\(name).team.swift")
        return try? String(contentsOf: url, encoding: .utf8)
    }

    static func request(fromOptionsLine line: String) -> GenerationRequest {
        var request = GenerationRequest()
        guard line.hasPrefix("# options:") else { return request }
        let words = line.dropFirst("# options:".count).split(separator: " ").map(String.init)
        var index = 0
        while index + 1 < words.count {
            switch words[index] {
            case "--class-prefix": request.options.classPrefix = words[index + 1]
            case "--visibility": request.options.visibility = GenerationOptions.Visibility(rawValue: words[index + 1]) ?? .public
            case "--handler":
                request.handlerClassName = words[index + 1]
                request.writesInfoPlist = true
            case "--xcode": request.options.xcode = XcodeVersion(rawValue: words[index + 1]) ?? .latest
            case "--app-intents":
                request.writesAppIntents = words[index + 1] == "yes"
            case "--app-intents-table": request.options.appIntentsTable = words[index + 1]
            case "--swift-version": request.options.swiftVersion = ToolConfiguration.swiftVersion(words[index + 1])
            case "--default-isolation":
                request.options.defaultIsolation = GenerationOptions.DefaultIsolation(rawValue: words[index + 1])
            case "--deployment-target":
                request.options.deploymentTargets = ToolConfiguration.majorVersion(words[index + 1]).map { [$0] } ?? []
            default: break
            }
            index += 2
        }
        return request
    }

    static func render(_ testCase: Case) throws -> [RenderedFile] {
        let bag = DiagnosticBag()
        guard let definitions = FrontEnd().run(testCase.inputs, diagnostics: bag) else {
            throw XCTSkip("\(testCase.name) does not compile: \(DiagnosticRenderer().render(bag.sorted))")
        }
        let plan = Planner().plan(definitions, request: testCase.request)
        let files = Renderer().render(plan, diagnostics: bag)
        XCTAssertFalse(bag.hasErrors, DiagnosticRenderer().render(bag.sorted))
        return files
    }

    func testEveryExampleAndFixtureMatchesItsSnapshot() throws {
        let cases = try Self.cases()
        XCTAssertGreaterThanOrEqual(cases.count, 6)
        for testCase in cases {
            let files = try Self.render(testCase)
            try Snapshots.assertMatches(files.map { ($0.path, $0.contents) }, snapshot: testCase.name)
        }
    }

    func testGenerationIsDeterministic() throws {
        for testCase in try Self.cases() {
            XCTAssertEqual(try Self.render(testCase), try Self.render(testCase), testCase.name)
        }
    }
}

/// Definitions/project.yml: each target's output is snapshotted and type-checked on its own.
final class SpecGenerationTests: XCTestCase {
    static func outputs() throws -> [TargetOutput] {
        let bag = DiagnosticBag()
        let path = TestPaths.definitions.appendingPathComponent("project.yml").path
        let project = try XCTUnwrap(ProjectSpecLoader().load(path: path, diagnostics: bag))
        let outputs = SpecPlanner().plan(project, diagnostics: bag).compactMap { $0.render(diagnostics: bag) }
        XCTAssertEqual(DiagnosticRenderer().render(bag.sorted), "")
        return outputs
    }

    func testEveryTargetMatchesItsSnapshot() throws {
        let outputs = try Self.outputs()
        XCTAssertEqual(outputs.map(\.plan.target.name), [
            "MoneyForwardME", "QuickActionWidget", "QuickActionIntent", "MoneyForwardControls", "PokemonWidget",
            "GOWidgets", "GOIntents", "RecipeWidget", "ShowcaseIntents",
        ])
        for output in outputs {
            let files = output.files.map { ("\($0.destination.rawValue)-\($0.path)", $0.contents) }
            try Snapshots.assertMatches(files, snapshot: "Spec-" + output.plan.target.name)
        }
    }

    func testEveryTargetsOutputTypeChecks() throws {
        for output in try Self.outputs() {
            try GeneratedCodeTypeCheckTests.typeCheck(output.files, name: output.plan.target.name, languageMode: 5)
        }
    }

    func testTheQuickActionTargetsGetWhatThePostDescribes() throws {
        let outputs = try Self.outputs()
        let widget = try XCTUnwrap(outputs.first { $0.plan.target.name == "QuickActionWidget" })
        XCTAssertEqual(widget.plan.kind, .widgetExtension)
        XCTAssertEqual(widget.files.map(\.path), [
            "QuickActionConfigurationIntent.swift", "TransitionDestination.swift", "QuickActionConfigurationAppIntent.swift",
            "TransitionDestinationAppEntity.swift", "QuickActionWidget.swift",
            "QuickActionConfigurationAppIntentTransitionDestinationsQuery.swift", "TransitionDestinationAppEntityQuery.swift",
            "QuickActionWidgetProvider.swift", "AppIntents.xcstrings", "Base.lproj/QuickAction.intentdefinition",
            "ja.lproj/QuickAction.strings",
        ])
        // The widget declared in the definitions keeps the SiriKit widget's kind.
        let declared = try XCTUnwrap(widget.files.first { $0.path == "QuickActionWidget.swift" })
        XCTAssertTrue(declared.contents.contains("public static let kind = \"QuickActionWidget\""), declared.contents)
        // The post localised the definition to avoid ITMS-90626: the Japanese strings come along,
        // to the SiriKit `.strings` and to the App Intents String Catalog.
        let strings = try XCTUnwrap(widget.files.first { $0.path == "ja.lproj/QuickAction.strings" })
        XCTAssertTrue(strings.contents.contains("\"QuickActionConfiguration.title\" = \"クイックアクション\";"), strings.contents)
        let catalogue = try XCTUnwrap(widget.files.first { $0.path == "AppIntents.xcstrings" })
        XCTAssertTrue(catalogue.contents.contains("\"value\" : \"クイックアクション\""), catalogue.contents)
        // Both worlds in one target: the App Intent keeps existing SiriKit widgets working.
        let appIntent = try XCTUnwrap(widget.files.first { $0.path == "QuickActionConfigurationAppIntent.swift" })
        XCTAssertTrue(appIntent.contents.contains(
            "struct QuickActionConfigurationAppIntent: AppIntent, WidgetConfigurationIntent, CustomIntentMigratedAppIntent {"))
        XCTAssertTrue(appIntent.contents.contains("static let intentClassName = \"QuickActionConfigurationIntent\""))
        XCTAssertTrue(appIntent.contents.contains("size: [.systemMedium: 4]"), appIntent.contents)
        XCTAssertEqual(
            widget.files.filter(\.isUserOwned).map(\.path),
            [
                "QuickActionConfigurationAppIntentTransitionDestinationsQuery.swift",
                "TransitionDestinationAppEntityQuery.swift", "QuickActionWidgetProvider.swift",
            ])
        let intents = try XCTUnwrap(outputs.first { $0.plan.target.name == "QuickActionIntent" })
        XCTAssertEqual(intents.plan.kind, .intentsExtension)
        XCTAssertEqual(
            intents.files.map(\.path),
            ["QuickActionConfigurationIntent.swift", "TransitionDestination.swift", "QuickActionIntentHandler.swift"])
        XCTAssertNotEqual(widget.folders[.generated], intents.folders[.generated], "outputs never collide")
    }
}
