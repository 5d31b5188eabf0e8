//
// ImportReceiptsAppIntent+Perform.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: FileTypes.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation
import UniformTypeIdentifiers

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension ImportReceiptsAppIntent {
    public func perform() async throws -> some IntentResult {
        // TODO: Perform Import Receipts.
        return .result()
    }
}

#endif
