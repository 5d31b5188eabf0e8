//
// FavoritePlaceAppEntityQuery.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: GOTaxi.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import CoreLocation
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension FavoritePlaceAppEntityQuery: EntityStringQuery {
    public func entities(for identifiers: [FavoritePlaceAppEntity.ID]) async throws -> [FavoritePlaceAppEntity] {
        // TODO: Return the favorite place values with these identifiers.
        return []
    }

    public func entities(matching string: String) async throws -> [FavoritePlaceAppEntity] {
        // TODO: Return the favorite place values that match `string`.
        return []
    }

    public func suggestedEntities() async throws -> [FavoritePlaceAppEntity] {
        // TODO: Return the favorite place values to choose from.
        return []
    }
}

#endif
