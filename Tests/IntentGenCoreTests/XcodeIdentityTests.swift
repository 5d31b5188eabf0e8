import Foundation
import XCTest

@testable import IntentGenCore

/// Issue 29, point 2: a team that moves an Xcode-authored definition to intentgen keeps what Xcode
/// and its translators keyed on. Import keeps Xcode's localization ids, tags, `Last…Tag` counters
/// and namespace in the `xcode:` block; export writes them back, and the `.strings` files are
/// keyed by them. Files without the block keep the derived ids and tags.
final class XcodeIdentityTests: XCTestCase {
    // MARK: An Xcode-authored definition

    static func prompts(_ primary: String, id: String) -> PlistValue {
        .array([
            .dictionary([
                "INIntentParameterPromptDialogCustom": .bool(true),
                "INIntentParameterPromptDialogType": .string("Configuration"),
            ]),
            .dictionary([
                "INIntentParameterPromptDialogCustom": .bool(true),
                "INIntentParameterPromptDialogType": .string("Primary"),
                "INIntentParameterPromptDialogFormatString": .string(primary),
                "INIntentParameterPromptDialogFormatStringID": .string(id),
            ]),
        ])
    }

    /// A definition as Xcode writes one: random ids, tags that are not the parameters' order
    /// (30 and 27, after parameters were added and removed), counters above them, Xcode's namespace
    /// and version keys, and an id Xcode keeps for a dialog left empty.
    static func xcodePlist() -> PlistValue {
        let sensor: PlistValue = .dictionary([
            "INIntentParameterName": .string("sensor"), "INIntentParameterType": .string("Integer"),
            "INIntentParameterEnumType": .string("Sensor"), "INIntentParameterEnumTypeNamespace": .string("88xZPY"),
            "INIntentParameterDisplayName": .string("Sensor"), "INIntentParameterDisplayNameID": .string("4kd9Xa"),
            "INIntentParameterTag": .integer(30), "INIntentParameterDisplayPriority": .integer(1),
            "INIntentParameterConfigurable": .bool(true), "INIntentParameterSupportsResolution": .bool(true),
            "INIntentParameterPromptDialogs": prompts("Which sensor?", id: "pR1mAy"),
        ])
        let name: PlistValue = .dictionary([
            "INIntentParameterName": .string("name"), "INIntentParameterType": .string("String"),
            "INIntentParameterDisplayName": .string("Name"), "INIntentParameterDisplayNameID": .string("nAm3Id"),
            "INIntentParameterTag": .integer(27), "INIntentParameterDisplayPriority": .integer(2),
            "INIntentParameterConfigurable": .bool(true),
            "INIntentParameterMetadata": .dictionary([
                "INIntentParameterMetadataDefaultValue": .string("Home"),
                "INIntentParameterMetadataDefaultValueID": .string("dEfV4l"),
            ]),
            "INIntentParameterPromptDialogs": prompts("Which name?", id: "wH1chN"),
        ])
        let intent: PlistValue = .dictionary([
            "INIntentName": .string("WidgetSensor"), "INIntentType": .string("Custom"),
            "INIntentCategory": .string("information"),
            "INIntentVerb": .string("View"), "INIntentConfigurable": .bool(true),
            "INIntentEligibleForWidgets": .bool(true),
            "INIntentIneligibleForSuggestions": .bool(true),
            "INIntentTitle": .string("Widget Sensor"), "INIntentTitleID": .string("gpCwrM"),
            "INIntentDescription": .string("Choose a sensor."), "INIntentDescriptionID": .string("tVvJ9c"),
            "INIntentLastParameterTag": .integer(31), "INIntentParameters": .array([sensor, name]),
            "INIntentParameterCombinations": .dictionary([
                "sensor": .dictionary([
                    "INIntentParameterCombinationTitle": .string("Show ${sensor}"),
                    "INIntentParameterCombinationTitleID": .string("sUmT1t"),
                    "INIntentParameterCombinationIsPrimary": .bool(true),
                    "INIntentParameterCombinationSupportsBackgroundExecution": .bool(true),
                ])
            ]),
            "INIntentManagedParameterCombinations": .dictionary([
                "sensor,name": .dictionary([
                    "INIntentParameterCombinationSupportsBackgroundExecution": .bool(true),
                    "INIntentParameterCombinationUpdatesLinked": .bool(true),
                ])
            ]),
            "INIntentResponse": .dictionary([
                "INIntentResponseCodes": .array([
                    .dictionary([
                        "INIntentResponseCodeName": .string("success"), "INIntentResponseCodeSuccess": .bool(true),
                        "INIntentResponseCodeFormatString": .string("Showing ${reading}."),
                        "INIntentResponseCodeFormatStringID": .string("rEsp0k"),
                    ]),
                    // Xcode keeps the id of a dialog left empty.
                    .dictionary([
                        "INIntentResponseCodeName": .string("failure"),
                        "INIntentResponseCodeFormatStringID": .string("fA1lId"),
                    ]),
                ]),
                "INIntentResponseParameters": .array([
                    .dictionary([
                        "INIntentResponseParameterName": .string("reading"),
                        "INIntentResponseParameterType": .string("String"),
                        "INIntentResponseParameterDisplayName": .string("Reading"),
                        "INIntentResponseParameterDisplayNameID": .string("r3aDng"),
                        "INIntentResponseParameterTag": .integer(3),
                        "INIntentResponseParameterDisplayPriority": .integer(1),
                    ])
                ]),
                "INIntentResponseLastParameterTag": .integer(4),
            ]),
        ])
        let sensorEnum: PlistValue = .dictionary([
            "INEnumName": .string("Sensor"), "INEnumDisplayName": .string("Sensor Kind"),
            "INEnumDisplayNameID": .string("bPhIkV"),
            "INEnumType": .string("Regular"), "INEnumGeneratesHeader": .bool(true),
            "INEnumValues": .array([
                .dictionary([
                    "INEnumValueName": .string("unknown"), "INEnumValueDisplayName": .string("Unknown"),
                    "INEnumValueDisplayNameID": .string("W4gPB4"),
                ]),
                .dictionary([
                    "INEnumValueName": .string("temperature"), "INEnumValueDisplayName": .string("Temperature"),
                    "INEnumValueDisplayNameID": .string("GheCHn"), "INEnumValueIndex": .integer(1),
                ]),
                .dictionary([
                    "INEnumValueName": .string("humidity"), "INEnumValueDisplayName": .string("Humidity"),
                    "INEnumValueDisplayNameID": .string("Nm8fuJ"), "INEnumValueIndex": .integer(2),
                ]),
            ]),
        ])
        var properties: [PlistValue] = PlistTypeNames.objectBuiltinProperties.enumerated().map { index, property in
            var entry: [String: PlistValue] = [
                "INTypePropertyName": .string(property.name), "INTypePropertyType": .string(property.type),
                "INTypePropertyTag": .integer(index + 1), "INTypePropertyDisplayPriority": .integer(index + 1),
                "INTypePropertyDefault": .bool(true),
            ]
            if property.isArray { entry["INTypePropertySupportsMultipleValues"] = .bool(true) }
            return .dictionary(entry)
        }
        properties.append(
            .dictionary([
                "INTypePropertyName": .string("deviceType"), "INTypePropertyType": .string("String"),
                "INTypePropertyDisplayName": .string("Device Type"), "INTypePropertyDisplayNameID": .string("XFRxC5"),
                "INTypePropertyTag": .integer(104), "INTypePropertyDisplayPriority": .integer(5),
            ]))
        let type: PlistValue = .dictionary([
            "INTypeName": .string("Station"), "INTypeDisplayName": .string("Station"),
            "INTypeDisplayNameID": .string("REfdOV"),
            "INTypeLastPropertyTag": .integer(105), "INTypeProperties": .array(properties),
        ])
        return .dictionary([
            "INEnums": .array([sensorEnum]), "INIntentDefinitionModelVersion": .string("1.2"),
            "INIntentDefinitionNamespace": .string("88xZPY"), "INIntentDefinitionSystemVersion": .string("22A380"),
            "INIntentDefinitionToolsBuildVersion": .string("14A309"), "INIntentDefinitionToolsVersion": .string("14.0"),
            "INIntents": .array([intent]), "INTypes": .array([type]),
        ])
    }

    /// The team's Japanese translations, keyed by Xcode's ids.
    static let japanese: [String: String] = [
        "gpCwrM": "ウィジェットセンサー", "tVvJ9c": "センサーを選びます。", "4kd9Xa": "センサー", "pR1mAy": "どのセンサー？",
        "nAm3Id": "名前", "wH1chN": "どの名前？", "sUmT1t": "${sensor}を表示", "rEsp0k": "${reading}を表示中。", "r3aDng": "読み取り",
        "bPhIkV": "センサーの種類", "W4gPB4": "不明", "GheCHn": "温度", "Nm8fuJ": "湿度", "REfdOV": "ステーション", "XFRxC5": "機種",
    ]

    static func importXcodeFile() throws -> ImportResult {
        let bag = DiagnosticBag()
        let document = try PlistXML.readDocument(Array(PlistXML.write(xcodePlist()).utf8))
        let imported = IntentDefinitionImporter().importDefinition(
            document, strings: ["ja": japanese], sourceName: "Base.lproj/Widget.intentdefinition", diagnostics: bag)
        XCTAssertEqual(imported.losses.map(\.diagnostic.message), [], "nothing of this file is lost")
        return imported
    }

    static func validated(_ yaml: String, path: String = "Widget.intents.yml") throws -> DefinitionFile {
        let (result, diagnostics) = runFrontEnd(yaml, path: path)
        XCTAssertEqual(diagnostics.map { DiagnosticRenderer().render([$0]) }, [], yaml)
        return try XCTUnwrap(result?.files.first, yaml)
    }

    func testImportKeepsXcodesIdsTagsAndNamespaceAndExportWritesThemBack() throws {
        let yaml = try Self.importXcodeFile().yaml
        XCTAssertTrue(
            yaml.hasSuffix(
                """
                xcode:
                  namespace: 88xZPY
                  ids:
                    Sensor.displayName: bPhIkV
                    Sensor.humidity.displayName: Nm8fuJ
                    Sensor.temperature.displayName: GheCHn
                    Sensor.unknown.displayName: W4gPB4
                    Station.deviceType.displayName: XFRxC5
                    Station.displayName: REfdOV
                    WidgetSensor.description: tVvJ9c
                    WidgetSensor.name.defaultValue: dEfV4l
                    WidgetSensor.name.displayName: nAm3Id
                    WidgetSensor.name.prompt.primary: wH1chN
                    WidgetSensor.response.failure.dialog: fA1lId
                    WidgetSensor.response.reading.displayName: r3aDng
                    WidgetSensor.response.success.dialog: rEsp0k
                    WidgetSensor.sensor.displayName: 4kd9Xa
                    WidgetSensor.sensor.prompt.primary: pR1mAy
                    WidgetSensor.summary.sensor.title: sUmT1t
                    WidgetSensor.title: gpCwrM
                  tags:
                    Station.deviceType: 104
                    WidgetSensor.name: 27
                    WidgetSensor.response.reading: 3
                    WidgetSensor.sensor: 30
                  lastTags:
                    Station: 105
                    WidgetSensor: 31
                    WidgetSensor.response: 4

                """), yaml)

        let exported = IntentDefinitionExporter().export(try Self.validated(yaml))
        let original = Self.xcodePlist()
        let back = try PlistXML.read(Array(exported.definition.utf8))
        var before = ReplacedDefinition.Keys()
        before.collect(original, path: "", node: nil, positions: PlistPositions())
        var after = ReplacedDefinition.Keys()
        after.collect(back, path: "", node: nil, positions: PlistPositions())
        // Every id and tag of the file, each where it was (the Configuration prompts have none).
        XCTAssertEqual(before.ids.count, 17)
        XCTAssertEqual(after.ids, before.ids)
        XCTAssertEqual(before.tags.count, 11)
        XCTAssertEqual(after.tags, before.tags)
        XCTAssertEqual(back["INIntentDefinitionNamespace"], .string("88xZPY"))
        let parameter = back["INIntents"]?.array?.first?["INIntentParameters"]?.array?.first
        XCTAssertEqual(parameter?["INIntentParameterEnumTypeNamespace"], .string("88xZPY"))
        // The team's translations still match: same keys, same texts.
        XCTAssertEqual(try StringsFile.parse(try XCTUnwrap(exported.strings["ja"])), Self.japanese)
        XCTAssertEqual(exported.strings.keys.sorted(), ["ja"])
    }

    /// Every output but the `.intentdefinition` itself, for `yaml`.
    static func renderedCode(_ yaml: String) throws -> [String: String] {
        let bag = DiagnosticBag()
        let definitions = try XCTUnwrap(
            FrontEnd().run([InputFile(path: "Widget.intents.yml", text: yaml)], diagnostics: bag))
        let request = GenerationRequest(kinds: [.intents, .appIntents, .handler, .infoPlist])
        let files = Renderer().render(Planner().plan(definitions, request: request), diagnostics: bag)
        XCTAssertFalse(bag.hasErrors, DiagnosticRenderer().render(bag.sorted))
        return Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    /// The generated code does not depend on the block: the same file with and without it renders
    /// the same SiriKit and App Intents Swift, handler skeleton and Info.plist fragment.
    func testTheBlockChangesNoGeneratedCode() throws {
        let yaml = try Self.importXcodeFile().yaml
        let without = String(yaml[..<yaml.range(of: "\nxcode:\n")!.lowerBound]) + "\n"
        XCTAssertFalse(without.contains("xcode:"))
        let with = try Self.renderedCode(yaml)
        XCTAssertGreaterThanOrEqual(with.count, 5)
        XCTAssertTrue(with.keys.contains { $0.hasSuffix("WidgetSensorIntent.swift") }, "\(with.keys.sorted())")
        XCTAssertEqual(with, try Self.renderedCode(without))
    }

    // MARK: Files without the block

    static let handWritten = """
        intents:
          WidgetSensor:
            title: { en: Widget Sensor, ja: ウィジェットセンサー }
            category: information
            parameters:
              sensor: { type: string, displayName: { en: Sensor, ja: センサー } }
              name: string
            response:
              properties:
                reading: string
        types:
          Station:
            properties:
              deviceType: string

        """

    /// A file written in YAML keeps the readable derived ids, tags from the order and the
    /// namespace derived from its name; and importing what it exports needs no block.
    func testAFileWithoutTheBlockKeepsTheDerivedIdsAndTags() throws {
        let exported = IntentDefinitionExporter().export(try Self.validated(Self.handWritten))
        let back = try PlistXML.read(Array(exported.definition.utf8))
        let intent = try XCTUnwrap(back["INIntents"]?.array?.first)
        XCTAssertEqual(intent["INIntentTitleID"], .string("WidgetSensor.title"))
        XCTAssertEqual(intent["INIntentLastParameterTag"], .integer(2))
        let parameters = intent["INIntentParameters"]?.array ?? []
        XCTAssertEqual(parameters.map { $0["INIntentParameterTag"] }, [.integer(1), .integer(2)])
        XCTAssertEqual(parameters.first?["INIntentParameterDisplayNameID"], .string("WidgetSensor.sensor.displayName"))
        XCTAssertEqual(intent["INIntentResponse"]?["INIntentResponseLastParameterTag"], .integer(1))
        let type = try XCTUnwrap(back["INTypes"]?.array?.first)
        XCTAssertEqual(
            type["INTypeProperties"]?.array?.map { $0["INTypePropertyTag"] }, [1, 2, 3, 4, 100].map(PlistValue.integer))
        XCTAssertEqual(type["INTypeLastPropertyTag"], .integer(100))
        XCTAssertEqual(back["INIntentDefinitionNamespace"], .string(IntentDefinitionExporter.namespace(for: "Widget")))
        XCTAssertEqual(
            try StringsFile.parse(try XCTUnwrap(exported.strings["ja"])),
            ["WidgetSensor.title": "ウィジェットセンサー", "WidgetSensor.sensor.displayName": "センサー"])

        let bag = DiagnosticBag()
        let imported = IntentDefinitionImporter().importDefinition(
            try PlistXML.readDocument(Array(exported.definition.utf8)),
            strings: ["ja": try StringsFile.parse(exported.strings["ja"]!)],
            sourceName: "Base.lproj/Widget.intentdefinition", diagnostics: bag)
        XCTAssertEqual(bag.diagnostics.map(\.message), [])
        XCTAssertNil(imported.definition?.xcode)
        XCTAssertFalse(imported.yaml.contains("xcode:"), imported.yaml)
    }

    /// Parameters and properties added after the import get tags above the kept ones and the
    /// kept counter (never a tag Xcode gave a parameter since removed); the counters follow.
    func testMembersAddedLaterGetFreshTagsAboveTheKeptOnes() throws {
        let yaml = """
            intents:
              WidgetSensor:
                parameters:
                  added: string
                  sensor: string
                  later: integer
                response:
                  properties:
                    reading: string
                    extra: string
            types:
              Station:
                properties:
                  deviceType: string
                  model: string
            xcode:
              tags:
                WidgetSensor.sensor: 30
                WidgetSensor.response.reading: 3
                Station.deviceType: 104
              lastTags:
                WidgetSensor: 31
                Station: 105

            """
        let back = try PlistXML.read(
            Array(IntentDefinitionExporter().definition(try Self.validated(yaml)).utf8))
        let intent = try XCTUnwrap(back["INIntents"]?.array?.first)
        XCTAssertEqual(
            intent["INIntentParameters"]?.array?.map { $0["INIntentParameterTag"] },
            [32, 30, 33].map(PlistValue.integer))
        XCTAssertEqual(intent["INIntentLastParameterTag"], .integer(33))
        let response = intent["INIntentResponse"]
        XCTAssertEqual(
            response?["INIntentResponseParameters"]?.array?.map { $0["INIntentResponseParameterTag"] },
            [3, 4].map(PlistValue.integer))
        XCTAssertEqual(response?["INIntentResponseLastParameterTag"], .integer(4))
        let type = try XCTUnwrap(back["INTypes"]?.array?.first)
        XCTAssertEqual(
            type["INTypeProperties"]?.array?.map { $0["INTypePropertyTag"] },
            [1, 2, 3, 4, 104, 106].map(PlistValue.integer))
        XCTAssertEqual(type["INTypeLastPropertyTag"], .integer(106))
    }

    /// `namespace: null` (a file from an older Xcode, which has none) writes no namespace at all.
    func testANullNamespaceWritesNone() throws {
        let yaml = """
            intents:
              Pick:
                parameters:
                  size: Size
            enums:
              Size:
                cases: [small]
            xcode:
              namespace: null

            """
        let text = IntentDefinitionExporter().definition(try Self.validated(yaml))
        XCTAssertFalse(text.contains("Namespace"), text)
        XCTAssertTrue(text.contains("<key>INIntentParameterEnumType</key>"), text)
        XCTAssertTrue(DefinitionPrinter().print(try Self.validated(yaml)).hasSuffix("xcode:\n  namespace: null\n"))
    }

    // MARK: Validation

    func testTheValidatorReportsStaleKeysBadTagsAndConflictingSharedIds() throws {
        let yaml = """
            intents:
              WidgetSensor:
                title: { en: Widget Sensor, ja: ウィジェットセンサー }
                description: { en: Sensor, ja: センサー }
                parameters:
                  sensor: string
                  name: string
                  other: string
            xcode:
              ids:
                WidgetSensor.title: shared
                WidgetSensor.description: shared
                WidgetSensor.sensr.displayName: 4kd9Xa
              tags:
                WidgetSensor.sensor: 30
                WidgetSensor.name: 30
                WidgetSensor.other: 0
                WidgetSensor.removedLongAgo: 7
              lastTags:
                WidgetSensor: -1
                Gone.response: 2

            """
        let (_, diagnostics) = runFrontEnd(yaml, path: "Widget.intents.yml")
        XCTAssertEqual(
            DiagnosticRenderer().render(diagnostics).split(separator: "\n").map(String.init),
            [
                "Widget.intents.yml:12:31: error: `WidgetSensor.title` and `WidgetSensor.description` share the Xcode id `shared` in the `xcode` block but have different `ja` translations: the .strings file has one entry for the id [duplicate-name]",
                "Widget.intents.yml:12:31: note: give them the same translations, or give one its own id (or none, for the derived one)",
                "Widget.intents.yml:13:5: warning: `WidgetSensor.sensr.displayName` in the `ids` of the `xcode` block names no text of the file, so it keeps nothing [undefined-reference]",
                "Widget.intents.yml:13:5: note: did you mean `WidgetSensor.sensor.displayName`? After a rename, rename the key too",
                "Widget.intents.yml:16:24: error: `WidgetSensor.sensor` and `WidgetSensor.name` have the same tag 30 in the `xcode` block: each member of `WidgetSensor` has a tag of its own [duplicate-name]",
                "Widget.intents.yml:15:26: note: the other tag",
                "Widget.intents.yml:16:24: note: give each its own tag, as the .intentdefinition had them",
                "Widget.intents.yml:17:25: error: the tag 0 of `WidgetSensor.other` in the `xcode` block is not from 1 to 2147483647 [invalid-value]",
                "Widget.intents.yml:17:25: note: write the tag the .intentdefinition had, or remove the entry",
                "Widget.intents.yml:18:5: warning: `WidgetSensor.removedLongAgo` in the `tags` of the `xcode` block names no parameter or property of the file, so it keeps nothing [undefined-reference]",
                "Widget.intents.yml:18:5: note: remove the entry, or after a rename, rename the key too",
                "Widget.intents.yml:20:19: error: the counter -1 of `WidgetSensor` in the `xcode` block is not from 0 to 2147483647 [invalid-value]",
                "Widget.intents.yml:20:19: note: write the `Last…Tag` the .intentdefinition had, or remove the entry",
                "Widget.intents.yml:21:5: warning: `Gone.response` in the `lastTags` of the `xcode` block names no intent, response or type of the file, so it keeps nothing [undefined-reference]",
                "Widget.intents.yml:21:5: note: remove the entry, or after a rename, rename the key too",
            ])
    }

    /// Texts that share an Xcode id with the same translations (as Xcode writes for copied text)
    /// are fine; the shape of the block is the decoder's.
    func testSharedIdsWithTheSameTranslationsAndTheBlocksShape() throws {
        let shared = """
            intents:
              WidgetSensor:
                title: { en: Sensor, ja: センサー }
                description: { en: Sensor, ja: センサー }
            xcode:
              ids:
                WidgetSensor.title: shared
                WidgetSensor.description: shared

            """
        XCTAssertEqual(runFrontEnd(shared).diagnostics, [])
        let strings = IntentDefinitionExporter().strings(try Self.validated(shared))
        XCTAssertEqual(try StringsFile.parse(try XCTUnwrap(strings["ja"])), ["shared": "センサー"])

        let misshapen = """
            intents:
              WidgetSensor: {}
            xcode:
              namespace: ""
              ids:
                WidgetSensor.title: ""
              tags:
                WidgetSensor.sensor: many
              lastTag: {}

            """
        XCTAssertEqual(
            runFrontEnd(misshapen).diagnostics.map(brief),
            ["4:14 invalid-value", "6:25 invalid-value", "8:26 wrong-type", "9:3 unknown-key"])
    }

    // MARK: Import of what the language cannot keep

    /// A tag that is no positive integer, or that another member of its owner has, and a counter
    /// below a tag are reported, never kept as something the validator would reject.
    func testTagsTheLanguageCannotKeepAreReported() throws {
        var plist = Self.xcodePlist()
        guard case .dictionary(var root) = plist, case .array(var intents)? = root["INIntents"],
            case .dictionary(var intent) = intents[0], case .array(var parameters)? = intent["INIntentParameters"],
            case .dictionary(var name) = parameters[1]
        else { return XCTFail("the fixture changed") }
        name["INIntentParameterTag"] = .integer(30)
        parameters[1] = .dictionary(name)
        intent["INIntentParameters"] = .array(parameters)
        intent["INIntentLastParameterTag"] = .integer(12)
        intents[0] = .dictionary(intent)
        root["INIntents"] = .array(intents)
        plist = .dictionary(root)
        let (yaml, losses) = ImportRoundTripTests.importLosses(plist, strings: ["ja": Self.japanese])
        XCTAssertEqual(
            losses.map { "\($0.diagnostic.code.rawValue) \($0.keyPath)" },
            [
                "lost-key INIntents[0].INIntentParameters[1].INIntentParameterTag",
                "import-defaulted INIntents[0].INIntentLastParameterTag",
            ])
        XCTAssertTrue(losses[0].diagnostic.message.contains("repeats the tag of `WidgetSensor.sensor`"))
        XCTAssertTrue(losses[1].diagnostic.message.contains("export writes 31"), losses[1].diagnostic.message)
        XCTAssertTrue(yaml.contains("    WidgetSensor.sensor: 30\n"), yaml)
        XCTAssertFalse(yaml.contains("WidgetSensor.name: "), yaml)
        let back = try PlistXML.read(Array(IntentDefinitionExporter().definition(try Self.validated(yaml)).utf8))
        let intentBack = back["INIntents"]?.array?.first
        XCTAssertEqual(
            intentBack?["INIntentParameters"]?.array?.map { $0["INIntentParameterTag"] },
            [30, 31].map(PlistValue.integer))
    }
}

extension CommandLineTests {
    /// The first export over an Xcode-authored `.intentdefinition` says what it replaces, at the
    /// file: with the imported definitions nothing changes; with definitions written anew, how many
    /// ids and tags change, with examples. A file intentgen wrote is replaced without a word.
    func testExportSaysWhatItReplacesInAFileIntentgenDidNotWrite() throws {
        let folder = try temporaryFolder()
        let resources = folder.appendingPathComponent("Resources")
        for lproj in ["Base.lproj", "ja.lproj"] {
            try FileManager.default.createDirectory(
                at: resources.appendingPathComponent(lproj), withIntermediateDirectories: true)
        }
        let definition = resources.appendingPathComponent("Base.lproj/Widget.intentdefinition")
        let xcodeText = PlistXML.write(XcodeIdentityTests.xcodePlist())
        try Data(xcodeText.utf8).write(to: definition)
        let strings = XcodeIdentityTests.japanese.keys.sorted().map {
            "\"\($0)\" = \"\(XcodeIdentityTests.japanese[$0]!)\";"
        }
        try Data((strings.joined(separator: "\n") + "\n").utf8).write(
            to: resources.appendingPathComponent("ja.lproj/Widget.strings"))

        // Written anew in YAML: every id, tag and the namespace would change.
        let anew = folder.appendingPathComponent("Widget.intents.yml")
        try Data(XcodeIdentityTests.handWritten.utf8).write(to: anew)
        let dryRun = try run(["export", anew.path, "-o", resources.path, "--dry-run"])
        XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
        // At the first id or tag that changes, four tabs in.
        XCTAssertTrue(dryRun.stderr.hasPrefix("\(definition.path):"), dryRun.stderr)
        XCTAssertTrue(
            dryRun.stderr.contains(
                ":4: warning: export would replace \(definition.path), which intentgen did not write (it is not in the form intentgen writes): "
            ), dryRun.stderr)
        XCTAssertTrue(dryRun.stderr.contains("localization ids change (`"), dryRun.stderr)
        XCTAssertTrue(dryRun.stderr.contains("`WidgetSensor.sensor` 30 → 1"), dryRun.stderr)
        XCTAssertTrue(dryRun.stderr.contains("the namespace `88xZPY` becomes `"), dryRun.stderr)
        XCTAssertTrue(dryRun.stderr.contains("[replaced-definition]"), dryRun.stderr)
        XCTAssertTrue(dryRun.stderr.contains("note: to keep them, import the file"), dryRun.stderr)
        XCTAssertEqual(try String(contentsOf: definition, encoding: .utf8), xcodeText, "a dry run writes nothing")

        // Imported first: the export replaces Xcode's file and says so, but nothing it keys on changes.
        let imported = try run(["import", definition.path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        try Data(imported.stdout.utf8).write(to: anew)
        let first = try run(["export", anew.path, "-o", resources.path])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(
            first.stderr,
            "\(definition.path):1:1: warning: export replaces \(definition.path), which intentgen did not write (it is not in the form intentgen writes); the localization ids and tags of what both have, and the namespace, stay as they were [replaced-definition]\n"
        )
        XCTAssertEqual(
            try StringsFile.parse(
                try String(contentsOf: resources.appendingPathComponent("ja.lproj/Widget.strings"), encoding: .utf8)),
            XcodeIdentityTests.japanese)

        // Now the file is intentgen's: no warning, also after an edit.
        let again = try run(["export", anew.path, "-o", resources.path])
        XCTAssertEqual(again.stderr, "")
        XCTAssertTrue(again.stdout.contains("0 written"), again.stdout)
        XCTAssertTrue(imported.stdout.contains("Choose a sensor."), imported.stdout)
        try Data(imported.stdout.replacingOccurrences(of: "Choose a sensor.", with: "Pick a sensor.").utf8)
            .write(to: anew)
        let edited = try run(["export", anew.path, "-o", resources.path])
        XCTAssertEqual(edited.status, 0, edited.stderr)
        XCTAssertEqual(edited.stderr, "")
        XCTAssertTrue(edited.stdout.contains("wrote \(definition.path)"), edited.stdout)
    }
}

extension CommandLineTests {
    /// `generate --definition-output` over an Xcode-authored file says what it replaces, as
    /// export does; once the file is intentgen's, nothing.
    func testGenerateSaysWhatItsDefinitionOutputReplaces() throws {
        let folder = try temporaryFolder()
        let resources = folder.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(
            at: resources.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        let definition = resources.appendingPathComponent("Base.lproj/Widget.intentdefinition")
        let xcodeText = PlistXML.write(XcodeIdentityTests.xcodePlist())
        try Data(xcodeText.utf8).write(to: definition)
        let anew = folder.appendingPathComponent("Widget.intents.yml")
        try Data(XcodeIdentityTests.handWritten.utf8).write(to: anew)
        let generate = [
            "generate", anew.path, "-o", folder.appendingPathComponent("Generated").path, "--generate", "intents",
            "--generate", "xcodeDefinition", "--definition-output", resources.path,
        ]

        let check = try run(generate + ["--check"])
        XCTAssertTrue(
            check.stderr.contains(
                ":4: warning: generate would replace \(definition.path), which intentgen did not write (it is not in the form intentgen writes): "
            ), check.stderr)
        XCTAssertTrue(check.stderr.contains("`WidgetSensor.sensor` 30 → 1"), check.stderr)
        XCTAssertEqual(try String(contentsOf: definition, encoding: .utf8), xcodeText, "a check writes nothing")

        let first = try run(generate)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stderr.contains("warning: generate replaces \(definition.path)"), first.stderr)
        XCTAssertNotEqual(try String(contentsOf: definition, encoding: .utf8), xcodeText)
        let again = try run(generate + ["--force"])
        XCTAssertEqual(again.stderr, "", "the file is intentgen's now")
        let stamp = try XCTUnwrap(BuildStamp.read(in: folder.appendingPathComponent("Generated").path))
        XCTAssertTrue(stamp.generatedUntouched(definition.path), "the stamp knows it: no look needed")

        // Replaced by Xcode's again (a team that edited it there): looked at, and said.
        try Data(xcodeText.utf8).write(to: definition)
        XCTAssertFalse(stamp.generatedUntouched(definition.path))
        let edited = try run(generate)
        XCTAssertTrue(edited.stderr.contains("warning: generate replaces \(definition.path)"), edited.stderr)
    }
}

extension SchemaTests {
    func testTheSchemaKnowsTheXcodeBlock() throws {
        let file = "intents:\n  WidgetSensor:\n    parameters:\n      sensor: string\n"
        XCTAssertEqual(
            try violations(
                file
                    + "xcode:\n  namespace: 88xZPY\n  ids:\n    WidgetSensor.title: gpCwrM\n  tags:\n    WidgetSensor.sensor: 30\n  lastTags:\n    WidgetSensor: 31\n"
            ), [])
        XCTAssertEqual(try violations(file + "xcode:\n  namespace: null\n"), [])
        XCTAssertFalse(try violations(file + "xcode:\n  tags:\n    WidgetSensor.sensor: 0\n").isEmpty, "tag 0")
        XCTAssertFalse(try violations(file + "xcode:\n  lastTag: {}\n").isEmpty, "unknown key")
        XCTAssertFalse(try violations(file + "xcode:\n  ids:\n    WidgetSensor.title: \"\"\n").isEmpty, "empty id")
    }
}
