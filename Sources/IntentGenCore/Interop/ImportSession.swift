// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview):
// one run of the import, and what it does with the file as a whole.

/// One run of an import: the property list in, the model out, losses on the way.
///
/// It reads the declarations with what the first pass found (``known``, which never changes),
/// and all it accumulates is in three values, each of one concern: what it reports (``report``),
/// what it keeps of Xcode's identity of the file (``ledger``), and which translations it took
/// (``translationUse``). Each run starts from a new session.
struct ImportSession {
    /// What the first pass read: the index of the property list and the translations.
    let known: ImportIndex
    /// The losses, and their comments.
    var report: LossReport
    /// Xcode's ids, tags and counters of what was imported.
    var ledger = IdentityLedger()
    /// The localization ids and `.strings` keys taken into the model.
    var translationUse = TranslationUse()
}

/// Which translations an import took into the model, so that the others are reported.
struct TranslationUse {
    /// Localization ids whose text was imported, with their translations.
    var usedIDs: Set<String> = []
    /// Strings keys kept as they are (the translations of a system intent), never stale.
    var keptKeys: Set<String> = []
}

/// The item of the property list each imported enum, type and intent comes from, in the model's
/// order: which declaration to leave out when a name of the model clashes.
struct DeclarationSources {
    var enums: [Int] = []
    var types: [Int] = []
    var intents: [Int] = []

    /// The property list's item of a declaration of the imported model.
    func item(_ source: OutputNames.Claim.Source) -> DeclarationItem? {
        switch source {
        case .enumeration(_, let index): enums.indices.contains(index) ? .enumeration(enums[index]) : nil
        case .type(_, let index): types.indices.contains(index) ? .type(types[index]) : nil
        case .intent(_, let index): intents.indices.contains(index) ? .intent(intents[index]) : nil
        case .handlerClass, .widget, .control, .appShortcutsProvider: nil
        }
    }
}

extension ImportSession {
    // MARK: File

    /// The definitions file of the property list `plist` (nil when it is not an intent definition:
    /// the report has the error), and where each of its declarations comes from.
    mutating func run(_ plist: PlistValue) -> (definition: DefinitionFile?, sources: DeclarationSources) {
        var fileComments: [String] = []
        for code in known.translations.rejected {
            warn(
                known.stringsPath(code), .lostTranslation,
                "`\(code)` is not a language code the definitions language accepts (such as `ja` or `pt-BR`); its translations are not imported",
                &fileComments)
        }
        guard let root = definitionRoot(plist) else { return (nil, DeclarationSources()) }
        var reader = PlistDictReader(root, path: PlistPath(root: known.positions))
        _ = reader.take("INIntentDefinitionNamespace")  // the index has it
        let enumsPath = reader.path("INEnums")
        let typesPath = reader.path("INTypes")
        let intentsPath = reader.path("INIntents")
        let enumItems = array(reader.take("INEnums"), enumsPath, &fileComments) ?? []
        let typeItems = array(reader.take("INTypes"), typesPath, &fileComments) ?? []
        let intentItems = array(reader.take("INIntents"), intentsPath, &fileComments) ?? []

        var file = DefinitionFile(path: known.sourceName, language: known.translations.language)
        var sources = DeclarationSources()
        var enumNames: Set<String> = []
        sources.enums = importDeclarations(
            Array(enumItems.enumerated()), at: enumsPath, item: { .enumeration($0) }, into: &file.enums,
            place: { .enumeration($0) }, end: .enumsEnd,
            read: { $0.enumeration($1, path: $2, at: $3, taken: &enumNames) })
        var typeNames: Set<String> = []
        sources.types = importDeclarations(
            Array(typeItems.enumerated()), at: typesPath, item: { .type($0) }, into: &file.types,
            place: { .type($0) }, end: .typesEnd, read: { $0.objectType($1, path: $2, at: $3, taken: &typeNames) })
        var intentNames: Set<String> = []
        let declared = Set(file.enums.map(\.name.value) + file.types.map(\.name.value))
        // System intents after the custom ones, so that a custom intent keeps its name.
        let isSystem = { (item: PlistValue) in item["INIntentType"] == .string("System") }
        let customIntents = intentItems.enumerated().filter { !isSystem($0.element) }
        sources.intents = importDeclarations(
            customIntents, at: intentsPath, item: { .intent($0) }, into: &file.intents, place: { .intent($0) },
            end: .intentsEnd,
            read: { $0.intent($1, path: $2, at: $3, taken: &intentNames, declared: declared) })
        importEach(
            intentItems.enumerated().filter { isSystem($0.element) }, count: file.systemIntents.count,
            place: { .systemIntent($0) }, end: .systemIntentsEnd,
            read: { session, index, item in
                session.systemIntent(item, path: intentsPath.item(index), taken: &intentNames)
            },
            append: { file.systemIntents.append($1) })
        file.classPrefix = classPrefix(
            of: classPrefixes(customIntents, imported: sources.intents, at: intentsPath), &fileComments)
        file.xcode = ledger.identity(
            for: file, namespace: known.fileNamespace, sourceName: known.sourceName, reporting: &report)
        fileComments += ledger.comments
        finishFile(file, root: reader, intentsPath: intentsPath, &fileComments)
        report.comments.add(fileComments, at: .file)
        return (file, sources)
    }

    /// The property list's root dictionary, where it is an intent definition (one with intents,
    /// enums or types); else nil, with the error in the report.
    private mutating func definitionRoot(_ plist: PlistValue) -> [String: PlistValue]? {
        guard let root = plist.dictionary, root["INIntents"] != nil || root["INEnums"] != nil || root["INTypes"] != nil
        else {
            report.error = .error(
                .invalidValue,
                "\(known.sourceName) is not an intent definition: the property list has no `INIntents`, `INEnums` or `INTypes`",
                at: location(PlistPath(root: known.positions)))
            return nil
        }
        return root
    }

    /// Reports what the file as a whole does not carry over: the keys of the root (`reader`) that
    /// were not read, translations of no id of the definition, and that nothing was imported.
    private mutating func finishFile(
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
    private mutating func importDeclarations<Declaration>(
        _ items: [(offset: Int, element: PlistValue)], at path: PlistPath, item: (Int) -> DeclarationItem,
        into declarations: inout [Declaration], place: (Int) -> DefinitionComments.Place,
        end: DefinitionComments.Place,
        read: (inout ImportSession, PlistValue, PlistPath, Int) -> (Declaration?, [String])
    ) -> [Int] {
        var sources: [Int] = []
        importEach(
            items, count: declarations.count, place: place, end: end,
            read: { session, index, value in
                session.leftOut(item(index), path: path.item(index))
                    ?? read(&session, value, path.item(index), declarations.count)
            },
            append: { index, declaration in
                declarations.append(declaration)
                sources.append(index)
            })
        return sources
    }

    /// Imports each of `items` (with its place in the file's list) with `read`, and appends what it
    /// makes, with that place, with `append`. What could not be imported is said before the next
    /// declaration that could (at `place(count)`, the count of those appended before it), or at `end`.
    private mutating func importEach<Declaration>(
        _ items: [(offset: Int, element: PlistValue)], count: @autoclosure () -> Int,
        place: (Int) -> DefinitionComments.Place, end: DefinitionComments.Place,
        read: (inout ImportSession, Int, PlistValue) -> (Declaration?, [String]), append: (Int, Declaration) -> Void
    ) {
        var pending: [String] = []
        for (index, item) in items {
            let (declaration, itemComments) = read(&self, index, item)
            pending += itemComments
            guard let declaration else { continue }
            report.comments.add(pending, at: place(count()))
            pending = []
            append(index, declaration)
        }
        report.comments.add(pending, at: end)
    }

    /// Why the declaration `item` is left out, said as a loss at `path`; nil when it is not.
    private mutating func leftOut<Declaration>(_ item: DeclarationItem, path: PlistPath) -> (Declaration?, [String])? {
        guard let problem = known.leaveOut[item] else { return nil }
        var comments: [String] = []
        warn(path, .lostDeclaration, "\(problem); not imported", &comments)
        return (nil, comments)
    }

    /// The `INIntentClassPrefix` of each of the custom intents `items` (each with its index in the
    /// list at `path`) that was imported (`imported`, by index) or left out, where it is written.
    /// A left-out intent's prefix still counts for the file's, so that no other name changes.
    private func classPrefixes(_ items: [(offset: Int, element: PlistValue)], imported: [Int], at path: PlistPath)
        -> [(prefix: String, path: PlistPath)]
    {
        let imported = Set(imported)
        return items.compactMap { position, item in
            guard imported.contains(position) || known.leaveOut[.intent(position)] != nil,
                let values = item.dictionary, let prefix = values["INIntentClassPrefix"]?.string
            else { return nil }
            return (prefix, PlistDictReader(values, path: path.item(position)).path("INIntentClassPrefix"))
        }
    }

    /// The file's class prefix: the one its intents have (`prefixes`: Xcode writes the project's
    /// prefix into each). A prefix that is no valid prefix, or differs from the first intent's,
    /// is reported.
    private mutating func classPrefix(of prefixes: [(prefix: String, path: PlistPath)], _ comments: inout [String])
        -> Located<String>?
    {
        let written = prefixes.filter { !$0.prefix.isEmpty }
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

    /// Translations whose id is nowhere in the definition (left over in the `.strings` file).
    private mutating func staleTranslations(_ comments: inout [String]) {
        for language in known.translations.languages {
            let keys = (known.translations.tables[language] ?? [:]).keys.filter { key in
                let id = key.split(separator: "-", maxSplits: 1).first.map(String.init) ?? key
                return !known.localizationIDs.contains(key) && !known.localizationIDs.contains(id)
                    && !report.reportedKeys.contains(key) && !translationUse.keptKeys.contains(key)
            }.sorted()
            guard !keys.isEmpty else { continue }
            let list = keys.prefix(5).map { "`\($0)`" }.joined(separator: ", ") + (keys.count > 5 ? " …" : "")
            warn(
                known.stringsPath(language), .lostTranslation,
                "\(keys.count) translation\(keys.count == 1 ? "" : "s") in the `\(language)` .strings file match no id of the definition (\(list)); not imported",
                &comments)
        }
    }
}
