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
        default:
            return self
        }
    }
}

#endif
