//
// PlaceAppEntityQuery.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: EntityDefaults.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension PlaceAppEntityQuery: EntityStringQuery {
    public func entities(for identifiers: [PlaceAppEntity.ID]) async throws -> [PlaceAppEntity] {
        // TODO: Return the place values with these identifiers.
        return []
    }

    public func entities(matching string: String) async throws -> [PlaceAppEntity] {
        // TODO: Return the place values that match `string`.
        return []
    }

    public func suggestedEntities() async throws -> [PlaceAppEntity] {
        // TODO: Return the place values to choose from.
        return []
    }
}

#endif
