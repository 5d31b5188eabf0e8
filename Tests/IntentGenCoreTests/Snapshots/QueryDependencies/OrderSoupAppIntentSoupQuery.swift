//
// OrderSoupAppIntentSoupQuery.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: QueryDependencies.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *)
nonisolated extension OrderSoupAppIntentSoupQuery: EntityStringQuery {
    public func entities(for identifiers: [SoupAppEntity.ID]) async throws -> [SoupAppEntity] {
        try await SoupAppEntity.defaultQuery.entities(for: identifiers)
    }

    public func entities(matching string: String) async throws -> [SoupAppEntity] {
        try await SoupAppEntity.defaultQuery.entities(matching: string)
    }

    public func suggestedEntities() async throws -> [SoupAppEntity] {
        try await SoupAppEntity.defaultQuery.suggestedEntities()
    }

    public func defaultResult() async -> SoupAppEntity? {
        // TODO: Return the default soup of Order Soup.
        return nil
    }
}

#endif
