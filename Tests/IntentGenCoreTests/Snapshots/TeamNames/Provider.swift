//
// Provider.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: TeamNames.intents.yml
//

#if canImport(AppIntents) && canImport(WidgetKit)

import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// What `TodoListWidget`, `TodoCountWidget` show at one moment.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public struct SimpleEntry: TimelineEntry {
    public let date: Date
    public let configuration: TodoWidgetIntent
}

/// The entries of `TodoListWidget`, `TodoCountWidget`, for each configuration.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public struct Provider: AppIntentTimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date(), configuration: TodoWidgetIntent())
    }

    public func snapshot(for configuration: TodoWidgetIntent, in context: Context) async -> SimpleEntry {
        SimpleEntry(date: Date(), configuration: configuration)
    }

    public func timeline(for configuration: TodoWidgetIntent, in context: Context) async -> Timeline<SimpleEntry> {
        // TODO: Return the entries to show, and when to ask for more.
        Timeline(entries: [SimpleEntry(date: Date(), configuration: configuration)], policy: .atEnd)
    }
}

/// How `TodoListWidget` shows an entry.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public struct TodoListView: View {
    public var entry: SimpleEntry

    public init(entry: SimpleEntry) {
        self.entry = entry
    }

    public var body: some View {
        // TODO: Show the entry.
        Text("Todo Widget Configuration")
            .containerBackground(.fill.tertiary, for: .widget)
    }
}

/// How `TodoCountWidget` shows an entry.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public struct TodoCountView: View {
    public var entry: SimpleEntry

    public init(entry: SimpleEntry) {
        self.entry = entry
    }

    public var body: some View {
        // TODO: Show the entry.
        Text("Todo Widget Configuration")
            .containerBackground(.fill.tertiary, for: .widget)
    }
}

#endif
