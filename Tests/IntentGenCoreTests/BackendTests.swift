import Foundation
import XCTest

@testable import IntentGenCore

/// One vocabulary of outputs (``OutputKind``), one backend per kind, and the render stage that
/// only loops over the plan's kinds (issue 13, item 3).
final class BackendTests: TemporaryFolderTestCase {
    static let small = "intents:\n  Go: {}\nenums:\n  Size: { cases: [small, large] }\n"

    func testEveryKindHasOneBackendAndAPlaceInTheRenderOrder() {
        XCTAssertEqual(Set(OutputKind.renderOrder), Set(OutputKind.allCases))
        XCTAssertEqual(OutputKind.renderOrder.count, OutputKind.allCases.count)
        for kind in OutputKind.allCases { XCTAssertEqual(kind.backend.kind, kind) }
        // The spec's words are the kinds' words.
        XCTAssertEqual(
            OutputKind.allCases.map(\.rawValue),
            ["intents", "handler", "infoPlist", "appIntents", "xcodeDefinition", "preview"])
    }

    func testEachOutputCarriesItsKindAndOwnershipFromThePlan() throws {
        let bag = DiagnosticBag()
        let definitions = try XCTUnwrap(
            FrontEnd().run([InputFile(path: "G.intents.yml", text: Self.small)], diagnostics: bag))
        let plan = Planner().plan(
            definitions, request: GenerationRequest(kinds: Set(OutputKind.allCases), handlerClass: "Main"))
        let files = Renderer().pendingFiles(plan, diagnostics: bag)
        XCTAssertFalse(bag.hasErrors)
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0) })
        XCTAssertEqual(byPath["GoIntent.swift"]?.kind, .intents)
        XCTAssertEqual(byPath["GoIntent.swift"]?.ownership, .generated)
        XCTAssertEqual(byPath["GoAppIntent+Perform.swift"]?.ownership, .userOwned)
        XCTAssertEqual(byPath["GoAppIntent+Perform.swift"]?.kind, .appIntents)
        XCTAssertEqual(byPath["Main.swift"]?.ownership, .userOwned)
        XCTAssertEqual(byPath["Main.Info.plist"]?.ownership, .resource)
        XCTAssertEqual(byPath["Base.lproj/G.intentdefinition"]?.ownership, .resource)
        XCTAssertEqual(byPath["Base.lproj/G.intentdefinition"]?.destination, .xcodeDefinition)
        XCTAssertEqual(byPath["intentgen.html"]?.kind, .preview)
        XCTAssertEqual(byPath["intentgen.html"]?.ownership, .resource)
        // Render order: per definitions file (intents, then App Intents), then the whole target.
        XCTAssertEqual(files.compactMap(\.kind).reduce(into: [OutputKind]()) { if $0.last != $1 { $0.append($1) } },
            [.intents, .appIntents, .xcodeDefinition, .handler, .infoPlist, .preview])
        // Each generated Swift file is its banner plus its body; the per-file layout uses the bodies.
        let text = try XCTUnwrap(byPath["GoIntent.swift"]).text()
        XCTAssertTrue(text.header.contains(IntentsSwiftRenderer.banner))
        XCTAssertTrue(text.body.hasPrefix("#if canImport(Intents)"))
    }

    func testTheConfigFileAndTheCommandLineNameOutputsWithTheSameWords() throws {
        let bag = DiagnosticBag()
        let config = try XCTUnwrap(
            ToolConfiguration.load(
                Array("generate: [intents, appIntents]\n".utf8), path: "intentgen.yml", diagnostics: bag))
        XCTAssertEqual(config.generate, [.intents, .appIntents])
        XCTAssertEqual(config.kinds(withHandlerFolder: true), [.intents, .appIntents])
        // The older switches are spellings of the same kinds.
        XCTAssertEqual(ToolConfiguration().kinds(withHandlerFolder: true), [.intents, .handler, .infoPlist])
        XCTAssertEqual(ToolConfiguration(sirikit: false, appIntents: true).kinds(withHandlerFolder: true), [.appIntents])
        XCTAssertNil(
            ToolConfiguration.load(Array("generate: [intent]\n".utf8), path: "intentgen.yml", diagnostics: bag))
        XCTAssertTrue(
            bag.diagnostics.contains { $0.message == "`intent` is not a valid `generate` output" },
            DiagnosticRenderer().render(bag.sorted))

        try write("G.intents.yml", Self.small)
        let run = try Tool.run([
            "generate", path("G.intents.yml"), "-o", path("Out"), "--generate", "intents", "--generate", "xcodeDefinition",
            "--definition-output", path("Xcode"),
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(names("Out").filter { $0.hasSuffix(".swift") }, ["GoIntent.swift", "Size.swift"])
        XCTAssertEqual(names("Xcode"), ["Base.lproj"])
        let missing = try Tool.run(["generate", path("G.intents.yml"), "-o", path("Out"), "--generate", "handler"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("the `handler` output needs --handler-output"), missing.stderr)
    }
}
