/// Decodes `systemIntents:` (docs/language.md, "System intents"): each entry's `className`, its
/// `xcode` mapping (any YAML, read as the property list values Xcode's entry holds) and its
/// `translations`.
struct SystemIntentDecoder {
    let reader: NodeReader

    static let keys = KeySet(DefinitionKey.systemIntentKeys)

    func systemIntent(_ entry: YAMLNode.Entry) -> SystemIntentDefinition? {
        let what = "system intent `\(entry.key)`"
        guard let map = reader.mapping(entry.value, what, knownKeys: Self.keys) else { return nil }
        var intent = SystemIntentDefinition(name: Located(entry.key, at: entry.keyLocation))
        if let node = map.present(.className) {
            intent.className = reader.locatedString(node, "the \(DefinitionKey.className.quoted) of \(what)")
        }
        if let node = map.present(.xcode) {
            if node.mapping == nil {
                reader.wrongType(
                    node, expected: "a mapping of Xcode's keys", for: "the \(DefinitionKey.xcode.quoted) of \(what)")
            } else if case .dictionary(let entries)? = plistValue(node, "the \(DefinitionKey.xcode.quoted) of \(what)")
            {
                for entry in node.mapping ?? [] where SystemIntentDefinition.derivedKeys.contains(entry.key) {
                    reader.diagnostics.emit(
                        .error(
                            .invalidValue,
                            "`\(entry.key)` in the \(DefinitionKey.xcode.quoted) of \(what) is what the language says itself (the name, \(DefinitionKey.className.quoted), and that it is a system intent)",
                            at: entry.keyLocation, hint: "remove it"))
                }
                intent.xcode = entries.filter { !SystemIntentDefinition.derivedKeys.contains($0.key) }
            }
        }
        if let node = map.present(.translations) {
            intent.translations = translations(node, ids: intent.localizationIDs, what)
        }
        return intent
    }

    /// A YAML node as a property list value: mappings → dictionaries, lists → arrays, and scalars
    /// as YAML reads them (integers, reals, booleans, strings); nil after an error for a null.
    func plistValue(_ node: YAMLNode, _ what: String) -> PlistValue? {
        switch node.content {
        case .mapping(let entries):
            var result: [String: PlistValue] = [:]
            var complete = true
            for entry in entries {
                guard reader.carriable(entry.key, "a key in \(what)", at: entry.keyLocation) != nil,
                    let value = plistValue(entry.value, what)
                else {
                    complete = false
                    continue
                }
                result[entry.key] = value
            }
            return complete ? .dictionary(result) : nil
        case .sequence(let items):
            let values = items.compactMap { plistValue($0, what) }
            return values.count == items.count ? .array(values) : nil
        case .scalar(let scalar):
            switch scalar.resolved {
            case .null:
                reader.wrongType(
                    node, expected: "a string, number, boolean, list or mapping", for: "a value in \(what)",
                    hint: "a property list has no null: leave the key out")
                return nil
            case .bool: return scalar.boolValue.map(PlistValue.bool)
            case .int: return scalar.intValue.map(PlistValue.integer)
            case .float: return scalar.doubleValue.map(PlistValue.real)
            case .string:
                return reader.carriable(scalar.text, "a value in \(what)", at: node.location).map(PlistValue.string)
            }
        }
    }

    /// `language → { id → text }`: translations of the localization ids in the `xcode` mapping
    /// (`ids`) and their per-value keys `<id>-…`; the development language has only per-value
    /// keys (the text of an id itself is in `xcode`).
    func translations(_ node: YAMLNode, ids: Set<String>, _ what: String) -> [String: [String: String]] {
        guard let languages = reader.namedEntries(node, "the \(DefinitionKey.translations.quoted) of \(what)") else {
            return [:]
        }
        var result: [String: [String: String]] = [:]
        for language in languages {
            guard
                reader.isLanguage(
                    language, in: "the \(DefinitionKey.translations.quoted) of \(what)", examples: "`ja` or `pt-BR`"),
                let entries = reader.namedEntries(language.value, "the `\(language.key)` translations of \(what)")
            else { continue }
            var table: [String: String] = [:]
            for entry in entries {
                guard SystemIntentDefinition.key(entry.key, belongsTo: ids) else {
                    reader.diagnostics.emit(
                        .error(
                            .invalidValue,
                            "`\(entry.key)` is not a localization id in the \(DefinitionKey.xcode.quoted) of \(what)",
                            at: entry.keyLocation,
                            hint:
                                "translations are keyed by the values of the `…ID` keys in \(DefinitionKey.xcode.quoted) (or `<id>-<value id>`)"
                        ))
                    continue
                }
                if language.key == reader.language, ids.contains(entry.key) {
                    reader.diagnostics.emit(
                        .error(
                            .invalidValue,
                            "`\(entry.key)` in the development language `\(language.key)` is the text in the \(DefinitionKey.xcode.quoted) of \(what)",
                            at: entry.keyLocation,
                            hint:
                                "change the text in \(DefinitionKey.xcode.quoted); the development language takes only per-value entries `<id>-<value id>`"
                        ))
                    continue
                }
                if let text = reader.string(entry.value, "the `\(language.key)` translation `\(entry.key)` of \(what)")
                {
                    table[entry.key] = text
                }
            }
            if !table.isEmpty { result[language.key] = table }
        }
        return result
    }
}
