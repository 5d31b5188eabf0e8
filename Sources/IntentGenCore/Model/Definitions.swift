/// The decoded definitions language (see docs/language.md): what one `*.intents.yml` file says.
///
/// Values here are what the decoder read, with defaults applied and places kept for later
/// diagnostics. Cross references (types, parameters) are still names; the validator checks them and
/// resolves them (``FileReferences``).
public struct DefinitionFile: Sendable {
    /// The path the file was read from, as the user named it.
    public var path: String
    /// The development language of the file's text.
    public var language: String
    /// The class prefix the file's Swift names take unless a target sets one (`classPrefix:`, as
    /// Xcode keeps it in the `.intentdefinition`: `INIntentClassPrefix`).
    public var classPrefix: Located<String>?
    public var intents: [IntentDefinition] = []
    /// System intents the file customises (`systemIntents:`): no Swift, an `.intentdefinition` entry.
    var systemIntents: [SystemIntentDefinition] = []
    /// Widgets and Control Widgets the file declares (`widgets:`, `controls:`).
    public var widgets: [WidgetDefinition] = []
    public var controls: [ControlDefinition] = []
    /// App Intents: the pinned name of the target's `AppShortcutsProvider` (`appShortcutsProvider:`).
    var appShortcutsProvider: Located<String>?
    /// App Intents: the color of the target's App Shortcuts tiles (`shortcutTileColor:`).
    var shortcutTileColor: Located<ShortcutTileColorName>?
    /// The ids, tags and namespace of the Xcode-authored `.intentdefinition` the file was imported
    /// from (`xcode:`), which export writes instead of the ones it derives; nil without the block.
    public var xcode: XcodeIdentity?
    /// Every language the file names anywhere (its own, each translation's, each phrase's), as
    /// the decoder read them; nil for a file made another way. A superset of the languages its
    /// texts are translated into, so the export can stop looking once it has seen them all.
    var namedLanguages: Set<String>?
    /// The languages the parts of the file that the `.intentdefinition` export writes name (its
    /// intents, enums and types; not the App Shortcuts, widgets or controls, which only App Intents
    /// code has), as the decoder read them; nil for a file made another way. A superset of the
    /// languages of the export's `.strings` files: a language only a phrase names would otherwise
    /// keep the export looking through the whole file.
    var exportedLanguages: Set<String>?
    /// The enums, intents and types (by position) whose parts the export writes name a language,
    /// as the decoder read them; nil for a file made another way. Only these can give the
    /// export's `.strings` files a text, so their languages are found without walking the rest.
    var languageNamers: LanguageNamers?
    public var enums: [EnumDefinition] = []
    public var types: [ObjectTypeDefinition] = []

    /// A file of `path` in `language`, without declarations yet: the decoder and the importer
    /// add what the file declares.
    init(path: String, language: String = "en") {
        self.path = path
        self.language = language
    }

    /// The file's name without its folder: `Definitions/QuickAction.intents.yml` → `QuickAction.intents.yml`.
    var fileName: String {
        path.pathComponents().last.map(String.init) ?? path
    }

    /// The file's base name without `.intents.yml`: `Definitions/QuickAction.intents.yml` → `QuickAction`.
    var baseName: String {
        var name = path.pathComponents().last.map(String.init) ?? path
        for suffix in [".intents.yml", ".intents.yaml", ".yml", ".yaml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}

enum IntentCategory: String, Sendable, CaseIterable {
    case generic, information, order, start, share, create, search, download, set, request

    /// The verbs Xcode offers for the category; the first is the default.
    public var verbs: [String] {
        switch self {
        case .generic: ["Do", "Run", "Go"]
        case .information: ["View", "Open"]
        case .order: ["Order", "Book", "Buy"]
        case .start: ["Start", "Navigate"]
        case .share: ["Share", "Post", "Send"]
        case .create: ["Create", "Add"]
        case .search: ["Search", "Find", "Filter"]
        case .download: ["Download", "Get"]
        case .set: ["Set"]
        case .request: ["Request"]
        }
    }
}

public struct IntentDefinition: Sendable {
    public var name: Located<String>
    var title: LocalizedText
    var description: LocalizedText?
    var category: IntentCategory
    var eligibleForWidgets: Bool
    var eligibleForSuggestions: Bool
    var configurable: Bool
    var confirmationRequired: Bool
    /// App Intents: the app comes to the foreground when the intent runs.
    var openAppWhenRun: Bool
    /// App Intents only (a Control Widget action): no SiriKit class, no `.intentdefinition` entry.
    var appIntentOnly: Bool
    public var verb: String
    var parameters: [ParameterDefinition]
    var summaries: [ParameterSummary]
    var response: ResponseDefinition

    /// What most intents leave unset, in a box of its own that they share (``CopyOnWrite``): a
    /// model of thousands of intents would otherwise carry all of it empty in each.
    struct Rare: Sendable {
        var keyParameter: Located<String>?
        var inputParameter: Located<String>?
        var image: String?
        var className: Located<String>?
        var shortcutsSummaries: [ShortcutsSummary]?
        var opensURL: Located<String>?
        var shortcut: AppShortcutDefinition?
        var appIntents = AppIntentsIdentity()
        var migratedFromSiriKit: Located<Bool>?
        var appIntentSettings = IntentAppIntentsSettings()
    }
    private var rare = IntentDefinition.noRare
    private static let noRare = CopyOnWrite(Rare())

    var keyParameter: Located<String>? {
        get { rare[\.keyParameter] }
        set { rare[\.keyParameter] = newValue }
    }
    var inputParameter: Located<String>? {
        get { rare[\.inputParameter] }
        set { rare[\.inputParameter] = newValue }
    }
    var image: String? {
        get { rare[\.image] }
        set { rare[\.image] = newValue }
    }
    /// An explicit Swift class name; nil means the name plus `Intent`.
    var className: Located<String>? {
        get { rare[\.className] }
        set { rare[\.className] = newValue }
    }
    /// The Shortcuts app's summaries (Xcode's `INIntentManagedParameterCombinations`); nil when not
    /// written: then a configurable intent gets the one Xcode makes, of its configurable
    /// parameters and without a title, and an empty list means none.
    var shortcutsSummaries: [ShortcutsSummary]? {
        get { rare[\.shortcutsSummaries] }
        set { rare[\.shortcutsSummaries] = newValue }
    }
    /// App Intents: the intent opens this URL (`OpenURLIntent`), so intentgen writes its `perform()`.
    var opensURL: Located<String>? {
        get { rare[\.opensURL] }
        set { rare[\.opensURL] = newValue }
    }
    /// App Intents: the intent's App Shortcut (`shortcut:`), its phrases, title and symbol.
    var shortcut: AppShortcutDefinition? {
        get { rare[\.shortcut] }
        set { rare[\.shortcut] = newValue }
    }
    /// App Intents: the struct's pinned name (`appIntentName`) and `persistentIdentifier`.
    public var appIntents: AppIntentsIdentity {
        get { rare[\.appIntents] }
        set { rare[\.appIntents] = newValue }
    }
    /// App Intents: whether the App Intent is the migration of the SiriKit class
    /// (`CustomIntentMigratedAppIntent`), as written; nil: when the target also gets the class.
    var migratedFromSiriKit: Located<Bool>? {
        get { rare[\.migratedFromSiriKit] }
        set { rare[\.migratedFromSiriKit] = newValue }
    }
    /// App Intents: authentication, discoverability, further protocols and predictions.
    var appIntentSettings: IntentAppIntentsSettings {
        get { rare[\.appIntentSettings] }
        set { rare[\.appIntentSettings] = newValue }
    }

    /// The Swift class name: `className`, or the name plus `Intent` as Xcode names it.
    var swiftClassName: String { className?.value ?? name.value + "Intent" }

    init(
        name: Located<String>, title: LocalizedText, description: LocalizedText? = nil,
        category: IntentCategory = .generic, verb: String? = nil, eligibleForWidgets: Bool = false,
        eligibleForSuggestions: Bool = true, configurable: Bool = true, confirmationRequired: Bool = false,
        keyParameter: Located<String>? = nil, inputParameter: Located<String>? = nil, image: String? = nil,
        className: Located<String>? = nil, parameters: [ParameterDefinition] = [], summaries: [ParameterSummary] = [],
        response: ResponseDefinition = ResponseDefinition()
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.category = category
        self.verb = verb ?? category.verbs[0]
        self.eligibleForWidgets = eligibleForWidgets
        self.eligibleForSuggestions = eligibleForSuggestions
        self.configurable = configurable
        self.confirmationRequired = confirmationRequired
        self.parameters = parameters
        self.summaries = summaries
        self.response = response
        self.openAppWhenRun = false
        self.appIntentOnly = false
        // Only what is set gets a box of its own; the rest shares the empty one.
        if let keyParameter { self.keyParameter = keyParameter }
        if let inputParameter { self.inputParameter = inputParameter }
        if let image { self.image = image }
        if let className { self.className = className }
    }
}

/// The widget families a fixed-size array parameter can size itself for.
enum WidgetFamily: String, Sendable, CaseIterable, Comparable {
    case small, medium, large, extraLarge, accessoryInline, accessoryCorner, accessoryCircular, accessoryRectangular

    static func < (lhs: WidgetFamily, rhs: WidgetFamily) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

enum OptionsSource: String, Sendable, CaseIterable {
    /// The enum's cases.
    case `static`
    /// The handler's `provide<Name>OptionsCollection`.
    case dynamic
}

enum DefaultValue: Sendable {
    /// The handler's `default<Name>`.
    case dynamic(SourceLocation)
    /// A value written in the file, read once by the decoder as the parameter's type reads it.
    case value(StaticDefault)
    /// The values of an array parameter, written as a list (`default: [a, b]`), each read as one
    /// value; App Intents output only (Xcode's format has no list default). At the list.
    case values([StaticDefault], SourceLocation)
}

/// A default written in the file, as its type reads it (the type catalogue's
/// ``TypeTraits/staticDefault``), with the text as written for messages.
struct StaticDefault: Sendable, Hashable {
    enum Value: Sendable, Hashable {
        case text(String)
        case integer(Int)
        case number(Double)
        case boolean(Bool)
        case url(String)
        /// A case of the parameter's enum (the validator checks that the type is an enum with it).
        case enumCase(String)
    }

    public var value: Value
    /// The scalar as written: `2.50`, `yes`.
    public var written: String
    var location: SourceLocation

    public init(_ value: Value, written: String, at location: SourceLocation) {
        self.value = value
        self.written = written
        self.location = location
    }
}

enum PromptKind: String, Sendable, CaseIterable {
    case primary, configuration, confirmation, disambiguationIntroduction, disambiguationSelection,
        subsequentIntroduction, concise, noOptions
}

/// When a parameter is shown: only when its parent parameter has a value.
struct Relationship: Sendable {
    enum Condition: Sendable, Hashable {
        /// The parent has any value.
        case hasAnyValue
        /// The parent has this value: an enum case name, or a boolean (checked by the validator).
        case equals(Value)
    }

    /// The value a parent must have, as the definitions write it.
    struct Value: Sendable, Hashable {
        /// The text as written: a case name (`fire`), or a boolean's word (`true`).
        var text: String
        /// The boolean the value reads as (a plain `true` or `false`, or YAML 1.1's `yes`, `on`…);
        /// nil for a quoted text or another word.
        var boolean: Bool?
    }

    public var parent: Located<String>
    var condition: Condition
    /// Where the condition's value was written, for diagnostics.
    var conditionLocation: SourceLocation?
}

@dynamicMemberLookup
struct ParameterDefinition: Sendable {
    // The flags follow the name, in the bytes its place leaves free: a model holds one of these
    // for every parameter.
    public var name: Located<String>
    var isArray: Bool
    var configurable: Bool
    var resolvable: Bool
    var displayName: LocalizedText
    public var type: Located<ValueType>

    /// What most parameters leave unset, in a shared box (``CopyOnWrite``), so that a model of
    /// many parameters stays small; read and written as members of the parameter itself.
    struct Details: Sendable {
        /// Fixed array sizes per widget family, in the order written.
        var arraySizes: [(family: WidgetFamily, size: Int)] = []
        /// Where options come from; nil when not written (enums then use their cases).
        var options: Located<OptionsSource>? = nil
        var search: Located<Bool>? = nil
        var defaultValue: DefaultValue? = nil
        var metadata: TypeMetadata = TypeMetadata()
        /// Where each metadata key was written, so the validator can point at misplaced ones.
        var metadataKeys: [Located<String>] = []
        /// The App Intents arguments the file writes (`optional`, `description`, dialogs …): in
        /// a box of their own, shared by the many parameters that write none.
        var appIntents: ParameterAppIntentsSettings {
            get { appIntentsBox[\.self] }
            set { appIntentsBox[\.self] = newValue }
        }
        private var appIntentsBox = Details.noAppIntents
        private static let noAppIntents = CopyOnWrite(ParameterAppIntentsSettings())

        /// What few parameters write, in a box of its own that the others share: a parameter
        /// with a default or options would otherwise carry all of it empty.
        struct Rare: Sendable {
            var visibleWhen: Relationship? = nil
            var prompts: [(kind: PromptKind, text: LocalizedText)] = []
            var customDisambiguation: Bool = false
            var unsupportedReasons: [(code: Located<String>, text: LocalizedText)] = []
            /// How the `.intentdefinition` spells the parameter where it differs from the standard.
            var spelling = XcodeSpelling()
        }
        private var rare = Details.noRare
        private static let noRare = CopyOnWrite(Rare())

        var visibleWhen: Relationship? {
            get { rare[\.visibleWhen] }
            set { rare[\.visibleWhen] = newValue }
        }
        var prompts: [(kind: PromptKind, text: LocalizedText)] {
            get { rare[\.prompts] }
            set { rare[\.prompts] = newValue }
        }
        var customDisambiguation: Bool {
            get { rare[\.customDisambiguation] }
            set { rare[\.customDisambiguation] = newValue }
        }
        var unsupportedReasons: [(code: Located<String>, text: LocalizedText)] {
            get { rare[\.unsupportedReasons] }
            set { rare[\.unsupportedReasons] = newValue }
        }
        /// How the `.intentdefinition` spells the parameter where it differs from the standard.
        var spelling: XcodeSpelling {
            get { rare[\.spelling] }
            set { rare[\.spelling] = newValue }
        }
    }

    private static let noDetails = CopyOnWrite(Details())
    private var details = ParameterDefinition.noDetails

    subscript<Value>(dynamicMember field: WritableKeyPath<Details, Value>) -> Value {
        get { details[field] }
        set { details[field] = newValue }
    }

    public init(
        name: Located<String>, displayName: LocalizedText, type: Located<ValueType>, isArray: Bool = false,
        arraySizes: [(family: WidgetFamily, size: Int)] = [], configurable: Bool = true, resolvable: Bool = false,
        options: Located<OptionsSource>? = nil, search: Located<Bool>? = nil, defaultValue: DefaultValue? = nil,
        visibleWhen: Relationship? = nil, prompts: [(kind: PromptKind, text: LocalizedText)] = [],
        customDisambiguation: Bool = false, unsupportedReasons: [(code: Located<String>, text: LocalizedText)] = [],
        metadata: TypeMetadata = TypeMetadata(), metadataKeys: [Located<String>] = []
    ) {
        self.name = name
        self.displayName = displayName
        self.type = type
        self.isArray = isArray
        self.configurable = configurable
        self.resolvable = resolvable
        // Only what is set gets a box of its own; the rest shares the empty one.
        if !arraySizes.isEmpty { self.arraySizes = arraySizes }
        if let options { self.options = options }
        if let search { self.search = search }
        if let defaultValue { self.defaultValue = defaultValue }
        if let visibleWhen { self.visibleWhen = visibleWhen }
        if !prompts.isEmpty { self.prompts = prompts }
        if customDisambiguation { self.customDisambiguation = customDisambiguation }
        if !unsupportedReasons.isEmpty { self.unsupportedReasons = unsupportedReasons }
        if !metadata.isEmpty { self.metadata = metadata }
        if !metadataKeys.isEmpty { self.metadataKeys = metadataKeys }
    }

    /// Whether the handler provides the options at run time.
    var hasDynamicOptions: Bool { self.options?.value == .dynamic }
    /// Whether dynamic options take a search term.
    var supportsSearch: Bool { self.search?.value ?? false }
    /// Whether the handler provides the default value.
    var hasDynamicDefault: Bool {
        if case .dynamic = self.defaultValue { return true }
        return false
    }
}

/// A property of a custom type or of a response: a name, a type and editor metadata.
struct PropertyDefinition: Sendable {
    public var name: Located<String>
    var displayName: LocalizedText
    public var type: Located<ValueType>
    var isArray = false
    var metadata = TypeMetadata()
    var metadataKeys: [Located<String>] = []
    /// App Intents (a custom type's property): optional or not, `@Property` or a plain member.
    public var appIntents = PropertyAppIntentsSettings()
    /// How the `.intentdefinition` spells the property where it differs from the standard.
    var spelling = XcodeSpelling()
}

/// One of Xcode's "Supported Combinations": a set of parameters with a summary sentence.
struct ParameterSummary: Sendable {
    var parameters: [Located<String>]
    var title: Located<LocalizedText>
    var subtitle: Located<LocalizedText>?
    var isPrimary = false
    /// Whether Xcode's editor links this summary to the Shortcuts summary of the same parameters
    /// (`INIntentParameterCombinationIsLinked`), so that editing one edits the other.
    var isLinked = false
    var supportsBackgroundExecution = true
    var location: SourceLocation
}

/// A summary of the Shortcuts app (Xcode's "Shortcuts app" section of an intent, a managed
/// parameter combination): like a ``ParameterSummary``, without `primary`, and the title may be
/// absent (Xcode keeps combinations the user gave no summary).
struct ShortcutsSummary: Sendable {
    var parameters: [Located<String>]
    var title: Located<LocalizedText>?
    var subtitle: Located<LocalizedText>?
    var supportsBackgroundExecution = true
    var location: SourceLocation
}

struct ResponseCode: Sendable {
    public var name: Located<String>
    var isSuccess: Bool
    var dialog: Located<LocalizedText>?
    var conciseDialog: Located<LocalizedText>?

    /// Whether this is one of the two codes every response has.
    var isBuiltin: Bool { name.value == "success" || name.value == "failure" }

    /// The codes every `INIntentResponse` has, in the order of Xcode's `…ResponseCode` enum
    /// (`unspecified` is 0). A definition may list them to give them dialogs; they stay standard.
    static let standardNames = [
        "unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch",
    ]

    /// Whether this is one of the ``standardNames``, rather than a custom code (numbered from 100).
    var isStandard: Bool { Self.standardNames.contains(name.value) }
}

struct ResponseDefinition: Sendable {
    /// The codes in the order written (Xcode's order); `success` and `failure` are always there
    /// (see ``completed(_:at:)``).
    var codes: [ResponseCode] = []
    var properties: [PropertyDefinition] = []
    public var output: Located<String>?

    /// The codes in the order written, with the built-in codes that are missing added where the
    /// language puts them: `success` first, `failure` right after `success`. So a list without
    /// either starts `success`, `failure`, as Xcode starts a new intent's.
    static func completed(_ written: [ResponseCode], at location: SourceLocation) -> [ResponseCode] {
        // Room for the codes added, so that inserting one does not double the list's capacity:
        // a large file has a response for every intent.
        var codes: [ResponseCode] = []
        codes.reserveCapacity(written.count + 2)
        codes += written
        if !codes.contains(where: { $0.name.value == "success" }) {
            codes.insert(ResponseCode(name: Located("success", at: location), isSuccess: true), at: 0)
        }
        if !codes.contains(where: { $0.name.value == "failure" }) {
            let success = codes.firstIndex { $0.name.value == "success" }!
            codes.insert(ResponseCode(name: Located("failure", at: location), isSuccess: false), at: success + 1)
        }
        return codes
    }

    /// Whether ``completed(_:at:)`` puts the built-in code at `index` back where it is when it is
    /// left out: `success` first, `failure` right after `success` (the printer omits it then).
    static func isImplied(_ codes: [ResponseCode], at index: Int) -> Bool {
        switch codes[index].name.value {
        case "success": return index == 0
        case "failure": return index > 0 && codes[index - 1].name.value == "success"
        default: return false
        }
    }
}

public struct EnumCase: Sendable {
    public var name: Located<String>
    var displayName: LocalizedText
    /// The stable index; the implicit `unknown` case has 0 and is not listed (an enum without it,
    /// `unknown: false`, may give a case index 0).
    public var index: Int
    /// Where an explicit index was written.
    var indexLocation: SourceLocation?
    /// App Intents: the raw value as written (`rawValue:`); nil for the default (see
    /// ``EnumDefinition/rawValue(of:)``).
    public var rawValue: Located<EnumRawValue>?
    /// App Intents: the case's display subtitle, and its SF Symbol or asset image.
    var subtitle: LocalizedText?
    var symbol: Located<String>?
    var image: Located<String>?

    public init(name: Located<String>, displayName: LocalizedText, index: Int, indexLocation: SourceLocation? = nil) {
        self.name = name
        self.displayName = displayName
        self.index = index
        self.indexLocation = indexLocation
    }
}

public struct EnumDefinition: Sendable {
    public var name: Located<String>
    var displayName: LocalizedText
    var cases: [EnumCase]
    /// The display name of the implicit `unknown` case (value 0) that Xcode's editor starts every
    /// enum with, or nil for an enum without it (`unknown: false`: the user deleted that row, and
    /// the values start at 1).
    public var unknown: LocalizedText? = EnumDefinition.defaultUnknown

    /// App Intents: the `AppEnum`'s pinned name (`appEnumName`) and `persistentIdentifier`.
    public var appIntents = AppIntentsIdentity()
    /// App Intents: the raw value type as written (`rawType:`); nil for `String`.
    var rawType: Located<EnumRawType>?
    /// How the `.intentdefinition` spells the enum where it differs from the standard.
    var spelling = XcodeSpelling()

    /// Xcode's display name of the `unknown` case.
    static let defaultUnknown = LocalizedText("unknown")

    /// The `AppEnum`'s raw value type: `String` unless the file says `rawType: integer`.
    var appEnumRawType: EnumRawType { rawType?.value ?? .string }

    /// A case's `AppEnum` raw value: as written, else its name for a `String` enum and its index
    /// (Xcode's `INEnum` value, what SiriKit stored) for an `Int` one.
    public func rawValue(of enumCase: EnumCase) -> EnumRawValue {
        if let written = enumCase.rawValue?.value { return written }
        switch appEnumRawType {
        case .string: return .text(enumCase.name.value)
        case .integer: return .integer(enumCase.index)
        }
    }
}

public struct ObjectTypeDefinition: Sendable {
    public var name: Located<String>
    var displayName: LocalizedText
    var properties: [PropertyDefinition] = []
    /// App Intents: the `AppEntity`'s pinned name (`appEntityName`) and `persistentIdentifier`.
    public var appIntents = AppIntentsIdentity()
    /// App Intents: its query's pinned name and `persistentIdentifier` (`query:`).
    var query = AppIntentsIdentity()
    /// App Intents: whether the query is declared inside the entity (`query: { nested: true }`),
    /// as Xcode's conversion template and many teams declare it (`BookEntity.Query`).
    var queryIsNested = false
    /// App Intents: the type of the entity's `id` as written (`idType:`); nil for `String`.
    var idType: Located<EntityIdentifierType>?
    /// App Intents: how the entity shows itself (`display:`); nil for its `displayString`.
    var display: EntityDisplay?
    /// How the `.intentdefinition` spells the type where it differs from the standard.
    var spelling = XcodeSpelling()
    /// App Intents: the protocol of its query as written (`query: { kind: }`); nil: as its
    /// parameters need (`EntityStringQuery` when one has `search: true`).
    var queryKind: Located<EntityQueryKind>?
    /// App Intents: members of the query that read parameters of the intent being configured
    /// (`query: { dependencies: }`, `@IntentParameterDependency`, iOS 17), in order.
    var queryDependencies: [QueryDependency] = []

    /// Whether the entity has the `displayString` member Xcode's conversion gives it (and shows):
    /// unless the file says how it shows itself.
    var hasDisplayString: Bool { display == nil }

    /// The entity's `id` type: `String` unless the file says otherwise.
    var entityIDType: EntityIdentifierType { idType?.value ?? .string }
}

/// The declarations of a file, by position in their lists, whose parts the `.intentdefinition`
/// export writes name a language (``DefinitionFile/languageNamers``).
struct LanguageNamers: Sendable, Equatable {
    var enums: [Int] = []
    var intents: [Int] = []
    var types: [Int] = []
}
