//
// LastSoupAppIntent+Perform.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: QueryDependencies.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *)
extension LastSoupAppIntent {
    public func perform() async throws -> some IntentResult & ReturnsValue<SoupAppEntity?> {
        // TODO: Perform Last Soup and return its soup.
        return .result(value: nil)
    }
}

#endif
