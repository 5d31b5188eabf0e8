//
// SetLightAppIntent+Perform.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: ControlValues.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
extension SetLightAppIntent {
    public func perform() async throws -> some IntentResult {
        // TODO: Perform Light.
        return .result()
    }
}

#endif
