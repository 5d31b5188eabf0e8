/// The plan stage's declarations for one definitions file: every type the backends declare for
/// it, with each name made once (by ``Namer``) and each decision made once (``IntentDecisions``).
///
/// Backends and the collision check (``OutputNames``) read these; none makes a name or a
/// decision of its own. A declaration keeps its definition, so renderers take titles, types and
/// options from the model and only turn planned declarations into text.
public struct FileDeclarations: Sendable {
    public let file: DefinitionFile
    /// The file's intents, in the file's order (App-Intents-only ones included).
    public let intents: [PlannedIntent]
    public let enums: [PlannedEnum]
    public let types: [PlannedType]
    /// The file's widgets and controls whose intents the file declares (all of them, once validated).
    public let widgets: [PlannedWidget]
    public let controls: [PlannedControl]
    /// The widgets that share each timeline provider (by its name), in file order.
    let widgetsByProvider: [String: [PlannedWidget]]
    /// The SiriKit and App Intents names of each enum and custom type, by its name in the file
    /// (the first declaration of a name, as ``DefinitionFile/resolve(_:)`` finds it).
    private let declaredNames: [String: (siriKit: String, appIntents: String)]
    private let namer: Namer
    /// The custom types (by their names in the file) whose App Intents declarations need iOS 17:
    /// those whose query reads an intent's parameters (`IntentParameterDependency` is iOS 17),
    /// and every type with a property of such a type.
    let typesNeedingIOS17: Set<String>
    /// The planned intents by their names in the file (the first of a name).
    private let intentsByName: [String: PlannedIntent]
    /// The parameters that use each App Intents options provider, in file order: found once, as
    /// each provider's declaration and file name them all.
    let optionsProviderUses: [String: [OptionsProviderUse]]
    /// The custom types (by name) a parameter searches (`search: true`), and those a parameter
    /// takes its default from the entity's own query for (`entityDefault: true` with `default:
    /// dynamic`): found in one pass over the parameters, for every type's query file.
    let searchedTypes: Set<String>
    let typesDefaultingFromQuery: Set<String>

    /// A parameter that uses an options provider.
    struct OptionsProviderUse: Sendable {
        public let parameter: ParameterDefinition
        public let intent: IntentDefinition
    }

    /// The declarations of `file` with `namer`'s names; `targetHasSiriKit` says whether the
    /// target also gets the SiriKit classes (its App Intents then migrate them).
    init(_ file: DefinitionFile, namer: Namer = Namer(), targetHasSiriKit: Bool = true) {
        self.file = file
        self.namer = namer
        enums = file.enums.map { PlannedEnum($0, namer: namer) }
        types = file.types.map { PlannedType($0, namer: namer) }
        var names: [String: (siriKit: String, appIntents: String)] = [:]
        for item in enums {
            names[item.definition.name.value] = names[item.definition.name.value] ?? (item.swiftName, item.appEnum)
        }
        for item in types {
            names[item.definition.name.value] = names[item.definition.name.value] ?? (item.swiftName, item.appEntity)
        }
        declaredNames = names
        typesNeedingIOS17 = Self.typesNeedingIOS17(in: file)
        // The result class of a value of a type: the catalogue's, or the declared type's own.
        let typeResult = { (type: ValueType) -> String in
            switch type {
            case .builtin(let builtin): builtin.traits.resolutionResult
            case .named(let name): (names[name]?.siriKit ?? namer.declaredType(name)) + "ResolutionResult"
            }
        }
        let owners = PlannedParameter.providerOwners(in: file)
        let intents = file.intents.map { intent in
            PlannedIntent(
                intent, in: file, namer: namer, targetHasSiriKit: targetHasSiriKit, typeResult: typeResult,
                providerOwner: { owners[$0] })
        }
        self.intents = intents
        var uses: [String: [OptionsProviderUse]] = [:]
        for intent in intents {
            for parameter in intent.parameters {
                guard let provider = parameter.optionsProvider else { continue }
                uses[provider, default: []].append(
                    OptionsProviderUse(parameter: parameter.definition, intent: intent.definition))
            }
        }
        optionsProviderUses = uses
        var searched: Set<String> = []
        var defaulting: Set<String> = []
        for intent in file.intents {
            for parameter in intent.parameters {
                guard case .named(let type) = parameter.type.value else { continue }
                if parameter.supportsSearch { searched.insert(type) }
                if parameter.hasDynamicDefault, parameter.appIntents.entityDefault?.value == true {
                    defaulting.insert(type)
                }
            }
        }
        searchedTypes = searched
        typesDefaultingFromQuery = defaulting
        let byName = Dictionary(intents.map { ($0.definition.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        intentsByName = byName
        let planned = { (name: String) in byName[name] }
        var declared: (providers: Set<String>, views: Set<String>) = ([], [])
        widgets = file.widgets.compactMap { widget in
            planned(widget.intent.value).map {
                PlannedWidget(widget, intent: $0, namer: namer, declared: &declared)
            }
        }
        widgetsByProvider = Dictionary(grouping: widgets, by: \.provider)
        controls = file.controls.compactMap { control in
            planned(control.action.value).map { action in
                PlannedControl(
                    control, action: action, configuration: control.configuration.flatMap { planned($0.value) },
                    namer: namer)
            }
        }
    }

    /// ``typesNeedingIOS17``: from the types with query dependencies to the types that have
    /// properties of them, once over each property.
    private static func typesNeedingIOS17(in file: DefinitionFile) -> Set<String> {
        var referrers: [String: [String]] = [:]
        for type in file.types {
            for property in type.properties {
                if case .named(let name) = property.type.value {
                    referrers[name, default: []].append(type.name.value)
                }
            }
        }
        var pending = file.types.filter { !$0.queryDependencies.isEmpty }.map(\.name.value)
        var found = Set(pending)
        while let name = pending.popLast() {
            for referrer in referrers[name] ?? [] where found.insert(referrer).inserted {
                pending.append(referrer)
            }
        }
        return found
    }

    /// The planned intent of a name in the file (the first of that name).
    public func intent(named name: String) -> PlannedIntent? { intentsByName[name] }

    /// Whether an App Intents declaration of `type` needs iOS 17 (``typesNeedingIOS17``).
    func needsIOS17(_ type: ValueType) -> Bool {
        if case .named(let name) = type { return typesNeedingIOS17.contains(name) }
        return false
    }

    /// The intents that get SiriKit classes.
    var siriKitIntents: [PlannedIntent] { intents.filter { $0.siriKit != nil } }

    /// The SiriKit Swift name of an enum or custom type declared in the file (of a name the file
    /// does not declare, which validation rejects: the name the namer would give it).
    func siriKitName(ofDeclared name: String) -> String {
        declaredNames[name]?.siriKit ?? namer.declaredType(name)
    }

    /// The App Intents Swift name of an enum (its `AppEnum`) or custom type (its `AppEntity`).
    func appIntentsName(ofDeclared name: String) -> String {
        declaredNames[name]?.appIntents ?? namer.appEntity(named: name)
    }
}

/// An intent as the plan declares it.
public struct PlannedIntent: Sendable {
    public let definition: IntentDefinition
    /// The SiriKit classes' names; nil for an App-Intents-only intent, which gets none.
    public let siriKit: SiriKitIntentNames?
    /// The App Intents struct.
    let appIntent: String
    /// Whether the handling protocol requires `handle`.
    let handleIsRequired: Bool
    /// Whether the user writes the App Intent's `perform()` (in a user-owned file).
    let needsPerform: Bool
    /// Whether Siri or Shortcuts run the intent, so that the handler skeleton implements `handle`
    /// even where the protocol makes it optional.
    let runsOutsideWidgets: Bool
    /// Whether the App Intent is the migration of the SiriKit class.
    let migratesSiriKit: Bool
    /// The SiriKit class the App Intent migrates (`intentClassName`), when it does: the class
    /// Xcode names (or `className`), whether or not the target generates it.
    let intentClassName: String?
    /// What a control of the file makes of it (`SetValueIntent`, `ControlConfigurationIntent`).
    let controlRole: ControlRole?
    /// Whether the App Intent is a `PredictableIntent` (``IntentDecisions/isPredictable(_:controlRole:)``).
    let isPredictable: Bool
    /// Whether Shortcuts and Spotlight show it (`isDiscoverable`, true unless this is false).
    let isDiscoverable: Bool
    let parameters: [PlannedParameter]
    /// The App Intent's `parameterSummary`, decided when a backend asks (only App Intents output
    /// has one, and every target's names are checked with declarations of their own).
    var parameterSummary: ParameterSummaryPlan { ParameterSummaryPlan(definition) }

    init(
        _ intent: IntentDefinition, in file: DefinitionFile, namer: Namer, targetHasSiriKit: Bool,
        typeResult: (ValueType) -> String, providerOwner: (String) -> String?
    ) {
        definition = intent
        siriKit = IntentDecisions.hasSiriKitClass(intent) ? namer.siriKitNames(intent) : nil
        appIntent = namer.appIntent(intent)
        handleIsRequired = IntentDecisions.handleIsRequired(intent)
        controlRole = ControlRole.of(intent, in: file)
        isPredictable = IntentDecisions.isPredictable(intent, controlRole: controlRole)
        isDiscoverable =
            intent.appIntentSettings.isDiscoverable?.value
            ?? (intent.eligibleForSuggestions || intent.eligibleForWidgets)
        // A control's configuration intent has a `perform()` of its own, as a widget's has.
        needsPerform = IntentDecisions.needsPerform(intent) && controlRole != .controlConfiguration
        runsOutsideWidgets = IntentDecisions.runsOutsideWidgets(intent)
        migratesSiriKit = IntentDecisions.migratesSiriKit(intent, targetHasSiriKit: targetHasSiriKit)
        intentClassName = migratesSiriKit ? namer.intentClass(intent) : nil
        parameters = intent.parameters.map { parameter in
            PlannedParameter(
                parameter, of: intent, in: file, namer: namer, typeResult: typeResult,
                providerOwner: providerOwner)
        }
    }
}

/// The names of an intent's SiriKit declarations (``Namer/siriKitNames(_:)``).
public struct SiriKitIntentNames: Sendable, Hashable {
    /// The `INIntent` subclass (and its file's name).
    let className: String
    var handling: String { className + "Handling" }
    var response: String { className + "Response" }
    var responseCode: String { className + "ResponseCode" }
    /// The class that handles the intent in the handler skeleton.
    public var handler: String { className + "Handler" }

    init(className: String) { self.className = className }
}

/// A parameter as the plan declares it.
struct PlannedParameter: Sendable {
    public let definition: ParameterDefinition
    /// The parameter's own resolution result and unsupported-reason enum, when it has custom
    /// unsupported reasons or is a resolvable number with bounds (``TypeTraits/validatesNumbers``);
    /// nil when it uses its type's result class.
    let ownResult: ParameterResultNames?
    /// The SiriKit resolution result class of one value: the parameter's own, else its type's.
    let resolutionResult: String
    /// The App Intents options provider the user fills in, for dynamic options of a type that is
    /// not an entity (an entity's options come from its query); nil otherwise.
    let optionsProvider: String?
    /// The parameter's own entity query the user fills in, for a dynamic default of a custom type
    /// (an entity): each such parameter has its own default, for one value or for an array,
    /// instead of the one `defaultResult()` of the entity's query; nil otherwise.
    let defaultQuery: String?
    /// Whether this parameter declares ``optionsProvider``: the first of the parameters that share
    /// a named provider (`optionsProvider:`) declares it, once, and the others use it.
    let declaresOptionsProvider: Bool
    /// Whether it is the `value` a toggle sets (`SetValueIntent.value`): a `Bool` that is never nil.
    let isControlValue: Bool

    init(
        _ parameter: ParameterDefinition, of intent: IntentDefinition, in file: DefinitionFile, namer: Namer,
        typeResult: (ValueType) -> String, providerOwner: (String) -> String?
    ) {
        definition = parameter
        let metadata = parameter.metadata
        let validated =
            parameter.resolvable && parameter.type.value.traits?.validatesNumbers == true
            && (metadata.minimum != nil || metadata.maximum != nil || metadata.allowsNegative == false)
        // A custom reason with a standard reason's name is that reason (with its own dialog).
        let standard = validated ? ParameterResultNames.numberReasons : []
        let reasons = standard + parameter.unsupportedReasons.map(\.code.value).filter { !standard.contains($0) }
        ownResult =
            reasons.isEmpty
            ? nil
            : ParameterResultNames(
                stem: namer.parameterResultStem(parameter, of: intent), base: typeResult(parameter.type.value),
                reasons: reasons)
        resolutionResult = ownResult?.resolutionResult ?? typeResult(parameter.type.value)
        optionsProvider =
            parameter.hasDynamicOptions && !file.declaresObjectType(parameter.type.value)
                && parameter.type.value.traits?.appIntentsDynamicOptions != false
            ? namer.optionsProvider(parameter, of: intent) : nil
        let owner = optionsProvider.flatMap(providerOwner)
        declaresOptionsProvider =
            optionsProvider != nil && (owner == nil || owner == Self.ownerKey(parameter, of: intent))
        // `entityDefault: true` takes the default from the entity's own query instead.
        defaultQuery =
            parameter.hasDynamicDefault && file.declaresObjectType(parameter.type.value)
                && parameter.appIntents.entityDefault?.value != true
            ? namer.parameterQuery(parameter, of: intent) : nil
        isControlValue =
            parameter.name.value == ControlDefinition.valueParameter && ControlRole.of(intent, in: file) == .setValue
    }
}

extension PlannedParameter {
    /// Identifies a parameter in its file, for ``declaresOptionsProvider``.
    static func ownerKey(_ parameter: ParameterDefinition, of intent: IntentDefinition) -> String {
        intent.name.value + "." + parameter.name.value
    }

    /// The first parameter of `file` (by ``ownerKey(_:of:)``) to name each options provider.
    static func providerOwners(in file: DefinitionFile) -> [String: String] {
        var owners: [String: String] = [:]
        for intent in file.intents {
            for parameter in intent.parameters {
                guard let name = parameter.appIntents.optionsProvider?.value, owners[name] == nil else { continue }
                owners[name] = ownerKey(parameter, of: intent)
            }
        }
        return owners
    }
}

/// The names of a parameter's own resolution result class and unsupported-reason enum, from the
/// stem ``Namer/parameterResultStem(_:of:)`` makes.
struct ParameterResultNames: Sendable, Hashable {
    let stem: String
    /// The class it subclasses: the type's result class.
    let base: String
    /// The cases of the unsupported-reason enum, in order (the first is 1).
    let reasons: [String]

    /// The reasons Xcode gives a resolvable number with bounds, in its order.
    static let numberReasons = [
        "negativeNumbersNotSupported", "greaterThanMaximumValue", "lessThanMinimumValue",
    ]
    var resolutionResult: String { stem + "ResolutionResult" }
    var unsupportedReason: String { stem + "UnsupportedReason" }
}

/// An enum as the plan declares it.
public struct PlannedEnum: Sendable {
    public let definition: EnumDefinition
    /// The SiriKit `@objc` enum (and its file's name).
    let swiftName: String
    var resolutionResult: String { swiftName + "ResolutionResult" }
    /// The App Intents `AppEnum`.
    let appEnum: String

    init(_ definition: EnumDefinition, namer: Namer) {
        self.definition = definition
        swiftName = namer.declaredType(definition.name.value)
        appEnum = namer.appEnum(definition)
    }
}

/// A custom type as the plan declares it.
public struct PlannedType: Sendable {
    public let definition: ObjectTypeDefinition
    /// The SiriKit `INObject` subclass (and its file's name).
    let swiftName: String
    var resolutionResult: String { swiftName + "ResolutionResult" }
    /// The App Intents `AppEntity`, and the query the user fills in.
    let appEntity: String
    let entityQuery: String
    /// The name the query is declared with: ``entityQuery`` without the entity's name when it is
    /// nested in the entity.
    let entityQueryDeclaration: String

    init(_ definition: ObjectTypeDefinition, namer: Namer) {
        self.definition = definition
        swiftName = namer.declaredType(definition.name.value)
        appEntity = namer.appEntity(definition)
        entityQuery = namer.entityQuery(definition)
        entityQueryDeclaration = namer.entityQueryDeclaration(definition)
    }
}
