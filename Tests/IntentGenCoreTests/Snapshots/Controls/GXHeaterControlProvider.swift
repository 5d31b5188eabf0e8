//
// GXHeaterControlProvider.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: Controls.intents.yml
//

#if canImport(AppIntents) && canImport(WidgetKit)

import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// The values of `GXHeaterControl`.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
internal struct GXHeaterControlProvider: ControlValueProvider {
    internal init() {}

    internal var previewValue: Bool { false }

    internal func currentValue() async throws -> Bool {
        // TODO: Return whether Garage Heater is on.
        return false
    }
}

#endif
