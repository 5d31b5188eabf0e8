/// The compiler's stages joined, the one way every command runs them: load → decode → validate
/// (``FrontEnd``), plan (``Planner``, with every name and path check of the target), render
/// (``Renderer``: the target's outputs as pending files, each made when the emit stage asks).
/// The emit stage stays the caller's: it is the only one that touches the disk.
///
/// `generate` (for definitions files and for each target of a spec, ``TargetGenerationPlan``),
/// `lint` (for files and for a spec's targets) and the build-tool plugin's runs go through it, so a
/// check added to a stage is made by each of them. (`export` writes only Xcode's definition: it
/// plans with ``Planner/plan(_:request:)``, which has no Swift names to check.)
public struct Pipeline: Sendable {
    public var request: GenerationRequest
    var frontEnd = FrontEnd()

    public init(_ request: GenerationRequest) {
        self.request = request
    }

    /// The target's plan, or nil when the definitions have errors or the target's names clash
    /// (every problem reported to `diagnostics`).
    public func plan(_ inputs: [InputFile], diagnostics: any DiagnosticCollector) -> TargetPlan? {
        guard let definitions = frontEnd.run(inputs, diagnostics: diagnostics) else { return nil }
        return Planner().plan(definitions, request: request, diagnostics: diagnostics)
    }

    /// The plan and the outputs it names (an output whose path is reported is left out).
    public func pendingFiles(_ inputs: [InputFile], diagnostics: any DiagnosticCollector) -> (
        plan: TargetPlan, files: [PendingFile]
    )? {
        plan(inputs, diagnostics: diagnostics).map { ($0, Renderer().pendingFiles($0, diagnostics: diagnostics)) }
    }
}
