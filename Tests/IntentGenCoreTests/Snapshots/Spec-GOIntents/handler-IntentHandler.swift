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
        case is ReservationConfigurationIntent:
            return ReservationConfigurationIntentHandler()
        case is FavoritePlaceConfigurationIntent:
            return FavoritePlaceConfigurationIntentHandler()
        default:
            return self
        }
    }
}

// MARK: - Reservations

nonisolated final class ReservationConfigurationIntentHandler: NSObject, ReservationConfigurationIntentHandling {
}

// MARK: - Favorite Places

nonisolated final class FavoritePlaceConfigurationIntentHandler: NSObject, FavoritePlaceConfigurationIntentHandling {

    func providePlacesOptionsCollection(for intent: FavoritePlaceConfigurationIntent, searchTerm: String?) async throws -> INObjectCollection<FavoritePlace> {
        // TODO: Return the places the user can choose from that match `searchTerm`.
        return INObjectCollection(items: [])
    }

    func defaultPlaces(for intent: FavoritePlaceConfigurationIntent) -> [FavoritePlace]? {
        // TODO: Return the places a new configuration starts with.
        return nil
    }
}

#endif
