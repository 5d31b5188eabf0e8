//
// GXGarageWidgetProvider.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: Controls.intents.yml
//

#if canImport(AppIntents) && canImport(WidgetKit)

import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// What `GXGarageWidget` shows at one moment.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
internal struct GXGarageWidgetEntry: TimelineEntry {
    internal let date: Date
    internal let configuration: GXGarageAppIntent
}

/// The entries of `GXGarageWidget`, for each configuration.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
internal struct GXGarageWidgetProvider: AppIntentTimelineProvider {
    internal init() {}

    internal func placeholder(in context: Context) -> GXGarageWidgetEntry {
        GXGarageWidgetEntry(date: Date(), configuration: GXGarageAppIntent())
    }

    internal func snapshot(for configuration: GXGarageAppIntent, in context: Context) async -> GXGarageWidgetEntry {
        GXGarageWidgetEntry(date: Date(), configuration: configuration)
    }

    internal func timeline(for configuration: GXGarageAppIntent, in context: Context) async -> Timeline<GXGarageWidgetEntry> {
        // TODO: Return the entries to show, and when to ask for more.
        Timeline(entries: [GXGarageWidgetEntry(date: Date(), configuration: configuration)], policy: .atEnd)
    }
}

/// How `GXGarageWidget` shows an entry.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
internal struct GXGarageWidgetView: View {
    internal var entry: GXGarageWidgetEntry

    internal init(entry: GXGarageWidgetEntry) {
        self.entry = entry
    }

    internal var body: some View {
        // TODO: Show the entry.
        Text("Garage")
            .containerBackground(.fill.tertiary, for: .widget)
    }
}

#endif
