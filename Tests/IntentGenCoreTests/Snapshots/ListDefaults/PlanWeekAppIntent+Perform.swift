//
// PlanWeekAppIntent+Perform.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: ListDefaults.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension PlanWeekAppIntent {
    public func perform() async throws -> some IntentResult {
        // TODO: Perform Plan Week.
        return .result()
    }
}

#endif
