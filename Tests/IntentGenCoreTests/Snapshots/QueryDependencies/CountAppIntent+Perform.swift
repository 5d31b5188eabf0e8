//
// CountAppIntent+Perform.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: QueryDependencies.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension CountAppIntent {
    public func perform() async throws -> some IntentResult {
        // TODO: Perform Count.
        return .result()
    }
}

#endif
