// The team's own code of the KeptTeamCode fixture: what it wrote before adopting intentgen and
// keeps (`userFile: false`). The type checks compile this file with the generated code.
import AppIntents
import Foundation
import SwiftUI
import WidgetKit

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension LogWaterIntent {
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Logged \(glasses) glasses.")
    }
}

@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
extension SetRemindersIntent {
    func perform() async throws -> some IntentResult {
        .result()
    }
}

@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
    let goal: Int
}

@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
struct WaterTimelineProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WaterEntry {
        WaterEntry(date: Date(), glasses: 3, goal: 8)
    }

    func snapshot(for configuration: WaterConfigurationIntent, in context: Context) async -> WaterEntry {
        WaterEntry(date: Date(), glasses: 3, goal: configuration.goal)
    }

    func timeline(for configuration: WaterConfigurationIntent, in context: Context) async -> Timeline<WaterEntry> {
        Timeline(entries: [WaterEntry(date: Date(), glasses: 0, goal: configuration.goal)], policy: .atEnd)
    }
}

@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
struct WaterWidgetEntryView: View {
    var entry: WaterEntry

    var body: some View {
        Text("\(entry.glasses) of \(entry.goal)")
            .containerBackground(.fill.tertiary, for: .widget)
    }
}

@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
struct RemindersValueProvider: ControlValueProvider {
    var previewValue: Bool { false }

    func currentValue() async throws -> Bool { false }
}
