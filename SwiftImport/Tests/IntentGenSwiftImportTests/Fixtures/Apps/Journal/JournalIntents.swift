// A journaling app's App Intents, with the shapes real apps have that the definitions cannot all
// hold: a query nested in its entity, an initialiser of the team's, an `OpenIntent`, an entity
// with a `Decimal` member (which stays the team's, with the intent that names it), an enum of
// a lower-case name, a provider declared as a class with a stored list of shortcuts.
import AppIntents
import Foundation

struct JournalEntryEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Entry"
    static let defaultQuery = Query()

    let id: UUID
    @Property(title: "Title")
    var title: String

    init(id: UUID, title: String) {
        self.id = id
        self.title = title
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

    struct Query: EntityQuery {
        func entities(for identifiers: [UUID]) async throws -> [JournalEntryEntity] {
            Journal.shared.entries.filter { identifiers.contains($0.id) }
        }

        func suggestedEntities() async throws -> [JournalEntryEntity] { Journal.shared.entries }
    }
}

struct MoodEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
    static let defaultQuery = MoodQuery()

    let id: String
    var score: Decimal

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct MoodQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [MoodEntity] { [] }
}

struct LogMoodIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Mood"

    @Parameter(title: "Mood")
    var mood: MoodEntity

    func perform() async throws -> some IntentResult { .result() }
}

enum entryStyle: String, AppEnum {
    case plain, fancy

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Style"
    static let caseDisplayRepresentations: [entryStyle: DisplayRepresentation] = [.plain: "Plain", .fancy: "Fancy"]
}

struct OpenEntryIntent: AppIntent, OpenIntent {
    static let title: LocalizedStringResource = "Open Entry"

    @Parameter(title: "Entry")
    var target: JournalEntryEntity

    func perform() async throws -> some IntentResult { .result() }
}

final class JournalShortcuts: AppShortcutsProvider {
    static let shortcutTileColor = ShortcutTileColor.teal

    static let appShortcuts: [AppShortcut] = [
        AppShortcut(
            intent: OpenEntryIntent(),
            phrases: ["Open \(\.$target) in \(.applicationName)", "Open \(\.$target) in \(.applicationName)"],
            shortTitle: "Open Entry",
            systemImageName: "book"
        )
    ]
}
