import XCTest

@testable import IntentGenCore

final class DecoderTests: XCTestCase {
    func testQuickActionWidgetDecodesWithDefaultsApplied() throws {
        let (result, diagnostics) = runFrontEnd("""
            language: en
            intents:
              QuickActionConfiguration:
                title: { en: Quick Actions, ja: クイックアクション }
                category: information
                eligibleForWidgets: true
                eligibleForSuggestions: false
                parameters:
                  transitionDestinations:
                    type: [TransitionDestination]
                    arraySizes: { medium: 4 }
                    options: dynamic
                    default: dynamic
            types:
              TransitionDestination:
                properties:
                  imageName: string
                  urlScheme: { type: url, displayName: URL Scheme }
            """)
        XCTAssertEqual(diagnostics.map(brief), [])
        let file = try XCTUnwrap(result?.files.first)
        let intent = try XCTUnwrap(file.intents.first)
        XCTAssertEqual(intent.swiftClassName, "QuickActionConfigurationIntent")
        XCTAssertEqual(intent.title, LocalizedText("Quick Actions", translations: ["ja": "クイックアクション"]))
        XCTAssertEqual(intent.category, .information)
        XCTAssertEqual(intent.verb, "View", "the category's first verb is the default")
        XCTAssertTrue(intent.eligibleForWidgets)
        XCTAssertFalse(intent.eligibleForSuggestions)
        XCTAssertTrue(intent.configurable)
        XCTAssertEqual(intent.response.codes.map(\.name.value), ["success", "failure"])
        let parameter = try XCTUnwrap(intent.parameters.first)
        XCTAssertEqual(parameter.type.value, .named("TransitionDestination"))
        XCTAssertTrue(parameter.isArray)
        XCTAssertEqual(parameter.arraySizes.map(\.family), [.medium])
        XCTAssertEqual(parameter.arraySizes.map(\.size), [4])
        XCTAssertTrue(parameter.hasDynamicOptions)
        XCTAssertTrue(parameter.hasDynamicDefault)
        XCTAssertEqual(parameter.displayName.text, "Transition Destinations")
        let type = try XCTUnwrap(file.types.first)
        XCTAssertEqual(type.displayName.text, "Transition Destination")
        XCTAssertEqual(type.properties.map(\.name.value), ["imageName", "urlScheme"])
        XCTAssertEqual(type.properties.map(\.type.value), [.string, .url])
        XCTAssertEqual(type.properties[1].displayName.text, "URL Scheme")
    }

    func testStringsStayExactlyAsWritten() throws {
        let (result, diagnostics) = runFrontEnd("""
            intents:
              Toggle:
                title: NO
                description: 5.10
                parameters:
                  mode:
                    type: string
                    default: "off"
                  version:
                    type: string
                    default: 1.20
            """)
        XCTAssertEqual(diagnostics.map(brief), [])
        let intent = try XCTUnwrap(result?.files.first?.intents.first)
        XCTAssertEqual(intent.title.text, "NO")
        XCTAssertEqual(intent.description?.text, "5.10")
        guard case .value(let value)? = intent.parameters[1].defaultValue else {
            return XCTFail("expected a static default")
        }
        XCTAssertEqual(value.value, .text("1.20"), "a string parameter keeps the text as written")
        XCTAssertEqual(value.written, "1.20")
    }

    func testQuotedDynamicIsALiteralDefault() throws {
        let (result, _) = runFrontEnd("""
            intents:
              Search:
                parameters:
                  term: { type: string, options: dynamic, default: "dynamic" }
                  other: { type: string, options: dynamic, default: dynamic }
            """)
        let parameters = try XCTUnwrap(result?.files.first?.intents.first?.parameters)
        XCTAssertFalse(parameters[0].hasDynamicDefault)
        XCTAssertTrue(parameters[1].hasDynamicDefault)
    }

    func testEnumIndicesCountOnFromExplicitOnes() throws {
        let (result, diagnostics) = runFrontEnd("""
            enums:
              Size:
                cases:
                  small: Small
                  medium: { displayName: Medium, index: 5 }
                  large: {}
                  extraLarge:
                    en: Extra Large
                    ja: 特大
              Short:
                cases: [one, twoThings]
            """)
        XCTAssertEqual(diagnostics.map(brief), [])
        let enums = try XCTUnwrap(result?.files.first?.enums)
        XCTAssertEqual(enums[0].cases.map(\.index), [1, 5, 6, 7])
        XCTAssertEqual(enums[0].cases.map(\.displayName.text), ["Small", "Medium", "Large", "Extra Large"])
        XCTAssertEqual(enums[0].cases[3].displayName.translations, ["ja": "特大"])
        XCTAssertEqual(enums[1].cases.map(\.displayName.text), ["One", "Two Things"])
        XCTAssertEqual(enums[1].cases.map(\.index), [1, 2])
    }

    /// Codes keep the written order (Xcode's code list); a `success` not written comes first and
    /// a `failure` not written right after `success`.
    func testResponseCodesKeepTheWrittenOrder() throws {
        let (result, diagnostics) = runFrontEnd("""
            intents:
              Find:
                response:
                  output: result
                  properties:
                    result: string
                  codes:
                    failureNotFound: Could not find ${result}.
                    success: { dialog: "Found ${result}." }
                    successPartial: { success: true }
              Plain:
                response:
                  codes:
                    failureNotFound: Not found.
              FailureFirst:
                response:
                  codes:
                    failure: {}
                    successLater: { success: true }
            """)
        XCTAssertEqual(diagnostics.map(brief), [])
        let intents = try XCTUnwrap(result?.files.first?.intents)
        let response = intents[0].response
        XCTAssertEqual(response.codes.map(\.name.value), ["failureNotFound", "success", "failure", "successPartial"])
        XCTAssertEqual(response.codes.map(\.isSuccess), [false, true, false, true])
        XCTAssertEqual(response.codes[1].dialog?.value.text, "Found ${result}.")
        XCTAssertEqual(response.codes[0].dialog?.value.text, "Could not find ${result}.")
        XCTAssertEqual(response.output?.value, "result")
        XCTAssertEqual(intents[1].response.codes.map(\.name.value), ["success", "failure", "failureNotFound"])
        XCTAssertEqual(intents[2].response.codes.map(\.name.value), ["success", "failure", "successLater"])
    }

    func testUnknownKeySuggestsTheClosestKnownKey() throws {
        let (_, diagnostics) = runFrontEnd("""
            intents:
              Order:
                tilte: Coffee
            """)
        XCTAssertEqual(diagnostics.map(brief), ["3:5 unknown-key"])
        XCTAssertEqual(diagnostics.first?.hint, "did you mean `title`?")
    }

    func testWrongKindsAreReportedOnePerValue() throws {
        let (_, diagnostics) = runFrontEnd("""
            intents:
              Order:
                title: [a]
                eligibleForWidgets: "yes"
                category: informaton
                parameters:
                  count: { type: integr }
            """)
        XCTAssertEqual(diagnostics.map(brief), ["3:12 wrong-type", "4:25 wrong-type", "5:15 invalid-value", "7:22 invalid-value"])
        XCTAssertEqual(diagnostics[1].hint, "remove the quotes: a quoted value is a string")
        XCTAssertEqual(diagnostics[2].hint, "did you mean `information`?")
        XCTAssertEqual(diagnostics[3].hint, "did you mean `integer`?")
    }

    func testLocalizedTextNeedsTheDevelopmentLanguage() throws {
        let (_, diagnostics) = runFrontEnd("""
            language: ja
            intents:
              Order:
                title: { en: Order }
            """)
        XCTAssertEqual(diagnostics.map(brief), ["4:12 missing-key"])
    }

    func testVerbMustBelongToTheCategory() {
        let (_, diagnostics) = runFrontEnd("""
            intents:
              Order:
                category: order
                verb: View
            """)
        XCTAssertEqual(diagnostics.map(brief), ["4:11 invalid-value"])
        XCTAssertEqual(diagnostics.first?.hint, "use one of `Order`, `Book`, `Buy`")
    }

    func testDisplayWords() {
        XCTAssertEqual("transitionDestinations".displayWords, "Transition Destinations")
        XCTAssertEqual("QuickActionConfiguration".displayWords, "Quick Action Configuration")
        XCTAssertEqual("urlScheme".displayWords, "Url Scheme")
        // The byte path for ASCII names agrees with the Character path on every shape of name.
        let pieces = ["a", "B", "url", "URL", "_", "__", "9", "x1", "ID", "Id", "iOS", "HTTPServer", "z"]
        for first in pieces {
            for second in pieces {
                for name in pieces.map({ first + second + $0 }) + [first, first + second] {
                    XCTAssertEqual(name.asciiDisplayWords, name.characterDisplayWords, name)
                }
            }
        }
        XCTAssertEqual("caféAuLait".displayWords, "Café Au Lait")
        XCTAssertEqual("openURLInApp".displayWords, "Open URL In App")
        XCTAssertEqual("snake_case_name".displayWords, "Snake Case Name")
        XCTAssertEqual("item2Count".displayWords, "Item2 Count")
    }
}

extension DecoderTests {
    func testEmptySectionsDeclareNothing() {
        let (_, diagnostics) = runFrontEnd("language: en\nintents: {}\nenums:\n")
        XCTAssertEqual(diagnostics.map(brief), ["1:1 empty-file"])
    }

    func testListsMustBeLists() {
        let (_, diagnostics) = runFrontEnd("""
            intents:
              Run:
                parameters:
                  script: { type: file, fileType: custom, utis: public.python-script }
                summaries:
                  - parameters: script
                    title: Run ${script}
            """)
        XCTAssertEqual(errors(diagnostics).map(brief), ["4:53 wrong-type", "6:21 wrong-type", "7:16 undefined-reference"])
    }
}
