/// The arguments of an App Intents `@Parameter` that come from the parameter's metadata, as
/// Xcode's conversion to App Intents keeps them: a string's keyboard and text options become
/// `inputOptions`, a Boolean's display names `displayName`, a duration's default and unit
/// `defaultValue` and `defaultUnit`, a file's types `supportedTypeIdentifiers`, and a currency
/// amount's codes `currencyCodes`.
/// A file's types are the one metadata an array parameter keeps, and with iOS 18 deployment
/// targets they are `supportedContentTypes`.
///
/// Each argument is keyed by the metadata that carries it, not by the parameter's type: the type
/// catalogue already says which types take which metadata. Every argument used here exists from
/// iOS 16, the App Intents code's availability.
extension AppIntentsRenderer {
    /// The metadata arguments of `parameter`, in the order Apple's initialisers take them (after
    /// `default:`, before `controlStyle:`). Apple's initialisers for arrays take none of them.
    func metadataArguments(_ parameter: ParameterDefinition) -> [String] {
        let metadata = parameter.metadata
        // The file initialisers are declared for `Value.ValueType == IntentFile`, which an array
        // of files meets too; the others are for one value.
        guard !parameter.isArray else { return fileTypeArguments(metadata) }
        var arguments: [String] = []
        if let options = inputOptions(metadata) { arguments.append("inputOptions: \(options)") }
        if let whenTrue = metadata.trueDisplayName, let whenFalse = metadata.falseDisplayName {
            // `Bool.IntentDisplayName` takes both texts; Xcode's editor shows both fields.
            let shown = localized(whenTrue)
            let hidden = localized(whenFalse)
            arguments.append("displayName: Bool.IntentDisplayName(true: \(shown), false: \(hidden))")
        }
        arguments += fileTypeArguments(metadata)
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

    /// The types a file parameter accepts: iOS 18's `supportedContentTypes: [UTType]` when every
    /// deployment target is 18 or later (``GenerationOptions/takesContentTypes``), else
    /// `supportedTypeIdentifiers: [String]` (iOS 16, deprecated in 18); nothing for any file.
    private func fileTypeArguments(_ metadata: TypeMetadata) -> [String] {
        guard let identifiers = Self.typeIdentifiers(metadata) else { return [] }
        guard options.takesContentTypes else {
            return ["supportedTypeIdentifiers: [\(identifiers.map(literal).joined(separator: ", "))]"]
        }
        let types = identifiers.map { identifier in
            UniformTypes.member(of: identifier).map { "." + $0 } ?? "UTType(importedAs: \(literal(identifier)))"
        }
        return ["supportedContentTypes: [\(types.joined(separator: ", "))]"]
    }

    /// Whether some parameter of the file names `UTType`s, so the code imports UniformTypeIdentifiers.
    static func usesContentTypes(_ file: DefinitionFile, options: GenerationOptions) -> Bool {
        options.takesContentTypes
            && file.intents.contains { $0.parameters.contains { typeIdentifiers($0.metadata) != nil } }
    }

    /// The uniform type identifiers a file parameter accepts; nil for any file.
    private static func typeIdentifiers(_ metadata: TypeMetadata) -> [String]? {
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

/// The `UTType` members of UniformTypeIdentifiers for the system's public identifiers, so a file
/// parameter reads `[.pdf]`, as a team writes it; any other identifier is
/// `UTType(importedAs:)`, which stands for the type whether or not this app declares it.
enum UniformTypes {
    static func member(of identifier: String) -> String? { members[identifier] }

    private static let members: [String: String] = [
        "public.item": "item", "public.content": "content", "public.data": "data",
        "public.text": "text", "public.plain-text": "plainText", "public.utf8-plain-text": "utf8PlainText",
        "public.rtf": "rtf", "public.html": "html", "public.xml": "xml", "public.json": "json",
        "public.comma-separated-values-text": "commaSeparatedText", "public.vcard": "vCard",
        "public.image": "image", "public.png": "png", "public.jpeg": "jpeg", "public.heic": "heic",
        "public.tiff": "tiff", "com.compuserve.gif": "gif", "public.svg-image": "svg",
        "com.adobe.pdf": "pdf", "public.movie": "movie", "public.video": "video",
        "public.mpeg-4": "mpeg4Movie", "com.apple.quicktime-movie": "quickTimeMovie",
        "public.audio": "audio", "public.mp3": "mp3", "public.url": "url", "public.file-url": "fileURL",
        "public.folder": "folder", "public.directory": "directory", "public.archive": "archive",
        "public.zip-archive": "zip", "public.spreadsheet": "spreadsheet", "public.presentation": "presentation",
    ]
}
