/// Decodes an intent's `shortcut:` (docs/language.md, "App Shortcuts"): its phrases by language,
/// its short title and its symbol. What the phrases say is checked by the validator
/// (``FileValidation/validateShortcut(of:)``).
struct AppShortcutDecoder {
    let reader: NodeReader

    static let keys = KeySet(DefinitionKey.appShortcutKeys)

    /// The shortcut of `intent` written at `entry` (the `shortcut` key), or nil after an error.
    func shortcut(_ entry: YAMLNode.Entry, of intent: String) -> AppShortcutDefinition? {
        let what = "the App Shortcut of intent `\(intent)`"
        guard let map = reader.mapping(entry.value, what, knownKeys: Self.keys) else { return nil }
        var shortTitle: LocalizedText?
        var complete = true
        if let node = map[.shortTitle] {
            shortTitle = reader.text(node, "the short title of \(what)")
            complete = shortTitle != nil
        }
        let symbol = self.symbol(map, what, at: entry.keyLocation)
        let phrases = self.phrases(map, what, at: entry.keyLocation)
        guard complete, let symbol, let phrases else { return nil }
        return AppShortcutDefinition(
            location: entry.keyLocation, phrases: phrases, shortTitle: shortTitle, symbol: symbol)
    }

    /// `symbol:`, an SF Symbol name, required (`AppShortcut`'s `systemImageName`).
    private func symbol(_ map: MappingView, _ what: String, at location: SourceLocation) -> Located<String>? {
        guard
            let symbol = reader.requiredString(
                .symbol, in: map, of: what, at: location,
                hint:
                    "name the SF Symbol the Shortcuts app shows with it: \(DefinitionKey.symbol.quoted("square.and.pencil"))"
            )
        else { return nil }
        guard !symbol.value.isEmpty else {
            reader.diagnostics.emit(
                .error(.invalidValue, "\(DefinitionKey.symbol.quoted) of \(what) is empty", at: symbol.location))
            return nil
        }
        return symbol
    }

    /// `phrases:`, a mapping of language codes to lists of phrases, with the development language's.
    private func phrases(_ map: MappingView, _ what: String, at location: SourceLocation)
        -> [AppShortcutDefinition.Phrases]?
    {
        let example = "`phrases: { \(reader.language): [\"Open ${applicationName}\"] }`"
        guard
            let node = reader.required(
                .phrases, in: map, of: what, at: location,
                hint: "give the phrases that run it, by language: \(example)")
        else { return nil }
        guard let entries = node.mapping else {
            reader.wrongType(
                node, expected: "a mapping of languages to lists of phrases", for: "the phrases of \(what)",
                hint: example)
            return nil
        }
        var result: [AppShortcutDefinition.Phrases] = []
        var complete = true
        for entry in entries {
            guard reader.isLanguage(entry, in: "the phrases of \(what)") else {
                complete = false
                continue
            }
            let language = Located(entry.key, at: entry.keyLocation)
            let languageWhat = "the `\(entry.key)` phrases of \(what)"
            guard let items = entry.value.sequence else {
                reader.wrongType(entry.value, expected: "a list of phrases", for: languageWhat)
                complete = false
                continue
            }
            let phrases = items.compactMap { reader.locatedString($0, "a phrase of \(languageWhat)") }
            guard phrases.count == items.count else {
                complete = false
                continue
            }
            guard !phrases.isEmpty else {
                reader.diagnostics.emit(
                    .error(
                        .invalidValue, "\(languageWhat) are an empty list", at: entry.value.location,
                        hint: "give at least one phrase, or leave the language out"))
                complete = false
                continue
            }
            result.append(AppShortcutDefinition.Phrases(language: language, phrases: phrases))
        }
        if complete, !result.contains(where: { $0.language.value == reader.language }) {
            reader.diagnostics.emit(
                .error(
                    .missingKey, "\(what) has no phrases in the development language `\(reader.language)`",
                    at: node.location,
                    hint: "add `\(reader.language):` with its phrases; they are the ones in the Swift code"))
            return nil
        }
        return complete ? result : nil
    }
}
