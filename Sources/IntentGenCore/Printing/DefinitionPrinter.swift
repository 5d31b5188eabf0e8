/// Prints any ``DefinitionFile`` as idiomatic YAML in the definitions language (docs/language.md):
/// what a person would write. Defaults are left out, short forms are used where the language has
/// them (`count: integer`, `type: [Item]`, `cases: [a, b]`, a response code as its dialog), text
/// with translations becomes a `{ en: …, ja: … }` mapping, and every string is quoted so that it
/// reads back as exactly itself.
///
/// Loading and decoding what it prints gives the same model again, apart from source locations
/// (and the order of type metadata keys, which it writes in one fixed order).
public struct DefinitionPrinter: Sendable {
    public init() {}

    /// The YAML text of `file`, with `comments` on the lines before the elements they belong to.
    public func print(_ file: DefinitionFile, comments: DefinitionComments = DefinitionComments()) -> String {
        PrintSession(file: file, comments: comments).document()
    }
}

/// One printing: the file, its comments and the document being built.
private struct PrintSession {
    let file: DefinitionFile
    let comments: DefinitionComments

    func document() -> String {
        var lines = comments[.file].map(YAMLText.comment)
        if file.language != "en" {
            YAMLText.render([YAMLEntry(.language, .scalar(YAMLText.quote(file.language)))], indent: 0, into: &lines)
        }
        if let prefix = file.classPrefix {
            YAMLText.render([YAMLEntry(.classPrefix, .scalar(YAMLText.quote(prefix.value)))], indent: 0, into: &lines)
        }
        if let provider = file.appShortcutsProvider {
            YAMLText.render(
                [YAMLEntry(.appShortcutsProvider, AppIntentsPrinting.word(provider.value))], indent: 0, into: &lines)
        }
        if let color = file.shortcutTileColor {
            YAMLText.render([YAMLEntry(.shortcutTileColor, .scalar(color.value.rawValue))], indent: 0, into: &lines)
        }
        let sections: [(DefinitionKey, [YAMLEntry], DefinitionComments.Place)] = [
            (.intents, file.intents.indices.map(intent), .intentsEnd),
            (
                .systemIntents,
                file.systemIntents.indices.map {
                    SystemIntentPrinting.entry(file.systemIntents[$0], comments: comments[.systemIntent($0)])
                }, .systemIntentsEnd
            ),
            (.enums, file.enums.indices.map(enumeration), .enumsEnd),
            (.types, file.types.indices.map(objectType), .typesEnd),
            (.widgets, file.widgets.indices.map(widget), .widgetsEnd),
            (.controls, file.controls.indices.map(control), .controlsEnd),
        ]
        for (key, entries, end) in sections where !entries.isEmpty || !comments[end].isEmpty {
            if !lines.isEmpty { lines.append("") }
            if entries.isEmpty {
                // Nothing of this kind: only what the comments say.
                lines += comments[end].map(YAMLText.comment)
            } else {
                YAMLText.render([YAMLEntry(key, .mapping(entries + trailing(end)))], indent: 0, into: &lines)
            }
        }
        if let identity = file.xcode, let entry = XcodeIdentityPrinting.entry(identity) {
            if !lines.isEmpty { lines.append("") }
            YAMLText.render([entry], indent: 0, into: &lines)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A comment-only entry for the comments at `place`, or none.
    func trailing(_ place: DefinitionComments.Place) -> [YAMLEntry] {
        comments[place].isEmpty ? [] : [YAMLEntry(comments: comments[place])]
    }

    // MARK: Text and values

    /// A text: a plain string, or `{ en: …, ja: … }` with its translations.
    func localized(_ text: LocalizedText, flow: Bool = false) -> YAMLValue {
        guard !text.translations.isEmpty else { return .scalar(YAMLText.quote(text.text, flow: flow)) }
        var pairs: [(String, YAMLValue)] = [(file.language, .scalar(YAMLText.quote(text.text, flow: true)))]
        for language in text.translations.keys.sorted() {
            pairs.append((language, .scalar(YAMLText.quote(text.translations[language]!, flow: true))))
        }
        return .flowMapping(pairs)
    }

    func isDefault(_ text: LocalizedText, for name: String) -> Bool {
        text.translations.isEmpty && text.text == name.displayWords
    }

    func flag(_ value: Bool) -> YAMLValue { .scalar(value ? "true" : "false") }

    /// `displayName` unless it is the default; `displayName: null` when the spelling has none.
    func displayName(_ text: LocalizedText, _ spelling: XcodeSpelling, for name: String) -> [YAMLEntry] {
        if spelling.omitsDisplayName { return [YAMLEntry(.displayName, .scalar("null"))] }
        return isDefault(text, for: name) ? [] : [YAMLEntry(.displayName, localized(text))]
    }

    /// `typeByName: true` when the spelling names the type itself.
    func typeByName(_ spelling: XcodeSpelling) -> [YAMLEntry] {
        spelling.typeByName ? [YAMLEntry(.typeByName, flag(true))] : []
    }

    func type(_ type: ValueType, isArray: Bool) -> YAMLValue {
        isArray
            ? .flowSequence([YAMLText.quote(type.description, flow: true)])
            : .scalar(YAMLText.quote(type.description))
    }

    /// A value written as a mapping of its keys, or as its type alone when that is all it has.
    func typed(_ entries: [YAMLEntry]) -> YAMLValue {
        entries.count == 1 ? entries[0].value! : .mapping(entries)
    }

    // MARK: Intents

    func intent(_ index: Int) -> YAMLEntry {
        let intent = file.intents[index]
        let name = intent.name.value
        var entries: [YAMLEntry] = []
        if !isDefault(intent.title, for: name) { entries.append(YAMLEntry(.title, localized(intent.title))) }
        if let description = intent.description { entries.append(YAMLEntry(.description, localized(description))) }
        if intent.category != .generic { entries.append(YAMLEntry(.category, .scalar(intent.category.rawValue))) }
        if intent.verb != intent.category.verbs[0] {
            entries.append(YAMLEntry(.verb, .scalar(YAMLText.quote(intent.verb))))
        }
        if intent.eligibleForWidgets { entries.append(YAMLEntry(.eligibleForWidgets, flag(true))) }
        if !intent.eligibleForSuggestions { entries.append(YAMLEntry(.eligibleForSuggestions, flag(false))) }
        if !intent.configurable { entries.append(YAMLEntry(.configurable, flag(false))) }
        if intent.confirmationRequired { entries.append(YAMLEntry(.confirmationRequired, flag(true))) }
        if let key = intent.keyParameter {
            entries.append(YAMLEntry(.keyParameter, .scalar(YAMLText.quote(key.value))))
        }
        if let input = intent.inputParameter {
            entries.append(YAMLEntry(.inputParameter, .scalar(YAMLText.quote(input.value))))
        }
        if let image = intent.image { entries.append(YAMLEntry(.image, .scalar(YAMLText.quote(image)))) }
        if let className = intent.className {
            entries.append(YAMLEntry(.className, .scalar(YAMLText.quote(className.value))))
        }
        if intent.openAppWhenRun { entries.append(YAMLEntry(.openAppWhenRun, flag(true))) }
        if intent.appIntentOnly { entries.append(YAMLEntry(.appIntentOnly, flag(true))) }
        if let url = intent.opensURL { entries.append(YAMLEntry(.opensURL, .scalar(YAMLText.quote(url.value)))) }
        if let shortcut = intent.shortcut {
            entries.append(AppShortcutPrinting.entry(shortcut) { localized($0) })
        }
        entries += AppIntentsPrinting.intent(intent)
        let parameters = intent.parameters.indices.map { parameter(intent.parameters[$0], intent: index, $0) }
        if parameters.isEmpty {
            entries += trailing(.parametersEnd(intent: index))
        } else {
            entries.append(YAMLEntry(.parameters, .mapping(parameters + trailing(.parametersEnd(intent: index)))))
        }
        if intent.summaries.isEmpty {
            entries += trailing(.summaries(intent: index))
        } else {
            let items = intent.summaries.indices.map { summary(intent.summaries[$0], intent: index, $0) }
            entries.append(YAMLEntry(.summaries, .sequence(items), comments: comments[.summaries(intent: index)]))
        }
        if let summaries = intent.shortcutsSummaries {
            let items = summaries.indices.map { shortcutsSummary(summaries[$0], intent: index, $0) }
            entries.append(
                YAMLEntry(
                    .shortcutsSummaries, items.isEmpty ? .flowSequence([]) : .sequence(items),
                    comments: comments[.shortcutsSummaries(intent: index)]))
        } else {
            entries += trailing(.shortcutsSummaries(intent: index))
        }
        let response = self.response(intent.response, intent: index)
        if response.isEmpty {
            entries += trailing(.response(intent: index))
        } else {
            entries.append(YAMLEntry(.response, .mapping(response), comments: comments[.response(intent: index)]))
        }
        return YAMLEntry(name, .mapping(entries), comments: comments[.intent(index)])
    }

    func parameter(_ parameter: ParameterDefinition, intent: Int, _ index: Int) -> YAMLEntry {
        let name = parameter.name.value
        var entries = [YAMLEntry(.type, type(parameter.type.value, isArray: parameter.isArray))]
        if !parameter.arraySizes.isEmpty {
            let pairs = parameter.arraySizes.map { ($0.family.rawValue, YAMLValue.scalar(String($0.size))) }
            entries.append(YAMLEntry(.arraySizes, .flowMapping(pairs)))
        }
        entries += displayName(parameter.displayName, parameter.spelling, for: name)
        entries += typeByName(parameter.spelling)
        if !parameter.configurable { entries.append(YAMLEntry(.configurable, flag(false))) }
        if parameter.resolvable { entries.append(YAMLEntry(.resolvable, flag(true))) }
        if let options = parameter.options { entries.append(YAMLEntry(.options, .scalar(options.value.rawValue))) }
        if let search = parameter.search { entries.append(YAMLEntry(.search, flag(search.value))) }
        switch parameter.defaultValue {
        case .dynamic?: entries.append(YAMLEntry(.default, .scalar("dynamic")))
        case .value(let value)?: entries.append(YAMLEntry(.default, .scalar(YAMLText.staticDefault(value))))
        case .values(let values, _)?:
            entries.append(YAMLEntry(.default, .flowSequence(values.map { YAMLText.staticDefault($0, flow: true) })))
        case nil: break
        }
        if parameter.spelling.parentlessRelationship, parameter.visibleWhen == nil {
            entries.append(YAMLEntry(.visibleWhen, .flowMapping([(DefinitionKey.parameter.rawValue, .scalar("null"))])))
        }
        if let relationship = parameter.visibleWhen {
            let parent = relationship.parent.value
            switch relationship.condition {
            case .hasAnyValue:
                entries.append(YAMLEntry(.visibleWhen, .scalar(YAMLText.quote(parent))))
            case .equals(let value):
                // Plain, unless plain would read as a boolean the value is not.
                let quoted = value.boolean == nil && YAMLNode.Scalar(text: value.text).boolValue != nil
                let scalar = YAMLNode.Scalar(text: value.text, style: quoted ? .doubleQuoted : .plain)
                let text = YAMLText.value(YAMLNode(.scalar(scalar), at: relationship.parent.location), flow: true)
                entries.append(
                    YAMLEntry(
                        .visibleWhen,
                        .flowMapping([
                            (DefinitionKey.parameter.rawValue, .scalar(YAMLText.quote(parent, flow: true))),
                            (DefinitionKey.equals.rawValue, .scalar(text)),
                        ])))
            }
        }
        entries += metadata(parameter.metadata, type: parameter.type.value)
        if !parameter.prompts.isEmpty {
            let prompts = parameter.prompts.map { YAMLEntry($0.kind.rawValue, localized($0.text)) }
            entries.append(YAMLEntry(.prompts, .mapping(prompts)))
        }
        if parameter.customDisambiguation { entries.append(YAMLEntry(.customDisambiguation, flag(true))) }
        if !parameter.unsupportedReasons.isEmpty {
            let reasons = parameter.unsupportedReasons.map { YAMLEntry($0.code.value, localized($0.text)) }
            entries.append(YAMLEntry(.unsupportedReasons, .mapping(reasons)))
        }
        entries += AppIntentsPrinting.parameter(parameter.appIntents) { localized($0) }
        return YAMLEntry(name, typed(entries), comments: comments[.parameter(intent: intent, index)])
    }

    func summary(_ summary: ParameterSummary, intent: Int, _ index: Int) -> YAMLValue {
        var entries: [YAMLEntry] = []
        if !summary.parameters.isEmpty {
            let names = summary.parameters.map { YAMLText.quote($0.value, flow: true) }
            entries.append(YAMLEntry(.parameters, .flowSequence(names)))
        }
        entries.append(YAMLEntry(.title, localized(summary.title.value)))
        if let subtitle = summary.subtitle { entries.append(YAMLEntry(.subtitle, localized(subtitle.value))) }
        if summary.isPrimary { entries.append(YAMLEntry(.primary, flag(true))) }
        if summary.isLinked { entries.append(YAMLEntry(.linked, flag(true))) }
        if !summary.supportsBackgroundExecution { entries.append(YAMLEntry(.background, flag(false))) }
        entries[0].comments = comments[.summary(intent: intent, index)]
        return .mapping(entries)
    }

    func shortcutsSummary(_ summary: ShortcutsSummary, intent: Int, _ index: Int) -> YAMLValue {
        var entries: [YAMLEntry] = []
        if !summary.parameters.isEmpty {
            let names = summary.parameters.map { YAMLText.quote($0.value, flow: true) }
            entries.append(YAMLEntry(.parameters, .flowSequence(names)))
        }
        if let title = summary.title { entries.append(YAMLEntry(.title, localized(title.value))) }
        if let subtitle = summary.subtitle { entries.append(YAMLEntry(.subtitle, localized(subtitle.value))) }
        // An item needs a key: `background: true` (the default) stands for a summary of no parameters and no text.
        if !summary.supportsBackgroundExecution || entries.isEmpty {
            entries.append(YAMLEntry(.background, flag(summary.supportsBackgroundExecution)))
        }
        entries[0].comments = comments[.shortcutsSummary(intent: intent, index)]
        return .mapping(entries)
    }

    func response(_ response: ResponseDefinition, intent: Int) -> [YAMLEntry] {
        var entries: [YAMLEntry] = []
        if let output = response.output { entries.append(YAMLEntry(.output, .scalar(YAMLText.quote(output.value)))) }
        let properties = response.properties.indices.map { index in
            property(response.properties[index], comments: comments[.responseProperty(intent: intent, index)])
        }
        let propertiesEnd = trailing(.responsePropertiesEnd(intent: intent))
        if properties.isEmpty {
            entries += propertiesEnd
        } else {
            entries.append(YAMLEntry(.properties, .mapping(properties + propertiesEnd)))
        }
        var codes: [YAMLEntry] = []
        for (index, code) in response.codes.enumerated() {
            let codeComments = comments[.code(intent: intent, index)]
            let implied = ResponseDefinition.isImplied(response.codes, at: index)
            if let entry = self.code(code, implied: implied) {
                codes.append(YAMLEntry(entry.key!, entry.value!, comments: codeComments))
            } else {
                codes += trailing(.code(intent: intent, index))
            }
        }
        codes += trailing(.codesEnd(intent: intent))
        if codes.contains(where: { $0.key != nil }) {
            entries.append(YAMLEntry(.codes, .mapping(codes)))
        } else {
            entries += codes
        }
        return entries
    }

    /// A response code's entry; nil for `success` and `failure` without dialogs where the
    /// language adds them anyway (`implied`: see ``ResponseDefinition/isImplied(_:at:)``).
    func code(_ code: ResponseCode, implied: Bool) -> YAMLEntry? {
        let name = code.name.value
        let main = code.dialog?.value
        let concise = code.conciseDialog?.value
        if code.isBuiltin, main == nil, concise == nil, implied { return nil }
        if let main, concise == nil, main.translations.isEmpty, code.isBuiltin || !code.isSuccess {
            return YAMLEntry(name, .scalar(YAMLText.quote(main.text)))
        }
        var pairs: [YAMLEntry] = []
        if !code.isBuiltin, code.isSuccess { pairs.append(YAMLEntry(.success, flag(true))) }
        if let main { pairs.append(YAMLEntry(.dialog, localized(main))) }
        if let concise { pairs.append(YAMLEntry(.conciseDialog, localized(concise))) }
        return YAMLEntry(name, pairs.isEmpty ? .flowMapping([]) : .mapping(pairs))
    }

    /// A property of a custom type or a response.
    func property(_ property: PropertyDefinition, comments: [String]) -> YAMLEntry {
        let name = property.name.value
        var entries = [YAMLEntry(.type, type(property.type.value, isArray: property.isArray))]
        entries += displayName(property.displayName, property.spelling, for: name)
        entries += typeByName(property.spelling)
        entries += metadata(property.metadata, type: property.type.value)
        entries += AppIntentsPrinting.property(property.appIntents)
        return YAMLEntry(name, typed(entries), comments: comments)
    }

    // MARK: Type metadata

    /// The metadata keys that are set, in the language's order, with their values.
    func metadata(_ metadata: TypeMetadata, type: ValueType) -> [YAMLEntry] {
        DefinitionPrinter.metadataValues(metadata, type: type, localized: { localized($0) }).map {
            YAMLEntry($0.key, $0.value)
        }
    }

    // MARK: Enums and types

    func enumeration(_ index: Int) -> YAMLEntry {
        let definition = file.enums[index]
        let name = definition.name.value
        var entries: [YAMLEntry] = []
        entries += displayName(definition.displayName, definition.spelling, for: name)
        if let unknown = definition.unknown {
            if unknown != EnumDefinition.defaultUnknown { entries.append(YAMLEntry(.unknown, localized(unknown))) }
        } else {
            entries.append(YAMLEntry(.unknown, flag(false)))
        }
        entries += AppIntentsPrinting.enumeration(definition)
        var nextIndex = 1
        var cases: [(enumCase: EnumCase, explicitIndex: Int?, comments: [String])] = []
        for (position, enumCase) in definition.cases.enumerated() {
            let explicit = enumCase.index == nextIndex ? nil : enumCase.index
            cases.append((enumCase, explicit, comments[.enumCase(enumeration: index, position)]))
            nextIndex = enumCase.index + 1
        }
        let appIntentsPairs = { (enumCase: EnumCase) in
            AppIntentsPrinting.casePairs(enumCase) { localized($0, flow: true) }
        }
        let short = cases.allSatisfy {
            $0.explicitIndex == nil && $0.comments.isEmpty
                && isDefault($0.enumCase.displayName, for: $0.enumCase.name.value)
                && appIntentsPairs($0.enumCase).isEmpty
        }
        if short {
            entries.append(
                YAMLEntry(.cases, .flowSequence(cases.map { YAMLText.quote($0.enumCase.name.value, flow: true) })))
        } else {
            var caseEntries: [YAMLEntry] = []
            for (enumCase, explicitIndex, caseComments) in cases {
                let caseName = enumCase.name.value
                let defaultName = isDefault(enumCase.displayName, for: caseName)
                let extra = appIntentsPairs(enumCase)
                if explicitIndex != nil || !extra.isEmpty {
                    var pairs: [(String, YAMLValue)] = []
                    if !defaultName {
                        pairs.append((DefinitionKey.displayName.rawValue, localized(enumCase.displayName, flow: true)))
                    }
                    if let explicitIndex {
                        pairs.append((DefinitionKey.index.rawValue, .scalar(String(explicitIndex))))
                    }
                    pairs += extra
                    caseEntries.append(YAMLEntry(caseName, .flowMapping(pairs), comments: caseComments))
                } else if defaultName {
                    caseEntries.append(YAMLEntry(caseName, .flowMapping([]), comments: caseComments))
                } else {
                    caseEntries.append(YAMLEntry(caseName, localized(enumCase.displayName), comments: caseComments))
                }
            }
            entries.append(YAMLEntry(.cases, .mapping(caseEntries)))
        }
        return YAMLEntry(name, .mapping(entries), comments: comments[.enumeration(index)])
    }

    func objectType(_ index: Int) -> YAMLEntry {
        let definition = file.types[index]
        let name = definition.name.value
        var entries: [YAMLEntry] = []
        entries += displayName(definition.displayName, definition.spelling, for: name)
        let properties = definition.properties.indices.map { position in
            property(definition.properties[position], comments: comments[.typeProperty(type: index, position)])
        }
        if !properties.isEmpty { entries.append(YAMLEntry(.properties, .mapping(properties))) }
        entries += AppIntentsPrinting.objectType(definition)
        return YAMLEntry(name, .mapping(entries), comments: comments[.type(index)])
    }

    // MARK: Widgets and controls

    func widget(_ index: Int) -> YAMLEntry {
        let widget = file.widgets[index]
        var entries = [YAMLEntry(.kind, .scalar(YAMLText.quote(widget.kind.value)))]
        entries += texts(widget.displayName, widget.description)
        if !widget.families.isEmpty || widget.familiesLocation != nil {
            entries.append(YAMLEntry(.families, .flowSequence(widget.families.map(\.rawValue))))
        }
        entries.append(YAMLEntry(.intent, .scalar(YAMLText.quote(widget.intent.value))))
        for (key, name) in [(DefinitionKey.provider, widget.provider), (.entry, widget.entry), (.view, widget.view)] {
            if let name { entries.append(YAMLEntry(key, AppIntentsPrinting.word(name.value))) }
        }
        entries += AppIntentsPrinting.modifiers(widget.modifiers)
        entries += AppIntentsPrinting.userFile(widget.userFile)
        return YAMLEntry(widget.name.value, .mapping(entries), comments: comments[.widget(index)])
    }

    func control(_ index: Int) -> YAMLEntry {
        let control = file.controls[index]
        var entries = [YAMLEntry(.kind, .scalar(YAMLText.quote(control.kind.value)))]
        entries += texts(control.displayName, control.description)
        if control.style != .button { entries.append(YAMLEntry(.style, .scalar(control.style.rawValue))) }
        switch control.symbol.value {
        case .system(let name): entries.append(YAMLEntry(.symbol, .scalar(YAMLText.quote(name))))
        case .custom(let name): entries.append(YAMLEntry(.image, .scalar(YAMLText.quote(name))))
        }
        entries.append(YAMLEntry(.action, .scalar(YAMLText.quote(control.action.value))))
        if let configuration = control.configuration {
            entries.append(YAMLEntry(.configuration, .scalar(YAMLText.quote(configuration.value))))
        }
        if let provider = control.provider {
            entries.append(YAMLEntry(.provider, AppIntentsPrinting.word(provider.value)))
        }
        entries += AppIntentsPrinting.control(control) { localized($0) }
        entries += AppIntentsPrinting.userFile(control.userFile)
        return YAMLEntry(control.name.value, .mapping(entries), comments: comments[.control(index)])
    }

    /// `displayName` and `description` when written.
    private func texts(_ displayName: LocalizedText?, _ description: LocalizedText?) -> [YAMLEntry] {
        [(DefinitionKey.displayName, displayName), (.description, description)].compactMap { key, text in
            text.map { YAMLEntry(key, localized($0)) }
        }
    }
}

extension DefinitionPrinter {
    /// The type metadata keys that are set, in the order the language writes them, with their
    /// values as YAML (the importer lists the same keys as the parameter's written keys).
    static func metadataValues(
        _ metadata: TypeMetadata, type: ValueType, localized: (LocalizedText) -> YAMLValue
    ) -> [(key: String, value: YAMLValue)] {
        var values: [(key: String, value: YAMLValue)] = []
        func number(_ value: Double) -> YAMLValue {
            type == .integer && value.rounded() == value && abs(value) < 1e15
                ? .scalar(String(Int(value))) : .scalar(YAMLText.number(value))
        }
        func flag(_ value: Bool) -> YAMLValue { .scalar(value ? "true" : "false") }
        func word(_ value: String) -> YAMLValue { .scalar(YAMLText.quote(value)) }
        func list(_ items: [String]) -> YAMLValue { .flowSequence(items.map { YAMLText.quote($0, flow: true) }) }
        // Every key is written as the type catalogue says, in the catalogue's order.
        for key in MetadataKey.allCases {
            switch metadata[key] {
            case .number(let value)?: values.append((key.rawValue, number(value.value)))
            case .flag(let value)?: values.append((key.rawValue, flag(value)))
            case .word(let value, _)?, .string(let value)?: values.append((key.rawValue, word(value)))
            case .text(let value)?: values.append((key.rawValue, localized(value)))
            case .strings(let items, _)?: values.append((key.rawValue, list(items)))
            case nil: break
            }
        }
        return values
    }
}
