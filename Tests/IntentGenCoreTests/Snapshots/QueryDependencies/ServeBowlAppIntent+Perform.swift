//
// ServeBowlAppIntent+Perform.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: QueryDependencies.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *)
extension ServeBowlAppIntent {
    public func perform() async throws -> some IntentResult {
        // TODO: Perform Serve Bowl.
        return .result()
    }
}

#endif
