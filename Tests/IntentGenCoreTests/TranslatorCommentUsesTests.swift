import Foundation
import XCTest

@testable import IntentGenCore

/// The String Catalog's comments name each key's uses as their text reads: the plan keeps a use
/// as places in the declarations (``AppIntentsStringUse/Subject``), not as text, and counts and
/// names them as the text of each would.
final class TranslatorCommentUsesTests: XCTestCase {
    /// One text, `Go`, used as many things: more than a comment names, some of them twice over.
    static let files: [(path: String, yaml: String)] = [
        (
            "a.intents.yml",
            """
            intents:
              Order:
                title: Go
                description: Go
                predictable: true
                parameters:
                  size: { type: string, displayName: Go, description: Go }
                  drink: { type: string, displayName: Go }
                  iced: { type: boolean, displayName: Iced, trueDisplayName: Go, falseDisplayName: Stop }
                summaries:
                  - parameters: [size]
                    title: Go ${size}
                  - parameters: [size, drink]
                    title: Go ${size}
                  - parameters: [drink]
                    title: Go ${drink}
                    subtitle: Go
                shortcut:
                  phrases:
                    en: ["Order in ${applicationName}"]
                  shortTitle: Go
                  symbol: bolt
            enums:
              Mode:
                displayName: Go
                cases:
                  go: { displayName: Go, subtitle: Go }
                  stop: { displayName: Stop }
            """
        ),
        (
            "b.intents.yml",
            """
            intents:
              Fetch:
                title: Fetch
                parameters:
                  target: { type: string, displayName: Go }
            types:
              Place:
                displayName: Go
                properties:
                  label: { type: string, displayName: Go }
            """
        ),
    ]

    func testACommentNamesTheUsesOfItsKeyAsTheirTextReads() throws {
        let (definitions, front) = runFrontEnd(Self.files)
        XCTAssertEqual(front.filter { $0.severity == .error }, [])
        let bag = DiagnosticBag()
        let plan = try XCTUnwrap(
            Planner().plan(
                try XCTUnwrap(definitions), request: GenerationRequest(writesIntents: false, writesAppIntents: true),
                diagnostics: bag))
        XCTAssertEqual(bag.sorted.filter { $0.severity == .error }, [])
        // Every use spelled out, each text once per key, in the order of first use.
        var uses: [String: [String]] = [:]
        AppIntentsStringCollector.collect(plan.declarations, options: plan.options) { use in
            let text = use.what.description(in: plan.declarations)
            if uses[use.key]?.contains(text) != true { uses[use.key, default: []].append(text) }
        }
        let go = try XCTUnwrap(uses["Go"])
        XCTAssertGreaterThan(go.count, AppIntentsStrings.namedPurposes + 4, "\(go)")
        XCTAssertEqual(
            uses["Go %@"],
            [
                "the prediction of intent `Order` for `size`", "the prediction of intent `Order` for `size`, `drink`",
                "the prediction of intent `Order` for `drink`",
            ])

        let files = Renderer().render(plan, diagnostics: bag)
        let catalogue = try XCTUnwrap(files.first { $0.path == "AppIntents.xcstrings" })
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(catalogue.contents.utf8)) as? [String: Any])
        let strings = try XCTUnwrap(json["strings"] as? [String: [String: Any]])
        XCTAssertEqual(Set(strings.keys), Set(uses.keys))
        for (key, texts) in uses {
            XCTAssertEqual(
                strings[key]?["comment"] as? String,
                AppIntentsStrings.translatorComment(key: key, purposes: texts), key)
        }
        XCTAssertEqual(
            strings["Go"]?["comment"] as? String,
            "The title of intent \"Order\"; the description of intent \"Order\"; the display name of parameter "
                + "\"size\" of intent \"Order\"; the description of parameter \"size\" of intent \"Order\"; and "
                + "\(go.count - 4) more.")
    }
}
