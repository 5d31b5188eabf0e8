// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview).

extension ImportSession {
    // MARK: Intents

    func intent(_ item: PlistValue, path: PlistPath, taken: inout Set<String>) -> [ImportYAMLEntry] {
        var comments: [String] = []
        guard let values = dictionary(item, path, &comments) else { return [ImportYAMLEntry(comments: comments)] }
        var reader = PlistDictReader(values, path: path)
        let name = values["INIntentName"]?.string
        let kind = values["INIntentType"]?.string ?? "Custom"
        if kind == "Custom", values["INIntentType"] != .string("Custom") {
            let found = values["INIntentType"].map(describe) ?? "absent"
            warn(
                reader.path("INIntentType"), .importDefaulted,
                "`INIntentType` is \(found), not `Custom` or `System`; imported as a custom intent", &comments)
        }
        guard kind == "Custom" else {
            let className = values["INIntentClassName"]?.string.map { " (\($0))" } ?? ""
            warn(
                path, .lostSystemIntent,
                "the system intent `\(name ?? "?")`\(className) (`INIntentType` `\(kind)`) cannot be expressed in the definitions language, which declares custom intents only; not imported",
                &comments)
            return [ImportYAMLEntry(comments: comments)]
        }
        reader.consumed.insert("INIntentType")
        guard let name = string(&reader, "INIntentName", &comments) else {
            warn(path, .lostDeclaration, "an intent without `INIntentName` cannot be imported", &comments)
            return [ImportYAMLEntry(comments: comments)]
        }
        let written = validName(name, .type, what: "intent name", path: reader.path("INIntentName"), &comments)
        guard taken.insert(written).inserted else {
            warn(path, .lostDeclaration, "a second intent named `\(written)` is not imported", &comments)
            return [ImportYAMLEntry(comments: comments)]
        }
        var entries: [ImportYAMLEntry] = []
        if let title = text(&reader, "INIntentTitle", &comments) {
            if !isDefault(title, for: written) { entries.append(ImportYAMLEntry("title", localized(title))) }
        } else {
            warn(
                reader.path("INIntentTitle"), .importDefaulted,
                "intent `\(name)` has no title; the definitions language gives it the default \"\(written.displayWords)\"",
                &comments)
        }
        if let description = text(&reader, "INIntentDescription", &comments) {
            entries.append(ImportYAMLEntry("description", localized(description)))
        }
        var category = IntentCategory.generic
        if values["INIntentCategory"] == nil {
            warn(
                reader.path("INIntentCategory"), .importDefaulted,
                "intent `\(name)` has no category; imported as `generic`", &comments)
        }
        if let raw = string(&reader, "INIntentCategory", &comments) {
            if let value = IntentCategory(rawValue: raw) {
                category = value
                if value != .generic { entries.append(ImportYAMLEntry("category", .scalar(raw))) }
            } else {
                warn(
                    reader.path("INIntentCategory"), .lostSetting,
                    "the category `\(raw)` of intent `\(name)` is not one of the definitions language's; imported as `generic`",
                    &comments)
            }
        }
        if values["INIntentVerb"] == nil {
            warn(
                reader.path("INIntentVerb"), .importDefaulted,
                "intent `\(name)` has no verb; the definitions language gives it the category's first verb, `\(category.verbs[0])`",
                &comments)
        }
        if let verb = string(&reader, "INIntentVerb", &comments) {
            if !category.verbs.contains(verb) {
                warn(
                    reader.path("INIntentVerb"), .lostSetting,
                    "`\(verb)` is not a verb of the `\(category.rawValue)` category; imported with the default `\(category.verbs[0])`",
                    &comments)
            } else if verb != category.verbs[0] {
                entries.append(ImportYAMLEntry("verb", .scalar(verb)))
            }
        }
        if flag(&reader, "INIntentEligibleForWidgets", &comments) {
            entries.append(ImportYAMLEntry("eligibleForWidgets", .scalar("true")))
        }
        if flag(&reader, "INIntentIneligibleForSuggestions", &comments) {
            entries.append(ImportYAMLEntry("eligibleForSuggestions", .scalar("false")))
        }
        let configurable = flag(&reader, "INIntentConfigurable", &comments)
        if !configurable { entries.append(ImportYAMLEntry("configurable", .scalar("false"))) }
        if flag(&reader, "INIntentUserConfirmationRequired", &comments) {
            entries.append(ImportYAMLEntry("confirmationRequired", .scalar("true")))
        }
        let keyParameter = string(&reader, "INIntentKeyParameter", &comments)
        let inputParameter = string(&reader, "INIntentInput", &comments)
        let image = string(&reader, "INIntentDefaultImageName", &comments)
        var className = string(&reader, "INIntentClassName", &comments)
        if let value = className,
            !(SwiftNames.isIdentifier(value) && value.first!.isUppercase && !SwiftNames.keywords.contains(value))
        {
            warn(
                reader.path("INIntentClassName"), .lostSetting,
                "the class name `\(value)` is not a valid Swift type name; not imported", &comments)
            className = nil
        }
        if let prefix = string(&reader, "INIntentClassPrefix", &comments) {
            warn(
                reader.path("INIntentClassPrefix"), .lostSetting,
                "the class prefix `\(prefix)` is a generation option, not part of the definitions language: pass `--class-prefix \(prefix)` to `intentgen generate` (or set `classPrefix` in the project spec)",
                &comments)
        }
        if let restrictions = reader.take("INIntentRestrictions") {
            warn(
                reader.path("INIntentRestrictions"), .lostSetting,
                "`INIntentRestrictions` (\(describe(restrictions))) cannot be expressed in the definitions language; not imported",
                &comments)
        }

        // Parameters, in display order.
        let parametersPath = reader.path("INIntentParameters")
        let items = array(reader.take("INIntentParameters"), parametersPath, &comments) ?? []
        var ordered: [(position: Int, values: [String: PlistValue])] = []
        var parameterComments: [String] = []
        for (position, item) in items.enumerated() {
            if let values = dictionary(item, parametersPath.item(position), &parameterComments) {
                ordered.append((position, values))
            }
        }
        ordered.sort {
            priority($0.values, "INIntentParameterDisplayPriority", $0.position)
                .lexicographicallyPrecedes(priority($1.values, "INIntentParameterDisplayPriority", $1.position))
        }
        var imported: [ImportedParameter] = []
        var parameterEntries: [ImportYAMLEntry] = []
        var renames: [String: String] = [:]
        var pendingRelationships:
            [(entryIndex: Int, parameter: ImportedParameter, path: PlistPath, value: PlistValue)] = []
        for (position, values) in ordered {
            let parameterPath = parametersPath.item(position)
            if let result = parameter(
                values, path: parameterPath, intent: name, taken: imported, dropped: &parameterEntries)
            {
                imported.append(result.parameter)
                if result.parameter.name != result.parameter.originalName {
                    renames[result.parameter.originalName] = result.parameter.name
                }
                parameterEntries.append(result.entry)
                if let relationship = values["INIntentParameterRelationship"] {
                    pendingRelationships.append(
                        (
                            parameterEntries.count - 1, result.parameter,
                            PlistDictReader(values, path: parameterPath).path("INIntentParameterRelationship"),
                            relationship
                        ))
                }
            }
        }
        // Relationships need the parents' names and types.
        for pending in pendingRelationships {
            var entryComments = parameterEntries[pending.entryIndex].comments
            if let visibleWhen = relationship(
                pending.value, path: pending.path,
                of: pending.parameter, parameters: imported, &entryComments)
            {
                parameterEntries[pending.entryIndex] = insertVisibleWhen(
                    visibleWhen, into: parameterEntries[pending.entryIndex])
            }
            parameterEntries[pending.entryIndex].comments = entryComments
        }
        parameterEntries.insert(
            contentsOf: parameterComments.isEmpty ? [] : [ImportYAMLEntry(comments: parameterComments)], at: 0)

        func reference(_ value: String?, _ key: String, _ yamlKey: String) {
            guard let value else { return }
            if let parameter = imported.first(where: { $0.originalName == value }) {
                entries.append(ImportYAMLEntry(yamlKey, .scalar(ImportYAMLText.quote(parameter.name))))
            } else {
                warn(
                    reader.path(key), .lostSetting,
                    "`\(key)` names `\(value)`, which is not an imported parameter of intent `\(name)`; not imported",
                    &comments)
            }
        }
        reference(keyParameter, "INIntentKeyParameter", "keyParameter")
        reference(inputParameter, "INIntentInput", "inputParameter")
        if let image { entries.append(ImportYAMLEntry("image", .scalar(ImportYAMLText.quote(image)))) }
        if let className { entries.append(ImportYAMLEntry("className", .scalar(className))) }
        if parameterEntries.contains(where: { $0.key != nil }) {
            entries.append(ImportYAMLEntry("parameters", .mapping(parameterEntries)))
        } else {
            comments += parameterEntries.flatMap(\.comments)
        }

        // Summaries (Xcode's supported combinations).
        var summaryComments: [String] = []
        let summaries = self.summaries(&reader, parameters: imported, renames: renames, &summaryComments)
        managedCombinations(&reader, summaries: summaries.texts, &summaryComments)
        if !summaries.items.isEmpty {
            entries.append(ImportYAMLEntry("summaries", .sequence(summaries.items), comments: summaryComments))
        } else {
            comments += summaryComments
        }

        // Response.
        var responseComments: [String] = []
        if let response = dictionary(
            reader.take("INIntentResponse"), reader.path("INIntentResponse"), &responseComments)
        {
            let responseEntries = self.response(
                response, path: reader.path("INIntentResponse"), intent: name, &responseComments)
            if !responseEntries.isEmpty {
                entries.append(ImportYAMLEntry("response", .mapping(responseEntries), comments: responseComments))
            } else {
                comments += responseComments
            }
        } else {
            warn(
                reader.path("INIntentResponse"), .importDefaulted,
                "intent `\(name)` has no `INIntentResponse`; the definitions language always gives it `success` and `failure`",
                &comments)
            comments += responseComments
        }
        finish(reader, &comments)
        return [ImportYAMLEntry(written, .mapping(entries), comments: comments)]
    }

    func insertVisibleWhen(_ value: ImportYAMLValue, into entry: ImportYAMLEntry) -> ImportYAMLEntry {
        var entry = entry
        var children: [ImportYAMLEntry]
        switch entry.value {
        case .mapping(let existing)?: children = existing
        case let other?: children = [ImportYAMLEntry("type", other)]
        case nil: return entry
        }
        let position =
            children.firstIndex {
                ["prompts", "customDisambiguation", "unsupportedReasons"].contains($0.key ?? "")
                    || LanguageRules.metadataTypes[$0.key ?? ""] != nil
            }
            ?? children.count
        children.insert(ImportYAMLEntry("visibleWhen", value), at: position)
        entry.value = .mapping(children)
        return entry
    }

    // MARK: Parameters

    func parameter(
        _ values: [String: PlistValue], path: PlistPath, intent: String, taken: [ImportedParameter],
        dropped: inout [ImportYAMLEntry]
    ) -> (entry: ImportYAMLEntry, parameter: ImportedParameter)? {
        var comments: [String] = []
        var reader = PlistDictReader(values, path: path)
        var droppedComments: [String] = []
        guard let original = string(&reader, "INIntentParameterName", &comments) else {
            warn(
                path, .lostParameter,
                "a parameter of intent `\(intent)` without `INIntentParameterName` cannot be imported", &droppedComments
            )
            dropped.append(ImportYAMLEntry(comments: comments + droppedComments))
            return nil
        }
        let what = "parameter `\(original)` of intent `\(intent)`"
        let name = validName(
            original, .member, reserved: SwiftNames.intentMembers, what: "parameter name",
            path: reader.path("INIntentParameterName"), &comments)
        if taken.contains(where: { $0.name == name }) {
            warn(path, .lostParameter, "\(what) repeats the name `\(name)`; not imported", &droppedComments)
            dropped.append(ImportYAMLEntry(comments: comments + droppedComments))
            return nil
        }
        guard let type = valueType(&reader, prefix: "INIntentParameter", what: what, &comments) else {
            warn(path, .lostParameterType, "\(what) is not imported", &droppedComments)
            dropped.append(ImportYAMLEntry(comments: comments + droppedComments))
            return nil
        }
        var isArray = flag(&reader, "INIntentParameterSupportsMultipleValues", &comments)
        var entries: [ImportYAMLEntry] = []

        // Fixed array sizes for widget families.
        let fixed = reader.take("INIntentParameterFixedSizeArray")
        if let sizes = array(
            reader.take("INIntentParameterArraySizes"), reader.path("INIntentParameterArraySizes"), &comments),
            !sizes.isEmpty
        {
            var pairs: [(String, ImportYAMLValue)] = []
            for (index, size) in sizes.enumerated() {
                let sizePath = reader.path("INIntentParameterArraySizes").item(index)
                guard let entry = dictionary(size, sizePath, &comments) else { continue }
                var sizeReader = PlistDictReader(entry, path: sizePath)
                let sizeClass = string(&sizeReader, "INIntentParameterArraySizeSizeClass", &comments)
                let count = sizeReader.take("INIntentParameterArraySizeSize")?.integer
                if let sizeClass, let family = WidgetFamily(rawValue: sizeClass.importLowerFirst), let count, count > 0,
                    !pairs.contains(where: { $0.0 == family.rawValue })
                {
                    pairs.append((family.rawValue, .scalar(String(count))))
                } else {
                    warn(
                        sizePath, .lostSetting,
                        "the array size \(describe(size)) cannot be expressed in the definitions language; not imported",
                        &comments)
                }
                finish(sizeReader, &comments)
            }
            if !pairs.isEmpty {
                entries.append(ImportYAMLEntry("arraySizes", .flowMapping(pairs)))
                if fixed?.integer != 1, fixed != .bool(true) {
                    warn(
                        reader.path("INIntentParameterFixedSizeArray"), .importDefaulted,
                        "\(what) has array sizes without `INIntentParameterFixedSizeArray`; the definitions language writes it with the sizes",
                        &comments)
                }
                if !isArray {
                    warn(
                        reader.path("INIntentParameterSupportsMultipleValues"), .importDefaulted,
                        "\(what) has array sizes but is not an array; imported as an array", &comments)
                    isArray = true
                }
            }
        } else if let fixed, fixed != .integer(0), fixed != .bool(false) {
            warn(
                reader.path("INIntentParameterFixedSizeArray"), .lostSetting,
                "\(what) is a fixed-size array without sizes, which the definitions language cannot express; not imported",
                &comments)
        }
        entries.insert(ImportYAMLEntry("type", typeText(type, isArray: isArray)), at: 0)

        if let displayName = text(&reader, "INIntentParameterDisplayName", &comments) {
            if !isDefault(displayName, for: name) {
                entries.append(ImportYAMLEntry("displayName", localized(displayName)))
            }
        } else {
            warn(
                reader.path("INIntentParameterDisplayName"), .importDefaulted,
                "\(what) has no display name; the definitions language gives it the default \"\(name.displayWords)\"",
                &comments)
        }
        if !flag(&reader, "INIntentParameterConfigurable", &comments) {
            entries.append(ImportYAMLEntry("configurable", .scalar("false")))
        }
        if flag(&reader, "INIntentParameterSupportsResolution", &comments) {
            entries.append(ImportYAMLEntry("resolvable", .scalar("true")))
        }
        var dynamic = flag(&reader, "INIntentParameterSupportsDynamicEnumeration", &comments)
        let isEnum: Bool = {
            if case .named(let typeName) = type { return enums.values.contains { $0.name == typeName } }
            return false
        }()
        if dynamic,
            isEnum
                || !(LanguageRules.typesWithDynamicOptions.contains(type)
                    || {
                        if case .named = type { return true }
                        return false
                    }())
        {
            warn(
                reader.path("INIntentParameterSupportsDynamicEnumeration"), .lostSetting,
                "\(what) of type `\(type)` cannot have dynamic options in the definitions language; not imported",
                &comments)
            dynamic = false
        }
        if dynamic { entries.append(ImportYAMLEntry("options", .scalar("dynamic"))) }
        if flag(&reader, "INIntentParameterSupportsSearch", &comments) {
            if dynamic {
                entries.append(ImportYAMLEntry("search", .scalar("true")))
            } else {
                warn(
                    reader.path("INIntentParameterSupportsSearch"), .lostSetting,
                    "\(what) supports search without dynamic options, which the definitions language cannot express; not imported",
                    &comments)
            }
        }
        if let metadataValues = dictionary(
            reader.take("INIntentParameterMetadata"), reader.path("INIntentParameterMetadata"), &comments)
        {
            var metadataReader = PlistDictReader(metadataValues, path: reader.path("INIntentParameterMetadata"))
            var metadataEntries = metadata(
                &metadataReader, prefix: "INIntentParameterMetadata", type: type, isArray: isArray,
                parameter: original, &comments)
            finish(metadataReader, &comments)
            if let index = metadataEntries.firstIndex(where: { $0.key == "default" }) {
                entries.append(metadataEntries.remove(at: index))
            }
            entries += metadataEntries
        }
        reader.consumed.insert("INIntentParameterRelationship")  // read by the intent, which knows the other parameters

        // Prompts.
        if let dialogs = array(
            reader.take("INIntentParameterPromptDialogs"), reader.path("INIntentParameterPromptDialogs"), &comments)
        {
            var prompts: [ImportYAMLEntry] = []
            var seen: Set<PromptKind> = []
            for (index, dialog) in dialogs.enumerated() {
                let dialogPath = reader.path("INIntentParameterPromptDialogs").item(index)
                guard let dialogValues = dictionary(dialog, dialogPath, &comments) else { continue }
                var dialogReader = PlistDictReader(dialogValues, path: dialogPath)
                let rawKind = string(&dialogReader, "INIntentParameterPromptDialogType", &comments) ?? "?"
                let custom = dialogReader.take("INIntentParameterPromptDialogCustom")
                let text = self.text(&dialogReader, "INIntentParameterPromptDialogFormatString", &comments)
                guard let kind = PromptKind(rawValue: rawKind.importLowerFirst) else {
                    dialogReader.consumed = Set(dialogValues.keys)
                    warn(
                        dialogPath, .lostDialog,
                        "the prompt kind `\(rawKind)` of \(what) is not one of the definitions language's; not imported",
                        &comments)
                    continue
                }
                guard let text else {
                    if kind != .configuration && kind != .primary {
                        warn(
                            dialogPath, .lostDialog,
                            "the `\(rawKind)` prompt of \(what) has no text; not imported (the definitions language writes prompts with text only)",
                            &comments)
                    }
                    finish(dialogReader, &comments)
                    continue
                }
                guard seen.insert(kind).inserted else {
                    warn(dialogPath, .lostDialog, "\(what) has a second `\(rawKind)` prompt; not imported", &comments)
                    continue
                }
                if custom != .bool(true) {
                    warn(
                        dialogReader.path("INIntentParameterPromptDialogCustom"), .importDefaulted,
                        "the `\(rawKind)` prompt of \(what) is not marked custom; the definitions language writes every prompt as custom",
                        &comments)
                }
                finish(dialogReader, &comments)
                prompts.append(ImportYAMLEntry(kind.rawValue, localized(text)))
            }
            if !prompts.isEmpty { entries.append(ImportYAMLEntry("prompts", .mapping(prompts))) }
        }
        if flag(&reader, "INIntentParameterCustomDisambiguation", &comments) {
            entries.append(ImportYAMLEntry("customDisambiguation", .scalar("true")))
        }

        // Unsupported reasons.
        if let reasons = array(
            reader.take("INIntentParameterUnsupportedReasons"), reader.path("INIntentParameterUnsupportedReasons"),
            &comments)
        {
            var reasonEntries: [ImportYAMLEntry] = []
            var codes: Set<String> = []
            for (index, reason) in reasons.enumerated() {
                let reasonPath = reader.path("INIntentParameterUnsupportedReasons").item(index)
                guard let reasonValues = dictionary(reason, reasonPath, &comments) else { continue }
                var reasonReader = PlistDictReader(reasonValues, path: reasonPath)
                guard let code = string(&reasonReader, "INIntentParameterUnsupportedReasonCode", &comments) else {
                    warn(
                        reasonPath, .lostDialog, "an unsupported reason of \(what) without a code cannot be imported",
                        &comments)
                    continue
                }
                let writtenCode = validName(
                    code, .member, what: "unsupported reason",
                    path: reasonReader.path("INIntentParameterUnsupportedReasonCode"), &comments)
                guard codes.insert(writtenCode).inserted else {
                    reasonReader.consumed = Set(reasonValues.keys)
                    warn(
                        reasonPath, .lostDialog, "\(what) repeats the unsupported reason `\(code)`; not imported",
                        &comments)
                    continue
                }
                let isCustom = flag(&reasonReader, "INIntentParameterUnsupportedReasonCustom", &comments)
                if flag(&reasonReader, "INIntentParameterUnsupportedReasonDefault", &comments) || !isCustom {
                    warn(
                        reasonReader.path("INIntentParameterUnsupportedReasonDefault"), .importDefaulted,
                        "`\(code)` of \(what) is one of Xcode's built-in reasons; imported as a custom reason with the same code and text (the definitions language has custom reasons only)",
                        &comments)
                }
                var text = self.text(&reasonReader, "INIntentParameterUnsupportedReasonFormatString", &comments)
                if text == nil {
                    warn(
                        reasonReader.path("INIntentParameterUnsupportedReasonFormatString"), .importDefaulted,
                        "the unsupported reason `\(code)` of \(what) has no text; imported with an empty one", &comments
                    )
                    text = LocalizedText("")
                }
                finish(reasonReader, &comments)
                reasonEntries.append(ImportYAMLEntry(writtenCode, localized(text!)))
            }
            if !reasonEntries.isEmpty { entries.append(ImportYAMLEntry("unsupportedReasons", .mapping(reasonEntries))) }
        }
        finish(reader, &comments)
        let value: ImportYAMLValue = entries.count == 1 ? entries[0].value! : .mapping(entries)
        return (
            ImportYAMLEntry(name, value, comments: comments),
            ImportedParameter(originalName: original, name: name, type: type, isArray: isArray)
        )
    }

    func relationship(
        _ value: PlistValue, path: PlistPath, of parameter: ImportedParameter, parameters: [ImportedParameter],
        _ comments: inout [String]
    ) -> ImportYAMLValue? {
        guard let values = dictionary(value, path, &comments) else { return nil }
        var reader = PlistDictReader(values, path: path)
        let parentName = string(&reader, "INIntentParameterRelationshipParentName", &comments)
        let predicate = string(&reader, "INIntentParameterRelationshipPredicateName", &comments)
        let predicateValue = string(&reader, "INIntentParameterRelationshipPredicateValue", &comments)
        defer { finish(reader, &comments) }
        guard let parentName else {
            reader.consumed = Set(values.keys)
            warn(
                path, .lostRelationship,
                "the relationship of parameter `\(parameter.originalName)` names no parent parameter; not imported",
                &comments)
            return nil
        }
        let position = parameters.firstIndex { $0.originalName == parameter.originalName } ?? parameters.count
        guard let parentIndex = parameters.firstIndex(where: { $0.originalName == parentName }), parentIndex < position
        else {
            reader.consumed = Set(values.keys)
            warn(
                path, .lostRelationship,
                "parameter `\(parameter.originalName)` depends on `\(parentName)`, which is not an imported parameter shown before it; the relationship is not imported",
                &comments)
            return nil
        }
        let parent = parameters[parentIndex]
        let parentText = ImportYAMLText.quote(parent.name, flow: true)
        switch predicate {
        case "HasAnyValue":
            if let predicateValue {
                warn(
                    reader.path("INIntentParameterRelationshipPredicateValue"), .lostRelationship,
                    "the value `\(predicateValue)` of a `HasAnyValue` relationship is not carried over", &comments)
            }
            return .scalar(ImportYAMLText.quote(parent.name))
        case "EnumHasExactValue":
            guard case .named(let enumName) = parent.type,
                let info = enums.values.first(where: { $0.name == enumName }), !parent.isArray,
                let predicateValue
            else {
                reader.consumed = Set(values.keys)
                warn(
                    path, .lostRelationship,
                    "the relationship of parameter `\(parameter.originalName)` compares `\(parentName)` with an enum value, but it is not an enum parameter; not imported",
                    &comments)
                return nil
            }
            let caseName = caseWritten(predicateValue)
            guard info.cases.contains(caseName) else {
                reader.consumed = Set(values.keys)
                warn(
                    path, .lostRelationship,
                    "the relationship of parameter `\(parameter.originalName)` compares with `\(predicateValue)`, which is not a case of enum `\(enumName)`; not imported",
                    &comments)
                return nil
            }
            return .flowMapping([
                ("parameter", .scalar(parentText)), ("equals", .scalar(ImportYAMLText.quote(caseName, flow: true))),
            ])
        case "BooleanHasExactValue":
            guard parent.type == .boolean, !parent.isArray, let predicateValue,
                let flag = ["true": true, "false": false][predicateValue]
            else {
                reader.consumed = Set(values.keys)
                warn(
                    path, .lostRelationship,
                    "the relationship of parameter `\(parameter.originalName)` compares `\(parentName)` with \(predicateValue.map { "`\($0)`" } ?? "nothing"), which the definitions language cannot express; not imported",
                    &comments)
                return nil
            }
            return .flowMapping([("parameter", .scalar(parentText)), ("equals", .scalar(flag ? "true" : "false"))])
        default:
            reader.consumed = Set(values.keys)
            warn(
                path, .lostRelationship,
                "the relationship predicate `\(predicate ?? "none")` of parameter `\(parameter.originalName)` cannot be expressed in the definitions language; not imported",
                &comments)
            return nil
        }
    }
}
