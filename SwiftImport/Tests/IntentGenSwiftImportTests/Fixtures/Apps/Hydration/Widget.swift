import AppIntents
import Foundation
import SwiftUI
import WidgetKit

struct WaterEntry: TimelineEntry {
    let date: Date
    let drunk: Int
    let goal: Int
}

struct Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WaterEntry {
        WaterEntry(date: Date(), drunk: 3, goal: 8)
    }

    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> WaterEntry {
        WaterEntry(date: Date(), drunk: 3, goal: configuration.goal)
    }

    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<WaterEntry> {
        let entry = WaterEntry(date: Date(), drunk: BottleStore.shared.total / 250, goal: configuration.goal)
        return Timeline(entries: [entry], policy: .atEnd)
    }
}

struct WaterWidgetEntryView: View {
    var entry: WaterEntry

    var body: some View {
        Text("\(entry.drunk) of \(entry.goal)")
            .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct WaterWidget: Widget {
    let kind: String = "WaterWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
            WaterWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Water")
        .description("How much you drank today.")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

struct RemindersControl: ControlWidget {
    static let kind = "com.example.hydration.reminders"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind, provider: RemindersProvider()) { isOn in
            ControlWidgetToggle(isOn: isOn, action: SetRemindersIntent()) {
                Label("Reminders", systemImage: "bell")
            }
        }
        .displayName("Reminders")
    }
}

struct RemindersProvider: ControlValueProvider {
    var previewValue: Bool { false }

    func currentValue() async throws -> Bool { BottleStore.shared.remindersOn }
}

@main
struct HydrationWidgets: WidgetBundle {
    var body: some Widget {
        WaterWidget()
        RemindersControl()
    }
}
