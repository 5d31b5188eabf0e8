// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview).

extension ImportSession {
    // MARK: Enums

    /// The enum at `path`, to be the file's enum number `index`, and the comments before it (or,
    /// when it is not imported, why), where no enum before it has its name (`taken`).
    mutating func enumeration(_ item: PlistValue, path: PlistPath, at index: Int, taken: inout Set<String>)
        -> (EnumDefinition?, [String])
    {
        var comments: [String] = []
        guard let values = dictionary(item, path, &comments) else { return (nil, comments) }
        var reader = PlistDictReader(values, path: path)
        guard let name = string(&reader, "INEnumName", &comments) else {
            warn(path, .lostDeclaration, "an enum without `INEnumName` cannot be imported", &comments)
            return (nil, comments)
        }
        guard taken.insert(name).inserted else {
            warn(path, .lostDeclaration, "a second enum named `\(name)` is not imported", &comments)
            return (nil, comments)
        }
        let written = validName(name, .typeName, what: "enum name", path: reader.path("INEnumName"), &comments)
        if let kind = string(&reader, "INEnumType", &comments), kind != "Regular" {
            warn(
                reader.path("INEnumType"), .lostSetting,
                "enum `\(name)` is of kind `\(kind)`; the definitions language has regular enums only", &comments)
        } else if values["INEnumType"] == nil {
            warn(
                reader.path("INEnumType"), .importDefaulted,
                "enum `\(name)` has no `INEnumType`; the definitions language writes `Regular`", &comments)
        }
        var definition = EnumDefinition(
            name: Located(written, at: location(reader.path("INEnumName"))),
            displayName: LocalizedText(written.displayWords), cases: [])
        definition.spelling.omitsDisplayName = readDisplayName(
            &reader, "INEnumDisplayName", id: "\(written).displayName", into: &definition.displayName, &comments)
        // Without a value at index 0 the enum has no `unknown` case (`unknown: false`).
        definition.unknown = nil
        let items = array(reader.take("INEnumValues"), reader.path("INEnumValues"), &comments) ?? []
        var caseComments: [String] = []
        let cases = enumCases(
            items, at: reader.path("INEnumValues"), of: name, written: written, into: &definition, &caseComments)
        finish(reader, &comments)
        comments += caseComments
        if cases.isEmpty {
            warn(
                path, .lostDeclaration,
                "enum `\(name)` has no cases besides `unknown`; a definitions enum needs at least one; not imported",
                &comments)
            return (nil, comments)  // nor in the index: no type, parameter or property names it
        }
        definition.cases = cases.map(\.enumCase)
        for (position, enumCase) in cases.enumerated() {
            report.comments.add(enumCase.comments, at: .enumCase(enumeration: index, position))
        }
        return (definition, comments)
    }

    /// The cases of the enum `name` (written `written`) from its values, `items` at `path`, each
    /// with its comments, in the file's order; Xcode's `unknown` row sets the enum's `unknown`.
    /// Why the others are not imported is said in `comments`, before the enum's cases.
    private mutating func enumCases(
        _ items: [PlistValue], at path: PlistPath, of name: String, written: String,
        into definition: inout EnumDefinition, _ comments: inout [String]
    ) -> [(enumCase: EnumCase, comments: [String])] {
        var cases: [(enumCase: EnumCase, comments: [String])] = []
        var nextIndex = 1
        for (position, role) in zip(items.indices, Self.enumValueRoles(items)) {
            let valuePath = path.item(position)
            var valueComments: [String] = []
            guard let dictionary = dictionary(items[position], valuePath, &comments) else { continue }
            var value = PlistDictReader(dictionary, path: valuePath)
            let caseName = string(&value, "INEnumValueName", &valueComments)
            let indexValue = value.take("INEnumValueIndex")
            if let indexValue, indexValue.integer == nil {
                warn(
                    value.path("INEnumValueIndex"), .lostKey,
                    "`INEnumValueIndex` is \(indexValue.described), not an integer; taken as 0", &valueComments)
            }
            guard let caseName else {
                warn(valuePath, .lostEnumCase, "an enum value without `INEnumValueName` cannot be imported", &comments)
                continue
            }
            let rejection: String
            switch role {
            case .unnamed: continue
            case .secondZero: rejection = "enum `\(name)` has a second value at index 0"
            case .unknownBesideRow:
                rejection =
                    "enum `\(name)` has `\(caseName)` at index \(indexValue?.integer ?? 0) beside its `unknown` value at index 0"
            case .repeated:
                rejection =
                    "enum value `\(caseName)` repeats a name or index (\(indexValue?.integer ?? 0)) of enum `\(name)`"
            case .unknownRow:
                definition.unknown = unknownRow(
                    &value, named: caseName, of: name, written: written, &valueComments, &comments)
                comments += valueComments
                continue
            case .enumCase(let newName, let index):
                let enumCase = enumCase(
                    &value, named: caseName, as: newName, index: index, nextIndex: nextIndex, of: written,
                    &valueComments)
                cases.append((enumCase, valueComments))
                nextIndex = index + 1
                continue
            }
            value.consumed = Set(dictionary.keys)
            warn(valuePath, .lostEnumCase, "\(rejection); not imported", &comments)
        }
        return cases
    }

    /// The display name of Xcode's `unknown` row `caseName` of the enum `name` (written
    /// `written`): the case at index 0 that the enum's `unknown:` describes, with Xcode's
    /// "unknown" where it has none. What is said of the value goes to `valueComments`, what is
    /// said of the enum to `comments`.
    private mutating func unknownRow(
        _ value: inout PlistDictReader, named caseName: String, of name: String, written: String,
        _ valueComments: inout [String], _ comments: inout [String]
    ) -> LocalizedText {
        // What a name means is decided on its written form, so a name written `unknown` is that case.
        if ImportNames.caseName(caseName) != caseName {
            warn(
                value.path("INEnumValueName"), .importRenamed,
                "enum case `\(caseName)` is written `unknown` in the definitions language, the case at index 0 that \(DefinitionKey.unknown.quotedWithColon) describes",
                &valueComments)
        }
        let displayName = text(&value, "INEnumValueDisplayName", &valueComments)
        if displayName == nil {
            warn(
                value.path("INEnumValueDisplayName"), .importDefaulted,
                "enum `\(name)`'s `unknown` value has no display name; imported with Xcode's \"unknown\"", &comments)
        }
        keepID(value, "INEnumValueDisplayName", as: "\(written).unknown.displayName", taken: displayName != nil)
        finish(value, &comments)
        return displayName ?? EnumDefinition.defaultUnknown
    }

    /// The case `caseName` of the enum written `written`, written `newName`, with the `index` the
    /// file gives it (written out where it is not `nextIndex`, the one after the case before).
    private mutating func enumCase(
        _ value: inout PlistDictReader, named caseName: String, as newName: String, index: Int, nextIndex: Int,
        of written: String, _ comments: inout [String]
    ) -> EnumCase {
        if newName != caseName {
            warn(
                value.path("INEnumValueName"), .importRenamed,
                "enum case `\(caseName)` must start with a lower-case letter in the definitions language; imported as `\(newName)`",
                &comments)
        }
        var displayName = LocalizedText(newName.displayWords)
        if readDisplayName(
            &value, "INEnumValueDisplayName", id: "\(written).\(newName).displayName", into: &displayName, &comments)
        {
            warn(
                value.path("INEnumValueDisplayName"), .importDefaulted,
                "enum value `\(caseName)` has no display name; the definitions language gives it the default \"\(newName.displayWords)\"",
                &comments)
        }
        finish(value, &comments)
        return EnumCase(
            name: Located(newName, at: location(value.path("INEnumValueName"))), displayName: displayName,
            index: index, indexLocation: index == nextIndex ? nil : location(value.path("INEnumValueIndex")))
    }

    // MARK: Types

    /// The custom type at `path`, to be the file's type number `index`, and the comments before it
    /// (or, when it is not imported, why), where no type before it (`taken`) and no enum has its name.
    mutating func objectType(_ item: PlistValue, path: PlistPath, at index: Int, taken: inout Set<String>)
        -> (ObjectTypeDefinition?, [String])
    {
        var comments: [String] = []
        guard let values = dictionary(item, path, &comments) else { return (nil, comments) }
        var reader = PlistDictReader(values, path: path)
        guard let name = string(&reader, "INTypeName", &comments) else {
            warn(path, .lostDeclaration, "a type without `INTypeName` cannot be imported", &comments)
            return (nil, comments)
        }
        guard !taken.contains(name), known.enums[name] == nil else {
            warn(path, .lostDeclaration, "a second enum or type named `\(name)` is not imported", &comments)
            return (nil, comments)
        }
        taken.insert(name)
        let written = validName(name, .typeName, what: "type name", path: reader.path("INTypeName"), &comments)
        var definition = ObjectTypeDefinition(
            name: Located(written, at: location(reader.path("INTypeName"))),
            displayName: LocalizedText(written.displayWords))
        definition.spelling.omitsDisplayName = readDisplayName(
            &reader, "INTypeDisplayName", id: "\(written).displayName", into: &definition.displayName, &comments)
        keepCounter(reader, "INTypeLastPropertyTag", of: written)
        let propertiesPath = reader.path("INTypeProperties")
        let items = array(reader.take("INTypeProperties"), propertiesPath, &comments) ?? []
        var custom: [(position: Int, values: [String: PlistValue])] = []
        var propertyComments: [String] = []
        for (position, item) in items.enumerated() {
            let itemPath = propertiesPath.item(position)
            guard let values = dictionary(item, itemPath, &propertyComments) else { continue }
            if values["INTypePropertyDefault"] == .bool(true) {
                // One of the four properties every INObject has; the language always writes them.
                let propertyName = values["INTypePropertyName"]?.string ?? ""
                let isArray = values["INTypePropertySupportsMultipleValues"] == .bool(true)
                if PlistTypeNames.objectBuiltinProperties.contains(where: { $0.name == propertyName }) {
                    // Its tag is kept, also when the property is written the standard way below.
                    keepTag(
                        PlistDictReader(values, path: itemPath), "INTypePropertyTag", as: "\(written).\(propertyName)")
                }
                if PlistTypeNames.objectBuiltinProperties.contains(where: {
                    $0.name == propertyName && $0.type == values["INTypePropertyType"]?.string && $0.isArray == isArray
                }) {
                    continue
                }
                warn(
                    itemPath, .importDefaulted,
                    "the built-in property `\(propertyName)` of type `\(name)` differs from INObject's (\(values["INTypePropertyType"]?.string ?? "no type")\(isArray ? ", array" : "")); the definitions language always writes the standard one",
                    &propertyComments)
                continue
            }
            custom.append((position, values))
        }
        ledger.reserveBuiltinTags(of: written)
        var names: Set<String> = []
        var properties: [(property: PropertyDefinition, comments: [String])] = []
        for (position, values) in inDisplayOrder(custom, priority: "INTypePropertyDisplayPriority") {
            let result = property(
                values, prefix: "INTypeProperty", path: propertiesPath.item(position), owner: "type `\(name)`",
                ids: written, reserved: .object, taken: &names, dropped: &propertyComments)
            if let property = result.property { properties.append((property, result.comments)) }
        }
        finish(reader, &comments)
        comments += propertyComments
        definition.properties = properties.map(\.property)
        for (position, property) in properties.enumerated() {
            report.comments.add(property.comments, at: .typeProperty(type: index, position))
        }
        return (definition, comments)
    }

    /// A property of a type or a response, with the comments before it (nil when it could not be
    /// imported, and then why is in `dropped`), and its original and written names.
    /// `ids` is the owner's part of the ids export derives for the property (`Intent.response`,
    /// `Type`).
    mutating func property(
        _ values: [String: PlistValue], prefix requested: String, path: PlistPath, owner: String, ids: String,
        reserved: FileValidation.ReservedNames, taken: inout Set<String>, dropped: inout [String]
    ) -> (property: PropertyDefinition?, comments: [String], original: String?, name: String?) {
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
            return (nil, [], nil, nil)
        }
        let what = "property `\(original)` of \(owner)"
        let name = validName(
            original, .memberName, reserved: reserved, what: "property name", path: reader.path(prefix + "Name"),
            &comments)
        guard !taken.contains(name) else {
            warn(path, .lostParameter, "\(what) repeats the name `\(name)`; not imported", &dropped)
            return (nil, [], original, nil)
        }
        var spelling = XcodeSpelling()
        guard let type = valueType(&reader, prefix: prefix, what: what, spelling: &spelling, &comments) else {
            reader.consumed = Set(values.keys)
            dropped += comments
            warn(path, .lostParameterType, "\(what) is not imported (see above)", &dropped)
            return (nil, [], original, nil)
        }
        taken.insert(name)
        let isArray = flag(&reader, prefix + "SupportsMultipleValues", &comments)
        var property = PropertyDefinition(
            name: Located(name, at: location(reader.path(prefix + "Name"))),
            displayName: LocalizedText(name.displayWords),
            type: Located(type, at: location(reader.path(prefix + "Type"))),
            isArray: isArray)
        property.spelling = spelling
        let base = "\(ids).\(name)"
        keepTag(reader, prefix + "Tag", as: base)
        property.spelling.omitsDisplayName = readDisplayName(
            &reader, prefix + "DisplayName", id: base + ".displayName", into: &property.displayName, &comments)
        if let read = readMetadata(
            &reader, prefix: prefix, type: type, isArray: isArray, parameter: nil, ids: base, &comments)
        {
            property.metadata = read.metadata
            property.metadataKeys = read.keys
        }
        if prefix == older {
            warn(
                path, .importDefaulted,
                "\(what) uses the older `INIntentResponseProperty…` keys; imported as a response property", &comments)
        } else if requested == "INIntentResponseParameter" {
            for key in values.keys.sorted()
            where key.hasPrefix(older) && key != older + "DisplayPriority" {
                reader.consumed.insert(key)
                warn(
                    reader.path(key), .lostKey,
                    "the stale older key `\(key)` (\(values[key]!.described)) beside the `INIntentResponseParameter…` keys of \(what) is not carried over",
                    &comments)
            }
        }
        finish(reader, &comments)
        return (property, comments, original, name)
    }

    // MARK: Value types

    /// The value type of a parameter or property from `<prefix>Type` and its enum/object keys;
    /// sets `typeByName` of `spelling` when `<prefix>Type` is the name its enum/object key gives.
    mutating func valueType(
        _ reader: inout PlistDictReader, prefix: String, what: String, spelling: inout XcodeSpelling,
        _ comments: inout [String]
    ) -> ValueType? {
        let typeKey = prefix + "Type"
        let enumName = string(&reader, prefix + "EnumType", &comments)
        let enumNamespace = string(&reader, prefix + "EnumTypeNamespace", &comments)
        let objectName = string(&reader, prefix + "ObjectType", &comments)
        let objectNamespace = string(&reader, prefix + "ObjectTypeNamespace", &comments)
        guard let raw = string(&reader, typeKey, &comments) else {
            warn(reader.path(typeKey), .lostParameterType, "\(what) has no `\(typeKey)`", &comments)
            return nil
        }
        if raw == PlistTypeNames.enumeration, let enumName {
            return named(
                enumName, namespace: enumNamespace, isEnum: true, path: reader.path(prefix + "EnumType"),
                namespacePath: reader.path(prefix + "EnumTypeNamespace"), what: what, &comments)
        }
        if raw == PlistTypeNames.object, let objectName {
            return named(
                objectName, namespace: objectNamespace, isEnum: false, path: reader.path(prefix + "ObjectType"),
                namespacePath: reader.path(prefix + "ObjectTypeNamespace"), what: what, &comments)
        }
        // Every other type, a plain `Object` among them, is a built-in type of the catalogue or lost.
        guard let builtin = PlistTypeNames.builtin(named: raw) else {
            // The type written as the name of an enum or type of the file, alone or beside a
            // `…EnumType`/`…ObjectType` naming that same declaration (as Xcode generates it: the
            // parameter is that enum or type).
            if enumName == nil || enumName == raw, objectName == nil || objectName == raw,
                let local = known.enums[raw]?.name ?? known.types[raw]
            {
                let isEnum = known.enums[raw] != nil
                if (isEnum ? enumName : objectName) == raw {
                    // Beside the key naming it, as some files spell it: kept (`typeByName: true`).
                    spelling.typeByName = true
                    return .named(local)
                }
                warn(
                    reader.path(typeKey), .importDefaulted,
                    "\(what) has the type `\(raw)`, the name of \(isEnum ? "an enum" : "a type") of the file; imported as that \(isEnum ? "enum" : "type") (the definitions language writes `\(isEnum ? PlistTypeNames.enumeration : PlistTypeNames.object)` with `\(prefix)\(isEnum ? "Enum" : "Object")Type`)",
                    &comments)
                return .named(local)
            }
            if raw == PlistTypeNames.object {
                warn(
                    reader.path(prefix + "ObjectType"), .lostParameterType,
                    "\(what) is a plain `Object` (INObject) without a custom type in `\(prefix)ObjectType`, which the definitions language cannot express",
                    &comments)
            } else {
                warn(
                    reader.path(typeKey), .lostParameterType,
                    "\(what) has the type `\(raw)`, which the definitions language does not have", &comments)
            }
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

    mutating func named(
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
        guard let local = isEnum ? known.enums[name]?.name : known.types[name] else {
            let from = namespace.map { " of namespace `\($0)`" } ?? ""
            warn(
                path, .lostParameterType,
                "\(what) has the \(kind) `\(name)`\(from), which is not declared in this file", &comments)
            return nil
        }
        if let namespace, let fileNamespace = known.fileNamespace, namespace != fileNamespace {
            warn(
                namespacePath, .importDefaulted,
                "\(what) refers to `\(name)` of namespace `\(namespace)`, not this file's `\(fileNamespace)`; imported as this file's `\(name)`",
                &comments)
        }
        return .named(local)
    }
}
