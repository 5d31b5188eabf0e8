//
// OrderTaxiAppIntentPickupQuery.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: EntityDefaults.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension OrderTaxiAppIntentPickupQuery: EntityQuery {
    public func entities(for identifiers: [PlaceAppEntity.ID]) async throws -> [PlaceAppEntity] {
        try await PlaceAppEntity.defaultQuery.entities(for: identifiers)
    }

    public func suggestedEntities() async throws -> [PlaceAppEntity] {
        try await PlaceAppEntity.defaultQuery.suggestedEntities()
    }

    public func defaultResult() async -> PlaceAppEntity? {
        // TODO: Return the default pickup of Order Taxi.
        return nil
    }
}

#endif
