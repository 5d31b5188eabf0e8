//
// CounterEntity.Query.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: TeamNames.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension CounterEntity.Query: EntityStringQuery {
    public func entities(for identifiers: [CounterEntity.ID]) async throws -> [CounterEntity] {
        // TODO: Return the counter values with these identifiers.
        return []
    }

    public func entities(matching string: String) async throws -> [CounterEntity] {
        // TODO: Return the counter values that match `string`.
        return []
    }

    public func suggestedEntities() async throws -> [CounterEntity] {
        // TODO: Return the counter values to choose from.
        return []
    }
}

#endif
