import Foundation
import XCTest

@testable import IntentGenCore

/// The pieces the build plugins rely on: the shared output naming rule, the per-file layout and
/// the config file. The plugins themselves run in Examples/check-integrations.sh.
final class BuildIntegrationTests: XCTestCase {
    func testOutputNamesFollowThePathAndNeverCollide() {
        XCTAssertEqual(PluginOutputNames.swiftFile(forDefinitionsAt: "QuickAction.intents.yml"), "QuickAction.intents.swift")
        XCTAssertEqual(PluginOutputNames.swiftFile(forDefinitionsAt: "./Widgets/A.intents.yaml"), "Widgets_A.intents.swift")
        XCTAssertNotEqual(
            PluginOutputNames.swiftFile(forDefinitionsAt: "One/A.intents.yml"),
            PluginOutputNames.swiftFile(forDefinitionsAt: "Two/A.intents.yml"))
    }

    func testThePerFileLayoutWritesOneFileNamedByTheSharedRule() throws {
        let bag = DiagnosticBag()
        let input = InputFile(path: "/pkg/Sources/Kit/Widgets/Quick.intents.yml", text: "intents:\n  Go: {}\nenums:\n  Size: { cases: [small] }\n")
        let definitions = try XCTUnwrap(FrontEnd().run([input], diagnostics: bag))
        let plan = Planner().plan(definitions, request: GenerationRequest(writesAppIntents: true))
        let files = PerFileLayout(sourcesRoot: "/pkg/Sources/Kit").combine(plan, diagnostics: bag)
        XCTAssertEqual(files.map(\.path), ["Widgets_Quick.intents.swift"])
        let contents = try XCTUnwrap(files.first?.contents)
        for declaration in ["class GoIntent: INIntent", "enum Size: Int", "struct GoAppIntent: AppIntent", "enum SizeAppEnum"] {
            XCTAssertTrue(contents.contains(declaration), declaration)
        }
        XCTAssertTrue(contents.contains(IntentsSwiftRenderer.banner), "the combined file has the banner of generated code")
        XCTAssertFalse(contents.contains("+Perform"), "no user-owned file goes into a plugin's output")
        // The combined SiriKit file still type-checks as a whole.
        let siriKitOnly = PerFileLayout(sourcesRoot: "/pkg/Sources/Kit")
            .combine(Planner().plan(definitions, request: GenerationRequest()), diagnostics: bag)
        XCTAssertTrue(try StubSDK.typeCheck(["Widgets_Quick.intents.swift": siriKitOnly[0].contents]).succeeded)
    }

    func testTheConfigFileIsStrictAndTheCommandLineWins() throws {
        let bag = DiagnosticBag()
        let config = try XCTUnwrap(ToolConfiguration.load(
            Array("classPrefix: MF\nappIntents: true\n".utf8), path: "intentgen.yml", diagnostics: bag))
        XCTAssertEqual(config, ToolConfiguration(classPrefix: "MF", appIntents: true))
        let commandLine = ToolConfiguration(classPrefix: "XY", visibility: .internal)
        XCTAssertEqual(
            commandLine.overriding(config), ToolConfiguration(classPrefix: "XY", visibility: .internal, appIntents: true))
        XCTAssertNil(ToolConfiguration.load(Array("clasPrefix: MF\n".utf8), path: "intentgen.yml", diagnostics: bag))
        XCTAssertEqual(bag.sorted.map(brief), ["1:1 unknown-key"])
        XCTAssertEqual(bag.sorted.first?.hint, "did you mean `classPrefix`?")
    }
}
