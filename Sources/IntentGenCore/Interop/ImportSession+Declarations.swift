// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview).

extension ImportSession {
    // MARK: Enums

    func enumeration(_ item: PlistValue, path: PlistPath) -> [ImportYAMLEntry] {
        var comments: [String] = []
        guard let values = dictionary(item, path, &comments) else { return [ImportYAMLEntry(comments: comments)] }
        var reader = PlistDictReader(values, path: path)
        guard let name = string(&reader, "INEnumName", &comments) else {
            warn(path, .lostDeclaration, "an enum without `INEnumName` cannot be imported", &comments)
            return [ImportYAMLEntry(comments: comments)]
        }
        guard enums[name] != nil, enumWritten.insert(name).inserted else {
            warn(path, .lostDeclaration, "a second enum named `\(name)` is not imported", &comments)
            return [ImportYAMLEntry(comments: comments)]
        }
        let written = validName(name, .type, what: "enum name", path: reader.path("INEnumName"), &comments)
        if let kind = string(&reader, "INEnumType", &comments), kind != "Regular" {
            warn(
                reader.path("INEnumType"), .lostSetting,
                "enum `\(name)` is of kind `\(kind)`; the definitions language has regular enums only", &comments)
        } else if values["INEnumType"] == nil {
            warn(
                reader.path("INEnumType"), .importDefaulted,
                "enum `\(name)` has no `INEnumType`; the definitions language writes `Regular`", &comments)
        }
        var entries: [ImportYAMLEntry] = []
        if let displayName = text(&reader, "INEnumDisplayName", &comments) {
            if !isDefault(displayName, for: written) {
                entries.append(ImportYAMLEntry("displayName", localized(displayName)))
            }
        } else {
            warn(
                reader.path("INEnumDisplayName"), .importDefaulted,
                "enum `\(name)` has no display name; the definitions language gives it the default \"\(written.displayWords)\"",
                &comments)
        }

        var cases: [(name: String, displayName: LocalizedText, index: Int?, comments: [String])] = []
        var caseComments: [String] = []
        var usedIndices: Set<Int> = [0]
        var sawUnknown = false
        var usedNames: Set<String> = []
        var nextIndex = 1
        let items = array(reader.take("INEnumValues"), reader.path("INEnumValues"), &comments) ?? []
        for (position, item) in items.enumerated() {
            let valuePath = reader.path("INEnumValues").item(position)
            var valueComments: [String] = []
            guard let dictionary = dictionary(item, valuePath, &caseComments) else { continue }
            var value = PlistDictReader(dictionary, path: valuePath)
            let caseName = string(&value, "INEnumValueName", &valueComments)
            let indexValue = value.take("INEnumValueIndex")
            let index = indexValue?.integer ?? 0
            if let indexValue, indexValue.integer == nil {
                warn(
                    value.path("INEnumValueIndex"), .lostKey,
                    "`INEnumValueIndex` is \(describe(indexValue)), not an integer; taken as 0", &valueComments)
            }
            guard let caseName else {
                warn(
                    valuePath, .lostEnumCase, "an enum value without `INEnumValueName` cannot be imported",
                    &caseComments)
                continue
            }
            if index == 0 {
                // The language's implicit `unknown` case.
                if sawUnknown {
                    value.consumed = Set(dictionary.keys)
                    warn(
                        valuePath, .lostEnumCase, "enum `\(name)` has a second value at index 0; not imported",
                        &caseComments)
                    continue
                }
                sawUnknown = true
                if caseName != "unknown" {
                    value.consumed = Set(dictionary.keys)
                    warn(
                        valuePath, .lostEnumCase,
                        "the index-0 value of enum `\(name)` is `\(caseName)`, but in the definitions language index 0 is always the implicit `unknown`; `\(caseName)` is not imported",
                        &caseComments)
                } else {
                    let displayName = text(&value, "INEnumValueDisplayName", &valueComments)
                    if displayName == nil {
                        warn(
                            value.path("INEnumValueDisplayName"), .importDefaulted,
                            "enum `\(name)`'s `unknown` value has no display name; the definitions language always calls it \"unknown\"",
                            &caseComments)
                    }
                    if let displayName, displayName.text != "unknown" || !displayName.translations.isEmpty {
                        warn(
                            value.path("INEnumValueDisplayName"), .lostEnumCase,
                            "the display name \"\(displayName.text)\" of enum `\(name)`'s `unknown` value cannot be expressed (the definitions language always calls it \"unknown\"); not imported",
                            &caseComments)
                    }
                }
                finish(value, &caseComments)
                caseComments += valueComments
                continue
            }
            if caseName == "unknown" {
                value.consumed = Set(dictionary.keys)
                warn(
                    valuePath, .lostEnumCase,
                    "enum `\(name)` has `unknown` at index \(index); the definitions language reserves `unknown` for index 0; not imported",
                    &caseComments)
                continue
            }
            let newName = caseWritten(caseName)
            if newName != caseName {
                warn(
                    value.path("INEnumValueName"), .importRenamed,
                    "enum case `\(caseName)` must start with a lower-case letter in the definitions language; imported as `\(newName)`",
                    &valueComments)
            }
            if index < 0 || usedIndices.contains(index) || usedNames.contains(newName) {
                value.consumed = Set(dictionary.keys)
                warn(
                    valuePath, .lostEnumCase,
                    "enum value `\(caseName)` repeats a name or index (\(index)) of enum `\(name)`; not imported",
                    &caseComments)
                continue
            }
            usedIndices.insert(index)
            usedNames.insert(newName)
            var displayName = text(&value, "INEnumValueDisplayName", &valueComments)
            if displayName == nil {
                warn(
                    value.path("INEnumValueDisplayName"), .importDefaulted,
                    "enum value `\(caseName)` has no display name; the definitions language gives it the default \"\(newName.displayWords)\"",
                    &valueComments)
                displayName = LocalizedText(newName.displayWords)
            }
            finish(value, &valueComments)
            cases.append((newName, displayName!, index == nextIndex ? nil : index, valueComments))
            nextIndex = index + 1
        }
        if !sawUnknown {
            warn(
                reader.path("INEnumValues"), .importDefaulted,
                "enum `\(name)` has no `unknown` value at index 0; the definitions language always has one",
                &caseComments)
        }
        finish(reader, &comments)
        comments += caseComments
        if cases.isEmpty {
            warn(
                path, .lostDeclaration,
                "enum `\(name)` has no cases besides `unknown`, which the definitions language cannot express; not imported",
                &comments)
            enums[name] = nil
            return [ImportYAMLEntry(comments: comments)]
        }
        let short = cases.allSatisfy {
            $0.index == nil && $0.comments.isEmpty && isDefault($0.displayName, for: $0.name)
        }
        if short {
            entries.append(
                ImportYAMLEntry("cases", .flowSequence(cases.map { ImportYAMLText.quote($0.name, flow: true) })))
        } else {
            var caseEntries: [ImportYAMLEntry] = []
            for enumCase in cases {
                var pairs: [(String, ImportYAMLValue)] = []
                let defaultName = isDefault(enumCase.displayName, for: enumCase.name)
                if let index = enumCase.index {
                    if !defaultName { pairs.append(("displayName", localized(enumCase.displayName, flow: true))) }
                    pairs.append(("index", .scalar(String(index))))
                    caseEntries.append(ImportYAMLEntry(enumCase.name, .flowMapping(pairs), comments: enumCase.comments))
                } else if defaultName {
                    caseEntries.append(ImportYAMLEntry(enumCase.name, .flowMapping([]), comments: enumCase.comments))
                } else {
                    caseEntries.append(
                        ImportYAMLEntry(enumCase.name, localized(enumCase.displayName), comments: enumCase.comments))
                }
            }
            entries.append(ImportYAMLEntry("cases", .mapping(caseEntries)))
        }
        return [ImportYAMLEntry(written, .mapping(entries), comments: comments)]
    }

    // MARK: Types

    func objectType(_ item: PlistValue, path: PlistPath) -> [ImportYAMLEntry] {
        var comments: [String] = []
        guard let values = dictionary(item, path, &comments) else { return [ImportYAMLEntry(comments: comments)] }
        var reader = PlistDictReader(values, path: path)
        guard let name = string(&reader, "INTypeName", &comments) else {
            warn(path, .lostDeclaration, "a type without `INTypeName` cannot be imported", &comments)
            return [ImportYAMLEntry(comments: comments)]
        }
        guard !typeWritten.contains(name), enums[name] == nil else {
            warn(path, .lostDeclaration, "a second enum or type named `\(name)` is not imported", &comments)
            return [ImportYAMLEntry(comments: comments)]
        }
        typeWritten.insert(name)
        let written = validName(name, .type, what: "type name", path: reader.path("INTypeName"), &comments)
        var entries: [ImportYAMLEntry] = []
        if let displayName = text(&reader, "INTypeDisplayName", &comments) {
            if !isDefault(displayName, for: written) {
                entries.append(ImportYAMLEntry("displayName", localized(displayName)))
            }
        } else {
            warn(
                reader.path("INTypeDisplayName"), .importDefaulted,
                "type `\(name)` has no display name; the definitions language gives it the default \"\(written.displayWords)\"",
                &comments)
        }
        let propertiesPath = reader.path("INTypeProperties")
        let items = array(reader.take("INTypeProperties"), propertiesPath, &comments) ?? []
        let standard: [String: (type: String, isArray: Bool)] = [
            "identifier": ("String", false), "displayString": ("String", false), "pronunciationHint": ("String", false),
            "alternativeSpeakableMatches": ("SpeakableString", true),
        ]
        var custom: [(position: Int, values: [String: PlistValue])] = []
        var propertyComments: [String] = []
        for (position, item) in items.enumerated() {
            let itemPath = propertiesPath.item(position)
            guard let values = dictionary(item, itemPath, &propertyComments) else { continue }
            if values["INTypePropertyDefault"] == .bool(true) {
                // One of the four properties every INObject has; the language always writes them.
                let propertyName = values["INTypePropertyName"]?.string ?? ""
                if let expected = standard[propertyName], values["INTypePropertyType"]?.string == expected.type,
                    (values["INTypePropertySupportsMultipleValues"] == .bool(true)) == expected.isArray
                {
                    continue
                }
                warn(
                    itemPath, .importDefaulted,
                    "the built-in property `\(propertyName)` of type `\(name)` differs from INObject's (\(values["INTypePropertyType"]?.string ?? "no type")\(values["INTypePropertySupportsMultipleValues"] == .bool(true) ? ", array" : "")); the definitions language always writes the standard one",
                    &propertyComments)
                continue
            }
            custom.append((position, values))
        }
        custom.sort {
            priority($0.values, "INTypePropertyDisplayPriority", $0.position)
                .lexicographicallyPrecedes(priority($1.values, "INTypePropertyDisplayPriority", $1.position))
        }
        var propertyEntries: [ImportYAMLEntry] = []
        var names: Set<String> = []
        for (position, values) in custom {
            if let entry = property(
                values, prefix: "INTypeProperty", path: propertiesPath.item(position), owner: "type `\(name)`",
                reserved: SwiftNames.objectMembers, taken: &names, dropped: &propertyComments
            ).entry {
                propertyEntries.append(entry)
            }
        }
        finish(reader, &comments)
        comments += propertyComments
        if !propertyEntries.isEmpty { entries.append(ImportYAMLEntry("properties", .mapping(propertyEntries))) }
        return [ImportYAMLEntry(written, .mapping(entries), comments: comments)]
    }

    func priority(_ values: [String: PlistValue], _ key: String, _ position: Int) -> [Int] {
        [values[key]?.integer ?? Int.max, position]
    }

    /// A property of a type or a response. Returns its entry (nil when it could not be imported)
    /// and its original and written names.
    func property(
        _ values: [String: PlistValue], prefix requested: String, path: PlistPath, owner: String, reserved: Set<String>,
        taken: inout Set<String>, dropped: inout [String]
    ) -> (entry: ImportYAMLEntry?, original: String?, name: String?) {
        var comments: [String] = []
        // An older Xcode spelled response properties `INIntentResponseProperty…`.
        let older = "INIntentResponseProperty"
        let prefix =
            requested == "INIntentResponseParameter" && values[requested + "Name"] == nil
                && values[older + "Name"] != nil
            ? older : requested
        var reader = PlistDictReader(values, path: path)
        guard let original = string(&reader, prefix + "Name", &comments) else {
            warn(path, .lostParameter, "a property of \(owner) without `\(prefix)Name` cannot be imported", &dropped)
            return (nil, nil, nil)
        }
        let what = "property `\(original)` of \(owner)"
        let name = validName(
            original, .member, reserved: reserved, what: "property name", path: reader.path(prefix + "Name"), &comments)
        guard !taken.contains(name) else {
            warn(path, .lostParameter, "\(what) repeats the name `\(name)`; not imported", &dropped)
            return (nil, original, nil)
        }
        guard let type = valueType(&reader, prefix: prefix, what: what, &comments) else {
            reader.consumed = Set(values.keys)
            dropped += comments
            warn(path, .lostParameterType, "\(what) is not imported (see above)", &dropped)
            return (nil, original, nil)
        }
        taken.insert(name)
        let isArray = flag(&reader, prefix + "SupportsMultipleValues", &comments)
        var entries = [ImportYAMLEntry("type", typeText(type, isArray: isArray))]
        if let displayName = text(&reader, prefix + "DisplayName", &comments) {
            if !isDefault(displayName, for: name) {
                entries.append(ImportYAMLEntry("displayName", localized(displayName)))
            }
        } else {
            warn(
                reader.path(prefix + "DisplayName"), .importDefaulted,
                "\(what) has no display name; the definitions language gives it the default \"\(name.displayWords)\"",
                &comments)
        }
        if let metadataValues = dictionary(
            reader.take(prefix + "Metadata"), reader.path(prefix + "Metadata"), &comments)
        {
            var metadataReader = PlistDictReader(metadataValues, path: reader.path(prefix + "Metadata"))
            entries += metadata(
                &metadataReader, prefix: prefix + "Metadata", type: type, isArray: isArray, parameter: nil, &comments)
            finish(metadataReader, &comments)
        }
        if prefix == older {
            warn(
                path, .importDefaulted,
                "\(what) uses the older `INIntentResponseProperty…` keys; imported as a response property", &comments)
        } else if requested == "INIntentResponseParameter" {
            for key in values.keys.sorted()
            where key.hasPrefix(older) && !importStructuralKeys.contains(key) && !key.hasSuffix("ID") {
                reader.consumed.insert(key)
                warn(
                    reader.path(key), .lostKey,
                    "the stale older key `\(key)` (\(describe(values[key]!))) beside the `INIntentResponseParameter…` keys of \(what) is not carried over",
                    &comments)
            }
        }
        finish(reader, &comments)
        let value: ImportYAMLValue = entries.count == 1 ? entries[0].value! : .mapping(entries)
        return (ImportYAMLEntry(name, value, comments: comments), original, name)
    }

    // MARK: Value types

    func typeText(_ type: ValueType, isArray: Bool) -> ImportYAMLValue {
        isArray
            ? .flowSequence([ImportYAMLText.quote(type.description, flow: true)])
            : .scalar(ImportYAMLText.quote(type.description))
    }

    /// The value type of a parameter or property from `<prefix>Type` and its enum/object keys.
    func valueType(_ reader: inout PlistDictReader, prefix: String, what: String, _ comments: inout [String])
        -> ValueType?
    {
        let typeKey = prefix + "Type"
        let enumName = string(&reader, prefix + "EnumType", &comments)
        let enumNamespace = string(&reader, prefix + "EnumTypeNamespace", &comments)
        let objectName = string(&reader, prefix + "ObjectType", &comments)
        let objectNamespace = string(&reader, prefix + "ObjectTypeNamespace", &comments)
        guard let raw = string(&reader, typeKey, &comments) else {
            warn(reader.path(typeKey), .lostParameterType, "\(what) has no `\(typeKey)`", &comments)
            return nil
        }
        if raw == "Integer", let enumName {
            return named(
                enumName, namespace: enumNamespace, isEnum: true, path: reader.path(prefix + "EnumType"),
                namespacePath: reader.path(prefix + "EnumTypeNamespace"), what: what, &comments)
        }
        if raw == "Object" {
            guard let objectName else {
                warn(
                    reader.path(prefix + "ObjectType"), .lostParameterType,
                    "\(what) is a plain `Object` (INObject) without a custom type in `\(prefix)ObjectType`, which the definitions language cannot express",
                    &comments)
                return nil
            }
            return named(
                objectName, namespace: objectNamespace, isEnum: false, path: reader.path(prefix + "ObjectType"),
                namespacePath: reader.path(prefix + "ObjectTypeNamespace"), what: what, &comments)
        }
        guard let builtin = importBuiltinTypeNames[raw] else {
            warn(
                reader.path(typeKey), .lostParameterType,
                "\(what) has the type `\(raw)`, which the definitions language does not have", &comments)
            return nil
        }
        if let stale = enumName ?? objectName {
            let key = enumName != nil ? prefix + "EnumType" : prefix + "ObjectType"
            warn(
                reader.path(key), .lostKey,
                "\(what) is a `\(raw)` but also names `\(stale)` in `\(key)`; the name is not carried over", &comments)
        }
        return builtin
    }

    func named(
        _ name: String, namespace: String?, isEnum: Bool, path: PlistPath, namespacePath: PlistPath, what: String,
        _ comments: inout [String]
    ) -> ValueType? {
        let kind = isEnum ? "enum" : "type"
        if namespace == "System" {
            warn(
                path, .lostParameterType,
                "\(what) has the system \(kind) `\(name)` (namespace `System`), which the definitions language cannot express",
                &comments)
            return nil
        }
        guard let local = isEnum ? enums[name]?.name : types[name] else {
            let from = namespace.map { " of namespace `\($0)`" } ?? ""
            warn(
                path, .lostParameterType,
                "\(what) has the \(kind) `\(name)`\(from), which is not declared in this file", &comments)
            return nil
        }
        if let namespace, let fileNamespace, namespace != fileNamespace {
            warn(
                namespacePath, .importDefaulted,
                "\(what) refers to `\(name)` of namespace `\(namespace)`, not this file's `\(fileNamespace)`; imported as this file's `\(name)`",
                &comments)
        }
        return .named(local)
    }
}
