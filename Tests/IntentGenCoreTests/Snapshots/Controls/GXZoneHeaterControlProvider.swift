//
// GXZoneHeaterControlProvider.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: Controls.intents.yml
//

#if canImport(AppIntents) && canImport(WidgetKit)

import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// The values of `GXZoneHeaterControl`.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
internal struct GXZoneHeaterControlProvider: AppIntentControlValueProvider {
    internal init() {}

    internal func previewValue(configuration: GXChooseDoorAppIntent) -> GXZoneHeaterControlValue {
        GXZoneHeaterControlValue(isOn: false, action: GXSetHeaterAppIntent())
    }

    internal func currentValue(configuration: GXChooseDoorAppIntent) async throws -> GXZoneHeaterControlValue {
        // TODO: Return whether Heater is on for `configuration`, and the action that sets it.
        return GXZoneHeaterControlValue(isOn: false, action: GXSetHeaterAppIntent())
    }
}

#endif
