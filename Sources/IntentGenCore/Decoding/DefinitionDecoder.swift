/// The decode stage: a loaded YAML tree to a ``DefinitionFile``.
///
/// The decoder checks the shape of the file (known keys, kinds of values, allowed words) and
/// applies the language's defaults. It does not check cross references; the validator does.
public struct DefinitionDecoder: Sendable {
    /// How many entries of a section one piece of work reads (``readInRuns(_:reader:_:)``).
    var entriesPerRun = 32

    public init() {}

    init(entriesPerRun: Int) {
        self.entriesPerRun = max(1, entriesPerRun)
    }

    static let fileKeys = KeySet(DefinitionKey.fileKeys)
    static let intentKeys = KeySet(DefinitionKey.intentKeys + DefinitionKey.appIntentsIntentKeys)
    /// The type-metadata keys, from the type catalogue.
    static let metadataKeys = KeySet(MetadataKey.allCases)
    static let metadataKeysByName = Dictionary(uniqueKeysWithValues: MetadataKey.allCases.map { ($0.rawValue, $0) })
    static let parameterKeys =
        KeySet(DefinitionKey.parameterKeys) + metadataKeys + KeySet(DefinitionKey.appIntentsParameterKeys)
    static let propertyKeys = KeySet(DefinitionKey.propertyKeys) + metadataKeys
    static let summaryKeys = KeySet(DefinitionKey.summaryKeys)
    static let shortcutsSummaryKeys = KeySet(DefinitionKey.shortcutsSummaryKeys)
    static let responseKeys = KeySet(DefinitionKey.responseKeys)
    static let codeKeys = KeySet(DefinitionKey.codeKeys)
    static let enumKeys = KeySet(DefinitionKey.enumKeys + DefinitionKey.appIntentsEnumKeys)
    static let caseKeys = KeySet(DefinitionKey.caseKeys + DefinitionKey.appIntentsCaseKeys)
    static let typeKeys = KeySet(DefinitionKey.typeKeys + DefinitionKey.appIntentsTypeKeys)
    static let relationshipKeys = KeySet(DefinitionKey.relationshipKeys)

    /// The hint for a file that declares nothing intentgen reads.
    static let declareHint =
        "declare \(DefinitionKey.intents.quoted), \(DefinitionKey.enums.quoted) or \(DefinitionKey.types.quoted) (see docs/language.md)"

    /// Reports that the file at `path` declares nothing (it is empty, or its document is null).
    static func reportNothingDeclared(in path: String, diagnostics: any DiagnosticCollector) {
        diagnostics.emit(.error(.emptyFile, "the file declares nothing", at: .startOf(path), hint: declareHint))
    }

    /// Decodes one file's YAML. Returns nil when the file is not a definitions file at all.
    ///
    /// With `reload`, which loads the same file again, the decoder takes the tree as its own: it
    /// lets each declaration's nodes go once it has read them, so that a large file's tree and
    /// its model are not both whole at once, and it loads the file again in the rare case that it
    /// must read a section again (``readInRuns(_:reader:again:_:)``).
    func decode(
        _ root: consuming YAMLNode, path: String, diagnostics: any DiagnosticCollector,
        reload: (() -> YAMLNode?)? = nil
    ) -> DefinitionFile? {
        var reader = NodeReader(diagnostics: diagnostics)
        guard root.scalar?.isNull != true else {
            Self.reportNothingDeclared(in: path, diagnostics: diagnostics)
            return nil
        }
        let rootLocation = root.location
        guard var top = reader.mapping(root, "a definitions file", knownKeys: Self.fileKeys) else { return nil }
        // The view holds the only reference to the file's entries from here on.
        _ = consume root
        var file = DefinitionFile(path: path)
        // The settings first: the language is the one of every text the declarations have.
        readSettings(top, into: &file, reader: &reader)
        let sections = [DefinitionKey.intents, .systemIntents, .enums, .types].compactMap { top[$0] }
        let declared = sections.reduce(0) { $0 + ($1.mapping?.count ?? 0) }
        // A section of the wrong kind is already an error; the file is not empty, just broken.
        let misshapen = sections.contains { $0.mapping == nil && $0.scalar?.isNull != true }
        // Counted: the sections go, so that each one taken out of the view below is the decoder's alone.
        _ = consume sections
        readDeclarations(&top, into: &file, reader: reader, reload: reload)
        file.namedLanguages = reader.languages.named
        file.exportedLanguages = reader.languages.exported
        if declared == 0, !misshapen {
            diagnostics.emit(
                .error(
                    .emptyFile, "the file declares no intents, enums or types", at: rootLocation,
                    hint: Self.declareHint))
        }
        return file
    }
}

/// The decoder's work for one file.
struct DecodingSession {
    let reader: NodeReader

    // MARK: Intents

    func intent(_ entry: YAMLNode.Entry) -> IntentDefinition? {
        let name = Located(entry.key, at: entry.keyLocation)
        let what = "intent `\(entry.key)`"
        guard let map = reader.mapping(entry.value, what, knownKeys: DefinitionDecoder.intentKeys) else { return nil }
        var intent = IntentDefinition(name: name, title: LocalizedText(entry.key.displayWords))
        if let node = map[.title], let title = reader.text(node, "the title of \(what)") { intent.title = title }
        if let node = map[.description] { intent.description = reader.text(node, "the description of \(what)") }
        if let node = map[.category], let category = reader.choice(node, "intent category", as: IntentCategory.self) {
            intent.category = category
            intent.verb = category.verbs[0]
        }
        if let node = map[.verb], let verb = reader.string(node, "the verb of \(what)") {
            if intent.category.verbs.contains(verb) {
                intent.verb = verb
            } else {
                reader.diagnostics.emit(
                    .error(
                        .invalidValue, "`\(verb)` is not a verb of the `\(intent.category.rawValue)` category",
                        at: node.location,
                        hint: "use one of " + intent.category.verbs.map { "`\($0)`" }.joined(separator: ", ")
                            + (map[.category] == nil ? ", or set \(DefinitionKey.category.quoted)" : "")))
            }
        }
        readBool(map, .eligibleForWidgets, what) { intent.eligibleForWidgets = $0 }
        readBool(map, .eligibleForSuggestions, what) { intent.eligibleForSuggestions = $0 }
        readBool(map, .configurable, what) { intent.configurable = $0 }
        readBool(map, .confirmationRequired, what) { intent.confirmationRequired = $0 }
        if let node = map[.keyParameter] {
            intent.keyParameter = reader.locatedString(node, "\(DefinitionKey.keyParameter.quoted) of \(what)")
        }
        if let node = map[.inputParameter] {
            intent.inputParameter = reader.locatedString(node, "\(DefinitionKey.inputParameter.quoted) of \(what)")
        }
        if let node = map[.image] { intent.image = reader.string(node, "\(DefinitionKey.image.quoted) of \(what)") }
        if let node = map[.className] {
            intent.className = reader.locatedString(node, "\(DefinitionKey.className.quoted) of \(what)")
        }
        if let node = map[.parameters], let entries = reader.memberEntries(node, "the parameters of \(what)") {
            intent.parameters = entries.compactMap { parameter($0, in: entry.key) }
        }
        if let node = map[.summaries] {
            if let list = summaryList(node, .summaries, noun: "summaries", of: what, item: { summary($0, in: what) }) {
                intent.summaries = list
            }
        }
        if let node = map[.shortcutsSummaries] {
            if let list = summaryList(
                node, .shortcutsSummaries, noun: "Shortcuts summaries", of: what,
                item: { shortcutsSummary($0, in: what) })
            {
                intent.shortcutsSummaries = list
            }
        }
        intent.response = response(map[.response], in: what)
        readBool(map, .openAppWhenRun, what) { intent.openAppWhenRun = $0 }
        readBool(map, .appIntentOnly, what) { intent.appIntentOnly = $0 }
        if let node = map[.opensURL] {
            intent.opensURL = reader.locatedString(node, "\(DefinitionKey.opensURL.quoted) of \(what)")
        }
        if let shortcut = map.entries.first(where: { $0.key == DefinitionKey.shortcut.rawValue }),
            shortcut.value.scalar?.isNull != true
        {
            // An App Shortcut is App Intents code only: the export writes none of its texts.
            intent.shortcut = reader.outsideExport {
                AppShortcutDecoder(reader: reader).shortcut(shortcut, of: entry.key)
            }
        }
        AppIntentsDecoder(reader: reader).intent(map, into: &intent, what)
        return intent
    }

    /// What parameters and properties share: the short form (`count: integer`, `items: [Item]`)
    /// or a mapping with `type`, `array` and `displayName`.
    struct TypedEntry {
        var name: Located<String>
        var type: Located<ValueType>
        var isArray: Bool
        var displayName: LocalizedText
        /// `displayName: null` and `typeByName: true`, as an `.intentdefinition` may spell them.
        var spelling = XcodeSpelling()
        /// The mapping of the long form, for the caller's other keys.
        var map: MappingView?
    }

    func typedEntry(_ entry: YAMLNode.Entry, _ what: String, knownKeys: KeySet) -> TypedEntry? {
        let name = Located(entry.key, at: entry.keyLocation)
        let displayName = LocalizedText(entry.key.displayWords)
        if entry.value.mapping == nil, entry.value.scalar?.isNull != true {
            guard let (type, isArray) = typeExpression(entry.value, what) else { return nil }
            return TypedEntry(name: name, type: type, isArray: isArray, displayName: displayName)
        }
        guard let map = reader.mapping(entry.value, what, knownKeys: knownKeys) else { return nil }
        // `name:` with nothing under it is often a `type:` line that lost its indentation.
        guard
            let typeNode = reader.required(
                .type, in: map, of: what, at: entry.keyLocation,
                hint: entry.value.scalar?.isNull == true
                    ? "write the type after the name (`\(entry.key): string`), or indent \(DefinitionKey.type.quotedWithColon) and the other keys under `\(entry.key)`"
                    : "add \(DefinitionKey.type.quotedWithColon) with a built-in type such as `string`, or an enum or type of this file"
            )
        else { return nil }
        guard let (type, shortArray) = typeExpression(typeNode, what) else { return nil }
        var result = TypedEntry(name: name, type: type, isArray: shortArray, displayName: displayName, map: map)
        if let node = map[.array], let array = reader.bool(node, "\(DefinitionKey.array.quoted) of \(what)") {
            if shortArray, !array {
                reader.diagnostics.emit(
                    .error(
                        .invalidValue,
                        "\(DefinitionKey.array.quoted("false")) contradicts the array type `[\(type.value)]`",
                        at: node.location)
                )
            }
            result.isArray = shortArray || array
        }
        result.spelling.omitsDisplayName = readDisplayName(map, what, into: &result.displayName)
        if let node = map[.typeByName], let byName = reader.bool(node, "\(DefinitionKey.typeByName.quoted) of \(what)")
        {
            if byName, case .named = type.value {
                result.spelling.typeByName = true
            } else if byName {
                reader.diagnostics.emit(
                    .error(
                        .invalidValue,
                        "\(DefinitionKey.typeByName.quoted) of \(what) needs an enum or a custom type, not `\(type.value)`",
                        at: node.location,
                        hint:
                            "remove \(DefinitionKey.typeByName.quoted): built-in types are always written by their name"
                    )
                )
            }
        }
        return result
    }

    /// Reads `displayName` of `map` into `text`: true for `displayName: null`, the spelling of an
    /// `.intentdefinition` without one (`text` keeps the name in words).
    func readDisplayName(_ map: MappingView, _ what: String, into text: inout LocalizedText) -> Bool {
        guard let node = map[.displayName] else { return false }
        if node.scalar?.isNull == true { return true }
        if let written = reader.text(node, "the display name of \(what)") { text = written }
        return false
    }

    func parameter(_ entry: YAMLNode.Entry, in intent: String) -> ParameterDefinition? {
        let what = "parameter `\(entry.key)` of intent `\(intent)`"
        guard let head = typedEntry(entry, what, knownKeys: DefinitionDecoder.parameterKeys) else { return nil }
        var parameter = ParameterDefinition(
            name: head.name, displayName: head.displayName, type: head.type, isArray: head.isArray)
        guard let map = head.map else { return parameter }
        // Set only when it differs: unset, it shares one box with the other details.
        if head.spelling != XcodeSpelling() { parameter.spelling = head.spelling }
        if let node = map[.arraySizes] {
            parameter.arraySizes = arraySizes(node, what)
            parameter.isArray = true
        }
        readBool(map, .configurable, what) { parameter.configurable = $0 }
        readBool(map, .resolvable, what) { parameter.resolvable = $0 }
        readBool(map, .customDisambiguation, what) { parameter.customDisambiguation = $0 }
        if let node = map[.options], let source = reader.choice(node, "options source", as: OptionsSource.self) {
            parameter.options = Located(source, at: node.location)
        }
        if let node = map[.search], let search = reader.bool(node, "\(DefinitionKey.search.quoted) of \(what)") {
            parameter.search = Located(search, at: node.location)
        }
        if let node = map[.default] {
            if let scalar = node.scalar, scalar.isPlain, scalar.text == "dynamic" {
                parameter.defaultValue = .dynamic(node.location)
            } else if let items = node.sequence {
                let carried = items.allSatisfy { item in
                    item.scalar.map { reader.carriable($0.text, "the default of \(what)", at: item.location) != nil }
                        ?? true
                }
                if carried {
                    parameter.defaultValue = DefinitionDecoder.listDefault(
                        node, items, for: parameter, diagnostics: reader.diagnostics)
                }
            } else if let scalar = node.scalar, !scalar.isNull {
                if reader.carriable(scalar.text, "the default of \(what)", at: node.location) != nil,
                    let value = DefinitionDecoder.staticDefault(
                        node, scalar, for: parameter, diagnostics: reader.diagnostics)
                {
                    parameter.defaultValue = .value(value)
                }
            } else {
                reader.wrongType(node, expected: "a value, a list or `dynamic`", for: "the default of \(what)")
            }
        }
        if let node = map[.visibleWhen] {
            parameter.visibleWhen = relationship(node, what, parentless: &parameter.spelling.parentlessRelationship)
        }
        if let node = map[.prompts], let entries = reader.namedEntries(node, "the prompts of \(what)") {
            for prompt in entries {
                guard let kind = reader.choice(key: prompt, "prompt kind", as: PromptKind.self) else { continue }
                if let text = reader.text(prompt.value, "the `\(prompt.key)` prompt of \(what)") {
                    parameter.prompts.append((kind, text))
                }
            }
        }
        if let node = map[.unsupportedReasons],
            let entries = reader.namedEntries(node, "the unsupported reasons of \(what)")
        {
            for reason in entries {
                if let text = reader.text(reason.value, "unsupported reason `\(reason.key)` of \(what)") {
                    parameter.unsupportedReasons.append((Located(reason.key, at: reason.keyLocation), text))
                }
            }
        }
        let (metadata, metadataKeys) = metadata(map, what)
        // Set only when written: unset, they share one empty box (see ParameterDefinition).
        if !metadata.isEmpty || !metadataKeys.isEmpty {
            (parameter.metadata, parameter.metadataKeys) = (metadata, metadataKeys)
        }
        AppIntentsDecoder(reader: reader).parameter(map, into: &parameter, what)
        return parameter
    }

    func arraySizes(_ node: YAMLNode, _ what: String) -> [(family: WidgetFamily, size: Int)] {
        guard let entries = reader.namedEntries(node, "\(DefinitionKey.arraySizes.quoted) of \(what)") else {
            return []
        }
        var sizes: [(family: WidgetFamily, size: Int)] = []
        for entry in entries {
            guard let family = reader.choice(key: entry, "widget family", as: WidgetFamily.self) else { continue }
            guard let size = reader.integer(entry.value, "the `\(entry.key)` array size of \(what)") else { continue }
            guard size > 0 else {
                reader.diagnostics.emit(
                    .error(
                        .invalidValue, "array sizes must be positive, but `\(entry.key)` is \(size)",
                        at: entry.value.location))
                continue
            }
            sizes.append((family, size))
        }
        return sizes
    }

    /// The relationship `node` writes; `parentless` is set for `{ parameter: null }`, the
    /// spelling of an `.intentdefinition` relationship without a parent (nil then).
    func relationship(_ node: YAMLNode, _ what: String, parentless: inout Bool) -> Relationship? {
        if let scalar = node.scalar, !scalar.isNull {
            return Relationship(parent: Located(scalar.text, at: node.location), condition: .hasAnyValue)
        }
        guard
            let map = reader.mapping(
                node, "\(DefinitionKey.visibleWhen.quoted) of \(what)", knownKeys: DefinitionDecoder.relationshipKeys)
        else {
            return nil
        }
        if map[.parameter]?.scalar?.isNull == true {
            // An `.intentdefinition`'s relationship without a parent: kept, with no effect.
            parentless = true
            if let equals = map[.equals] {
                reader.diagnostics.emit(
                    .error(
                        .invalidValue,
                        "\(DefinitionKey.visibleWhen.quoted) of \(what) names no parent, so it has nothing to compare",
                        at: equals.location,
                        hint:
                            "name the parent with \(DefinitionKey.parameter.quotedWithColon), or remove \(DefinitionKey.equals.quoted)"
                    ))
            }
            return nil
        }
        guard
            let parent = reader.requiredString(
                .parameter, in: map, of: "\(DefinitionKey.visibleWhen.quoted) of \(what)",
                described: "the parent parameter of \(what)",
                hint: "name the parameter that must have a value: \(DefinitionKey.parameter.quoted("name"))")
        else { return nil }
        guard let valueNode = map[.equals] else { return Relationship(parent: parent, condition: .hasAnyValue) }
        guard let scalar = valueNode.scalar, !scalar.isNull else {
            reader.wrongType(
                valueNode, expected: "a case name or a boolean", for: "\(DefinitionKey.equals.quoted) of \(what)")
            return nil
        }
        return Relationship(
            parent: parent, condition: .equals(Relationship.Value(text: scalar.text, boolean: scalar.boolValue)),
            conditionLocation: valueNode.location)
    }

    /// The items of a list of summaries (`key` of `what`), each read by `item`; nil for an empty
    /// value, or for anything but a list (an error).
    func summaryList<Summary>(
        _ node: YAMLNode, _ key: DefinitionKey, noun: String, of what: String, item: (YAMLNode) -> Summary?
    ) -> [Summary]? {
        if let items = node.sequence {
            return reader.members.take(items, location: \.location, diagnostics: reader.diagnostics).compactMap(item)
        }
        if node.scalar?.isNull != true {
            reader.wrongType(
                node, expected: "a list of \(noun)", for: "\(key.quoted) of \(what)",
                hint: node.mapping != nil ? "start each summary with `- `, as a list item" : nil)
        }
        return nil
    }

    func summary(_ node: YAMLNode, in what: String) -> ParameterSummary? {
        let summaryWhat = "a summary of \(what)"
        guard let map = reader.mapping(node, summaryWhat, knownKeys: DefinitionDecoder.summaryKeys) else { return nil }
        guard let titleNode = reader.required(.title, in: map, of: summaryWhat) else { return nil }
        guard let title = reader.text(titleNode, "the title of \(summaryWhat)") else { return nil }
        var summary = ParameterSummary(
            parameters: summaryParameters(map, summaryWhat), title: Located(title, at: titleNode.location),
            location: node.location)
        if let subtitleNode = map[.subtitle],
            let subtitle = reader.text(subtitleNode, "the subtitle of \(summaryWhat)")
        {
            summary.subtitle = Located(subtitle, at: subtitleNode.location)
        }
        readBool(map, .primary, summaryWhat) { summary.isPrimary = $0 }
        readBool(map, .linked, summaryWhat) { summary.isLinked = $0 }
        readBool(map, .background, summaryWhat) { summary.supportsBackgroundExecution = $0 }
        return summary
    }

    /// A Shortcuts summary: a summary's keys without `primary`, and `title` optional.
    func shortcutsSummary(_ node: YAMLNode, in what: String) -> ShortcutsSummary? {
        let summaryWhat = "a Shortcuts summary of \(what)"
        guard let map = reader.mapping(node, summaryWhat, knownKeys: DefinitionDecoder.shortcutsSummaryKeys) else {
            return nil
        }
        var summary = ShortcutsSummary(parameters: summaryParameters(map, summaryWhat), location: node.location)
        if let titleNode = map[.title], let title = reader.text(titleNode, "the title of \(summaryWhat)") {
            summary.title = Located(title, at: titleNode.location)
        }
        if let subtitleNode = map[.subtitle],
            let subtitle = reader.text(subtitleNode, "the subtitle of \(summaryWhat)")
        {
            summary.subtitle = Located(subtitle, at: subtitleNode.location)
        }
        readBool(map, .background, summaryWhat) { summary.supportsBackgroundExecution = $0 }
        return summary
    }

    /// The `parameters` list of a summary.
    func summaryParameters(_ map: MappingView, _ summaryWhat: String) -> [Located<String>] {
        guard let list = map.present(.parameters) else { return [] }
        guard let items = list.sequence else {
            reader.wrongType(
                list, expected: "a list of parameter names", for: "\(DefinitionKey.parameters.quoted) of \(summaryWhat)"
            )
            return []
        }
        return items.compactMap { reader.locatedString($0, "a parameter of \(summaryWhat)") }
    }

    func response(_ node: YAMLNode?, in what: String) -> ResponseDefinition {
        var response = ResponseDefinition()
        var written: [ResponseCode] = []
        let responseWhat = "the response of \(what)"
        if let node, let map = reader.mapping(node, responseWhat, knownKeys: DefinitionDecoder.responseKeys) {
            if let outputNode = map[.output] {
                response.output = reader.locatedString(outputNode, "\(DefinitionKey.output.quoted) of \(responseWhat)")
            }
            if let propertiesNode = map[.properties],
                let entries = reader.memberEntries(propertiesNode, "the properties of \(responseWhat)")
            {
                response.properties = entries.compactMap { property($0, of: "response property") }
            }
            if let codesNode = map[.codes],
                let entries = reader.memberEntries(codesNode, "the codes of \(responseWhat)")
            {
                written = entries.compactMap(code)
            }
        }
        response.codes = ResponseDefinition.completed(written, at: node?.location ?? .startOf(""))
        return response
    }

    func code(_ entry: YAMLNode.Entry) -> ResponseCode? {
        let name = Located(entry.key, at: entry.keyLocation)
        let what = "response code `\(entry.key)`"
        var code = ResponseCode(name: name, isSuccess: entry.key == "success")
        // Short form: `failureNotFound: Sorry, I could not find it.` is the dialog.
        if let scalar = entry.value.scalar, !scalar.isNull {
            code.dialog = Located(LocalizedText(scalar.text), at: entry.value.location)
            return code
        }
        guard let map = reader.mapping(entry.value, what, knownKeys: DefinitionDecoder.codeKeys) else { return nil }
        if let node = map[.success], let success = reader.bool(node, "\(DefinitionKey.success.quoted) of \(what)") {
            if code.isBuiltin, success != code.isSuccess {
                reader.diagnostics.emit(
                    .error(
                        .invalidValue, "`\(entry.key)` is a built-in code; its kind cannot change", at: node.location,
                        hint: "declare a custom code instead, such as `\(entry.key)Partial`"))
            } else {
                code.isSuccess = success
            }
        }
        if let node = map[.dialog], let text = reader.text(node, "the dialog of \(what)") {
            code.dialog = Located(text, at: node.location)
        }
        if let node = map[.conciseDialog], let text = reader.text(node, "the concise dialog of \(what)") {
            code.conciseDialog = Located(text, at: node.location)
        }
        return code
    }

    // MARK: Enums and types

    func enumDefinition(_ entry: YAMLNode.Entry) -> EnumDefinition? {
        let what = "enum `\(entry.key)`"
        guard let map = reader.mapping(entry.value, what, knownKeys: DefinitionDecoder.enumKeys) else { return nil }
        var definition = EnumDefinition(
            name: Located(entry.key, at: entry.keyLocation), displayName: LocalizedText(entry.key.displayWords),
            cases: [])
        definition.spelling.omitsDisplayName = readDisplayName(map, what, into: &definition.displayName)
        AppIntentsDecoder(reader: reader).enumeration(map, into: &definition, what)
        if let node = map[.unknown] {
            // `false`: no `unknown` case; `true`: the default; text: its display name.
            if let flag = node.scalar?.boolValue {
                definition.unknown = flag ? EnumDefinition.defaultUnknown : nil
            } else if let text = reader.text(
                node, "the display name of the \(DefinitionKey.unknown.quoted) case of \(what)")
            {
                definition.unknown = text
            }
        }
        guard
            let casesNode = reader.required(
                .cases, in: map, of: what, at: entry.keyLocation,
                hint: "list its cases: \(DefinitionKey.cases.quoted("[first, second]"))")
        else { return definition }
        if casesNode.sequence?.isEmpty == true || casesNode.mapping?.isEmpty == true {
            reader.diagnostics.emit(
                .error(
                    .invalidValue, "\(what) has no cases: its \(DefinitionKey.cases.quoted) are empty",
                    at: casesNode.location,
                    hint: "list at least one case: \(DefinitionKey.cases.quoted("[first, second]"))"))
            return definition
        }
        var nextIndex = 1
        if var items = casesNode.sequence {
            if items.count > DefinitionLimits.membersPerDefinition {
                let limit = DefinitionLimits.membersPerDefinition
                reader.overLimit(count: items.count, limit: limit, "the cases of \(what)", at: items[limit].location)
                items = Array(items.prefix(limit))
            }
            items = reader.members.take(items, location: \.location, diagnostics: reader.diagnostics)
            var firstPlaces: [String: SourceLocation] = [:]
            for item in items {
                guard let name = reader.locatedString(item, "a case of \(what)") else { continue }
                // The list form has no keys for YAML to find twice; a repeated case is the same error.
                if let first = firstPlaces[name.value] {
                    reader.diagnostics.emit(
                        .error(
                            .duplicateName, "case `\(name.value)` appears twice in the cases of \(what)",
                            at: name.location, hint: "remove one",
                            notes: [.init("`\(name.value)` is first listed here", at: first)]))
                    continue
                }
                firstPlaces[name.value] = name.location
                definition.cases.append(
                    EnumCase(name: name, displayName: LocalizedText(name.value.displayWords), index: nextIndex))
                nextIndex += 1
            }
        } else if let entries = reader.memberEntries(casesNode, "the cases of \(what)") {
            for caseEntry in entries {
                guard
                    var enumCase = enumCase(
                        caseEntry, of: what, index: nextIndex, rawType: definition.appEnumRawType)
                else { continue }
                if enumCase.indexLocation == nil { enumCase.index = nextIndex }
                nextIndex = enumCase.index + 1
                definition.cases.append(enumCase)
            }
        }
        return definition
    }

    func enumCase(_ entry: YAMLNode.Entry, of what: String, index: Int, rawType: EnumRawType) -> EnumCase? {
        let name = Located(entry.key, at: entry.keyLocation)
        var enumCase = EnumCase(name: name, displayName: LocalizedText(entry.key.displayWords), index: index)
        let caseWhat = "case `\(entry.key)` of \(what)"
        if entry.value.scalar?.isNull == true { return enumCase }
        if entry.value.scalar != nil {
            guard let text = reader.text(entry.value, "the display name of \(caseWhat)") else { return nil }
            enumCase.displayName = text
            return enumCase
        }
        if let map = entry.value.mapping, map.contains(where: { !DefinitionDecoder.caseKeys.contains($0.key) }),
            map.allSatisfy({ $0.value.scalar != nil && isLanguageLike($0.key) })
        {
            // `ja: …, en: …` directly under the case: localized display name.
            guard let text = reader.text(entry.value, "the display name of \(caseWhat)") else { return nil }
            enumCase.displayName = text
            return enumCase
        }
        guard var entries = entry.value.mapping else {
            reader.wrongType(
                entry.value,
                expected:
                    "a display name, or a mapping with \(DefinitionKey.displayName.quoted) and \(DefinitionKey.index.quoted)",
                for: caseWhat)
            return nil
        }
        // `medium: { en: Medium, index: 2 }`: translations written beside `index`.
        for translation in entries
        where !DefinitionDecoder.caseKeys.contains(translation.key) && isLanguageLike(translation.key) {
            reader.diagnostics.emit(
                .error(
                    .unknownKey, "unknown key `\(translation.key)` in \(caseWhat)", at: translation.keyLocation,
                    hint:
                        "translations go under \(DefinitionKey.displayName.quoted): `displayName: { \(translation.key): … }`"
                ))
        }
        entries.removeAll { !DefinitionDecoder.caseKeys.contains($0.key) && isLanguageLike($0.key) }
        let node = YAMLNode(.mapping(entries), at: entry.value.location)
        guard let map = reader.mapping(node, caseWhat, knownKeys: DefinitionDecoder.caseKeys) else { return nil }
        if let node = map[.displayName], let text = reader.text(node, "the display name of \(caseWhat)") {
            enumCase.displayName = text
        }
        if let node = map[.index], let value = reader.integer(node, "the index of \(caseWhat)") {
            enumCase.index = value
            enumCase.indexLocation = node.location
        }
        AppIntentsDecoder(reader: reader).enumCase(map, into: &enumCase, rawType: rawType, caseWhat)
        return enumCase
    }

    private func isLanguageLike(_ key: String) -> Bool {
        (2...3).contains(key.prefix { $0 != "-" && $0 != "_" }.count) && key.first?.isLowercase == true
    }

    func objectType(_ entry: YAMLNode.Entry) -> ObjectTypeDefinition? {
        let what = "type `\(entry.key)`"
        guard let map = reader.mapping(entry.value, what, knownKeys: DefinitionDecoder.typeKeys) else { return nil }
        var definition = ObjectTypeDefinition(
            name: Located(entry.key, at: entry.keyLocation), displayName: LocalizedText(entry.key.displayWords))
        definition.spelling.omitsDisplayName = readDisplayName(map, what, into: &definition.displayName)
        if let node = map[.properties], let entries = reader.memberEntries(node, "the properties of \(what)") {
            definition.properties = entries.compactMap {
                property($0, of: "property", in: what, extraKeys: AppIntentsDecoder.typePropertyKeys)
            }
        }
        AppIntentsDecoder(reader: reader).objectType(map, into: &definition, what)
        return definition
    }

    func property(_ entry: YAMLNode.Entry, of kind: String, in owner: String? = nil, extraKeys: KeySet = [])
        -> PropertyDefinition?
    {
        let what = "\(kind) `\(entry.key)`" + (owner.map { " of \($0)" } ?? "")
        guard let head = typedEntry(entry, what, knownKeys: DefinitionDecoder.propertyKeys + extraKeys) else {
            return nil
        }
        var property = PropertyDefinition(
            name: head.name, displayName: head.displayName, type: head.type, isArray: head.isArray)
        property.spelling = head.spelling
        guard let map = head.map else { return property }
        (property.metadata, property.metadataKeys) = metadata(map, what)
        if !extraKeys.names.isEmpty { AppIntentsDecoder(reader: reader).property(map, into: &property, what) }
        return property
    }

    // MARK: Types and metadata

    /// `string`, `TransitionDestination`, `[TransitionDestination]` (a flow list) or `"[T]"`.
    func typeExpression(_ node: YAMLNode, _ what: String) -> (Located<ValueType>, Bool)? {
        var isArray = false
        var nameNode = node
        if let items = node.sequence {
            guard items.count == 1, items[0].scalar != nil else {
                reader.wrongType(
                    node, expected: "a type, or a list of exactly one type for an array", for: "the type of \(what)")
                return nil
            }
            isArray = true
            nameNode = items[0]
        }
        guard var name = reader.string(nameNode, "the type of \(what)") else { return nil }
        if !isArray, name.hasPrefix("["), name.hasSuffix("]") {
            isArray = true
            name = String(name.dropFirst().dropLast()).trimmingSpaces
        }
        if let builtin = ValueType(builtinName: name) {
            return (Located(builtin, at: nameNode.location), isArray)
        }
        if let first = name.first, first.isLowercase {
            let builtins = ValueType.builtins.map(\.description)
            reader.diagnostics.emit(
                .error(
                    .invalidValue, "`\(name)` is not a built-in type", at: nameNode.location,
                    hint: Suggestions.hint(for: name, in: builtins)
                        ?? ValueType.builtinMeant(by: name).map { "did you mean `\($0)`?" }
                        ?? "built-in types are " + builtins.map { "`\($0)`" }.joined(separator: ", ")
                        + "; enums and types of the file start with an upper-case letter"))
            return nil
        }
        return (Located(.named(name), at: nameNode.location), isArray)
    }

    func metadata(_ map: MappingView, _ what: String) -> (TypeMetadata, [Located<String>]) {
        var metadata = TypeMetadata()
        // The mapping's metadata entries, each key found by one look-up (a mapping's keys are
        // distinct: the loader keeps the last of a repeated key).
        let found = map.entries.compactMap { entry in
            DefinitionDecoder.metadataKeysByName[entry.key].map { (key: $0, entry: entry) }
        }
        let keys = found.map { Located($0.entry.key, at: $0.entry.keyLocation) }
        guard !found.isEmpty else { return (metadata, keys) }
        // Every key is read as the type catalogue says it is written, in the catalogue's order.
        for (key, entry) in found.sorted(by: { $0.key.casePosition < $1.key.casePosition }) {
            let node = entry.value
            let named = { "\(key.quoted) of \(what)" }
            switch key.form {
            case .number:
                if let value = reader.number(node, named()) {
                    metadata[key] = .number(Located(value, at: node.location))
                }
            case .flag:
                if let value = reader.bool(node, named()) { metadata[key] = .flag(value) }
            case .word(let noun, let words):
                if let value = reader.choice(node, noun, words: words) {
                    metadata[key] = .word(value, at: node.location)
                }
            case .text(let phrase):
                if let value = reader.text(node, phrase.map { "\($0) of \(what)" } ?? named()) {
                    metadata[key] = .text(value)
                }
            case .string:
                if let value = reader.string(node, named()) { metadata[key] = .string(value) }
            case .strings:
                if let values = reader.strings(node, named()) {
                    metadata[key] = .strings(values, at: node.location)
                }
            }
        }
        return (metadata, keys)
    }

    private func readBool(_ map: MappingView, _ key: DefinitionKey, _ what: String, _ assign: (Bool) -> Void) {
        if let node = map[key], let value = reader.bool(node, "\(key.quoted) of \(what)") {
            assign(value)
        }
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
