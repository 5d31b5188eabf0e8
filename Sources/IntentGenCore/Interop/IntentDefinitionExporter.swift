/// Writes a definitions file as Xcode's `.intentdefinition` (an XML property list in Xcode's
/// layout) plus a `.strings` file per translation, so Xcode can compile the definition into the
/// app bundle (widgets read it at run time) while intentgen generates the Swift.
///
/// Nothing is random: the namespace is derived from the file's name, parameter tags from their
/// order, and localization ids are readable keys (`QuickActionConfiguration.title`), so the
/// output does not churn between runs and translators see what each string is. A file imported
/// from Xcode keeps Xcode's instead (its `xcode:` block, ``XcodeIdentity``): where the block has
/// an id, a tag, a `Last…Tag` counter or the namespace, export writes that one.
struct IntentDefinitionExporter: Sendable {
    public init() {}

    struct Output: Sendable, Equatable {
        /// The `.intentdefinition` contents.
        public var definition: String
        /// `.strings` contents by language code, for the translations the file carries.
        public var strings: [String: String]
    }

    public func export(_ file: DefinitionFile) -> Output {
        var session = ExportSession(file: file)
        let definition = session.definition()
        return Output(definition: definition, strings: session.stringsFiles())
    }

    /// The `.intentdefinition` contents alone.
    public func definition(_ file: DefinitionFile) -> String {
        var session = ExportSession(file: file)
        return session.definition()
    }

    /// The `.intentdefinition` contents, handed to `sink` in pieces of about 64 KiB as they are
    /// written: the text of a large definition (about ten times its YAML) is never whole.
    /// Returns the `.strings` contents by language, which the same walk collects.
    @discardableResult
    func writeDefinition(
        _ file: DefinitionFile, references: FileReferences? = nil, to sink: (ArraySlice<UInt8>) -> Void
    ) -> [String: String] {
        var session = ExportSession(file: file, references: references)
        withoutActuallyEscaping(sink) { sink in
            _ = session.definition(sink: sink)
        }
        return session.stringsFiles()
    }

    /// The `.strings` contents by language alone: the definition is made and dropped piece by
    /// piece, never written, so a caller can name every output before making the large one.
    func strings(_ file: DefinitionFile, references: FileReferences? = nil) -> [String: String] {
        var session = ExportSession(file: file, references: references, writes: false)
        _ = session.definition()
        return session.stringsFiles()
    }

    /// The languages of the `.strings` files an export of `file` writes, sorted, without their
    /// texts: what planning needs to name them. A decoded file says which languages the parts the
    /// export writes name (``DefinitionFile/exportedLanguages``), so the walk stops once each has
    /// been seen, and a file without translations there is not walked at all.
    func stringsLanguages(_ file: DefinitionFile, references: FileReferences? = nil) -> [String] {
        var session = ExportSession(file: file, references: references, writes: false)
        if var awaited = file.exportedLanguages {
            // A text's own language is never one of its translations; a system intent's may be.
            awaited.remove(file.language)
            for intent in file.systemIntents { awaited.formUnion(intent.translations.keys) }
            guard !awaited.isEmpty else { return [] }
            session.awaited = awaited
            // Only the declarations that name a language can have a translation: the others
            // are not walked (``DefinitionFile/languageNamers``).
            if let namers = file.languageNamers {
                session.collectTranslations(of: namers)
                return session.translations.keys.sorted()
            }
        }
        _ = session.definition()
        return session.translations.keys.sorted()
    }

    /// Every localization id, tag and `Last…Tag` counter an export of `file` writes, each with the
    /// key intentgen derives for it, and the namespace: what import keeps in the `xcode:` block
    /// and what the validator checks it against. Nothing is written.
    func identity(_ file: DefinitionFile) -> ExportedIdentity {
        var session = ExportSession(file: file, writes: false)
        session.exported = ExportedIdentity(namespace: session.namespace)
        _ = session.definition()
        return session.exported ?? ExportedIdentity(namespace: session.namespace)
    }

    /// A six-character namespace derived from the file's base name (Xcode's are random).
    static func namespace(for name: String) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        var result = ""
        for _ in 0..<6 {
            result.append(alphabet[Int(hash % UInt64(alphabet.count))])
            hash /= UInt64(alphabet.count)
        }
        return result
    }
}

/// One export: builds the property list and collects translations by id.
private struct ExportSession {
    let file: DefinitionFile
    /// What the file's names refer to: the validator's, which the `.intentdefinition` output
    /// hands it. Export also runs before validation (an import checks its export, the validator
    /// compares Xcode's identity with the exported one); then it resolves them itself, with the
    /// validator's resolver.
    let references: FileReferences
    /// The namespace written, nil for none (`namespace: null`).
    let namespace: String?
    /// language → id → text
    var translations: [String: [String: String]] = [:]
    /// What Xcode keyed the file's elements by, where it was kept.
    let identity: XcodeIdentity
    /// Whether ``identity`` keeps any of Xcode's localization ids.
    let keepsIDs: Bool
    /// Every id, tag and counter written, when asked for (``IntentDefinitionExporter/identity(_:)``).
    var exported: ExportedIdentity?

    /// Whether ``definition()`` writes text, or only collects the translations.
    let writes: Bool
    /// The languages not yet seen in a translation, when only the languages are wanted: the
    /// walk stops when none is left. Nil for a whole export.
    var awaited: Set<String>?

    init(file: DefinitionFile, references: FileReferences? = nil, writes: Bool = true) {
        self.file = file
        self.references = references ?? ReferenceResolver(file).references()
        self.writes = writes
        self.identity = file.xcode ?? XcodeIdentity()
        self.keepsIDs = !identity.ids.isEmpty
        switch identity.namespace?.value {
        case .kept(let namespace)?: self.namespace = namespace
        case .none?: self.namespace = nil
        case nil: self.namespace = IntentDefinitionExporter.namespace(for: file.baseName)
        }
    }

    /// The localization id written for the text whose derived id is `derived`: Xcode's, where it
    /// was kept.
    mutating func id(_ derived: String, of text: LocalizedText?) -> String {
        let id = identity.id(derived)
        exported?.texts.append(ExportedIdentity.Text(derived: derived, id: id, text: text))
        return id
    }

    /// Sets `key` and `key + "ID"` for a localized text, remembering its translations; without a
    /// text, only `key + "ID"` when Xcode's id for the empty text was kept (``loneID(_:_:into:)``).
    mutating func text(
        _ text: LocalizedText?, _ key: String, id derived: @autoclosure () -> String,
        into dictionary: inout PlistEntries
    ) {
        guard let text else {
            loneID(derived(), key, into: &dictionary)
            return
        }
        let id = self.id(derived(), of: text)
        dictionary[key] = .string(text.text)
        dictionary[key + "ID"] = .string(id)
        for (language, translation) in text.translations {
            translations[language, default: [:]][id] = translation
            awaited?.remove(language)
        }
    }

    /// `key + "ID"` without `key`, where Xcode's id for a text the file does not have was kept (Xcode
    /// keeps the id of a description, dialog or default value left empty); nothing otherwise.
    /// The derived id is made only when Xcode's ids were kept or the exported ones are collected.
    mutating func loneID(
        _ derived: @autoclosure () -> String, _ key: @autoclosure () -> String, into dictionary: inout PlistEntries
    ) {
        guard keepsIDs || exported != nil else { return }
        let derived = derived()
        let kept = identity.keptID(derived)
        exported?.texts.append(ExportedIdentity.Text(derived: derived, id: kept, text: nil))
        if let kept { dictionary[key() + "ID"] = .string(kept) }
    }

    /// The tags of the members of `owner` (an intent, a response, a type) and its `Last…Tag`
    /// counter. With a tag kept for any member: the kept tags, `derived` for the members whose
    /// tag is fixed (INObject's built-in properties), and fresh tags above all of those and the
    /// kept counter for the others (members added since the import), with the counter the
    /// highest of all. With none kept: the derived tags, and the kept counter where it is higher.
    mutating func tags(
        of owner: String, _ members: [(path: String, derived: Int, fixed: Bool)], derivedCounter: Int?
    ) -> (tags: [Int], counter: Int?) {
        let kept = members.map { identity.tag($0.path) }
        let keptCounter = identity.lastTag(owner)
        var tags: [Int]
        var counter: Int?
        if kept.allSatisfy({ $0 == nil }) {
            tags = members.map(\.derived)
            counter = keptCounter.map { max($0, derivedCounter ?? 0) } ?? derivedCounter
        } else {
            // Kept tags first; a fixed member keeps its derived tag unless a kept one has it
            // (an imported file whose built-in property's tag was not kept); every other member
            // gets a fresh tag above all of those and the kept counter.
            var used = Set(kept.compactMap { $0 })
            let fixed: [Int?] = zip(kept, members).map { tag, member in
                tag == nil && member.fixed && !used.contains(member.derived) ? member.derived : nil
            }
            used.formUnion(fixed.compactMap { $0 })
            var next = max(keptCounter ?? 0, used.max() ?? 0)
            tags = []
            for (tag, fixedTag) in zip(kept, fixed) {
                if let tag = tag ?? fixedTag {
                    tags.append(tag)
                } else {
                    // A kept tag this could overflow from is an error of the validator: no trap.
                    next = next.addingReportingOverflow(1).partialValue
                    tags.append(next)
                }
            }
            counter = max(keptCounter ?? 0, tags.max() ?? 0)
        }
        if exported != nil {
            exported?.owners.append(ExportedIdentity.Owner(name: owner, counter: counter))
            for (member, tag) in zip(members, tags) {
                exported?.tags.append(
                    ExportedIdentity.Tag(owner: owner, path: member.path, tag: tag, isFixed: member.fixed))
            }
        }
        return (tags, counter)
    }

    func stringsFiles() -> [String: String] {
        var result: [String: String] = [:]
        for (language, entries) in translations {
            var lines: [String] = []
            for id in entries.keys.sorted() {
                lines.append("\"\(Self.escape(id))\" = \"\(Self.escape(entries[id] ?? ""))\";")
            }
            result[language] = lines.joined(separator: "\n") + "\n"
        }
        return result
    }

    /// Text for a quoted `.strings` value: `\\`, `"`, line breaks and tabs escaped, and every other
    /// control or invisible formatting character written `\\UXXXX` (all of them are in the BMP),
    /// so each entry stays on its line and reads back as written (``StringsFile``).
    static func escape(_ text: String) -> String {
        SafeText.backslashEscaped(text) { scalar in
            SafeText.isUnsafe(scalar) ? "\\U" + SafeText.hex(scalar.value, width: 4) : nil
        }
    }

    // MARK: Root

    /// The whole `.intentdefinition`, written one enum, intent and type at a time: the property
    /// list of a large file never exists as one tree, only its text does. The root's keys are
    /// in Apple's order (see ``PlistXML``), as `PlistXML.write` would put them.
    mutating func definition(sink: ((ArraySlice<UInt8>) -> Void)? = nil) -> String {
        var writer = PlistWriter()
        writer.sink = sink
        writer.beginDocument()
        writer.line("<dict>", indent: 0)
        writer.key("INEnums", indent: 1)
        writeArray(file.enums, into: &writer) { session, item in session.enumeration(item) }
        writer.key("INIntentDefinitionModelVersion", indent: 1)
        writer.string("1.2", indent: 1)
        if let namespace {
            writer.key("INIntentDefinitionNamespace", indent: 1)
            writer.string(namespace, indent: 1)
        }
        writer.key("INIntents", indent: 1)
        writeArray(intentEntries(file.intents.indices), into: &writer) { session, entry in session.element(of: entry) }
        writer.key("INTypes", indent: 1)
        writeArray(Array(file.types.indices), into: &writer) { session, position in
            session.type(session.file.types[position], propertyTypes: session.references.typeProperties[position])
        }
        writer.line("</dict>", indent: 0)
        writer.endDocument()
        writer.flush(force: true)
        return writer.out
    }

    /// The translations of the declarations at `namers` and of the system intents, as
    /// ``definition(sink:)`` collects them, until none of ``awaited`` is left.
    mutating func collectTranslations(of namers: LanguageNamers) {
        for position in namers.enums where awaited?.isEmpty != true {
            _ = enumeration(file.enums[position])
        }
        for entry in intentEntries(namers.intents) where awaited?.isEmpty != true {
            _ = element(of: entry)
        }
        for position in namers.types where awaited?.isEmpty != true {
            _ = type(file.types[position], propertyTypes: references.typeProperties[position])
        }
    }

    /// An array under a root key, each item made and written before the next is made.
    private mutating func writeArray<Item>(
        _ items: [Item], into writer: inout PlistWriter, _ make: (inout ExportSession, Item) -> PlistElement
    ) {
        writer.array(items, indent: 1) { writer, item, indent in
            guard awaited?.isEmpty != true else { return }
            let value = make(&self, item)
            if writes {
                writer.append(value, indent: indent)
                writer.flush()
            }
        }
    }

    /// An entry of `INIntents`, by its position in the file's custom or system intents.
    enum IntentEntry {
        case custom(Int)
        case system(Int)
    }

    /// The entries of `INIntents`: the custom intents at `positions` that have a SiriKit class,
    /// then the system intents the file customises, each in the file's order. By position, so
    /// that no intent is copied to be written.
    func intentEntries(_ positions: some Sequence<Int>) -> [IntentEntry] {
        positions.filter { IntentDecisions.hasSiriKitClass(file.intents[$0]) }.map(IntentEntry.custom)
            + file.systemIntents.indices.map(IntentEntry.system)
    }

    /// The element of one entry of `INIntents`.
    mutating func element(of entry: IntentEntry) -> PlistElement {
        switch entry {
        case .custom(let position): intent(file.intents[position], references.intents[position])
        case .system(let position): systemIntent(file.systemIntents[position])
        }
    }

    /// A customised system intent: its keys as they are, with its name, class and `System`; its
    /// translations go into the `.strings` files.
    mutating func systemIntent(_ intent: SystemIntentDefinition) -> PlistElement {
        var entries = PlistEntries(intent.xcode)
        entries["INIntentName"] = .string(intent.name.value)
        entries["INIntentClassName"] = .string(intent.swiftClassName)
        entries["INIntentType"] = .string("System")
        for (language, table) in intent.translations {
            translations[language, default: [:]].merge(table) { _, new in new }
            awaited?.remove(language)
        }
        return .dictionary(entries)
    }

    // MARK: Types of values

    /// `INIntentParameterType` and the enum/object reference keys for a value type, which names
    /// `resolved`. With `typeByName` (``XcodeSpelling``), `<prefix>Type` is the enum's or type's own name.
    func typeKeys(_ type: ValueType, _ resolved: TypeReference, prefix: String, spelling: XcodeSpelling)
        -> PlistEntries
    {
        guard case .named(let name) = type else {
            return [prefix + "Type": .string(PlistTypeNames.name(of: type) ?? "")]
        }
        let isEnum = resolved.isEnum
        let kind = isEnum ? "EnumType" : "ObjectType"
        var keys: PlistEntries = [
            prefix + "Type": .string(
                spelling.typeByName ? name : isEnum ? PlistTypeNames.enumeration : PlistTypeNames.object),
            prefix + kind: .string(name),
        ]
        if let namespace { keys[prefix + kind + "Namespace"] = .string(namespace) }
        return keys
    }

    /// A display name as ``text(_:_:id:into:)`` writes it; when the spelling has none, only the id
    /// Xcode kept for it, if any.
    mutating func displayName(
        _ text: LocalizedText, _ spelling: XcodeSpelling, _ key: String, id: String,
        into dictionary: inout PlistEntries
    ) {
        self.text(spelling.omitsDisplayName ? nil : text, key, id: id, into: &dictionary)
    }

    // MARK: Intents

    mutating func intent(_ intent: IntentDefinition, _ references: IntentReferences) -> PlistElement {
        let name = intent.name.value
        var dictionary: PlistEntries = [
            "INIntentName": .string(name),
            "INIntentType": .string("Custom"),
            "INIntentCategory": .string(intent.category.rawValue),
            "INIntentVerb": .string(intent.verb),
        ]
        text(intent.title, "INIntentTitle", id: "\(name).title", into: &dictionary)
        text(intent.description, "INIntentDescription", id: "\(name).description", into: &dictionary)
        if intent.configurable { dictionary["INIntentConfigurable"] = .bool(true) }
        if intent.eligibleForWidgets { dictionary["INIntentEligibleForWidgets"] = .bool(true) }
        if !intent.eligibleForSuggestions { dictionary["INIntentIneligibleForSuggestions"] = .bool(true) }
        if intent.confirmationRequired { dictionary["INIntentUserConfirmationRequired"] = .bool(true) }
        if let key = intent.keyParameter { dictionary["INIntentKeyParameter"] = .string(key.value) }
        if let input = intent.inputParameter { dictionary["INIntentInput"] = .string(input.value) }
        if let image = intent.image { dictionary["INIntentDefaultImageName"] = .string(image) }
        if let className = intent.className { dictionary["INIntentClassName"] = .string(className.value) }
        if let prefix = file.classPrefix { dictionary["INIntentClassPrefix"] = .string(prefix.value) }
        let tags = self.tags(
            of: name, intent.parameters.enumerated().map { ("\(name).\($1.name.value)", $0 + 1, false) },
            derivedCounter: intent.parameters.isEmpty ? nil : intent.parameters.count)
        if let counter = tags.counter { dictionary["INIntentLastParameterTag"] = .integer(counter) }
        if !intent.parameters.isEmpty {
            var parameters: [PlistElement] = []
            for (index, parameter) in intent.parameters.enumerated() {
                parameters.append(
                    self.parameter(
                        parameter, index: index, tag: tags.tags[index], in: intent,
                        type: references.parameterTypes[index], parent: references.visibleWhenParents[index]))
            }
            dictionary["INIntentParameters"] = .array(parameters)
        }
        if !intent.summaries.isEmpty {
            dictionary["INIntentParameterCombinations"] = .dictionary(combinations(of: intent))
        }
        if let managed = managedCombinations(of: intent) {
            dictionary["INIntentManagedParameterCombinations"] = .dictionary(managed)
        }
        dictionary["INIntentResponse"] = response(intent.response, types: references.responseTypes, of: name)
        return .dictionary(dictionary)
    }

    /// `INIntentParameterCombinations`: the intent's summaries, by their parameters.
    private mutating func combinations(of intent: IntentDefinition) -> PlistEntries {
        var combinations: PlistEntries = [:]
        for summary in intent.summaries {
            let key = summary.parameters.map(\.value).joined(separator: ",")
            var combination: PlistEntries = [:]
            combinationTexts(
                summary.title.value, summary.subtitle?.value, id: "\(intent.name.value).summary.\(key)",
                into: &combination)
            if summary.isPrimary { combination["INIntentParameterCombinationIsPrimary"] = .bool(true) }
            if summary.isLinked { combination["INIntentParameterCombinationIsLinked"] = .bool(true) }
            if summary.supportsBackgroundExecution {
                combination["INIntentParameterCombinationSupportsBackgroundExecution"] = .bool(true)
            }
            combinations[key] = .dictionary(combination)
        }
        return combinations
    }

    /// `INIntentManagedParameterCombinations`: the Shortcuts summaries written (none for an empty
    /// list), or for a configurable intent without them, the one Shortcuts' editor needs.
    private mutating func managedCombinations(of intent: IntentDefinition) -> PlistEntries? {
        guard let summaries = intent.shortcutsSummaries else {
            guard intent.configurable else { return nil }
            // Shortcuts' editor needs a managed combination of the configurable parameters.
            let key = intent.parameters.filter(\.configurable).map(\.name.value).joined(separator: ",")
            return [
                key: .dictionary([
                    "INIntentParameterCombinationSupportsBackgroundExecution": .bool(true),
                    "INIntentParameterCombinationUpdatesLinked": .bool(true),
                ])
            ]
        }
        var combinations: PlistEntries = [:]
        for summary in summaries {
            let key = summary.parameters.map(\.value).joined(separator: ",")
            var combination: PlistEntries = [
                "INIntentParameterCombinationUpdatesLinked": .bool(true)
            ]
            combinationTexts(
                summary.title?.value, summary.subtitle?.value, id: "\(intent.name.value).shortcuts.\(key)",
                into: &combination)
            if summary.supportsBackgroundExecution {
                combination["INIntentParameterCombinationSupportsBackgroundExecution"] = .bool(true)
            }
            combinations[key] = .dictionary(combination)
        }
        return combinations.isEmpty ? nil : combinations
    }

    /// A combination's title and subtitle, with ids under `id`.
    private mutating func combinationTexts(
        _ title: LocalizedText?, _ subtitle: LocalizedText?, id: String, into combination: inout PlistEntries
    ) {
        text(title, "INIntentParameterCombinationTitle", id: id + ".title", into: &combination)
        text(subtitle, "INIntentParameterCombinationSubtitle", id: id + ".subtitle", into: &combination)
    }

    /// A parameter of `intent`, of the type `type`, shown when the parameter at `parent` has a
    /// value (`visibleWhen`).
    mutating func parameter(
        _ parameter: ParameterDefinition, index: Int, tag: Int, in intent: IntentDefinition, type: TypeReference,
        parent: Int?
    ) -> PlistElement {
        let id = "\(intent.name.value).\(parameter.name.value)"
        var dictionary = typeKeys(
            parameter.type.value, type, prefix: "INIntentParameter", spelling: parameter.spelling)
        dictionary["INIntentParameterName"] = .string(parameter.name.value)
        dictionary["INIntentParameterTag"] = .integer(tag)
        dictionary["INIntentParameterDisplayPriority"] = .integer(index + 1)
        displayName(
            parameter.displayName, parameter.spelling, "INIntentParameterDisplayName", id: id + ".displayName",
            into: &dictionary)
        if parameter.configurable { dictionary["INIntentParameterConfigurable"] = .bool(true) }
        if parameter.resolvable { dictionary["INIntentParameterSupportsResolution"] = .bool(true) }
        if parameter.hasDynamicOptions { dictionary["INIntentParameterSupportsDynamicEnumeration"] = .bool(true) }
        if parameter.supportsSearch { dictionary["INIntentParameterSupportsSearch"] = .bool(true) }
        if parameter.customDisambiguation { dictionary["INIntentParameterCustomDisambiguation"] = .bool(true) }
        if parameter.isArray { dictionary["INIntentParameterSupportsMultipleValues"] = .bool(true) }
        if !parameter.arraySizes.isEmpty {
            dictionary["INIntentParameterFixedSizeArray"] = .integer(1)
            dictionary["INIntentParameterArraySizes"] = .array(
                parameter.arraySizes.map { entry in
                    .dictionary([
                        "INIntentParameterArraySizeSizeClass": .string(entry.family.rawValue.upperFirst),
                        "INIntentParameterArraySizeSize": .integer(entry.size),
                    ])
                })
        }
        let metadata = parameterMetadata(parameter, id: id)
        if !metadata.isEmpty { dictionary["INIntentParameterMetadata"] = .dictionary(metadata) }
        dictionary["INIntentParameterPromptDialogs"] = .array(prompts(of: parameter, id: id))
        if let relationship = relationship(of: parameter, parent: parent.map { intent.parameters[$0] }) {
            dictionary["INIntentParameterRelationship"] = .dictionary(relationship)
        }
        if !parameter.unsupportedReasons.isEmpty {
            dictionary["INIntentParameterUnsupportedReasons"] = .array(unsupportedReasons(of: parameter, id: id))
        }
        return .dictionary(dictionary)
    }

    /// `INIntentParameterMetadata`: the type's metadata and the parameter's default, whose id
    /// Xcode keeps for text, and else only when Xcode's id for the empty text was kept.
    private mutating func parameterMetadata(_ parameter: ParameterDefinition, id: String) -> PlistEntries {
        var metadata = self.metadata(
            parameter.metadata, type: parameter.type.value, prefix: "INIntentParameterMetadata", id: id)
        if case .value(let value)? = parameter.defaultValue, case .text(let text) = value.value {
            metadata["INIntentParameterMetadataDefaultValue"] = Self.plistValue(value.value)
            metadata["INIntentParameterMetadataDefaultValueID"] = .string(
                self.id(id + ".defaultValue", of: LocalizedText(text)))
        } else {
            if case .value(let value)? = parameter.defaultValue {
                metadata["INIntentParameterMetadataDefaultValue"] = Self.plistValue(value.value)
            }
            loneID(id + ".defaultValue", "INIntentParameterMetadataDefaultValue", into: &metadata)
        }
        return metadata
    }

    /// `INIntentParameterPromptDialogs`: Xcode writes a Configuration and a Primary prompt for
    /// every parameter, with or without text, then the other kinds the parameter has.
    private mutating func prompts(of parameter: ParameterDefinition, id: String) -> [PlistElement] {
        var prompts: [PlistElement] = []
        let written = Dictionary(parameter.prompts.map { ($0.kind, $0.text) }, uniquingKeysWith: { first, _ in first })
        let order: [PromptKind] =
            [.configuration, .primary] + PromptKind.allCases.filter { $0 != .configuration && $0 != .primary }
        for kind in order where kind == .configuration || kind == .primary || written[kind] != nil {
            var prompt: PlistEntries = [
                "INIntentParameterPromptDialogCustom": .bool(true),
                "INIntentParameterPromptDialogType": .string(kind.rawValue.upperFirst),
            ]
            text(
                written[kind], "INIntentParameterPromptDialogFormatString", id: "\(id).prompt.\(kind.rawValue)",
                into: &prompt)
            prompts.append(.dictionary(prompt))
        }
        return prompts
    }

    /// `INIntentParameterRelationship`: when the parameter is shown (`visibleWhen`, whose parent
    /// is `parent`), or the parentless `HasAnyValue` an imported file spelled; nil for neither.
    private func relationship(of parameter: ParameterDefinition, parent: ParameterDefinition?) -> PlistEntries? {
        guard let relationship = parameter.visibleWhen else {
            guard parameter.spelling.parentlessRelationship else { return nil }
            return ["INIntentParameterRelationshipPredicateName": .string("HasAnyValue")]
        }
        var value: PlistEntries = [
            "INIntentParameterRelationshipParentName": .string(relationship.parent.value)
        ]
        switch relationship.condition {
        case .hasAnyValue:
            value["INIntentParameterRelationshipPredicateName"] = .string("HasAnyValue")
        case .equals(let expected):
            let parentIsBoolean = parent?.type.value == .boolean
            value["INIntentParameterRelationshipPredicateName"] = .string(
                parentIsBoolean ? "BooleanHasExactValue" : "EnumHasExactValue")
            value["INIntentParameterRelationshipPredicateValue"] = .string(
                parentIsBoolean ? ((expected.boolean ?? false) ? "true" : "false") : expected.text)
        }
        return value
    }

    /// `INIntentParameterUnsupportedReasons`: each reason's code and text.
    private mutating func unsupportedReasons(of parameter: ParameterDefinition, id: String) -> [PlistElement] {
        var reasons: [PlistElement] = []
        for reason in parameter.unsupportedReasons {
            var entry: PlistEntries = [
                "INIntentParameterUnsupportedReasonCode": .string(reason.code.value),
                "INIntentParameterUnsupportedReasonCustom": .bool(true),
            ]
            text(
                reason.text, "INIntentParameterUnsupportedReasonFormatString",
                id: "\(id).unsupported.\(reason.code.value)", into: &entry)
            reasons.append(.dictionary(entry))
        }
        return reasons
    }

    /// A default as Xcode stores it: text, URLs and enum cases as strings.
    static func plistValue(_ value: StaticDefault.Value) -> PlistElement {
        switch value {
        case .text(let text), .url(let text), .enumCase(let text): .string(text)
        case .integer(let integer): .integer(integer)
        case .number(let number): .real(number)
        case .boolean(let boolean): .bool(boolean)
        }
    }

    /// Type metadata under `prefix` (`INIntentParameterMetadata`, `INIntentResponseParameterMetadata` …):
    /// every key as the type catalogue writes it (``MetadataKey/plist``), then the keys Xcode
    /// derives from several of the language's.
    mutating func metadata(_ metadata: TypeMetadata, type: ValueType, prefix: String, id: String) -> PlistEntries {
        var result: PlistEntries = [:]
        for key in MetadataKey.allCases {
            guard let value = metadata[key] else { continue }
            // Xcode's file type when `<prefix>Type` is absent is `Any`, so the language's `any` is not written.
            if key == .fileType, value.word(as: TypeMetadata.FileType.self) == .any { continue }
            let plist = key.plist
            let plistKey = prefix + plist.key
            switch (plist.encoding, value) {
            case (.number, .number(let number)):
                result[plistKey] = type == .integer ? .integer(Int(number.value)) : .real(number.value)
            case (.yesOrNo, .flag(let flag)):
                result[plistKey] = .string(flag ? "YES" : "NO")
            case (.flag(let inverted), .flag(let flag)):
                if flag != inverted { result[plistKey] = .bool(true) }
            case (.word, .word(let word, _)):
                result[plistKey] = .string(plist.spelling(of: word))
            case (.text, .text(let text)):
                self.text(text, plistKey, id: "\(id).\(key.rawValue)", into: &result)
            case (.string, .string(let string)):
                result[plistKey] = .string(string)
            case (.strings(let entryKey), .strings(let strings, _)):
                result[plistKey] = .array(
                    strings.map { string in entryKey.map { .dictionary([$0: .string(string)]) } ?? .string(string) })
            default:
                // A value of another form than the key's (the catalogue's test shows there is none).
                break
            }
        }
        // Xcode's ids of text keys left empty.
        for key in MetadataKey.allCases where metadata[key] == nil {
            if case .text = key.plist.encoding {
                loneID("\(id).\(key.rawValue)", prefix + key.plist.key, into: &result)
            }
        }
        // `<prefix>Format` names which date keys format the value: a template (whose id Xcode
        // keeps beside it) over the styles.
        let templateID = "\(id).\(MetadataKey.dateTemplate.rawValue)"
        if metadata.dateTemplate != nil {
            result[prefix + "Format"] = .string("Template")
            result[prefix + MetadataKey.dateTemplate.plist.key + "ID"] = .string(self.id(templateID, of: nil))
        } else {
            loneID(templateID, prefix + MetadataKey.dateTemplate.plist.key, into: &result)
            if metadata.dateStyle != nil || metadata.timeStyle != nil { result[prefix + "Format"] = .string("Style") }
        }
        // `<prefix>Unit` is `Multiple` when the duration has any unit.
        if MetadataKey.unitKeys.contains(where: { metadata[$0] != nil }) {
            result[prefix + "Unit"] = .string("Multiple")
        }
        return result
    }

    // MARK: Response

    /// The response of `intent`, whose properties are of the types `types`.
    mutating func response(_ response: ResponseDefinition, types: [TypeReference], of intent: String) -> PlistElement {
        var dictionary: PlistEntries = [:]
        var codes: [PlistElement] = []
        for code in response.codes {
            var entry: PlistEntries = ["INIntentResponseCodeName": .string(code.name.value)]
            if code.isSuccess { entry["INIntentResponseCodeSuccess"] = .bool(true) }
            let id = "\(intent).response.\(code.name.value)"
            text(code.dialog?.value, "INIntentResponseCodeFormatString", id: id + ".dialog", into: &entry)
            text(
                code.conciseDialog?.value, "INIntentResponseCodeConciseFormatString", id: id + ".conciseDialog",
                into: &entry)
            codes.append(.dictionary(entry))
        }
        dictionary["INIntentResponseCodes"] = .array(codes)
        let owner = XcodeIdentity.responseOwner(of: intent)
        let tags = self.tags(
            of: owner, response.properties.enumerated().map { ("\(owner).\($1.name.value)", $0 + 1, false) },
            derivedCounter: response.properties.isEmpty ? nil : response.properties.count)
        if !response.properties.isEmpty {
            var properties: [PlistElement] = []
            for (index, property) in response.properties.enumerated() {
                let id = "\(owner).\(property.name.value)"
                var entry = typeKeys(
                    property.type.value, types[index], prefix: "INIntentResponseParameter", spelling: property.spelling)
                entry["INIntentResponseParameterName"] = .string(property.name.value)
                entry["INIntentResponseParameterTag"] = .integer(tags.tags[index])
                entry["INIntentResponseParameterDisplayPriority"] = .integer(index + 1)
                displayName(
                    property.displayName, property.spelling, "INIntentResponseParameterDisplayName",
                    id: id + ".displayName", into: &entry)
                if property.isArray { entry["INIntentResponseParameterSupportsMultipleValues"] = .bool(true) }
                let metadata = self.metadata(
                    property.metadata, type: property.type.value, prefix: "INIntentResponseParameterMetadata", id: id)
                if !metadata.isEmpty { entry["INIntentResponseParameterMetadata"] = .dictionary(metadata) }
                properties.append(.dictionary(entry))
            }
            dictionary["INIntentResponseParameters"] = .array(properties)
        }
        if let counter = tags.counter { dictionary["INIntentResponseLastParameterTag"] = .integer(counter) }
        if let output = response.output { dictionary["INIntentResponseOutput"] = .string(output.value) }
        return .dictionary(dictionary)
    }

    // MARK: Enums and types

    mutating func enumeration(_ definition: EnumDefinition) -> PlistElement {
        let name = definition.name.value
        var dictionary: PlistEntries = [
            "INEnumName": .string(name),
            "INEnumType": .string("Regular"),
            "INEnumGeneratesHeader": .bool(true),
        ]
        displayName(
            definition.displayName, definition.spelling, "INEnumDisplayName", id: "\(name).displayName",
            into: &dictionary)
        var values: [PlistElement] = []
        if let unknown = definition.unknown {
            var value: PlistEntries = ["INEnumValueName": .string("unknown")]
            text(unknown, "INEnumValueDisplayName", id: "\(name).unknown.displayName", into: &value)
            values.append(.dictionary(value))
        }
        for enumCase in definition.cases {
            var value: PlistEntries = [
                "INEnumValueName": .string(enumCase.name.value),
                "INEnumValueIndex": .integer(enumCase.index),
            ]
            text(
                enumCase.displayName, "INEnumValueDisplayName", id: "\(name).\(enumCase.name.value).displayName",
                into: &value)
            values.append(.dictionary(value))
        }
        dictionary["INEnumValues"] = .array(values)
        return .dictionary(dictionary)
    }

    /// A custom type, whose properties are of the types `propertyTypes`.
    mutating func type(_ definition: ObjectTypeDefinition, propertyTypes: [TypeReference]) -> PlistElement {
        let name = definition.name.value
        var dictionary: PlistEntries = ["INTypeName": .string(name)]
        displayName(
            definition.displayName, definition.spelling, "INTypeDisplayName", id: "\(name).displayName",
            into: &dictionary)
        // Every INObject has these four; Xcode lists them first, with tags 1 to 4 (the custom
        // properties' start at 100).
        let builtins = PlistTypeNames.objectBuiltinProperties
        let tags = self.tags(
            of: name,
            builtins.enumerated().map { ("\(name).\($1.name)", $0 + 1, true) }
                + definition.properties.enumerated().map { ("\(name).\($1.name.value)", 100 + $0, false) },
            derivedCounter: 99 + definition.properties.count)
        var properties: [PlistElement] = builtins.enumerated().map { index, property in
            var entry: PlistEntries = [
                "INTypePropertyName": .string(property.name), "INTypePropertyType": .string(property.type),
                "INTypePropertyTag": .integer(tags.tags[index]), "INTypePropertyDisplayPriority": .integer(index + 1),
                "INTypePropertyDefault": .bool(true),
            ]
            if property.isArray { entry["INTypePropertySupportsMultipleValues"] = .bool(true) }
            return .dictionary(entry)
        }
        for (index, property) in definition.properties.enumerated() {
            let id = "\(name).\(property.name.value)"
            var entry = typeKeys(
                property.type.value, propertyTypes[index], prefix: "INTypeProperty", spelling: property.spelling)
            entry["INTypePropertyName"] = .string(property.name.value)
            entry["INTypePropertyTag"] = .integer(tags.tags[builtins.count + index])
            entry["INTypePropertyDisplayPriority"] = .integer(5 + index)
            displayName(
                property.displayName, property.spelling, "INTypePropertyDisplayName", id: id + ".displayName",
                into: &entry)
            if property.isArray { entry["INTypePropertySupportsMultipleValues"] = .bool(true) }
            let metadata = self.metadata(
                property.metadata, type: property.type.value, prefix: "INTypePropertyMetadata", id: id)
            if !metadata.isEmpty { entry["INTypePropertyMetadata"] = .dictionary(metadata) }
            properties.append(.dictionary(entry))
        }
        dictionary["INTypeProperties"] = .array(properties)
        dictionary["INTypeLastPropertyTag"] = .integer(tags.counter ?? 99 + definition.properties.count)
        return .dictionary(dictionary)
    }
}
