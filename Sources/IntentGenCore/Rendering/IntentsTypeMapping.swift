/// How a definitions type appears in Xcode-style Intents code, with the names the plan gave the
/// file's enums and custom types.
struct IntentsTypeMapping {
    let declarations: FileDeclarations

    init(_ declarations: FileDeclarations) {
        self.declarations = declarations
    }

    var file: DefinitionFile { declarations.file }

    /// The Swift name of an enum or custom type (``FileDeclarations/siriKitName(ofDeclared:)``).
    func swiftName(ofDeclared name: String) -> String { declarations.siriKitName(ofDeclared: name) }

    /// The type of a single value in Swift, without optionality: `String`, `NSNumber`, `Place`.
    func valueType(_ type: ValueType) -> String {
        switch type {
        case .builtin(let builtin): builtin.traits.siriKitType
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
        type.traits?.siriKitOptionsElement ?? valueType(type)
    }

    /// What `default<Name>` returns.
    func defaultReturnType(_ type: ValueType, isArray: Bool) -> String {
        isArray ? "[\(valueType(type))]?" : valueType(type) + "?"
    }
}

extension String {
    /// `transitionDestinations` → `TransitionDestinations`, for method names.
    var upperFirst: String { prefix(1).uppercased() + dropFirst() }
}
