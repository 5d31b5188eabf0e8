/// Definitions that passed validation: every name is a valid identifier, every reference
/// resolves within its file, and every default fits its type. Later stages rely on that.
public struct ValidatedDefinitions: Sendable {
    public let files: [DefinitionFile]
    /// The files' declarations without a class prefix, in a target with SiriKit classes, as the
    /// validator made them to check their names: the plan of such a target takes them rather than
    /// making them again. Nil when the validator did not make them.
    let declarations: [FileDeclarations]?

    init(files: [DefinitionFile], declarations: [FileDeclarations]? = nil) {
        self.files = files
        self.declarations = declarations
    }
}

/// What a ``ValueType/named(_:)`` refers to.
enum ResolvedType: Sendable {
    case enumeration(EnumDefinition)
    case object(ObjectTypeDefinition)
}
