//
// ShelfEntity.Query.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: PropertyQuery.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import CoreLocation
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension ShelfEntity.Query: EntityPropertyQuery {
    public func entities(for identifiers: [ShelfEntity.ID]) async throws -> [ShelfEntity] {
        // TODO: Return the shelf values with these identifiers.
        return []
    }

    public func suggestedEntities() async throws -> [ShelfEntity] {
        // TODO: Return the shelf values to choose from.
        return []
    }

    /// What each comparison made in Shortcuts' Find action becomes: a test of one shelf.
    public typealias ComparatorMappingType = (ShelfEntity) -> Bool

    public static var properties: QueryProperties {
        QueryProperties {
            // TODO: Add the properties people compare, as `Property(\.$member) { … }`.
        }
    }

    public static var sortingOptions: SortingOptions {
        SortingOptions {
            // TODO: Add the properties people sort by, as `SortableBy(\.$member)`.
        }
    }

    public func entities(
        matching comparators: [ComparatorMappingType],
        mode: ComparatorMode,
        sortedBy: [Sort<ShelfEntity>],
        limit: Int?
    ) async throws -> [ShelfEntity] {
        // TODO: Look through all of the shelf values, and sort them as `sortedBy` asks.
        let candidates = try await suggestedEntities()
        let matching = candidates.filter { value in
            mode == .and ? comparators.allSatisfy { $0(value) } : comparators.contains { $0(value) }
        }
        return Array(matching.prefix(limit ?? matching.count))
    }
}

#endif
