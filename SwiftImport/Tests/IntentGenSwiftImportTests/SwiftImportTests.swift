import Foundation
@_spi(SwiftImport) import IntentGenCore
import SwiftParser
import SwiftSyntax
import XCTest

@testable import IntentGenSwiftImport

/// `intentgen import` of Swift: hand-written App Intents read into definitions that compile and
/// keep every name, raw value and literal; what the language cannot hold is reported at its place.
final class SwiftImportTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func importing(_ sources: [(path: String, text: String)]) -> (SwiftSourceImporter.Result, DiagnosticBag) {
        let bag = DiagnosticBag()
        return (SwiftSourceImporter().importSources(sources, diagnostics: bag), bag)
    }

    func fixture(_ name: String) throws -> (path: String, text: String) {
        let url = Self.fixtures.appendingPathComponent(name)
        return ("Fixtures/" + name, try String(contentsOf: url, encoding: .utf8))
    }

    /// The definitions the YAML declares, through the same front end `generate` runs.
    func frontEnd(_ yaml: String) -> (ValidatedDefinitions?, DiagnosticBag) {
        let bag = DiagnosticBag()
        return (FrontEnd().run([InputFile(path: "Imported.intents.yml", text: yaml)], diagnostics: bag), bag)
    }

    func testEnumsAndIntentsKeepTheirNamesRawValuesAndLiterals() throws {
        let (result, bag) = importing([try fixture("TodoIntents.swift")])
        let yaml = try XCTUnwrap(result.yaml, DiagnosticRenderer().render(bag.sorted))
        let (definitions, problems) = frontEnd(yaml)
        XCTAssertNotNil(definitions, DiagnosticRenderer().render(problems.sorted) + "\n" + yaml)
        for expected in [
            "appEnumName: TodoPriority", "rawType: integer", "low:\n        displayName: Low\n        symbol: arrow.down\n        rawValue: 0",
            "normal:\n        displayName: Normal\n        rawValue: 1", "rawValue: 10", "subtitle: Do it first",
            "appEnumName: TodoList", "work:\n        displayName: Work\n        rawValue: office",
            "  AddTodo:\n    title: Add To-Do\n    description: Adds a to-do to one of your lists.\n    appIntentName: AddTodoIntent\n    appIntentOnly: true\n    openAppWhenRun: false",
            "text:\n        type: string\n        displayName: Text\n        requestValueDialog: What do you want to add?\n        optional: false",
            "list:\n        type: TodoList\n        displayName: List\n        default: inbox",
            "priority:\n        type: TodoPriority\n        displayName: Priority",
            "count:\n        type: integer\n        displayName: Repeat\n        default: 1\n        min: 1\n        max: 5\n        control: stepper",
            "summaries:\n      - parameters: [text, list]\n        title: Add ${text} to ${list}",
            "  ClearDone:\n    title: Clear Done\n    appIntentName: ClearDoneIntent", "persistentIdentifier: ClearCompletedIntent",
            "isDiscoverable: false",
            "  TodoListEntity:\n    displayName: To-Do List\n    appEntityName: TodoListEntity\n    query:\n      name: TodoListQuery\n      kind: string",
            "display: { title: \"${name}\", subtitle: \"${openCount} open\", symbol: list.bullet }\n    idType: uuid",
            "name:\n        type: string\n        displayName: Name\n        optional: false",
            "ownerID:\n        type: string\n        property: false",
            "list:\n        type: TodoListEntity\n        displayName: List\n        optional: false",
            "language: en\nappShortcutsProvider: TodoShortcuts\nshortcutTileColor: navy\n",
            "    shortcut:\n      phrases:\n        en:\n          - Add a to-do in ${applicationName}\n          - Add to ${list} in ${applicationName}\n      shortTitle: Add To-Do\n      symbol: plus.circle",
        ] {
            XCTAssertTrue(yaml.contains(expected), "missing:\n\(expected)\n---\n\(yaml)")
        }
        // perform() stays the team's, reported where it is.
        let lost = bag.diagnostics.filter { $0.code == .lostCode }.map { "\($0.location?.line ?? 0) \($0.message)" }
        XCTAssertEqual(lost.count, 4, lost.joined(separator: "\n"))
        XCTAssertTrue(lost.contains { $0.hasPrefix("45 `perform()` of `AddTodoIntent` stays yours") }, "\(lost)")
        XCTAssertTrue(lost.contains { $0.hasPrefix("73 the body of `TodoListQuery` stays yours") }, "\(lost)")
        XCTAssertFalse(bag.hasErrors)
        XCTAssertEqual(
            result.replaced.map { "\($0.swiftName) \($0.location.line):\($0.location.column)" },
            [
                "TodoPriority 4:6", "TodoList 16:6", "TodoListEntity 59:8", "TodoListQuery 73:8", "AddTodoIntent 24:8",
                "ClearDoneIntent 51:8", "ShowListIntent 78:8", "TodoShortcuts 84:8",
            ])
    }

    /// What the fuzzer found (Fixtures/fuzz: each once crashed the import or broke a promise)
    /// and every other fixture keep the import's promises.
    func testFuzzFindingsAndFixturesKeepThePromises() throws {
        let folders = ["fuzz", ".", "Apps/Hydration", "Apps/Journal", "Apps/SoupOrders"]
        var checked = 0
        for folder in folders {
            let url = Self.fixtures.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".swift") {
                let data = try Data(contentsOf: url.appendingPathComponent(name))
                XCTAssertNil(SwiftImportPromises.check(String(decoding: data, as: UTF8.self)), "\(folder)/\(name)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 8)
    }

    func testSwiftThatDoesNotParseIsAnErrorAtItsPlace() {
        let (result, bag) = importing([("Broken.swift", "struct A: AppIntent {\n    static var title = \n}\n")])
        XCTAssertNil(result.yaml)
        let error = bag.diagnostics.first { $0.code == .swiftSyntax }
        XCTAssertNotNil(error, DiagnosticRenderer().render(bag.sorted))
        XCTAssertEqual(error?.location?.file, "Broken.swift")
        XCTAssertEqual(error?.location?.line, 2)
    }

    func testConditionalCompilationMacrosAndUnreadFormsAreReportedNotGuessed() {
        let source = """
            #if os(iOS)
            struct HiddenIntent: AppIntent { static var title: LocalizedStringResource = "Hidden" }
            #endif
            #declareMoreIntents(count: 2)
            struct ShownIntent: AppIntent {
                static var title: LocalizedStringResource = "Shown"
                @Parameter(title: "Item") var item: ItemEntity
                static var parameterSummary: some ParameterSummary {
                    When(\\.$item, .hasAnyValue) { Summary("Show \\(\\.$item)") } otherwise: { Summary("Show") }
                }
                var helper: Int { 1 }
            }
            enum Shade: String, AppEnum { case light }
            """
        let (result, bag) = importing([("Mixed.swift", source)])
        let codes = bag.diagnostics.map { "\($0.location?.line ?? 0) \($0.code.rawValue)" }
        XCTAssertEqual(
            codes.sorted(),
            // The intent stays whole: the definitions cannot declare its parameter.
            [
                "1 lost-declaration", "4 lost-declaration", "5 lost-declaration", "7 lost-parameter-type",
                "8 lost-summary",
            ].sorted(),
            DiagnosticRenderer().render(bag.sorted))
        let yaml = try? XCTUnwrap(result.yaml)
        XCTAssertFalse(yaml?.contains("Hidden") ?? true, "nothing inside #if is guessed")
        XCTAssertFalse(yaml?.contains("Shown") ?? true, "an intent without one of its parameters is not declared")
        XCTAssertFalse(result.replaced.contains { $0.swiftName == "ShownIntent" })
        XCTAssertNotNil(frontEnd(yaml ?? "").0)
    }

    /// Views' `#if os(watchOS)` and `#Preview` are not the import's business: only a block that
    /// declares or extends App Intents is reported. A type nested in an extension is nested.
    func testConditionalCodeWithoutAppIntentsIsNotReported() {
        let source = """
            enum Size: String, AppEnum { case small }
            #if os(watchOS)
            struct SizeView: View { var body: some View { Text("S") } }
            #endif
            #Preview { SizeView() }
            #if DEBUG
            extension Size { static let debugName = "S" }
            #endif
            extension Size {
                struct PickIntent: AppIntent { static let title: LocalizedStringResource = "Pick" }
            }
            """
        let (result, bag) = importing([("Views.swift", source)])
        XCTAssertNotNil(result.yaml, DiagnosticRenderer().render(bag.sorted))
        let reported = bag.diagnostics.map { "\($0.location?.line ?? 0) \($0.code.rawValue)" }
        // Line 6: the `#if DEBUG` extends an App Enum; line 10: the intent nested in it stays the team's.
        XCTAssertEqual(reported, ["6 lost-declaration", "10 lost-code", "10 lost-declaration"], DiagnosticRenderer().render(bag.sorted))
    }

    /// An attached macro or a global actor says what the generated declaration would not.
    func testAMacroOrActorOnATypeKeepsItTheTeams() {
        let source = """
            @available(iOS 17.0, *)
            enum Size: String, AppEnum { case small }
            @AssistantEntity(schema: .journal.entry)
            struct EntryEntity: AppEntity { let id: String }
            @MainActor
            struct OpenIntent: AppIntent { static let title: LocalizedStringResource = "Open" }
            """
        let (result, bag) = importing([("Attributes.swift", source)])
        let kept = bag.lines(of: .lostDeclaration)
        XCTAssertEqual(
            kept,
            [
                "4 the entity `EntryEntity` stays yours: the definitions do not write `@AssistantEntity`",
                "6 the App Intent `OpenIntent` stays yours: the definitions do not write `@MainActor`",
            ], DiagnosticRenderer().render(bag.sorted))
        XCTAssertEqual(result.replaced.map(\.swiftName), ["Size"])
    }

    /// What the generated code would declare differently stays the team's, or is listed with it.
    func testProvidersPredictionsStoredMembersAndQualifiedCases() {
        let source = """
            enum Start: String, AppEnum {
                case home
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Start"
                static let caseDisplayRepresentations = [Start.home: DisplayRepresentation("Start Page")]
            }
            struct TagProvider: DynamicOptionsProvider {
                func results() async throws -> [String] { ["a"] }
            }
            struct TagIntent: AppIntent, PredictableIntent {
                static let title: LocalizedStringResource = "Tag"
                @Parameter(title: "Tag", optionsProvider: TagProvider()) var tag: String?
                static var predictionConfiguration: some IntentPredictionConfiguration {
                    IntentPrediction(parameters: (\\.$tag)) { tag in DisplayRepresentation(title: "Tag \\(tag!) now") }
                }
            }
            final class StoreProvider: DynamicOptionsProvider {
                let store = 1
                func results() async throws -> [String] { [] }
            }
            struct StoreIntent: AppIntent {
                static let title: LocalizedStringResource = "Store"
                @Parameter(title: "Item", optionsProvider: StoreProvider()) var item: String?
            }
            struct NavigateIntent: AppIntent {
                static let title: LocalizedStringResource = "Navigate"
                @Dependency var navigation: Navigation
            }
            """
        let (result, bag) = importing([("Shapes.swift", source)])
        let yaml = result.yaml ?? ""
        XCTAssertTrue(yaml.contains("      home:\n        displayName: Start Page\n"), yaml)
        XCTAssertTrue(yaml.contains("optionsProvider: TagProvider"), yaml)
        XCTAssertFalse(yaml.contains("predictable"), "the team's own prediction stays theirs: \(yaml)")
        XCTAssertEqual(Set(result.replaced.map(\.swiftName)), ["Start", "TagProvider", "TagIntent"])
        let reported = bag.diagnostics.map { "\($0.location?.line ?? 0) \($0.message)" }
        for expected in [
            "9 the conformance of `TagIntent` to `PredictableIntent` stays yours",
            "20 the App Intent `StoreIntent` stays yours: the definitions cannot declare its `item`",
            "16 the options provider `StoreProvider` stores `store`, which the one intentgen declares does not",
            "24 the App Intent `NavigateIntent` stays yours: the definitions cannot declare its `navigation`",
            "6 the body of `TagProvider` stays yours: intentgen writes the provider's file, TagProvider.swift, once",
        ] {
            XCTAssertTrue(reported.contains(expected), "\(expected)\n\(reported.joined(separator: "\n"))")
        }
    }

    /// An entity whose query depends on an intent that stays the team's stays theirs too, and
    /// so does an intent with a parameter of it: import reads again until nothing more falls out.
    func testWhatDependsOnWhatStaysTheTeamsStaysTheirs() {
        let source = """
            struct ColorEntity: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
                static let defaultQuery = ColorQuery()
                let id: String
            }
            struct ColorQuery: EntityQuery {
                @IntentParameterDependency<PaintIntent>(\\.$brush) var paint
                func entities(for identifiers: [String]) async throws -> [ColorEntity] { [] }
            }
            struct PaintIntent: AppIntent {
                static let title: LocalizedStringResource = "Paint"
                @Parameter(title: "Brush") var brush: Brush
            }
            struct FillIntent: AppIntent {
                static let title: LocalizedStringResource = "Fill"
                @Parameter(title: "Color") var color: ColorEntity
            }
            struct ClearIntent: AppIntent { static let title: LocalizedStringResource = "Clear" }
            """
        let (result, bag) = importing([("Paint.swift", source)])
        XCTAssertEqual(result.replaced.map(\.swiftName), ["ClearIntent"], DiagnosticRenderer().render(bag.sorted))
        let kept = bag.diagnostics.filter { $0.code == .lostDeclaration }.map(\.message)
        XCTAssertTrue(
            kept.contains(
                "the entity `ColorEntity` stays yours: its query's dependency `paint` names `PaintIntent`, which stays yours"),
            "\(kept)")
        XCTAssertTrue(kept.contains { $0.hasPrefix("the App Intent `FillIntent` stays yours") }, "\(kept)")
        XCTAssertFalse(bag.hasErrors, DiagnosticRenderer().render(bag.sorted))
    }

    /// Equatable, Hashable and Codable of a struct are synthesized only in its own file: an
    /// entity declaring them stays the team's; a raw-value enum's come from its raw value.
    func testSynthesizedConformancesKeepAStructTheTeams() {
        let source = """
            enum Size: String, AppEnum, Codable { case small }
            struct PinEntity: AppEntity, Hashable {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pin"
                let id: String
            }
            """
        let (result, bag) = importing([("Pins.swift", source)])
        XCTAssertEqual(result.replaced.map(\.swiftName), ["Size"], DiagnosticRenderer().render(bag.sorted))
        let kept = bag.diagnostics.filter { $0.code == .lostDeclaration }.map(\.message)
        XCTAssertEqual(
            kept, ["the entity `PinEntity` stays yours: the definitions cannot declare its conformance to `Hashable`"])
    }

    func testExtensionsAreMergedIntoTheirType() {
        let source = """
            enum Size: String { case small, large }
            extension Size: AppEnum {
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                static var caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "Small", .large: "Large"]
            }
            """
        let (result, bag) = importing([("Size.swift", source)])
        XCTAssertTrue(result.yaml?.contains("appEnumName: Size") ?? false, DiagnosticRenderer().render(bag.sorted))
        XCTAssertTrue(result.yaml?.contains("large:\n        displayName: Large") ?? false, result.yaml ?? "")
    }

    func testLossesAreErrorsWhenAsked() throws {
        let bag = DiagnosticBag()
        _ = SwiftSourceImporter(lossesAreErrors: true).importSources([try fixture("TodoIntents.swift")], diagnostics: bag)
        XCTAssertTrue(bag.hasErrors)
        XCTAssertTrue(bag.diagnostics.filter { $0.code == .lostCode }.allSatisfy { $0.severity == .error })
    }
}

/// Trust: after import → generate, every declaration the import replaces is the team's again
/// (the fixtures, the app fixtures, and intentgen's own App Intents snapshots read as a team's):
/// the same kind and name, conformances, parameters with their types, enum cases with their raw
/// values, and static metadata values, compared through SwiftSyntax declaration by declaration.
final class SwiftImportEquivalenceTests: XCTestCase {
    func testGeneratedDeclarationsAreTheTeamsDeclarations() throws {
        var fixtures: [(String, [(path: String, text: String)])] = []
        for fixture in try FileManager.default.contentsOfDirectory(atPath: SwiftImportTests.fixtures.path)
        where fixture.hasSuffix(".swift") {
            let text = try String(contentsOf: SwiftImportTests.fixtures.appendingPathComponent(fixture), encoding: .utf8)
            fixtures.append((fixture, [(fixture, text)]))
        }
        for app in try FileManager.default.contentsOfDirectory(atPath: SwiftImportAdoptionTests.apps.path).sorted() {
            fixtures.append((app, try SwiftImportAdoptionTests.app(app)))
        }
        // intentgen's own App Intents output, as a team that wrote it by hand would have it.
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "Tests/IntentGenCoreTests/Snapshots")
        for name in try FileManager.default.contentsOfDirectory(atPath: snapshots.path).sorted() {
            let folder = snapshots.appendingPathComponent(name)
            let sources = try (FileManager.default.contentsOfDirectory(atPath: folder.path)).sorted()
                .filter { $0.hasSuffix(".swift") }
                .map { ("\(name)/\($0)", try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
                .filter { $0.1.contains("import AppIntents") }
            if !sources.isEmpty { fixtures.append(("snapshot " + name, sources.map { (path: $0.0, text: $0.1) })) }
        }
        for (fixture, sources) in fixtures {
            let bag = DiagnosticBag()
            let result = SwiftSourceImporter().importSources(sources, diagnostics: bag)
            guard let yaml = result.yaml else {
                // A snapshot of nothing but controls (which stay the team's) imports nothing.
                let onlyControls = fixture.hasPrefix("snapshot ") && bag.diagnostics.contains {
                    $0.code == .emptyFile && $0.message.hasPrefix("nothing could be imported")
                } && sources.contains { $0.text.contains(": ControlWidget {") }
                if !onlyControls { XCTFail("\(fixture): \(DiagnosticRenderer().render(bag.sorted))") }
                continue
            }
            let request = GenerationRequest(name: "Fixture", kinds: [.appIntents])
            let made = Pipeline(request).pendingFiles([InputFile(path: "F.intents.yml", text: yaml)], diagnostics: bag)
            guard let files = made?.files else {
                XCTFail("\(fixture): \(DiagnosticRenderer().render(bag.sorted))")
                continue
            }
            let team = Self.declarations(sources.map { ($0.path, $0.text) })
            // The generated code with the files intentgen writes for the team once (queries' conformances are there).
            let generated = Self.declarations(
                files.filter { $0.path.hasSuffix(".swift") }.map { ($0.path, $0.rendered().contents) })
            XCTAssertFalse(result.replaced.isEmpty)
            for replaced in result.replaced where !replaced.what.hasPrefix("extension") {
                let original = try XCTUnwrap(team.type(replaced.swiftName))
                guard let made = generated.type(replaced.swiftName) else {
                    XCTFail("\(fixture): \(replaced.swiftName) is not generated")
                    continue
                }
                // The same members and metadata; every protocol of the team's (intentgen may add
                // `Sendable`), but one import reported as staying the team's, to declare in an
                // extension (with the members the team keeps: a prediction of its own).
                let staying = Set(bag.diagnostics.compactMap { diagnostic -> String? in
                    let prefix = "the conformance of `\(replaced.swiftName)` to `"
                    guard diagnostic.message.hasPrefix(prefix) else { return nil }
                    return "conforms to " + diagnostic.message.dropFirst(prefix.count).prefix { $0 != "`" }
                })
                let kept: Set<String> = staying.contains("conforms to PredictableIntent") ? ["predictionConfiguration"] : []
                let (mine, theirs) = (Self.signature(made), Self.signature(original).filter { !staying.contains($0) })
                XCTAssertEqual(
                    mine.filter { !$0.hasPrefix("conforms") },
                    theirs.filter { !$0.hasPrefix("conforms") && !kept.contains(where: $0.contains) },
                    "\(fixture): \(replaced.swiftName)")
                XCTAssertTrue(Set(theirs.filter { $0.hasPrefix("conforms") }).isSubset(of: mine), "\(fixture): \(replaced.swiftName): \(mine)")
            }
        }
    }

    static func declarations(_ sources: [(String, String)]) -> SwiftDeclarations {
        var declarations = SwiftDeclarations()
        let bag = DiagnosticBag()
        for (path, text) in sources {
            let tree = Parser.parse(source: text)
            declarations.add(tree, place: SwiftPlace(path: path, converter: SourceLocationConverter(fileName: path, tree: tree)), diagnostics: bag)
        }
        declarations.mergeExtensions()
        return declarations
    }

    /// A widget's kind (a static or an instance `kind`, or the literal it is configured with),
    /// its configuration's intent, provider and view, and each modifier with its text or arguments.
    static func widgetSignature(_ type: SwiftType) -> [String] {
        var lines: [String] = []
        for member in type.members {
            let name = SwiftImportFile.memberName(member.syntax)
            guard let value = SwiftImportFile.propertyValue(member.syntax) else { continue }
            if name == "kind" { lines.append("widget kind = \(SwiftLiterals.text(value)?.value ?? "?")") }
            guard name == "body", let (configuration, modifiers) = SwiftImportFile.modifierChain(value) else { continue }
            let arguments = configuration.arguments
            lines.append(
                "configuration \(configuration.calledExpression.trimmedDescription) intent: "
                    + "\(SwiftImportFile.metatypeName(SwiftLiterals.argument("intent", in: arguments)) ?? "?") provider: "
                    + "\(SwiftImportFile.calledTypeWithoutArguments(SwiftLiterals.argument("provider", in: arguments)) ?? "?") view: "
                    + "\(SwiftImportFile.entryView(configuration.trailingClosure) ?? "?")")
            for modifier in modifiers {
                let argument = modifier.arguments.first?.expression
                let shown = SwiftLiterals.text(argument)?.value ?? modifier.arguments.trimmedDescription
                let name = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "?"
                lines.append("modifier \(name) \(shown)")
            }
        }
        return lines
    }

    /// A control's kind, configuration, template (button or toggle), action, provider, label
    /// title and symbol (the display name when the label has no title of its own), tint, display
    /// name and description.
    static func controlSignature(_ type: SwiftType) -> [String] {
        var lines: [String] = []
        for member in type.members {
            let name = SwiftImportFile.memberName(member.syntax)
            guard let value = SwiftImportFile.propertyValue(member.syntax) else { continue }
            if name == "kind" { lines.append("control kind = \(SwiftLiterals.text(value)?.value ?? "?")") }
            guard name == "body", let (configuration, modifiers) = SwiftImportFile.modifierChain(value),
                let closure = configuration.trailingClosure,
                let chain = SwiftImportFile.returnedExpression(closure.statements),
                let (template, templateModifiers) = SwiftImportFile.modifierChain(chain)
            else { continue }
            let provider = SwiftImportFile.calledTypeWithoutArguments(
                SwiftLiterals.argument("provider", in: configuration.arguments))
            let action = SwiftImportFile.calledTypeWithoutArguments(
                SwiftLiterals.argument("action", in: template.arguments))
            lines.append(
                "configuration \(configuration.calledExpression.trimmedDescription) provider: \(provider ?? "-") "
                    + "template: \(template.calledExpression.trimmedDescription) action: \(action ?? "?")")
            var displayName = "?"
            for modifier in modifiers {
                let name = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "?"
                let text = SwiftLiterals.text(modifier.arguments.first?.expression)?.value ?? "?"
                if name == "displayName" { displayName = text }
                lines.append("modifier \(name) \(text)")
            }
            for modifier in templateModifiers {
                lines.append("template modifier \(modifier.trimmedDescription.split(separator: ".").last ?? "?")")
            }
            if let label = SwiftImportFile.controlLabel(template.trailingClosure) {
                lines.append("label \(label.title?.value ?? displayName) \(label.symbol) \(label.isAsset)")
            }
        }
        return lines
    }

    /// What the system and the team's other code see of a type, one line each, sorted.
    static func signature(_ type: SwiftType) -> [String] {
        // A provider is found by its conformance, whatever kind of type declares it.
        let kind = type.inherited.contains("AppShortcutsProvider") ? "provider" : "\(type.kind)"
        var lines = ["\(kind) \(type.name)"] + type.inherited.map { "conforms to \($0)" }
        var next = 0
        for (element, _) in type.cases {
            let written = element.rawValue.flatMap { SwiftLiterals.value($0.value) }?.text
            if type.inherited.contains("Int") {
                let raw = written.flatMap { Int($0) } ?? next
                next = raw + 1
                lines.append("case \(element.name.text.trimmingCharacters(in: ["`"])) = \(raw)")
            } else {
                lines.append("case \(element.name.text.trimmingCharacters(in: ["`"])) = \(written ?? element.name.text.trimmingCharacters(in: ["`"]))")
            }
        }
        if type.inherited.contains("Widget") { return lines + widgetSignature(type) }
        if type.inherited.contains("ControlWidget") { return lines + controlSignature(type) }
        for member in type.members {
            if let variable = member.syntax.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: { SwiftImportFile.attributeName($0) == "Parameter" }),
                let binding = variable.bindings.first
            {
                let arguments = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }.first?.arguments?.as(LabeledExprListSyntax.self)
                let metadata = ["default", "inclusiveRange", "controlStyle"].compactMap { label in
                    SwiftLiterals.argument(label, in: arguments).map { "\(label): \($0.trimmedDescription)" }
                }
                lines.append("parameter \(binding.pattern.trimmedDescription): \(binding.typeAnnotation?.type.trimmedDescription ?? "?") \(metadata)")
            } else if let variable = member.syntax.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.text == "static" }), let binding = variable.bindings.first,
                binding.accessorBlock == nil, let annotation = binding.typeAnnotation
            {
                let wrapper = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
                lines.append("member \(wrapper) \(binding.pattern.trimmedDescription): \(annotation.type.trimmedDescription)")
            } else if let property = SwiftImportFile.staticProperty(member.syntax), property.name == "appShortcuts" {
                for call in SwiftImportFile.shortcutCalls(property) ?? [] {
                    let intent = SwiftLiterals.argument("intent", in: call.arguments)?.trimmedDescription ?? "?"
                    // A phrase written twice is one phrase.
                    let phrases = (SwiftLiterals.argument("phrases", in: call.arguments)?.as(ArrayExprSyntax.self)?.elements
                        .map { SwiftLiterals.phrase($0.expression) ?? "?" } ?? [])
                        .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                    let title = SwiftLiterals.text(SwiftLiterals.argument("shortTitle", in: call.arguments))?.value ?? "?"
                    let symbol = SwiftLiterals.text(SwiftLiterals.argument("systemImageName", in: call.arguments))?.value ?? "?"
                    lines.append("shortcut \(intent) \(phrases) \(title) \(symbol)")
                }
            } else if let property = SwiftImportFile.staticProperty(member.syntax) {
                let value = SwiftImportFile.staticValue(property)
                if property.name == "shortcutTileColor", let color = SwiftImportFile.tileColor(value) {
                    lines.append("static shortcutTileColor = \(color)")
                } else if let text = SwiftLiterals.text(value) {
                    lines.append("static \(property.name) = \(text.value)")
                } else if let literal = SwiftLiterals.value(value) {
                    lines.append("static \(property.name) = \(literal.text)")
                } else if property.name == "caseDisplayRepresentations",
                    let dictionary = value?.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content
                {
                    for element in elements {
                        let title = SwiftLiterals.text(element.value)?.value
                            ?? SwiftLiterals.text(element.value.as(FunctionCallExprSyntax.self).flatMap { SwiftLiterals.argument("title", in: $0.arguments) })?.value
                        lines.append("display \(element.key.trimmedDescription.replacingOccurrences(of: "`", with: "")) = \(title ?? "?")")
                    }
                }
            }
        }
        // App Intents' defaults, which a declaration may write or leave out.
        let defaults: Set<String> = ["static openAppWhenRun = false", "static isDiscoverable = true"]
        // iOS 26's `supportedModes = .foreground` says what `openAppWhenRun = true` says.
        let canonical = lines.map {
            $0.replacingOccurrences(of: "`", with: "")
                .replacingOccurrences(of: "static supportedModes = foreground", with: "static openAppWhenRun = true")
        }
        return Set(canonical).filter { !defaults.contains($0) }.sorted()
    }
}

/// Hostile and broken Swift never crashes the import, and whatever it writes compiles: the
/// fixtures with random edits (bytes deleted, repeated, replaced by Swift's punctuation and
/// keywords), with a fixed seed so that a failure is reproducible.
final class SwiftImportRobustnessTests: XCTestCase {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let pieces = [
        "{", "}", "(", ")", "[", "]", "\"", "\\(", "\\.$", "#if os(iOS)\n", "#endif\n", "@Parameter(", "static var ",
        "case ", ": AppIntent", ": AppEnum", ": AppEntity", "extension ", "\n", " ", "= ", ".", ",", "?", "!", "é", "\u{202E}",
        "struct A: AppIntent { @Parameter(title: \"x\") var a: A }", "enum A: Int, AppEnum { case a = -1, b }",
    ]

    func testEditedFixturesNeverCrashAndWhatIsWrittenCompiles() throws {
        var random = Generator(state: 2026)
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: SwiftImportTests.fixtures.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        var written = 0
        for round in 0..<400 {
            let name = fixtures[round % fixtures.count]
            var text = Array(try String(contentsOf: SwiftImportTests.fixtures.appendingPathComponent(name), encoding: .utf8))
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let at = Int.random(in: 0..<text.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: text.removeSubrange(at..<min(text.count, at + Int.random(in: 1...20, using: &random)))
                case 1: text.insert(contentsOf: Array(Self.pieces.randomElement(using: &random)!), at: at)
                default: text.insert(contentsOf: text[at..<min(text.count, at + 40)], at: at)
                }
                if text.isEmpty { text = ["\n"] }
            }
            let bag = DiagnosticBag()
            let result = SwiftSourceImporter().importSources([(name, String(text))], diagnostics: bag)
            guard let yaml = result.yaml else {
                XCTAssertTrue(bag.hasErrors, "round \(round): nothing written and no error")
                continue
            }
            written += 1
            let check = DiagnosticBag()
            let definitions = FrontEnd().run([InputFile(path: "Imported.intents.yml", text: yaml)], diagnostics: check)
            XCTAssertNotNil(
                definitions, "round \(round): the imported YAML does not compile\n\(DiagnosticRenderer().render(check.sorted))\n\(yaml)")
            if definitions == nil { break }
        }
        XCTAssertGreaterThan(written, 10, "edits that keep the Swift parsing still import something")
    }
}
