import XCTest

@testable import IntentGenCore

final class ValidatorTests: XCTestCase {
    func testReferencesResolveOnlyWithinTheirFile() {
        let (result, diagnostics) = runFrontEnd([
            ("a.intents.yml", "types:\n  Place:\n    properties:\n      name: string\n"),
            ("b.intents.yml", "intents:\n  Go:\n    parameters:\n      place: Place\n"),
        ])
        XCTAssertNil(result)
        XCTAssertEqual(diagnostics.map(brief), ["4:14 undefined-reference"])
        XCTAssertEqual(diagnostics.first?.location?.file, "b.intents.yml")
        XCTAssertEqual(diagnostics.first?.message, "`Place` is declared in a.intents.yml, not in this file")
    }

    func testUndefinedTypeSuggestsADeclaredOne() {
        let (_, diagnostics) = runFrontEnd(
            """
            intents:
              Go:
                parameters:
                  place: Plaec
            types:
              Place: {}
            """)
        XCTAssertEqual(diagnostics.map(brief), ["4:14 undefined-reference"])
        XCTAssertEqual(diagnostics.first?.hint, "did you mean `Place`?")
    }

    func testGeneratedNamesMustNotCollideAcrossFiles() {
        let (_, diagnostics) = runFrontEnd([
            ("a.intents.yml", "intents:\n  Order: {}\n"),
            ("b.intents.yml", "types:\n  OrderIntent: {}\n"),
        ])
        XCTAssertEqual(diagnostics.map(brief), ["2:3 duplicate-name"])
        XCTAssertEqual(diagnostics.first?.location?.file, "b.intents.yml")
        XCTAssertEqual(diagnostics.first?.notes.first?.location?.file, "a.intents.yml")
    }

    /// An intent may not have the name of an enum or type of its file (Xcode's member keys would
    /// be shared); in another file it may.
    func testAnIntentMayNotHaveTheNameOfAnEnumOrTypeOfItsFile() {
        let (result, diagnostics) = runFrontEnd([
            (
                "a.intents.yml",
                "enums:\n  Size: { cases: [small] }\ntypes:\n  Item: {}\nintents:\n  Item:\n    className: ItemIntent\n  Size: {}\n"
            ),
            ("b.intents.yml", "intents:\n  Walk: {}\ntypes:\n  Other: {}\n"),
        ])
        XCTAssertNil(result)
        XCTAssertEqual(diagnostics.map(brief), ["6:3 duplicate-name", "8:3 duplicate-name"])
        XCTAssertEqual(
            diagnostics.first?.message,
            "intent `Item` has the name of type `Item`: Xcode's localization ids and tags of their members would share keys (`Item.<member>`), and one translation would show for both"
        )
        XCTAssertEqual(diagnostics.first?.notes.first?.location?.line, 4)
        XCTAssertEqual(diagnostics.first?.hint, "rename the intent; `className: ItemIntent` keeps its class")
        XCTAssertEqual(diagnostics.last?.hint, "rename the intent; `className: SizeIntent` keeps its class")
    }

    func testIntentSuffixIsAWarning() {
        let (result, diagnostics) = runFrontEnd("intents:\n  OrderIntent: {}\n")
        XCTAssertNotNil(result, "a warning does not stop compilation")
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(
            diagnostics.first?.message, "the Swift class of intent `OrderIntent` will be `OrderIntentIntent`")
    }

    func testNamesMustBeIdentifiersWithTheRightCase() {
        let (_, diagnostics) = runFrontEnd(
            """
            intents:
              order:
                parameters:
                  count-x: integer
                  class: string
                  description: string
                  Album: string
            enums:
              Size:
                cases: [Small, 2big, default]
            """)
        // A parameter may start with an upper-case letter (Xcode keeps `Album`); a case may not.
        XCTAssertEqual(
            diagnostics.map(brief),
            [
                "2:3 invalid-name", "4:7 invalid-name", "5:7 invalid-name", "6:7 invalid-name", "10:13 invalid-name",
                "10:20 invalid-name",
            ])
    }

    func testStaticDefaultsMustFitTheirType() {
        let (_, diagnostics) = runFrontEnd(
            """
            intents:
              Order:
                parameters:
                  cups: { type: integer, min: 1, max: 4, default: 0 }
                  strength: { type: decimal, default: strong }
                  decaf: { type: boolean, default: maybe }
                  link: { type: url, default: not a url }
                  size: { type: Size, default: huge }
                  place: { type: placemark, default: Tokyo }
                  names: { type: [string], default: a }
                  fine: { type: Size, default: small }
            enums:
              Size: { cases: [small, large] }
            """)
        XCTAssertEqual(
            diagnostics.map(brief),
            [
                "4:55 invalid-default", "5:43 invalid-default", "6:40 invalid-default", "7:35 invalid-default",
                "8:36 invalid-default", "9:42 invalid-default", "10:41 invalid-default",
            ])
        XCTAssertEqual(diagnostics[0].message, "the default of parameter `cups` is 0, below the minimum 1")
        XCTAssertEqual(diagnostics[4].hint, "use one of `small`, `large`")
    }

    func testDynamicDefaultNeedsDynamicOptions() {
        let (_, diagnostics) = runFrontEnd(
            """
            intents:
              Order:
                parameters:
                  item: { type: Item, default: dynamic }
            types:
              Item: {}
            """)
        XCTAssertEqual(diagnostics.map(brief), ["4:36 invalid-default"])
        XCTAssertEqual(diagnostics.first?.hint, "the handler's `defaultItem` exists only with `options: dynamic`")
    }

    func testRelationshipsNeedAnEarlierParentOfTheRightKind() {
        let (_, diagnostics) = runFrontEnd(
            """
            intents:
              Show:
                parameters:
                  kind: Kind
                  custom: { type: string, visibleWhen: { parameter: kind, equals: other } }
                  fine: { type: string, visibleWhen: { parameter: kind, equals: custom } }
                  early: { type: string, visibleWhen: later }
                  later: boolean
                  flag: { type: string, visibleWhen: { parameter: later, equals: false } }
                  bad: { type: string, visibleWhen: { parameter: later, equals: maybe } }
            enums:
              Kind: { cases: [standard, custom] }
            """)
        XCTAssertEqual(
            diagnostics.map(brief), ["5:71 invalid-value", "7:43 undefined-reference", "10:69 invalid-value"])
        XCTAssertEqual(diagnostics[1].hint, "declare `later` before `early`")
    }

    func testMetadataMustSuitTheType() {
        let (_, diagnostics) = runFrontEnd(
            """
            intents:
              Order:
                parameters:
                  note: { type: string, multiline: true, min: 1 }
                  count: { type: integer, min: 5, max: 1 }
                  level: { type: decimal, control: slider }
                  script: { type: file, utis: [public.python-script] }
                  wait: { type: duration, min: 0, max: 3600, default: 60 }
            """)
        XCTAssertEqual(
            diagnostics.map(brief),
            ["4:46 invalid-metadata", "5:36 invalid-value", "6:40 invalid-value", "7:35 invalid-metadata"])
    }

    func testSummaryAndDialogPlaceholdersMustResolve() {
        let (_, diagnostics) = runFrontEnd(
            """
            intents:
              Run:
                parameters:
                  script: string
                summaries:
                  - parameters: [script, arguments]
                    title: Run ${script} with ${args}
                  - parameters: [script]
                    title: Run ${script}
                  - parameters: [script]
                    title: Again ${script}
                response:
                  output: value
                  properties:
                    result: string
                  codes:
                    failure: Failed with ${reslt}
            """)
        XCTAssertEqual(
            diagnostics.map(brief),
            [
                "6:30 undefined-reference", "7:16 undefined-reference", "10:9 duplicate-name",
                "13:15 undefined-reference",
                "17:18 undefined-reference",
            ])
        XCTAssertEqual(diagnostics[4].hint, "did you mean `result`?")
    }

    func testEnumCasesNeedUniquePositiveIndices() {
        let (_, diagnostics) = runFrontEnd(
            """
            enums:
              Size:
                cases:
                  small: { index: 0 }
                  medium: { index: 2 }
                  large: { index: 2 }
              Empty:
                cases: []
            """)
        XCTAssertEqual(diagnostics.map(brief), ["4:23 invalid-value", "6:23 invalid-value", "8:12 invalid-value"])
    }

    func testEveryProblemInAFileIsReportedInOneRun() {
        let url = TestPaths.fixtures.appendingPathComponent("invalid/29-multiple-errors.intents.yml")
        let yaml = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let (_, diagnostics) = runFrontEnd(yaml)
        XCTAssertEqual(errors(diagnostics).count, 5)
        XCTAssertEqual(
            diagnostics.map(\.location!.line), diagnostics.map(\.location!.line).sorted(), "sorted by position")
    }
}
