/// Definitions that passed validation: every name is a valid identifier, every reference
/// resolves within its file, and every default fits its type. Later stages rely on that.
public struct ValidatedDefinitions: Sendable {
    public let files: [DefinitionFile]
    /// What the references of each file resolve to, in the order of ``files``: found once by the
    /// validator, so that later stages read them instead of looking names up.
    let references: [FileReferences]
    /// The files' declarations without a class prefix, in a target with SiriKit classes, as the
    /// validator made them to check their names: the plan of such a target takes them rather than
    /// making them again. Nil when the validator did not make them.
    let declarations: [FileDeclarations]?

    /// `files` with their `references`, one for each file, in the same order.
    init(files: [DefinitionFile], references: [FileReferences], declarations: [FileDeclarations]? = nil) {
        precondition(files.count == references.count, "one resolution for each file")
        self.files = files
        self.references = references
        self.declarations = declarations
    }

    /// Each file with its references.
    var resolvedFiles: [ResolvedFile] {
        zip(files, references).map { ResolvedFile(file: $0, references: $1) }
    }
}

/// A definitions file with what its references resolve to (``FileReferences``).
struct ResolvedFile: Sendable {
    let file: DefinitionFile
    let references: FileReferences
}
