//
// EnterTransactionIntent+Perform.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: ControlActions.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension EnterTransactionIntent {
    public func perform() async throws -> some IntentResult {
        // TODO: Perform Enter Transaction.
        return .result()
    }
}

#endif
