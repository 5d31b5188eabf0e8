/// Decodes the keys that say how a definition's App Intents declarations are written
/// (docs/language.md, "App Intents as a team writes them"): pinned Swift names, persistent
/// identifiers, enum raw values, entity ids and the `@Parameter` arguments. The decoder of each
/// definition calls in here with its mapping; the validator checks names and combinations.
struct AppIntentsDecoder {
    let reader: NodeReader

    static let parameterKeys = KeySet(DefinitionKey.appIntentsParameterKeys)
    static let queryKeys = KeySet(DefinitionKey.queryKeys)
    static let dependencyKeys = KeySet(DefinitionKey.dependencyKeys)
    /// The keys of a custom type's property (not a response's).
    static let typePropertyKeys = KeySet(DefinitionKey.typePropertyKeys)
    static let displayKeys = KeySet(DefinitionKey.displayKeys)

    func intent(_ map: MappingView, into intent: inout IntentDefinition, _ what: String) {
        // Written only when set: an intent that sets nothing shares the model's empty box.
        let identity = identity(map, nameKey: .appIntentName, what)
        if !identity.isEmpty { intent.appIntents = identity }
        if let node = map[.migratedFromSiriKit],
            let flag = reader.bool(node, "\(DefinitionKey.migratedFromSiriKit.quoted) of \(what)")
        {
            intent.migratedFromSiriKit = Located(flag, at: node.location)
        }
        if let node = map[.authenticationPolicy],
            let policy = reader.choice(node, "authentication policy", as: AuthenticationPolicy.self)
        {
            intent.appIntentSettings.authenticationPolicy = Located(policy, at: node.location)
        }
        if let node = map[.isDiscoverable],
            let flag = reader.bool(node, "\(DefinitionKey.isDiscoverable.quoted) of \(what)")
        {
            intent.appIntentSettings.isDiscoverable = Located(flag, at: node.location)
        }
        if let node = map[.predictable], let flag = reader.bool(node, "\(DefinitionKey.predictable.quoted) of \(what)")
        {
            intent.appIntentSettings.predictable = Located(flag, at: node.location)
        }
        if let userFile = userFile(map, what) { intent.appIntentSettings.userFile = userFile }
        if let node = map[.conformances] {
            if let items = node.sequence {
                intent.appIntentSettings.conformances = items.compactMap {
                    reader.locatedString($0, "a conformance of \(what)")
                }
            } else {
                reader.wrongType(
                    node, expected: "a list of protocol names, such as `[LiveActivityIntent]`",
                    for: "\(DefinitionKey.conformances.quoted) of \(what)")
            }
        }
    }

    /// `userFile:` of an intent, a widget or a control.
    func userFile(_ map: MappingView, _ what: String) -> Located<Bool>? {
        guard let node = map[.userFile], let flag = reader.bool(node, "\(DefinitionKey.userFile.quoted) of \(what)")
        else { return nil }
        return Located(flag, at: node.location)
    }

    func parameter(_ map: MappingView, into parameter: inout ParameterDefinition, _ what: String) {
        guard Self.parameterKeys.names.contains(where: { map[$0] != nil }) else { return }
        var settings = ParameterAppIntentsSettings()
        if let node = map[.optional], let flag = reader.bool(node, "\(DefinitionKey.optional.quoted) of \(what)") {
            settings.optional = Located(flag, at: node.location)
        }
        if let node = map[.description] { settings.description = reader.text(node, "the description of \(what)") }
        settings.requestValueDialog = locatedText(map, .requestValueDialog, what)
        settings.requestDisambiguationDialog = locatedText(map, .requestDisambiguationDialog, what)
        if let node = map[.inputConnectionBehavior],
            let behavior = reader.choice(node, "input connection behavior", as: InputConnection.self)
        {
            settings.inputConnectionBehavior = Located(behavior, at: node.location)
        }
        if let node = map[.optionsProvider] {
            settings.optionsProvider = reader.locatedString(node, "\(DefinitionKey.optionsProvider.quoted) of \(what)")
        }
        if let node = map[.entityDefault],
            let flag = reader.bool(node, "\(DefinitionKey.entityDefault.quoted) of \(what)")
        {
            settings.entityDefault = Located(flag, at: node.location)
        }
        parameter.appIntents = settings
    }

    func enumeration(_ map: MappingView, into definition: inout EnumDefinition, _ what: String) {
        definition.appIntents = identity(map, nameKey: .appEnumName, what)
        if let node = map[.rawType], let type = reader.choice(node, "enum raw type", as: EnumRawType.self) {
            definition.rawType = Located(type, at: node.location)
        }
    }

    /// The App Intents keys of one case; `rawType` is the enum's, read before its cases.
    func enumCase(_ map: MappingView, into enumCase: inout EnumCase, rawType: EnumRawType, _ what: String) {
        if let node = map[.caseRawValue] {
            switch rawType {
            case .integer:
                if let value = reader.integer(node, "the raw value of \(what)") {
                    enumCase.rawValue = Located(.integer(value), at: node.location)
                }
            case .string:
                if let value = reader.string(node, "the raw value of \(what)") {
                    enumCase.rawValue = Located(.text(value), at: node.location)
                }
            }
        }
        if let node = map[.subtitle] { enumCase.subtitle = reader.text(node, "the subtitle of \(what)") }
        if let node = map[.symbol] {
            enumCase.symbol = reader.locatedString(node, "\(DefinitionKey.symbol.quoted) of \(what)")
        }
        if let node = map[.image] {
            enumCase.image = reader.locatedString(node, "\(DefinitionKey.image.quoted) of \(what)")
        }
    }

    func objectType(_ map: MappingView, into definition: inout ObjectTypeDefinition, _ what: String) {
        definition.appIntents = identity(map, nameKey: .appEntityName, what)
        if let node = map[.idType], let type = reader.choice(node, "entity id type", as: EntityIdentifierType.self) {
            definition.idType = Located(type, at: node.location)
        }
        if let node = map[.query],
            let query = reader.mapping(node, "the query of \(what)", knownKeys: Self.queryKeys)
        {
            definition.query = identity(query, nameKey: .name, "the query of \(what)")
            if let node = query[.kind], let kind = reader.choice(node, "entity query kind", as: EntityQueryKind.self) {
                definition.queryKind = Located(kind, at: node.location)
            }
            if let node = query[.nested],
                let nested = reader.bool(node, "\(DefinitionKey.nested.quoted) of the query of \(what)")
            {
                definition.queryIsNested = nested
            }
            if let node = query[.dependencies] {
                definition.queryDependencies = dependencies(node, "the query of \(what)")
            }
        }
        if let node = map[.display] { definition.display = display(node, what) }
    }

    /// `dependencies: { orderSoup: { intent: OrderSoup, parameters: [quantity] } }`.
    private func dependencies(_ node: YAMLNode, _ what: String) -> [QueryDependency] {
        guard let entries = reader.memberEntries(node, "the dependencies of \(what)") else { return [] }
        var result: [QueryDependency] = []
        for entry in entries {
            let name = Located(entry.key, at: entry.keyLocation)
            let member = "dependency `\(entry.key)` of \(what)"
            guard let map = reader.mapping(entry.value, member, knownKeys: Self.dependencyKeys) else { continue }
            guard let intentNode = map.present(.intent), let parametersNode = map.present(.parameters) else {
                reader.diagnostics.emit(
                    .error(
                        .missingKey,
                        "\(member) needs \(DefinitionKey.intent.quoted) and \(DefinitionKey.parameters.quoted)",
                        at: entry.keyLocation,
                        hint: "write `\(entry.key): { intent: Order, parameters: [size] }`"))
                continue
            }
            guard let intent = reader.locatedString(intentNode, "\(DefinitionKey.intent.quoted) of \(member)") else {
                continue
            }
            guard let items = parametersNode.sequence else {
                reader.wrongType(
                    parametersNode, expected: "a list of parameter names",
                    for: "\(DefinitionKey.parameters.quoted) of \(member)")
                continue
            }
            guard !items.isEmpty else {
                reader.diagnostics.emit(
                    .error(
                        .invalidValue, "\(DefinitionKey.parameters.quoted) of \(member) names no parameter",
                        at: parametersNode.location,
                        hint: "name the parameters of `\(intent.value)` the query reads"))
                continue
            }
            let parameters = items.compactMap { reader.locatedString($0, "a parameter of \(member)") }
            guard parameters.count == items.count else { continue }
            result.append(QueryDependency(name: name, intent: intent, parameters: parameters))
        }
        return result
    }

    /// `display: custom`, or `display: { title: …, subtitle: …, symbol: … }`.
    private func display(_ node: YAMLNode, _ what: String) -> EntityDisplay? {
        if let scalar = node.scalar, !scalar.isNull {
            guard scalar.text == "custom" else {
                reader.diagnostics.emit(
                    .error(
                        .invalidValue,
                        "\(DefinitionKey.display.quoted) of \(what) is `custom` or a mapping with \(DefinitionKey.title.quoted), not `\(scalar.text)`",
                        at: node.location,
                        hint:
                            "write \(DefinitionKey.display.quoted("custom")) to write `displayRepresentation` yourself, or `display: { title: \"${name}\" }`"
                    ))
                return nil
            }
            return .custom(node.location)
        }
        guard let map = reader.mapping(node, "\(DefinitionKey.display.quoted) of \(what)", knownKeys: Self.displayKeys)
        else { return nil }
        guard
            let title = reader.requiredString(
                .title, in: map, of: "\(DefinitionKey.display.quoted) of \(what)",
                described: "the display title of \(what)",
                hint:
                    "give the title, with `${member}` for a member's value: \(DefinitionKey.title.quoted("\"${name}\""))"
            )
        else { return nil }
        var template = EntityDisplayTemplate(title: title)
        if let node = map[.subtitle] {
            template.subtitle = reader.locatedString(node, "the display subtitle of \(what)")
        }
        if let node = map[.symbol] { template.symbol = reader.locatedString(node, "the display symbol of \(what)") }
        if let node = map[.image] { template.image = reader.locatedString(node, "the display image of \(what)") }
        return .template(template)
    }

    /// The App Intents keys of a custom type's property.
    func property(_ map: MappingView, into property: inout PropertyDefinition, _ what: String) {
        if let node = map[.optional], let flag = reader.bool(node, "\(DefinitionKey.optional.quoted) of \(what)") {
            property.appIntents.optional = Located(flag, at: node.location)
        }
        if let node = map[.property], let flag = reader.bool(node, "\(DefinitionKey.property.quoted) of \(what)") {
            property.appIntents.isProperty = Located(flag, at: node.location)
        }
    }

    // MARK: Shared

    private func identity(_ map: MappingView, nameKey: DefinitionKey, _ what: String) -> AppIntentsIdentity {
        var identity = AppIntentsIdentity()
        if let node = map[nameKey] { identity.name = reader.locatedString(node, "\(nameKey.quoted) of \(what)") }
        if let node = map[.persistentIdentifier] {
            identity.persistentIdentifier = reader.locatedString(
                node, "\(DefinitionKey.persistentIdentifier.quoted) of \(what)")
        }
        return identity
    }

    private func locatedText(_ map: MappingView, _ key: DefinitionKey, _ what: String) -> Located<LocalizedText>? {
        guard let node = map[key], let text = reader.text(node, "\(key.quoted) of \(what)") else { return nil }
        return Located(text, at: node.location)
    }
}
