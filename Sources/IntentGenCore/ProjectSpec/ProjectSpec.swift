/// An XcodeGen project spec as intentgen reads it: after includes, templates and multi-platform
/// targets are resolved the way XcodeGen resolves them, with only the parts intentgen uses.
public struct ProjectSpec: Sendable {
    /// The root spec file, as given.
    public var path: String
    /// The folder every path below is relative to: the root spec's folder.
    public var directory: String
    public var name: String?
    /// `options.developmentLanguage` (default `en`).
    var developmentLanguage: String
    /// Project-wide intentgen settings (the top-level `intentgen:` section).
    public var defaults: IntentgenSettings
    /// Where the top-level `intentgen:` section is written; nil when the spec has none.
    var defaultsLocation: SourceLocation? = nil
    /// The targets in spec order, after resolution.
    public var targets: [TargetSpec]

    public func target(named name: String) -> TargetSpec? {
        targets.first { $0.name == name }
    }
}

public struct TargetSpec: Sendable {
    public var name: String
    /// Where the target is declared (its key in `targets:`).
    var location: SourceLocation
    /// The product type as written: `application`, `app-extension`, `framework` …
    public var type: String?
    /// One platform per resolved target; `auto` when only `supportedDestinations` is given.
    var platforms: [String]
    public var sources: [SourceSpec]
    /// `info.properties.NSExtension.NSExtensionPointIdentifier`.
    var extensionPointIdentifier: String?
    /// The `- sdk: X.framework` dependencies.
    var sdkDependencies: [String]
    /// The major versions of the target's deployment targets, lowest first: its own
    /// `deploymentTarget` and `*_DEPLOYMENT_TARGET` build settings (base and per configuration),
    /// else `options.deploymentTarget` for its platforms; empty when the spec gives none.
    var deploymentTargets: [Int] = []
    /// The target's Swift language mode and default actor isolation, from its build settings
    /// (`SWIFT_VERSION`, `SWIFT_DEFAULT_ACTOR_ISOLATION`) or else the project's; nil when unset.
    /// Where configurations differ, the highest version and the main actor win: the output must
    /// compile in each.
    public var swiftVersion: Int?
    public var defaultIsolation: GenerationOptions.DefaultIsolation?
    /// The target's `intentgen:` section; nil when it has none.
    public var settings: IntentgenSettings?
    /// `intentgen: false`: the target opts out.
    var optedOut: Bool
    /// Where the target's `intentgen` key is written (in the target or a template it uses); nil
    /// when it has none.
    var settingsLocation: SourceLocation? = nil

    /// Whether the target asks for intentgen output: it has an `intentgen` section (its own or a
    /// template's), or `intentgen: true`, that does not turn every output off.
    var asksForOutput: Bool {
        settingsLocation != nil && !optedOut && settings?.generate?.isEmpty != true
    }
}

public struct SourceSpec: Sendable {
    /// Relative to the root spec's folder, standardised (`a/../b` → `b`), or absolute.
    public var path: String
    var includes: [String]
    var excludes: [String]
    var optional: Bool
    /// Where the path is written.
    var location: SourceLocation
    /// Where each of `includes` is written.
    var includeLocations: [SourceLocation] = []
    /// Whether XcodeGen compiles the Swift in it: its `buildPhase` is absent or `sources`. With
    /// `none`, `resources` or another phase the files are skipped or copied, so a folder there
    /// is no place for generated code (a definitions file there is read all the same).
    var compilesSwift = true
}

/// What intentgen generates for a target, and where: the `intentgen:` section of a target, or
/// the project-wide defaults at the top level of the spec.
public struct IntentgenSettings: Sendable {
    /// What a target can get: the one vocabulary of outputs.
    public typealias Output = OutputKind

    /// What to generate; nil means "decide by the kind of target".
    public var generate: [Output]?
    public var classPrefix: String?
    public var visibility: GenerationOptions.Visibility?
    /// The Xcode whose output the SiriKit classes match.
    public var xcode: XcodeVersion?
    /// The strings table (and String Catalog) of the App Intents code.
    public var appIntentsTable: String?
    /// Whether App Intents output holds the App Shortcuts provider, and the widgets and controls.
    public var appShortcuts: Bool?
    public var widgets: Bool?
    /// The folder for generated files, relative to the root spec's folder; may use `${target_name}`.
    public var output: String?
    /// The folder for the handler skeleton; may use `${target_name}`.
    public var handlerOutput: String?
    /// The folder for the `.intentdefinition` and `.strings` files; may use `${target_name}`.
    public var definitionOutput: String?
    public var handlerClass: String?
    /// Where each setting is written, by key, for diagnostics.
    var locations: [String: SourceLocation] = [:]

    public init() {}

    /// These settings with `defaults` filling what they leave unset.
    func overlaying(_ defaults: IntentgenSettings) -> IntentgenSettings {
        var result = self
        result.generate = generate ?? defaults.generate
        result.classPrefix = classPrefix ?? defaults.classPrefix
        result.visibility = visibility ?? defaults.visibility
        result.xcode = xcode ?? defaults.xcode
        result.appIntentsTable = appIntentsTable ?? defaults.appIntentsTable
        result.appShortcuts = appShortcuts ?? defaults.appShortcuts
        result.widgets = widgets ?? defaults.widgets
        result.output = output ?? defaults.output
        result.handlerOutput = handlerOutput ?? defaults.handlerOutput
        result.definitionOutput = definitionOutput ?? defaults.definitionOutput
        result.handlerClass = handlerClass ?? defaults.handlerClass
        result.locations = locations.merging(defaults.locations) { own, _ in own }
        return result
    }
}
