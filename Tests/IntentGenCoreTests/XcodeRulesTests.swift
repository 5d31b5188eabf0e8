import Foundation
import XCTest

@testable import IntentGenCore

/// Xcode's rules for the SiriKit classes that the language, the plan and `import` follow (issue
/// 14); the generated text of each is in the `XcodeRules`, `Xcode13` and `Xcode14` snapshots.
final class XcodeRulesTests: XCTestCase {
    static func enumPlist(_ name: String, _ values: [(name: String, display: String, index: Int?)]) -> PlistValue {
        .dictionary([
            "INEnumName": .string(name), "INEnumDisplayName": .string(name), "INEnumType": .string("Regular"),
            "INEnumValues": .array(
                values.map { value in
                    var entry: [String: PlistValue] = [
                        "INEnumValueName": .string(value.name), "INEnumValueDisplayName": .string(value.display),
                    ]
                    if let index = value.index { entry["INEnumValueIndex"] = .integer(index) }
                    return .dictionary(entry)
                }),
        ])
    }

    /// An enum without an `unknown` value (values from 1), one whose `unknown` has a display name
    /// of its own, and one whose index-0 value was renamed: each imports without a loss, generates
    /// what Xcode generates, and exports back as it was.
    func testEnumsWithoutOrWithANamedUnknownCaseRoundTrip() throws {
        let plist = ImportRoundTripTests.definition(enums: [
            Self.enumPlist("Caption", [("hidden", "Hidden", 1), ("title", "Title", 2)]),
            Self.enumPlist("Direction", [("unknown", "Skip", nil), ("next", "Next", 1)]),
            Self.enumPlist("Mode", [("a", "A", 0), ("b", "B", 1)]),
        ])
        let (yaml, warnings) = ImportRoundTripTests.importYAML(plist)
        XCTAssertEqual(warnings.map(\.message), [])
        XCTAssertEqual(
            yaml,
            """
            enums:
              Caption:
                unknown: false
                cases: [hidden, title]
              Direction:
                unknown: Skip
                cases: [next]
              Mode:
                unknown: false
                cases:
                  a: { index: 0 }
                  b: {}

            xcode:
              namespace: 88xZPY

            """)
        let definitions = try XCTUnwrap(runFrontEnd([("Imported.intents.yml", yaml)]).result)
        let file = try XCTUnwrap(definitions.files.first)
        let plan = Planner().plan(definitions, request: GenerationRequest(kinds: [.intents]))
        let swift = Dictionary(uniqueKeysWithValues: Renderer().render(plan, diagnostics: DiagnosticBag()).map {
            ($0.path, $0.contents)
        })
        XCTAssertTrue(try XCTUnwrap(swift["Caption.swift"]).contains("    case `hidden` = 1\n    case `title` = 2\n}"))
        XCTAssertFalse(try XCTUnwrap(swift["Caption.swift"]).contains("unknown"))
        XCTAssertTrue(try XCTUnwrap(swift["Direction.swift"]).contains("    case `unknown` = 0\n    case `next` = 1\n"))
        XCTAssertTrue(try XCTUnwrap(swift["Mode.swift"]).contains("    case `a` = 0\n    case `b` = 1\n"))
        let exported = try PlistXML.read(Array(IntentDefinitionExporter().export(file).definition.utf8))
        let enums = try XCTUnwrap(exported.dictionary?["INEnums"]?.array)
        let values = enums.map { ($0.dictionary?["INEnumValues"]?.array ?? []).compactMap(\.dictionary) }
        XCTAssertEqual(values[0].map { $0["INEnumValueName"] }, [.string("hidden"), .string("title")])
        XCTAssertEqual(values[1].first?["INEnumValueDisplayName"], .string("Skip"))
        XCTAssertEqual(values[2].map { $0["INEnumValueIndex"] }, [.integer(0), .integer(1)])
    }

    /// The class prefix Xcode keeps in each intent (`INIntentClassPrefix`) is the file's
    /// `classPrefix`: imported, used for the Swift names unless the target sets one, exported back.
    func testTheClassPrefixIsKeptWithTheDefinitions() throws {
        let plist = ImportRoundTripTests.definition(intents: [
            ImportRoundTripTests.intentPlist("Chapter", ["INIntentClassPrefix": .string("SJ")]),
            ImportRoundTripTests.intentPlist("Sleep", ["INIntentClassPrefix": .string("SJ")]),
        ])
        let (yaml, warnings) = ImportRoundTripTests.importYAML(plist)
        XCTAssertEqual(warnings.map(\.message), [])
        XCTAssertTrue(yaml.hasPrefix("classPrefix: SJ\n\nintents:\n"), yaml)
        let validated = try XCTUnwrap(runFrontEnd([("C.intents.yml", yaml)]).result)
        func names(_ prefix: String) -> [String] {
            let plan = Planner().plan(
                validated, request: GenerationRequest(options: GenerationOptions(classPrefix: prefix), kinds: [.intents]))
            return Renderer().render(plan, diagnostics: DiagnosticBag()).map(\.path)
        }
        XCTAssertEqual(names(""), ["SJChapterIntent.swift", "SJSleepIntent.swift"])
        XCTAssertEqual(names("MF"), ["MFChapterIntent.swift", "MFSleepIntent.swift"], "the target's prefix wins")
        let exported = try PlistXML.read(Array(IntentDefinitionExporter().export(validated.files[0]).definition.utf8))
        let intents = try XCTUnwrap(exported.dictionary?["INIntents"]?.array)
        XCTAssertEqual(intents.map { $0.dictionary?["INIntentClassPrefix"] }, [.string("SJ"), .string("SJ")])
        // Two prefixes in one file: the first is kept, the other reported where it is written.
        let mixed = ImportRoundTripTests.definition(intents: [
            ImportRoundTripTests.intentPlist("Chapter", ["INIntentClassPrefix": .string("SJ")]),
            ImportRoundTripTests.intentPlist("Sleep", ["INIntentClassPrefix": .string("PC")]),
        ])
        let (mixedYAML, mixedWarnings) = ImportRoundTripTests.importYAML(mixed)
        XCTAssertTrue(mixedYAML.contains("\nclassPrefix: SJ\n"), mixedYAML)
        XCTAssertEqual(mixedWarnings.map(\.code), [.lostSetting])
        XCTAssertTrue(mixedWarnings.first?.message.contains("INIntents[1].INIntentClassPrefix") == true, "\(mixedWarnings)")
        XCTAssertEqual(
            runFrontEnd([("C.intents.yml", "classPrefix: sj\nintents:\n  Go: {}\n")]).diagnostics.map(\.code),
            [.invalidName])
    }

    /// Teams name the Xcode they use; 15 and 16 write what 14 writes, 11 is not offered.
    func testTheXcodeVersionIsNamedAsTeamsNameIt() throws {
        func load(_ text: String) -> (ToolConfiguration?, [Diagnostic.Code]) {
            let bag = DiagnosticBag()
            return (ToolConfiguration.load(Array(text.utf8), path: "intentgen.yml", diagnostics: bag), bag.sorted.map(\.code))
        }
        XCTAssertEqual(load("xcode: 16\n").0?.xcode, .xcode14)
        XCTAssertEqual(load("xcode: 13\n").0?.xcode, .xcode13)
        XCTAssertEqual(load("xcode: '26'\n").0?.xcode, .xcode26)
        XCTAssertEqual(load("xcode: 12\n").0?.xcode, .xcode12)
        XCTAssertNil(load("xcode: 11\n").0)
        XCTAssertEqual(load("xcode: 11\n").1, [.invalidValue])
        XCTAssertEqual(
            XcodeVersion.names.compactMap(XcodeVersion.named), [.xcode12, .xcode13, .xcode14, .xcode14, .xcode14, .xcode26])
    }

    /// A summary Xcode's editor links to the Shortcuts summary keeps the link.
    func testALinkedSummaryKeepsItsLink() throws {
        let combination: PlistValue = .dictionary([
            "INIntentParameterCombinationTitle": .string("Open ${place}"),
            "INIntentParameterCombinationTitleID": .string("t2"),
            "INIntentParameterCombinationIsLinked": .bool(true),
            "INIntentParameterCombinationSupportsBackgroundExecution": .bool(true),
        ])
        let plist = ImportRoundTripTests.definition(intents: [
            ImportRoundTripTests.intentPlist(
                "OpenPlace", ["INIntentParameterCombinations": .dictionary(["place": combination])],
                parameters: [ImportRoundTripTests.parameterPlist("place", "String", priority: 1)])
        ])
        let (yaml, warnings) = ImportRoundTripTests.importYAML(plist)
        XCTAssertEqual(warnings.map(\.message), [])
        XCTAssertTrue(yaml.contains("        linked: true\n"), yaml)
        let file = try XCTUnwrap(runFrontEnd([("O.intents.yml", yaml)]).result?.files.first)
        let exported = try PlistXML.read(Array(IntentDefinitionExporter().export(file).definition.utf8))
        let intent = try XCTUnwrap(exported.dictionary?["INIntents"]?.array?.first?.dictionary)
        let back = try XCTUnwrap(intent["INIntentParameterCombinations"]?.dictionary?["place"]?.dictionary)
        XCTAssertEqual(back["INIntentParameterCombinationIsLinked"], .bool(true))
    }

    /// Without `unknown: false`, index 0 and the name `unknown` belong to the implicit case.
    func testIndexZeroNeedsAnEnumWithoutUnknown() {
        let yaml = "enums:\n  Mode:\n    cases:\n      a: { index: 0 }\n      unknown: {}\n"
        XCTAssertEqual(
            runFrontEnd([("M.intents.yml", yaml)]).diagnostics.map(\.message),
            [
                "case `a` has index 0; indices start at 1",
                "`unknown` is the case every enum has with index 0; it cannot be declared",
            ])
    }

    /// The plan: standard codes stay standard, numbers with bounds get their own result, and an
    /// intent eligible for widgets has an optional `handle` whatever else it is eligible for.
    func testThePlanFollowsXcodesRules() throws {
        let yaml = """
            intents:
              Brew:
                eligibleForWidgets: true
                parameters:
                  cups: { type: integer, resolvable: true, max: 12 }
                  free: { type: integer, resolvable: true }
                  shown: { type: integer, min: 1 }
                response:
                  codes:
                    ready: Ready
                    failureEmpty: Empty
              Order:
                parameters:
                  strength: { type: decimal, resolvable: true, allowsNegative: false }
            """
        let result = runFrontEnd([("B.intents.yml", yaml + "\n")])
        let validated = try XCTUnwrap(result.result, "\(result.diagnostics)")
        let plan = Planner().plan(validated, request: GenerationRequest(kinds: [.intents]))
        let brew = plan.declarations[0].intents[0]
        XCTAssertFalse(brew.handleIsRequired)
        XCTAssertEqual(brew.parameters.map(\.resolutionResult), ["BrewCupsResolutionResult", "INIntegerResolutionResult", "INIntegerResolutionResult"])
        XCTAssertEqual(brew.parameters[0].ownResult?.reasons, ParameterResultNames.numberReasons)
        let order = plan.declarations[0].intents[1]
        XCTAssertTrue(order.handleIsRequired)
        XCTAssertEqual(order.parameters[0].ownResult?.base, "INDoubleResolutionResult")
        XCTAssertEqual(brew.definition.response.codes.map(\.isStandard), [true, true, true, false])
        let text = try XCTUnwrap(Renderer().render(plan, diagnostics: DiagnosticBag()).first { $0.path == "BrewIntent.swift" })
        XCTAssertTrue(text.contents.contains("    case failureRequiringAppLaunch\n    case failureEmpty = 100\n}"))
        // Siri and Shortcuts run `Brew` too: the skeleton implements `handle`, optional or not.
        XCTAssertTrue(brew.runsOutsideWidgets)
        let skeletonPlan = Planner().plan(validated, request: GenerationRequest(kinds: [.intents, .handler]))
        let skeleton = try XCTUnwrap(
            Renderer().render(skeletonPlan, diagnostics: DiagnosticBag()).first { $0.path == "IntentHandler.swift" })
        XCTAssertTrue(skeleton.contents.contains("func handle(intent: BrewIntent) async -> BrewIntentResponse {"))
    }
}
