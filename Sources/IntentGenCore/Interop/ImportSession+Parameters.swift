// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview).

extension ImportSession {
    // MARK: Parameters

    /// A parameter with the comments before it, or nil when it could not be imported (and then
    /// why is added to `dropped`).
    mutating func parameter(
        _ values: [String: PlistValue], path: PlistPath, intent: String, written intentName: String,
        taken: [ImportedParameter], dropped: inout [String]
    ) -> (parameter: ParameterDefinition, imported: ImportedParameter, comments: [String])? {
        var comments: [String] = []
        var reader = PlistDictReader(values, path: path)
        /// Says why the parameter is not imported in `dropped`, after what was said about it.
        func notImported(_ code: Diagnostic.Code, _ message: String) {
            var reason: [String] = []
            warn(path, code, message, &reason)
            dropped += comments + reason
        }
        guard let original = string(&reader, "INIntentParameterName", &comments) else {
            notImported(
                .lostParameter, "a parameter of intent `\(intent)` without `INIntentParameterName` cannot be imported")
            return nil
        }
        let what = "parameter `\(original)` of intent `\(intent)`"
        let name = validName(
            original, .memberName, reserved: .intent, what: "parameter name",
            path: reader.path("INIntentParameterName"), &comments)
        if taken.contains(where: { $0.name == name }) {
            notImported(.lostParameter, "\(what) repeats the name `\(name)`; not imported")
            return nil
        }
        var spelling = XcodeSpelling()
        guard let type = valueType(&reader, prefix: "INIntentParameter", what: what, spelling: &spelling, &comments)
        else {
            notImported(.lostParameterType, "\(what) is not imported")
            return nil
        }
        let isArray = flag(&reader, "INIntentParameterSupportsMultipleValues", &comments)
        var parameter = ParameterDefinition(
            name: Located(name, at: location(reader.path("INIntentParameterName"))),
            displayName: LocalizedText(name.displayWords),
            type: Located(type, at: location(reader.path("INIntentParameterType"))), isArray: isArray)
        parameter.spelling = spelling
        readArraySizes(&reader, what: what, into: &parameter, &comments)
        // The base of the ids export derives for the parameter's texts.
        let base = "\(intentName).\(name)"
        parameter.spelling.omitsDisplayName = readDisplayName(
            &reader, "INIntentParameterDisplayName", id: base + ".displayName", into: &parameter.displayName,
            &comments)
        parameter.configurable = flag(&reader, "INIntentParameterConfigurable", &comments)
        parameter.resolvable = flag(&reader, "INIntentParameterSupportsResolution", &comments)
        readOptions(&reader, what: what, into: &parameter, &comments)
        if let read = readMetadata(
            &reader, prefix: "INIntentParameter", type: type, isArray: parameter.isArray, parameter: original,
            ids: base, &comments)
        {
            parameter.defaultValue = read.defaultValue
            if !read.metadata.isEmpty || !read.keys.isEmpty {
                (parameter.metadata, parameter.metadataKeys) = (read.metadata, read.keys)
            }
        }
        reader.consumed.insert("INIntentParameterRelationship")  // read by the intent, which knows the other parameters
        var kinds: Set<PromptKind> = []
        parameter.prompts = readEach(&reader, "INIntentParameterPromptDialogs", &comments) {
            session, dialog, comments in
            session.prompt(&dialog, of: what, ids: base, seen: &kinds, &comments)
        }
        parameter.customDisambiguation = flag(&reader, "INIntentParameterCustomDisambiguation", &comments)
        var codes: Set<String> = []
        parameter.unsupportedReasons = readEach(&reader, "INIntentParameterUnsupportedReasons", &comments) {
            session, reason, comments in
            session.unsupportedReason(&reason, of: what, ids: base, codes: &codes, &comments)
        }
        finish(reader, &comments)
        let imported = ImportedParameter(originalName: original, name: name, type: type, isArray: parameter.isArray)
        return (parameter, imported, comments)
    }

    /// The fixed array sizes of a parameter (`what`) for widget families. A parameter with sizes is
    /// an array, and its `INIntentParameterFixedSizeArray` is implied; a fixed-size array without
    /// sizes cannot be expressed.
    private mutating func readArraySizes(
        _ reader: inout PlistDictReader, what: String, into parameter: inout ParameterDefinition,
        _ comments: inout [String]
    ) {
        let fixed = reader.take("INIntentParameterFixedSizeArray")
        let sizesPath = reader.path("INIntentParameterArraySizes")
        guard let sizes = array(reader.take("INIntentParameterArraySizes"), sizesPath, &comments), !sizes.isEmpty
        else {
            if let fixed, fixed != .integer(0), fixed != .bool(false) {
                warn(
                    reader.path("INIntentParameterFixedSizeArray"), .lostSetting,
                    "\(what) is a fixed-size array without sizes, which the definitions language cannot express; not imported",
                    &comments)
            }
            return
        }
        var families: Set<WidgetFamily> = []
        let pairs = readEach(sizes, at: sizesPath, &comments) { session, size, comments in
            session.arraySize(&size, families: &families, &comments)
        }
        guard !pairs.isEmpty else { return }
        parameter.arraySizes = pairs
        if fixed?.integer != 1, fixed != .bool(true) {
            warn(
                reader.path("INIntentParameterFixedSizeArray"), .importDefaulted,
                "\(what) has array sizes without `INIntentParameterFixedSizeArray`; the definitions language writes it with the sizes",
                &comments)
        }
        if !parameter.isArray {
            warn(
                reader.path("INIntentParameterSupportsMultipleValues"), .importDefaulted,
                "\(what) has array sizes but is not an array; imported as an array", &comments)
            parameter.isArray = true
        }
    }

    /// One array size: a widget family that no size before it has (`families`) with a positive
    /// count; any other is reported.
    private mutating func arraySize(
        _ reader: inout PlistDictReader, families: inout Set<WidgetFamily>, _ comments: inout [String]
    ) -> (family: WidgetFamily, size: Int)? {
        let sizeClass = string(&reader, "INIntentParameterArraySizeSizeClass", &comments)
        let count = reader.take("INIntentParameterArraySizeSize")?.integer
        var size: (family: WidgetFamily, size: Int)?
        if let sizeClass, let family = WidgetFamily(rawValue: sizeClass.importLowerFirst), let count, count > 0,
            families.insert(family).inserted
        {
            size = (family, count)
        } else {
            warn(
                reader.path, .lostSetting,
                "the array size \(PlistValue.dictionary(reader.values).described) cannot be expressed in the definitions language; not imported",
                &comments)
        }
        finish(reader, &comments)
        return size
    }

    /// Whether the handler provides a parameter's (`what`) options, and whether they take a
    /// search term, where the definitions language allows that for its type.
    private mutating func readOptions(
        _ reader: inout PlistDictReader, what: String, into parameter: inout ParameterDefinition,
        _ comments: inout [String]
    ) {
        let type = parameter.type.value
        var dynamic = flag(&reader, "INIntentParameterSupportsDynamicEnumeration", &comments)
        if dynamic, !allowsDynamicOptions(type) {
            warn(
                reader.path("INIntentParameterSupportsDynamicEnumeration"), .lostSetting,
                "\(what) of type `\(type)` cannot have dynamic options in the definitions language; not imported",
                &comments)
            dynamic = false
        }
        if dynamic {
            parameter.options = Located(
                .dynamic, at: location(reader.path("INIntentParameterSupportsDynamicEnumeration")))
        }
        if flag(&reader, "INIntentParameterSupportsSearch", &comments) {
            if dynamic {
                parameter.search = Located(true, at: location(reader.path("INIntentParameterSupportsSearch")))
            } else {
                warn(
                    reader.path("INIntentParameterSupportsSearch"), .lostSetting,
                    "\(what) supports search without dynamic options, which the definitions language cannot express; not imported",
                    &comments)
            }
        }
    }

    /// Whether a parameter of `type` can have dynamic options in the definitions language: one of
    /// a custom type, or of a built-in type that allows them; an enum of the file has its cases.
    private func allowsDynamicOptions(_ type: ValueType) -> Bool {
        guard case .named(let typeName) = type else { return LanguageRules.typesWithDynamicOptions.contains(type) }
        return !known.enums.values.contains { $0.name == typeName }
    }

    /// A prompt of a parameter (`what`), its kind and text, where the kind is one the language has,
    /// it has text, and no prompt before it has its kind (`seen`); any other is reported, but for
    /// a configuration or primary prompt without text (Xcode's empty ones). `ids` is the base of
    /// the ids export derives for the prompts.
    private mutating func prompt(
        _ reader: inout PlistDictReader, of what: String, ids base: String, seen: inout Set<PromptKind>,
        _ comments: inout [String]
    ) -> (kind: PromptKind, text: LocalizedText)? {
        let rawKind = string(&reader, "INIntentParameterPromptDialogType", &comments) ?? "?"
        let custom = reader.take("INIntentParameterPromptDialogCustom")
        let text = self.text(&reader, "INIntentParameterPromptDialogFormatString", &comments)
        guard let kind = PromptKind(rawValue: rawKind.importLowerFirst) else {
            reader.consumed = Set(reader.values.keys)
            warn(
                reader.path, .lostDialog,
                "the prompt kind `\(rawKind)` of \(what) is not one of the definitions language's; not imported",
                &comments)
            return nil
        }
        let id = "\(base).prompt.\(kind.rawValue)"
        guard let text else {
            keepID(reader, "INIntentParameterPromptDialogFormatString", as: id, taken: false)
            if kind != .configuration && kind != .primary {
                warn(
                    reader.path, .lostDialog,
                    "the `\(rawKind)` prompt of \(what) has no text; not imported (the definitions language writes prompts with text only)",
                    &comments)
            }
            finish(reader, &comments)
            return nil
        }
        guard seen.insert(kind).inserted else {
            warn(reader.path, .lostDialog, "\(what) has a second `\(rawKind)` prompt; not imported", &comments)
            return nil
        }
        if custom != .bool(true) {
            warn(
                reader.path("INIntentParameterPromptDialogCustom"), .importDefaulted,
                "the `\(rawKind)` prompt of \(what) is not marked custom; the definitions language writes every prompt as custom",
                &comments)
        }
        finish(reader, &comments)
        keepID(reader, "INIntentParameterPromptDialogFormatString", as: id)
        return (kind, text)
    }

    /// An unsupported reason of a parameter (`what`), its code and text, where it has a code that
    /// no reason before it has (`codes`); any other is reported. Xcode's built-in reasons become
    /// custom ones, and a reason without text gets an empty one. `ids` is the base of the ids
    /// export derives for the reasons.
    private mutating func unsupportedReason(
        _ reader: inout PlistDictReader, of what: String, ids base: String, codes: inout Set<String>,
        _ comments: inout [String]
    ) -> (code: Located<String>, text: LocalizedText)? {
        guard let code = string(&reader, "INIntentParameterUnsupportedReasonCode", &comments) else {
            warn(
                reader.path, .lostDialog, "an unsupported reason of \(what) without a code cannot be imported",
                &comments)
            return nil
        }
        let writtenCode = validName(
            code, .memberName, what: "unsupported reason",
            path: reader.path("INIntentParameterUnsupportedReasonCode"), &comments)
        guard codes.insert(writtenCode).inserted else {
            reader.consumed = Set(reader.values.keys)
            warn(reader.path, .lostDialog, "\(what) repeats the unsupported reason `\(code)`; not imported", &comments)
            return nil
        }
        let isCustom = flag(&reader, "INIntentParameterUnsupportedReasonCustom", &comments)
        if flag(&reader, "INIntentParameterUnsupportedReasonDefault", &comments) || !isCustom {
            warn(
                reader.path("INIntentParameterUnsupportedReasonDefault"), .importDefaulted,
                "`\(code)` of \(what) is one of Xcode's built-in reasons; imported as a custom reason with the same code and text (the definitions language has custom reasons only)",
                &comments)
        }
        let text = self.text(&reader, "INIntentParameterUnsupportedReasonFormatString", &comments)
        if text == nil {
            warn(
                reader.path("INIntentParameterUnsupportedReasonFormatString"), .importDefaulted,
                "the unsupported reason `\(code)` of \(what) has no text; imported with an empty one", &comments)
        }
        finish(reader, &comments)
        keepID(reader, "INIntentParameterUnsupportedReasonFormatString", as: "\(base).unsupported.\(writtenCode)")
        let codeLocation = location(reader.path("INIntentParameterUnsupportedReasonCode"))
        return (Located(writtenCode, at: codeLocation), text ?? LocalizedText(""))
    }

    // MARK: Relationships

    /// When `parameter` is shown: the relationship at `path` to a parameter shown before it (among
    /// the intent's imported `parameters`), where the definitions language can express it; else
    /// reported. A relationship without a parent, as Xcode leaves it, is kept in `spelling`.
    mutating func relationship(
        _ value: PlistValue, path: PlistPath, of parameter: ImportedParameter, parameters: [ImportedParameter],
        spelling: inout XcodeSpelling, _ comments: inout [String]
    ) -> Relationship? {
        guard let values = dictionary(value, path, &comments) else { return nil }
        var reader = PlistDictReader(values, path: path)
        let parentName = string(&reader, "INIntentParameterRelationshipParentName", &comments)
        let predicate = string(&reader, "INIntentParameterRelationshipPredicateName", &comments)
        let predicateValue = string(&reader, "INIntentParameterRelationshipPredicateValue", &comments)
        defer { finish(reader, &comments) }
        if parentName == nil, predicate == "HasAnyValue", predicateValue == nil {
            // What Xcode leaves when the parent is unset: kept as written (`parameter: null`).
            spelling.parentlessRelationship = true
            return nil
        }
        guard let parentName else {
            return lostRelationship(
                &reader,
                "the relationship of parameter `\(parameter.originalName)` names no parent parameter; not imported",
                &comments)
        }
        let position = parameters.firstIndex { $0.originalName == parameter.originalName } ?? parameters.count
        guard let parentIndex = parameters.firstIndex(where: { $0.originalName == parentName }), parentIndex < position
        else {
            return lostRelationship(
                &reader,
                "parameter `\(parameter.originalName)` depends on `\(parentName)`, which is not an imported parameter shown before it; the relationship is not imported",
                &comments)
        }
        return relationship(
            &reader, predicate: predicate, value: predicateValue, of: parameter, parent: parameters[parentIndex],
            named: parentName, &comments)
    }

    /// The relationship of `parameter` to `parent` (`parentName` in the file) by `predicate` and
    /// its `value`, where the definitions language has that condition for the parent's type; else
    /// reported.
    private mutating func relationship(
        _ reader: inout PlistDictReader, predicate: String?, value predicateValue: String?,
        of parameter: ImportedParameter, parent: ImportedParameter, named parentName: String,
        _ comments: inout [String]
    ) -> Relationship? {
        let parentReference = Located(
            parent.name, at: location(reader.path("INIntentParameterRelationshipParentName")))
        let valueLocation = location(reader.path("INIntentParameterRelationshipPredicateValue"))
        switch predicate {
        case "HasAnyValue":
            if let predicateValue {
                warn(
                    reader.path("INIntentParameterRelationshipPredicateValue"), .lostRelationship,
                    "the value `\(predicateValue)` of a `HasAnyValue` relationship is not carried over", &comments)
            }
            return Relationship(parent: parentReference, condition: .hasAnyValue)
        case "EnumHasExactValue":
            guard case .named(let enumName) = parent.type,
                let info = known.enums.values.first(where: { $0.name == enumName }), !parent.isArray,
                let predicateValue
            else {
                return lostRelationship(
                    &reader,
                    "the relationship of parameter `\(parameter.originalName)` compares `\(parentName)` with an enum value, but it is not an enum parameter; not imported",
                    &comments)
            }
            let caseName = ImportNames.caseName(predicateValue)
            guard info.cases.contains(caseName) else {
                return lostRelationship(
                    &reader,
                    "the relationship of parameter `\(parameter.originalName)` compares with `\(predicateValue)`, which is not a case of enum `\(enumName)`; not imported",
                    &comments)
            }
            return Relationship(
                parent: parentReference, condition: .equals(Relationship.Value(text: caseName)),
                conditionLocation: valueLocation)
        case "BooleanHasExactValue":
            guard parent.type == .boolean, !parent.isArray, let predicateValue,
                let flag = ["true": true, "false": false][predicateValue]
            else {
                return lostRelationship(
                    &reader,
                    "the relationship of parameter `\(parameter.originalName)` compares `\(parentName)` with \(predicateValue.map { "`\($0)`" } ?? "nothing"), which the definitions language cannot express; not imported",
                    &comments)
            }
            return Relationship(
                parent: parentReference,
                condition: .equals(Relationship.Value(text: flag ? "true" : "false", boolean: flag)),
                conditionLocation: valueLocation)
        default:
            return lostRelationship(
                &reader,
                "the relationship predicate `\(predicate ?? "none")` of parameter `\(parameter.originalName)` cannot be expressed in the definitions language; not imported",
                &comments)
        }
    }

    /// Reports the relationship that `reader` reads as not imported, with all its keys read.
    private mutating func lostRelationship(
        _ reader: inout PlistDictReader, _ message: String, _ comments: inout [String]
    ) -> Relationship? {
        reader.consumed = Set(reader.values.keys)
        warn(reader.path, .lostRelationship, message, &comments)
        return nil
    }
}
