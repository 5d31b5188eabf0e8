//
// OrderSoupAppIntent+Perform.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: QueryDependencies.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *)
extension OrderSoupAppIntent {
    public func perform() async throws -> some IntentResult {
        // TODO: Perform Order Soup.
        return .result()
    }
}

#endif
