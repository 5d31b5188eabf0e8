/// How a definitions type appears in Xcode-style Intents code, with the names the plan gave the
/// file's enums and custom types.
struct IntentsTypeMapping {
    let declarations: FileDeclarations

    init(_ declarations: FileDeclarations) {
        self.declarations = declarations
    }

    /// The type of a single value in Swift, without optionality: `String`, `NSNumber`, `Place`.
    func valueType(_ type: TypeReference) -> String { declarations.siriKitType(type) }

    /// The `@NSManaged` property type: enums are non-optional, arrays and the rest optional.
    func propertyType(_ type: TypeReference, isArray: Bool) -> String {
        if isArray { return "[\(type.isEnum ? "NSNumber" : valueType(type))]?" }
        return type.isEnum ? valueType(type) : valueType(type) + "?"
    }

    /// The non-optional type a response factory takes.
    func factoryParameterType(_ type: TypeReference, isArray: Bool) -> String {
        if isArray { return "[\(type.isEnum ? "NSNumber" : valueType(type))]" }
        return valueType(type)
    }

    /// The element type of an `INObjectCollection` of options: Foundation's class for strings.
    func optionsElementType(_ type: TypeReference) -> String {
        type.traits?.siriKitOptionsElement ?? valueType(type)
    }

    /// What `default<Name>` returns.
    func defaultReturnType(_ type: TypeReference, isArray: Bool) -> String {
        isArray ? "[\(valueType(type))]?" : valueType(type) + "?"
    }
}

extension String {
    /// `transitionDestinations` → `TransitionDestinations`, for method names.
    var upperFirst: String { prefix(1).uppercased() + dropFirst() }
}
