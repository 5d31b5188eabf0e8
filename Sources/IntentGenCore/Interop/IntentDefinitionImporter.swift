/// Reads an Xcode `.intentdefinition` (and its `.strings` translations) back into the definitions
/// language: the inverse of ``IntentDefinitionExporter``.
///
/// It builds the model, a ``DefinitionFile``, as the decoder would have read it from what a person
/// would write; ``DefinitionPrinter`` then writes it as YAML (``ImportResult/yaml``). Xcode's
/// random localization ids, its tags and its namespace are kept in the file's `xcode:` block
/// (``XcodeIdentity``), keyed by what the language derives, so that an export writes them back.
///
/// What the language cannot say (system intents it cannot name, intent restrictions, SDK enums and types,
/// linked combinations, prompts without text …) is never dropped silently: each becomes an
/// ``ImportLoss``, a warning with a code of its kind (`lost-system-intent`, `lost-translation` …),
/// placed at the line and column of the element in the XML, with the element's key path in the
/// property list (``PlistKeyPath``: `INIntents[2].INIntentParameters[0].INIntentParameterFoo`),
/// which also starts the message; and a `#` comment at that place in the printed YAML
/// (``ImportResult/comments``).
public struct IntentDefinitionImporter: Sendable {
    /// The development language of the imported text (the file's `language:`).
    public var language: String
    /// Whether what is not carried over is an error rather than a warning (`import --fail-on-loss`).
    public var lossesAreErrors: Bool

    public init(language: String = "en", lossesAreErrors: Bool = false) {
        self.language = language
        self.lossesAreErrors = lossesAreErrors
    }

    /// Imports an `.intentdefinition`'s property list.
    ///
    /// - Parameters:
    ///   - document: the property list with its positions, as ``PlistXML/readDocument(_:)`` returns
    ///     it; each loss is placed at the element it is about (without positions, at 1:1).
    ///   - strings: translations by language, then by localization id (the `.strings` files).
    ///   - stringsFiles: the path of each language's `.strings` file, where problems of a
    ///     translation table that the definition has no place for are reported.
    ///   - sourceName: the definition's name or path, for diagnostics.
    ///   - diagnostics: receives each loss's diagnostic as it is found, and an error when the
    ///     property list is not an intent definition at all (the result then has no definition).
    public func importDefinition(
        _ document: PlistDocument, strings: [String: [String: String]] = [:], stringsFiles: [String: String] = [:],
        sourceName: String, diagnostics: any DiagnosticCollector
    ) -> ImportResult {
        // A declaration whose generated Swift names would clash with another's (an enum
        // `FooIntent` beside an intent `Foo`, intents `Foo` and `FOO`) is left out, so that the
        // YAML compiles: the import runs again without it, and only the last run reports. Leaving
        // declarations out only takes names away, so the second run is clean, unless it lets in a
        // declaration the first refused as a repeat of a left-out one's name.
        var leaveOut: [ImportSession.Item: String] = [:]
        var run = 0
        while true {
            run += 1
            let deferred = DeferredDiagnostics(diagnostics)
            let session = ImportSession(
                language: language, strings: strings, stringsFiles: stringsFiles, sourceName: sourceName,
                lossSeverity: lossesAreErrors ? .error : .warning, positions: document.positions,
                leaveOut: leaveOut, diagnostics: deferred)
            let definition = session.run(document.value)
            let clashes = (definition.map(OutputNames.declarationsToLeaveOut) ?? []).compactMap { clash in
                session.item(clash.source).map { ($0, clash.problem) }
            }
            if clashes.isEmpty || run == Self.maximumRuns {
                deferred.flush()
                return ImportResult(definition: definition, losses: session.losses, comments: session.comments)
            }
            for (item, problem) in clashes { leaveOut[item] = problem }
        }
    }

    /// How many times an import runs at most (each leaves out at least one more declaration).
    static let maximumRuns = 4

    /// ``importDefinition(_:strings:stringsFiles:sourceName:diagnostics:)`` for a property list
    /// read without positions: every loss is placed at the start of the file.
    public func importDefinition(
        _ plist: PlistValue, strings: [String: [String: String]] = [:], sourceName: String,
        diagnostics: any DiagnosticCollector
    ) -> ImportResult {
        importDefinition(
            PlistDocument(value: plist), strings: strings, sourceName: sourceName, diagnostics: diagnostics)
    }

    /// Whether `code` can key localized text in the definitions language (`ja`, `pt-BR`, `zh-Hans`).
    public static func isLanguageCode(_ code: String) -> Bool { LanguageRules.isLanguageCode(code) }
}

/// What an import gives: the definitions, what could not be carried over, and where to say so.
public struct ImportResult: Sendable {
    /// The definitions read; nil when the property list is not an intent definition (an error
    /// was reported).
    public var definition: DefinitionFile?
    /// Everything not carried over, in the order it was found.
    var losses: [ImportLoss]
    /// Each loss's message as a `#` comment at the element it concerns, for the printer.
    public var comments: DefinitionComments

    /// The definitions file's YAML, with the comments; empty when there is no definition.
    var yaml: String {
        definition.map { DefinitionPrinter().print($0, comments: comments) } ?? ""
    }
}

/// Something an `.intentdefinition` says that the imported definitions do not.
struct ImportLoss: Sendable, Equatable {
    /// The warning (an error with `--fail-on-loss`), with a code of its kind of loss
    /// (``Diagnostic/Code/isImportLoss``) at the element's line and column.
    public var diagnostic: Diagnostic
    /// The element's key path in the property list, or the `.strings` table it is about.
    var keyPath: PlistKeyPath
}

/// Keys that are not read as keys of their dictionary: versions, display priorities (the
/// language derives them from order), Xcode's bookkeeping (`INIntentHash`: the hash a compiled
/// copy in a build product carries), and the namespace, tags and `Last…Tag` counters, which the
/// `xcode:` block keeps (``ImportSession/identity(for:)``).
let importStructuralKeys: Set<String> = [
    "INIntentHash", "INIntentDefinitionModelVersion", "INIntentDefinitionNamespace", "INIntentDefinitionSystemVersion",
    "INIntentDefinitionToolsBuildVersion", "INIntentDefinitionToolsVersion", "INIntentLastParameterTag",
    "INIntentResponseLastParameterTag", "INTypeLastPropertyTag", "INEnumGeneratesHeader", "INIntentParameterTag",
    "INIntentParameterDisplayPriority", "INIntentResponseParameterTag", "INIntentResponseParameterDisplayPriority",
    "INIntentResponsePropertyTag", "INIntentResponsePropertyDisplayPriority", "INTypePropertyTag",
    "INTypePropertyDisplayPriority",
]

extension String {
    /// `PlainText` → `plainText`: Xcode's spelling of a word to the language's.
    var importLowerFirst: String { prefix(1).lowercased() + dropFirst() }
}

/// What the session knows about an enum of the file while reading intents.
struct ImportedEnumInfo {
    var name: String
    /// The case names written.
    var cases: Set<String> = []
}

/// A parameter already read, for relationships, summaries and references.
struct ImportedParameter {
    var originalName: String
    var name: String
    var type: ValueType
    var isArray: Bool
}

/// One import: the property list in, the model out, losses on the way.
final class ImportSession {
    let language: String
    let strings: [String: [String: String]]
    let sourceName: String
    let diagnostics: any DiagnosticCollector
    /// Warning, or error with `--fail-on-loss`.
    let lossSeverity: Diagnostic.Severity
    /// The positions of the property list's elements, and the `.strings` file of each language.
    let positions: PlistPositions
    let stringsFiles: [String: String]

    /// Localization ids whose text was imported, with their translations.
    var usedIDs: Set<String> = []
    /// Strings keys already reported as not carried over.
    var reportedKeys: Set<String> = []
    /// Each language's translation keys in UTF-8, sorted, so that the keys with one prefix are
    /// one run of them.
    lazy var sortedTranslationKeys: [String: [[UInt8]]] = strings.mapValues { table in
        table.keys.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
    }
    /// Strings keys kept as they are (the translations of a system intent), never stale.
    var keptKeys: Set<String> = []
    /// Every localization id in the property list.
    var knownIDs: Set<String> = []
    var fileNamespace: String?
    /// Xcode's localization ids, tags and `Last…Tag` counters of what was imported, by the keys
    /// export derives (``identity(for:)``).
    var xcodeIDs: [String: String] = [:]
    var xcodeTags: [String: Int] = [:]
    var xcodeCounters: [String: Int] = [:]
    /// Where each owner's counter is, each owner's kept tags, and what was reported about them.
    var counterPaths: [String: PlistPath] = [:]
    var tagsByOwner: [String: [Int: String]] = [:]
    var identityComments: [String] = []
    /// Original enum name → what was written.
    var enums: [String: ImportedEnumInfo] = [:]
    /// Original type name → the name written.
    var types: [String: String] = [:]
    /// Each imported intent's `INIntentClassPrefix`, where it is written.
    var classPrefixes: [(prefix: String, path: PlistPath)] = []
    /// Enums and types already written, to report a second declaration of a name.
    var enumWritten: Set<String> = []
    var typeWritten: Set<String> = []

    /// An enum, type or intent of the property list, by its index in `INEnums`, `INTypes` or `INIntents`.
    enum Item: Hashable {
        case enumeration(Int)
        case type(Int)
        case intent(Int)
    }
    /// The declarations not to import, with why (``OutputNames/declarationsToLeaveOut(_:)``).
    let leaveOut: [Item: String]
    /// The item each imported enum, type and intent comes from, in the model's order.
    var enumSources: [Int] = []
    var typeSources: [Int] = []
    var intentSources: [Int] = []

    /// Warnings about the translations themselves, written at the top of the file.
    var languageComments: [String] = []
    /// What was not carried over, as reported.
    var losses: [ImportLoss] = []
    /// Each loss's message at the element of the model it concerns.
    var comments = DefinitionComments()

    init(
        language: String, strings: [String: [String: String]], stringsFiles: [String: String], sourceName: String,
        lossSeverity: Diagnostic.Severity, positions: PlistPositions, leaveOut: [Item: String] = [:],
        diagnostics: any DiagnosticCollector
    ) {
        self.language = language
        self.leaveOut = leaveOut
        self.sourceName = sourceName
        self.diagnostics = diagnostics
        self.lossSeverity = lossSeverity
        self.positions = positions
        self.stringsFiles = stringsFiles
        var accepted: [String: [String: String]] = [:]
        var rejected: [String] = []
        for (code, table) in strings {
            if IntentDefinitionImporter.isLanguageCode(code) { accepted[code] = table } else { rejected.append(code) }
        }
        self.strings = accepted
        for code in rejected.sorted() {
            warn(
                stringsPath(code), .lostTranslation,
                "`\(code)` is not a language code the definitions language accepts (such as `ja` or `pt-BR`); its translations are not imported",
                &languageComments)
        }
    }

    // MARK: Diagnostics

    /// Reports what `path` loses with `code`, and notes it in `comments` (written into the YAML).
    func warn(_ path: PlistPath, _ code: Diagnostic.Code, _ message: String, _ comments: inout [String]) {
        let diagnostic = Diagnostic(lossSeverity, code, "\(path.text): \(message)", at: path.location(in: sourceName))
        diagnostics.emit(diagnostic)
        losses.append(ImportLoss(diagnostic: diagnostic, keyPath: path.keyPath))
        comments.append(message)
    }

    /// `strings[<language>]`: a language's translation table, placed in its `.strings` file when known.
    func stringsPath(_ language: String) -> PlistPath {
        PlistPath(strings: language, file: stringsFiles[language], positions: positions)
    }

    // MARK: Typed reads

    func string(_ reader: inout PlistDictReader, _ key: String, _ comments: inout [String]) -> String? {
        guard let value = reader.take(key) else { return nil }
        if let text = value.string { return text }
        warn(reader.path(key), .lostKey, "`\(key)` is \(value.described), not a string; not imported", &comments)
        return nil
    }

    /// A flag: true only for `<true/>`; `<false/>` and absence are the same.
    func flag(_ reader: inout PlistDictReader, _ key: String, _ comments: inout [String]) -> Bool {
        guard let value = reader.take(key) else { return false }
        if let flag = value.bool { return flag }
        warn(reader.path(key), .lostKey, "`\(key)` is \(value.described), not a boolean; not imported", &comments)
        return false
    }

    func dictionary(_ value: PlistValue?, _ path: PlistPath, _ comments: inout [String]) -> [String: PlistValue]? {
        guard let value else { return nil }
        if let entries = value.dictionary { return entries }
        warn(path, .lostKey, "`\(path.lastKey)` is \(value.described), not a dictionary; not imported", &comments)
        return nil
    }

    func array(_ value: PlistValue?, _ path: PlistPath, _ comments: inout [String]) -> [PlistValue]? {
        guard let value else { return nil }
        if let items = value.array { return items }
        warn(path, .lostKey, "`\(path.lastKey)` is \(value.described), not a list; not imported", &comments)
        return nil
    }

    /// A localized text: `key` in the development language plus the translations of `key + "ID"`.
    func text(_ reader: inout PlistDictReader, _ key: String, _ comments: inout [String]) -> LocalizedText? {
        guard let base = string(&reader, key, &comments) else { return nil }
        var translations: [String: String] = [:]
        let idKey = key + "ID"
        if let id = reader.values[idKey]?.string {
            reader.consumed.insert(idKey)
            usedIDs.insert(id)
            for language in strings.keys.sorted() {
                guard let translation = strings[language]?[id] else { continue }
                if language == self.language {
                    if translation != base {
                        warn(
                            reader.path(idKey), .lostTranslation,
                            "the `\(language)` text of `\(key)` in the .strings file (\"\(translation)\") differs from the definition's (\"\(base)\"); the definition's is kept",
                            &comments)
                    }
                } else {
                    translations[language] = translation
                }
            }
        }
        return LocalizedText(base, translations: translations)
    }

    /// Reports what of a dictionary was not read: unknown keys, and translations of ids whose
    /// text the language cannot hold.
    func finish(_ reader: PlistDictReader, _ comments: inout [String]) {
        for key in reader.values.keys.sorted() {
            let value = reader.values[key]!
            if key.hasSuffix("ID"), let id = value.string {
                checkTranslations(of: id, at: reader.path(key), unused: !usedIDs.contains(id), &comments)
                continue
            }
            if reader.consumed.contains(key) || importStructuralKeys.contains(key) || value == .bool(false) { continue }
            warn(
                reader.path(key), .lostKey,
                "`\(key)` (\(value.described)) is not carried over: the definitions language has no equivalent",
                &comments)
        }
    }

    /// Warns about translations of `id` that were not imported: all of them when the id's text was
    /// not imported, and per-value translations (`<id>-<enum value id>`) always.
    ///
    /// The first kind is reported at the id's key path (its text is not carried in any language);
    /// per-value translations are entries of a `.strings` file, reported as `strings[<language>]`.
    /// The keys of a language's translations that begin with `prefix`, found by binary search in
    /// ``sortedTranslationKeys`` (a scan of every key for every text was quadratic: a 6 MB
    /// localized definition took 9 s to import).
    func translationKeys(in language: String, withPrefix prefix: String) -> [String] {
        guard let keys = sortedTranslationKeys[language] else { return [] }
        let wanted = Array(prefix.utf8)
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].lexicographicallyPrecedes(wanted) { low = middle + 1 } else { high = middle }
        }
        var found: [String] = []
        while low < keys.count, keys[low].starts(with: wanted) {
            found.append(String(decoding: keys[low], as: UTF8.self))
            low += 1
        }
        return found
    }

    func checkTranslations(of id: String, at path: PlistPath, unused: Bool, _ comments: inout [String]) {
        let languages = strings.keys.sorted()
        if unused, !reportedKeys.contains(id) {
            let found = languages.filter { strings[$0]?[id] != nil }
            if !found.isEmpty {
                reportedKeys.insert(id)
                warn(
                    path, .lostTranslation,
                    "the translations (\(found.joined(separator: ", "))) of `\(id)` belong to text the definitions language does not carry; not imported",
                    &comments)
            }
        }
        for language in languages {
            let keys = translationKeys(in: language, withPrefix: id + "-").filter { !reportedKeys.contains($0) }
                .sorted()
            guard !keys.isEmpty else { continue }
            reportedKeys.formUnion(keys)
            let list = keys.prefix(4).map { "`\($0)`" }.joined(separator: ", ") + (keys.count > 4 ? " …" : "")
            warn(
                path.translations(language), .lostTranslation,
                "the `\(language)` translations per enum value \(list) of the text at \(path.text) cannot be expressed in the definitions language; not imported",
                &comments)
        }
    }

    /// The place of an element, for the model's locations: its line and column in the XML.
    func location(_ path: PlistPath) -> SourceLocation {
        path.location(in: sourceName)
    }

    // MARK: File

    func run(_ plist: PlistValue) -> DefinitionFile? {
        guard let root = definitionRoot(plist) else { return nil }
        collectIDs(plist)
        var reader = PlistDictReader(root, path: PlistPath(root: positions))
        var fileComments = languageComments
        fileNamespace = reader.take("INIntentDefinitionNamespace")?.string
        let enumsPath = reader.path("INEnums")
        let typesPath = reader.path("INTypes")
        let intentsPath = reader.path("INIntents")
        let enumItems = array(reader.take("INEnums"), enumsPath, &fileComments) ?? []
        let typeItems = array(reader.take("INTypes"), typesPath, &fileComments) ?? []
        let intentItems = array(reader.take("INIntents"), intentsPath, &fileComments) ?? []
        declareNames(enums: enumItems, types: typeItems)

        var file = DefinitionFile(path: sourceName, language: language)
        enumSources = importDeclarations(
            Array(enumItems.enumerated()), at: enumsPath, item: { .enumeration($0) }, into: &file.enums,
            place: { .enumeration($0) }, end: .enumsEnd, read: { enumeration($0, path: $1, at: $2) })
        typeSources = importDeclarations(
            Array(typeItems.enumerated()), at: typesPath, item: { .type($0) }, into: &file.types,
            place: { .type($0) }, end: .typesEnd, read: { objectType($0, path: $1, at: $2) })
        var intentNames: Set<String> = []
        // System intents after the custom ones, so that a custom intent keeps its name.
        let isSystem = { (item: PlistValue) in item["INIntentType"] == .string("System") }
        intentSources = importDeclarations(
            intentItems.enumerated().filter { !isSystem($0.element) }, at: intentsPath, item: { .intent($0) },
            into: &file.intents, place: { .intent($0) }, end: .intentsEnd,
            read: { intent($0, path: $1, at: $2, taken: &intentNames) })
        importEach(
            intentItems.enumerated().filter { isSystem($0.element) }, count: file.systemIntents.count,
            place: { .systemIntent($0) }, end: .systemIntentsEnd,
            read: { index, item in systemIntent(item, path: intentsPath.item(index), taken: &intentNames) },
            append: { file.systemIntents.append($1) })
        file.classPrefix = classPrefix(&fileComments)
        file.xcode = identity(for: file)
        fileComments += identityComments
        finishFile(file, root: reader, intentsPath: intentsPath, &fileComments)
        comments.add(fileComments, at: .file)
        return file
    }

    /// The property list's root dictionary, where it is an intent definition (one with intents,
    /// enums or types); else nil, with an error.
    private func definitionRoot(_ plist: PlistValue) -> [String: PlistValue]? {
        guard let root = plist.dictionary, root["INIntents"] != nil || root["INEnums"] != nil || root["INTypes"] != nil
        else {
            let rootPath = PlistPath(root: positions)
            diagnostics.emit(
                .error(
                    .invalidValue,
                    "\(sourceName) is not an intent definition: the property list has no `INIntents`, `INEnums` or `INTypes`",
                    at: SourceLocation(file: sourceName, line: max(1, rootPath.line), column: max(1, rootPath.column))))
            return nil
        }
        return root
    }

    /// Reports what the file as a whole does not carry over: the keys of the root (`reader`) that
    /// were not read, translations of no id of the definition, and that nothing was imported.
    private func finishFile(
        _ file: DefinitionFile, root reader: PlistDictReader, intentsPath: PlistPath, _ comments: inout [String]
    ) {
        for key in reader.values.keys.sorted()
        where !reader.consumed.contains(key) && !importStructuralKeys.contains(key) {
            warn(
                reader.path(key), .lostKey,
                "`\(key)` (\(reader.values[key]!.described)) is not carried over: the definitions language has no equivalent",
                &comments)
        }
        staleTranslations(&comments)
        if file.intents.isEmpty, file.systemIntents.isEmpty, file.enums.isEmpty, file.types.isEmpty {
            warn(
                intentsPath, .lostDeclaration,
                "the definition declares no intent, enum or type that the definitions language can express, and a definitions file must declare at least one",
                &comments)
        }
    }

    /// Imports the declarations of one of the file's lists, `items` (each with its index in the
    /// list at `path`), into `declarations`: each with `read`, given its path and the count of
    /// those imported before it, unless it is left out (`item` says which it is). What could not
    /// be imported is said before the next declaration (at `place`) or at `end`. Gives the index
    /// in the list of each declaration imported.
    private func importDeclarations<Declaration>(
        _ items: [(offset: Int, element: PlistValue)], at path: PlistPath, item: (Int) -> Item,
        into declarations: inout [Declaration], place: (Int) -> DefinitionComments.Place,
        end: DefinitionComments.Place, read: (PlistValue, PlistPath, Int) -> (Declaration?, [String])
    ) -> [Int] {
        var sources: [Int] = []
        importEach(
            items, count: declarations.count, place: place, end: end,
            read: { index, value in
                leftOut(item(index), value, path: path.item(index))
                    ?? read(value, path.item(index), declarations.count)
            },
            append: { index, declaration in
                declarations.append(declaration)
                sources.append(index)
            })
        return sources
    }

    /// The file's class prefix: the one its intents have (Xcode writes the project's prefix into
    /// each). A prefix that is no valid prefix, or differs from the first intent's, is reported.
    func classPrefix(_ comments: inout [String]) -> Located<String>? {
        let written = classPrefixes.filter { !$0.prefix.isEmpty }
        guard let first = written.first else { return nil }
        if let problem = SettingNames.classPrefixProblem(first.prefix) {
            warn(first.path, .lostSetting, "\(problem); not imported", &comments)
            return nil
        }
        for other in written.dropFirst() where other.prefix != first.prefix {
            warn(
                other.path, .lostSetting,
                "the class prefix `\(other.prefix)` differs from `\(first.prefix)` of the first intent, and a definitions file has one; not imported",
                &comments)
        }
        return Located(first.prefix, at: location(first.path))
    }

    /// Imports each of `items` (with its place in the file's list) with `read`, and appends what it
    /// makes, with that place, with `append`. What could not be imported is said before the next
    /// declaration that could (at `place(count)`, the count of those appended before it), or at `end`.
    func importEach<Declaration>(
        _ items: [(offset: Int, element: PlistValue)], count: @autoclosure () -> Int,
        place: (Int) -> DefinitionComments.Place, end: DefinitionComments.Place,
        read: (Int, PlistValue) -> (Declaration?, [String]), append: (Int, Declaration) -> Void
    ) {
        var pending: [String] = []
        for (index, item) in items {
            let (declaration, itemComments) = read(index, item)
            pending += itemComments
            guard let declaration else { continue }
            comments.add(pending, at: place(count()))
            pending = []
            append(index, declaration)
        }
        comments.add(pending, at: end)
    }

    func collectIDs(_ value: PlistValue) {
        switch value {
        case .dictionary(let entries):
            for (key, entry) in entries {
                if key.hasSuffix("ID"), let id = entry.string { knownIDs.insert(id) }
                collectIDs(entry)
            }
        case .array(let items):
            items.forEach(collectIDs)
        default:
            break
        }
    }

    /// Translations whose id is nowhere in the definition (left over in the `.strings` file).
    func staleTranslations(_ comments: inout [String]) {
        for language in strings.keys.sorted() {
            let keys = (strings[language] ?? [:]).keys.filter { key in
                let id = key.split(separator: "-", maxSplits: 1).first.map(String.init) ?? key
                return !knownIDs.contains(key) && !knownIDs.contains(id) && !reportedKeys.contains(key)
                    && !keptKeys.contains(key)
            }.sorted()
            guard !keys.isEmpty else { continue }
            let list = keys.prefix(5).map { "`\($0)`" }.joined(separator: ", ") + (keys.count > 5 ? " …" : "")
            warn(
                stringsPath(language), .lostTranslation,
                "\(keys.count) translation\(keys.count == 1 ? "" : "s") in the `\(language)` .strings file match no id of the definition (\(list)); not imported",
                &comments)
        }
    }

    /// Enum and type names first, since intents and properties refer to them in any order.
    /// Why the declaration `item` is left out, said as a loss at `path`; nil when it is not.
    func leftOut<Declaration>(_ item: Item, _ value: PlistValue, path: PlistPath) -> (Declaration?, [String])? {
        guard let problem = leaveOut[item] else { return nil }
        var comments: [String] = []
        if case .intent = item, let values = value.dictionary, let prefix = values["INIntentClassPrefix"]?.string {
            // Its class prefix still counts for the file's, so that no other name changes.
            classPrefixes.append((prefix, PlistDictReader(values, path: path).path("INIntentClassPrefix")))
        }
        warn(path, .lostDeclaration, "\(problem); not imported", &comments)
        return (nil, comments)
    }

    /// The property list's item of a declaration of the imported model.
    func item(_ source: OutputNames.Claim.Source) -> Item? {
        switch source {
        case .enumeration(_, let index): enumSources.indices.contains(index) ? .enumeration(enumSources[index]) : nil
        case .type(_, let index): typeSources.indices.contains(index) ? .type(typeSources[index]) : nil
        case .intent(_, let index): intentSources.indices.contains(index) ? .intent(intentSources[index]) : nil
        case .handlerClass, .widget, .control, .appShortcutsProvider: nil
        }
    }

    func declareNames(enums enumItems: [PlistValue], types typeItems: [PlistValue]) {
        for (index, item) in enumItems.enumerated() where leaveOut[.enumeration(index)] == nil {
            guard let name = item["INEnumName"]?.string, enums[name] == nil else { continue }
            var info = ImportedEnumInfo(name: ImportNames.best(name, .typeName).name)
            // The same cases `enumeration` writes.
            for case .enumCase(let written, _) in Self.enumValueRoles(item["INEnumValues"]?.array ?? []) {
                info.cases.insert(written)
            }
            enums[name] = info
        }
        for (index, item) in typeItems.enumerated() where leaveOut[.type(index)] == nil {
            guard let name = item["INTypeName"]?.string, types[name] == nil else { continue }
            types[name] = ImportNames.best(name, .typeName).name
        }
    }

    // MARK: Text helpers

    /// `${old}` → `${new}` in every language of a text.
    func renamePlaceholders(_ text: LocalizedText, _ renames: [String: String]) -> LocalizedText {
        guard !renames.isEmpty else { return text }
        func apply(_ string: String) -> String {
            renames.reduce(string) { $0.replacing("${\($1.key)}", with: "${\($1.value)}") }
        }
        return LocalizedText(apply(text.text), translations: text.translations.mapValues(apply))
    }

    /// `text` without the translations whose `${name}` placeholders are not all `allowed`: each
    /// costs only itself (a `lost-translation` at `idPath`, the text's `…ID`). Nil when the
    /// development language's text itself uses others; the caller reports that.
    func keepingTranslations(
        _ text: LocalizedText, allowed: Set<String>, idPath: PlistPath, what: String, _ comments: inout [String]
    ) -> LocalizedText? {
        guard Set(SwiftNames.placeholders(in: text.text)).isSubset(of: allowed) else { return nil }
        var kept = text
        for language in text.translations.keys.sorted() {
            let unknown = Set(SwiftNames.placeholders(in: text.translations[language]!)).subtracting(allowed)
            guard !unknown.isEmpty else { continue }
            kept.translations[language] = nil
            warn(
                idPath, .lostTranslation,
                "the `\(language)` translation of \(what) uses \(unknown.sorted().map { "`${\($0)}`" }.joined(separator: ", ")), which the text in `\(self.language)` does not have a place for; that translation is not imported",
                &comments)
        }
        return kept
    }

    func placeholders(_ text: LocalizedText) -> [String] {
        ([text.text] + text.translations.keys.sorted().map { text.translations[$0]! }).flatMap(
            SwiftNames.placeholders(in:))
    }
}
