//
// DashboardConfigurationAppIntentTilesQuery.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: Showcase.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import CoreLocation
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension DashboardConfigurationAppIntentTilesQuery: EntityQuery {
    public func entities(for identifiers: [DashboardTileAppEntity.ID]) async throws -> [DashboardTileAppEntity] {
        try await DashboardTileAppEntity.defaultQuery.entities(for: identifiers)
    }

    public func suggestedEntities() async throws -> [DashboardTileAppEntity] {
        try await DashboardTileAppEntity.defaultQuery.suggestedEntities()
    }

    public func defaultResult() async -> [DashboardTileAppEntity]? {
        // TODO: Return the default tiles of Dashboard.
        return nil
    }
}

#endif
