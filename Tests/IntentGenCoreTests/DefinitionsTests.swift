import Foundation
import XCTest

@testable import IntentGenCore

/// The examples in Definitions/ express the seed posts' widgets; they must stay clean.
final class DefinitionsTests: XCTestCase {
    func definitionFiles() throws -> [InputFile] {
        let bag = DiagnosticBag()
        let inputs = InputDiscovery().collect([TestPaths.definitions.path], diagnostics: bag)
        XCTAssertTrue(bag.diagnostics.isEmpty)
        return inputs
    }

    func testEveryExampleIsCleanWithoutWarnings() throws {
        let inputs = try definitionFiles()
        XCTAssertGreaterThanOrEqual(inputs.count, 6)
        let bag = DiagnosticBag()
        let result = FrontEnd().run(inputs, diagnostics: bag)
        XCTAssertNotNil(result)
        XCTAssertEqual(DiagnosticRenderer().render(bag.sorted), "")
    }

    func testQuickActionWidgetIsExpressedAsInThePost() throws {
        let inputs = try definitionFiles().filter { $0.path.hasSuffix("QuickAction.intents.yml") }
        let result = try XCTUnwrap(FrontEnd().run(inputs, diagnostics: DiagnosticBag()))
        let file = try XCTUnwrap(result.files.first)
        let intent = try XCTUnwrap(file.intents.first)
        XCTAssertEqual(intent.swiftClassName, "QuickActionConfigurationIntent")
        XCTAssertTrue(intent.eligibleForWidgets)
        let parameter = try XCTUnwrap(intent.parameters.first)
        XCTAssertEqual(parameter.name.value, "transitionDestinations")
        XCTAssertEqual(parameter.type.value, .named("TransitionDestination"))
        XCTAssertTrue(parameter.isArray && parameter.hasDynamicOptions && parameter.hasDynamicDefault)
        XCTAssertEqual(parameter.arraySizes.map(\.family), [.medium])
        XCTAssertEqual(parameter.arraySizes.map(\.size), [4])
        let type = try XCTUnwrap(file.types.first)
        XCTAssertEqual(type.properties.map(\.name.value), ["imageName", "urlScheme"])
        XCTAssertEqual(type.properties.map(\.type.value), [.string, .url])
    }

    func testShowcaseUsesEveryBuiltinType() throws {
        let inputs = try definitionFiles()
        let result = try XCTUnwrap(FrontEnd().run(inputs, diagnostics: DiagnosticBag()))
        let used = Set(result.files.flatMap { $0.intents.flatMap { $0.parameters.map(\.type.value) } })
        for type in ValueType.builtins {
            XCTAssertTrue(used.contains(type), "no example parameter has type \(type)")
        }
    }
}
