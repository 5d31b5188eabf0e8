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
        case is SCRunScriptIntent:
            return SCRunScriptIntentHandler()
        case is SCBookTableIntent:
            return SCBookTableIntentHandler()
        case is ShowcaseDashboardIntent:
            return ShowcaseDashboardIntentHandler()
        default:
            return self
        }
    }
}

// MARK: - Run Script

nonisolated final class SCRunScriptIntentHandler: NSObject, SCRunScriptIntentHandling {

    func resolveScript(for intent: SCRunScriptIntent) async -> SCRunScriptScriptResolutionResult {
        // TODO: Check `intent.script` and say whether it can be used as it is.
        return SCRunScriptScriptResolutionResult.notRequired()
    }

    func provideScriptOptionsCollection(for intent: SCRunScriptIntent, searchTerm: String?) async throws -> INObjectCollection<NSString> {
        // TODO: Return the script the user can choose from that match `searchTerm`.
        return INObjectCollection(items: [])
    }

    func defaultScript(for intent: SCRunScriptIntent) -> String? {
        // TODO: Return the script a new configuration starts with.
        return nil
    }

    func provideNotifyOptionsCollection(for intent: SCRunScriptIntent) async throws -> INObjectCollection<INPerson> {
        // TODO: Return the notify the user can choose from.
        return INObjectCollection(items: [])
    }

    func defaultNotify(for intent: SCRunScriptIntent) -> INPerson? {
        // TODO: Return the notify a new configuration starts with.
        return nil
    }

    func handle(intent: SCRunScriptIntent) async -> SCRunScriptIntentResponse {
        // TODO: Perform the intent.
        return SCRunScriptIntentResponse(code: .success, userActivity: nil)
    }
}

// MARK: - Book a Table

nonisolated final class SCBookTableIntentHandler: NSObject, SCBookTableIntentHandling {

    func resolveExtras(for intent: SCBookTableIntent) async -> [INObjectResolutionResult] {
        // TODO: Check `intent.extras` and say whether it can be used as it is.
        return []
    }

    func provideRestaurantOptionsCollection(for intent: SCBookTableIntent) async throws -> INObjectCollection<CLPlacemark> {
        // TODO: Return the restaurant the user can choose from.
        return INObjectCollection(items: [])
    }

    func defaultRestaurant(for intent: SCBookTableIntent) -> CLPlacemark? {
        // TODO: Return the restaurant a new configuration starts with.
        return nil
    }

    func provideDepositOptionsCollection(for intent: SCBookTableIntent) async throws -> INObjectCollection<INCurrencyAmount> {
        // TODO: Return the deposit the user can choose from.
        return INObjectCollection(items: [])
    }

    func defaultDeposit(for intent: SCBookTableIntent) -> INCurrencyAmount? {
        // TODO: Return the deposit a new configuration starts with.
        return nil
    }

    func provideOccasionOptionsCollection(for intent: SCBookTableIntent) async throws -> INObjectCollection<INSpeakableString> {
        // TODO: Return the occasion the user can choose from.
        return INObjectCollection(items: [])
    }

    func defaultOccasion(for intent: SCBookTableIntent) -> INSpeakableString? {
        // TODO: Return the occasion a new configuration starts with.
        return nil
    }

    func provideExtrasOptionsCollection(for intent: SCBookTableIntent) async throws -> INObjectCollection<INObject> {
        // TODO: Return the extras the user can choose from.
        return INObjectCollection(items: [])
    }

    func defaultExtras(for intent: SCBookTableIntent) -> [INObject]? {
        // TODO: Return the extras a new configuration starts with.
        return nil
    }

    func handle(intent: SCBookTableIntent) async -> SCBookTableIntentResponse {
        // TODO: Perform the intent.
        return SCBookTableIntentResponse(code: .success, userActivity: nil)
    }
}

// MARK: - Dashboard

nonisolated final class ShowcaseDashboardIntentHandler: NSObject, ShowcaseDashboardIntentHandling {

    func provideTilesOptionsCollection(for intent: ShowcaseDashboardIntent) async throws -> INObjectCollection<SCDashboardTile> {
        // TODO: Return the tiles the user can choose from.
        return INObjectCollection(items: [])
    }

    func defaultTiles(for intent: ShowcaseDashboardIntent) -> [SCDashboardTile]? {
        // TODO: Return the tiles a new configuration starts with.
        return nil
    }
}

#endif
