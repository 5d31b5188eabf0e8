//
// IntentHandler.swift
//
// Created by intentgen as a starting point for the Intents extension. This file is yours:
// intentgen writes it only when it is missing, and never overwrites it unless you pass
// --overwrite-user-files.
//

#if canImport(Intents)

import Intents

nonisolated class IntentHandler: INExtension {

    override func handler(for intent: INIntent) -> Any {
        switch intent {
        case is QuickActionConfigurationIntent:
            return QuickActionConfigurationIntentHandler()
        default:
            return self
        }
    }
}

// MARK: - Quick Actions

nonisolated final class QuickActionConfigurationIntentHandler: NSObject, QuickActionConfigurationIntentHandling {

    func provideTransitionDestinationsOptionsCollection(for intent: QuickActionConfigurationIntent) async throws -> INObjectCollection<TransitionDestination> {
        // TODO: Return the destinations the user can choose from.
        return INObjectCollection(items: [])
    }

    func defaultTransitionDestinations(for intent: QuickActionConfigurationIntent) -> [TransitionDestination]? {
        // TODO: Return the destinations a new configuration starts with.
        return nil
    }
}

#endif
