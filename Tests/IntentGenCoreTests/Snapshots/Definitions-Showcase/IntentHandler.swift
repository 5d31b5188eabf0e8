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
        case is RunScriptIntent:
            return RunScriptIntentHandler()
        case is BookTableIntent:
            return BookTableIntentHandler()
        case is ShowcaseDashboardIntent:
            return ShowcaseDashboardIntentHandler()
        default:
            return self
        }
    }
}

// MARK: - Run Script

nonisolated final class RunScriptIntentHandler: NSObject, RunScriptIntentHandling {

    func resolveScript(for intent: RunScriptIntent) async -> RunScriptScriptResolutionResult {
        // TODO: Check `intent.script` and say whether it can be used as it is.
        return RunScriptScriptResolutionResult.notRequired()
    }

    func provideScriptOptionsCollection(for intent: RunScriptIntent, searchTerm: String?) async throws -> INObjectCollection<NSString> {
        // TODO: Return the script the user can choose from that match `searchTerm`.
        return INObjectCollection(items: [])
    }

    func defaultScript(for intent: RunScriptIntent) -> String? {
        // TODO: Return the script a new configuration starts with.
        return nil
    }

    func provideNotifyOptionsCollection(for intent: RunScriptIntent) async throws -> INObjectCollection<INPerson> {
        // TODO: Return the notify the user can choose from.
        return INObjectCollection(items: [])
    }

    func defaultNotify(for intent: RunScriptIntent) -> INPerson? {
        // TODO: Return the notify a new configuration starts with.
        return nil
    }

    func handle(intent: RunScriptIntent) async -> RunScriptIntentResponse {
        // TODO: Perform the intent.
        return RunScriptIntentResponse(code: .success, userActivity: nil)
    }
}

// MARK: - Book a Table

nonisolated final class BookTableIntentHandler: NSObject, BookTableIntentHandling {

    func resolveExtras(for intent: BookTableIntent) async -> [INObjectResolutionResult] {
        // TODO: Check `intent.extras` and say whether it can be used as it is.
        return []
    }

    func provideRestaurantOptionsCollection(for intent: BookTableIntent) async throws -> INObjectCollection<CLPlacemark> {
        // TODO: Return the restaurant the user can choose from.
        return INObjectCollection(items: [])
    }

    func defaultRestaurant(for intent: BookTableIntent) -> CLPlacemark? {
        // TODO: Return the restaurant a new configuration starts with.
        return nil
    }

    func provideDepositOptionsCollection(for intent: BookTableIntent) async throws -> INObjectCollection<INCurrencyAmount> {
        // TODO: Return the deposit the user can choose from.
        return INObjectCollection(items: [])
    }

    func defaultDeposit(for intent: BookTableIntent) -> INCurrencyAmount? {
        // TODO: Return the deposit a new configuration starts with.
        return nil
    }

    func provideOccasionOptionsCollection(for intent: BookTableIntent) async throws -> INObjectCollection<INSpeakableString> {
        // TODO: Return the occasion the user can choose from.
        return INObjectCollection(items: [])
    }

    func defaultOccasion(for intent: BookTableIntent) -> INSpeakableString? {
        // TODO: Return the occasion a new configuration starts with.
        return nil
    }

    func provideExtrasOptionsCollection(for intent: BookTableIntent) async throws -> INObjectCollection<INObject> {
        // TODO: Return the extras the user can choose from.
        return INObjectCollection(items: [])
    }

    func defaultExtras(for intent: BookTableIntent) -> [INObject]? {
        // TODO: Return the extras a new configuration starts with.
        return nil
    }

    func handle(intent: BookTableIntent) async -> BookTableIntentResponse {
        // TODO: Perform the intent.
        return BookTableIntentResponse(code: .success, userActivity: nil)
    }
}

// MARK: - Dashboard

nonisolated final class ShowcaseDashboardIntentHandler: NSObject, ShowcaseDashboardIntentHandling {

    func provideTilesOptionsCollection(for intent: ShowcaseDashboardIntent) async throws -> INObjectCollection<DashboardTile> {
        // TODO: Return the tiles the user can choose from.
        return INObjectCollection(items: [])
    }

    func defaultTiles(for intent: ShowcaseDashboardIntent) -> [DashboardTile]? {
        // TODO: Return the tiles a new configuration starts with.
        return nil
    }
}

#endif
