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
        case is OrderIntent:
            return OrderIntentHandler()
        default:
            return self
        }
    }
}

// MARK: - Order

nonisolated final class OrderIntentHandler: NSObject, OrderIntentHandling {

    func resolveCount(for intent: OrderIntent) async -> OrderCountResolutionResult {
        // TODO: Check `intent.count` and say whether it can be used as it is.
        return OrderCountResolutionResult.notRequired()
    }

    func provideItemOptionsCollection(for intent: OrderIntent) async throws -> INObjectCollection<Item> {
        // TODO: Return the item the user can choose from.
        return INObjectCollection(items: [])
    }

    func defaultItem(for intent: OrderIntent) -> Item? {
        // TODO: Return the item a new configuration starts with.
        return nil
    }

    func handle(intent: OrderIntent) async -> OrderIntentResponse {
        // TODO: Perform the intent.
        return OrderIntentResponse(code: .success, userActivity: nil)
    }
}

#endif
