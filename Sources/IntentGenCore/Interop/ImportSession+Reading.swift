// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview):
// how it reads the values of a dictionary, and reports what it does not.

extension ImportSession {
    // MARK: Diagnostics

    /// Reports what `path` loses with `code`, and notes it in `comments` (written into the YAML).
    mutating func warn(_ path: PlistPath, _ code: Diagnostic.Code, _ message: String, _ comments: inout [String]) {
        report.warn(path, code, message, &comments)
    }

    /// The place of an element, for the model's locations: its line and column in the XML.
    func location(_ path: PlistPath) -> SourceLocation {
        known.location(path)
    }

    /// Remembers the localization id beside `key` under the id export derives for its text
    /// (``IdentityLedger/keepID(_:_:as:taken:reporting:)``).
    mutating func keepID(_ reader: PlistDictReader, _ key: String, as derived: String, taken: Bool = true) {
        ledger.keepID(reader, key, as: derived, taken: taken, reporting: &report)
    }

    /// Remembers the tag at `key` of an imported member (``IdentityLedger/keepTag(_:_:as:reporting:)``).
    mutating func keepTag(_ reader: PlistDictReader, _ key: String, as member: String) {
        ledger.keepTag(reader, key, as: member, reporting: &report)
    }

    /// Remembers the `Last…Tag` counter at `key` of an imported intent, response or type
    /// (``IdentityLedger/keepCounter(_:_:of:reporting:)``).
    mutating func keepCounter(_ reader: PlistDictReader, _ key: String, of owner: String) {
        ledger.keepCounter(reader, key, of: owner, reporting: &report)
    }

    // MARK: Typed reads

    mutating func string(_ reader: inout PlistDictReader, _ key: String, _ comments: inout [String]) -> String? {
        guard let value = reader.take(key) else { return nil }
        if let text = value.string { return text }
        warn(reader.path(key), .lostKey, "`\(key)` is \(value.described), not a string; not imported", &comments)
        return nil
    }

    /// A flag: true only for `<true/>`; `<false/>` and absence are the same.
    mutating func flag(_ reader: inout PlistDictReader, _ key: String, _ comments: inout [String]) -> Bool {
        guard let value = reader.take(key) else { return false }
        if let flag = value.bool { return flag }
        warn(reader.path(key), .lostKey, "`\(key)` is \(value.described), not a boolean; not imported", &comments)
        return false
    }

    mutating func dictionary(
        _ value: PlistValue?, _ path: PlistPath, _ comments: inout [String]
    ) -> [String: PlistValue]? {
        guard let value else { return nil }
        if let entries = value.dictionary { return entries }
        warn(path, .lostKey, "`\(path.lastKey)` is \(value.described), not a dictionary; not imported", &comments)
        return nil
    }

    mutating func array(_ value: PlistValue?, _ path: PlistPath, _ comments: inout [String]) -> [PlistValue]? {
        guard let value else { return nil }
        if let items = value.array { return items }
        warn(path, .lostKey, "`\(path.lastKey)` is \(value.described), not a list; not imported", &comments)
        return nil
    }

    /// A localized text: `key` in the development language plus the translations of `key + "ID"`.
    mutating func text(_ reader: inout PlistDictReader, _ key: String, _ comments: inout [String]) -> LocalizedText? {
        guard let base = string(&reader, key, &comments) else { return nil }
        var translations: [String: String] = [:]
        let idKey = key + "ID"
        if let id = reader.values[idKey]?.string {
            reader.consumed.insert(idKey)
            translationUse.usedIDs.insert(id)
            for language in known.translations.languages {
                guard let translation = known.translations.tables[language]?[id] else { continue }
                if language == known.translations.language {
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
    mutating func finish(_ reader: PlistDictReader, _ comments: inout [String]) {
        for key in reader.values.keys.sorted() {
            let value = reader.values[key]!
            if key.hasSuffix("ID"), let id = value.string {
                checkTranslations(of: id, at: reader.path(key), unused: !translationUse.usedIDs.contains(id), &comments)
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
    mutating func checkTranslations(of id: String, at path: PlistPath, unused: Bool, _ comments: inout [String]) {
        let languages = known.translations.languages
        if unused, !report.reportedKeys.contains(id) {
            let found = languages.filter { known.translations.tables[$0]?[id] != nil }
            if !found.isEmpty {
                report.reportedKeys.insert(id)
                warn(
                    path, .lostTranslation,
                    "the translations (\(found.joined(separator: ", "))) of `\(id)` belong to text the definitions language does not carry; not imported",
                    &comments)
            }
        }
        for language in languages {
            let keys = known.translations.keys(in: language, withPrefix: id + "-").filter {
                !report.reportedKeys.contains($0)
            }.sorted()
            guard !keys.isEmpty else { continue }
            report.reportedKeys.formUnion(keys)
            let list = keys.prefix(4).map { "`\($0)`" }.joined(separator: ", ") + (keys.count > 4 ? " …" : "")
            warn(
                path.translations(language), .lostTranslation,
                "the `\(language)` translations per enum value \(list) of the text at \(path.text) cannot be expressed in the definitions language; not imported",
                &comments)
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
    mutating func keepingTranslations(
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
                "the `\(language)` translation of \(what) uses \(unknown.sorted().map { "`${\($0)}`" }.joined(separator: ", ")), which the text in `\(known.translations.language)` does not have a place for; that translation is not imported",
                &comments)
        }
        return kept
    }

    func placeholders(_ text: LocalizedText) -> [String] {
        ([text.text] + text.translations.keys.sorted().map { text.translations[$0]! }).flatMap(
            SwiftNames.placeholders(in:))
    }
}
