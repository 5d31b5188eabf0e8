/// The arguments of an App Intents `@Parameter` that come from the parameter's metadata, as
/// Xcode's conversion to App Intents keeps them: a string's keyboard and text options become
/// `inputOptions`, a Boolean's display names `displayName`, a duration's default and unit
/// `defaultValue` and `defaultUnit`, a file's types `supportedTypeIdentifiers`, and a currency
/// amount's codes `currencyCodes`.
///
/// Each argument is keyed by the metadata that carries it, not by the parameter's type: the type
/// catalogue already says which types take which metadata. Every argument used here exists from
/// iOS 16, the App Intents code's availability.
extension AppIntentsRenderer {
    /// The metadata arguments of `parameter`, in the order Apple's initialisers take them (after
    /// `default:`, before `controlStyle:`). Apple's initialisers for arrays take none of them.
    func metadataArguments(_ parameter: ParameterDefinition) -> [String] {
        guard !parameter.isArray else { return [] }
        let metadata = parameter.metadata
        var arguments: [String] = []
        if let options = inputOptions(metadata) { arguments.append("inputOptions: \(options)") }
        if let whenTrue = metadata.trueDisplayName, let whenFalse = metadata.falseDisplayName {
            // `Bool.IntentDisplayName` takes both texts; Xcode's editor shows both fields.
            let name = "parameter `\(parameter.name.value)`"
            let shown = localized(whenTrue, "the true display name of \(name)", at: parameter.name.location)
            let hidden = localized(whenFalse, "the false display name of \(name)", at: parameter.name.location)
            arguments.append("displayName: Bool.IntentDisplayName(true: \(shown), false: \(hidden))")
        }
        if let identifiers = typeIdentifiers(metadata) {
            arguments.append("supportedTypeIdentifiers: [\(identifiers.map(literal).joined(separator: ", "))]")
        }
        if let codes = metadata.currencyCodes, !codes.isEmpty {
            arguments.append("currencyCodes: [\(codes.map(literal).joined(separator: ", "))]")
        }
        return arguments
    }

    /// `String.IntentInputOptions(…)` with the options the parameter sets, or nil when it sets
    /// none (App Intents' defaults then apply).
    private func inputOptions(_ metadata: TypeMetadata) -> String? {
        var options: [String] = []
        if let keyboard = metadata.keyboard { options.append("keyboardType: .\(Self.keyboardType(keyboard))") }
        if let capitalization = metadata.capitalization {
            options.append("capitalizationType: .\(Self.capitalizationType(capitalization))")
        }
        if let multiline = metadata.multiline { options.append("multiline: \(multiline)") }
        if let autocorrect = metadata.autocorrect { options.append("autocorrect: \(autocorrect)") }
        if let smartQuotes = metadata.smartQuotes { options.append("smartQuotes: \(smartQuotes)") }
        if let smartDashes = metadata.smartDashes { options.append("smartDashes: \(smartDashes)") }
        return options.isEmpty ? nil : "String.IntentInputOptions(\(options.joined(separator: ", ")))"
    }

    /// `String.IntentInputOptions.KeyboardType` mirrors UIKit's `UIKeyboardType`, whose case for
    /// URLs is `URL`.
    static func keyboardType(_ keyboard: TypeMetadata.Keyboard) -> String {
        keyboard == .url ? "URL" : keyboard.rawValue
    }

    /// `String.IntentInputOptions.CapitalizationType` mirrors `UITextAutocapitalizationType`.
    static func capitalizationType(_ capitalization: TypeMetadata.Capitalization) -> String {
        capitalization == .characters ? "allCharacters" : capitalization.rawValue
    }

    /// The uniform type identifiers a file parameter accepts; nil for any file.
    private func typeIdentifiers(_ metadata: TypeMetadata) -> [String]? {
        switch metadata.fileType {
        case nil, .any?: return nil
        case .plainText?: return ["public.plain-text"]
        case .image?: return ["public.image"]
        case .custom?:
            guard let utis = metadata.utis?.value, !utis.isEmpty else { return nil }
            return utis
        }
    }

    /// A duration's static default (in seconds, as Xcode stores it) and unit as the arguments of
    /// App Intents' duration initialiser: `defaultValue: 5.0, defaultUnit: .minutes`. The value is
    /// given in the unit. App Intents has no unit of days, so days become hours.
    func durationArguments(defaultSeconds: Double?, unit: TypeMetadata.DurationUnit?) -> [String] {
        let (name, seconds): (String, Double) =
            switch unit {
            case nil, .seconds?: ("seconds", 1)
            case .minutes?: ("minutes", 60)
            case .hours?, .days?: ("hours", 3600)
            }
        var arguments: [String] = []
        if let defaultSeconds { arguments.append("defaultValue: \(number(defaultSeconds / seconds, for: .decimal))") }
        if unit != nil || defaultSeconds != nil { arguments.append("defaultUnit: .\(name)") }
        return arguments
    }
}
