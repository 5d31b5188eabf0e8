/// How the printer writes an intent's `shortcut:`.
enum AppShortcutPrinting {
    /// The `shortcut:` entry: its phrases by language (block lists, one phrase a line), its short
    /// title when written (`localized` writes texts as the rest of the file has them), its symbol.
    static func entry(_ shortcut: AppShortcutDefinition, localized: (LocalizedText) -> YAMLValue) -> YAMLEntry {
        let phrases = shortcut.phrases.map { list in
            YAMLEntry(list.language.value, .sequence(list.phrases.map { .scalar(YAMLText.quote($0.value)) }))
        }
        var entries = [YAMLEntry(.phrases, .mapping(phrases))]
        if let title = shortcut.shortTitle { entries.append(YAMLEntry(.shortTitle, localized(title))) }
        entries.append(YAMLEntry(.symbol, .scalar(YAMLText.quote(shortcut.symbol.value))))
        return YAMLEntry(.shortcut, .mapping(entries))
    }
}
