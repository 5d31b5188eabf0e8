//
// OpenBookAppIntent+Perform.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: PropertyQuery.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import CoreLocation
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension OpenBookAppIntent {
    public func perform() async throws -> some IntentResult {
        // TODO: Perform Open Book.
        return .result()
    }
}

#endif
