/// What a definition says of its App Intents declarations only: the Swift names a team pins and
/// the identity the system persists (docs/language.md, "App Intents as a team writes them").
///
/// Saved Shortcuts, placed widgets and assigned controls are recorded by the App Intents type's
/// name (or its `persistentIdentifier`), its parameter names, enum raw values and entity ids, so
/// whatever a team wrote by hand must come out of the YAML unchanged. Every value here is nil or
/// empty unless the file says it: then the language's defaults apply, as before these keys.
public struct AppIntentsIdentity: Sendable, Hashable {
    /// The Swift type name, kept exactly (no class prefix): nil for the default name.
    public var name: Located<String>?
    /// `static let persistentIdentifier`: the identity the system keeps in place of the type name.
    var persistentIdentifier: Located<String>?

    public init(name: Located<String>? = nil, persistentIdentifier: Located<String>? = nil) {
        self.name = name
        self.persistentIdentifier = persistentIdentifier
    }

    public var isEmpty: Bool { name == nil && persistentIdentifier == nil }
}

/// The raw value type of an `AppEnum` (`enum X: String, AppEnum` or `enum X: Int, AppEnum`).
enum EnumRawType: String, Sendable, CaseIterable {
    case string, integer

    /// The Swift type.
    var swiftType: String {
        switch self {
        case .string: "String"
        case .integer: "Int"
        }
    }
}

/// A case's raw value, as written (`rawValue:`), or the language's default for it.
public enum EnumRawValue: Sendable, Hashable {
    case text(String)
    case integer(Int)
}

/// The type of an `AppEntity`'s `id`: the three App Intents optimises for.
enum EntityIdentifierType: String, Sendable, CaseIterable {
    case string, integer, uuid

    var swiftType: String {
        switch self {
        case .string: "String"
        case .integer: "Int"
        case .uuid: "UUID"
        }
    }
}

/// App Intents' `InputConnectionBehavior`: how Shortcuts connects the previous action's result.
enum InputConnection: String, Sendable, CaseIterable {
    case `default`, never, connectToPreviousIntentResult
}

/// The App Intents arguments of one parameter a team may write (all of Apple's `@Parameter`
/// initialisers take them, from iOS 16).
struct ParameterAppIntentsSettings: Sendable {
    /// `optional: false` makes the property non-optional (the system asks for a value);
    /// `optional: true` keeps it optional beside a static default. Nil: optional unless it has a
    /// static default, as before.
    var optional: Located<Bool>?
    /// `description:`.
    var description: LocalizedText?
    /// `requestValueDialog:` and, for enums and entities, `requestDisambiguationDialog:`.
    var requestValueDialog: Located<LocalizedText>?
    var requestDisambiguationDialog: Located<LocalizedText>?
    /// `inputConnectionBehavior:`.
    var inputConnectionBehavior: Located<InputConnection>?
    /// The options provider's Swift name: parameters that name one provider share it.
    var optionsProvider: Located<String>?
    /// `entityDefault: true`: a dynamic default of an entity comes from the entity's own query
    /// (`defaultResult()` of its `defaultQuery`) rather than from a query of the parameter's own.
    var entityDefault: Located<Bool>?

    public init() {}

    public var isEmpty: Bool {
        optional == nil && description == nil && requestValueDialog == nil && requestDisambiguationDialog == nil
            && inputConnectionBehavior == nil && optionsProvider == nil && entityDefault == nil
    }
}

/// The App Intents settings of a custom type's property: whether the entity's member is optional
/// and whether it is an `@Property` the system can show and query, or a plain stored member.
struct PropertyAppIntentsSettings: Sendable, Hashable {
    /// `optional: false`: a non-optional member, which the entity's initialiser requires.
    var optional: Located<Bool>?
    /// `property: false`: a plain stored member (`var x: T`), not an `@Property`.
    var isProperty: Located<Bool>?

    public init() {}

    var isOptional: Bool { optional?.value ?? true }
    var isEntityProperty: Bool { isProperty?.value ?? true }
}

/// How an entity shows itself (`displayRepresentation`): from a template of its members, or from
/// a user-owned file.
enum EntityDisplay: Sendable, Hashable {
    /// `display: custom`: the team writes `displayRepresentation` in `<Entity>+Display.swift`.
    case custom(SourceLocation)
    /// `display: { title: …, subtitle: …, symbol: … }`: texts with `${member}` placeholders.
    case template(EntityDisplayTemplate)
}

struct EntityDisplayTemplate: Sendable, Hashable {
    var title: Located<String>
    var subtitle: Located<String>?
    var symbol: Located<String>?
    var image: Located<String>?

    public init(title: Located<String>) { self.title = title }
}

/// The protocol the entity's query conforms to, as the team chooses it (`query: { kind: }`).
enum EntityQueryKind: String, Sendable, CaseIterable {
    /// `EntityQuery`: identifiers and suggestions.
    case entity
    /// `EntityStringQuery`: also a search field (`entities(matching:)`).
    case string
    /// `EnumerableEntityQuery` (iOS 17): every entity (`allEntities()`), for small sets.
    case enumerable
    /// `EntityPropertyQuery`: entities found by comparing their properties (Shortcuts' Find
    /// action), with sorting.
    case property

    var protocolName: String {
        switch self {
        case .entity: "EntityQuery"
        case .string: "EntityStringQuery"
        case .enumerable: "EnumerableEntityQuery"
        case .property: "EntityPropertyQuery"
        }
    }
}

/// App Intents' `IntentAuthenticationPolicy`: whether the intent runs while the device is locked.
enum AuthenticationPolicy: String, Sendable, CaseIterable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// What an intent says of its App Intent beyond its name (docs/language.md): who may run it,
/// whether Shortcuts and Spotlight show it, further protocols, and whether it is predictable.
struct IntentAppIntentsSettings: Sendable {
    /// `static let authenticationPolicy`.
    var authenticationPolicy: Located<AuthenticationPolicy>?
    /// `static let isDiscoverable`, as written; nil: as before (hidden when the intent is neither
    /// eligible for suggestions nor for widgets).
    var isDiscoverable: Located<Bool>?
    /// More protocols the struct conforms to, in the order written (`LiveActivityIntent` …).
    var conformances: [Located<String>] = []
    /// `PredictableIntent`, as written; nil: as Xcode's conversion of a SiriKit intent makes it.
    var predictable: Located<Bool>?
    /// `userFile: false`: the team's code declares `perform()` (an extension intentgen does not
    /// write); nil or `true`: intentgen writes `<Intent>+Perform.swift` once.
    var userFile: Located<Bool>?

    public init() {}
}

/// WidgetKit's `WidgetLocation` (iOS 17): where a widget can be placed, for `disfavoredLocations`.
enum WidgetLocationName: String, Sendable, CaseIterable {
    case homeScreen, lockScreen, standBy, iPhoneWidgetsOnMac
}

/// How a widget's configuration is modified beyond its names and families (WidgetKit's
/// `WidgetConfiguration` modifiers).
struct WidgetConfigurationModifiers: Sendable {
    /// `.contentMarginsDisabled()`: the view draws to the widget's edges (takes effect on iOS 17).
    var contentMarginsDisabled = false
    /// `.containerBackgroundRemovable(false)` when false: the background stays where the system
    /// would remove it (the widget is then not offered there).
    var containerBackgroundRemovable: Located<Bool>?
    /// `.promptsForUserConfiguration()` (iOS 18): the widget asks for its configuration when added.
    var promptsForUserConfiguration: Located<Bool>?
    /// `.disfavoredLocations(_:for:)`, one call per item, in order.
    var disfavoredLocations: [(locations: [WidgetLocationName], families: [WidgetFamily])] = []

    public init() {}
}

/// SwiftUI's standard colors, which a control's `tint` names (any other color is the asset
/// catalog's, `tint: { asset: Name }`).
enum SystemColorName: String, Sendable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, white, gray, black
}

/// A control's tint: a standard color or a color of the asset catalog.
enum ControlTint: Sendable, Hashable {
    case system(SystemColorName)
    case asset(String)
}

/// App Intents' `ShortcutTileColor`: the color of the app's App Shortcuts tiles in Shortcuts.
enum ShortcutTileColorName: String, Sendable, CaseIterable {
    case blue, grape, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine,
        teal, yellow
}

/// A member of an entity's query that reads parameters of an intent while it is being configured
/// (`@IntentParameterDependency<OrderSoupIntent>(\.$quantity) var orderSoup`, iOS 17): stored
/// in the query, so the team's extension of the query cannot declare it.
struct QueryDependency: Sendable {
    /// The member's name, the key it is written under.
    public var name: Located<String>
    /// The intent whose parameters it reads, by its name in the file.
    public var intent: Located<String>
    /// The parameters it reads, in order (at least one).
    var parameters: [Located<String>]

    public init(name: Located<String>, intent: Located<String>, parameters: [Located<String>]) {
        self.name = name
        self.intent = intent
        self.parameters = parameters
    }
}
