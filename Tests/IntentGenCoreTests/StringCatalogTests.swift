import Foundation
import XCTest

@testable import IntentGenCore

/// The String Catalog of the App Intents code: exactly the code's keys, every translation of the
/// definitions, Xcode's layout, stable bytes, and conflicting translations reported.
final class StringCatalogTests: XCTestCase {
    /// The keys of the code's localized literals in `table` (bare literals when the table is
    /// `Localizable`): `LocalizedStringResource("…", table: "T")` and `Summary("…", table: "T")`,
    /// a summary's `\(\.$name)` read back as `${name}`.
    static func codeKeys(_ files: [RenderedFile], table: String) throws -> Set<String> {
        let literal = #"("(?:[^"\\]|\\.)*")"#
        let pattern =
            table == "Localizable"
            // Bare literals where App Intents takes a `LocalizedStringResource`; the entity's
            // `DisplayRepresentation(title: "\(displayString)")` is its own value, not a text.
            ? try NSRegularExpression(
                pattern:
                    #"(?:LocalizedStringResource = |IntentDescription\(|@Parameter\(title: |@Property\(title: |name: |\.`[^`]+`: |Summary\(| in\n +DisplayRepresentation\(title: |, subtitle: )"#
                    + literal)
            : try NSRegularExpression(
                pattern: #"(?:LocalizedStringResource|Summary)\("# + literal
                    + NSRegularExpression.escapedPattern(for: ", table: \"\(table)\"") + #"\)"#)
        var keys = Set<String>()
        for file in files where file.path.hasSuffix(".swift") && file.contents.contains("import AppIntents") {
            let text = file.contents as NSString
            for match in pattern.matches(in: file.contents, range: NSRange(location: 0, length: text.length)) {
                keys.insert(try unquote(text.substring(with: match.range(at: 1))))
            }
        }
        return keys
    }

    /// A catalogue key as ``codeKeys(_:table:)`` reads the code: each format specifier of an
    /// interpolated literal's key (`%@`, `%lld`, `%lf`) as `\(…)` and `%%` as `%`.
    static func codeShape(ofKey key: String) -> String {
        guard key.contains("%@") || key.contains("%lld") || key.contains("%lf") else { return key }
        return key.replacingOccurrences(of: "%@", with: "\\(…)").replacingOccurrences(of: "%lld", with: "\\(…)")
            .replacingOccurrences(of: "%lf", with: "\\(…)").replacingOccurrences(of: "%%", with: "%")
    }

    /// A Swift string literal's text, with `\(\.$name)` as `${name}` and any other interpolation
    /// (a prediction's values) as `\(…)`.
    static func unquote(_ literal: String) throws -> String {
        var result = ""
        var rest = Substring(literal.dropFirst().dropLast())
        while let first = rest.first {
            rest = rest.dropFirst()
            guard first == "\\" else {
                result.append(first)
                continue
            }
            if rest.hasPrefix("(\\.$") {
                let end = try XCTUnwrap(rest.firstIndex(of: ")"))
                result += "${" + rest[rest.index(rest.startIndex, offsetBy: 4)..<end] + "}"
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("(") {
                // Up to the parenthesis that closes this one.
                var depth = 0
                var end = rest.startIndex
                for index in rest.indices {
                    if rest[index] == "(" { depth += 1 }
                    if rest[index] == ")" { depth -= 1 }
                    if depth == 0 {
                        end = index
                        break
                    }
                }
                result += "\\(…)"
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("u{") {
                let end = try XCTUnwrap(rest.firstIndex(of: "}"))
                let hex = rest[rest.index(rest.startIndex, offsetBy: 2)..<end]
                result.unicodeScalars.append(try XCTUnwrap(UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init)))
                rest = rest[rest.index(after: end)...]
            } else {
                let escaped = try XCTUnwrap(rest.first)
                rest = rest.dropFirst()
                result += ["n": "\n", "t": "\t", "r": "\r", "0": "\0"][escaped] ?? String(escaped)
            }
        }
        return result
    }

    /// The catalogue's strings, parsed as JSON.
    static func parse(_ file: RenderedFile) throws -> (source: String, strings: [String: [String: String]]) {
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any], file.path)
        XCTAssertEqual(json["version"] as? String, "1.0")
        let strings = try XCTUnwrap(json["strings"] as? [String: [String: Any]])
        var result: [String: [String: String]] = [:]
        for (key, entry) in strings {
            XCTAssertNil(entry["extractionState"], key)
            var values: [String: String] = [:]
            for (language, localization) in entry["localizations"] as? [String: [String: Any]] ?? [:] {
                let unit = try XCTUnwrap(localization["stringUnit"] as? [String: String])
                XCTAssertEqual(unit["state"], "translated")
                values[language] = unit["value"]
            }
            result[key] = values
        }
        return (try XCTUnwrap(json["sourceLanguage"] as? String), result)
    }

    func testTheCatalogueHoldsExactlyTheKeysOfTheCode() throws {
        var checked = 0
        for testCase in try GenerationSnapshotTests.cases() where testCase.request.writesAppIntents {
            let files = try GenerationSnapshotTests.render(testCase)
            let table = testCase.request.options.appIntentsTable
            let catalogue = try XCTUnwrap(files.first { $0.path == table + ".xcstrings" }, testCase.name)
            let keys = try Self.codeKeys(files, table: table)
            XCTAssertFalse(keys.isEmpty, testCase.name)
            XCTAssertEqual(Set(try Self.parse(catalogue).strings.keys.map(Self.codeShape)), keys, testCase.name)
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 8)
    }

    func testTheCatalogueHoldsEveryTranslationOfTheDefinitions() throws {
        for testCase in try GenerationSnapshotTests.cases() where testCase.request.writesAppIntents {
            let definitions = try XCTUnwrap(FrontEnd().run(testCase.inputs, diagnostics: DiagnosticBag()))
            let files = try GenerationSnapshotTests.render(testCase)
            let table = testCase.request.options.appIntentsTable
            let catalogue = try Self.parse(try XCTUnwrap(files.first { $0.path == table + ".xcstrings" }))
            var texts: [LocalizedText] = []
            for file in definitions.files {
                XCTAssertEqual(catalogue.source, file.language)
                for intent in file.intents {
                    texts +=
                        [intent.title] + [intent.description].compactMap { $0 } + intent.parameters.map(\.displayName)
                }
                for item in file.enums { texts += [item.displayName] + item.cases.map(\.displayName) }
                for item in file.types {
                    // A plain stored member (`property: false`) has no title.
                    texts +=
                        [item.displayName] + item.properties.filter(\.appIntents.isEntityProperty).map(\.displayName)
                }
            }
            // Every translation is there (a text used twice has the languages of both uses).
            for text in texts {
                let entry = try XCTUnwrap(catalogue.strings[text.text], "\(testCase.name): \(text.text)")
                for (language, value) in text.translations {
                    XCTAssertEqual(entry[language], value, "\(testCase.name): \(text.text) in \(language)")
                }
            }
        }
    }

    func testTheQuickActionCatalogueHasTheJapaneseOfThePost() throws {
        let testCase = try XCTUnwrap(
            try GenerationSnapshotTests.cases().first { $0.name == "Definitions-QuickAction" })
        let files = try GenerationSnapshotTests.render(testCase)
        let catalogue = try Self.parse(try XCTUnwrap(files.first { $0.path == "AppIntents.xcstrings" }))
        XCTAssertEqual(catalogue.strings["Quick Actions"], ["ja": "クイックアクション"])
        XCTAssertEqual(catalogue.strings["Destinations"], ["ja": "遷移先"])
        let intent = try XCTUnwrap(files.first { $0.path == "QuickActionConfigurationAppIntent.swift" })
        XCTAssertTrue(
            intent.contents.contains(
                #"static let title: LocalizedStringResource = LocalizedStringResource("Quick Actions", table: "AppIntents")"#
            ))
    }

    func testTheCatalogueIsWrittenAsXcodeWritesIt() {
        var catalogue = StringCatalog(sourceLanguage: "en")
        catalogue.entries["Say \"hi\"\\\n"] = .init(localizations: ["ja": "こんにちは", "de": "Hallo"])
        catalogue.entries["Empty"] = .init()
        catalogue.entries["Controls\u{85}"] = .init()
        XCTAssertEqual(
            catalogue.text(),
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Controls\\u0085" : {

                },
                "Empty" : {

                },
                "Say \\"hi\\"\\\\\\n" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hallo"
                      }
                    },
                    "ja" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "こんにちは"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
    }

    func testKeysAreInXcodesOrder() {
        // Xcode's own catalogues: `%lld items` before `${int} items` (currency signs after the
        // other symbols), `⚠️ …` before letters, letters without regard to case.
        let keys = [
            "b", "Population %lld", "${int} items", "Allow", "⚠️ There", "%lld items", "a", "Population", "10", "B", "",
        ]
        XCTAssertEqual(
            keys.sorted(by: XcodeJSON.precedes),
            [
                "", "%lld items", "⚠️ There", "${int} items", "10", "a", "Allow", "b", "B", "Population",
                "Population %lld",
            ])
    }

    /// Sorting a catalogue's keys compares ASCII keys without a list of weights for each: the
    /// order is the same as comparing every key's whole list of primary weights (a text that is
    /// the other's beginning first, then the later levels), for ASCII keys, others, and a mix.
    func testSortingKeysKeepsXcodesOrder() {
        let byWeightLists = { (left: String, right: String) -> Bool in
            let (a, b) = (XcodeJSON.primaryWeights(left), XcodeJSON.primaryWeights(right))
            return a != b ? a.lexicographicallyPrecedes(b) : XcodeJSON.laterLevelsPrecede(left, right)
        }
        let alphabet = Array("aAbBzZ09 %$@{}_-.é日本ÉßＡ¥€⚠️") + ["e\u{301}"]
        var random = SplitMix(seed: 0x5843_5354)
        for round in 0..<200 {
            let keys = (0..<40).map { _ in
                String((0..<Int(random.next() % 6)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            }
            // Some rounds are all ASCII, as a large catalogue's keys are.
            let ascii = round % 2 == 0 ? keys.map { String($0.unicodeScalars.filter(\.isASCII)) } : keys
            let distinct = Array(Set(ascii))
            XCTAssertEqual(XcodeJSON.sorted(distinct), distinct.sorted(by: byWeightLists), "round \(round)")
            XCTAssertEqual(
                distinct.sorted(by: XcodeJSON.precedes), distinct.sorted(by: byWeightLists), "round \(round)")
        }
    }

    func testTheCatalogueIsTheSameOnEveryRun() throws {
        for testCase in try GenerationSnapshotTests.cases() where testCase.request.writesAppIntents {
            let first = try GenerationSnapshotTests.render(testCase).filter { $0.path.hasSuffix(".xcstrings") }
            let second = try GenerationSnapshotTests.render(testCase).filter { $0.path.hasSuffix(".xcstrings") }
            // One App Intents catalogue; App Shortcut phrases have a catalogue of their own.
            XCTAssertEqual(first.filter { $0.path != AppShortcutsRenderer.catalogueName }.count, 1, testCase.name)
            XCTAssertEqual(first, second, testCase.name)
        }
    }

    /// Two files of one target that translate one text two ways.
    static let conflicting: [(path: String, yaml: String)] = [
        ("a.intents.yml", "intents:\n  Open:\n    title: { en: Open, ja: 開く }\n"),
        (
            "b.intents.yml",
            "enums:\n  Mode:\n    displayName: Mode\n    cases:\n      open:\n        displayName: { en: Open, ja: オープン, de: Öffnen }\n"
        ),
    ]

    func testConflictingTranslationsAreAWarningAtTheLaterDefinition() throws {
        let (definitions, front) = runFrontEnd(Self.conflicting)
        XCTAssertEqual(front, [])
        let bag = DiagnosticBag()
        let plan = try XCTUnwrap(
            Planner().plan(
                try XCTUnwrap(definitions), request: GenerationRequest(writesIntents: false, writesAppIntents: true),
                diagnostics: bag))
        let diagnostics = bag.sorted
        XCTAssertEqual(diagnostics.map(brief), ["5:7 conflicting-translation"])
        let warning = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertEqual(warning.location?.file, "b.intents.yml")
        XCTAssertEqual(warning.notes.first?.location?.file, "a.intents.yml")
        XCTAssertTrue(warning.message.contains(#""オープン""#) && warning.message.contains(#""開く""#), warning.message)
        XCTAssertEqual(
            warning.message,
            #"the display name of case `open` of enum `Mode` translates "Open" into `ja` as "オープン", but the title of intent `Open` already gave it "開く"; the AppIntents catalogue has one translation per text, the first"#
        )
        // The catalogue keeps the first translation and merges the languages the first lacks.
        let files = Renderer().render(plan, diagnostics: bag)
        let catalogue = try Self.parse(try XCTUnwrap(files.first { $0.path == "AppIntents.xcstrings" }))
        XCTAssertEqual(catalogue.strings["Open"], ["ja": "開く", "de": "Öffnen"])
    }

    func testTheSameTranslationTwiceIsNoConflict() throws {
        var files = Self.conflicting
        files[1].yaml = files[1].yaml.replacingOccurrences(of: "オープン", with: "開く")
        let (definitions, _) = runFrontEnd(files)
        let bag = DiagnosticBag()
        _ = Planner().plan(
            try XCTUnwrap(definitions), request: GenerationRequest(writesIntents: false, writesAppIntents: true),
            diagnostics: bag)
        XCTAssertEqual(bag.sorted, [])
    }

    func testTheTableIsASetting() throws {
        let bag = DiagnosticBag()
        let configuration = ToolConfiguration.load(
            Array("appIntentsTable: Shortcuts\n".utf8), path: "intentgen.yml", diagnostics: bag)
        XCTAssertEqual(configuration?.appIntentsTable, "Shortcuts")
        XCTAssertNil(
            ToolConfiguration.load(Array("appIntentsTable: ../x\n".utf8), path: "intentgen.yml", diagnostics: bag))
        XCTAssertEqual(bag.sorted.map(brief), ["1:18 invalid-name"])
        for bad in ["", "a/b", "..", ".hidden", "Täble", "1x"] {
            XCTAssertNotNil(SettingNames.stringsTableProblem(bad), bad)
        }
        for good in ["AppIntents", "Localizable", "App-Intents_2"] {
            XCTAssertNil(SettingNames.stringsTableProblem(good), good)
        }
    }
}
