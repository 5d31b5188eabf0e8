import Foundation
import XCTest

@testable import IntentGenCore

/// ``DefinitionPrinter``: model → YAML → load and decode gives the same model (locations aside,
/// see ``ModelComparison``), for every valid fixture, every `Definitions/` file and every corpus
/// `.intentdefinition` (imported first).
final class DefinitionPrinterTests: XCTestCase {
    /// The model of `yaml`, read as the front end reads it (loader and decoder), or a failure.
    static func decode(_ yaml: String, path: String) -> (file: DefinitionFile?, diagnostics: [Diagnostic]) {
        let bag = DiagnosticBag()
        guard case .document(let root) = YAMLLoader().load(yaml, file: path, diagnostics: bag) else {
            return (nil, bag.sorted)
        }
        let file = DefinitionDecoder().decode(root, path: path, diagnostics: bag)
        return (bag.hasErrors ? nil : file, bag.sorted)
    }

    /// Prints `model`, reads it back and compares; returns a description of the first difference.
    static func roundTrip(_ model: DefinitionFile, comments: DefinitionComments = DefinitionComments()) -> String? {
        let yaml = DefinitionPrinter().print(model, comments: comments)
        let (decoded, diagnostics) = decode(yaml, path: model.path)
        guard let decoded else {
            return "the printed YAML does not decode:\n\(DiagnosticRenderer().render(diagnostics))\n\(yaml)"
        }
        return ModelComparison.difference(model, decoded).map { "\($0)\n--- printed:\n\(yaml)" }
    }

    static func yamlFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".intents.yml") }
            .sorted()
            .map { folder.appendingPathComponent($0) }
    }

    func testEveryFixtureAndDefinitionsFileRoundTrips() throws {
        let files =
            try Self.yamlFiles(in: TestPaths.fixtures.appendingPathComponent("generation"))
            + Self.yamlFiles(in: TestPaths.definitions)
        XCTAssertGreaterThanOrEqual(files.count, 21)
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            let (model, diagnostics) = Self.decode(text, path: url.lastPathComponent)
            let file = try XCTUnwrap(model, "\(url.lastPathComponent): \(DiagnosticRenderer().render(diagnostics))")
            if let difference = Self.roundTrip(file) { XCTFail("\(url.lastPathComponent):\n\(difference)") }
        }
    }

    /// Every corpus file, imported (with a hostile translation for each of its ids), printed and
    /// read back, is the model the importer built (element-ios's customised system intents
    /// included). The one that declares nothing the language can express prints as comments only
    /// (see ImportRoundTripTests).
    func testEveryImportedCorpusFileRoundTrips() throws {
        var roundTrips = 0
        var empty: [String] = []
        for file in try ImportRoundTripTests.corpusFiles() {
            let plist = try PlistXML.read(Array(try Data(contentsOf: file)))
            for strings in [try ImportRoundTripTests.siblingStrings(of: file), Self.hostileTranslations(of: plist)] {
                let imported = IntentDefinitionImporter().importDefinition(
                    plist, strings: strings, sourceName: "Imported.intents.yml", diagnostics: DiagnosticBag())
                let model = try XCTUnwrap(imported.definition, file.lastPathComponent)
                if model.intents.isEmpty, model.systemIntents.isEmpty, model.enums.isEmpty, model.types.isEmpty {
                    empty.append(file.lastPathComponent)
                    continue
                }
                if let difference = Self.roundTrip(model, comments: imported.comments) {
                    XCTFail("\(file.lastPathComponent):\n\(difference)")
                }
                roundTrips += 1
            }
        }
        XCTAssertEqual(Set(empty).count, 1, "\(Set(empty).sorted())")
        XCTAssertGreaterThanOrEqual(roundTrips, 114)
    }

    static func hostileTranslations(of plist: PlistValue) -> [String: [String: String]] {
        var table: [String: String] = [:]
        for (index, id) in ImportRoundTripTests.localizationIDs(plist).sorted().enumerated() {
            table[id] =
                ["ja \(id) \"q\" \\ \n: #x", " lead", "trail ", "- item", "a: b", "#tag", "\\(x)", "…日本", "~", ""][
                    index % 10]
        }
        return ["ja": table, "pt-BR": table.mapValues { $0 + "," }]
    }

    /// Text YAML would read as something else keeps its exact text wherever a model holds text.
    func testHostileTextRoundTrips() throws {
        let texts = [
            "dynamic", " padded ", "- [] task", "key: value", "a #tag", "#1", "two\nlines", "tab\there", "yes", "NO",
            "5.10", "null", "~", "@home", "ends:", "quote \" and \\", "\\(interpolation)", "…日本語", "[x]", "{y}",
            "%d", "a, b", "? q", "!tag", "&anchor", "*alias", "|", ">", "'single'", "\u{2028}", "\r\n", "---", "...",
        ]
        var file = DefinitionFile(path: "Hostile.intents.yml", language: "en")
        let here = SourceLocation.startOf("Hostile.intents.yml")
        var intent = IntentDefinition(name: Located("Echo", at: here), title: LocalizedText("Echo"))
        for (index, text) in texts.enumerated() {
            var parameter = ParameterDefinition(
                name: Located("p\(index)", at: here),
                displayName: LocalizedText(text, translations: ["ja": text, "pt-BR": text + ","]),
                type: Located(.string, at: here))
            parameter.defaultValue = .value(StaticDefault(.text(text), written: text, at: here))
            parameter.prompts = [(.primary, LocalizedText(text))]
            parameter.unsupportedReasons = [(Located("r\(index)", at: here), LocalizedText(text))]
            intent.parameters.append(parameter)
            intent.summaries.append(
                ParameterSummary(
                    parameters: [Located("p\(index)", at: here)], title: Located(LocalizedText(text), at: here),
                    location: here))
        }
        intent.description = LocalizedText(texts.joined(separator: " "))
        intent.image = "#image: x"
        intent.response.codes = [
            ResponseCode(
                name: Located("success", at: here), isSuccess: true, dialog: Located(LocalizedText("a: b"), at: here)),
            ResponseCode(name: Located("failure", at: here), isSuccess: false),
            ResponseCode(
                name: Located("partly", at: here), isSuccess: true, conciseDialog: Located(LocalizedText("#"), at: here)
            ),
        ]
        file.intents = [intent]
        file.enums = [
            EnumDefinition(
                name: Located("Mode", at: here), displayName: LocalizedText("- mode"),
                cases: texts.indices.map {
                    EnumCase(
                        name: Located("c\($0)", at: here), displayName: LocalizedText(texts[$0]), index: $0 * 2 + 1)
                })
        ]
        if let difference = Self.roundTrip(file) { XCTFail(difference) }
    }

    /// What the printer writes for a model built in code, with comments at their elements.
    func testIdiomaticOutputWithComments() {
        let here = SourceLocation.startOf("Shapes.intents.yml")
        var file = DefinitionFile(path: "Shapes.intents.yml", language: "de")
        var intent = IntentDefinition(
            name: Located("Draw", at: here), title: LocalizedText("Zeichnen", translations: ["en": "Draw"]),
            category: .create)
        intent.parameters = [
            ParameterDefinition(
                name: Located("count", at: here), displayName: LocalizedText("Count"), type: Located(.integer, at: here)
            ),
            ParameterDefinition(
                name: Located("shapes", at: here), displayName: LocalizedText("Shapes"),
                type: Located(.named("Shape"), at: here), isArray: true),
        ]
        intent.response.codes = [
            ResponseCode(name: Located("success", at: here), isSuccess: true),
            ResponseCode(name: Located("failure", at: here), isSuccess: false),
            ResponseCode(
                name: Located("failureBusy", at: here), isSuccess: false,
                dialog: Located(LocalizedText("Busy."), at: here)),
        ]
        file.intents = [intent]
        file.enums = [
            EnumDefinition(
                name: Located("Shape", at: here), displayName: LocalizedText("Shape"),
                cases: [
                    EnumCase(name: Located("circle", at: here), displayName: LocalizedText("Circle"), index: 1),
                    EnumCase(name: Located("square", at: here), displayName: LocalizedText("Square"), index: 2),
                ])
        ]
        var comments = DefinitionComments()
        comments.add(["at the top"], at: .file)
        comments.add(["before shapes", "second line\nwith a break"], at: .parameter(intent: 0, 1))
        comments.add(["no types: why"], at: .typesEnd)
        XCTAssertEqual(
            DefinitionPrinter().print(file, comments: comments),
            """
            # at the top
            language: de

            intents:
              Draw:
                title: { de: Zeichnen, en: Draw }
                category: create
                parameters:
                  count: integer
                  # before shapes
                  # second line\\u{A}with a break
                  shapes: [Shape]
                response:
                  codes:
                    failureBusy: Busy.

            enums:
              Shape:
                cases: [circle, square]

            # no types: why

            """)
        XCTAssertNil(Self.roundTrip(file, comments: comments))
    }

    /// The comparison sees every value of a model (also those in the shared boxes of parameters and
    /// metadata), and no location.
    func testTheComparisonSeesValuesButNotLocations() throws {
        let text = try String(
            contentsOf: TestPaths.definitions.appendingPathComponent("Showcase.intents.yml"), encoding: .utf8)
        let original = try XCTUnwrap(Self.decode(text, path: "Showcase.intents.yml").file)
        var moved = original
        moved.intents[0].name.location = SourceLocation(file: "elsewhere", line: 99, column: 9)
        moved.intents[0].parameters[0].name.location = SourceLocation(file: "elsewhere", line: 98, column: 1)
        XCTAssertNil(ModelComparison.difference(original, moved))
        let changes: [(String, (inout DefinitionFile) -> Void)] = [
            ("a translation", { $0.intents[0].title.translations["fr"] = "x" }),
            ("a display name", { $0.intents[0].parameters[0].displayName.text += "!" }),
            (
                "a metadata value",
                {
                    $0.intents[0].parameters[0].metadata.multiline =
                        !($0.intents[0].parameters[0].metadata.multiline ?? false)
                }
            ),
            (
                "a default's value",
                {
                    $0.intents[0].parameters[0].defaultValue = .value(
                        StaticDefault(.text("5"), written: "5", at: .startOf("")))
                }
            ),
            ("a case index", { $0.enums[0].cases[0].index += 10 }),
            ("the language", { $0.language = "de" }),
        ]
        for (what, change) in changes {
            var changed = original
            change(&changed)
            XCTAssertNotNil(ModelComparison.difference(original, changed), what)
        }
    }

    /// A `visibleWhen` value keeps its meaning: a case named like a YAML boolean (`on`) written
    /// quoted is printed quoted, and a boolean's word stays a boolean.
    func testARelationshipValueReadsBackAsTheSameValue() throws {
        let text = """
            enums:
              Switch: { cases: [on, off] }
            intents:
              Set:
                parameters:
                  mode: { type: Switch }
                  level: { type: integer, visibleWhen: { parameter: mode, equals: "on" } }
                  loud: { type: boolean }
                  volume: { type: integer, visibleWhen: { parameter: loud, equals: yes } }
            """
        let file = try XCTUnwrap(Self.decode(text, path: "Switch.intents.yml").file)
        let values = file.intents[0].parameters.compactMap { parameter -> Relationship.Value? in
            guard case .equals(let value)? = parameter.visibleWhen?.condition else { return nil }
            return value
        }
        XCTAssertEqual(values, [Relationship.Value(text: "on"), Relationship.Value(text: "yes", boolean: true)])
        let printed = DefinitionPrinter().print(file, comments: DefinitionComments())
        XCTAssertTrue(printed.contains(#"equals: "on""#), printed)
        XCTAssertTrue(printed.contains("equals: yes"), printed)
        XCTAssertNil(Self.roundTrip(file))
    }
}
