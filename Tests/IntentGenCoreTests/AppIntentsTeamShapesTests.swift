import XCTest

@testable import IntentGenCore

/// App Intents as a team writes them by hand, moved into YAML (Fixtures/generation/TeamNames):
/// the team's own code, written against the names, raw values, id types and parameter shapes it
/// had, compiles unchanged against what intentgen generates, in Swift 5 and 6 under both default
/// isolations. Each check has a mutation that the same code rejects, so it cannot pass by accident.
final class AppIntentsTeamShapesTests: XCTestCase {
    /// The fixture's App Intents files with the user-owned ones (written once, for the team to
    /// fill in) replaced by the team's own code.
    static func teamSources() throws -> [String: String] {
        let teamNames = try XCTUnwrap(GenerationSnapshotTests.cases().first { $0.name == "TeamNames" })
        var sources = try AppIntentsIsolationTests.appIntentsSources(teamNames)
        for (path, contents) in sources where contents.contains(AppIntentsRenderer.userBanner) {
            sources[path] = nil
        }
        sources["TeamCode.swift"] = teamCode
        sources["TeamWidgets.swift"] = teamWidgets
        return sources
    }

    func testTheTeamsCodeCompilesAgainstItsPinnedNamesAndShapes() throws {
        let sources = try Self.teamSources()
        XCTAssertEqual(
            Set(sources.keys),
            [
                "AddTodoIntent.swift", "FindTodosIntent.swift", "TodoWidgetIntent.swift", "SetFocusIntent.swift",
                "TodoPriority.swift", "TodoSortOrder.swift", "TodoListEntity.swift", "CounterEntity.swift",
                "TodoShortcuts.swift", "TodoListWidget.swift", "TodoCountWidget.swift", "FocusControl.swift",
                "TeamCode.swift", "TeamWidgets.swift",
            ])
        try AppIntentsIsolationTests.assertTypeChecks(sources, "TeamNames with the team's code")
    }

    /// The code's checks have teeth: an optional where the team wrote a required parameter, an
    /// `Int` id where it wrote `UUID`, a `String` enum where it wrote `Int`, and a default name
    /// where it pinned one each fail.
    func testTheTeamsCodeRejectsEveryShapeItDidNotWrite() throws {
        let sources = try Self.teamSources()
        let mutations: [(file: String, old: String, new: String, message: String)] = [
            ("AddTodoIntent.swift", "public var text: String\n", "public var text: String?\n", "'String?'"),
            ("TodoListEntity.swift", "public var id: UUID", "public var id: Int", "UUID"),
            ("TodoListEntity.swift", "public var name: String\n", "public var name: String?\n", "'String?'"),
            (
                "TodoPriority.swift", "enum TodoPriority: Int, AppEnum", "enum TodoPriority: String, AppEnum",
                "cannot convert value of type 'String' to expected argument type 'Int'"
            ),
            ("TodoShortcuts.swift", "struct TodoShortcuts:", "struct AppShortcuts:", "TodoShortcuts"),
            ("TodoCountWidget.swift", "TodoCountView(entry: entry)", "TodoCountWidgetView(entry: entry)", "TodoCountWidgetView"),
            ("CounterEntity.swift", "CounterEntity.Query()", "CounterQuery()", "CounterQuery"),
        ]
        for mutation in mutations {
            var mutated = sources
            mutated[mutation.file] = try replacing(
                mutation.old, with: mutation.new, in: XCTUnwrap(sources[mutation.file]))
            assertCompilerRejected(try StubSDK.typeCheckAppIntents(mutated), with: mutation.message)
        }
    }

    /// The stub takes each argument and protocol where Apple's SDK does, and the validator's
    /// refusals are the compiler's: a disambiguation dialog on a string parameter, an unknown
    /// authentication policy, and a Live Activity intent that is not an intent are rejected.
    func testTheStubRejectsWhatTheSDKRejects() throws {
        let sources = try Self.teamSources()
        let add = try XCTUnwrap(sources["AddTodoIntent.swift"])
        let mutations: [(old: String, new: String, message: String)] = [
            (
                "description: LocalizedStringResource(\"The text of the new to-do.\", table: \"AppIntents\"),",
                "description: LocalizedStringResource(\"The text of the new to-do.\", table: \"AppIntents\"), requestDisambiguationDialog: \"Which?\",",
                "requestDisambiguationDialog"
            ),
            (".requiresAuthentication", ".requiresPasscode", "requiresPasscode"),
        ]
        for mutation in mutations {
            var mutated = sources
            mutated["AddTodoIntent.swift"] = try replacing(mutation.old, with: mutation.new, in: add)
            assertCompilerRejected(try StubSDK.typeCheckAppIntents(mutated), with: mutation.message)
        }
        var notAnIntent = sources
        notAnIntent["Extra.swift"] = "import AppIntents\nstruct Plain: LiveActivityIntent {}\n"
        assertCompilerRejected(try StubSDK.typeCheckAppIntents(notAnIntent), with: "does not conform to protocol")
        // Widgets and controls: a placement, a location, a tint and a tile color WidgetKit and
        // App Intents do not have.
        let teamNames = try XCTUnwrap(GenerationSnapshotTests.cases().first { $0.name == "TeamNames" })
        let generated = try AppIntentsIsolationTests.appIntentsSources(teamNames)
        let widgetMutations: [(file: String, old: String, new: String, message: String)] = [
            ("Provider.swift", "for: .widget)", "for: .widgets)", "widgets"),
            ("TodoListWidget.swift", "[.standBy, .iPhoneWidgetsOnMac]", "[.standBy, .dock]", "dock"),
            ("FocusControl.swift", ".tint(.indigo)", ".tint(.indigoBlue)", "indigoBlue"),
            ("FocusControl.swift", "} valueLabel: { isOn in", "} valueLabels: { isOn in", "valueLabels"),
            ("TodoShortcuts.swift", "= .navy", "= .darkBlue", "darkBlue"),
        ]
        for mutation in widgetMutations {
            var mutated = generated
            mutated[mutation.file] = try replacing(
                mutation.old, with: mutation.new, in: XCTUnwrap(generated[mutation.file]))
            assertCompilerRejected(try StubSDK.typeCheckAppIntents(mutated), with: mutation.message)
        }
    }

    /// What the system persists comes out as the team wrote it.
    func testPersistedIdentityIsKept() throws {
        let sources = try Self.teamSources()
        let find = try XCTUnwrap(sources["FindTodosIntent.swift"])
        XCTAssertTrue(find.contains("public struct FindTodosIntent: AppIntent"))
        XCTAssertTrue(find.contains("public static let persistentIdentifier = \"FilterTodosIntent\""))
        let widget = try XCTUnwrap(sources["TodoWidgetIntent.swift"])
        XCTAssertTrue(widget.contains("CustomIntentMigratedAppIntent"))
        XCTAssertTrue(widget.contains("public static let intentClassName = \"ConfigurationIntent\""))
        let priority = try XCTUnwrap(sources["TodoPriority.swift"])
        XCTAssertTrue(priority.contains("case `low` = 0\n    case `normal` = 1\n    case `high` = 10\n"))
        let sort = try XCTUnwrap(sources["TodoSortOrder.swift"])
        XCTAssertTrue(sort.contains("case `newest` = \"date-desc\"\n    case `oldest` = \"date-asc\"\n    case `title`\n"))
        // One provider for the two `tag` parameters: one shell, one user file.
        let rendered = try GenerationSnapshotTests.render(
            XCTUnwrap(GenerationSnapshotTests.cases().first { $0.name == "TeamNames" }))
        XCTAssertEqual(rendered.filter { $0.contents.contains("public struct TagOptionsProvider") }.count, 1)
        XCTAssertEqual(rendered.filter { $0.path == "TagOptionsProvider.swift" }.count, 1)
    }

    /// A pinned App Intents name that is the declaration's own SiriKit name is fine for lint
    /// (a target may generate only one of them) and an error where a target generates both.
    func testAPinnedNameClashesWithItsOwnSiriKitClassOnlyWhereBothAreGenerated() throws {
        // An enum's App Intents name, and an options provider named like its intent's response.
        let cases = [
            ("enums:\n  Priority:\n    appEnumName: Priority\n    cases: [low, high]\n", 3),
            (
                "intents:\n  Order:\n    parameters:\n      size:\n        type: string\n        options: dynamic\n"
                    + "        optionsProvider: OrderIntentResponse\n", 7
            ),
        ]
        for (yaml, line) in cases {
            let lint = DiagnosticBag()
            let definitions = try XCTUnwrap(
                FrontEnd().run([InputFile(path: "P.intents.yml", contents: Array(yaml.utf8))], diagnostics: lint))
            XCTAssertFalse(lint.hasErrors, DiagnosticRenderer().render(lint.sorted))
            for (siriKit, clashes) in [(true, true), (false, false)] {
                let bag = DiagnosticBag()
                let request = GenerationRequest(writesIntents: siriKit, writesAppIntents: true)
                _ = Planner().plan(definitions, request: request, diagnostics: bag)
                let errors = bag.sorted.filter { $0.severity == .error }
                XCTAssertEqual(
                    errors.map(\.location?.line), clashes ? [line] : [], DiagnosticRenderer().render(bag.sorted))
                XCTAssertEqual(errors.map(\.code), clashes ? [.duplicateName] : [])
            }
        }
    }

    /// Only a pinned name is spared by lint: two names one declaration makes itself (parameters
    /// `album` and `Album` with unsupported reasons, one resolution result) still clash there.
    func testLintStillReportsADeclarationsOwnClashesThatNoPinMakes() throws {
        let yaml = """
            intents:
              Foo:
                parameters:
                  album: { type: string, unsupportedReasons: { tooLong: Too long. } }
                  Album: { type: string, unsupportedReasons: { tooLong: Too long. } }
            """
        let bag = DiagnosticBag()
        XCTAssertNil(FrontEnd().run([InputFile(path: "A.intents.yml", contents: Array(yaml.utf8))], diagnostics: bag))
        XCTAssertEqual(bag.sorted.filter { $0.severity == .error }.map(\.code), [.duplicateName])
        XCTAssertEqual(bag.sorted.first?.location?.line, 5)
    }

    /// Two files of one target that pin different App Shortcuts providers are an error.
    func testOneTargetPinsOneAppShortcutsProvider() throws {
        let files = ["A", "B"].map { name in
            InputFile(
                path: "\(name).intents.yml",
                contents: Array("appShortcutsProvider: \(name)Shortcuts\nenums:\n  \(name)E:\n    cases: [x]\n".utf8))
        }
        let bag = DiagnosticBag()
        let definitions = try XCTUnwrap(FrontEnd().run(files, diagnostics: bag))
        _ = Planner().plan(definitions, request: GenerationRequest(writesAppIntents: true), diagnostics: bag)
        XCTAssertEqual(bag.sorted.filter { $0.severity == .error }.map(\.location?.file), ["B.intents.yml"])
    }

    /// The team's widgets and control: one timeline provider and entry for two widgets, a view
    /// each, a control's value provider, and the bundle that lists them.
    static let teamWidgets = """
        import AppIntents
        import Foundation
        import SwiftUI
        import WidgetKit

        public struct SimpleEntry: TimelineEntry {
            public let date: Date
            public let configuration: TodoWidgetIntent
            let remaining: Int
        }

        public struct Provider: AppIntentTimelineProvider {
            public func placeholder(in context: Context) -> SimpleEntry {
                SimpleEntry(date: Date(), configuration: TodoWidgetIntent(), remaining: 3)
            }

            public func snapshot(for configuration: TodoWidgetIntent, in context: Context) async -> SimpleEntry {
                SimpleEntry(date: Date(), configuration: configuration, remaining: 3)
            }

            public func timeline(for configuration: TodoWidgetIntent, in context: Context) async -> Timeline<SimpleEntry> {
                Timeline(entries: [SimpleEntry(date: Date(), configuration: configuration, remaining: 3)], policy: .atEnd)
            }
        }

        public struct TodoListView: View {
            let entry: SimpleEntry
            public init(entry: SimpleEntry) { self.entry = entry }
            public var body: some View { Text(entry.configuration.list?.name ?? "Inbox") }
        }

        public struct TodoCountView: View {
            let entry: SimpleEntry
            public init(entry: SimpleEntry) { self.entry = entry }
            public var body: some View { Text("\\(entry.remaining)") }
        }

        public struct FocusStateProvider: ControlValueProvider {
            public var previewValue: Bool { false }
            public func currentValue() async throws -> Bool { UserDefaults.standard.bool(forKey: "focus") }
        }

        extension SetFocusIntent {
            public func perform() async throws -> some IntentResult {
                UserDefaults.standard.set(value, forKey: "focus")
                return .result()
            }
        }

        @available(iOS 18.0, *)
        struct TodoWidgets: WidgetBundle {
            var body: some Widget {
                TodoListWidget()
                TodoCountWidget()
                FocusControl()
            }
        }
        """

    static let teamCode = """
        import AppIntents
        import Foundation

        /// The app's own store, which the team's queries and `perform()` bodies read.
        nonisolated enum TodoStore {
            static let inbox = TodoListEntity(id: UUID(), name: "Inbox", count: 3, ownerID: "me")
            static func lists() -> [TodoListEntity] { [inbox] }
            static func add(_ text: String, done: Bool, priority: Int, to list: UUID, tag: String?) {}
        }

        extension AddTodoIntent {
            public func perform() async throws -> some IntentResult {
                // Required parameters are never nil; the priority keeps its Int raw value.
                TodoStore.add(text, done: done, priority: priority.rawValue, to: list.id, tag: tag)
                return .result()
            }
        }

        extension FindTodosIntent {
            public func perform() async throws -> some IntentResult {
                let order: TodoSortOrder = sort ?? .newest
                _ = order.rawValue == "date-desc"
                return .result()
            }
        }

        nonisolated extension TodoListQuery: EnumerableEntityQuery {
            public func entities(for identifiers: [UUID]) async throws -> [TodoListEntity] {
                TodoStore.lists().filter { identifiers.contains($0.id) }
            }

            public func allEntities() async throws -> [TodoListEntity] { TodoStore.lists() }

            public func defaultResult() async -> TodoListEntity? { TodoStore.lists().first }
        }

        extension CounterEntity {
            public var displayRepresentation: DisplayRepresentation {
                DisplayRepresentation(title: "Counter \\(id)")
            }
        }

        nonisolated extension CounterEntity.Query: EntityStringQuery {
            public func entities(for identifiers: [Int]) async throws -> [CounterEntity] {
                identifiers.map { CounterEntity(id: $0) }
            }

            public func entities(matching string: String) async throws -> [CounterEntity] {
                Int(string).map { [CounterEntity(id: $0)] } ?? []
            }
        }

        nonisolated extension TagOptionsProvider: DynamicOptionsProvider {
            public func results() async throws -> [String] { ["home", "work"] }
            public func defaultResult() async -> String? { "home" }
        }

        /// Code around the intents that names what the system persists.
        enum Persisted {
            static func identities() -> [String] {
                [
                    FindTodosIntent.persistentIdentifier, TodoPriority.persistentIdentifier,
                    TodoListEntity.persistentIdentifier, TodoListQuery.persistentIdentifier,
                    TodoWidgetIntent.intentClassName,
                ]
            }

            static func restore(priority raw: Int, sort text: String) -> (TodoPriority?, TodoSortOrder?) {
                (TodoPriority(rawValue: raw), TodoSortOrder(rawValue: text))
            }

            static func shortcutCount() -> Int { TodoShortcuts.appShortcuts.count }

            static func configure(_ intent: TodoWidgetIntent) -> UUID? { intent.list?.id }

            static func title(of list: TodoListEntity) -> String { list.name + " (\\(list.count))" }
        }
        """
}

/// A team splits the App Intents of one definitions file between targets: the widget extension
/// gets the widgets and controls but not the `AppShortcutsProvider`, the app the provider but not
/// the widgets (`appShortcuts: false`, `widgets: false`).
final class AppIntentsSplitTests: XCTestCase {
    func render(appShortcuts: Bool, widgets: Bool) throws -> Set<String> {
        let teamNames = try XCTUnwrap(GenerationSnapshotTests.cases().first { $0.name == "TeamNames" })
        var request = teamNames.request
        request.options.appShortcuts = appShortcuts
        request.options.widgets = widgets
        let bag = DiagnosticBag()
        let definitions = try XCTUnwrap(FrontEnd().run(teamNames.inputs, diagnostics: bag))
        let plan = try XCTUnwrap(Planner().plan(definitions, request: request, diagnostics: bag))
        let files = Renderer().render(plan, diagnostics: bag)
        XCTAssertFalse(bag.hasErrors, DiagnosticRenderer().render(bag.sorted))
        // The catalogue holds exactly the keys of the code the target gets.
        let catalogue = try XCTUnwrap(files.first { $0.path == "AppIntents.xcstrings" })
        XCTAssertEqual(
            Set(try StringCatalogTests.parse(catalogue).strings.keys),
            try StringCatalogTests.codeKeys(files, table: "AppIntents"))
        return Set(files.map(\.path))
    }

    func testTheWidgetExtensionLeavesTheShortcutsToTheApp() throws {
        let extensionFiles = try render(appShortcuts: false, widgets: true)
        XCTAssertTrue(extensionFiles.isSuperset(of: ["TodoListWidget.swift", "FocusControl.swift", "Provider.swift"]))
        XCTAssertTrue(extensionFiles.isDisjoint(with: ["TodoShortcuts.swift", "AppShortcuts.xcstrings"]))
        let appFiles = try render(appShortcuts: true, widgets: false)
        XCTAssertTrue(appFiles.isSuperset(of: ["TodoShortcuts.swift", "AppShortcuts.xcstrings", "AddTodoIntent.swift"]))
        XCTAssertTrue(appFiles.isDisjoint(with: ["TodoListWidget.swift", "FocusControl.swift", "Provider.swift"]))
    }

    func testTheSettingsAreReadFromTheSpecAndTheConfigFile() throws {
        let bag = DiagnosticBag()
        let configuration = ToolConfiguration.load(
            Array("appShortcuts: false\nwidgets: no\n".utf8), path: "intentgen.yml", diagnostics: bag)
        XCTAssertEqual(configuration?.generationOptions.appShortcuts, false)
        XCTAssertEqual(configuration?.generationOptions.widgets, false)
        XCTAssertEqual(ToolConfiguration().generationOptions.appShortcuts, true)
        XCTAssertNil(ToolConfiguration.load(Array("widgets: sometimes\n".utf8), path: "intentgen.yml", diagnostics: bag))
    }
}
