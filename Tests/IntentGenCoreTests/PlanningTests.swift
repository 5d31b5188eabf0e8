import Foundation
import XCTest

@testable import IntentGenCore

/// The plan stage: one namer for every Swift name, the decisions the backends only read, and a
/// lint that plans as `generate` does (issue 13, items 2 and 5).
final class PlanningTests: TemporaryFolderTestCase {
    func testEveryNameComesFromTheNamer() throws {
        let yaml = """
            intents:
              Go:
                parameters:
                  size: { type: Size, unsupportedReasons: { tooBig: Too big } }
                  place: { type: string, options: dynamic }
                  stop: { type: Stop, options: dynamic, default: dynamic }
            enums:
              Size: { cases: [small, large] }
            types:
              Stop: { properties: {} }
            """
        let bag = DiagnosticBag()
        let definitions = try XCTUnwrap(
            FrontEnd().run([InputFile(path: "G.intents.yml", text: yaml + "\n")], diagnostics: bag),
            DiagnosticRenderer().render(bag.sorted))
        let file = definitions.files[0]
        let intent = file.intents[0]
        let namer = Namer(classPrefix: "MF")
        XCTAssertEqual(namer.intentClass(intent), "MFGoIntent")
        XCTAssertEqual(namer.parameterResultStem(intent.parameters[0], of: intent), "MFGoSize")
        XCTAssertEqual(namer.appIntent(intent), "MFGoAppIntent")
        XCTAssertEqual(namer.optionsProvider(intent.parameters[1], of: intent), "MFGoAppIntentPlaceOptionsProvider")
        // The collision check claims exactly the names the backends declare.
        let claims = OutputNames.claims(
            definitions.resolvedFiles, options: .init(classPrefix: "MF", handlerClass: "Main")
        ).map(\.name)
        let plan = Planner().plan(
            definitions,
            request: GenerationRequest(
                options: GenerationOptions(classPrefix: "MF"), kinds: [.intents, .appIntents, .handler],
                handlerClass: "Main"))
        // The plan holds every name, made by the namer, for the backends to read.
        let planned = plan.declarations[0]
        XCTAssertEqual(planned.intents[0].siriKit?.handling, "MFGoIntentHandling")
        XCTAssertEqual(planned.intents[0].parameters[0].ownResult?.resolutionResult, "MFGoSizeResolutionResult")
        XCTAssertNil(planned.intents[0].parameters[1].ownResult)
        XCTAssertEqual(planned.intents[0].parameters[0].ownResult?.base, "MFSizeResolutionResult")
        XCTAssertEqual(planned.intents[0].parameters[1].resolutionResult, "INStringResolutionResult")
        XCTAssertEqual(planned.intents[0].parameters[1].optionsProvider, "MFGoAppIntentPlaceOptionsProvider")
        XCTAssertEqual(namer.parameterQuery(intent.parameters[2], of: intent), "MFGoAppIntentStopQuery")
        XCTAssertEqual(planned.intents[0].parameters[2].defaultQuery, "MFGoAppIntentStopQuery")
        XCTAssertNil(planned.intents[0].parameters[2].optionsProvider)
        XCTAssertTrue(claims.contains("MFGoAppIntentStopQuery"))
        XCTAssertEqual(planned.enums.map(\.swiftName), ["MFSize"])
        XCTAssertEqual(planned.siriKitType(.enumeration(0)), "MFSize")
        XCTAssertEqual(planned.appIntentsType(.enumeration(0)), "MFSizeAppEnum")
        XCTAssertEqual(planned.intents[0].parameters[0].type, .enumeration(0))
        let files = Renderer().render(plan, diagnostics: bag)
        for file in files where file.path.hasSuffix(".swift") && !file.path.contains("+") {
            XCTAssertTrue(claims.contains(String(file.path.dropLast(6))), file.path)
        }
        let all = files.map(\.contents).joined()
        for name in claims { XCTAssertTrue(all.contains(name), name) }
    }

    func testTheDecisionsAreMadeOnceForEveryBackend() throws {
        let yaml = """
            intents:
              Widget: { eligibleForWidgets: true, eligibleForSuggestions: false }
              Control: { appIntentOnly: true }
              Go: {}
            """
        let bag = DiagnosticBag()
        let definitions = try XCTUnwrap(
            FrontEnd().run([InputFile(path: "D.intents.yml", text: yaml + "\n")], diagnostics: bag),
            DiagnosticRenderer().render(bag.sorted))
        // The plan makes them, into its declarations.
        let plan = Planner().plan(definitions, request: GenerationRequest(kinds: Set(OutputKind.allCases)))
        let intents = plan.declarations[0].intents
        XCTAssertEqual(intents.map(\.handleIsRequired), [false, true, true])
        XCTAssertEqual(intents.map(\.needsPerform), [false, true, true])
        XCTAssertEqual(intents.map(\.siriKit?.className), ["WidgetIntent", nil, "GoIntent"])
        XCTAssertEqual(intents.map(\.migratesSiriKit), [true, false, true])
        // Without SiriKit classes in the target, no App Intent migrates one.
        let appIntentsOnly = Planner().plan(definitions, request: GenerationRequest(kinds: [.appIntents]))
        XCTAssertEqual(appIntentsOnly.declarations[0].intents.map(\.migratesSiriKit), [false, false, false])
        // Every backend follows them: no SiriKit class, handler or Info.plist entry for `Control`.
        let files = Renderer().render(plan, diagnostics: bag)
        XCTAssertFalse(files.contains { $0.path == "ControlIntent.swift" })
        XCTAssertTrue(files.contains { $0.path == "ControlAppIntent.swift" })
        for file in files where file.destination == .handler && !file.path.hasPrefix("Control") {
            XCTAssertFalse(file.contents.contains("ControlIntent"), file.path)
        }
    }

    func testLintPlansAsGenerateDoesAndReportsNameClashesAtTheDefinition() throws {
        try write("G.intents.yml", "intents:\n  Go: {}\nenums:\n  Size:\n    cases: [small]\n")
        XCTAssertEqual(try Tool.run(["lint", path("G.intents.yml")]).status, 0)
        // The handler class a target names clashes with the enum.
        let handler = try Tool.run([
            "lint", path("G.intents.yml"), "--generate", "intents", "--generate", "handler", "--handler-class", "Size",
        ])
        XCTAssertEqual(handler.status, 1, handler.stdout + handler.stderr)
        XCTAssertTrue(handler.stderr.contains("G.intents.yml:4:3: error: enum `Size` "), handler.stderr)
        XCTAssertTrue(handler.stderr.contains("[duplicate-name]"), handler.stderr)
        // A class prefix that makes an SDK name.
        try write("O.intents.yml", "enums:\n  Object:\n    cases: [a]\n")
        let prefixed = try Tool.run(["lint", path("O.intents.yml"), "--class-prefix", "IN"])
        XCTAssertEqual(prefixed.status, 1)
        XCTAssertTrue(
            prefixed.stderr.contains("O.intents.yml:2:3: error: enum `Object` generates the Swift name `INObject`"),
            prefixed.stderr)
        // App Intents members, only when planning App Intents.
        try write("T.intents.yml", "types:\n  Place:\n    properties:\n      id: string\n")
        XCTAssertEqual(try Tool.run(["lint", path("T.intents.yml")]).status, 0)
        let members = try Tool.run(["lint", path("T.intents.yml"), "--generate", "appIntents"])
        XCTAssertEqual(members.status, 1)
        XCTAssertTrue(
            members.stderr.contains("T.intents.yml:4:7: error: property `id` of type `Place`"), members.stderr)
    }

    /// The plan names every output (kind, folder, path, ownership) and checks every path; the
    /// render stage only makes text. Two definitions files with one name clash in Xcode's folder.
    func testThePlanNamesAndChecksEveryOutput() throws {
        let bag = DiagnosticBag()
        let definitions = try XCTUnwrap(
            FrontEnd().run(
                [
                    InputFile(path: "a/G.intents.yml", text: "intents:\n  Go: {}\n"),
                    InputFile(path: "b/G.intents.yml", text: "intents:\n  Run: {}\n"),
                ], diagnostics: bag),
            DiagnosticRenderer().render(bag.sorted))
        let request = GenerationRequest(kinds: [.intents, .xcodeDefinition])
        let plan = try XCTUnwrap(Planner().plan(definitions, request: request, diagnostics: bag))
        let clashes = bag.sorted.filter { $0.code == .duplicateName }
        XCTAssertEqual(clashes.count, 1, DiagnosticRenderer().render(bag.sorted))
        XCTAssertTrue(
            clashes.first?.message.contains("xcodeDefinition/Base.lproj/G.intentdefinition") ?? false,
            DiagnosticRenderer().render(bag.sorted))
        let outputs = try XCTUnwrap(plan.outputs)
        XCTAssertEqual(outputs.filter { $0.path == "Base.lproj/G.intentdefinition" }.count, 1)
        XCTAssertEqual(outputs.first { $0.path == "GoIntent.swift" }?.ownership, .generated)
        XCTAssertEqual(outputs.first { $0.path == "RunIntent.swift" }?.kind, .intents)
        // Rendering reports nothing more: it makes the planned outputs' text.
        let renderBag = DiagnosticBag()
        let files = Renderer().render(plan, diagnostics: renderBag)
        XCTAssertFalse(renderBag.hasErrors)
        XCTAssertEqual(files.map(\.path), outputs.map(\.path))
    }

    /// `lint --spec` plans each target as `generate --spec` does (its prefix, outputs and folders)
    /// and checks the outputs of all targets together.
    func testLintWithASpecReportsTheClashesOfEveryTarget() throws {
        try write("A/G.intents.yml", "intents:\n  Go: {}\n")
        try write("B/H.intents.yml", "intents:\n  Go: {}\n")
        try write("W/O.intents.yml", "types:\n  Object: {}\n")
        try write(
            "project.yml",
            """
            name: App
            targets:
              A: { type: framework, sources: [A], intentgen: { output: Out } }
              B: { type: framework, sources: [B], intentgen: { output: OUT } }
              W: { type: framework, sources: [W], intentgen: { classPrefix: IN } }
            """)
        let result = try Tool.run(["lint", "--spec", path("project.yml")])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        // The prefix of one target makes an SDK name: reported at the definition.
        XCTAssertTrue(
            result.stderr.contains("O.intents.yml:2:3: error: type `Object` generates the Swift name `INObject`"),
            result.stderr)
        // Two targets would write one file (folders that differ only in case).
        XCTAssertTrue(result.stderr.contains("H.intents.yml:2:3: error: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("GoIntent.swift"), result.stderr)
        XCTAssertTrue(result.stderr.contains("[duplicate-name]"), result.stderr)
        XCTAssertTrue(result.stdout.contains("checked 3 files: 2 errors"), result.stdout)
        // One target alone is clean.
        let one = try Tool.run(["lint", "--spec", path("project.yml"), "--target", "A"])
        XCTAssertEqual(one.status, 0, one.stdout + one.stderr)
        XCTAssertEqual(try Tool.run(["lint", "--spec", path("project.yml"), "--class-prefix", "X"]).status, 2)
    }
}
