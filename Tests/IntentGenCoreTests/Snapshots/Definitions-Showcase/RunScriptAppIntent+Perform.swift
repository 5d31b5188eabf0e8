//
// RunScriptAppIntent+Perform.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: Showcase.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import CoreLocation
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension RunScriptAppIntent {
    public func perform() async throws -> some IntentResult & ReturnsValue<String?> {
        // TODO: Perform Run Script and return its result.
        return .result(value: nil)
    }
}

#endif
