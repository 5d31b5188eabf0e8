// A to-do app's App Intents, written by hand the way teams write them.
import AppIntents

enum TodoPriority: Int, AppEnum {
    case low, normal
    case high = 10

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"
    static var caseDisplayRepresentations: [TodoPriority: DisplayRepresentation] = [
        .low: DisplayRepresentation(title: "Low", image: .init(systemName: "arrow.down")),
        .normal: "Normal",
        .high: DisplayRepresentation(title: "High", subtitle: "Do it first"),
    ]
}

enum TodoList: String, AppEnum {
    case inbox
    case work = "office"

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "List")
    static let caseDisplayRepresentations: [TodoList: DisplayRepresentation] = [.inbox: "Inbox", .work: "Work"]
}

struct AddTodoIntent: AppIntent {
    static var title: LocalizedStringResource = "Add To-Do"
    static var description = IntentDescription("Adds a to-do to one of your lists.")
    static let openAppWhenRun = false

    @Parameter(title: "Text", requestValueDialog: "What do you want to add?")
    var text: String

    @Parameter(title: "List", default: .inbox)
    var list: TodoList

    @Parameter(title: "Priority")
    var priority: TodoPriority?

    @Parameter(title: "Repeat", default: 1, inclusiveRange: (1, 5), controlStyle: .stepper)
    var count: Int

    static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$text) to \(\.$list)")
    }

    func perform() async throws -> some IntentResult {
        try await TodoStore.shared.add(text, to: list, priority: priority, times: count)
        return .result()
    }
}

struct ClearDoneIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear Done"
    static let persistentIdentifier = "ClearCompletedIntent"
    static var isDiscoverable: Bool { false }

    func perform() async throws -> some IntentResult { .result() }
}

struct TodoListEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "To-Do List"
    static var defaultQuery = TodoListQuery()

    var id: UUID
    @Property(title: "Name") var name: String
    @Property(title: "Open") var openCount: Int
    var ownerID: String?

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(openCount) open", image: .init(systemName: "list.bullet"))
    }
}

struct TodoListQuery: EntityStringQuery {
    func entities(for identifiers: [UUID]) async throws -> [TodoListEntity] { [] }
    func entities(matching string: String) async throws -> [TodoListEntity] { [] }
}

struct ShowListIntent: AppIntent {
    static let title: LocalizedStringResource = "Show List"
    @Parameter(title: "List") var list: TodoListEntity
    func perform() async throws -> some IntentResult { .result() }
}

struct TodoShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddTodoIntent(),
            phrases: ["Add a to-do in \(.applicationName)", "Add to \(\.$list) in \(.applicationName)"],
            shortTitle: "Add To-Do", systemImageName: "plus.circle")
        AppShortcut(intent: ShowListIntent(), phrases: ["Show my list in \(.applicationName)"], shortTitle: "Show List", systemImageName: "list.bullet")
    }
    static let shortcutTileColor: ShortcutTileColor = .navy
}
