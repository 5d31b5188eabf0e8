//
// FocusStateProvider.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: TeamNames.intents.yml
//

#if canImport(AppIntents) && canImport(WidgetKit)

import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// The values of `FocusControl`.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
public struct FocusStateProvider: ControlValueProvider {
    public init() {}

    public var previewValue: Bool { false }

    public func currentValue() async throws -> Bool {
        // TODO: Return whether Set Focus is on.
        return false
    }
}

#endif
