import Foundation
import XCTest

@testable import IntentGenCore

/// The validator resolves each reference of a file once (`FileReferences`), and the plan reads
/// the resolution: a type, a parameter, a property or an intent is found by its position, never
/// by its name again.
final class ReferenceResolutionTests: XCTestCase {
    func testTypesOutputsAndQueryDependenciesResolveToPositions() throws {
        let yaml = try String(
            contentsOf: TestPaths.fixtures.appendingPathComponent("generation/QueryDependencies.intents.yml"),
            encoding: .utf8)
        let (result, diagnostics) = runFrontEnd(yaml)
        let definitions = try XCTUnwrap(result, "\(diagnostics)")
        let references = try XCTUnwrap(definitions.references.first)
        // OrderSoup: quantity (integer), size (SoupSize), soup (Soup).
        XCTAssertEqual(references.intents[0].parameterTypes, [.builtin(.integer), .enumeration(0), .object(0)])
        // LastSoup's output is its first response property, a Soup.
        XCTAssertEqual(references.intents[2].outputProperty, 0)
        XCTAssertEqual(references.intents[2].responseTypes, [.object(0)])
        // Soup's query reads OrderSoup; Bowl has a property of Soup.
        XCTAssertEqual(references.queryDependencyIntents, [[0], []])
        XCTAssertEqual(references.typeProperties, [[.builtin(.string)], [.object(0)]])

        let declarations = FileDeclarations(try XCTUnwrap(definitions.resolvedFiles.first))
        XCTAssertEqual(declarations.intents[2].outputProperty?.type, .object(0))
        XCTAssertEqual(declarations.types[0].dependencyIntents, ["OrderSoupAppIntent"])
        XCTAssertEqual(declarations.types.map(\.needsIOS17), [true, true])
        XCTAssertEqual(declarations.types.map(\.isSearched), [true, false])
    }

    func testRelationshipsSummariesDialogsAndControlsResolveToPositions() throws {
        let yaml = """
            intents:
              Send:
                title: Send
                parameters:
                  recipient: string
                  urgent: boolean
                  message: { type: string, visibleWhen: recipient }
                  note: { type: string, visibleWhen: { parameter: urgent, equals: true } }
                summaries:
                  - parameters: [message, recipient]
                    title: Send ${message} to ${recipient}
                response:
                  properties:
                    sent: integer
                    failed: integer
                  codes:
                    success:
                      dialog: Sent ${sent}, ${failed} failed.
                      conciseDialog: ${failed} failed.
              SetLight:
                title: Light
                appIntentOnly: true
                parameters:
                  value: { type: boolean, default: false }
              ChooseRoom:
                title: Choose Room
                appIntentOnly: true
                parameters:
                  room: string
            controls:
              Light:
                kind: com.example.light
                style: toggle
                symbol: lightbulb
                action: SetLight
                configuration: ChooseRoom
            """
        let (result, diagnostics) = runFrontEnd(yaml)
        let definitions = try XCTUnwrap(result, "\(diagnostics)")
        let references = try XCTUnwrap(definitions.references.first)
        let send = references.intents[0]
        XCTAssertEqual(send.visibleWhenParents, [nil, nil, 0, 1])
        XCTAssertEqual(send.summaryParameters, [[2, 0]])
        // The codes are `success` (its dialogs name `sent`, then `failed`) and the implied `failure`.
        XCTAssertEqual(send.dialogProperties, [[0, 1], []])
        XCTAssertEqual(references.controlActions, [1])
        XCTAssertEqual(references.controlConfigurations, [2])
        XCTAssertEqual(references.intents.map(\.controlRole), [nil, .setValue, .controlConfiguration])

        let declarations = FileDeclarations(try XCTUnwrap(definitions.resolvedFiles.first))
        XCTAssertEqual(declarations.controls.first?.action.definition.name.value, "SetLight")
        XCTAssertEqual(declarations.controls.first?.configuration?.definition.name.value, "ChooseRoom")
        XCTAssertEqual(
            declarations.intents[0].dialogProperties.map { $0.map(\.definition.name.value) }, [["sent", "failed"], []])
        let conditions = ParameterSummaryPlan.visibilityConditions(
            of: declarations.intents[0].definition, declarations.intents[0].references)
        XCTAssertEqual(conditions.map(\.visibility.parentPosition), [0, 1])
    }
}
