/// The keys of the definitions language (docs/language.md), each named once: the decoder reads,
/// the printer writes and every message quotes a key through this table, so they cannot drift
/// apart. The type-metadata keys are ``MetadataKey``'s; the sets below say which keys each
/// mapping of the language takes, in the order messages list them.
@_spi(SwiftImport) public enum DefinitionKey: String, LanguageKey, Sendable, Hashable, CaseIterable {
    // The file's settings and sections.
    case language, classPrefix, intents, systemIntents, enums, types, widgets, controls, appShortcutsProvider,
        shortcutTileColor, xcode
    // An intent's.
    case title, description, category, verb, eligibleForWidgets, eligibleForSuggestions, configurable,
        confirmationRequired, keyParameter, inputParameter, image, className, parameters, summaries,
        shortcutsSummaries, response, openAppWhenRun, appIntentOnly, opensURL, shortcut
    // How a team writes an intent's App Intents declaration.
    case appIntentName, persistentIdentifier, migratedFromSiriKit, authenticationPolicy, isDiscoverable,
        conformances, predictable
    // A parameter's and a property's.
    case type, array, arraySizes, displayName, resolvable, options, search, `default`, visibleWhen, prompts,
        customDisambiguation, unsupportedReasons, typeByName
    // How a team writes a parameter's and a custom type's property's App Intents declaration.
    case optional, requestValueDialog, requestDisambiguationDialog, inputConnectionBehavior, optionsProvider,
        entityDefault, property
    // A relationship (`visibleWhen`).
    case parameter, equals
    // A summary's.
    case subtitle, primary, background, linked
    // A response's and a response code's.
    case output, properties, codes, success, dialog, conciseDialog
    // An enum's and a case's.
    case unknown, cases, appEnumName, rawType, index, symbol
    /// `rawValue` of a case (named apart from the enum's own `rawValue`).
    case caseRawValue = "rawValue"
    // A custom type's, its entity query's and its display's.
    case appEntityName, idType, query, display, name, kind, nested, dependencies, intent
    // An App Shortcut's and a system intent's.
    case phrases, shortTitle, translations
    // A widget's and a control's.
    case families, provider, entry, view, contentMarginsDisabled, containerBackgroundRemovable,
        promptsForUserConfiguration, disfavoredLocations, locations, style, action, configuration, tint, states,
        value, isOn, on, off, asset
    /// `userFile: false`: the team's code already declares what intentgen's file of theirs would.
    case userFile
    // The `xcode` block's.
    case namespace, ids, tags, lastTags
}

extension DefinitionKey {
    /// The top level of a file.
    static let fileKeys: [DefinitionKey] = [
        .language, .classPrefix, .intents, .systemIntents, .enums, .types, .widgets, .controls,
        .appShortcutsProvider, .shortcutTileColor, .xcode,
    ]
    /// An intent's (its App Intents keys are ``appIntentsIntentKeys``).
    static let intentKeys: [DefinitionKey] = [
        .title, .description, .category, .verb, .eligibleForWidgets, .eligibleForSuggestions, .configurable,
        .confirmationRequired, .keyParameter, .inputParameter, .image, .className, .parameters, .summaries,
        .shortcutsSummaries, .response, .openAppWhenRun, .appIntentOnly, .opensURL, .shortcut,
    ]
    /// A parameter's (with the type-metadata keys and ``appIntentsParameterKeys``).
    static let parameterKeys: [DefinitionKey] = [
        .type, .array, .arraySizes, .displayName, .configurable, .resolvable, .options, .search, .default,
        .visibleWhen, .prompts, .customDisambiguation, .unsupportedReasons, .typeByName,
    ]
    /// A property's, of a response or a custom type (with the type-metadata keys).
    static let propertyKeys: [DefinitionKey] = [.type, .array, .displayName, .typeByName]
    /// A parameter's `visibleWhen` written as a mapping.
    static let relationshipKeys: [DefinitionKey] = [.parameter, .equals]
    /// An item of `summaries`.
    static let summaryKeys: [DefinitionKey] = [.parameters, .title, .subtitle, .primary, .background, .linked]
    /// An item of `shortcutsSummaries`.
    static let shortcutsSummaryKeys: [DefinitionKey] = [.parameters, .title, .subtitle, .background]
    /// An intent's `response`.
    static let responseKeys: [DefinitionKey] = [.output, .properties, .codes]
    /// A response code written as a mapping.
    static let codeKeys: [DefinitionKey] = [.success, .dialog, .conciseDialog]
    /// An enum's (its App Intents keys are ``appIntentsEnumKeys``).
    static let enumKeys: [DefinitionKey] = [.displayName, .unknown, .cases]
    /// A case written as a mapping (its App Intents keys are ``appIntentsCaseKeys``).
    static let caseKeys: [DefinitionKey] = [.displayName, .index]
    /// A custom type's (its App Intents keys are ``appIntentsTypeKeys``).
    static let typeKeys: [DefinitionKey] = [.displayName, .properties]

    /// An intent's App Intents keys.
    static let appIntentsIntentKeys: [DefinitionKey] = [
        .appIntentName, .persistentIdentifier, .migratedFromSiriKit, .authenticationPolicy, .isDiscoverable,
        .conformances, .predictable, .userFile,
    ]
    /// A parameter's App Intents keys.
    static let appIntentsParameterKeys: [DefinitionKey] = [
        .optional, .description, .requestValueDialog, .requestDisambiguationDialog, .inputConnectionBehavior,
        .optionsProvider, .entityDefault,
    ]
    /// An enum's App Intents keys.
    static let appIntentsEnumKeys: [DefinitionKey] = [.appEnumName, .persistentIdentifier, .rawType]
    /// A case's App Intents keys.
    static let appIntentsCaseKeys: [DefinitionKey] = [.caseRawValue, .subtitle, .symbol, .image]
    /// A custom type's App Intents keys.
    static let appIntentsTypeKeys: [DefinitionKey] = [
        .appEntityName, .persistentIdentifier, .idType, .query, .display,
    ]
    /// A custom type's `query`.
    static let queryKeys: [DefinitionKey] = [.name, .persistentIdentifier, .kind, .nested, .dependencies]
    /// A dependency of a query.
    static let dependencyKeys: [DefinitionKey] = [.intent, .parameters]
    /// A custom type's property's App Intents keys (a response's property has none).
    static let typePropertyKeys: [DefinitionKey] = [.optional, .property]
    /// A custom type's `display` written as a mapping.
    static let displayKeys: [DefinitionKey] = [.title, .subtitle, .symbol, .image]

    /// An intent's `shortcut`.
    static let appShortcutKeys: [DefinitionKey] = [.phrases, .shortTitle, .symbol]
    /// A system intent's.
    static let systemIntentKeys: [DefinitionKey] = [.className, .xcode, .translations]

    /// A widget's.
    static let widgetKeys: [DefinitionKey] = [
        .kind, .displayName, .description, .families, .intent, .provider, .entry, .view, .contentMarginsDisabled,
        .containerBackgroundRemovable, .promptsForUserConfiguration, .disfavoredLocations, .userFile,
    ]
    /// An item of a widget's `disfavoredLocations`.
    static let disfavoredLocationKeys: [DefinitionKey] = [.locations, .families]
    /// A control's.
    static let controlKeys: [DefinitionKey] = [
        .kind, .displayName, .description, .style, .action, .configuration, .symbol, .image, .provider, .tint,
        .promptsForUserConfiguration, .states, .value, .userFile,
    ]
    /// A control's `value`.
    static let controlValueKeys: [DefinitionKey] = [.type, .isOn, .action]
    /// A control's `states`.
    static let controlStatesKeys: [DefinitionKey] = [.on, .off]
    /// One state of a control's `states`.
    static let controlStateKeys: [DefinitionKey] = [.title, .symbol, .image]
    /// A control's `tint` written as a mapping.
    static let tintKeys: [DefinitionKey] = [.asset]

    /// The file's `xcode` block.
    static let xcodeIdentityKeys: [DefinitionKey] = [.namespace, .ids, .tags, .lastTags]
}

/// A key of the definitions language: a ``DefinitionKey`` or a ``MetadataKey``.
protocol LanguageKey: RawRepresentable where RawValue == String {}

extension LanguageKey {
    /// The key as messages quote it: `` `search` ``.
    var quoted: String { "`\(rawValue)`" }

    /// The key as hints quote it opening an entry to write: `` `type:` ``.
    var quotedWithColon: String { "`\(rawValue):`" }

    /// The key with `value` as hints quote an entry to write: `` `options: dynamic` ``.
    func quoted(_ value: String) -> String { "`\(rawValue): \(value)`" }
}

extension MetadataKey: LanguageKey {}
