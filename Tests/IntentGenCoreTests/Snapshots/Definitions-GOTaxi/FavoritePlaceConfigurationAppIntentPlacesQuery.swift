//
// FavoritePlaceConfigurationAppIntentPlacesQuery.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: GOTaxi.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import CoreLocation
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension FavoritePlaceConfigurationAppIntentPlacesQuery: EntityStringQuery {
    public func entities(for identifiers: [FavoritePlaceAppEntity.ID]) async throws -> [FavoritePlaceAppEntity] {
        try await FavoritePlaceAppEntity.defaultQuery.entities(for: identifiers)
    }

    public func entities(matching string: String) async throws -> [FavoritePlaceAppEntity] {
        try await FavoritePlaceAppEntity.defaultQuery.entities(matching: string)
    }

    public func suggestedEntities() async throws -> [FavoritePlaceAppEntity] {
        try await FavoritePlaceAppEntity.defaultQuery.suggestedEntities()
    }

    public func defaultResult() async -> [FavoritePlaceAppEntity]? {
        // TODO: Return the default places of Favorite Places.
        return nil
    }
}

#endif
