/// What the App Intents code keeps of a team's own declarations (docs/language.md, "App Intents
/// as a team writes them"): persistent identifiers, enum raw values and case images, the
/// `@Parameter` dialogs and input connection, and options providers that several parameters share.
extension AppIntentsRenderer {
    /// `static let persistentIdentifier = "…"` when the definition gives one: the identity the
    /// system keeps for a renamed type (`PersistentlyIdentifiable`, which `AppIntent`, `AppEnum`,
    /// `AppEntity` and `EntityQuery` inherit).
    func renderPersistentIdentifier(_ identity: AppIntentsIdentity, into p: inout CodePrinter, blankAfter: Bool = false)
    {
        guard let identifier = identity.persistentIdentifier?.value else { return }
        p.line("\(access) static let persistentIdentifier = \(literal(identifier))")
        if blankAfter { p.line() }
    }

    /// ` = 3` or ` = "medium"` after a case: an `Int` enum's every raw value, and a `String`
    /// enum's where it is not the case's name (Swift's implicit raw value).
    func rawValueClause(_ enumCase: EnumCase, of definition: EnumDefinition) -> String {
        switch definition.rawValue(of: enumCase) {
        case .integer(let value): " = \(value)"
        case .text(let text) where text == enumCase.name.value: ""
        case .text(let text): " = \(literal(text))"
        }
    }

    /// A case's `DisplayRepresentation`: its title, and the subtitle and image the definition gives.
    func caseRepresentation(_ enumCase: EnumCase, of definition: EnumDefinition) -> String {
        let image =
            enumCase.symbol.map { "DisplayRepresentation.Image(systemName: \(literal($0.value)))" }
            ?? enumCase.image.map { "DisplayRepresentation.Image(named: \(literal($0.value)))" }
        guard enumCase.subtitle != nil || image != nil else {
            return localizedRepresentation(enumCase.displayName)
        }
        var arguments = ["title: " + localized(enumCase.displayName)]
        if let subtitle = enumCase.subtitle {
            arguments.append("subtitle: " + localized(subtitle))
        }
        if let image { arguments.append("image: " + image) }
        return "DisplayRepresentation(\(arguments.joined(separator: ", ")))"
    }

    /// `requestValueDialog:`, `requestDisambiguationDialog:` and `inputConnectionBehavior:`, in the
    /// order Apple's initialisers take them (after the type's own arguments, before
    /// `supportedValues:`, `optionsProvider:` and `query:`).
    func requestArguments(_ parameter: ParameterDefinition) -> [String] {
        let settings = parameter.appIntents
        var arguments: [String] = []
        if let dialog = settings.requestValueDialog {
            let text = localized(dialog.value)
            arguments.append("requestValueDialog: IntentDialog(\(text))")
        }
        if let dialog = settings.requestDisambiguationDialog {
            let text = localized(dialog.value)
            arguments.append("requestDisambiguationDialog: IntentDialog(\(text))")
        }
        if let behavior = settings.inputConnectionBehavior?.value {
            arguments.append("inputConnectionBehavior: .\(behavior == .default ? "`default`" : behavior.rawValue)")
        }
        return arguments
    }

    /// The parameters of the file that take their options from `provider`, in file order, as a
    /// comment names them: "`tag`", or "`tag` of `AddTodo`, `tag` of `FilterTodos`" when shared.
    func optionsProviderUsers(_ provider: String) -> String {
        let users = declarations.optionsProviderUses[provider] ?? []
        guard users.count > 1 else { return users.map { "`\($0.parameter.definition.name.value)`" }.joined() }
        return users.map { "`\($0.parameter.definition.name.value)` of `\($0.intent.name.value)`" }.joined(
            separator: ", ")
    }

    /// Whether a parameter that uses `provider` has a dynamic default, so that the provider has
    /// `defaultResult()`.
    func providerHasDefault(_ provider: String) -> Bool {
        declarations.optionsProviderUses[provider]?.contains { $0.parameter.definition.hasDynamicDefault } ?? false
    }
}
