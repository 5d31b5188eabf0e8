//
// CounterEntity+Display.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: TeamNames.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension CounterEntity {
    public var displayRepresentation: DisplayRepresentation {
        // TODO: Show the counter from its members.
        DisplayRepresentation(title: "\(String(describing: id))")
    }
}

#endif
