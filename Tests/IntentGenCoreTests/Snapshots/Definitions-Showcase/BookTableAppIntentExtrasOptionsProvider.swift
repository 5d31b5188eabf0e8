//
// BookTableAppIntentExtrasOptionsProvider.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: Showcase.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import CoreLocation
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension BookTableAppIntentExtrasOptionsProvider: DynamicOptionsProvider {
    public func results() async throws -> [String] {
        // TODO: Return the extras to choose from.
        return []
    }
}

#endif
