import Foundation
import XCTest

@testable import IntentGenCore

/// The `.intentdefinition` writer: what Xcode reads, without random ids.
final class ExporterTests: XCTestCase {
    func export(_ yaml: String, path: String = "Shop.intents.yml") throws -> (
        PlistValue, IntentDefinitionExporter.Output
    ) {
        let bag = DiagnosticBag()
        let definitions = try XCTUnwrap(
            FrontEnd().run([InputFile(path: path, text: yaml)], diagnostics: bag),
            DiagnosticRenderer().render(bag.sorted))
        let output = IntentDefinitionExporter().export(try XCTUnwrap(definitions.files.first))
        return (try PlistXML.read(Array(output.definition.utf8)), output)
    }

    static let shop = """
        intents:
          Order:
            title: { en: Order, ja: 注文 }
            category: order
            eligibleForSuggestions: false
            parameters:
              size: { type: Size, default: large }
              count: { type: integer, min: 1, max: 9, default: 2, control: stepper }
              item: { type: Item, options: dynamic, search: true }
            response:
              properties:
                total: string
              codes:
                failureSoldOut: "Sold out: ${total}"
        enums:
          Size:
            cases: { small: Small, large: { displayName: { en: Large, ja: 大 } } }
        types:
          Item:
            properties:
              price: decimal
        """

    func testIntentParametersAndResponse() throws {
        let (plist, _) = try export(Self.shop)
        let intent = try XCTUnwrap(plist["INIntents"]?.array?.first)
        XCTAssertEqual(intent["INIntentName"], .string("Order"))
        XCTAssertEqual(intent["INIntentVerb"], .string("Order"))
        XCTAssertEqual(intent["INIntentTitleID"], .string("Order.title"), "ids are readable keys")
        XCTAssertEqual(intent["INIntentIneligibleForSuggestions"], .bool(true))
        XCTAssertNil(intent["INIntentEligibleForWidgets"], "booleans are written only when true, as Xcode does")
        let parameters = try XCTUnwrap(intent["INIntentParameters"]?.array)
        XCTAssertEqual(parameters.map { $0["INIntentParameterTag"] }, [.integer(1), .integer(2), .integer(3)])
        XCTAssertEqual(parameters[0]["INIntentParameterType"], .string("Integer"))
        XCTAssertEqual(parameters[0]["INIntentParameterEnumType"], .string("Size"))
        XCTAssertEqual(
            parameters[0]["INIntentParameterMetadata"]?["INIntentParameterMetadataDefaultValue"], .string("large"))
        let countMetadata = try XCTUnwrap(parameters[1]["INIntentParameterMetadata"])
        XCTAssertEqual(countMetadata["INIntentParameterMetadataMinimumValue"], .integer(1))
        XCTAssertEqual(countMetadata["INIntentParameterMetadataType"], .string("Stepper"))
        XCTAssertEqual(parameters[2]["INIntentParameterObjectType"], .string("Item"))
        XCTAssertEqual(parameters[2]["INIntentParameterSupportsSearch"], .bool(true))
        XCTAssertEqual(
            parameters[0]["INIntentParameterPromptDialogs"]?.array?.map { $0["INIntentParameterPromptDialogType"] },
            [.string("Configuration"), .string("Primary")])
        let codes = try XCTUnwrap(intent["INIntentResponse"]?["INIntentResponseCodes"]?.array)
        XCTAssertEqual(
            codes.map { $0["INIntentResponseCodeName"] },
            [.string("success"), .string("failure"), .string("failureSoldOut")])
        XCTAssertEqual(codes[0]["INIntentResponseCodeSuccess"], .bool(true))
        XCTAssertEqual(codes[2]["INIntentResponseCodeFormatString"], .string("Sold out: ${total}"))
    }

    func testEnumsAndTypesFollowXcodesConventions() throws {
        let (plist, output) = try export(Self.shop)
        let values = try XCTUnwrap(plist["INEnums"]?.array?.first?["INEnumValues"]?.array)
        XCTAssertEqual(values.map { $0["INEnumValueName"] }, [.string("unknown"), .string("small"), .string("large")])
        XCTAssertNil(values[0]["INEnumValueIndex"], "index 0 is not written")
        XCTAssertEqual(values[2]["INEnumValueIndex"], .integer(2))
        let properties = try XCTUnwrap(plist["INTypes"]?.array?.first?["INTypeProperties"]?.array)
        XCTAssertEqual(
            properties.map { $0["INTypePropertyName"] },
            [
                .string("identifier"), .string("displayString"), .string("pronunciationHint"),
                .string("alternativeSpeakableMatches"), .string("price"),
            ])
        XCTAssertEqual(properties[4]["INTypePropertyTag"], .integer(100))
        XCTAssertEqual(plist["INTypes"]?.array?.first?["INTypeLastPropertyTag"], .integer(100))
        XCTAssertEqual(output.strings.keys.sorted(), ["ja"])
        XCTAssertEqual(output.strings["ja"], "\"Order.title\" = \"注文\";\n\"Size.large.displayName\" = \"大\";\n")
    }

    func testExportIsDeterministicAndTheNamespaceFollowsTheName() throws {
        let (first, one) = try export(Self.shop)
        let (_, two) = try export(Self.shop)
        XCTAssertEqual(one, two)
        XCTAssertEqual(first["INIntentDefinitionNamespace"]?.string?.count, 6)
        let (other, _) = try export(Self.shop, path: "Other.intents.yml")
        XCTAssertNotEqual(first["INIntentDefinitionNamespace"], other["INIntentDefinitionNamespace"])
        XCTAssertEqual(PlistXML.write(try PlistXML.read(Array(one.definition.utf8))), one.definition, "Xcode's layout")
    }

    func testAppIntentOnlyIntentsAreLeftOut() throws {
        let (plist, _) = try export("intents:\n  OpenHome:\n    appIntentOnly: true\n  Order: {}\n")
        XCTAssertEqual(plist["INIntents"]?.array?.map { $0["INIntentName"] }, [.string("Order")])
    }

    /// Planning names the `.strings` files from the languages the exported parts of a decoded file
    /// name, stopping the walk once it has seen each: the names must be those of the whole export,
    /// for every example and fixture, for a language only an App-Intents-only text has (no file),
    /// for languages only an App Shortcut's phrases, a widget or a control name (none of which the
    /// export writes), and for a system intent's translations (which the decoder does not name),
    /// into another language and into the development language (a file too).
    func testThePlannedStringsFilesAreTheExportsOwn() throws {
        let bag = DiagnosticBag()
        var inputs = InputDiscovery().collect(
            [TestPaths.definitions.path, TestPaths.fixtures.appendingPathComponent("generation").path], diagnostics: bag
        )
        inputs.append(
            InputFile(
                path: "Only.intents.yml",
                text: "intents:\n  OpenHome: { appIntentOnly: true, title: { en: Open, ja: 開く } }\n  Order: {}\n"))
        inputs.append(
            InputFile(
                path: "Phrases.intents.yml",
                text: """
                    intents:
                      Order:
                        title: { en: Order, fr: Commander }
                        eligibleForWidgets: true
                        shortcut:
                          phrases: { en: ["Order in ${applicationName}"], ja: ["${applicationName}で注文"] }
                          shortTitle: { en: Order, de: Bestellen }
                          symbol: cart
                    widgets:
                      OrderWidget: { intent: Order, kind: com.example.orders, displayName: { en: Orders, ko: 주문 } }
                    """))
        inputs.append(
            InputFile(
                path: "Later.intents.yml",
                text: """
                    intents:
                      First: { parameters: { a: { type: string, displayName: A } } }
                      Second:
                        parameters: { b: { type: string, displayName: { en: B, de: Be } } }
                        response: { properties: { r: { type: string, displayName: { en: R, it: Erre } } } }
                    enums:
                      Kind: { cases: { one: { displayName: { en: One, es: Uno } }, two: Two } }
                    types:
                      Item: { properties: { size: { type: integer, displayName: { en: Size, pt-BR: Tamanho } } } }
                    """))
        inputs.append(
            InputFile(
                path: "System.intents.yml",
                text:
                    "systemIntents:\n  PlayMedia:\n    xcode: { INIntentCategory: system, INIntentTitle: Play, INIntentTitleID: t1 }\n"
                    + "    translations: { ja: { t1: 再生 } }\n"))
        inputs.append(
            InputFile(
                path: "SystemOwn.intents.yml",
                text:
                    "systemIntents:\n  PlayMedia:\n    xcode: { INIntentCategory: system, INIntentTitle: Play, INIntentTitleID: t1 }\n"
                    + "    translations: { en: { t1-x1: per value } }\n"))
        var translated = 0
        var compiled: Set<String> = []
        for input in inputs {
            guard let file = FrontEnd().run([input], diagnostics: DiagnosticBag())?.files.first else { continue }
            compiled.insert(input.path)
            XCTAssertNotNil(file.namedLanguages, input.path)
            XCTAssertNotNil(file.exportedLanguages, input.path)
            let whole = IntentDefinitionExporter().export(file).strings.keys.sorted()
            XCTAssertEqual(IntentDefinitionExporter().stringsLanguages(file), whole, input.path)
            var unknown = file
            unknown.exportedLanguages = nil
            XCTAssertEqual(IntentDefinitionExporter().stringsLanguages(unknown), whole, input.path)
            // Walking every declaration, not only those that name a language.
            var walked = file
            walked.languageNamers = nil
            XCTAssertEqual(IntentDefinitionExporter().stringsLanguages(walked), whole, input.path)
            switch input.path {
            case "Only.intents.yml": XCTAssertEqual(whole, [], "a translation only App Intents code shows")
            case "System.intents.yml": XCTAssertEqual(whole, ["ja"], "a system intent's own translation")
            case "SystemOwn.intents.yml": XCTAssertEqual(whole, ["en"], "one into the development language")
            case "Later.intents.yml":
                XCTAssertEqual(whole, ["de", "es", "it", "pt-BR"], "a parameter's, a response's, an enum's, a type's")
                XCTAssertEqual(file.languageNamers, LanguageNamers(enums: [0], intents: [1], types: [0]))
            case "Phrases.intents.yml":
                XCTAssertEqual(whole, ["fr"], "the title's translation, not the phrases', widget's or short title's")
                XCTAssertEqual(file.exportedLanguages, ["en", "fr"])
                XCTAssertEqual(file.namedLanguages, ["en", "fr", "ja", "de", "ko"])
            default: if !whole.isEmpty { translated += 1 }
            }
        }
        XCTAssertGreaterThanOrEqual(translated, 2, "examples and fixtures with translations")
        XCTAssertEqual(
            compiled.intersection([
                "Only.intents.yml", "Phrases.intents.yml", "System.intents.yml", "SystemOwn.intents.yml",
                "Later.intents.yml",
            ])
            .count, 5,
            "\(compiled.sorted())")
    }
}
