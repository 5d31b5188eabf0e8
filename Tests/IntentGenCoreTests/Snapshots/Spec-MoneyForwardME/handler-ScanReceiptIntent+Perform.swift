//
// ScanReceiptIntent+Perform.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: ControlActions.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension ScanReceiptIntent {
    public func perform() async throws -> some IntentResult {
        // TODO: Perform Scan Receipt.
        return .result()
    }
}

#endif
