/// A widget the file declares (`widgets:` in docs/language.md): the configuration data of a
/// WidgetKit `Widget` configured by one of the file's intents (`AppIntentConfiguration`).
///
/// Its timeline provider, entry and view are the user's (a file written once); intentgen writes
/// the `Widget` struct with the kind, display name, description and families.
public struct WidgetDefinition: Sendable {
    /// The name in the file, which is also the Swift struct's name (after the class prefix).
    public var name: Located<String>
    /// WidgetKit's `kind`, exactly as written: a widget migrated from SiriKit keeps its kind, so
    /// widgets already placed survive the update.
    public var kind: Located<String>
    /// The name in the widget gallery; nil means the title of ``intent``.
    var displayName: LocalizedText?
    var description: LocalizedText?
    /// The supported families, in the order written; empty means WidgetKit's default (all).
    var families: [WidgetFamily]
    var familiesLocation: SourceLocation?
    /// The intent that configures it: a widget-eligible intent of the same file.
    public var intent: Located<String>
    /// The Swift names of its timeline provider, entry and view, when the file pins them
    /// (`provider:`, `entry:`, `view:`): widgets that name one provider share it.
    public var provider: Located<String>?
    public var entry: Located<String>?
    var view: Located<String>?
    /// The configuration's other modifiers (`contentMarginsDisabled` …).
    var modifiers = WidgetConfigurationModifiers()
    /// `userFile: false`: the team's code declares the provider, entry and view; intentgen writes
    /// no file of theirs for them.
    var userFile: Located<Bool>?

    init(
        name: Located<String>, kind: Located<String>, displayName: LocalizedText? = nil,
        description: LocalizedText? = nil,
        families: [WidgetFamily] = [], intent: Located<String>
    ) {
        self.name = name
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.families = families
        self.intent = intent
    }
}

/// How a control looks and acts in Control Center: a button runs its action, a toggle sets a
/// Boolean (its action is a `SetValueIntent`).
enum ControlStyle: String, Sendable, CaseIterable {
    case button, toggle
}

/// A Control Widget the file declares (`controls:` in docs/language.md): a `ControlWidget`
/// whose action is one of the file's intents, static (`StaticControlConfiguration`) or
/// configurable by another of its intents (`AppIntentControlConfiguration` with a
/// `ControlConfigurationIntent`).
public struct ControlDefinition: Sendable {
    /// The name in the file, which is also the Swift struct's name (after the class prefix).
    public var name: Located<String>
    /// WidgetKit's `kind`, exactly as written.
    public var kind: Located<String>
    /// The name in the controls gallery and on the control; nil means the title of ``action``.
    var displayName: LocalizedText?
    var description: LocalizedText?
    var style: ControlStyle
    /// The intent the control runs; for a toggle, one with a `value: boolean` parameter (it becomes
    /// a `SetValueIntent`).
    var action: Located<String>
    /// The intent that configures the control (it becomes a `ControlConfigurationIntent`); nil for
    /// a static control.
    public var configuration: Located<String>?
    /// An SF Symbol name (`symbol:`) or the name of a custom symbol in the asset catalog (`image:`).
    var symbol: Located<ControlSymbol>
    /// The Swift name of its value provider, when the file pins it (`provider:`).
    public var provider: Located<String>?
    /// `.tint(_:)` of its template.
    var tint: Located<ControlTint>?
    /// `.promptsForUserConfiguration()`: a configurable control asks for its configuration when added.
    var promptsForUserConfiguration: Located<Bool>?
    /// A toggle's label for each state (`states: { on: …, off: … }`): its `valueLabel`.
    var states: ControlStates?
    /// A toggle's value of the team's own type (`value: { type:, isOn:, action: }`); nil: a
    /// `Bool`, or for a configurable toggle the generated value of its state and action.
    public var value: ControlValue?
    /// `userFile: false`: the team's code declares the value provider; intentgen writes no file for it.
    var userFile: Located<Bool>?

    init(
        name: Located<String>, kind: Located<String>, displayName: LocalizedText? = nil,
        description: LocalizedText? = nil,
        style: ControlStyle = .button, action: Located<String>, configuration: Located<String>? = nil,
        symbol: Located<ControlSymbol>
    ) {
        self.name = name
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.style = style
        self.action = action
        self.configuration = configuration
        self.symbol = symbol
    }

    /// The parameter a toggle's action sets (`SetValueIntent.value`).
    static let valueParameter = "value"
}

/// A toggle's value as the team's value provider gives it: a type of the team's code, the
/// `Bool` member the toggle shows, and for a configurable toggle the member that holds the action
/// it runs (without one, the toggle runs a new action, `SetHeaterIntent()`).
public struct ControlValue: Sendable {
    public var type: Located<String>
    var isOn: Located<String>
    var action: Located<String>?
    /// Where `value:` is written.
    var location: SourceLocation

    public init(type: Located<String>, isOn: Located<String>, action: Located<String>?, location: SourceLocation) {
        self.type = type
        self.isOn = isOn
        self.action = action
        self.location = location
    }
}

/// The image of a control: controls show symbol images only.
/// What a toggle shows when it is on and when it is off.
struct ControlStates: Sendable {
    struct State: Sendable {
        var title: LocalizedText
        var symbol: ControlSymbol
    }

    public var on: State
    public var off: State
    var location: SourceLocation
}

enum ControlSymbol: Sendable, Hashable {
    /// An SF Symbol (`Label(…, systemImage:)`).
    case system(String)
    /// A custom symbol of the asset catalog (`Label(…, image:)`).
    case custom(String)
}
