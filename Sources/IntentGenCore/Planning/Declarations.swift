/// The plan stage's declarations for one definitions file: every type the backends declare for
/// it, with each name made once (by ``Namer``) and each decision made once (``IntentDecisions``).
///
/// Backends and the collision check (``OutputNames``) read these; none makes a name or a
/// decision of its own. A declaration keeps its definition, so renderers take titles, types and
/// options from the model and only turn planned declarations into text.
public final class FileDeclarations: Sendable {
    public let file: DefinitionFile
    /// What the file's references resolve to, as the validator found them.
    let references: FileReferences
    /// The file's intents, in the file's order (App-Intents-only ones included).
    public let intents: [PlannedIntent]
    public let enums: [PlannedEnum]
    public let types: [PlannedType]
    /// The file's widgets and controls whose intents the file declares (all of them, once validated).
    public let widgets: [PlannedWidget]
    public let controls: [PlannedControl]
    /// The widgets that share each timeline provider (by its name), in file order.
    let widgetsByProvider: [String: [PlannedWidget]]
    private let namer: Namer
    /// The parameters that use each App Intents options provider, in file order: found once, as
    /// each provider's declaration and file name them all.
    let optionsProviderUses: [String: [OptionsProviderUse]]

    /// A parameter that uses an options provider.
    struct OptionsProviderUse: Sendable {
        let parameter: PlannedParameter
        public let intent: IntentDefinition
    }

    /// The declarations of each of `files` in a target with `classPrefix` (or each file's own),
    /// with or without SiriKit classes.
    static func of(_ files: [ResolvedFile], classPrefix: String, targetHasSiriKit: Bool) -> [FileDeclarations] {
        files.map {
            FileDeclarations(
                $0, namer: Namer(for: $0.file, classPrefix: classPrefix), targetHasSiriKit: targetHasSiriKit)
        }
    }

    /// The declarations of `resolved`'s file with `namer`'s names; `targetHasSiriKit` says
    /// whether the target also gets the SiriKit classes (its App Intents then migrate them).
    init(_ resolved: ResolvedFile, namer: Namer = Namer(), targetHasSiriKit: Bool = true) {
        let file = resolved.file
        let references = resolved.references
        self.file = file
        self.references = references
        self.namer = namer
        enums = file.enums.map { PlannedEnum($0, namer: namer) }
        // Each enum's and type's result class is made once, so a type's parameters share one string.
        let enumResults = enums.map(\.resolutionResult)
        let typeResults = file.types.map { namer.declaredType($0.name.value) + "ResolutionResult" }
        // The result class of a value of a type: the catalogue's, or the declared type's own.
        let typeResult = { (type: TypeReference) -> String in
            switch type {
            case .builtin(let builtin): builtin.traits.resolutionResult
            case .enumeration(let position): enumResults[position]
            case .object(let position): typeResults[position]
            case .undeclared(let name): namer.declaredType(name) + "ResolutionResult"
            }
        }
        let owners = PlannedParameter.providerOwners(in: file)
        let intents = zip(file.intents.indices, references.intents).map { position, resolved in
            PlannedIntent(
                file.intents, at: position, resolved, namer: namer, targetHasSiriKit: targetHasSiriKit,
                typeResult: typeResult,
                providerOwner: { owners[$0] })
        }
        self.intents = intents
        types = Self.plannedTypes(of: resolved, intents: intents, namer: namer)
        optionsProviderUses = Self.optionsProviderUses(of: intents)
        var declared: (providers: Set<String>, views: Set<String>) = ([], [])
        widgets = zip(file.widgets, references.widgetIntents).compactMap { widget, position in
            position.map { PlannedWidget(widget, intent: intents[$0], namer: namer, declared: &declared) }
        }
        widgetsByProvider = Dictionary(grouping: widgets, by: \.provider)
        controls = file.controls.indices.compactMap { index in
            references.controlActions[index].map { action in
                PlannedControl(
                    file.controls[index], action: intents[action],
                    configuration: references.controlConfigurations[index].map { intents[$0] }, namer: namer)
            }
        }
    }

    /// Each parameter that uses an options provider, by the provider's name.
    private static func optionsProviderUses(of intents: [PlannedIntent]) -> [String: [OptionsProviderUse]] {
        var uses: [String: [OptionsProviderUse]] = [:]
        for intent in intents {
            for parameter in intent.parameters {
                guard let provider = parameter.optionsProvider else { continue }
                uses[provider, default: []].append(OptionsProviderUse(parameter: parameter, intent: intent.definition))
            }
        }
        return uses
    }

    /// The file's custom types as the plan declares them, with what the file's intents make of them.
    private static func plannedTypes(of resolved: ResolvedFile, intents: [PlannedIntent], namer: Namer)
        -> [PlannedType]
    {
        let file = resolved.file
        // The custom types a parameter searches (`search: true`), and those a parameter takes its
        // default from the entity's own query for (`entityDefault: true` with `default: dynamic`).
        var searched: Set<Int> = []
        var defaulting: Set<Int> = []
        for intent in intents {
            for parameter in intent.parameters {
                guard case .object(let type) = parameter.type else { continue }
                let definition = parameter.definition
                if definition.supportsSearch { searched.insert(type) }
                if definition.hasDynamicDefault, definition.appIntents.entityDefault?.value == true {
                    defaulting.insert(type)
                }
            }
        }
        let needingIOS17 = typesNeedingIOS17(in: resolved)
        return file.types.indices.map { position in
            let dependencies = resolved.references.queryDependencyIntents[position]
            return PlannedType(
                file.types[position], namer: namer,
                propertyTypes: resolved.references.typeProperties[position],
                dependencyIntents: zip(file.types[position].queryDependencies, dependencies).map { dependency, intent in
                    intent.map { intents[$0].appIntent } ?? dependency.intent.value
                },
                needsIOS17: needingIOS17.contains(position), isSearched: searched.contains(position),
                defaultsFromQuery: defaulting.contains(position))
        }
    }

    /// The custom types (their positions) whose App Intents declarations need iOS 17: those whose
    /// query reads an intent's parameters (`IntentParameterDependency` is iOS 17), and every type
    /// with a property of such a type; from the former to the types that have properties of
    /// them, once over each property.
    private static func typesNeedingIOS17(in resolved: ResolvedFile) -> Set<Int> {
        var referrers: [Int: [Int]] = [:]
        for (type, properties) in resolved.references.typeProperties.enumerated() {
            for property in properties {
                if case .object(let position) = property { referrers[position, default: []].append(type) }
            }
        }
        var pending = resolved.file.types.indices.filter { !resolved.file.types[$0].queryDependencies.isEmpty }
        var found = Set(pending)
        while let position = pending.popLast() {
            for referrer in referrers[position] ?? [] where found.insert(referrer).inserted {
                pending.append(referrer)
            }
        }
        return found
    }

    /// Whether an App Intents declaration of `type` needs iOS 17 (``PlannedType/needsIOS17``).
    func needsIOS17(_ type: TypeReference) -> Bool {
        if case .object(let position) = type { return types[position].needsIOS17 }
        return false
    }

    /// The intents that get SiriKit classes.
    var siriKitIntents: [PlannedIntent] { intents.filter { $0.siriKit != nil } }

    /// The SiriKit Swift type of one value of `type`: the catalogue's, or the enum's or custom
    /// type's (of a name the file does not declare, which validation rejects: the name the namer
    /// would give it).
    func siriKitType(_ type: TypeReference) -> String {
        switch type {
        case .builtin(let builtin): builtin.traits.siriKitType
        case .enumeration(let position): enums[position].swiftName
        case .object(let position): types[position].swiftName
        case .undeclared(let name): namer.declaredType(name)
        }
    }

    /// The App Intents Swift type of one value of `type`: the catalogue's, the enum's `AppEnum`
    /// or the custom type's `AppEntity`.
    func appIntentsType(_ type: TypeReference) -> String {
        switch type {
        case .builtin(let builtin): builtin.traits.appIntentsType
        case .enumeration(let position): enums[position].appEnum
        case .object(let position): types[position].appEntity
        case .undeclared(let name): namer.appEntity(named: name)
        }
    }
}

/// An intent as the plan declares it.
public final class PlannedIntent: Sendable {
    /// The file's intents (the model's list, shared rather than copied: a plan of a large file
    /// would otherwise hold every intent twice) and this one's place there.
    private let siblings: [IntentDefinition]
    private let position: Int
    public var definition: IntentDefinition { siblings[position] }
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
    /// The response's properties, in order, and the one that is the intent's output
    /// (`response: { output: name }`), if any.
    let responseProperties: [PlannedProperty]
    let outputProperty: PlannedProperty?
    /// The response properties each response code's dialogs name, in the order of the codes
    /// (``IntentReferences/dialogProperties``).
    let dialogProperties: [[PlannedProperty]]
    /// What the intent's names refer to, as the validator found them.
    let references: IntentReferences
    /// The App Intent's `parameterSummary`, decided when a backend asks (only App Intents output
    /// has one, and every target's names are checked with declarations of their own).
    var parameterSummary: ParameterSummaryPlan {
        ParameterSummaryPlan(definition, references)
    }

    /// The intent at `position` of `siblings`, the intents of its file.
    init(
        _ siblings: [IntentDefinition], at position: Int, _ references: IntentReferences, namer: Namer,
        targetHasSiriKit: Bool, typeResult: (TypeReference) -> String, providerOwner: (String) -> String?
    ) {
        self.siblings = siblings
        self.position = position
        let intent = siblings[position]
        siriKit = IntentDecisions.hasSiriKitClass(intent) ? namer.siriKitNames(intent) : nil
        appIntent = namer.appIntent(intent)
        handleIsRequired = IntentDecisions.handleIsRequired(intent)
        controlRole = references.controlRole
        isPredictable = IntentDecisions.isPredictable(intent, controlRole: controlRole)
        isDiscoverable =
            intent.appIntentSettings.isDiscoverable?.value
            ?? (intent.eligibleForSuggestions || intent.eligibleForWidgets)
        // A control's configuration intent has a `perform()` of its own, as a widget's has.
        needsPerform = IntentDecisions.needsPerform(intent) && controlRole != .controlConfiguration
        runsOutsideWidgets = IntentDecisions.runsOutsideWidgets(intent)
        migratesSiriKit = IntentDecisions.migratesSiriKit(intent, targetHasSiriKit: targetHasSiriKit)
        intentClassName = migratesSiriKit ? namer.intentClass(intent) : nil
        let controlRole = controlRole
        parameters = intent.parameters.indices.map { position in
            PlannedParameter(
                intent.parameters, at: position, of: intent, type: references.parameterTypes[position],
                controlRole: controlRole, namer: namer, typeResult: typeResult, providerOwner: providerOwner)
        }
        let properties = PlannedProperty.of(intent.response.properties, types: references.responseTypes)
        responseProperties = properties
        outputProperty = references.outputProperty.map { properties[$0] }
        dialogProperties = references.dialogProperties.map { $0.map { properties[$0] } }
        self.references = references
    }
}

/// A property of a custom type or of a response, with the type it names.
struct PlannedProperty: Sendable {
    /// The list the property is in (the model's own, shared rather than copied: a plan of a large
    /// file would otherwise hold every property twice) and its place there.
    private let siblings: [PropertyDefinition]
    private let position: Int
    let type: TypeReference

    var definition: PropertyDefinition { siblings[position] }

    /// Each of `properties`, with the type it names (`types`, in the same order).
    static func of(_ properties: [PropertyDefinition], types: [TypeReference]) -> [PlannedProperty] {
        zip(properties.indices, types).map { PlannedProperty(siblings: properties, position: $0, type: $1) }
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
    // The stored properties are ordered and packed to keep the plan of a large file small: it
    // holds one of these for every parameter.

    /// The intent's parameters (the model's list, shared rather than copied: a plan of a large
    /// file would otherwise hold every parameter twice) and this one's place there.
    private let siblings: [ParameterDefinition]
    var definition: ParameterDefinition { siblings[Int(position)] }
    /// ``ownResult``, in a box: few parameters have one.
    private let ownResultBox: OwnResult?
    /// The SiriKit resolution result class of one value: the parameter's own, else its type's.
    let resolutionResult: String
    /// ``optionsProvider`` or ``defaultQuery``: a parameter has at most one, by its type.
    private let userDeclaration: String?
    private let position: Int32
    /// Whether this parameter declares ``optionsProvider``: the first of the parameters that share
    /// a named provider (`optionsProvider:`) declares it, once, and the others use it.
    let declaresOptionsProvider: Bool
    /// Whether it is the `value` a toggle sets (`SetValueIntent.value`): a `Bool` that is never nil.
    let isControlValue: Bool
    /// The type the parameter's `type` names.
    let type: TypeReference

    private final class OwnResult: Sendable {
        let names: ParameterResultNames
        init(_ names: ParameterResultNames) { self.names = names }
    }

    /// The parameter's own resolution result and unsupported-reason enum, when it has custom
    /// unsupported reasons or is a resolvable number with bounds (``TypeTraits/validatesNumbers``);
    /// nil when it uses its type's result class.
    var ownResult: ParameterResultNames? { ownResultBox?.names }
    /// The App Intents options provider the user fills in, for dynamic options of a type that is
    /// not an entity (an entity's options come from its query); nil otherwise.
    var optionsProvider: String? { type.isObject ? nil : userDeclaration }
    /// The parameter's own entity query the user fills in, for a dynamic default of a custom type
    /// (an entity): each such parameter has its own default, for one value or for an array,
    /// instead of the one `defaultResult()` of the entity's query; nil otherwise.
    var defaultQuery: String? { type.isObject ? userDeclaration : nil }

    /// The parameter at `position` of `siblings`, the parameters of `intent`.
    init(
        _ siblings: [ParameterDefinition], at position: Int, of intent: IntentDefinition, type: TypeReference,
        controlRole: ControlRole?, namer: Namer, typeResult: (TypeReference) -> String,
        providerOwner: (String) -> String?
    ) {
        self.siblings = siblings
        // A file is at most 64 MiB, so its parameters are far fewer than `Int32.max`.
        self.position = Int32(position)
        let parameter = siblings[position]
        self.type = type
        let metadata = parameter.metadata
        let validated =
            parameter.resolvable && parameter.type.value.traits?.validatesNumbers == true
            && (metadata.minimum != nil || metadata.maximum != nil || metadata.allowsNegative == false)
        // A custom reason with a standard reason's name is that reason (with its own dialog).
        let standard = validated ? ParameterResultNames.numberReasons : []
        let reasons = standard + parameter.unsupportedReasons.map(\.code.value).filter { !standard.contains($0) }
        let ownResult =
            reasons.isEmpty
            ? nil
            : ParameterResultNames(
                stem: namer.parameterResultStem(parameter, of: intent), base: typeResult(type), reasons: reasons)
        ownResultBox = ownResult.map(OwnResult.init)
        resolutionResult = ownResult?.resolutionResult ?? typeResult(type)
        let optionsProvider =
            parameter.hasDynamicOptions && !type.isObject
                && parameter.type.value.traits?.appIntentsDynamicOptions != false
            ? namer.optionsProvider(parameter, of: intent) : nil
        let owner = optionsProvider.flatMap(providerOwner)
        declaresOptionsProvider =
            optionsProvider != nil && (owner == nil || owner == Self.ownerKey(parameter, of: intent))
        // `entityDefault: true` takes the default from the entity's own query instead.
        let defaultQuery =
            parameter.hasDynamicDefault && type.isObject
                && parameter.appIntents.entityDefault?.value != true
            ? namer.parameterQuery(parameter, of: intent) : nil
        userDeclaration = optionsProvider ?? defaultQuery
        isControlValue =
            parameter.name.value == ControlDefinition.valueParameter && controlRole == .setValue
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
    /// Its properties, in order, with their types.
    let properties: [PlannedProperty]
    /// The App Intent each of its query's dependencies reads (`@IntentParameterDependency`), in order.
    let dependencyIntents: [String]
    /// Whether its App Intents declarations need iOS 17: its query reads an intent's parameters
    /// (`IntentParameterDependency` is iOS 17), or it has a property of a type that does.
    let needsIOS17: Bool
    /// Whether a parameter of the file searches it (`search: true`), and whether one takes its
    /// default from the entity's own query (`entityDefault: true` with `default: dynamic`).
    let isSearched: Bool
    let defaultsFromQuery: Bool

    init(
        _ definition: ObjectTypeDefinition, namer: Namer, propertyTypes: [TypeReference], dependencyIntents: [String],
        needsIOS17: Bool, isSearched: Bool, defaultsFromQuery: Bool
    ) {
        self.definition = definition
        properties = PlannedProperty.of(definition.properties, types: propertyTypes)
        self.dependencyIntents = dependencyIntents
        self.needsIOS17 = needsIOS17
        self.isSearched = isSearched
        self.defaultsFromQuery = defaultsFromQuery
        swiftName = namer.declaredType(definition.name.value)
        appEntity = namer.appEntity(definition)
        entityQuery = namer.entityQuery(definition)
        entityQueryDeclaration = namer.entityQueryDeclaration(definition)
    }
}
