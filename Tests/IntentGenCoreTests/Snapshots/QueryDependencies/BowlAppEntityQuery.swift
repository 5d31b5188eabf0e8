//
// BowlAppEntityQuery.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: QueryDependencies.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *)
nonisolated extension BowlAppEntityQuery: EntityQuery {
    public func entities(for identifiers: [BowlAppEntity.ID]) async throws -> [BowlAppEntity] {
        // TODO: Return the bowl values with these identifiers.
        return []
    }

    public func suggestedEntities() async throws -> [BowlAppEntity] {
        // TODO: Return the bowl values to choose from.
        return []
    }
}

#endif
