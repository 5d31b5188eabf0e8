/// Definitions that passed validation: every name is a valid identifier, every reference
/// resolves within its file, and every default fits its type. Later stages rely on that.
public struct ValidatedDefinitions: Sendable {
    public var files: [DefinitionFile]
}

/// What a ``ValueType/named(_:)`` refers to.
enum ResolvedType: Sendable {
    case enumeration(EnumDefinition)
    case object(ObjectTypeDefinition)
}
