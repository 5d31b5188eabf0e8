//
// ListTitlesAppIntent+Perform.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: Results.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension ListTitlesAppIntent {
    public func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        // TODO: Perform List Titles and return its titles.
        return .result(value: [])
    }
}

#endif
