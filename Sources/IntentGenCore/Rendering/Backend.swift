/// Whether a backend makes outputs for each definitions file on its own, or for the target's
/// definitions files together.
enum BackendScope: Sendable, Hashable {
    case eachDefinitionsFile
    case wholeTarget
}

/// One kind of output (``OutputKind``): from a planned target to its outputs, each with its
/// folder, path, ownership and origin decided now and its text made when the emit stage asks.
///
/// The render stage (``Renderer``) loops over the plan's kinds and asks each one's backend; no
/// other code knows which backends exist. Adding an output is one new conforming type and one
/// case of ``OutputKind``.
protocol Backend: Sendable {
    /// The kind of output it makes.
    var kind: OutputKind { get }
    var scope: BackendScope { get }
    /// The outputs for the planned declarations of `files` (one file for
    /// ``BackendScope/eachDefinitionsFile``) in `plan`.
    func outputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile]
    /// For a backend of ``BackendScope/eachDefinitionsFile``: the outputs it makes once for the
    /// whole target besides (the App Intents String Catalog), listed after every file's.
    func targetOutputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile]
}

extension Backend {
    func targetOutputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile] { [] }
}

extension RendererOutput {
    /// This output as a pending file of `kind` in `destination`, owned as `ownership`.
    func pending(_ kind: OutputKind, _ destination: RenderedFile.Destination, _ ownership: OutputOwnership)
        -> PendingFile
    {
        PendingFile(
            destination: destination, path: name, ownership: ownership, kind: kind, origin: origin, makeText: make)
    }
}
