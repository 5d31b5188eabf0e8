// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview).

extension ImportSession {
    // MARK: Intents

    /// The intent at `path`, to be the file's intent number `index`, and the comments before it
    /// (or, when it is not imported, why).
    func intent(_ item: PlistValue, path: PlistPath, at index: Int, taken: inout Set<String>)
        -> (IntentDefinition?, [String])
    {
        var comments: [String] = []
        guard let values = dictionary(item, path, &comments) else { return (nil, comments) }
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
                "the intent `\(name ?? "?")`\(className) has the `INIntentType` `\(kind)`, neither `Custom` nor `System`, which the definitions language cannot express; not imported",
                &comments)
            return (nil, comments)
        }
        reader.consumed.insert("INIntentType")
        guard let name = string(&reader, "INIntentName", &comments) else {
            warn(path, .lostDeclaration, "an intent without `INIntentName` cannot be imported", &comments)
            return (nil, comments)
        }
        let written = validName(name, .typeName, what: "intent name", path: reader.path("INIntentName"), &comments)
        guard taken.insert(written).inserted else {
            warn(path, .lostDeclaration, "a second intent named `\(written)` is not imported", &comments)
            return (nil, comments)
        }
        var intent = IntentDefinition(
            name: Located(written, at: location(reader.path("INIntentName"))),
            title: LocalizedText(written.displayWords))
        let title = text(&reader, "INIntentTitle", &comments)
        keepID(reader, "INIntentTitle", as: "\(written).title", taken: title != nil)
        if let title {
            intent.title = title
        } else {
            warn(
                reader.path("INIntentTitle"), .importDefaulted,
                "intent `\(name)` has no title; the definitions language gives it the default \"\(written.displayWords)\"",
                &comments)
        }
        intent.description = text(&reader, "INIntentDescription", &comments)
        keepID(reader, "INIntentDescription", as: "\(written).description", taken: intent.description != nil)
        keepCounter(reader, "INIntentLastParameterTag", of: written)
        var category = IntentCategory.generic
        if values["INIntentCategory"] == nil {
            warn(
                reader.path("INIntentCategory"), .importDefaulted,
                "intent `\(name)` has no category; imported as `generic`", &comments)
        }
        if let raw = string(&reader, "INIntentCategory", &comments) {
            if let value = IntentCategory(rawValue: raw) {
                category = value
            } else {
                warn(
                    reader.path("INIntentCategory"), .lostSetting,
                    "the category `\(raw)` of intent `\(name)` is not one of the definitions language's; imported as `generic`",
                    &comments)
            }
        }
        intent.category = category
        intent.verb = category.verbs[0]
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
            } else {
                intent.verb = verb
            }
        }
        intent.eligibleForWidgets = flag(&reader, "INIntentEligibleForWidgets", &comments)
        intent.eligibleForSuggestions = !flag(&reader, "INIntentIneligibleForSuggestions", &comments)
        intent.configurable = flag(&reader, "INIntentConfigurable", &comments)
        intent.confirmationRequired = flag(&reader, "INIntentUserConfirmationRequired", &comments)
        let keyParameter = string(&reader, "INIntentKeyParameter", &comments)
        let inputParameter = string(&reader, "INIntentInput", &comments)
        let image = string(&reader, "INIntentDefaultImageName", &comments)
        var className = string(&reader, "INIntentClassName", &comments)
        if let value = className, FileValidation.problem(with: value, kind: .typeName, reserved: .none) != nil {
            warn(
                reader.path("INIntentClassName"), .lostSetting,
                "the class name `\(value)` is not a valid Swift type name; not imported", &comments)
            className = nil
        }
        if let prefix = string(&reader, "INIntentClassPrefix", &comments) {
            // The file's `classPrefix` when every intent has the same valid one (see `classPrefix(_:)`).
            classPrefixes.append((prefix, reader.path("INIntentClassPrefix")))
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
        var parameters: [(parameter: ParameterDefinition, comments: [String])] = []
        // Why parameters were not imported, said before the next one that was (or after the last).
        var droppedBefore: [[String]] = []
        var dropped: [String] = []
        var renames: [String: String] = [:]
        var pendingRelationships: [(index: Int, parameter: ImportedParameter, path: PlistPath, value: PlistValue)] =
            []
        for (position, values) in ordered {
            let parameterPath = parametersPath.item(position)
            guard
                let result = parameter(
                    values, path: parameterPath, intent: name, written: written, taken: imported, dropped: &dropped)
            else { continue }
            keepTag(
                PlistDictReader(values, path: parameterPath), "INIntentParameterTag",
                as: "\(written).\(result.imported.name)")
            imported.append(result.imported)
            if result.imported.name != result.imported.originalName {
                renames[result.imported.originalName] = result.imported.name
            }
            droppedBefore.append(dropped)
            dropped = []
            parameters.append((result.parameter, result.comments))
            if let relationship = values["INIntentParameterRelationship"] {
                pendingRelationships.append(
                    (
                        parameters.count - 1, result.imported,
                        PlistDictReader(values, path: parameterPath).path("INIntentParameterRelationship"),
                        relationship
                    ))
            }
        }
        // Relationships need the parents' names and types.
        for pending in pendingRelationships {
            var entry = parameters[pending.index]
            entry.parameter.visibleWhen = relationship(
                pending.value, path: pending.path, of: pending.parameter, parameters: imported,
                spelling: &entry.parameter.spelling, &entry.comments)
            parameters[pending.index] = entry
        }

        func reference(_ value: String?, _ key: String) -> Located<String>? {
            guard let value else { return nil }
            if let parameter = imported.first(where: { $0.originalName == value }) {
                return Located(parameter.name, at: location(reader.path(key)))
            }
            warn(
                reader.path(key), .lostSetting,
                "`\(key)` names `\(value)`, which is not an imported parameter of intent `\(name)`; not imported",
                &comments)
            return nil
        }
        intent.keyParameter = reference(keyParameter, "INIntentKeyParameter")
        intent.inputParameter = reference(inputParameter, "INIntentInput")
        intent.image = image
        intent.className = className.map { Located($0, at: location(reader.path("INIntentClassName"))) }
        if parameters.isEmpty {
            comments += parameterComments + dropped
        } else {
            intent.parameters = parameters.map(\.parameter)
            for (position, parameter) in parameters.enumerated() {
                let before = (position == 0 ? parameterComments : []) + droppedBefore[position]
                self.comments.add(before + parameter.comments, at: .parameter(intent: index, position))
            }
            self.comments.add(dropped, at: .parametersEnd(intent: index))
        }

        // Summaries (Xcode's supported combinations).
        var summaryComments: [String] = []
        let summaries = self.summaries(
            &reader, intent: written, parameters: imported, renames: renames, &summaryComments)
        if !summaries.isEmpty {
            intent.summaries = summaries.map(\.summary)
            self.comments.add(summaryComments, at: .summaries(intent: index))
            for (position, item) in summaries.enumerated() {
                self.comments.add(item.comments, at: .summary(intent: index, position))
            }
        } else {
            comments += summaryComments
        }
        // The Shortcuts app's summaries.
        var shortcutsComments: [String] = []
        if let shortcuts = shortcutsSummaries(
            &reader, intent: intent, parameters: imported, renames: renames, &shortcutsComments)
        {
            intent.shortcutsSummaries = shortcuts.map(\.summary)
            self.comments.add(shortcutsComments, at: .shortcutsSummaries(intent: index))
            for (position, item) in shortcuts.enumerated() {
                self.comments.add(item.comments, at: .shortcutsSummary(intent: index, position))
            }
        } else {
            comments += shortcutsComments
        }

        // Response.
        var responseComments: [String] = []
        if let response = dictionary(
            reader.take("INIntentResponse"), reader.path("INIntentResponse"), &responseComments)
        {
            let read = self.response(
                response, path: reader.path("INIntentResponse"), intent: name, written: written, at: index,
                &responseComments)
            intent.response = read.response
            if read.written {
                self.comments.add(responseComments, at: .response(intent: index))
            } else {
                comments += responseComments
            }
        } else {
            warn(
                reader.path("INIntentResponse"), .importDefaulted,
                "intent `\(name)` has no `INIntentResponse`; the definitions language always gives it `success` and `failure`",
                &comments)
            comments += responseComments
            let place = location(reader.path("INIntentResponse"))
            intent.response = ResponseDefinition(codes: [
                ResponseCode(name: Located("success", at: place), isSuccess: true),
                ResponseCode(name: Located("failure", at: place), isSuccess: false),
            ])
        }
        finish(reader, &comments)
        return (intent, comments)
    }

    // MARK: Parameters

    /// A parameter with the comments before it, or nil when it could not be imported (and then
    /// why is added to `dropped`).
    func parameter(
        _ values: [String: PlistValue], path: PlistPath, intent: String, written intentName: String,
        taken: [ImportedParameter], dropped: inout [String]
    ) -> (parameter: ParameterDefinition, imported: ImportedParameter, comments: [String])? {
        var comments: [String] = []
        var reader = PlistDictReader(values, path: path)
        var droppedComments: [String] = []
        guard let original = string(&reader, "INIntentParameterName", &comments) else {
            warn(
                path, .lostParameter,
                "a parameter of intent `\(intent)` without `INIntentParameterName` cannot be imported", &droppedComments
            )
            dropped += comments + droppedComments
            return nil
        }
        let what = "parameter `\(original)` of intent `\(intent)`"
        let name = validName(
            original, .memberName, reserved: .intent, what: "parameter name",
            path: reader.path("INIntentParameterName"), &comments)
        if taken.contains(where: { $0.name == name }) {
            warn(path, .lostParameter, "\(what) repeats the name `\(name)`; not imported", &droppedComments)
            dropped += comments + droppedComments
            return nil
        }
        var spelling = XcodeSpelling()
        guard let type = valueType(&reader, prefix: "INIntentParameter", what: what, spelling: &spelling, &comments)
        else {
            warn(path, .lostParameterType, "\(what) is not imported", &droppedComments)
            dropped += comments + droppedComments
            return nil
        }
        var isArray = flag(&reader, "INIntentParameterSupportsMultipleValues", &comments)
        var parameter = ParameterDefinition(
            name: Located(name, at: location(reader.path("INIntentParameterName"))),
            displayName: LocalizedText(name.displayWords),
            type: Located(type, at: location(reader.path("INIntentParameterType"))))
        parameter.spelling = spelling

        // Fixed array sizes for widget families.
        let fixed = reader.take("INIntentParameterFixedSizeArray")
        if let sizes = array(
            reader.take("INIntentParameterArraySizes"), reader.path("INIntentParameterArraySizes"), &comments),
            !sizes.isEmpty
        {
            var pairs: [(family: WidgetFamily, size: Int)] = []
            for (index, size) in sizes.enumerated() {
                let sizePath = reader.path("INIntentParameterArraySizes").item(index)
                guard let entry = dictionary(size, sizePath, &comments) else { continue }
                var sizeReader = PlistDictReader(entry, path: sizePath)
                let sizeClass = string(&sizeReader, "INIntentParameterArraySizeSizeClass", &comments)
                let count = sizeReader.take("INIntentParameterArraySizeSize")?.integer
                if let sizeClass, let family = WidgetFamily(rawValue: sizeClass.importLowerFirst), let count, count > 0,
                    !pairs.contains(where: { $0.family == family })
                {
                    pairs.append((family, count))
                } else {
                    warn(
                        sizePath, .lostSetting,
                        "the array size \(describe(size)) cannot be expressed in the definitions language; not imported",
                        &comments)
                }
                finish(sizeReader, &comments)
            }
            if !pairs.isEmpty {
                parameter.arraySizes = pairs
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
        parameter.isArray = isArray

        // The base of the ids export derives for the parameter's texts.
        let base = "\(intentName).\(name)"
        let displayName = text(&reader, "INIntentParameterDisplayName", &comments)
        keepID(reader, "INIntentParameterDisplayName", as: base + ".displayName", taken: displayName != nil)
        if let displayName {
            parameter.displayName = displayName
        } else {
            parameter.spelling.omitsDisplayName = true
        }
        parameter.configurable = flag(&reader, "INIntentParameterConfigurable", &comments)
        parameter.resolvable = flag(&reader, "INIntentParameterSupportsResolution", &comments)
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
        if let metadataValues = dictionary(
            reader.take("INIntentParameterMetadata"), reader.path("INIntentParameterMetadata"), &comments)
        {
            var metadataReader = PlistDictReader(metadataValues, path: reader.path("INIntentParameterMetadata"))
            let read = metadata(
                &metadataReader, prefix: "INIntentParameterMetadata", type: type, isArray: isArray,
                parameter: original, ids: base, &comments)
            finish(metadataReader, &comments)
            parameter.defaultValue = read.defaultValue
            if !read.metadata.isEmpty || !read.keys.isEmpty {
                (parameter.metadata, parameter.metadataKeys) = (read.metadata, read.keys)
            }
        }
        reader.consumed.insert("INIntentParameterRelationship")  // read by the intent, which knows the other parameters

        // Prompts.
        if let dialogs = array(
            reader.take("INIntentParameterPromptDialogs"), reader.path("INIntentParameterPromptDialogs"), &comments)
        {
            var prompts: [(kind: PromptKind, text: LocalizedText)] = []
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
                    keepID(
                        dialogReader, "INIntentParameterPromptDialogFormatString",
                        as: "\(base).prompt.\(kind.rawValue)", taken: false)
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
                prompts.append((kind, text))
                keepID(dialogReader, "INIntentParameterPromptDialogFormatString", as: "\(base).prompt.\(kind.rawValue)")
            }
            if !prompts.isEmpty { parameter.prompts = prompts }
        }
        parameter.customDisambiguation = flag(&reader, "INIntentParameterCustomDisambiguation", &comments)

        // Unsupported reasons.
        if let reasons = array(
            reader.take("INIntentParameterUnsupportedReasons"), reader.path("INIntentParameterUnsupportedReasons"),
            &comments)
        {
            var reasonEntries: [(code: Located<String>, text: LocalizedText)] = []
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
                    code, .memberName, what: "unsupported reason",
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
                let codeLocation = location(reasonReader.path("INIntentParameterUnsupportedReasonCode"))
                reasonEntries.append((Located(writtenCode, at: codeLocation), text!))
                keepID(
                    reasonReader, "INIntentParameterUnsupportedReasonFormatString",
                    as: "\(base).unsupported.\(writtenCode)")
            }
            if !reasonEntries.isEmpty { parameter.unsupportedReasons = reasonEntries }
        }
        finish(reader, &comments)
        return (
            parameter, ImportedParameter(originalName: original, name: name, type: type, isArray: isArray), comments
        )
    }

    func relationship(
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
            return Relationship(
                parent: parentReference, condition: .equals(literal(caseName, flow: true, isDefault: false)),
                conditionLocation: valueLocation)
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
            return Relationship(
                parent: parentReference, condition: .equals(YAMLNode.Scalar(text: flag ? "true" : "false")),
                conditionLocation: valueLocation)
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
