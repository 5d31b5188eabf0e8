// The journal's other code: its own initialiser of the entity, the nested query, the entity and
// intent that stay the team's, the enum of a lower-case name.
import AppIntents
import Foundation

final class Journal: @unchecked Sendable {
    static let shared = Journal()
    var entries = [JournalEntryEntity(id: UUID(), title: "First")]
    var moods: [MoodEntity] = [MoodEntity(id: "calm", score: 1.5)]

    func open(_ entry: JournalEntryEntity) async throws {
        let intent = OpenEntryIntent()
        intent.target = entry
        _ = try await JournalEntryEntity.Query().suggestedEntities()
        let style: entryStyle = .fancy
        _ = style.rawValue + (moods.first?.score.description ?? "")
        _ = LogMoodIntent()
    }
}

func openAnything<Intent: OpenIntent>(_ intent: Intent) -> Intent { intent }

func openFirst() {
    _ = openAnything(OpenEntryIntent())
}
