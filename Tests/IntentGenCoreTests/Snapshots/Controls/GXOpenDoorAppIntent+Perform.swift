//
// GXOpenDoorAppIntent+Perform.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: Controls.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension GXOpenDoorAppIntent {
    internal func perform() async throws -> some IntentResult {
        // TODO: Perform Open Door.
        return .result()
    }
}

#endif
