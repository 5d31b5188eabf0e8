//
// TransitionDestinationAppEntityQuery.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: QuickAction.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension TransitionDestinationAppEntityQuery: EntityQuery {
    public func entities(for identifiers: [TransitionDestinationAppEntity.ID]) async throws -> [TransitionDestinationAppEntity] {
        // TODO: Return the destination values with these identifiers.
        return []
    }

    public func suggestedEntities() async throws -> [TransitionDestinationAppEntity] {
        // TODO: Return the destination values to choose from.
        return []
    }
}

#endif
