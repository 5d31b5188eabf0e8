extension FileValidation {
    // MARK: App Intents as a team writes them

    /// The keys of docs/language.md's "App Intents as a team writes them": pinned names are type
    /// names, persistent identifiers are not empty, raw values fit and are unique, dialogs and
    /// options providers are where Apple's initialisers take them. Clashes between pinned names
    /// and every other generated name are ``OutputNames``'s, as for any name.
    func validateAppIntentsSettings() {
        if let name = file.appShortcutsProvider {
            checkName(name, DefinitionKey.appShortcutsProvider.quoted, kind: .typeName)
        }
        for intent in file.intents {
            checkIdentity(intent.appIntents, named: DefinitionKey.appIntentName.rawValue)
            validateConformances(intent)
            for parameter in intent.parameters { validateAppIntentsParameter(parameter, in: intent) }
        }
        for definition in file.enums {
            checkIdentity(definition.appIntents, named: DefinitionKey.appEnumName.rawValue)
            validateRawValues(definition)
            for enumCase in definition.cases {
                if let symbol = enumCase.symbol, let image = enumCase.image {
                    diagnostics.emit(
                        .error(
                            .invalidValue,
                            "case `\(enumCase.name.value)` of enum `\(definition.name.value)` has both \(DefinitionKey.symbol.quoted) and \(DefinitionKey.image.quoted)",
                            at: image.location,
                            hint:
                                "a case shows one image: keep \(DefinitionKey.symbol.quoted) or \(DefinitionKey.image.quoted)",
                            notes: [.init("\(DefinitionKey.symbol.quoted) is given here", at: symbol.location)]))
                }
            }
        }
        // The parameters that search, by the name of their type: one pass over the file.
        var searching: [String: [(intent: IntentDefinition, parameter: ParameterDefinition)]] = [:]
        for intent in file.intents {
            for parameter in intent.parameters where parameter.supportsSearch {
                if case .named(let name) = parameter.type.value {
                    searching[name, default: []].append((intent, parameter))
                }
            }
        }
        let intentsByName = Dictionary(
            file.intents.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for definition in file.types {
            checkIdentity(definition.appIntents, named: DefinitionKey.appEntityName.rawValue)
            checkIdentity(definition.query, named: "\(DefinitionKey.name.quoted) of the query")
            validateEntityDisplay(definition)
            validateQueryKind(definition, searchedBy: searching[definition.name.value] ?? [])
            validateQueryDependencies(definition, intents: intentsByName)
        }
        validateSharedOptionsProviders()
        validateWidgetNames()
    }

    /// Pinned widget and control names are type names. Widgets that share a timeline provider
    /// share its intent and entry (the provider's associated types), and an entry or view
    /// belongs to one provider, whose file declares it.
    private func validateWidgetNames() {
        for control in file.controls {
            if let provider = control.provider { checkName(provider, DefinitionKey.provider.quoted, kind: .typeName) }
            if let states = control.states, control.style != .toggle {
                diagnostics.emit(
                    .error(
                        .invalidValue, "control `\(control.name.value)` is a button, which has no on and off states",
                        at: states.location,
                        hint:
                            "remove \(DefinitionKey.states.quoted), or make it \(DefinitionKey.style.quoted("toggle"))")
                )
            }
            if let value = control.value { validateControlValue(value, of: control) }
            if let prompts = control.promptsForUserConfiguration, prompts.value, control.configuration == nil {
                diagnostics.emit(
                    .error(
                        .invalidValue,
                        "control `\(control.name.value)` has no \(DefinitionKey.configuration.quoted) to prompt for",
                        at: prompts.location,
                        hint:
                            "give it a \(DefinitionKey.configuration.quoted) intent, or remove \(DefinitionKey.promptsForUserConfiguration.quoted)"
                    ))
            }
        }
        let namer = Namer()
        var first: [String: WidgetDefinition] = [:]
        var owners: [String: (provider: String, widget: WidgetDefinition)] = [:]
        for widget in file.widgets {
            for (key, name) in [
                (DefinitionKey.provider, widget.provider), (.entry, widget.entry), (.view, widget.view),
            ] {
                if let name { checkName(name, key.quoted, kind: .typeName) }
            }
            let provider = namer.widgetProvider(widget)
            if let earlier = first[provider] {
                let same = [
                    ("intent", earlier.intent.value, widget.intent.value, widget.intent.location),
                    (
                        "entry", namer.widgetEntry(earlier), namer.widgetEntry(widget),
                        widget.entry?.location ?? widget.name.location
                    ),
                ]
                for (what, theirs, mine, location) in same where theirs != mine {
                    diagnostics.emit(
                        .error(
                            .duplicateName,
                            "widget `\(widget.name.value)` shares provider `\(provider)` with widget `\(earlier.name.value)` but not its \(what) (`\(mine)`, not `\(theirs)`)",
                            at: location,
                            hint: "a timeline provider has one intent and one entry: name another provider",
                            notes: [.init("widget `\(earlier.name.value)` is declared here", at: earlier.name.location)]
                        ))
                }
            } else {
                first[provider] = widget
            }
            for (what, name, location) in [
                ("entry", namer.widgetEntry(widget), widget.entry?.location),
                ("view", namer.widgetView(widget), widget.view?.location),
            ] {
                guard let owner = owners[what + " " + name] else {
                    owners[what + " " + name] = (provider, widget)
                    continue
                }
                guard owner.provider != provider else { continue }
                diagnostics.emit(
                    .error(
                        .duplicateName,
                        "widget `\(widget.name.value)` names the \(what) `\(name)` of widget `\(owner.widget.name.value)`, whose provider is `\(owner.provider)`, not `\(provider)`",
                        at: location ?? widget.name.location,
                        hint:
                            "the \(what) is declared beside its provider: share the provider too, or name another \(what)",
                        notes: [
                            .init(
                                "widget `\(owner.widget.name.value)` is declared here", at: owner.widget.name.location)
                        ]))
            }
        }
    }

    /// The pinned name (called `what` in messages) and the persistent identifier of `identity`.
    private func checkIdentity(_ identity: AppIntentsIdentity, named what: String) {
        if let name = identity.name { checkName(name, what, kind: .typeName) }
        if let identifier = identity.persistentIdentifier, identifier.value.isEmpty {
            diagnostics.emit(
                .error(
                    .invalidValue, "\(DefinitionKey.persistentIdentifier.quoted) is empty", at: identifier.location,
                    hint: "give the type name the system knows the declaration by, such as `OldNameIntent`"))
        }
    }

    /// Raw values are unique within the enum: placed widgets and saved Shortcuts store them.
    private func validateRawValues(_ definition: EnumDefinition) {
        var first: [EnumRawValue: EnumCase] = [:]
        for enumCase in definition.cases {
            let value = definition.rawValue(of: enumCase)
            guard let earlier = first[value] else {
                first[value] = enumCase
                continue
            }
            let written: String
            switch value {
            case .text(let text): written = text.swiftLiteral
            case .integer(let number): written = String(number)
            }
            diagnostics.emit(
                .error(
                    .duplicateName,
                    "case `\(enumCase.name.value)` of enum `\(definition.name.value)` has the raw value \(written) of case `\(earlier.name.value)`",
                    at: enumCase.rawValue?.location ?? enumCase.indexLocation ?? enumCase.name.location,
                    hint: "each case needs its own \(DefinitionKey.caseRawValue.quoted)",
                    notes: [
                        .init(
                            "case `\(earlier.name.value)` is declared here",
                            at: earlier.rawValue?.location ?? earlier.name.location)
                    ]))
        }
    }

    private func validateAppIntentsParameter(_ parameter: ParameterDefinition, in intent: IntentDefinition) {
        let settings = parameter.appIntents
        guard !settings.isEmpty else { return }
        let what = "parameter `\(parameter.name.value)` of intent `\(intent.name.value)`"
        let type = parameter.type.value
        let isEnumOrEntity = isEnum(type) != nil || isObject(type)
        let sizedEntities = parameter.isArray && isObject(type) && !parameter.arraySizes.isEmpty
        let dialogs = [
            (DefinitionKey.requestValueDialog, settings.requestValueDialog),
            (.requestDisambiguationDialog, settings.requestDisambiguationDialog),
        ]
        for (key, text) in dialogs {
            guard let text else { continue }
            if sizedEntities {
                diagnostics.emit(
                    .error(
                        .invalidOptions,
                        "\(what) is an array with \(DefinitionKey.arraySizes.quoted), whose App Intents initialiser takes no \(key.quoted)",
                        at: text.location, hint: "remove \(key.quoted), or \(DefinitionKey.arraySizes.quoted)"))
            } else if key == .requestDisambiguationDialog, !isEnumOrEntity {
                diagnostics.emit(
                    .error(
                        .invalidOptions,
                        "\(what) of type `\(type)` cannot have a \(DefinitionKey.requestDisambiguationDialog.quoted)",
                        at: text.location,
                        hint:
                            "App Intents asks to disambiguate only among enum cases and entities; use \(DefinitionKey.requestValueDialog.quoted)"
                    ))
            }
        }
        if let provider = settings.optionsProvider {
            checkName(provider, DefinitionKey.optionsProvider.quoted, kind: .typeName)
            if parameter.options?.value != .dynamic || isObject(type) || isEnum(type) != nil
                || type.traits?.appIntentsDynamicOptions == false
            {
                let reason =
                    isObject(type)
                    ? "an entity's options come from its query (\(DefinitionKey.query.quotedWithColon) of type `\(type)`)"
                    : parameter.options?.value != .dynamic
                        ? "it needs \(DefinitionKey.options.quoted("dynamic"))"
                        : "App Intents has no options provider for type `\(type)`"
                diagnostics.emit(
                    .error(
                        .invalidOptions,
                        "\(what) has an \(DefinitionKey.optionsProvider.quoted) but no options provider: \(reason)",
                        at: provider.location,
                        hint: parameter.options?.value != .dynamic && !isObject(type) && isEnum(type) == nil
                            ? "add \(DefinitionKey.options.quoted("dynamic"))"
                            : "remove \(DefinitionKey.optionsProvider.quoted)"))
            }
        }
        if let entityDefault = settings.entityDefault, entityDefault.value,
            !isObject(type) || !parameter.hasDynamicDefault || parameter.isArray
        {
            diagnostics.emit(
                .error(
                    .invalidOptions,
                    "\(what) takes no default from an entity's query: \(DefinitionKey.entityDefault.quoted) is for one value of a custom type with \(DefinitionKey.default.quoted("dynamic"))",
                    at: entityDefault.location,
                    hint: parameter.isArray
                        ? "an array's default comes from a query of the parameter's own: remove \(DefinitionKey.entityDefault.quoted)"
                        : "remove \(DefinitionKey.entityDefault.quoted), or give the parameter a custom type and \(DefinitionKey.default.quoted("dynamic"))"
                ))
        }
        if settings.optional?.value == false, intent.eligibleForWidgets, parameter.defaultValue == nil {
            diagnostics.emit(
                .warning(
                    .invalidOptions,
                    "\(what) is not optional and has no default, which Xcode warns about in a widget configuration intent",
                    at: settings.optional?.location,
                    hint:
                        "give it a \(DefinitionKey.default.quoted), or leave out \(DefinitionKey.optional.quoted("false"))"
                ))
        }
    }

    /// Parameters that name one options provider share it, so their values must be of one type.
    private func validateSharedOptionsProviders() {
        var first: [String: (parameter: ParameterDefinition, intent: IntentDefinition)] = [:]
        for intent in file.intents {
            for parameter in intent.parameters {
                guard let name = parameter.appIntents.optionsProvider?.value else { continue }
                guard let owner = first[name] else {
                    first[name] = (parameter, intent)
                    continue
                }
                guard owner.parameter.type.value != parameter.type.value else { continue }
                diagnostics.emit(
                    .error(
                        .duplicateName,
                        "options provider `\(name)` of parameter `\(parameter.name.value)` gives values of type `\(parameter.type.value)`, but it is shared with parameter `\(owner.parameter.name.value)` of intent `\(owner.intent.name.value)`, of type `\(owner.parameter.type.value)`",
                        at: parameter.appIntents.optionsProvider?.location ?? parameter.name.location,
                        hint: "a provider gives one type of value: name another provider",
                        notes: [
                            .init(
                                "the provider is named first here",
                                at: owner.parameter.appIntents.optionsProvider?.location
                                    ?? owner.parameter.name.location)
                        ]))
            }
        }
    }

    /// A display template names members whose values a `LocalizedStringResource` can show: a
    /// string (an optional one shows as empty), or a number, enum case or entity that is always
    /// there; and the id when it is a string or an integer.
    private func validateEntityDisplay(_ definition: ObjectTypeDefinition) {
        guard case .template(let template)? = definition.display else { return }
        let what = "type `\(definition.name.value)`"
        if let symbol = template.symbol, let image = template.image {
            diagnostics.emit(
                .error(
                    .invalidValue,
                    "the display of \(what) has both \(DefinitionKey.symbol.quoted) and \(DefinitionKey.image.quoted)",
                    at: image.location,
                    hint:
                        "an entity shows one image: keep \(DefinitionKey.symbol.quoted) or \(DefinitionKey.image.quoted)",
                    notes: [.init("\(DefinitionKey.symbol.quoted) is given here", at: symbol.location)]))
        }
        let members = definition.properties.map(\.name.value) + ["id"]
        let properties = Dictionary(
            definition.properties.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for text in [template.title, template.subtitle].compactMap({ $0 }) {
            for name in SwiftNames.placeholders(in: text.value) {
                guard name != "id" else {
                    if definition.entityIDType == .uuid {
                        diagnostics.emit(
                            .error(
                                .invalidValue, "the display of \(what) cannot show its `UUID` id", at: text.location,
                                hint:
                                    "show a member with a name people read, or write \(DefinitionKey.display.quoted("custom"))"
                            ))
                    }
                    continue
                }
                guard let member = properties[name] else {
                    diagnostics.emit(
                        .error(
                            .undefinedReference, "\(what) has no member `\(name)` to display", at: text.location,
                            hint: Self.parameterHint(for: name, in: members)))
                    continue
                }
                if !canDisplay(member) {
                    diagnostics.emit(
                        .error(
                            .invalidValue,
                            "the display of \(what) cannot show member `\(name)`: only strings, and numbers, enum cases and entities that are not optional",
                            at: text.location,
                            hint: "write \(DefinitionKey.display.quoted("custom")) and show it in your own code"))
                }
            }
        }
    }

    /// Whether a display template can show `member`: a string (an optional one shows as empty), or
    /// a number, enum case or entity that is always there.
    private func canDisplay(_ member: PropertyDefinition) -> Bool {
        let type = member.type.value
        return type == .builtin(.string)
            ? !member.isArray
            : !member.isArray && !member.appIntents.isOptional
                && (type == .builtin(.integer) || type == .builtin(.decimal) || isEnum(type) != nil || isObject(type))
    }

    /// A query that is not a string query has no search field for a parameter that searches.
    private func validateQueryKind(
        _ definition: ObjectTypeDefinition,
        searchedBy parameters: [(intent: IntentDefinition, parameter: ParameterDefinition)]
    ) {
        guard let kind = definition.queryKind, kind.value != .string else { return }
        for (intent, parameter) in parameters {
            diagnostics.emit(
                .error(
                    .invalidOptions,
                    "parameter `\(parameter.name.value)` of intent `\(intent.name.value)` searches, but the query of type `\(definition.name.value)` is `\(kind.value.rawValue)`",
                    at: kind.location,
                    hint: "searching needs \(DefinitionKey.kind.quoted("string")) (`EntityStringQuery`)",
                    notes: [
                        .init(
                            "\(DefinitionKey.search.quoted) is set here",
                            at: parameter.search?.location ?? parameter.name.location)
                    ]))
        }
    }

    /// The protocols generated code already declares, which `conformances` does not repeat.
    static let generatedConformances: Set<String> = [
        "AppIntent", "WidgetConfigurationIntent", "CustomIntentMigratedAppIntent", "PredictableIntent",
        "SetValueIntent", "ControlConfigurationIntent",
    ]

    /// Further protocols are type names, written once, and none the generated code declares
    /// (`predictable` says `PredictableIntent`); a control's configuration is never predictable.
    private func validateConformances(_ intent: IntentDefinition) {
        let what = "intent `\(intent.name.value)`"
        var seen: [String: SourceLocation] = [:]
        for conformance in intent.appIntentSettings.conformances {
            guard checkName(conformance, "conformance", kind: .typeName) else { continue }
            if let first = seen[conformance.value] {
                diagnostics.emit(
                    .error(
                        .duplicateName, "`\(conformance.value)` appears twice in the conformances of \(what)",
                        at: conformance.location, hint: "remove one", notes: [.init("first listed here", at: first)]))
            } else if Self.generatedConformances.contains(conformance.value) {
                diagnostics.emit(
                    .error(
                        .invalidValue,
                        "`\(conformance.value)` is a conformance intentgen declares itself when \(what) needs it",
                        at: conformance.location,
                        hint: conformance.value == "PredictableIntent"
                            ? "write \(DefinitionKey.predictable.quoted("true")) instead"
                            : "remove it from \(DefinitionKey.conformances.quoted)"))
            }
            seen[conformance.value] = seen[conformance.value] ?? conformance.location
        }
        if let predictable = intent.appIntentSettings.predictable, predictable.value {
            warnAboutUnpredictedSummaries(intent, predictable: predictable.location)
        }
        if let predictable = intent.appIntentSettings.predictable, predictable.value,
            resolver.controlRole(of: intent) == .controlConfiguration
        {
            diagnostics.emit(
                .error(
                    .invalidValue, "\(what) configures a control, which the system never suggests running",
                    at: predictable.location, hint: "remove \(DefinitionKey.predictable.quoted)"))
        }
    }

    /// A predictable intent's predictions are its combinations (`summaries:`), as many as Apple's
    /// API takes: a combination of more parameters than one `IntentPrediction` names, or one past
    /// the most a configuration holds, is not predicted, which the team is told rather than left
    /// to find out.
    private func warnAboutUnpredictedSummaries(_ intent: IntentDefinition, predictable: SourceLocation) {
        let what = "intent `\(intent.name.value)`"
        let maximumParameters = IntentDecisions.maximumPredictionParameters
        var predicted = 0
        for summary in intent.summaries where !summary.parameters.isEmpty {
            if summary.parameters.count > maximumParameters {
                diagnostics.emit(
                    .warning(
                        .limit,
                        "a combination of \(summary.parameters.count) parameters of \(what) is not predicted: a prediction names at most \(maximumParameters)",
                        at: summary.location, hint: "predictions come from the combinations of fewer parameters"))
                continue
            }
            predicted += 1
            if predicted == IntentDecisions.maximumPredictions + 1 {
                diagnostics.emit(
                    .warning(
                        .limit,
                        "\(what) has more combinations than App Intents predicts: only the first \(IntentDecisions.maximumPredictions) become predictions",
                        at: summary.location, hint: "list the combinations Siri should suggest first",
                        notes: [.init("\(DefinitionKey.predictable.quoted) is set here", at: predictable)]))
            }
        }
    }
}
