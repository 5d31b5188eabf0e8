/// The one place that makes the Swift names of everything intentgen declares, from the validated
/// model and the class prefix. Every backend, the handler skeleton and the collision check
/// (``OutputNames``) ask it; none builds a name of its own.
struct Namer: Sendable, Hashable {
    public var classPrefix: String

    public init(classPrefix: String = "") {
        self.classPrefix = classPrefix
    }

    /// The namer of `file` in a target whose prefix is `classPrefix`: the target's prefix when it
    /// sets one, else the file's own (``DefinitionFile/classPrefix``).
    init(for file: DefinitionFile, classPrefix: String) {
        self.init(classPrefix: classPrefix.isEmpty ? file.classPrefix?.value ?? "" : classPrefix)
    }

    // MARK: SiriKit

    /// The Swift name of an enum or custom type, with the class prefix.
    func declaredType(_ name: String) -> String { classPrefix + name }

    /// The Swift class of an intent: an explicit `className`, else prefix + name + `Intent`.
    func intentClass(_ intent: IntentDefinition) -> String {
        intent.className?.value ?? classPrefix + intent.name.value + "Intent"
    }

    /// The stem of a parameter's own resolution result and unsupported-reason enum
    /// (`<prefix><Intent><Parameter>`, before `ResolutionResult` or `UnsupportedReason`).
    func parameterResultStem(_ parameter: ParameterDefinition, of intent: IntentDefinition) -> String {
        classPrefix + intent.name.value + parameter.name.value.upperFirst
    }

    /// The `…Handling` protocol's methods for a parameter, as Xcode names them after it:
    /// `resolveX`, `provideXOptionsCollection` and `defaultX`, for the generated protocol and
    /// the handler skeleton that implements it alike.
    static func resolveMethod(_ parameter: ParameterDefinition) -> String {
        "resolve" + parameter.name.value.upperFirst
    }

    static func optionsMethod(_ parameter: ParameterDefinition) -> String {
        "provide" + parameter.name.value.upperFirst + "OptionsCollection"
    }

    static func defaultMethod(_ parameter: ParameterDefinition) -> String {
        "default" + parameter.name.value.upperFirst
    }

    /// The names of an intent's SiriKit declarations: its class, and the companions Xcode names
    /// after it (`Handling`, `Response`, `ResponseCode`) and the skeleton's `Handler`.
    func siriKitNames(_ intent: IntentDefinition) -> SiriKitIntentNames {
        SiriKitIntentNames(className: intentClass(intent))
    }

    // MARK: App Intents

    // A name the file pins (`appIntentName`, `appEnumName`, `appEntityName`, `query: { name: }`,
    // `optionsProvider`, `appShortcutsProvider`) is the team's, kept exactly: no class prefix.

    func appIntent(_ intent: IntentDefinition) -> String {
        intent.appIntents.name?.value ?? classPrefix + intent.name.value + "AppIntent"
    }
    func appEnum(_ definition: EnumDefinition) -> String {
        definition.appIntents.name?.value ?? classPrefix + definition.name.value + "AppEnum"
    }
    func appEntity(_ definition: ObjectTypeDefinition) -> String {
        definition.appIntents.name?.value ?? appEntity(named: definition.name.value)
    }
    /// The default `AppEntity` name of a custom type called `name`.
    func appEntity(named name: String) -> String { classPrefix + name + "AppEntity" }
    /// The entity query's Swift name, qualified by the entity when it is declared inside it.
    func entityQuery(_ definition: ObjectTypeDefinition) -> String {
        let name = entityQueryDeclaration(definition)
        return definition.queryIsNested ? appEntity(definition) + "." + name : name
    }
    /// The name the query is declared with: pinned, else the entity's name + `Query`.
    func entityQueryDeclaration(_ definition: ObjectTypeDefinition) -> String {
        definition.query.name?.value ?? appEntity(definition) + "Query"
    }
    func optionsProvider(_ parameter: ParameterDefinition, of intent: IntentDefinition) -> String {
        parameter.appIntents.optionsProvider?.value
            ?? appIntent(intent) + parameter.name.value.upperFirst + "OptionsProvider"
    }
    /// The entity query of one entity parameter with a dynamic default, which supplies that
    /// parameter's default (and delegates the rest to the entity's own query).
    func parameterQuery(_ parameter: ParameterDefinition, of intent: IntentDefinition) -> String {
        appIntent(intent) + parameter.name.value.upperFirst + "Query"
    }

    // MARK: Widgets and controls

    /// The `Widget` struct of a declared widget: its name, with the class prefix.
    public func widget(_ name: String) -> String { classPrefix + name }
    /// The `ControlWidget` struct of a declared control: its name, with the class prefix.
    public func control(_ name: String) -> String { classPrefix + name }
    /// A widget's timeline provider, entry and view: as the file pins them (`provider:`,
    /// `entry:`, `view:`), else the struct's name + `Provider`, `Entry`, `View`.
    func widgetProvider(_ definition: WidgetDefinition) -> String {
        definition.provider?.value ?? widget(definition.name.value) + "Provider"
    }
    func widgetEntry(_ definition: WidgetDefinition) -> String {
        definition.entry?.value ?? widget(definition.name.value) + "Entry"
    }
    func widgetView(_ definition: WidgetDefinition) -> String {
        definition.view?.value ?? widget(definition.name.value) + "View"
    }
}

/// The plan's decisions about each intent, made once here (into ``PlannedIntent``) and only read
/// by the backends.
enum IntentDecisions {
    /// Whether the intent gets a SiriKit class (and a handler in the skeleton, a line in the
    /// Info.plist fragment, a place in Xcode's definition): every intent but App-Intents-only ones.
    static func hasSiriKitClass(_ intent: IntentDefinition) -> Bool { !intent.appIntentOnly }

    /// Whether `handle` is required: Xcode makes `handle` optional (and places it after `confirm`)
    /// for every intent eligible for widgets, whether or not it is also configurable in Shortcuts
    /// or eligible for suggestions (public Xcode 12, 13 and 15 output; see docs/generated-code.md).
    static func handleIsRequired(_ intent: IntentDefinition) -> Bool {
        !intent.eligibleForWidgets
    }

    /// Whether the user writes the App Intent's `perform()`: widget-only configuration intents
    /// have a default, and intents that open a URL get theirs generated. An intent that Shortcuts
    /// or Siri can run does something, so it needs one even when widgets use it too.
    static func needsPerform(_ intent: IntentDefinition) -> Bool {
        intent.opensURL == nil && runsOutsideWidgets(intent)
    }

    /// Whether Siri or Shortcuts run the intent: every intent but a widget-only configuration
    /// intent (`eligibleForWidgets: true`, `eligibleForSuggestions: false`).
    static func runsOutsideWidgets(_ intent: IntentDefinition) -> Bool {
        !(intent.eligibleForWidgets && !intent.eligibleForSuggestions)
    }

    /// Whether the App Intent is the migration of a SiriKit class (`CustomIntentMigratedAppIntent`):
    /// as the definition says (`migratedFromSiriKit`, for an app whose SiriKit classes are gone
    /// but whose users' Shortcuts and widgets are bound to the class name), else when the target
    /// gets both.
    static func migratesSiriKit(_ intent: IntentDefinition, targetHasSiriKit: Bool) -> Bool {
        intent.migratedFromSiriKit?.value ?? (targetHasSiriKit && hasSiriKitClass(intent))
    }

    /// Whether the App Intent is a `PredictableIntent`: as the definition says (`predictable`),
    /// else as Xcode's conversion makes a SiriKit intent eligible for suggestions; an
    /// App-Intents-only intent is written as a team writes one, predictable only when asked.
    /// A control's configuration is not an action the system could suggest running.
    static func isPredictable(_ intent: IntentDefinition, controlRole: ControlRole?) -> Bool {
        guard controlRole != .controlConfiguration else { return false }
        return intent.appIntentSettings.predictable?.value ?? (intent.eligibleForSuggestions && !intent.appIntentOnly)
    }
}
