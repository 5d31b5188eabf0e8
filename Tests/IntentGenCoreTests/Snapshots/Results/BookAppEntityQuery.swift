//
// BookAppEntityQuery.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: Results.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension BookAppEntityQuery: EntityQuery {
    public func entities(for identifiers: [BookAppEntity.ID]) async throws -> [BookAppEntity] {
        // TODO: Return the book values with these identifiers.
        return []
    }

    public func suggestedEntities() async throws -> [BookAppEntity] {
        // TODO: Return the book values to choose from.
        return []
    }
}

#endif
