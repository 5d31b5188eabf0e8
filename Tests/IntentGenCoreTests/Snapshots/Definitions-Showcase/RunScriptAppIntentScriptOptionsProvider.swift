//
// RunScriptAppIntentScriptOptionsProvider.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: Showcase.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import CoreLocation
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension RunScriptAppIntentScriptOptionsProvider: DynamicOptionsProvider {
    public func results() async throws -> [String] {
        // TODO: Return the script to choose from.
        return []
    }

    public func defaultResult() async -> String? {
        // TODO: Return the value a new configuration starts with.
        return nil
    }
}

#endif
