//
// LightProvider.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: ControlValues.intents.yml
//

#if canImport(AppIntents) && canImport(WidgetKit)

import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// The values of `Light`.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
struct LightProvider: ControlValueProvider {
    init() {}

    var previewValue: LightState {
        // TODO: Return a LightState to show in the controls gallery, quickly.
        fatalError("Return the LightState of Light.")
    }

    func currentValue() async throws -> LightState {
        // TODO: Return the LightState of Light now.
        fatalError("Return the LightState of Light.")
    }
}

#endif
