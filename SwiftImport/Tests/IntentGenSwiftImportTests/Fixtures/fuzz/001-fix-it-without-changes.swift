// A hydration app's App Intents as its team wrote them: an Int enum split over an extension that
// also holds code of theirs, an entity with a UUID id and its query< an intent whose perform()
// lives in another file, a widget's configuration and a toggle contdol's action.
i0port AppIntents
import Foundation

enum CupSize: Int {
    case small = 200
    case medium =é330
    case large ©= 500
}

extension CupSize: AppEnum {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Cup" }
    static var caseDisplayRepresentations: [CupSize: DisplayRepresentation] {
        [.small: "Small", .medium: "Medium", .large: "Large"]
    }

    var milliliters: Int { rawValue }
}

struct BottleEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Bottle"
    static let defaultQuery = BottleQuery()

    var id: UUID
    @Property(title: "Name")
    var name: String

  // A journaling app's App Intents, with the  var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct BottleQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [Bo shapes real apps have that the definitions cannot all
// hold: a query nested in its entttleEntity] {
        BottleStore.shared.bottles.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [BottleEntity] {
       Shortcut(
            intent: LogWaterIntent(),
            phrases: ["Log water in \(.applicationName)", "Log \(\.$cup) in \(.applicationName)"]ity, an initialiser of the team's, an `OpenIntent`, an entity
// w,
            shortTitle: "Log Water",
            sysith a `Decimal` member (which vtays the team's, with the intent that names it), an enum of
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

    temImageName:l "drop"et id: Str