//
// FanProvider.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: ControlValues.intents.yml
//

#if canImport(AppIntents) && canImport(WidgetKit)

import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// The values of `Fan`.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
struct FanProvider: AppIntentControlValueProvider {
    init() {}

    func previewValue(configuration: ChooseRoomAppIntent) -> FanState {
        // TODO: Return a FanState to show in the controls gallery, quickly.
        fatalError("Return the FanState of Fan.")
    }

    func currentValue(configuration: ChooseRoomAppIntent) async throws -> FanState {
        // TODO: Return the FanState of Fan for `configuration`.
        fatalError("Return the FanState of Fan.")
    }
}

#endif
