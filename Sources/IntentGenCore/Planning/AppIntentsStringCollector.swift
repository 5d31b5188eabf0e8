/// One use of a user-visible string by a target's App Intents code: its key in the String
/// Catalog, its text and translations, the development language of its definitions file, what it
/// is (`the title of intent "Order"`) and where that is defined.
struct AppIntentsStringUse: Sendable {
    var key: String
    var text: LocalizedText
    var language: String
    var what: Purpose
    var location: SourceLocation?

    /// What a use is, as comments and messages say it: a `role` ("the title of") and its
    /// `subject` ("intent `Order`"), kept apart so that a declaration's subject, made once, is
    /// shared by every use of it rather than spelled out again for each.
    struct Purpose: Sendable, Hashable, CustomStringConvertible {
        var role: String
        var subject: String

        var description: String { role.isEmpty ? subject : role + " " + subject }
    }
}

/// The strings of a target's App Intents code, collected from the plan's declarations in the
/// order the code uses them: for each definitions file its intents (title, description, each
/// parameter's strings, the summary's sentences, the predictions), enums and entities, then its
/// widgets and controls; then the App Shortcuts' short titles. The renderers write each of these
/// texts where the code uses it (``AppIntentsRenderer/localized(_:)``), so the catalogue holds
/// exactly the keys of the code; the snapshot of every fixture's catalogue checks it.
///
/// A key is the development-language text, as the code's literal is; a summary's parameters are
/// `${name}` in the key (App Intents' spelling), and a prediction's are their values' format
/// specifiers (``predictionKey(_:specifiers:numbered:)``).
struct AppIntentsStringCollector {
    let options: GenerationOptions
    /// What is told each use, in order.
    private let take: (AppIntentsStringUse) -> Void
    /// The development language of the file being collected.
    private var language = ""

    private init(options: GenerationOptions, into take: @escaping (AppIntentsStringUse) -> Void) {
        self.options = options
        self.take = take
    }

    /// Tells `take` each use of every file of the target, in target order.
    static func collect(
        _ files: [FileDeclarations], options: GenerationOptions, into take: @escaping (AppIntentsStringUse) -> Void
    ) {
        var collector = AppIntentsStringCollector(options: options, into: take)
        for declarations in files { collector.collect(declarations) }
        if options.appShortcuts {
            for shortcut in AppShortcutsRenderer.shortcuts(of: files) {
                let intent = shortcut.intent.definition
                collector.language = shortcut.declarations.file.language
                collector.add(
                    shortcut.definition.shortTitle ?? intent.title,
                    "the short title of the App Shortcut of", of: "intent `\(intent.name.value)`",
                    at: shortcut.definition.location)
            }
        }
    }

    private mutating func collect(_ declarations: FileDeclarations) {
        language = declarations.file.language
        for intent in declarations.intents { collect(intent) }
        for planned in declarations.enums { collect(planned.definition) }
        for planned in declarations.types { collect(planned.definition) }
        guard options.widgets else { return }
        for widget in declarations.widgets {
            let what = "widget `\(widget.definition.name.value)`"
            let location = widget.definition.name.location
            add(widget.displayName, "the display name of", of: what, at: location)
            if let description = widget.definition.description {
                add(description, "the description of", of: what, at: location)
            }
        }
        for control in declarations.controls { collect(control) }
    }

    private mutating func add(_ text: LocalizedText, _ role: String, of subject: String, at location: SourceLocation?) {
        take(
            AppIntentsStringUse(
                key: text.text, text: text, language: language, what: .init(role: role, subject: subject),
                location: location))
    }

    // MARK: Declarations

    private mutating func collect(_ planned: PlannedIntent) {
        let intent = planned.definition
        let name = "intent `\(intent.name.value)`"
        add(intent.title, "the title of", of: name, at: intent.name.location)
        if let description = intent.description {
            add(description, "the description of", of: name, at: intent.name.location)
        }
        for parameter in planned.parameters {
            collect(parameter.definition, named: "parameter `\(parameter.definition.name.value)` of \(name)")
        }
        for sentence in planned.parameterSummary.sentences {
            add(sentence.value, "the parameter summary of", of: name, at: sentence.location)
        }
        if planned.isPredictable { collectPredictions(planned) }
    }

    /// A parameter's display name and description, a Boolean's true and false names (one value's
    /// only), and its dialogs.
    private mutating func collect(_ parameter: ParameterDefinition, named name: String) {
        let location = parameter.name.location
        add(parameter.displayName, "the display name of", of: name, at: location)
        if let description = parameter.appIntents.description {
            add(description, "the description of", of: name, at: location)
        }
        let metadata = parameter.metadata
        if !parameter.isArray, let whenTrue = metadata.trueDisplayName, let whenFalse = metadata.falseDisplayName {
            add(whenTrue, "the true display name of", of: name, at: location)
            add(whenFalse, "the false display name of", of: name, at: location)
        }
        if let dialog = parameter.appIntents.requestValueDialog {
            add(dialog.value, "the value dialog of", of: name, at: dialog.location)
        }
        if let dialog = parameter.appIntents.requestDisambiguationDialog {
            add(dialog.value, "the disambiguation dialog of", of: name, at: dialog.location)
        }
    }

    private mutating func collect(_ definition: EnumDefinition) {
        add(
            definition.displayName, "the display name of", of: "enum `\(definition.name.value)`",
            at: definition.name.location)
        for enumCase in definition.cases {
            let what = "case `\(enumCase.name.value)` of enum `\(definition.name.value)`"
            add(enumCase.displayName, "the display name of", of: what, at: enumCase.name.location)
            if let subtitle = enumCase.subtitle {
                add(subtitle, "the subtitle of", of: what, at: enumCase.name.location)
            }
        }
    }

    private mutating func collect(_ definition: ObjectTypeDefinition) {
        let type = "type `\(definition.name.value)`"
        add(definition.displayName, "the display name of", of: type, at: definition.name.location)
        for property in definition.properties where property.appIntents.isEntityProperty {
            add(
                property.displayName, "the display name of", of: "property `\(property.name.value)` of \(type)",
                at: property.name.location)
        }
    }

    /// A control's label (its display name, and a toggle's on and off titles), then its
    /// description. (The configuration's `displayName` modifier uses the label's text again: the
    /// same use, collected once.)
    private mutating func collect(_ control: PlannedControl) {
        let what = "control `\(control.definition.name.value)`"
        let location = control.definition.name.location
        add(control.displayName, "the display name of", of: what, at: location)
        if let states = control.definition.states {
            add(states.on.title, "the on title of", of: what, at: states.location)
            add(states.off.title, "the off title of", of: what, at: states.location)
        }
        if let description = control.definition.description {
            add(description, "the description of", of: what, at: location)
        }
    }

    // MARK: Predictions

    /// The texts of `predictionConfiguration`: each predicted combination's title and subtitle.
    /// (Without combinations the prediction shows the intent's title and description, collected
    /// with the intent.)
    private mutating func collectPredictions(_ planned: PlannedIntent) {
        let intent = planned.definition
        let name = "intent `\(intent.name.value)`"
        for (summary, parameters) in planned.predictions {
            let names = summary.parameters.map(\.value)
            let specifiers = parameters.mapValues { $0.interpolationSpecifier ?? "%@" }
            let what = "the prediction of \(name) for \(names.map { "`\($0)`" }.joined(separator: ", "))"
            addPrediction(summary.title.value, specifiers, "", of: what, at: summary.title.location)
            if let subtitle = summary.subtitle {
                addPrediction(subtitle.value, specifiers, "the subtitle of", of: what, at: subtitle.location)
            }
        }
    }

    /// A prediction's text, whose `${name}` placeholders are parameters' values: its key has each
    /// placeholder as its value's format specifier and `%` doubled (`Get %@ State`), as
    /// `String.LocalizationValue` keys an interpolated literal; a translation numbers the
    /// specifiers by their order in the key (`%2$@ … %1$@`) when there are several, so it may put
    /// them in its own order. A text without placeholders is keyed as it is.
    private mutating func addPrediction(
        _ text: LocalizedText, _ specifiers: [String: String], _ role: String, of subject: String,
        at location: SourceLocation?
    ) {
        let arguments = SwiftNames.placeholders(in: text.text).filter { specifiers[$0] != nil }
        guard !arguments.isEmpty else { return add(text, role, of: subject, at: location) }
        func key(_ text: String, numbered: Bool) -> String {
            var key = text.replacingEvery("%", with: "%%")
            for name in Set(arguments) {
                guard let specifier = specifiers[name], let index = arguments.firstIndex(of: name) else { continue }
                let spelled = numbered ? "%\(index + 1)$" + specifier.dropFirst() : specifier
                key = key.replacingEvery("${\(name)}", with: spelled)
            }
            return key
        }
        let developmentKey = key(text.text, numbered: false)
        let translations = text.translations.mapValues { key($0, numbered: arguments.count > 1) }
        add(LocalizedText(developmentKey, translations: translations), role, of: subject, at: location)
    }
}

extension IntentDecisions {
    /// The most key paths one `IntentPrediction` initialiser takes in Apple's documentation.
    static let maximumPredictionParameters = 10
    /// The most predictions `IntentPredictionsBuilder.buildBlock` takes in Apple's documentation.
    static let maximumPredictions = 8

    /// The combinations that become predictions (their positions in `summaries`): those with
    /// parameters and no more than one initialiser takes, the first ``maximumPredictions`` of them.
    static func predictedSummaries(_ intent: IntentDefinition) -> [Int] {
        Array(
            intent.summaries.indices.filter {
                !intent.summaries[$0].parameters.isEmpty
                    && intent.summaries[$0].parameters.count <= maximumPredictionParameters
            }
            .prefix(maximumPredictions))
    }

    /// The format specifier of each built-in App Intents type a localized text interpolates.
    static let interpolatedSpecifiers = ["String": "%@", "Int": "%lld", "Double": "%lf"]
}

extension PlannedIntent {
    /// The combinations that become predictions (``IntentDecisions/predictedSummaries(_:)``), each
    /// with its parameters by their names, as its texts' placeholders name them.
    var predictions: [(summary: ParameterSummary, parameters: [String: PlannedParameter])] {
        IntentDecisions.predictedSummaries(definition).map { position in
            var named: [String: PlannedParameter] = [:]
            for parameter in references.summaryParameters[position].map({ parameters[$0] }) {
                named[parameter.definition.name.value] = parameter
            }
            return (definition.summaries[position], named)
        }
    }
}

extension PlannedParameter {
    /// How a localized text interpolates the parameter's value (a prediction's title): the format
    /// specifier `String.LocalizationValue` gives strings, numbers, enums and entities (App
    /// Intents' enums and entities are `CustomLocalizedStringResourceConvertible`); nil for any
    /// other value, which is interpolated through `String(describing:)` (`%@`).
    var interpolationSpecifier: String? {
        guard !definition.isArray, !isControlValue else { return nil }
        switch definition.type.value {
        case .named: return "%@"
        case .builtin(let builtin): return IntentDecisions.interpolatedSpecifiers[builtin.traits.appIntentsType]
        }
    }
}
