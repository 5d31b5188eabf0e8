/// How the printer writes the keys of "App Intents as a team writes them" (docs/language.md):
/// each only when the model has it, so a file without them prints as before.
enum AppIntentsPrinting {
    static func word(_ text: String, flow: Bool = false) -> YAMLValue { .scalar(YAMLText.quote(text, flow: flow)) }
    static func flag(_ value: Bool) -> YAMLValue { .scalar(value ? "true" : "false") }

    static func identity(_ identity: AppIntentsIdentity, nameKey: DefinitionKey) -> [YAMLEntry] {
        var entries: [YAMLEntry] = []
        if let name = identity.name { entries.append(YAMLEntry(nameKey, word(name.value))) }
        if let identifier = identity.persistentIdentifier {
            entries.append(YAMLEntry(.persistentIdentifier, word(identifier.value)))
        }
        return entries
    }

    static func intent(_ intent: IntentDefinition) -> [YAMLEntry] {
        var entries = identity(intent.appIntents, nameKey: .appIntentName)
        if let migrated = intent.migratedFromSiriKit {
            entries.append(YAMLEntry(.migratedFromSiriKit, flag(migrated.value)))
        }
        let settings = intent.appIntentSettings
        if let policy = settings.authenticationPolicy {
            entries.append(YAMLEntry(.authenticationPolicy, .scalar(policy.value.rawValue)))
        }
        for (key, value) in [
            (DefinitionKey.isDiscoverable, settings.isDiscoverable), (.predictable, settings.predictable),
            (.userFile, settings.userFile),
        ] {
            if let value { entries.append(YAMLEntry(key, flag(value.value))) }
        }
        if !settings.conformances.isEmpty {
            entries.append(
                YAMLEntry(
                    .conformances, .flowSequence(settings.conformances.map { YAMLText.quote($0.value, flow: true) })))
        }
        return entries
    }

    static func parameter(_ settings: ParameterAppIntentsSettings, localized: (LocalizedText) -> YAMLValue)
        -> [YAMLEntry]
    {
        var entries: [YAMLEntry] = []
        if let optional = settings.optional {
            entries.append(YAMLEntry(.optional, flag(optional.value)))
        }
        if let description = settings.description { entries.append(YAMLEntry(.description, localized(description))) }
        if let dialog = settings.requestValueDialog {
            entries.append(YAMLEntry(.requestValueDialog, localized(dialog.value)))
        }
        if let dialog = settings.requestDisambiguationDialog {
            entries.append(YAMLEntry(.requestDisambiguationDialog, localized(dialog.value)))
        }
        if let behavior = settings.inputConnectionBehavior {
            entries.append(YAMLEntry(.inputConnectionBehavior, .scalar(behavior.value.rawValue)))
        }
        if let provider = settings.optionsProvider {
            entries.append(YAMLEntry(.optionsProvider, word(provider.value)))
        }
        if let entityDefault = settings.entityDefault {
            entries.append(YAMLEntry(.entityDefault, flag(entityDefault.value)))
        }
        return entries
    }

    static func enumeration(_ definition: EnumDefinition) -> [YAMLEntry] {
        var entries = identity(definition.appIntents, nameKey: .appEnumName)
        if let rawType = definition.rawType { entries.append(YAMLEntry(.rawType, .scalar(rawType.value.rawValue))) }
        return entries
    }

    /// A case's App Intents keys, as pairs of its flow mapping.
    static func casePairs(_ enumCase: EnumCase, localized: (LocalizedText) -> YAMLValue) -> [(String, YAMLValue)] {
        var pairs: [(String, YAMLValue)] = []
        switch enumCase.rawValue?.value {
        case .text(let text)?: pairs.append((DefinitionKey.caseRawValue.rawValue, word(text, flow: true)))
        case .integer(let value)?: pairs.append((DefinitionKey.caseRawValue.rawValue, .scalar(String(value))))
        case nil: break
        }
        if let subtitle = enumCase.subtitle { pairs.append((DefinitionKey.subtitle.rawValue, localized(subtitle))) }
        if let symbol = enumCase.symbol {
            pairs.append((DefinitionKey.symbol.rawValue, word(symbol.value, flow: true)))
        }
        if let image = enumCase.image { pairs.append((DefinitionKey.image.rawValue, word(image.value, flow: true))) }
        return pairs
    }

    static func objectType(_ definition: ObjectTypeDefinition) -> [YAMLEntry] {
        var entries = identity(definition.appIntents, nameKey: .appEntityName)
        if let idType = definition.idType { entries.append(YAMLEntry(.idType, .scalar(idType.value.rawValue))) }
        var query = identity(definition.query, nameKey: .name)
        if let kind = definition.queryKind { query.append(YAMLEntry(.kind, .scalar(kind.value.rawValue))) }
        if definition.queryIsNested { query.append(YAMLEntry(.nested, .scalar("true"))) }
        if !definition.queryDependencies.isEmpty {
            let dependencies = definition.queryDependencies.map { dependency in
                YAMLEntry(
                    YAMLText.quote(dependency.name.value, flow: false),
                    .flowMapping([
                        (DefinitionKey.intent.rawValue, .scalar(YAMLText.quote(dependency.intent.value, flow: true))),
                        (
                            DefinitionKey.parameters.rawValue,
                            .flowSequence(dependency.parameters.map { YAMLText.quote($0.value, flow: true) })
                        ),
                    ]))
            }
            query.append(YAMLEntry(.dependencies, .mapping(dependencies)))
        }
        if !query.isEmpty { entries.append(YAMLEntry(.query, .mapping(query))) }
        switch definition.display {
        case .custom?: entries.append(YAMLEntry(.display, .scalar("custom")))
        case .template(let template)?:
            let texts: [(DefinitionKey, Located<String>?)] = [
                (.title, template.title), (.subtitle, template.subtitle), (.symbol, template.symbol),
                (.image, template.image),
            ]
            let display = texts.compactMap { key, text in text.map { YAMLEntry(key, word($0.value)) } }
            entries.append(YAMLEntry(.display, .mapping(display)))
        case nil: break
        }
        return entries
    }

    static func userFile(_ value: Located<Bool>?) -> [YAMLEntry] {
        value.map { [YAMLEntry(.userFile, flag($0.value))] } ?? []
    }

    static func modifiers(_ modifiers: WidgetConfigurationModifiers) -> [YAMLEntry] {
        var entries: [YAMLEntry] = []
        if modifiers.contentMarginsDisabled { entries.append(YAMLEntry(.contentMarginsDisabled, .scalar("true"))) }
        for (key, value) in [
            (DefinitionKey.containerBackgroundRemovable, modifiers.containerBackgroundRemovable),
            (.promptsForUserConfiguration, modifiers.promptsForUserConfiguration),
        ] {
            if let value { entries.append(YAMLEntry(key, flag(value.value))) }
        }
        if !modifiers.disfavoredLocations.isEmpty {
            let items = modifiers.disfavoredLocations.map { locations, families in
                YAMLValue.flowMapping([
                    (DefinitionKey.locations.rawValue, .flowSequence(locations.map(\.rawValue))),
                    (DefinitionKey.families.rawValue, .flowSequence(families.map(\.rawValue))),
                ])
            }
            entries.append(YAMLEntry(.disfavoredLocations, .sequence(items)))
        }
        return entries
    }

    static func control(_ control: ControlDefinition, localized: (LocalizedText) -> YAMLValue) -> [YAMLEntry] {
        var entries: [YAMLEntry] = []
        switch control.tint?.value {
        case .system(let color)?: entries.append(YAMLEntry(.tint, .scalar(color.rawValue)))
        case .asset(let name)?:
            entries.append(YAMLEntry(.tint, .flowMapping([(DefinitionKey.asset.rawValue, word(name, flow: true))])))
        case nil: break
        }
        if let prompts = control.promptsForUserConfiguration {
            entries.append(YAMLEntry(.promptsForUserConfiguration, flag(prompts.value)))
        }
        if let states = control.states {
            var pairs: [YAMLEntry] = []
            for (key, state) in [(DefinitionKey.on, states.on), (.off, states.off)] {
                let symbol: (DefinitionKey, String) =
                    switch state.symbol {
                    case .system(let name): (.symbol, name)
                    case .custom(let name): (.image, name)
                    }
                pairs.append(
                    YAMLEntry(
                        key,
                        .mapping([YAMLEntry(.title, localized(state.title)), YAMLEntry(symbol.0, word(symbol.1))])))
            }
            entries.append(YAMLEntry(.states, .mapping(pairs)))
        }
        if let value = control.value {
            var pairs: [(String, YAMLValue)] = [
                (DefinitionKey.type.rawValue, word(value.type.value, flow: true)),
                (DefinitionKey.isOn.rawValue, word(value.isOn.value, flow: true)),
            ]
            if let action = value.action {
                pairs.append((DefinitionKey.action.rawValue, word(action.value, flow: true)))
            }
            entries.append(YAMLEntry(.value, .flowMapping(pairs)))
        }
        return entries
    }

    static func property(_ settings: PropertyAppIntentsSettings) -> [YAMLEntry] {
        [(DefinitionKey.optional, settings.optional), (.property, settings.isProperty)].compactMap { key, value in
            value.map { YAMLEntry(key, flag($0.value)) }
        }
    }
}
