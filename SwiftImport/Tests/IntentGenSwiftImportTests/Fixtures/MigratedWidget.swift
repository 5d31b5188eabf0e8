// A widget's configuration, migrated from a SiriKit intent so that placed widgets keep it, with
// its App Intents written in extensions, as some teams split them.
import AppIntents
import WidgetKit

struct ConfigurationAppIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "ConfigurationIntent"
    static var title: LocalizedStringResource = "Configuration"
    static var description = IntentDescription("Choose what the widget shows.")

    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String

    @Parameter(title: "Count", default: 3, inclusiveRange: (1, 10))
    var count: Int

    @Parameter(title: "Style", default: .compact)
    var style: TileStyle
}

enum TileStyle: String {
    case compact
    case expanded = "large"
}

extension TileStyle: AppEnum {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Style" }
    static var caseDisplayRepresentations: [TileStyle: DisplayRepresentation] {
        [.compact: "Compact", .expanded: "Expanded"]
    }
}
