/// The file's settings and its sections of declarations (``DefinitionDecoder/decode(_:path:diagnostics:reload:)``).
extension DefinitionDecoder {
    /// The file's settings: `language` (which the reader then reads texts in), `classPrefix`,
    /// `appShortcutsProvider`, `shortcutTileColor` and the `xcode` block.
    func readSettings(_ top: MappingView, into file: inout DefinitionFile, reader: inout NodeReader) {
        if let node = top.present(.language), let language = reader.string(node, DefinitionKey.language.quoted) {
            if LanguageRules.isLanguageCode(language) {
                file.language = language
                reader.language = language
                _ = reader.languages.first(spellingOf: language, at: node.location)
            } else {
                // The code names `.lproj` folders and keys translations: never a path or free text.
                reader.diagnostics.emit(
                    .error(
                        .invalidValue, "`\(language)` is not a language code", at: node.location,
                        hint: Suggestions.hint(for: language, in: LanguageRules.commonCodes)
                            ?? "use a code such as `en`, `ja`, `pt-BR` or `zh-Hans`"))
            }
        }
        if let node = top[.classPrefix], let prefix = reader.locatedString(node, DefinitionKey.classPrefix.quoted) {
            if let problem = SettingNames.classPrefixProblem(prefix.value) {
                reader.diagnostics.emit(
                    .error(.invalidName, problem, at: node.location, hint: SettingNames.classPrefixHint))
            } else if !prefix.value.isEmpty {
                file.classPrefix = prefix
            }
        }
        if let node = top[.appShortcutsProvider] {
            file.appShortcutsProvider = reader.locatedString(node, DefinitionKey.appShortcutsProvider.quoted)
        }
        if let node = top[.shortcutTileColor],
            let color = reader.choice(node, "shortcut tile color", as: ShortcutTileColorName.self)
        {
            file.shortcutTileColor = Located(color, at: node.location)
        }
        if let node = top.present(.xcode) {
            file.xcode = XcodeIdentityDecoder(reader: reader).identity(node)
        }
    }

    /// The file's declarations, section by section, each section up to the limit of definitions.
    /// Each section is taken out of `top`, so that its entries are the decoder's alone (unless
    /// the caller holds the tree too); with `reload`, a section read again is read from the file
    /// loaded again.
    func readDeclarations(
        _ top: inout MappingView, into file: inout DefinitionFile, reader: NodeReader, reload: (() -> YAMLNode?)?
    ) {
        func entries(_ key: DefinitionKey) -> [YAMLNode.Entry]? {
            top.take(key).flatMap { reader.namedEntries($0, key.quoted, limit: DefinitionLimits.definitionsPerKind) }
        }
        // The same section of the file loaded again, its problems already reported. The same
        // bytes load to the same tree; should they not, the file is an error, never a section lost.
        let location = top.location
        func again(_ key: DefinitionKey) -> (() -> [YAMLNode.Entry])? {
            reload.map { reload in
                {
                    let quiet = NodeReader(diagnostics: DiagnosticBag())
                    let node = reload().flatMap { quiet.mapping($0, "", knownKeys: Self.fileKeys)?[key] }
                    if let entries = node.flatMap({
                        quiet.namedEntries($0, "", limit: DefinitionLimits.definitionsPerKind)
                    }) {
                        return entries
                    }
                    reader.diagnostics.emit(
                        .error(
                            .io, "the file's \(key.quoted) could not be read again, to read them in turn", at: location)
                    )
                    return []
                }
            }
        }
        var namers = LanguageNamers()
        if let entries = entries(.enums) {
            (file.enums, namers.enums) = readInRuns(entries, reader: reader, again: again(.enums)) {
                DecodingSession(reader: $0).enumDefinition($1)
            }
        }
        if let entries = entries(.types) {
            (file.types, namers.types) = readInRuns(entries, reader: reader, again: again(.types)) {
                DecodingSession(reader: $0).objectType($1)
            }
        }
        if let entries = entries(.intents) {
            (file.intents, namers.intents) = readInRuns(entries, reader: reader, again: again(.intents)) {
                DecodingSession(reader: $0).intent($1)
            }
        }
        file.languageNamers = namers
        if let entries = entries(.systemIntents) {
            file.systemIntents = entries.compactMap(SystemIntentDecoder(reader: reader).systemIntent)
        }
        // Widgets and controls are App Intents code only: the export writes none of their texts.
        if let entries = entries(.widgets) {
            file.widgets = reader.outsideExport { entries.compactMap(WidgetDecoder(reader: reader).widget) }
        }
        if let entries = entries(.controls) {
            file.controls = reader.outsideExport { entries.compactMap(WidgetDecoder(reader: reader).control) }
        }
    }
}
