//
// GXDoorControlProvider.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: Controls.intents.yml
//

#if canImport(AppIntents) && canImport(WidgetKit)

import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// The values of `GXDoorControl`.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
internal struct GXDoorControlProvider: AppIntentControlValueProvider {
    internal init() {}

    internal func previewValue(configuration: GXChooseDoorAppIntent) -> GXOpenDoorAppIntent {
        GXOpenDoorAppIntent()
    }

    internal func currentValue(configuration: GXChooseDoorAppIntent) async throws -> GXOpenDoorAppIntent {
        // TODO: Return the action that `configuration` asks for.
        return GXOpenDoorAppIntent()
    }
}

#endif
