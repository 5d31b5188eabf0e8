/// Renders a target's App Shortcuts (the intents' `shortcut:`): one `AppShortcutsProvider`,
/// `<prefix>AppShortcuts.swift`, with an `AppShortcut` per intent that has one, in target order
/// (definitions files as given, intents in file order); and `AppShortcuts.xcstrings`, the String
/// Catalog App Intents reads the phrases' translations from.
///
/// A phrase is Swift in the provider (`"Open \(\.$account) in \(.applicationName)"`) and
/// `${…}` text in the catalogue (`"Open ${account} in ${applicationName}"`), as Xcode extracts
/// it. The catalogue holds one string set per shortcut, keyed by its first phrase in the
/// development language, with every language's phrases (the development language's included)
/// as a list: each language has as many phrases as it needs, as in the catalogues Xcode writes
/// when it extracts App Shortcut phrases. The short title is a `LocalizedStringResource` of the
/// App Intents strings table, like every other title.
struct AppShortcutsRenderer {
    /// One intent's shortcut, with the declarations of its file.
    struct Shortcut: Sendable {
        var intent: PlannedIntent
        var definition: AppShortcutDefinition
        var declarations: FileDeclarations
    }

    let files: [FileDeclarations]
    let options: GenerationOptions

    init(_ files: [FileDeclarations], options: GenerationOptions) {
        self.files = files
        self.options = options
    }

    /// The name of the String Catalog, which App Intents looks for by this name (iOS 17 and later).
    static let catalogueName = "AppShortcuts.xcstrings"
    /// The `AppShortcut` initialiser with a short title and symbol is iOS 17's.
    static let availability = "@available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *)"
    /// The catalogue format version of Xcode's string sets (App Shortcut phrases).
    static let catalogueVersion = "1.1"

    /// The shortcuts of the target's intents, in target order.
    static func shortcuts(of files: [FileDeclarations]) -> [Shortcut] {
        files.flatMap { declarations in
            declarations.intents.compactMap { intent in
                intent.definition.shortcut.map {
                    Shortcut(intent: intent, definition: $0, declarations: declarations)
                }
            }
        }
    }

    /// The provider's struct: the name the first of the target's files pins
    /// (`appShortcutsProvider:`), else `AppShortcuts` with the target's class prefix.
    var structName: String { Self.providerName(of: files, classPrefix: options.classPrefix) }

    static func providerName(of files: [FileDeclarations], classPrefix: String) -> String {
        files.lazy.compactMap(\.file.appShortcutsProvider).first?.value ?? classPrefix + "AppShortcuts"
    }

    private var access: String { options.visibility.rawValue }

    /// `AppShortcuts.swift`: the provider.
    func renderProvider() -> OutputText {
        let shortcuts = Self.shortcuts(of: files)
        var header = CodePrinter()
        header.line("//")
        header.line("// \(structName).swift")
        header.line("//")
        header.line("// \(AppIntentsRenderer.banner)")
        let sources = shortcuts.map(\.declarations.file.fileName).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        header.line("// Source: \(sources.joined(separator: ", ").commentSafe)")
        header.line("//")
        header.line()
        var p = CodePrinter()
        p.line("#if canImport(AppIntents)")
        p.line()
        p.line("import AppIntents")
        p.line("import Foundation")
        p.line()
        p.line(
            "/// The App Shortcuts of the target's intents. Their phrases' translations are in \(Self.catalogueName)."
        )
        p.line(providerAvailability(of: shortcuts))
        p.line("\(access) struct \(structName): AppShortcutsProvider {")
        p.indented { p in
            p.line("@AppShortcutsBuilder")
            p.line("\(access) static var appShortcuts: [AppShortcut] {")
            p.indented { p in
                for shortcut in shortcuts { render(shortcut, into: &p) }
            }
            p.line("}")
            if let color = files.lazy.compactMap(\.file.shortcutTileColor).first?.value {
                p.line()
                p.line("\(access) static let shortcutTileColor: ShortcutTileColor = .\(color.rawValue)")
            }
        }
        p.line("}")
        p.line()
        p.line("#endif")
        return OutputText(header: header, body: p)
    }

    /// The provider's availability: iOS 17's (its `AppShortcut` initialiser), or the latest of
    /// its intents' when one needs more (an intent that opens a URL is iOS 18's): the provider
    /// names every intent, and Xcode refuses one it cannot use. `AppShortcutsBuilder` can guard a
    /// shortcut with `#available` only from iOS 17.4 (`buildLimitedAvailability(_:)`), so the
    /// whole provider takes the later version.
    func providerAvailability(of shortcuts: [Shortcut]) -> String {
        // One renderer per file, not per shortcut: a renderer looks through its whole file once.
        var renderers: [ObjectIdentifier: AppIntentsRenderer] = [:]
        let intents = shortcuts.map { shortcut in
            let file = ObjectIdentifier(shortcut.declarations)
            let renderer = renderers[file] ?? AppIntentsRenderer(shortcut.declarations, options: options)
            renderers[file] = renderer
            return renderer.intentAvailability(shortcut.intent)
        }
        return ([Self.availability] + intents).max {
            Self.iOSVersion(of: $0).lexicographicallyPrecedes(Self.iOSVersion(of: $1))
        }!
    }

    /// The iOS version of an `@available(iOS X.Y, …)` line: [X, Y].
    static func iOSVersion(of availability: String) -> [Int] {
        availability.dropFirst("@available(iOS ".count).prefix { $0.isNumber || $0 == "." }.split(separator: ".")
            .compactMap { Int($0) }
    }

    private func render(_ shortcut: Shortcut, into p: inout CodePrinter) {
        let intent = shortcut.intent.definition
        let title = AppIntentsRenderer.localized(shortcut.definition.shortTitle ?? intent.title, options: options)
        p.line("AppShortcut(")
        p.indented { p in
            p.line("intent: \(shortcut.intent.appIntent)(),")
            p.line("phrases: [")
            let language = shortcut.declarations.file.language
            for phrase in shortcut.definition.phrases(in: language) {
                p.line("    \(Self.swiftPhrase(phrase.value)),")
            }
            p.line("],")
            p.line("shortTitle: \(title),")
            p.line("systemImageName: \(shortcut.definition.symbol.value.swiftLiteral)")
        }
        p.line(")")
    }

    /// A phrase as a Swift `AppShortcutPhrase` literal: `${applicationName}` as
    /// `\(.applicationName)`, `${name}` as `\(\.$name)`.
    static func swiftPhrase(_ phrase: String) -> String {
        let body = PhraseTemplate(phrase).segments.map { segment in
            switch segment {
            case .text(let text): String(text.swiftLiteral.dropFirst().dropLast())
            case .applicationName: "\\(.applicationName)"
            case .parameter(let name): "\\(\\.$\(name))"
            }
        }
        return "\"" + body.joined() + "\""
    }

    /// `AppShortcuts.xcstrings`: a string set per shortcut, keyed by its first development-language
    /// phrase, holding each language's phrases. A file in another development language than the
    /// target's (the first file's) gives its own phrases as that language's.
    func catalogue() -> StringCatalog {
        let sourceLanguage = files.first?.file.language ?? "en"
        var catalogue = StringCatalog(sourceLanguage: sourceLanguage)
        catalogue.version = Self.catalogueVersion
        for shortcut in Self.shortcuts(of: files) {
            let development = shortcut.declarations.file.language
            guard let key = shortcut.definition.phrases(in: development).first?.value else { continue }
            var entry = catalogue.entries[key] ?? StringCatalog.Entry()
            entry.comment =
                entry.comment
                ?? "The phrases that run intent \"\(shortcut.intent.definition.name.value)\" from Siri and Spotlight, "
                + "one a line. Keep ${applicationName} in every phrase: each phrase must name the app."
            for list in shortcut.definition.phrases where entry.stringSets[list.language.value] == nil {
                entry.stringSets[list.language.value] = list.phrases.map(\.value)
            }
            catalogue.entries[key] = entry
        }
        return catalogue
    }
}
