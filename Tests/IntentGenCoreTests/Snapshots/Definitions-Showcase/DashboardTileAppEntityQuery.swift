//
// DashboardTileAppEntityQuery.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: Showcase.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import CoreLocation
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension DashboardTileAppEntityQuery: EntityQuery {
    public func entities(for identifiers: [DashboardTileAppEntity.ID]) async throws -> [DashboardTileAppEntity] {
        // TODO: Return the dashboard tile values with these identifiers.
        return []
    }

    public func suggestedEntities() async throws -> [DashboardTileAppEntity] {
        // TODO: Return the dashboard tile values to choose from.
        return []
    }
}

#endif
