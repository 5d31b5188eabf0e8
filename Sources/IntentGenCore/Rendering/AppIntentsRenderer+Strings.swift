/// The user-visible strings of the App Intents code: every title, description, display name and
/// summary goes through ``AppIntentsRenderer/localized(_:_:at:)`` or
/// ``AppIntentsRenderer/summary(_:of:)``, which write its Swift and record it in the renderer's
/// ``AppIntentsStringLog``. The String Catalog of the target (``AppIntentsCatalogBackend``) is made
/// from that record, so it holds exactly the keys of the code.
///
/// A key is the development-language text, as the code's literal is; a summary's parameters are
/// `${name}` in the key (App Intents' spelling, as in `AppShortcuts.xcstrings`) and `\(\.$name)`
/// in the code. With a table other than `Localizable`, each literal names it
/// (`LocalizedStringResource("Order", table: "AppIntents")`, `Summary("…", table: "AppIntents")`),
/// so the strings never mix with the team's own `Localizable` catalogue.
extension AppIntentsRenderer {
    /// The table argument of the code's strings: `, table: "AppIntents"`, or nothing for
    /// `Localizable` (the default table of `LocalizedStringResource`).
    var tableArgument: String {
        options.appIntentsTable == GenerationOptions.defaultStringsTable
            ? "" : ", table: \(literal(options.appIntentsTable))"
    }

    /// A `LocalizedStringResource` of `text` (a bare literal in the default table), recorded as
    /// the string of `what`, defined at `location`.
    func localized(_ text: LocalizedText, _ what: @autoclosure () -> String, at location: SourceLocation?) -> String {
        log?.record(text, key: text.text, language: file.language, what: what(), at: location)
        return tableArgument.isEmpty
            ? literal(text.text) : "LocalizedStringResource(\(literal(text.text))\(tableArgument))"
    }

    /// A `DisplayRepresentation` of `text` for an enum case (a bare literal in the default table).
    func localizedRepresentation(_ text: LocalizedText, _ what: @autoclosure () -> String, at location: SourceLocation?)
        -> String
    {
        let resource = localized(text, what(), at: location)
        return tableArgument.isEmpty ? resource : "DisplayRepresentation(title: \(resource))"
    }

    /// `Summary("Run \(\.$script) now", table: …)` of the summary sentence `title` of `intent`.
    func summary(_ title: Located<LocalizedText>, of intent: IntentDefinition) -> String {
        log?.record(
            title.value, key: title.value.text, language: file.language,
            what: "the parameter summary of intent `\(intent.name.value)`", at: title.location)
        return "Summary(\(summaryLiteral(title.value.text))\(tableArgument))"
    }

    /// A `LocalizedStringResource` of a prediction's text whose `${name}` placeholders are
    /// parameters' values: the code interpolates each value (`"Get \(item!) State"`); the strings
    /// key is the text with each placeholder its value's format specifier and `%` doubled
    /// (`Get %@ State`), as `String.LocalizationValue` keys an interpolated literal; a translation
    /// numbers the specifiers by their order in the key (`%2$@ … %1$@`) when there are several,
    /// so it may put them in its own order. A text without placeholders is ``localized(_:_:at:)``.
    func predictionText(
        _ text: LocalizedText, _ values: [String: PredictionValue], _ what: String, at location: SourceLocation?
    ) -> String {
        let arguments = SwiftNames.placeholders(in: text.text).filter { values[$0] != nil }
        guard !arguments.isEmpty else { return localized(text, what, at: location) }
        func key(_ text: String, numbered: Bool) -> String {
            var key = text.replacingEvery("%", with: "%%")
            for name in Set(arguments) {
                guard let specifier = values[name]?.specifier, let index = arguments.firstIndex(of: name) else {
                    continue
                }
                let spelled = numbered ? "%\(index + 1)$" + specifier.dropFirst() : specifier
                key = key.replacingEvery("${\(name)}", with: spelled)
            }
            return key
        }
        let developmentKey = key(text.text, numbered: false)
        let translations = text.translations.mapValues { key($0, numbered: arguments.count > 1) }
        log?.record(
            LocalizedText(developmentKey, translations: translations), key: developmentKey, language: file.language,
            what: what, at: location)
        var body = String(literal(text.text).dropFirst().dropLast())
        for name in Set(arguments) {
            guard let expression = values[name]?.expression else { continue }
            body = body.replacingEvery("${\(name)}", with: "\\(\(expression))")
        }
        let interpolated = "\"" + body + "\""
        return tableArgument.isEmpty ? interpolated : "LocalizedStringResource(\(interpolated)\(tableArgument))"
    }

    /// The summary sentence of `parameterSummary`, located: see ``parameterSummaryTitle(_:)``.
    func parameterSummarySentence(_ intent: IntentDefinition) -> Located<LocalizedText>? {
        if let primary = intent.summaries.first(where: \.isPrimary) { return primary.title }
        let all = Set(intent.parameters.map(\.name.value))
        if let shortcuts = intent.shortcutsSummaries?.first(where: { Set($0.parameters.map(\.value)) == all }),
            let title = shortcuts.title
        {
            return title
        }
        return intent.summaries.first?.title
    }
}

/// The strings an ``AppIntentsRenderer`` wrote, in the order it wrote them, each with what it
/// belongs to and where that is defined.
///
/// It is made, filled by rendering and read within one call (``AppIntentsStrings/catalogue(of:in:)``)
/// and never shared between threads; the renderer holds it only to reach it from every function
/// that writes a string.
final class AppIntentsStringLog: @unchecked Sendable {
    /// One use of a string.
    struct Use: Sendable {
        var key: String
        var text: LocalizedText
        /// The development language of the definitions file it comes from.
        var language: String
        var what: String
        var location: SourceLocation?
    }

    private(set) var uses: [Use] = []

    func record(_ text: LocalizedText, key: String, language: String, what: String, at location: SourceLocation?) {
        uses.append(Use(key: key, text: text, language: language, what: what, location: location))
    }
}

/// A target's App Intents strings as one String Catalog, and the conflicts in it.
enum AppIntentsStrings {
    /// Two uses of one key whose translations into one language differ.
    struct Conflict: Sendable {
        var key: String
        var language: String
        var first: AppIntentsStringLog.Use
        var other: AppIntentsStringLog.Use
    }

    /// The catalogue of every string the App Intents code of `files` uses, made by rendering that
    /// code (the generated files of ``AppIntentsRenderer``, ``WidgetsRenderer`` and
    /// ``AppShortcutsRenderer``) with a log: the keys are the
    /// code's keys by construction. A key used more than once takes each language's first
    /// translation (definitions files in target order, declarations in file order); the others
    /// that differ are `conflicts`.
    static func catalogue(of files: [FileDeclarations], in plan: TargetPlan) -> (
        catalogue: StringCatalog, conflicts: [Conflict]
    ) {
        let log = AppIntentsStringLog()
        for declarations in files {
            var renderer = AppIntentsRenderer(declarations, options: plan.options)
            renderer.log = log
            for output in renderer.outputs().generated { _ = output.make() }
            guard plan.options.widgets else { continue }
            var widgets = WidgetsRenderer(declarations, options: plan.options)
            widgets.log = log
            for output in widgets.outputs().generated { _ = output.make() }
        }
        if plan.options.appShortcuts {
            var shortcuts = AppShortcutsRenderer(files, options: plan.options)
            shortcuts.log = log
            _ = shortcuts.renderProvider()
        }
        let sourceLanguage = files.first?.file.language ?? "en"
        var catalogue = StringCatalog(sourceLanguage: sourceLanguage)
        var firstUse: [String: [String: AppIntentsStringLog.Use]] = [:]
        var conflicts: [Conflict] = []
        // What each key is used for, each purpose once, in the order of first use.
        var purposes: [String: [String]] = [:]
        var seen: [String: Set<String>] = [:]
        for use in log.uses where seen[use.key, default: []].insert(use.what).inserted {
            purposes[use.key, default: []].append(use.what)
        }
        for use in log.uses {
            var translations = use.text.translations
            // A file in another development language gives its own text as that language's value.
            if use.language != sourceLanguage { translations[use.language] = use.text.text }
            var entry = catalogue.entries[use.key] ?? StringCatalog.Entry()
            for (language, value) in translations where language != sourceLanguage {
                if let existing = entry.localizations[language] {
                    if existing != value, let first = firstUse[use.key]?[language] {
                        conflicts.append(Conflict(key: use.key, language: language, first: first, other: use))
                    }
                    continue
                }
                entry.localizations[language] = value
                firstUse[use.key, default: [:]][language] = use
            }
            catalogue.entries[use.key] = entry
        }
        for (key, purposes) in purposes {
            catalogue.entries[key]?.comment = translatorComment(key: key, purposes: purposes)
        }
        return (catalogue, conflicts)
    }

    /// How many uses of one string a comment names before it counts the rest.
    static let namedPurposes = 4

    /// The comment of a string for its translators: what each use of it is, in the order the code
    /// uses it (`The title of intent "Order"; the title of widget "Recipe".`), and for a summary,
    /// which placeholders to keep.
    static func translatorComment(key: String, purposes: [String]) -> String {
        var named = purposes.prefix(namedPurposes).map { $0.replacingEvery("`", with: "\"") }
        if purposes.count > namedPurposes { named.append("and \(purposes.count - namedPurposes) more") }
        var comment = named.joined(separator: "; ").upperFirst + "."
        let placeholders = SwiftNames.placeholders(in: key)
        if !placeholders.isEmpty {
            let list = placeholders.map { "${\($0)}" }.joined(separator: ", ")
            comment += " Keep \(list) as written: each is replaced by the value of the parameter it names."
        }
        if AppIntentsRenderer.interpolatedSpecifiers.values.contains(where: { key.contains($0) }) {
            comment +=
                " Each %@, %lld or %lf is a parameter's value, in the order written here; number them (%1$@, %2$@) "
                + "to put them in another order."
        }
        return comment
    }

    /// The plan's catalogue, with each of its conflicts reported as a warning at the later
    /// definition; nil when the target gets no App Intents code.
    static func check(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) -> StringCatalog? {
        guard plan.generates(.appIntents) else { return nil }
        let table = plan.options.appIntentsTable
        let made = catalogue(of: plan.declarations, in: plan)
        for conflict in made.conflicts {
            let other = conflict.other
            let first = conflict.first
            func translation(_ use: AppIntentsStringLog.Use) -> String {
                use.language == conflict.language ? use.text.text : use.text.translations[conflict.language] ?? ""
            }
            diagnostics.emit(
                .warning(
                    .conflictingTranslation,
                    "\(other.what) translates \(conflict.key.swiftLiteral) into `\(conflict.language)` as "
                        + "\(translation(other).swiftLiteral), but \(first.what) already gave it "
                        + "\(translation(first).swiftLiteral); "
                        + "the \(table) catalogue has one translation per text, the first",
                    at: other.location,
                    hint: "give both the same translation, or make the \(first.language) texts differ",
                    notes: [Diagnostic.Note("the first translation", at: first.location)]))
        }
        return made.catalogue
    }
}
