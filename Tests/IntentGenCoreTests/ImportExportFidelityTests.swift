import Foundation
import XCTest

@testable import IntentGenCore

/// What import → YAML → export keeps beyond the basics (issue 14, "Import and export"): the order
/// of response codes, Shortcuts summaries, a translation with a wrong placeholder, compiled
/// definitions and parameters typed by an enum's name. Fixtures are hand-written property lists.
final class ImportExportFidelityTests: XCTestCase {
    typealias Fixture = ImportRoundTripTests

    /// The exported property list of imported YAML, which must validate.
    func export(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> PlistValue {
        let (result, diagnostics) = runFrontEnd(yaml)
        let definition = try XCTUnwrap(
            result?.files.first, "\(DiagnosticRenderer().render(diagnostics))\n\(yaml)", file: file, line: line)
        return try PlistXML.read(Array(IntentDefinitionExporter().export(definition).definition.utf8))
    }

    static func code(_ name: String, success: Bool = false, dialog: String? = nil) -> PlistValue {
        var entry: [String: PlistValue] = ["INIntentResponseCodeName": .string(name)]
        if success { entry["INIntentResponseCodeSuccess"] = .bool(true) }
        if let dialog { entry["INIntentResponseCodeFormatString"] = .string(dialog) }
        return .dictionary(entry)
    }

    // MARK: Response codes

    func testResponseCodeOrderSurvivesImportAndExport() throws {
        let orders: [[PlistValue]] = [
            [Self.code("failure"), Self.code("overview", success: true), Self.code("success", success: true)],
            [Self.code("success", success: true), Self.code("failure")],
            [Self.code("failureLate", dialog: "Too late."), Self.code("success", success: true), Self.code("failure")],
            [Self.code("success", success: true), Self.code("busy"), Self.code("failure", dialog: "No.")],
        ]
        for codes in orders {
            let plist = Fixture.definition(intents: [Fixture.intentPlist(codes: codes)])
            let (yaml, warnings) = Fixture.importYAML(plist)
            XCTAssertEqual(warnings.map(\.message), [])
            let back = try export(yaml)
            let names = back["INIntents"]?.array?.first?["INIntentResponse"]?["INIntentResponseCodes"]?.array?
                .compactMap { $0["INIntentResponseCodeName"]?.string }
            XCTAssertEqual(names, codes.compactMap { $0["INIntentResponseCodeName"]?.string }, yaml)
        }
        // Built-in codes are written only where the language would not put them by itself.
        let plist = Fixture.definition(intents: [Fixture.intentPlist(codes: orders[0])])
        XCTAssertTrue(
            Fixture.importYAML(plist).yaml.contains(
                """
                    response:
                      codes:
                        failure: {}
                        overview:
                          success: true
                        success: {}

                xcode:
                """), Fixture.importYAML(plist).yaml)
        XCTAssertFalse(
            Fixture.importYAML(Fixture.definition(intents: [Fixture.intentPlist(codes: orders[1])])).yaml.contains(
                "codes"))
    }

    // MARK: Shortcuts summaries

    static func managed(_ entries: [String: [String: PlistValue]]) -> [String: PlistValue] {
        ["INIntentManagedParameterCombinations": .dictionary(entries.mapValues { .dictionary($0) })]
    }

    func testShortcutsSummariesSurviveImportAndExport() throws {
        let plist = Fixture.definition(intents: [
            Fixture.intentPlist(
                "Send",
                Self.managed([
                    "action,item": [
                        "INIntentParameterCombinationTitle": .string("Send ${action} to ${item}"),
                        "INIntentParameterCombinationTitleID": .string("oUolm5"),
                        "INIntentParameterCombinationSubtitle": .string("Now"),
                        "INIntentParameterCombinationSupportsBackgroundExecution": .bool(true),
                        "INIntentParameterCombinationUpdatesLinked": .bool(true),
                    ],
                    "item": [
                        "INIntentParameterCombinationTitle": .string(" ${item}"),
                        "INIntentParameterCombinationUpdatesLinked": .bool(true),
                    ],
                ]),
                parameters: [
                    Fixture.parameterPlist("item", "String", priority: 1),
                    Fixture.parameterPlist("action", "String", priority: 2),
                ])
        ])
        let (yaml, warnings) = Fixture.importYAML(plist, strings: ["de": ["oUolm5": "Sende ${action} an ${item}"]])
        XCTAssertEqual(warnings.map(\.message), [])
        XCTAssertTrue(
            yaml.contains(
                """
                    shortcutsSummaries:
                      - parameters: [item]
                        title: " ${item}"
                        background: false
                      - parameters: [action, item]
                        title: { en: "Send ${action} to ${item}", de: "Sende ${action} an ${item}" }
                        subtitle: Now

                """), yaml)
        let (result, diagnostics) = runFrontEnd(yaml)
        let definition = try XCTUnwrap(result?.files.first, "\(diagnostics)")
        let output = IntentDefinitionExporter().export(definition)
        let back = try PlistXML.read(Array(output.definition.utf8))
        let combinations = try XCTUnwrap(
            back["INIntents"]?.array?.first?["INIntentManagedParameterCombinations"]?.dictionary)
        XCTAssertEqual(combinations.keys.sorted(), ["action,item", "item"])
        XCTAssertEqual(
            combinations["action,item"]?["INIntentParameterCombinationTitle"], .string("Send ${action} to ${item}"))
        XCTAssertEqual(combinations["action,item"]?["INIntentParameterCombinationSubtitle"], .string("Now"))
        XCTAssertEqual(
            combinations["action,item"]?["INIntentParameterCombinationSupportsBackgroundExecution"], .bool(true))
        XCTAssertEqual(combinations["item"]?["INIntentParameterCombinationTitle"], .string(" ${item}"))
        XCTAssertNil(combinations["item"]?["INIntentParameterCombinationSupportsBackgroundExecution"])
        XCTAssertEqual(combinations["item"]?["INIntentParameterCombinationUpdatesLinked"], .bool(true))
        let id = try XCTUnwrap(combinations["action,item"]?["INIntentParameterCombinationTitleID"]?.string)
        XCTAssertEqual(try StringsFile.parse(output.strings["de"] ?? "")[id], "Sende ${action} an ${item}")
    }

    /// Xcode's own combination (configurable parameters, no title) is the language's default and
    /// is not written; a configurable intent without any says so with an empty list.
    func testTheDerivedShortcutsSummaryIsTheDefault() throws {
        let parameters = [
            Fixture.parameterPlist("item", "String", priority: 1),
            Fixture.parameterPlist("note", "String", priority: 2, ["INIntentParameterConfigurable": .bool(false)]),
        ]
        let derived = Fixture.importYAML(Fixture.definition(intents: [Fixture.intentPlist(parameters: parameters)]))
        XCTAssertEqual(derived.warnings.map(\.message), [])
        XCTAssertFalse(derived.yaml.contains("shortcutsSummaries"), derived.yaml)
        let exported = try export(derived.yaml)
        XCTAssertEqual(
            exported["INIntents"]?.array?.first?["INIntentManagedParameterCombinations"],
            .dictionary([
                "item": .dictionary([
                    "INIntentParameterCombinationSupportsBackgroundExecution": .bool(true),
                    "INIntentParameterCombinationUpdatesLinked": .bool(true),
                ])
            ]))

        let none = Fixture.importYAML(
            Fixture.definition(intents: [
                Fixture.intentPlist(
                    "OpenThing", ["INIntentManagedParameterCombinations": .dictionary([:])], parameters: parameters)
            ]))
        XCTAssertEqual(none.warnings.map(\.message), [])
        XCTAssertTrue(none.yaml.contains("    shortcutsSummaries: []\n"), none.yaml)
        XCTAssertNil(try export(none.yaml)["INIntents"]?.array?.first?["INIntentManagedParameterCombinations"])

        // Not derived: another parameter list, a title, or on an intent that is not configurable.
        let other = Fixture.importYAML(
            Fixture.definition(intents: [
                Fixture.intentPlist(
                    "OpenThing",
                    ["INIntentConfigurable": .bool(false)]
                        .merging(
                            Self.managed([
                                "item": [
                                    "INIntentParameterCombinationSupportsBackgroundExecution": .bool(true),
                                    "INIntentParameterCombinationUpdatesLinked": .bool(true),
                                ]
                            ])
                        ) { $1 }, parameters: parameters)
            ]))
        XCTAssertTrue(other.yaml.contains("    shortcutsSummaries:\n      - parameters: [item]\n"), other.yaml)
        XCTAssertNotNil(
            try export(other.yaml)["INIntents"]?.array?.first?["INIntentManagedParameterCombinations"]?["item"])
    }

    /// What the language cannot hold of a Shortcuts summary is reported, never dropped silently.
    func testShortcutsSummariesThatCannotBeImportedAreReported() {
        let plist = Fixture.definition(intents: [
            Fixture.intentPlist(
                "Send",
                Self.managed([
                    "item": [
                        "INIntentParameterCombinationTitle": .string("Send ${ghost}"),
                        "INIntentParameterCombinationUpdatesLinked": .bool(true),
                    ],
                    "ghost": ["INIntentParameterCombinationUpdatesLinked": .bool(true)],
                    "": ["INIntentParameterCombinationTitle": .string("Send")],
                ]),
                parameters: [Fixture.parameterPlist("item", "String", priority: 1)])
        ])
        let (yaml, losses) = Fixture.importLosses(plist)
        XCTAssertEqual(
            losses.map { "\($0.diagnostic.code.rawValue) \($0.keyPath)" }.sorted(),
            [
                #"lost-shortcuts-summary INIntents[0].INIntentManagedParameterCombinations[""].INIntentParameterCombinationUpdatesLinked"#,
                #"lost-shortcuts-summary INIntents[0].INIntentManagedParameterCombinations["ghost"]"#,
                #"lost-shortcuts-summary INIntents[0].INIntentManagedParameterCombinations["item"]"#,
            ])
        XCTAssertTrue(
            yaml.contains("    shortcutsSummaries:\n")
                && yaml.contains("      - title: Send\n        background: false\n"), yaml)
        XCTAssertNotNil(runFrontEnd(yaml).result, yaml)
    }

    func testShortcutsSummariesAreValidatedLikeSummaries() {
        let (_, diagnostics) = runFrontEnd(
            """
            intents:
              Send:
                parameters:
                  item: string
                shortcutsSummaries:
                  - parameters: [item, ghost]
                    title: Send ${item} with ${other}
                  - parameters: [item]
                    primary: true
                  - title: Send
                  - {}
            """)
        XCTAssertEqual(
            diagnostics.map(brief).sorted(),
            [
                "6:28 undefined-reference", "7:16 undefined-reference", "9:9 unknown-key", "11:9 duplicate-name",
            ].sorted(), "\(diagnostics)")
    }

    /// App Intents: a Shortcuts summary of all the intent's parameters is the `parameterSummary`
    /// (unless a summary is primary).
    func testAppIntentsUseTheShortcutsSummaryOfAllParameters() throws {
        func appIntent(_ summaries: String) throws -> String {
            let yaml = """
                intents:
                  Send:
                    parameters:
                      item: string
                      action: string
                \(summaries)
                """
            let bag = DiagnosticBag()
            let definitions = try XCTUnwrap(
                FrontEnd().run([InputFile(path: "S.intents.yml", text: yaml)], diagnostics: bag),
                DiagnosticRenderer().render(bag.sorted))
            let plan = Planner().plan(definitions, request: GenerationRequest(kinds: [.appIntents]))
            let files = Renderer().render(plan, diagnostics: bag)
            XCTAssertFalse(bag.hasErrors, DiagnosticRenderer().render(bag.sorted))
            return try XCTUnwrap(files.first { $0.path == "SendAppIntent.swift" }).contents
        }
        let shortcuts = """
                shortcutsSummaries:
                  - parameters: [item]
                    title: Only ${item}
                  - parameters: [item, action]
                    title: Send ${action} to ${item}
            """
        let both = try appIntent(shortcuts)
        XCTAssertTrue(both.contains(#"Summary("Send \(\.$action) to \(\.$item)", table: "AppIntents")"#), both)
        let siri = """
                summaries:
                  - parameters: [item]
                    title: Siri ${item}
            """
        XCTAssertTrue(
            try appIntent(siri + "\n" + shortcuts).contains(
                #"Summary("Send \(\.$action) to \(\.$item)", table: "AppIntents")"#))
        let primary = siri + "\n        primary: true\n" + shortcuts
        let primaryFirst = try appIntent(primary)
        XCTAssertTrue(primaryFirst.contains(#"Summary("Siri \(\.$item)", table: "AppIntents")"#), primaryFirst)
        XCTAssertFalse(try appIntent("").contains("parameterSummary"))
    }

    // MARK: Translations

    /// A translator renamed `${websiteURL}`: only that translation is lost, not the dialog.
    func testATranslationWithAStrayPlaceholderCostsOnlyItself() throws {
        var intent = Fixture.intentPlist(codes: [
            .dictionary([
                "INIntentResponseCodeName": .string("success"), "INIntentResponseCodeSuccess": .bool(true),
                "INIntentResponseCodeFormatString": .string("Opened ${websiteURL}."),
                "INIntentResponseCodeFormatStringID": .string("d1al0g"),
            ]),
            Self.code("failure"),
        ])
        guard case .dictionary(var values) = intent, case .dictionary(var response) = values["INIntentResponse"]! else {
            return XCTFail("fixture")
        }
        response["INIntentResponseParameters"] = .array([
            .dictionary([
                "INIntentResponseParameterName": .string("websiteURL"), "INIntentResponseParameterType": .string("URL"),
                "INIntentResponseParameterDisplayName": .string("Website URL"),
            ])
        ])
        values["INIntentResponse"] = .dictionary(response)
        values["INIntentParameterCombinations"] = .dictionary([
            "": .dictionary([
                "INIntentParameterCombinationTitle": .string("Open"),
                "INIntentParameterCombinationTitleID": .string("t1tle"),
            ])
        ])
        intent = .dictionary(values)
        let strings = [
            "de": ["d1al0g": "${webseitenURL} geöffnet.", "t1tle": "Öffne ${ding}"],
            "fr": ["d1al0g": "${websiteURL} ouvert.", "t1tle": "Ouvrir"],
        ]
        let (yaml, losses) = Fixture.importLosses(Fixture.definition(intents: [intent]), strings: strings)
        XCTAssertEqual(
            losses.map { "\($0.diagnostic.code.rawValue) \($0.keyPath)" },
            [
                #"lost-translation INIntents[0].INIntentParameterCombinations[""].INIntentParameterCombinationTitleID"#,
                "lost-translation INIntents[0].INIntentResponse.INIntentResponseCodes[0].INIntentResponseCodeFormatStringID",
            ])
        XCTAssertTrue(losses[1].diagnostic.message.contains("the `de` translation"), losses[1].diagnostic.message)
        XCTAssertTrue(yaml.contains(#"title: { en: Open, fr: Ouvrir }"#), yaml)
        XCTAssertTrue(yaml.contains(#"dialog: { en: "Opened ${websiteURL}.", fr: "${websiteURL} ouvert." }"#), yaml)
        XCTAssertNotNil(runFrontEnd(yaml).result, yaml)
    }

    // MARK: Compiled definitions and types written by name

    /// A compiled copy carries `INIntentHash`, an unsigned 64-bit number: read, and dropped as
    /// build metadata.
    func testACompiledDefinitionWithAnUnsignedHashImports() throws {
        let plist = PlistXML.write(
            Fixture.definition(intents: [Fixture.intentPlist("OpenThing", ["INIntentHash": .integer(1)])])
        )
        .replacingOccurrences(of: "<integer>1</integer>", with: "<integer>17293822569102704640</integer>")
        let value = try PlistXML.read(Array(plist.utf8))
        XCTAssertEqual(value["INIntents"]?.array?.first?["INIntentHash"], .real(17_293_822_569_102_704_640))
        let (yaml, warnings) = Fixture.importYAML(value)
        XCTAssertEqual(warnings.map(\.message), [])
        XCTAssertEqual(
            yaml, "intents:\n  OpenThing: {}\n\nxcode:\n  namespace: 88xZPY\n  ids:\n    OpenThing.title: t1tl3\n")
        // Beyond UInt64 is still not a number a property list can hold.
        XCTAssertThrowsError(
            try PlistXML.read(
                Array(plist.replacingOccurrences(of: "17293822569102704640", with: "18446744073709551616").utf8)))
    }

    func testATypeWrittenAsAnEnumsNameImportsAsThatEnum() throws {
        let size: PlistValue = .dictionary([
            "INEnumName": .string("Size"), "INEnumDisplayName": .string("Size"), "INEnumType": .string("Regular"),
            "INEnumValues": .array([
                .dictionary(["INEnumValueName": .string("unknown"), "INEnumValueDisplayName": .string("unknown")]),
                .dictionary([
                    "INEnumValueName": .string("small"), "INEnumValueDisplayName": .string("Small"),
                    "INEnumValueIndex": .integer(1),
                ]),
            ]),
        ])
        let plist = Fixture.definition(
            intents: [Fixture.intentPlist(parameters: [Fixture.parameterPlist("size", "Size", priority: 1)])],
            enums: [size])
        let (yaml, losses) = Fixture.importLosses(plist)
        XCTAssertEqual(
            losses.map { "\($0.diagnostic.code.rawValue) \($0.keyPath)" },
            ["import-defaulted INIntents[0].INIntentParameters[0].INIntentParameterType"])
        XCTAssertTrue(yaml.contains("      size: Size\n"), yaml)
        let parameter = try export(yaml)["INIntents"]?.array?.first?["INIntentParameters"]?.array?.first
        XCTAssertEqual(parameter?["INIntentParameterType"], .string("Integer"))
        XCTAssertEqual(parameter?["INIntentParameterEnumType"], .string("Size"))

        // Beside an `INIntentParameterEnumType` of the same enum too (issue 28): imported as the
        // enum, where it was dropped, and exported back as written (`typeByName: true`). Another
        // enum there is still a conflict.
        for (enumType, imported) in [("Size", true), ("Other", false)] {
            let both = Fixture.definition(
                intents: [
                    Fixture.intentPlist(parameters: [
                        Fixture.parameterPlist(
                            "size", "Size", priority: 1, ["INIntentParameterEnumType": .string(enumType)])
                    ])
                ], enums: [size])
            let (yaml, losses) = Fixture.importLosses(both)
            XCTAssertEqual(yaml.contains("      size:\n        type: Size\n        typeByName: true\n"), imported, yaml)
            XCTAssertEqual(losses.isEmpty, imported, "\(losses)")
            XCTAssertEqual(losses.contains { $0.diagnostic.code == .lostParameterType }, !imported, "\(losses)")
            guard imported else { continue }
            let back = try export(yaml)["INIntents"]?.array?.first?["INIntentParameters"]?.array?.first
            XCTAssertEqual(back?["INIntentParameterType"], .string("Size"))
            XCTAssertEqual(back?["INIntentParameterEnumType"], .string("Size"))
        }
    }

    /// A custom type's name as the type of a response property, beside its object key: kept too.
    func testATypeWrittenByNameIsKeptOnResponseProperties() throws {
        let item: PlistValue = .dictionary([
            "INTypeName": .string("Item"), "INTypeDisplayName": .string("Item"), "INTypeProperties": .array([]),
        ])
        var intent = Fixture.intentPlist()
        intent = intent.setting(
            ["INIntentResponse", "INIntentResponseParameters"],
            .array([
                .dictionary([
                    "INIntentResponseParameterName": .string("found"), "INIntentResponseParameterType": .string("Item"),
                    "INIntentResponseParameterObjectType": .string("Item"),
                    "INIntentResponseParameterDisplayName": .string("Found"),
                ])
            ]))
        let (yaml, losses) = Fixture.importLosses(Fixture.definition(intents: [intent], types: [item]))
        XCTAssertEqual(losses.map(\.diagnostic.message), [])
        XCTAssertTrue(yaml.contains("        found:\n          type: Item\n          typeByName: true\n"), yaml)
        let back = try export(yaml)["INIntents"]?.array?.first?["INIntentResponse"]?["INIntentResponseParameters"]?
            .array?.first
        XCTAssertEqual(back?["INIntentResponseParameterType"], .string("Item"))
        XCTAssertEqual(back?["INIntentResponseParameterObjectType"], .string("Item"))
    }

    func testTypeByNameNeedsAnEnumOrAType() {
        let (result, diagnostics) = runFrontEnd(
            """
            intents:
              Open:
                parameters:
                  count: { type: integer, typeByName: true }
            """)
        XCTAssertNil(result)
        XCTAssertEqual(
            diagnostics.map(\.message),
            ["`typeByName` of parameter `count` of intent `Open` needs an enum or a custom type, not `integer`"])
        XCTAssertEqual(diagnostics.first?.location.map { "\($0.line):\($0.column)" }, "4:43")
    }

    // MARK: Absent stays absent (issue 28)

    /// Parameters, response properties, enums, types and type properties without a display name
    /// import as `displayName: null` and export with none (and no localization key), where they
    /// used to get the name in words.
    func testAbsentDisplayNamesStayAbsent() throws {
        var parameter = Fixture.parameterPlist("count", "Integer", priority: 1)
        parameter = parameter.removing("INIntentParameterDisplayName").removing("INIntentParameterDisplayNameID")
        var intent = Fixture.intentPlist(parameters: [parameter])
        intent = intent.setting(
            ["INIntentResponse", "INIntentResponseParameters"],
            .array([
                .dictionary([
                    "INIntentResponseParameterName": .string("total"),
                    "INIntentResponseParameterType": .string("Integer"),
                ])
            ]))
        let size: PlistValue = .dictionary([
            "INEnumName": .string("Size"), "INEnumType": .string("Regular"),
            "INEnumValues": .array([
                .dictionary(["INEnumValueName": .string("unknown"), "INEnumValueDisplayName": .string("unknown")]),
                .dictionary([
                    "INEnumValueName": .string("small"), "INEnumValueDisplayName": .string("Small"),
                    "INEnumValueIndex": .integer(1),
                ]),
            ]),
        ])
        let item: PlistValue = .dictionary([
            "INTypeName": .string("Item"),
            "INTypeProperties": .array([
                .dictionary(["INTypePropertyName": .string("weight"), "INTypePropertyType": .string("Decimal")])
            ]),
        ])
        let (yaml, losses) = Fixture.importLosses(Fixture.definition(intents: [intent], enums: [size], types: [item]))
        XCTAssertEqual(losses.map(\.diagnostic.message), [])
        XCTAssertEqual(yaml.components(separatedBy: "displayName: null").count - 1, 5, yaml)
        let back = try export(yaml)
        let exported = back["INIntents"]?.array?.first
        XCTAssertNil(exported?["INIntentParameters"]?.array?.first?["INIntentParameterDisplayName"])
        XCTAssertNil(exported?["INIntentParameters"]?.array?.first?["INIntentParameterDisplayNameID"])
        let total = exported?["INIntentResponse"]?["INIntentResponseParameters"]?.array?.first
        XCTAssertNil(total?["INIntentResponseParameterDisplayName"])
        XCTAssertNil(total?["INIntentResponseParameterDisplayNameID"])
        XCTAssertNil(back["INEnums"]?.array?.first?["INEnumDisplayName"])
        XCTAssertNil(back["INTypes"]?.array?.first?["INTypeDisplayName"])
        let weight = back["INTypes"]?.array?.first?["INTypeProperties"]?.array?.first {
            $0["INTypePropertyName"] == .string("weight")
        }
        XCTAssertNotNil(weight)
        XCTAssertNil(weight?["INTypePropertyDisplayName"])
        // Written ones stay.
        XCTAssertEqual(
            back["INEnums"]?.array?.first?["INEnumValues"]?.array?.last?["INEnumValueDisplayName"], .string("Small"))
    }

    /// `displayName: null` is no display name only in the `.intentdefinition`: App Intents still
    /// titles the parameter with its name in words.
    func testANullDisplayNameStillTitlesTheAppIntentParameter() throws {
        let yaml = """
            intents:
              Open:
                parameters:
                  itemCount: { type: integer, displayName: null }
            """
        let (result, diagnostics) = runFrontEnd(yaml)
        XCTAssertEqual(diagnostics.map(\.message), [])
        let parameter = try XCTUnwrap(result?.files.first?.intents.first?.parameters.first)
        XCTAssertTrue(parameter.spelling.omitsDisplayName)
        XCTAssertEqual(parameter.displayName.text, "Item Count")
    }

    /// A relationship naming no parent (what Xcode leaves when the parent is unset) imports as
    /// `visibleWhen: { parameter: null }` and exports as written; one with a value still cannot.
    func testAParentlessRelationshipIsKeptAsWritten() throws {
        let relationship: PlistValue = .dictionary([
            "INIntentParameterRelationshipPredicateName": .string("HasAnyValue")
        ])
        let plist = Fixture.definition(intents: [
            Fixture.intentPlist(parameters: [
                Fixture.parameterPlist("count", "Integer", priority: 1, ["INIntentParameterRelationship": relationship])
            ])
        ])
        let (yaml, losses) = Fixture.importLosses(plist)
        XCTAssertEqual(losses.map(\.diagnostic.message), [])
        XCTAssertTrue(yaml.contains("visibleWhen: { parameter: null }"), yaml)
        let back = try export(yaml)["INIntents"]?.array?.first?["INIntentParameters"]?.array?.first
        XCTAssertEqual(back?["INIntentParameterRelationship"], relationship)

        let withValue: PlistValue = .dictionary([
            "INIntentParameterRelationshipPredicateName": .string("EnumHasExactValue"),
            "INIntentParameterRelationshipPredicateValue": .string("small"),
        ])
        let lost = Fixture.importLosses(
            Fixture.definition(intents: [
                Fixture.intentPlist(parameters: [
                    Fixture.parameterPlist(
                        "count", "Integer", priority: 1, ["INIntentParameterRelationship": withValue])
                ])
            ])
        ).losses
        XCTAssertEqual(lost.map(\.diagnostic.code), [.lostRelationship])

        let (result, diagnostics) = runFrontEnd(
            """
            intents:
              Open:
                parameters:
                  count: { type: integer, visibleWhen: { parameter: null, equals: 3 } }
            """)
        XCTAssertNil(result)
        XCTAssertEqual(
            diagnostics.map(\.message),
            ["`visibleWhen` of parameter `count` of intent `Open` names no parent, so it has nothing to compare"])
    }

    /// Xcode's key for a multi-line text field is `INIntentParameterMetadataMultiline` (the
    /// Intents framework's `__INCodableStringAttributeMetadataMultilineKey`): imported as
    /// `multiline: true` and exported back.
    func testMultilineStringsRoundTrip() throws {
        let plist = Fixture.definition(intents: [
            Fixture.intentPlist(parameters: [
                Fixture.parameterPlist(
                    "note", "String", priority: 1,
                    ["INIntentParameterMetadata": .dictionary(["INIntentParameterMetadataMultiline": .bool(true)])])
            ])
        ])
        let (yaml, losses) = Fixture.importLosses(plist)
        XCTAssertEqual(losses.map(\.diagnostic.message), [])
        XCTAssertTrue(yaml.contains("multiline: true"), yaml)
        let back = try export(yaml)["INIntents"]?.array?.first?["INIntentParameters"]?.array?.first
        XCTAssertEqual(back?["INIntentParameterMetadata"]?["INIntentParameterMetadataMultiline"], .bool(true))
    }

    // MARK: File parameters with dynamic options

    func testFileParametersMayHaveDynamicOptions() throws {
        let plist = Fixture.definition(intents: [
            Fixture.intentPlist(parameters: [
                Fixture.parameterPlist(
                    "document", "File", priority: 1,
                    [
                        "INIntentParameterSupportsDynamicEnumeration": .bool(true),
                        "INIntentParameterSupportsSearch": .bool(true),
                    ])
            ])
        ])
        let (yaml, warnings) = Fixture.importYAML(plist)
        XCTAssertEqual(warnings.map(\.message), [])
        XCTAssertTrue(yaml.contains("        type: file\n        options: dynamic\n        search: true\n"), yaml)
        let parameter = try export(yaml)["INIntents"]?.array?.first?["INIntentParameters"]?.array?.first
        XCTAssertEqual(parameter?["INIntentParameterSupportsDynamicEnumeration"], .bool(true))
        XCTAssertEqual(parameter?["INIntentParameterSupportsSearch"], .bool(true))
    }
}

extension PlistValue {
    /// A copy with the value at a path of dictionary keys set (dictionaries made on the way).
    fileprivate func setting(_ path: [String], _ value: PlistValue) -> PlistValue {
        guard let key = path.first else { return value }
        var entries = dictionary ?? [:]
        entries[key] = (entries[key] ?? .dictionary([:])).setting(Array(path.dropFirst()), value)
        return .dictionary(entries)
    }

    /// A copy of a dictionary without `key`.
    fileprivate func removing(_ key: String) -> PlistValue {
        var entries = dictionary ?? [:]
        entries[key] = nil
        return .dictionary(entries)
    }
}
