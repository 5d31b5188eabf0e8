//
// RoomLightProvider.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: ControlValues.intents.yml
//

#if canImport(AppIntents) && canImport(WidgetKit)

import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// The values of `RoomLight`.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
struct RoomLightProvider: AppIntentControlValueProvider {
    init() {}

    func previewValue(configuration: ChooseRoomAppIntent) -> RoomLightState {
        // TODO: Return a RoomLightState to show in the controls gallery, quickly.
        fatalError("Return the RoomLightState of Room Light.")
    }

    func currentValue(configuration: ChooseRoomAppIntent) async throws -> RoomLightState {
        // TODO: Return the RoomLightState of Room Light for `configuration`.
        fatalError("Return the RoomLightState of Room Light.")
    }
}

#endif
