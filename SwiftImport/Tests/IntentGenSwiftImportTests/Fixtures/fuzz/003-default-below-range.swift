// A hydration app's App Intents as its team wrote them: an Int enum split over an extension that
// also holds code of theirs, an entity with a UUID id and its query, an intent whose perform()
// lives in another file, a widget's configuration and a toggle control's action.
import AppIntents
import Foundation

enum CupSize: Int {
    case small = 200
    case medium = 330
    case large = 500
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

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct BottleQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [BottleEntity] {
        BottleStore.shared.bottles.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [BottleEntity] {
        BottleStore.shared.bottles
    }
}

struct LogWaterIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Water"
    static let description = IntentDescription("Adds the water you drank to today's total.")

    @Parameter(title: "Glasses", default: 0, inclusiveRange: (1, 12))
    var glasses: Int

    @Parameter(title: "Cup", default: .medium)
    var cup: CupSize

    @Parameter(title: "Bottle")
    var bottle: BottleEntity?

    static var parameterSummary: some ParameterSummary {
        Summary("Log \(\.$glasses) of \(\.$cup)")
    }
}

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Water Goal"

    @Parameter(title: "Goal", default: 8)
    var goal: Int
}

struct SetRemindersIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Reminders"

    @Parameter(title: "Reminders On")
    var value: Bool

    func perform() async throws -> some IntentResult {
        BottleStore.shared.remindersOn = value
        return .result()
    }
}

struct HydrationShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogWaterIntent(),
            phrases: ["Log water in \(.applicationName)", "Log \(\.$cup) in \(.applicationName)"],
            shortTitle: "Log Water",
            systemImageName: "drop"
        )
    }
}
