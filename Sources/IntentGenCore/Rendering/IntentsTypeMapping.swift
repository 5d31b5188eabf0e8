/// How a definitions type appears in Xcode-style Intents code.
struct IntentsTypeMapping {
    let file: DefinitionFile
    let options: GenerationOptions

    /// The Swift name of an enum or custom type (``Namer/declaredType(_:)``).
    func swiftName(ofDeclared name: String) -> String { Namer(options).declaredType(name) }

    /// The Swift class of an intent (``Namer/intentClass(_:)``).
    func intentClassName(_ intent: IntentDefinition) -> String { Namer(options).intentClass(intent) }

    /// The type of a single value in Swift, without optionality: `String`, `NSNumber`, `Place`.
    func valueType(_ type: ValueType) -> String {
        switch type {
        case .string: "String"
        case .integer, .decimal, .boolean, .duration: "NSNumber"
        case .dateComponents: "DateComponents"
        case .url: "URL"
        case .file: "INFile"
        case .person: "INPerson"
        case .placemark: "CLPlacemark"
        case .currencyAmount: "INCurrencyAmount"
        case .speakableString: "INSpeakableString"
        case .named(let name): swiftName(ofDeclared: name)
        }
    }

    func isEnum(_ type: ValueType) -> Bool {
        if case .named(let name) = type, case .enumeration? = file.resolve(name) { return true }
        return false
    }

    /// The `@NSManaged` property type: enums are non-optional, arrays and the rest optional.
    func propertyType(_ type: ValueType, isArray: Bool) -> String {
        if isArray { return "[\(isEnum(type) ? "NSNumber" : valueType(type))]?" }
        return isEnum(type) ? valueType(type) : valueType(type) + "?"
    }

    /// The non-optional type a response factory takes.
    func factoryParameterType(_ type: ValueType, isArray: Bool) -> String {
        if isArray { return "[\(isEnum(type) ? "NSNumber" : valueType(type))]" }
        return valueType(type)
    }

    /// The element type of an `INObjectCollection` of options: Foundation's class for strings.
    func optionsElementType(_ type: ValueType) -> String {
        type == .string ? "NSString" : valueType(type)
    }

    /// What `default<Name>` returns.
    func defaultReturnType(_ type: ValueType, isArray: Bool) -> String {
        isArray ? "[\(valueType(type))]?" : valueType(type) + "?"
    }

    /// The resolution result class for a value of the type.
    func resolutionResult(_ type: ValueType) -> String {
        switch type {
        case .string: "INStringResolutionResult"
        case .integer: "INIntegerResolutionResult"
        case .decimal: "INDoubleResolutionResult"
        case .boolean: "INBooleanResolutionResult"
        case .dateComponents: "INDateComponentsResolutionResult"
        case .duration: "INTimeIntervalResolutionResult"
        case .url: "INURLResolutionResult"
        case .file: "INFileResolutionResult"
        case .person: "INPersonResolutionResult"
        case .placemark: "INPlacemarkResolutionResult"
        case .currencyAmount: "INCurrencyAmountResolutionResult"
        case .speakableString: "INSpeakableStringResolutionResult"
        case .named(let name): swiftName(ofDeclared: name) + "ResolutionResult"
        }
    }

    /// Property-level availability for types newer than the intent itself, as Xcode writes it.
    func propertyAvailability(_ type: ValueType) -> String? {
        type == .file ? "@available(iOS 13.0, macOS 11.0, watchOS 6.0, *)" : nil
    }
}

extension String {
    /// `transitionDestinations` → `TransitionDestinations`, for method names.
    var upperFirst: String { prefix(1).uppercased() + dropFirst() }
}
