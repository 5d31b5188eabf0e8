//
// IntentHandler.swift
//
// Created by intentgen as a starting point for the Intents extension. This file is yours:
// intentgen writes it only when it is missing, and never overwrites it unless you pass --force.
//

import Intents

class IntentHandler: INExtension {

    override func handler(for intent: INIntent) -> Any {
        switch intent {
        case is EnterTransactionIntent:
            return EnterTransactionIntentHandler()
        case is ScanReceiptIntent:
            return ScanReceiptIntentHandler()
        case is OpenHomeIntent:
            return OpenHomeIntentHandler()
        case is OpenTransactionsIntent:
            return OpenTransactionsIntentHandler()
        default:
            return self
        }
    }
}

// MARK: - Enter Transaction

final class EnterTransactionIntentHandler: NSObject, EnterTransactionIntentHandling {

    func handle(intent: EnterTransactionIntent) async -> EnterTransactionIntentResponse {
        // TODO: Perform the intent.
        return EnterTransactionIntentResponse(code: .success, userActivity: nil)
    }
}

// MARK: - Scan Receipt

final class ScanReceiptIntentHandler: NSObject, ScanReceiptIntentHandling {

    func handle(intent: ScanReceiptIntent) async -> ScanReceiptIntentResponse {
        // TODO: Perform the intent.
        return ScanReceiptIntentResponse(code: .success, userActivity: nil)
    }
}

// MARK: - Open Home

final class OpenHomeIntentHandler: NSObject, OpenHomeIntentHandling {

    func handle(intent: OpenHomeIntent) async -> OpenHomeIntentResponse {
        // TODO: Perform the intent.
        return OpenHomeIntentResponse(code: .success, userActivity: nil)
    }
}

// MARK: - Open Transactions

final class OpenTransactionsIntentHandler: NSObject, OpenTransactionsIntentHandling {

    func handle(intent: OpenTransactionsIntent) async -> OpenTransactionsIntentResponse {
        // TODO: Perform the intent.
        return OpenTransactionsIntentResponse(code: .success, userActivity: nil)
    }
}
