/// Decodes the keys that say how a definition's App Intents declarations are written
/// (docs/language.md, "App Intents as a team writes them"): pinned Swift names, persistent
/// identifiers, enum raw values, entity ids and the `@Parameter` arguments. The decoder of each
/// definition calls in here with its mapping; the validator checks names and combinations.
struct AppIntentsDecoder {
    let reader: NodeReader

    static let intentKeys: KeySet = ["appIntentName", "persistentIdentifier", "migratedFromSiriKit"]
    static let parameterKeys: KeySet = [
        "optional", "description", "requestValueDialog", "requestDisambiguationDialog", "inputConnectionBehavior",
        "optionsProvider",
    ]
    static let enumKeys: KeySet = ["appEnumName", "persistentIdentifier", "rawType"]
    static let caseKeys: KeySet = ["rawValue", "subtitle", "symbol", "image"]
    static let typeKeys: KeySet = ["appEntityName", "persistentIdentifier", "idType", "query"]
    static let queryKeys: KeySet = ["name", "persistentIdentifier"]

    func intent(_ map: MappingView, into intent: inout IntentDefinition, _ what: String) {
        intent.appIntents = identity(map, nameKey: "appIntentName", what)
        if let node = map["migratedFromSiriKit"], let flag = reader.bool(node, "`migratedFromSiriKit` of \(what)") {
            intent.migratedFromSiriKit = Located(flag, at: node.location)
        }
    }

    func parameter(_ map: MappingView, into parameter: inout ParameterDefinition, _ what: String) {
        guard Self.parameterKeys.names.contains(where: { map[$0] != nil }) else { return }
        var settings = ParameterAppIntentsSettings()
        if let node = map["optional"], let flag = reader.bool(node, "`optional` of \(what)") {
            settings.optional = Located(flag, at: node.location)
        }
        if let node = map["description"] { settings.description = reader.text(node, "the description of \(what)") }
        settings.requestValueDialog = locatedText(map, "requestValueDialog", what)
        settings.requestDisambiguationDialog = locatedText(map, "requestDisambiguationDialog", what)
        if let node = map["inputConnectionBehavior"],
            let behavior = reader.choice(node, "input connection behavior", as: InputConnection.self)
        {
            settings.inputConnectionBehavior = Located(behavior, at: node.location)
        }
        if let node = map["optionsProvider"] {
            settings.optionsProvider = reader.locatedString(node, "`optionsProvider` of \(what)")
        }
        parameter.appIntents = settings
    }

    func enumeration(_ map: MappingView, into definition: inout EnumDefinition, _ what: String) {
        definition.appIntents = identity(map, nameKey: "appEnumName", what)
        if let node = map["rawType"], let type = reader.choice(node, "enum raw type", as: EnumRawType.self) {
            definition.rawType = Located(type, at: node.location)
        }
    }

    /// The App Intents keys of one case; `rawType` is the enum's, read before its cases.
    func enumCase(_ map: MappingView, into enumCase: inout EnumCase, rawType: EnumRawType, _ what: String) {
        if let node = map["rawValue"] {
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
        if let node = map["subtitle"] { enumCase.subtitle = reader.text(node, "the subtitle of \(what)") }
        if let node = map["symbol"] { enumCase.symbol = reader.locatedString(node, "`symbol` of \(what)") }
        if let node = map["image"] { enumCase.image = reader.locatedString(node, "`image` of \(what)") }
    }

    func objectType(_ map: MappingView, into definition: inout ObjectTypeDefinition, _ what: String) {
        definition.appIntents = identity(map, nameKey: "appEntityName", what)
        if let node = map["idType"], let type = reader.choice(node, "entity id type", as: EntityIdentifierType.self) {
            definition.idType = Located(type, at: node.location)
        }
        if let node = map["query"],
            let query = reader.mapping(node, "the query of \(what)", knownKeys: Self.queryKeys)
        {
            definition.query = identity(query, nameKey: "name", "the query of \(what)")
        }
    }

    // MARK: Shared

    private func identity(_ map: MappingView, nameKey: String, _ what: String) -> AppIntentsIdentity {
        var identity = AppIntentsIdentity()
        if let node = map[nameKey] { identity.name = reader.locatedString(node, "`\(nameKey)` of \(what)") }
        if let node = map["persistentIdentifier"] {
            identity.persistentIdentifier = reader.locatedString(node, "`persistentIdentifier` of \(what)")
        }
        return identity
    }

    private func locatedText(_ map: MappingView, _ key: String, _ what: String) -> Located<LocalizedText>? {
        guard let node = map[key], let text = reader.text(node, "`\(key)` of \(what)") else { return nil }
        return Located(text, at: node.location)
    }
}
