/// The type catalogue: every built-in parameter type of the definitions language and everything
/// it means, in one place. The decoder, the validator, every renderer, the exporter, the importer
/// and the JSON Schema ask the catalogue; none of them switches over the built-in types (a few
/// rules that concern one type by name, such as integer bounds, compare with it).
///
/// Adding a type is one case here and one entry in the traits of its group (`makeTraits()`).
enum BuiltinType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case string, integer, decimal, boolean, dateComponents, date, duration, url, file, person, placemark,
        currencyAmount, speakableString, object

    /// The name in the definitions language (`currencyAmount`).
    var description: String { rawValue }

    /// What the type means to every stage (made once per type: stages ask for it per parameter,
    /// so it is found by the case's position rather than by hashing its name, as a dictionary
    /// keyed by a String-backed enum would).
    var traits: TypeTraits { Self.catalogue[casePosition] }

    private static let catalogue = allCases.map { $0.makeTraits() }

    /// The type's traits, made by its group's maker: this switch names every type, so the compiler
    /// asks for a new one to be put in a group.
    private func makeTraits() -> TypeTraits {
        switch self {
        case .string, .integer, .decimal, .boolean, .dateComponents, .date, .duration: valueTraits()
        case .url, .file, .person, .placemark, .currencyAmount, .speakableString, .object: objectTraits()
        }
    }

    /// The traits of the types of text, numbers, truth and time.
    private func valueTraits() -> TypeTraits {
        switch self {
        case .string:
            TypeTraits(
                plistName: "String", aliases: ["str", "text", "nsstring"], siriKitType: "String",
                siriKitOptionsElement: "NSString", appIntentsType: "String", staticDefault: .text,
                dynamicOptions: true, queryComparison: .text,
                metadata: [
                    .capitalization, .keyboard, .multiline, .autocorrect, .smartQuotes, .smartDashes, .placeholder,
                ])
        case .integer:
            Self.numberTraits(
                plistName: "Integer", aliases: ["int", "int32", "int64", "long", "short", "uint"],
                appIntentsType: "Int", staticDefault: .integer)
        case .decimal:
            Self.numberTraits(
                plistName: "Decimal", aliases: ["float", "double", "real", "cgfloat", "number", "nsnumber"],
                resolutionResult: "INDoubleResolutionResult", appIntentsType: "Double", staticDefault: .number)
        case .boolean:
            TypeTraits(
                plistName: "Boolean", aliases: ["bool"], siriKitType: "NSNumber", appIntentsType: "Bool",
                staticDefault: .boolean, queryComparison: .flag, metadata: [.trueDisplayName, .falseDisplayName])
        case .dateComponents:
            TypeTraits(
                plistName: "DateComponents", aliases: ["datetime", "time", "timestamp", "datecomponent"],
                siriKitType: "DateComponents", appIntentsType: "DateComponents",
                metadata: [.dateType, .dateStyle, .timeStyle, .dateTemplate])
        case .date:
            // A point in time: App Intents' `Date`. SiriKit and Xcode's file have only date
            // components, so there it is `dateComponents` (and an import reads it back as that).
            TypeTraits(
                plistName: "DateComponents", aliases: ["nsdate"], siriKitType: "DateComponents", appIntentsType: "Date",
                queryComparison: .moment, metadata: [.dateType, .dateStyle, .timeStyle, .dateTemplate])
        case .duration:
            TypeTraits(
                plistName: "TimeInterval", aliases: ["interval", "timeinterval", "seconds"], siriKitType: "NSNumber",
                appIntentsType: "Measurement<UnitDuration>", appIntentsDefault: .durationInSeconds,
                staticDefault: .number, queryComparison: .number,
                metadata: [.minimum, .maximum, .minimumUnit, .maximumUnit, .defaultUnit])
        default:
            preconditionFailure("`\(self)` is not a type of text, numbers, truth or time")
        }
    }

    /// The traits of the two types of numbers, which differ in their names and in how a default is
    /// written: both are SiriKit's `NSNumber`, with bounds, a control and dynamic options.
    private static func numberTraits(
        plistName: String, aliases: [String], resolutionResult: String? = nil, appIntentsType: String,
        staticDefault: TypeTraits.StaticDefault
    ) -> TypeTraits {
        TypeTraits(
            plistName: plistName, aliases: aliases, siriKitType: "NSNumber", resolutionResult: resolutionResult,
            appIntentsType: appIntentsType, appIntentsRange: true, staticDefault: staticDefault, dynamicOptions: true,
            validatesNumbers: true, queryComparison: .number, metadata: [.minimum, .maximum, .control, .allowsNegative])
    }

    /// The traits of the types of links, files and the things SiriKit has classes for (people,
    /// places, amounts of money, speakable strings and plain objects).
    private func objectTraits() -> TypeTraits {
        switch self {
        case .url:
            TypeTraits(
                plistName: "URL", aliases: ["uri", "link", "nsurl"], siriKitType: "URL", appIntentsType: "URL",
                staticDefault: .url, queryComparison: .equatable)
        case .file:
            TypeTraits(
                plistName: "File", aliases: ["data", "attachment", "infile"], siriKitType: "INFile",
                siriKitAvailability: "@available(iOS 13.0, macOS 10.16, watchOS 6.0, *)", appIntentsType: "IntentFile",
                dynamicOptions: true, appIntentsDynamicOptions: false, metadata: [.fileType, .utis])
        case .person:
            TypeTraits(
                plistName: "Person", aliases: ["contact", "inperson"], siriKitType: "INPerson",
                appIntentsType: "IntentPerson", dynamicOptions: true, metadata: [.placeholder])
        case .placemark:
            TypeTraits(
                plistName: "Placemark", aliases: ["location", "place", "address", "clplacemark"],
                siriKitType: "CLPlacemark", appIntentsType: "CLPlacemark", appIntentsModule: "CoreLocation",
                dynamicOptions: true, metadata: [.placemarkType])
        case .currencyAmount:
            TypeTraits(
                plistName: "CurrencyAmount", aliases: ["money", "price", "currency", "amount"],
                siriKitType: "INCurrencyAmount", appIntentsType: "IntentCurrencyAmount", dynamicOptions: true,
                metadata: [.currencyCodes])
        case .speakableString:
            TypeTraits(
                plistName: "SpeakableString", siriKitType: "INSpeakableString", appIntentsType: "String",
                dynamicOptions: true, queryComparison: .text)
        case .object:
            // A plain INObject (identifier and display string) without a custom type. App Intents
            // has no such value: its identifier stands for it.
            TypeTraits(
                plistName: "Object", aliases: ["inobject", "nsobject", "entity"], siriKitType: "INObject",
                appIntentsType: "String", dynamicOptions: true, queryComparison: .equatable)
        default:
            preconditionFailure("`\(self)` is not a type of links, files or SiriKit's things")
        }
    }

    /// The built-in type meant by a name from another language (`int`, `Double`, `date` …).
    static func meant(by name: String) -> BuiltinType? {
        let lowered = name.lowercased()
        return allCases.first { $0.traits.aliases.contains(lowered) }
    }
}

/// Everything one built-in type means: its names, its Swift types in each backend, and what the
/// language lets a parameter of the type have.
struct TypeTraits: Sendable {
    /// How a static default is written in YAML and carried in the model.
    enum StaticDefault: Sendable, Hashable {
        /// Any text.
        case text
        /// A whole number.
        case integer
        /// A finite number.
        case number
        /// `true` or `false`.
        case boolean
        /// An absolute URL.
        case url
    }

    /// How App Intents code spells a number default beyond a plain Swift literal.
    enum AppIntentsDefault: Sendable, Hashable {
        /// The literal itself: `"text"`, `3`, `2.5`, `true`.
        case literal
        /// A duration in seconds, given to App Intents' duration initialiser in its default unit:
        /// `defaultValue: 5.0, defaultUnit: .minutes`.
        case durationInSeconds
    }

    /// `INIntentParameterType` and its siblings in an `.intentdefinition`.
    var plistName: String
    /// Names from other languages that mean this type, lower-cased, for "did you mean" hints.
    var aliases: [String]
    /// The Swift type of one value in Xcode's generated intent classes.
    var siriKitType: String
    /// The element type of an `INObjectCollection` of options (Foundation's class for strings).
    var siriKitOptionsElement: String
    /// The resolution result class of a parameter of the type: Xcode names it after the
    /// ``plistName`` (`INURLResolutionResult`), but for `Decimal`'s (`INDoubleResolutionResult`).
    var resolutionResult: String
    /// Property-level availability for a type newer than intents themselves, as Xcode writes it.
    var siriKitAvailability: String?
    /// The Swift type of one value in App Intents.
    var appIntentsType: String
    /// The module App Intents code imports for the type, beyond AppIntents and Foundation.
    var appIntentsModule: String?
    /// Whether App Intents takes a control style and an inclusive range for the type.
    var appIntentsRange: Bool
    /// How App Intents code spells a default value.
    var appIntentsDefault: AppIntentsDefault
    /// How a static default is written, or nil when the type takes none.
    var staticDefault: StaticDefault?
    /// Whether a parameter of the type can have `options: dynamic` (and so `search` and
    /// `default: dynamic`).
    var dynamicOptions: Bool
    /// Whether a resolvable parameter of the type with bounds (`min`, `max` or
    /// `allowsNegative: false`) gets a resolution result of its own, whose unsupported reasons
    /// are Xcode's three (``ParameterResultNames/numberReasons``) before any custom ones.
    var validatesNumbers: Bool
    /// Whether App Intents can give those dynamic options (an `@Parameter` with a
    /// `DynamicOptionsProvider`); when not, the App Intents parameter has no options provider
    /// and Shortcuts asks for a value the usual way (a document picker for files).
    var appIntentsDynamicOptions: Bool
    /// The type-metadata keys that apply to the type, in the order the language documents them.
    var metadata: [MetadataKey]
    /// How an `EntityPropertyQuery` compares an entity's property of the type.
    var queryComparison: QueryComparison

    init(
        plistName: String, aliases: [String] = [], siriKitType: String, siriKitOptionsElement: String? = nil,
        resolutionResult: String? = nil, siriKitAvailability: String? = nil, appIntentsType: String,
        appIntentsModule: String? = nil, appIntentsRange: Bool = false, appIntentsDefault: AppIntentsDefault = .literal,
        staticDefault: StaticDefault? = nil, dynamicOptions: Bool = false, validatesNumbers: Bool = false,
        appIntentsDynamicOptions: Bool? = nil, queryComparison: QueryComparison = .none,
        metadata: [MetadataKey] = []
    ) {
        self.plistName = plistName
        self.aliases = aliases
        self.siriKitType = siriKitType
        self.siriKitOptionsElement = siriKitOptionsElement ?? siriKitType
        self.resolutionResult = resolutionResult ?? "IN\(plistName)ResolutionResult"
        self.siriKitAvailability = siriKitAvailability
        self.appIntentsType = appIntentsType
        self.appIntentsModule = appIntentsModule
        self.appIntentsRange = appIntentsRange
        self.appIntentsDefault = appIntentsDefault
        self.staticDefault = staticDefault
        self.dynamicOptions = dynamicOptions
        self.validatesNumbers = validatesNumbers
        self.appIntentsDynamicOptions = appIntentsDynamicOptions ?? dynamicOptions
        self.metadata = metadata
        self.queryComparison = queryComparison
    }
}

/// How an `EntityPropertyQuery` (`query: { kind: property }`) lets people compare a property of
/// an entity in Shortcuts' Find action: the comparators its skeleton declares, and whether it
/// sorts by the property. Apple allows equality on `Equatable` values, order on `Comparable`
/// ones, `contains` and prefixes on text and lists, and "between" for dates in Shortcuts.
enum QueryComparison: Sendable, Hashable {
    /// Not compared (files, people, places, amounts, date components, entities).
    case none
    /// `==` only: a `Bool`.
    case flag
    /// `==` and `!=`: a URL, an enum case.
    case equatable
    /// `==`, `!=`, `<` and `>`, and sortable: numbers and durations.
    case number
    /// `<`, `>` and between, and sortable: a `Date`.
    case moment
    /// `==`, `!=` and `contains`, and sortable: a `String`.
    case text

    /// Whether `sortingOptions` offer the property.
    var isSortable: Bool { self == .number || self == .moment || self == .text }
}

/// The type-metadata keys of the language (docs/language.md, "Type metadata"), each of which
/// applies to the built-in types whose ``TypeTraits/metadata`` list it.
@_spi(SwiftImport) public enum MetadataKey: String, Sendable, Hashable, CaseIterable {
    case minimum = "min"
    case maximum = "max"
    // In the order the printer writes them: the keys Xcode keeps in `<prefix>Type` after the text
    // keys, then the date format, units and lists.
    case control, allowsNegative, capitalization, keyboard, multiline, autocorrect, smartQuotes, smartDashes,
        placeholder, trueDisplayName, falseDisplayName, dateType, fileType, placemarkType, dateStyle, timeStyle,
        dateTemplate, minimumUnit, maximumUnit, defaultUnit, utis, currencyCodes

    /// How a key's value is written in the definitions language.
    enum Form: Sendable, Hashable {
        /// A finite number.
        case number
        /// `true` or `false`.
        case flag
        /// One of `words`; `noun` names the kind of word in messages ("control style").
        case word(noun: String, words: [String])
        /// Localized text; `phrase` names it in messages, or nil for "`key` of …".
        case text(phrase: String?)
        /// One string.
        case string
        /// A list of strings.
        case strings
    }

    /// How the key's value is written.
    var form: Form {
        func words<Word: RawRepresentable & CaseIterable>(_ noun: String, _: Word.Type) -> Form
        where Word.RawValue == String {
            .word(noun: noun, words: Word.allCases.map(\.rawValue))
        }
        switch self {
        case .minimum, .maximum: return .number
        case .allowsNegative, .multiline, .autocorrect, .smartQuotes, .smartDashes: return .flag
        case .control: return words("control style", TypeMetadata.Control.self)
        case .capitalization: return words("capitalization", TypeMetadata.Capitalization.self)
        case .keyboard: return words("keyboard type", TypeMetadata.Keyboard.self)
        case .dateType: return words("date type", TypeMetadata.DateType.self)
        case .dateStyle: return words("date style", TypeMetadata.DateStyle.self)
        case .timeStyle: return words("time style", TypeMetadata.DateStyle.self)
        case .minimumUnit, .maximumUnit, .defaultUnit: return words("duration unit", TypeMetadata.DurationUnit.self)
        case .fileType: return words("file type", TypeMetadata.FileType.self)
        case .placemarkType: return words("placemark type", TypeMetadata.PlacemarkType.self)
        case .placeholder: return .text(phrase: "the placeholder")
        case .trueDisplayName, .falseDisplayName: return .text(phrase: nil)
        case .dateTemplate: return .string
        case .utis, .currencyCodes: return .strings
        }
    }

    /// The built-in types the key applies to, in the catalogue's order.
    var types: [BuiltinType] { BuiltinType.allCases.filter { $0.traits.metadata.contains(self) } }

    /// Whether the key applies to `type` (never to a declared enum or custom type).
    func applies(to type: ValueType) -> Bool { type.traits?.metadata.contains(self) ?? false }

    /// Whether Xcode's file keeps the key's value in `<prefix>Type` itself (a control, a date
    /// type, a file type, a placemark type), which so stands for a different key in each type.
    var isKeptInPlistType: Bool { plist.key == Plist.typeKey }

    /// The duration's unit keys, which Xcode's file joins in `<prefix>Unit`.
    static let unitKeys: [MetadataKey] = [.minimumUnit, .maximumUnit, .defaultUnit]

    /// The date keys, of which Xcode's file names the one that formats the value in `<prefix>Format`.
    static let dateFormatKeys: [MetadataKey] = [.dateStyle, .timeStyle, .dateTemplate]
}

extension MetadataKey {
    /// How a type-metadata key is written in Xcode's `.intentdefinition`: its key under the
    /// metadata prefix of a parameter, response property or type property
    /// (`INIntentParameterMetadata` …) and how its value is encoded. The exporter writes and the
    /// importer reads every key through this table; only the keys Xcode derives from several of
    /// the language's (`<prefix>Format`, `<prefix>Unit`) are rules of their own next to their loops.
    struct Plist: Sendable, Hashable {
        /// How a value is encoded.
        enum Encoding: Sendable, Hashable {
            /// `<integer>` for a value of an integer type, else `<real>`.
            case number
            /// The string `YES` or `NO` (a Boolean reads too).
            case yesOrNo
            /// A Boolean Xcode writes only when it differs from its default, `false`; `inverted`
            /// when the key says the opposite of the language's (`DisableAutocorrect` for
            /// `autocorrect: false`).
            case flag(inverted: Bool)
            /// A word: the language's word with its first letter capitalised, or its spelling in
            /// `exceptions`.
            case word(exceptions: [String: String])
            /// Localized text, with `<key>ID` its string-table id, `<id>.<language's key>`.
            case text
            /// One string.
            case string
            /// A list of strings, each in a dictionary under `entryKey` when there is one.
            case strings(entryKey: String?)
        }

        /// The key under the metadata prefix that keeps a control, a date type, a file type or a
        /// placemark type: which one depends on the value's type.
        static let typeKey = "Type"

        /// The key after the metadata prefix (`MinimumValue`).
        public var key: String
        /// How the value is encoded.
        var encoding: Encoding

        init(_ key: String, _ encoding: Encoding) {
            self.key = key
            self.encoding = encoding
        }

        /// Xcode's spelling of one of the key's words (`asciiCapable` → `ASCIICapable`).
        func spelling(of word: String) -> String {
            if case .word(let exceptions) = encoding, let spelling = exceptions[word] { return spelling }
            return word.prefix(1).uppercased() + word.dropFirst()
        }

        /// The language's word for a spelling in Xcode's file (`PlainText` → `plainText`), which
        /// may still not be one of the key's words.
        func word(spelledAs spelling: String) -> String {
            if case .word(let exceptions) = encoding, let word = exceptions.first(where: { $0.value == spelling })?.key
            {
                return word
            }
            return spelling.prefix(1).lowercased() + spelling.dropFirst()
        }
    }

    /// How the key is written in Xcode's `.intentdefinition` (found by the case's position, not
    /// by hashing its name: the exporter asks for every key of every parameter).
    var plist: Plist { Self.plistTable[casePosition] }

    private static let plistTable = allCases.map { $0.makePlist() }

    private func makePlist() -> Plist {
        let word = Plist.Encoding.word(exceptions: [:])
        switch self {
        case .minimum: return Plist("MinimumValue", .number)
        case .maximum: return Plist("MaximumValue", .number)
        case .control, .dateType, .fileType, .placemarkType: return Plist(Plist.typeKey, word)
        case .allowsNegative: return Plist("SupportsNegativeNumbers", .yesOrNo)
        case .capitalization: return Plist("Capitalization", word)
        case .keyboard:
            return Plist("KeyboardType", .word(exceptions: ["asciiCapable": "ASCIICapable", "url": "URL"]))
        case .multiline: return Plist("Multiline", .flag(inverted: false))
        case .autocorrect: return Plist("DisableAutocorrect", .flag(inverted: true))
        case .smartQuotes: return Plist("DisableSmartQuotes", .flag(inverted: true))
        case .smartDashes: return Plist("DisableSmartDashes", .flag(inverted: true))
        case .placeholder: return Plist("Placeholder", .text)
        case .trueDisplayName: return Plist("TrueDisplayName", .text)
        case .falseDisplayName: return Plist("FalseDisplayName", .text)
        case .dateStyle: return Plist("DateStyle", .word(exceptions: ["none": "No"]))
        case .timeStyle: return Plist("TimeStyle", .word(exceptions: ["none": "No"]))
        case .dateTemplate: return Plist("Template", .string)
        case .minimumUnit: return Plist("MinimumUnit", word)
        case .maximumUnit: return Plist("MaximumUnit", word)
        case .defaultUnit: return Plist("DefaultUnit", word)
        case .utis: return Plist("CustomUTIs", .strings(entryKey: "UTI"))
        case .currencyCodes: return Plist("CurrencyCodes", .strings(entryKey: nil))
        }
    }
}

/// A value type as written in the language: a built-in type or an enum or custom type declared in
/// the same file.
enum ValueType: Sendable, Hashable, CustomStringConvertible {
    case builtin(BuiltinType)
    /// An enum or custom type declared in the same file.
    case named(String)

    /// Every built-in type, in the catalogue's order.
    static var builtins: [ValueType] { BuiltinType.allCases.map(ValueType.builtin) }

    static let string = ValueType.builtin(.string)
    static let integer = ValueType.builtin(.integer)
    static let decimal = ValueType.builtin(.decimal)
    static let boolean = ValueType.builtin(.boolean)
    public static let url = ValueType.builtin(.url)

    /// The built-in type meant by a name from another language (`int`, `Double`, `date` …).
    static func builtinMeant(by name: String) -> String? { BuiltinType.meant(by: name)?.rawValue }

    public init?(builtinName: String) {
        guard let type = BuiltinType(rawValue: builtinName) else { return nil }
        self = .builtin(type)
    }

    /// The catalogue's traits of a built-in type; nil for a declared one.
    var traits: TypeTraits? {
        if case .builtin(let type) = self { return type.traits }
        return nil
    }

    var description: String {
        switch self {
        case .builtin(let type): type.rawValue
        case .named(let name): name
        }
    }
}
