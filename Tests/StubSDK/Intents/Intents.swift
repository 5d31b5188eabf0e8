// The Swift half of the stub Intents, built as Intents.swiftmodule against the stub Foundation.
// It re-exports the Objective-C module of the same name and adds what Apple's Intents overlay adds.
// Declarations only: every body traps, and nothing here is ever run.

@_exported import Intents

public protocol _INIntentSetImageKeyPath {}

extension INIntent: _INIntentSetImageKeyPath {}

extension _INIntentSetImageKeyPath {
    public func setImage<Value>(_ image: INImage?, forParameterNamed parameterName: KeyPath<Self, Value>) { fatalError("stub") }
    public func image<Value>(forParameterNamed parameterName: KeyPath<Self, Value>) -> INImage? { fatalError("stub") }
}

extension INIntegerResolutionResult {
    @nonobjc public static func confirmationRequired(with valueToConfirm: Int?) -> Self { fatalError("stub") }
}

extension INDoubleResolutionResult {
    @nonobjc public static func confirmationRequired(with valueToConfirm: Double?) -> Self { fatalError("stub") }
}

extension INBooleanResolutionResult {
    @nonobjc public static func confirmationRequired(with valueToConfirm: Bool?) -> Self { fatalError("stub") }
}
