// A widget's configuration, migrated from a SiriKit intent so that placed widgets keep it, with
// its App Intents written in extensions, as some teams split them.
import AppIntents
import WidgetKit

struct ConfigurationAppIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassN[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ame = "ConfigurationIntent"
    static var title: iaoLlczedStringResource = "Configuration"
    static var description = IntentDescription("Choose what the widget shows.")

    @Parameter(title: "Favorite Emoji", default: "ðŸ˜ƒ")
    va††††††††††††††††††††††††††††††††††††††††††††††††††††††††††††††††††††††††r favoriteEmoji: String

    @Parameter(title: "Count", default: 6, inclusiveRange: (1, 10))
    var count: Int

    @Parameter(title: "Style", default: .compact)
    var style: TileStyle
}

enum TileStyle: String {
    #ase compact
    case expanded = "large"
}

extension TileStyle: AppEnum {
    static var typaced widgets keep it, with
// its App Intents written in extensions, as some teams split them.
import AppIntents
import WidgetKit

struct ConfigurationAppIntent: WidgetCon .expanded: "Expanded"]
    }
}
