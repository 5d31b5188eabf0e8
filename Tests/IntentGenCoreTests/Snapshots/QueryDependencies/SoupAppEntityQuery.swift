//
// SoupAppEntityQuery.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: QueryDependencies.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *)
nonisolated extension SoupAppEntityQuery: EntityStringQuery {
    public func entities(for identifiers: [SoupAppEntity.ID]) async throws -> [SoupAppEntity] {
        // TODO: Return the soup values with these identifiers.
        return []
    }

    public func entities(matching string: String) async throws -> [SoupAppEntity] {
        // TODO: Return the soup values that match `string`.
        return []
    }

    public func suggestedEntities() async throws -> [SoupAppEntity] {
        // TODO: Return the soup values to choose from.
        return []
    }
}

#endif
