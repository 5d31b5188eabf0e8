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

    /// The validator resolves the intents of every file on every core, in runs of intents across
    /// the files (`ReferenceResolver.references(of:)`): what it finds must be what resolving each
    /// file in turn finds, for files of fewer intents than a run and of many runs.
    func testRunsOfIntentsResolveAsEachFileInTurn() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("generation")
        var inputs = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { $0.hasSuffix(".intents.yml") }
            .map { (path: $0, yaml: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        // 150 intents: three runs, the last one short; each names types and parameters of others.
        var large =
            "enums:\n  Size: { cases: [small, large] }\ntypes:\n  Item: { properties: { size: Size } }\nintents:\n"
        for number in 0..<150 {
            // Intents differ in how many parameters come before `item`, so runs out of order show.
            let extra = (0..<(number % 5)).map { "      extra\($0): string\n" }.joined()
            large += """
                  Do\(number):
                    title: Do \(number)
                    parameters:
                      size: Size

                """ + extra + """
                          item: { type: Item, visibleWhen: size }
                        summaries:
                          - { parameters: [item, size], title: "Do ${size} with ${item}" }

                    """
        }
        inputs.append((path: "Large.intents.yml", yaml: large))
        // Each file is valid alone; together they would repeat names, which resolution ignores.
        let files = try inputs.map { input in
            let (result, diagnostics) = runFrontEnd(input.yaml, path: input.path)
            return try XCTUnwrap(result?.files.first, "\(input.path): \(errors(diagnostics).map(brief))")
        }
        XCTAssertEqual(files.map { $0.intents.count }.max(), 150)
        let inRuns = ReferenceResolver.references(of: files.map(ReferenceResolver.init))
        let inTurn = files.map { ReferenceResolver($0).references() }
        XCTAssertEqual(inRuns.count, inTurn.count)
        for (inRuns, alone) in zip(inRuns, inTurn) {
            XCTAssertEqual(String(describing: inRuns), String(describing: alone))
        }
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

/// The validator checks a large file in parts of a few dozen intents on every core
/// (`FileValidation.run(intentsIn:isFirst:isLast:)`): what it reports, and in which order, must
/// be what one run over the whole file reports.
final class ValidationPartsTests: XCTestCase {
    func testPartsOfAFileReportWhatTheWholeRunReports() throws {
        // 150 intents (three parts), problems in the enums and types, in intents of every part,
        // and in what follows the intents (names apart, widgets).
        var yaml = """
            enums:
              Size: { cases: [small, small] }
            types:
              Item: { properties: { size: Missing } }
            intents:

            """
        for number in 0..<150 {
            yaml += "  Do\(number):\n    title: Do \(number)\n    parameters:\n"
            switch number % 7 {
            case 0: yaml += "      size: { type: Sizes }\n"
            case 3: yaml += "      item: { type: Item, visibleWhen: nothing }\n"
            case 5: yaml += "      count: { type: integer, default: many }\n"
            default: yaml += "      size: Size\n"
            }
        }
        yaml += "  Size:\n    title: Clash\nwidgets:\n  Board: { intent: Nowhere }\n"
        let bag = DiagnosticBag()
        guard case .document(let root) = YAMLLoader().load(yaml, file: "Parts.intents.yml", diagnostics: bag),
            let file = DefinitionDecoder().decode(root, path: "Parts.intents.yml", diagnostics: bag)
        else { return XCTFail("the test's definitions do not decode: \(bag.diagnostics.map(brief))") }
        XCTAssertEqual(file.intents.count, 151)
        // The validator, in parts; the names' problems come after the files', so only the
        // files' are compared, with one run of the whole file.
        let inParts = DiagnosticBag()
        _ = DefinitionValidator().validate([file], diagnostics: inParts)
        let resolver = ReferenceResolver(file)
        let whole = DiagnosticBag()
        FileValidation(
            resolver: resolver, references: resolver.references(), position: 0, allFiles: [file],
            index: CrossFileIndex([file]), diagnostics: whole
        ).run()
        XCTAssertGreaterThan(whole.diagnostics.count, 40)
        XCTAssertEqual(Array(inParts.diagnostics.prefix(whole.diagnostics.count)), whole.diagnostics)
    }
}
