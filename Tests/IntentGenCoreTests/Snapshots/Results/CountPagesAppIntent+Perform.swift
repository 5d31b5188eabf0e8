//
// CountPagesAppIntent+Perform.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: Results.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension CountPagesAppIntent {
    public func perform() async throws -> some IntentResult & ReturnsValue<Int?> {
        // TODO: Perform Count Pages and return its pages.
        return .result(value: nil)
    }
}

#endif
