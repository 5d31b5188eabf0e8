/// What a control makes of an intent it names: the App Intent gains a protocol.
enum ControlRole: Sendable, Hashable {
    /// The action of a toggle: a `SetValueIntent` whose `value` is the toggle's Boolean.
    case setValue
    /// The configuration of a configurable control: a `ControlConfigurationIntent`.
    case controlConfiguration
}

/// A widget as the plan declares it: the generated `Widget` struct, and the names the user's
/// file declares (written once): the timeline provider, its entry and the view.
public struct PlannedWidget: Sendable {
    public let definition: WidgetDefinition
    let structName: String
    public let provider: String
    public let entry: String
    let view: String
    /// The App Intent that configures it.
    public let intent: PlannedIntent
    /// Whether this widget's user file declares the provider and entry: the first widget of the
    /// file that names them does, the widgets that share them use them.
    let declaresProvider: Bool
    /// Whether that file declares this widget's view too: the first widget naming a view does.
    let declaresView: Bool

    /// `declared` holds the providers and views the file's earlier widgets declare; this
    /// widget's are added.
    init(
        _ definition: WidgetDefinition, intent: PlannedIntent, namer: Namer,
        declared: inout (providers: Set<String>, views: Set<String>)
    ) {
        self.definition = definition
        structName = namer.widget(definition.name.value)
        provider = namer.widgetProvider(definition)
        entry = namer.widgetEntry(definition)
        view = namer.widgetView(definition)
        self.intent = intent
        declaresProvider = declared.providers.insert(provider).inserted
        declaresView = declared.views.insert(view).inserted
    }

    /// The name the widget gallery shows: the declared one, else the intent's title.
    var displayName: LocalizedText { definition.displayName ?? intent.definition.title }
}

/// A control as the plan declares it: the generated `ControlWidget` struct, and, when the control
/// needs values at run time (a toggle's state, a configurable control's action), the value
/// provider the user's file declares (written once).
public struct PlannedControl: Sendable {
    public let definition: ControlDefinition
    let structName: String
    /// The user's value provider; nil for a static button, which needs none.
    public let provider: String?
    /// The generated value of a configurable toggle (its state and its action); nil otherwise,
    /// and when the toggle's value is the team's own type (``ControlDefinition/value``).
    public let value: String?
    let action: PlannedIntent
    public let configuration: PlannedIntent?

    init(_ definition: ControlDefinition, action: PlannedIntent, configuration: PlannedIntent?, namer: Namer) {
        self.definition = definition
        structName = namer.control(definition.name.value)
        let needsProvider = definition.style == .toggle || configuration != nil
        provider = needsProvider ? definition.provider?.value ?? structName + "Provider" : nil
        value =
            definition.style == .toggle && configuration != nil && definition.value == nil
            ? structName + "Value" : nil
        self.action = action
        self.configuration = configuration
    }

    /// The name on the control and in the gallery: the declared one, else the action's title.
    var displayName: LocalizedText { definition.displayName ?? action.definition.title }
}
