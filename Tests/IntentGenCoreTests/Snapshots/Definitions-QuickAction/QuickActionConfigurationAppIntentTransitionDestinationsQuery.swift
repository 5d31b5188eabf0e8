//
// QuickActionConfigurationAppIntentTransitionDestinationsQuery.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: QuickAction.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension QuickActionConfigurationAppIntentTransitionDestinationsQuery: EntityQuery {
    public func entities(for identifiers: [TransitionDestinationAppEntity.ID]) async throws -> [TransitionDestinationAppEntity] {
        try await TransitionDestinationAppEntity.defaultQuery.entities(for: identifiers)
    }

    public func suggestedEntities() async throws -> [TransitionDestinationAppEntity] {
        try await TransitionDestinationAppEntity.defaultQuery.suggestedEntities()
    }

    public func defaultResult() async -> [TransitionDestinationAppEntity]? {
        // TODO: Return the default destinations of Quick Actions.
        return nil
    }
}

#endif
