import Foundation
import XCTest

@testable import IntentGenCore

// Round trips of the public `.intentdefinition` corpus (../shared/corpus/intentdefinition):
// plist → `IntentDefinitionImporter` → YAML → `FrontEnd` → `IntentDefinitionExporter` → plist,
// compared with the original semantically (see `SemanticPlist` below for what is ignored, and
// every key path the importer reported as not carried over is dropped on both sides).
//
// Of the 58 files, all import, 57 validate and those 57 are semantically equal, response code
// order, Shortcuts summaries, customised system intents and Xcode's localization ids, tags,
// `Last…Tag` counters and namespaces (kept in the `xcode:` block) included; 31 of them with nothing
// reported lost (the test prints the losses of the others). element-ios's file declares only
// customised system intents (`INSendMessageIntent`, `INStartAudioCallIntent`,
// `INStartVideoCallIntent`), kept as `systemIntents:` with their keys and translations. The one
// other file cannot be expressed at all:
//
// | file | reason |
// |---|---|
// | supersimple33+SchoolSchedule__Intents.intentdefinition | an empty Xcode 10 definition (no intents, enums or types); a definitions file must declare something |
//
// No file is byte-equal: every one carries Xcode's version keys (`INIntentDefinitionToolsVersion`
// …), which export does not write.
final class ImportRoundTripTests: XCTestCase {
    static let corpus = TestPaths.shared.appendingPathComponent("corpus/intentdefinition")
    static let brave = TestPaths.shared.appendingPathComponent("corpus/pairs/brave")

    struct Outcome {
        var file: String
        var imported = false
        var valid = false
        var equal = false
        var byteEqual = false
        var reason = ""
        /// The codes of what the importer reported as not carried over.
        var losses: [Diagnostic.Code] = []

        /// Equal with nothing reported lost: the round trip kept every field compared.
        var lossless: Bool { equal && losses.isEmpty }
    }

    static func corpusFiles() throws -> [URL] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpus.path) else {
            throw thirdPartyMaterialMissing("a corpus of .intentdefinition files", at: corpus.path)
        }
        return names.filter { $0.contains(".intentdefinition") }.sorted().map { corpus.appendingPathComponent($0) }
    }

    /// The corpus flattens paths (`repo__dir_Base.lproj_Name.intentdefinition`); translations sit
    /// beside it as `repo__dir_<lang>.lproj_Name.strings` when the corpus has them.
    static func siblingStrings(of file: URL) throws -> [String: [String: String]] {
        var name = file.lastPathComponent
        if let at = name.firstIndex(of: "@") { name = String(name[..<at]) }
        guard name.hasSuffix(".intentdefinition") else { return [:] }
        let stem = String(name.dropLast(".intentdefinition".count))
        let base = stem.hasSuffix("_Base.lproj_" + (stem.split(separator: "_").last.map(String.init) ?? ""))
        var result: [String: [String: String]] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        for candidate in names where candidate.hasSuffix(".strings") {
            // <prefix>_<lang>.lproj_<Name>.strings
            let text = String(candidate.dropLast(".strings".count))
            guard let lproj = text.range(of: ".lproj_", options: .backwards) else { continue }
            let definitionName = String(text[lproj.upperBound...])
            let head = text[..<lproj.lowerBound]
            guard let underscore = head.lastIndex(of: "_") else { continue }
            let language = String(head[head.index(after: underscore)...])
            let prefix = String(head[..<underscore])
            let expected = base ? prefix + "_Base.lproj_" + definitionName : prefix + "_" + definitionName
            guard expected == stem, language != "Base" else { continue }
            let bytes = try Data(contentsOf: corpus.appendingPathComponent(candidate))
            result[language] = try StringsFile.parse(bytes: Array(bytes))
        }
        return result
    }

    static func roundTrip(_ file: URL, strings given: [String: [String: String]]? = nil) throws -> Outcome {
        var outcome = Outcome(file: file.lastPathComponent)
        let bytes = Array(try Data(contentsOf: file))
        let original = try PlistXML.read(bytes)
        let bag = DiagnosticBag()
        let strings = try given ?? siblingStrings(of: file)
        let imported = IntentDefinitionImporter().importDefinition(
            original, strings: strings, sourceName: file.lastPathComponent, diagnostics: bag)
        let yaml = imported.yaml
        outcome.imported = !bag.hasErrors && !yaml.isEmpty
        outcome.losses = imported.losses.map(\.diagnostic.code)
        XCTAssertEqual(imported.losses.map(\.diagnostic), bag.diagnostics, "every diagnostic is a loss")
        // A text not carried over takes its localization id with it.
        let lost = imported.losses.map(\.keyPath.description)
        let reported = Set(lost + lost.map { $0 + "ID" })
        var name = file.lastPathComponent
        if let at = name.firstIndex(of: "@") { name = String(name[..<at]) }
        let definitionName = String(name.dropLast(".intentdefinition".count).split(separator: "_").last ?? "Imported")
        let frontEndBag = DiagnosticBag()
        guard let validated = FrontEnd().run([InputFile(path: definitionName + ".intents.yml", text: yaml)], diagnostics: frontEndBag),
            let definition = validated.files.first
        else {
            outcome.reason = "does not validate: " + frontEndBag.sorted.filter { $0.severity == .error }.prefix(2)
                .map { "\($0.message)" }.joined(separator: "; ")
            return outcome
        }
        outcome.valid = true
        let exported = IntentDefinitionExporter().export(definition)
        outcome.byteEqual = Array(exported.definition.utf8) == bytes
        let back = try PlistXML.read(Array(exported.definition.utf8))
        // The development language, then each translation: texts replaced by their translations.
        // A reported `…ID` means its translations were not carried: drop the text in those languages.
        let untranslated = reported.union(reported.filter { $0.hasSuffix("ID") }.map { String($0.dropLast(2)) })
        var sides = [(original, back, reported, "")]
        for language in strings.keys.sorted() {
            let table = try StringsFile.parse(exported.strings[language] ?? "")
            sides.append((
                SemanticPlist.localized(original, strings[language] ?? [:]), SemanticPlist.localized(back, table), untranslated,
                " (\(language))"))
        }
        outcome.equal = true
        for (originalPlist, exportedPlist, reported, language) in sides {
            var originalSide = SemanticPlist(reported: reported)
            var left = originalSide.normalize(originalPlist)
            var exportedSide = SemanticPlist(reported: [])
            var right = exportedSide.normalize(exportedPlist)
            SemanticPlist.removeAdded(from: &right, original: left)
            for labels in originalSide.dropped {
                SemanticPlist.remove(labels, from: &left)
                SemanticPlist.remove(labels, from: &right)
            }
            if left != right {
                outcome.equal = false
                outcome.reason = (SemanticPlist.difference(left, right).map { "\($0.path): \($0.original) ≠ \($0.exported)" } ?? "differs") + language
                break
            }
        }
        return outcome
    }

    func testEveryCorpusFileRoundTrips() throws {
        let files = try Self.corpusFiles()
        var outcomes: [Outcome] = []
        for file in files {
            outcomes.append(try Self.roundTrip(file))
        }
        let imported = outcomes.filter(\.imported).count
        let valid = outcomes.filter(\.valid).count
        let equal = outcomes.filter(\.equal).count
        let byteEqual = outcomes.filter(\.byteEqual).count
        let lossless = outcomes.filter(\.lossless).count
        print(
            "intentdefinition round trip: \(imported) imported, \(valid) valid, \(equal) semantically equal, \(lossless) equal with nothing reported lost, \(byteEqual) byte-equal"
        )
        for outcome in outcomes where !outcome.equal {
            print("  not equal: \(outcome.file): \(outcome.reason)")
        }
        let counts = Dictionary(outcomes.flatMap(\.losses).map { ($0.rawValue, 1) }, uniquingKeysWith: +)
        print("  reported losses: " + counts.keys.sorted().map { "\($0) \(counts[$0]!)" }.joined(separator: ", "))
        for outcome in outcomes where outcome.equal && !outcome.lossless {
            let codes = Dictionary(outcome.losses.map { ($0.rawValue, 1) }, uniquingKeysWith: +)
            print("  lossy: \(outcome.file): " + codes.keys.sorted().map { "\($0) \(codes[$0]!)" }.joined(separator: ", "))
        }
        XCTAssertEqual(imported, files.count, "every corpus file imports")
        XCTAssertGreaterThanOrEqual(valid, 57)
        XCTAssertGreaterThanOrEqual(equal, 57)
        XCTAssertEqual(equal, valid, "every file that validates round-trips")
        // Absent display names and parentless relationships are kept as written (issue 28), so
        // they are compared, not dropped as reported losses.
        XCTAssertGreaterThanOrEqual(lossless, 31)
        XCTAssertFalse(outcomes.flatMap(\.losses).contains(.lostRelationship))
    }

    func testBraveTranslationsRoundTrip() throws {
        for name in ["BraveWidgets", "BrowserIntents"] {
            let definition = Self.brave.appendingPathComponent(name + ".intentdefinition")
            guard FileManager.default.fileExists(atPath: definition.path) else {
                throw thirdPartyMaterialMissing("brave-ios's definitions and Xcode's output for them", at: Self.brave.path)
            }
            let strings = try StringsFile.parse(bytes: Array(try Data(contentsOf: Self.brave.appendingPathComponent(name + ".strings"))))
            let outcome = try Self.roundTrip(definition, strings: ["de": strings])
            XCTAssertTrue(outcome.valid, outcome.reason)
            XCTAssertTrue(outcome.equal, "\(name): \(outcome.reason)")
        }
    }

    /// Every corpus file with a translation for each of its ids (and per-value and stale keys):
    /// the translations that can be expressed come back in the exported `.strings`.
    func testCorpusTranslationsRoundTrip() throws {
        var equal = 0
        var valid = 0
        for file in try Self.corpusFiles() {
            let original = try PlistXML.read(Array(try Data(contentsOf: file)))
            var table: [String: String] = ["st4le": "stale"]
            for id in Self.localizationIDs(original) { table[id] = "ja \(id) \"q\" \\ \n: #x" }
            if let first = table.keys.sorted().first { table[first + "-v4lue"] = "per value" }
            let outcome = try Self.roundTrip(file, strings: ["ja": table, "pt-BR": ["st4le": "stale"]])
            if outcome.valid { valid += 1 }
            if outcome.equal { equal += 1 } else if outcome.valid { XCTFail("\(outcome.file): \(outcome.reason)") }
        }
        XCTAssertEqual(equal, valid)
        XCTAssertGreaterThanOrEqual(valid, 57)
    }

    static func localizationIDs(_ value: PlistValue) -> Set<String> {
        switch value {
        case .dictionary(let entries):
            return entries.reduce(into: Set<String>()) { result, entry in
                if entry.key.hasSuffix("ID"), let id = entry.value.string { result.insert(id) }
                result.formUnion(localizationIDs(entry.value))
            }
        case .array(let items):
            return items.reduce(into: Set<String>()) { $0.formUnion(localizationIDs($1)) }
        default:
            return []
        }
    }

    /// Corpus files with one value removed, replaced by another kind of value or by a tricky word,
    /// or with an element repeated: each still imports to a valid file (unless nothing is left to
    /// declare) that round-trips except for what the importer reported. Nothing is lost silently.
    func testMutatedCorpusFilesLoseNothingSilently() throws {
        var random = SplitMix(seed: 20_240_601)
        let replacements: [PlistValue] = [
            .integer(7), .string("x y"), .array([]), .dictionary([:]), .bool(true), .string(""), .real(-1.5),
            .string("default"), .string("unknown"), .string("Self"), .string("description"), .integer(0), .integer(1),
            .string("${x} and ${count}"), .string("Slider"), .string("Integer"), .string("Object"), .string("code"),
            .string("Boolean"), .string("true"), .string("dynamic"),
        ]
        var runs = 0
        var valid = 0
        for file in try Self.corpusFiles() {
            let original = try PlistXML.read(Array(try Data(contentsOf: file)))
            let places = Mutation.places(in: original)
            for _ in 0..<12 {
                let place = places[Int(random.next() % UInt64(places.count))]
                let choice = Int(random.next() % UInt64(replacements.count + 2))
                let mutated = choice == replacements.count + 1
                    ? Mutation.repeatElement(at: place, in: original)
                    : Mutation.replace(at: place, in: original, with: choice < replacements.count ? replacements[choice] : nil)
                runs += 1
                let bag = DiagnosticBag()
                let imported = IntentDefinitionImporter().importDefinition(mutated, sourceName: file.lastPathComponent, diagnostics: bag)
                let yaml = imported.yaml
                guard !bag.hasErrors else { continue }
                let frontEnd = DiagnosticBag()
                guard let definitions = FrontEnd().run([InputFile(path: "Mutated.intents.yml", text: yaml)], diagnostics: frontEnd) else {
                    let empty = frontEnd.diagnostics.contains { $0.code == .emptyFile }
                    XCTAssertTrue(empty, "\(file.lastPathComponent) mutated at \(place): \(DiagnosticRenderer().render(frontEnd.sorted))\n\(yaml)")
                    continue
                }
                valid += 1
                // A renamed declaration is reported, but its name differs by design.
                if bag.diagnostics.contains(where: { $0.message.contains("in the definitions language; imported as `") || $0.message.contains("repeats") || $0.message.contains("a second") }) {
                    continue
                }
                let back = try PlistXML.read(Array(IntentDefinitionExporter().export(definitions.files[0]).definition.utf8))
                let lost = imported.losses.map(\.keyPath.description)
                var originalSide = SemanticPlist(reported: Set(lost + lost.map { $0 + "ID" }))
                var left = originalSide.normalize(mutated)
                var exportedSide = SemanticPlist(reported: [])
                var right = exportedSide.normalize(back)
                SemanticPlist.removeAdded(from: &right, original: left)
                for labels in originalSide.dropped {
                    SemanticPlist.remove(labels, from: &left)
                    SemanticPlist.remove(labels, from: &right)
                }
                if let difference = SemanticPlist.difference(left, right) {
                    XCTFail("\(file.lastPathComponent) mutated at \(place): \(difference.path): \(difference.original) ≠ \(difference.exported)")
                }
            }
        }
        XCTAssertGreaterThan(valid, runs * 8 / 10)
    }

    // MARK: Brave: imported definitions generate what the hand-written fixtures generate

    static func renderSwift(_ input: InputFile) throws -> [String: String] {
        let bag = DiagnosticBag()
        guard let definitions = FrontEnd().run([input], diagnostics: bag) else {
            XCTFail("\(input.path) does not validate: \(DiagnosticRenderer().render(bag.sorted))")
            return [:]
        }
        let files = Renderer().render(Planner().plan(definitions, request: GenerationRequest()), diagnostics: bag)
        XCTAssertFalse(bag.hasErrors, DiagnosticRenderer().render(bag.sorted))
        var result: [String: String] = [:]
        for file in files {
            result[file.path] = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("// Source:") }.joined(separator: "\n")
        }
        return result
    }

    func testBraveImportGeneratesTheSameSwiftAsTheHandWrittenFixtures() throws {
        for name in ["BraveWidgets", "BrowserIntents"] {
            let definition = Self.brave.appendingPathComponent(name + ".intentdefinition")
            guard let bytes = FileManager.default.contents(atPath: definition.path) else {
                throw thirdPartyMaterialMissing("brave-ios's definitions and Xcode's output for them", at: Self.brave.path)
            }
            // The pair's .strings file is the German one (de.lproj at the same commit).
            let strings = try StringsFile.parse(bytes: Array(try Data(contentsOf: Self.brave.appendingPathComponent(name + ".strings"))))
            let bag = DiagnosticBag()
            let yaml = IntentDefinitionImporter().importDefinition(
                try PlistXML.read(Array(bytes)), strings: ["de": strings], sourceName: name + ".intentdefinition", diagnostics: bag).yaml
            XCTAssertFalse(bag.hasErrors)
            let fixture = TestPaths.fixtures.appendingPathComponent("generation/\(name).intents.yml")
            let expected = try Self.renderSwift(InputFile(path: fixture.path, contents: Array(try Data(contentsOf: fixture))))
            let actual = try Self.renderSwift(InputFile(path: name + ".intents.yml", text: yaml))
            XCTAssertFalse(expected.isEmpty)
            XCTAssertEqual(actual.keys.sorted(), expected.keys.sorted(), name)
            for (path, contents) in expected {
                XCTAssertEqual(actual[path], contents, "\(name): \(path) differs; the imported YAML is:\n\(yaml)")
            }
        }
    }

    // MARK: Focused importer tests on hand-written property lists

    static func intentPlist(_ name: String = "OpenThing", _ extra: [String: PlistValue] = [:], parameters: [PlistValue] = [], codes: [PlistValue]? = nil) -> PlistValue {
        var intent: [String: PlistValue] = [
            "INIntentName": .string(name), "INIntentType": .string("Custom"), "INIntentCategory": .string("generic"),
            "INIntentVerb": .string("Do"), "INIntentConfigurable": .bool(true), "INIntentTitle": .string(name.displayWords),
            "INIntentTitleID": .string("t1tl3"),
            "INIntentResponse": .dictionary(["INIntentResponseCodes": .array(codes ?? [
                .dictionary(["INIntentResponseCodeName": .string("success"), "INIntentResponseCodeSuccess": .bool(true)]),
                .dictionary(["INIntentResponseCodeName": .string("failure")]),
            ])]),
        ]
        if !parameters.isEmpty { intent["INIntentParameters"] = .array(parameters) }
        intent.merge(extra) { _, new in new }
        // As Xcode writes it: a configurable intent has a Shortcuts summary (without title) of its
        // configurable parameters.
        if intent["INIntentConfigurable"] == .bool(true), intent["INIntentManagedParameterCombinations"] == nil {
            let key = parameters.filter { $0["INIntentParameterConfigurable"] == .bool(true) }
                .sorted { ($0["INIntentParameterDisplayPriority"]?.integer ?? 0) < ($1["INIntentParameterDisplayPriority"]?.integer ?? 0) }
                .compactMap { $0["INIntentParameterName"]?.string }.joined(separator: ",")
            intent["INIntentManagedParameterCombinations"] = .dictionary([
                key: .dictionary([
                    "INIntentParameterCombinationSupportsBackgroundExecution": .bool(true),
                    "INIntentParameterCombinationUpdatesLinked": .bool(true),
                ])
            ])
        }
        return .dictionary(intent)
    }

    static func parameterPlist(_ name: String, _ type: String, priority: Int, _ extra: [String: PlistValue] = [:]) -> PlistValue {
        var parameter: [String: PlistValue] = [
            "INIntentParameterName": .string(name), "INIntentParameterType": .string(type),
            "INIntentParameterDisplayName": .string(name.displayWords), "INIntentParameterDisplayNameID": .string("dn\(priority)"),
            "INIntentParameterConfigurable": .bool(true), "INIntentParameterTag": .integer(priority + 10),
            "INIntentParameterDisplayPriority": .integer(priority),
            "INIntentParameterPromptDialogs": .array([
                .dictionary(["INIntentParameterPromptDialogCustom": .bool(true), "INIntentParameterPromptDialogType": .string("Configuration")]),
                .dictionary(["INIntentParameterPromptDialogCustom": .bool(true), "INIntentParameterPromptDialogType": .string("Primary")]),
            ]),
        ]
        parameter.merge(extra) { _, new in new }
        return .dictionary(parameter)
    }

    static func definition(intents: [PlistValue] = [], enums: [PlistValue] = [], types: [PlistValue] = []) -> PlistValue {
        .dictionary([
            "INIntentDefinitionModelVersion": .string("1.2"), "INIntentDefinitionNamespace": .string("88xZPY"),
            "INIntentDefinitionToolsVersion": .string("16.4"), "INEnums": .array(enums), "INIntents": .array(intents),
            "INTypes": .array(types),
        ])
    }

    static func importYAML(_ plist: PlistValue, strings: [String: [String: String]] = [:], language: String = "en") -> (yaml: String, warnings: [Diagnostic]) {
        let (yaml, losses) = importLosses(plist, strings: strings, language: language)
        return (yaml, losses.map(\.diagnostic))
    }

    /// The YAML and the losses of importing `plist`; every diagnostic reported is one of the losses.
    static func importLosses(_ plist: PlistValue, strings: [String: [String: String]] = [:], language: String = "en") -> (yaml: String, losses: [ImportLoss]) {
        let bag = DiagnosticBag()
        let imported = IntentDefinitionImporter(language: language).importDefinition(plist, strings: strings, sourceName: "Test.intentdefinition", diagnostics: bag)
        XCTAssertEqual(imported.losses.map(\.diagnostic), bag.diagnostics)
        return (imported.yaml, imported.losses)
    }

    func testDefaultsAreLeftOut() {
        let plist = Self.definition(intents: [
            Self.intentPlist(parameters: [Self.parameterPlist("itemCount", "Integer", priority: 1)])
        ])
        let (yaml, warnings) = Self.importYAML(plist)
        XCTAssertEqual(warnings.count, 0, "\(warnings)")
        XCTAssertEqual(yaml, """
            intents:
              OpenThing:
                parameters:
                  itemCount: integer

            xcode:
              namespace: 88xZPY
              ids:
                OpenThing.itemCount.displayName: dn1
                OpenThing.title: t1tl3
              tags:
                OpenThing.itemCount: 11

            """)
        XCTAssertNotNil(runFrontEnd(yaml).result)
    }

    func testShortFormsAndOrder() {
        let plist = Self.definition(
            intents: [
                Self.intentPlist(
                    "PickItems", ["INIntentCategory": .string("information"), "INIntentVerb": .string("Open")],
                    parameters: [
                        // Written second in the array but shown first.
                        Self.parameterPlist("size", "Integer", priority: 2, ["INIntentParameterEnumType": .string("Size"), "INIntentParameterEnumTypeNamespace": .string("88xZPY")]),
                        Self.parameterPlist("items", "Object", priority: 1, [
                            "INIntentParameterObjectType": .string("Item"), "INIntentParameterObjectTypeNamespace": .string("88xZPY"),
                            "INIntentParameterSupportsMultipleValues": .bool(true),
                        ]),
                    ],
                    codes: [
                        .dictionary(["INIntentResponseCodeName": .string("success"), "INIntentResponseCodeSuccess": .bool(true)]),
                        .dictionary(["INIntentResponseCodeName": .string("failure")]),
                        .dictionary(["INIntentResponseCodeName": .string("failureNotFound"), "INIntentResponseCodeFormatString": .string("Not found.")]),
                    ])
            ],
            enums: [
                .dictionary([
                    "INEnumName": .string("Size"), "INEnumDisplayName": .string("Size"), "INEnumType": .string("Regular"),
                    "INEnumGeneratesHeader": .bool(true),
                    "INEnumValues": .array([
                        .dictionary(["INEnumValueName": .string("unknown"), "INEnumValueDisplayName": .string("unknown")]),
                        .dictionary(["INEnumValueName": .string("small"), "INEnumValueDisplayName": .string("Small"), "INEnumValueIndex": .integer(1)]),
                        .dictionary(["INEnumValueName": .string("large"), "INEnumValueDisplayName": .string("Large"), "INEnumValueIndex": .integer(2)]),
                    ]),
                ]),
                .dictionary([
                    "INEnumName": .string("Gap"), "INEnumDisplayName": .string("Gap"), "INEnumType": .string("Regular"),
                    "INEnumValues": .array([
                        .dictionary(["INEnumValueName": .string("unknown"), "INEnumValueDisplayName": .string("unknown")]),
                        .dictionary(["INEnumValueName": .string("first"), "INEnumValueDisplayName": .string("First"), "INEnumValueIndex": .integer(1)]),
                        .dictionary(["INEnumValueName": .string("fifth"), "INEnumValueDisplayName": .string("5th"), "INEnumValueIndex": .integer(5)]),
                        .dictionary(["INEnumValueName": .string("sixth"), "INEnumValueDisplayName": .string("Sixth"), "INEnumValueIndex": .integer(6)]),
                    ]),
                ]),
            ],
            types: [
                .dictionary([
                    "INTypeName": .string("Item"), "INTypeDisplayName": .string("Item"), "INTypeLastPropertyTag": .integer(100),
                    "INTypeProperties": .array([
                        .dictionary(["INTypePropertyName": .string("identifier"), "INTypePropertyType": .string("String"), "INTypePropertyDefault": .bool(true)]),
                        .dictionary(["INTypePropertyName": .string("displayString"), "INTypePropertyType": .string("String"), "INTypePropertyDefault": .bool(true)]),
                        .dictionary(["INTypePropertyName": .string("pronunciationHint"), "INTypePropertyType": .string("String"), "INTypePropertyDefault": .bool(true)]),
                        .dictionary([
                            "INTypePropertyName": .string("alternativeSpeakableMatches"), "INTypePropertyType": .string("SpeakableString"),
                            "INTypePropertyDefault": .bool(true), "INTypePropertySupportsMultipleValues": .bool(true),
                        ]),
                        .dictionary(["INTypePropertyName": .string("imageURL"), "INTypePropertyType": .string("URL"), "INTypePropertyDisplayName": .string("Image URL"), "INTypePropertyTag": .integer(100)]),
                    ]),
                ])
            ])
        let (yaml, warnings) = Self.importYAML(plist)
        XCTAssertEqual(warnings.count, 0, "\(warnings)")
        XCTAssertEqual(yaml, """
            intents:
              PickItems:
                category: information
                verb: Open
                parameters:
                  items: [Item]
                  size: Size
                response:
                  codes:
                    failureNotFound: Not found.

            enums:
              Size:
                cases: [small, large]
              Gap:
                cases:
                  first: {}
                  fifth: { displayName: 5th, index: 5 }
                  sixth: {}

            types:
              Item:
                properties:
                  imageURL: url

            xcode:
              namespace: 88xZPY
              ids:
                PickItems.items.displayName: dn1
                PickItems.size.displayName: dn2
                PickItems.title: t1tl3
              tags:
                Item.imageURL: 100
                PickItems.items: 11
                PickItems.size: 12

            """)
        XCTAssertNotNil(runFrontEnd(yaml).result, "\(runFrontEnd(yaml).diagnostics)")
    }

    func testTranslationsBecomeLanguageMappings() {
        let plist = Self.definition(intents: [
            Self.intentPlist("QuickAction", ["INIntentTitle": .string("Quick Actions")], parameters: [
                Self.parameterPlist("target", "String", priority: 1, ["INIntentParameterConfigurable": .bool(false)])
            ])
        ])
        let strings = ["ja": ["t1tl3": "クイックアクション", "dn1": "行き先"], "fr": ["t1tl3": "Actions rapides"]]
        let (yaml, warnings) = Self.importYAML(plist, strings: strings)
        XCTAssertEqual(warnings.count, 0, "\(warnings)")
        XCTAssertEqual(yaml, """
            intents:
              QuickAction:
                title: { en: Quick Actions, fr: Actions rapides, ja: クイックアクション }
                parameters:
                  target:
                    type: string
                    displayName: { en: Target, ja: 行き先 }
                    configurable: false

            xcode:
              namespace: 88xZPY
              ids:
                QuickAction.target.displayName: dn1
                QuickAction.title: t1tl3
              tags:
                QuickAction.target: 11

            """)
        let result = runFrontEnd(yaml).result
        XCTAssertEqual(result?.files.first?.intents.first?.title, LocalizedText("Quick Actions", translations: ["ja": "クイックアクション", "fr": "Actions rapides"]))

        // Another development language is written as `language:`.
        let german = Self.importYAML(plist, strings: ["en": ["t1tl3": "Quick Actions"]], language: "de").yaml
        XCTAssertTrue(german.hasPrefix("language: de\n\nintents:\n  QuickAction:\n    title: { de: Quick Actions, en: Quick Actions }\n"), german)
        XCTAssertNotNil(runFrontEnd(german).result)
    }

    func testTranslationsThatCannotBeCarriedAreReported() {
        let plist = Self.definition(intents: [
            Self.intentPlist("QuickAction", ["INIntentDescriptionID": .string("d3sc")])
        ])
        let strings = ["ja": ["t1tl3": "クイックアクション", "d3sc": "説明", "t1tl3-abc": "per value", "st4le": "old"]]
        let (yaml, losses) = Self.importLosses(plist, strings: strings)
        let warnings = losses.map(\.diagnostic)
        XCTAssertEqual(losses.map(\.keyPath.description), [
            "INIntents[0].INIntentDescriptionID", "strings[ja]", "strings[ja]",
        ])
        XCTAssertEqual(losses[1].keyPath.components, [.strings("ja")])
        // The message starts with the key path, as `import` prints it.
        XCTAssertTrue(losses.allSatisfy { $0.diagnostic.message.hasPrefix($0.keyPath.description + ": ") })
        XCTAssertTrue(warnings[1].message.contains("per enum value `t1tl3-abc` of the text at INIntents[0].INIntentTitleID"), warnings[1].message)
        XCTAssertTrue(yaml.hasPrefix("# 1 translation in the `ja` .strings file match"), yaml)
        XCTAssertTrue(yaml.contains("title: { en: Quick Action, ja: クイックアクション }"), yaml)
    }

    func testWhatCannotBeExpressedIsReportedWithItsKeyPath() {
        let plist = Self.definition(intents: [
            Self.intentPlist("Order", ["INIntentRestrictions": .integer(1)], parameters: [
                Self.parameterPlist("media", "Object", priority: 1, [
                    "INIntentParameterObjectType": .string("MediaItem"), "INIntentParameterObjectTypeNamespace": .string("System"),
                ]),
                Self.parameterPlist("note", "String", priority: 2, ["INIntentParameterFoo": .string("bar")]),
            ]),
                        // A system intent is kept (`systemIntents:`) unless its class is no system intent class.
            .dictionary(["INIntentName": .string("SendMessage"), "INIntentType": .string("System"), "INIntentClassName": .string("INSendMessage")]),
        ])
        let (yaml, losses) = Self.importLosses(plist)
        let warnings = losses.map(\.diagnostic)
        let paths = losses.map(\.keyPath.description)
        XCTAssertEqual(Set(paths), [
            "INIntents[0].INIntentRestrictions", "INIntents[0].INIntentParameters[0].INIntentParameterObjectType",
            "INIntents[0].INIntentParameters[0]", "INIntents[0].INIntentParameters[1].INIntentParameterFoo", "INIntents[1]",
            // The Shortcuts summary names the parameter that is not imported.
            #"INIntents[0].INIntentManagedParameterCombinations["media,note"]"#,
        ])
        // Each kind of loss has its code; read without positions, every warning is at the file's start.
        XCTAssertEqual(losses.first { $0.diagnostic.code == .lostSetting }?.keyPath.components, [.key("INIntents"), .index(0), .key("INIntentRestrictions")])
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: losses.map { ($0.keyPath.description, $0.diagnostic.code) }), [
            "INIntents[0].INIntentRestrictions": .lostSetting,
            "INIntents[0].INIntentParameters[0].INIntentParameterObjectType": .lostParameterType,
            "INIntents[0].INIntentParameters[0]": .lostParameterType, "INIntents[0].INIntentParameters[1].INIntentParameterFoo": .lostKey,
            "INIntents[1]": .lostSystemIntent,
            #"INIntents[0].INIntentManagedParameterCombinations["media,note"]"#: .lostShortcutsSummary,
        ])
        XCTAssertTrue(warnings.allSatisfy { $0.severity == .warning && $0.location == SourceLocation(file: "Test.intentdefinition", line: 1, column: 1) })
        XCTAssertTrue(yaml.contains("""
                  # `INIntentParameterFoo` ("bar") is not carried over: the definitions language has no equivalent
                  note:
            """), yaml)
        XCTAssertTrue(yaml.contains("  # `INIntentRestrictions` (1) cannot be expressed"), yaml)
        XCTAssertTrue(yaml.contains("# the system intent `SendMessage` (INSendMessage): the class name `INSendMessage` is not"), yaml)
        XCTAssertFalse(yaml.contains("SendMessage:"), yaml)
        XCTAssertNotNil(runFrontEnd(yaml).result, "\(runFrontEnd(yaml).diagnostics)")
    }

    func testInvalidNamesAreImportedWithABestEffortName() {
        let plist = Self.definition(intents: [
            Self.intentPlist("Open app", parameters: [Self.parameterPlist("default", "String", priority: 1)])
        ])
        let (yaml, losses) = Self.importLosses(plist)
        XCTAssertEqual(losses.map(\.keyPath.description), [
            "INIntents[0].INIntentName", "INIntents[0].INIntentParameters[0].INIntentParameterName",
        ])
        XCTAssertTrue(yaml.contains("  OpenApp:\n    title: Open app\n"), yaml)
        XCTAssertTrue(yaml.contains("      defaultValue:\n        type: string\n        displayName: Default\n"), yaml)
        XCTAssertNotNil(runFrontEnd(yaml).result)
    }

    /// Found by the import fuzzer: a best-effort name kept a leading underscore (`_qi`), which no
    /// name of the language may start with, so the imported YAML did not compile.
    func testBestEffortNamesDropLeadingUnderscores() {
        let plist = Self.definition(intents: [
            Self.intentPlist(
                "_Hidden",
                parameters: [
                    Self.parameterPlist("_qi", "String", priority: 1), Self.parameterPlist("__init", "String", priority: 2),
                    Self.parameterPlist("_", "String", priority: 3),
                ])
        ])
        let (yaml, _) = Self.importLosses(plist)
        XCTAssertTrue(yaml.contains("  Hidden:\n"), yaml)
        XCTAssertTrue(yaml.contains("      qi: string\n"), yaml)
        XCTAssertTrue(yaml.contains("      initValue:\n        type: string\n"), yaml)
        XCTAssertTrue(yaml.contains("      unnamed:\n        type: string\n"), yaml)
        XCTAssertNotNil(runFrontEnd(yaml).result, yaml)
    }

    /// The language refuses a summary that lists a parameter twice, so the importer reports such
    /// a combination as lost instead of writing YAML that does not compile.
    func testASummaryNamingAParameterTwiceIsLost() {
        let combination: PlistValue = .dictionary([
            "INIntentParameterCombinationTitle": .string("Open ${a}"),
            "INIntentParameterCombinationTitleID": .string("c0mb0"),
        ])
        let plist = Self.definition(intents: [
            Self.intentPlist(
                "OpenThing", ["INIntentParameterCombinations": .dictionary(["a,a": combination])],
                parameters: [Self.parameterPlist("a", "String", priority: 1)])
        ])
        let (yaml, losses) = Self.importLosses(plist)
        XCTAssertEqual(losses.map(\.diagnostic.code), [.lostSummary], yaml)
        XCTAssertEqual(losses.first?.keyPath.description, #"INIntents[0].INIntentParameterCombinations["a,a"]"#)
        XCTAssertFalse(yaml.contains("summaries"), yaml)
        XCTAssertNotNil(runFrontEnd(yaml).result, yaml)
    }

    func testStringsThatYAMLWouldReadOtherwiseKeepTheirText() throws {
        let texts = ["dynamic", " padded ", "- [] task", "key: value", "a #tag", "", "two\nlines", "yes", "5.10", "null", "~",
                     "#1", "@home", "ends:", "tab\there", "quote \" and \\", "…", "[x]", "{y}", "%d"]
        var parameters: [PlistValue] = []
        for (index, text) in texts.enumerated() {
            parameters.append(Self.parameterPlist("p\(index)", "String", priority: index + 1, [
                "INIntentParameterDisplayName": .string(text.isEmpty ? "Empty" : text),
                "INIntentParameterMetadata": .dictionary(["INIntentParameterMetadataDefaultValue": .string(text)]),
            ]))
        }
        let plist = Self.definition(intents: [Self.intentPlist("Echo", parameters: parameters)])
        let (yaml, warnings) = Self.importYAML(plist)
        XCTAssertEqual(warnings.count, 0, "\(warnings)")
        let result = runFrontEnd(yaml)
        let file = try XCTUnwrap(result.result?.files.first, "\(result.diagnostics)\n\(yaml)")
        let exported = try PlistXML.read(Array(IntentDefinitionExporter().export(file).definition.utf8))
        let exportedParameters = exported["INIntents"]?.array?.first?["INIntentParameters"]?.array ?? []
        XCTAssertEqual(exportedParameters.count, texts.count)
        for (index, text) in texts.enumerated() where index < exportedParameters.count {
            let parameter = exportedParameters[index]
            XCTAssertEqual(parameter["INIntentParameterMetadata"]?["INIntentParameterMetadataDefaultValue"], .string(text), "default \(text.debugDescription)")
            XCTAssertEqual(parameter["INIntentParameterDisplayName"], .string(text.isEmpty ? "Empty" : text), "display name \(text.debugDescription)")
        }
        XCTAssertTrue(yaml.contains("default: \"dynamic\""), yaml)
    }

    func testStringsFiles() throws {
        let text = """
            /* A comment, with "quotes" = "and"; */
            "gpCwrM" = "Configuration";
            // a line comment
            "esc" = "say \\"hi\\"\\\\ \\n\\ttab \\U00e9\\UD83D\\UDE00";
            unquoted = value.1;
            "multi
            line" = "ok";
            "x-y" = "Compound";
            """
        let table = try StringsFile.parse(text)
        XCTAssertEqual(table, [
            "gpCwrM": "Configuration", "esc": "say \"hi\"\\ \n\ttab é😀", "unquoted": "value.1", "multi\nline": "ok",
            "x-y": "Compound",
        ])
        // UTF-16 with either byte order mark, and UTF-8 with one.
        let sample = "\"k\" = \"Grüße\";\n"
        var littleEndian: [UInt8] = [0xFF, 0xFE]
        var bigEndian: [UInt8] = [0xFE, 0xFF]
        for unit in sample.utf16 {
            littleEndian += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            bigEndian += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        XCTAssertEqual(try StringsFile.parse(bytes: littleEndian), ["k": "Grüße"])
        XCTAssertEqual(try StringsFile.parse(bytes: bigEndian), ["k": "Grüße"])
        XCTAssertEqual(try StringsFile.parse(bytes: [0xEF, 0xBB, 0xBF] + Array(sample.utf8)), ["k": "Grüße"])
        XCTAssertEqual(try StringsFile.parse(""), [:])
        XCTAssertThrowsError(try StringsFile.parse("\"a\" = \"b\"\n\"c\" = \"d\";")) { error in
            XCTAssertEqual((error as? StringsFile.ParseError)?.line, 2)
        }
        XCTAssertThrowsError(try StringsFile.parse("\"a\" = \"unterminated;"))
    }
}

/// A deterministic random number generator for the mutation test.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Changes one place of a property list.
enum Mutation {
    enum Step: CustomStringConvertible {
        case key(String)
        case index(Int)

        var description: String {
            switch self {
            case .key(let key): "." + key
            case .index(let index): "[\(index)]"
            }
        }
    }

    /// Every place below the root, in a stable order.
    static func places(in value: PlistValue, at path: [Step] = []) -> [[Step]] {
        var result: [[Step]] = path.isEmpty ? [] : [path]
        switch value {
        case .dictionary(let entries):
            for key in entries.keys.sorted() { result += places(in: entries[key]!, at: path + [.key(key)]) }
        case .array(let items):
            for (index, item) in items.enumerated() { result += places(in: item, at: path + [.index(index)]) }
        default:
            break
        }
        return result
    }

    /// The value with the place replaced (or removed, for nil).
    static func replace(at path: [Step], in value: PlistValue, with replacement: PlistValue?) -> PlistValue {
        guard let first = path.first else { return replacement ?? value }
        let rest = Array(path.dropFirst())
        switch (value, first) {
        case (.dictionary(var entries), .key(let key)):
            if rest.isEmpty {
                entries[key] = replacement
            } else if let child = entries[key] {
                entries[key] = Self.replace(at: rest, in: child, with: replacement)
            }
            return .dictionary(entries)
        case (.array(var items), .index(let index)) where index < items.count:
            if rest.isEmpty {
                if let replacement { items[index] = replacement } else { items.remove(at: index) }
            } else {
                items[index] = Self.replace(at: rest, in: items[index], with: replacement)
            }
            return .array(items)
        default:
            return value
        }
    }

    /// The value with the array element at the place repeated at the end of its array.
    static func repeatElement(at path: [Step], in value: PlistValue) -> PlistValue {
        guard case .index(let index)? = path.last else { return value }
        let parent = Array(path.dropLast())
        func lookup(_ value: PlistValue, _ path: ArraySlice<Step>) -> PlistValue? {
            guard let first = path.first else { return value }
            switch (value, first) {
            case (.dictionary(let entries), .key(let key)): return entries[key].flatMap { lookup($0, path.dropFirst()) }
            case (.array(let items), .index(let index)) where index < items.count: return lookup(items[index], path.dropFirst())
            default: return nil
            }
        }
        guard case .array(let items)? = lookup(value, parent[...]), index < items.count else { return value }
        return replace(at: parent, in: value, with: .array(items + [items[index]]))
    }
}

/// A property list reduced to what it means, so two files can be compared semantically.
///
/// Compared: localization ids (`…ID`), tags and `Last…Tag` counters and the file's namespace, which
/// import keeps in the `xcode:` block; an id, tag or counter that the original lacks where export
/// writes one is not compared (``removeAdded(from:original:)``), nor is a text's id when the text
/// was reported as not carried over.
///
/// Ignored: `…TypeNamespace` (export writes the file's namespace there), version and tool keys,
/// display priorities (arrays are compared by name and in display order instead), `<false/>` (same as
/// absent), `INEnumGeneratesHeader`, an explicit `INEnumValueIndex` 0, prompts without text,
/// INObject's four built-in properties, empty lists and dictionaries (same as absent), the order
/// of prompts (keyed by kind), and `<integer>` against `<real>` (numbers compare by value). Arrays of named things become
/// dictionaries keyed by name (enum values by index) with an `<order>` list where order matters.
///
/// Every key path the importer reported as not carried over is dropped on both sides; a
/// reported built-in unsupported reason (`…UnsupportedReasonDefault`) also drops the
/// `…UnsupportedReasonCustom` flag the exporter writes instead.
struct SemanticPlist {
    let reported: Set<String>
    /// Label paths (keys in the normalized tree) to remove from both sides.
    private(set) var dropped: [[String]] = []

    init(reported: Set<String>) {
        self.reported = reported
    }

    static let ignoredKeys: Set<String> = [
        "INIntentDefinitionModelVersion", "INIntentDefinitionSystemVersion",
        "INIntentDefinitionToolsBuildVersion", "INIntentDefinitionToolsVersion", "INEnumGeneratesHeader",
    ]

    mutating func normalize(_ value: PlistValue) -> PlistValue {
        walk(value, path: "", labels: [], key: nil) ?? .dictionary([:])
    }

    private func ignored(_ key: String, _ value: PlistValue) -> Bool {
        Self.ignoredKeys.contains(key) || key.hasSuffix("TypeNamespace") || key.hasSuffix("DisplayPriority")
            || value == .bool(false) || (key == "INEnumValueIndex" && value == .integer(0))
    }

    private mutating func walk(_ value: PlistValue, path: String, labels: [String], key: String?) -> PlistValue? {
        switch value {
        case .dictionary(let entries):
            // Reported keys that are absent here (the exporter adds them, as a default display name).
            let prefix = path.isEmpty ? "" : path + "."
            for reportedPath in reported where reportedPath.hasPrefix(prefix) {
                let rest = reportedPath.dropFirst(prefix.count)
                if !rest.isEmpty, !rest.contains("."), !rest.contains("["), entries[String(rest)] == nil {
                    dropped.append(labels + [String(rest)])
                    if rest == "INIntentParameterUnsupportedReasonDefault" {
                        dropped.append(labels + ["INIntentParameterUnsupportedReasonCustom"])
                    }
                }
            }
            var result: [String: PlistValue] = [:]
            let combinations = key == "INIntentParameterCombinations" || key == "INIntentManagedParameterCombinations"
            for (childKey, child) in entries {
                let childPath = combinations ? path + PlistKeyPath.subscriptKey(childKey) : prefix + childKey
                if reported.contains(childPath) {
                    dropped.append(labels + [childKey])
                    if childKey == "INIntentParameterUnsupportedReasonDefault" {
                        dropped.append(labels + ["INIntentParameterUnsupportedReasonCustom"])
                    }
                    continue
                }
                if !combinations, ignored(childKey, child) { continue }
                if let normalized = walk(child, path: childPath, labels: labels + [childKey], key: childKey) {
                    result[childKey] = normalized
                }
            }
            return result.isEmpty ? nil : .dictionary(result)
        case .array(let items):
            guard let key, let label = Self.labels[key] else {
                let normalized = items.enumerated().compactMap { walk($0.element, path: "\(path)[\($0.offset)]", labels: labels + [String($0.offset)], key: nil) }
                return normalized.isEmpty ? nil : .array(normalized)
            }
            var elements: [(index: Int, item: PlistValue)] = Array(items.enumerated().map { ($0.offset, $0.element) })
            if let priorityKey = label.priority {
                elements.sort { ($0.item[priorityKey]?.integer ?? Int.max, $0.index) < ($1.item[priorityKey]?.integer ?? Int.max, $1.index) }
            }
            var result: [String: PlistValue] = [:]
            var order: [PlistValue] = []
            for (index, item) in elements {
                var name = label.name(item)
                while result[name] != nil { name += "#" }
                let childPath = "\(path)[\(index)]"
                if reported.contains(childPath) {
                    dropped.append(labels + [name])
                    continue
                }
                guard let normalized = walk(item, path: childPath, labels: labels + [name], key: nil), !label.skip(normalized) else { continue }
                result[name] = normalized
                if label.ordered(name) { order.append(.string(name)) }
            }
            if !order.isEmpty { result["<order>"] = .array(order) }
            return result.isEmpty ? nil : .dictionary(result)
        case .integer(let number):
            // Numbers compare by value: `<integer>5` and `<real>5` are the same NSNumber.
            return .real(Double(number))
        case .real, .string, .bool, .date, .data:
            return value
        }
    }

    /// How the elements of an array under a key are named, ordered and skipped.
    struct Label: Sendable {
        var name: @Sendable (PlistValue) -> String
        var priority: String?
        var ordered: @Sendable (String) -> Bool = { _ in true }
        var skip: @Sendable (PlistValue) -> Bool = { _ in false }
    }

    static let labels: [String: Label] = [
        "INIntents": Label(name: { $0["INIntentName"]?.string ?? "?" }),
        "INEnums": Label(name: { $0["INEnumName"]?.string ?? "?" }),
        "INTypes": Label(name: { $0["INTypeName"]?.string ?? "?" }),
        "INIntentParameters": Label(name: { $0["INIntentParameterName"]?.string ?? "?" }, priority: "INIntentParameterDisplayPriority"),
        "INIntentResponseParameters": Label(
            name: { $0["INIntentResponseParameterName"]?.string ?? $0["INIntentResponsePropertyName"]?.string ?? "?" },
            priority: "INIntentResponseParameterDisplayPriority"),
        "INTypeProperties": Label(
            name: { $0["INTypePropertyName"]?.string ?? "?" }, priority: "INTypePropertyDisplayPriority",
            skip: { $0["INTypePropertyDefault"] == .bool(true) }),
        "INEnumValues": Label(name: { String($0["INEnumValueIndex"]?.integer ?? 0) }, ordered: { _ in false }),
        "INIntentParameterPromptDialogs": Label(
            name: { $0["INIntentParameterPromptDialogType"]?.string ?? "?" }, ordered: { _ in false },
            skip: { $0["INIntentParameterPromptDialogFormatString"] == nil }),
        "INIntentParameterUnsupportedReasons": Label(name: { $0["INIntentParameterUnsupportedReasonCode"]?.string ?? "?" }),
        "INIntentResponseCodes": Label(
            name: { $0["INIntentResponseCodeName"]?.string ?? "?" }),
        "INIntentParameterArraySizes": Label(name: { $0["INIntentParameterArraySizeSizeClass"]?.string ?? "?" }, ordered: { _ in false }),
    ]

    /// The property list with every text whose `…ID` has a translation in `table` replaced by it.
    static func localized(_ value: PlistValue, _ table: [String: String]) -> PlistValue {
        switch value {
        case .dictionary(let entries):
            var result: [String: PlistValue] = [:]
            for (key, entry) in entries {
                if case .string = entry, let id = entries[key + "ID"]?.string, let translation = table[id] {
                    result[key] = .string(translation)
                } else {
                    result[key] = localized(entry, table)
                }
            }
            return .dictionary(result)
        case .array(let items):
            return .array(items.map { localized($0, table) })
        default:
            return value
        }
    }

    /// Removes from `exported` each localization id, tag and `Last…Tag` counter that the original
    /// lacks where it has the dictionary: export writes an id for every text and a tag for every
    /// member, and a counter for every intent with parameters, but changes none the file has.
    static func removeAdded(from exported: inout PlistValue, original: PlistValue) {
        guard case .dictionary(var right) = exported, case .dictionary(let left) = original else { return }
        for key in right.keys {
            guard let originalValue = left[key] else {
                if key.hasSuffix("ID") || key.hasSuffix("Tag") { right[key] = nil }
                continue
            }
            removeAdded(from: &right[key]!, original: originalValue)
        }
        exported = .dictionary(right)
    }

    /// Removes the value at a label path; dictionaries left empty go too (empty is the same as absent).
    static func remove(_ labels: [String], from value: inout PlistValue) {
        guard let first = labels.first, case .dictionary(var entries) = value else { return }
        if labels.count == 1 {
            entries[first] = nil
        } else if var child = entries[first] {
            remove(Array(labels.dropFirst()), from: &child)
            entries[first] = child == .dictionary([:]) ? nil : child
        }
        value = .dictionary(entries)
    }

    /// The first place where two normalized values differ.
    static func difference(_ left: PlistValue?, _ right: PlistValue?, path: String = "") -> (path: String, original: String, exported: String)? {
        if left == right { return nil }
        if case .dictionary(let a)? = left, case .dictionary(let b)? = right {
            for key in Set(a.keys).union(b.keys).sorted() {
                if let found = difference(a[key], b[key], path: path.isEmpty ? key : path + "." + key) { return found }
            }
        }
        func short(_ value: PlistValue?) -> String {
            guard let value else { return "absent" }
            let text = "\(value)"
            return text.count > 160 ? String(text.prefix(160)) + "…" : text
        }
        return (path, short(left), short(right))
    }
}

extension CommandLineTests {
    /// `intentgen import` on the usual layout: Base.lproj/Name.intentdefinition beside ja.lproj/Name.strings.
    func testImportFindsSiblingTranslationsAndPrintsYAML() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for lproj in ["Base.lproj", "ja.lproj"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(lproj), withIntermediateDirectories: true)
        }
        let plist = ImportRoundTripTests.definition(intents: [
            ImportRoundTripTests.intentPlist("QuickAction", ["INIntentRestrictions": .integer(1)])
        ])
        let definition = folder.appendingPathComponent("Base.lproj/Widget.intentdefinition")
        try Data(PlistXML.write(plist).utf8).write(to: definition)
        try Data("\"t1tl3\" = \"クイックアクション\";\n".utf8).write(to: folder.appendingPathComponent("ja.lproj/Widget.strings"))

        let result = try run(["import", definition.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            intents:
              # `INIntentRestrictions` (1) cannot be expressed in the definitions language; not imported
              QuickAction:
                title: { en: Quick Action, ja: クイックアクション }

            xcode:
              namespace: 88xZPY
              ids:
                QuickAction.title: t1tl3

            """)
        // At the `<key>INIntentRestrictions</key>` of the written property list (three tabs in).
        XCTAssertTrue(result.stderr.hasPrefix("\(definition.path):48:4: warning: INIntents[0].INIntentRestrictions: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("[lost-setting]"), result.stderr)
        XCTAssertEqual(PlistXML.write(plist).split(separator: "\n", omittingEmptySubsequences: false)[47], "\t\t\t<key>INIntentRestrictions</key>")

        // Explicit folders replace the automatic search; the language can change.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        try Data("\"t1tl3\" = \"Action rapide\";\n".utf8).write(to: folder.appendingPathComponent("fr.lproj/Widget.strings"))
        let explicit = try run(["import", definition.path, "--strings", folder.appendingPathComponent("fr.lproj").path])
        XCTAssertEqual(explicit.status, 0, explicit.stderr)
        XCTAssertTrue(explicit.stdout.contains("title: { en: Quick Action, fr: Action rapide }\n"), explicit.stdout)
        let german = try run(["import", definition.path, "--language", "de"])
        XCTAssertTrue(german.stdout.hasPrefix("language: de\n"), german.stdout)
        XCTAssertEqual(try run(["import", definition.path, "--strings", folder.appendingPathComponent("Base.lproj").path]).status, 2)
    }

    func testImportExitStatuses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let notDefinition = folder.appendingPathComponent("Info.intentdefinition")
        try Data(PlistXML.write(.dictionary(["CFBundleName": .string("App")])).utf8).write(to: notDefinition)
        let notPlist = folder.appendingPathComponent("Broken.intentdefinition")
        try Data("<plist><dict><key>a</key></plist>".utf8).write(to: notPlist)

        let wrongKind = try run(["import", notDefinition.path])
        XCTAssertEqual(wrongKind.status, 1)
        XCTAssertEqual(wrongKind.stdout, "")
        XCTAssertTrue(wrongKind.stderr.contains("is not an intent definition"), wrongKind.stderr)
        XCTAssertEqual(try run(["import", notPlist.path]).status, 1)
        let missing = try run(["import", folder.appendingPathComponent("Missing.intentdefinition").path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("cannot read"), missing.stderr)
    }
}
