// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview):
// customised system intents (`INIntentType` `System`) become `systemIntents:` entries.

extension ImportSession {
    // MARK: System intents

    /// The system intent at `path` (an `INIntents` entry whose `INIntentType` is `System`), and
    /// the comments before it (or, when it is not imported, why). Its keys are kept as they are,
    /// but for `INIntentType`, `INIntentName` and `INIntentClassName` (the language says them) and
    /// dates and data (which YAML cannot carry here: each is a `lost-key`); the translations of its
    /// localization ids are kept with it.
    mutating func systemIntent(_ item: PlistValue, path: PlistPath, taken: inout Set<String>)
        -> (SystemIntentDefinition?, [String])
    {
        var comments: [String] = []
        guard let values = dictionary(item, path, &comments) else { return (nil, comments) }
        let reader = PlistDictReader(values, path: path)
        let className = values["INIntentClassName"]?.string
        let described =
            "the system intent `\(values["INIntentName"]?.string ?? "?")`\(className.map { " (\($0))" } ?? "")"
        guard let name = values["INIntentName"]?.string else {
            warn(path, .lostSystemIntent, "\(described) has no `INIntentName`; not imported", &comments)
            return (nil, comments)
        }
        if let problem = FileValidation.problem(with: name, kind: .typeName, reserved: .none)?.description
            ?? (name.utf8.count > DefinitionLimits.nameBytes
                ? "is longer than \(DefinitionLimits.nameBytes) bytes" : nil)
        {
            warn(
                path, .lostSystemIntent,
                "\(described): its name \(problem), and a system intent keeps Xcode's name; not imported",
                &comments)
            return (nil, comments)
        }
        let defaultClass = SystemIntentDefinition.defaultClassName(for: name)
        if let className, let problem = SystemIntentDefinition.classNameProblem(className) {
            warn(path, .lostSystemIntent, "\(described): \(problem); not imported", &comments)
            return (nil, comments)
        }
        if values["INIntentClassName"] != nil, className == nil {
            warn(
                path, .lostSystemIntent,
                "\(described): `INIntentClassName` is \(values["INIntentClassName"]!.described), not a string; not imported",
                &comments)
            return (nil, comments)
        }
        guard taken.insert(name).inserted else {
            warn(path, .lostDeclaration, "a second intent named `\(name)` is not imported", &comments)
            return (nil, comments)
        }
        if className == nil {
            warn(
                reader.path("INIntentClassName"), .importDefaulted,
                "\(described) has no `INIntentClassName`; the definitions language gives it `\(defaultClass)`",
                &comments)
        }
        var xcode: [String: PlistValue] = [:]
        for key in values.keys.sorted() where !SystemIntentDefinition.derivedKeys.contains(key) {
            if let kept = carriable(values[key]!, path: reader.path(key), &comments) { xcode[key] = kept }
        }
        var intent = SystemIntentDefinition(
            name: Located(name, at: location(reader.path("INIntentName"))), xcode: xcode)
        if let className, className != defaultClass {
            intent.className = Located(className, at: location(reader.path("INIntentClassName")))
        }
        intent.translations = systemTranslations(of: xcode, path: path, &comments)
        return (intent, comments)
    }

    /// `value` without its dates and data (each reported as a `lost-key`), or nil when it is one.
    mutating func carriable(_ value: PlistValue, path: PlistPath, _ comments: inout [String]) -> PlistValue? {
        switch value {
        case .date, .data:
            warn(
                path, .lostKey,
                "`\(path.lastKey)` (\(value.described)) is not carried over: a system intent's \(DefinitionKey.xcode.quoted) mapping holds no dates or data",
                &comments)
            return nil
        case .array(let items):
            return .array(items.indices.compactMap { carriable(items[$0], path: path.item($0), &comments) })
        case .dictionary(let entries):
            let sorted = path.node == nil ? [] : entries.keys.sorted()
            let keyedByData = path.lastKey.hasSuffix("ParameterCombinations")
            var result: [String: PlistValue] = [:]
            for key in entries.keys.sorted() {
                let child =
                    keyedByData ? path.subscripted(key, sortedKeys: sorted) : path.key(key, sortedKeys: sorted)
                if let kept = carriable(entries[key]!, path: child, &comments) { result[key] = kept }
            }
            return .dictionary(result)
        default:
            return value
        }
    }

    /// The translations of the localization ids in a system intent's keys (and their per-value
    /// keys `<id>-…`), by language. The development language's entries for the ids themselves
    /// are the text in `xcode`: they are not kept, and one that differs is reported.
    mutating func systemTranslations(of xcode: [String: PlistValue], path: PlistPath, _ comments: inout [String])
        -> [String: [String: String]]
    {
        let ids = SystemIntentDefinition.localizationIDs(in: .dictionary(xcode))
        translationUse.usedIDs.formUnion(ids)
        var result: [String: [String: String]] = [:]
        for language in known.translations.languages {
            let table = known.translations.tables[language] ?? [:]
            for key in table.keys.sorted() where SystemIntentDefinition.key(key, belongsTo: ids) {
                // Another language, or a per-value entry (`<id>-<value id>`), which even the
                // development language has in its .strings file.
                guard language == known.translations.language, ids.contains(key) else {
                    result[language, default: [:]][key] = table[key]
                    translationUse.keptKeys.insert(key)
                    continue
                }
                guard !report.reportedKeys.contains(key) else { continue }
                if let base = Self.text(of: key, in: .dictionary(xcode)), base != table[key] {
                    report.reportedKeys.insert(key)
                    warn(
                        known.stringsPath(language), .lostTranslation,
                        "the `\(language)` text of `\(key)` in the .strings file (\"\(table[key] ?? "")\") differs from the system intent's (\"\(base)\"); the definition's is kept",
                        &comments)
                } else if Self.text(of: key, in: .dictionary(xcode)) == nil {
                    report.reportedKeys.insert(key)
                    warn(
                        known.stringsPath(language), .lostTranslation,
                        "the `\(language)` entry `\(key)` belongs to no text of the system intent at \(path.text); not imported",
                        &comments)
                }
            }
        }
        return result
    }

    /// The text whose localization id is `id` inside `value`: the string beside the `…ID` key.
    static func text(of id: String, in value: PlistValue) -> String? {
        switch value {
        case .dictionary(let entries):
            for (key, entry) in entries where key.hasSuffix("ID") && entry == .string(id) {
                if let text = entries[String(key.dropLast(2))]?.string { return text }
            }
            for entry in entries.values { if let found = text(of: id, in: entry) { return found } }
            return nil
        case .array(let items):
            for item in items { if let found = text(of: id, in: item) { return found } }
            return nil
        default:
            return nil
        }
    }
}
