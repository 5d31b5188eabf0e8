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
        case is PrintDocumentIntent:
            return PrintDocumentIntentHandler()
        default:
            return self
        }
    }
}

// MARK: - Print Document

nonisolated final class PrintDocumentIntentHandler: NSObject, PrintDocumentIntentHandling {

    func provideDocumentOptionsCollection(for intent: PrintDocumentIntent) async throws -> INObjectCollection<INFile> {
        // TODO: Return the document the user can choose from.
        return INObjectCollection(items: [])
    }

    func defaultDocument(for intent: PrintDocumentIntent) -> INFile? {
        // TODO: Return the document a new configuration starts with.
        return nil
    }

    func handle(intent: PrintDocumentIntent) async -> PrintDocumentIntentResponse {
        // TODO: Perform the intent.
        return PrintDocumentIntentResponse(code: .success, userActivity: nil)
    }
}

#endif
