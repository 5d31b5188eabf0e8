import Foundation
import XCTest

@testable import IntentGenCore

/// Customised system intents (`systemIntents:`, docs/language.md "System intents"): import keeps
/// Xcode's entry and its translations, export writes them back, the printer and decoder agree,
/// and validation checks names and classes. Hand-made property lists only.
final class SystemIntentTests: XCTestCase {
    /// A customised `INPlayMediaIntent` as Xcode writes it (abridged), with values of every kind
    /// YAML must keep apart: strings that look like numbers or booleans, integers, reals (whole
    /// ones too), booleans, `<false/>`, an array inside an array and an empty dictionary.
    static let playMedia: [String: PlistValue] = [
        "INIntentCategory": .string("system"), "INIntentClassName": .string("INPlayMediaIntent"),
        "INIntentClassPrefix": .string("IN"), "INIntentCustomizable": .bool(true), "INIntentDomain": .string("Media"),
        "INIntentEligibleForWidgets": .bool(true), "INIntentName": .string("PlayMedia"),
        "INIntentType": .string("System"), "INIntentTitle": .string("Play Media"),
        "INIntentTitleID": .string("PlayMedia-Title"), "INIntentLastParameterTag": .integer(10),
        "INIntentDescription": .string("12"), "INIntentDescriptionID": .string("d3sc"),
        "INIntentParameters": .array([
            .dictionary([
                "INIntentParameterName": .string("mediaItems"), "INIntentParameterType": .string("MediaItem"),
                "INIntentParameterDisplayName": .string("Media Items"),
                "INIntentParameterDisplayNameID": .string("PlayMedia-DisplayName-mediaItems"),
                "INIntentParameterSupportsMultipleValues": .bool(true), "INIntentParameterTag": .integer(1),
            ]),
            .dictionary([
                "INIntentParameterName": .string("playbackSpeed"), "INIntentParameterType": .string("Decimal"),
                "INIntentParameterConfigurable": .bool(false),
                "INIntentParameterMetadata": .dictionary([
                    "INIntentParameterMetadataDefaultValue": .real(1), "INIntentParameterMetadataMaximumValue": .real(2.5),
                    "INIntentParameterMetadataType": .string("true"),
                ]),
            ]),
        ]),
        "INIntentOdd": .array([.array([.string("a"), .integer(1)]), .dictionary([:]), .string("null")]),
    ]

    static let strings: [String: [String: String]] = [
        "ja": ["PlayMedia-Title": "メディアを再生", "PlayMedia-DisplayName-mediaItems": "メディア", "d3sc": "十二"],
        "de": ["PlayMedia-Title": "Medien abspielen", "PlayMedia-Title-x1": "per value"],
        "en": ["PlayMedia-Title": "Play Media", "d3sc": "Twelve", "PlayMedia-Title-x1": "per value in English"],
    ]

    static func plist(_ systemIntent: [String: PlistValue] = playMedia, custom: Bool = true) -> PlistValue {
        ImportRoundTripTests.definition(
            intents: (custom ? [ImportRoundTripTests.intentPlist("ResumeEpisode")] : []) + [.dictionary(systemIntent)])
    }

    func testImportKeepsTheEntryAndItsTranslations() throws {
        let (yaml, losses) = ImportRoundTripTests.importLosses(Self.plist(), strings: Self.strings)
        // Only the development language's entry that differs from the definition is reported.
        XCTAssertEqual(losses.map(\.diagnostic.code), [.lostTranslation], "\(losses)")
        XCTAssertTrue(losses[0].diagnostic.message.contains("`d3sc`"), losses[0].diagnostic.message)
        XCTAssertFalse(yaml.contains("INIntentName"), yaml)
        XCTAssertFalse(yaml.contains("className"), yaml)
        XCTAssertTrue(yaml.contains("""
            systemIntents:
              # the `en` text of `d3sc` in the .strings file ("Twelve") differs from the system intent's ("12"); the definition's is kept
              PlayMedia:
                xcode:
                  INIntentCategory: system
                  INIntentClassPrefix: IN
                  INIntentCustomizable: true
                  INIntentDescription: "12"
                  INIntentDescriptionID: d3sc
            """), yaml)
        XCTAssertTrue(yaml.contains("""
                  INIntentOdd:
                    - [a, 1]
                    - {}
                    - "null"
            """), yaml)
        XCTAssertTrue(yaml.contains("INIntentParameterMetadataDefaultValue: 1.0\n"), yaml)
        XCTAssertTrue(yaml.contains("INIntentParameterMetadataType: \"true\"\n"), yaml)
        XCTAssertTrue(yaml.contains("INIntentParameterConfigurable: false\n"), yaml)
        XCTAssertTrue(yaml.contains("""
                translations:
                  de:
                    PlayMedia-Title: Medien abspielen
                    PlayMedia-Title-x1: per value
                  en:
                    PlayMedia-Title-x1: per value in English
                  ja:
                    PlayMedia-DisplayName-mediaItems: メディア
                    PlayMedia-Title: メディアを再生
                    d3sc: 十二
            """), yaml)

        // It validates next to the custom intent, and exports back to the same entry (after the
        // custom intents) with the translations in the .strings files.
        let definitions = try XCTUnwrap(runFrontEnd(yaml, path: "Podcasts.intents.yml").result)
        let output = IntentDefinitionExporter().export(definitions.files[0])
        let back = try PlistXML.read(Array(output.definition.utf8))
        let intents = try XCTUnwrap(back["INIntents"]?.array)
        XCTAssertEqual(intents.count, 2)
        XCTAssertEqual(intents[0]["INIntentName"], .string("ResumeEpisode"))
        XCTAssertEqual(intents[1], .dictionary(Self.playMedia))
        XCTAssertEqual(try StringsFile.parse(output.strings["de"] ?? ""), Self.strings["de"])
        XCTAssertEqual(try StringsFile.parse(output.strings["ja"] ?? ""), Self.strings["ja"])
        // The development language's per-value entries go into its .strings file too.
        XCTAssertEqual(try StringsFile.parse(output.strings["en"] ?? ""), ["PlayMedia-Title-x1": "per value in English"])
    }

    func testAFileOfSystemIntentsAloneIsValid() throws {
        let (yaml, losses) = ImportRoundTripTests.importLosses(Self.plist(custom: false))
        XCTAssertEqual(losses.count, 0, "\(losses)")
        XCTAssertTrue(yaml.hasPrefix("systemIntents:\n  PlayMedia:\n"), yaml)
        let definitions = try XCTUnwrap(runFrontEnd(yaml).result, "\(runFrontEnd(yaml).diagnostics)")
        let back = try PlistXML.read(Array(IntentDefinitionExporter().export(definitions.files[0]).definition.utf8))
        XCTAssertEqual(back["INIntents"], .array([.dictionary(Self.playMedia)]))
        // Nothing else to generate: no Swift, but the export backend still writes the definition.
        let plan = Planner().plan(definitions, request: GenerationRequest(writesXcodeDefinition: true))
        let files = Renderer().render(plan, diagnostics: DiagnosticBag())
        XCTAssertEqual(files.map(\.path).filter { $0.hasSuffix(".swift") }, [])
        XCTAssertTrue(files.contains { $0.path.hasSuffix("Base.lproj/test.intentdefinition") }, "\(files.map(\.path))")
    }

    func testDatesAndDataAreReportedAndAClassNameThatIsNotTheDefaultIsKept() {
        var entry = Self.playMedia
        entry["INIntentClassName"] = .string("INPlayMediaItemsIntent")
        entry["INIntentWhen"] = .date("2024-01-01T00:00:00Z")
        entry["INIntentParameters"] = .array([.dictionary(["INIntentParameterBlob": .data([1, 2])])])
        let (yaml, losses) = ImportRoundTripTests.importLosses(Self.plist(entry))
        XCTAssertEqual(losses.map(\.keyPath.description), [
            "INIntents[1].INIntentParameters[0].INIntentParameterBlob", "INIntents[1].INIntentWhen",
        ])
        XCTAssertEqual(Set(losses.map(\.diagnostic.code)), [.lostKey])
        XCTAssertTrue(yaml.contains("  PlayMedia:\n    className: INPlayMediaItemsIntent\n"), yaml)
        XCTAssertTrue(yaml.contains("    - {}\n"), yaml)
        XCTAssertNotNil(runFrontEnd(yaml).result)
    }

    func testSystemIntentsThatCannotBeKeptAreReported() {
        var noClass = Self.playMedia
        noClass["INIntentClassName"] = nil
        let defaulted = ImportRoundTripTests.importLosses(Self.plist(noClass))
        XCTAssertEqual(defaulted.losses.map(\.diagnostic.code), [.importDefaulted])
        XCTAssertTrue(defaulted.yaml.contains("  PlayMedia:\n    xcode:\n"), defaulted.yaml)

        for (key, value) in [("INIntentName", PlistValue.string("play media")), ("INIntentClassName", .string("PlayMedia"))] {
            var entry = Self.playMedia
            entry[key] = value
            let (yaml, losses) = ImportRoundTripTests.importLosses(Self.plist(entry))
            XCTAssertEqual(losses.map(\.diagnostic.code), [.lostSystemIntent], key)
            XCTAssertEqual(losses.map(\.keyPath.description), ["INIntents[1]"], key)
            XCTAssertFalse(yaml.contains("systemIntents:\n  "), yaml)
        }
        // A custom intent keeps its name; a system intent of the same name is not imported.
        var clash = Self.playMedia
        clash["INIntentName"] = .string("ResumeEpisode")
        clash["INIntentClassName"] = .string("INResumeEpisodeIntent")
        let (_, losses) = ImportRoundTripTests.importLosses(Self.plist(clash))
        XCTAssertEqual(losses.map(\.diagnostic.code), [.lostDeclaration])
    }

    func testDecoderAndValidatorRules() {
        let cases: [(String, [String])] = [
            // Keys the language says itself.
            ("systemIntents:\n  PlayMedia:\n    xcode:\n      INIntentName: PlayMedia\n", ["4:7 invalid-value"]),
            // A translation of an id that is not in `xcode`, and the text of an id in the development language.
            (
                "systemIntents:\n  PlayMedia:\n    xcode:\n      INIntentTitleID: t1\n    translations:\n      ja:\n        t2: x\n      en:\n        t1: y\n",
                ["7:9 invalid-value", "9:9 invalid-value"]
            ),
            // A property list has no null.
            ("systemIntents:\n  PlayMedia:\n    xcode:\n      INIntentTitle: ~\n", ["4:22 wrong-type"]),
            // The class must be a system intent class; the name a type name.
            ("systemIntents:\n  PlayMedia:\n    className: PlayMediaIntent\n", ["3:16 invalid-name"]),
            ("systemIntents:\n  playMedia: {}\n", ["2:3 invalid-name"]),
            ("systemIntents:\n  PlayMedia:\n    bogus: 1\n", ["3:5 unknown-key"]),
            // Not the name of a custom intent.
            ("intents:\n  PlayMedia: {}\nsystemIntents:\n  PlayMedia: {}\n", ["4:3 duplicate-name"]),
            // Alone it is a valid file.
            ("systemIntents:\n  PlayMedia: {}\n", []),
        ]
        for (yaml, expected) in cases {
            let (_, diagnostics) = runFrontEnd(yaml)
            XCTAssertEqual(errors(diagnostics).map(brief), expected, yaml)
        }
        // Across files: a system intent customised twice, or named like another file's custom intent.
        let twice = runFrontEnd([
            ("A.intents.yml", "systemIntents:\n  PlayMedia: {}\n"), ("B.intents.yml", "systemIntents:\n  PlayMedia: {}\nintents:\n  Go: {}\n"),
            ("C.intents.yml", "systemIntents:\n  Go:\n    className: INGoIntent\n"),
        ])
        XCTAssertEqual(Set(errors(twice.diagnostics).map(\.code)), [.duplicateName])
        XCTAssertEqual(errors(twice.diagnostics).count, 3, "\(twice.diagnostics)")
    }

    func testPrintedModelReadsBackTheSame() {
        var file = DefinitionFile(path: "Media.intents.yml", language: "de")
        file.systemIntents = [
            SystemIntentDefinition(
                name: Located("PlayMedia", at: .startOf("x")), className: Located("INPlayMediaItemsIntent", at: .startOf("x")),
                xcode: Self.playMedia.filter { !SystemIntentDefinition.derivedKeys.contains($0.key) }.merging([
                    "INIntentOdd": .array([.array([.array([]), .real(-0.5), .string("yes")]), .real(.infinity), .real(1e300)]),
                    "INIntentText": .string("line\nbreak: \"q\" # not a comment"), "INIntentEmpty": .string(""),
                    "key with spaces": .dictionary(["-": .string("-"), "~": .bool(false)]),
                ]) { _, new in new },
                translations: ["ja": ["PlayMedia-Title": "再生: ~", "d3sc": "12"]])
        ]
        XCTAssertNil(DefinitionPrinterTests.roundTrip(file))
        // The comparison sees the values of `xcode`: an integer is not a real.
        var other = file
        other.systemIntents[0].xcode["INIntentLastParameterTag"] = .real(10)
        XCTAssertNotNil(ModelComparison.difference(file, other))
    }
}
