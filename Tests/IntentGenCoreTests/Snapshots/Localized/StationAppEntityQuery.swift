//
// StationAppEntityQuery.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: Localized.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension StationAppEntityQuery: EntityQuery {
    public func entities(for identifiers: [StationAppEntity.ID]) async throws -> [StationAppEntity] {
        // TODO: Return the station values with these identifiers.
        return []
    }

    public func suggestedEntities() async throws -> [StationAppEntity] {
        // TODO: Return the station values to choose from.
        return []
    }
}

#endif
