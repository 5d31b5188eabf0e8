//
// FindBookAppIntent+Perform.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: Results.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension FindBookAppIntent {
    public func perform() async throws -> some IntentResult & ReturnsValue<BookAppEntity?> {
        // TODO: Perform Find Book and return its book.
        return .result(value: nil)
    }
}

#endif
