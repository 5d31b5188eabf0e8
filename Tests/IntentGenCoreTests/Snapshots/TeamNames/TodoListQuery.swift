//
// TodoListQuery.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: TeamNames.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension TodoListQuery: EntityQuery {
    public func entities(for identifiers: [TodoListEntity.ID]) async throws -> [TodoListEntity] {
        // TODO: Return the todo list values with these identifiers.
        return []
    }

    public func suggestedEntities() async throws -> [TodoListEntity] {
        // TODO: Return the todo list values to choose from.
        return []
    }

    public func defaultResult() async -> TodoListEntity? {
        // TODO: Return the todo list a new configuration starts with.
        return nil
    }
}

@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
nonisolated extension TodoListQuery: EnumerableEntityQuery {
    public func allEntities() async throws -> [TodoListEntity] {
        // TODO: Return every one of the todo list values.
        return []
    }
}

#endif
