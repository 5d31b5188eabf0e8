/// A target's App Intents strings as one String Catalog, and the conflicts in it.
enum AppIntentsStrings {
    /// Two uses of one key whose translations into one language differ.
    struct Conflict: Sendable {
        var key: String
        var language: String
        var first: AppIntentsStringUse
        var other: AppIntentsStringUse
    }

    /// A target's strings as collected at planning: the catalogue's keys in the order of first
    /// use, each key's entry (without its translators' comment) and what it is used for at its
    /// place, from which ``write(to:)`` writes them when the catalogue is made. `lint` needs only
    /// the conflicts, never the comments. The lists are the ones the collection made, not
    /// dictionaries made from them: a large target has tens of thousands of keys.
    struct Collected: Sendable {
        var sourceLanguage: String
        var keys: [String]
        var entries: [StringCatalog.Entry]
        /// What each key is used for, as places in `files`.
        var purposes: [Purposes]
        /// The target's declarations, which the purposes name.
        var files: [FileDeclarations]

        /// The catalogue's text, with each key's comment for its translators, given to `sink` in
        /// pieces (``StringCatalog/write(_:to:comment:)``).
        func write(to sink: (ArraySlice<UInt8>) -> Void) {
            let table = StringCatalog.Table(sourceLanguage: sourceLanguage, keys: keys) { entries[$0] }
            StringCatalog.write(table, to: sink) { index in
                translatorComment(
                    key: keys[index], purposes: purposes[index].named.map { $0.description(in: files) },
                    count: purposes[index].count)
            }
        }
    }

    /// The distinct purposes of one key, as its comment names them: the first
    /// ``namedPurposes`` in the order of first use, and how many there are in all. The others
    /// are kept only to be counted once each, in a set that a key used for few purposes never
    /// makes; the first is kept in place, so a key used once makes no list either.
    struct Purposes: Sendable {
        private var first: AppIntentsStringUse.Purpose?
        private var more: [AppIntentsStringUse.Purpose] = []
        private var others = Set<AppIntentsStringUse.Purpose>()

        var named: [AppIntentsStringUse.Purpose] { first.map { [$0] + more } ?? [] }
        var count: Int { (first == nil ? 0 : 1) + more.count + others.count }

        mutating func insert(_ purpose: AppIntentsStringUse.Purpose) {
            guard let first else {
                self.first = purpose
                return
            }
            guard first != purpose, !more.contains(purpose) else { return }
            if more.count < namedPurposes - 1 {
                more.append(purpose)
            } else {
                others.insert(purpose)
            }
        }
    }

    /// The catalogue of every string the App Intents code of `files` uses
    /// (``AppIntentsStringCollector``). A key used more than once takes each language's first
    /// translation (definitions files in target order, declarations in file order); the others
    /// that differ are `conflicts`.
    static func collect(from files: [FileDeclarations], options: GenerationOptions) -> (
        strings: Collected, conflicts: [Conflict]
    ) {
        let builder = CatalogueBuilder(sourceLanguage: files.first?.file.language ?? "en")
        AppIntentsStringCollector.collect(files, options: options, into: builder.take)
        let strings = Collected(
            sourceLanguage: builder.sourceLanguage, keys: builder.keys, entries: builder.entries,
            purposes: builder.keyPurposes, files: files)
        return (strings, builder.conflicts)
    }

    /// Folds each use into the catalogue as the collector finds it, so that the uses of a large
    /// target are never all kept at once. A key is looked up once per use: its entry, purposes
    /// and first uses are kept by its position.
    private final class CatalogueBuilder {
        let sourceLanguage: String
        var conflicts: [Conflict] = []
        /// Each key's position, in the order of first use.
        private var positions: [String: Int] = [:]
        private(set) var keys: [String] = []
        private(set) var entries: [StringCatalog.Entry] = []
        private(set) var keyPurposes: [Purposes] = []
        /// Each key's first use with each language it translates to, by the key's position.
        private var firstUse: [Int: [String: AppIntentsStringUse]] = [:]

        init(sourceLanguage: String) {
            self.sourceLanguage = sourceLanguage
        }

        func take(_ use: AppIntentsStringUse) {
            let position = positions[use.key] ?? add(use.key)
            keyPurposes[position].insert(use.what)
            var translations = use.text.translations
            // A file in another development language gives its own text as that language's value.
            if use.language != sourceLanguage { translations[use.language] = use.text.text }
            // The key's entry is changed where the builder keeps it, never copied out and back.
            fold(translations, of: use, at: position, into: &entries[position])
        }

        /// A new key's position, with an empty entry and no purposes.
        private func add(_ key: String) -> Int {
            positions[key] = keys.count
            keys.append(key)
            entries.append(StringCatalog.Entry())
            keyPurposes.append(Purposes())
            return keys.count - 1
        }

        private func fold(
            _ translations: [String: String], of use: AppIntentsStringUse, at position: Int,
            into entry: inout StringCatalog.Entry
        ) {
            for (language, value) in translations where language != sourceLanguage {
                if let existing = entry.localizations[language] {
                    if existing != value, let first = firstUse[position]?[language] {
                        conflicts.append(Conflict(key: use.key, language: language, first: first, other: use))
                    }
                    continue
                }
                entry.localizations[language] = value
                firstUse[position, default: [:]][language] = use
            }
        }
    }

    /// How many uses of one string a comment names before it counts the rest.
    static let namedPurposes = 4

    /// The comment of a string for its translators: what each use of it is, in the order the code
    /// uses it (`The title of intent "Order"; the title of widget "Recipe".`), and for a summary,
    /// which placeholders to keep. `purposes` are its uses in order (the comment names the first
    /// ``namedPurposes``); `count`, when given, is how many there are in all.
    static func translatorComment(key: String, purposes: [String], count: Int? = nil) -> String {
        let count = count ?? purposes.count
        var named = purposes.prefix(namedPurposes).map { $0.replacingEvery("`", with: "\"") }
        if count > namedPurposes { named.append("and \(count - namedPurposes) more") }
        var comment = named.joined(separator: "; ").upperFirst + "."
        let placeholders = SwiftNames.placeholders(in: key)
        if !placeholders.isEmpty {
            let list = placeholders.map { "${\($0)}" }.joined(separator: ", ")
            comment += " Keep \(list) as written: each is replaced by the value of the parameter it names."
        }
        if key.utf8.contains(UInt8(ascii: "%")),
            IntentDecisions.interpolatedSpecifiers.values.contains(where: { key.contains($0) })
        {
            comment +=
                " Each %@, %lld or %lf is a parameter's value, in the order written here; number them (%1$@, %2$@) "
                + "to put them in another order."
        }
        return comment
    }

    /// Collects the plan's strings (``TargetPlan/appIntentsStrings``) and reports each of their
    /// conflicts as a warning at the later definition; nothing when the target gets no App
    /// Intents code.
    static func check(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) {
        guard plan.generates(.appIntents) else { return }
        let table = plan.options.appIntentsTable
        let made = collect(from: plan.declarations, options: plan.options)
        _ = plan.appIntentsStrings.value { made.strings }
        let named = { (use: AppIntentsStringUse) in use.what.description(in: plan.declarations) }
        for conflict in made.conflicts {
            let other = conflict.other
            let first = conflict.first
            func translation(_ use: AppIntentsStringUse) -> String {
                use.language == conflict.language ? use.text.text : use.text.translations[conflict.language] ?? ""
            }
            diagnostics.emit(
                .warning(
                    .conflictingTranslation,
                    "\(named(other)) translates \(conflict.key.swiftLiteral) into `\(conflict.language)` as "
                        + "\(translation(other).swiftLiteral), but \(named(first)) already gave it "
                        + "\(translation(first).swiftLiteral); "
                        + "the \(table) catalogue has one translation per text, the first",
                    at: other.location,
                    hint: "give both the same translation, or make the \(first.language) texts differ",
                    notes: [Diagnostic.Note("the first translation", at: first.location)]))
        }
    }
}
