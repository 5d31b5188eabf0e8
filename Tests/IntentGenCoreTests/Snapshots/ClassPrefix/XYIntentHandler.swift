//
// XYIntentHandler.swift
//
// Created by intentgen as a starting point for the Intents extension. This file is yours:
// intentgen writes it only when it is missing, and never overwrites it unless you pass
// --overwrite-user-files.
//

#if canImport(Intents)

import Intents

nonisolated class XYIntentHandler: INExtension {

    override func handler(for intent: INIntent) -> Any {
        switch intent {
        case is XYReorderIntent:
            return XYReorderIntentHandler()
        default:
            return self
        }
    }
}

// MARK: - Reorder

nonisolated final class XYReorderIntentHandler: NSObject, XYReorderIntentHandling {

    func resolveProduct(for intent: XYReorderIntent) async -> XYProductResolutionResult {
        // TODO: Check `intent.product` and say whether it can be used as it is.
        return XYProductResolutionResult.notRequired()
    }

    func resolveSize(for intent: XYReorderIntent) async -> XYProductSizeResolutionResult {
        // TODO: Check `intent.size` and say whether it can be used as it is.
        return XYProductSizeResolutionResult.notRequired()
    }

    func resolveQuantity(for intent: XYReorderIntent) async -> XYReorderQuantityResolutionResult {
        // TODO: Check `intent.quantity` and say whether it can be used as it is.
        return XYReorderQuantityResolutionResult.notRequired()
    }

    func provideProductOptionsCollection(for intent: XYReorderIntent) async throws -> INObjectCollection<XYProduct> {
        // TODO: Return the product the user can choose from.
        return INObjectCollection(items: [])
    }

    func defaultProduct(for intent: XYReorderIntent) -> XYProduct? {
        // TODO: Return the product a new configuration starts with.
        return nil
    }

    func handle(intent: XYReorderIntent) async -> XYReorderIntentResponse {
        // TODO: Perform the intent.
        return XYReorderIntentResponse(code: .success, userActivity: nil)
    }
}

#endif
