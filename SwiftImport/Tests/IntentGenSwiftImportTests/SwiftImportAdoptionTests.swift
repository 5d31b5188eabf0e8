import Foundation
@_spi(SwiftImport) import IntentGenCore
import SwiftParser
import SwiftSyntax
import XCTest

@testable import IntentGenSwiftImport

/// Adoption as a team does it: import an app's Swift, generate, delete what `--list-replaced`
/// names, and build. The app's other code (its models, widget provider and view, the bundle)
/// must compile unchanged against the generated declarations and the files intentgen writes
/// for the team, and must not compile when the replaced declarations are left in.
final class SwiftImportAdoptionTests: XCTestCase {
    static let apps = SwiftImportTests.fixtures.appendingPathComponent("Apps")

    static func app(_ name: String) throws -> [(path: String, text: String)] {
        let folder = apps.appendingPathComponent(name)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { ("\(name)/\($0)", try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The app's String Catalogs and `.lproj` folders, for `--strings`.
    static func translations(_ name: String) throws -> [String] {
        let folder = apps.appendingPathComponent(name)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { $0.hasSuffix(".xcstrings") || $0.hasSuffix(".lproj") }
            .map { folder.appendingPathComponent($0).path }
    }

    /// The app's Swift imported and generated: the team's files with the replaced declarations
    /// deleted (or, with `deleting: false`, as they were), and every file intentgen writes.
    static func adopted(_ name: String, deleting: Bool = true) throws -> (
        files: [String: String], result: SwiftSourceImporter.Result, diagnostics: DiagnosticBag
    ) {
        let sources = try app(name)
        let bag = DiagnosticBag()
        let translations = SwiftTranslations(paths: try translations(name), developmentLanguage: "en", diagnostics: bag)
        let result = SwiftSourceImporter(translations: translations).importSources(sources, diagnostics: bag)
        let yaml = try XCTUnwrap(result.yaml, DiagnosticRenderer().render(bag.sorted))
        let generation = DiagnosticBag()
        var request = GenerationRequest(name: name, kinds: [.appIntents])
        // An app's own declarations are internal: generated as the import's header says.
        XCTAssertTrue(yaml.contains("`visibility: internal`"), yaml)
        request.options.visibility = .internal
        let made = Pipeline(request).pendingFiles(
            [InputFile(path: "\(name).intents.yml", text: yaml)], diagnostics: generation)
        let generated = try XCTUnwrap(made?.files, DiagnosticRenderer().render(generation.sorted) + "\n" + yaml)
        var files: [String: String] = [:]
        for file in generated where file.path.hasSuffix(".swift") || file.path.hasSuffix(".xcstrings") {
            files["Generated/" + file.path] = file.rendered().contents
        }
        for (path, text) in sources {
            files[path] = deleting ? ReplacedDeclarations(result.replaced, in: path).apply(to: text) : text
        }
        return (files, result, bag)
    }

    static func appNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: apps.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    func testEveryAppsOtherCodeCompilesUnchanged() throws {
        for app in try Self.appNames() {
            let (files, result, bag) = try Self.adopted(app)
            let check = try StubAppIntents.typeCheck(files.filter { $0.key.hasSuffix(".swift") })
            XCTAssertTrue(
                check.succeeded,
                "\(app):\n" + check.output + "\n" + DiagnosticRenderer().render(bag.sorted) + "\n" + (result.yaml ?? ""))
        }
    }

    func testWhatStaysTheTeamsIsKeptAsWritten() throws {
        let (files, _, _) = try Self.adopted("Hydration")
        // What stays the team's is theirs as written: their provider, entry, view, control and the
        // perform() of their extension; intentgen wrote no file for them.
        let teams = files.filter { !$0.key.hasPrefix("Generated/") }.values
        for kept in ["struct WaterEntry", "struct Provider:", "struct WaterWidgetEntryView", "struct RemindersProvider",
            "extension LogWaterIntent", "var milliliters: Int"]
        {
            XCTAssertTrue(teams.contains { $0.contains(kept) }, "\(kept) is gone")
        }
        for replaced in ["struct WaterWidget:", "struct RemindersControl:", "struct SetRemindersIntent:"] {
            XCTAssertFalse(teams.contains { $0.contains(replaced) }, "\(replaced) is still the team's")
        }
        XCTAssertNil(files["Generated/RemindersProvider.swift"])
        XCTAssertNil(files["Generated/LogWaterIntent+Perform.swift"])
        XCTAssertNil(files["Generated/Provider.swift"])
        XCTAssertNotNil(files["Generated/WaterWidget.swift"])
        XCTAssertNotNil(files["Generated/BottleQuery.swift"], "the query's code goes into the file intentgen writes")
    }

    func testLeavingTheReplacedDeclarationsInDoesNotCompile() throws {
        for app in try Self.appNames() {
            let (files, _, _) = try Self.adopted(app, deleting: false)
            let check = try StubAppIntents.typeCheck(files.filter { $0.key.hasSuffix(".swift") })
            XCTAssertFalse(check.succeeded, app)
            // Declared twice: the compiler says so, or finds the name ambiguous first.
            XCTAssertTrue(
                check.output.contains("invalid redeclaration of '") || check.output.contains("is ambiguous"),
                "\(app):\n\(check.output)")
        }
    }

    func testTheAppsTranslationsComeAlong() throws {
        let (files, result, bag) = try Self.adopted("Hydration")
        let yaml = try XCTUnwrap(result.yaml)
        for expected in [
            "    title:\n      en: Log Water\n      de: Wasser eintragen\n      ja: 水を記録\n",
            "        displayName:\n          en: Cup\n          de: Becher\n          ja: カップ\n",
            "        title:\n          en: Log ${glasses} of ${cup}\n          ja: ${cup}を${glasses}杯記録\n",
            "      phrases:\n        en:\n          - Log water in ${applicationName}\n          - Log ${cup} in ${applicationName}\n        ja:\n          - ${applicationName}で水を記録\n          - ${applicationName}で${cup}を記録\n      shortTitle:",
            "        displayName: Bottle\n",
        ] {
            XCTAssertTrue(yaml.contains(expected), "missing:\n\(expected)\n---\n\(yaml)")
        }
        let lost = bag.diagnostics.filter { $0.code == .lostTranslation }.map(\.message)
        XCTAssertEqual(lost.count, 2, "\(lost)")
        // German translates one phrase of two: the language is left out, never half-written.
        XCTAssertTrue(lost.contains { $0.hasPrefix("the `de` phrases are not each translated") }, "\(lost)")
        XCTAssertTrue(lost.contains { $0.contains("translation of \"Bottle\" has variations") }, "\(lost)")
        XCTAssertFalse(yaml.contains("Wasser in ${applicationName}"), yaml)
        // The generated String Catalog carries them.
        let catalog = try XCTUnwrap(files.first { $0.key.hasSuffix("AppIntents.xcstrings") }?.value ?? nil)
        XCTAssertTrue(catalog.contains("\"水を記録\""), catalog)
    }

    /// What the definitions cannot declare whole stays whole: an entity with a member of a type
    /// they do not have, the intent that names it, an enum of a lower-case name. None is listed
    /// for deletion, and nothing they say is reported as code to move.
    func testADeclarationImportCannotKeepWholeStaysTheTeamsWhole() throws {
        let (_, result, bag) = try Self.adopted("Journal")
        let yaml = try XCTUnwrap(result.yaml)
        let kept = bag.lines(of: .lostDeclaration)
        for expected in [
            "32 the entity `MoodEntity` stays yours: the definitions cannot declare its `score`",
            "46 the App Intent `LogMoodIntent` stays yours: the definitions cannot declare its `mood`",
            "55 the AppEnum `entryStyle` stays yours: the definitions name types from an upper-case letter",
        ] {
            XCTAssertTrue(kept.contains(expected), "\(expected)\n\(kept)")
        }
        let replacedNames = Set(result.replaced.map(\.swiftName))
        XCTAssertEqual(replacedNames, ["JournalEntryEntity", "JournalEntryEntity.Query", "OpenEntryIntent", "JournalShortcuts"])
        XCTAssertFalse(bag.diagnostics.contains { $0.code == .lostCode && $0.message.contains("LogMoodIntent") })
        // The nested query, the intent's other protocol, the provider's tile color and a phrase once.
        for expected in [
            "    query:\n      name: Query\n      nested: true\n", "    conformances: [OpenIntent]\n",
            "shortcutTileColor: teal\n", "        en:\n          - Open ${target} in ${applicationName}\n      shortTitle",
        ] {
            XCTAssertTrue(yaml.contains(expected), "missing:\n\(expected)\n---\n\(yaml)")
        }
    }

    func testAQueryKeepsItsDependencyOnTheIntentBeingConfigured() throws {
        let (files, result, _) = try Self.adopted("SoupOrders")
        XCTAssertTrue(
            try XCTUnwrap(result.yaml).contains(
                "    query:\n      name: SoupQuery\n      dependencies:\n        order:\n          intent: OrderSoup\n          parameters: [size]"
            ), result.yaml ?? "")
        XCTAssertTrue(
            try XCTUnwrap(files["Generated/SoupEntity.swift"]).contains(
                "@IntentParameterDependency<OrderSoupIntent>(\\.$size)"), files["Generated/SoupEntity.swift"] ?? "")
    }

    func testTheListNamesExtensionsAndWhatStaysInThem() throws {
        let (_, result, bag) = try Self.adopted("Hydration")
        let notes = result.replaced.map { "\($0.location.line) \($0.note)" }
        XCTAssertTrue(
            notes.contains(
                "13 in this extension of `CupSize`, delete `typeDisplayRepresentation`, `caseDisplayRepresentations`, the conformance to `AppEnum`: the definitions generate them now; the rest stays yours"
            ), notes.joined(separator: "\n"))
        XCTAssertTrue(notes.contains { $0.hasPrefix("49 `struct WaterWidget: Widget` is generated") || $0.contains("WaterWidget: Widget") }, "\(notes)")
        let yaml = try XCTUnwrap(result.yaml)
        for expected in [
            "widgets:\n  WaterWidget:\n    kind: WaterWidget\n    displayName: Water\n    description: How much you drank today.\n    families: [small, accessoryCircular]\n    intent: ConfigurationApp\n    provider: Provider\n    entry: WaterEntry\n    view: WaterWidgetEntryView\n    userFile: false",
            "    description: Adds the water you drank to today's total.\n    appIntentName: LogWaterIntent\n    appIntentOnly: true\n    userFile: false",
        ] {
            XCTAssertTrue(yaml.contains(expected), "missing:\n\(expected)\n---\n\(yaml)")
        }
        // The toggle, with its action as the `SetValueIntent` it makes and the team's value provider.
        XCTAssertTrue(
            yaml.contains(
                "controls:\n  RemindersControl:\n    kind: com.example.hydration.reminders\n    displayName: Reminders\n    style: toggle\n    symbol: bell\n    action: SetReminders\n    provider: RemindersProvider\n    userFile: false\n"
            ), yaml)
        XCTAssertTrue(yaml.contains("  SetReminders:\n    title: Reminders\n    appIntentName: SetRemindersIntent\n"), yaml)
        XCTAssertFalse(bag.diagnostics.contains { $0.code == .lostDeclaration }, DiagnosticRenderer().render(bag.sorted))
    }

    /// A control import cannot read whole stays the team's whole, and so does its toggle's action.
    func testAControlOfAnotherShapeStaysTheTeamsWithItsAction() throws {
        let source = """
            struct SetFanIntent: SetValueIntent {
                static let title: LocalizedStringResource = "Fan"
                @Parameter(title: "On") var value: Bool
                func perform() async throws -> some IntentResult { .result() }
            }
            struct FanControl: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    StaticControlConfiguration(kind: "fan", provider: FanProvider()) { isOn in
                        ControlWidgetToggle("Fan", isOn: isOn, action: SetFanIntent()) { isOn in
                            Label(isOn ? "On" : "Off", systemImage: "fan")
                        }
                    }
                }
            }
            struct OpenIntent: AppIntent { static let title: LocalizedStringResource = "Open" }
            """
        let bag = DiagnosticBag()
        let result = SwiftSourceImporter().importSources([("Fan.swift", source)], diagnostics: bag)
        let kept = bag.lines(of: .lostDeclaration)
        XCTAssertEqual(
            kept,
            [
                "6 the control `FanControl` stays yours: its label is not one title and one symbol",
                "1 `SetFanIntent` stays yours: it is a `SetValueIntent`, which a control's definition makes, and its control is not imported",
            ], DiagnosticRenderer().render(bag.sorted))
        XCTAssertEqual(result.replaced.map(\.swiftName), ["OpenIntent"])
    }
}

/// What `--list-replaced` names, deleted from one file as the team would delete it: whole
/// declarations and extensions, and members and conformances of extensions that stay.
struct ReplacedDeclarations {
    let whole: Set<String>
    let members: Set<String>
    let conformances: [String: [String]]
    let path: String

    init(_ replaced: [SwiftSourceImporter.Replaced], in path: String) {
        self.path = path
        let mine = replaced.filter { $0.location.file == path }
        whole = Set(mine.filter { $0.members.isEmpty && $0.conformances.isEmpty }.map { Self.key($0.location) })
        members = Set(mine.flatMap(\.members).map(Self.key))
        conformances = Dictionary(mine.map { (Self.key($0.location), $0.conformances) }) { $0 + $1 }
    }

    static func key(_ location: IntentGenCore.SourceLocation) -> String { "\(location.line):\(location.column)" }

    func apply(to text: String) -> String {
        let tree = Parser.parse(source: text)
        let place = SwiftPlace(path: path, converter: SourceLocationConverter(fileName: path, tree: tree))
        var kept: [CodeBlockItemSyntax] = []
        for item in tree.statements {
            guard let decl = item.item.as(DeclSyntax.self) else {
                kept.append(item)
                continue
            }
            if let named = decl.asProtocol((any NamedDeclSyntax).self), whole.contains(Self.key(place.location(of: named.name))) {
                continue
            }
            guard var extensionDecl = decl.as(ExtensionDeclSyntax.self) else {
                kept.append(item)
                continue
            }
            let key = Self.key(place.location(of: extensionDecl.extensionKeyword))
            if whole.contains(key) { continue }
            extensionDecl.memberBlock.members = extensionDecl.memberBlock.members.filter {
                !members.contains(Self.key(place.location(of: $0.decl)))
            }
            if let dropped = conformances[key], !dropped.isEmpty, let clause = extensionDecl.inheritanceClause {
                let left = clause.inheritedTypes.filter { !dropped.contains($0.type.trimmedDescription) }
                extensionDecl.inheritanceClause =
                    left.isEmpty
                    ? nil
                    : clause.with(
                        \.inheritedTypes,
                        InheritedTypeListSyntax(left.enumerated().map { index, type in
                            type.with(\.trailingComma, index == left.count - 1 ? nil : .commaToken(trailingTrivia: .space))
                        }))
                if left.isEmpty { extensionDecl.extendedType = extensionDecl.extendedType.with(\.trailingTrivia, .space) }
            }
            kept.append(item.with(\.item, .decl(DeclSyntax(extensionDecl))))
        }
        return tree.with(\.statements, CodeBlockItemListSyntax(kept)).description
    }
}
