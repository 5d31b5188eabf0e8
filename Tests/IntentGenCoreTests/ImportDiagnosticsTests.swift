import Foundation
import XCTest

@testable import IntentGenCore

/// Every importer warning has a code of its kind of loss and the line and column of the element
/// it is about in the `.intentdefinition` XML (a dictionary value at its `<key>`), and
/// `--fail-on-loss` makes them errors with exit status 1.
final class ImportDiagnosticsTests: XCTestCase {
    /// An `.intentdefinition` written by hand with one loss of every kind. `<!--name-->` marks the
    /// element a warning must point at: the place right after the marker.
    static let lossy = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>INEnums</key>
        \t<array>
        \t\t<!--defaulted--><dict>
        \t\t\t<key>INEnumName</key><string>Size</string>
        \t\t\t<key>INEnumDisplayName</key><string>Size</string>
        \t\t\t<key>INEnumValues</key>
        \t\t\t<array>
        \t\t\t\t<dict><key>INEnumValueName</key><string>unknown</string><key>INEnumValueIndex</key><integer>0</integer><key>INEnumValueDisplayName</key><string>unknown</string></dict>
        \t\t\t\t<dict><key>INEnumValueName</key><string>small</string><key>INEnumValueIndex</key><integer>1</integer><key>INEnumValueDisplayName</key><string>Small</string></dict>
        \t\t\t\t<!--enum-case--><dict><key>INEnumValueName</key><string>big</string><key>INEnumValueIndex</key><integer>1</integer></dict>
        \t\t\t</array>
        \t\t</dict>
        \t\t<!--declaration--><dict><key>INEnumType</key><string>Regular</string></dict>
        \t</array>
        \t<key>INIntents</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>INIntentName</key><string>Order</string>
        \t\t\t<key>INIntentType</key><string>Custom</string>
        \t\t\t<key>INIntentCategory</key><string>generic</string>
        \t\t\t<key>INIntentVerb</key><string>Do</string>
        \t\t\t<key>INIntentConfigurable</key><true/>
        \t\t\t<key>INIntentTitle</key><string>Order</string>
        \t\t\t<!--translation--><key>INIntentTitleID</key><string>t1</string>
        \t\t\t<!--setting--><key>INIntentRestrictions</key><integer>1</integer>
        \t\t\t<!--key--><key>INIntentFoo</key><string>bar</string>
        \t\t\t<key>INIntentParameters</key>
        \t\t\t<array>
        \t\t\t\t<!--parameter-type-dropped--><dict>
        \t\t\t\t\t<key>INIntentParameterName</key><string>media</string>
        \t\t\t\t\t<key>INIntentParameterType</key><string>Object</string>
        \t\t\t\t\t<!--parameter-type--><key>INIntentParameterObjectType</key><string>MediaItem</string>
        \t\t\t\t\t<key>INIntentParameterObjectTypeNamespace</key><string>System</string>
        \t\t\t\t\t<key>INIntentParameterDisplayPriority</key><integer>1</integer>
        \t\t\t\t</dict>
        \t\t\t\t<dict>
        \t\t\t\t\t<!--renamed--><key>INIntentParameterName</key><string>_note</string>
        \t\t\t\t\t<key>INIntentParameterType</key><string>String</string>
        \t\t\t\t\t<key>INIntentParameterConfigurable</key><true/>
        \t\t\t\t\t<key>INIntentParameterDisplayPriority</key><integer>2</integer>
        \t\t\t\t\t<key>INIntentParameterMetadata</key>
        \t\t\t\t\t<dict><!--metadata--><key>INIntentParameterMetadataCapitalization</key><string>Shouting</string></dict>
        \t\t\t\t\t<key>INIntentParameterPromptDialogs</key>
        \t\t\t\t\t<array><!--dialog--><dict><key>INIntentParameterPromptDialogType</key><string>Weird</string></dict></array>
        \t\t\t\t</dict>
        \t\t\t\t<!--parameter--><dict>
        \t\t\t\t\t<key>INIntentParameterName</key><string>note</string>
        \t\t\t\t\t<key>INIntentParameterType</key><string>String</string>
        \t\t\t\t\t<key>INIntentParameterDisplayPriority</key><integer>3</integer>
        \t\t\t\t</dict>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>INIntentParameterName</key><string>flag</string>
        \t\t\t\t\t<key>INIntentParameterType</key><string>Boolean</string>
        \t\t\t\t\t<key>INIntentParameterDisplayName</key><string>Flag</string>
        \t\t\t\t\t<key>INIntentParameterConfigurable</key><true/>
        \t\t\t\t\t<key>INIntentParameterDisplayPriority</key><integer>4</integer>
        \t\t\t\t\t<!--relationship--><key>INIntentParameterRelationship</key>
        \t\t\t\t\t<dict><key>INIntentParameterRelationshipParentName</key><string>missing</string></dict>
        \t\t\t\t</dict>
        \t\t\t</array>
        \t\t\t<key>INIntentParameterCombinations</key>
        \t\t\t<dict>
        \t\t\t\t<!--summary--><key>ghost</key><dict><key>INIntentParameterCombinationTitle</key><string>Boo</string></dict>
        \t\t\t</dict>
        \t\t\t<key>INIntentManagedParameterCombinations</key>
        \t\t\t<dict>
        \t\t\t\t<!--shortcuts-summary--><key>flag</key>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>INIntentParameterCombinationTitle</key><string>Set ${ghost}</string>
        \t\t\t\t\t<key>INIntentParameterCombinationSupportsBackgroundExecution</key><true/>
        \t\t\t\t\t<key>INIntentParameterCombinationUpdatesLinked</key><true/>
        \t\t\t\t</dict>
        \t\t\t</dict>
        \t\t\t<key>INIntentResponse</key>
        \t\t\t<dict>
        \t\t\t\t<!--response--><key>INIntentResponseOutput</key><string>nothing</string>
        \t\t\t\t<key>INIntentResponseCodes</key>
        \t\t\t\t<array>
        \t\t\t\t\t<dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
        \t\t\t\t\t<dict><key>INIntentResponseCodeName</key><string>failure</string></dict>
        \t\t\t\t</array>
        \t\t\t</dict>
        \t\t</dict>
        \t\t<!--system-intent--><dict>
        \t\t\t<key>INIntentName</key><string>sendMessage</string>
        \t\t\t<key>INIntentType</key><string>System</string>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """

    static let translations = ["ja": ["t1": "注文", "t1-x": "per value", "stale": "old"]]

    /// Where each `<!--name-->` marker ends, as `line:column` (columns in characters).
    static func markers(in text: String) -> [String: String] {
        var result: [String: String] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = Substring(line)
            var column = 1
            while let open = rest.range(of: "<!--") {
                column += rest[..<open.lowerBound].count
                let afterOpen = rest[open.upperBound...]
                guard let close = afterOpen.range(of: "-->") else { break }
                let name = String(afterOpen[..<close.lowerBound])
                column += 4 + name.count + 3
                result[name] = "\(index + 1):\(column)"
                rest = afterOpen[close.upperBound...]
            }
        }
        return result
    }

    static func importLossy(lossesAreErrors: Bool = false) throws -> (
        yaml: String, diagnostics: [Diagnostic], losses: [ImportLoss]
    ) {
        let document = try PlistXML.readDocument(Array(lossy.utf8))
        let bag = DiagnosticBag()
        let imported = IntentDefinitionImporter(lossesAreErrors: lossesAreErrors).importDefinition(
            document, strings: translations, stringsFiles: ["ja": "ja.lproj/Lossy.strings"],
            sourceName: "Lossy.intentdefinition",
            diagnostics: bag)
        XCTAssertEqual(imported.losses.map(\.diagnostic), bag.diagnostics, "every diagnostic is a loss")
        return (imported.yaml, bag.sorted, imported.losses)
    }

    func testEveryKindOfLossHasItsCodeAndThePlaceOfItsElement() throws {
        let (yaml, diagnostics, losses) = try Self.importLossy()
        let marks = Self.markers(in: Self.lossy)
        func at(_ marker: String) -> String { "Lossy.intentdefinition:" + (marks[marker] ?? "no marker \(marker)") }
        let actual = losses.map { loss in
            "\(loss.diagnostic.location.map(\.description) ?? "-") \(loss.diagnostic.code.rawValue) \(loss.keyPath)"
        }
        let expected = [
            "\(at("enum-case")) lost-enum-case INEnums[0].INEnumValues[2]",
            "\(at("declaration")) lost-declaration INEnums[1]",
            "\(at("translation")) lost-translation strings[ja]",
            "\(at("setting")) lost-setting INIntents[0].INIntentRestrictions",
            "\(at("key")) lost-key INIntents[0].INIntentFoo",
            "\(at("parameter-type-dropped")) lost-parameter-type INIntents[0].INIntentParameters[0]",
            "\(at("parameter-type")) lost-parameter-type INIntents[0].INIntentParameters[0].INIntentParameterObjectType",
            // A missing key is placed at the dictionary that lacks it.
            "\(at("defaulted")) import-defaulted INEnums[0].INEnumType",
            "\(at("renamed")) import-renamed INIntents[0].INIntentParameters[1].INIntentParameterName",
            "\(at("metadata")) lost-metadata INIntents[0].INIntentParameters[1].INIntentParameterMetadata.INIntentParameterMetadataCapitalization",
            "\(at("dialog")) lost-dialog INIntents[0].INIntentParameters[1].INIntentParameterPromptDialogs[0]",
            "\(at("parameter")) lost-parameter INIntents[0].INIntentParameters[2]",
            "\(at("relationship")) lost-relationship INIntents[0].INIntentParameters[3].INIntentParameterRelationship",
            "\(at("summary")) lost-summary INIntents[0].INIntentParameterCombinations[\"ghost\"]",
            "\(at("shortcuts-summary")) lost-shortcuts-summary INIntents[0].INIntentManagedParameterCombinations[\"flag\"]",
            "\(at("response")) lost-response INIntents[0].INIntentResponse.INIntentResponseOutput",
            "\(at("system-intent")) lost-system-intent INIntents[1]",
            // Translations the definition has no place for are reported in their .strings file.
            "ja.lproj/Lossy.strings:1:1 lost-translation strings[ja]",
        ]
        XCTAssertEqual(actual.sorted(), expected.sorted())
        XCTAssertTrue(diagnostics.allSatisfy { $0.severity == .warning })
        // Every kind of loss is in the document, each with its own code.
        // (`lost-code` is Swift import's: an `.intentdefinition` holds no code.)
        let lossCodes = Set(Diagnostic.Code.allCases.filter { $0.isImportLoss && $0 != .lostCode })
        XCTAssertEqual(Set(diagnostics.map(\.code)), lossCodes)
        XCTAssertEqual(lossCodes.count, 16)
        // The YAML still says what was dropped, and what it kept is valid.
        XCTAssertTrue(yaml.contains("# `INIntentRestrictions` (1) cannot be expressed"), yaml)
        XCTAssertNotNil(runFrontEnd(yaml).result, "\(runFrontEnd(yaml).diagnostics)\n\(yaml)")
    }

    func testLossesAreErrorsWhenAsked() throws {
        let warnings = try Self.importLossy().diagnostics
        let errors = try Self.importLossy(lossesAreErrors: true).diagnostics
        XCTAssertEqual(errors.map(\.severity), Array(repeating: .error, count: warnings.count))
        XCTAssertEqual(errors.map(\.message), warnings.map(\.message))
        XCTAssertEqual(errors.map(\.location), warnings.map(\.location))
    }

    /// What the importer echoes into its `#` comments (keys, text) cannot break the YAML.
    func testCommentsEscapeWhatAYAMLCommentCannotHold() throws {
        let plist = ImportRoundTripTests.definition(intents: [
            ImportRoundTripTests.intentPlist("Go", ["IN\u{0}Odd\rKey\u{2028}\u{7F}": .string("a\nb")])
        ])
        let (yaml, warnings) = ImportRoundTripTests.importYAML(plist)
        XCTAssertEqual(warnings.map(\.code), [.lostKey])
        XCTAssertTrue(
            yaml.contains("  # `IN\\u{0}Odd\\u{D}Key\\u{2028}\\u{7F}` (\"a\\u{A}b\") is not carried over"), yaml)
        XCTAssertNotNil(runFrontEnd(yaml).result, "\(runFrontEnd(yaml).diagnostics)")
    }

    func testACleanImportHasNoLoss() throws {
        let plist = ImportRoundTripTests.definition(intents: [ImportRoundTripTests.intentPlist("Go")])
        let bag = DiagnosticBag()
        let document = try PlistXML.readDocument(Array(PlistXML.write(plist).utf8))
        let imported = IntentDefinitionImporter(lossesAreErrors: true).importDefinition(
            document, sourceName: "Go.intentdefinition", diagnostics: bag)
        XCTAssertEqual(bag.diagnostics, [])
        XCTAssertEqual(imported.losses, [])
        XCTAssertTrue(imported.comments.isEmpty)
    }
}

extension CommandLineTests {
    func testImportFailsOnLossOnlyWhenAskedAndAlwaysPrintsEverything() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "intentgen-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lossy = folder.appendingPathComponent("Lossy.intentdefinition")
        try Data(ImportDiagnosticsTests.lossy.utf8).write(to: lossy)
        let clean = folder.appendingPathComponent("Clean.intentdefinition")
        try Data(
            PlistXML.write(ImportRoundTripTests.definition(intents: [ImportRoundTripTests.intentPlist("Go")])).utf8
        ).write(to: clean)
        let marks = ImportDiagnosticsTests.markers(in: ImportDiagnosticsTests.lossy)

        let lenient = try run(["import", lossy.path])
        XCTAssertEqual(lenient.status, 0, lenient.stderr)
        XCTAssertTrue(
            lenient.stderr.contains(
                "\(lossy.path):\(marks["system-intent"]!): warning: INIntents[1]: the system intent"), lenient.stderr)
        XCTAssertFalse(lenient.stderr.contains(": error: "), lenient.stderr)

        for flag in ["--fail-on-loss", "--warnings-as-errors"] {
            let strict = try run(["import", flag, lossy.path])
            XCTAssertEqual(strict.status, 1, flag)
            XCTAssertEqual(strict.stdout, lenient.stdout, "the YAML is printed all the same")
            XCTAssertEqual(strict.stderr, lenient.stderr.replacing(": warning: ", with: ": error: "), flag)
            XCTAssertTrue(strict.stderr.contains("\(lossy.path):\(marks["parameter-type"]!): error: "), strict.stderr)
            XCTAssertTrue(strict.stderr.contains("[lost-parameter-type]"), strict.stderr)
        }
        let cleanRun = try run(["import", "--fail-on-loss", clean.path])
        XCTAssertEqual(cleanRun.status, 0, cleanRun.stderr)
        XCTAssertEqual(cleanRun.stderr, "")
        XCTAssertTrue(cleanRun.stdout.hasPrefix("intents:\n  Go:"), cleanRun.stdout)
    }

    func testAPropertyListSyntaxErrorHasItsLineAndColumn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "intentgen-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let broken = folder.appendingPathComponent("Broken.intentdefinition")
        try Data("<plist>\n<dict>\n\t<key>a</key><strin>x</strin>\n</dict>\n</plist>\n".utf8).write(to: broken)
        let result = try run(["import", broken.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("\(broken.path):3:14: error: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("[plist-syntax]"), result.stderr)
    }
}
