/// One use of a user-visible string by a target's App Intents code: its key in the String
/// Catalog, its text and translations, the development language of its definitions file, what it
/// is (`the title of intent "Order"`) and where that is defined.
struct AppIntentsStringUse: Sendable {
    var key: String
    var text: LocalizedText
    var language: String
    var what: Purpose
    var location: SourceLocation?

    /// What a use is: a `role` ("the title of") and its `subject` (intent `Order`). Both are
    /// kept as places in the plan's declarations, not as text: a large target has a use for each
    /// of its texts, and a comment names only the first few uses of a key, so only those are
    /// spelled out (``description(in:)``), when the catalogue is written or a conflict reported.
    struct Purpose: Sendable, Hashable {
        var role: Role
        var subject: Subject

        /// The purpose as comments and messages say it: `the title of intent "Order"`.
        func description(in files: [FileDeclarations]) -> String {
            let subject = subject.description(in: files)
            return role == .none ? subject : role.text + " " + subject
        }
    }
}

extension AppIntentsStringUse {
    /// The part a text plays for its subject.
    enum Role: UInt8, Sendable, Hashable {
        /// No role: the subject says it all (a prediction's title).
        case none
        case title, description, displayName, trueDisplayName, falseDisplayName, valueDialog, disambiguationDialog
        case parameterSummary, subtitle, onTitle, offTitle, shortcutShortTitle

        var text: String {
            switch self {
            case .none: ""
            case .title: "the title of"
            case .description: "the description of"
            case .displayName: "the display name of"
            case .trueDisplayName: "the true display name of"
            case .falseDisplayName: "the false display name of"
            case .valueDialog: "the value dialog of"
            case .disambiguationDialog: "the disambiguation dialog of"
            case .parameterSummary: "the parameter summary of"
            case .subtitle: "the subtitle of"
            case .onTitle: "the on title of"
            case .offTitle: "the off title of"
            case .shortcutShortTitle: "the short title of the App Shortcut of"
            }
        }
    }

    /// A declaration a text belongs to, by its places in the target's declarations: the file,
    /// the declaration in it (an intent, enum, type, widget or control) and, for a member, the
    /// member's place in its owner (a parameter, case, property or predicted summary).
    struct Subject: Sendable, Hashable {
        enum Kind: UInt8, Sendable, Hashable {
            case intent, parameter, prediction, enumeration, enumCase, type, property, widget, control
        }

        var kind: Kind
        var file: UInt32
        var owner: UInt32
        var member: UInt32 = 0

        init(_ kind: Kind, file: Int, owner: Int, member: Int = 0) {
            self.kind = kind
            self.file = UInt32(file)
            self.owner = UInt32(owner)
            self.member = UInt32(member)
        }

        /// The subject as comments and messages name it: `parameter "date" of intent "Order"`.
        func description(in files: [FileDeclarations]) -> String {
            let declarations = files[Int(file)]
            let owner = Int(owner)
            let member = Int(member)
            switch kind {
            case .intent:
                return Self.intent(declarations.intents[owner])
            case .parameter:
                let intent = declarations.intents[owner]
                return "parameter `\(intent.parameters[member].definition.name.value)` of \(Self.intent(intent))"
            case .prediction:
                let intent = declarations.intents[owner]
                let names = intent.definition.summaries[member].parameters.map { "`\($0.value)`" }
                return "the prediction of \(Self.intent(intent)) for \(names.joined(separator: ", "))"
            case .enumeration:
                return "enum `\(declarations.enums[owner].definition.name.value)`"
            case .enumCase:
                let definition = declarations.enums[owner].definition
                return "case `\(definition.cases[member].name.value)` of enum `\(definition.name.value)`"
            case .type:
                return "type `\(declarations.types[owner].definition.name.value)`"
            case .property:
                let definition = declarations.types[owner].definition
                return "property `\(definition.properties[member].name.value)` of type `\(definition.name.value)`"
            case .widget:
                return "widget `\(declarations.widgets[owner].definition.name.value)`"
            case .control:
                return "control `\(declarations.controls[owner].definition.name.value)`"
            }
        }

        private static func intent(_ planned: PlannedIntent) -> String {
            "intent `\(planned.definition.name.value)`"
        }
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
    /// The position of the file being collected in the target's files.
    private var file = 0

    private typealias Role = AppIntentsStringUse.Role
    private typealias Subject = AppIntentsStringUse.Subject

    private init(options: GenerationOptions, into take: @escaping (AppIntentsStringUse) -> Void) {
        self.options = options
        self.take = take
    }

    /// Tells `take` each use of every file of the target, in target order.
    static func collect(
        _ files: [FileDeclarations], options: GenerationOptions, into take: @escaping (AppIntentsStringUse) -> Void
    ) {
        var collector = AppIntentsStringCollector(options: options, into: take)
        for (position, declarations) in files.enumerated() {
            collector.file = position
            collector.collect(declarations)
        }
        guard options.appShortcuts else { return }
        // The App Shortcuts in the order of the provider (``AppShortcutsRenderer/shortcuts(of:)``).
        for (position, declarations) in files.enumerated() {
            collector.file = position
            collector.language = declarations.file.language
            for (index, intent) in declarations.intents.enumerated() {
                guard let shortcut = intent.definition.shortcut else { continue }
                collector.add(
                    shortcut.shortTitle ?? intent.definition.title, .shortcutShortTitle, of: .intent, index,
                    at: shortcut.location)
            }
        }
    }

    private mutating func collect(_ declarations: FileDeclarations) {
        language = declarations.file.language
        for (index, intent) in declarations.intents.enumerated() { collect(intent, at: index) }
        for (index, planned) in declarations.enums.enumerated() { collect(planned.definition, at: index) }
        for (index, planned) in declarations.types.enumerated() { collect(planned.definition, at: index) }
        guard options.widgets else { return }
        for (index, widget) in declarations.widgets.enumerated() {
            let location = widget.definition.name.location
            add(widget.displayName, .displayName, of: .widget, index, at: location)
            if let description = widget.definition.description {
                add(description, .description, of: .widget, index, at: location)
            }
        }
        for (index, control) in declarations.controls.enumerated() { collect(control, at: index) }
    }

    /// A use of `text` as `role` of the declaration of `kind` at `owner` in the current file
    /// (and of its member at `member`).
    private mutating func add(
        _ text: LocalizedText, _ role: Role, of kind: Subject.Kind, _ owner: Int, member: Int = 0,
        at location: SourceLocation?
    ) {
        let subject = Subject(kind, file: file, owner: owner, member: member)
        take(
            AppIntentsStringUse(
                key: text.text, text: text, language: language, what: .init(role: role, subject: subject),
                location: location))
    }

    // MARK: Declarations

    private mutating func collect(_ planned: PlannedIntent, at index: Int) {
        let intent = planned.definition
        add(intent.title, .title, of: .intent, index, at: intent.name.location)
        if let description = intent.description {
            add(description, .description, of: .intent, index, at: intent.name.location)
        }
        for (position, parameter) in planned.parameters.enumerated() {
            collect(parameter.definition, at: position, of: index)
        }
        for sentence in planned.parameterSummary.sentences {
            add(sentence.value, .parameterSummary, of: .intent, index, at: sentence.location)
        }
        if planned.isPredictable { collectPredictions(planned, at: index) }
    }

    /// A parameter's display name and description, a Boolean's true and false names (one value's
    /// only), and its dialogs.
    private mutating func collect(_ parameter: ParameterDefinition, at position: Int, of intent: Int) {
        let location = parameter.name.location
        func add(_ text: LocalizedText, _ role: Role, at location: SourceLocation?) {
            self.add(text, role, of: .parameter, intent, member: position, at: location)
        }
        add(parameter.displayName, .displayName, at: location)
        if let description = parameter.appIntents.description {
            add(description, .description, at: location)
        }
        let metadata = parameter.metadata
        if !parameter.isArray, let whenTrue = metadata.trueDisplayName, let whenFalse = metadata.falseDisplayName {
            add(whenTrue, .trueDisplayName, at: location)
            add(whenFalse, .falseDisplayName, at: location)
        }
        if let dialog = parameter.appIntents.requestValueDialog {
            add(dialog.value, .valueDialog, at: dialog.location)
        }
        if let dialog = parameter.appIntents.requestDisambiguationDialog {
            add(dialog.value, .disambiguationDialog, at: dialog.location)
        }
    }

    private mutating func collect(_ definition: EnumDefinition, at index: Int) {
        add(definition.displayName, .displayName, of: .enumeration, index, at: definition.name.location)
        for (position, enumCase) in definition.cases.enumerated() {
            add(enumCase.displayName, .displayName, of: .enumCase, index, member: position, at: enumCase.name.location)
            if let subtitle = enumCase.subtitle {
                add(subtitle, .subtitle, of: .enumCase, index, member: position, at: enumCase.name.location)
            }
        }
    }

    private mutating func collect(_ definition: ObjectTypeDefinition, at index: Int) {
        add(definition.displayName, .displayName, of: .type, index, at: definition.name.location)
        for (position, property) in definition.properties.enumerated() where property.appIntents.isEntityProperty {
            add(property.displayName, .displayName, of: .property, index, member: position, at: property.name.location)
        }
    }

    /// A control's label (its display name, and a toggle's on and off titles), then its
    /// description. (The configuration's `displayName` modifier uses the label's text again: the
    /// same use, collected once.)
    private mutating func collect(_ control: PlannedControl, at index: Int) {
        let location = control.definition.name.location
        add(control.displayName, .displayName, of: .control, index, at: location)
        if let states = control.definition.states {
            add(states.on.title, .onTitle, of: .control, index, at: states.location)
            add(states.off.title, .offTitle, of: .control, index, at: states.location)
        }
        if let description = control.definition.description {
            add(description, .description, of: .control, index, at: location)
        }
    }

    // MARK: Predictions

    /// The texts of `predictionConfiguration`: each predicted combination's title and subtitle.
    /// (Without combinations the prediction shows the intent's title and description, collected
    /// with the intent.)
    private mutating func collectPredictions(_ planned: PlannedIntent, at index: Int) {
        // A prediction is named by its parameters, and no two combinations of an intent have
        // the same (the validator checks it), so each combination is a subject of its own.
        for (position, summary, parameters) in planned.predictions {
            let specifiers = parameters.mapValues { $0.interpolationSpecifier ?? "%@" }
            addPrediction(summary.title.value, specifiers, .none, of: index, position, at: summary.title.location)
            if let subtitle = summary.subtitle {
                addPrediction(subtitle.value, specifiers, .subtitle, of: index, position, at: subtitle.location)
            }
        }
    }

    /// A prediction's text, whose `${name}` placeholders are parameters' values: its key has each
    /// placeholder as its value's format specifier and `%` doubled (`Get %@ State`), as
    /// `String.LocalizationValue` keys an interpolated literal; a translation numbers the
    /// specifiers by their order in the key (`%2$@ … %1$@`) when there are several, so it may put
    /// them in its own order. A text without placeholders is keyed as it is.
    private mutating func addPrediction(
        _ text: LocalizedText, _ specifiers: [String: String], _ role: Role, of intent: Int, _ summary: Int,
        at location: SourceLocation?
    ) {
        let arguments = SwiftNames.placeholders(in: text.text).filter { specifiers[$0] != nil }
        guard !arguments.isEmpty else {
            return add(text, role, of: .prediction, intent, member: summary, at: location)
        }
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
        add(
            LocalizedText(developmentKey, translations: translations), role, of: .prediction, intent, member: summary,
            at: location)
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
    /// with its place in the intent's summaries and its parameters by their names, as its texts' placeholders name them.
    var predictions: [(position: Int, summary: ParameterSummary, parameters: [String: PlannedParameter])] {
        IntentDecisions.predictedSummaries(definition).map { position in
            var named: [String: PlannedParameter] = [:]
            for parameter in references.summaryParameters[position].map({ parameters[$0] }) {
                named[parameter.definition.name.value] = parameter
            }
            return (position, definition.summaries[position], named)
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
