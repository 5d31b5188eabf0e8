import Foundation
import XCTest

@testable import IntentGenCore

/// Every `.intentdefinition` of the public corpus (../shared/corpus/intentdefinition) that declares
/// custom intents, enums, types or customised system intents imports, generates (SiriKit classes,
/// handler skeleton, Info.plist fragment; App Intents where the definition allows them) and
/// type-checks against the stub SDK.
final class CorpusGenerationTests: XCTestCase {
    func testEveryCorpusDefinitionImportsGeneratesAndTypeChecks() throws {
        var generated = 0
        var empty: [String] = []
        var refused: [String] = []
        for url in try ImportRoundTripTests.corpusFiles() {
            let plist = try PlistXML.read(Array(try Data(contentsOf: url)))
            let imported = IntentDefinitionImporter().importDefinition(
                plist, strings: try ImportRoundTripTests.siblingStrings(of: url), sourceName: url.lastPathComponent,
                diagnostics: DiagnosticBag())
            guard let file = imported.definition,
                !file.intents.isEmpty || !file.enums.isEmpty || !file.types.isEmpty || !file.systemIntents.isEmpty
            else {
                empty.append(url.lastPathComponent)
                continue
            }
            let bag = DiagnosticBag()
            let validated = try XCTUnwrap(
                FrontEnd().run([InputFile(path: "Imported.intents.yml", text: imported.yaml)], diagnostics: bag),
                "\(url.lastPathComponent): \(DiagnosticRenderer().render(bag.sorted))")
            // The SiriKit classes, the skeleton and the Info.plist fragment: always.
            let siriKit = try XCTUnwrap(
                Planner().plan(
                    validated,
                    request: GenerationRequest(kinds: [.intents, .handler, .infoPlist], handlerClass: "Handler"),
                    diagnostics: bag),
                "\(url.lastPathComponent): \(DiagnosticRenderer().render(bag.sorted))")
            try GeneratedCodeTypeCheckTests.typeCheck(
                Renderer().render(siriKit, diagnostics: bag), name: url.lastPathComponent, languageMode: 5)
            // App Intents, unless a member the App Intents types declare themselves (a property
            // `id`) is refused at its definition, as `generate` refuses it.
            let appBag = DiagnosticBag()
            if let appIntents = Planner().plan(
                validated, request: GenerationRequest(kinds: [.appIntents]), diagnostics: appBag)
            {
                try GeneratedCodeTypeCheckTests.typeCheck(
                    Renderer().render(appIntents, diagnostics: appBag), name: url.lastPathComponent, languageMode: 6)
            } else {
                XCTAssertTrue(appBag.hasErrors)
                refused.append(url.lastPathComponent)
            }
            XCTAssertFalse(bag.hasErrors, "\(url.lastPathComponent): \(DiagnosticRenderer().render(bag.sorted))")
            generated += 1
        }
        // The one file left declares nothing at all (an empty Xcode 10 definition).
        XCTAssertEqual(empty.count, 1, "\(empty)")
        XCTAssertGreaterThanOrEqual(generated, 57)
        // Two copies of one widget declare a type property `id`, which App Intents entities have.
        XCTAssertLessThanOrEqual(refused.count, 2, "\(refused)")
    }
}
