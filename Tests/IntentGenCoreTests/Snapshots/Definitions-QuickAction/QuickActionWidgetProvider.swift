//
// QuickActionWidgetProvider.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: QuickAction.intents.yml
//

#if canImport(AppIntents) && canImport(WidgetKit)

import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// What `QuickActionWidget` shows at one moment.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public struct QuickActionWidgetEntry: TimelineEntry {
    public let date: Date
    public let configuration: QuickActionConfigurationAppIntent
}

/// The entries of `QuickActionWidget`, for each configuration.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public struct QuickActionWidgetProvider: AppIntentTimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> QuickActionWidgetEntry {
        QuickActionWidgetEntry(date: Date(), configuration: QuickActionConfigurationAppIntent())
    }

    public func snapshot(for configuration: QuickActionConfigurationAppIntent, in context: Context) async -> QuickActionWidgetEntry {
        QuickActionWidgetEntry(date: Date(), configuration: configuration)
    }

    public func timeline(for configuration: QuickActionConfigurationAppIntent, in context: Context) async -> Timeline<QuickActionWidgetEntry> {
        // TODO: Return the entries to show, and when to ask for more.
        Timeline(entries: [QuickActionWidgetEntry(date: Date(), configuration: configuration)], policy: .atEnd)
    }
}

/// How `QuickActionWidget` shows an entry.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public struct QuickActionWidgetView: View {
    public var entry: QuickActionWidgetEntry

    public init(entry: QuickActionWidgetEntry) {
        self.entry = entry
    }

    public var body: some View {
        // TODO: Show the entry.
        Text("Quick Actions")
            .containerBackground(.fill.tertiary, for: .widget)
    }
}

#endif
