//
// TagOptionsProvider.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: TeamNames.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension TagOptionsProvider: DynamicOptionsProvider {
    public func results() async throws -> [String] {
        // TODO: Return the tag to choose from.
        return []
    }

    public func defaultResult() async -> String? {
        // TODO: Return the value a new configuration starts with.
        return nil
    }
}

#endif
