/// The user-visible strings of the App Intents code: every title, description, display name and
/// summary is written by ``AppIntentsRenderer/localized(_:)``, ``AppIntentsRenderer/summaryLiteral(_:)``
/// or ``AppIntentsRenderer/predictionText(_:_:)``. The String Catalog of the target holds their
/// keys: the plan collects them from the same declarations (``AppIntentsStringCollector``).
///
/// A key is the development-language text, as the code's literal is; a summary's parameters are
/// `${name}` in the key (App Intents' spelling, as in `AppShortcuts.xcstrings`) and `\(\.$name)`
/// in the code. With a table other than `Localizable`, each literal names it
/// (`LocalizedStringResource("Order", table: "AppIntents")`, `Summary("…", table: "AppIntents")`),
/// so the strings never mix with the team's own `Localizable` catalogue.
extension AppIntentsRenderer {
    /// The table argument of the code's strings: `, table: "AppIntents"`, or nothing for
    /// `Localizable` (the default table of `LocalizedStringResource`).
    var tableArgument: String { Self.tableArgument(options) }

    static func tableArgument(_ options: GenerationOptions) -> String {
        options.appIntentsTable == GenerationOptions.defaultStringsTable
            ? "" : ", table: \(options.appIntentsTable.swiftLiteral)"
    }

    /// A `LocalizedStringResource` of `text` (a bare literal in the default table).
    func localized(_ text: LocalizedText) -> String { Self.localized(text, options: options) }

    /// ``localized(_:)`` where only the options are at hand (the App Shortcuts provider).
    static func localized(_ text: LocalizedText, options: GenerationOptions) -> String {
        let table = tableArgument(options)
        return table.isEmpty ? text.text.swiftLiteral : "LocalizedStringResource(\(text.text.swiftLiteral)\(table))"
    }

    /// A `DisplayRepresentation` of `text` for an enum case (a bare literal in the default table).
    func localizedRepresentation(_ text: LocalizedText) -> String {
        let resource = localized(text)
        return tableArgument.isEmpty ? resource : "DisplayRepresentation(title: \(resource))"
    }

    /// A `LocalizedStringResource` of a prediction's text whose `${name}` placeholders are
    /// parameters' values (`values`, their Swift expressions): the code interpolates each value
    /// (`"Get \(item!) State"`), which the
    /// strings key has as its format specifier (``AppIntentsStringCollector``). A text without
    /// placeholders is ``localized(_:)``.
    func predictionText(_ text: LocalizedText, _ values: [String: String]) -> String {
        let arguments = SwiftNames.placeholders(in: text.text).filter { values[$0] != nil }
        guard !arguments.isEmpty else { return localized(text) }
        var body = String(literal(text.text).dropFirst().dropLast())
        for name in Set(arguments) {
            guard let expression = values[name] else { continue }
            body = body.replacingEvery("${\(name)}", with: "\\(\(expression))")
        }
        let interpolated = "\"" + body + "\""
        return tableArgument.isEmpty ? interpolated : "LocalizedStringResource(\(interpolated)\(tableArgument))"
    }
}
